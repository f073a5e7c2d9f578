/// A gesture recognizer attached to a view, with what it does in the scenario being evaluated.
public struct GestureRecognizer: Sendable, Hashable {
    /// The kinds of recognizer UIKit ships.
    public enum Kind: String, Sendable, CaseIterable {
        case tap, longPress, pan, swipe, pinch, rotation, hover, custom

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
            }
        }
    }

    public var id: String
    public var kind: Kind
    /// The view it is attached to.
    public var view: Int
    /// Whether it recognizes in this scenario; nil lets the touch's gesture decide (a tap recognizer recognizes
    /// a tap, a pan or swipe recognizer a drag, a long-press recognizer a long press).
    public var recognizes: Bool?
    public var isEnabled: Bool
    public var numberOfTapsRequired: Int
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
        numberOfTapsRequired: Int = 1, cancelsTouchesInView: Bool = true, delaysTouchesBegan: Bool = false,
        delaysTouchesEnded: Bool = true, recognizesSimultaneously: Bool = false, target: Int? = nil,
        action: Selector? = nil
    ) {
        self.id = id
        self.kind = kind
        self.view = view
        self.recognizes = recognizes
        self.isEnabled = isEnabled
        self.numberOfTapsRequired = numberOfTapsRequired
        self.cancelsTouchesInView = cancelsTouchesInView
        self.delaysTouchesBegan = delaysTouchesBegan
        self.delaysTouchesEnded = delaysTouchesEnded
        self.recognizesSimultaneously = recognizesSimultaneously
        self.target = target
        self.action = action
    }
}

/// A target-action pair registered on a control with `addTarget(_:action:for:)`.
public struct TargetAction: Sendable, Hashable {
    /// The control events it was added for.
    public enum ControlEvent: String, Sendable, CaseIterable {
        case touchDown, touchUpInside, touchUpOutside, touchCancel, primaryActionTriggered, valueChanged
        case editingDidBegin, editingChanged, editingDidEnd
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
