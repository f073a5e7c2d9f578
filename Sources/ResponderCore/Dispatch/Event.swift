/// Something UIKit delivers, or a call that changes who receives later events.
public enum Event: Sendable, Equatable {
    /// One or more fingers (each hit-tested on its own) performing a gesture.
    case touch(TouchEvent)
    /// A physical key or remote button press, with the modifier keys held; starts at the focused view or the first
    /// responder. A key matching a key command on the first responder's chain sends that command's action.
    case press(key: String, modifiers: KeyModifiers = [])
    /// A motion event (shake); starts at the first responder.
    case motion(subtype: String)
    /// A remote-control event (play, pause …); starts at the first responder.
    case remoteControl(subtype: String)
    /// An action message: explicit target, nil target, or an explicit walk from a responder.
    case action(ActionEvent)
    /// The edit menu is requested (long-press): which items appear and who handles each.
    case editMenu(EditMenuEvent)
    /// `becomeFirstResponder()` is called on a responder, at a point of its controller's life cycle.
    case becomeFirstResponder(responder: Int, during: LifecyclePhase)
    /// `resignFirstResponder()` on a responder (the key window's first responder when nil).
    case resignFirstResponder(responder: Int?)
    /// `view.endEditing(force)`: resigns the first responder inside the view's subtree.
    case endEditing(view: Int, force: Bool)
    /// A pointer hovering over the screen (a trackpad or mouse on iPad, Apple Pencil held above it): hit-tested at
    /// each point like a touch, seen by hover recognizers and pointer interactions only.
    case hover(HoverEvent)

    /// A short name for the kind of event.
    public var kind: String {
        switch self {
        case .touch: return "touch"
        case .press: return "press"
        case .motion: return "motion"
        case .remoteControl: return "remoteControl"
        case .action: return "action"
        case .editMenu: return "editMenu"
        case .becomeFirstResponder: return "becomeFirstResponder"
        case .resignFirstResponder: return "resignFirstResponder"
        case .endEditing: return "endEditing"
        case .hover: return "hover"
        }
    }
}

/// The physical gesture the fingers make; decides the touch phases and which recognizers recognize by default.
public enum TouchGesture: String, Sendable, CaseIterable {
    /// Down and up in place: touchesBegan, touchesEnded.
    case tap
    /// Down, held, up: touchesBegan, touchesEnded; long-press recognizers recognize while held. With a path, the
    /// finger rests first (past a drag's lift delay, ``DragAndDrop/liftDelay``), then moves.
    case longPress
    /// Down, moved, up: touchesBegan, touchesMoved, touchesEnded; pan recognizers recognize on the move.
    case pan
    /// A quick directional drag: like pan; swipe and pan recognizers recognize.
    case swipe
    /// Two fingers pinching: pinch recognizers recognize.
    case pinch
    /// Two fingers turning about each other: rotation recognizers recognize.
    case rotation

    /// Whether the fingers move (a drag, a swipe, a pinch or a rotation), so views receive touchesMoved even
    /// when no path is described.
    public var moves: Bool { self != .tap && self != .longPress }
}

/// How a touch ends.
public enum TouchEnd: String, Sendable, CaseIterable {
    /// The finger lifts: touchesEnded(_:with:).
    case ended
    /// The system takes the touch away (a call comes in, an alert appears): touchesCancelled(_:with:).
    case cancelled
}

/// A touch event: the fingers and the gesture.
public struct TouchEvent: Sendable, Equatable {
    /// One finger.
    public struct Touch: Sendable, Equatable {
        /// Where it lands (touchesBegan), in screen coordinates; hit-testing happens here only.
        public var point: Point
        /// The window it belongs to, when only one should be hit-tested.
        public var window: Int?
        /// Where it moves after landing, in screen coordinates, the last being where it ends; empty for a finger
        /// that does not move.
        public var moves: [Point]
        /// How it ends.
        public var end: TouchEnd

        public init(point: Point, window: Int? = nil, moves: [Point] = [], end: TouchEnd = .ended) {
            self.point = point
            self.window = window
            self.moves = moves
            self.end = end
        }

        /// Where the touch ends: the last move, or where it landed.
        public var endPoint: Point { moves.last ?? point }

        /// The farthest the finger gets from where it landed, in points.
        public var farthestDistance: Double {
            var farthest = 0.0
            for move in moves { farthest = max(farthest, point.distance(to: move)) }
            return farthest
        }
    }

    public var touches: [Touch]
    public var gesture: TouchGesture
    /// How many taps in quick succession the event is (`UITouch.tapCount`): 2 for a double tap.
    public var tapCount: Int
    /// The view the finger is aimed at, if any: the dispatcher puts the one finger where a tap on it lands
    /// (``App/aim(at:within:)``), against the app as it is when the event comes, and the result's
    /// ``EventResult/aim`` says where and why.
    public var aimedAt: Int?

    public init(touches: [Touch], gesture: TouchGesture = .tap, tapCount: Int = 1, aimedAt: Int? = nil) {
        self.touches = touches
        self.gesture = gesture
        self.tapCount = tapCount
        self.aimedAt = aimedAt
    }

    /// One finger aimed at a view: where it lands is decided when the event is dispatched.
    public static func aimed(
        at view: Int, gesture: TouchGesture = .tap, tapCount: Int = 1, end: TouchEnd = .ended
    ) -> TouchEvent {
        TouchEvent(touches: [Touch(point: .zero, end: end)], gesture: gesture, tapCount: tapCount, aimedAt: view)
    }

    /// Whether any finger moves: a described path, or a gesture that moves.
    public var moves: Bool { gesture.moves || touches.contains { !$0.moves.isEmpty } }
}

/// A pointer that hovers (`UIEvent.EventType.hover`): a trackpad or mouse pointer on iPad, or Apple Pencil held above
/// the screen. It is hit-tested at every point like a touch, but it calls no touch method, sends no control event and
/// no tap, pan or long-press recognizer sees it: only `UIHoverGestureRecognizer`s and pointer interactions
/// (`UIPointerInteraction`) react.
public struct HoverEvent: Sendable, Equatable {
    /// Where the pointer is first, in screen coordinates.
    public var point: Point
    /// Where it moves next, in screen coordinates, the last being where it stays; empty for a pointer at rest.
    public var moves: [Point]
    /// The window it belongs to, when only one should be hit-tested.
    public var window: Int?

    public init(point: Point, moves: [Point] = [], window: Int? = nil) {
        self.point = point
        self.moves = moves
        self.window = window
    }

    /// Every point the pointer is at, in order.
    public var points: [Point] { [point] + moves }
}

/// An action message.
public struct ActionEvent: Sendable, Equatable {
    public var action: Selector
    /// The explicit target; nil sends it to the responder chain.
    public var target: Int?
    /// The sender (a control), if any.
    public var sender: Int?
    /// Walk `next` from this responder instead (`target(forAction:withSender:)`, seed 000's MessageView).
    public var walkFrom: Int?

    public init(action: Selector, target: Int? = nil, sender: Int? = nil, walkFrom: Int? = nil) {
        self.action = action
        self.target = target
        self.sender = sender
        self.walkFrom = walkFrom
    }
}

/// An edit-menu request.
public struct EditMenuEvent: Sendable, Equatable {
    /// The view the user long-pressed, if any.
    public var pressedView: Int?
    /// Custom menu items (`UIMenuController.menuItems`, `UIMenuBuilder` commands) to consider.
    public var customActions: [Selector]

    public init(pressedView: Int? = nil, customActions: [Selector] = []) {
        self.pressedView = pressedView
        self.customActions = customActions
    }
}

/// When, in its view controller's life, a call is made.
public enum LifecyclePhase: String, Sendable, CaseIterable {
    /// In `viewDidLoad`: the controller's view is not in a window yet.
    case viewDidLoad
    /// In `viewWillAppear(_:)` on first appearance: the view is not in a window yet either.
    case viewWillAppear
    /// In `viewDidAppear(_:)`: the view is in its window.
    case viewDidAppear
    /// Now, with the app as described.
    case now
}

/// Settings where UIKit re-implementations differ or UIKit leaves a choice.
public struct DispatchSettings: Sendable, Equatable {
    /// Where a control's nil-targeted action starts its walk.
    public enum NilTargetStart: String, Sendable, CaseIterable {
        /// Seed 000: the first responder, or the key window when nothing is first responder.
        case firstResponder
        /// Other UIKit re-implementations: the sending control.
        case sender
    }

    /// What a disabled control does with touches.
    public enum DisabledControlTouches: String, Sendable, CaseIterable {
        /// UIKit: a disabled control does not track; its touches go on to `next` (a cell can still be selected).
        case forward
        /// The control absorbs them anyway.
        case stop
    }

    public var profile: Profile
    public var nilTargetStart: NilTargetStart
    public var disabledControlTouches: DisabledControlTouches
    /// Look for views drawn under the finger that hit-testing could not reach (costs one walk of the window).
    public var diagnoseUnreachable: Bool
    /// Insert UIKit's private wrappers when the app is laid out: only in the runtime profile, where it is the
    /// default.
    public var synthesizeWrappers: Bool
    /// Record a run of at least this many sibling views rejected by hit-testing for the same reason as one trace
    /// step with a count (``HitTestStep/count``); nil records every view.
    public var summarizeTraceRuns: Int?
    /// How far a finger may move before a tap recognizer fails, in points. UIKit does not document it; 10 points
    /// is the documented `allowableMovement` of `UILongPressGestureRecognizer`, and what a tap tolerates on
    /// current iOS in practice.
    public var tapAllowableMovement: Double
    /// How far outside a control's bounds a tracked finger still counts as inside (touchDragInside,
    /// touchUpInside), in points. UIKit does not document it; 70 points is what current iOS measures.
    public var controlTrackingMargin: Double

    /// The distances UIKit's recognizers judge a path by, in points.
    public enum Threshold {
        /// A pan (and a scroll view's pan) begins once the finger has moved this far: UIKit's pan hysteresis.
        public static let pan = 10.0
        /// A swipe must travel at least this far in its direction, and more than twice as far along it as across.
        public static let swipe = 50.0
        /// `UILongPressGestureRecognizer.allowableMovement`'s documented default: more movement before the press
        /// is recognized makes it fail.
        public static let longPressMovement = 10.0
        /// How far from the screen's edge a screen-edge pan must begin. UIKit does not document it; this is what
        /// the interactive pop gesture is observed to accept on an iPhone.
        public static let screenEdge = 20.0
        /// How far past the top of its content a drag must pull a scroll view for its refresh control to begin
        /// refreshing. UIKit documents no distance (UIRefreshControl's documentation: the user drags the top of the
        /// content downward). A public note of the control's internals, read on an iPhone, gives the pull at which
        /// it snaps into refreshing (its private `_snappingHeight`) as 150.33 points, beside its own height of 60
        /// (`_refreshControlHeight`): a pull that only reveals the control does not refresh.
        public static let refresh = 150.0
    }

    /// The run length the service summarises from: shorter runs (every small hierarchy's) keep a step per view.
    public static let defaultTraceRunSummary = 4

    public init(
        profile: Profile = .runtime, nilTargetStart: NilTargetStart = .firstResponder,
        disabledControlTouches: DisabledControlTouches = .forward, diagnoseUnreachable: Bool = true,
        synthesizeWrappers: Bool? = nil, summarizeTraceRuns: Int? = nil, tapAllowableMovement: Double = 10,
        controlTrackingMargin: Double = 70
    ) {
        self.profile = profile
        self.nilTargetStart = nilTargetStart
        self.disabledControlTouches = disabledControlTouches
        self.diagnoseUnreachable = diagnoseUnreachable
        // The documented profile follows Apple's written rules, which have no private wrappers.
        self.synthesizeWrappers = profile == .runtime && (synthesizeWrappers ?? true)
        self.summarizeTraceRuns = summarizeTraceRuns
        self.tapAllowableMovement = tapAllowableMovement
        self.controlTrackingMargin = controlTrackingMargin
    }
}
