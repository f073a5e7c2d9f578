import ResponderCore

/// `POST /v1/chain`'s answer.
public struct ChainResponse: AnswerFields, Sendable {
    public var profile: String
    public var from: ResponderRefJSON
    public var chainDescription: [String]
    public var links: [ChainLinkJSON]
    public var end: ChainEndJSON
    public var diagnostics: [DiagnosticJSON]
    /// `include=layout`: where every window and view is.
    public var layout: LayoutJSON?
    /// `include=svg`: the chain's diagram, the SVG document `format=svg` answers.
    public var svg: String?

    package init(
        profile: String, from: ResponderRefJSON, chainDescription: [String], links: [ChainLinkJSON],
        end: ChainEndJSON, diagnostics: [DiagnosticJSON], layout: LayoutJSON?
    ) {
        self.profile = profile
        self.from = from
        self.chainDescription = chainDescription
        self.links = links
        self.end = end
        self.diagnostics = diagnostics
        self.layout = layout
    }

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("chainDescription", chainDescription)
        try visitor.visit("diagnostics", diagnostics)
        try visitor.visit("end", end)
        try visitor.visit("from", from)
        try visitor.visitIfPresent("layout", layout)
        try visitor.visit("links", links)
        try visitor.visit("profile", profile)
        try visitor.visitIfPresent("svg", svg)
    }
}

extension ChainResponse {
    /// `ChainResponse` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ChainResponse",
        "`POST /v1/chain`'s answer.",
        fields: [
            .required("profile", .enumeration(.profile), .selfEvident),
            .required("from", .ref("ResponderRef"), .selfEvident),
            .required("chainDescription", .array(.string), .selfEvident),
            .required("links", .array(.ref("ChainLink")), .selfEvident),
            .required("end", .ref("ChainEnd"), .selfEvident),
            .required(
                "diagnostics", .array(.ref("Diagnostic")), "Only `privateClassInChain` and `nextLoop` occur here."),
            .optional("layout", .ref("Layout"), "With `?include=layout`: where every window and view is."),
            .optional(
                "svg", .string, "With `?include=svg`: the chain's diagram, the SVG document `?format=svg` answers."),
        ])
}
