/// The built-in UIKit classes the core knows, with their defaults.
///
/// | class | kind | defaults that matter for events |
/// | --- | --- | --- |
/// | `UIResponder` | object | forwards everything to `next` |
/// | `UIApplication` | application | last link before the app delegate |
/// | `UIWindowScene` | windowScene | between the window and the application (runtime profile) |
/// | `UIView`, `UIStackView`, `UIVisualEffectView` | view | interaction on, single touch |
/// | `UILabel`, `UIImageView` | view | `isUserInteractionEnabled` false: they and their subviews are never hit |
/// | `UIScrollView`, `UITableView`, `UICollectionView` | view | clip to bounds; scrolling is their own pan recognizer,
///   which delays the content's touches and may cancel them (`UITableView` bounces vertically by default) |
/// | `UITableViewCell`, `UICollectionViewCell` | view | subviews live in a private content view |
/// | `UIControl` | view | tracks its touches itself and does not forward them; sends target-actions |
/// | `UIButton`, `UISwitch`, `UISlider`, `UISegmentedControl`, `UIStepper`, `UIPageControl` | view | also win a
///   single tap over a tap recognizer on an ancestor |
/// | `UITextField`, `UITextView` | view | can become first responder; tap focuses; keyboard input view; edit actions |
/// | `UIWindow` | window | a view at the root of a hierarchy |
/// | `UITableViewCellContentView`, `UITransitionView`, `UIDropShadowView`, `UIDimmingView`, `UILayoutContainerView`,
///   `UINavigationTransitionView`, `UIViewControllerWrapperView`, `_UIPageViewControllerContentView` | view | private
///   wrappers UIKit inserts |
/// | `_UIQueuingScrollView` | view | a scroll-style page view controller's private paging scroll view |
/// | `_UIButtonBarButton`, `UITabBarButton` | view | private controls a navigation bar's items and a tab bar's
///   tabs are drawn as |
/// | `_UITableCellAccessoryButton`, `UITableViewCellDetailDisclosureView` | view | a table cell's standard
///   accessory (``AccessoryType``): only the detail button takes touches |
/// | `UITableViewWrapperView` | view | private, iOS 7 to 10: its `point(inside:with:)` is true where a cell is, so a
///   cell outside its bounds still takes touches |
/// | `_UIBarBackground`, `_UINavigationBarBackground` | view | private bar backgrounds, `isUserInteractionEnabled`
///   false |
/// | `UITextEffectsWindow`, `UIRemoteKeyboardWindow` | window | the system's windows above the app's (the keyboard) |
/// | `UIInputSetContainerView`, `UIInputSetHostView`, `_UIRemoteKeyboardPlaceholderView`, `_UIRemoteView` | view |
///   private views of the keyboard and of another process's content |
/// | `UIViewController`, `UITableViewController`, `UICollectionViewController`, `UISplitViewController` |
///   viewController | sits between its root view and that view's superview |
/// | `UINavigationController`, `UITabBarController`, `UIPageViewController` | viewController | show one of their
///   `viewControllers` at a time (``ContainerStyle``) |
public enum ClassCatalogue {
    /// Every built-in class, in catalogue order.
    public static let all: [UIKitClass] = [
        UIKitClass("UIResponder", nil, .object, "The base class of every object that can receive events."),
        UIKitClass("UIApplication", "UIResponder", .application, "The app object; its next is the app delegate."),
        UIKitClass("UIScene", "UIResponder", .windowScene, "A scene; windows belong to a UIWindowScene."),
        UIKitClass("UIWindowScene", "UIScene", .windowScene, "Owns windows; on current iOS a window's next."),
        UIKitClass("UIView", "UIResponder", .view, "A rectangle on screen; its next is its superview."),
        UIKitClass("UIWindow", "UIView", .window, "The root of a view hierarchy; holds its own first responder."),
        UIKitClass("UILabel", "UIView", .view, interaction: false, "Text; user interaction is off by default."),
        UIKitClass(
            "UIImageView", "UIView", .view, interaction: false,
            "An image; user interaction is off by default, so its subviews get no touches either."),
        UIKitClass("UIStackView", "UIView", .view, "Lays out arranged subviews; draws nothing itself."),
        UIKitClass("UIVisualEffectView", "UIView", .view, "A blur or vibrancy effect."),
        UIKitClass("UINavigationBar", "UIView", .view, "The bar at the top of a navigation controller."),
        UIKitClass("UIToolbar", "UIView", .view, "A bar of items."),
        UIKitClass("UITabBar", "UIView", .view, "The bar of a tab bar controller."),
        UIKitClass(
            "UIScrollView", "UIView", .view, clips: true, scrolls: true,
            "Scrolls its content; its bounds origin is the offset; delays and may cancel its content's touches."),
        UIKitClass(
            "UITableView", "UIScrollView", .view, clips: true, scrolls: true, bouncesVertically: true,
            "A scrolling list of cells; bounces vertically even when its rows fit."),
        UIKitClass(
            "UICollectionView", "UIScrollView", .view, clips: true, scrolls: true, "A scrolling grid of cells."),
        UIKitClass("UITableViewCell", "UIView", .view, "A table row; its subviews live in a content view."),
        UIKitClass("UICollectionViewCell", "UIView", .view, "A collection item; subviews live in a content view."),
        UIKitClass(
            "UIControl", "UIView", .view, control: true,
            "Tracks its own touches and sends target-actions; does not forward touches to next."),
        UIKitClass("UIButton", "UIControl", .view, control: true, winsTap: true, "A button."),
        UIKitClass("UISwitch", "UIControl", .view, control: true, winsTap: true, "An on/off switch."),
        UIKitClass("UISlider", "UIControl", .view, control: true, winsTap: true, "A slider."),
        UIKitClass("UISegmentedControl", "UIControl", .view, control: true, winsTap: true, "Segments."),
        UIKitClass("UIStepper", "UIControl", .view, control: true, winsTap: true, "A plus/minus stepper."),
        UIKitClass("UIPageControl", "UIControl", .view, control: true, winsTap: true, "Page dots."),
        UIKitClass("UIDatePicker", "UIControl", .view, control: true, "A date picker."),
        UIKitClass(
            "UITextField", "UIControl", .view, canBecomeFirstResponder: true, control: true, textInput: true,
            "A single-line text input; becomes first responder when tapped."),
        UIKitClass(
            "UITextView", "UIScrollView", .view, canBecomeFirstResponder: true, clips: true, textInput: true,
            scrolls: true,
            "A multi-line text input; becomes first responder when tapped (if editable or selectable)."),
        UIKitClass("UISearchBar", "UIView", .view, "Holds a search text field."),
        UIKitClass(
            "UITableViewCellContentView", "UIView", .view, isPrivate: true,
            "Private: the content view UIKit puts inside every table cell."),
        UIKitClass(
            "UICollectionViewCellContentView", "UIView", .view, isPrivate: true,
            "Private: the content view UIKit puts inside every collection cell."),
        UIKitClass(
            "UITransitionView", "UIView", .view, isPrivate: true,
            "Private: the container UIKit adds to the window for a presented controller."),
        UIKitClass(
            "UIDropShadowView", "UIView", .view, isPrivate: true,
            "Private: the rounded sheet UIKit wraps a page or form sheet in."),
        UIKitClass(
            "UIDimmingView", "UIView", .view, isPrivate: true,
            "Private: covers the window under a dimmed sheet, a popover or an alert; a tap on it dismisses a sheet or "
                + "popover."),
        UIKitClass(
            "UILayoutContainerView", "UIView", .view, isPrivate: true,
            "Private: a navigation or tab bar controller's own view."),
        UIKitClass(
            "UINavigationTransitionView", "UIView", .view, isPrivate: true,
            "Private: hosts the top view controller's view in a navigation controller."),
        UIKitClass(
            "UIViewControllerWrapperView", "UIView", .view, isPrivate: true,
            "Private: wraps a child controller's view in a container controller."),
        UIKitClass(
            "_UIButtonBarButton", "UIControl", .view, control: true, isPrivate: true, winsTap: true,
            "Private: the button a navigation bar draws a UIBarButtonItem (or its back button) as."),
        UIKitClass(
            "_UITableCellAccessoryButton", "UIButton", .view, control: true, isPrivate: true, winsTap: true,
            "Private: a table cell's standard accessory (accessoryType): the detail button, chevron or checkmark."),
        UIKitClass(
            "UITableViewCellDetailDisclosureView", "UIView", .view, isPrivate: true,
            "Private: holds the detail button and the chevron of a detailDisclosureButton accessory."),
        UIKitClass(
            "UITabBarButton", "UIControl", .view, control: true, isPrivate: true, winsTap: true,
            "Private: the button a tab bar draws for each of its tabs."),
        // Private views a debugger dump prints whose touches differ from a plain view's (docs/debugging.md, "UIKit's
        // own views"): each entry's default is what its source shows.
        UIKitClass(
            "UITableViewWrapperView", "UIView", .view, isPrivate: true, pointInsideIncludesSubviews: true,
            "Private (iOS 7 to 10): holds a table's cells; a touch reaches a cell even outside its bounds."),
        UIKitClass(
            "_UIBarBackground", "UIView", .view, interaction: false, isPrivate: true,
            "Private: draws a navigation bar's, toolbar's or tab bar's background; takes no touches."),
        UIKitClass(
            "_UINavigationBarBackground", "UIView", .view, interaction: false, isPrivate: true,
            "Private (iOS 10 and earlier): draws a navigation bar's background; takes no touches."),
        UIKitClass(
            "UITextEffectsWindow", "UIWindow", .window, isPrivate: true,
            "Private: a window of the system's above the app's, for text effects and the keyboard."),
        UIKitClass(
            "UIRemoteKeyboardWindow", "UITextEffectsWindow", .window, isPrivate: true,
            "Private: the system's window that holds the keyboard; the app's touches never start there."),
        UIKitClass(
            "UIInputSetContainerView", "UIView", .view, isPrivate: true,
            "Private: holds the keyboard and input accessory views in the keyboard's window."),
        UIKitClass(
            "UIInputSetHostView", "UIView", .view, isPrivate: true,
            "Private: hosts the keyboard and its input accessory view in the keyboard's window."),
        UIKitClass(
            "_UIRemoteKeyboardPlaceholderView", "UIView", .view, isPrivate: true,
            "Private: stands in for a keyboard drawn by another process; its keys are that process's."),
        UIKitClass(
            "_UIRemoteView", "UIView", .view, isPrivate: true,
            "Private: shows a view of another process (a system sheet's content); its touches are that process's."),
        UIKitClass("UIViewController", "UIResponder", .viewController, "Manages a root view; sits after it."),
        UIKitClass(
            "UINavigationController", "UIViewController", .viewController, container: .navigation,
            "A stack of controllers: only the top one's view is on screen, under a navigation bar."),
        UIKitClass(
            "UITabBarController", "UIViewController", .viewController, container: .tabs,
            "Tabs of controllers: only the selected one's view is on screen, above a tab bar."),
        UIKitClass(
            "UIPageViewController", "UIViewController", .viewController, container: .pages,
            "Pages of controllers: the current one's view on screen; a swipe or a page curl turns the page."),
        UIKitClass(
            "_UIPageViewControllerContentView", "UIView", .view, isPrivate: true,
            "Private: a page view controller's own view."),
        UIKitClass(
            "_UIQueuingScrollView", "UIScrollView", .view, clips: true, isPrivate: true, scrolls: true,
            "Private: a scroll-style page view controller's paging scroll view, which holds its pages."),
        UIKitClass("UITableViewController", "UIViewController", .viewController, "A controller whose view is a table."),
        UIKitClass(
            "UICollectionViewController", "UIViewController", .viewController,
            "A controller whose view is a collection view."),
        UIKitClass("UISplitViewController", "UIViewController", .viewController, "Primary and secondary columns."),
    ]

    private static let byName: [String: UIKitClass] = {
        var table: [String: UIKitClass] = [:]
        for entry in all { table[entry.name] = entry }
        return table
    }()

    /// The built-in cells: `UITableViewCell`, `UICollectionViewCell` and their built-in subclasses, with whether
    /// each is a table cell (one lookup per view when the layout looks for cells).
    public static let cells: [String: Bool] = {
        var table: [String: Bool] = [:]
        for entry in all {
            if isKind(entry.name, of: "UITableViewCell") {
                table[entry.name] = true
            } else if isKind(entry.name, of: "UICollectionViewCell") {
                table[entry.name] = false
            }
        }
        return table
    }()

    /// The built-in controls that send `valueChanged` when a tap ends (switches, sliders, steppers, …) and their
    /// built-in subclasses, found once instead of walking the class chain on every touch.
    static let valueControls: Set<String> = {
        let ancestors = ["UISwitch", "UISegmentedControl", "UISlider", "UIStepper", "UIPageControl", "UIDatePicker"]
        return Set(all.map(\.name).filter { name in ancestors.contains { isKind(name, of: $0) } })
    }()

    /// The built-in class of that exact name, if any.
    ///
    /// Every built-in name is ASCII, so a name that is not is none of them, and is answered without being hashed:
    /// Swift hashes and compares a non-ASCII `String` in its normalized form, which made a dump line whose class name
    /// was a megabyte of combining marks cost seconds of CPU in `/v1/import`.
    public static func builtIn(named name: String) -> UIKitClass? {
        guard isASCII(name) else { return nil }
        return byName[name]
    }

    /// Whether every byte of `name` is ASCII (a scan of its bytes, no normalization).
    @inline(__always)
    static func isASCII(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    /// The default built-in class for a role when a custom class names no superclass.
    public static func defaultClass(for kind: ResponderKind) -> UIKitClass {
        switch kind {
        case .application: return defaults.application
        case .windowScene: return defaults.windowScene
        case .window: return defaults.window
        case .view: return defaults.view
        case .viewController: return defaults.viewController
        case .appDelegate, .sceneDelegate, .object: return defaults.responder
        }
    }

    /// The default classes, looked up once (every responder described without a UIKit class asks for one).
    private static let defaults = (
        application: byName["UIApplication"]!, windowScene: byName["UIWindowScene"]!, window: byName["UIWindow"]!,
        view: byName["UIView"]!, viewController: byName["UIViewController"]!, responder: byName["UIResponder"]!
    )

    /// Whether `name` is `ancestor` or one of its built-in subclasses.
    public static func isKind(_ name: String, of ancestor: String) -> Bool {
        // A built-in ancestor is ASCII: a name that is not is compared byte for byte, never normalized.
        guard isASCII(name) else { return name.utf8.elementsEqual(ancestor.utf8) }
        var current: String? = name
        var steps = 0
        while let className = current, steps < 32 {
            if className == ancestor { return true }
            current = byName[className]?.superclass
            steps += 1
        }
        return false
    }
}
