/// Samples one view's hit area the way fingers would find it: the points to try, and where each lies for
/// hit-testing before anything is hit-tested.
///
/// ```
///  hit area (own coordinates) ──► centre, then a grid inset half a point, neighbours ≤ 22 points apart
///        │                                                    │ through every superview and the window
///        ▼                                                    ▼
///  screen points, to a tenth of a point ──place──► offWindow │ clipped by an ancestor │ outside an ancestor
///                                                  │ onScreen: hit-test it, as a touch is
/// ```
///
/// The auditor samples every interactive view with it, and a touch aimed at a view (``App/aim(at:within:)``)
/// searches the same points for one that reaches it: one grid and one placing rule for both.
public struct HitAreaSampler: Sendable {
    /// The greatest distance between two neighbouring sample points, in the view's own points: half of Apple's
    /// 44-point minimum tap target, so every 44 × 44 square of a hit area holds at least four samples.
    public static let spacing = 22.0
    /// The most samples along one side of a hit area (a view over 1,386 points wide is sampled more sparsely).
    public static let maxPerSide = 64

    /// Where a sample point lies for the view: off its window, hidden by a clipping ancestor (a scroll view's
    /// content scrolled away, say), outside an ancestor that does not clip, or a point to hit-test.
    public enum Place: Sendable, Equatable {
        /// Outside the view's window, where no touch lands.
        case offWindow
        /// A clipping ancestor (`clipsToBounds`) hides the point.
        case clipped(by: Int)
        /// An ancestor's `point(inside:)` is false there, though no clipping ancestor hides it: drawn outside.
        case outside(ancestor: Int)
        /// Nothing above decides it: hit-test it.
        case onScreen
    }

    /// The view sampled.
    public let view: Int
    /// Where its `point(inside:with:)` is true, in its own coordinates (its bounds when an override answers the
    /// same everywhere; the smallest rectangle holding them when it is true in given regions).
    public let rect: Rect
    /// The regions of an override true in given regions only (``HitArea/regions(_:includeSubviews:)``), whose
    /// points alone are sampled; nil when the whole of ``rect`` is.
    public let regions: [Rect]?
    /// From its own coordinates to the screen, through every superview and its window.
    public let toScreen: AffineTransform
    /// Its ancestors from its window down to its superview.
    public let ancestors: [Int]

    /// A sampler for one view of an app.
    public init(view: Int, in app: App) {
        self.view = view
        let area = app.hitArea(of: view)
        switch area {
        case .rect(let rect):
            self.rect = rect
            regions = nil
        case .everywhere, .nowhere:
            self.rect = app.bounds(of: view)
            regions = nil
        case .regions(let rects, _):
            // Its subviews are sampled on their own: the view's own area is its regions.
            self.rect = area.boundingRect ?? Rect(x: 0, y: 0, width: 0, height: 0)
            regions = rects
        }
        var transform = AffineTransform.identity
        var chain: [Int] = []
        var current: Int? = view
        while let node = current, chain.count <= app.count {
            transform = transform.concatenating(app.transformToSuperview(of: node))
            if app[node].kind == .window { break }
            current = app[node].superview
            if let current { chain.append(current) }
        }
        toScreen = transform
        ancestors = chain.reversed()
    }

    /// Whether the hit area has a width and a height (`point(inside:)` is never true in an empty one).
    public var hasArea: Bool {
        guard let regions else { return rect.size.width > 0 && rect.size.height > 0 }
        return regions.contains { $0.size.width > 0 && $0.size.height > 0 }
    }

    /// The hit area's centre on the screen, to a tenth of a point.
    public var centre: Point { Self.rounded(toScreen.apply(to: Point(x: rect.midX, y: rect.midY))) }

    /// The sample points on the screen, to a tenth of a point: the centre first, then the grid row by row.
    public var screenPoints: [Point] {
        guard let regions else { return Self.samples(of: rect).map { Self.rounded(toScreen.apply(to: $0)) } }
        return regions.flatMap { Self.samples(of: $0) }.map { Self.rounded(toScreen.apply(to: $0)) }
    }

    /// Where a screen point lies, by the view's ancestors from the window down. A clipping ancestor that hides the
    /// point wins over the window's edge: content scrolled below the screen is scrolled away, not placed off
    /// screen.
    public func place(of screenPoint: Point, in app: App) -> Place {
        var local = screenPoint
        var outside: Int?
        var offWindow = false
        for ancestor in ancestors {
            guard let converted = app.convertFromSuperview(local, into: ancestor) else { return .clipped(by: ancestor) }
            local = converted
            let inBounds = app.bounds(of: ancestor).contains(local)
            if app[ancestor].kind == .window {
                offWindow = !inBounds
                continue
            }
            if app[ancestor].clipsToBounds && !inBounds { return .clipped(by: ancestor) }
            if outside == nil && !app.pointInside(local, of: ancestor) { outside = ancestor }
        }
        if offWindow { return .offWindow }
        return outside.map { .outside(ancestor: $0) } ?? .onScreen
    }

    /// A screen point to a tenth of a point: sampled touches read as a person would type them.
    public static func rounded(_ point: Point) -> Point {
        Point(x: (point.x * 10).rounded() / 10, y: (point.y * 10).rounded() / 10)
    }

    /// The sample points of a rectangle, its centre first, then a grid inset half a point from the edges whose
    /// neighbours are at most ``spacing`` apart (fewer along a side longer than ``maxPerSide`` samples allow).
    public static func samples(of rect: Rect) -> [Point] {
        func axis(_ low: Double, _ length: Double) -> [Double] {
            guard length > 1 else { return [low + length / 2] }
            let inner = length - 1
            let count = Swift.min(maxPerSide, Int(clamping: inner / spacing + 1, rounding: .up))
            return (0..<count).map { low + 0.5 + inner * Double($0) / Double(count - 1) }
        }
        var points = [Point(x: rect.midX, y: rect.midY)]
        for y in axis(rect.minY, rect.size.height) {
            for x in axis(rect.minX, rect.size.width) { points.append(Point(x: x, y: y)) }
        }
        return points
    }
}
