/// One latent event-delivery bug the auditor found in an app without being given an event, with the event that
/// shows it (its witness).
///
/// A finding carries facts, not English: its message and hint are made from ``words`` by the catalogue
/// (``App/wording(of:)-(AuditFinding)``) when the answer is written.
public struct AuditFinding: Sendable, Equatable {
    /// The stable code, for programs: decided by its facts (``AuditWords/code``), never given beside them.
    public var code: AuditCode { words.code }
    /// How much it matters: decided by its facts too, by the rule every diagnostic follows (``Effect``).
    public var severity: Diagnostic.Severity { words.effect.severity }
    /// The responders involved, most relevant first; the first places the finding in the tree.
    public var responders: [Int]
    /// What the finding says, as facts: what is wrong, for a learner, and what to change.
    public var words: AuditWords
    /// An event that, dispatched against the same app, shows the bug.
    public var witness: Event
    /// What the witness's answer shows.
    public var evidence: AuditEvidence

    public init(responders: [Int], words: AuditWords, witness: Event, evidence: AuditEvidence) {
        self.responders = responders
        self.words = words
        self.witness = witness
        self.evidence = evidence
    }
}

/// What dispatching a finding's witness shows.
public enum AuditEvidence: Sendable, Equatable {
    /// The witness's answer carries this diagnostic.
    case diagnostic(DiagnosticCode)
    /// The witness touch lands where the responder is drawn, yet hit-testing picks a view outside it; or the
    /// witness action's (or shake's, press's, remote-control event's) walk never reaches it.
    case neverReaches(Int)
}

/// The stable codes of ``AuditFinding``; each names one kind of latent bug.
public enum AuditCode: String, Sendable, CaseIterable {
    /// A visible control, text input or view with recognizers or touch overrides has
    /// `isUserInteractionEnabled = false` itself.
    case interactionDisabled
    /// A gesture recognizer is on a view that receives no touches by default (`UIImageView`, `UILabel`).
    case recognizerOnNonInteractiveView
    /// An ancestor has `isUserInteractionEnabled = false`: the view is drawn but no touch reaches it.
    case ancestorInteractionDisabled
    /// An ancestor is hidden or has alpha below 0.01: no touch reaches the view while it is so.
    case ancestorHidden
    /// An ancestor's `hitTest(_:with:)` or `point(inside:with:)` override never lets a touch reach the view.
    case ancestorOverrideBlocksTouches
    /// The view is drawn outside its superview's bounds (`clipsToBounds` is off, so it shows), where hit-testing
    /// never looks.
    case outsideSuperviewBounds
    /// A view in front takes every touch where the view is drawn.
    case coveredByOtherView
    /// A presented sheet's, popover's, alert's or action sheet's dimming view covers the view, a control or another
    /// view built for touches of the presenting controller: while it is up, a tap there dismisses the presentation
    /// (or, modal, does nothing) and never reaches the view.
    case coveredByPresentation
    /// An active search controller's dimming view (`obscuresBackgroundDuringPresentation`) covers the view: a tap
    /// there ends the search and never reaches the view.
    case coveredBySearchDimming
    /// A control added to a cell itself lies under the cell's content view, which takes its touches.
    case controlOnCellNotContentView
    /// The view has no width or no height, so `point(inside:with:)` is never true for it.
    case zeroSize
    /// The view lies outside its window, where no touch can land.
    case outsideWindow
    /// A clipping ancestor (not a scroll view) cuts the whole view away: it is never drawn and no touch reaches it.
    case clippedByAncestor
    /// A plain view inside a control takes every touch on it, and a control tracks only touches on itself: its
    /// actions never run.
    case controlSubviewTakesTouch
    /// Only part of the view's hit area receives touches.
    case partlyReachable
    /// The hit area is narrower or shorter than 44 points, Apple's minimum tap target.
    case smallTapTarget
    /// A touch method overridden without calling super starves responders further up that implement it too.
    case touchesSwallowed
    /// A press method overridden without calling super, on the chain presses walk, starves responders further up.
    case pressesSwallowed
    /// A motion method overridden without calling super, on the chain a shake walks, starves responders further up
    /// (an app delegate that handles shakes app-wide, say).
    case motionSwallowed
    /// `remoteControlReceived(with:)` overridden without calling super, on the chain remote-control events walk,
    /// starves responders further up.
    case remoteControlSwallowed
    /// `touchesBegan` is overridden without super, but not the rest of the touch family.
    case incompleteTouchFamily
    /// A tap recognizer that cancels touches in its view sits on an ancestor of cells or custom controls.
    case tapRecognizerCancelsTouches
    /// A custom control (or a view that handles its own touches) lies in the edge strips of a page-curl page view
    /// controller, whose own tap recognizer turns the page on a tap there.
    case pageTurnTookTap
    /// An explicit target does not implement its action: the app crashes with an unrecognized selector.
    case unrecognizedSelector
    /// A nil-targeted action that no responder on any chain it can start from implements: it is always dropped.
    case actionNeverHandled
    /// A nil-targeted action implemented only by objects on no responder chain (the scene delegate, a plain object).
    case actionOnlyOutsideChain
    /// An overridden `next` skips responders that implement event methods or actions.
    case nextSkipsResponders
    /// A text input whose `canBecomeFirstResponder` is false: tapping it never shows the keyboard.
    case textInputCannotBecomeFirstResponder
    /// A text input in a window that is not key: when it becomes first responder, the keyboard does not show.
    case keyboardInNonKeyWindow
    /// A responder handles shakes, presses, remote-control events or edit-menu actions, but it cannot become
    /// first responder and no responder that can has it on its chain: those events never reach it.
    case firstResponderNeverReaches
    /// A responder that is not a text input has an input view, but it cannot become first responder, so the
    /// input view never shows.
    case inputViewNeverShown
    /// The same target-action pair was added twice to a control.
    case duplicateTargetAction
    /// A control a tap reaches has no target-action for any event a tap sends: the tap runs nothing of the app's.
    case controlSendsNoAction
    /// A button's menu is its primary action (`showsMenuAsPrimaryAction`): a tap opens the menu, and the actions its
    /// targets expect for touchUpInside or primaryActionTriggered never run.
    case menuTookPrimaryAction
    /// A control's or recognizer's target is kept by nothing: it is gone before any event, and the action reaches
    /// nobody.
    case targetReleased
    /// A control in a scroll view that delays its content's touches: a quick tap highlights it late.
    case contentTouchesDelayed
    /// A cell of a table or collection view that lifts its cells (or a view with an enabled UIDragInteraction) in
    /// a scroll view: a finger held on it, then moved, drags it instead of scrolling.
    case dragLiftTakesScroll
    /// A long-press recognizer on a view with a context menu (`UIContextMenuInteraction`): a long press opens the
    /// menu, and the recognizer never recognizes.
    case contextMenuBeatLongPress
    /// A nil-targeted action reaches its implementer only while a particular responder is first responder: as the
    /// app is, a tap does nothing.
    case actionNeedsFirstResponder
    /// What a tap does turns on something the description does not give (as in an app imported from debugger
    /// dumps): the gesture recognizers of a view around interactive views, or a control's target-actions.
    case dependsOnUndescribed
}

/// What an audit found, and how much it looked at.
public struct AuditReport: Sendable, Equatable {
    /// The findings: errors first, then warnings, then infos; within each, in the order of the tree (the first
    /// responder of each finding in drawing order, windows back to front; non-view responders after the views).
    public var findings: [AuditFinding]
    /// How many views' hit areas were sampled.
    public var viewsSampled: Int
    /// How many sample points were hit-tested.
    public var pointsHitTested: Int
}
