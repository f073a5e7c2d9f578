/// What one picture of an app shows, in the core's terms: an app's windows and views where they are, and
/// optionally one evaluated event (its fingers, hit-test, responder chain, handler and diagnostics) or a responder
/// chain on its own. The model layer builds one from a request; a renderer draws it.
public struct DiagramScene: Sendable {
    public var app: App
    public var layout: ScreenLayout
    /// Each responder's JSON Pointer in the request, by app index (written as `data-pointer`).
    public var pointers: [String]
    /// The diagram's title (the request's title, or what it shows).
    public var title: String
    /// The event drawn, when the diagram is of a dispatch.
    public var result: EventResult?
    /// The chain drawn: the event's, or the one asked for.
    public var chain: ResponderChain?
    /// The event's index in the request (written as `data-event`).
    public var event: Int?
    /// The language of the picture's own words (its legend, headings and tooltips); names, ids and codes are the
    /// same in every language.
    public var language: Language

    public init(
        app: App, layout: ScreenLayout, pointers: [String], title: String, result: EventResult? = nil,
        chain: ResponderChain? = nil, event: Int? = nil, language: Language = .english
    ) {
        self.event = event
        self.language = language
        self.app = app
        self.layout = layout
        self.pointers = pointers
        self.title = title
        self.result = result
        self.chain = chain ?? result?.chain
    }
}
