import ResponderCore

/// The English words of the skip table (ResponderCore's HitTesting/App+HitTestSkip.swift): the rule and its checks
/// live there, and only their words live here, as each other language's do (App+HitTestSkip+Japanese and the others).
extension App {
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
