extension Dispatcher {
    /// Whether a responder implements an action, and what its `canPerformAction(_:withSender:)` says, including
    /// text inputs' state-dependent answers for the standard edit actions.
    func canPerform(
        _ action: Selector, on responder: Int
    ) -> (implements: Bool, canPerform: Bool, reason: DeclineReason?) {
        let node = app[responder]
        guard let implementation = node.actions[action] else { return (false, false, nil) }
        if !implementation.canPerform {
            return (true, false, implementation.reason.map(DeclineReason.described) ?? .canPerformFalse)
        }
        guard node.isTextInput, implementation.reason == nil else { return (true, true, nil) }
        switch action.name {
        case "paste:":
            if !node.isEditable { return (true, false, .notEditable) }
            if !app.state.pasteboardHasContent { return (true, false, .pasteboardEmpty) }
        case "cut:", "delete:":
            if !node.isEditable { return (true, false, .notEditable) }
            if !node.hasSelection { return (true, false, .nothingSelected) }
        case "copy:":
            if !node.hasSelection { return (true, false, .nothingSelected) }
        case "select:":
            if !node.hasText { return (true, false, .noText) }
            if node.hasSelection { return (true, false, .alreadySelected) }
        case "selectAll:":
            if !node.hasText { return (true, false, .noText) }
        default: break
        }
        return (true, true, nil)
    }

    /// An action sent straight to an explicit target: no chain involved.
    func performExplicit(_ action: Selector, on target: Int, source: ActionDispatch.Source) -> ActionDispatch {
        let implements = app[target].actions[action] != nil
        return ActionDispatch(
            source: source, action: action, explicitTarget: target, walkStart: nil, walkStartReason: nil, walk: [],
            performedBy: implements ? target : nil, outcome: implements ? .performed : .unrecognizedSelector)
    }

    /// `sendAction(_:to: nil, from:for:)` / `target(forAction:withSender:)`: walks `next` from `start` until a
    /// responder implements the action and its `canPerformAction(_:withSender:)` agrees.
    mutating func performNilTargeted(
        _ action: Selector, from start: Int?, reason: App.StartReason, source: ActionDispatch.Source
    ) -> ActionDispatch {
        var dispatch = ActionDispatch(
            source: source, action: action, explicitTarget: nil, walkStart: start, walkStartReason: reason, walk: [],
            performedBy: nil, outcome: .dropped)
        guard let start else { return dispatch }
        var arrivedBy: NextRule?
        let chain = app.chain(from: start, profile: settings.profile)
        budget.spend(steps: chain.links.count)
        for link in chain.links {
            let answer = canPerform(action, on: link.responder)
            let step: ActionDispatch.WalkStep.Answer =
                !answer.implements ? .doesNotImplement : (answer.canPerform ? .performs : .declines)
            dispatch.walk.append(
                ActionDispatch.WalkStep(
                    responder: link.responder, arrivedBy: arrivedBy, answer: step, reason: answer.reason))
            if step == .performs {
                dispatch.performedBy = link.responder
                dispatch.outcome = .performed
                return dispatch
            }
            arrivedBy = link.rule
        }
        return dispatch
    }

    /// Where a nil-targeted action sent by a control (or with no sender) starts.
    func nilTargetStart(sender: Int?) -> (Int?, App.StartReason) {
        if settings.nilTargetStart == .sender, let sender { return (sender, .sender) }
        let window = sender.flatMap { app.window(of: $0) } ?? app.keyWindow
        if let window, let first = app.state.firstResponders[window] { return (first, .firstResponder) }
        if let first = app.firstResponder { return (first, .firstResponder) }
        if let key = app.keyWindow { return (key, .keyWindowNoFirstResponder) }
        return (nil, .noWindow)
    }

    /// Fires a control's target-actions for the control events of a touch sequence, in order; for each event, the
    /// pairs in the order added, each distinct pair once per event.
    mutating func sendControlActions(
        control: Int, events: [TargetAction.ControlEvent], into result: inout EventResult
    ) {
        guard !app[control].targetActions.isEmpty else { return }
        guard app[control].isEnabled else {
            result.diagnostics.append(
                Diagnostic(
                    responders: [control],
                    words: .action(.controlDisabled(control: control))))
            return
        }
        let pairs = app[control].targetActions
        var reported = Set<TargetAction>()
        // The same pair added twice fires once. A control holds a handful of pairs, which a look back finds
        // without allocating; a set takes over for many, so the cost stays linear.
        let lookBack = pairs.count <= 16
        for controlEvent in events {
            var fired = Set<TargetAction>()
            for (position, pair) in pairs.enumerated() where pair.event == controlEvent {
                budget.spend()
                if budget.isExhausted { return }
                let duplicate = lookBack ? pairs[..<position].contains(pair) : !fired.insert(pair).inserted
                if duplicate {
                    guard reported.insert(pair).inserted else { continue }
                    result.diagnostics.append(
                        Diagnostic(
                            responders: [control] + (pair.target.map { [$0] } ?? []),
                            words: .action(
                                .duplicateTargetAction(control: control, action: pair.action, event: controlEvent))))
                    continue
                }
                if let target = pair.target, !app[target].isRetained {
                    // UIControl does not retain its targets: the weak reference reads nil, and a nil target means
                    // the responder chain.
                    reportReleased(target, heldBy: control, as: .controlTarget(pair.action), into: &result)
                    let (start, reason) = nilTargetStart(sender: control)
                    record(
                        performNilTargeted(
                            pair.action, from: start, reason: reason, source: .control(control, controlEvent)),
                        into: &result)
                    continue
                }
                record(send(pair, from: control, for: controlEvent), into: &result)
            }
        }
    }

    /// A warning that a target or delegate was released before the event: nothing keeps it, and what holds it
    /// holds it weakly.
    func reportReleased(
        _ object: Int, heldBy holder: Int, as role: DiagnosticWords.Action.Role, into result: inout EventResult
    ) {
        guard !result.diagnostics.contains(where: { $0.code == .targetReleased && $0.responders.first == object })
        else { return }
        result.diagnostics.append(
            Diagnostic(
                responders: [object, holder],
                words: .action(.targetReleased(object: object, holder: holder, role: role))))
    }

    /// `sendAction(_:to:for:)` for one target-action pair of a control: straight to an explicit target, or along
    /// the chain for a nil target.
    mutating func send(
        _ pair: TargetAction, from control: Int, for controlEvent: TargetAction.ControlEvent
    ) -> ActionDispatch {
        if let target = pair.target {
            return performExplicit(pair.action, on: target, source: .control(control, controlEvent))
        }
        let (start, reason) = nilTargetStart(sender: control)
        return performNilTargeted(pair.action, from: start, reason: reason, source: .control(control, controlEvent))
    }

    /// An action event: explicit target, explicit walk, or nil target.
    mutating func dispatchActionEvent(_ event: ActionEvent, into result: inout EventResult) {
        result.path.append(
            PathStep(
                responder: app.application, method: "sendAction(_:to:from:for:)", outcome: .dispatched,
                words: .applicationSendsAction(event.action, targeted: event.target != nil)))
        let dispatch: ActionDispatch
        if let target = event.target {
            dispatch = performExplicit(event.action, on: target, source: .actionEvent)
            result.start = target
            result.startReason = .explicitResponder
        } else if let from = event.walkFrom {
            dispatch = performNilTargeted(event.action, from: from, reason: .explicitResponder, source: .actionEvent)
            result.start = from
            result.startReason = .explicitResponder
        } else {
            let (start, reason) = nilTargetStart(sender: event.sender)
            dispatch = performNilTargeted(event.action, from: start, reason: reason, source: .actionEvent)
            result.start = start
            result.startReason = reason
        }
        record(dispatch, into: &result)
        result.handler = dispatch.performedBy
        switch dispatch.outcome {
        case .performed: result.outcome = .handled
        case .unrecognizedSelector: result.outcome = .crashed
        case .dropped: result.outcome = .dropped
        }
    }

    /// What a container controller's bar does with its own buttons' actions, for the performed step: the back
    /// button pops the stack, a tab bar button selects its tab. Later events of a request still see the app as
    /// described.
    private func containerNote(target: Int, action: Selector, sender: Int?) -> PathNote? {
        if action == .popViewController, let stack = app[target].contained, stack.style == .navigation,
            let top = stack.visible, stack.controllers.count > 1
        {
            return .backButtonPops(top: top, below: stack.controllers[stack.controllers.count - 2])
        }
        guard action == .tabBarItemClicked, let sender, let tab = app[sender].synthesizedFor,
            let tabs = app[target].synthesizedFor, let contained = app[tabs].contained,
            let position = contained.controllers.firstIndex(of: tab)
        else { return nil }
        return .tabBarSelects(position: position, tab: tab, tabs: tabs, alreadySelected: tab == contained.visible)
    }

    /// Appends an action's path steps and diagnostics.
    mutating func record(_ dispatch: ActionDispatch, into result: inout EventResult) {
        defer { checkpoint(result) }
        result.actions.append(dispatch)
        let action = dispatch.action.name
        let sender: Int?
        switch dispatch.source {
        case .control(let control, _): sender = control
        case .gestureRecognizer(let index): sender = app.gestureRecognizers[index].view
        case .actionEvent:
            if case .action(let event) = result.event { sender = event.sender } else { sender = nil }
        case .keyCommand: sender = nil
        }
        if let target = dispatch.explicitTarget {
            if dispatch.outcome == .performed {
                result.path.append(
                    PathStep(
                        responder: target, method: action, outcome: .performed,
                        words: containerNote(target: target, action: dispatch.action, sender: sender)
                            ?? .targetCalledDirectly))
            } else {
                result.path.append(
                    PathStep(
                        responder: target, method: action, outcome: .crashed,
                        words: .unrecognizedSelector(dispatch.action)))
                result.diagnostics.append(
                    Diagnostic(
                        responders: [target] + (sender.map { [$0] } ?? []),
                        words: .action(.unrecognizedSelector(target: target, action: dispatch.action))))
                result.outcome = .crashed
            }
            return
        }
        if let start = dispatch.walkStart, let reason = dispatch.walkStartReason {
            result.path.append(
                PathStep(responder: start, method: action, outcome: .dispatched, words: .actionWalkStarts(reason)))
        }
        for step in dispatch.walk {
            switch step.answer {
            case .performs:
                result.path.append(
                    PathStep(
                        responder: step.responder, method: action, outcome: .performed,
                        words: .actionWalk(.performs, action: dispatch.action, reason: nil)))
            case .declines:
                result.path.append(
                    PathStep(
                        responder: step.responder, method: action, outcome: .declined,
                        words: .actionWalk(.declines, action: dispatch.action, reason: step.reason)))
                result.diagnostics.append(
                    Diagnostic(
                        responders: [step.responder],
                        words: .action(
                            .declined(responder: step.responder, action: dispatch.action, reason: step.reason))))
            case .doesNotImplement:
                result.path.append(
                    PathStep(
                        responder: step.responder, method: action, outcome: .passed,
                        words: .actionWalk(.doesNotImplement, action: dispatch.action, reason: nil)))
            }
        }
        let walked = dispatch.walk.map(\.responder)
        if dispatch.outcome == .dropped {
            result.path.append(
                PathStep(responder: nil, method: action, outcome: .discarded, words: .actionDiscarded(dispatch.action)))
            result.diagnostics.append(
                Diagnostic(
                    responders: walked,
                    words: .action(.dropped(action: dispatch.action, walked: walked))))
            noteDelegatesOutsideChain(method: nil, action: dispatch.action, walked: walked, into: &result)
        }
        // Misrouting: a controller under the sender implements it but the walk never asked it.
        if let sender, dispatch.walkStart != sender {
            let senderChain = app.chain(from: sender, profile: settings.profile).responders
            budget.spend(steps: senderChain.count)
            let walkedSet = Set(walked)
            let skipped = senderChain.filter { index in
                app[index].kind == .viewController && !walkedSet.contains(index)
                    && app[index].actions[dispatch.action] != nil
            }
            for controller in skipped where controller != dispatch.performedBy {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [controller, sender],
                        words: .action(
                            .skippedController(
                                controller: controller, sender: sender, action: dispatch.action,
                                start: dispatch.walkStart))))
            }
            if let owner = barButtonItemOwner(of: sender), !walkedSet.contains(owner),
                app[owner].actions[dispatch.action] != nil, owner != dispatch.performedBy
            {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [owner, sender],
                        words: .action(
                            .skippedBarItemOwner(
                                owner: owner, sender: sender, action: dispatch.action, start: dispatch.walkStart))))
            }
        }
    }

    /// The controller whose `navigationItem` holds a bar button item: the top of the stack whose navigation bar the
    /// item lies in.
    private func barButtonItemOwner(of item: Int) -> Int? {
        guard let bar = app[item].superview, app[bar].isSynthesized, let container = app[bar].synthesizedFor,
            let contained = app[container].contained, contained.style == .navigation, let top = contained.visible,
            let navigationItem = app[top].navigationItem,
            navigationItem.leftItems.contains(item) || navigationItem.rightItems.contains(item)
        else { return nil }
        return top
    }

    /// `archiveMessage(_:)` from `archiveMessage:`.
    func swiftName(_ action: Selector) -> String { action.swiftName }
}
