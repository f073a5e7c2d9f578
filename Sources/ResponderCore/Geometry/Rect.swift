/// An origin and a size, like `CGRect`.
///
/// `contains(_:)` is half-open as in Core Graphics: a 100×100 rectangle at the origin contains (0, 0) and
/// (99.9, 99.9) but not (100, 100).
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }

    /// Whether the point lies inside; the minimum edges are inside, the maximum edges are not.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle grown (negative values) or shrunk (positive values) on each side, like `insetBy(dx:dy:)`.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    /// The rectangle with edge insets applied, like `bounds.inset(by:)`; negative insets enlarge it.
    public func inset(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
        Rect(
            x: origin.x + left, y: origin.y + top,
            width: size.width - left - right, height: size.height - top - bottom)
    }
}
