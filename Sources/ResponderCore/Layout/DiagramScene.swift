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
    /// The chain drawn: the one asked for, the walk of the event's nil-targeted action (``walk``), or the event's.
    public var chain: ResponderChain?
    /// The event's nil-targeted action whose walk ``chain`` draws, from where it starts (the first responder, the
    /// key window, the responder it walks from) to who performed it or the end: the last such action of the event.
    public var walk: ActionDispatch?
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
        let walk = chain == nil ? result?.actions.last { $0.explicitTarget == nil && !$0.walk.isEmpty } : nil
        self.walk = walk
        self.chain = chain ?? walk.map(Self.chain(of:)) ?? result?.chain
    }

    /// An action's walk as a chain: each responder it asked, joined by the rule that led to the next.
    static func chain(of walk: ActionDispatch) -> ResponderChain {
        let steps = walk.walk
        return ResponderChain(
            links: steps.indices.map { index in
                ResponderChain.Link(
                    responder: steps[index].responder,
                    rule: index + 1 < steps.count ? steps[index + 1].arrivedBy : nil, end: nil)
            })
    }
}
