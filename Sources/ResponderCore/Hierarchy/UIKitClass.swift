/// A built-in UIKit class and the defaults an instance of it starts with.
///
/// Custom classes name one of these as their superclass and inherit its defaults; `ClassCatalogue` lists
/// them all. A class: every responder holds its class, and one reference is cheaper to copy than a dozen fields
/// with three strings; the catalogue's instances are the only ones, so identity is the class name.
public final class UIKitClass: Sendable, Hashable {
    /// The class name, e.g. `UIButton`.
    public let name: String
    /// The built-in superclass, or nil for `UIResponder`.
    public let superclass: String?
    /// The role instances play.
    public let kind: ResponderKind
    /// The default of `isUserInteractionEnabled` (false for `UILabel` and `UIImageView`).
    public let isUserInteractionEnabled: Bool
    /// The default of `isMultipleTouchEnabled`.
    public let isMultipleTouchEnabled: Bool
    /// The default of `canBecomeFirstResponder`.
    public let canBecomeFirstResponder: Bool
    /// The default of `clipsToBounds`.
    public let clipsToBounds: Bool
    /// A `UIControl`: tracks its own touches and does not forward them; sends target-actions.
    public let isControl: Bool
    /// A text input (`UITextField`, `UITextView`): becomes first responder when tapped, has the keyboard as its
    /// input view, and implements the standard edit actions.
    public let isTextInput: Bool
    /// A private UIKit class whose name changes between iOS versions: read it, never depend on it.
    public let isPrivate: Bool
    /// A control that makes a single-tap gesture recognizer on an ancestor view fail
    /// (`gestureRecognizerShouldBegin(_:)` returns false for it), so the control wins the tap.
    public let winsSingleTapOverAncestorRecognizers: Bool
    /// A scroll view (`UIScrollView` and its subclasses): it has a pan gesture recognizer of its own and delays
    /// and cancels its content's touches.
    public let scrolls: Bool
    /// The default of `alwaysBounceVertical` (true for `UITableView`, which bounces even when its rows fit).
    public let alwaysBouncesVertically: Bool
    /// A container controller that shows one of its `viewControllers` at a time (`UINavigationController`,
    /// `UITabBarController`), or nil.
    public let containerStyle: ContainerStyle?
    /// Its `point(inside:with:)` is also true where one of its subviews' is (`UITableViewWrapperView`, whose cells
    /// take touches outside its bounds), as ``PointInsideOverride/regions(_:includeSubviews:)`` with its bounds.
    public let pointInsideIncludesSubviews: Bool
    /// A one-line description for the catalogue.
    public let summary: String

    init(
        _ name: String, _ superclass: String?, _ kind: ResponderKind, interaction: Bool = true,
        multipleTouch: Bool = false, canBecomeFirstResponder: Bool = false, clips: Bool = false,
        control: Bool = false, textInput: Bool = false, isPrivate: Bool = false, winsTap: Bool = false,
        scrolls: Bool = false, bouncesVertically: Bool = false, container: ContainerStyle? = nil,
        pointInsideIncludesSubviews: Bool = false, _ summary: String
    ) {
        self.name = name
        self.superclass = superclass
        self.kind = kind
        self.isUserInteractionEnabled = interaction
        self.isMultipleTouchEnabled = multipleTouch
        self.canBecomeFirstResponder = canBecomeFirstResponder
        self.clipsToBounds = clips
        self.isControl = control
        self.isTextInput = textInput
        self.isPrivate = isPrivate
        self.winsSingleTapOverAncestorRecognizers = winsTap
        self.scrolls = scrolls
        self.alwaysBouncesVertically = bouncesVertically
        self.containerStyle = container
        self.pointInsideIncludesSubviews = pointInsideIncludesSubviews
        self.summary = summary
    }

    public static func == (lhs: UIKitClass, rhs: UIKitClass) -> Bool { lhs === rhs || lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
