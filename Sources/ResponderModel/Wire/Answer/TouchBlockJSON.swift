import ResponderCore

/// Why hit-testing never lets a view be the hit: a property of the view itself or of an ancestor.
public struct TouchBlockJSON: AnswerFields, Sendable {
    /// The view or window whose property it is.
    public var responder: ResponderRefJSON
    /// The hit-test outcome there: `hidden`, `userInteractionDisabled`, `transparent`, `singularTransform`,
    /// `hitTestReturnsNil`, `pointOutside` (point(inside:) always false), `interceptedBySelf` or `redirected`
    /// (an ancestor's hitTest override answers without asking its subviews).
    public var reason: String
    public var explanation: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("explanation", explanation)
        try visitor.visit("reason", reason)
        try visitor.visit("responder", responder)
    }
}

extension TouchBlockJSON {
    /// `TouchBlock` in openapi.yaml.
    static let docs = WireDoc.answer(
        "TouchBlock",
        "Why touches never reach a view.",
        fields: [
            .required(
                "responder", .ref("ResponderRef"),
                """
                The view or window whose property it is: the view itself or the outermost ancestor hit-testing stops \
                at.
                """),
            .required(
                "reason", .enumeration(.touchBlockReason),
                """
                The hit-test outcome there (`pointOutside`: `point(inside:)` is always false; `interceptedBySelf`, \
                `redirected`: an ancestor's `hitTest` answers without asking its subviews).
                """),
            .required("explanation", .string, .selfEvident),
        ])
}
