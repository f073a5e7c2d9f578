extension Dispatcher {
    /// Puts the finger of a touch aimed at a view (``TouchEvent/aimedAt``) where a tap on the view lands, against
    /// the app as it is now, and records where and why in ``EventResult/aim``; when no point reaches the view, the
    /// finger stays at its centre and a warning says why (unless a presentation's dimming view is in front, whose
    /// own diagnostic says it).
    ///
    /// The search spends the event's budget: one step per ancestor placing each sample, and one per view each
    /// sample's hit-test asks.
    mutating func aim(_ event: inout TouchEvent, into result: inout EventResult) {
        guard let view = event.aimedAt, !event.touches.isEmpty else { return }
        let aim = app.aim(at: view, within: &budget)
        for index in event.touches.indices { event.touches[index].point = aim.point }
        result.event = .touch(event)
        result.aim = aim
        budget.record(entries: 1)
        guard !aim.reached, aim.centreMiss != nil else { return }
        // A presentation's or an active search's dimming view in front: the tap's own diagnostic
        // (tapDismissedPresentation, tapOutsideModalPresentation, searchDimmingTookTap) says what it did and how the
        // tap gets through.
        if let culprit = aim.culprit,
            app.dimmedPresentation(of: culprit) != nil || app.searchDimming(of: culprit) != nil
        {
            return
        }
        result.diagnostics.append(
            Diagnostic(
                responders: [view] + (aim.culprit.map { [$0] } ?? []),
                words: .aimedViewUnreachable(aim)))
    }
}
