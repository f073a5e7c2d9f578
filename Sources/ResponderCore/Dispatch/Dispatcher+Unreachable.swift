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
        // A drawing UIKit made to take no touches (a cell's chevron or checkmark) is not a view the touch missed.
        if app[drawn].isSynthesized && !app[drawn].isUserInteractionEnabled { return }
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
            let isTarget = view == drawn
            // The table's first check that rejects the view here; hidden and invisible views were never drawn.
            let skip = app.skipReason(of: view, at: point)
            if skip == .userInteractionDisabled {
                if isTarget {
                    result.diagnostics.append(
                        Diagnostic(
                            responders: [drawn],
                            words: .unreachable(.interactionDisabled(drawn: drawn))))
                } else {
                    result.diagnostics.append(
                        Diagnostic(
                            responders: [drawn, view],
                            words: .unreachable(.ancestorInteractionDisabled(drawn: drawn, ancestor: view))))
                }
                return
            }
            if !isTarget && (skip == .hitTestReturnsNil || (skip == nil && app.blockForSubviews(of: view) != nil)) {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [drawn, view],
                        words: .unreachable(.ancestorOverride(drawn: drawn, ancestor: view))))
                return
            }
            if skip == .pointOutside && position > 0 && !isTarget {
                // An annotation view's custom callout, drawn outside it: the tap goes to the map (MapKit's most
                // reported callout bug), which takes it for a tap outside the annotation view.
                let words: DiagnosticWords.Unreachable =
                    app.isAnnotationView(view)
                    ? .calloutOutsideAnnotation(drawn: drawn, annotation: view, hit: trace.hitView)
                    : .outsideBounds(drawn: drawn, ancestor: view)
                result.diagnostics.append(Diagnostic(responders: [drawn, view], words: .unreachable(words)))
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
            !trace.steps.contains(where: { $0.outcome == .redirected }),
            let local = app.convertFromSuperview(trace.point, into: window)
        else { return }
        // A view that intercepts with its own hitTest(_:with:) is asked about only when UIView's own checks, which
        // its override replaced, would have skipped it: then it took the touch from the view behind it.
        let overriddenFlag: HitTestOutcome?
        if trace.steps.contains(where: { $0.outcome == .interceptedBySelf }) {
            guard let flag = app.flagSkip(of: hit) else { return }
            overriddenFlag = flag
        } else {
            overriddenFlag = nil
        }
        var covered: Int?
        var reachedHit = false
        var stack: [(view: Int, point: Point)] = [(window, local)]
        stack.reserveCapacity(16)  // room for a typical walk at once, rather than growing by doubling
        while let (view, point) = stack.popLast() {
            budget.spend()
            if budget.isExhausted { return }
            if view == hit {
                reachedHit = true
                break
            }
            // Entered only where hit-testing would ask its subviews.
            if app.skipReason(of: view, at: point) != nil || app.blockForSubviews(of: view) != nil { continue }
            if view != window, isInteractive(view), !app.isView(hit, inSubtreeOf: view) { covered = view }
            // Back to front: the backmost subview is popped first. (The fields are read in place: a `let` of the
            // whole responder copies every one of them.)
            for child in app[view].subviews.reversed() {
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
        // A navigation or tab bar UIKit draws over the content is its design, not the app's bug (as in the audit).
        guard let covered, !app.isChrome(hit, over: covered, at: trace.point) else { return }
        if let overriddenFlag, behindWindow == nil {
            result.diagnostics.append(
                Diagnostic(
                    responders: [covered, hit],
                    words: .unreachable(.coveredByOverride(covered: covered, hit: hit, flag: overriddenFlag))))
            return
        }
        // A view added to a cell itself, covered by the cell's content view (described or synthesized) or by a
        // view inside it.
        let inCell =
            app[covered].superview.map { cell in
                ClassCatalogue.cells[app[cell].uikitClass.name] != nil
                    && app[cell].subviews.contains { content in
                        (content == app[cell].cellContentView
                            || (app[content].synthesizedFor == cell
                                && app[content].className.hasSuffix("CellContentView")))
                            && app.isView(hit, inSubtreeOf: content)
                    }
            } == true
        // The point below a navigation bar that still takes it (its touch slop).
        let bar = firstAncestor(of: hit, where: { app[$0].isSynthesized && app[$0].className == "UINavigationBar" })
            .flatMap { bar in
                app.convertFromScreen(trace.point, into: bar).flatMap { $0.y >= app.bounds(of: bar).maxY ? bar : nil }
            }
        result.diagnostics.append(
            Diagnostic(
                responders: [covered, hit],
                words: .unreachable(
                    .covered(
                        covered: covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell,
                        bar: bar,
                        hitIsVisiblyInteractive: isInteractive(hit)
                            && (app[hit].isControl || app[hit].backgroundColor.map { !$0.isClear } ?? false)
                    ))))
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
            stack.reserveCapacity(16)  // room for a typical walk at once, rather than growing by doubling
            while let (view, viewPoint) = stack.popLast() {
                budget.spend()
                if budget.isExhausted { return nil }
                if !app.isDrawn(view) { continue }
                let inside = app.bounds(of: view).contains(viewPoint)
                if inside { best = view }
                if app[view].clipsToBounds && !inside { continue }
                // Push back to front so that front subviews are visited last (they draw on top).
                for child in app[view].subviews.reversed() {
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
