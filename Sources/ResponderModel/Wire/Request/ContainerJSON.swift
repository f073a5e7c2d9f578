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

/// A tab bar controller's `selectedIndex`: 0 to 99 (the mapper checks it against the tabs).
enum SelectedIndex: WholeNumberRule {
    static let field = "selectedIndex"
    static let range = 0...99
}
