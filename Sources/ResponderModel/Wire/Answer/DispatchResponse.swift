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
