/// The kind of device the app runs on (`UIDevice.userInterfaceIdiom`), which some of UIKit's defaults depend on.
public enum Idiom: String, Sendable, CaseIterable {
    /// An iPhone (`.phone`).
    case phone
    /// An iPad (`.pad`).
    case pad
}

/// A view's drag and drop: a UIDragInteraction and a UIDropInteraction added to it, and for a table or collection
/// view its own (`dragDelegate`, `dropDelegate`, `dragInteractionEnabled`).
///
/// A drag begins with a lift: UIKit's drag interaction lifts the item once the finger has rested on it for the lift
/// delay, so a touch held still lifts it and what the finger does next moves the item, not the content. A touch that
/// moves first is a scroll or a pan, and the drag fails; a tap is left alone (the drag's recognizers do not delay
/// touches).
///
/// ```
///  finger down on the item ─┬─ lifts before it moves (held still for the lift delay) ─► the item lifts: the
///                           │                                                            scroll view does not scroll
///                           ├─ moves first (past the pan's hysteresis) ───────────────► the scroll view scrolls:
///                           │                                                            the drag fails
///                           └─ lifts off quickly (a tap) ───────────────────────────────► as without the drag
/// ```
public struct DragAndDrop: Sendable, Equatable {
    /// A UIDragInteraction is added to the view (`view.addInteraction`).
    public var hasDragInteraction = false
    /// The UIDragInteraction's `isEnabled` as the app set it; nil when it kept the default
    /// (``DragAndDrop/isEnabledByDefault(on:)``).
    public var dragInteractionIsEnabled: Bool?
    /// A UIDropInteraction added to the view: a drag that ends over it (or a subview) is dropped there.
    public var hasDropInteraction = false
    /// A table's or collection view's `dragDelegate` is set: without one it lifts nothing.
    public var hasDragDelegate = false
    /// A table's or collection view's `dropDelegate` is set: it takes drops.
    public var hasDropDelegate = false
    /// A table's or collection view's `dragInteractionEnabled` as the app set it; nil keeps the default
    /// (``DragAndDrop/listDragIsEnabledByDefault``).
    public var dragInteractionEnabled: Bool?

    public init() {}

    /// UIDragInteraction's `isEnabledByDefault`: "a device-dependent Boolean value" (UIKit's documentation), true on
    /// an iPad and false on an iPhone.
    public static func isEnabledByDefault(on idiom: Idiom) -> Bool { idiom == .pad }

    /// A table's or collection view's `dragInteractionEnabled` default. UIKit's documentation
    /// (UICollectionView.dragInteractionEnabled, UITableView.dragInteractionEnabled): "The default value is true. In
    /// iOS 14 and earlier, the default value is true for iPad and false for iPhone." The service models current iOS,
    /// so it is true on either idiom.
    public static let listDragIsEnabledByDefault = true

    /// How long the finger must rest on an item before it lifts, in seconds: UILongPressGestureRecognizer's
    /// documented `minimumPressDuration` default, 0.5. UIKit does not document the lift delay itself; a touch
    /// described as a long press (`"gesture": "longPress"`) rests at least this long.
    public static let liftDelay = 0.5

    /// The delegate method a path step names when a view's UIDragInteraction lifts it.
    public static let liftMethod = "dragInteraction(_:itemsForBeginning:)"
    /// The delegate method a path step names when a drop interaction takes the drag.
    public static let dropMethod = "dropInteraction(_:performDrop:)"

    /// The delegate method a table or collection view asks for the items a lifted cell carries.
    public static func liftMethod(isTable: Bool) -> String {
        isTable ? "tableView(_:itemsForBeginning:at:)" : "collectionView(_:itemsForBeginning:at:)"
    }

    /// The delegate method a path step names when a drag ends with nothing dropped.
    public static func endMethod(isList: Bool, isTable: Bool) -> String {
        guard isList else { return "dragInteraction(_:session:didEndWith:)" }
        return isTable ? "tableView(_:dragSessionDidEnd:)" : "collectionView(_:dragSessionDidEnd:)"
    }

    /// The delegate method a table or collection view calls when a drag is dropped on it.
    public static func dropMethod(isTable: Bool) -> String {
        isTable ? "tableView(_:performDropWith:)" : "collectionView(_:performDropWith:)"
    }
}

/// Where a long press lifts a drag: the view that carries the drag (a view with a UIDragInteraction, or a table or
/// collection view) and the item that lifts (that view, or the list's cell under the finger).
public struct DragLift: Sendable, Equatable {
    /// The view with the drag interaction: the view itself, or the table or collection view.
    public var source: Int
    /// What lifts: the view, or the list's cell under the finger.
    public var item: Int

    public init(source: Int, item: Int) {
        self.source = source
        self.item = item
    }
}

extension App {
    /// Whether the view's own UIDragInteraction takes part in touches: it has one, enabled (as set, or by the
    /// idiom's default).
    public func dragInteractionIsEnabled(on view: Int) -> Bool {
        let drag = self[view].dragAndDrop
        guard drag.hasDragInteraction else { return false }
        return drag.dragInteractionIsEnabled ?? DragAndDrop.isEnabledByDefault(on: idiom)
    }

    /// Whether a table or collection view lifts its cells: it has a `dragDelegate` and `dragInteractionEnabled`
    /// (as set, or by default).
    public func listLiftsCells(_ list: Int) -> Bool {
        let drag = self[list].dragAndDrop
        guard self[list].rowSelection != nil, drag.hasDragDelegate else { return false }
        return drag.dragInteractionEnabled ?? DragAndDrop.listDragIsEnabledByDefault
    }

    /// Whether a drag ending over the view is dropped on it: a UIDropInteraction, or a table's or collection view's
    /// `dropDelegate`.
    public func takesDrops(_ view: Int) -> Bool {
        let drop = self[view].dragAndDrop
        return drop.hasDropInteraction || (self[view].rowSelection != nil && drop.hasDropDelegate)
    }

    /// What a finger resting on `view` lifts: the nearest view around it (itself included) with an enabled drag
    /// interaction, or the cell of the nearest table or collection view that lifts its cells; nil when nothing does.
    public func dragLift(under view: Int) -> DragLift? {
        var cell: Int?
        var current: Int? = view
        var steps = 0
        while let index = current, steps <= count {
            if dragInteractionIsEnabled(on: index) { return DragLift(source: index, item: index) }
            if self[index].rowSelection != nil {
                if let cell, listLiftsCells(index) { return DragLift(source: index, item: cell) }
                cell = nil
            } else if cell == nil && ClassCatalogue.cells[self[index].uikitClass.name] != nil {
                cell = index
            }
            current = self[index].superview
            steps += 1
        }
        return nil
    }
}
