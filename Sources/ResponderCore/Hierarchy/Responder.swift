/// One responder in an app: a view, window, view controller, scene, the application, a delegate, or a custom
/// object, with the overrides and flags that decide how events reach it.
///
/// Responders live in an ``App`` and refer to each other by index into ``App/responders``.
///
/// Cheap to build, copy and destroy: the fields hit-testing, the chain and dispatch read for every responder are
/// stored inline, and the ones few responders set (a sheet's presentation, a container's controllers, a cell's
/// accessories, a button's menu, …) live in one copy-on-write box that every responder without them shares. A copy
/// (`let node = app[i]`) retains that one box instead of each of their arrays and strings; the first write to a
/// boxed field gives the responder a box of its own. Their names and types are the same either way.
public struct Responder: Sendable {
    /// The caller's identifier, unique within the app.
    public var id: String
    /// The runtime class name, as `type(of:)` prints it (`InboxViewController`, `UIButton`).
    public var className: String
    /// The nearest built-in class: the class itself when built in, else the superclass it names.
    public var uikitClass: UIKitClass
    /// The role, which decides the `next` rule.
    public var kind: ResponderKind
    /// Inserted by the core (runtime wrapper synthesis) rather than described by the caller.
    public var isSynthesized = false
    /// For a synthesized wrapper: what it was made for (the presented controller whose view it wraps, or the cell
    /// whose content view it is).
    public var synthesizedFor: Int?

    // MARK: Responder behaviour

    /// Event methods this class overrides, and whether each calls `super`.
    public var overrides: [ResponderMethod: MethodOverride] = [:]
    /// An overridden `next` that splices another responder in.
    public var nextOverride: Int?
    public var canBecomeFirstResponder: Bool
    public var canResignFirstResponder = true
    /// Whether it has an input view (a keyboard) when it is first responder.
    public var hasInputView: Bool
    /// The key commands it returns from `keyCommands`.
    public var keyCommands: [KeyCommand] {
        get { rare.fields.keyCommands }
        _modify {
            makeRareUnique()
            yield &rare.fields.keyCommands
        }
    }
    /// Whether it has an input accessory view (shown above the keyboard, or docked, while it is first responder).
    public var hasInputAccessoryView: Bool {
        get { rare.fields.hasInputAccessoryView }
        _modify {
            makeRareUnique()
            yield &rare.fields.hasInputAccessoryView
        }
    }
    /// Action selectors it implements, with what its `canPerformAction(_:withSender:)` answers.
    public var actions: [Selector: ActionImplementation]
    /// What it has that the description does not give (an imported app's recognizers, target-actions, overrides):
    /// an answer that could turn on one of them says so.
    public var undescribed: Undescribed = []
    /// Whether its description gives `overrides` and `actions` members with entries (so a fix's patch adds to them,
    /// rather than adding the member first).
    public var givesOverrides = false
    public var givesActions = false
    /// The address a debugger printed for it (`0x7fa1c0d0a7f0`), for the commands an answer gives to print what
    /// is ``undescribed``.
    public var address: String? {
        get { rare.fields.address }
        _modify {
            makeRareUnique()
            yield &rare.fields.address
        }
    }
    /// The superclass the description names for an app's own class (`"MKAnnotationView"` for a
    /// `CalloutAnnotationView`), which says which framework's behaviour it inherits (``App/frameworkClass(of:)``).
    public var superclassName: String? {
        get { rare.fields.superclassName }
        _modify {
            makeRareUnique()
            yield &rare.fields.superclassName
        }
    }

    // MARK: View state (views and windows)

    public var superview: Int?
    public var subviews: [Int] = []
    /// The frame in the superview's bounds coordinates, before `transform` (centre = frame's middle).
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The bounds origin: a scroll view's content offset.
    public var boundsOrigin = Point.zero
    public var transform: AffineTransform?
    public var isHidden = false
    public var alpha = 1.0
    /// The described `backgroundColor`; nil when the request does not say (UIKit's default for a plain view is nil,
    /// which draws nothing). Hit-testing never looks at it: a clear view takes touches like any other.
    public var backgroundColor: ViewColor? {
        get { rare.fields.backgroundColor }
        _modify {
            makeRareUnique()
            yield &rare.fields.backgroundColor
        }
    }
    /// The described `isOpaque`, a drawing hint only; nil when not described.
    public var isOpaque: Bool? {
        get { rare.fields.isOpaque }
        _modify {
            makeRareUnique()
            yield &rare.fields.isOpaque
        }
    }
    /// A cell's described content view (a view of its own `subviews` lies under it); nil when the request gives
    /// none, and then the layout may synthesize one.
    public var cellContentView: Int? {
        get { rare.fields.cellContentView }
        _modify {
            makeRareUnique()
            yield &rare.fields.cellContentView
        }
    }
    /// A table cell's `accessoryType` (ignored when it has an ``accessoryView``).
    public var accessoryType: AccessoryType {
        get { rare.fields.accessoryType }
        _modify {
            makeRareUnique()
            yield &rare.fields.accessoryType
        }
    }
    /// A refresh control's `isRefreshing`: it began refreshing and the app has not called `endRefreshing()` yet, so
    /// a pull sends nothing more.
    public var isRefreshing: Bool {
        get { rare.fields.isRefreshing }
        _modify {
            makeRareUnique()
            yield &rare.fields.isRefreshing
        }
    }
    /// A table cell's `accessoryView`: a described view, a subview of the cell placed at its trailing edge.
    public var accessoryView: Int? {
        get { rare.fields.accessoryView }
        _modify {
            makeRareUnique()
            yield &rare.fields.accessoryView
        }
    }
    /// The detail (info) button UIKit made for a cell whose ``accessoryType`` has one: a tap on it calls the table
    /// delegate's `tableView(_:accessoryButtonTappedForRowWith:)` instead of selecting the row. Set by the layout.
    public var accessoryButton: Int? {
        get { rare.fields.accessoryButton }
        _modify {
            makeRareUnique()
            yield &rare.fields.accessoryButton
        }
    }
    public var isUserInteractionEnabled: Bool
    public var clipsToBounds: Bool
    public var isMultipleTouchEnabled: Bool
    public var isExclusiveTouch = false
    public var pointInside: PointInsideOverride
    public var hitTest = HitTestOverride.standard
    /// An override of `gestureRecognizerShouldBegin(_:)` that answers false (for some recognizers); nil: UIView's,
    /// which answers true (a UIKit control's own answers are ``UIKitClass/winsSingleTapOverAncestorRecognizers``).
    public var shouldBeginOverride: ShouldBeginOverride? {
        get { rare.fields.shouldBeginOverride }
        _modify {
            makeRareUnique()
            yield &rare.fields.shouldBeginOverride
        }
    }
    /// Indices into ``App/gestureRecognizers``, in the order they were added.
    public var gestureRecognizers: [Int] = []
    /// The controller whose root view this is.
    public var viewController: Int?

    // MARK: Scroll views

    /// What a scroll view does with touches; nil for a view that is not a `UIScrollView`.
    public var scrolling: ScrollBehavior? {
        get { rare.fields.scrolling }
        _modify {
            makeRareUnique()
            yield &rare.fields.scrolling
        }
    }
    /// What a table or collection view does with a tap on a cell; nil for other views.
    public var rowSelection: RowSelection? {
        get { rare.fields.rowSelection }
        _modify {
            makeRareUnique()
            yield &rare.fields.rowSelection
        }
    }

    // MARK: Controls and text inputs

    public var isEnabled = true
    public var targetActions: [TargetAction] = []
    /// A button's `menu` (UIButton.menu); nil when it has none.
    public var menu: ButtonMenu? {
        get { rare.fields.menu }
        _modify {
            makeRareUnique()
            yield &rare.fields.menu
        }
    }
    /// A button's `showsMenuAsPrimaryAction`: the menu opens on touch down instead of the button sending its
    /// actions.
    public var showsMenuAsPrimaryAction: Bool {
        get { rare.fields.showsMenuAsPrimaryAction }
        _modify {
            makeRareUnique()
            yield &rare.fields.showsMenuAsPrimaryAction
        }
    }
    /// The menu of a UIContextMenuInteraction on the view (the menu its delegate gives); nil when it has none. A long
    /// press on the view or a subview opens it.
    public var contextMenu: ButtonMenu? {
        get { rare.fields.contextMenu }
        _modify {
            makeRareUnique()
            yield &rare.fields.contextMenu
        }
    }
    /// Its UIDragInteraction and UIDropInteraction, and a table's or collection view's own drag and drop.
    public var dragAndDrop: DragAndDrop {
        get { rare.fields.dragAndDrop }
        _modify {
            makeRareUnique()
            yield &rare.fields.dragAndDrop
        }
    }
    /// A UIPointerInteraction on the view, or a button's own (`isPointerInteractionEnabled`); nil when it has none.
    public var pointerInteraction: PointerInteraction? {
        get { rare.fields.pointerInteraction }
        _modify {
            makeRareUnique()
            yield &rare.fields.pointerInteraction
        }
    }
    public var isEditable: Bool {
        get { rare.fields.isEditable }
        _modify {
            makeRareUnique()
            yield &rare.fields.isEditable
        }
    }
    public var hasText: Bool {
        get { rare.fields.hasText }
        _modify {
            makeRareUnique()
            yield &rare.fields.hasText
        }
    }
    public var hasSelection: Bool {
        get { rare.fields.hasSelection }
        _modify {
            makeRareUnique()
            yield &rare.fields.hasSelection
        }
    }

    // MARK: Windows

    public var windowScene: Int?
    public var rootViewController: Int?
    public var windowLevel = 0.0

    // MARK: View controllers

    public var rootView: Int?
    public var parent: Int?
    public var children: [Int] {
        get { rare.fields.children }
        _modify {
            makeRareUnique()
            yield &rare.fields.children
        }
    }
    /// Where a child controller's root view is placed; nil means the parent's root view.
    public var containerView: Int? {
        get { rare.fields.containerView }
        _modify {
            makeRareUnique()
            yield &rare.fields.containerView
        }
    }
    public var presentedViewController: Int?
    public var presentingViewController: Int?
    public var modalPresentationStyle = ModalPresentationStyle.pageSheet
    /// A presented controller's sheet, popover or alert: its detents, dimming, passthrough views and
    /// `isModalInPresentation`.
    public var presentation: Presentation {
        get { rare.fields.presentation }
        _modify {
            makeRareUnique()
            yield &rare.fields.presentation
        }
    }
    /// A container controller's `viewControllers`, of which one is on screen; nil for other controllers.
    public var contained: ContainedControllers? {
        get { rare.fields.contained }
        _modify {
            makeRareUnique()
            yield &rare.fields.contained
        }
    }
    /// The bar button items a navigation bar shows while this controller is on top of a navigation stack.
    public var navigationItem: NavigationItem? {
        get { rare.fields.navigationItem }
        _modify {
            makeRareUnique()
            yield &rare.fields.navigationItem
        }
    }
    /// `navigationItem.searchController`: the search controller whose search bar this controller shows.
    public var searchController: SearchController? {
        get { rare.fields.searchController }
        _modify {
            makeRareUnique()
            yield &rare.fields.searchController
        }
    }
    /// A controller's `preferredScreenEdgesDeferringSystemGestures`: the edges where its touches come before the
    /// system's own edge gestures.
    public var deferredScreenEdges: ScreenEdges {
        get { rare.fields.deferredScreenEdges }
        _modify {
            makeRareUnique()
            yield &rare.fields.deferredScreenEdges
        }
    }
    /// For a bar button item's custom view: the item's own action, which UIKit never sends for such an item.
    public var ignoredBarButtonAction: Selector? {
        get { rare.fields.ignoredBarButtonAction }
        _modify {
            makeRareUnique()
            yield &rare.fields.ignoredBarButtonAction
        }
    }
    /// The title a bar draws on this button: a bar button item's `UIBarButtonItem.title` (on its
    /// `_UIButtonBarButton`), or a tab's `UITabBarItem.title` (on its `UITabBarButton`); nil when not described.
    public var barItemTitle: String? {
        get { rare.fields.barItemTitle }
        _modify {
            makeRareUnique()
            yield &rare.fields.barItemTitle
        }
    }
    /// A controller's `tabBarItem.title`: the title of its tab in a tab bar controller; nil when not described.
    public var tabBarItemTitle: String? {
        get { rare.fields.tabBarItemTitle }
        _modify {
            makeRareUnique()
            yield &rare.fields.tabBarItemTitle
        }
    }

    // MARK: Scenes and the application

    public var windows: [Int] {
        get { rare.fields.windows }
        _modify {
            makeRareUnique()
            yield &rare.fields.windows
        }
    }
    /// A scene's delegate, or the application's delegate.
    public var delegate: Int?
    /// For an app delegate or an object: whether the class inherits from UIResponder (an object that does not is
    /// a plain `NSObject`: a target or a delegate, never in a responder chain).
    public var isResponder = true
    /// For an object: whether anything keeps a strong reference to it. Controls, recognizers and table views hold
    /// their targets and delegates weakly, so one kept by nothing (a local variable) is gone when the event comes.
    public var isRetained = true

    /// A responder of a class, with that class's defaults.
    public init(id: String, className: String, uikitClass: UIKitClass, kind: ResponderKind) {
        self.id = id
        self.className = className
        self.uikitClass = uikitClass
        self.kind = kind
        self.canBecomeFirstResponder = uikitClass.canBecomeFirstResponder
        self.hasInputView = uikitClass.isTextInput
        self.isUserInteractionEnabled = uikitClass.isUserInteractionEnabled
        self.clipsToBounds = uikitClass.clipsToBounds
        self.isMultipleTouchEnabled = uikitClass.isMultipleTouchEnabled
        // Each of these is set once, not given a default and set again: a field set after all of them are
        // initialized made the compiler build the responder aside and copy it out.
        self.actions = uikitClass.isTextInput ? Self.standardEditActions : [:]
        self.pointInside = uikitClass.pointInsideIncludesSubviews ? .regions(nil, includeSubviews: true) : .bounds
        self.rare = uikitClass.scrolls ? Self.scrollViewStorage(of: uikitClass) : RareStorage.defaults
    }

    /// The box a scroll view starts with: its scrolling, and a table's or collection view's row selection (both
    /// are scroll views, so no other class pays for comparing names). Every other responder starts with the shared
    /// defaults.
    private static func scrollViewStorage(of uikitClass: UIKitClass) -> RareStorage {
        var fields = RareFields()
        fields.scrolling = ScrollBehavior(alwaysBounceVertical: uikitClass.alwaysBouncesVertically)
        if uikitClass.name == "UITableView" || uikitClass.name == "UICollectionView" {
            fields.rowSelection = RowSelection(isTable: uikitClass.name == "UITableView")
        }
        return RareStorage(fields)
    }

    /// What a text input implements of the standard edit actions (all of them, each answering
    /// `canPerformAction(_:withSender:)` true), built once and shared until a responder changes its own.
    private static let standardEditActions = Dictionary(
        uniqueKeysWithValues: Selector.standardEditActions.map { ($0, ActionImplementation()) })

    /// The fields few responders set, shared with every copy (and, while at their defaults, with every responder)
    /// until one writes.
    private var rare: RareStorage

    /// Gives this responder a box of its own before a write, so no copy sharing the box sees it.
    private mutating func makeRareUnique() {
        if !isKnownUniquelyReferenced(&rare) { rare = RareStorage(rare.fields) }
    }

    /// Whether this is a private UIKit class not to depend on.
    public var isPrivateClass: Bool { uikitClass.isPrivate && className == uikitClass.name }
    /// One of UIKit's own views that the app did not make: synthesized, a private class of the catalogue, or a
    /// UIKit-named class the catalogue does not list (`UISegment`, `_UIButtonBarButton`), as a debugger dump
    /// prints the insides of UIKit's controls. A control manages touches on its own such views.
    public var isUIKitInternal: Bool {
        if isSynthesized || isPrivateClass { return true }
        let name = className
        // A class of the catalogue itself (most responders of an app: UIKit's own classes) is found by
        // ClassCatalogue.builtIn(named:), so only a leading underscore could make it internal: answered without
        // hashing its name, for this is asked of the hit view and its control on every touch.
        if name == uikitClass.name && !name.hasPrefix("_") { return false }
        if PublicClassCatalogue.named(name) != nil { return false }
        return name.hasPrefix("_") || (name.hasPrefix("UI") && ClassCatalogue.builtIn(named: name) == nil)
    }
    /// A `UIControl` (every control class in the catalogue is marked as one).
    public var isControl: Bool { uikitClass.isControl }
    public var isTextInput: Bool { uikitClass.isTextInput }
}

/// The fields of a ``Responder`` that few responders set, each with the default a responder has before it is
/// described (the public properties of the same names document them).
private struct RareFields: Sendable {
    var keyCommands: [KeyCommand] = []
    var hasInputAccessoryView: Bool = false
    var address: String?
    var superclassName: String?
    var backgroundColor: ViewColor?
    var isOpaque: Bool?
    var cellContentView: Int?
    var accessoryType: AccessoryType = AccessoryType.none
    var isRefreshing: Bool = false
    var accessoryView: Int?
    var accessoryButton: Int?
    var shouldBeginOverride: ShouldBeginOverride?
    var scrolling: ScrollBehavior?
    var rowSelection: RowSelection?
    var menu: ButtonMenu?
    var showsMenuAsPrimaryAction: Bool = false
    var contextMenu: ButtonMenu?
    var dragAndDrop: DragAndDrop = DragAndDrop()
    var pointerInteraction: PointerInteraction?
    var isEditable: Bool = true
    var hasText: Bool = true
    var hasSelection: Bool = true
    var children: [Int] = []
    var containerView: Int?
    var presentation: Presentation = Presentation()
    var contained: ContainedControllers?
    var navigationItem: NavigationItem?
    var searchController: SearchController?
    var deferredScreenEdges: ScreenEdges = []
    var ignoredBarButtonAction: Selector?
    var barItemTitle: String?
    var tabBarItemTitle: String?
    var windows: [Int] = []
}

/// The copy-on-write box of a responder's ``RareFields``.
///
/// Safe to send (`@unchecked Sendable`) because it is never written while shared: ``Responder`` writes it only through `makeRareUnique()`, after
/// `isKnownUniquelyReferenced` says no other responder (and no other thread) holds it. For the same reason its field
/// needs no run-time exclusivity check: every access goes through a `Responder`, whose own accesses the compiler
/// checks statically.
private final class RareStorage: @unchecked Sendable {
    /// The box every responder starts with: all defaults, never written (it is always shared, with this constant).
    static let defaults = RareStorage(RareFields())

    /// Safe without the run-time exclusivity check: only a `Responder` reads or writes it, and writes only a box it
    /// holds alone, so the compiler's static checks of the responder's own accesses cover it.
    @exclusivity(unchecked) var fields: RareFields

    init(_ fields: RareFields) { self.fields = fields }
}

/// How a view controller was presented; decides the wrappers UIKit puts around its view.
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
    /// The iOS 13+ default sheet: `UITransitionView` → `UIDropShadowView` → the root view.
    case pageSheet
    /// Like a page sheet, narrower on iPad.
    case formSheet
    /// `UITransitionView` → the root view; the presenting view is removed.
    case fullScreen
    /// `UITransitionView` → the root view; the presenting view stays underneath.
    case overFullScreen
    /// `UITransitionView` → `UIDimmingView` and `UIDropShadowView` → the root view, beside its source view; in a
    /// compact width it adapts to a page sheet unless its delegate returns `.none`.
    case popover

    var usesDropShadow: Bool { self == .pageSheet || self == .formSheet || self == .popover }
}
