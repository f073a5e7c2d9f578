import ResponderCore

/// Why a chain ends.
public struct ChainEndJSON: AnswerFields, Sendable {
    public var reason: String
    public var explanation: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("explanation", explanation)
        try visitor.visit("reason", reason)
    }
}

extension ChainEndJSON {
    /// `ChainEnd` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ChainEnd",
        "Why the chain ends.",
        fields: [
            .required("reason", .enumeration(.chainEnd), .selfEvident),
            .required("explanation", .string, .selfEvident),
        ])
}
