import Foundation
import ResponderCore
import ResponderModel
import ResponderRender

/// The service's routes (``Route/all``): a pure function from an ``HTTPRequest`` to an ``HTTPResponse``,
/// testable without a socket. OPTIONS on any route is a CORS preflight; any other path is 404, any other method 405.
public struct Router: Sendable {
    public var limits: Limits
    public var cors: CORSPolicy

    public init(limits: Limits = Limits(), cors: CORSPolicy = CORSPolicy()) {
        self.limits = limits
        self.cors = cors
    }

    /// Answers one request.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let options = Options(request)
        var response: HTTPResponse
        switch Route.matching(request.path)?.methods {
        case nil where request.path.hasPrefix("/v1/examples/"):
            let name = String(Route.normalized(request.path).dropFirst("/v1/examples/".count))
            response = Self.problem(
                Problem(.notFound, detail: "There is no example named '\(name)'. GET /v1/examples lists them."),
                pretty: options.pretty)
        case nil:
            response = Self.problem(
                Problem(.notFound, detail: "There is no resource at \(request.path). GET / lists the endpoints."),
                pretty: options.pretty)
        case let allowed? where request.method == "OPTIONS":
            response = cors.preflight(request, allowedMethods: allowed + ["OPTIONS"])
        case let allowed? where !allowed.contains(request.method):
            response = Self.problem(
                Problem(
                    .methodNotAllowed,
                    detail: "\(request.path) accepts \(allowed.filter { $0 != "HEAD" }.joined(separator: ", ")), not "
                        + "\(request.method)."),
                pretty: options.pretty)
            response.headers.append((name: "Allow", value: (allowed + ["OPTIONS"]).joined(separator: ", ")))
        default:
            do {
                response = try route(request, options)
            } catch {
                response = Self.problem(error, pretty: options.pretty)
            }
        }
        cors.decorate(&response, origin: request.header("origin"))
        Self.forbidSniffing(&response)
        return response
    }

    /// `X-Content-Type-Options: nosniff` on every answer: a browser takes each answer as the type it is declared,
    /// never as HTML or script it guessed from the bytes (a JSON answer echoes names a page sent).
    static func forbidSniffing(_ response: inout HTTPResponse) {
        response.headers.append((name: "X-Content-Type-Options", value: "nosniff"))
    }

    /// What an SVG answer may load and run when a browser opens it as a document of this origin (a cross-site
    /// form can POST to `?format=svg`): nothing but its own inline stylesheet; no script, images, fonts or fetches.
    static let diagramPolicy = "default-src 'none'; style-src 'unsafe-inline'"

    /// The answer when the server refused the request itself, with the CORS headers its `Origin` gets (a page must
    /// be able to read why it was refused).
    public func respond(to rejection: ServerRejection, origin: String? = nil) -> HTTPResponse {
        var response: HTTPResponse
        switch rejection {
        case .bodyTooLarge(let limit, let declared):
            let detail =
                declared.map { "The body declares \($0) bytes; the limit is \(limit) bytes." }
                ?? "The body grew past the limit of \(limit) bytes while it was being sent."
            response = Self.problem(
                Problem(
                    .bodyTooLarge, detail: detail,
                    problems: [Problem.Field(pointer: "", message: "body larger than \(limit) bytes")]))
            response.headers.append((name: "Connection", value: "close"))
        case .nulInTarget:
            response = Self.problem(
                Problem(
                    .invalidRequest,
                    detail: "The request target has a NUL byte (%00); no path or query value of this service has one.",
                    problems: [Problem.Field(pointer: "", message: "%00 in the path or query")]))
        case .duplicateHeader(let name):
            response = Self.problem(
                Problem(
                    .invalidRequest,
                    detail: "The request has more than one \(name) header; a proxy could read it otherwise than the "
                        + "service, so it is refused and the connection closed.",
                    problems: [Problem.Field(pointer: "", message: "more than one \(name) header")]))
            response.headers.append((name: "Connection", value: "close"))
        case .serverBusy(let seconds):
            response = Self.problem(
                Problem(
                    .serverBusy,
                    detail: "The service holds as many request bodies as it may at once; try again in \(seconds) s.",
                    problems: [Problem.Field(pointer: "", message: "no room for the body now")]))
            response.headers.append((name: "Retry-After", value: String(seconds)))
        }
        cors.decorate(&response, origin: origin)
        Self.forbidSniffing(&response)
        return response
    }

    /// The query options every endpoint understands (values compared without regard to case).
    struct Options {
        /// The answer formats of the POST endpoints.
        enum Format: String, CaseIterable {
            case json, text, svg
        }

        /// `pretty=true|1|yes`: indented JSON.
        var pretty: Bool
        /// `fields=essentials`: dispatch answers keep only outcome, summary, handler, path and diagnostics (and aim).
        var essentials: Bool
        /// `format=json` (the default), `text` (a plain-text report) or `svg` (a diagram).
        var format = Format.json
        var text: Bool { format == .text }
        /// `trace=full`: every view hit-testing asked (`trace=summary`, the default, summarises runs of siblings
        /// rejected for the same reason).
        var fullTrace: Bool
        /// `include=layout`: add where every window and view is.
        var layout = false
        /// `event=N`: the event a diagram shows (format=svg on POST /v1/dispatch).
        var event: Int?
        /// `witness=full` (the default) or `event`: whether an audit's witnesses repeat the app.
        var witness = ResponderService.WitnessForm.full
        /// The first query parameter of a POST endpoint with a value it does not take.
        var invalid: Problem?

        init(_ request: HTTPRequest) {
            func value(_ name: String) -> String { request.query[name]?.lowercased() ?? "" }
            pretty = ["true", "1", "yes"].contains(value("pretty"))
            essentials = value("fields") == "essentials"
            fullTrace = value("trace") == "full"
            if let trace = request.query["trace"], !["summary", "full"].contains(trace.lowercased()) {
                invalid = Self.problem("trace", trace, allowed: ["summary", "full"], note: "summary is the default")
            }
            if let given = request.query["format"] {
                if let format = Format(rawValue: given.lowercased()) {
                    self.format = format
                } else if invalid == nil {
                    invalid = Self.problem(
                        "format", given, allowed: Format.allCases.map(\.rawValue), note: "json is the default")
                }
            }
            if let given = request.query["include"] {
                // A comma-separated list, so that more parts can be asked for later.
                for part in given.split(separator: ",", omittingEmptySubsequences: false) {
                    if part.lowercased() == "layout" {
                        layout = true
                    } else if invalid == nil {
                        invalid = Self.problem("include", given, allowed: ["layout"], note: nil)
                    }
                }
            }
            if let given = request.query["witness"] {
                if let form = ResponderService.WitnessForm(rawValue: given.lowercased()) {
                    witness = form
                } else if invalid == nil {
                    invalid = Self.problem(
                        "witness", given, allowed: ResponderService.WitnessForm.allCases.map(\.rawValue),
                        note: "full is the default")
                }
            }
            // Used only for a diagram (the other formats answer every event), but checked whatever the format.
            if let given = request.query["event"] {
                if let number = Int(given), (0...99).contains(number), given.allSatisfy(\.isASCII) {
                    event = number
                } else if invalid == nil {
                    invalid = Problem(
                        .invalidRequest,
                        detail: "The query parameter event is '\(given)'; it takes the index of an event in the "
                            + "request (0 for the first, at most 99).",
                        problems: [
                            Problem.Field(
                                pointer: "", message: "event must be a whole number from 0 to 99",
                                parameter: "event", allowed: ["0…99"])
                        ])
                }
            }
        }

        private static func problem(_ name: String, _ given: String, allowed: [String], note: String?) -> Problem {
            let list =
                allowed.count == 1 ? allowed[0] : allowed.dropLast().joined(separator: ", ") + " or " + allowed.last!
            return Problem(
                .invalidRequest,
                detail: "The query parameter \(name) is '\(given)'; it takes \(list)" + (note.map { " (\($0))" } ?? "")
                    + ".",
                problems: [
                    Problem.Field(
                        pointer: "", message: "\(name) must be \(list)", parameter: name, allowed: allowed)
                ])
        }

        /// The service's answer options.
        var answer: ResponderService.AnswerOptions {
            ResponderService.AnswerOptions(
                pretty: pretty, text: text, essentials: essentials, fullTrace: fullTrace, layout: layout)
        }
    }

    private func route(_ request: HTTPRequest, _ options: Options) throws(Problem) -> HTTPResponse {
        let pretty = options.pretty
        let path = Route.normalized(request.path)
        switch (request.method, path) {
        case ("POST", "/v1/dispatch"):
            return evaluate(request, options) { body, limits throws(Problem) in
                if options.format == .svg {
                    return try Self.diagram(
                        ResponderService.diagramScene(dispatchBody: body, limits: limits, event: options.event),
                        limits: limits)
                }
                return try ResponderService.dispatchAnswer(body: body, limits: limits, options: options.answer)
            }
        case ("POST", "/v1/chain"):
            return evaluate(request, options) { body, limits throws(Problem) in
                if options.format == .svg {
                    return try Self.diagram(
                        ResponderService.diagramScene(chainBody: body, limits: limits), limits: limits)
                }
                return try ResponderService.chainAnswer(body: body, limits: limits, options: options.answer)
            }
        case ("POST", "/v1/audit"):
            return evaluate(request, options) { body, limits throws(Problem) in
                if options.format == .svg || options.layout {
                    let parameter = options.format == .svg ? "format" : "include"
                    throw Problem(
                        .invalidRequest,
                        detail: "POST /v1/audit answers JSON or text; \(parameter)="
                            + "\(options.format == .svg ? "svg" : "layout") is for /v1/dispatch and /v1/chain (POST a "
                            + "finding's witness to /v1/dispatch to draw it).",
                        problems: [
                            Problem.Field(
                                pointer: "", message: "\(parameter) is not available on /v1/audit",
                                parameter: parameter,
                                allowed: parameter == "format" ? ["json", "text"] : [])
                        ])
                }
                return try ResponderService.auditAnswer(
                    body: body, limits: limits, options: options.answer, witness: options.witness)
            }
        case ("POST", "/v1/import"):
            return evaluate(request, options) { body, limits throws(Problem) in
                if options.format != .json || options.layout {
                    let parameter = options.format != .json ? "format" : "include"
                    throw Problem(
                        .invalidRequest,
                        detail: "POST /v1/import answers JSON: the app description, ready to POST to /v1/dispatch, "
                            + "/v1/chain or /v1/audit (which draw and report it).",
                        problems: [
                            Problem.Field(
                                pointer: "", message: "\(parameter) is not available on /v1/import",
                                parameter: parameter, allowed: parameter == "format" ? ["json"] : [])
                        ])
                }
                return try ResponderService.importAnswer(body: body, limits: limits, options: options.answer)
            }
        case (_, "/"):
            // A browser asking for a page gets the playground; everything else gets the index.
            if Self.prefersHTML(request.header("accept")) {
                return HTTPResponse(status: 303, headers: [(name: "Location", value: "/playground")], body: [])
            }
            return Self.json(ResponderService.encode(Index(), pretty: pretty))
        case (_, "/playground"):
            return Playground.response(for: Playground.page)
        case (_, _) where path.hasPrefix("/playground/"):
            guard let file = Playground.file(at: path) else {
                throw Problem(.notFound, detail: "There is no resource at \(path). GET / lists the endpoints.")
            }
            return Playground.response(for: file)
        case (_, "/healthz"):
            return Self.json(Array(#"{"status":"ok"}"#.utf8))
        case (_, "/openapi.yaml"):
            return HTTPResponse(
                status: 200, headers: [(name: "Content-Type", value: "application/yaml; charset=utf-8")],
                body: EmbeddedFile.openapiYAML)
        case (_, "/v1/examples"):
            let list = Example.all.map { example in
                ExampleSummary(
                    name: example.name, title: example.title, description: example.description,
                    endpoint: example.endpoint, href: "/v1/examples/\(example.name)", order: example.order,
                    lookAt: example.lookAt)
            }
            return Self.json(ResponderService.encode(ExampleList(examples: list), pretty: pretty))
        case (_, "/v1/classes"):
            return Self.json(ResponderService.encode(ClassList(), pretty: pretty))
        default:
            let name = String(path.dropFirst("/v1/examples/".count))
            guard let example = Example.named(name) else {
                throw Problem(.notFound, detail: "There is no example named '\(name)'. GET /v1/examples lists them.")
            }
            return Self.json(example.body)
        }
    }

    private func evaluate(
        _ request: HTTPRequest, _ options: Options, _ work: ([UInt8], Limits) throws(Problem) -> [UInt8]
    ) -> HTTPResponse {
        let pretty = options.pretty
        let text = options.text
        var failure: Problem?
        if let problem = options.invalid {
            failure = problem
        } else if let problem = Self.unsupportedContentType(request.header("content-type")) {
            failure = problem
        } else if request.body.count > limits.maxBodyBytes {
            failure = Problem(
                .bodyTooLarge, detail: "The body has \(request.body.count) bytes; the limit is \(limits.maxBodyBytes).",
                problems: [Problem.Field(pointer: "", message: "body larger than \(limits.maxBodyBytes) bytes")])
        } else {
            do {
                let body = try work(request.body, limits)
                switch options.format {
                case .text: return Self.text(body)
                case .svg: return Self.svg(body)
                case .json: return Self.json(body)
                }
            } catch {
                failure = error
            }
        }
        guard let failure else { return Self.problem(Problem(.internalError, detail: "No answer was produced.")) }
        if text {
            var response = Self.text(Array(TextReport.render(failure).utf8))
            response.status = failure.status
            return response
        }
        return Self.problem(failure, pretty: pretty)
    }

    /// Draws a diagram, refusing one larger than the answer-size limit (drawing stops at the limit): the one way the
    /// service and `responder-lab eval --svg` draw.
    public static func diagram(_ scene: DiagramScene, limits: Limits) throws(Problem) -> [UInt8] {
        guard let bytes = Diagram.svgBytes(scene, limit: limits.maxAnswerBytes) else {
            throw ResponderService.answerTooLarge(
                limits: limits, what: "diagram", at: "/app", advice: "draw a smaller hierarchy")
        }
        return bytes
    }

    static func svg(_ body: [UInt8]) -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: [
                (name: "Content-Type", value: "image/svg+xml; charset=utf-8"),
                (name: "Content-Security-Policy", value: diagramPolicy),
            ], body: body)
    }

    /// Whether an Accept header asks for HTML before JSON (a browser's navigation does; curl's `*/*` does not).
    static func prefersHTML(_ accept: String?) -> Bool {
        guard let accept = accept?.lowercased(), accept.contains("text/html") else { return false }
        guard let json = accept.range(of: "application/json") else { return true }
        return accept.range(of: "text/html")!.lowerBound < json.lowerBound
    }

    static func text(_ body: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [(name: "Content-Type", value: "text/plain; charset=utf-8")], body: body)
    }

    /// A 415 problem unless the content type is JSON, absent, or a type browsers and curl send by default.
    static func unsupportedContentType(_ header: String?) -> Problem? {
        // The common cases without Foundation's trimming and lowercasing.
        guard let header, header != "application/json" else { return nil }
        let type = header.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        let accepted = ["", "application/json", "application/x-www-form-urlencoded", "text/plain", "*/*"]
        if accepted.contains(type) || type.hasSuffix("+json") { return nil }
        return Problem(
            .unsupportedMediaType,
            detail: "The body is declared as '\(type)'; send JSON (Content-Type: application/json).",
            problems: [Problem.Field(pointer: "", message: "Content-Type '\(type)' is not JSON")])
    }

    static func json(_ body: [UInt8], status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [(name: "Content-Type", value: "application/json")], body: body)
    }

    static func problem(_ problem: Problem, pretty: Bool = false) -> HTTPResponse {
        HTTPResponse(
            status: problem.status, headers: [(name: "Content-Type", value: "application/problem+json")],
            body: problem.encoded(pretty: pretty))
    }
}

/// `GET /`.
struct Index: AnswerFields {
    var name = "ResponderLab"
    var summary = "Evaluates UIKit's event dispatch for a described app: hit-testing, the responder chain, and why."
    var endpoints = Route.all.filter(\.isListed).flatMap(\.endpoints)

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("endpoints", endpoints)
        try visitor.visit("name", name)
        try visitor.visit("summary", summary)
    }
}

/// `GET /v1/examples`.
struct ExampleList: AnswerFields {
    var examples: [ExampleSummary]

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("examples", examples)
    }
}

struct ExampleSummary: AnswerFields {
    var name: String
    var title: String
    var description: String
    var endpoint: String
    var href: String
    /// Its place in the lessons, from 1.
    var order: Int
    /// What to look at in the answer.
    var lookAt: String

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("description", description)
        try visitor.visit("endpoint", endpoint)
        try visitor.visit("href", href)
        try visitor.visit("lookAt", lookAt)
        try visitor.visit("name", name)
        try visitor.visit("order", order)
        try visitor.visit("title", title)
    }
}

/// `GET /v1/classes`.
struct ClassList: AnswerFields {
    struct Entry: AnswerFields {
        var name: String
        var superclass: String?
        var kind: String
        var isUserInteractionEnabled: Bool
        var isMultipleTouchEnabled: Bool
        var canBecomeFirstResponder: Bool
        var clipsToBounds: Bool
        var isControl: Bool
        var isTextInput: Bool
        var isPrivate: Bool
        var winsSingleTapOverAncestorRecognizers: Bool
        var summary: String

        func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
            try visitor.visit("canBecomeFirstResponder", canBecomeFirstResponder)
            try visitor.visit("clipsToBounds", clipsToBounds)
            try visitor.visit("isControl", isControl)
            try visitor.visit("isMultipleTouchEnabled", isMultipleTouchEnabled)
            try visitor.visit("isPrivate", isPrivate)
            try visitor.visit("isTextInput", isTextInput)
            try visitor.visit("isUserInteractionEnabled", isUserInteractionEnabled)
            try visitor.visit("kind", kind)
            try visitor.visit("name", name)
            try visitor.visit("summary", summary)
            try visitor.visitIfPresent("superclass", superclass)
            try visitor.visit("winsSingleTapOverAncestorRecognizers", winsSingleTapOverAncestorRecognizers)
        }
    }

    var classes: [Entry] = ClassCatalogue.all.map { entry in
        Entry(
            name: entry.name, superclass: entry.superclass, kind: entry.kind.rawValue,
            isUserInteractionEnabled: entry.isUserInteractionEnabled,
            isMultipleTouchEnabled: entry.isMultipleTouchEnabled,
            canBecomeFirstResponder: entry.canBecomeFirstResponder, clipsToBounds: entry.clipsToBounds,
            isControl: entry.isControl || ClassCatalogue.isKind(entry.name, of: "UIControl"),
            isTextInput: entry.isTextInput, isPrivate: entry.isPrivate,
            winsSingleTapOverAncestorRecognizers: entry.winsSingleTapOverAncestorRecognizers, summary: entry.summary)
    }

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("classes", classes)
    }
}
