import ResponderCore

extension App {
    /// The words of the edit menu's diagnostics.
    func wording(of words: DiagnosticWords.Menu) -> Wording {
        switch words {
        case .noFirstResponder(let pressed):
            return Wording(
                message: "Nothing is first responder, so the edit menu has nowhere to start its search and does not "
                    + "appear."
                    + (pressed.map {
                        " A long-press on \(displayName(of: $0)) offers no Copy either: it is not first responder."
                    } ?? ""),
                hint: "Override canBecomeFirstResponder to return true and call becomeFirstResponder() on the pressed "
                    + "view before showing the menu.")
        case .pasteHidden:
            return Wording(
                message: "Paste is hidden: the text input implements paste(_:) but its canPerformAction returns false "
                    + "while the pasteboard is empty.",
                hint: "Expected behaviour; Paste appears once something is copied.")
        case .pressedViewNotFirstResponder(let pressed, let first, let actions):
            return Wording(
                message: "\(displayName(of: pressed)) implements " + actions.map(\.name).joined(separator: ", ")
                    + " but is not first responder, so the menu searches from \(displayName(of: first)) instead and "
                    + "does not offer its items.",
                hint: "Make \(self[pressed].className) able to become first responder and call becomeFirstResponder() "
                    + "on the long-press before showing the menu.")
        }
    }

    /// The words of a row selection's diagnostics.
    func wording(of words: DiagnosticWords.Selection) -> Wording {
        switch words {
        case .disabled(let list, let cell, let expected):
            let rule = selectionRule(of: list)
            return Wording(
                message: "\(displayName(of: list)) received touchesEnded(_:with:) from \(displayName(of: cell)), but "
                    + "its allowsSelection is false, so UIKit selects nothing"
                    + (expected.map { " and \(displayName(of: $0))'s \(rule.didSelect.swiftName) never runs." } ?? "."),
                hint: "Set allowsSelection = true (in code or in the storyboard's Selection setting) if the "
                    + "\(rule.itemWord) should respond to a tap; to make only some \(rule.itemWord)s selectable, "
                    + (rule.isTable
                        ? "return nil from tableView(_:willSelectRowAt:)"
                        : "return false from collectionView(_:shouldSelectItemAt:)") + " for the others.")
        case .noDelegate(let list, let cell, let implementer):
            let rule = selectionRule(of: list)
            return Wording(
                message: "\(displayName(of: implementer)) implements \(rule.didSelect.swiftName), but it is not the "
                    + "delegate of \(displayName(of: list)): the table has none, so UIKit selects "
                    + "\(row(of: cell, in: list)) and calls nobody.",
                hint: "Set \(rule.isTable ? "tableView" : "collectionView").delegate = self (or connect the delegate "
                    + "outlet in the storyboard); the dataSource alone is not told about taps.")
        case .delegateMissesDidSelect(let list, let cell, let delegate, let deselects):
            let rule = selectionRule(of: list)
            let row = row(of: cell, in: list)
            return Wording(
                message: deselects
                    ? "\(displayName(of: delegate)) implements \(rule.didDeselect.swiftName), which UIKit calls when a "
                        + "\(rule.itemWord) is deselected, not \(rule.didSelect.swiftName): the tap selects \(row) and "
                        + "the code meant for it does not run."
                    : "\(displayName(of: list)) selects \(row), but its delegate \(displayName(of: delegate)) does not "
                        + "implement \(rule.didSelect.swiftName), so the tap does nothing more.",
                hint: deselects
                    ? "Rename the method to \(rule.didSelect.swiftName); code completion offers the deselect variant "
                        + "first."
                    : "Implement \(rule.didSelect.swiftName) on the delegate, or make the object that implements it "
                        + "the delegate.")
        case .swallowed(let responder, let list, let cell):
            return Wording(
                message: "\(displayName(of: responder)) overrides touchesEnded(_:with:) without calling super, so the "
                    + "touch never reaches \(displayName(of: list)) along the chain and \(row(of: cell, in: list)) is "
                    + "not selected.",
                hint: "Call super.touchesEnded(touches, with: event) in the override (and in the other touch "
                    + "methods), or handle the tap with a gesture recognizer instead.")
        }
    }

    /// A list's selection rule (a table's, when the list has none).
    func selectionRule(of list: Int) -> RowSelection { self[list].rowSelection ?? RowSelection(isTable: true) }

    /// "the row of UITableViewCell 'cell'".
    func row(of cell: Int, in list: Int) -> String {
        "the \(selectionRule(of: list).itemWord) of \(displayName(of: cell))"
    }
}
