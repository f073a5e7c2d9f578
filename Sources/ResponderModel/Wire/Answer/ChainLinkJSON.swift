import ResponderCore

/// One `next` link: the responder, its kind, and the rule that leads to the following link.
public struct ChainLinkJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON
    public var kind: String
    /// The rule behind this responder's `next`; absent on the last link.
    public var rule: String?
    public var explanation: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("explanation", explanation)
        try visitor.visit("kind", kind)
        try visitor.visit("responder", responder)
        try visitor.visitIfPresent("rule", rule)
    }
}

extension ChainLinkJSON {
    /// `ChainLink` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ChainLink",
        "One `next` link.",
        fields: [
            .required("responder", .ref("ResponderRef"), .selfEvident),
            .required("kind", .enumeration(.responderKind), .selfEvident),
            .optional(
                "rule", .enumeration(.nextRule),
                "The UIKit rule behind this responder's `next`; absent on the last link."),
            .required("explanation", .string, "The rule (or, on the last link, the chain end) in plain words."),
        ])
}
