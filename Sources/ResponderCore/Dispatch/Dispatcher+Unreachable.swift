extension Dispatcher {
    /// Looks for an interactive view drawn under the finger that hit-testing could not reach, and explains why:
    /// drawn outside its superview's bounds, an ancestor with interaction off, an override, or a view in front.
    ///
    /// It walks the windows' views in drawing order (iteratively, pruning hidden, transparent and clipped
    /// subtrees) to find the topmost drawn view under the point.
    ///
    /// When that finds nothing, it looks for an interactive view that a view in front covers (see
    /// ``diagnoseCovered(_:into:)``).
    mutating func diagnoseUnreachable(_ trace: HitTestTrace, into result: inout EventResult) {
        let before = result.diagnostics.count
        diagnoseDrawnView(trace, into: &result)
        if result.diagnostics.count == before { diagnoseCovered(trace, into: &result) }
    }

    /// Whether a view is built to receive touches (``App/isInteractive(_:countingScrollViewPans:)``).
    func isInteractive(_ view: Int) -> Bool { app.isInteractive(view) }

    /// The topmost view drawn under the finger, when hit-testing could not reach it: why not.
    private mutating func diagnoseDrawnView(_ trace: HitTestTrace, into result: inout EventResult) {
        guard let (drawn, window) = topmostDrawnView(at: trace.point) else { return }
        if drawn == trace.hitView { return }
        // Disabled controls and disabled recognizers count here: the view is still built for touches.
        guard app[drawn].isControl || !app[drawn].gestureRecognizers.isEmpty || isInteractive(drawn) else { return }
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
            // The table's first check that rejects the view here; hidden and invisible views were never drawn.
            let skip = app.skipReason(of: view, at: point)
            if skip == .userInteractionDisabled {
                let condition = app.skipCondition(.userInteractionDisabled, of: view) ?? ""
                if isTarget {
                    result.diagnostics.append(
                        Diagnostic(
                            .interactionDisabled, .warning, responders: [drawn],
                            message: "\(name(drawn)) is drawn under the finger, but it \(condition), so hit-testing "
                                + "skips it and its subviews.",
                            hint: "Set isUserInteractionEnabled = true on \(candidate.className)."))
                } else {
                    result.diagnostics.append(
                        Diagnostic(
                            .ancestorInteractionDisabled, .warning, responders: [drawn, view],
                            message: "\(name(drawn)) is visible under the finger, but its ancestor \(name(view)) "
                                + "\(condition), so hit-testing skips it and everything inside it, \(name(drawn)) "
                                + "included.",
                            hint:
                                "Set isUserInteractionEnabled = true on \(name(view)), or move \(candidate.className == "UIImageView" ? "the control out of the image view" : "the control out of it")."
                        ))
                }
                return
            }
            if !isTarget && (skip == .hitTestReturnsNil || (skip == nil && app.blockForSubviews(of: view) != nil)) {
                result.diagnostics.append(
                    Diagnostic(
                        .ancestorOverrideBlocksTouches, .warning, responders: [drawn, view],
                        message: "\(name(drawn)) is visible under the finger, but \(name(view)) overrides "
                            + "hitTest(_:with:) and does not return its subviews' hits.",
                        hint: "Check \(candidate.className).hitTest(_:with:)."))
                return
            }
            if skip == .pointOutside && position > 0 && !isTarget {
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

    /// An interactive view under the finger that hit-testing never asked because a view in front of it took the
    /// touch: a clear overlay left with interaction on, a button added to a cell under its content view, a
    /// neighbour whose hit area reaches over it.
    ///
    /// It walks the hit view's window in drawing order (back to front), entering only views that hit-testing
    /// would accept at the point on their own (visible, interaction on, the point inside, no override that keeps
    /// their subviews out), until it reaches the hit view. The last interactive view met before it, that is not
    /// one of its ancestors, is the one covered. One budget step per view looked at.
    mutating func diagnoseCovered(_ trace: HitTestTrace, into result: inout EventResult) {
        guard let hit = trace.hitView, let window = trace.window,
            !trace.steps.contains(where: { $0.outcome == .redirected || $0.outcome == .interceptedBySelf }),
            let local = app.convertFromSuperview(trace.point, into: window)
        else { return }
        var covered: Int?
        var reachedHit = false
        var stack: [(view: Int, point: Point)] = [(window, local)]
        while let (view, point) = stack.popLast() {
            budget.spend()
            if budget.isExhausted { return }
            if view == hit {
                reachedHit = true
                break
            }
            let node = app[view]
            // Entered only where hit-testing would ask its subviews.
            if app.skipReason(of: view, at: point) != nil || app.blockForSubviews(of: view) != nil { continue }
            if view != window, isInteractive(view), !app.isView(hit, inSubtreeOf: view) { covered = view }
            // Back to front: the backmost subview is popped first.
            for child in node.subviews.reversed() {
                if let childPoint = app.convertFromSuperview(point, into: child) { stack.append((child, childPoint)) }
            }
        }
        guard reachedHit else { return }
        // Nothing covered in the hit view's window: a window in front (a toast, the keyboard) may cover a view of a
        // window behind it, since hit-testing asks the frontmost window first.
        var behindWindow: Int?
        if covered == nil, let (view, coveredWindow) = coveredInWindowBehind(window, at: trace.point) {
            covered = view
            behindWindow = coveredWindow
        }
        guard let covered else { return }
        let front = app[hit]
        // A view added to a cell itself, covered by the cell's content view (described or synthesized) or by a
        // view inside it.
        let inCell =
            app[covered].superview.map { cell in
                ClassCatalogue.cells[app[cell].uikitClass.name] != nil
                    && app[cell].subviews.contains { content in
                        (content == app[cell].cellContentView || app[content].synthesizedFor == cell)
                            && app.isView(hit, inSubtreeOf: content)
                    }
            } == true
        var message = "\(name(covered)) is under the finger, but \(name(hit)) lies in front of it and took the touch: "
        if let behindWindow {
            message +=
                "it is in \(name(window)), which lies in front of \(name(behindWindow)) (windowLevel "
                + "\(format(app[window].windowLevel)) against \(format(app[behindWindow].windowLevel))), and "
                + "hit-testing asks the frontmost window first; \(name(hit)) is visible, has "
                + "isUserInteractionEnabled = true and contains the point. "
        } else if inCell {
            message +=
                "\(name(covered)) was added to the cell itself, and a cell's contentView lies on top of the "
                + "cell's own subviews. "
        } else {
            message +=
                "hit-testing asks the frontmost views first, and \(name(hit)) is visible, has "
                + "isUserInteractionEnabled = true and contains the point. "
        }
        var belowBar = false
        if let bar = firstAncestor(of: hit, where: { app[$0].isSynthesized && app[$0].className == "UINavigationBar" }),
            let local = app.convertFromScreen(trace.point, into: bar), local.y >= app.bounds(of: bar).maxY
        {
            belowBar = true
            message +=
                "The point is below \(name(bar)), but the bar and its buttons take touches up to "
                + "\(format(BarMetrics.navigationBarTouchSlop)) points below their bottom edge (observed on iOS, not "
                + "documented; Apple's technical support calls it a slop factor). "
        }
        if let color = front.backgroundColor, color.isClear {
            message +=
                "It is clear (backgroundColor \(color.text)), so \(app[covered].className) shows through it "
                + "but cannot be touched: hit-testing looks at flags and frames, never at colour. "
        }
        if let opaque = front.isOpaque {
            message += "Its isOpaque (\(opaque)) is only a drawing hint and changes nothing here. "
        }
        message += "\(name(covered)) never sees the touch."
        let hint: String
        if belowBar {
            hint =
                "Leave about \(format(BarMetrics.navigationBarTouchSlop)) points between the navigation bar and the "
                + "first control under it, or make the control taller so that its lower part takes the tap."
        } else if behindWindow != nil {
            hint =
                "A window takes every touch inside its frame, even where it draws nothing: shrink \(name(window)) "
                + "to what it shows, hide it while it is not needed, or override its hitTest(_:with:) to return nil "
                + "when the hit is the window or its empty background, so touches go on to the window behind."
        } else if inCell {
            hint = "Add \(app[covered].className) to the cell's contentView (contentView.addSubview), not to the cell."
        } else if isInteractive(hit) {
            hint =
                "If \(name(hit)) is meant to take this touch, nothing is wrong; otherwise move it, shrink it, or "
                + "bring \(name(covered)) to the front."
        } else {
            hint =
                "Set isUserInteractionEnabled = false on \(name(hit)) so touches fall through to what lies behind "
                + "it, remove it while it is not needed, or override its hitTest(_:with:) or point(inside:with:) to "
                + "return nil where it is empty."
        }
        result.diagnostics.append(
            Diagnostic(
                .coveredByOtherView, isInteractive(hit) && !inCell ? .info : .warning, responders: [covered, hit],
                message: message, hint: hint))
    }

    /// The interactive view a touch at a screen point would reach in the first window behind `front` that takes
    /// it, with that window; nil when none does. Hit-testing runs as for a touch, one window at a time.
    private mutating func coveredInWindowBehind(_ front: Int, at point: Point) -> (view: Int, window: Int)? {
        let order = app.windowsFrontToBack
        guard let position = order.firstIndex(of: front) else { return nil }
        for window in order[(position + 1)...] {
            if budget.isExhausted { return nil }
            let trace = app.hitTest(point, onlyWindow: window, summarizingRunsOf: nil, budget: &budget)
            guard let hit = trace.hitView, hit != window else { continue }
            return isInteractive(hit) ? (hit, window) : nil
        }
        return nil
    }

    /// The topmost view drawn at a screen point and its window, ignoring interaction flags and unclipped bounds.
    /// One budget step per view looked at; nil when the budget runs out.
    mutating func topmostDrawnView(at point: Point) -> (view: Int, window: Int)? {
        for window in app.windowsFrontToBack {
            guard app.isDrawn(window), let local = app.convertFromSuperview(point, into: window)
            else { continue }
            var best: Int?
            var stack: [(view: Int, point: Point)] = [(window, local)]
            while let (view, viewPoint) = stack.popLast() {
                budget.spend()
                if budget.isExhausted { return nil }
                let node = app[view]
                if !app.isDrawn(view) { continue }
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
