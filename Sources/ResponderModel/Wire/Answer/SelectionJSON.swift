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

extension SelectionJSON {
    /// `Selection` in openapi.yaml.
    static let docs = WireDoc.answer(
        "Selection",
        "What a table or collection view did with a touch on one of its cells.",
        fields: [
            .required("view", .ref("ResponderRef"), "The table or collection view."),
            .required("cell", .ref("ResponderRef"), "The cell under the finger."),
            .required(
                "selected", .boolean,
                """
                Whether the row (item) was selected: the table received touchesEnded along the chain and \
                allowsSelection is on.
                """),
            .required(
                "delegateMethod", .oneOf(["tableView(_:didSelectRowAt:)", "collectionView(_:didSelectItemAt:)"]),
                .selfEvident),
            .optional("delegate", .ref("ResponderRef"), "The table's delegate; absent when it has none."),
            .required("delegateCalled", .boolean, "Whether the delegate's method ran."),
            .required(
                "reason", .string,
                """
                Why, in plain words: what took the touch (a recognizer, a control in the cell, an override without \
                super), or whom the table told.
                """),
        ])
}
