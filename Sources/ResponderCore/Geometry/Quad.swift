/// Four corners of a rectangle after a transform: a parallelogram in some coordinate space, listed clockwise on
/// screen from the rectangle's own top-left corner (which a rotation may have moved anywhere).
public struct Quad: Hashable, Sendable {
    public var topLeft: Point
    public var topRight: Point
    public var bottomRight: Point
    public var bottomLeft: Point

    public init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The corners of `rect` mapped through `transform`.
    public init(_ rect: Rect, through transform: AffineTransform) {
        self.init(
            topLeft: transform.apply(to: Point(x: rect.minX, y: rect.minY)),
            topRight: transform.apply(to: Point(x: rect.maxX, y: rect.minY)),
            bottomRight: transform.apply(to: Point(x: rect.maxX, y: rect.maxY)),
            bottomLeft: transform.apply(to: Point(x: rect.minX, y: rect.maxY)))
    }

    /// The corners in order: top-left, top-right, bottom-right, bottom-left.
    public var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// The smallest axis-aligned rectangle holding all four corners (what `convert(_:to:)` answers for a rect).
    public var boundingBox: Rect {
        let xs = [topLeft.x, topRight.x, bottomRight.x, bottomLeft.x]
        let ys = [topLeft.y, topRight.y, bottomRight.y, bottomLeft.y]
        let minX = xs.min()!
        let minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
