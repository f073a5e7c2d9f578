/// A button's `menu` (UIButton.menu, iOS 14) and when it opens.
///
/// UIKit's documentation (UIButton.showsMenuAsPrimaryAction): with `showsMenuAsPrimaryAction` true the menu is the
/// button's primary action and opens on touch down, so a tap sends no touchUpInside or primaryActionTriggered
/// (UIControl.Event.menuActionTriggered is sent just before the menu shows); with it false (the default) a tap sends
/// the button's actions as usual and the menu opens on a long press, which cancels the button's tracking.
///
/// ```
///  tap ──────────► showsMenuAsPrimaryAction ── true ──► touchDown, menuActionTriggered: the menu opens
///                                            └ false ─► touchDown, touchUpInside, primaryActionTriggered: the action
///  long press ───► touchDown, menuActionTriggered, touchCancel: the menu opens (either way)
/// ```
public struct ButtonMenu: Sendable, Equatable {
    /// The menu's title, when it has one.
    public var title: String?
    /// The titles of its items, in order (for the words; the items' own actions are not modelled).
    public var items: [String]

    public init(title: String? = nil, items: [String] = []) {
        self.title = title
        self.items = items
    }

    /// The method a path step names when the menu shows: the delegate method of the button's own
    /// UIContextMenuInteraction that asks for the menu.
    public static let showingMethod = "contextMenuInteraction(_:configurationForMenuAtLocation:)"

    /// What opens a button's menu.
    public enum Trigger: String, Sendable, CaseIterable {
        /// The touch down of a tap or a press (`showsMenuAsPrimaryAction` true).
        case touchDown
        /// A long press (`showsMenuAsPrimaryAction` false).
        case longPress
    }
}

/// What a touch on a button with a menu did with the menu.
public struct ButtonMenuResult: Sendable, Equatable {
    /// The button.
    public var button: Int
    /// What opened the menu; nil when the menu did not open (a tap on a button whose menu is not its primary action).
    public var openedBy: ButtonMenu.Trigger?

    public init(button: Int, openedBy: ButtonMenu.Trigger?) {
        self.button = button
        self.openedBy = openedBy
    }
}

extension App {
    /// What opens `button`'s menu for a touch of `gesture`, or nil when it has no menu or this touch does not open
    /// it (a tap, when the menu is not the primary action).
    public func menuTrigger(of button: Int, for gesture: TouchGesture) -> ButtonMenu.Trigger? {
        guard self[button].menu != nil else { return nil }
        if self[button].showsMenuAsPrimaryAction { return .touchDown }
        return gesture == .longPress ? .longPress : nil
    }
}
