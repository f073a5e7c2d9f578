/// Where every window and view of an app is, as a teaching page or a diagram draws them: each view's corners and
/// hit area in its window's coordinates, and whether it can receive touches at all.
///
/// ```
///  screen ─┬─ window (frame on the screen, windowLevel)            windows: back to front
///          │    └─ view ─ corners, frame, hit area, touchability  views: drawing order (back to front),
///          │         └─ subview …                                        each window's after the one behind it
///          └─ window in front …
/// ```
///
/// A view's corners are its bounds' corners carried up to the window: through its own transform (about its
/// centre), its frame's origin, and the bounds origin and transform of every ancestor. ``App/screenLayout()``
/// computes it from the same geometry hit-testing uses, so a point inside a view's hit area is exactly a point
/// hit-testing's `point(inside:)` accepts.
public struct ScreenLayout: Sendable, Equatable {
    /// The windows, back to front.
    public var windows: [WindowPlacement] = []
    /// The views in windows, in drawing order (back to front); a window's views follow the windows behind it.
    public var views: [ViewPlacement] = []

    public init() {}
}

/// A window's place on the screen.
public struct WindowPlacement: Sendable, Equatable {
    public var window: Int
    /// Its frame in screen coordinates.
    public var frame: Rect
    public var windowLevel: Double
    /// Whether it is the key window.
    public var isKey: Bool
    /// Its place in the drawing order of windows and views together (0 is drawn first, at the back).
    public var zOrder: Int
    /// Why it receives no touches, when it does not.
    public var touchBlock: TouchBlock?
}

/// A view's place in its window.
public struct ViewPlacement: Sendable, Equatable {
    public var view: Int
    public var window: Int
    /// Its superview (a window or a view).
    public var superview: Int
    /// Levels below the window (the window's subviews are 1).
    public var depth: Int
    /// Its place in the drawing order of windows and views together (0 is drawn first, at the back).
    public var zOrder: Int
    /// Its bounds' corners in window coordinates.
    public var corners: Quad
    /// Where its `point(inside:with:)` answers true, in window coordinates: ``HitArea/rect(_:)``'s corners (for given
    /// regions, the corners of the smallest rectangle holding them, its subviews left out), or nil for an override
    /// that answers the same everywhere (``hitAreaRule`` says which).
    public var hitArea: Quad?
    /// What decides the hit area.
    public var hitAreaRule: PointInsideOverride
    public var clipsToBounds: Bool
    /// Why it receives no touches, when it does not: the view itself or the outermost ancestor that stops
    /// hit-testing before it is asked.
    public var touchBlock: TouchBlock?

    /// The smallest axis-aligned rectangle around its corners, in window coordinates.
    public var frameInWindow: Rect { corners.boundingBox }
}

/// Why hit-testing never asks a view, or never lets it be the hit: a property of the view or of an ancestor.
public struct TouchBlock: Sendable, Equatable {
    /// The view (or window) whose property it is: the view itself or an ancestor.
    public var responder: Int
    /// What hit-testing does there: ``HitTestOutcome/hidden``, ``HitTestOutcome/userInteractionDisabled``,
    /// ``HitTestOutcome/transparent``, ``HitTestOutcome/singularTransform`` or ``HitTestOutcome/hitTestReturnsNil``.
    public var reason: HitTestOutcome

    /// Every reason a block can carry: the skips of the skip table, and the overrides that keep subviews out.
    public static let reasons: [HitTestOutcome] =
        HitTestOutcome.allCases.filter(\.isSkip) + [.interceptedBySelf, .redirected]
}
