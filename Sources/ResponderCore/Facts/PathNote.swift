/// Why one step of an event's path happened, as facts: the catalogue words it when the answer is written
/// (``App/write(_:of:to:)``), so evaluating an event builds no English for it.
///
/// Every step is facts: the walk of one event method along the chain, a nil-targeted action's walk and a
/// container's own buttons, a touch's way into its window and what its gesture recognizers did, an event's way to the
/// first responder, the first responder's changes (a failed call carries its diagnostic's facts, whose message is the
/// note), the edit menu and row selection. Recognizers' and declining responders' reasons are still sentences, made
/// where the recognizer is judged.
public enum PathNote: Sendable, Equatable {
    /// The step failed, as the diagnostic these facts word says (its message is the note).
    case failed(DiagnosticWords)
    /// A responder on the walk did `behavior` with `method`, reached through `arrivedBy` (nil on the first step).
    case delivery(DeliveryStep.Behavior, method: ResponderMethod, arrivedBy: NextRule?)
    /// Nothing handled `method`, and the chain ended (`end`, nil when the walk did not say why).
    case discarded(method: ResponderMethod, end: ChainEnd?)
    /// A responder on a nil-targeted action's walk answered `answer` (declining for `reason`, when it said why).
    case actionWalk(ActionDispatch.WalkStep.Answer, action: Selector, reason: DeclineReason?)
    /// `UIApplication.sendAction` sends an action straight to its target, or walks the chain for one.
    case applicationSendsAction(Selector, targeted: Bool)
    /// The action names the step's responder as its target, which performs it.
    case targetCalledDirectly
    /// The step's responder, the action's target, does not implement it: the app crashes.
    case unrecognizedSelector(Selector)
    /// A nil-targeted action's walk starts at the step's responder, for this reason.
    case actionWalkStarts(App.StartReason)
    /// No responder on the walk performed the action.
    case actionDiscarded(Selector)
    /// A gesture recognizer (its index in ``App/gestureRecognizers``) saw the touch, with that outcome, for
    /// `reason`.
    case recognizer(Int, RecognizerResult.Outcome, reason: RecognizerReason)
    /// The hit view is a control, which wins a single tap over tap recognizers on its ancestors.
    case controlWinsTap(Int)
    /// An event without a location goes to the key window and its first responder.
    case applicationSendsToKeyWindow
    /// A hardware key press: UIKit looks for a key command on the chain from this responder first.
    case applicationLooksForKeyCommands(from: Int)
    /// The step's responder offers a key command for `keys`; UIKit sends its action up the chain from `from`.
    case keyCommandOffered(keys: String, action: Selector, winsOverTextInput: Bool, from: Int)
    /// The step's responder is already first responder.
    case alreadyFirstResponder
    /// The step's responder, the current first responder, agrees to resign.
    case currentFirstResponderResigns
    /// The step's responder is now first responder of `window`.
    case becameFirstResponder(of: Int, keyboardShows: Bool)
    /// `resignFirstResponder` with nothing first responder.
    case nothingToResign
    /// `endEditing` on the step's view found no first responder in its subtree.
    case noFirstResponderInSubtree
    /// `endEditing` on the step's view asks `first`, the first responder in its subtree, to resign.
    case endEditingAsksToResign(Int, forced: Bool)
    /// The step's responder is not first responder, so resigning changes nothing.
    case notFirstResponder
    /// The step's responder refuses to resign.
    case refusesToResign
    /// The step's responder resigns (and the keyboard goes away when it had one).
    case resigns(keyboardGoes: Bool)
    /// The step's responder resigns first responder because a drag began scrolling `scroll`, whose
    /// keyboardDismissMode is `mode` (onDrag or onDragWithAccessory): the keyboard goes away.
    case resignsOnDrag(scroll: Int, mode: KeyboardDismissMode)
    /// The edit menu has no first responder to search from.
    case editMenuWithoutFirstResponder
    /// The step's responder implements the menu item's action and agrees: the item appears.
    case editMenuItemShown(Selector)
    /// The item is hidden, for `reason` (`declinedBy` are the responders that declined it).
    case editMenuItemHidden(MenuItemReason, declinedBy: [Int])
    /// The step's responder, the table or collection view `in`, got touchesEnded from `from` and selects the row
    /// of `cell`.
    case listSelectsRow(cell: Int, in: Int, from: Int)
    /// `list` tells the step's responder, its delegate, that the row of `cell` was selected.
    case listTellsDelegate(Int, cell: Int)
    /// `list` tells the step's responder, its delegate, that the detail button of the row of `cell` was tapped
    /// (`tableView(_:accessoryButtonTappedForRowWith:)`).
    case listTellsDelegateOfAccessory(Int, cell: Int)
    /// The step's responder, a button, shows its menu: on touch down (`showsMenuAsPrimaryAction`) or on a long press.
    case buttonMenuShown(on: ButtonMenu.Trigger)
    /// The step's responder shows the menu of its UIContextMenuInteraction: the touch is a long press.
    case contextMenuShown
    /// The step's responder lifts for a drag: the finger rested on it for the lift delay before it moved, and the
    /// drag interaction of `source` (the view itself, or its table or collection view) began the drag.
    case dragLifted(source: Int)
    /// The drag of `item` ends over the step's responder, which takes drops (a UIDropInteraction, or a table's or
    /// collection view's `dropDelegate`): the drop is performed there.
    case dropPerformed(item: Int)
    /// The drag of the step's responder ends over no view that takes drops: nothing is dropped, and the item goes
    /// back.
    case dragEndedWithoutDrop
    /// UIApplication sends a hover event (a pointer, not a touch) to the window under it.
    case applicationSendsHover
    /// The window hit-tested the pointer, point by point, to these views (each once, in order).
    case windowHitTestedPointer([Int])
    /// A hover recognizer, on the step's responder, followed the pointer or never saw it (`reason`: `hovered` or
    /// `pointerNotOver`; `disabled` when it is off).
    case hoverRecognizer(Int, reason: RecognizerReason)
    /// The pointer takes the style of the step's responder's pointer interaction, in `region` (an index of its
    /// regions; nil for the default region, the view's bounds); `isButtons` for a button's own interaction.
    case pointerStyled(PointerInteraction.Style, region: Int?, isButtons: Bool)
    /// The step's responder never receives touchesBegan: a scroll view that began scrolling, or a recognizer with
    /// delaysTouchesBegan, held it back.
    case touchesBeganWithheld(byScrolling: Bool)
    /// The back button's action reached the step's responder, a navigation controller, which pops `top` and shows
    /// `below`.
    case backButtonPops(top: Int, below: Int)
    /// A tab bar button's action had `tabs`, a tab bar controller, select tab `position` (`tab`), or keep it when
    /// it was `alreadySelected`.
    case tabBarSelects(position: Int, tab: Int, tabs: Int, alreadySelected: Bool)
    /// A tap on the dimming view of `controller`'s search controller ended the search: `isActive` is false, the
    /// dimming view is gone and the search text field is no longer first responder.
    case searchDismissed(controller: Int)
    /// A tap on the dimming view of `controller`'s sheet or popover dismissed it (and what it presented): its view
    /// left the screen, and `presenting` is the controller on top again.
    case presentationDismissed(controller: Int, presenting: Int?)
    /// `UIApplication.sendEvent(_:)` hands a touch event to its window.
    case applicationSendsTouches
    /// A window's `sendEvent(_:)` hit-tested the touches to these views.
    case windowHitTested([Int])
}
