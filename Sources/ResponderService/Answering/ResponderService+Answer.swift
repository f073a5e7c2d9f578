import ResponderCore
import ResponderModel
import ResponderRender
import ResponderWords

/// The POST endpoints: what a body is evaluated as.
public enum Endpoint: String, Sendable, CaseIterable {
    case dispatch = "/v1/dispatch"
    case chain = "/v1/chain"
    case audit = "/v1/audit"
    case importDumps = "/v1/import"

    /// The formats it answers in.
    var formats: [AnswerQuery.Format] {
        switch self {
        case .dispatch, .chain: return [.json, .text, .svg]
        case .audit: return [.json, .text]
        case .importDumps: return [.json]
        }
    }
}

/// One answer of a POST endpoint as every front end gets it: the bytes (the answer, or the problem written in the
/// format asked for), their media type and status.
public struct Answer: Sendable {
    /// 200, or the problem's status.
    public var status: Int
    /// `application/json`, `text/plain; charset=utf-8`, `image/svg+xml; charset=utf-8` or
    /// `application/problem+json`.
    public var contentType: String
    public var bytes: [UInt8]
    /// What was wrong, when the body or the query was refused.
    public var problem: Problem?
    /// An audit's counts (`responder-lab audit` exits 1 on errors and warnings).
    public var auditSummary: AuditSummaryJSON?
    /// The language of the answer's words (the server sends it as `Content-Language`): a problem's are English
    /// when any of them are outside the catalogue.
    public var language = Language.english
}

extension ResponderService {
    /// The one answer front end: evaluates `body` as `endpoint` with the query's options within `limits`, and
    /// writes the answer in the format asked for. The server, `responder-lab eval` and `responder-lab audit` call
    /// it, so each takes the same options, enforces the same limits (the body size first) and writes the same
    /// bytes, problems included.
    ///
    /// A problem is written as the answer would have been: as the text report's problem for `format=text`, and as
    /// `application/problem+json` (indented with `pretty`) otherwise.
    public static func answer(_ endpoint: Endpoint, body: [UInt8], query: AnswerQuery, limits: Limits) -> Answer {
        do throws(Problem) {
            var summary: AuditSummaryJSON?
            let bytes = try answerBytes(endpoint, body: body, query: query, limits: limits, summary: &summary)
            return Answer(
                status: 200, contentType: contentType(of: query.format), bytes: bytes, auditSummary: summary,
                language: query.language)
        } catch {
            return problemAnswer(error, query: query, limit: limits.maxAnswerBytes)
        }
    }

    /// `responder-lab eval`'s answer: the body read once, as a `POST /v1/chain` request when it has `from` and as a
    /// `POST /v1/dispatch` request otherwise (``EvaluationRequest``), and answered as that endpoint answers it,
    /// with the same options, limits and checks in the same order.
    public static func evaluationAnswer(body: [UInt8], query: AnswerQuery, limits: Limits) -> Answer {
        do throws(Problem) {
            // Dispatch and chain take the same formats and parts, so either's options check serves before reading.
            try check(.dispatch, body: body, query: query, limits: limits)
            let bytes: [UInt8]
            switch try WireFormat.decode(EvaluationRequest.self, from: body, limits: limits).read {
            case .dispatch(let request): bytes = try dispatchBytes(request, body: body, query: query, limits: limits)
            case .chain(let request): bytes = try chainBytes(request, body: body, query: query, limits: limits)
            }
            return Answer(
                status: 200, contentType: contentType(of: query.format), bytes: bytes, language: query.language)
        } catch {
            return problemAnswer(error, query: query, limit: limits.maxAnswerBytes)
        }
    }

    /// A problem written as `query` asks: the text report's for `format=text`, problem JSON otherwise.
    ///
    /// The problem is worded in the query's language when all its words are the catalogue's, in English otherwise
    /// (``Problem/worded(in:)``); the answer's ``Answer/language`` says which.
    /// The problem lists as many of its fields as fit `limit` bytes (``Problem/fitting(_:pretty:)``).
    public static func problemAnswer(
        _ problem: Problem, query: AnswerQuery, limit: Int = Limits().maxAnswerBytes
    ) -> Answer {
        let problem = problem.worded(in: query.language).fitting(limit, pretty: query.pretty)
        if query.text {
            return Answer(
                status: problem.status, contentType: contentType(of: .text),
                bytes: Array(TextReport.render(problem).utf8),
                problem: problem, language: problem.language)
        }
        return Answer(
            status: problem.status, contentType: "application/problem+json",
            bytes: problem.encoded(pretty: query.pretty),
            problem: problem, language: problem.language)
    }

    /// The media type of an answer in `format`.
    public static func contentType(of format: AnswerQuery.Format) -> String {
        switch format {
        case .json: return "application/json"
        case .text: return "text/plain; charset=utf-8"
        case .svg: return "image/svg+xml; charset=utf-8"
        }
    }

    private static func answerBytes(
        _ endpoint: Endpoint, body: [UInt8], query: AnswerQuery, limits: Limits, summary: inout AuditSummaryJSON?
    ) throws(Problem) -> [UInt8] {
        try check(endpoint, body: body, query: query, limits: limits)
        switch endpoint {
        case .dispatch:
            return try dispatchBytes(
                WireFormat.decode(DispatchRequest.self, from: body, limits: limits), body: body, query: query,
                limits: limits)
        case .chain:
            return try chainBytes(
                WireFormat.decode(ChainRequest.self, from: body, limits: limits), body: body, query: query,
                limits: limits)
        case .audit:
            let report = try auditReport(body: body, limits: limits, options: query.answer, witness: query.witness)
            summary = report.summary
            return report.bytes
        case .importDumps:
            return try importAnswer(body: body, limits: limits, options: query.answer)
        }
    }

    /// What is refused before a body is read: a bad query, a body over the size limit, and a format or part the
    /// endpoint does not answer.
    private static func check(
        _ endpoint: Endpoint, body: [UInt8], query: AnswerQuery, limits: Limits
    ) throws(Problem) {
        if let problem = query.invalid { throw problem }
        if body.count > limits.maxBodyBytes {
            throw bodyTooLarge(limit: limits.maxBodyBytes, .bodyTooLarge(bytes: body.count, limit: limits.maxBodyBytes))
        }
        try refuseUnavailableOptions(endpoint, query)
    }

    /// A dispatch request's answer in the format `query` asks for (``drawnOrAnswered(_:limits:scene:answer:)``).
    private static func dispatchBytes(
        _ request: DispatchRequest, body: [UInt8], query: AnswerQuery, limits: Limits
    ) throws(Problem) -> [UInt8] {
        try drawnOrAnswered(
            query, body: body, limits: limits,
            scene: { () throws(Problem) in
                try diagramScene(
                    dispatchRequest: request, limits: limits, event: query.event, language: query.language)
            },
            answer: { (svg) throws(Problem) in
                try dispatchAnswer(request: request, limits: limits, options: query.answer, svg: svg)
            })
    }

    /// A chain request's answer in the format `query` asks for (``drawnOrAnswered(_:limits:scene:answer:)``).
    private static func chainBytes(
        _ request: ChainRequest, body: [UInt8], query: AnswerQuery, limits: Limits
    ) throws(Problem) -> [UInt8] {
        try drawnOrAnswered(
            query, body: body, limits: limits,
            scene: { () throws(Problem) in
                try diagramScene(chainRequest: request, limits: limits, language: query.language)
            },
            answer: { (svg) throws(Problem) in
                try chainAnswer(request: request, limits: limits, options: query.answer, svg: svg)
            })
    }

    /// The diagram for `format=svg`; otherwise the answer, with the diagram as its `svg` for `include=svg` (drawn
    /// first, since the answer's envelope holds it, within the same limits, from the same request; the two are the
    /// same bytes, ids included: ``diagramIDs(body:query:)``).
    private static func drawnOrAnswered(
        _ query: AnswerQuery, body: [UInt8], limits: Limits, scene: () throws(Problem) -> DiagramScene,
        answer: (String?) throws(Problem) -> [UInt8]
    ) throws(Problem) -> [UInt8] {
        guard query.format == .svg || query.svg else { return try answer(nil) }
        let drawn = try scene()
        let ids = diagramIDs(body: body, query: query)
        if query.format == .svg { return try diagram(drawn, limits: limits, ids: ids) }
        return try answer(String(decoding: try diagram(drawn, limits: limits, ids: ids), as: UTF8.self))
    }

    /// What a diagram's element ids begin with: `rl-` and eight hex digits that fingerprint what it draws (the
    /// request's bytes, the event and the language, by FNV-1a), so that diagrams of different requests, events or
    /// languages on one page share no id, and the same request still gives the same bytes.
    static func diagramIDs(body: [UInt8], query: AnswerQuery) -> String {
        var hash: UInt32 = 2_166_136_261
        for part in [body, Array(String(query.event ?? 0).utf8), Array(query.language.rawValue.utf8)] {
            for byte in part + [0] { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        }
        let digits = String(hash, radix: 16)
        return "rl-" + String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// The 413 for a body over the limit, whether the server refused it while it was sent or a front end without
    /// a server was handed it.
    static func bodyTooLarge(limit: Int, _ detail: ProblemWords) -> Problem {
        Problem(.bodyTooLarge, detail, problems: [Problem.Field(pointer: "", .bodyTooLargeHere(limit: limit))])
    }

    /// The 400 for a format or `include` part the endpoint does not answer, saying which endpoint does, and for
    /// `include=svg` with an answer that is not JSON.
    private static func refuseUnavailableOptions(_ endpoint: Endpoint, _ query: AnswerQuery) throws(Problem) {
        let formatRefused = !endpoint.formats.contains(query.format)
        // A layout is part of a JSON dispatch or chain answer (and of their diagrams, which draw it); so is a diagram.
        let includeRefused = (query.layout || query.svg) && (endpoint == .audit || endpoint == .importDumps)
        guard formatRefused || includeRefused else {
            if query.svg && query.format != .json { throw svgNeedsJSON(query.format) }
            return
        }
        let parameter = formatRefused ? "format" : "include"
        let given = formatRefused ? query.format.rawValue : query.layout ? "layout" : "svg"
        let detail: ServiceWords =
            switch endpoint {
            case .importDumps: .importAnswersJSON
            default: .auditAnswersJSONOrText(parameter: parameter, given: given)
            }
        throw Problem(
            .invalidRequest, .service(detail),
            problems: [
                Problem.Field(
                    pointer: "", .service(.notAvailableHere(parameter: parameter, endpoint: endpoint.rawValue)),
                    parameter: parameter, allowed: formatRefused ? endpoint.formats.map(\.rawValue) : [])
            ])
    }

    /// The 400 for `include=svg` with `format=text` or `format=svg`: the diagram goes into a JSON answer.
    private static func svgNeedsJSON(_ format: AnswerQuery.Format) -> Problem {
        Problem(
            .invalidRequest,
            .service(.svgNeedsJSON(format: format.rawValue)),
            problems: [
                Problem.Field(
                    pointer: "", .service(.svgNeedsJSONHere), parameter: "include", allowed: ["layout"])
            ])
    }

    /// Draws a diagram, refusing one larger than the answer-size limit (drawing stops at the limit): the one way an
    /// SVG answer is made, for `format=svg` and as the text of a JSON answer's `svg` (`include=svg`; the answer that
    /// holds it has the limit too).
    static func diagram(_ scene: DiagramScene, limits: Limits, ids: String) throws(Problem) -> [UInt8] {
        guard let bytes = Diagram.svgBytes(scene, limit: limits.maxAnswerBytes, ids: ids) else {
            throw answerTooLarge(limits: limits, what: .diagram, at: "/app", advice: .drawSmallerHierarchy)
        }
        return bytes
    }
}
