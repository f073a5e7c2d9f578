import ResponderCore

/// A container controller's bar (`navigationBar` of a `UINavigationController`, `tabBar` of a
/// `UITabBarController`): `{"isHidden": true}` or `{"frame": {…}}`.
public struct BarJSON: WireObject, Sendable {
    /// The bar's frame in the container controller's view; UIKit's default for the style when absent.
    public var frame: FrameJSON?
    /// `isNavigationBarHidden`, or the tab bar's `isHidden`.
    public var isHidden: Bool?

    init() {}

    static let wire = WireTable<BarJSON>([.field("frame", \.frame), .field("isHidden", \.isHidden)])
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

    init() {}

    static let wire = WireTable<BarButtonItemJSON>([
        .field("id", \.id, check: { $0?.isEmpty == true ? "id must not be empty" : nil }),
        .field("action", \.action, required: true), .field("target", \.target),
        .field(
            "width", \.width,
            check: { $0.map { (1...1000).contains($0) } == false ? "width must be between 1 and 1000 points" : nil }),
        .field("isEnabled", \.isEnabled),
    ])
}

/// A tab bar controller's `selectedIndex`: 0 to 99 (the mapper checks it against the tabs).
enum SelectedIndex: WholeNumberRule {
    static let field = "selectedIndex"
    static let range = 0...99
}
