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

    /// Whether a tap that `control` tracked to its end runs nothing of the app's: its tap acts only through
    /// target-actions (``App/actsOnTapsOnlyThroughTargets(_:)``), none of them is for one of `events`, and no
    /// recognizer's action ran for the touch.
    func sendsNothing(_ control: Int, for events: [TargetAction.ControlEvent], result: EventResult) -> Bool {
        guard app.actsOnTapsOnlyThroughTargets(control),
            !app[control].targetActions.contains(where: { events.contains($0.event) })
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
        for (position, index) in candidates.enumerated() {
            guard let scroll = app.gestureRecognizers[index].scrollView, app[scroll].scrolling != nil else { continue }
            let judgement = judgements[position]
            let scrolled = winners.contains(index)
            let hit = group.view
            // The scroll view whose delay holds touchesBegan back from this one's content: itself, the nearest
            // enclosing one that delays its content's touches, or one inside it that does.
            let delayedBy = contentDelay(of: scroll, hit: hit)
            let delays = delayedBy != nil && event.gesture != .longPress
            var content: ScrollViewResult.ContentTouches?
            if hit == scroll {
                content = nil
            } else if anyScrolled {
                content = delays ? .withheld : .cancelled
            } else if judgement.keptByContent {
                content = .keptByContent
            } else {
                content = delays ? .delayedThenDelivered : .delivered
            }
            result.scrollViews.append(
                ScrollViewResult(
                    scrollView: scroll, recognizer: index, scrolled: scrolled, contentTouches: content, hitView: hit,
                    judgement: judgement.reason))
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
            } else if !scrolled && event.moves && judgement.outcome != .excludedByOther
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
        let node = self[control]
        return node.isControl && node.isEnabled && !node.isTextInput && !node.isUIKitInternal
            && !ClassCatalogue.isKind(node.uikitClass.name, of: "UIDatePicker")
            && (node.className == node.uikitClass.name || PublicClassCatalogue.named(node.className) == nil)
            && !ResponderMethod.touchFamily.contains { node.overrides[$0] != nil }
            // Target-actions the description does not give may well be there.
            && !node.undescribed.contains(.targets)
    }

    /// The control events of a touch that lifts inside: touchUpInside, valueChanged for value controls,
    /// primaryActionTriggered for controls other than text inputs.
    func upInsideEvents(of control: Int) -> [TargetAction.ControlEvent] {
        var events: [TargetAction.ControlEvent] = [.touchUpInside]
        if ClassCatalogue.valueControls.contains(self[control].uikitClass.name) { events.append(.valueChanged) }
        if !self[control].isTextInput { events.append(.primaryActionTriggered) }
        return events
    }

    /// The control events a tap on `control` sends: touchDown, then those of a touch that lifts inside.
    public func tapEvents(of control: Int) -> [TargetAction.ControlEvent] {
        [.touchDown] + upInsideEvents(of: control)
    }
}
