import ResponderCore

/// What a diagram of a request draws, in the core's terms: the laid-out app, where every window and view is,
/// where each responder was described, and the event or chain to show. The HTTP layer hands it to the renderer.
public struct DiagramSource: Sendable {
    public let app: App
    public let layout: ScreenLayout
    /// Each responder's JSON Pointer in the request, by app index.
    public let pointers: [String]
    /// The request's title, or what the picture shows.
    public let title: String
    /// The event drawn (a dispatch).
    public let result: EventResult?
    /// The event's index in the request (a dispatch).
    public let event: Int?
    /// The chain drawn (a chain request; a dispatch draws its event's chain).
    public let chain: ResponderChain?
}

extension ResponderService {
    /// Evaluates a `POST /v1/dispatch` body up to one event, for `format=svg`: events before it run too, since
    /// each event starts from the state the one before left.
    ///
    /// - Parameter event: The event to draw (`event=N`, 0 when not given).
    /// - Throws: The body's ``Problem``s, as for a JSON answer; a 400 naming the `event` parameter when the
    ///   request has no event with that index.
    public static func diagramSource(
        dispatchBody body: [UInt8], limits: Limits, event: Int?
    ) throws(Problem) -> DiagramSource {
        // Every view hit-testing asks gets its own style, so runs of rejected siblings are not summarised.
        var evaluation = try DispatchEvaluation(body: body, limits: limits, fullTrace: true, layout: true)
        let index = event ?? 0
        guard index < evaluation.eventCount else {
            let count = evaluation.eventCount
            throw Problem(
                .invalidRequest,
                detail: "The query parameter event is \(index), but the request has \(count) "
                    + "event\(count == 1 ? "" : "s"); event takes 0 to \(count - 1).",
                problems: [
                    Problem.Field(
                        pointer: "", message: "event must be between 0 and \(count - 1)", parameter: "event",
                        allowed: ["0…\(count - 1)"])
                ])
        }
        var result: EventResult?
        for _ in 0...index { result = try evaluation.nextResult() }
        let title = evaluation.envelope.title ?? "Event \(index)"
        return DiagramSource(
            app: evaluation.app, layout: evaluation.screenLayout ?? ScreenLayout(),
            pointers: evaluation.places?.pointers ?? [], title: title, result: result, event: index, chain: nil)
    }

    /// Evaluates a `POST /v1/chain` body for `format=svg`: the chain from its responder over the app's layout.
    public static func diagramSource(chainBody body: [UInt8], limits: Limits) throws(Problem) -> DiagramSource {
        let (request, app, places, start) = try prepareChain(body: body, limits: limits, places: true)
        var budget = limits.budget
        let layout: ScreenLayout
        do {
            layout = try app.screenLayout(within: &budget)
        } catch {
            throw layoutTooLarge(error, at: "/app")
        }
        let chain = app.chain(from: start, profile: request.profile)
        return DiagramSource(
            app: app, layout: layout, pointers: places?.pointers ?? [],
            title: request.title ?? "The responder chain from \(app.displayName(of: start))", result: nil, event: nil,
            chain: chain)
    }
}
