extension Dispatcher {
    /// Looks for an interactive view drawn under the finger that hit-testing could not reach, and explains why:
    /// drawn outside its superview's bounds, an ancestor with interaction off, an override, or a view in front.
    ///
    /// It walks the windows' views in drawing order (iteratively, pruning hidden, transparent and clipped
    /// subtrees) to find the topmost drawn view under the point.
    mutating func diagnoseUnreachable(_ trace: HitTestTrace, into result: inout EventResult) {
        guard let (drawn, window) = topmostDrawnView(at: trace.point) else { return }
        if drawn == trace.hitView { return }
        let node = app[drawn]
        let isInteractive =
            node.isControl || node.isTextInput || !node.gestureRecognizers.isEmpty
            || ResponderMethod.touchFamily.contains { node.overrides[$0] != nil }
        guard isInteractive else { return }
        // Walk from the window down to the drawn view to find the first view that rejects the point.
        var lineage: [Int] = []
        var current: Int? = drawn
        var steps = 0
        while let index = current, steps <= app.count {
            lineage.append(index)
            if index == window { break }
            current = app[index].superview
            steps += 1
        }
        budget.spend(steps: steps)
        lineage.reverse()
        var point = trace.point
        for (position, view) in lineage.enumerated() {
            guard let local = app.convertFromSuperview(point, into: view) else { return }
            point = local
            let candidate = app[view]
            let isTarget = view == drawn
            if !candidate.isUserInteractionEnabled {
                if isTarget {
                    result.diagnostics.append(
                        Diagnostic(
                            .interactionDisabled, .warning, responders: [drawn],
                            message: "\(name(drawn)) is drawn under the finger but its isUserInteractionEnabled is "
                                + "false, so hit-testing skips it.",
                            hint: "Set isUserInteractionEnabled = true on \(candidate.className)."))
                } else {
                    result.diagnostics.append(
                        Diagnostic(
                            .ancestorInteractionDisabled, .warning, responders: [drawn, view],
                            message: "\(name(drawn)) is visible under the finger, but its ancestor \(name(view)) has "
                                + "isUserInteractionEnabled = false"
                                + (candidate.uikitClass.isUserInteractionEnabled
                                    ? "" : " (the default for \(candidate.uikitClass.name))")
                                + ", and a view that cannot receive touches hides all its subviews from hit-testing.",
                            hint:
                                "Set isUserInteractionEnabled = true on \(name(view)), or move \(candidate.className == "UIImageView" ? "the control out of the image view" : "the control out of it")."
                        ))
                }
                return
            }
            switch candidate.hitTest {
            case .returnsNil, .returnsSelf, .redirect:
                if !isTarget {
                    result.diagnostics.append(
                        Diagnostic(
                            .ancestorOverrideBlocksTouch, .warning, responders: [drawn, view],
                            message: "\(name(drawn)) is visible under the finger, but \(name(view)) overrides "
                                + "hitTest(_:with:) and does not return its subviews' hits.",
                            hint: "Check \(candidate.className).hitTest(_:with:)."))
                    return
                }
            default: break
            }
            if !app.pointInside(point, of: view) {
                if position > 0 && !isTarget {
                    result.diagnostics.append(
                        Diagnostic(
                            .outsideSuperviewBounds, .warning, responders: [drawn, view],
                            message: "\(name(drawn)) is drawn under the finger, but it lies outside the bounds of "
                                + "\(name(view)) (clipsToBounds is false, so it still shows). Hit-testing rejected "
                                + "\(name(view)) before it ever looked at its subviews, so the tap is never delivered.",
                            hint: "Grow the frame of \(name(view)) to contain it, move \(app[drawn].className) inside "
                                + "it, or override point(inside:with:) in \(candidate.className) to include it."))
                    return
                }
            }
        }
        if let hit = trace.hitView, !app.isView(drawn, inSubtreeOf: hit) {
            result.diagnostics.append(
                Diagnostic(
                    .coveredByOtherView, .warning, responders: [drawn, hit],
                    message: "\(name(drawn)) is drawn under the finger, but \(name(hit)) returned from hit-testing "
                        + "first and took the touch.",
                    hint: "Check the view in front: set its isUserInteractionEnabled = false, or make its hitTest "
                        + "return nil for its empty area."))
        }
    }

    /// The topmost view drawn at a screen point and its window, ignoring interaction flags and unclipped bounds.
    /// One budget step per view looked at; nil when the budget runs out.
    mutating func topmostDrawnView(at point: Point) -> (view: Int, window: Int)? {
        for window in app.windowsFrontToBack {
            guard !app[window].isHidden, app[window].alpha >= 0.01,
                let local = app.convertFromSuperview(point, into: window)
            else { continue }
            var best: Int?
            var stack: [(view: Int, point: Point)] = [(window, local)]
            while let (view, viewPoint) = stack.popLast() {
                budget.spend()
                if budget.isExhausted { return nil }
                let node = app[view]
                if node.isHidden || node.alpha < 0.01 { continue }
                let inside = app.bounds(of: view).contains(viewPoint)
                if inside { best = view }
                if node.clipsToBounds && !inside { continue }
                // Push back to front so that front subviews are visited last (they draw on top).
                for child in node.subviews.reversed() {
                    if let childPoint = app.convertFromSuperview(viewPoint, into: child) {
                        stack.append((child, childPoint))
                    }
                }
            }
            if let best, best != window { return (best, window) }
        }
        return nil
    }
}
