/// The facts a ``Diagnostic``'s message and hint are worded from: one case per sentence, carrying responders,
/// recognizers, selectors and values, never words. The words are in the catalogue: `App+DiagnosticWording.swift`
/// chooses the entry, and the files beside it (one per family: the walk, touches, actions, the first responder,
/// the edit menu, selection, unreachable views) hold the sentences, each with its four languages side by side.
///
/// This file is the core's whole say about a diagnostic: its facts, its code (``DiagnosticCode``, at the end) and
/// which facts are reported under which code (``code``). A new diagnostic adds its case, its code and one line of
/// the switch here; its rule goes in the `Dispatch/` file of its event, its words in its family's file of the
/// catalogue (docs/how-it-is-built.md has the recipe).
public enum DiagnosticWords: Sendable, Equatable {
    /// What a responder implements that the walk missed: an event method or an action.
    public enum Handling: Sendable, Equatable {
        case method(ResponderMethod)
        case action(Selector)
    }

    /// The walk along the chain (Dispatcher, App+ChainDiagnostics).
    case walk(Walk)
    /// A touch's delivery: fingers, gesture recognizers, controls and scroll views (Dispatcher+Touches,
    /// Dispatcher+Tracking).
    case touch(Touch)
    /// Actions: controls' target-actions, nil-targeted walks and explicit targets (Dispatcher+Actions).
    case action(Action)
    /// Presses, shakes, remote-control events and the first responder's changes (Dispatcher+FirstResponder).
    case firstResponder(FirstResponder)
    /// The edit menu (Dispatcher+EditMenu).
    case menu(Menu)
    /// A table's or collection view's row selection (Dispatcher+Selection).
    case selection(Selection)
    /// A view drawn under the finger that hit-testing did not reach (Dispatcher+Unreachable).
    case unreachable(Unreachable)
    /// A touch aimed at a view reaches no point of it (``TouchAim/centreMiss`` says why).
    case aimedViewUnreachable(TouchAim)
}

extension DiagnosticWords {
    /// The walk's and the chain's diagnostics.
    public enum Walk: Sendable, Equatable {
        /// `responder` overrides `method` without super, and nothing above it implements the method.
        case swallowedNothingLost(responder: Int, method: ResponderMethod)
        /// `responder` overrides `method` without super, so `starved`, which implement it too, never get it.
        case swallowed(responder: Int, method: ResponderMethod, starved: [Int])
        /// `responder`, above the focused text input `input` on its chain, overrides `method` (a press method)
        /// without super, so the press stops there and `input` never types the key.
        case typingSwallowed(responder: Int, method: ResponderMethod, input: Int)
        /// `responder` swallows `method` but does not override `missing`, the rest of the touch family.
        case incompleteTouchFamily(responder: Int, method: ResponderMethod, missing: [ResponderMethod])
        /// The scene delegate `delegate` implements `handling` but is not in the chain.
        case sceneDelegateNotInChain(delegate: Int, handling: Handling)
        /// The app delegate `delegate` implements `handling` but is not in the chain: the application's chain ends for
        /// `reason`.
        case appDelegateNotInChain(delegate: Int, handling: Handling, reason: ChainEnd)
        /// The chain passes through `privates`, private UIKit classes.
        case privateClassesInChain(privates: [Int])
        /// Overridden `next` properties lead back into `walked`.
        case nextLoop(walked: [Int])
        /// `responder`'s class is a public one the service does not model on its own (``PublicClassCatalogue``): it
        /// stands in as its nearest modelled superclass, and `unmodelled` is what it does of its own.
        case modelledAsSuperclass(responder: Int, unmodelled: PublicClassCatalogue.Unmodelled)
        /// The verdict could turn on `facts`, which `responder`'s description does not give (``Undescribed``), in
        /// the order named: its gesture recognizers see the touch first; its target-actions say what the tap sends;
        /// its overrides could change who is hit (`hitTesting`, when hit-testing passed through it) and what it does
        /// with `methods`; it may implement `action`, which the walk passed it over for; the event starts at the
        /// first responder of `responder`, a window that does not say which it is.
        case undescribed(
            responder: Int, facts: [UndescribedFact], methods: [ResponderMethod] = [], hitTesting: Bool = false,
            action: Selector? = nil)
    }
}

extension DiagnosticWords {
    /// A touch's diagnostics.
    public enum Touch: Sendable, Equatable {
        /// What the view under the finger would have done with the whole touch.
        public enum Lost: Sendable, Equatable {
            /// The control's action for `event`.
            case action(TargetAction.ControlEvent, Selector, of: Int)
            /// A responder's touchesEnded.
            case touchesEnded(of: Int)
            /// The list's selection of the cell's row.
            case selection(of: Int, in: Int)
        }

        /// Why a view's touch area is what it is.
        public enum TouchArea: Sendable, Equatable {
            /// Its frame (UIView's `point(inside:with:)`), of this size.
            case frame(Size)
            /// What its `point(inside:with:)` override accepts, of this size.
            case pointInside(Size)
            /// A bar button item's custom view: its own frame, of this size (since iOS 11 the bar does not widen it).
            case barCustomView(Size)
        }

        /// The touch at `point` hit no view.
        case hitNothing(at: Point)
        /// The touch at `at`, which nothing handled, missed `view`'s touch area (`area`) by `distance` points.
        case nearMiss(view: Int, at: Point, distance: Double, area: TouchArea)
        /// `hit`, a control within `zone` points of `edge`, gets touchesBegan late; `deciding` is the controller the
        /// window asks, and `unheard` one on the chain that defers the edge but is not asked.
        case systemGestureDelays(hit: Int, edge: ScreenEdges, zone: Double, deciding: Int, unheard: Int?)
        /// `view` already has a finger and does not take several.
        case multipleTouchIgnored(view: Int)
        /// `blocker`, exclusive and touched, keeps this touch from `view`.
        case exclusiveTouchElsewhere(view: Int, blocker: Int)
        /// `view` is exclusive and `other` is already touched.
        case exclusiveTouchHere(view: Int, other: Int)
        /// `winners` recognized and cancelled `view`'s touches in `phase`; `lost` is what the view would have done.
        case cancelledByGesture(view: Int, winners: [Int], phase: ResponderMethod, lost: Lost?)
        /// `recognizer`, the tap of `pages`, a page-curl page view controller, recognized a tap near the edge of its
        /// view and turned the page, cancelling `view`'s touches: `lost` is what the view would have done.
        case pageTurnTookTap(view: Int, recognizer: Int, pages: Int, lost: Lost)
        /// A recognizer's delaysTouchesBegan withheld touchesBegan from `view`.
        case delayedByGesture(view: Int)
        /// `view`, a plain view over `control`, took the touch; `sendsActions` when the control has target-actions
        /// that are not sent.
        case controlSubviewTakesTouch(control: Int, view: Int, sendsActions: Bool)
        /// `item` is a bar button item's custom view; the item's `action` is never sent.
        case barButtonActionIgnored(item: Int, action: Selector)
        /// `recognizer` recognized the tap and took the touches of `hitView`, a custom view.
        case gestureStealsTouches(recognizer: Int, hitView: Int)
        /// `hitView`, a control, won the tap over `recognizer` on an ancestor.
        case controlWinsOverAncestorTap(recognizer: Int, hitView: Int)
        /// `winner`, on a deeper view, recognized before `navigation`'s interactive pop gesture.
        case interactivePopBlocked(winner: Int, navigation: Int)
        /// An edge swipe met `navigation`'s interactive pop gesture, which `navigation` (its delegate) declined:
        /// `controller`, the top controller, replaced its back button with `item`, its first left bar button item,
        /// or hid it (`item` nil: `hidesBackButton`).
        case interactivePopDeclined(navigation: Int, controller: Int, item: Int?)
        /// A long press opened the context menu of `view` (its UIContextMenuInteraction), and `recognizer`, a
        /// long-press recognizer the app added to the same view, did not recognize.
        case contextMenuBeatLongPress(recognizer: Int, view: Int)
        /// A finger held still, then moved: the drag interaction of `source` lifted `item` (a cell of the table or
        /// collection view `source`, or the view itself) and `scroll`, which the move would have scrolled, did not.
        case dragLiftTookScroll(scroll: Int, item: Int, source: Int)
        /// `single`, a tap recognizer needing fewer taps, recognized on a multi-tap alongside `double`, one needing
        /// more taps on the same view or one related to it, because it does not wait for `double` to fail: both
        /// actions ran.
        case singleTapFiresOnDoubleTap(single: Int, double: Int)
        /// `recognizer` waited for another to fail, which recognized.
        case waitedForFailure(recognizer: Int)
        /// A pointer hovered over `view`, where it is drawn, but hit-testing did not reach it, so `recognizer`, a
        /// hover recognizer on it, never saw the pointer: `blocker` is the view in front that took the hit-test
        /// (`skipped` nil), or the view itself or an ancestor that hit-testing skipped (`skipped` says why).
        case hoverRecognizerMissedPointer(recognizer: Int, view: Int, blocker: Int, skipped: HitTestOutcome?)
        /// A pointer hovered over `view`, which acts on touches (it overrides `methods`, has the touch recognizers
        /// `recognizers`, or is a control): a hover calls none of them.
        case hoverSendsNoTouches(view: Int, methods: [ResponderMethod], recognizers: [Int], isControl: Bool)
        /// `cell` has no described content view, so `contentView` was synthesized; `decisive` is the view whose
        /// place decides the touch.
        case cellContentViewSynthesized(cell: Int, contentView: Int, decisive: Int?)
        /// The finger lifted at `end`, more than `margin` points outside `control`.
        case endedOutsideControl(control: Int, end: Point, margin: Double)
        /// `scroll`'s delaysContentTouches held touchesBegan back from `control`, tapped.
        case contentTouchesDelayed(control: Int, scroll: Int)
        /// `scroll` began scrolling and took the touch from `hit` (`withheld` when it never had it); `hitTracksDrags`
        /// when `hit` follows a moving finger itself (a slider, a switch, a `touchesMoved` override), so the drag was
        /// meant for it; `heldBackBy` when the touch was withheld by another scroll view's delaysContentTouches
        /// (one enclosing `scroll`, or one inside it around `hit`), though `scroll`'s own is off.
        case scrollViewTookTouch(hit: Int, scroll: Int, withheld: Bool, hitTracksDrags: Bool, heldBackBy: Int?)
        /// The drag did not scroll `scroll` (on `hit`, when the finger was on its content), for `reason`, the pan
        /// recognizer's own words; `disabled` when scrolling is off, `keptByContent` when the content kept it.
        /// A tap landed on a presentation's dimming view, outside its sheet, popover or alert: it dismissed the
        /// presented controller, or did nothing (`isModalInPresentation`, an alert). `under` is the app's view built to
        /// receive touches that the tap would have reached without the dimming view (nil when none).
        case dimmingViewTookTap(dimming: Int, presented: Int, dismissed: Bool, under: Int?)
        /// A tap landed on the dimming view of `controller`'s active search controller, below its search bar
        /// (`obscuresBackgroundDuringPresentation`): it ended the search. `under` is the app's view built to receive
        /// touches that the tap would have reached without the dimming view (nil when none).
        case searchDimmingTookTap(dimming: Int, controller: Int, under: Int?)
        case scrollViewDidNotScroll(
            scroll: Int, hit: Int?, reason: RecognizerReason, disabled: Bool, keptByContent: Bool)
        /// The drag would have scrolled `scroll`, but its pan was kept from beginning: by the scroll view itself as the
        /// pan's delegate (`refuser` nil: its gestureRecognizerShouldBegin(_:) answered false) or by `refuser`'s
        /// override of UIView's gestureRecognizerShouldBegin(_:); the touch went on to `hit` (nil: the scroll view
        /// itself). `contentTracksDrag` when `hit` follows the finger itself (a slider), so the drag moved it.
        case scrollPanRefusedToBegin(scroll: Int, hit: Int?, refuser: Int?, contentTracksDrag: Bool)
        /// A drag pulled down in `scroll`, which has the refresh control `control`, and did not begin refreshing:
        /// `pull` says why (never `.refreshed`), how far the finger moved and how far it had to go.
        case refreshNotTriggered(scroll: Int, control: Int, pull: PullToRefresh)
        /// The tap landed on `annotation`, an annotation view of `map`: the map's own tap recognizer selects it and
        /// calls its delegate's `mapView(_:didSelect:)` (MKMapViewDelegate's documentation).
        case mapSelectsAnnotation(annotation: Int, map: Int)
        /// `control`, a control laid over `annotation` (inside it, or in front of it), took the tap: a control's own
        /// tap wins over a tap recognizer on an ancestor, so `map` does not select `annotation`.
        case annotationControlTakesTap(control: Int, annotation: Int, map: Int)
    }
}

extension DiagnosticWords {
    /// The diagnostics of actions.
    public enum Action: Sendable, Equatable {
        /// What a released object was to its holder.
        public enum Role: Sendable, Equatable {
            /// The target of a control's `action`.
            case controlTarget(Selector)
            /// The target of a gesture recognizer's `action`.
            case recognizerTarget(Int, Selector)
            /// A table's or collection view's delegate.
            case delegate
        }

        /// `control` is disabled and sends no actions.
        case controlDisabled(control: Int)
        /// `control` tracked a touch that lifted inside it and sent `sent`, but none of its target-actions is for
        /// one of them; `targeted` lists the events its target-actions are for (empty: it has none).
        case noActionSent(control: Int, sent: [TargetAction.ControlEvent], targeted: [TargetAction.ControlEvent])
        /// `action` was added twice for `event` on `control` with the same target.
        case duplicateTargetAction(control: Int, action: Selector, event: TargetAction.ControlEvent)
        /// `object`, the `role` of `holder`, is kept by nothing.
        case targetReleased(object: Int, holder: Int, role: Role)
        /// `target`, the explicit target, does not implement `action`.
        case unrecognizedSelector(target: Int, action: Selector)
        /// `responder` implements `action` but declines it (for `reason`, when it said why).
        case declined(responder: Int, action: Selector, reason: DeclineReason?)
        /// The nil-targeted `action` walked `walked` and nobody performed it.
        case dropped(action: Selector, walked: [Int])
        /// `controller`, on `sender`'s chain, implements `action`, but the walk started at `start`.
        case skippedController(controller: Int, sender: Int, action: Selector, start: Int?)
        /// `owner`'s navigation item holds `sender`, a bar button item, but the walk started at `start`.
        case skippedBarItemOwner(owner: Int, sender: Int, action: Selector, start: Int?)
        /// `button`'s menu is its primary action (`showsMenuAsPrimaryAction`), so a tap opened the menu and the
        /// `actions` added for touchUpInside or primaryActionTriggered did not run.
        case menuTookPrimaryAction(button: Int, actions: [Selector])
    }
}

extension DiagnosticWords {
    /// The diagnostics of events that start at the first responder, and of its changes.
    public enum FirstResponder: Sendable, Equatable {
        /// What a responder implements that an event without a location needed.
        public enum Implemented: Sendable, Equatable {
            /// These methods of the event.
            case methods([ResponderMethod])
            /// A key command for `keys` with this action.
            case keyCommand(keys: String, action: Selector)
        }

        /// `implementer` implements `implemented`, but the `kind` event starts at the first responder `start`,
        /// whose chain does not hold it.
        case implementerNotOnChain(implementer: Int, implemented: Implemented, start: Int, kind: String)
        /// Nothing from `start` on handles `methods`.
        case eventDropped(start: Int, methods: [ResponderMethod])
        /// `offeredBy` has a key command for `keys` (`action`), but `start`, a text input, is first responder.
        case keyCommandShadowed(offeredBy: Int, keys: String, action: Selector, start: Int)
        /// Nothing is first responder, so the `kind` event starts at the key window `start`; `implementer` (with
        /// what it implements) is the responder that never gets it.
        case noFirstResponder(start: Int, kind: String, implementer: Int?, implemented: Implemented)
        /// `responder.becomeFirstResponder()` failed during `phase`: the view is not in a window.
        case notInWindow(responder: Int, phase: LifecyclePhase)
        /// `responder.becomeFirstResponder()` failed: canBecomeFirstResponder is false.
        case cannotBecome(responder: Int)
        /// `responder.becomeFirstResponder()` failed: `current` refuses to resign.
        case currentRefusedToResign(responder: Int, current: Int)
        /// `responder` became first responder of `window`, which is not key.
        case keyboardNotShown(responder: Int, window: Int)
        /// `view.endEditing(force)` found no first responder.
        case nothingToEndEditing(view: Int, force: Bool)
        /// `responder` refuses to resign.
        case refusedToResign(responder: Int)
    }
}

extension DiagnosticWords {
    /// The edit menu's diagnostics.
    public enum Menu: Sendable, Equatable {
        /// Nothing is first responder, so the menu does not appear (`pressed` was long-pressed).
        case noFirstResponder(pressed: Int?)
        /// Paste is hidden while the pasteboard is empty.
        case pasteHidden
        /// `pressed` implements `actions` but is not first responder; the menu searched from `first`.
        case pressedViewNotFirstResponder(pressed: Int, first: Int, actions: [Selector])
    }

    /// The diagnostics of a row's selection: `list` is the table or collection view, `cell` the cell tapped.
    public enum Selection: Sendable, Equatable {
        /// `list`'s allowsSelection is false; `expected` is the responder whose didSelect never runs.
        case disabled(list: Int, cell: Int, expected: Int?)
        /// `implementer` implements didSelect but `list` has no delegate.
        case noDelegate(list: Int, cell: Int, implementer: Int)
        /// `delegate` does not implement didSelect (but implements didDeselect, when `deselects`); `implementer` is a
        /// responder that implements didSelect but is not the delegate.
        case delegateMissesDidSelect(list: Int, cell: Int, delegate: Int, deselects: Bool, implementer: Int?)
        /// `responder` overrides touchesEnded without super, so `list` never selects the row.
        case swallowed(responder: Int, list: Int, cell: Int)
        /// A tap on `cell`'s detail (accessory) button `button` ran nothing of the app: `list`'s `delegate` (nil when
        /// it has none) does not implement `tableView(_:accessoryButtonTappedForRowWith:)`, and a tap on the button
        /// does not select the row either; `implementer` is a responder that implements `tableView(_:didSelectRowAt:)`
        /// (the delegate or another), which the tap does not reach.
        case accessoryButtonUnhandled(list: Int, cell: Int, button: Int, delegate: Int?, implementer: Int?)
    }
}

extension DiagnosticWords {
    /// The diagnostics of a view drawn under the finger that the touch did not reach.
    public enum Unreachable: Sendable, Equatable {
        /// `drawn` has isUserInteractionEnabled false itself.
        case interactionDisabled(drawn: Int)
        /// `ancestor` of `drawn` has isUserInteractionEnabled false.
        case ancestorInteractionDisabled(drawn: Int, ancestor: Int)
        /// `ancestor`'s hitTest override keeps its subviews' hits, `drawn`'s among them, out.
        case ancestorOverride(drawn: Int, ancestor: Int)
        /// `drawn` lies outside `ancestor`'s bounds.
        case outsideBounds(drawn: Int, ancestor: Int)
        /// `drawn`, a subview of the annotation view `annotation` (a custom callout, or a view in it), lies outside
        /// `annotation`'s bounds, so the tap on it went to `hit` (the map, most often) and MapKit takes it for a tap
        /// outside the annotation view.
        case calloutOutsideAnnotation(drawn: Int, annotation: Int, hit: Int?)
        /// `hit`, in `window`, lies in front of `covered` and took the touch: from a window in front of
        /// `behindWindow` when it is set; `inCell` when `covered` was added to a cell itself under its content view;
        /// `bar` when the point is below that navigation bar, whose touch area reaches past its edge;
        /// `hitIsVisiblyInteractive` when `hit` handles touches itself (a control, a recognizer, a touch override) and
        /// is a control or draws a background of its own, so a user taps it on purpose.
        case covered(
            covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?,
            hitIsVisiblyInteractive: Bool)
        /// `hit` lies in front of `covered` and took the touch through its `hitTest(_:with:)` override, which returns
        /// it without calling super, although UIView's own `hitTest` would skip it (`flag`: hidden, interaction off
        /// or transparent): those checks are in the method the override replaces.
        case coveredByOverride(covered: Int, hit: Int, flag: HitTestOutcome)
    }
}

extension DiagnosticWords {
    /// The stable code of the diagnostic these facts make: decided here once, so a diagnostic's code and its facts
    /// can never disagree (several cases may share a code; a case never has two).
    public var code: DiagnosticCode {
        switch self {
        case .walk(let walk): walk.code
        case .touch(let touch): touch.code
        case .action(let action): action.code
        case .firstResponder(let firstResponder): firstResponder.code
        case .menu(let menu): menu.code
        case .selection(let selection): selection.code
        case .unreachable(let unreachable): unreachable.code
        case .aimedViewUnreachable: .aimedViewUnreachable
        }
    }
}

extension DiagnosticWords.Walk {
    /// The code of a walk's diagnostic.
    public var code: DiagnosticCode {
        switch self {
        case .swallowedNothingLost(_, let method), .swallowed(_, let method, _), .typingSwallowed(_, let method, _):
            method.swallowedCode
        case .incompleteTouchFamily: .incompleteTouchFamily
        case .sceneDelegateNotInChain: .sceneDelegateNotInChain
        case .appDelegateNotInChain: .appDelegateNotInChain
        case .privateClassesInChain: .privateClassInChain
        case .nextLoop: .nextLoop
        case .modelledAsSuperclass: .classModelledAsSuperclass
        case .undescribed: .dependsOnUndescribed
        }
    }
}

extension DiagnosticWords.Touch {
    /// The code of a touch's diagnostic.
    public var code: DiagnosticCode {
        switch self {
        case .hitNothing: .touchHitNothing
        case .nearMiss: .touchMissedNearby
        case .systemGestureDelays: .systemGestureDelaysTouch
        case .multipleTouchIgnored: .multipleTouchIgnored
        case .exclusiveTouchElsewhere, .exclusiveTouchHere: .exclusiveTouchBlocked
        case .cancelledByGesture: .touchesCancelledByGesture
        case .pageTurnTookTap: .pageTurnTookTap
        case .delayedByGesture: .touchesDelayedByGesture
        case .controlSubviewTakesTouch: .controlSubviewTakesTouch
        case .barButtonActionIgnored: .barButtonActionIgnored
        case .gestureStealsTouches: .gestureStealsTouches
        case .controlWinsOverAncestorTap: .controlWinsOverAncestorTap
        case .interactivePopBlocked, .interactivePopDeclined: .interactivePopGestureBlocked
        case .contextMenuBeatLongPress: .contextMenuBeatLongPress
        case .dragLiftTookScroll: .dragLiftTookScroll
        case .singleTapFiresOnDoubleTap: .singleTapFiresOnDoubleTap
        case .waitedForFailure: .recognizerWaitedForFailure
        case .hoverRecognizerMissedPointer: .hoverRecognizerMissedPointer
        case .hoverSendsNoTouches: .hoverSendsNoTouches
        case .cellContentViewSynthesized: .cellContentViewSynthesized
        case .endedOutsideControl: .touchEndedOutsideControl
        case .contentTouchesDelayed: .contentTouchesDelayed
        case .scrollViewTookTouch: .scrollViewTookTouch
        case .scrollViewDidNotScroll: .scrollViewDidNotScroll
        case .dimmingViewTookTap(_, _, let dismissed, _):
            dismissed ? .tapDismissedPresentation : .tapOutsideModalPresentation
        case .searchDimmingTookTap: .searchDimmingTookTap
        case .scrollPanRefusedToBegin: .scrollPanRefusedToBegin
        case .refreshNotTriggered: .refreshControlDidNotRefresh
        case .mapSelectsAnnotation: .mapSelectsAnnotation
        case .annotationControlTakesTap: .annotationControlTakesTap
        }
    }
}

extension DiagnosticWords.Action {
    /// The code of an action's diagnostic.
    public var code: DiagnosticCode {
        switch self {
        case .controlDisabled: .controlDisabled
        case .noActionSent: .controlSendsNoAction
        case .duplicateTargetAction: .duplicateTargetAction
        case .targetReleased: .targetReleased
        case .unrecognizedSelector: .unrecognizedSelector
        case .declined: .actionDeclined
        case .dropped: .actionDropped
        case .skippedController, .skippedBarItemOwner: .nilTargetSkippedController
        case .menuTookPrimaryAction: .menuTookPrimaryAction
        }
    }
}

extension DiagnosticWords.FirstResponder {
    /// The code of a press's, shake's, remote-control event's or first-responder change's diagnostic.
    public var code: DiagnosticCode {
        switch self {
        case .implementerNotOnChain: .implementerNotOnChain
        case .eventDropped: .eventDropped
        case .keyCommandShadowed: .keyCommandShadowedByTextInput
        case .noFirstResponder: .noFirstResponder
        case .notInWindow: .notInWindow
        case .cannotBecome: .cannotBecomeFirstResponder
        case .currentRefusedToResign: .currentFirstResponderRefusedToResign
        case .keyboardNotShown: .keyboardNotShown
        case .nothingToEndEditing: .nothingToEndEditing
        case .refusedToResign: .refusedToResign
        }
    }
}

extension DiagnosticWords.Menu {
    /// The code of an edit menu's diagnostic.
    public var code: DiagnosticCode {
        switch self {
        case .noFirstResponder: .editMenuNoFirstResponder
        case .pasteHidden: .pasteHiddenEmptyPasteboard
        case .pressedViewNotFirstResponder: .editMenuPressedViewNotFirstResponder
        }
    }
}

extension DiagnosticWords.Selection {
    /// The code of a row selection's diagnostic.
    public var code: DiagnosticCode {
        switch self {
        case .disabled: .rowSelectionDisabled
        case .noDelegate, .delegateMissesDidSelect: .selectionDelegateMissing
        case .swallowed: .rowSelectionSwallowed
        case .accessoryButtonUnhandled: .accessoryButtonUnhandled
        }
    }
}

extension DiagnosticWords.Unreachable {
    /// The code of the diagnostic of a view drawn under the finger that hit-testing did not reach.
    public var code: DiagnosticCode {
        switch self {
        case .interactionDisabled: .interactionDisabled
        case .ancestorInteractionDisabled: .ancestorInteractionDisabled
        case .ancestorOverride: .ancestorOverrideBlocksTouches
        case .outsideBounds: .outsideSuperviewBounds
        case .calloutOutsideAnnotation: .calloutOutsideAnnotationView
        case .covered, .coveredByOverride: .coveredByOtherView
        }
    }
}

/// The stable codes of ``Diagnostic``; each names one pitfall, and facts decide it (``DiagnosticWords/code``).
public enum DiagnosticCode: String, Sendable, CaseIterable {
    /// The touch landed on no view in any window: no chain walk started.
    case touchHitNothing
    /// The touch did nothing, and landed within a finger's reach of a control or a recognizer's view.
    case touchMissedNearby
    /// A visible view under the finger is drawn outside its superview's bounds, so hit-testing never reaches it.
    case outsideSuperviewBounds
    /// A view of an annotation view's custom callout lies outside the annotation view's bounds: the tap goes to the
    /// map, which takes it for a tap outside the annotation view.
    case calloutOutsideAnnotationView
    /// A tap on an annotation view: the map view's own tap recognizer selects it (`mapView(_:didSelect:)`).
    case mapSelectsAnnotation
    /// A control laid over an annotation view took the tap, so the map view does not select the annotation.
    case annotationControlTakesTap
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
    /// A responder overrode a press method (`pressesBegan`, …) without calling super: the press stopped there.
    case pressesSwallowed
    /// A responder overrode a motion method (`motionEnded`, …) without calling super: the shake stopped there.
    case motionSwallowed
    /// A responder overrode `remoteControlReceived(with:)` without calling super: the event stopped there.
    case remoteControlSwallowed
    /// A responder swallows some touch methods but not the whole family.
    case incompleteTouchFamily
    /// A gesture recognizer recognized and cancelled the touches the view had started to receive.
    case touchesCancelledByGesture
    /// A gesture recognizer's `delaysTouchesBegan` withheld touchesBegan from the view.
    case touchesDelayedByGesture
    /// A UIKit control won a single tap over a tap recognizer on an ancestor.
    case controlWinsOverAncestorTap
    /// A long press opened a view's context menu (UIContextMenuInteraction), and the long-press recognizer the app
    /// added to the same view did not recognize.
    case contextMenuBeatLongPress
    /// A finger held still on a cell (or a view with a UIDragInteraction) and then moved lifted it for a drag, and
    /// the scroll view around it, which the move would have scrolled, did not scroll.
    case dragLiftTookScroll
    /// A single-tap recognizer also recognized on a double tap, alongside the double-tap recognizer, because it does
    /// not require that one to fail.
    case singleTapFiresOnDoubleTap
    /// A pointer hovered over a view with a hover recognizer, but another view in front took the hit-test, or the
    /// view (or an ancestor) does not take it: the recognizer never saw the pointer.
    case hoverRecognizerMissedPointer
    /// A pointer hovered over a view that overrides touch methods, has touch recognizers or is a control: a hover
    /// calls none of them.
    case hoverSendsNoTouches
    /// A tap recognizer on an ancestor stole the touches of a custom view.
    case gestureStealsTouches
    /// A page-curl page view controller's own tap recognizer turned the page on a tap near its edge, and the control
    /// (or view) the tap was on lost it.
    case pageTurnTookTap
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
    /// A control tracked a tap to its end, but has no target-action for any control event the tap sent.
    case controlSendsNoAction
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
    /// A responder on the event's way is of a public class the service does not model on its own: it was treated
    /// as its nearest modelled superclass, and the answer says what of its own is not modelled.
    case classModelledAsSuperclass
    /// What the event did could turn on something a responder's description does not give (its gesture
    /// recognizers, target-actions, overrides or actions, or the window's first responder), as in an app imported
    /// from debugger dumps; the answer names the command that prints it.
    case dependsOnUndescribed
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
    /// A drag would have scrolled a scroll view, but its pan was kept from beginning: the scroll view, as its pan's
    /// delegate, or a view's override of gestureRecognizerShouldBegin(_:) answered false.
    case scrollPanRefusedToBegin
    /// A drag pulled down in a scroll view with a refresh control and did not begin refreshing: the pull was too
    /// short, the content was not at its top, scrolling is off, or the scroll view cannot move vertically.
    case refreshControlDidNotRefresh
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
    /// A tap on a table cell's detail button (accessoryType `detailButton`, `detailDisclosureButton`) ran nothing: the
    /// table's delegate does not implement `tableView(_:accessoryButtonTappedForRowWith:)`, and the tap does not
    /// select the row.
    case accessoryButtonUnhandled
    /// A tap on a button whose menu is its primary action (`showsMenuAsPrimaryAction`) opened the menu: its
    /// touchUpInside and primaryActionTriggered actions did not run.
    case menuTookPrimaryAction
    /// A control's or recognizer's target, or a table's delegate, is kept by nothing: it is gone when the event comes.
    case targetReleased
    /// A text input that is first responder took a key that a key command also matches (since iOS 15 text input
    /// comes first unless the command wants priority).
    case keyCommandShadowedByTextInput
    /// A plain view inside a control took the touch, and the control, which tracks only touches on itself, sent
    /// no action.
    case controlSubviewTakesTouch
    /// A tap outside a sheet or popover landed on its dimming view and dismissed it (UIKit's documentation:
    /// UISheetPresentationController, UIPopoverPresentationController): the view under it got nothing.
    case tapDismissedPresentation
    /// A tap outside a sheet whose `isModalInPresentation` is true, or outside an alert, landed on the dimming view
    /// and did nothing.
    case tapOutsideModalPresentation
    /// A tap below an active search controller's search bar landed on its dimming view
    /// (`obscuresBackgroundDuringPresentation`) and ended the search (UIKit's documentation: UISearchController): the
    /// view under it got nothing.
    case searchDimmingTookTap
}

/// What the user sees of what a diagnostic or an audit finding explains: the one rule every severity follows.
///
/// A diagnostic that explains why what the user did had no effect, had another effect (another control's action,
/// the back button, a scroll instead of a drag) or came noticeably late is at least a warning; `info` is for what
/// behaves as the user expects; an `error` is an app that would crash or cannot work as described. Each case of
/// facts says which it is, once (``DiagnosticWords/effect``, ``AuditWords/effect``), and its severity follows.
public enum Effect: Sendable, Equatable, CaseIterable {
    /// The app would crash, or cannot work as described (`next` overrides that loop).
    case crash
    /// What the user did had no effect: no action, no selection, no handler.
    case noEffect
    /// What the user did had another effect: another view, control or recognizer took it, or a scroll happened
    /// instead of a drag.
    case otherEffect
    /// What the user did took effect, but noticeably late (a highlight or touchesBegan held back).
    case late
    /// UIKit behaved as the user expects; worth knowing.
    case asExpected
    /// What the user sees is not known: it turns on something the description leaves out.
    case unknown

    /// The severity the rule gives.
    public var severity: Diagnostic.Severity {
        switch self {
        case .crash: .error
        case .noEffect, .otherEffect, .late, .unknown: .warning
        case .asExpected: .info
        }
    }
}

extension DiagnosticWords {
    /// What the user sees of what these facts explain, which decides the diagnostic's severity (``Effect``).
    public var effect: Effect {
        switch self {
        case .walk(let walk): walk.effect
        case .touch(let touch): touch.effect
        case .action(let action): action.effect
        case .firstResponder(let firstResponder): firstResponder.effect
        case .menu(let menu): menu.effect
        case .selection(let selection): selection.effect
        case .unreachable(let unreachable): unreachable.effect
        // The view the touch was aimed at got nothing.
        case .aimedViewUnreachable: .noEffect
        }
    }
}

extension DiagnosticWords.Walk {
    /// What the user sees of a walk's diagnostic.
    public var effect: Effect {
        switch self {
        // Nothing above implements the method: nothing is lost.
        case .swallowedNothingLost: .asExpected
        // The responders above that implement it never get the event; the text input never types the key.
        case .swallowed, .typingSwallowed: .noEffect
        // The rest of the sequence still goes up: the responders above see touches that never began.
        case .incompleteTouchFamily: .otherEffect
        // The delegate's method or action never runs.
        case .sceneDelegateNotInChain, .appDelegateNotInChain: .noEffect
        // Names that change between iOS versions; the event goes where UIKit sends it.
        case .privateClassesInChain: .asExpected
        // The chain as described never ends.
        case .nextLoop: .crash
        // A caveat about the model, not a failure of the event.
        case .modelledAsSuperclass: .asExpected
        // What the user sees is not known: it turns on what the description leaves out.
        case .undescribed: .unknown
        }
    }
}

extension DiagnosticWords.Touch {
    /// What the user sees of a touch's diagnostic.
    public var effect: Effect {
        switch self {
        case .hitNothing: .noEffect
        // The tap meant for the view nearby did nothing.
        case .nearMiss: .noEffect
        // touchesBegan waits for the system's edge gestures.
        case .systemGestureDelays: .late
        // The extra finger, or the touch on the other view, is ignored.
        case .multipleTouchIgnored, .exclusiveTouchElsewhere, .exclusiveTouchHere: .noEffect
        // A recognizer took the touch: what the view would have done is lost, unless it would have done nothing.
        case .cancelledByGesture(_, _, _, let lost): lost == nil ? .asExpected : .otherEffect
        // The page turned instead of the control acting.
        case .pageTurnTookTap: .otherEffect
        case .delayedByGesture: .late
        // The control's actions are not sent (a control without any has nothing to lose).
        case .controlSubviewTakesTouch(_, _, let sendsActions): sendsActions ? .noEffect : .asExpected
        case .barButtonActionIgnored: .noEffect
        case .gestureStealsTouches: .otherEffect
        // The control the user tapped works; the ancestor's tap does not fire, by design.
        case .controlWinsOverAncestorTap: .asExpected
        case .interactivePopBlocked: .otherEffect
        // The swipe back did nothing.
        case .interactivePopDeclined: .noEffect
        // The menu opened instead of the app's recognizer.
        case .contextMenuBeatLongPress: .otherEffect
        // The move dragged the item instead of scrolling the list.
        case .dragLiftTookScroll: .otherEffect
        // The single tap's action ran as well as the double tap's.
        case .singleTapFiresOnDoubleTap: .otherEffect
        // The other recognizer (a double tap, say) recognized: the gesture the user made won.
        case .waitedForFailure: .asExpected
        // The rollover the app added to the view does not happen.
        case .hoverRecognizerMissedPointer: .noEffect
        // UIKit calls no touch method for a pointer that only hovers, as documented.
        case .hoverSendsNoTouches: .asExpected
        case .cellContentViewSynthesized(_, _, let decisive): decisive == nil ? .asExpected : .otherEffect
        // Dragging off a control before lifting is how a user cancels a press.
        case .endedOutsideControl: .asExpected
        // The control highlights late on a quick tap.
        case .contentTouchesDelayed: .late
        // A drag meant for the view under the finger scrolled instead; dragging a button or a row scrolls, as a
        // user expects.
        case .scrollViewTookTouch(_, _, _, let hitTracksDrags, _): hitTracksDrags ? .otherEffect : .asExpected
        // Scrolling is off or the content kept the drag: it did nothing; content that fits has nothing to scroll.
        case .scrollViewDidNotScroll(_, _, _, let disabled, let keptByContent):
            disabled || keptByContent ? .noEffect : .asExpected
        // The sheet or popover went away instead of the view under it getting the tap; with nothing of the app's
        // under it, dismissing is what a tap outside is for. A modal one keeps the tap and does nothing.
        case .dimmingViewTookTap(_, _, let dismissed, let under):
            dismissed ? (under == nil ? .asExpected : .otherEffect) : .noEffect
        // The search ended instead of the view under the dimming view getting the tap; with nothing of the app's
        // under it, ending the search is what a tap there is for.
        case .searchDimmingTookTap(_, _, let under): under == nil ? .asExpected : .otherEffect
        // The drag scrolled nothing; when the content under the finger follows it (a slider), that is the point.
        case .scrollPanRefusedToBegin(_, _, _, let contentTracksDrag): contentTracksDrag ? .asExpected : .noEffect
        // The pull meant to refresh sent nothing to the refresh control's targets.
        case .refreshNotTriggered: .noEffect
        // The annotation the user tapped is selected, as MapKit documents.
        case .mapSelectsAnnotation: .asExpected
        // The tap meant for the annotation went to the control over it: the map does not select it.
        case .annotationControlTakesTap: .otherEffect
        }
    }
}

extension DiagnosticWords.Action {
    /// What the user sees of an action's diagnostic.
    public var effect: Effect {
        switch self {
        case .controlDisabled: .noEffect
        // The control took the tap and nothing of the app's ran.
        case .noActionSent: .noEffect
        // The action runs twice.
        case .duplicateTargetAction: .otherEffect
        case .targetReleased: .noEffect
        case .unrecognizedSelector: .crash
        // The responder's own canPerformAction(_:withSender:) said no; the walk goes on (a dropped action is its
        // own diagnostic).
        case .declined: .asExpected
        case .dropped, .skippedController, .skippedBarItemOwner: .noEffect
        // The menu opened instead of the action the app added.
        case .menuTookPrimaryAction: .otherEffect
        }
    }
}

extension DiagnosticWords.FirstResponder {
    /// What the user sees of a first-responder diagnostic.
    public var effect: Effect {
        switch self {
        case .implementerNotOnChain: .noEffect
        // Nothing in the app handles the event: nothing was expected to happen.
        case .eventDropped: .asExpected
        // The text input takes the key instead of the key command.
        case .keyCommandShadowed: .otherEffect
        case .noFirstResponder(_, _, let implementer, _): implementer == nil ? .asExpected : .noEffect
        case .notInWindow, .cannotBecome, .currentRefusedToResign, .keyboardNotShown, .refusedToResign: .noEffect
        // endEditing(_:) with nothing editing does nothing, as it should.
        case .nothingToEndEditing: .asExpected
        }
    }
}

extension DiagnosticWords.Menu {
    /// What the user sees of an edit-menu diagnostic.
    public var effect: Effect {
        switch self {
        case .noFirstResponder: .noEffect
        // Paste with nothing to paste is hidden, as a user expects.
        case .pasteHidden: .asExpected
        case .pressedViewNotFirstResponder: .otherEffect
        }
    }
}

extension DiagnosticWords.Selection {
    /// What the user sees of a row selection's diagnostic.
    public var effect: Effect {
        switch self {
        // Selection is off: fine unless something expected didSelect.
        case .disabled(_, _, let expected): expected == nil ? .asExpected : .noEffect
        case .noDelegate, .swallowed: .noEffect
        // The user tapped the button drawn on the row, and nothing of the app ran.
        case .accessoryButtonUnhandled: .noEffect
        // The delegate implements didDeselect, or someone else implements didSelect: didSelect was expected.
        case .delegateMissesDidSelect(_, _, _, let deselects, let implementer):
            deselects || implementer != nil ? .noEffect : .asExpected
        }
    }
}

extension DiagnosticWords.Unreachable {
    /// What the user sees of the diagnostic of a view drawn under the finger that hit-testing did not reach.
    public var effect: Effect {
        switch self {
        // The touch goes to a view behind, or to nothing, not to the view the user sees.
        case .interactionDisabled, .ancestorInteractionDisabled, .ancestorOverride, .outsideBounds,
            .calloutOutsideAnnotation, .coveredByOverride:
            .otherEffect
        // A view in front that handles touches itself and shows itself took it, as its drawing suggests; a clear or
        // passive one in front, a view hidden under a cell's content view, or a navigation bar whose touch area
        // reaches below its edge (the back button fires instead) took it from the view the user sees.
        case .covered(_, _, _, _, let inCell, let bar, let hitIsVisiblyInteractive):
            hitIsVisiblyInteractive && !inCell && bar == nil ? .asExpected : .otherEffect
        }
    }
}

extension ResponderMethod {
    /// The code of a walk that stopped at an override of this method without super: one for each event family.
    public var swallowedCode: DiagnosticCode {
        switch self {
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled: .touchesSwallowed
        case .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled: .pressesSwallowed
        case .motionBegan, .motionEnded, .motionCancelled: .motionSwallowed
        case .remoteControlReceived: .remoteControlSwallowed
        }
    }
}
