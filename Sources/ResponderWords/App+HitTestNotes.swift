import ResponderCore

extension App {
    /// Why hit-testing did what it did with one view (or a summarised run of siblings), in plain words.
    public func explanation(of step: HitTestStep) -> String {
        var text = ""
        write(step, to: &text)
        return text
    }

    /// Writes why hit-testing did what it did with one view, or a summarised run of siblings. The skips are worded
    /// by the skip table (App+HitTestSkip.swift), with its conditions.
    public func write<Sink: WordSink>(_ step: HitTestStep, to sink: inout Sink) {
        if step.count > 1 {
            sink.write(String(step.count))
            sink.write(" sibling views, ")
            writeName(of: step.view, to: &sink)
            sink.write(" through ")
            writeName(of: step.lastView, or: "the last", to: &sink)
            sink.write(", asked front to back: each ")
            sink.write(skipCondition(step.outcome, of: step.view, ofRun: true) ?? "was rejected")
            sink.write(", so hit-testing skips them and their subviews.")
            return
        }
        writeName(of: step.view, to: &sink)
        switch step.outcome {
        case .hit: sink.write(" contains the point and none of its subviews does: it is the hit-test view.")
        case .containsHit: sink.write(" contains the point; one of its subviews returned the hit-test view.")
        case .passedThrough:
            sink.write(
                """
                 contains the point but its hitTest override returns nil instead of itself: the touch passes \
                through.
                """)
        case .interceptedBySelf:
            sink.write(" overrides hitTest(_:with:) to return itself without asking its subviews.")
        case .redirected:
            sink.write(" overrides hitTest(_:with:) to return ")
            writeName(of: step.redirectedTo, or: "another view", to: &sink)
            sink.write(".")
        case .hidden, .userInteractionDisabled, .transparent, .pointOutside, .singularTransform, .hitTestReturnsNil:
            sink.write(" ")
            sink.write(skipCondition(step.outcome, of: step.view) ?? "was rejected")
            sink.write(
                step.outcome == .pointOutside
                    ? ", so hit-testing skips it and its subviews, even ones drawn there."
                    : ", so hit-testing skips it and its subviews.")
        }
    }
}
