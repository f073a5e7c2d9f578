import ResponderCore

/// A container controller's bar (`navigationBar` of a `UINavigationController`, `tabBar` of a
/// `UITabBarController`): `{"isHidden": true}`, `{"frame": {…}}`, or views the app added to it (`subviews`, such as
/// a raised centre button).
public struct BarJSON: WireObject, Sendable {
    /// The bar's frame in the container controller's view; UIKit's default for the style when absent.
    public var frame: FrameJSON?
    /// `isNavigationBarHidden`, or the tab bar's `isHidden`.
    public var isHidden: Bool?
    /// Views added to the bar (`tabBar.addSubview`), in the bar's coordinates, in front of its own buttons.
    public var subviews: [ViewJSON] = []

    init() {}

    static let wire = WireTable<BarJSON>([
        .field("frame", \.frame), .field("isHidden", \.isHidden), .field("subviews", \.subviews),
    ])
}

/// A view controller's `navigationItem`: the bar button items the navigation bar shows while the controller is on
/// top of a navigation stack.
public struct NavigationItemJSON: WireObject, Sendable {
    public var leftBarButtonItems: [BarButtonItemJSON] = []
    public var rightBarButtonItems: [BarButtonItemJSON] = []
    public var hidesBackButton: Bool?
    /// `leftItemsSupplementBackButton`: the left items come after the back button instead of replacing it.
    public var leftItemsSupplementBackButton: Bool?

    init() {}

    static let wire = WireTable<NavigationItemJSON>([
        .field("leftBarButtonItems", \.leftBarButtonItems), .field("rightBarButtonItems", \.rightBarButtonItems),
        .field("hidesBackButton", \.hidesBackButton),
        .field("leftItemsSupplementBackButton", \.leftItemsSupplementBackButton),
    ])
}

/// A `UIBarButtonItem(title:style:target:action:)`: `{"id": "save", "action": "save:", "target": "editor"}`; a
/// missing target is a nil-targeted action, sent from the first responder along the chain like a control's.
public struct BarButtonItemJSON: WireObject, Sendable {
    public var id: String?
    /// `UIBarButtonItem.title`: the words the bar draws for the item.
    public var title: String?
    public var action = ""
    public var target: String?
    /// The item's width in points (44, Apple's minimum tap target, when absent).
    public var width: Double?
    public var isEnabled: Bool?
    /// `UIBarButtonItem(customView:)`: the view the bar shows instead, at its own size; the item's own action is
    /// then never sent (UIKit's documentation).
    public var customView: ViewJSON?

    init() {}

    static let wire = WireTable<BarButtonItemJSON>([
        .field("id", \.id, check: { $0?.isEmpty == true ? .notEmpty(field: "id") : nil }),
        .field("title", \.title, check: { $0?.isEmpty == true ? .notEmpty(field: "title") : nil }),
        .field("action", \.action), .field("target", \.target), .field("customView", \.customView),
        .field(
            "width", \.width,
            check: {
                $0.map { (1...1000).contains($0) } == false ? .betweenPoints(field: "width", from: 1, to: 1000) : nil
            }),
        .field("isEnabled", \.isEnabled),
    ])

    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
        if action.isEmpty && customView == nil {
            throw MissingFieldError(
                codingPath: reader.codingPath, field: "action",
                hint: .barButtonNeedsAction)
        }
        if customView != nil && (width != nil || isEnabled != nil) {
            let field = width != nil ? "width" : "isEnabled"
            throw InvalidValueError(
                codingPath: reader.codingPath + [AnyCodingKey(field)],
                .shape(.customViewTakesField(field)))
        }
    }
}

/// A view controller's `tabBarItem`: `{"title": "Feed"}`, what its tab in a tab bar controller shows.
public struct TabBarItemJSON: WireObject, Sendable {
    /// `UITabBarItem.title`.
    public var title: String?

    init() {}

    static let wire = WireTable<TabBarItemJSON>([
        .field("title", \.title, check: { $0?.isEmpty == true ? .notEmpty(field: "title") : nil })
    ])
}

/// A tab bar controller's `selectedIndex`: 0 to 99 (the mapper checks it against the tabs).
enum SelectedIndex: WholeNumberRule {
    static let field = "selectedIndex"
    static let range = 0...99
}

extension BarJSON {
    /// `BarDescription` in openapi.yaml.
    static let docs = WireDoc(
        "BarDescription",
        """
        A container controller's bar (`navigationBar` or `tabBar`), as UIKit draws it on the default 390 × 844 \
        window unless described.
        """,
        example: ["isHidden": true],
        fields: [
            .nullable("frame", .ref("Frame"), "The bar's frame in the container controller's view."),
            .nullable(
                "isHidden", .boolean.default(false),
                """
                `isNavigationBarHidden`, or the tab bar's `isHidden`: a hidden bar takes no touches and its buttons \
                are not in the window.
                """),
            .nullable(
                "subviews", .array(.ref("ViewDescription")),
                """
                Views the app added to the bar (`tabBar.addSubview`), in the bar's coordinates, in front of its own \
                buttons. The bar does not clip, so a raised centre button whose top sticks out shows there, but \
                hit-testing rejects the bar first, so only the part inside the bar takes touches \
                (`outsideSuperviewBounds`).
                """),
        ])
}

extension NavigationItemJSON {
    /// `NavigationItem` in openapi.yaml.
    static let docs = WireDoc(
        "NavigationItem",
        """
        A view controller's `navigationItem`. Each item is drawn as a private `_UIButtonBarButton` control, 44 \
        high, laid out from the bar's edges 8 points apart.
        """,
        example: ["rightBarButtonItems": [["id": "saveItem", "action": "save(_:)"]]],
        fields: [
            .nullable(
                "leftBarButtonItems", .array(.ref("BarButtonItem")),
                """
                From the leading edge inwards; they replace the back button unless `leftItemsSupplementBackButton`.
                """),
            .nullable("rightBarButtonItems", .array(.ref("BarButtonItem")), "The first is the rightmost, as in UIKit."),
            .nullable(
                "hidesBackButton", .boolean.default(false),
                "Also declines the swipe back (the interactive pop gesture), as observed on iOS."),
            .nullable(
                "leftItemsSupplementBackButton", .boolean.default(false),
                """
                False (UIKit's default): left items replace the back button, and the swipe back is declined too \
                (observed); true: they come after it.
                """),
        ])
}

extension TabBarItemJSON {
    /// `TabBarItem` in openapi.yaml.
    static let docs = WireDoc(
        "TabBarItem",
        """
        A view controller's `tabBarItem`: what its tab shows when it is one of a UITabBarController's \
        `viewControllers`.
        """,
        example: ["title": "Feed"],
        fields: [
            .nullable(
                "title", .string.minLength(1),
                """
                `UITabBarItem.title` (UIKit's documentation): the words under the tab's icon. The diagram labels the \
                tab (`<child>.tabBarButton`) with it and answers name it beside the tab (a responder's `title`); it \
                changes no dispatch.
                """)
        ])
}

extension BarButtonItemJSON {
    /// `BarButtonItem` in openapi.yaml.
    static let docs = WireDoc(
        "BarButtonItem",
        """
        A `UIBarButtonItem(title:style:target:action:)`. It sends its action on touchUpInside: to its target, \
        or, without one, from the first responder along the chain (from the key window when nothing is focused), \
        like a control's nil-targeted action.
        """,
        example: ["id": "saveItem", "title": "Save", "action": "save(_:)", "target": "editor"],
        fields: [
            .nullable("id", .string.minLength(1), "Default: the item's JSON Pointer."),
            .nullable(
                "title", .string.minLength(1),
                """
                `UIBarButtonItem.title` (UIKit's documentation): the words the bar draws for the item. The diagram \
                labels the item with it and answers name it beside the item (a responder's `title`); it changes no \
                dispatch. With `customView` the bar shows the view instead, and the title is not drawn.
                """),
            .optional("action", .string, "The selector, either spelling. Required unless `customView` is given (400)."),
            .nullable("target", .string, "The explicit target's id; absent or null: nil-targeted."),
            .nullable(
                "width", .number.minimum(1).maximum(1000).default(44),
                "In points; 44 is Apple's minimum tap target. Not with `customView` (400)."),
            .nullable("isEnabled", .boolean.default(true), "Not with `customView` (400)."),
            .nullable(
                "customView", .ref("ViewDescription"),
                """
                `UIBarButtonItem(customView:)`: the bar shows this view at its own size (44 x 44 unless its frame \
                says), centred vertically, and only it takes the item's taps. UIKit's documentation: the item does \
                not call its target's action for a custom view, so an `action` given here is never sent \
                (`barButtonActionIgnored`). Its id defaults to the item's.
                """),
        ])
}
