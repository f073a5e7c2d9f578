import ResponderCore
import ResponderModel

/// A `POST /v1/dispatch` request, decoded and mapped, evaluated one event at a time within one work budget.
///
/// Each call to ``next()`` evaluates the next event and returns its wire result, so the caller can write it and
/// let it go before the next one is built: an answer never exists twice over in memory, and a request that
/// would cost more than its budget stops at the event where the budget ran out.
///
/// ```swift
/// var evaluation = try DispatchEvaluation(body: body, limits: Limits())
/// while let result = try evaluation.next() { write(result) }
/// ```
public struct DispatchEvaluation {
    /// The answer without its results: title, profile and the effective settings.
    public private(set) var envelope: DispatchResponse
    private let request: DispatchRequest
    private let events: [Event]
    private var dispatcher: Dispatcher
    private var budget: WorkBudget
    private let encoder: ResultEncoder
    private let essentials: Bool
    private let limits: Limits
    private var position = 0
    /// With fixes: tries each warning's and error's cures on copies of the app as it was before the first event.
    private var fixer: Fixer?
    /// Where each responder was described (what a fix's patch and a diagram name it by).
    private let described: RequestPlaces?
    /// With `layout`: where each responder was described.
    public var places: RequestPlaces? { layoutWanted ? described : nil }
    private let layoutWanted: Bool
    /// With `layout`: the app's layout before the first event, or as ``layOutAgain()`` last found it.
    public private(set) var screenLayout: ScreenLayout?
    /// The app as the events so far left it (names and classes never change from event to event; a page turn moves
    /// a scroll view's content).
    public var app: App { dispatcher.app }
    /// How many events the request has.
    public var eventCount: Int { events.count }

    /// Puts a diagram into the envelope as its `svg` (`include=svg`).
    mutating func include(svg: String?) { envelope.svg = svg }

    /// What the evaluation lays out before the first event.
    public enum LayoutUse: Sendable {
        /// Nothing (the plain answer).
        case none
        /// Where every window and view is, and where each responder was described, for a diagram; the envelope
        /// stays without it.
        case geometry
        /// As `geometry`, and written into the envelope as `layout` (`include=layout`).
        case answer
    }

    /// Decodes, validates and maps a body.
    ///
    /// - Parameters:
    ///   - essentials: Results keep only `outcome`, `summary`, `handler`, `path` and `diagnostics` (and `aim`,
    ///     for a touch aimed at a view).
    ///   - fullTrace: Record every view hit-testing asks, instead of summarising runs of rejected siblings.
    ///   - layout: What to lay out before the first event, within the work budget: nothing, the geometry a diagram
    ///     draws, or that and its JSON in the envelope (`include=layout`).
    ///   - fixes: Give each warning and error its verified fix, or why there is none (``Fixer``; `fixes=none`
    ///     leaves them out). The fixes spend a work budget of their own, as large as the request's.
    /// - Throws: A ``Problem`` (400, 413 or 422) naming each offending field with a JSON Pointer.
    public init(
        body: [UInt8], limits: Limits, essentials: Bool = false, fullTrace: Bool = false, layout: LayoutUse = .none,
        language: Language = .english, fixes: Bool = true
    ) throws(Problem) {
        let request = try WireFormat.decode(DispatchRequest.self, from: body, limits: limits)
        try self.init(
            request: request, limits: limits, essentials: essentials, fullTrace: fullTrace, layout: layout,
            language: language, fixes: fixes)
    }

    /// Validates and maps a decoded request.
    public init(
        request: DispatchRequest, limits: Limits, essentials: Bool = false, fullTrace: Bool = false,
        layout: LayoutUse = .none, language: Language = .english, fixes: Bool = true
    )
        throws(Problem)
    {
        var (app, places, events, settings) = try RequestMapping.prepare(
            request, limits: limits, places: layout != .none || fixes)
        settings.summarizeTraceRuns = fullTrace ? nil : DispatchSettings.defaultTraceRunSummary
        self.request = request
        self.events = events
        self.dispatcher = Dispatcher(app: app, settings: settings)
        // Names, classes and recognizers never change from event to event: the laid-out app before the first
        // event serves every result.
        self.encoder = ResultEncoder(app: dispatcher.app, profile: request.profile, language: language)
        self.budget = limits.budget
        self.essentials = essentials
        self.limits = limits
        self.envelope = RequestMapping.response(to: request, settings: settings, results: [], app: dispatcher.app)
        self.described = places
        self.layoutWanted = layout != .none
        if fixes { fixer = Fixer(app: dispatcher.app, settings: settings, events: events, budget: limits.budget) }
        if layout != .none, let places {
            // The layout is the app's before the first event (a diagram of a later event lays it out again, since
            // a page turn moves a scroll view's content), and costs one step and one entry per window and view from
            // the request's budget.
            let geometry = try RequestMapping.screenLayout(of: dispatcher.app, within: &budget)
            screenLayout = geometry
            if layout == .answer { envelope.layout = encoder.layout(geometry, places: places) }
        }
    }

    /// Lays the app out again as the events evaluated so far left it (a paging scroll view on the page a drag turned
    /// to), within the request's budget: what a diagram of the next event draws.
    ///
    /// - Throws: A 413 `too-much-work` ``Problem`` when the request's work budget runs out.
    mutating func layOutAgain() throws(Problem) {
        screenLayout = try RequestMapping.screenLayout(of: dispatcher.app, within: &budget)
    }

    /// Evaluates the next event; nil when every event has been evaluated.
    ///
    /// - Throws: A 413 `too-much-work` ``Problem`` pointing at the event being evaluated when the request's work
    ///   budget ran out.
    public mutating func next() throws(Problem) -> EventResultJSON? {
        let index = position
        guard let result = try nextResult() else { return nil }
        guard var fixer, result.diagnostics.contains(where: { $0.severity != .info }) else {
            return encoder.result(result, index: index, essentials: essentials)
        }
        let errors = Set(result.diagnostics.filter { $0.severity == .error }.map(\.code))
        let places = described
        let fixes = result.diagnostics.map { diagnostic in
            diagnostic.severity == .info
                ? nil
                : fixer.fix(
                    diagnostic, at: index, errorsBefore: errors,
                    canWrite: { change in encoder.canWrite(change, places: places) })
        }
        self.fixer = fixer
        return encoder.result(result, index: index, essentials: essentials, fixes: fixes, places: described)
    }

    /// Evaluates the next event into the core's result; nil when every event has been evaluated.
    ///
    /// - Throws: As ``next()``.
    public mutating func nextResult() throws(Problem) -> EventResult? {
        guard position < events.count else { return nil }
        let index = position
        position += 1
        do {
            return try dispatcher.dispatch(events[index], within: &budget)
        } catch {
            throw budgetProblem(error, event: index)
        }
    }

    /// The pointer of an event in the request.
    private func pointer(_ index: Int) -> String { request.isSingleEvent ? "/event" : "/events/\(index)" }

    private func budgetProblem(_ error: BudgetExceeded, event index: Int) -> Problem {
        let at = pointer(index)
        switch error.resource {
        case .steps:
            return Problem(
                .tooMuchWork,
                .service(.eventsOverSteps(limit: error.limit, at: at)),
                problems: [Problem.Field(pointer: at, .service(.stepsRanOutHere(limit: error.limit)))],
                budget: "steps", limit: error.limit)
        case .entries:
            return Problem(
                .tooMuchWork,
                .service(.eventsOverEntries(limit: error.limit, at: at)),
                problems: [Problem.Field(pointer: at, .service(.entriesRanOutHere(limit: error.limit)))],
                budget: "entries", limit: error.limit)
        }
    }

    /// The problem for an answer that grew past ``Limits/maxAnswerBytes`` while it was written.
    func answerTooLarge() -> Problem {
        let at = pointer(max(position - 1, 0))
        return Problem(
            .tooMuchWork,
            .service(.answerGrewTooLarge(limit: limits.maxAnswerBytes, at: at)),
            problems: [Problem.Field(pointer: at, .service(.answerGrewTooLargeHere(limit: limits.maxAnswerBytes)))],
            budget: "answerBytes", limit: limits.maxAnswerBytes)
    }
}
