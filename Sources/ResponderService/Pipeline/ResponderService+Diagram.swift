import ResponderCore
import ResponderModel
import ResponderRender
import ResponderWords

extension ResponderService {
    /// Evaluates a `POST /v1/dispatch` body up to one event, for `format=svg`: the laid-out app, where every window
    /// and view is, where each responder was described, and the event. Events before it run too, since each event
    /// starts from the state the one before left, and the picture is laid out as they left it.
    ///
    /// - Parameters:
    ///   - event: The event to draw (`event=N`, 0 when not given).
    ///   - language: The language of the picture's own words (``DiagramScene/language``).
    /// - Throws: The body's ``Problem``s, as for a JSON answer; a 400 naming the `event` parameter when the
    ///   request has no event with that index.
    public static func diagramScene(
        dispatchBody body: [UInt8], limits: Limits, event: Int?, language: Language = .english
    ) throws(Problem) -> DiagramScene {
        try diagramScene(
            dispatchRequest: WireFormat.decode(DispatchRequest.self, from: body, limits: limits), limits: limits,
            event: event, language: language)
    }

    /// ``diagramScene(dispatchBody:limits:event:language:)`` for a request already read.
    static func diagramScene(
        dispatchRequest request: DispatchRequest, limits: Limits, event: Int?, language: Language
    ) throws(Problem) -> DiagramScene {
        // Every view hit-testing asks gets its own style, so runs of rejected siblings are not summarised.
        var evaluation = try DispatchEvaluation(
            request: request, limits: limits, fullTrace: true, layout: .geometry, fixes: false)
        let index = event ?? 0
        guard index < evaluation.eventCount else {
            let count = evaluation.eventCount
            throw Problem(
                .invalidRequest,
                .service(.eventOutOfRange(index: index, count: count)),
                problems: [
                    Problem.Field(
                        pointer: "", .service(.eventOutOfRangeHere(count: count)), parameter: "event",
                        allowed: ["0…\(count - 1)"])
                ])
        }
        for _ in 0..<index { _ = try evaluation.nextResult() }
        // The picture is of the app as the events before this one left it: a drag that turned a page shows the
        // next event's scroll view on its new page.
        if index > 0 { try evaluation.layOutAgain() }
        let result = try evaluation.nextResult()
        return DiagramScene(
            app: evaluation.app, layout: evaluation.screenLayout ?? ScreenLayout(),
            pointers: evaluation.places?.pointers ?? [],
            title: evaluation.envelope.title.map { Example.title($0, in: language) }
                ?? DiagramWords(language).eventTitle(index), result: result, event: index, language: language)
    }

    /// Evaluates a `POST /v1/chain` body for `format=svg`: the chain from its responder over the app's layout.
    public static func diagramScene(
        chainBody body: [UInt8], limits: Limits, language: Language = .english
    ) throws(Problem) -> DiagramScene {
        try diagramScene(
            chainRequest: WireFormat.decode(ChainRequest.self, from: body, limits: limits), limits: limits,
            language: language)
    }

    /// ``diagramScene(chainBody:limits:language:)`` for a request already read.
    static func diagramScene(
        chainRequest request: ChainRequest, limits: Limits, language: Language
    ) throws(Problem) -> DiagramScene {
        let (app, places, start) = try RequestMapping.prepareChain(request, limits: limits, places: true)
        var budget = limits.budget
        return DiagramScene(
            app: app, layout: try RequestMapping.screenLayout(of: app, within: &budget),
            pointers: places?.pointers ?? [],
            title: request.title.map { Example.title($0, in: language) }
                ?? DiagramWords(language).chainTitle(from: app.displayName(of: start)),
            chain: app.chain(from: start, profile: request.profile), language: language)
    }
}
