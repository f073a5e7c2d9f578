extension Dispatcher {
    /// A control tracking its finger (`beginTracking`, `continueTracking`, `endTracking`): the control events a
    /// touch sequence produces, and their target-actions.
    ///
    /// - touchDown when touchesBegan reaches the control (touchDownRepeat as well on the second and later taps of
    ///   a multi-tap);
    /// - for each point of the path the control saw (none when a recognizer cancelled the touch as it began to
    ///   move): touchDragInside or touchDragOutside, and touchDragExit / touchDragEnter when
    ///   the finger crosses the tracking area's edge;
    /// - at the end: touchUpInside (with valueChanged for value controls and primaryActionTriggered) when the
    ///   finger lifts inside the tracking area, touchUpOutside when it lifts outside, touchCancel when the touch is
    ///   cancelled.
    ///
    /// The tracking area is the control's bounds grown by ``DispatchSettings/controlTrackingMargin`` on every side:
    /// a finger that slides a little off a button still counts as inside, as on a device.
    mutating func trackControl(
        _ control: Int, touch: TouchEvent.Touch, event: TouchEvent, beganDelivered: Bool, tracksMoves: Bool,
        ended: Bool, cancelled: Bool, into result: inout EventResult
    ) {
        let margin = settings.controlTrackingMargin
        let area = app.bounds(of: control).insetBy(dx: -margin, dy: -margin)
        func inside(_ point: Point) -> Bool {
            app.convertFromScreen(point, into: control).map(area.contains) ?? false
        }
        var events: [TargetAction.ControlEvent] = []
        guard beganDelivered else { return }
        // Room for a tap's events (touchDown, then those of lifting inside) at once.
        events.reserveCapacity(8)
        if app[control].menu != nil {
            let trigger = app.menuTrigger(of: control, for: event.gesture)
            result.buttonMenu = ButtonMenuResult(button: control, openedBy: trigger)
            if let trigger {
                // A long press never sends touchUpInside to a button with a menu, whichever opens it: only a
                // shorter touch loses its actions to a menu that is the primary action.
                let warns = !cancelled && event.gesture != .longPress
                return openMenu(of: control, on: trigger, cancelled: cancelled, warns: warns, into: &result)
            }
        }
        let endsInside = inside(touch.endPoint)
        // Earlier taps of a multi-tap, each a whole touch in place.
        let taps = event.gesture == .tap && touch.moves.isEmpty ? event.tapCount : 1
        for tap in 1..<max(taps, 1) {
            events.append(.touchDown)
            if tap > 1 { events.append(.touchDownRepeat) }
            events += app.upInsideEvents(of: control)
        }
        events.append(.touchDown)
        if taps > 1 { events.append(.touchDownRepeat) }
        var wasInside = true
        for point in tracksMoves ? touch.moves : [] {
            let isInside = inside(point)
            switch (wasInside, isInside) {
            case (true, true): events.append(.touchDragInside)
            case (true, false): events += [.touchDragExit, .touchDragOutside]
            case (false, true): events += [.touchDragEnter, .touchDragInside]
            case (false, false): events.append(.touchDragOutside)
            }
            wasInside = isInside
        }
        if cancelled {
            events.append(.touchCancel)
        } else if ended {
            if endsInside {
                events += app.upInsideEvents(of: control)
            } else {
                events.append(.touchUpOutside)
                if app[control].targetActions.contains(where: {
                    $0.event == .touchUpInside || $0.event == .primaryActionTriggered
                }) {
                    let end = touch.endPoint
                    result.diagnostics.append(
                        Diagnostic(
                            responders: [control],
                            words: .touch(.endedOutsideControl(control: control, end: end, margin: margin))))
                }
            }
        }
        if ended && endsInside && !cancelled && sendsNothing(control, for: events, result: result) {
            var targeted: [TargetAction.ControlEvent] = []
            for pair in app[control].targetActions where !targeted.contains(pair.event) { targeted.append(pair.event) }
            var sent: [TargetAction.ControlEvent] = []
            for event in events where !sent.contains(event) { sent.append(event) }
            result.diagnostics.append(
                Diagnostic(
                    responders: [control],
                    words: .action(.noActionSent(control: control, sent: sent, targeted: targeted))))
        }
        sendControlActions(control: control, events: events, into: &result)
    }

    /// A button whose menu opens: touchDown, then menuActionTriggered as the menu shows; a long press then
    /// cancels the button's tracking (touchCancel). Neither sends touchUpInside nor primaryActionTriggered: when
    /// `warns` (a touch shorter than a long press, not cancelled), a warning names the actions that waited for them
    /// (UIKit's documentation, UIButton.showsMenuAsPrimaryAction).
    ///
    /// The menu shows while the finger is down (on touch down, or once the press is long), so its step goes right
    /// after the button's touchesBegan.
    private mutating func openMenu(
        of button: Int, on trigger: ButtonMenu.Trigger, cancelled: Bool, warns: Bool, into result: inout EventResult
    ) {
        var events: [TargetAction.ControlEvent] = [.touchDown, .menuActionTriggered]
        let step = PathStep(
            responder: button, method: ButtonMenu.showingMethod, outcome: .shown, words: .buttonMenuShown(on: trigger))
        if let began = result.path.lastIndex(where: { $0.responder == button && $0.method == "touchesBegan(_:with:)" })
        {
            result.path.insert(step, at: began + 1)
        } else {
            result.path.append(step)
        }
        if trigger == .longPress || cancelled { events.append(.touchCancel) }
        let withheld = app[button].targetActions.filter {
            $0.event == .touchUpInside || $0.event == .primaryActionTriggered
        }
        if trigger == .touchDown && warns && !withheld.isEmpty {
            var actions: [Selector] = []
            for pair in withheld where !actions.contains(pair.action) { actions.append(pair.action) }
            var responders = [button]
            for target in withheld.compactMap(\.target) where !responders.contains(target) { responders.append(target) }
            result.diagnostics.append(
                Diagnostic(
                    responders: responders,
                    words: .action(.menuTookPrimaryAction(button: button, actions: actions))))
        }
        sendControlActions(control: button, events: events, into: &result)
    }

    /// Whether a tap that `control` tracked to its end runs nothing of the app's: its tap acts only through
    /// target-actions (``App/actsOnTapsOnlyThroughTargets(_:)``), none of them is for one of `events`, and no
    /// recognizer's action ran for the touch.
    func sendsNothing(_ control: Int, for events: [TargetAction.ControlEvent], result: EventResult) -> Bool {
        // The target-actions first: a control with one for the tap (most of them) is answered without the class
        // lookups actsOnTapsOnlyThroughTargets makes.
        guard !app[control].targetActions.contains(where: { events.contains($0.event) }),
            app.actsOnTapsOnlyThroughTargets(control)
        else { return false }
        return !result.actions.contains { action in
            if case .gestureRecognizer = action.source { return true }
            return false
        }
    }

    /// What each scroll view under the finger did with the touch, and a diagnostic when a drag took the touch
    /// from an interactive view or did not scroll.
    mutating func reportScrollViews(
        _ candidates: [Int], judgements: [Judgement], winners: [Int], group: TouchGroup, event: TouchEvent,
        into result: inout EventResult
    ) {
        // Whether a scroll view around the content scrolled: the content lost the touch to it, whichever one did.
        let anyScrolled = winners.contains { app.gestureRecognizers[$0].scrollView != nil }
        // A pull is one scroll view's: the one that scrolled, or, when none did, the deepest with a refresh control
        // (candidates come deepest first). An enclosing scroll view whose pan lost the drag to another is not said
        // to have failed to refresh.
        var pullReported = false
        for (position, index) in candidates.enumerated() {
            guard let scroll = app.gestureRecognizers[index].scrollView, app[scroll].scrolling != nil else { continue }
            let judgement = judgements[position]
            let scrolled = winners.contains(index)
            let hit = group.view
            // The scroll view whose delay holds touchesBegan back from this one's content: itself, the nearest
            // enclosing one that delays its content's touches, or one inside it that does.
            let delayedBy = contentDelay(of: scroll, hit: hit)
            // A long press outlasts the delay: touchesBegan was held back for it, then delivered while the finger
            // rested, so a scroll that follows cancels the touch rather than withholding it.
            let delays = delayedBy != nil && event.gesture != .longPress
            var content: ScrollViewResult.ContentTouches?
            if hit == scroll {
                content = nil
            } else if anyScrolled {
                content = delays ? .withheld : .cancelled
            } else if judgement.keptByContent {
                content = .keptByContent
            } else {
                content = delayedBy != nil ? .delayedThenDelivered : .delivered
            }
            var entry = ScrollViewResult(
                scrollView: scroll, recognizer: index, scrolled: scrolled, contentTouches: content, hitView: hit,
                judgement: judgement.reason)
            if scrolled {
                entry.page = turnPage(of: scroll, group: group, event: event)
                entry.keyboard = dismissKeyboard(draggedIn: scroll, into: &result)
            }
            if scrolled || (!anyScrolled && !pullReported) {
                entry.refresh = pullToRefresh(
                    in: scroll, group: group, event: event, judgement: judgement, scrolled: scrolled)
                pullReported = pullReported || entry.refresh != nil
            }
            result.scrollViews.append(entry)
            if let pull = entry.refresh {
                if pull.outcome == .refreshed {
                    // Later events see it refreshing until the app calls endRefreshing().
                    app[pull.control].isRefreshing = true
                    sendControlActions(control: pull.control, events: [.valueChanged], into: &result)
                } else {
                    result.diagnostics.append(
                        Diagnostic(
                            responders: [scroll, pull.control],
                            words: .touch(.refreshNotTriggered(scroll: scroll, control: pull.control, pull: pull))))
                }
            }
            // A finger held still for the lift delay, then moved: the drag lifted and this scroll view did not scroll
            // (UIDragInteraction.allowsSimultaneousRecognitionDuringLift: competing recognizers fail).
            if !scrolled, case .dragLifted(let item, let source, _) = judgement.reason {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [scroll, item] + (source == scroll || source == item ? [] : [source]),
                        words: .touch(.dragLiftTookScroll(scroll: scroll, item: item, source: source))))
            }
            if !scrolled && event.moves, let refusal = beginRefusal(of: judgement.reason) {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [scroll] + (hit == scroll ? [] : [hit]) + (refusal.view.map { [$0] } ?? []),
                        words: .touch(
                            .scrollPanRefusedToBegin(
                                scroll: scroll, hit: hit == scroll ? nil : hit, refuser: refusal.view,
                                contentTracksDrag: hit != scroll && tracksDrags(hit)))))
            }
            // A quick tap on a control in a scroll view: the highlight waits for the delay. (A disabled control
            // neither highlights nor sends its action: its own diagnostic says so.)
            if content == .delayedThenDelivered && event.gesture == .tap && app[hit].isControl && app[hit].isEnabled
                && !result.diagnostics.contains(where: { $0.code == .contentTouchesDelayed && $0.responders[0] == hit }
                ),
                let delayedBy
            {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [hit, delayedBy],
                        words: .touch(.contentTouchesDelayed(control: hit, scroll: delayedBy))))
            }
            if scrolled && hit != scroll && isInteractive(hit) {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [hit, scroll],
                        words: .touch(
                            .scrollViewTookTouch(
                                hit: hit, scroll: scroll, withheld: delays, hitTracksDrags: tracksDrags(hit),
                                heldBackBy: delays && delayedBy != scroll ? delayedBy : nil))))
            } else if !scrolled && event.moves && judgement.outcome != .excludedByOther && entry.refresh == nil
                && (judgement.outcome == .disabled || judgement.keptByContent || judgement.reason.isContentFit)
            {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [scroll] + (hit == scroll ? [] : [hit]),
                        words: .touch(
                            .scrollViewDidNotScroll(
                                scroll: scroll, hit: hit == scroll ? nil : hit, reason: judgement.reason,
                                disabled: judgement.outcome == .disabled, keptByContent: judgement.keptByContent))))
            }
        }
    }
}

extension Dispatcher {
    /// What a drag did to the refresh control of `scroll` (UIRefreshControl documentation: dragging the top of the
    /// content downward begins refreshing and sends `valueChanged`): nil unless the scroll view has one, the finger
    /// moved mostly downward along a path, and the pan scrolled or failed because the scroll view cannot move
    /// vertically. The content first scrolls back to its top (`contentOffset.y` at 0); what the finger moves beyond
    /// that pulls it past the top, and more than ``DispatchSettings/Threshold/refresh`` begins refreshing. With
    /// `bounces` false the content stops at its top, and content that does not move (scrolling disabled, or content
    /// that fits without alwaysBounceVertical) never goes past it: `pastTop` is 0 for those.
    mutating func pullToRefresh(
        in scroll: Int, group: TouchGroup, event: TouchEvent, judgement: Judgement, scrolled: Bool
    ) -> PullToRefresh? {
        guard let behavior = app[scroll].scrolling, let control = app.refreshControl(of: scroll),
            let touch = group.touches.map({ event.touches[$0] }).first(where: { !$0.moves.isEmpty }),
            let start = app.convertFromScreen(touch.point, into: scroll),
            let end = app.convertFromScreen(touch.endPoint, into: scroll)
        else { return nil }
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        guard dy > 0, dy > abs(dx) else { return nil }
        let offset = max(app[scroll].boundsOrigin.y, 0)
        let pastTop = max(dy - offset, 0)
        let needs = DispatchSettings.Threshold.refresh
        var pull = PullToRefresh(
            control: control, outcome: .refreshed, pulled: dy, contentOffsetY: offset, pastTop: pastTop, needs: needs)
        if judgement.outcome == .disabled {
            pull.outcome = .scrollDisabled
            pull.pastTop = 0
        } else if !scrolled && judgement.reason.isContentFit {
            pull.outcome = behavior.bounces ? .contentFits : .bouncesOff
            pull.pastTop = 0
        } else if !scrolled {
            // The pan failed for another reason (the content kept the touch, another recognizer won): its own
            // diagnostics say so.
            return nil
        } else if !behavior.bounces {
            // The content stops at its top: it never goes past it.
            pull.outcome = .bouncesOff
            pull.pastTop = 0
        } else if pastTop <= needs {
            pull.outcome = offset > 0 ? .notAtTop : .tooShort
        } else if app[control].isRefreshing {
            pull.outcome = .alreadyRefreshing
        }
        return pull
    }

    /// Who kept a scroll view's pan from beginning, when it would have scrolled: the scroll view as its pan's delegate
    /// (`view` nil) or a view's gestureRecognizerShouldBegin(_:) override; nil when the pan failed for another reason.
    func beginRefusal(of reason: RecognizerReason) -> (view: Int?, reason: RecognizerReason)? {
        switch reason {
        case .shouldBeginFalse(let inner): (nil, inner)
        case .viewShouldBeginFalse(let inner, let view): (view, inner)
        default: nil
        }
    }

    /// Where a paging scroll view stops after the drag that scrolled it: the next page when the finger went past
    /// half a page or flicked, else the page it started on (UIScrollView.isPagingEnabled documentation: it stops
    /// on multiples of its bounds). Nil when paging is off or the touch has no path to measure.
    mutating func turnPage(of scroll: Int, group: TouchGroup, event: TouchEvent) -> PageTurn? {
        guard let behavior = app[scroll].scrolling, behavior.isPagingEnabled,
            let touch = group.touches.map({ event.touches[$0] }).first(where: { !$0.moves.isEmpty }),
            let start = app.convertFromScreen(touch.point, into: scroll),
            let end = app.convertFromScreen(touch.endPoint, into: scroll)
        else { return nil }
        let horizontal = abs(end.x - start.x) > abs(end.y - start.y)
        let bounds = app[scroll].frame.size
        let content = app.contentSize(of: scroll)
        let length = horizontal ? bounds.width : bounds.height
        guard length > 0 else { return nil }
        let extent = horizontal ? content.width : content.height
        let offset = horizontal ? app[scroll].boundsOrigin.x : app[scroll].boundsOrigin.y
        let pages = max(1, Self.pageIndex((extent / length).rounded(.up)))
        let from = min(max(Self.pageIndex((offset / length).rounded()), 0), pages - 1)
        // The content follows the finger: a finger moving left (up) shows the next page.
        let moved = -(horizontal ? end.x - start.x : end.y - start.y)
        let flick = event.gesture == .swipe
        var to = from
        if flick || abs(moved) > length / 2 { to = min(max(from + (moved > 0 ? 1 : -1), 0), pages - 1) }
        // Later events see the page it stopped on.
        if horizontal {
            app[scroll].boundsOrigin.x = Double(to) * length
        } else {
            app[scroll].boundsOrigin.y = Double(to) * length
        }
        return PageTurn(
            axis: horizontal ? .horizontally : .vertically, from: from, to: to, pages: pages, pageLength: length,
            moved: moved, flick: flick)
    }

    /// The most pages a paging scroll view is said to have: a page a trillionth of a point high under a billion
    /// points of content makes a quotient past any Int (an infinite one), which must not reach Int's initializer.
    static let maxPages = 1_000_000_000

    /// A page count or index from a quotient of lengths, clamped to 0...``maxPages`` before it becomes an Int.
    static func pageIndex(_ quotient: Double) -> Int {
        guard !quotient.isNaN else { return 0 }
        return Int(min(max(quotient, 0), Double(maxPages)))
    }

    /// What a drag that scrolled `scroll` does to the keyboard (UIScrollView.keyboardDismissMode documentation):
    /// with onDrag the window's first responder resigns (a path step and the first-responder change say so); with
    /// interactive the keyboard follows the finger and the first responder stays. Nil when no keyboard is up or the
    /// mode is none.
    mutating func dismissKeyboard(draggedIn scroll: Int, into result: inout EventResult) -> KeyboardDismissal? {
        guard let mode = app[scroll].scrolling?.keyboardDismissMode, mode != .none,
            let window = app.window(of: scroll), app.keyWindow == window,
            let first = app.state.firstResponders[window], app[first].hasInputView
        else { return nil }
        if mode.isInteractive { return .followsFinger(responder: first, mode: mode) }
        guard app[first].canResignFirstResponder else {
            result.diagnostics.append(
                Diagnostic(responders: [first], words: .firstResponder(.refusedToResign(responder: first))))
            return .refusedToResign(responder: first)
        }
        app.state.firstResponders[window] = nil
        result.path.append(
            PathStep(
                responder: first, method: "resignFirstResponder()", outcome: .succeeded,
                words: .resignsOnDrag(scroll: scroll, mode: mode)))
        result.firstResponderChange = FirstResponderChange(
            call: .resignFirstResponder, responder: first, succeeded: true, failure: nil, keyboardVisible: false)
        return .dismissed(responder: first, mode: mode)
    }

    /// Whether `view` follows a moving finger itself, so that a drag on it is meant for it: a slider or a switch,
    /// or a view that overrides touchesMoved(_:with:).
    func tracksDrags(_ view: Int) -> Bool {
        app[view].overrides[.touchesMoved] != nil || ["UISlider", "UISwitch"].contains(app[view].uikitClass.name)
    }
}

extension App {
    /// Whether an enabled `control` acts on a tap only through its target-actions, so a tap without one for the
    /// events it sends runs nothing of the app's. Not so for what acts on a tap by itself (a text input takes
    /// focus, a date picker shows its calendar), UIKit's own controls (their actions are UIKit's), public classes
    /// modelled as their superclass (their own behaviour is not modelled) and a control that overrides a touch
    /// method (its own code may act on the touch), nor for a control whose target-actions the description does not
    /// give (``Undescribed/targets``).
    func actsOnTapsOnlyThroughTargets(_ control: Int) -> Bool {
        // Read in place: a `let` of the whole responder would copy it.
        return self[control].isControl && self[control].isEnabled && !self[control].isTextInput
            && !self[control].isUIKitInternal
            && !ClassCatalogue.isKind(self[control].uikitClass.name, of: "UIDatePicker")
            && (self[control].className == self[control].uikitClass.name
                || PublicClassCatalogue.named(self[control].className) == nil)
            && !ResponderMethod.touchFamily.contains { self[control].overrides[$0] != nil }
            // Target-actions the description does not give may well be there.
            && !self[control].undescribed.contains(.targets)
    }

    /// The control events of a touch that lifts inside: touchUpInside, valueChanged for value controls,
    /// primaryActionTriggered for controls other than text inputs.
    func upInsideEvents(of control: Int) -> [TargetAction.ControlEvent] {
        let sendsValue = ClassCatalogue.valueControls.contains(self[control].uikitClass.name)
        // Each list built whole: appended one by one, the array would grow twice.
        switch (sendsValue, self[control].isTextInput) {
        case (false, false): return [.touchUpInside, .primaryActionTriggered]
        case (true, false): return [.touchUpInside, .valueChanged, .primaryActionTriggered]
        case (false, true): return [.touchUpInside]
        case (true, true): return [.touchUpInside, .valueChanged]
        }
    }

    /// The control events a tap on `control` sends: touchDown, then those of a touch that lifts inside.
    public func tapEvents(of control: Int) -> [TargetAction.ControlEvent] {
        [.touchDown] + upInsideEvents(of: control)
    }
}
