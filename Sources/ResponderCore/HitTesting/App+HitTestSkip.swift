/// Why `hitTest(_:with:)` rejects a view, with its whole subtree, before it asks its subviews: the one home of that
/// rule. The checks are made here, in the order UIKit makes them, and worded here; hit-testing, the screen layout
/// (and so the audit), the unreachable scan and every explanation of a skip (the trace's, in
/// Words/App+HitTestNotes.swift, and the layout's, below) read this file and nothing else.
///
/// | Order | Outcome | The view… |
/// |---|---|---|
/// | 1 | ``HitTestOutcome/singularTransform`` | has a transform with no inverse, so no point maps into it |
/// | 2 | ``HitTestOutcome/hitTestReturnsNil`` | overrides `hitTest(_:with:)` to return nil (the override runs first) |
/// | 3 | ``HitTestOutcome/hidden`` | is hidden, or not in a window yet |
/// | 4 | ``HitTestOutcome/userInteractionDisabled`` | has `isUserInteractionEnabled` false |
/// | 5 | ``HitTestOutcome/transparent`` | has an alpha below 0.01 |
/// | 6 | ``HitTestOutcome/pointOutside`` | says no from `point(inside:with:)` (bounds are half-open) |
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
        let node = responders[view]
        if case .returnsNil = node.hitTest { return .hitTestReturnsNil }
        if node.isHidden || detached { return .hidden }
        if !node.isUserInteractionEnabled { return .userInteractionDisabled }
        if node.alpha < 0.01 { return .transparent }
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

    // MARK: The words

    /// What a rejected view is or has, said after its name or after "each": "is hidden". Nil for an outcome that is
    /// not a skip.
    ///
    /// - Parameters:
    ///   - reason: The skip.
    ///   - view: The view (the first of a run): whether it is hidden or only not in a window yet, and its class's
    ///     default for `isUserInteractionEnabled`.
    ///   - everyPoint: Said of every point (``skipReasonAtEveryPoint(of:)``), not of one touch.
    ///   - ofRun: Said of a run of siblings: nothing that holds of the first view only.
    public func skipCondition(
        _ reason: HitTestOutcome, of view: Int, everyPoint: Bool = false, ofRun: Bool = false
    )
        -> String?
    {
        switch reason {
        case .singularTransform: return "has a transform that cannot be inverted (a zero scale)"
        case .hitTestReturnsNil: return "overrides hitTest(_:with:) to return nil"
        case .hidden: return isSaidHidden(view, ofRun: ofRun) ? "is hidden" : "is not in a window yet"
        case .userInteractionDisabled:
            return "has isUserInteractionEnabled = false"
                + (interactionOffByDefault(view, ofRun: ofRun).map { " (the default for \($0))" } ?? "")
        case .transparent: return "has alpha below 0.01, which hit-testing treats as invisible"
        case .pointOutside:
            return everyPoint
                ? "overrides point(inside:with:) to return false everywhere"
                : "does not contain the point (point(inside:with:) is false)"
        case .hit, .containsHit, .passedThrough, .interceptedBySelf, .redirected: return nil
        }
    }

    /// Whether a view skipped as hidden is said to be hidden, rather than not in a window yet (a run of siblings is
    /// hidden: a detached view is asked alone). Every language's condition reads it.
    func isSaidHidden(_ view: Int, ofRun: Bool) -> Bool { responders[view].isHidden || ofRun }

    /// The name of the UIKit class whose default left a view's `isUserInteractionEnabled` false
    /// (``classLeavingInteractionOff(of:)``), to be said after the condition; nil when the class enables
    /// interaction, or when said of a run of siblings. Every language's condition reads it.
    func interactionOffByDefault(_ view: Int, ofRun: Bool) -> String? {
        ofRun ? nil : classLeavingInteractionOff(of: view)?.name
    }

    /// Why a view receives no touches, in plain words: what stops hit-testing at it or at an ancestor.
    public func explanation(of block: TouchBlock, for view: Int) -> String {
        let own = block.responder == view
        let who = own ? displayName(of: view) : "Its ancestor " + displayName(of: block.responder)
        if let condition = skipCondition(block.reason, of: block.responder, everyPoint: true) {
            return own
                ? "\(who) \(condition), so hit-testing skips it and its subviews."
                : "\(who) \(condition), so hit-testing skips it and everything inside it, \(displayName(of: view)) "
                    + "included."
        }
        switch block.reason {
        case .interceptedBySelf:
            return "\(who) overrides hitTest(_:with:) to return itself without asking its subviews."
        case .redirected:
            return "\(who) overrides hitTest(_:with:) to return another view without asking its subviews."
        default:
            return "\(who) receives touches."
        }
    }
}
