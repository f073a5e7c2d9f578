import ResponderCore

/// Where the event started and why.
public struct StartJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON
    public var reason: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("reason", reason)
        try visitor.visit("responder", responder)
    }
}

extension StartJSON {
    /// `Start` in openapi.yaml.
    static let docs = WireDoc.answer(
        "Start",
        "Where the event started and why.",
        fields: [
            .required("responder", .ref("ResponderRef"), .selfEvident),
            .required("reason", .enumeration(.startReason), .selfEvident),
        ])
}
