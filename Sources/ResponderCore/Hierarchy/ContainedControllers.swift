/// How a container view controller shows its `viewControllers`: one at a time.
///
/// | style | UIKit class | visible child | bar |
/// | --- | --- | --- | --- |
/// | ``navigation`` | `UINavigationController` | the top of the stack (the last controller) | `UINavigationBar` at the top, with a back button when the stack has more than one controller and the top controller's bar button items |
/// | ``tabs`` | `UITabBarController` | `viewControllers[selectedIndex]` | `UITabBar` at the bottom, one button per child |
/// | ``pages`` | `UIPageViewController` | the first page (`setViewControllers(_:direction:animated:)`) | none: its `transitionStyle` decides how a page turns (``PageTransitionStyle``) |
///
/// Only the visible child's root view is in the window; the others' views are in no hierarchy (UIKit removes
/// them), so nothing can touch them and their `next` falls back to the container.
public enum ContainerStyle: String, Sendable, CaseIterable {
    /// `UINavigationController`: a stack of controllers, only the top one's view on screen.
    case navigation
    /// `UITabBarController`: one child per tab, only the selected one's view on screen.
    case tabs
    /// `UIPageViewController`: pages, the current one's view on screen; a swipe (scroll style) or a curl (page-curl
    /// style) turns to the next.
    case pages

    /// The private view iOS puts between the container's own view and the visible child's wrapper.
    var transitionViewClass: String { self == .navigation ? "UINavigationTransitionView" : "UITransitionView" }
    /// The property UIKit names the bar by (`navigationController.navigationBar`, `tabBarController.tabBar`).
    var barProperty: String { self == .navigation ? "navigationBar" : "tabBar" }
    var barClass: String { self == .navigation ? "UINavigationBar" : "UITabBar" }
}

/// A container controller's children and which one is on screen.
public struct ContainedControllers: Sendable {
    public var style: ContainerStyle
    /// The stack, bottom first (navigation), or the tabs in order.
    public var controllers: [Int]
    /// The index in ``controllers`` of the one on screen: the last for a stack, `selectedIndex` for tabs.
    public var visibleIndex: Int
    /// `isNavigationBarHidden` or the tab bar's `isHidden`: a hidden bar is not drawn and takes no touches.
    public var isBarHidden = false
    /// The bar's frame in the container's view, when described; else ``BarMetrics``' default for the style.
    public var barFrame: Rect?
    /// Views the app added to the bar (`tabBar.addSubview`), in front of its own buttons.
    public var barSubviews: [Int] = []
    /// A page view controller's `transitionStyle` (``ContainerStyle/pages`` only).
    public var transitionStyle = PageTransitionStyle.scroll

    public init(style: ContainerStyle, controllers: [Int], visibleIndex: Int) {
        self.style = style
        self.controllers = controllers
        self.visibleIndex = visibleIndex
    }

    /// The controller whose view is on screen; nil when ``visibleIndex`` is out of range (nothing is shown).
    public var visible: Int? { controllers.indices.contains(visibleIndex) ? controllers[visibleIndex] : nil }
}

/// `UIPageViewController.TransitionStyle`: how a page view controller turns its pages, fixed when it is made.
///
/// - ``scroll``: its view holds a private paging scroll view (`_UIQueuingScrollView`) whose pan turns the page on a
///   horizontal drag, as any scroll view with `isPagingEnabled` stops on a page.
/// - ``pageCurl``: its own `gestureRecognizers` (UIPageViewController.gestureRecognizers documentation: "only
///   populated if transitionStyle is UIPageViewControllerTransitionStylePageCurl"), a pan and a tap on its view; the
///   tap turns the page for a tap near the left or right edge (``PageCurlMetrics``).
public enum PageTransitionStyle: String, Sendable, CaseIterable {
    case scroll
    case pageCurl
}

/// Where a page-curl page view controller's tap recognizer turns the page. Apple documents that a tap turns the page
/// but not where; the strips are an estimate of what iOS does (a tap in the middle of the page does nothing).
public enum PageCurlMetrics {
    /// The width of the strip along the left and the right edge of the page view controller's view in which its tap
    /// recognizer begins (a tap on the left strip turns back, on the right forward).
    public static let edgeStripWidth = 44.0
}

/// A view controller's `navigationItem`: the bar button items the navigation bar shows while it is on top.
///
/// Each item is a view of the app (the `_UIButtonBarButton` control iOS draws a `UIBarButtonItem` as) that the
/// layout places in the bar; an item of a controller that is not on top stays in no window.
public struct NavigationItem: Sendable {
    /// `leftBarButtonItems`, from the leading edge inwards. They replace the back button unless
    /// ``leftItemsSupplementBackButton``.
    public var leftItems: [Int] = []
    /// `leftItemsSupplementBackButton`: the left items come after the back button instead of replacing it.
    public var leftItemsSupplementBackButton = false
    /// `rightBarButtonItems`: the first is the rightmost, as in UIKit.
    public var rightItems: [Int] = []
    /// `hidesBackButton`.
    public var hidesBackButton = false
    /// The items that are custom views (`UIBarButtonItem(customView:)`): the bar shows them at their own size,
    /// centred vertically, and their tap area is theirs.
    public var customViews: Set<Int> = []

    public init(leftItems: [Int] = [], rightItems: [Int] = [], hidesBackButton: Bool = false) {
        self.leftItems = leftItems
        self.rightItems = rightItems
        self.hidesBackButton = hidesBackButton
    }
}

/// Where UIKit puts the bars and their buttons on an iPhone with the service's default 390 × 844 point window
/// (iPhone 12 to 14), in points. Apple documents none of these numbers; they are the standard sizes of those
/// devices in portrait, with the standard (not large-title) navigation bar, but for the back button, whose width
/// depends on its title. A request that needs other values describes the bar's `frame` and each item's `width`.
public enum BarMetrics {
    /// The status bar, which a navigation bar of a full-screen container sits under (0 in a sheet, which has none).
    public static let statusBarHeight = 47.0
    /// A standard navigation bar.
    public static let navigationBarHeight = 44.0
    /// A tab bar's buttons; the bar itself is taller by the home indicator's inset.
    public static let tabBarButtonHeight = 49.0
    /// The home indicator's inset under a tab bar.
    public static let homeIndicatorInset = 34.0
    /// The margin between a navigation bar's edge and its first item, and between items.
    public static let itemMargin = 8.0
    /// A bar button item's width unless described: Apple's minimum tap target (Human Interface Guidelines).
    public static let itemWidth = 44.0
    /// The back button's width: its title decides it in UIKit; this is a chevron and a short word, an estimate.
    public static let backButtonWidth = 72.0
    /// How far below its bottom edge a navigation bar and its buttons still take touches: observed on iOS (Apple's
    /// technical support calls it a "slop factor" that makes bar buttons easier to hit), not documented.
    public static let navigationBarTouchSlop = 15.0
}
