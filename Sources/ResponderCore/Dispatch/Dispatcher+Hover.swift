extension Dispatcher {
    /// Delivers a hovering pointer (`UIEvent.EventType.hover`).
    ///
    /// ```
    ///  pointer ──► UIApplication.sendEvent ──► hitTest at every point (hidden, interaction-off, alpha < 0.01 views
    ///                                           and overrides apply, as for a touch)
    ///                 │
    ///                 ├──► UIHoverGestureRecognizers on the hit view and its ancestors: began when the pointer
    ///                 │    comes over their view, changed as it moves there, ended when it leaves
    ///                 └──► the nearest pointer interaction whose region holds the pointer: the pointer takes its style
    ///
    ///  no touchesBegan/Moved/Ended, no control event, no tap, pan or long-press recognizer
    /// ```
    ///
    /// UIHoverGestureRecognizer's documentation: the system calls its action when the pointer enters, moves across
    /// and exits the view. Which view that is, is decided by hit-testing the pointer as UIKit does a touch; so a view
    /// in front that takes the hit-test keeps the pointer from a hover recognizer behind it
    /// (``DiagnosticWords/Touch/hoverRecognizerMissedPointer(recognizer:view:blocker:skipped:)``).
    mutating func dispatchHover(_ event: HoverEvent, into result: inout EventResult) {
        result.path.append(
            PathStep(
                responder: app.application, method: "sendEvent(_:)", outcome: .dispatched,
                words: .applicationSendsHover))
        let points = event.points
        budget.spend(steps: points.count)
        // 1. Hit-test the pointer at every point, as a touch is hit-tested where it lands.
        var hits: [Int?] = []
        for (index, point) in points.enumerated() {
            if budget.isExhausted { return }
            let trace = app.hitTest(
                point, onlyWindow: event.window, summarizingRunsOf: settings.summarizeTraceRuns, budget: &budget)
            result.touches.append(
                TouchResult(
                    index: index, trace: trace, accepted: trace.hitView != nil,
                    rejection: trace.hitView == nil ? .touchHitNothing : nil))
            hits.append(trace.hitView)
        }
        var windowsSeen: [Int] = []
        for touch in result.touches {
            if let window = touch.trace.window, !windowsSeen.contains(window) { windowsSeen.append(window) }
        }
        for window in windowsSeen {
            let hit = result.touches.filter { $0.trace.window == window }.compactMap(\.trace.hitView)
            var distinct: [Int] = []
            for view in hit where !distinct.contains(view) { distinct.append(view) }
            result.path.append(
                PathStep(
                    responder: window, method: "sendEvent(_:)", outcome: .hitTested,
                    words: .windowHitTestedPointer(distinct)))
        }
        guard let first = hits.compactMap({ $0 }).first else {
            result.diagnostics.append(Diagnostic(responders: [], words: .touch(.hitNothing(at: event.point))))
            result.outcome = .notDelivered
            return
        }
        result.start = first
        result.startReason = .hitTestView
        // 2. The hover recognizers on every view the pointer was hit-tested to, or an ancestor of one.
        var recognizers: [Int] = []
        for hit in hits.compactMap({ $0 }) {
            var current: Int? = hit
            var steps = 0
            while let view = current, steps <= app.count {
                budget.spend()
                for index in app[view].gestureRecognizers
                where app.gestureRecognizers[index].kind == .hover && !recognizers.contains(index) {
                    recognizers.append(index)
                }
                current = app[view].superview
                steps += 1
            }
        }
        var winners: [Int] = []
        for index in recognizers {
            let recognizer = app.gestureRecognizers[index]
            guard recognizer.isEnabled else {
                result.recognizers.append(RecognizerResult(recognizer: index, outcome: .disabled, reason: .disabled))
                result.path.append(
                    PathStep(
                        responder: recognizer.view, method: recognizer.className, outcome: .failed,
                        words: .hoverRecognizer(index, reason: .disabled)))
                continue
            }
            let phases = hoverPhases(of: recognizer.view, hits: hits)
            let outcome: RecognizerResult.Outcome = phases.isEmpty ? .failed : .recognized
            let reason: RecognizerReason = phases.isEmpty ? .pointerNotOver : .hovered(phases: phases)
            result.recognizers.append(RecognizerResult(recognizer: index, outcome: outcome, reason: reason))
            result.path.append(
                PathStep(
                    responder: recognizer.view, method: recognizer.className,
                    outcome: phases.isEmpty ? .failed : .recognized, words: .hoverRecognizer(index, reason: reason)))
            if !phases.isEmpty { winners.append(index) }
        }
        // 3. The pointer interaction whose region holds the pointer, each time it enters one.
        var styled: PointerResult?
        for (position, hit) in hits.enumerated() {
            let found = hit.flatMap { pointerRegion(at: points[position], from: $0, index: position) }
            if let found, found.view != styled?.view || found.region != styled?.region {
                result.path.append(
                    PathStep(
                        responder: found.view, method: "pointerInteraction(_:styleFor:)", outcome: .shown,
                        words: .pointerStyled(found.style, region: found.region, isButtons: found.isButtons)))
            }
            styled = found
        }
        result.pointer = styled
        // 4. The winners' actions, each once.
        for index in winners {
            let recognizer = app.gestureRecognizers[index]
            guard let action = recognizer.action else { continue }
            if let target = recognizer.target, !app[target].isRetained {
                reportReleased(target, heldBy: recognizer.view, as: .recognizerTarget(index, action), into: &result)
                continue
            }
            let dispatch = performExplicit(
                action, on: recognizer.target ?? recognizer.view, source: .gestureRecognizer(index))
            record(dispatch, into: &result)
        }
        noteHoverMisses(points: points, hits: hits, window: event.window, seen: winners, into: &result)
        noteTouchesNotCalled(hits: hits, into: &result)
        if !winners.isEmpty {
            result.outcome = .recognizedByGesture
            result.handler = app.gestureRecognizers[winners[0]].view
        } else if let styled {
            result.outcome = .handled
            result.handler = styled.view
        } else {
            result.outcome = .dropped
        }
    }

    /// Whether the pointer, hit-tested to `hit`, is over `view`: `hit` is the view or one of its subviews.
    func isOver(_ view: Int, hit: Int?) -> Bool {
        guard let hit else { return false }
        return firstAncestor(of: hit) { $0 == view } != nil
    }

    /// The states a hover recognizer on `view` goes through as the pointer is hit-tested to `hits`: began when it comes
    /// over the view, changed while it moves there (once for a run of moves), ended when it leaves.
    func hoverPhases(of view: Int, hits: [Int?]) -> [HoverPhase] {
        var phases: [HoverPhase] = []
        var wasOver = false
        for hit in hits {
            let over = isOver(view, hit: hit)
            if over && !wasOver {
                phases.append(.began)
            } else if over && wasOver && phases.last != .changed {
                phases.append(.changed)
            } else if !over && wasOver {
                phases.append(.ended)
            }
            wasOver = over
        }
        return phases
    }

    /// The nearest view from `hit` up whose pointer interaction has a region holding `point`: the region the delegate
    /// returns for it (UIPointerInteractionDelegate's `pointerInteraction(_:regionFor:defaultRegion:)`; the default
    /// region is the view's bounds). An interaction whose regions leave the point out does not change the pointer there
    /// (the delegate returns nil), and one farther out may.
    func pointerRegion(at point: Point, from hit: Int, index: Int) -> PointerResult? {
        var current: Int? = hit
        var steps = 0
        while let view = current, steps <= app.count {
            steps += 1
            current = app[view].superview
            guard let interaction = app[view].pointerInteraction,
                let local = app.convertFromScreen(point, into: view)
            else { continue }
            if interaction.regions.isEmpty {
                guard app.bounds(of: view).contains(local) else { continue }
                return PointerResult(
                    view: view, region: nil, rect: app.bounds(of: view), style: interaction.style,
                    isButtons: interaction.isButtons, at: index)
            }
            if let region = interaction.regions.firstIndex(where: { $0.contains(local) }) {
                return PointerResult(
                    view: view, region: region, rect: interaction.regions[region], style: interaction.style,
                    isButtons: interaction.isButtons, at: index)
            }
        }
        return nil
    }

    /// A warning for each hover recognizer that never saw the pointer although its view is drawn under it at some
    /// point (visible, the point inside its bounds): hit-testing did not reach the view there.
    private mutating func noteHoverMisses(
        points: [Point], hits: [Int?], window: Int?, seen: [Int], into result: inout EventResult
    ) {
        budget.spend(steps: app.gestureRecognizers.count)
        for (index, recognizer) in app.gestureRecognizers.enumerated()
        where recognizer.kind == .hover && recognizer.isEnabled && !seen.contains(index) {
            let view = recognizer.view
            guard app[view].kind.isView, isVisible(view),
                window == nil || app.window(of: view) == window
            else { continue }
            for (position, point) in points.enumerated() {
                guard !isOver(view, hit: hits[position]),
                    let local = app.convertFromScreen(point, into: view), app.bounds(of: view).contains(local)
                else { continue }
                let trace = result.touches[position].trace
                // The view or an ancestor that hit-testing skipped, or the view in front that took the pointer.
                let skipped = trace.steps.first { step in
                    step.outcome.isSkip && step.outcome != .pointOutside
                        && firstAncestor(of: view) { $0 == step.view } != nil
                }
                if let skipped {
                    result.diagnostics.append(
                        Diagnostic(
                            responders: [view, skipped.view],
                            words: .touch(
                                .hoverRecognizerMissedPointer(
                                    recognizer: index, view: view, blocker: skipped.view, skipped: skipped.outcome))))
                } else if let hit = trace.hitView, firstAncestor(of: view, where: { $0 == hit }) == nil {
                    result.diagnostics.append(
                        Diagnostic(
                            responders: [view, hit],
                            words: .touch(
                                .hoverRecognizerMissedPointer(recognizer: index, view: view, blocker: hit, skipped: nil)
                            )))
                } else {
                    continue
                }
                break
            }
        }
    }

    /// Whether a view is drawn: neither it nor an ancestor is hidden or (nearly) transparent, so a user sees it under
    /// the pointer.
    private func isVisible(_ view: Int) -> Bool {
        firstAncestor(of: view) { app[$0].isHidden || app[$0].alpha < 0.01 } == nil
    }

    /// An info for the nearest view from the hit view up that acts on touches (touch method overrides, touch
    /// recognizers the app added, a control): a hover calls none of them. UIKit's own recognizers (a scroll view's
    /// pan, a navigation controller's swipe back) are left out: no one expects a hover to scroll or go back.
    private mutating func noteTouchesNotCalled(hits: [Int?], into result: inout EventResult) {
        var noted: [Int] = []
        let all = app.gestureRecognizers
        let isTouchRecognizer = { (index: Int) -> Bool in
            let recognizer = all[index]
            return recognizer.kind != .hover && recognizer.scrollView == nil
                && recognizer.popsNavigationController == nil
        }
        for hit in hits.compactMap({ $0 }) {
            let acting = firstAncestor(of: hit) { view in
                let node = app[view]
                return node.isControl || ResponderMethod.touchFamily.contains { node.overrides[$0] != nil }
                    || node.gestureRecognizers.contains(where: isTouchRecognizer)
            }
            guard let view = acting, !noted.contains(view) else { continue }
            noted.append(view)
            let node = app[view]
            result.diagnostics.append(
                Diagnostic(
                    responders: [view],
                    words: .touch(
                        .hoverSendsNoTouches(
                            view: view, methods: ResponderMethod.touchFamily.filter { node.overrides[$0] != nil },
                            recognizers: node.gestureRecognizers.filter(isTouchRecognizer),
                            isControl: node.isControl))))
        }
    }
}
