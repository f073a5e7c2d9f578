/// Evaluates events against an app the way UIKit delivers them, one after another, carrying state (first
/// responders, keyboard) from each event to the next.
///
/// ## How an event flows
///
/// ```
///  touch ──► UIApplication.sendEvent ──► UIWindow.sendEvent ──► hitTest per finger ──► hit view
///                                                                     │
///            gesture recognizers on the hit view and its ancestors ◄──┘  (they see the touch first;
///                    │                                                     a recognizer may cancel it)
///                    ▼
///            touchesBegan/Moved/Ended ──► hit view ──next──► … ──next──► UIApplication ──► AppDelegate
///                    │                    (an override without super stops the walk: swallowed)
///                    ▼
///            control target-actions: explicit target ─► called directly
///                                    nil target ─► walk from the first responder (or the key window)
///
///  hover (a pointer) ──► hitTest per point ──► hover recognizers and pointer interactions only (no touch methods)
///  press / shake / remote ──► focused view or first responder (else the key window) ──next──► …
///  action (nil target)    ──► first responder ──next──► … until one implements it and canPerformAction agrees
///  edit menu              ──► canPerformAction for each item, walked from the first responder
///  becomeFirstResponder   ──► in a window? canBecomeFirstResponder? current one resigns? ──► keyboard if key
/// ```
///
/// ```swift
/// var dispatcher = Dispatcher(app: app, settings: DispatchSettings(profile: .runtime))
/// let result = dispatcher.dispatch(.touch(TouchEvent(touches: [.init(point: Point(x: 350, y: 120))])))
/// result.handler      // the responder that handled it, or nil
/// result.path         // the route, step by step
/// result.diagnostics  // swallowed, cancelled, misrouted, unreachable or dropped
/// ```
///
/// The dispatcher is a value: it has no hidden state beyond ``app`` and the budget of the event it is evaluating,
/// and ``dispatch(_:)`` has no side effects outside it. The cost of one event is linear in the views hit-testing
/// visits plus the chain's length (plus one walk of the window when ``DispatchSettings/diagnoseUnreachable`` is on
/// and a touch goes astray). ``dispatch(_:within:)`` bounds that cost with a ``WorkBudget``: every loop that can
/// grow with the input spends it and stops when it runs out.
public struct Dispatcher: Sendable {
    /// The app, whose ``App/state`` events change.
    public internal(set) var app: App
    public let settings: DispatchSettings
    /// The budget the event being evaluated spends (unlimited for ``dispatch(_:)``).
    var budget = WorkBudget.unlimited
    /// How much of the current result has been charged to ``budget`` already.
    private var charged = EventResult.Mark()
    /// Whether the key of the press being delivered is one a text input types (a text input that is first
    /// responder takes only those).
    var pressIsTyping = true
    /// Whether results keep what only an answer shows: the chain from where the event started (``EventResult/chain``)
    /// and the notes on stand-in classes (info diagnostics, which no fix is for). A fix's verification reads only a
    /// result's outcome, hit view, handler, actions and warnings and errors, and turns this off (``Fixer``): those
    /// are the same either way, as neither record is read while an event is evaluated.
    var keepsAnswerOnlyRecords = true

    /// A dispatcher over an app; lays the app out first if that was not done (with wrappers in the runtime
    /// profile).
    public init(app: App, settings: DispatchSettings = DispatchSettings()) {
        var app = app
        if !app.isFinalized { app.finalizeLayout(synthesizeWrappers: settings.synthesizeWrappers) }
        self.app = app
        self.settings = settings
    }

    /// Evaluates one event within a budget, and applies its state changes.
    ///
    /// - Parameter budget: Spent by this event; pass the same budget to every event of a request, so that it
    ///   bounds the request as a whole.
    /// - Throws: ``BudgetExceeded`` as soon as the budget runs out; the dispatcher's ``app`` is then part-way
    ///   through the event and should be discarded.
    public mutating func dispatch(_ event: Event, within budget: inout WorkBudget) throws(BudgetExceeded) -> EventResult
    {
        self.budget = budget
        let result = dispatch(event)
        budget = self.budget
        self.budget = .unlimited
        if let resource = budget.exhausted {
            throw BudgetExceeded(
                resource: resource, limit: resource == .steps ? budget.maxSteps : budget.maxEntries)
        }
        return result
    }

    /// Evaluates one event and applies its state changes.
    public mutating func dispatch(_ event: Event) -> EventResult {
        charged = EventResult.Mark()
        var result = EventResult(event: event, profile: settings.profile, stateBefore: snapshot())
        // Room for a tap's steps at once (sending, hit-testing, recognizers, the touch methods, an action), rather
        // than growing by doubling from one.
        result.path.reserveCapacity(8)
        switch event {
        case .touch(let touch):
            dispatchTouches(touch, into: &result)
            noteNearMiss(touch, into: &result)
            noteMapTaps(into: &result)
        case .press(let key, let modifiers): dispatchPress(key: key, modifiers: modifiers, into: &result)
        case .motion: dispatchStartingAtFirstResponder([.motionBegan, .motionEnded], preferFocus: false, into: &result)
        case .remoteControl:
            dispatchStartingAtFirstResponder([.remoteControlReceived], preferFocus: false, into: &result)
        case .action(let action): dispatchActionEvent(action, into: &result)
        case .editMenu(let menu): showEditMenu(menu, into: &result)
        case .becomeFirstResponder(let responder, let phase):
            becomeFirstResponder(responder, during: phase, into: &result)
        case .resignFirstResponder(let responder): resignFirstResponder(responder, into: &result)
        case .endEditing(let view, let force): endEditing(view, force: force, into: &result)
        case .hover(let hover): dispatchHover(hover, into: &result)
        }
        if keepsAnswerOnlyRecords { noteStandIns(into: &result) }
        noteUndescribed(into: &result)
        if keepsAnswerOnlyRecords, let start = result.start, !budget.isExhausted {
            let chain = app.chain(from: start, profile: settings.profile)
            budget.spend(steps: chain.links.count)
            result.chain = chain
        }
        result.stateAfter = snapshot()
        checkpoint(result)
        result.diagnostics = Self.deduplicated(result.diagnostics)
        return result
    }

    /// Charges the entries `result` gained since the last checkpoint to the budget. Called after each walk, so a
    /// result never grows far past the budget.
    mutating func checkpoint(_ result: EventResult) {
        budget.record(entries: result.entries(since: &charged))
    }

    /// Keeps the first diagnostic of each code for the same responders (a swallow reported for touchesBegan and
    /// touchesMoved is one finding).
    static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable {
            var code: DiagnosticCode
            var responders: [Int]
        }
        // One diagnostic (most events) is its own list: no set to build.
        guard diagnostics.count > 1 else { return diagnostics }
        var seen = Set<Key>()
        return diagnostics.filter { seen.insert(Key(code: $0.code, responders: $0.responders)).inserted }
    }

    /// The event-level outcome and handler of several walks: swallowed when a swallow starved someone, handled
    /// when any walk was handled, dropped when every walk fell off the end of the chain.
    static func combine(_ deliveries: [Delivery]) -> (EventResult.Outcome, Int?) {
        if let starving = deliveries.first(where: { $0.outcome == .swallowed && !$0.starved.isEmpty }) {
            return (.swallowed, starving.handledBy.last)
        }
        if let handled = deliveries.first(where: { !$0.handledBy.isEmpty }) {
            return (.handled, handled.handledBy.first)
        }
        if deliveries.contains(where: { $0.outcome != .dropped && $0.chainEnd == nil }) {
            // Stopped without anyone handling it: a disabled control set to absorb touches.
            return (.swallowed, nil)
        }
        return (.dropped, nil)
    }

    /// Evaluates events in order, each seeing the state the previous ones left.
    public mutating func dispatch(_ events: [Event]) -> [EventResult] {
        events.map { dispatch($0) }
    }

    /// The first responders and keyboard now.
    public func snapshot() -> StateSnapshot {
        let key = app.keyWindow
        let first = key.flatMap { app.state.firstResponders[$0] }
        return StateSnapshot(
            keyWindow: key, firstResponder: first, firstResponders: app.state.firstResponders,
            keyboardVisible: first.map { app[$0].hasInputView } ?? false)
    }

    /// "UIButton 'deleteButton'": how messages name a responder.
    func name(_ index: Int) -> String { app.displayName(of: index) }

    // MARK: Walking one method along the chain

    /// Walks one event method from a responder along `next`, applying each responder's override and UIKit's
    /// own class behaviour, until something stops it or the chain ends.
    mutating func walk(_ method: ResponderMethod, from start: Int, touches: [Int] = []) -> Delivery {
        var steps: [DeliveryStep] = []
        var handledBy: [Int] = []
        // The responders walked, for finding a loop of `next` overrides: filled only once a walk grows long (see
        // hasVisited), so a typical walk allocates no set.
        var seen = Set<Int>()
        var current = start
        var arrivedBy: NextRule?
        let isTouch = ResponderMethod.touchFamily.contains(method)
        // A touch that hit a plain view inside a control (not one of UIKit's private views, which the control
        // manages): the control does not track it.
        let startIsPlainView =
            isTouch && app[start].kind == .view && !app[start].isControl && !app[start].isUIKitInternal
        while true {
            budget.spend()
            if budget.isExhausted {
                return Delivery(
                    method: method, touches: touches, steps: steps, outcome: .dropped, handledBy: handledBy,
                    starved: [], chainEnd: nil)
            }
            var behavior = self.behavior(of: current, for: method, isTouch: isTouch)
            if behavior == .trackedByControl && startIsPlainView && current != start {
                behavior = .forwardedByControl
            }
            steps.append(DeliveryStep(responder: current, arrivedBy: arrivedBy, behavior: behavior))
            switch behavior {
            // The focused text input passes the press on like any responder; UIKit types the key once the press
            // has gone up the whole chain and no responder took it (see ``DeliveryStep/Behavior/handledByTextInput``).
            case .handledAndForwarded, .handledByTextInput: handledBy.append(current)
            case .swallowed, .trackedByControl, .stoppedByDisabledControl:
                if behavior != .stoppedByDisabledControl { handledBy.append(current) }
                let starved = behavior == .swallowed ? starvedResponders(above: current, method: method) : []
                // A responder above the text input that takes the press keeps the key from being typed.
                if behavior == .swallowed { handledBy.removeAll { app[$0].isTextInput && $0 != current } }
                return Delivery(
                    method: method, touches: touches, steps: steps,
                    outcome: behavior == .swallowed ? .swallowed : .handled, handledBy: handledBy, starved: starved,
                    chainEnd: nil)
            default: break
            }
            switch app.next(of: current, profile: settings.profile) {
            case .next(let following, let rule):
                if Self.hasVisited(following, steps: steps, seen: &seen) {
                    return Delivery(
                        method: method, touches: touches, steps: steps,
                        outcome: handledBy.isEmpty ? .dropped : .handled,
                        handledBy: handledBy, starved: [], chainEnd: .loop)
                }
                arrivedBy = rule
                current = following
            case .end(let reason):
                return Delivery(
                    method: method, touches: touches, steps: steps, outcome: handledBy.isEmpty ? .dropped : .handled,
                    handledBy: handledBy, starved: [], chainEnd: reason)
            }
        }
    }

    /// The most steps a walk searches one by one for a responder it passed before; past them it keeps a set.
    static let shortWalk = 32

    /// Whether a walk already passed `responder`: a search of its steps while they are few (a chain is a dozen
    /// responders, and a set would be allocated for every walk), then a set of them, filled as the walk goes on.
    /// `seen` holds the responders of the first `seen.count` steps (a walk stops before it repeats one).
    static func hasVisited(_ responder: Int, steps: [DeliveryStep], seen: inout Set<Int>) -> Bool {
        if steps.count <= shortWalk { return steps.contains { $0.responder == responder } }
        for step in steps[seen.count...] { seen.insert(step.responder) }
        return seen.contains(responder)
    }

    /// What one responder does with `method`. Its fields are read in place: binding `app[index]` to a constant would
    /// copy the whole responder at every step.
    private func behavior(of index: Int, for method: ResponderMethod, isTouch: Bool) -> DeliveryStep.Behavior {
        if isTouch && app[index].kind.isView && app[index].isControl {
            if app[index].isEnabled {
                return app[index].overrides[method] == .withoutSuper ? .swallowed : .trackedByControl
            }
            return settings.disabledControlTouches == .forward ? .forwardedByDisabledControl : .stoppedByDisabledControl
        }
        if let override = app[index].overrides[method] {
            return override == .callsSuper ? .handledAndForwarded : .swallowed
        }
        if (method == .pressesBegan || method == .pressesEnded) && app[index].isTextInput && pressIsTyping
            && app.state.firstResponders.values.contains(index)
        {
            return .handledByTextInput
        }
        return .forwarded
    }

    /// Responders past `responder` on its chain that override `method` (so a swallow starves them).
    mutating func starvedResponders(above responder: Int, method: ResponderMethod) -> [Int] {
        let chain = app.chain(from: responder, profile: settings.profile).responders
        budget.spend(steps: chain.count)
        return chain.dropFirst().filter { app[$0].overrides[method] != nil }
    }

    /// Appends the path steps and diagnostics for a walk.
    mutating func record(_ delivery: Delivery, into result: inout EventResult) {
        defer { checkpoint(result) }
        for step in delivery.steps {
            let outcome: PathStep.Outcome
            switch step.behavior {
            case .forwarded, .forwardedByDisabledControl, .forwardedByControl: outcome = .forwarded
            case .handledAndForwarded: outcome = .handledAndForwarded
            case .swallowed, .stoppedByDisabledControl: outcome = .swallowed
            case .trackedByControl: outcome = .tracked
            case .handledByTextInput: outcome = delivery.outcome == .swallowed ? .forwarded : .handledAndForwarded
            }
            result.path.append(
                PathStep(
                    responder: step.responder, method: delivery.method.signature, outcome: outcome,
                    words: .delivery(step.behavior, method: delivery.method, arrivedBy: step.arrivedBy)))
        }
        if delivery.outcome == .dropped {
            result.path.append(
                PathStep(
                    responder: nil, method: delivery.method.signature, outcome: .discarded,
                    words: .discarded(method: delivery.method, end: delivery.chainEnd)))
            if delivery.chainEnd == .loop {
                result.diagnostics.append(app.nextLoopDiagnostic(delivery.steps.map(\.responder)))
            }
        }
        if delivery.outcome == .swallowed, let last = delivery.steps.last {
            let isTouch = ResponderMethod.touchFamily.contains(delivery.method)
            if let input = delivery.steps.first(where: { $0.behavior == .handledByTextInput })?.responder {
                // The press went up from the focused text input and a responder above took it: the key is not typed.
                result.diagnostics.append(
                    Diagnostic(
                        responders: [last.responder, input],
                        words: .walk(
                            .typingSwallowed(responder: last.responder, method: delivery.method, input: input))))
            } else if delivery.starved.isEmpty && !isTouch {
                // Handling a shake, press or remote event without super is the normal way; nothing to report.
            } else if delivery.starved.isEmpty {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [last.responder],
                        words: .walk(.swallowedNothingLost(responder: last.responder, method: delivery.method))))
            } else {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [last.responder] + delivery.starved,
                        words: .walk(
                            .swallowed(responder: last.responder, method: delivery.method, starved: delivery.starved))))
            }
            if ResponderMethod.touchFamily.contains(delivery.method) {
                let node = app[last.responder]
                let missing = ResponderMethod.touchFamily.filter { node.overrides[$0] == nil }
                if !missing.isEmpty && !node.isControl {
                    result.diagnostics.append(
                        Diagnostic(
                            responders: [last.responder],
                            words: .walk(
                                .incompleteTouchFamily(
                                    responder: last.responder, method: delivery.method, missing: missing))))
                }
            }
        }
        if delivery.outcome == .dropped || delivery.outcome == .swallowed {
            noteDelegatesOutsideChain(method: delivery.method, walked: delivery.steps.map(\.responder), into: &result)
        }
    }

    /// Notes scene delegates or app delegates that implement a method or action but are not in the chain.
    mutating func noteDelegatesOutsideChain(
        method: ResponderMethod?, action: Selector? = nil, walked: [Int],
        into result: inout EventResult
    ) {
        budget.spend(steps: app.scenes.count + walked.count)
        let walkedSet = Set(walked)
        func implements(_ index: Int) -> Bool {
            if let method { return app[index].overrides[method] != nil }
            if let action { return app[index].actions[action] != nil }
            return false
        }
        guard let handling = method.map(DiagnosticWords.Handling.method) ?? action.map(DiagnosticWords.Handling.action)
        else { return }
        for scene in app.scenes {
            guard let delegate = app[scene].delegate, !walkedSet.contains(delegate), implements(delegate) else {
                continue
            }
            result.diagnostics.append(
                Diagnostic(
                    responders: [delegate, scene],
                    words: .walk(.sceneDelegateNotInChain(delegate: delegate, handling: handling))))
        }
        if let delegate = app[app.application].delegate, !walkedSet.contains(delegate), implements(delegate) {
            if case .end(let reason) = app.next(of: app.application, profile: settings.profile) {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [delegate, app.application],
                        words: .walk(.appDelegateNotInChain(delegate: delegate, handling: handling, reason: reason))))
            }
        }
    }
}

extension Dispatcher {
    /// The most stand-ins one event's answer names.
    static let standInsNamed = 3

    /// Responders on the event's way whose class is a public one the service does not model on its own
    /// (``PublicClassCatalogue``): each is noted once, with what of its own is not modelled, so that an answer about
    /// a `UIHostingController` or an `MKMapView` says what it could not take into account.
    mutating func noteStandIns(into result: inout EventResult) {
        var noted: [Int] = []
        for step in result.path {
            guard let responder = step.responder, noted.count < Self.standInsNamed, !noted.contains(responder),
                app[responder].className != app[responder].uikitClass.name,
                let entry = PublicClassCatalogue.named(app[responder].className)
            else { continue }
            budget.spend()
            noted.append(responder)
            result.diagnostics.append(
                Diagnostic(
                    responders: [responder],
                    words: .walk(.modelledAsSuperclass(responder: responder, unmodelled: entry.unmodelled))))
        }
    }
}
