import ResponderCore

/// One responder an action walk asked.
public struct ActionWalkStepJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON
    public var arrivedBy: String?
    public var answer: String
    public var reason: String?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("answer", answer)
        try visitor.visitIfPresent("arrivedBy", arrivedBy)
        try visitor.visitIfPresent("reason", reason)
        try visitor.visit("responder", responder)
    }
}

extension ActionWalkStepJSON {
    /// `ActionWalkStep` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ActionWalkStep",
        "One responder a nil-targeted walk asked.",
        fields: [
            .required("responder", .ref("ResponderRef"), .selfEvident),
            .optional("arrivedBy", .enumeration(.nextRule), .selfEvident),
            .required("answer", .enumeration(.walkAnswer), .selfEvident),
            .optional("reason", .string, .selfEvident),
        ])
}
