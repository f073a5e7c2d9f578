import ResponderCore

extension App {
    /// Why a responder declines an action, in plain words: "the pasteboard is empty".
    public func words(of reason: DeclineReason) -> String {
        switch reason {
        case .described(let text): text
        case .canPerformFalse: "its canPerformAction(_:withSender:) returns false"
        case .notEditable: "it is not editable"
        case .pasteboardEmpty: "the pasteboard is empty"
        case .nothingSelected: "nothing is selected"
        case .noText: "there is no text"
        case .alreadySelected: "text is already selected"
        }
    }

    /// Why an edit menu item is hidden, in plain words; `declinedBy` are the responders that declined, in order.
    public func words(of reason: MenuItemReason, declinedBy: [Int]) -> String {
        switch reason {
        case .noFirstResponder:
            return "nothing is first responder"
        case .notImplemented:
            return "no responder on the chain implements it"
        case .declined(let reasons):
            return zip(declinedBy, reasons).map { "\(displayName(of: $0.0)): \(words(of: $0.1))" }
                .joined(separator: "; ")
        }
    }

    /// Why a tap on a cell selected its row or did not, in plain words.
    public func words(of selection: SelectionResult) -> String {
        let list = displayName(of: selection.list)
        let row = row(of: selection.cell, in: selection.list)
        switch selection.reason {
        case .scrolled:
            return "\(list) scrolled: a drag is not a tap, so \(row) is not selected."
        case .takenBy(let recognizers):
            return "\(recognizers.map(recognizerName).joined(separator: ", ")) recognized and took the touch, so "
                + "\(list) never received touchesEnded(_:with:) and \(row) is not selected."
        case .touchCancelled:
            return "The touch was cancelled, so \(row) is not selected."
        case .endNeverReached(let view):
            return "\(displayName(of: view)) never received the end of the touch, so \(row) is not selected."
        case .walkStopped(nil, _):
            return "\(list) never received touchesEnded(_:with:)."
        case .walkStopped(let responder?, let behavior):
            if responder == selection.list && behavior == .swallowed {
                return "\(list) overrides touchesEnded(_:with:) without calling super, and UIKit's table selects "
                    + "rows in its own touchesEnded, so \(row) is not selected."
            }
            switch behavior {
            case .trackedByControl:
                return "\(displayName(of: responder)) is a control: it tracked the touch itself and did not pass it "
                    + "on, so \(list) never received touchesEnded(_:with:) and \(row) is not selected."
            case .stoppedByDisabledControl:
                return "\(displayName(of: responder)) is a disabled control that absorbs touches, so \(row) is not "
                    + "selected."
            case .swallowed:
                return "\(displayName(of: responder)) overrides touchesEnded(_:with:) without super, so \(list) never "
                    + "received it and \(row) is not selected."
            default:
                return "\(list) is not on the chain from the view under the finger, so \(row) is not selected."
            }
        case .liftedOutside(let point):
            return "The finger lifted at (\(Self.number(point.x)), \(Self.number(point.y))), outside "
                + "\(displayName(of: selection.cell)), so \(row) is not selected."
        case .selectionDisabled:
            return "allowsSelection is false on \(list), so \(row) is not selected."
        case .delegateReleased(let delegate):
            return "\(list) selects \(row); its delegate \(displayName(of: delegate)) was deallocated, so nobody is "
                + "told."
        case .noDelegate:
            return "\(list) selects \(row); it has no delegate, so nobody is told."
        case .delegateMissesDidSelect(let delegate):
            let rule = self[selection.list].rowSelection ?? RowSelection(isTable: true)
            return "\(list) selects \(row); its delegate \(displayName(of: delegate)) does not implement "
                + "\(rule.didSelect.swiftName), so nothing else happens."
        case .delegateCalled(let delegate):
            let rule = self[selection.list].rowSelection ?? RowSelection(isTable: true)
            return "\(list) selects \(row) and calls \(rule.didSelect.swiftName) on its delegate "
                + "\(displayName(of: delegate))."
        }
    }
}
