/// What role a responder plays in an app, which decides the `next` rule that applies to it.
public enum ResponderKind: String, Sendable, CaseIterable {
    /// The `UIApplication` object.
    case application
    /// The application's delegate (`AppDelegate`); in the chain only when it is a plain responder.
    case appDelegate
    /// A window scene's delegate (`SceneDelegate`); never in the chain unless spliced in through `next`.
    case sceneDelegate
    /// A `UIWindowScene`.
    case windowScene
    /// A `UIWindow`, which is also a view.
    case window
    /// A `UIView` or subclass.
    case view
    /// A `UIViewController` or subclass.
    case viewController
    /// A custom `UIResponder` subclass that is none of the above (seed 001's `DrawingResponder`).
    case object

    /// Whether this kind is a view (windows included).
    public var isView: Bool { self == .view || self == .window }
}
