extension Dispatcher {
    /// The most undescribed facts one event's answer names.
    static let undescribedNamed = 4

    /// What the event's verdict could turn on that the app's description does not give (``Undescribed``, as in an
    /// app imported from debugger dumps), each noted once, nearest the event first:
    ///
    /// - a touch: the recognizers of the hit view and every view above it, up to the window, which UIKit hands the
    ///   touch before any view (UIKit's documentation on gesture recognizers); the target-actions of the control
    ///   that tracks it; the overrides of the views hit-testing passed through (`hitTest(_:with:)`,
    ///   `point(inside:with:)`) and of the responders the touch methods reached;
    /// - an event sent to the first responder (a press, a shake, a remote-control event, a nil-targeted action, the
    ///   edit menu) that started at the key window because no first responder is known, in a window whose first
    ///   responder is undescribed; the overrides of the responders its methods reached;
    /// - a nil-targeted action: the actions of the responders its walk passed over.
    mutating func noteUndescribed(into result: inout EventResult) {
        var noted: [(responder: Int, fact: UndescribedFact)] = []
        func note(_ responder: Int, _ words: DiagnosticWords.Walk, fact: UndescribedFact) {
            guard noted.count < Self.undescribedNamed, !noted.contains(where: { $0 == (responder, fact) }) else {
                return
            }
            noted.append((responder, fact))
            result.diagnostics.append(Diagnostic(responders: [responder], words: .walk(words)))
        }
        let reached = result.deliveries.flatMap { $0.steps.map(\.responder) }
        let methods = Self.methods(of: result.event)
        if case .touch = result.event {
            for touch in result.touches {
                guard let hit = touch.trace.hitView else { continue }
                var line: [Int] = []
                var view: Int? = hit
                while let current = view, line.count < app.count {
                    budget.spend()
                    line.append(current)
                    view = app[current].superview
                }
                for view in line where app[view].undescribed.contains(.gestureRecognizers) {
                    note(view, .undescribed(responder: view, fact: .gestureRecognizers), fact: .gestureRecognizers)
                }
                if let control = line.first(where: { app[$0].isControl }),
                    app[control].undescribed.contains(.targets)
                {
                    note(control, .undescribed(responder: control, fact: .targets), fact: .targets)
                }
                for view in line where app[view].undescribed.contains(.overrides) {
                    let words = DiagnosticWords.Walk.undescribed(
                        responder: view, fact: .overrides, methods: reached.contains(view) ? methods : [],
                        hitTesting: true)
                    note(view, words, fact: .overrides)
                }
            }
        } else if let window = app.keyWindow, app[window].undescribed.contains(.firstResponder),
            result.startReason == .keyWindowNoFirstResponder
                || result.actions.contains(where: { $0.walkStartReason == .keyWindowNoFirstResponder })
        {
            note(window, .undescribed(responder: window, fact: .firstResponder), fact: .firstResponder)
        }
        for responder in reached where app[responder].undescribed.contains(.overrides) {
            budget.spend()
            note(responder, .undescribed(responder: responder, fact: .overrides, methods: methods), fact: .overrides)
        }
        for action in result.actions {
            for step in action.walk where step.answer != .performs && app[step.responder].undescribed.contains(.actions)
            {
                budget.spend()
                note(
                    step.responder, .undescribed(responder: step.responder, fact: .actions, action: action.action),
                    fact: .actions)
            }
        }
    }

    /// The methods an event calls on the responders it reaches, as the words name them.
    static func methods(of event: Event) -> [ResponderMethod] {
        switch event {
        case .touch: [.touchesBegan, .touchesEnded]
        case .press: [.pressesBegan, .pressesEnded]
        case .motion: [.motionBegan, .motionEnded]
        case .remoteControl: [.remoteControlReceived]
        default: []
        }
    }
}
