extension App {
    /// Why a summarised run of sibling views was rejected.
    private func runExplanation(of step: HitTestStep) -> String {
        let run =
            "\(step.count) sibling views, \(displayName(of: step.view)) through \(step.lastView.map(displayName(of:)) ?? "the last"), asked "
            + "front to back:"
        switch step.outcome {
        case .hidden: return "\(run) each is hidden, so it and its subviews are skipped."
        case .userInteractionDisabled:
            return "\(run) each has isUserInteractionEnabled = false, so it and its subviews are skipped."
        case .transparent: return "\(run) each has alpha below 0.01, so it counts as invisible to touches."
        case .pointOutside:
            return "\(run) the point is outside each one's bounds, so their subviews are never asked."
        case .singularTransform: return "\(run) each one's transform cannot be inverted, so no point maps into it."
        case .hitTestReturnsNil: return "\(run) each overrides hitTest(_:with:) to return nil."
        default: return "\(run) each was rejected."
        }
    }

    /// Why hit-testing did what it did with one view (or a summarised run of siblings), in plain words.
    public func explanation(of step: HitTestStep) -> String {
        if step.count > 1 { return runExplanation(of: step) }
        let who = displayName(of: step.view)
        switch step.outcome {
        case .hidden: return "\(who) is hidden (or not in a window yet), so it and its subviews are skipped."
        case .userInteractionDisabled:
            return "\(who) has isUserInteractionEnabled = false, so it and all its subviews are skipped."
        case .transparent: return "\(who) has alpha below 0.01, so it counts as invisible to touches."
        case .pointOutside:
            return "The point is outside \(who)'s bounds (point(inside:with:) is false), so its subviews are never "
                + "asked, even ones drawn there."
        case .singularTransform: return "\(who)'s transform cannot be inverted, so no point maps into it."
        case .hitTestReturnsNil: return "\(who) overrides hitTest(_:with:) to return nil: its whole subtree is skipped."
        case .hit: return "\(who) contains the point and none of its subviews does: it is the hit-test view."
        case .containsHit: return "\(who) contains the point; one of its subviews returned the hit-test view."
        case .passedThrough:
            return "\(who) contains the point but its hitTest override returns nil instead of itself: the touch "
                + "passes through."
        case .interceptedBySelf:
            return "\(who) overrides hitTest(_:with:) to return itself without asking its subviews."
        case .redirected:
            return
                "\(who) overrides hitTest(_:with:) to return \(step.redirectedTo.map(displayName(of:)) ?? "another view")."
        }
    }
}
