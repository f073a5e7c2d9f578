/// A gesture recognizer attached to a view, with what it does in the scenario being evaluated.
public struct GestureRecognizer: Sendable, Hashable {
    /// The kinds of recognizer UIKit ships.
    public enum Kind: String, Sendable, CaseIterable {
        case tap, longPress, pan, swipe, pinch, rotation, hover, custom
        /// `UIScreenEdgePanGestureRecognizer` for the left edge: a drag that starts at the screen's edge.
        case screenEdgePan

        /// The class name, e.g. `UITapGestureRecognizer`.
        public var className: String {
            switch self {
            case .tap: return "UITapGestureRecognizer"
            case .longPress: return "UILongPressGestureRecognizer"
            case .pan: return "UIPanGestureRecognizer"
            case .swipe: return "UISwipeGestureRecognizer"
            case .pinch: return "UIPinchGestureRecognizer"
            case .rotation: return "UIRotationGestureRecognizer"
            case .hover: return "UIHoverGestureRecognizer"
            case .custom: return "UIGestureRecognizer"
            case .screenEdgePan: return "UIScreenEdgePanGestureRecognizer"
            }
        }
    }

    /// Whether a recognizer of kind `kind` is a `kind` as `isKind(of:)` sees it: a screen-edge pan (and a scroll
    /// view's own pan, kind pan) is a pan.
    public static func kind(_ kind: Kind, isKindOf other: Kind) -> Bool {
        kind == other || (other == .pan && kind == .screenEdgePan)
    }

    /// The directions a swipe recognizer accepts (`UISwipeGestureRecognizer.Direction`, an option set).
    public struct SwipeDirections: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let right = SwipeDirections(rawValue: 1)
        public static let left = SwipeDirections(rawValue: 2)
        public static let up = SwipeDirections(rawValue: 4)
        public static let down = SwipeDirections(rawValue: 8)

        /// Each direction with its name, in UIKit's order.
        public static let named: [(name: String, direction: SwipeDirections)] = [
            ("right", .right), ("left", .left), ("up", .up), ("down", .down),
        ]

        /// "right", or "left, up" for several.
        public var names: String { Self.named.filter { contains($0.direction) }.map(\.name).joined(separator: ", ") }
    }

    public var id: String
    public var kind: Kind
    /// The view it is attached to.
    public var view: Int
    /// For a scroll view's own pan recognizer (`UIScrollView.panGestureRecognizer`, which UIKit adds to every
    /// scroll view): that scroll view. Nil for a recognizer the app added.
    public var scrollView: Int?
    /// Whether it recognizes in this scenario; nil lets the touch's gesture decide (a tap recognizer recognizes
    /// a tap, a pan or swipe recognizer a drag, a long-press recognizer a long press).
    public var recognizes: Bool?
    public var isEnabled: Bool
    public var numberOfTapsRequired: Int
    /// How many fingers a tap, long press or swipe needs; the least number of fingers a pan needs
    /// (`minimumNumberOfTouches`).
    public var numberOfTouchesRequired: Int
    /// The directions a swipe recognizer accepts (right by default, as in UIKit).
    public var direction: SwipeDirections
    /// The recognizers this one waits for to fail before it may recognize (`require(toFail:)`).
    public var requiresToFail: [Int] = []
    /// The recognizers this one waits for because a delegate says so: its own delegate's
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`, or the other's `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
    public var delegateWaits: [DelegateWait] = []
    /// Views whose touches its delegate's `gestureRecognizer(_:shouldReceive:)` refuses: a touch whose view is one
    /// of them or inside one never reaches the recognizer.
    public var refusesTouchesIn: Set<Int> = []
    /// What its delegate's `gestureRecognizerShouldBegin(_:)` answers: false makes it fail when it would begin.
    public var shouldBegin = true
    /// For a navigation controller's `interactivePopGestureRecognizer`: that navigation controller.
    public var popsNavigationController: Int?
    /// For a page-curl page view controller's own pan and tap (its `gestureRecognizers`): that page view controller.
    /// Its tap begins only near the left and right edges of its view (``PageCurlMetrics``).
    public var turnsPagesOf: Int?
    public var cancelsTouchesInView: Bool
    public var delaysTouchesBegan: Bool
    public var delaysTouchesEnded: Bool
    /// Whether it may recognize together with others (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`).
    public var recognizesSimultaneously: Bool
    /// The target its action goes to, if any.
    public var target: Int?
    /// The action selector, if any.
    public var action: Selector?

    public init(
        id: String, kind: Kind, view: Int, recognizes: Bool? = nil, isEnabled: Bool = true,
        numberOfTapsRequired: Int = 1, numberOfTouchesRequired: Int = 1, direction: SwipeDirections = .right,
        cancelsTouchesInView: Bool = true, delaysTouchesBegan: Bool = false,
        delaysTouchesEnded: Bool = true, recognizesSimultaneously: Bool = false, target: Int? = nil,
        action: Selector? = nil
    ) {
        self.id = id
        self.kind = kind
        self.view = view
        self.recognizes = recognizes
        self.isEnabled = isEnabled
        self.numberOfTapsRequired = numberOfTapsRequired
        self.numberOfTouchesRequired = numberOfTouchesRequired
        self.direction = direction
        self.cancelsTouchesInView = cancelsTouchesInView
        self.delaysTouchesBegan = delaysTouchesBegan
        self.delaysTouchesEnded = delaysTouchesEnded
        self.recognizesSimultaneously = recognizesSimultaneously
        self.target = target
        self.action = action
    }

    /// The runtime class name: `UIScrollViewPanGestureRecognizer` for a scroll view's own pan recognizer (a
    /// private subclass of `UIPanGestureRecognizer`), else the kind's class.
    public var className: String { scrollView == nil ? kind.className : Self.scrollViewPanClassName }

    /// The class of the pan recognizer UIKit gives every scroll view.
    public static let scrollViewPanClassName = "UIScrollViewPanGestureRecognizer"
}

/// A failure requirement a gesture recognizer delegate adds: the waiting recognizer waits for `other` to fail.
public struct DelegateWait: Sendable, Hashable {
    /// Whose delegate said so.
    public enum Source: Sendable, Hashable {
        /// The waiting recognizer's delegate: `gestureRecognizer(_:shouldRequireFailureOf:)` returned true.
        case shouldRequireFailureOf
        /// The other recognizer's delegate: `gestureRecognizer(_:shouldBeRequiredToFailBy:)` returned true.
        case shouldBeRequiredToFailBy
    }

    public var other: Int
    public var source: Source

    public init(other: Int, source: Source) {
        self.other = other
        self.source = source
    }
}

/// A target-action pair registered on a control with `addTarget(_:action:for:)`.
public struct TargetAction: Sendable, Hashable {
    /// The control events it was added for.
    public enum ControlEvent: String, Sendable, CaseIterable {
        case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
        case touchUpInside, touchUpOutside, touchCancel, primaryActionTriggered, valueChanged
        case editingDidBegin, editingChanged, editingDidEnd
        /// A button's menu is about to open (iOS 14): sent instead of touchUpInside when the menu is the primary
        /// action.
        case menuActionTriggered
    }

    public var event: ControlEvent
    /// The explicit target, or nil for a nil-targeted action that walks the responder chain.
    public var target: Int?
    public var action: Selector

    public init(event: ControlEvent, target: Int?, action: Selector) {
        self.event = event
        self.target = target
        self.action = action
    }
}

/// A view's override of `gestureRecognizerShouldBegin(_:)` (UIView's, which UIKit asks of the views under the touch up
/// to the recognizer's own view before the recognizer begins): it answers false for every recognizer, or only for
/// recognizers of some kinds (`isKind(of:)`, so `pan` also covers a scroll view's pan and a screen-edge pan).
public struct ShouldBeginOverride: Sendable, Hashable {
    /// The kinds it answers false for; nil: every recognizer.
    public var falseFor: Set<GestureRecognizer.Kind>?

    public init(falseFor: Set<GestureRecognizer.Kind>? = nil) {
        self.falseFor = falseFor
    }

    /// Whether it answers false for `recognizer`.
    public func refuses(_ recognizer: GestureRecognizer) -> Bool {
        guard let falseFor else { return true }
        return falseFor.contains { GestureRecognizer.kind(recognizer.kind, isKindOf: $0) }
    }
}
