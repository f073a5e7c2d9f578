/// What a table or collection view does when one of its cells is tapped.
///
/// UIKit's table view (and collection view) selects a row when its cell's touch ends: the touch methods walk the
/// responder chain from the view under the finger, through the cell, to the table, and on `touchesEnded` the table
/// selects the row and calls its delegate's `tableView(_:didSelectRowAt:)` (`collectionView(_:didSelectItemAt:)`).
/// So nothing happens when the table never receives `touchesEnded`: a gesture recognizer cancelled the touch
/// (`cancelsTouchesInView`), a control in the cell tracked it and did not pass it on, or an override without
/// `super` on the way stopped it; nor when `allowsSelection` is false. A table without a delegate, or whose
/// delegate does not implement the method, selects the row and tells nobody.
public struct RowSelection: Sendable, Hashable {
    /// A `UITableView` (rows) rather than a `UICollectionView` (items).
    public var isTable: Bool
    /// `allowsSelection`.
    public var allowsSelection = true
    /// The table's `delegate`: the responder or plain object told about the selection.
    public var delegate: Int?

    public init(isTable: Bool) {
        self.isTable = isTable
    }

    /// The delegate method the selection calls.
    public var didSelect: Selector { isTable ? Self.tableDidSelect : Self.collectionDidSelect }

    /// The method people implement by mistake for ``didSelect`` (autocompletion offers it first).
    public var didDeselect: Selector { isTable ? Self.tableDidDeselect : Self.collectionDidDeselect }

    // Spelt from their Swift names once: a selector made from a Swift name is parsed and respelt, and a tap on a
    // cell asks for didSelect several times (the delegate, the chain, the answer's words).
    private static let tableDidSelect = Selector("tableView(_:didSelectRowAt:)")
    private static let collectionDidSelect = Selector("collectionView(_:didSelectItemAt:)")
    private static let tableDidDeselect = Selector("tableView(_:didDeselectRowAt:)")
    private static let collectionDidDeselect = Selector("collectionView(_:didDeselectItemAt:)")

    /// The delegate method a tap on a table cell's detail button calls (UITableViewDelegate).
    public static let accessoryButtonTapped = Selector("tableView(_:accessoryButtonTappedForRowWith:)")

    /// "row" or "item".
    public var itemWord: String { isTable ? "row" : "item" }
}

extension App {
    /// The cell a view lies in (the view itself or its nearest cell ancestor) and the table or collection view
    /// that holds the cell; nil when the view is in no cell of a table or collection view.
    public func selectionSite(of view: Int) -> (cell: Int, list: Int)? {
        var cell: Int?
        var current: Int? = view
        var steps = 0
        while let index = current, steps <= count {
            if let cell, self[index].rowSelection != nil { return (cell, index) }
            if cell == nil && ClassCatalogue.cells[self[index].uikitClass.name] != nil { cell = index }
            current = self[index].superview
            steps += 1
        }
        return nil
    }
}
