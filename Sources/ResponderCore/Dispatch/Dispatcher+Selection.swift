extension Dispatcher {
    /// How one finger's touch sequence ended for the view under it, which decides whether its row is selected.
    struct TouchEnding {
        /// The `touchesEnded` walk from the hit view, when it was delivered.
        var ended: Delivery?
        /// The recognizers that cancelled the view's touches (`cancelsTouchesInView`) or withheld them.
        var takenBy: [Int]
        /// Whether a scroll view's own pan took them.
        var scrolled: Bool
        /// Whether the system cancelled the touch.
        var systemCancelled: Bool
    }

    /// Selects the row of the cell under a finger whose touch ended, as a table view does when `touchesEnded`
    /// reaches it along the chain, and tells its delegate; or records why the row is not selected. Returns the
    /// table when it selected a row.
    mutating func selectRow(
        under view: Int, touch: TouchEvent.Touch, ending: TouchEnding, into result: inout EventResult
    ) -> Int? {
        guard result.selection == nil, let (cell, list) = app.selectionSite(of: view),
            let rule = app[list].rowSelection
        else { return nil }
        let row = "the \(rule.itemWord) of \(name(cell))"
        var entry = SelectionResult(list: list, cell: cell, selected: false, delegate: rule.delegate, reason: "")
        defer { result.selection = entry }
        if !ending.takenBy.isEmpty {
            entry.reason =
                ending.scrolled
                ? "\(name(list)) scrolled: a drag is not a tap, so \(row) is not selected."
                : "\(ending.takenBy.map { recognizerName($0) }.joined(separator: ", ")) recognized and took the "
                    + "touch, so \(name(list)) never received touchesEnded(_:with:) and \(row) is not selected."
            return nil
        }
        if ending.systemCancelled {
            entry.reason = "The touch was cancelled, so \(row) is not selected."
            return nil
        }
        guard let ended = ending.ended else {
            entry.reason = "\(name(view)) never received the end of the touch, so \(row) is not selected."
            return nil
        }
        // The table selects inside its own touchesEnded: an override of it without super selects nothing.
        guard let listStep = ended.steps.first(where: { $0.responder == list }), listStep.behavior != .swallowed else {
            entry.reason = blockedSelectionReason(ended, list: list, cell: cell, row: row, into: &result)
            return nil
        }
        if let end = touch.moves.last,
            !(app.convertFromScreen(end, into: cell).map(app.bounds(of: cell).contains) ?? false)
        {
            entry.reason =
                "The finger lifted at (\(format(end.x)), \(format(end.y))), outside \(name(cell)), so \(row) is "
                + "not selected."
            return nil
        }
        let implementer = ended.steps.map(\.responder).first { app[$0].actions[rule.didSelect] != nil }
        guard rule.allowsSelection else {
            entry.reason = "allowsSelection is false on \(name(list)), so \(row) is not selected."
            let expected = rule.delegate.flatMap { app[$0].actions[rule.didSelect] != nil ? $0 : nil } ?? implementer
            result.diagnostics.append(
                Diagnostic(
                    .rowSelectionDisabled, expected == nil ? .info : .warning,
                    responders: [list, cell] + (expected.map { [$0] } ?? []),
                    words: .selection(.disabled(list: list, cell: cell, expected: expected))))
            return nil
        }
        entry.selected = true
        result.path.append(
            PathStep(
                responder: list, method: "touchesEnded(_:with:)", outcome: .handled,
                words: .listSelectsRow(row, from: view)))
        if let delegate = rule.delegate, !app[delegate].isRetained {
            reportReleased(delegate, heldBy: list, as: .delegate, into: &result)
            entry.delegate = nil
            entry.reason =
                "\(name(list)) selects \(row); its delegate \(name(delegate)) was deallocated, so nobody is told."
            return list
        }
        guard let delegate = rule.delegate else {
            entry.reason = "\(name(list)) selects \(row); it has no delegate, so nobody is told."
            if let implementer {
                result.diagnostics.append(
                    Diagnostic(
                        .selectionDelegateMissing, .warning, responders: [list, implementer],
                        words: .selection(.noDelegate(list: list, cell: cell, implementer: implementer))))
            }
            return list
        }
        guard app[delegate].actions[rule.didSelect] != nil else {
            let deselects = app[delegate].actions[rule.didDeselect] != nil
            entry.reason =
                "\(name(list)) selects \(row); its delegate \(name(delegate)) does not implement "
                + "\(rule.didSelect.swiftName), so nothing else happens."
            result.diagnostics.append(
                Diagnostic(
                    .selectionDelegateMissing, deselects || implementer != nil ? .warning : .info,
                    responders: [list, delegate],
                    words: .selection(
                        .delegateMissesDidSelect(list: list, cell: cell, delegate: delegate, deselects: deselects))))
            return list
        }
        entry.delegateCalled = true
        entry.reason =
            "\(name(list)) selects \(row) and calls \(rule.didSelect.swiftName) on its delegate \(name(delegate))."
        result.path.append(
            PathStep(
                responder: delegate, method: rule.didSelect.swiftName, outcome: .performed,
                words: .listTellsDelegate(list, row: row)))
        return list
    }

    /// Why the `touchesEnded` walk stopped before the table, in words, with a warning when an override without
    /// `super` stopped it.
    private func blockedSelectionReason(
        _ ended: Delivery, list: Int, cell: Int, row: String, into result: inout EventResult
    ) -> String {
        guard let last = ended.steps.last else { return "\(name(list)) never received touchesEnded(_:with:)." }
        if last.responder == list && last.behavior == .swallowed {
            return "\(name(list)) overrides touchesEnded(_:with:) without calling super, and UIKit's table selects "
                + "rows in its own touchesEnded, so \(row) is not selected."
        }
        switch last.behavior {
        case .trackedByControl:
            return "\(name(last.responder)) is a control: it tracked the touch itself and did not pass it on, so "
                + "\(name(list)) never received touchesEnded(_:with:) and \(row) is not selected."
        case .stoppedByDisabledControl:
            return "\(name(last.responder)) is a disabled control that absorbs touches, so \(row) is not selected."
        case .swallowed:
            result.diagnostics.append(
                Diagnostic(
                    .rowSelectionSwallowed, .warning, responders: [last.responder, list],
                    words: .selection(.swallowed(responder: last.responder, list: list, cell: cell))))
            return "\(name(last.responder)) overrides touchesEnded(_:with:) without super, so \(name(list)) never "
                + "received it and \(row) is not selected."
        default:
            return "\(name(list)) is not on the chain from the view under the finger, so \(row) is not selected."
        }
    }
}
