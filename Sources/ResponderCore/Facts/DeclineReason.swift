/// Why a responder that implements an action declines it (its `canPerformAction(_:withSender:)` answers false), as
/// facts: the catalogue words it (``App/words(of:)-(DeclineReason)``).
public enum DeclineReason: Sendable, Equatable {
    /// The reason the request gives, in the developer's own words.
    case described(String)
    /// canPerformAction returns false, for no reason the request gives.
    case canPerformFalse
    /// A text input that is not editable (paste, cut, delete).
    case notEditable
    /// The pasteboard is empty (paste).
    case pasteboardEmpty
    /// Nothing is selected (cut, copy, delete).
    case nothingSelected
    /// The text input has no text (select, select all).
    case noText
    /// Text is already selected (select).
    case alreadySelected
}

/// Why an edit menu item is hidden, as facts.
public enum MenuItemReason: Sendable, Equatable {
    /// Nothing is first responder.
    case noFirstResponder
    /// No responder on the chain implements the action.
    case notImplemented
    /// Every responder that implements it declined, each for its reason.
    case declined([DeclineReason])
}

/// Why a tap on a cell selected its row or did not, as facts: `list` is the table or collection view and `cell` the
/// cell (the ``SelectionResult`` carries both).
public enum SelectionReason: Sendable, Equatable {
    /// The list scrolled: a drag is not a tap.
    case scrolled
    /// `recognizers` recognized and took the touch.
    case takenBy(recognizers: [Int])
    /// The touch was cancelled.
    case touchCancelled
    /// `view` never received the end of the touch.
    case endNeverReached(view: Int)
    /// The touchesEnded walk stopped before the list: at `responder`, for `behavior` (nil when it never started).
    case walkStopped(responder: Int?, behavior: DeliveryStep.Behavior?)
    /// The finger lifted at `point`, outside the cell.
    case liftedOutside(point: Point)
    /// allowsSelection is false.
    case selectionDisabled
    /// The row is selected; its `delegate` was deallocated.
    case delegateReleased(delegate: Int)
    /// The row is selected; the list has no delegate.
    case noDelegate
    /// The row is selected; `delegate` does not implement didSelect.
    case delegateMissesDidSelect(delegate: Int)
    /// The row is selected and `delegate`'s didSelect runs.
    case delegateCalled(delegate: Int)
    /// The cell's detail button `button` took the tap: the row is not selected, and the table calls its
    /// `delegate`'s `tableView(_:accessoryButtonTappedForRowWith:)` when `called` (nil: the table has no delegate).
    case accessoryButtonTapped(button: Int, delegate: Int?, called: Bool)
    /// The cell's `accessoryView`, `control` (or a control inside it), tracked the tap itself and sent its own
    /// target-actions: the row is not selected.
    case accessoryControlTookTap(control: Int)
}
