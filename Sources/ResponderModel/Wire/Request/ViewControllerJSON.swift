import ResponderCore

/// A view controller: its root view, child controllers and the controller it presents.
public struct ViewControllerJSON: WireObject, Sendable {
    public var traits = ResponderTraitsJSON()
    public var view: ViewJSON?
    public var children: [ViewControllerJSON] = []
    /// For a child: the id of the view in the parent's tree that holds the child's root view.
    public var container: String?
    public var presented: Box<ViewControllerJSON>?
    public var modalPresentationStyle: ModalPresentationStyle?
    public var sheetPresentationController: SheetJSON?
    public var popoverPresentationController: PopoverJSON?
    public var isModalInPresentation = false
    /// A `UIAlertController`'s `preferredStyle`.
    public var preferredStyle: AlertStyle?
    /// A `UINavigationController`'s stack (the last is on top) or a `UITabBarController`'s tabs.
    public var viewControllers: [ViewControllerJSON]?
    /// A tab bar controller's selected tab (0 when absent).
    public var selectedIndex: Int?
    /// A `UIPageViewController`'s `transitionStyle` (scroll when absent).
    public var transitionStyle: PageTransitionStyle?
    public var navigationBar: BarJSON?
    public var tabBar: BarJSON?
    public var navigationItem: NavigationItemJSON?
    /// `tabBarItem`: what its tab shows in a tab bar controller.
    public var tabBarItem: TabBarItemJSON?
    /// `navigationItem.searchController`.
    public var searchController: SearchControllerJSON?
    /// `preferredScreenEdgesDeferringSystemGestures`: `["bottom"]`.
    public var preferredScreenEdgesDeferringSystemGestures: ScreenEdges = []

    init() {}

    static let wire = WireTable<ViewControllerJSON>(
        ResponderTraitsJSON.wire.lifted(\.traits) + [
            .field("view", \.view), .field("children", \.children), .field("container", \.container),
            .field("presented", \.presented), .field("modalPresentationStyle", \.modalPresentationStyle),
            .field("sheetPresentationController", \.sheetPresentationController),
            .field("popoverPresentationController", \.popoverPresentationController),
            .field("isModalInPresentation", \.isModalInPresentation), .field("preferredStyle", \.preferredStyle),
            .field("viewControllers", \.viewControllers),
            .field("selectedIndex", \.selectedIndex, reading: WholeNumber<SelectedIndex>.self, convert: \.value),
            .field("transitionStyle", \.transitionStyle),
            .field("navigationBar", \.navigationBar), .field("tabBar", \.tabBar),
            .field("navigationItem", \.navigationItem), .field("tabBarItem", \.tabBarItem),
            .field("searchController", \.searchController),
            .field(
                "preferredScreenEdgesDeferringSystemGestures", \.preferredScreenEdgesDeferringSystemGestures,
                reading: EdgesJSON.self, convert: \.edges),
        ])
}

/// `["top", "bottom"]`: screen edges, each once.
struct EdgesJSON: WireValue {
    var edges: ScreenEdges = []

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        for name in try [String](reading: &reader) {
            guard let edge = ScreenEdges.named.first(where: { $0.name == name })?.edge else {
                throw InvalidValueError(
                    codingPath: reader.codingPath,
                    .shape(.notScreenEdge(name)))
            }
            guard !edges.contains(edge) else {
                throw InvalidValueError(codingPath: reader.codingPath, .shape(.givenTwice(name)))
            }
            edges.insert(edge)
        }
    }
}

extension ModalPresentationStyle: WireEnum {}
extension AccessoryType: WireEnum {}

extension ViewControllerJSON {
    /// `ViewControllerDescription` in openapi.yaml.
    static let docs = WireDoc(
        "ViewControllerDescription",
        """
        A view controller: its root view, child controllers and the controller it presents; a container \
        controller's `viewControllers`. Default class UIViewController; no default id (named by its JSON \
        Pointer).
        """,
        fields: [
            .nullable(
                "view", .ref("ViewDescription"),
                """
                The root view. Absent: UIKit's loadView() gives a plain UIView with id `<id>.view` filling the \
                container.
                """),
            .nullable("children", .array(.ref("ViewControllerDescription")), "Child view controllers."),
            .nullable(
                "container", .string,
                """
                For a child: the id of the view inside the parent's view tree that holds the child's root view (422 \
                otherwise).
                """),
            .nullable("presented", .ref("ViewControllerDescription"), "The controller this one presents."),
            .nullable(
                "modalPresentationStyle", .enumeration(.modalStyle).default("pageSheet"),
                """
                On a presented controller: decides the private wrapper views (UITransitionView, UIDimmingView, \
                UIDropShadowView) the runtime profile inserts, the presented view's frame when it has none of its \
                own, and what a tap outside it does. `popover` needs `popoverPresentationController` (422).
                """),
            .nullable(
                "sheetPresentationController", .ref("SheetPresentation"),
                "A presented page sheet's, form sheet's or popover's sheet: detents and dimming (422 on other styles)."),
            .nullable(
                "popoverPresentationController", .ref("PopoverPresentation"),
                "A presented popover's source view and passthrough views (422 unless `modalPresentationStyle` is popover)."
            ),
            .nullable(
                "isModalInPresentation", .boolean.default(false),
                """
                On a presented controller: a tap on the dimming view outside its sheet or popover does nothing \
                instead of dismissing it.
                """),
            .nullable(
                "preferredStyle", .oneOf(["alert", "actionSheet"]),
                """
                A presented UIAlertController's style (422 on another class). An alert is modal: a tap outside it \
                does nothing. An action sheet's dimming view takes a tap outside it and cancels it; in a regular \
                width it is a popover. Without a frame of its own, an alert is 270×140 in the middle of the window \
                and an action sheet the window's width less 16, 200 high, above the bottom inset (the real heights \
                follow the actions; give the view's frame for them).
                """),
            .nullable(
                "viewControllers", .array(.ref("ViewControllerDescription")),
                """
                A UINavigationController's stack, bottom first (the last is on top), a UITabBarController's tabs \
                (at most five), or a UIPageViewController's pages (the first is the one shown, the others those its \
                data source gives in turn). Only the top, selected or shown controller's view is in the window; in \
                the runtime profile inside the private views iOS prints (UILayoutContainerView, \
                UINavigationTransitionView or UITransitionView, UIViewControllerWrapperView); a scroll-style page view \
                controller's page inside its private paging scroll view (`<pages>.queuingScrollView`, \
                _UIQueuingScrollView) in both profiles. Refused (422) on any other controller, when empty (but for \
                pages), and beside `children`. Absent on a container controller: it is laid out like any controller.
                """),
            .nullable(
                "transitionStyle", .oneOf(["scroll", "pageCurl"]),
                """
                A UIPageViewController's transitionStyle (422 on another class). Default scroll. `scroll`: a private \
                paging scroll view holds the pages, one window width each, and its pan turns the page on a \
                horizontal drag past half a page or a flick. `pageCurl`: the page view controller's own \
                gestureRecognizers, a pan (`<pages>.pageCurlPanGestureRecognizer`) and a tap \
                (`<pages>.pageCurlTapGestureRecognizer`) on its view, which send their actions to it; the tap \
                begins only within 44 points of the view's left or right edge (an estimate: Apple documents that a \
                tap turns the page, not where), and a custom control there loses its tap to the page turn \
                (pageTurnTookTap).
                """),
            .nullable(
                "selectedIndex", .integer.minimum(0).maximum(99),
                """
                A UITabBarController's selected tab, 0 when absent; 422 when out of range or on another controller.
                """),
            .nullable(
                "navigationBar", .ref("BarDescription"),
                """
                A UINavigationController's bar: at the top (y 47, under the status bar; 0 in a sheet), 44 high, the \
                container's width. It holds a back button (`<nav>.backButton`, 72 wide, which sends \
                popViewControllerAnimated: to the navigation controller) when the stack has more than one \
                controller, then the top controller's bar button items.
                """),
            .nullable(
                "tabBar", .ref("BarDescription"),
                """
                A UITabBarController's bar: at the bottom, 83 high (49 of buttons and the 34-point home indicator \
                inset), with one UITabBarButton `<child>.tabBarButton` per tab, of equal widths, each sending \
                _tabBarItemClicked: to the tab bar.
                """),
            .nullable(
                "navigationItem", .ref("NavigationItem"),
                """
                The bar button items a navigation bar shows while this controller is on top of a navigation stack.
                """),
            .nullable(
                "tabBarItem", .ref("TabBarItem"),
                """
                What this controller's tab shows while it is one of a UITabBarController's `viewControllers` (its \
                `title`); ignored elsewhere.
                """),
            .nullable(
                "searchController", .ref("SearchController"),
                """
                `navigationItem.searchController`: a UISearchController whose search bar the controller shows at the \
                top of its root view; while active, its text field is first responder and, obscuring the content, \
                its dimming view takes a tap below the bar and ends the search.
                """),
            .nullable(
                "preferredScreenEdgesDeferringSystemGestures",
                .array(.enumeration(.screenEdge)).uniqueItems().default([]),
                """
                The edges where the app's touches come before the system's own edge gestures. Without it, a control \
                within about 20 points of the top or bottom edge gets a `systemGestureDelaysTouch` note (observed: \
                touchesBegan comes late). The window asks its root controller (or the full-screen controller \
                presented over it); a child's preference counts only when forwarded \
                (childForScreenEdgesDeferringSystemGestures).
                """),
        ])
}
