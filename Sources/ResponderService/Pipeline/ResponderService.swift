import Foundation
import ResponderCore
import ResponderModel
import ResponderWords

/// The one pipeline every front end uses: bytes in, a decoded and validated request, the core's evaluation,
/// and a wire answer out, or a ``Problem`` saying exactly what was wrong and where. A request's whole path (the
/// HTTP server hands this type the body and writes what it returns):
///
/// ```
///  body bytes
///     │ JSONReader: one pass; syntax, UTF-8, depth, duplicate fields, name lengths ──► 400 / 413 Problem
///     ▼ (each request type's WireTable says which fields it reads, and into what)
///  DispatchRequest ─ AppJSON ─ scenes, windows, controllers, ViewJSON …, [EventJSON]
///     │ AppMapper: walks the tree into the core; ids in IdentityRegistry, references as PendingReferences,
///     │ places in RequestLocations (spelled as JSON Pointers only for a problem); App.validate's findings ─► 422
///     ▼
///  App + [Event] ──► Dispatcher.dispatch(_:within: WorkBudget), one event at a time ──────────► 413 too-much-work
///     │                      (explanations, summaries, diagnostics: computed in the core)
///     ▼
///  EventResult ──ResultEncoder──► EventResultJSON ──AnswerWriter (compact or indented, size limit)──► answer bytes
/// ```
///
/// Nothing bigger than the limits is ever built: the core stops when the request's ``WorkBudget`` runs out,
/// each event's result is written as soon as it is evaluated, and the writer stops at the answer-size limit.
///
/// ```swift
/// let bytes = try ResponderService.dispatchAnswer(body: Array(json.utf8), options: .init(pretty: true))
/// ```
public enum ResponderService {
    /// How a POST endpoint's answer is written: its query options.
    public struct AnswerOptions: Sendable, Equatable {
        /// `pretty=true`: indented JSON.
        public var pretty: Bool
        /// `format=text`: a plain-text report (essentials only).
        public var text: Bool
        /// `fields=essentials`: per event only `outcome`, `summary`, `handler`, `path` and `diagnostics`.
        public var essentials: Bool
        /// `trace=full`: every view hit-testing asked, without summarised runs of rejected siblings.
        public var fullTrace: Bool
        /// `include=layout`: add where every window and view is (JSON answers only).
        public var layout: Bool
        /// `lang` or `Accept-Language`: the language of the answer's words.
        public var language: Language
        /// `fixes=none` turns it off: each warning and error of a dispatch answer carries its verified fix.
        public var fixes: Bool

        public init(
            pretty: Bool = false, text: Bool = false, essentials: Bool = false, fullTrace: Bool = false,
            layout: Bool = false, language: Language = .english, fixes: Bool = true
        ) {
            self.fixes = fixes
            self.pretty = pretty
            self.text = text
            self.essentials = essentials
            self.fullTrace = fullTrace
            self.layout = layout
            self.language = language
        }
    }

    /// Evaluates a `POST /v1/dispatch` body and writes its answer (JSON, indented JSON or text), event by event.
    ///
    /// - Parameter svg: A diagram to write as the JSON answer's `svg` (`include=svg`).
    /// - Throws: A ``Problem``: 400, 413 or 422 for the input, naming each offending field with a JSON Pointer;
    ///   413 `too-much-work` when the request's work budget or the answer-size limit runs out.
    public static func dispatchAnswer(
        body: [UInt8], limits: Limits = Limits(), options: AnswerOptions = AnswerOptions(), svg: String? = nil
    ) throws(Problem) -> [UInt8] {
        try dispatchAnswer(
            request: WireFormat.decode(DispatchRequest.self, from: body, limits: limits), limits: limits,
            options: options, svg: svg)
    }

    /// ``dispatchAnswer(body:limits:options:svg:)`` for a request already read.
    static func dispatchAnswer(
        request: DispatchRequest, limits: Limits, options: AnswerOptions, svg: String?
    ) throws(Problem) -> [UInt8] {
        var evaluation = try DispatchEvaluation(
            request: request, limits: limits, essentials: options.essentials || options.text,
            fullTrace: options.fullTrace,
            layout: options.layout && !options.text ? .answer : .none, language: options.language,
            fixes: options.fixes)
        evaluation.include(svg: svg)
        if options.text {
            var sink = TextSink(limit: limits.maxAnswerBytes)
            TextReport.writeHeader(evaluation.envelope, to: &sink)
            while let result = try evaluation.next() {
                TextReport.write(result, in: options.language, to: &sink)
                if sink.overflowed { throw evaluation.answerTooLarge() }
            }
            return sink.bytes
        }
        // Most answers fit 16 KiB (Delete-button's is 10 KB): at 8 KiB, they grew, and copied, once.
        var writer = AnswerWriter(capacity: 16_384, indented: options.pretty, limit: limits.maxAnswerBytes)
        try writer.writeObject(evaluation.envelope, streaming: "results") { (writer) throws(Problem) in
            while let result = try evaluation.next() {
                writer.writeElement(result)
                if writer.overflowed { throw evaluation.answerTooLarge() }
            }
        }
        if writer.overflowed { throw svg == nil ? evaluation.answerTooLarge() : answerWithDiagramTooLarge(limits) }
        return writer.bytes
    }

    /// The 413 for an answer that its diagram (`include=svg`) makes larger than ``Limits/maxAnswerBytes``.
    static func answerWithDiagramTooLarge(_ limits: Limits) -> Problem {
        answerTooLarge(limits: limits, what: .answerWithDiagram, at: "/app", advice: .diagramOnItsOwn)
    }

    /// Evaluates a `POST /v1/dispatch` body into one answer value, within the limits' work budget, with the same
    /// options as the bytes (``dispatchAnswer(body:limits:options:svg:)``): `essentials`, `fullTrace`, `layout`
    /// and `language` (`pretty` and `text` are how bytes are written, not what a value holds).
    ///
    /// - Throws: A ``Problem`` (400, 413 or 422) naming each offending field with a JSON Pointer.
    public static func dispatch(
        body: [UInt8], limits: Limits = Limits(), options: AnswerOptions = AnswerOptions()
    ) throws(Problem) -> DispatchResponse {
        var evaluation = try DispatchEvaluation(
            body: body, limits: limits, essentials: options.essentials, fullTrace: options.fullTrace,
            layout: options.layout ? .answer : .none, language: options.language, fixes: options.fixes)
        var response = evaluation.envelope
        while let result = try evaluation.next() { response.results.append(result) }
        return response
    }

    /// Answers a `POST /v1/chain` body as bytes (JSON, indented JSON or text).
    ///
    /// - Parameter svg: A diagram to write as the JSON answer's `svg` (`include=svg`).
    public static func chainAnswer(
        body: [UInt8], limits: Limits = Limits(), options: AnswerOptions = AnswerOptions(), svg: String? = nil
    ) throws(Problem) -> [UInt8] {
        try chainAnswer(
            request: WireFormat.decode(ChainRequest.self, from: body, limits: limits), limits: limits,
            options: options, svg: svg)
    }

    /// ``chainAnswer(body:limits:options:svg:)`` for a request already read.
    static func chainAnswer(
        request: ChainRequest, limits: Limits, options: AnswerOptions, svg: String?
    ) throws(Problem) -> [UInt8] {
        var response = try chain(
            request: request, limits: limits, layout: options.layout && !options.text, language: options.language)
        response.svg = svg
        let bytes =
            options.text
            ? TextReport.bytes(of: response, in: options.language, limit: limits.maxAnswerBytes)
            : AnswerWriter.bytes(of: response, indented: options.pretty, limit: limits.maxAnswerBytes)
        guard let bytes else {
            if svg != nil { throw answerWithDiagramTooLarge(limits) }
            throw answerTooLarge(limits: limits, at: "/from", advice: .chainNearerApplication)
        }
        return bytes
    }

    /// The 413 `too-much-work` problem for an answer that needs more than ``Limits/maxAnswerBytes``: the writers
    /// stop at the limit, so the answer was never built whole.
    ///
    /// - Parameters:
    ///   - what: The answer the problem names (an answer, a diagram).
    ///   - pointer: The part of the request that makes the answer large.
    ///   - advice: How to ask for a smaller one.
    public static func answerTooLarge(
        limits: Limits, what: ServiceWords.Answer = .answer, at pointer: String, advice: ServiceWords.Advice
    ) -> Problem {
        Problem(
            .tooMuchWork, .service(.answerTooLarge(what, limit: limits.maxAnswerBytes, advice: advice)),
            problems: [Problem.Field(pointer: pointer, .service(.answerTooLargeHere(what)))],
            budget: "answerBytes", limit: limits.maxAnswerBytes)
    }

    /// Answers a `POST /v1/chain` body: the chain from a responder with the rule behind each link, with the same
    /// options as the bytes (``chainAnswer(body:limits:options:svg:)``): `layout` and `language`.
    public static func chain(
        body: [UInt8], limits: Limits = Limits(), options: AnswerOptions = AnswerOptions()
    ) throws(Problem) -> ChainResponse {
        try chain(
            request: WireFormat.decode(ChainRequest.self, from: body, limits: limits), limits: limits,
            layout: options.layout, language: options.language)
    }

    /// ``chain(body:limits:options:)`` for a request already read.
    static func chain(
        request: ChainRequest, limits: Limits, layout: Bool, language: Language
    ) throws(Problem) -> ChainResponse {
        let (app, places, start) = try RequestMapping.prepareChain(request, limits: limits, places: layout)
        let encoder = ResultEncoder(app: app, profile: request.profile, language: language)
        let links = app.chain(from: start, profile: request.profile)
        if links.links.count > min(limits.maxWorkSteps, limits.maxAnswerEntries) {
            let limit = min(limits.maxWorkSteps, limits.maxAnswerEntries)
            throw Problem(
                .tooMuchWork,
                .service(.chainTooLong(from: request.from, links: links.links.count, limit: limit)),
                problems: [Problem.Field(pointer: "/from", .service(.chainTooLongHere(limit: limit)))],
                budget: limits.maxWorkSteps <= limits.maxAnswerEntries ? "steps" : "entries", limit: limit)
        }
        // Only /v1/chain reports a chain's own diagnostics; an event's chain is reported without them.
        let chain = encoder.chain(links)
        var layoutJSON: LayoutJSON?
        if let places {
            var budget = limits.budget
            layoutJSON = encoder.layout(try RequestMapping.screenLayout(of: app, within: &budget), places: places)
        }
        return ChainResponse(
            profile: request.profile.rawValue, from: encoder.ref(start), chainDescription: chain.chainDescription,
            links: chain.links, end: chain.end, diagnostics: app.diagnostics(for: links).map(encoder.diagnostic),
            layout: layoutJSON)
    }
}
