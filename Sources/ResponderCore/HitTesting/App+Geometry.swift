extension App {
    /// Converts a point from a view's superview's coordinate space into the view's own, as
    /// `convert(_:from: superview)` does: through the frame origin, the bounds origin (scroll offset) and the
    /// transform applied about the view's centre.
    ///
    /// - Returns: The point in the view's space, or nil when the transform is singular.
    public func convertFromSuperview(_ point: Point, into view: Int) -> Point? {
        // The fields are read in place: a `let` of the whole responder would copy it, for every view a touch passes.
        let frame = responders[view].frame
        let origin = responders[view].boundsOrigin
        guard let transform = responders[view].transform, !transform.isIdentity else {
            return Point(x: point.x - frame.minX + origin.x, y: point.y - frame.minY + origin.y)
        }
        guard let inverse = transform.inverted() else { return nil }
        let offset = inverse.apply(to: Point(x: point.x - frame.midX, y: point.y - frame.midY))
        return Point(x: offset.x + origin.x + frame.size.width / 2, y: offset.y + origin.y + frame.size.height / 2)
    }

    /// Converts a screen point into a view's own coordinates, through its window and every superview between
    /// (`convert(_:from: nil)` for each level), or nil when a transform on the way is singular.
    public func convertFromScreen(_ point: Point, into view: Int) -> Point? {
        var levels: [Int] = []
        // Room for a typical depth at once: the array would otherwise grow four times on the way to a window.
        levels.reserveCapacity(16)
        var current: Int? = view
        while let node = current, levels.count <= responders.count {
            levels.append(node)
            current = responders[node].superview
        }
        var local = point
        for node in levels.reversed() {
            guard let converted = convertFromSuperview(local, into: node) else { return nil }
            local = converted
        }
        return local
    }

    /// A view's bounds: its bounds origin and its frame's size.
    public func bounds(of view: Int) -> Rect {
        Rect(origin: responders[view].boundsOrigin, size: responders[view].frame.size)
    }

    /// The transform from a view's own (bounds) coordinates to its superview's: the inverse of
    /// ``convertFromSuperview(_:into:)``. A point `p` maps to `transform(p − bounds.origin − size/2) + centre`, where
    /// the centre is the frame's middle.
    public func transformToSuperview(of view: Int) -> AffineTransform {
        let frame = responders[view].frame
        let origin = responders[view].boundsOrigin
        let linear = responders[view].transform ?? .identity
        // Move the bounds' centre to the origin, apply the transform about it, then move it to the frame's centre.
        return AffineTransform.translation(
            x: -(origin.x + frame.size.width / 2), y: -(origin.y + frame.size.height / 2)
        )
        .concatenating(linear)
        .concatenating(.translation(x: frame.midX, y: frame.midY))
    }

    /// The area in which a view's `point(inside:with:)` answers true, in its own coordinates: its bounds, or what
    /// its override makes of them.
    public func hitArea(of view: Int) -> HitArea {
        let bounds = bounds(of: view)
        switch responders[view].pointInside {
        case .bounds:
            return .rect(bounds)
        case .minimumSize(let target):
            // UIKit's documentation's 44×44 CloseButton: grow symmetrically to the target, never shrink.
            let dx = min(0, bounds.size.width - target.width) / 2
            let dy = min(0, bounds.size.height - target.height) / 2
            return .rect(bounds.insetBy(dx: dx, dy: dy))
        case .insets(let top, let left, let bottom, let right):
            return .rect(bounds.inset(top: top, left: left, bottom: bottom, right: right))
        case .always:
            return .everywhere
        case .never:
            return .nowhere
        case .regions(let rects, let includeSubviews):
            return .regions(rects ?? [bounds], includeSubviews: includeSubviews)
        }
    }

    /// `point(inside:with:)` for a view, honouring its override.
    ///
    /// An override that includes its subviews asks each of them, front to back, with the point converted to it, as
    /// the usual code does (`subviews.contains { $0.point(inside: convert(point, to: $0), with: event) }`); a subview
    /// that includes its own subviews asks them in turn. The walk is iterative and asks each view once.
    public func pointInside(_ point: Point, of view: Int) -> Bool {
        // The view's own area first: almost every view answers from it, and no list of subviews to ask is made (it
        // was allocated for every view hit-testing asked).
        switch hitArea(of: view) {
        case .rect(let rect): return rect.contains(point)
        case .everywhere: return true
        case .nowhere: return false
        case .regions(let rects, let includeSubviews):
            if rects.contains(where: { $0.contains(point) }) { return true }
            guard includeSubviews else { return false }
        }
        // Front to back: the frontmost subview is popped first.
        var pending: [(view: Int, point: Point)] = []
        for child in responders[view].subviews {
            if let childPoint = convertFromSuperview(point, into: child) { pending.append((child, childPoint)) }
        }
        var asked = 1
        while let (current, local) = pending.popLast(), asked <= responders.count {
            asked += 1
            switch hitArea(of: current) {
            case .rect(let rect): if rect.contains(local) { return true }
            case .everywhere: return true
            case .nowhere: continue
            case .regions(let rects, let includeSubviews):
                if rects.contains(where: { $0.contains(local) }) { return true }
                guard includeSubviews else { continue }
                // Front to back: the frontmost subview is popped first.
                for child in responders[current].subviews {
                    if let childPoint = convertFromSuperview(local, into: child) { pending.append((child, childPoint)) }
                }
            }
        }
        return false
    }
}

/// Where a view's `point(inside:with:)` answers true.
public enum HitArea: Hashable, Sendable {
    /// The smallest rectangle holding every rectangle of the area, its subviews left out (nil for an area that is
    /// everywhere or nowhere, or for no rectangle).
    public var boundingRect: Rect? {
        switch self {
        case .rect(let rect): return rect
        case .everywhere, .nowhere: return nil
        case .regions(let rects, _):
            guard let first = rects.first else { return nil }
            var (minX, minY, maxX, maxY) = (first.minX, first.minY, first.maxX, first.maxY)
            for rect in rects.dropFirst() {
                minX = Swift.min(minX, rect.minX)
                minY = Swift.min(minY, rect.minY)
                maxX = Swift.max(maxX, rect.maxX)
                maxY = Swift.max(maxY, rect.maxY)
            }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// Inside a rectangle in the view's own coordinates (half-open, as `CGRect.contains`).
    case rect(Rect)
    /// Inside any of these rectangles in the view's own coordinates, or, with `includeSubviews`, wherever a subview's
    /// `point(inside:with:)` is true (``PointInsideOverride/regions(_:includeSubviews:)``).
    case regions([Rect], includeSubviews: Bool)
    /// Everywhere: the override always answers true.
    case everywhere
    /// Nowhere: the override always answers false.
    case nowhere
}
