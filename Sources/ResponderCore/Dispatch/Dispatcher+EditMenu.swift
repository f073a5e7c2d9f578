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
                        reason: "nothing is first responder")
                }, isShown: false)
            let pressed =
                event.pressedView.map {
                    " A long-press on \(name($0)) offers no Copy either: it is not first "
                        + "responder."
                } ?? ""
            result.path.append(
                PathStep(
                    responder: event.pressedView, method: "UIEditMenuInteraction", outcome: .hidden,
                    words: .editMenuWithoutFirstResponder))
            result.diagnostics.append(
                Diagnostic(
                    .editMenuNoFirstResponder, .warning, responders: event.pressedView.map { [$0] } ?? [],
                    message: "Nothing is first responder, so the edit menu has nowhere to start its search and does "
                        + "not appear." + pressed,
                    hint: "Override canBecomeFirstResponder to return true and call becomeFirstResponder() on the "
                        + "pressed view before showing the menu."))
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
            var reasons: [String] = []
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
                reasons.append("\(name(responder)): \(answer.reason ?? "declines")")
            }
            let reason =
                target != nil
                ? nil
                : (reasons.isEmpty ? "no responder on the chain implements it" : reasons.joined(separator: "; "))
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
                        words: .editMenuItemHidden(reason: reason)))
            }
            if action.name == "paste:" && target == nil && !app.state.pasteboardHasContent
                && declined.contains(where: { app[$0].isTextInput })
            {
                result.diagnostics.append(
                    Diagnostic(
                        .pasteHiddenEmptyPasteboard, .info, responders: declined,
                        message: "Paste is hidden: the text input implements paste(_:) but its canPerformAction "
                            + "returns false while the pasteboard is empty.",
                        hint: "Expected behaviour; Paste appears once something is copied."))
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
                        .editMenuPressedViewNotFirstResponder, .warning, responders: [pressed, first],
                        message: "\(name(pressed)) implements " + ownActions.map(\.name).joined(separator: ", ")
                            + " but is not first responder, so the menu searches from \(name(first)) instead and "
                            + "does not offer its items.",
                        hint: "Make \(app[pressed].className) able to become first responder and call "
                            + "becomeFirstResponder() on the long-press before showing the menu."))
            }
        }
    }
}
