/// The UIKit rule that produced one `next` link.
public enum NextRule: String, Sendable, CaseIterable {
    /// A view's next is its superview.
    case superview = "view.superview"
    /// A view controller's root view's next is that view controller.
    case owningViewController = "view.viewController"
    /// Runtime: a view controller's next is its root view's superview (a wrapper view when presented).
    case rootViewSuperview = "viewController.rootViewSuperview"
    /// Documented: the window's root view controller's next is the window.
    case rootViewControllerWindow = "viewController.window"
    /// Documented: a presented view controller's next is the presenting view controller.
    case presentingViewController = "viewController.presentingViewController"
    /// A child controller whose view is in no hierarchy falls back to its parent.
    case parentViewController = "viewController.parent"
    /// Runtime: a window's next is its window scene.
    case windowScene = "window.windowScene"
    /// Documented: a window's next is the application.
    case windowApplication = "window.application"
    /// A window scene's next is the application.
    case sceneApplication = "windowScene.application"
    /// The application's next is its delegate, when that is a plain responder.
    case applicationDelegate = "application.delegate"
    /// An overridden `next` splices in another object.
    case overriddenNext = "override.next"
}

/// Why a responder chain ends.
public enum ChainEnd: String, Sendable, CaseIterable {
    /// The app delegate (or another final object) has no next responder.
    case noNextResponder
    /// The application has no delegate.
    case applicationWithoutDelegate
    /// The app delegate does not inherit from UIResponder, so UIApplication returns nil.
    case delegateNotResponder
    /// The app delegate is a view, a view controller or the application itself, so UIApplication returns nil.
    case delegateIsViewOrController
    /// A view with no superview and no controller: it is in no window.
    case detachedView
    /// A view controller whose view is in no hierarchy and that has no parent or presenter.
    case controllerNotInHierarchy
    /// A custom responder whose `next` is not overridden.
    case objectWithoutNext
    /// The scene delegate's next is nil: it is not part of the chain.
    case sceneDelegate
    /// An overridden `next` leads back to a responder already in the chain.
    case loop
}

/// One step of `next`: either the next responder and the rule, or the reason the chain ends.
public enum NextStep: Sendable, Equatable {
    case next(Int, NextRule)
    case end(ChainEnd)
}
