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
    /// Why the row was selected or not, in plain words (`reason.text` as a `String`).
    public var reason: WordsJSON
    /// The cell's accessory under the finger; absent when the finger was elsewhere in the cell.
    public var accessory: Accessory?

    /// A table cell's accessory under the finger (its detail button, or its `accessoryView`), and whether it took
    /// the tap from the row.
    public struct Accessory: AnswerFields, Sendable {
        /// The detail button (`<cell id>.accessory` or `<cell id>.accessoryButton`), or the `accessoryView`.
        public var view: ResponderRefJSON
        public var kind: AccessoryTap.Kind
        /// Whether the accessory took the tap, so the row is not selected.
        public var tookTap: Bool
        /// For the detail button: whether the delegate's `tableView(_:accessoryButtonTappedForRowWith:)` ran.
        public var delegateCalled: Bool

        public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
            try visitor.visit("delegateCalled", delegateCalled)
            try visitor.visit("kind", kind.rawValue)
            try visitor.visit("tookTap", tookTap)
            try visitor.visit("view", view)
        }
    }

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("accessory", accessory)
        try visitor.visit("cell", cell)
        try visitor.visitIfPresent("delegate", delegate)
        try visitor.visit("delegateCalled", delegateCalled)
        try visitor.visit("delegateMethod", delegateMethod)
        try visitor.visit("reason", reason)
        try visitor.visit("selected", selected)
        try visitor.visit("view", view)
    }
}

extension SelectionJSON.Accessory {
    /// `SelectionAccessory` in openapi.yaml.
    static let docs = WireDoc.answer(
        "SelectionAccessory",
        """
        The table cell's accessory under the finger (UITableViewCell.accessoryType, UITableViewCell.accessoryView), \
        and whether it took the tap from the row.
        """,
        fields: [
            .required(
                "view", .ref("ResponderRef"),
                """
                The accessory: the detail button UIKit makes for `detailButton` (`<cell id>.accessory`) or \
                `detailDisclosureButton` (`<cell id>.accessoryButton`), or the cell's `accessoryView`.
                """),
            .required(
                "kind", .enumeration(.accessoryTapKind),
                """
                `detailButton`: the table calls its delegate's `tableView(_:accessoryButtonTappedForRowWith:)` and \
                does not select the row. `control`: an `accessoryView` that is (or holds) a control took the tap with \
                its own target-actions, and the row is not selected. `view`: an `accessoryView` that is no control; \
                the touch goes on to the cell and the row is selected as anywhere else in it.
                """),
            .required(
                "tookTap", .boolean,
                """
                Whether the accessory took the tap instead of the row (the detail button, or a control that tracked \
                the touch to its end); false when the row's selection went on (see `selected`).
                """),
            .required(
                "delegateCalled", .boolean,
                "Whether the delegate's `tableView(_:accessoryButtonTappedForRowWith:)` ran (the detail button only)."),
        ])
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
                Why, in plain words: what took the touch (a recognizer, a control in the cell, the detail button of \
                its accessory, an override without super), or whom the table told.
                """),
            .optional(
                "accessory", .ref("SelectionAccessory"),
                """
                The table cell's accessory under the finger, and whether it took the tap from the row; absent when \
                the finger was elsewhere in the cell.
                """),
        ])
}
