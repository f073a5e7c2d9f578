/// Why `hitTest(_:with:)` rejects a view, with its whole subtree, before it asks its subviews: the one home of that
/// rule. The checks are made here, in the order UIKit makes them; hit-testing, the screen layout (and so the audit),
/// the unreachable scan and every explanation of a skip read this file and nothing else. Their words are
/// ResponderWords' (App+HitTestSkip and its other languages, App+HitTestNotes for the trace).
///
/// | Order | Outcome | The view… |
/// |---|---|---|
/// | 1 | ``HitTestOutcome/singularTransform`` | has a transform with no inverse, so no point maps into it |
/// | 2 | ``HitTestOutcome/hitTestReturnsNil`` | overrides `hitTest(_:with:)` to return nil (the override runs first) |
/// | 3 | ``HitTestOutcome/hidden`` | is hidden, or not in a window yet |
/// | 4 | ``HitTestOutcome/userInteractionDisabled`` | has `isUserInteractionEnabled` false |
/// | 5 | ``HitTestOutcome/transparent`` | has an alpha below 0.01 |
/// | 6 | ``HitTestOutcome/pointOutside`` | says no from `point(inside:with:)` (bounds are half-open) |
///
/// Checks 3 to 5 are made by UIView's own `hitTest(_:with:)` ("this method ignores view objects that are hidden,
/// that have disabled user interactions, or have an alpha level less than 0.01", its documentation says): an override
/// that answers without calling super (``HitTestOverride/returnsSelf``, ``HitTestOverride/redirect(to:)``) replaces
/// them, so its superview asks it whatever its flags say, and only `point(inside:with:)` decides. A view still in no
/// window is never asked.
extension App {
    /// The first check of the table that rejects a view for a touch at a point in its superview's space mapped into
    /// its own (nil when the view's transform has no inverse), or nil when the view passes and its subviews are
    /// asked.
    ///
    /// - Parameter detached: The view is treated as in no window (a controller's view during `viewDidLoad`).
    public func skipReason(of view: Int, at point: Point?, detached: Bool = false) -> HitTestOutcome? {
        guard let point else { return .singularTransform }
        if let reason = skipReasonOfProperties(of: view, detached: detached) { return reason }
        return pointInside(point, of: view) ? nil : .pointOutside
    }

    /// The first check of the table that rejects a view wherever the touch is: its transform, its override, its
    /// flags, or a `point(inside:with:)` that is never true. Nil when some point may reach it.
    public func skipReasonAtEveryPoint(of view: Int) -> HitTestOutcome? {
        if let transform = responders[view].transform, transform.inverted() == nil { return .singularTransform }
        if let reason = skipReasonOfProperties(of: view, detached: false) { return reason }
        if case .never = responders[view].pointInside { return .pointOutside }
        return nil
    }

    /// Checks 2 to 5: what rejects a view whatever the point, its transform aside.
    private func skipReasonOfProperties(of view: Int, detached: Bool) -> HitTestOutcome? {
        // Read in place, as every check here: a `let` of the whole responder would copy it.
        let hitTest = responders[view].hitTest
        if case .returnsNil = hitTest { return .hitTestReturnsNil }
        if detached { return .hidden }
        switch hitTest {
        case .returnsSelf, .redirect: return nil
        case .standard, .passThrough, .returnsNil: return flagSkip(of: view)
        }
    }

    /// The check of UIView's own `hitTest(_:with:)` that would skip the view by its flags alone (hidden,
    /// interaction off, transparent), whether or not an override replaces it; nil when none would.
    public func flagSkip(of view: Int) -> HitTestOutcome? {
        if responders[view].isHidden { return .hidden }
        if !responders[view].isUserInteractionEnabled { return .userInteractionDisabled }
        if responders[view].alpha < 0.01 { return .transparent }
        return nil
    }

    /// Whether a view is drawn at all (not hidden, alpha at least 0.01): checks 3 and 5, which decide what shows as
    /// well as what is touched.
    public func isDrawn(_ view: Int) -> Bool { !responders[view].isHidden && responders[view].alpha >= 0.01 }

    /// The built-in UIKit class whose default leaves a view's `isUserInteractionEnabled` false (`UIImageView`,
    /// `UILabel`), decided once from the class catalogue: a described subclass of `UIImageView` answers
    /// `UIImageView`. Nil when the view's class enables interaction by default. Every language's words read it.
    public func classLeavingInteractionOff(of view: Int) -> UIKitClass? {
        let uikitClass = responders[view].uikitClass
        return uikitClass.isUserInteractionEnabled ? nil : uikitClass
    }
}
