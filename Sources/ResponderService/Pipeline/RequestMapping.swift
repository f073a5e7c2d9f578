import ResponderCore
import ResponderModel

/// What the dispatch and chain pipelines share between a decoded request and its answer: mapping the request to
/// the core (checking the event limits and every id the events name), finding where a chain starts, laying the app
/// out within the work budget, and the dispatch answer's envelope. It calls neither pipeline, and
/// ``DispatchEvaluation`` calls it rather than ``ResponderService``, so calls point one way: ResponderService →
/// DispatchEvaluation → RequestMapping.
public enum RequestMapping {
    /// Maps a decoded request to the core (the app, its events and the settings), checking the event limits and
    /// every id the events name.
    ///
    /// - Throws: A ``Problem`` (413 or 422) naming each offending field with a JSON Pointer.
    public static func prepare(
        _ request: DispatchRequest, limits: Limits
    ) throws(Problem) -> (App, [Event], DispatchSettings) {
        let (app, _, events, settings) = try prepare(request, limits: limits, places: false)
        return (app, events, settings)
    }

    /// ``prepare(_:limits:)``, and with `places` where each responder was described.
    static func prepare(
        _ request: DispatchRequest, limits: Limits, places: Bool
    ) throws(Problem) -> (App, RequestPlaces?, [Event], DispatchSettings) {
        if request.events.count > limits.maxEvents {
            throw Problem(
                .tooManyEvents, .tooManyEvents(count: request.events.count, limit: limits.maxEvents),
                problems: [Problem.Field(pointer: "/events", .tooManyEventsHere(limit: limits.maxEvents))])
        }
        let settings = request.settings.core(request.profile)
        let (app, found) = try AppMapper.mapWithPlaces(request.app, settings: settings, limits: limits, places: places)
        var fields = ProblemList(limits: limits)
        var events: [Event] = []
        var impossible = false
        for (index, event) in request.events.enumerated() {
            let pointer = request.isSingleEvent ? "/event" : "/events/\(index)"
            var mapper = EventMapper(app: app, limits: limits, settings: settings)
            if let mapped = mapper.map(event, pointer: pointer, problems: &fields) {
                events.append(mapped)
            }
            if let problem = mapper.tooManyTouches { throw problem }
            impossible = impossible || mapper.impossible
        }
        if !fields.isEmpty {
            throw Problem(impossible ? .impossibleApp : .unknownReference, collected: fields, in: .events)
        }
        return (app, found, events, settings)
    }

    /// The wire answer for evaluated events, with the settings they were evaluated with.
    public static func response(
        to request: DispatchRequest, settings: DispatchSettings, results: [EventResult], app: App,
        essentials: Bool = false, language: Language = .english
    ) -> DispatchResponse {
        let encoder = ResultEncoder(app: app, profile: request.profile, language: language)
        return DispatchResponse(
            title: request.title, profile: request.profile.rawValue,
            settings: EffectiveSettingsJSON(settings),
            results: results.enumerated().map { encoder.result($0.element, index: $0.offset, essentials: essentials) })
    }

    /// Maps a `POST /v1/chain` request and finds the responder its chain starts from.
    ///
    /// - Throws: The body's ``Problem``s; 422 `unknown-reference` when `from` names no responder.
    static func prepareChain(
        _ request: ChainRequest, limits: Limits, places: Bool
    ) throws(Problem) -> (app: App, places: RequestPlaces?, start: Int) {
        let (app, found) = try AppMapper.mapWithPlaces(
            request.app, settings: request.settings.core(request.profile), limits: limits, places: places)
        guard let start = app.index(of: request.from) else {
            let field = UnknownReference.field(request.from, at: "/from", among: app.responders.lazy.map(\.id))
            throw Problem(.unknownReference, .sentence(field.words), problems: [field])
        }
        return (app, found, start)
    }

    /// Where every window and view of `app` is, within `budget` (one step and one entry per window and view).
    ///
    /// - Throws: A 413 `too-much-work` ``Problem`` pointing at `/app` when the budget runs out.
    static func screenLayout(of app: App, within budget: inout WorkBudget) throws(Problem) -> ScreenLayout {
        do {
            return try app.screenLayout(within: &budget)
        } catch {
            throw Problem(
                .tooMuchWork, .service(.layoutOverBudget(limit: error.limit, resource: error.resource)),
                problems: [Problem.Field(pointer: "/app", .service(.layoutOverBudgetHere))],
                budget: error.resource.rawValue, limit: error.limit)
        }
    }
}
