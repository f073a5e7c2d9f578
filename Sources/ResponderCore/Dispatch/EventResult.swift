/// What UIKit did with one event, and why: hit-testing, recognizers, every chain walk, actions, state changes
/// and diagnostics. ``path``, ``handler`` and ``diagnostics`` are the essentials.
public struct EventResult: Sendable, Equatable {
    /// How the event ended.
    public enum Outcome: String, Sendable, CaseIterable {
        /// A responder handled it.
        case handled
        /// A responder handled it and stopped it: responders above never saw it.
        case swallowed
        /// A gesture recognizer recognized; the view's touches were cancelled or never delivered.
        case recognizedByGesture
        /// It reached the end of the chain unhandled and was discarded.
        case dropped
        /// Hit-testing found no view: nothing was delivered.
        case notDelivered
        /// A presentation's dimming view took the tap, outside its sheet, popover or alert: the presented controller
        /// was dismissed, or (modal) the tap did nothing; or an active search controller's dimming view took it and
        /// ended the search; nothing of the app's received it.
        case takenByDimmingView
        /// The app would crash (unrecognized selector).
        case crashed
        /// A first-responder call succeeded.
        case succeeded
        /// A first-responder call failed.
        case failed
        /// The edit menu appears.
        case menuShown
        /// The edit menu does not appear.
        case menuNotShown
    }

    public var event: Event
    public var profile: Profile
    /// Where the event's chain started and why.
    public var start: Int?
    public var startReason: App.StartReason?
    /// The responder chain from ``start``, with the rule behind every link.
    public var chain: ResponderChain?
    /// Where a touch aimed at a view put the finger, and why (touch events with ``TouchEvent/aimedAt`` only).
    public var aim: TouchAim?
    /// One entry per finger (touch events only).
    public var touches: [TouchResult] = []
    /// Every gesture recognizer that saw the touches.
    public var recognizers: [RecognizerResult] = []
    /// What each scroll view the touches landed in did with them (touch events only).
    public var scrollViews: [ScrollViewResult] = []
    /// The row (or item) a tap on a table or collection cell selected, or why it selected none (touch events on a
    /// cell only).
    public var selection: SelectionResult?
    /// Every method walked along the chain.
    public var deliveries: [Delivery] = []
    /// Every action message sent (control target-actions, recognizer actions, action events).
    public var actions: [ActionDispatch] = []
    /// The edit menu, for edit-menu requests.
    public var menu: EditMenuResult?
    /// What a touch on a button with a `menu` did with the menu.
    public var buttonMenu: ButtonMenuResult?
    /// Where a hovering pointer ends up taking a pointer interaction's style (hover events only).
    public var pointer: PointerResult?
    /// A first-responder change attempted by this event (a call, or a tap on a text field).
    public var firstResponderChange: FirstResponderChange?
    /// The route the event travelled, step by step.
    public var path: [PathStep] = []
    /// The responder that handled it, or nil when nothing did.
    public var handler: Int?
    public var outcome: Outcome = .dropped
    public var stateBefore: StateSnapshot
    public var stateAfter: StateSnapshot
    public var diagnostics: [Diagnostic] = []

    public init(event: Event, profile: Profile, stateBefore: StateSnapshot) {
        self.event = event
        self.profile = profile
        self.stateBefore = stateBefore
        self.stateAfter = stateBefore
    }

    /// How far a result had grown when it was last charged to a ``WorkBudget``.
    struct Mark {
        var path = 0
        var diagnostics = 0
        var deliveries = 0
        var actions = 0
        var recognizers = 0
        var scrollViews = 0
        var chain = false
    }

    /// The entries recorded since `mark` (hit-test steps are charged while hit-testing), and moves `mark` to now.
    /// The cost is the number of new pieces, so charging after every walk costs the result's size once.
    func entries(since mark: inout Mark) -> Int {
        var count = path.count - mark.path + recognizers.count - mark.recognizers + scrollViews.count - mark.scrollViews
        for diagnostic in diagnostics.dropFirst(mark.diagnostics) { count += 1 + diagnostic.responders.count }
        for delivery in deliveries.dropFirst(mark.deliveries) {
            count += 1 + delivery.steps.count + delivery.handledBy.count + delivery.starved.count
        }
        for action in actions.dropFirst(mark.actions) { count += 1 + action.walk.count }
        // The edit menu's items are charged one by one as the menu is searched.
        if let chain, !mark.chain { count += chain.links.count }
        mark = Mark(
            path: path.count, diagnostics: diagnostics.count, deliveries: deliveries.count, actions: actions.count,
            recognizers: recognizers.count, scrollViews: scrollViews.count, chain: chain != nil)
        return count
    }
}

/// The first responder and keyboard at one moment.
public struct StateSnapshot: Sendable, Equatable {
    public var keyWindow: Int?
    /// The key window's first responder.
    public var firstResponder: Int?
    /// Every window's first responder, by window.
    public var firstResponders: [Int: Int]
    /// Whether the software keyboard is up.
    public var keyboardVisible: Bool

    public init(keyWindow: Int?, firstResponder: Int?, firstResponders: [Int: Int], keyboardVisible: Bool) {
        self.keyWindow = keyWindow
        self.firstResponder = firstResponder
        self.firstResponders = firstResponders
        self.keyboardVisible = keyboardVisible
    }
}

/// One finger: its hit-test and whether it was delivered.
public struct TouchResult: Sendable, Equatable {
    public var index: Int
    public var trace: HitTestTrace
    /// Whether it was delivered to its hit view (multiple-touch and exclusive-touch rules can stop it).
    public var accepted: Bool
    /// Why not, when it was not.
    public var rejection: DiagnosticCode?
}

/// What one gesture recognizer did.
public struct RecognizerResult: Sendable, Equatable {
    /// Its fate.
    public enum Outcome: String, Sendable, CaseIterable {
        case recognized
        /// It did not match this gesture.
        case failed
        /// `isEnabled` is false.
        case disabled
        /// A UIKit control under it won the single tap.
        case preventedByControl
        /// Another recognizer recognized first and they may not recognize together.
        case excludedByOther
        /// It waits for another recognizer to fail (`require(toFail:)`), and that one recognized.
        case requiredFailureDidNotHappen
        /// Its delegate's `gestureRecognizer(_:shouldReceive:)` returned false for every touch: it never saw them.
        case touchNotReceived
    }

    public var recognizer: Int
    public var outcome: Outcome
    /// Why, as facts: what in the touch made it recognize or fail (``App/words(of:)-(RecognizerReason)`` words it).
    public var reason: RecognizerReason?

    public init(recognizer: Int, outcome: Outcome, reason: RecognizerReason? = nil) {
        self.recognizer = recognizer
        self.outcome = outcome
        self.reason = reason
    }
}

/// What a scroll view did with the touches that landed in it.
public struct ScrollViewResult: Sendable, Equatable {
    /// What happened to the touches of the view under the finger inside the scroll view.
    public enum ContentTouches: String, Sendable, CaseIterable {
        /// `delaysContentTouches` held touchesBegan back until the scroll view knew the finger was not scrolling;
        /// then the content received the whole touch.
        case delayedThenDelivered
        /// The scroll view, or another one around the content, began scrolling within the delay, so the content
        /// never received the touch.
        case withheld
        /// The content had the touch; the scroll view, or another one around the content, began scrolling and
        /// cancelled it (touchesCancelled).
        case cancelled
        /// The content had the touch and keeps it: `touchesShouldCancel(in:)` answered false, or
        /// `canCancelContentTouches` is false; the scroll view does not scroll.
        case keptByContent
        /// No delay and no scrolling: the content received the touch as it happened.
        case delivered
    }

    public var scrollView: Int
    /// Its pan recognizer.
    public var recognizer: Int
    /// Whether it scrolled (its pan recognizer recognized).
    public var scrolled: Bool
    /// What the touched content received; nil when the finger landed on the scroll view itself.
    public var contentTouches: ContentTouches?
    /// The view under the finger.
    public var hitView: Int
    /// What its pan recognizer made of the touch (``App/words(of:)-(ScrollViewResult)`` words the whole).
    public var judgement: RecognizerReason
    /// A paging scroll view that scrolled: the page it stops on when the finger lifts.
    public var page: PageTurn? = nil
    /// What the drag did to the keyboard, when one was up and the scroll view scrolled with a keyboardDismissMode
    /// other than none.
    public var keyboard: KeyboardDismissal? = nil
    /// A downward drag in a scroll view with a refresh control: whether it began refreshing, and why not.
    public var refresh: PullToRefresh? = nil
}

/// A drag that pulled down in a scroll view that has a refresh control (`refreshControl`, a `UIRefreshControl` among
/// its subviews): UIRefreshControl's documentation says that when the user drags the top of the scrollable content
/// downward, the scroll view reveals the refresh control, begins refreshing and sends `valueChanged` to its targets.
/// The content must be at its top and the pull must go past it by ``DispatchSettings/Threshold/refresh`` points; a
/// scroll view that cannot scroll or bounce vertically never lets the content move down at all.
public struct PullToRefresh: Sendable, Equatable {
    /// Whether the pull began refreshing, or what kept it from doing so.
    public enum Outcome: String, Sendable, CaseIterable {
        /// The content went past its top by more than the threshold: the control began refreshing and sent
        /// `valueChanged`.
        case refreshed
        /// The content was at its top, but the pull went past it by the threshold or less.
        case tooShort
        /// The content was scrolled down (`contentOffset.y` above 0): the drag scrolled it back towards its top and
        /// went past it by the threshold or less.
        case notAtTop
        /// `isScrollEnabled` is false: the scroll view's pan is disabled, nothing moves.
        case scrollDisabled
        /// The content fits vertically and `alwaysBounceVertical` is false, so the scroll view does not move
        /// vertically at all (UIScrollView.alwaysBounceVertical documentation).
        case contentFits
        /// `bounces` is false: the content stops at its top and never goes past it.
        case bouncesOff
        /// The pull went far enough, but the control is still refreshing (`isRefreshing`: the app has not called
        /// `endRefreshing()` since it began), so it sends nothing.
        case alreadyRefreshing
    }

    /// The refresh control.
    public var control: Int
    public var outcome: Outcome
    /// How far the finger moved down, in points.
    public var pulled: Double
    /// `contentOffset.y` before the drag (0 at the top).
    public var contentOffsetY: Double
    /// How far past its top the content went (the pull less the `contentOffset.y` it first scrolled back), in points.
    public var pastTop: Double
    /// The distance past the top that begins refreshing.
    public var needs: Double
}

/// Where a paging scroll view (`isPagingEnabled`) stops after a drag: a multiple of its bounds' size along the axis
/// the finger moved, at most one page from where it started.
public struct PageTurn: Sendable, Equatable {
    public var axis: RecognizerReason.Axis
    /// The page it showed before the drag (0 is the first), from its contentOffset.
    public var from: Int
    /// The page it stops on.
    public var to: Int
    /// How many pages its content holds.
    public var pages: Int
    /// A page's length: the bounds' width (horizontally) or height.
    public var pageLength: Double
    /// How far the finger moved along the axis, towards the next page when positive.
    public var moved: Double
    /// Whether the drag was a flick (a swipe), which turns the page however short it is.
    public var flick: Bool
}

/// What a drag that scrolled a scroll view did to the keyboard (`keyboardDismissMode`).
public enum KeyboardDismissal: Sendable, Equatable {
    /// `onDrag` / `onDragWithAccessory`: `responder` resigned first responder and the keyboard went away.
    case dismissed(responder: Int, mode: KeyboardDismissMode)
    /// `onDrag`: `responder` refused to resign (`canResignFirstResponder` false), so the keyboard stays.
    case refusedToResign(responder: Int)
    /// `interactive` / `interactiveWithAccessory`: the keyboard follows the finger; `responder` stays first responder
    /// unless the finger pulls the keyboard down off screen.
    case followsFinger(responder: Int, mode: KeyboardDismissMode)
}

/// What a table or collection view did with a touch on one of its cells.
public struct SelectionResult: Sendable, Equatable {
    /// The table or collection view.
    public var list: Int
    /// The cell under the finger.
    public var cell: Int
    /// Whether the row (item) was selected.
    public var selected: Bool
    /// The table's delegate, when it has one.
    public var delegate: Int?
    /// Whether the delegate's `tableView(_:didSelectRowAt:)` (`collectionView(_:didSelectItemAt:)`) ran.
    public var delegateCalled = false
    /// Why (``App/words(of:)-(SelectionResult)`` words it).
    public var reason: SelectionReason
    /// The cell's accessory under the finger, and what it did with the tap; nil when the finger was elsewhere.
    public var accessory: AccessoryTap?
}

/// A tap on a table cell's accessory (UITableViewCell.accessoryType, UITableViewCell.accessoryView).
public struct AccessoryTap: Sendable, Equatable {
    /// What the accessory under the finger is, which decides who takes the tap.
    public enum Kind: String, Sendable, CaseIterable {
        /// The detail button of `detailButton` or `detailDisclosureButton`: the table calls its delegate's
        /// `tableView(_:accessoryButtonTappedForRowWith:)` and does not select the row.
        case detailButton
        /// An `accessoryView` that is a control (or holds the control under the finger): it takes the tap with its
        /// own target-actions, and the row is not selected.
        case control
        /// An `accessoryView` that is no control: the touch goes on along the chain to the cell, and the row is
        /// selected as for any other part of the cell.
        case view
    }

    /// The accessory: the detail button, or the `accessoryView`.
    public var view: Int
    public var kind: Kind

    public init(view: Int, kind: Kind) {
        self.view = view
        self.kind = kind
    }
}

/// One method walked along the responder chain.
public struct Delivery: Sendable, Equatable {
    /// How the walk ended.
    public enum Outcome: String, Sendable, CaseIterable {
        /// Handled (by a control, or by overrides that called super up to the end).
        case handled
        /// An override without super stopped it.
        case swallowed
        /// Nothing handled it; it was discarded at the end of the chain.
        case dropped
    }

    public var method: ResponderMethod
    /// The fingers delivered (touch events).
    public var touches: [Int]
    public var steps: [DeliveryStep]
    public var outcome: Outcome
    /// Everyone that handled it, in order.
    public var handledBy: [Int]
    /// Responders above a swallowing one that implement the method and never got it.
    public var starved: [Int]
    /// Why the chain ended, when the walk reached its end.
    public var chainEnd: ChainEnd?
}

/// One responder a method reached.
public struct DeliveryStep: Sendable, Equatable {
    /// What the responder did with it.
    public enum Behavior: String, Sendable, CaseIterable {
        /// Not overridden: UIResponder's default passed it to next.
        case forwarded
        /// Overridden, calling super: handled it and passed it on.
        case handledAndForwarded
        /// Overridden without super: handled it, and the walk stopped.
        case swallowed
        /// A UIControl tracked the touch itself and did not forward it.
        case trackedByControl
        /// A UIControl passed on a touch that hit one of its subviews: a control tracks only touches on itself
        /// (reported on iOS; UIKit's documentation does not say), so it sent no action.
        case forwardedByControl
        /// A disabled control let the touch go on to next.
        case forwardedByDisabledControl
        /// A disabled control absorbed the touch (setting `disabledControlTouches: stop`).
        case stoppedByDisabledControl
        /// The focused text input, first responder, that types the key: it passes the press on like any responder,
        /// and UIKit inserts the text once the press has gone up the whole chain and no responder took it (a
        /// responder above that overrides `pressesBegan` without super keeps the key from being typed).
        case handledByTextInput
    }

    public var responder: Int
    /// The rule that led here from the previous step; nil on the first.
    public var arrivedBy: NextRule?
    public var behavior: Behavior
}

/// One action message and where it went.
public struct ActionDispatch: Sendable, Equatable {
    /// Where it came from.
    public enum Source: Sendable, Equatable {
        case control(Int, TargetAction.ControlEvent)
        case gestureRecognizer(Int)
        case actionEvent
        /// A key command on this responder matched a key press.
        case keyCommand(Int)
    }

    /// How it ended.
    public enum Outcome: String, Sendable, CaseIterable {
        /// The target performed it.
        case performed
        /// An explicit target does not implement it: the app crashes.
        case unrecognizedSelector
        /// A nil-targeted walk found nobody; it was discarded.
        case dropped
    }

    /// One responder a nil-targeted walk asked.
    public struct WalkStep: Sendable, Equatable {
        public enum Answer: String, Sendable, CaseIterable {
            /// Implements it and `canPerformAction` agrees: it performs the action.
            case performs
            /// Implements it but `canPerformAction` says no: passed over.
            case declines
            /// Does not implement it: passed over.
            case doesNotImplement
        }

        public var responder: Int
        public var arrivedBy: NextRule?
        public var answer: Answer
        /// Why it declined, when it did.
        public var reason: DeclineReason?
    }

    public var source: Source
    public var action: Selector
    /// The explicit target, or nil for the responder chain.
    public var explicitTarget: Int?
    /// Where a nil-targeted walk started, and why.
    public var walkStart: Int?
    public var walkStartReason: App.StartReason?
    public var walk: [WalkStep]
    /// The object that performed it.
    public var performedBy: Int?
    public var outcome: Outcome
}

/// Which items the edit menu shows.
public struct EditMenuResult: Sendable, Equatable {
    /// One candidate item.
    public struct Item: Sendable, Equatable {
        public var action: Selector
        /// Whether it appears.
        public var shown: Bool
        /// Who would perform it.
        public var target: Int?
        /// Responders that implement it but declined.
        public var declinedBy: [Int]
        /// Why it is hidden (``App/words(of:declinedBy:)`` words it).
        public var reason: MenuItemReason?
    }

    /// Where the search started (the first responder).
    public var searchedFrom: Int?
    public var items: [Item]
    /// Whether the menu appears at all.
    public var isShown: Bool
}

/// A first-responder change attempt.
public struct FirstResponderChange: Sendable, Equatable {
    /// What was called.
    public enum Call: String, Sendable, CaseIterable { case becomeFirstResponder, resignFirstResponder, endEditing }

    public var call: Call
    public var responder: Int?
    /// What the call returned.
    public var succeeded: Bool
    /// Why it failed.
    public var failure: DiagnosticCode?
    /// Whether the keyboard shows afterwards.
    public var keyboardVisible: Bool
}

/// One step of the route an event travelled.
public struct PathStep: Sendable, Equatable {
    /// What happened at this step.
    public enum Outcome: String, Sendable, CaseIterable {
        case dispatched, hitTested, recognized, failed, prevented, forwarded, handled, handledAndForwarded, swallowed
        case tracked, cancelled, withheld, performed, declined, passed, crashed, discarded, succeeded, shown, hidden
        /// A drag interaction lifted the step's responder.
        case lifted
    }

    /// The responder (nil for the end of the chain).
    public var responder: Int?
    /// The method or object involved, e.g. `touchesBegan(_:with:)` or `UITapGestureRecognizer`.
    public var method: String
    public var outcome: Outcome
    /// Why, as facts or as a sentence; ``App/note(of:)`` words it.
    public var words: PathNote

    public init(responder: Int?, method: String, outcome: Outcome, words: PathNote) {
        self.responder = responder
        self.method = method
        self.outcome = outcome
        self.words = words
    }
}
