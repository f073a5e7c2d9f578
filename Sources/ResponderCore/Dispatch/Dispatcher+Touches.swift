extension Dispatcher {
    /// Delivers a touch event: `UIApplication.sendEvent(_:)` → `UIWindow.sendEvent(_:)` → hit-testing per finger
    /// → gesture recognizers on the hit view and its ancestors → the touch methods along the chain from the hit
    /// view → control actions → focusing a tapped text input.
    mutating func dispatchTouches(_ event: TouchEvent, into result: inout EventResult) {
        var event = event
        if event.aimedAt != nil { aim(&event, into: &result) }
        result.path.append(
            PathStep(
                responder: app.application, method: "sendEvent(_:)", outcome: .dispatched,
                words: .applicationSendsTouches))
        // A path costs a step per point: recognizers and controls follow every one.
        budget.spend(steps: event.touches.reduce(0) { $0 + $1.moves.count })
        // 1. Hit-test each finger on its own.
        var accepted: [(touch: Int, view: Int)] = []
        var searchesEnded: [Int] = []
        // Presentations whose dimming view took a tap that dismisses them.
        var dismissals: [Int] = []
        for (index, touch) in event.touches.enumerated() {
            if budget.isExhausted { return }
            let trace = app.hitTest(
                touch.point, onlyWindow: touch.window, summarizingRunsOf: settings.summarizeTraceRuns, budget: &budget)
            var touchResult = TouchResult(index: index, trace: trace, accepted: false, rejection: nil)
            if settings.diagnoseUnreachable { diagnoseUnreachable(trace, into: &result) }
            noteSynthesizedContentView(trace, into: &result)
            guard let hit = trace.hitView else {
                touchResult.rejection = .touchHitNothing
                result.touches.append(touchResult)
                result.diagnostics.append(
                    Diagnostic(
                        responders: [],
                        words: .touch(.hitNothing(at: touch.point))))
                continue
            }
            if let searching = app.searchDimming(of: hit) {
                let diagnostic = searchDimmingTookTap(touch, dimming: hit, controller: searching)
                touchResult.rejection = diagnostic.code
                result.diagnostics.append(diagnostic)
                result.touches.append(touchResult)
                if !searchesEnded.contains(searching) { searchesEnded.append(searching) }
                continue
            }
            if let presented = app.dimmedPresentation(of: hit) {
                let diagnostic = dimmingViewTookTap(touch, dimming: hit, presented: presented)
                if diagnostic.code == .tapDismissedPresentation, !dismissals.contains(presented) {
                    dismissals.append(presented)
                }
                touchResult.rejection = diagnostic.code
                result.diagnostics.append(diagnostic)
                result.touches.append(touchResult)
                continue
            }
            noteSystemEdgeDelay(touch, hit: hit, window: trace.window, into: &result)
            // 2. isMultipleTouchEnabled and isExclusiveTouch.
            if let rejection = touchRejection(for: hit, alreadyAccepted: accepted) {
                touchResult.rejection = rejection.code
                result.diagnostics.append(rejection)
            } else {
                touchResult.accepted = true
                accepted.append((index, hit))
            }
            result.touches.append(touchResult)
        }
        var windowsSeen: [Int] = []
        for touch in result.touches {
            if let window = touch.trace.window, !windowsSeen.contains(window) { windowsSeen.append(window) }
        }
        for window in windowsSeen {
            let hits = result.touches.filter { $0.trace.window == window }.compactMap(\.trace.hitView)
            result.path.append(
                PathStep(
                    responder: window, method: "sendEvent(_:)", outcome: .hitTested, words: .windowHitTested(hits)))
        }
        for searching in searchesEnded {
            // UISearchController.isActive: a tap on the dimming view ends the search, for the events after too.
            app.endSearch(of: searching)
            result.path.append(
                PathStep(
                    responder: searching, method: "searchController.isActive", outcome: .hidden,
                    words: .searchDismissed(controller: searching)))
        }
        for presented in dismissals {
            // The dimming view's tap dismisses the sheet or popover, for the events after too.
            let presenting = app[presented].presentingViewController
            app.dismissPresentation(of: presented)
            result.path.append(
                PathStep(
                    responder: presented, method: "dismiss(animated:completion:)", outcome: .hidden,
                    words: .presentationDismissed(controller: presented, presenting: presenting)))
        }
        guard !accepted.isEmpty else {
            let dimmed = result.touches.contains { touch in
                touch.rejection == .tapDismissedPresentation || touch.rejection == .tapOutsideModalPresentation
                    || touch.rejection == .searchDimmingTookTap
            }
            result.outcome = dimmed ? .takenByDimmingView : .notDelivered
            result.handler = nil
            return
        }
        // 3. Group fingers by hit view; each group is delivered as one set of touches. The recognizers of a view
        // also see the fingers isMultipleTouchEnabled kept from the view itself.
        var groups: [TouchGroup] = []
        for (touch, view) in accepted {
            if let position = groups.firstIndex(where: { $0.view == view }) {
                groups[position].touches.append(touch)
                groups[position].fingers += 1
            } else {
                groups.append(TouchGroup(view: view, touches: [touch], fingers: 1))
            }
        }
        for touch in result.touches where touch.rejection == .multipleTouchIgnored {
            if let view = touch.trace.hitView, let position = groups.firstIndex(where: { $0.view == view }) {
                groups[position].fingers += 1
            }
        }
        result.start = groups[0].view
        result.startReason = .hitTestView
        // 4. Every recognizer sees every finger hit-tested to its view or to any of its subviews, so it is judged
        // once, with all of them, before any view receives a touch.
        // A long press opens the context menu of the nearest view with a UIContextMenuInteraction (UIKit's
        // documentation, UIContextMenuInteraction); a shorter touch leaves it closed. A long press on a control
        // inside that view is left to the control (whether the menu cancels its tracking is not modelled).
        if event.gesture == .longPress, trackingControl(for: groups[0].view) == nil,
            let menu = firstAncestor(of: groups[0].view, where: { app[$0].contextMenu != nil })
        {
            result.path.append(
                PathStep(responder: menu, method: ButtonMenu.showingMethod, outcome: .shown, words: .contextMenuShown))
        }
        let lift = noteLift(of: groups[0], event: event, into: &result)
        guard var recognition = recognize(&groups, event: event, into: &result) else { return }
        var outcomes: [EventResult.Outcome] = []
        for group in groups {
            outcomes.append(deliver(group, recognition: &recognition, event: event, into: &result))
        }
        if let lift { noteDragEnd(of: lift, group: groups[0], event: event, into: &result) }
        result.outcome = outcomes.first ?? .dropped
    }

    /// A note when a finger lands on a control at the top or bottom edge of its window, where the system's own
    /// gestures (the home indicator's swipe, Notification Center, Control Center) look at the touch first and hold
    /// touchesBegan back, unless the controller the window asks defers that edge
    /// (`preferredScreenEdgesDeferringSystemGestures`). Observed on iOS; the documentation says only that the
    /// system's edge gestures take precedence.
    private mutating func noteSystemEdgeDelay(
        _ touch: TouchEvent.Touch, hit: Int, window: Int?, into result: inout EventResult
    ) {
        guard app[hit].isControl, let window, let local = app.convertFromScreen(touch.point, into: window) else {
            return
        }
        let bounds = app.bounds(of: window)
        let zone = DispatchSettings.Threshold.screenEdge
        let edge: ScreenEdges
        if local.y >= bounds.maxY - zone {
            edge = .bottom
        } else if local.y < bounds.minY + zone {
            edge = .top
        } else {
            return
        }
        // The window asks its root controller, or the full-screen controller presented over it.
        var deciding = app[window].rootViewController
        var steps = 0
        while let current = deciding, let presented = app[current].presentedViewController, steps <= app.count,
            app[presented].modalPresentationStyle == .fullScreen
        {
            deciding = presented
            steps += 1
        }
        guard let deciding, !app[deciding].deferredScreenEdges.contains(edge) else { return }
        let chain = app.chain(from: hit, profile: settings.profile).responders
        budget.spend(steps: chain.count + steps)
        let unheard = chain.first { $0 != deciding && app[$0].deferredScreenEdges.contains(edge) }
        result.diagnostics.append(
            Diagnostic(
                responders: [hit, deciding] + (unheard.map { [$0] } ?? []),
                words: .touch(
                    .systemGestureDelays(hit: hit, edge: edge, zone: zone, deciding: deciding, unheard: unheard))))
    }

    /// A finger on a presentation's dimming view, outside its sheet, popover or alert: UIKit's dimming view takes
    /// the tap and dismisses the presented controller, unless it is `isModalInPresentation` or an alert (UIKit's
    /// documentation: UISheetPresentationController, UIPopoverPresentationController, isModalInPresentation). The
    /// facts name the app's view the tap was for: the one hit-testing reaches with the dimming view hidden, or its
    /// nearest ancestor, when it is built to receive touches.
    private mutating func dimmingViewTookTap(_ touch: TouchEvent.Touch, dimming: Int, presented: Int) -> Diagnostic {
        let presentation = app[presented].presentation
        let dismissed = !presentation.isModalInPresentation && presentation.alertStyle != .alert
        var without = app
        without[dimming].isHidden = true
        // The view the tap was for: the hit view or its nearest ancestor built to receive touches (a plain
        // background under the dimming view had nothing to lose).
        var candidate = without.hitTest(touch.point, onlyWindow: touch.window, budget: &budget).hitView
        var apps: Int?
        var steps = 0
        while let view = candidate, app[view].kind != .window, steps <= app.count {
            if !app[view].isUIKitInternal && app.isInteractive(view, countingScrollViewPans: false) {
                apps = view
                break
            }
            candidate = app[view].superview
            steps += 1
        }
        budget.spend(steps: steps)
        return Diagnostic(
            responders: [presented, dimming] + (apps.map { [$0] } ?? []),
            words: .touch(
                .dimmingViewTookTap(dimming: dimming, presented: presented, dismissed: dismissed, under: apps)))
    }

    /// A finger on an active search controller's dimming view, below its search bar: UIKit's dimming view takes the
    /// tap, no view under it gets it, and the search ends (UIKit's documentation: UISearchController.isActive,
    /// obscuresBackgroundDuringPresentation). The facts name the app's view the tap was for, as a presentation's
    /// dimming view's do.
    private mutating func searchDimmingTookTap(_ touch: TouchEvent.Touch, dimming: Int, controller: Int) -> Diagnostic {
        let under = appsView(under: dimming, at: touch)
        return Diagnostic(
            responders: [controller, dimming] + (under.map { [$0] } ?? []),
            words: .touch(.searchDimmingTookTap(dimming: dimming, controller: controller, under: under)))
    }

    /// The app's view a tap on `dimming` was for: the one hit-testing reaches with the dimming view hidden, or its
    /// nearest ancestor, when it is built to receive touches (a plain background had nothing to lose).
    private mutating func appsView(under dimming: Int, at touch: TouchEvent.Touch) -> Int? {
        var without = app
        without[dimming].isHidden = true
        var candidate = without.hitTest(touch.point, onlyWindow: touch.window, budget: &budget).hitView
        var steps = 0
        defer { budget.spend(steps: steps) }
        while let view = candidate, app[view].kind != .window, steps <= app.count {
            if !app[view].isUIKitInternal && app.isInteractive(view, countingScrollViewPans: false) { return view }
            candidate = app[view].superview
            steps += 1
        }
        return nil
    }

    /// Whether the first finger `group` holds lies in the strip along the left or right edge of the view of a
    /// page-curl page view controller's tap recognizer (``PageCurlMetrics/edgeStripWidth``).
    func isInPageCurlEdgeStrip(_ group: TouchGroup, of recognizer: Int, event: TouchEvent) -> Bool {
        let view = app.gestureRecognizers[recognizer].view
        guard let finger = group.touches.first,
            let point = app.convertFromScreen(event.touches[finger].point, into: view)
        else { return false }
        let bounds = app.bounds(of: view)
        let strip = PageCurlMetrics.edgeStripWidth
        return point.x < bounds.minX + strip || point.x >= bounds.maxX - strip
    }

    /// Why a finger on `view` is not delivered, given the fingers already accepted.
    func touchRejection(for view: Int, alreadyAccepted: [(touch: Int, view: Int)]) -> Diagnostic? {
        if alreadyAccepted.contains(where: { $0.view == view }) && !app[view].isMultipleTouchEnabled {
            return Diagnostic(
                responders: [view],
                words: .touch(.multipleTouchIgnored(view: view)))
        }
        if let blocker = alreadyAccepted.first(where: { app[$0.view].isExclusiveTouch && $0.view != view }) {
            return Diagnostic(
                responders: [view, blocker.view],
                words: .touch(.exclusiveTouchElsewhere(view: view, blocker: blocker.view)))
        }
        if app[view].isExclusiveTouch, let other = alreadyAccepted.first(where: { $0.view != view }) {
            return Diagnostic(
                responders: [view, other.view],
                words: .touch(.exclusiveTouchHere(view: view, other: other.view)))
        }
        return nil
    }

    /// Judges every recognizer on the groups' hit views and their ancestors once, each with every finger it
    /// receives (UIKit: a recognizer attached to a view receives the touches hit-tested to that view and to its
    /// subviews), and records what each did. Nil when the work budget ran out.
    private mutating func recognize(
        _ groups: inout [TouchGroup], event: TouchEvent, into result: inout EventResult
    ) -> Recognition? {
        // Each group's hit view and its ancestors, and the recognizers on them, deepest first, each view's in the
        // order added; a recognizer over several groups is listed once.
        var found: [(recognizer: Int, depth: Int)] = []
        var listed = Set<Int>()
        for position in groups.indices {
            var chain: [Int] = []
            chain.reserveCapacity(16)  // a typical depth, at once rather than by doubling
            var ancestor: Int? = groups[position].view
            while let current = ancestor, chain.count <= app.count {
                chain.append(current)
                ancestor = app[current].superview
            }
            budget.spend(steps: chain.count)
            groups[position].chain = Lineage(chain)
            // A recognizer is listed by the one view it was added to, so one group's chain that ends at its top (no
            // superview loop, which only a hierarchy built in Swift could make) meets it once: the set is for
            // several groups, whose chains share ancestors, and for a looping chain.
            let listsOnce = groups.count == 1 && ancestor == nil
            for (height, view) in chain.enumerated() {
                for recognizer in app[view].gestureRecognizers where listsOnce || listed.insert(recognizer).inserted {
                    found.append((recognizer, chain.count - 1 - height))
                }
            }
        }
        // Deeper views' recognizers first; the sort is stable, so one chain keeps its order. One group's are found
        // deepest first already (the usual touch), and are not sorted again.
        let deepestFirst = zip(found, found.dropFirst()).allSatisfy { $0.depth >= $1.depth }
        let candidates =
            deepestFirst
            ? found.map(\.recognizer)
            : found.enumerated().sorted {
                $0.element.depth != $1.element.depth ? $0.element.depth > $1.element.depth : $0.offset < $1.offset
            }.map(\.element.recognizer)
        budget.spend(steps: candidates.count * groups.count)
        if budget.isExhausted { return nil }
        // The fingers each recognizer receives: those of every group under its view, but the ones its delegate's
        // gestureRecognizer(_:shouldReceive:) refuses.
        var seen: [TouchGroup] = []
        seen.reserveCapacity(candidates.count)
        var refused: [Int: Set<Int>] = [:]
        for candidate in candidates {
            let recognizer = app.gestureRecognizers[candidate]
            var fingers = TouchGroup(view: recognizer.view, touches: [], fingers: 0)
            for group in groups where group.chain.contains(recognizer.view) {
                if !recognizer.refusesTouchesIn.isEmpty && refuses(candidate, touchesOn: group.view) {
                    refused[candidate, default: []].insert(group.view)
                    if fingers.touches.isEmpty && refused[candidate]?.count == 1 { fingers.view = group.view }
                    continue
                }
                if fingers.touches.isEmpty { fingers.view = group.view }
                fingers.touches += group.touches
                fingers.fingers += group.fingers
            }
            seen.append(fingers)
        }
        // Whether a view under the fingers overrides gestureRecognizerShouldBegin(_:) (checked once, so recognizers
        // walk up to their views only when one does).
        let overridesShouldBegin = groups.contains { group in
            group.chain.contains { app[$0].shouldBeginOverride != nil }
        }
        // Each recognizer on its own (and its delegate's gestureRecognizerShouldBegin(_:)), then the failure
        // requirements, then recognizers weighed against each other.
        var judgements = candidates.indices.map { position in
            let candidate = candidates[position]
            if seen[position].touches.isEmpty, refused[candidate] != nil {
                return Judgement.failed(.notReceived(view: seen[position].view), .touchNotReceived)
            }
            let judgement = judge(candidate, group: seen[position], event: event)
            guard judgement.recognizes else { return judgement }
            if !app.gestureRecognizers[candidate].shouldBegin {
                if let navigation = app.gestureRecognizers[candidate].popsNavigationController {
                    return Judgement.failed(.popDeclined(judgement.reason, navigation: navigation))
                }
                return Judgement.failed(.shouldBeginFalse(judgement.reason))
            }
            // A page-curl page view controller is its recognizers' delegate: its tap begins only near the left and
            // right edges, where a tap turns the page.
            if app.gestureRecognizers[candidate].turnsPagesOf != nil, app.gestureRecognizers[candidate].kind == .tap,
                !isInPageCurlEdgeStrip(seen[position], of: candidate, event: event)
            {
                return Judgement.failed(.shouldBeginFalse(judgement.reason))
            }
            // UIView's gestureRecognizerShouldBegin(_:), asked of the views under the touch up to the recognizer's.
            if overridesShouldBegin,
                let refuser = viewRefusingBegin(of: candidate, from: seen[position].view)
            {
                return Judgement.failed(.viewShouldBeginFalse(judgement.reason, view: refuser))
            }
            return judgement
        }
        // Where each candidate is among them, built only when some recognizer waits for another: a request can hold
        // a hundred thousand require(toFail:) ids, and looking each one up in the list would cost its length.
        var positions: [Int: Int] = [:]
        if candidates.contains(where: {
            !app.gestureRecognizers[$0].requiresToFail.isEmpty || !app.gestureRecognizers[$0].delegateWaits.isEmpty
        }) {
            for (position, candidate) in candidates.enumerated() where positions[candidate] == nil {
                positions[candidate] = position
            }
        }
        for position in judgements.indices where judgements[position].recognizes {
            let recognizer = app.gestureRecognizers[candidates[position]]
            let waits =
                recognizer.requiresToFail.map { (other: $0, why: RecognizerReason.Wait.requireToFail) }
                + recognizer.delegateWaits.map { wait in
                    switch wait.source {
                    case .shouldRequireFailureOf: (wait.other, .delegateRequiresFailure)
                    case .shouldBeRequiredToFailBy: (wait.other, .otherDelegateRequiresFailure)
                    }
                }
            budget.spend(steps: waits.count)
            if budget.isExhausted { return nil }
            for (required, why) in waits {
                let requiredRecognizes = positions[required].map { judgements[$0].recognizes } ?? false
                if requiredRecognizes {
                    judgements[position] = .failed(
                        .otherRecognized(other: required, wait: why), .requiredFailureDidNotHappen)
                    break
                }
                judgements[position].reason = .waited(judgements[position].reason, other: required, wait: why)
            }
        }
        var recognition = Recognition(candidates: candidates, seen: seen)
        recognition.refused = refused
        // The winners whose delegate does not allow recognizing simultaneously, in order: only they can exclude a
        // later recognizer (see mayRecognizeTogether), and few of them ever win, so a touch consulting thousands of
        // simultaneous recognizers does not compare each with every earlier one.
        var exclusiveWinners: [Int] = []
        for (position, index) in candidates.enumerated() {
            if budget.isExhausted { return nil }
            var judgement = judgements[position]
            budget.spend(steps: exclusiveWinners.count)
            if judgement.recognizes, let blocker = exclusiveWinners.first(where: { !mayRecognizeTogether($0, index) }) {
                judgement = .failed(.excludedBy(blocker: blocker), .excludedByOther)
            }
            let outcome = judgement.recognizes ? RecognizerResult.Outcome.recognized : judgement.outcome
            if outcome == .recognized {
                recognition.winners.append(index)
                if !app.gestureRecognizers[index].recognizesSimultaneously { exclusiveWinners.append(index) }
            }
            result.recognizers.append(RecognizerResult(recognizer: index, outcome: outcome, reason: judgement.reason))
            if outcome == .recognized || outcome == .failed || outcome == .requiredFailureDidNotHappen {
                // A recognizer that refused a touch does not follow it (see Recognition.received).
                recognition.live.append(index)
            }
            recordRecognizer(index, outcome, reason: judgement.reason, hitView: seen[position].view, into: &result)
            judgements[position] = judgement
            checkpoint(result)
        }
        recognition.judgements = judgements
        reportSingleTapsOnMultiTap(recognition.winners, into: &result)
        return recognition
    }

    /// A tap recognizer that recognized alongside one needing more taps on the same view, an ancestor or a subview
    /// of it: it did not wait for that one to fail (waiting, it would have failed once that one recognized), so on a
    /// double tap both actions ran (UIGestureRecognizer.require(toFail:) documentation: the single tap requires the
    /// double tap to fail).
    private mutating func reportSingleTapsOnMultiTap(_ winners: [Int], into result: inout EventResult) {
        let taps = winners.filter { app.gestureRecognizers[$0].kind == .tap }
        guard let most = taps.map({ app.gestureRecognizers[$0].numberOfTapsRequired }).max() else { return }
        for single in taps where app.gestureRecognizers[single].numberOfTapsRequired < most {
            let recognizer = app.gestureRecognizers[single]
            var checked = 0
            let double = taps.first { other in
                checked += 1
                let candidate = app.gestureRecognizers[other]
                guard candidate.numberOfTapsRequired > recognizer.numberOfTapsRequired else { return false }
                return candidate.view == recognizer.view
                    || firstAncestor(of: candidate.view, where: { $0 == recognizer.view }) != nil
                    || firstAncestor(of: recognizer.view, where: { $0 == candidate.view }) != nil
            }
            budget.spend(steps: checked)
            if budget.isExhausted { return }
            guard let double else { continue }
            result.diagnostics.append(
                Diagnostic(
                    responders: [recognizer.view, app.gestureRecognizers[double].view],
                    words: .touch(.singleTapFiresOnDoubleTap(single: single, double: double))))
        }
    }

    /// The first view, from `hit` up to the recognizer's own view, whose gestureRecognizerShouldBegin(_:) override
    /// answers false for the recognizer; nil when every one answers true.
    ///
    /// UIKit asks the views the touch is in, not only the recognizer's view: that is how a slider refuses a scroll
    /// view's pan that starts on its thumb (UIView.gestureRecognizerShouldBegin(_:) documentation).
    private mutating func viewRefusingBegin(of candidate: Int, from hit: Int) -> Int? {
        let recognizer = app.gestureRecognizers[candidate]
        var current: Int? = hit
        var steps = 0
        while let view = current, steps <= app.count {
            steps += 1
            if app[view].shouldBeginOverride?.refuses(recognizer) == true {
                budget.spend(steps: steps)
                return view
            }
            if view == recognizer.view { break }
            current = app[view].superview
        }
        budget.spend(steps: steps)
        return nil
    }

    /// Delivers one group of fingers on one hit view; returns the group's outcome.
    private mutating func deliver(
        _ group: TouchGroup, recognition: inout Recognition, event: TouchEvent, into result: inout EventResult
    ) -> EventResult.Outcome {
        let view = group.view
        let touches = group.touches
        // The recognizers over this hit view. (The closure captures the recognizers it reads, not the whole app,
        // which would be copied field by field.)
        let over = { [recognizers = app.gestureRecognizers, recognition] (index: Int) in
            group.chain.contains(recognizers[index].view) && recognition.received(index, on: view)
        }
        let winners = recognition.winners.filter(over)
        let live = recognition.live.filter(over)
        budget.spend(steps: recognition.winners.count + recognition.live.count)
        let delaysBegan = live.contains { delaysTouchesBegan($0, on: view, event: event) }
        let recognizedDelaying = winners.contains { delaysTouchesBegan($0, on: view, event: event) }
        let cancels = winners.contains { app.gestureRecognizers[$0].cancelsTouchesInView }
        let systemCancelled = touches.allSatisfy { event.touches[$0].end == .cancelled }
        // Built whole: appended one by one, the array would grow twice.
        let last: ResponderMethod = systemCancelled ? .touchesCancelled : .touchesEnded
        let phases: [ResponderMethod] = event.moves ? [.touchesBegan, .touchesMoved, last] : [.touchesBegan, last]
        let recognitionPhase: ResponderMethod =
            event.gesture.moves && phases.contains(.touchesMoved) ? .touchesMoved : phases[phases.count - 1]

        var beganDelivered = false
        var cancelled = false
        var firstDelivery: Delivery?
        var endedDelivered = false
        var endedDelivery: Delivery?
        var movedDelivered = false
        let scrolled = winners.contains { app.gestureRecognizers[$0].scrollView != nil }
        for phase in phases {
            if budget.isExhausted { return .dropped }
            if phase == recognitionPhase && cancels && !winners.isEmpty {
                cancelled = true
                if beganDelivered {
                    let delivery = walk(.touchesCancelled, from: view, touches: touches)
                    result.deliveries.append(delivery)
                    record(delivery, into: &result)
                    if !scrolled {
                        // What the view would have done with the touch: losing that is the developer's surprise.
                        let lost = lostHandling(of: view, began: firstDelivery)
                        // A page-curl page view controller's tap turned the page where the view expected the tap.
                        if let lost,
                            let curl = winners.first(where: { app.gestureRecognizers[$0].turnsPagesOf != nil }),
                            app.gestureRecognizers[curl].kind == .tap,
                            let pages = app.gestureRecognizers[curl].turnsPagesOf
                        {
                            result.diagnostics.append(
                                Diagnostic(
                                    responders: [view, pages],
                                    words: .touch(
                                        .pageTurnTookTap(view: view, recognizer: curl, pages: pages, lost: lost))))
                        } else {
                            result.diagnostics.append(
                                Diagnostic(
                                    responders: [view] + winners.map { app.gestureRecognizers[$0].view },
                                    words: .touch(
                                        .cancelledByGesture(view: view, winners: winners, phase: phase, lost: lost))))
                        }
                    }
                }
                sendRecognizerActions(winners, recognition: &recognition, into: &result)
                break
            }
            if phase == .touchesBegan && delaysBegan && recognizedDelaying {
                result.path.append(
                    PathStep(
                        responder: view, method: phase.signature, outcome: .withheld,
                        words: .touchesBeganWithheld(byScrolling: scrolled)))
                if !scrolled {
                    result.diagnostics.append(
                        Diagnostic(
                            responders: [view],
                            words: .touch(.delayedByGesture(view: view))))
                }
                continue
            }
            let delivery = walk(phase, from: view, touches: touches)
            result.deliveries.append(delivery)
            record(delivery, into: &result)
            if phase == .touchesBegan { beganDelivered = true }
            if phase == .touchesEnded {
                endedDelivered = true
                endedDelivery = delivery
            }
            if phase == .touchesMoved { movedDelivered = true }
            if firstDelivery == nil { firstDelivery = delivery }
        }
        // With cancelsTouchesInView the actions were sent at the recognition phase (every gesture has one).
        if !winners.isEmpty && !cancels { sendRecognizerActions(winners, recognition: &recognition, into: &result) }
        // Each scroll view once, with the hit view its pan recognizer judged.
        let reported = recognition.candidates.indices.filter {
            recognition.seen[$0].view == view && app.gestureRecognizers[recognition.candidates[$0]].scrollView != nil
        }
        reportScrollViews(
            reported.map { recognition.candidates[$0] }, judgements: reported.map { recognition.judgements[$0] },
            winners: winners, group: group, event: event, into: &result)

        // Control target-actions: touchDown on began, then the control tracks the finger along its path. The
        // control is the hit view, or the one that tracked a touch on a private view of its own (UIKit's views
        // inside its controls).
        let trackingControl = self.trackingControl(for: view)
        if let trackingControl {
            trackControl(
                trackingControl, touch: event.touches[touches[0]], event: event, beganDelivered: beganDelivered,
                tracksMoves: movedDelivered || systemCancelled, ended: endedDelivered && !cancelled,
                cancelled: (cancelled || systemCancelled) && beganDelivered,
                into: &result)
        }
        // Tapping a text input (or UIKit's own view inside one) focuses it.
        let input = app[view].isTextInput ? view : trackingControl.flatMap { app[$0].isTextInput ? $0 : nil }
        if let input, !app[input].isControl || app[input].isEnabled, event.gesture == .tap, endedDelivered, !cancelled {
            focusTappedTextInput(input, into: &result)
        }

        // A control under the hit view that only passed the touch on.
        if let control = result.deliveries.lazy.filter({ $0.touches == touches })
            .flatMap(\.steps).first(where: { $0.behavior == .forwardedByControl })?.responder,
            !result.diagnostics.contains(where: { $0.code == .controlSubviewTakesTouch && $0.responders[0] == control })
        {
            result.diagnostics.append(
                Diagnostic(
                    responders: [control, view],
                    words: .touch(
                        .controlSubviewTakesTouch(
                            control: control, view: view, sendsActions: !app[control].targetActions.isEmpty))))
        }
        // A bar button item's custom view: UIKit never sends the item's own action.
        if let item = firstAncestor(of: view, where: { app[$0].ignoredBarButtonAction != nil }),
            let action = app[item].ignoredBarButtonAction,
            !result.diagnostics.contains(where: { $0.code == .barButtonActionIgnored && $0.responders[0] == item })
        {
            result.diagnostics.append(
                Diagnostic(
                    responders: [item],
                    words: .touch(.barButtonActionIgnored(item: item, action: action))))
        }
        // A table selects the row of a cell whose touch reached it.
        let ending = TouchEnding(
            ended: endedDelivery, takenBy: cancelled || recognizedDelaying ? winners : [], scrolled: scrolled,
            systemCancelled: systemCancelled)
        let selectingList = selectRow(under: view, touch: event.touches[touches[0]], ending: ending, into: &result)

        if !winners.isEmpty && (cancelled || recognizedDelaying) {
            let first = app.gestureRecognizers[winners[0]]
            result.handler = result.handler ?? first.target ?? first.view
            return .recognizedByGesture
        }
        guard firstDelivery != nil else { return .dropped }
        let ownDeliveries = result.deliveries.filter { $0.touches == touches && $0.steps.first?.responder == view }
        let (outcome, handler) = Self.combine(ownDeliveries)
        if result.handler == nil { result.handler = handler }
        if result.actions.contains(where: { $0.outcome == .unrecognizedSelector }) { return .crashed }
        if outcome == .dropped, let list = selectingList {
            if result.handler == nil { result.handler = list }
            return .handled
        }
        return outcome
    }

    /// The view or its nearest ancestor that satisfies `test`; nil when none does.
    func firstAncestor(of view: Int, where test: (Int) -> Bool) -> Int? {
        var current: Int? = view
        var steps = 0
        while let index = current, steps <= app.count {
            if test(index) { return index }
            current = app[index].superview
            steps += 1
        }
        return nil
    }

    /// What a view under the finger would have done with the whole touch, or nil when it would have done nothing: a
    /// control's action, a responder on the way that implements touchesEnded, or a cell's selection (UIKit selects a
    /// row when its cell's touch ends).
    private func lostHandling(of view: Int, began: Delivery?) -> DiagnosticWords.Touch.Lost? {
        // Read in place: a `let` of the whole responder would copy it.
        if app[view].isControl && app[view].isEnabled,
            let pair = app[view].targetActions.first(where: {
                $0.event == .touchUpInside || $0.event == .primaryActionTriggered || $0.event == .valueChanged
            })
        {
            return .action(pair.event, pair.action, of: view)
        }
        if let step = began?.steps.first(where: { app[$0.responder].overrides[.touchesEnded] != nil }) {
            return .touchesEnded(of: step.responder)
        }
        if let (cell, list) = app.selectionSite(of: view), let rule = app[list].rowSelection, rule.allowsSelection {
            return .selection(of: cell, in: list)
        }
        return nil
    }

    /// Whether a recognizer holds touchesBegan back from the hit view: its own `delaysTouchesBegan`, or, for a scroll
    /// view's pan, `delaysContentTouches` of any scroll view around the hit view (unless the finger rested past the
    /// delay before moving): the content gets touchesBegan only once every scroll view around it lets it go.
    private func delaysTouchesBegan(_ index: Int, on hit: Int, event: TouchEvent) -> Bool {
        let recognizer = app.gestureRecognizers[index]
        guard let scroll = recognizer.scrollView else { return recognizer.delaysTouchesBegan }
        return contentDelay(of: scroll, hit: hit) != nil && event.gesture != .longPress
    }

    private func recordRecognizer(
        _ index: Int, _ outcome: RecognizerResult.Outcome, reason: RecognizerReason, hitView: Int,
        into result: inout EventResult
    ) {
        let recognizer = app.gestureRecognizers[index]
        switch outcome {
        case .recognized:
            result.path.append(
                PathStep(
                    responder: recognizer.view, method: recognizer.className, outcome: .recognized,
                    words: .recognizer(index, outcome, reason: reason)))
            if recognizer.view != hitView && recognizer.kind == .tap && !app[hitView].isControl
                && ResponderMethod.touchFamily.contains(where: { app[hitView].overrides[$0] != nil })
                && recognizer.cancelsTouchesInView
            {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [hitView, recognizer.view],
                        words: .touch(.gestureStealsTouches(recognizer: index, hitView: hitView))))
            }
        case .failed:
            result.path.append(
                PathStep(
                    responder: recognizer.view, method: recognizer.className, outcome: .failed,
                    words: .recognizer(index, outcome, reason: reason)))
            // The navigation controller, the pop gesture's private delegate, declines it while the top controller's
            // back button is hidden or replaced (observed on iOS; the documentation does not say).
            if case .popDeclined(_, let navigation) = reason, let top = app[navigation].contained?.visible {
                let item = app[top].navigationItem.flatMap { $0.hidesBackButton ? nil : $0.leftItems.first }
                result.diagnostics.append(
                    Diagnostic(
                        responders: [top, navigation],
                        words: .touch(.interactivePopDeclined(navigation: navigation, controller: top, item: item))))
            }
            if case .contextMenuTookPress(let view) = reason {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [view],
                        words: .touch(.contextMenuBeatLongPress(recognizer: index, view: view))))
            }
        case .disabled:
            result.path.append(
                PathStep(
                    responder: recognizer.view, method: recognizer.className, outcome: .failed,
                    words: .recognizer(index, outcome, reason: reason)))
        case .preventedByControl:
            result.path.append(
                PathStep(
                    responder: recognizer.view, method: recognizer.className, outcome: .prevented,
                    words: .controlWinsTap(hitView)))
            result.diagnostics.append(
                Diagnostic(
                    responders: [hitView, recognizer.view],
                    words: .touch(.controlWinsOverAncestorTap(recognizer: index, hitView: hitView))))
        case .touchNotReceived:
            result.path.append(
                PathStep(
                    responder: recognizer.view, method: recognizer.className, outcome: .passed,
                    words: .recognizer(index, outcome, reason: reason)))
        case .excludedByOther, .requiredFailureDidNotHappen:
            result.path.append(
                PathStep(
                    responder: recognizer.view, method: recognizer.className, outcome: .failed,
                    words: .recognizer(index, outcome, reason: reason)))
            if outcome == .excludedByOther, let navigation = recognizer.popsNavigationController,
                let winner = result.recognizers.last(where: { $0.outcome == .recognized })?.recognizer
            {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [app.gestureRecognizers[winner].view, navigation],
                        words: .touch(.interactivePopBlocked(winner: winner, navigation: navigation))))
            }
            guard outcome == .requiredFailureDidNotHappen else { return }
            let awaited = recognizer.requiresToFail.first ?? recognizer.delegateWaits.first?.other
            result.diagnostics.append(
                Diagnostic(
                    responders: [recognizer.view] + (awaited.map { [app.gestureRecognizers[$0].view] } ?? []),
                    words: .touch(.waitedForFailure(recognizer: index))))
        }
    }

    /// Sends the winners' actions, each once however many hit views it is over.
    private mutating func sendRecognizerActions(
        _ winners: [Int], recognition: inout Recognition, into result: inout EventResult
    ) {
        for index in winners where recognition.sent.insert(index).inserted {
            let recognizer = app.gestureRecognizers[index]
            guard let action = recognizer.action else { continue }
            if let target = recognizer.target, !app[target].isRetained {
                reportReleased(
                    target, heldBy: recognizer.view,
                    as: .recognizerTarget(index, action), into: &result)
                continue
            }
            let dispatch = performExplicit(
                action, on: recognizer.target ?? recognizer.view,
                source: .gestureRecognizer(index))
            record(dispatch, into: &result)
        }
    }

    /// `becomeFirstResponder()` on a tapped text input.
    private mutating func focusTappedTextInput(_ view: Int, into result: inout EventResult) {
        guard app[view].canBecomeFirstResponder else { return }
        if let window = app.window(of: view), app.state.firstResponders[window] == view { return }
        becomeFirstResponder(view, during: .now, into: &result)
    }

    /// "12.5" or "12".
    func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A distance in points for a sentence, to a tenth: "90" or "12.5".
    func points(_ value: Double) -> String {
        format((value * 10).rounded() / 10)
    }

    /// A note when the touch went through a cell's content view that the layout synthesized (the cell was
    /// described without `contentView`, so its described subviews were placed in one), once per cell and event.
    /// It is a warning when the placement decides who gets the touch: the finger is on a view that acts on touches
    /// (a control, a view with touch overrides or recognizers), which the content view would cover had the app
    /// added it with `cell.addSubview`.
    private func noteSynthesizedContentView(_ trace: HitTestTrace, into result: inout EventResult) {
        for step in trace.steps where step.outcome == .containsHit || step.outcome == .hit {
            // Read in place: a `let` of the whole responder would copy it, for every step of the trace.
            guard app[step.view].isSynthesized, let cell = app[step.view].synthesizedFor,
                ClassCatalogue.cells[app[cell].uikitClass.name] != nil,
                app[step.view].className.hasSuffix("CellContentView"),
                !result.diagnostics.contains(where: {
                    $0.code == .cellContentViewSynthesized && $0.responders.first == cell
                })
            else { continue }
            let decisive = trace.hitView.flatMap { hit -> Int? in
                guard hit != step.view else { return nil }
                let acts =
                    app[hit].isControl || !app[hit].gestureRecognizers.isEmpty
                    || ResponderMethod.touchFamily.contains { app[hit].overrides[$0] != nil }
                return acts ? hit : nil
            }
            result.diagnostics.append(
                Diagnostic(
                    responders: [cell, step.view] + (decisive.map { [$0] } ?? []),
                    words: .touch(.cellContentViewSynthesized(cell: cell, contentView: step.view, decisive: decisive))))
        }
    }
}
