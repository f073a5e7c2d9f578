import ResponderCore

/// A reference to a responder in an answer: its id and runtime class.
public struct ResponderRefJSON: AnswerFields, Sendable, Equatable {
    public var id: String
    public var className: String
    /// Set when the class is a private UIKit wrapper not to depend on.
    public var isPrivate: Bool?
    /// Set when the core inserted it (runtime wrapper synthesis).
    public var synthesized: Bool?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("class", className)
        try visitor.visit("id", id)
        try visitor.visitIfPresent("private", isPrivate)
        try visitor.visitIfPresent("synthesized", synthesized)
    }
}

extension ResponderRefJSON {
    /// `ResponderRef` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ResponderRef",
        "A responder in an answer: its id and runtime class.",
        fields: [
            .required("id", .string, .selfEvident),
            .required("class", .string, "The runtime class name."),
            .optional(
                "private", .trueWhenPresent,
                "Present (true) when the class is a private UIKit wrapper not to depend on; never false."),
            .optional(
                "synthesized", .trueWhenPresent,
                "Present (true) when the service inserted it (runtime wrapper synthesis); never false."),
        ])
}
