/// What an audit finding says, as facts: the catalogue words it when the answer is written
/// (``App/wording(of:)-(AuditFinding)``), so auditing an app builds no English.
///
/// One case per sentence shape. The values are facts only: responders' and recognizers' indices, selectors, the
/// core's own values (a ``TouchBlock``, a ``SampleMiss``, a setting) and numbers the audit measured; names, class
/// names and a class's defaults are read from the app when the words are made.
///
/// The reachability pass's cases come first (where no touch, or only some, reaches a view), then the responders'
/// (what happens to touches, actions and first-responder events on their way).
public enum AuditWords: Sendable, Equatable {
    // MARK: Reachability

    /// `view` is built for touches but has `isUserInteractionEnabled` false itself.
    case interactionDisabled(view: Int)
    /// `view` has a gesture recognizer, but `isUserInteractionEnabled` false itself.
    case recognizerOnNonInteractiveView(view: Int)
    /// An ancestor of `view` is hidden or has alpha below 0.01 (`block`).
    case ancestorHidden(view: Int, block: TouchBlock)
    /// An ancestor of `view` has `isUserInteractionEnabled` false (`block`).
    case ancestorInteractionDisabled(view: Int, block: TouchBlock)
    /// An ancestor of `view` overrides `hitTest(_:with:)` or `point(inside:with:)` so that no touch gets in
    /// (`block`).
    case ancestorOverrideBlocksTouches(view: Int, block: TouchBlock)
    /// `view`'s frame has this size, with no width or no height; its subviews still show when `subviewsShow`.
    case zeroSize(view: Int, size: Size, subviewsShow: Bool)
    /// `view` lies wholly outside `window`.
    case outsideWindow(view: Int, window: Int)
    /// `view` lies wholly outside the bounds of `ancestor`, which clips to them.
    case clippedByAncestor(view: Int, ancestor: Int)
    /// `subview`, a plain view inside `control`, takes every touch that reaches the control.
    case controlSubviewTakesTouch(control: Int, subview: Int)
    /// `view` is drawn outside the bounds of `ancestor`, which does not clip.
    case outsideSuperviewBounds(view: Int, ancestor: Int)
    /// `view` was added to `cell` itself, and the cell's `contentView` lies over it.
    case controlOnCellNotContentView(view: Int, cell: Int, contentView: Int)
    /// `front` lies in front of `view` and takes every touch on it; `frontIsClear` when it lets the view show.
    case coveredByOtherView(view: Int, front: Int, frontIsClear: Bool)
    /// `dimming`, the dimming view of `presented` (a sheet, popover, alert or action sheet), covers `view`, a view of
    /// the presenting controller built for touches: a tap there dismisses `presented` (`dismisses`), or, modal, does
    /// nothing. `undimmedDetent` is the detent the sheet shows at, which as `largestUndimmedDetentIdentifier` takes
    /// the dimming view away (nil for a popover, an alert or an action sheet).
    case coveredByPresentation(view: Int, presented: Int, dimming: Int, dismisses: Bool, undimmedDetent: String?)
    /// `dimming`, the dimming view of `controller`'s active search controller, covers `view`: a tap there ends the
    /// search.
    case coveredBySearchDimming(view: Int, controller: Int, dimming: Int)
    /// Hit-testing finds no view where `view` is drawn.
    case hitTestFindsNoView(view: Int)
    /// Of `sampled` sample points, `reached` reach `view`, all within the screen box from `reachedMin` to
    /// `reachedMax`; the first that misses is `missedAt`, for `miss`.
    case partlyReachable(
        view: Int, reached: Int, sampled: Int, reachedMin: Point, reachedMax: Point, missedAt: Point,
        miss: SampleMiss)
    /// `view`'s hit area is `hitArea`, under 44 points on a side: a tap at `missedAt` (screen), inside a 44-point
    /// target around it, misses.
    case smallTapTarget(view: Int, hitArea: Size, missedAt: Point)

    // MARK: Responders

    /// `responder` overrides `method` without calling super, and `starved`, further up its chain, implement it.
    case touchesSwallowed(responder: Int, method: ResponderMethod, starved: [Int])
    /// `responder`, on the chain a shake, a press or a remote-control event walks from the first responder (or the
    /// focused view), overrides `method` without calling super, and `starved`, further up, implement it.
    case eventSwallowed(responder: Int, method: ResponderMethod, starved: [Int])
    /// `responder` swallows `swallowed` but does not override `missing`, the rest of the touch family.
    case incompleteTouchFamily(responder: Int, swallowed: [ResponderMethod], missing: [ResponderMethod])
    /// The tap recognizer `recognizer` (its index in ``App/gestureRecognizers``) cancels the touches of `view`, a
    /// cell or a custom control inside its view.
    case tapRecognizerCancelsTouches(recognizer: Int, view: Int, cancels: CancelledView)
    /// `view`, a custom control with actions or a view that handles its own touches, lies in part within the edge
    /// strips of `pages`, a page-curl page view controller, whose own tap `recognizer` turns the page on a tap there.
    case pageTurnTakesTap(recognizer: Int, view: Int, pages: Int)
    /// `control` sends `action` to `target` on `event`, and `target` does not implement it.
    case targetLacksAction(control: Int, action: Selector, target: Int, event: TargetAction.ControlEvent)
    /// The gesture recognizer `recognizer` sends `action` to `target`, which does not implement it.
    case recognizerTargetLacksAction(recognizer: Int, action: Selector, target: Int)
    /// `control` acts on a tap only through target-actions and has none for the events a tap sends; `targeted`
    /// lists the events it has them for (empty: none).
    case controlSendsNoAction(control: Int, targeted: [TargetAction.ControlEvent])
    /// `button`'s menu is its primary action: a tap opens it, and `actions`, added for touchUpInside or
    /// primaryActionTriggered, never run (the facts of the diagnostic its witness tap shows).
    case menuTookPrimaryAction(button: Int, actions: [Selector])
    /// `object`, the `role` of `holder` (a control's target, a recognizer's), is kept by nothing: it is gone before
    /// any event, as a tap's answer says (the same facts and words).
    case targetReleased(object: Int, holder: Int, role: DiagnosticWords.Action.Role)
    /// A quick tap on `control` reaches it late: `scroll` delays its content's touches (the same facts and words as
    /// a tap's answer).
    case contentTouchesDelayed(control: Int, scroll: Int)
    /// A finger held on `item`, then moved, lifts it for the drag of `source` and `scroll` does not scroll (the
    /// diagnostic its witness shows).
    case dragLiftTakesScroll(item: Int, scroll: Int, source: Int)
    /// `view` has a context menu, and `recognizer`, a long-press recognizer on it, never recognizes: a long press
    /// opens the menu (the facts of the diagnostic its witness long press shows).
    case contextMenuBeatLongPress(recognizer: Int, view: Int)
    /// `control`'s nil-targeted `action` is implemented by `implementers`, whose chains the walk reaches only from
    /// a first responder such as `needs`; as the app is, it starts at `start` (the first responder, or the key
    /// window with nothing focused) and reaches none of them, so a tap now does nothing.
    case actionNeedsFirstResponder(control: Int, action: Selector, implementers: [Int], start: Int, needs: Int)
    /// What a tap does turns on `fact`, which `responder`'s description does not give: its gesture recognizers
    /// (they see every touch on the `count` interactive views inside it a tap reaches, the first of them
    /// `decides`), or, a control's, its target-actions (as a tap's answer says).
    case undescribed(responder: Int, fact: UndescribedFact, decides: [Int], count: Int)
    /// `control` has the target-action pair of `action` on `event` twice.
    case duplicateTargetAction(control: Int, action: Selector, event: TargetAction.ControlEvent)
    /// No responder implements `control`'s nil-targeted `action`, whose walk starts where `walk` says.
    case actionNeverHandled(control: Int, action: Selector, walk: DispatchSettings.NilTargetStart)
    /// Only `implementers`, on no chain `control`'s nil-targeted `action` walks (from where `walk` says),
    /// implement it.
    case actionOnlyOutsideChain(
        control: Int, action: Selector, implementers: [Int], walk: DispatchSettings.NilTargetStart)
    /// `responder` overrides `next`, and its chain skips `skipped`, which implement event methods or actions.
    case nextSkipsResponders(responder: Int, skipped: [Int])
    /// `responder` has an input view (or accessory view) but cannot become first responder.
    case inputViewNeverShown(responder: Int, input: InputView)
    /// `responder` handles `events`, which start at the first responder, but no chain from a responder that can
    /// become first responder passes through it.
    case firstResponderNeverReaches(responder: Int, events: [FirstResponderEvent])
    /// `input`, a text input, cannot become first responder.
    case textInputCannotBecomeFirstResponder(input: Int)
    /// `input`, a text input, is in `window`, which is not the key window.
    case keyboardInNonKeyWindow(input: Int, window: Int)

    // MARK: Facts of the words

    /// Whose touches a tap recognizer over them cancels.
    public enum CancelledView: Sendable, Equatable {
        /// A cell whose table or collection view selects rows: it never selects it.
        case cell
        /// A custom control: its touches are cancelled before `touchUpInside`.
        case control
        /// A custom view that handles its own touches (`touchesEnded`): it gets `touchesCancelled` instead.
        case customView
    }

    /// Which input view a responder has.
    public enum InputView: Sendable, Equatable {
        /// `inputView` (and no accessory view).
        case inputView
        /// `inputAccessoryView`.
        case inputAccessoryView
    }

    /// Events that start at the first responder, in the order a finding names them.
    public enum FirstResponderEvent: Sendable, Equatable, CaseIterable {
        /// `motionBegan`, `motionEnded`, `motionCancelled`.
        case shakes
        /// `pressesBegan`, `pressesEnded`.
        case presses
        /// `remoteControlReceived(with:)`.
        case remoteControlEvents
        /// `keyCommands`.
        case keyCommands
        /// The edit menu's standard actions (`copy:`, `paste:` …).
        case editMenuActions
    }
}

extension AuditWords {
    /// The stable code of the finding these facts make: decided here once, so a finding's code and its facts can
    /// never disagree (several cases may share a code; a case never has two).
    public var code: AuditCode {
        switch self {
        case .interactionDisabled: .interactionDisabled
        case .recognizerOnNonInteractiveView: .recognizerOnNonInteractiveView
        case .ancestorHidden: .ancestorHidden
        case .ancestorInteractionDisabled: .ancestorInteractionDisabled
        case .ancestorOverrideBlocksTouches: .ancestorOverrideBlocksTouches
        case .zeroSize: .zeroSize
        case .outsideWindow: .outsideWindow
        case .clippedByAncestor: .clippedByAncestor
        case .controlSubviewTakesTouch: .controlSubviewTakesTouch
        case .outsideSuperviewBounds: .outsideSuperviewBounds
        case .controlOnCellNotContentView: .controlOnCellNotContentView
        case .coveredByOtherView, .hitTestFindsNoView: .coveredByOtherView
        case .coveredByPresentation: .coveredByPresentation
        case .coveredBySearchDimming: .coveredBySearchDimming
        case .partlyReachable: .partlyReachable
        case .smallTapTarget: .smallTapTarget
        case .touchesSwallowed: .touchesSwallowed
        case .eventSwallowed(_, let method, _):
            switch method.swallowedCode {
            case .pressesSwallowed: .pressesSwallowed
            case .remoteControlSwallowed: .remoteControlSwallowed
            default: .motionSwallowed
            }
        case .incompleteTouchFamily: .incompleteTouchFamily
        case .tapRecognizerCancelsTouches: .tapRecognizerCancelsTouches
        case .pageTurnTakesTap: .pageTurnTookTap
        case .targetLacksAction, .recognizerTargetLacksAction: .unrecognizedSelector
        case .duplicateTargetAction: .duplicateTargetAction
        case .controlSendsNoAction: .controlSendsNoAction
        case .menuTookPrimaryAction: .menuTookPrimaryAction
        case .targetReleased: .targetReleased
        case .contentTouchesDelayed: .contentTouchesDelayed
        case .dragLiftTakesScroll: .dragLiftTakesScroll
        case .contextMenuBeatLongPress: .contextMenuBeatLongPress
        case .actionNeedsFirstResponder: .actionNeedsFirstResponder
        case .undescribed: .dependsOnUndescribed
        case .actionNeverHandled: .actionNeverHandled
        case .actionOnlyOutsideChain: .actionOnlyOutsideChain
        case .nextSkipsResponders: .nextSkipsResponders
        case .inputViewNeverShown: .inputViewNeverShown
        case .firstResponderNeverReaches: .firstResponderNeverReaches
        case .textInputCannotBecomeFirstResponder: .textInputCannotBecomeFirstResponder
        case .keyboardInNonKeyWindow: .keyboardInNonKeyWindow
        }
    }
}

extension AuditWords {
    /// What a user would see of what these facts explain, which decides the finding's severity by the rule every
    /// diagnostic follows (``Effect``): a tap or an event that would have no effect, or another one, is a warning.
    public var effect: Effect {
        switch self {
        case .interactionDisabled, .recognizerOnNonInteractiveView: .noEffect
        // The view cannot be seen either: nothing a user could tap.
        case .ancestorHidden, .clippedByAncestor: .asExpected
        case .ancestorInteractionDisabled, .ancestorOverrideBlocksTouches: .otherEffect
        case .zeroSize, .outsideWindow, .controlSubviewTakesTouch, .hitTestFindsNoView: .noEffect
        // The touch goes to a view behind it, or to the cell's content view, instead.
        case .outsideSuperviewBounds, .controlOnCellNotContentView, .coveredByOtherView: .otherEffect
        // A tap on the part no touch reaches does nothing.
        case .partlyReachable: .noEffect
        // The presentation goes away instead of the view getting the tap, or (modal) the tap does nothing, as a tap's
        // answer says.
        case .coveredByPresentation(_, _, _, let dismisses, _):
            DiagnosticWords.touch(.dimmingViewTookTap(dimming: 0, presented: 0, dismissed: dismisses, under: 0)).effect
        // The search ends instead of the view getting the tap, as a tap's answer says.
        case .coveredBySearchDimming:
            DiagnosticWords.touch(.searchDimmingTookTap(dimming: 0, controller: 0, under: 0)).effect
        // Every touch where the view is drawn reaches it; a target under 44 points is advice from Apple's Human
        // Interface Guidelines, not a tap that fails.
        case .smallTapTarget: .asExpected
        case .touchesSwallowed, .eventSwallowed: .noEffect
        case .incompleteTouchFamily, .tapRecognizerCancelsTouches: .otherEffect
        // The page turns instead of the control acting.
        case .pageTurnTakesTap: .otherEffect
        case .targetLacksAction, .recognizerTargetLacksAction: .crash
        // The action runs twice.
        case .duplicateTargetAction: .otherEffect
        // The action reaches nobody, as a tap's answer says.
        case .targetReleased: DiagnosticWords.action(.targetReleased(object: 0, holder: 0, role: .delegate)).effect
        // The highlight comes late, as a tap's answer says.
        case .contentTouchesDelayed: DiagnosticWords.touch(.contentTouchesDelayed(control: 0, scroll: 0)).effect
        // The move drags the item instead of scrolling, as the witness's answer says.
        case .dragLiftTakesScroll: DiagnosticWords.touch(.dragLiftTookScroll(scroll: 0, item: 0, source: 0)).effect
        // The menu opens instead of the action the app added, as a tap's answer says.
        case .menuTookPrimaryAction: DiagnosticWords.action(.menuTookPrimaryAction(button: 0, actions: [])).effect
        // The menu opens instead of the app's recognizer, as the witness's answer says.
        case .contextMenuBeatLongPress:
            DiagnosticWords.touch(.contextMenuBeatLongPress(recognizer: 0, view: 0)).effect
        // A tap does nothing until something else is focused.
        case .actionNeedsFirstResponder: .noEffect
        // What a tap does is not known, as a tap's answer says.
        case .undescribed: DiagnosticWords.walk(.undescribed(responder: 0, facts: [.targets])).effect
        case .controlSendsNoAction, .actionNeverHandled, .actionOnlyOutsideChain, .nextSkipsResponders: .noEffect
        case .inputViewNeverShown, .firstResponderNeverReaches, .textInputCannotBecomeFirstResponder,
            .keyboardInNonKeyWindow:
            .noEffect
        }
    }
}
