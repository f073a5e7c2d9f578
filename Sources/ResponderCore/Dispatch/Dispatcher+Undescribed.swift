extension Dispatcher {
    /// The most responders one event's answer names for what their descriptions do not give.
    static let undescribedNamed = 4

    /// What the event's verdict could turn on that the app's description does not give (``Undescribed``, as in an
    /// app imported from debugger dumps): one diagnostic for each responder, with its facts in the order found,
    /// nearest the event first:
    ///
    /// - a touch: the recognizers of the hit view and every view above it, up to the window, which UIKit hands the
    ///   touch before any view (UIKit's documentation on gesture recognizers), SwiftUI's among them (the content of
    ///   a hosting view on the way, ``App/hostsSwiftUI(_:)``); the target-actions of the control
    ///   that tracks it; the overrides of the views hit-testing passed through (`hitTest(_:with:)`,
    ///   `point(inside:with:)`) and of the responders the touch methods reached;
    /// - an event sent to the first responder (a press, a shake, a remote-control event, a nil-targeted action, the
    ///   edit menu) that started at the key window because no first responder is known, in a window whose first
    ///   responder is undescribed; the overrides of the responders its methods reached;
    /// - an action: the actions of the responders a nil-targeted walk passed over, or of the explicit target that
    ///   did not perform it (the app would crash if it did not implement it).
    mutating func noteUndescribed(into result: inout EventResult) {
        var noted: [Int] = []
        var words: [Int: (facts: [UndescribedFact], methods: [ResponderMethod], hitTesting: Bool, action: Selector?)] =
            [:]
        func note(
            _ responder: Int, _ fact: UndescribedFact, methods: [ResponderMethod] = [], hitTesting: Bool = false,
            action: Selector? = nil
        ) {
            if words[responder] == nil {
                guard noted.count < Self.undescribedNamed else { return }
                noted.append(responder)
                words[responder] = ([], [], false, nil)
            }
            guard var entry = words[responder], !entry.facts.contains(fact) else { return }
            entry.facts.append(fact)
            if fact == .overrides {
                entry.methods = methods
                entry.hitTesting = hitTesting
            }
            if fact == .actions { entry.action = action }
            words[responder] = entry
        }
        // The responders the touch methods reached, in order, read from the deliveries where they are (most apps
        // describe everything, and this list was built for every event only to be searched for nothing).
        let reached = result.deliveries.lazy.flatMap { $0.steps.lazy.map(\.responder) }
        let methods = Self.methods(of: result.event)
        if case .touch = result.event {
            for touch in result.touches {
                guard let hit = touch.trace.hitView else { continue }
                var line: [Int] = []
                line.reserveCapacity(16)  // a typical depth, at once rather than by doubling
                var view: Int? = hit
                while let current = view, line.count < app.count {
                    budget.spend()
                    line.append(current)
                    view = app[current].superview
                }
                let control = line.first { app[$0].isControl }
                // Nearest the finger first: each view's recognizers, the tracking control's target-actions, and
                // the overrides of a class of the app that hit-testing passed through.
                for view in line {
                    let facts = app[view].undescribed
                    // SwiftUI's gesture recognizers on a hosting view see the touch before any view, as others do.
                    if app.hostsSwiftUI(view) { note(view, .swiftUIContent) }
                    if facts.contains(.gestureRecognizers) { note(view, .gestureRecognizers) }
                    if view == control, facts.contains(.targets) { note(view, .targets) }
                    if facts.contains(.overrides) {
                        note(view, .overrides, methods: reached.contains(view) ? methods : [], hitTesting: true)
                    }
                }
            }
        } else if let window = app.keyWindow, app[window].undescribed.contains(.firstResponder),
            result.startReason == .keyWindowNoFirstResponder
                || result.actions.contains(where: { $0.walkStartReason == .keyWindowNoFirstResponder })
        {
            note(window, .firstResponder)
        }
        for responder in reached where app[responder].undescribed.contains(.overrides) {
            budget.spend()
            note(responder, .overrides, methods: methods)
        }
        for action in result.actions {
            // An explicit target that does not perform its action: it may well implement it.
            if let target = action.explicitTarget, action.performedBy == nil,
                app[target].undescribed.contains(.actions)
            {
                note(target, .actions, action: action.action)
            }
            for step in action.walk where step.answer != .performs && app[step.responder].undescribed.contains(.actions)
            {
                budget.spend()
                note(step.responder, .actions, action: action.action)
            }
        }
        for responder in noted {
            guard let entry = words[responder] else { continue }
            result.diagnostics.append(
                Diagnostic(
                    responders: [responder],
                    words: .walk(
                        .undescribed(
                            responder: responder, facts: entry.facts, methods: entry.methods,
                            hitTesting: entry.hitTesting, action: entry.action))))
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
