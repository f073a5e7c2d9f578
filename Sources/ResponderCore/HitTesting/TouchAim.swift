/// Where a touch aimed at a view puts the finger, and why: a point of the view's hit area that hit-testing
/// reaches, its centre when it can.
///
/// ```
///  view ──► centre reached? ──yes──► the finger goes to the centre
///             │ no (covered, clipped, drawn outside an ancestor, off the window)
///             ▼
///           the hit area's samples, nearest the centre first ──one reaches──► the finger goes there
///             │ none reaches, or an ancestor stops hit-testing before the view is asked
///             ▼
///           not reached: the tap is evaluated at the centre anyway, and the answer says why it misses
/// ```
///
/// A sample reaches the view when hit-testing there returns the view or a view inside it (a button's label
/// counts as the button). ``App/aim(at:within:)`` finds it; `App.explanation(of:)` words it.
public struct TouchAim: Sendable, Equatable {
    /// Why a point does not reach the view.
    public enum Miss: Sendable, Equatable {
        /// Hit-testing there returns this view, which is not inside the aimed one, or no view at all.
        case covered(by: Int?)
        /// An ancestor that does not clip has the point outside its bounds, so hit-testing never asks its subviews.
        case outside(ancestor: Int)
        /// A clipping ancestor hides the point: content scrolled away, or cut off.
        case clipped(by: Int)
        /// The point is outside the view's window.
        case offWindow(window: Int)
        /// Something stops hit-testing before the view is asked, whatever the point: the view or an ancestor is
        /// hidden, transparent or not interactive, or an override keeps touches out.
        case blocked(TouchBlock)
        /// The hit area has no width or no height.
        case zeroSize
        /// The view is in no window.
        case notInWindow
    }

    /// The view aimed at.
    public var view: Int
    /// Where the finger goes, in screen coordinates: the point chosen, or the centre when none reaches the view.
    public var point: Point
    /// The centre of the view's hit area, in screen coordinates.
    public var centre: Point
    /// Whether a touch at ``point`` reaches the view.
    public var reached: Bool
    /// Why the centre was not the point: nil when the finger goes to the centre and reaches the view; when
    /// ``reached`` is false, why no point reaches the view (the most telling miss among its samples, nearest the
    /// centre first: a view in front or an ancestor that does not hold it, before a clipping ancestor, before the
    /// window's edge).
    public var centreMiss: Miss?

    public init(view: Int, point: Point, centre: Point, reached: Bool, centreMiss: Miss?) {
        self.view = view
        self.point = point
        self.centre = centre
        self.reached = reached
        self.centreMiss = centreMiss
    }

    /// The responder most to blame for the miss, besides the view: the one in front, the ancestor, the window.
    public var culprit: Int? {
        switch centreMiss {
        case .covered(let front): return front
        case .outside(let ancestor): return ancestor
        case .clipped(let ancestor): return ancestor
        case .offWindow(let window): return window
        case .blocked(let block): return block.responder == view ? nil : block.responder
        case .zeroSize, .notInWindow, nil: return nil
        }
    }
}
