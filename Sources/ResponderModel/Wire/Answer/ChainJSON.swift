import ResponderCore

/// A responder chain.
public struct ChainJSON: AnswerFields, Sendable {
    public var chainDescription: [String]
    public var links: [ChainLinkJSON]
    public var end: ChainEndJSON

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("chainDescription", chainDescription)
        try visitor.visit("end", end)
        try visitor.visit("links", links)
    }
}

extension ChainJSON {
    /// `Chain` in openapi.yaml.
    static let docs = WireDoc.answer(
        "Chain",
        "A responder chain.",
        fields: [
            .required("chainDescription", .array(.string), "The class names, as `chainDescription` prints them."),
            .required("links", .array(.ref("ChainLink")), .selfEvident),
            .required("end", .ref("ChainEnd"), .selfEvident),
        ])
}
