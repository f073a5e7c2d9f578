extension Dispatcher {
    /// Presses, shakes and remote-control events: they start at the focused view (presses) or the first
    /// responder, and at the key window when there is none (seed 004's table).
    mutating func dispatchStartingAtFirstResponder(
        _ methods: [ResponderMethod], preferFocus: Bool, key: (input: String, modifiers: KeyModifiers)? = nil,
        into result: inout EventResult
    ) {
        result.path.append(
            PathStep(
                responder: app.application, method: "sendEvent(_:)", outcome: .dispatched,
                words: .applicationSendsToKeyWindow))
        var start: Int?
        var reason: App.StartReason
        if preferFocus, let focused = app.state.focusedView {
            (start, reason) = (focused, .focusedView)
        } else {
            (start, reason) = app.firstResponderForNonTouchEvents()
        }
        result.start = start
        result.startReason = reason
        guard let start else {
            result.outcome = .notDelivered
            return
        }
        var first: Delivery?
        for method in methods {
            let delivery = walk(method, from: start)
            result.deliveries.append(delivery)
            record(delivery, into: &result)
            if first == nil { first = delivery }
        }
        guard let first else { return }
        // The responders that implement the event's methods but are not on the walk: the ones the developer
        // expected to get it (delegates outside the chain have diagnostics of their own). Looked for only when a
        // diagnostic needs them, so a press the first responder's chain handles costs no scan of the app.
        let needsImplementers = reason == .keyWindowNoFirstResponder || first.outcome == .dropped
        let walked = needsImplementers ? Set(first.steps.map(\.responder)) : []
        budget.spend(steps: needsImplementers ? app.count : 0)
        let implementers = (needsImplementers ? app.responders.indices : 0..<0).filter { index in
            let kind = app[index].kind
            return kind != .sceneDelegate && kind != .appDelegate && !walked.contains(index)
                && (methods.contains { app[index].overrides[$0] != nil }
                    || key.map { key in
                        app[index].keyCommands.contains { $0.input == key.input && $0.modifiers == key.modifiers }
                    } == true)
        }
        if reason == .keyWindowNoFirstResponder {
            result.diagnostics.append(
                missingFirstResponder(
                    start: start, methods: methods, key: key, implementers: implementers, kind: result.event.kind))
        } else if let implementer = implementers.first, first.outcome == .dropped {
            result.diagnostics.append(
                Diagnostic(
                    responders: [implementer, start],
                    words: .firstResponder(
                        .implementerNotOnChain(
                            implementer: implementer, implemented: implemented(by: implementer, methods, key: key),
                            start: start, kind: result.event.kind))))
        }
        let (outcome, handler) = Self.combine(result.deliveries)
        result.handler = handler
        result.outcome = outcome
        if outcome == .dropped {
            result.diagnostics.append(
                Diagnostic(
                    responders: first.steps.map(\.responder),
                    words: .firstResponder(.eventDropped(start: start, methods: methods)))
            )
        }
    }

    /// A key press: the key commands on the chain from the first responder (or the focused view) come first when
    /// one matches, unless the text input that is first responder types the key (iOS 15 and later); otherwise the
    /// presses walk the chain.
    mutating func dispatchPress(key: String, modifiers: KeyModifiers, into result: inout EventResult) {
        pressIsTyping = KeyCommand.isTyping(key, modifiers)
        defer { pressIsTyping = true }
        let (start, reason) =
            app.state.focusedView.map { ($0, App.StartReason.focusedView) } ?? app.firstResponderForNonTouchEvents()
        guard let start, let (command, offeredBy) = matchingKeyCommand(key, modifiers, from: start) else {
            return dispatchStartingAtFirstResponder(
                [.pressesBegan, .pressesEnded], preferFocus: true, key: (key, modifiers), into: &result)
        }
        let keys = KeyCommand.describe(key, modifiers)
        let editing = app[start].isTextInput && app.state.firstResponders.values.contains(start)
        if editing && pressIsTyping && !command.wantsPriorityOverSystemBehavior {
            dispatchStartingAtFirstResponder(
                [.pressesBegan, .pressesEnded], preferFocus: true, key: (key, modifiers), into: &result)
            result.diagnostics.append(
                Diagnostic(
                    responders: [start, offeredBy],
                    words: .firstResponder(
                        .keyCommandShadowed(offeredBy: offeredBy, keys: keys, action: command.action, start: start))))
            return
        }
        result.path.append(
            PathStep(
                responder: app.application, method: "sendEvent(_:)", outcome: .dispatched,
                words: .applicationLooksForKeyCommands(from: start)))
        result.start = start
        result.startReason = reason
        result.path.append(
            PathStep(
                responder: offeredBy, method: "keyCommands", outcome: .handled,
                words: .keyCommandOffered(
                    keys: keys, action: command.action,
                    winsOverTextInput: command.wantsPriorityOverSystemBehavior && editing, from: start)))
        let dispatch = performNilTargeted(command.action, from: start, reason: reason, source: .keyCommand(offeredBy))
        record(dispatch, into: &result)
        result.handler = dispatch.performedBy
        result.outcome = dispatch.outcome == .performed ? .handled : .dropped
    }

    /// The key command nearest `start` on its chain that matches the key and exactly its modifiers, with the
    /// responder that offers it.
    private mutating func matchingKeyCommand(
        _ key: String, _ modifiers: KeyModifiers, from start: Int
    ) -> (command: KeyCommand, offeredBy: Int)? {
        let chain = app.chain(from: start, profile: settings.profile).responders
        budget.spend(steps: chain.count)
        for responder in chain {
            budget.spend(steps: app[responder].keyCommands.count)
            if let command = app[responder].keyCommands.first(where: { $0.input == key && $0.modifiers == modifiers }) {
                return (command, responder)
            }
        }
        return nil
    }

    /// Nothing is first responder: a warning naming the responder that implements the event's methods (it never
    /// gets the event), or a note when nobody does.
    private func missingFirstResponder(
        start: Int, methods: [ResponderMethod], key: (input: String, modifiers: KeyModifiers)?, implementers: [Int],
        kind: String
    ) -> Diagnostic {
        guard let implementer = implementers.first else {
            return Diagnostic(
                responders: [start],
                words: .firstResponder(
                    .noFirstResponder(start: start, kind: kind, implementer: nil, implemented: .methods([]))))
        }
        return Diagnostic(
            responders: [start] + implementers.prefix(3),
            words: .firstResponder(
                .noFirstResponder(
                    start: start, kind: kind, implementer: implementer,
                    implemented: implemented(by: implementer, methods, key: key))))
    }

    /// The methods of `methods` a responder overrides; or its key command.
    private func implemented(
        by responder: Int, _ methods: [ResponderMethod], key: (input: String, modifiers: KeyModifiers)?
    ) -> DiagnosticWords.FirstResponder.Implemented {
        let overridden = methods.filter { app[responder].overrides[$0] != nil }
        if overridden.isEmpty, let key,
            let command = app[responder].keyCommands.first(where: {
                $0.input == key.input && $0.modifiers == key.modifiers
            })
        {
            return .keyCommand(keys: command.keys, action: command.action)
        }
        return .methods(overridden)
    }

    /// The views made windowless for a call made during a life-cycle phase (the owning controller's root view).
    private func detachedViews(for responder: Int, during phase: LifecyclePhase) -> Set<Int> {
        guard phase == .viewDidLoad || phase == .viewWillAppear else { return [] }
        if app[responder].kind == .viewController, let view = app[responder].rootView { return [view] }
        var current: Int? = responder
        var steps = 0
        while let index = current, steps <= app.count {
            if app[index].viewController != nil { return [index] }
            current = app[index].superview
            steps += 1
        }
        return []
    }

    /// Whether a responder is in a window, ignoring detached subtrees.
    private func windowIfAttached(_ responder: Int, detached: Set<Int>) -> Int? {
        let node = app[responder]
        let view: Int?
        switch node.kind {
        case .view, .window: view = responder
        case .viewController: view = node.rootView
        default: return app.keyWindow
        }
        guard let view else { return nil }
        var current: Int? = view
        var steps = 0
        while let index = current, steps <= app.count {
            if detached.contains(index) { return nil }
            if app[index].kind == .window { return index }
            current = app[index].superview
            steps += 1
        }
        return nil
    }

    /// The change a call made, with the keyboard as it stands now; it succeeded unless a failure is given.
    private func change(
        _ call: FirstResponderChange.Call, _ responder: Int?, failure: DiagnosticCode? = nil
    ) -> FirstResponderChange {
        FirstResponderChange(
            call: call, responder: responder, succeeded: failure == nil, failure: failure,
            keyboardVisible: snapshot().keyboardVisible)
    }

    /// `becomeFirstResponder()`: succeeds only when the responder is in a window, can become first responder, and
    /// the current first responder agrees to resign.
    mutating func becomeFirstResponder(_ responder: Int, during phase: LifecyclePhase, into result: inout EventResult) {
        let detached = detachedViews(for: responder, during: phase)
        let method = "becomeFirstResponder()"
        func fail(_ words: DiagnosticWords.FirstResponder, involved: [Int]) {
            result.firstResponderChange = change(.becomeFirstResponder, responder, failure: words.code)
            result.path.append(
                PathStep(responder: responder, method: method, outcome: .failed, words: .failed(.firstResponder(words)))
            )
            result.diagnostics.append(Diagnostic(responders: involved, words: .firstResponder(words)))
            if result.event.kind == "becomeFirstResponder" { result.outcome = .failed }
        }
        guard let window = windowIfAttached(responder, detached: detached) else {
            fail(.notInWindow(responder: responder, phase: phase), involved: [responder])
            return
        }
        if app.state.firstResponders[window] == responder {
            result.firstResponderChange = change(.becomeFirstResponder, responder)
            result.path.append(
                PathStep(
                    responder: responder, method: method, outcome: .succeeded,
                    words: .alreadyFirstResponder))
            if result.event.kind == "becomeFirstResponder" { result.outcome = .succeeded; result.handler = responder }
            return
        }
        guard app[responder].canBecomeFirstResponder else {
            fail(.cannotBecome(responder: responder), involved: [responder])
            return
        }
        if let current = app.state.firstResponders[window], !app[current].canResignFirstResponder {
            fail(
                .currentRefusedToResign(responder: responder, current: current),
                involved: [responder, current])
            return
        }
        if let current = app.state.firstResponders[window] {
            result.path.append(
                PathStep(
                    responder: current, method: "resignFirstResponder()", outcome: .succeeded,
                    words: .currentFirstResponderResigns))
        }
        app.state.firstResponders[window] = responder
        let isKey = app.keyWindow == window
        let keyboard = app[responder].hasInputView && isKey
        result.firstResponderChange = FirstResponderChange(
            call: .becomeFirstResponder, responder: responder, succeeded: true, failure: nil, keyboardVisible: keyboard)
        result.path.append(
            PathStep(
                responder: responder, method: method, outcome: .succeeded,
                words: .becameFirstResponder(of: window, keyboardShows: keyboard)))
        if app[responder].hasInputView && !isKey {
            result.diagnostics.append(
                Diagnostic(
                    responders: [responder, window],
                    words: .firstResponder(.keyboardNotShown(responder: responder, window: window))))
        }
        if result.event.kind == "becomeFirstResponder" {
            result.outcome = .succeeded
            result.handler = responder
        }
        if app[responder].isTextInput {
            let pairs = app[responder].targetActions.filter { $0.event == .editingDidBegin }
            for pair in pairs {
                record(send(pair, from: responder, for: .editingDidBegin), into: &result)
            }
        }
    }

    /// `resignFirstResponder()`.
    mutating func resignFirstResponder(_ requested: Int?, into result: inout EventResult) {
        guard let responder = requested ?? app.firstResponder else {
            result.firstResponderChange = change(.resignFirstResponder, nil)
            result.path.append(
                PathStep(
                    responder: nil, method: "resignFirstResponder()", outcome: .succeeded,
                    words: .nothingToResign))
            result.outcome = .succeeded
            return
        }
        resign(responder, force: false, call: .resignFirstResponder, into: &result)
    }

    /// `view.endEditing(force)`: finds the first responder inside the view's subtree and asks it to resign.
    mutating func endEditing(_ view: Int, force: Bool, into result: inout EventResult) {
        let window = app.window(of: view)
        guard let window, let first = app.state.firstResponders[window], app.isView(first, inSubtreeOf: view) else {
            result.firstResponderChange = change(.endEditing, nil, failure: .nothingToEndEditing)
            result.path.append(
                PathStep(
                    responder: view, method: "endEditing(_:)", outcome: .failed,
                    words: .noFirstResponderInSubtree))
            result.diagnostics.append(
                Diagnostic(
                    responders: [view],
                    words: .firstResponder(.nothingToEndEditing(view: view, force: force))))
            result.outcome = .failed
            return
        }
        result.path.append(
            PathStep(
                responder: view, method: "endEditing(_:)", outcome: .dispatched,
                words: .endEditingAsksToResign(first, forced: force)))
        resign(first, force: force, call: .endEditing, into: &result)
    }

    private mutating func resign(
        _ responder: Int, force: Bool, call: FirstResponderChange.Call, into result: inout EventResult
    ) {
        let window = app.state.firstResponders.first(where: { $0.value == responder })?.key
        guard let window else {
            result.firstResponderChange = change(call, responder)
            result.path.append(
                PathStep(
                    responder: responder, method: "resignFirstResponder()", outcome: .succeeded,
                    words: .notFirstResponder))
            result.outcome = .succeeded
            return
        }
        if !force && !app[responder].canResignFirstResponder {
            result.firstResponderChange = change(call, responder, failure: .refusedToResign)
            result.path.append(
                PathStep(
                    responder: responder, method: "resignFirstResponder()", outcome: .failed,
                    words: .refusesToResign))
            result.diagnostics.append(
                Diagnostic(
                    responders: [responder],
                    words: .firstResponder(.refusedToResign(responder: responder))))
            result.outcome = .failed
            return
        }
        app.state.firstResponders[window] = nil
        result.firstResponderChange = change(call, responder)
        result.path.append(
            PathStep(
                responder: responder, method: "resignFirstResponder()", outcome: .succeeded,
                words: .resigns(keyboardGoes: app[responder].hasInputView)))
        result.outcome = .succeeded
        result.handler = responder
    }
}
