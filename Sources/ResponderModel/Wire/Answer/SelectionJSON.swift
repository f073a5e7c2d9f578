import ResponderCore

/// What a table or collection view did with a touch on one of its cells: whether it selected the row (item), and
/// whether its delegate was told.
public struct SelectionJSON: AnswerFields, Sendable {
    /// The table or collection view.
    public var view: ResponderRefJSON
    /// The cell under the finger.
    public var cell: ResponderRefJSON
    public var selected: Bool
    /// The delegate method a selection calls: `tableView(_:didSelectRowAt:)` or `collectionView(_:didSelectItemAt:)`.
    public var delegateMethod: String
    /// The table's delegate; absent when it has none.
    public var delegate: ResponderRefJSON?
    /// Whether the delegate's method ran.
    public var delegateCalled: Bool
    public var reason: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("cell", cell)
        try visitor.visitIfPresent("delegate", delegate)
        try visitor.visit("delegateCalled", delegateCalled)
        try visitor.visit("delegateMethod", delegateMethod)
        try visitor.visit("reason", reason)
        try visitor.visit("selected", selected)
        try visitor.visit("view", view)
    }
}
