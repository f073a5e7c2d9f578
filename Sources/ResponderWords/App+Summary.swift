import ResponderCore

extension App {
    /// One sentence a learner reads first.
    public func summary(of result: EventResult) -> String {
        let performed = result.actions.filter { $0.outcome == .performed }.compactMap { action in
            action.performedBy.map { "\(displayName(of: $0)) performed \(action.action.name)" }
        }
        let dropped = result.actions.filter { $0.outcome == .dropped }.map {
            "nobody performed \($0.action.name), so it was discarded"
        }
        var focus: [String] = []
        if case .touch = result.event, let change = result.firstResponderChange, change.succeeded,
            let responder = change.responder
        {
            focus = [
                "\(displayName(of: responder)) became first responder"
                    + (change.keyboardVisible ? " and the keyboard shows" : "")
            ]
        }
        var selected: [String] = []
        if let selection = result.selection, selection.selected, let rule = self[selection.list].rowSelection {
            selected = [
                "the \(rule.itemWord) of \(displayName(of: selection.cell)) is selected"
                    + (selection.delegateCalled
                        ? " and \(selection.delegate.map(displayName(of:)) ?? "its delegate") runs "
                            + rule.didSelect.swiftName : "")
            ]
        }
        let tails = performed + dropped + selected + focus
        let actionTail = tails.isEmpty ? "" : "; " + tails.joined(separator: "; ")
        let crash = result.diagnostics.first { $0.code == .unrecognizedSelector }
        switch result.outcome {
        case .handled:
            if case .action(let event) = result.event {
                return "\(result.handler.map(displayName(of:)) ?? "A responder") performed \(event.action.name)."
            }
            return
                "\(result.handler.map(displayName(of:)) ?? "A responder") handled the \(result.event.kind) event\(actionTail)."
        case .swallowed:
            let starved = result.deliveries.first?.starved.count ?? 0
            return
                "\(result.handler.map(displayName(of:)) ?? "A responder") swallowed the event (an override without super)"
                + (starved > 0 ? "; \(starved) responder(s) above it that implement the method never got it." : ".")
        case .recognizedByGesture:
            if let scrolled = result.scrollViews.first(where: \.scrolled) {
                let hit = result.start.map(displayName(of:)) ?? "the view under the finger"
                let lost =
                    scrolled.contentTouches == .withheld
                    ? "never received the touch" : "had its touch cancelled"
                return "\(displayName(of: scrolled.scrollView)) scrolled: its own pan recognizer took the drag, and "
                    + "\(hit) \(lost)\(actionTail)."
            }
            let recognizer = result.recognizers.first { $0.outcome == .recognized }
                .map { gestureRecognizers[$0.recognizer] }
            let withheld = result.path.contains { $0.outcome == .withheld }
            return "\(recognizer.map { "\($0.className) '\($0.id)'" } ?? "A gesture recognizer") recognized the "
                + "gesture, so the view's touches were "
                + (withheld ? "never delivered" : "cancelled") + "\(actionTail)."
        case .dropped:
            if case .action(let event) = result.event {
                return "No responder performed \(event.action.name); UIKit discarded it."
            }
            return "Nothing handled the \(result.event.kind) event; UIKit discarded it at the end of the chain"
                + "\(actionTail)."
        case .notDelivered:
            return "The \(result.event.kind) event reached no responder: nothing was hit, so no chain walk started."
        case .crashed:
            return
                "The app would crash: \(crash.map { wording(of: $0).message } ?? "unrecognized selector sent to instance.")"
        case .succeeded, .failed:
            // The step that says what the call returned.
            return
                (result.path.last(where: { $0.outcome == .succeeded || $0.outcome == .failed })
                ?? result.path.last).map(note(of:)) ?? ""
        case .menuShown:
            let items = result.menu?.items.filter(\.shown).map { $0.action.name } ?? []
            return "The edit menu shows " + items.joined(separator: ", ") + "."
        case .menuNotShown:
            return "No edit menu appears: nothing on the first responder's chain can perform any item."
        }
    }
}
