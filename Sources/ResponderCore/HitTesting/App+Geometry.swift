extension App {
    /// Converts a point from a view's superview's coordinate space into the view's own, as
    /// `convert(_:from: superview)` does: through the frame origin, the bounds origin (scroll offset) and the
    /// transform applied about the view's centre.
    ///
    /// - Returns: The point in the view's space, or nil when the transform is singular.
    public func convertFromSuperview(_ point: Point, into view: Int) -> Point? {
        let node = responders[view]
        let frame = node.frame
        guard let transform = node.transform, !transform.isIdentity else {
            return Point(x: point.x - frame.minX + node.boundsOrigin.x, y: point.y - frame.minY + node.boundsOrigin.y)
        }
        guard let inverse = transform.inverted() else { return nil }
        let offset = inverse.apply(to: Point(x: point.x - frame.midX, y: point.y - frame.midY))
        return Point(
            x: offset.x + node.boundsOrigin.x + frame.size.width / 2,
            y: offset.y + node.boundsOrigin.y + frame.size.height / 2)
    }

    /// A view's bounds: its bounds origin and its frame's size.
    public func bounds(of view: Int) -> Rect {
        Rect(origin: responders[view].boundsOrigin, size: responders[view].frame.size)
    }

    /// `point(inside:with:)` for a view, honouring its override.
    public func pointInside(_ point: Point, of view: Int) -> Bool {
        let bounds = bounds(of: view)
        switch responders[view].pointInside {
        case .bounds:
            return bounds.contains(point)
        case .minimumSize(let target):
            // Seed 000's CloseButton: grow symmetrically to the target, never shrink.
            let dx = min(0, bounds.size.width - target.width) / 2
            let dy = min(0, bounds.size.height - target.height) / 2
            return bounds.insetBy(dx: dx, dy: dy).contains(point)
        case .insets(let top, let left, let bottom, let right):
            return bounds.inset(top: top, left: left, bottom: bottom, right: right).contains(point)
        case .always:
            return true
        case .never:
            return false
        }
    }
}
