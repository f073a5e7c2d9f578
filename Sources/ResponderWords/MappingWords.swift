import ResponderCore

/// What the app description's mapping refuses, as facts: one case per sentence, with the values it names. English
/// here; each other language words every case in a switch of its own (`MappingWords+Japanese.swift`, `+Chinese`,
/// `+Korean`).
///
/// The facts are the ids, class names and field names as the request spells them (a validation finding's responders
/// are resolved to their ids and classes by the mapper, ``AppMapper/words(of:in:)``), so that the words need no app.
public enum MappingWords: Sendable, Equatable {
    // MARK: Objects and delegates

    /// An entry of `objects` given as an id string.
    case objectAsID
    /// A field only a UIResponder has, on a plain NSObject (`isResponder: false`) of `objects`.
    case responderOnlyField(String)
    /// `isRetained` on the application's delegate.
    case retainedAppDelegate
    /// A scene's delegate given as an id string.
    case sceneDelegateAsID
    /// `isResponder` on a scene's delegate.
    case sceneDelegateIsResponder
    /// `isRetained` on a scene's delegate.
    case retainedSceneDelegate

    // MARK: Classes (a ClassCatalogue.Misplacement)

    /// A UIKit class given a superclass.
    case superclassOfUIKitClass(String)
    /// A superclass the catalogue does not know.
    case unknownSuperclass(String)
    /// A name that looks like UIKit's but is not in the catalogue, without a superclass.
    case unknownUIKitLookingClass(String)
    /// A class of one kind describing a responder of another role.
    case wrongKind(className: String, kind: ResponderKind, role: ResponderKind)

    // MARK: Windows and views

    /// A second window with `isKey`: `existing` is the key one.
    case secondKeyWindow(existing: String)
    /// A controller's root view that names a `viewController` too: the controller it is described in.
    case rootViewHoldsController(String)
    /// A window with a `viewController`.
    case windowHoldsController
    /// A scroll view's field on a view of another class.
    case notScrollView(className: String, field: String)
    /// A table's or collection view's field (`allowsSelection`, `delegate`) on a view of another class.
    case notList(className: String, field: String)
    /// A control's field (`isEnabled`, `targets`) on a view of another class.
    case notControl(className: String, field: String)
    /// A subview added to a UIVisualEffectView itself rather than to its contentView.
    case addedToEffectView(className: String)
    /// A `contentView` on a view that is no cell or visual effect view.
    case noContentView(className: String)

    // MARK: Container controllers

    /// `viewControllers` on a controller that is no navigation or tab bar controller.
    case notContainer(String)
    /// `selectedIndex` on a controller that is no tab bar controller.
    case selectedIndexOutsideTabs(String)
    /// `navigationBar` on a controller that is no navigation controller.
    case navigationBarOutsideNavigation(String)
    /// `tabBar` on a controller that is no tab bar controller.
    case tabBarOutsideTabs(String)
    /// `children` on a container controller, whose children are its `viewControllers`.
    case containerChildren(ContainerStyle)
    /// A navigation controller with an empty stack.
    case emptyNavigationStack
    /// A tab bar controller with no view controller.
    case noTabs
    /// A tab bar controller with more than five view controllers.
    case tooManyTabs
    /// A `selectedIndex` past the last of `count` view controllers.
    case selectedIndexOutOfRange(Int, count: Int)

    // MARK: References between responders

    /// `keyWindow` naming a responder of another `kind`.
    case keyWindowNotWindow(String, kind: ResponderKind)
    /// `focusedView` naming a responder that is no view.
    case focusNotView(String)
    /// `next` naming a plain NSObject.
    case nextNotResponder(String)
    /// A window's `firstResponder` naming a plain NSObject.
    case firstResponderNotResponder(String)
    /// A child controller's `container` naming no view inside its parent's view.
    case containerOutsideParent(String)
    /// `hitTest.redirectTo` naming a responder that is no view.
    case hitTestNotView(String)
    /// A recognizer delegate's `shouldReceive.falseIn` naming a responder that is no view.
    case refusedTouchesNotView(String)
    /// A table's or collection view's `delegate` naming a window.
    case delegateIsWindow(String)
    /// `presentedBy` naming a responder that is no other view controller.
    case presenterNotController(String)
    /// `presentedBy` naming a controller that presents `presented` already.
    case presentsAlready(String, presented: String)
    /// `presentedBy` naming a controller that this one presents, directly or not.
    case presentationLoop(String)
    /// A recognizer that waits for itself to fail.
    case waitsForItself

    // MARK: An event's ids

    /// An event's window that is no window.
    case notWindow(String)
    /// An event's view that is no view.
    case notView(String)
    /// An event's responder that is a plain NSObject; `walkFrom` when it is an action's `walkFrom` (it has no next).
    case eventResponderIsPlainObject(String, walkFrom: Bool)

    // MARK: Validation findings (a Finding's words, with its responders' ids and classes)

    /// A view or controller named first responder that is in no window.
    case notInWindow(String)
    /// A window named for a first responder twice.
    case windowHasFirstResponder(window: String, existing: String)
    /// A first responder in the window `actual`, named for `window`.
    case inOtherWindow(String, actual: String, window: String)
    /// A first responder that is no UIResponder.
    case plainFirstResponder(String, className: String)
    /// A first responder whose canBecomeFirstResponder is false.
    case cannotBecomeFirstResponder(String, className: String)
    /// Overridden next properties that walk `walked` and lead back to `back`.
    case nextLoop([String], back: String)

    /// The words in English, byte for byte what the service answered before they were facts.
    public var english: String {
        switch self {
        case .objectAsID: return "objects must be objects, not id strings"
        case .responderOnlyField(let field):
            return "this object is a plain NSObject (isResponder is false); only UIResponder subclasses have \(field)"
        case .retainedAppDelegate: return "isRetained applies only to objects; the application keeps its delegate"
        case .sceneDelegateAsID: return "a scene delegate must be described as an object"
        case .sceneDelegateIsResponder:
            return "isResponder applies only to the application's delegate; a scene delegate is always a UIResponder "
                + "(and still not in the chain)"
        case .retainedSceneDelegate: return "isRetained applies only to objects; the scene keeps its delegate"
        case .superclassOfUIKitClass(let name):
            return "'\(name)' is a UIKit class; superclass applies only to custom classes"
        case .unknownSuperclass(let superclass):
            return "'\(superclass)' is not a UIKit class this service knows; name the nearest UIKit superclass (GET "
                + "/v1/classes lists them)"
        case .unknownUIKitLookingClass(let name):
            return "'\(name)' looks like a UIKit class but is not in the catalogue (a typo?); for a custom class give "
                + "its superclass"
        case .wrongKind(let className, let kind, let role):
            let described = role == .object ? "a custom responder" : "a \(role.rawValue)"
            return "'\(className)' is a \(kind.rawValue) class, but this entry describes \(described)"
        case .secondKeyWindow(let existing): return "only one window can be key; '\(existing)' is key already"
        case .rootViewHoldsController(let controller):
            return "this view is already the root view of '\(controller)', the controller it is described in; leave "
                + "out viewController"
        case .windowHoldsController:
            return "a window is no controller's root view; give the window a rootViewController"
        case .notScrollView(let className, let field):
            return "\(className) is not a UIScrollView; only scroll views (UIScrollView, UITableView, "
                + "UICollectionView, UITextView and their subclasses) have \(field)"
        case .notList(let className, let field):
            return "\(className) is not a UITableView or UICollectionView; only they have \(field) here (a row's "
                + "selection)"
        case .notControl(let className, let field):
            return "\(className) is not a UIControl; only controls have \(field)"
        case .addedToEffectView(let className):
            return "\(className) is added to the UIVisualEffectView itself; since iOS 11 UIKit raises an exception for "
                + "that (add subviews to its contentView instead): describe it in the effect view's contentView"
        case .noContentView(let className):
            return "\(className) is not a UITableViewCell, UICollectionViewCell or UIVisualEffectView; only cells and "
                + "visual effect views have a contentView"
        case .notContainer(let className):
            return "'\(className)' is not a UINavigationController or UITabBarController (or a subclass); only they "
                + "have viewControllers. A child controller of any other controller goes in children"
        case .selectedIndexOutsideTabs(let className):
            return "'\(className)' is not a UITabBarController; only a tab bar controller has selectedIndex"
        case .navigationBarOutsideNavigation(let className):
            return "'\(className)' is not a UINavigationController; only a navigation controller has a navigationBar"
        case .tabBarOutsideTabs(let className):
            return "'\(className)' is not a UITabBarController; only a tab bar controller has a tabBar"
        case .containerChildren(let style):
            return "a \(style == .navigation ? "navigation" : "tab bar") controller's children are its "
                + "viewControllers; describe them there"
        case .emptyNavigationStack: return "a navigation stack cannot be empty: give at least its root view controller"
        case .noTabs: return "a tab bar controller needs at least one view controller, one per tab"
        case .tooManyTabs:
            return "a tab bar shows at most five tabs on iPhone; UIKit puts the others behind a More tab, which this "
                + "service does not model"
        case .selectedIndexOutOfRange(let index, let count):
            return "selectedIndex \(index) is out of range: this tab bar controller has \(count) view "
                + "controller\(count == 1 ? "" : "s") (0 to \(count - 1))"
        case .keyWindowNotWindow(let id, let kind): return "'\(id)' is a \(kind.rawValue), not a window"
        case .focusNotView(let id): return "'\(id)' is not a view; only views take focus"
        case .nextNotResponder(let id):
            return "'\(id)' is a plain NSObject (isResponder is false); next returns a UIResponder"
        case .firstResponderNotResponder(let id):
            return "'\(id)' is a plain NSObject (isResponder is false); it cannot be first responder"
        case .containerOutsideParent(let id): return "'\(id)' must be a view inside the parent controller's view"
        case .hitTestNotView(let id): return "hitTest can only return a view; '\(id)' is not one"
        case .refusedTouchesNotView(let id): return "'\(id)' is not a view; shouldReceive refuses touches in views"
        case .delegateIsWindow(let id):
            return "'\(id)' is a window; a table's delegate is a controller or another object"
        case .presenterNotController(let id):
            return "'\(id)' is not another view controller; only a controller presents one"
        case .presentsAlready(let id, let presented):
            return "'\(id)' already presents '\(presented)'; a controller presents one at a time"
        case .presentationLoop(let id): return "'\(id)' is presented, directly or not, by this controller: a loop"
        case .waitsForItself: return "a recognizer cannot wait for itself to fail"
        case .notWindow(let id): return "'\(id)' is not a window"
        case .notView(let id): return "'\(id)' is not a view"
        case .eventResponderIsPlainObject(let id, let walkFrom):
            return "'\(id)' is a plain NSObject (isResponder is false): it is no UIResponder, so it has no "
                + (walkFrom ? "next" : "first-responder methods")
        case .notInWindow(let id): return "'\(id)' cannot be first responder: it is not in a window"
        case .windowHasFirstResponder(let window, let existing):
            return "window '\(window)' already has first responder '\(existing)'"
        case .inOtherWindow(let id, let actual, let window):
            return "'\(id)' is in window '\(actual)', not in '\(window)'"
        case .plainFirstResponder(let id, let className):
            return "'\(id)' (\(className)) is a plain NSObject (isResponder is false): only a UIResponder can be first "
                + "responder"
        case .cannotBecomeFirstResponder(let id, let className):
            return "'\(id)' (\(className)) cannot be first responder: its canBecomeFirstResponder is false (set "
                + "\"canBecomeFirstResponder\": true)"
        case .nextLoop(let walked, let back):
            return "next forms a loop: \(walked.joined(separator: " → ")) → \(back)"
        }
    }
}
