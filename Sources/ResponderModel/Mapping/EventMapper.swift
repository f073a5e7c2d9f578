import ResponderCore

/// Maps one event's ids to the core.
package struct EventMapper {
    let app: App
    let limits: Limits
    /// The settings in force (the tap tolerance decides the gesture of a path described without one).
    let settings: DispatchSettings
    /// Set when a touch event has more fingers than the limit (a 413, not a 422).
    package var tooManyTouches: Problem?
    /// Set when a problem is something other than an unknown id (an id of the wrong kind).
    package var impossible = false

    package init(app: App, limits: Limits, settings: DispatchSettings) {
        self.app = app
        self.limits = limits
        self.settings = settings
    }

    package mutating func map(_ event: EventJSON, pointer: String, problems: inout ProblemList) -> Event? {
        let before = problems.total
        func resolve(
            _ id: String?, _ field: String, view: Bool = false, window: Bool = false, responder: Bool = false
        ) -> Int? {
            guard let id else { return nil }
            guard let index = app.index(of: id) else {
                problems.appendUnknown(id, at: "\(pointer)/\(field)", among: app.responders.lazy.map(\.id))
                return nil
            }
            if window && app[index].kind != .window {
                impossible = true
                problems.append(Problem.Field(pointer: "\(pointer)/\(field)", .mapping(.notWindow(id))))
            } else if view && !app[index].kind.isView {
                impossible = true
                problems.append(Problem.Field(pointer: "\(pointer)/\(field)", .mapping(.notView(id))))
            } else if responder && app[index].kind == .object && !app[index].isResponder {
                impossible = true
                problems.append(
                    Problem.Field(
                        pointer: "\(pointer)/\(field)",
                        .mapping(.eventResponderIsPlainObject(id, walkFrom: field == "walkFrom"))))
            }
            return index
        }
        var result: Event?
        switch event.type {
        case .touch:
            if event.touches.count > limits.maxTouches {
                tooManyTouches = Problem(
                    .tooManyTouches, .tooManyTouches(count: event.touches.count, limit: limits.maxTouches),
                    problems: [
                        Problem.Field(pointer: "\(pointer)/touches", .tooManyTouchesHere(limit: limits.maxTouches))
                    ])
                return nil
            }
            if let on = event.on {
                guard let view = resolve(on, "on", view: true) else { break }
                result = .touch(
                    .aimed(
                        at: view, gesture: event.gesture ?? .tap, tapCount: event.tapCount,
                        end: event.touches.first?.end ?? .ended))
                break
            }
            var touches: [TouchEvent.Touch] = []
            for (index, touch) in event.touches.enumerated() {
                let field = event.touches.count == 1 && touch.window != nil ? "window" : "touches/\(index)/window"
                touches.append(
                    TouchEvent.Touch(
                        point: touch.landing.core, window: resolve(touch.window, field, window: true),
                        moves: touch.moves.map(\.core), end: touch.end ?? .ended))
            }
            // Without a gesture, a path that moves further than a tap allows is a drag.
            let gesture =
                event.gesture
                ?? (touches.contains { $0.farthestDistance > settings.tapAllowableMovement } ? .pan : .tap)
            result = .touch(TouchEvent(touches: touches, gesture: gesture, tapCount: event.tapCount))
        case .press: result = .press(key: event.key ?? "", modifiers: event.modifiers)
        case .motion: result = .motion(subtype: event.subtype ?? "shake")
        case .remoteControl: result = .remoteControl(subtype: event.subtype ?? "play")
        case .action:
            result = .action(
                ActionEvent(
                    action: Selector(event.action ?? ""), target: resolve(event.target, "target"),
                    sender: resolve(event.sender, "sender"),
                    walkFrom: resolve(event.walkFrom, "walkFrom", responder: true)))
        case .editMenu:
            result = .editMenu(
                EditMenuEvent(
                    pressedView: resolve(event.pressedView, "pressedView", view: true),
                    customActions: event.customActions.map(Selector.init)))
        case .becomeFirstResponder:
            if let responder = resolve(event.responder, "responder", responder: true) {
                result = .becomeFirstResponder(responder: responder, during: event.during)
            }
        case .resignFirstResponder:
            result = .resignFirstResponder(responder: resolve(event.responder, "responder", responder: true))
        case .endEditing:
            if let view = resolve(event.view, "view", view: true) {
                result = .endEditing(view: view, force: event.force)
            }
        case .hover:
            guard let pointer = event.touches.first else { break }
            result = .hover(
                HoverEvent(
                    point: pointer.landing.core, moves: pointer.moves.map(\.core),
                    window: resolve(pointer.window, "window", window: true)))
        }
        return problems.total == before ? result : nil
    }
}
