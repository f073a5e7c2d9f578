import ResponderCore

/// One step of an event's route.
public struct PathStepJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON?
    public var method: String
    public var outcome: String
    public var note: WordsJSON

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("method", method)
        try visitor.visit("note", note)
        try visitor.visit("outcome", outcome)
        try visitor.visitOrNull("responder", responder)
    }
}

extension PathStepJSON {
    /// `PathStep` in openapi.yaml.
    static let docs = WireDoc.answer(
        "PathStep",
        "One step of the route an event travelled.",
        fields: [
            .orNull("responder", .ref("ResponderRef"), "Always present; null for the end of the chain."),
            .required(
                "method", .string, "The method or object involved, e.g. `touchesBegan(_:with:)` or `sendEvent(_:)`."),
            .required("outcome", .enumeration(.pathOutcome), .selfEvident),
            .required("note", .string, "Why."),
        ])
}
