import ResponderCore

/// A gesture recognizer's fate.
public struct RecognizerResultJSON: AnswerFields, Sendable {
    public var id: String
    public var className: String
    public var view: ResponderRefJSON
    public var outcome: String
    /// Why, in plain words.
    public var reason: String?
    /// A hover recognizer's states as the pointer passed (began, changed, ended).
    public var states: [String]? = nil

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("class", className)
        try visitor.visit("id", id)
        try visitor.visit("outcome", outcome)
        try visitor.visitIfPresent("reason", reason)
        try visitor.visitIfPresent("states", states)
        try visitor.visit("view", view)
    }
}

extension RecognizerResultJSON {
    /// `RecognizerResult` in openapi.yaml.
    static let docs = WireDoc.answer(
        "RecognizerResult",
        """
        A gesture recognizer's fate. A scroll view's own pan recognizer is listed too (class \
        `UIScrollViewPanGestureRecognizer`, id `<scroll view id>.panGestureRecognizer`).
        """,
        fields: [
            .required("id", .string, .selfEvident),
            .required("class", .enumeration(.recognizerClass), .selfEvident),
            .required("view", .ref("ResponderRef"), .selfEvident),
            .required("outcome", .enumeration(.recognizerOutcome), .selfEvident),
            .optional("reason", .string, "Why, in plain words: what in the touch made it recognize or fail."),
            .optional(
                "states", .array(.enumeration(.hoverState)).minItems(1),
                """
                A hover recognizer that recognized a `hover` event only: the states its action saw as the pointer \
                passed, in order (`began` when the pointer came over its view or a subview, `changed` as it moved \
                there, `ended` when it left; a pointer still over the view has not ended).
                """),
        ])
}
