/// A finding about an event: something swallowed, cancelled, misrouted, unreachable or dropped, as facts (the
/// responders involved and ``words``, the case and values its code and sentences are made from). The catalogue words it in plain
/// words with a hint for the fix when the answer is written: ``App/wording(of:)-(Diagnostic)``.
public struct Diagnostic: Sendable, Equatable {
    /// How much it matters.
    public enum Severity: String, Sendable, CaseIterable {
        /// Worth knowing; UIKit behaved as designed.
        case info
        /// Probably not what the developer intended.
        case warning
        /// The app would crash or the request cannot work.
        case error
    }

    /// The stable code, for programs: decided by its facts (``DiagnosticWords/code``), never given beside them.
    public var code: DiagnosticCode { words.code }
    public var severity: Severity
    /// The responders involved, most relevant first.
    public var responders: [Int]
    /// The facts its message and hint are worded from.
    public var words: DiagnosticWords

    public init(_ severity: Severity, responders: [Int], words: DiagnosticWords) {
        self.severity = severity
        self.responders = responders
        self.words = words
    }
}

/// The stable codes of ``Diagnostic``; each names one pitfall.
public enum DiagnosticCode: String, Sendable, CaseIterable {
    /// The touch landed on no view in any window: no chain walk started.
    case touchHitNothing
    /// A visible view under the finger is drawn outside its superview's bounds, so hit-testing never reaches it.
    case outsideSuperviewBounds
    /// A visible view under the finger has an ancestor with user interaction disabled.
    case ancestorInteractionDisabled
    /// A visible interactive view under the finger has user interaction disabled itself.
    case interactionDisabled
    /// An ancestor's `hitTest(_:with:)` or `point(inside:with:)` override keeps the touch from the view under it.
    case ancestorOverrideBlocksTouches
    /// A view in front (a transparent overlay, say) took the touch meant for the view drawn under the finger.
    case coveredByOtherView
    /// A responder overrode a touch method without calling super: the walk stopped and responders above starved.
    case touchesSwallowed
    /// A responder swallows some touch methods but not the whole family.
    case incompleteTouchFamily
    /// A gesture recognizer recognized and cancelled the touches the view had started to receive.
    case touchesCancelledByGesture
    /// A gesture recognizer's `delaysTouchesBegan` withheld touchesBegan from the view.
    case touchesDelayedByGesture
    /// A UIKit control won a single tap over a tap recognizer on an ancestor.
    case controlWinsOverAncestorTap
    /// A tap recognizer on an ancestor stole the touches of a custom view.
    case gestureStealsTouches
    /// A second finger on a view with `isMultipleTouchEnabled` false was not delivered.
    case multipleTouchIgnored
    /// `isExclusiveTouch` kept a touch from being delivered.
    case exclusiveTouchBlocked
    /// The event reached the end of the chain unhandled and was discarded.
    case eventDropped
    /// A nil-targeted action found no responder that implements it and agrees to perform it.
    case actionDropped
    /// A nil-targeted action did not reach a view controller under the sender that implements it.
    case nilTargetSkippedController
    /// A responder implements the action but its `canPerformAction(_:withSender:)` declined.
    case actionDeclined
    /// An explicit target does not implement the action: `unrecognized selector sent to instance`, a crash.
    case unrecognizedSelector
    /// The same target-action pair was added twice for one control event; it fires once.
    case duplicateTargetAction
    /// A disabled control sends no actions.
    case controlDisabled
    /// `becomeFirstResponder()` failed: the view is not in a window yet.
    case notInWindow
    /// `becomeFirstResponder()` failed: `canBecomeFirstResponder` is false.
    case cannotBecomeFirstResponder
    /// `becomeFirstResponder()` failed: the current first responder refused to resign.
    case currentFirstResponderRefusedToResign
    /// `resignFirstResponder()` failed: `canResignFirstResponder` is false.
    case refusedToResign
    /// The new first responder's keyboard does not show: its window is not key, or it has no input view.
    case keyboardNotShown
    /// `endEditing(_:)` found no first responder in the view's subtree.
    case nothingToEndEditing
    /// No first responder: a press, shake or remote-control event started at the key window (a warning when a
    /// responder below it implements the event's method).
    case noFirstResponder
    /// A responder implements the press, shake or remote-control method, but it is not on the first responder's
    /// chain, so the event never reaches it.
    case implementerNotOnChain
    /// No first responder: the edit menu has nothing to search from and does not appear.
    case editMenuNoFirstResponder
    /// The long-pressed view is not first responder, so its own actions are not offered.
    case editMenuPressedViewNotFirstResponder
    /// Paste is hidden because the pasteboard is empty.
    case pasteHiddenEmptyPasteboard
    /// The scene delegate implements the method or action but is not in the responder chain.
    case sceneDelegateNotInChain
    /// The app delegate implements it but is not in the chain (not a responder, or a view or controller).
    case appDelegateNotInChain
    /// The chain passes through private UIKit classes whose names change between iOS versions.
    case privateClassInChain
    /// An overridden `next` forms a loop; the walk stopped.
    case nextLoop
    /// A cell was described without a content view: its subviews were placed in one the layout synthesized.
    case cellContentViewSynthesized
    /// A scroll view's pan recognized the drag, so the control or view under the finger lost the touch.
    case scrollViewTookTouch
    /// A touch on a control at the top or bottom edge of the screen, where the system's own edge gestures see it
    /// first and hold touchesBegan back (observed).
    case systemGestureDelaysTouch
    /// A tap on a bar button item's custom view: the item's own action is never sent.
    case barButtonActionIgnored
    /// A recognizer on a deeper view (a horizontal scroll view's pan) took the swipe from the left edge, so the
    /// navigation controller's interactive pop gesture did not go back.
    case interactivePopGestureBlocked
    /// A scroll view's `delaysContentTouches` held back a control's touchesBegan on a tap: it highlights late.
    case contentTouchesDelayed
    /// A drag in a scroll view did not scroll it: scrolling is off, the content fits, or the content kept the
    /// touch.
    case scrollViewDidNotScroll
    /// A control's touch ended outside its tracking area: touchUpOutside, not touchUpInside.
    case touchEndedOutsideControl
    /// A tap recognizer waited for another recognizer to fail, and that one recognized (`require(toFail:)`).
    case recognizerWaitedForFailure
    /// A touch aimed at a view found no point of it that hit-testing reaches; the tap was evaluated at its centre.
    case aimedViewUnreachable
    /// A tap reached a table (collection) view whose `allowsSelection` is false: no row is selected.
    case rowSelectionDisabled
    /// An override of `touchesEnded` without super in a cell kept the touch from the table: no row is selected.
    case rowSelectionSwallowed
    /// A row was selected, but the table has no delegate that implements `tableView(_:didSelectRowAt:)`.
    case selectionDelegateMissing
    /// A control's or recognizer's target, or a table's delegate, is kept by nothing: it is gone when the event comes.
    case targetReleased
    /// A text input that is first responder took a key that a key command also matches (since iOS 15 text input
    /// comes first unless the command wants priority).
    case keyCommandShadowedByTextInput
    /// A plain view inside a control took the touch, and the control, which tracks only touches on itself, sent
    /// no action.
    case controlSubviewTakesTouch
}
