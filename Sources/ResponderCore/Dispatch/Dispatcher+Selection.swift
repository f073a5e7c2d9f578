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
        var entry = SelectionResult(
            list: list, cell: cell, selected: false, delegate: rule.delegate, reason: .touchCancelled)
        defer { result.selection = entry }
        if !ending.takenBy.isEmpty {
            entry.reason = ending.scrolled ? .scrolled : .takenBy(recognizers: ending.takenBy)
            return nil
        }
        if ending.systemCancelled {
            entry.reason = .touchCancelled
            return nil
        }
        guard let ended = ending.ended else {
            entry.reason = .endNeverReached(view: view)
            return nil
        }
        entry.accessory = accessoryTap(under: view, cell: cell)
        if let accessory = entry.accessory,
            let reason = tapOnAccessory(
                accessory, list: list, cell: cell, touch: touch, ended: ended, into: &result)
        {
            entry.reason = reason
            return nil
        }
        // The table selects inside its own touchesEnded: an override of it without super selects nothing.
        guard let listStep = ended.steps.first(where: { $0.responder == list }), listStep.behavior != .swallowed else {
            entry.reason = blockedSelectionReason(ended, list: list, cell: cell, into: &result)
            return nil
        }
        if let end = touch.moves.last,
            !(app.convertFromScreen(end, into: cell).map(app.bounds(of: cell).contains) ?? false)
        {
            entry.reason = .liftedOutside(point: end)
            return nil
        }
        let implementer = ended.steps.map(\.responder).first { app[$0].actions[rule.didSelect] != nil }
        guard rule.allowsSelection else {
            entry.reason = .selectionDisabled
            let expected = rule.delegate.flatMap { app[$0].actions[rule.didSelect] != nil ? $0 : nil } ?? implementer
            result.diagnostics.append(
                Diagnostic(
                    responders: [list, cell] + (expected.map { [$0] } ?? []),
                    words: .selection(.disabled(list: list, cell: cell, expected: expected))))
            return nil
        }
        entry.selected = true
        result.path.append(
            PathStep(
                responder: list, method: "touchesEnded(_:with:)", outcome: .handled,
                words: .listSelectsRow(cell: cell, in: list, from: view)))
        if let delegate = rule.delegate, !app[delegate].isRetained {
            reportReleased(delegate, heldBy: list, as: .delegate, into: &result)
            entry.delegate = nil
            entry.reason = .delegateReleased(delegate: delegate)
            return list
        }
        guard let delegate = rule.delegate else {
            entry.reason = .noDelegate
            if let implementer {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [list, implementer],
                        words: .selection(.noDelegate(list: list, cell: cell, implementer: implementer))))
            }
            return list
        }
        guard app[delegate].actions[rule.didSelect] != nil else {
            let deselects = app[delegate].actions[rule.didDeselect] != nil
            entry.reason = .delegateMissesDidSelect(delegate: delegate)
            result.diagnostics.append(
                Diagnostic(
                    responders: [list, delegate],
                    words: .selection(
                        .delegateMissesDidSelect(
                            list: list, cell: cell, delegate: delegate, deselects: deselects,
                            implementer: implementer))))
            return list
        }
        entry.delegateCalled = true
        entry.reason = .delegateCalled(delegate: delegate)
        result.path.append(
            PathStep(
                responder: delegate, method: rule.didSelect.swiftName, outcome: .performed,
                words: .listTellsDelegate(list, cell: cell)))
        return list
    }

    /// Why the `touchesEnded` walk stopped before the table, with a warning when an override without
    /// `super` stopped it.
    private func blockedSelectionReason(
        _ ended: Delivery, list: Int, cell: Int, into result: inout EventResult
    ) -> SelectionReason {
        guard let last = ended.steps.last else { return .walkStopped(responder: nil, behavior: nil) }
        let stopped = SelectionReason.walkStopped(responder: last.responder, behavior: last.behavior)
        if last.responder == list && last.behavior == .swallowed { return stopped }
        if last.behavior == .swallowed {
            result.diagnostics.append(
                Diagnostic(
                    responders: [last.responder, list],
                    words: .selection(.swallowed(responder: last.responder, list: list, cell: cell))))
        }
        return stopped
    }

    /// The cell's accessory that `view` is (or lies in): its detail button, or its `accessoryView`; nil when the
    /// finger is elsewhere in the cell.
    func accessoryTap(under view: Int, cell: Int) -> AccessoryTap? {
        var current: Int? = view
        var control = false
        var steps = 0
        while let index = current, index != cell, steps <= app.count {
            control = control || app[index].isControl
            if index == app[cell].accessoryButton { return AccessoryTap(view: index, kind: .detailButton) }
            if index == app[cell].accessoryView { return AccessoryTap(view: index, kind: control ? .control : .view) }
            current = app[index].superview
            steps += 1
        }
        return nil
    }

    /// What a tap on a cell's accessory does instead of selecting the row, or nil when the row's selection goes on
    /// as for any other part of the cell (an accessory view that is no control).
    ///
    /// UIKit's documentation: a tap on the detail button calls the table delegate's
    /// `tableView(_:accessoryButtonTappedForRowWith:)` and does not select the row
    /// (UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)); an accessory view that is a control takes
    /// its own touch, as any control does.
    private func tapOnAccessory(
        _ accessory: AccessoryTap, list: Int, cell: Int, touch: TouchEvent.Touch, ended: Delivery,
        into result: inout EventResult
    ) -> SelectionReason? {
        guard
            let tracker = ended.steps.first(where: { $0.behavior == .trackedByControl }),
            accessory.kind != .view
        else { return nil }
        guard accessory.kind == .detailButton else { return .accessoryControlTookTap(control: tracker.responder) }
        let button = accessory.view
        let margin = settings.controlTrackingMargin
        let area = app.bounds(of: button).insetBy(dx: -margin, dy: -margin)
        // A finger that slides off the button before it lifts is a touchUpOutside: no tap.
        guard tracker.responder == button,
            app.convertFromScreen(touch.endPoint, into: button).map(area.contains) == true
        else { return nil }
        let rule = app[list].rowSelection ?? RowSelection(isTable: true)
        let delegate = rule.delegate.flatMap { app[$0].isRetained ? $0 : nil }
        let called = delegate.map { app[$0].actions[RowSelection.accessoryButtonTapped] != nil } ?? false
        if let delegate, called {
            result.path.append(
                PathStep(
                    responder: delegate, method: RowSelection.accessoryButtonTapped.swiftName, outcome: .performed,
                    words: .listTellsDelegateOfAccessory(list, cell: cell)))
        } else {
            let implementer = delegate.flatMap { app[$0].actions[rule.didSelect] != nil ? $0 : nil }
            result.diagnostics.append(
                Diagnostic(
                    responders: [button, list] + (delegate.map { [$0] } ?? []),
                    words: .selection(
                        .accessoryButtonUnhandled(
                            list: list, cell: cell, button: button, delegate: delegate, implementer: implementer))))
        }
        return .accessoryButtonTapped(button: button, delegate: delegate, called: called)
    }
}
