/// What hit-testing did with one view it considered.
public enum HitTestOutcome: String, Sendable, CaseIterable {
    /// Skipped: `isHidden` is true.
    case hidden
    /// Skipped: `isUserInteractionEnabled` is false (UILabel and UIImageView default to that).
    case userInteractionDisabled
    /// Skipped: alpha is below 0.01.
    case transparent
    /// Skipped: `point(inside:with:)` returned false.
    case pointOutside
    /// Skipped: its transform has no inverse (a zero scale), so no point maps into it.
    case singularTransform
    /// Skipped: its `hitTest(_:with:)` override returns nil.
    case hitTestReturnsNil
    /// The hit: the deepest view that passed; none of its subviews returned a view.
    case hit
    /// Passed; one of its subviews returned the hit view.
    case containsHit
    /// Passed, but its pass-through `hitTest` override returns nil instead of itself.
    case passedThrough
    /// Its `hitTest` override returned itself without asking its subviews.
    case interceptedBySelf
    /// Its `hitTest` override returned another view.
    case redirected

    /// Whether the view was rejected before its subviews were asked.
    public var isSkip: Bool {
        switch self {
        case .hidden, .userInteractionDisabled, .transparent, .pointOutside, .singularTransform, .hitTestReturnsNil:
            return true
        default: return false
        }
    }
}

/// One view hit-testing considered, in the order it was considered.
public struct HitTestStep: Sendable, Equatable {
    /// The view (or window) asked.
    public var view: Int
    /// Its depth below the window (the window is 0).
    public var depth: Int
    /// The touch point in the view's own coordinate space.
    public var point: Point
    /// What happened.
    public var outcome: HitTestOutcome
    /// With ``HitTestOutcome/redirected``: the view returned instead.
    public var redirectedTo: Int?
    /// How many views this step stands for: 1, or the length of a run of siblings asked one after another and
    /// rejected for the same reason (summarised traces only). ``point`` is then the point in the first one's space.
    public var count = 1
    /// The last view of a summarised run (``view`` is the first).
    public var lastView: Int?

    public init(view: Int, depth: Int, point: Point, outcome: HitTestOutcome, redirectedTo: Int? = nil) {
        self.view = view
        self.depth = depth
        self.point = point
        self.outcome = outcome
        self.redirectedTo = redirectedTo
    }
}

/// The full record of hit-testing one touch: each window tried, every view considered, and the result.
public struct HitTestTrace: Sendable, Equatable {
    /// The touch point in screen coordinates.
    public var point: Point
    /// Every view considered, windows included, in order.
    public var steps: [HitTestStep] = []
    /// The window that returned a view, if any.
    public var window: Int?
    /// The view `hitTest(_:with:)` returned: where this touch's chain starts.
    public var hitView: Int?

    public init(point: Point) {
        self.point = point
    }
}
