import ResponderCore

/// `POST /v1/dispatch`'s answer: one result per event, in order.
public struct DispatchResponse: AnswerFields, Sendable {
    public var title: String?
    public var profile: String
    public var settings: EffectiveSettingsJSON
    public var results: [EventResultJSON]
    /// `include=layout`: where every window and view is.
    public var layout: LayoutJSON?
    /// `include=svg`: the diagram of one event (`event=N`, the first by default), the SVG document `format=svg`
    /// answers.
    public var svg: String?

    package init(
        title: String?, profile: String, settings: EffectiveSettingsJSON, results: [EventResultJSON],
        layout: LayoutJSON? = nil
    ) {
        self.title = title
        self.profile = profile
        self.settings = settings
        self.results = results
        self.layout = layout
    }

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("layout", layout)
        try visitor.visit("profile", profile)
        try visitor.visit("results", results)
        try visitor.visit("settings", settings)
        try visitor.visitIfPresent("svg", svg)
        try visitor.visitIfPresent("title", title)
    }
}

extension DispatchResponse {
    /// `DispatchResponse` in openapi.yaml.
    static let docs = WireDoc.answer(
        "DispatchResponse",
        "`POST /v1/dispatch`'s answer.",
        fields: [
            .optional("title", .string, "The request's title; absent when it had none."),
            .required("profile", .enumeration(.profile), .selfEvident),
            .required("settings", .ref("EffectiveSettings"), .selfEvident),
            .required("results", .array(.ref("EventResult")), "One per event, in order."),
            .optional(
                "layout", .ref("Layout"),
                """
                With `?include=layout`: where every window and view is, as laid out before the first event (events \
                change state, never geometry).
                """),
            .optional(
                "svg", .string,
                """
                With `?include=svg`: the diagram of the event `?event=N` (the first by default), the SVG document \
                `?format=svg` answers, so that one request serves a page its answer and its picture.
                """),
        ])
}
