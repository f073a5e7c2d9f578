extension Dispatcher {
    /// The edit menu: for each standard edit action and custom item, walks `canPerformAction(_:withSender:)` from
    /// the first responder; an item appears when some responder implements it and agrees.
    mutating func showEditMenu(_ event: EditMenuEvent, into result: inout EventResult) {
        let candidates =
            Selector.standardEditActions
            + event.customActions.filter {
                !Selector.standardEditActions.contains($0)
            }
        guard let first = app.firstResponder else {
            budget.record(entries: candidates.count)
            result.menu = EditMenuResult(
                searchedFrom: nil,
                items: candidates.map {
                    EditMenuResult.Item(
                        action: $0, shown: false, target: nil, declinedBy: [],
                        reason: .noFirstResponder)
                }, isShown: false)
            result.path.append(
                PathStep(
                    responder: event.pressedView, method: "UIEditMenuInteraction", outcome: .hidden,
                    words: .editMenuWithoutFirstResponder))
            result.diagnostics.append(
                Diagnostic(
                    responders: event.pressedView.map { [$0] } ?? [],
                    words: .menu(.noFirstResponder(pressed: event.pressedView))))
            result.outcome = .menuNotShown
            return
        }
        result.start = first
        result.startReason = .firstResponder
        var items: [EditMenuResult.Item] = []
        let chain = app.chain(from: first, profile: settings.profile).responders
        budget.spend(steps: chain.count)
        for action in candidates {
            if budget.isExhausted { return }
            var declined: [Int] = []
            var reasons: [DeclineReason] = []
            var target: Int?
            for responder in chain {
                budget.spend()
                let answer = canPerform(action, on: responder)
                guard answer.implements else { continue }
                if answer.canPerform {
                    target = responder
                    break
                }
                declined.append(responder)
                reasons.append(answer.reason ?? .canPerformFalse)
            }
            let reason: MenuItemReason? =
                target != nil ? nil : (reasons.isEmpty ? .notImplemented : .declined(reasons))
            items.append(
                EditMenuResult.Item(
                    action: action, shown: target != nil, target: target, declinedBy: declined,
                    reason: reason))
            budget.record(entries: 1 + declined.count)
            if let target {
                result.path.append(
                    PathStep(
                        responder: target, method: action.name, outcome: .shown,
                        words: .editMenuItemShown(action)))
            } else if !declined.isEmpty {
                result.path.append(
                    PathStep(
                        responder: declined[0], method: action.name, outcome: .hidden,
                        words: .editMenuItemHidden(reason ?? .notImplemented, declinedBy: declined)))
            }
            if action.name == "paste:" && target == nil && !app.state.pasteboardHasContent
                && declined.contains(where: { app[$0].isTextInput })
            {
                result.diagnostics.append(
                    Diagnostic(
                        responders: declined,
                        words: .menu(.pasteHidden)))
            }
        }
        let shown = items.contains(where: \.shown)
        result.menu = EditMenuResult(searchedFrom: first, items: items, isShown: shown)
        result.outcome = shown ? .menuShown : .menuNotShown
        result.handler = items.first(where: \.shown)?.target
        if let pressed = event.pressedView, pressed != first, !chain.contains(pressed) {
            let ownActions = candidates.filter { app[pressed].actions[$0] != nil }
            if !ownActions.isEmpty {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [pressed, first],
                        words: .menu(.pressedViewNotFirstResponder(pressed: pressed, first: first, actions: ownActions))
                    ))
            }
        }
    }
}
