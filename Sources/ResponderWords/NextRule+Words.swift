import ResponderCore

extension NextRule {
    /// The rule in plain words.
    public var explanation: String {
        switch self {
        case .superview: return "A UIView's next responder is its superview."
        case .owningViewController:
            return "This view is a view controller's root view, so its next responder is that view controller."
        case .rootViewSuperview:
            return "A view controller's next responder is its root view's superview (what iOS prints at run time)."
        case .rootViewControllerWindow:
            return "This view controller is the window's root view controller, so its next responder is the window "
                + "(Apple's documented rule)."
        case .presentingViewController:
            return "This view controller was presented, so its next responder is the presenting view controller "
                + "(Apple's documented rule)."
        case .parentViewController:
            return "This view controller's view is in no hierarchy, so its next responder is its parent controller."
        case .windowScene: return "On current iOS a UIWindow's next responder is its UIWindowScene."
        case .windowApplication: return "Apple's documented rule: a UIWindow's next responder is the UIApplication."
        case .sceneApplication: return "A UIWindowScene's next responder is the UIApplication."
        case .applicationDelegate:
            return
                "UIApplication's next responder is the app delegate, because it is a UIResponder that is not a view, "
                + "a view controller or the app object."
        case .overriddenNext: return "This object overrides next to splice in another responder."
        }
    }
}

extension ChainEnd {
    /// The reason in plain words.
    public var explanation: String {
        switch self {
        case .noNextResponder: return "This is the last responder: its next is nil."
        case .applicationWithoutDelegate: return "The application has no delegate, so the chain ends at UIApplication."
        case .delegateNotResponder:
            return "The app delegate is not a UIResponder, so UIApplication's next is nil and the chain ends there."
        case .delegateIsViewOrController:
            return "The app delegate is a view, a view controller or the app object, so UIApplication does not return "
                + "it and the chain ends at UIApplication."
        case .detachedView: return "This view has no superview and is not in a window, so its next is nil."
        case .controllerNotInHierarchy:
            return
                "This view controller's view is in no hierarchy and it has no parent or presenter, so its next is nil."
        case .objectWithoutNext:
            return "A custom responder's next is nil unless it overrides next; unhandled events stop here."
        case .sceneDelegate:
            return "The scene delegate's next is nil; it is not in the responder chain unless something splices it in."
        case .loop: return "An overridden next leads back to a responder already in the chain; the walk stops here."
        }
    }
}
