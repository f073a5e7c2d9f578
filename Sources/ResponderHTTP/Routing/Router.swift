import Foundation
import ResponderCore
import ResponderModel

/// The service's routes: a pure function from an ``HTTPRequest`` to an ``HTTPResponse``, testable without a socket.
///
/// | method | path | answer |
/// | --- | --- | --- |
/// | GET | `/` | an index of the endpoints |
/// | GET | `/healthz` | `{"status":"ok"}` |
/// | GET | `/openapi.yaml` | the OpenAPI description (the repository's file) |
/// | GET | `/v1/examples` | every seed example, with its endpoint |
/// | GET | `/v1/examples/{name}` | one example: a ready-to-POST request body |
/// | GET | `/v1/classes` | the UIKit class catalogue and its defaults |
/// | POST | `/v1/dispatch` | evaluates events against an app |
/// | POST | `/v1/chain` | a responder chain with the rule behind each link |
/// | OPTIONS | any | CORS preflight |
public struct Router: Sendable {
    public var limits: Limits
    public var cors: CORSPolicy

    public init(limits: Limits = Limits(), cors: CORSPolicy = CORSPolicy()) {
        self.limits = limits
        self.cors = cors
    }

    /// Answers one request.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        var response: HTTPResponse
        if request.method == "OPTIONS" {
            response = cors.preflight(request)
        } else {
            response = route(request)
        }
        cors.decorate(&response, for: request)
        return response
    }

    /// The answer when the server refused the request itself.
    public func respond(to rejection: ServerRejection) -> HTTPResponse {
        switch rejection {
        case .bodyTooLarge(let limit, let declared):
            let detail = declared.map { "The body declares \($0) bytes; the limit is \(limit) bytes." }
                ?? "The body grew past the limit of \(limit) bytes while it was being sent."
            var response = Self.problem(Problem(.bodyTooLarge, detail: detail,
                                                problems: [Problem.Field(pointer: "", message: "body larger than \(limit) bytes")]))
            response.headers.append((name: "Connection", value: "close"))
            cors.decorate(&response, for: nil)
            return response
        }
    }

    private static let routes: [(path: String, methods: [String])] = [
        ("/", ["GET", "HEAD"]), ("/healthz", ["GET", "HEAD"]), ("/openapi.yaml", ["GET", "HEAD"]),
        ("/v1/examples", ["GET", "HEAD"]), ("/v1/classes", ["GET", "HEAD"]),
        ("/v1/dispatch", ["POST"]), ("/v1/chain", ["POST"]),
    ]

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        let pretty = ["true", "1", "yes"].contains(request.query["pretty"]?.lowercased() ?? "")
        let essentials = request.query["fields"] == "essentials"
        let text = request.query["format"] == "text"
        let path = request.path.count > 1 && request.path.hasSuffix("/") ? String(request.path.dropLast()) : request.path
        var allowed = Self.routes.first(where: { $0.path == path })?.methods
        if allowed == nil && path.hasPrefix("/v1/examples/") { allowed = ["GET", "HEAD"] }
        guard let allowed else {
            return Self.problem(Problem(.notFound, detail: "There is no resource at \(request.path). GET / lists the "
                + "endpoints."))
        }
        guard allowed.contains(request.method) else {
            var response = Self.problem(Problem(
                .methodNotAllowed,
                detail: "\(request.path) accepts \(allowed.filter { $0 != "HEAD" }.joined(separator: ", ")), not "
                    + "\(request.method)."))
            response.headers.append((name: "Allow", value: (allowed + ["OPTIONS"]).joined(separator: ", ")))
            return response
        }
        switch (request.method, path) {
        case ("POST", "/v1/dispatch"):
            return evaluate(request, pretty: pretty, text: text) { body, limits throws(Problem) in
                let response = try ResponderService.dispatch(body: body, limits: limits, essentials: essentials || text)
                return text ? Array(TextReport.render(response).utf8) : ResponderService.encode(response, pretty: pretty)
            }
        case ("POST", "/v1/chain"):
            return evaluate(request, pretty: pretty, text: text) { body, limits throws(Problem) in
                let response = try ResponderService.chain(body: body, limits: limits)
                return text ? Array(TextReport.render(response).utf8) : ResponderService.encode(response, pretty: pretty)
            }
        case (_, "/"):
            return Self.json(ResponderService.encode(Index(), pretty: pretty))
        case (_, "/healthz"):
            return Self.json(Array(#"{"status":"ok"}"#.utf8))
        case (_, "/openapi.yaml"):
            return HTTPResponse(
                status: 200, headers: [(name: "Content-Type", value: "application/yaml; charset=utf-8")],
                body: PackageResources.openapi_yaml)
        case (_, "/v1/examples"):
            let list = Example.all.map { example in
                ExampleSummary(name: example.name, title: example.title, description: example.description,
                               endpoint: example.endpoint, href: "/v1/examples/\(example.name)")
            }
            return Self.json(ResponderService.encode(ExampleList(examples: list), pretty: pretty))
        case (_, "/v1/classes"):
            return Self.json(ResponderService.encode(ClassList(), pretty: pretty))
        default:
            let name = String(path.dropFirst("/v1/examples/".count))
            guard let example = Example.named(name) else {
                return Self.problem(Problem(
                    .notFound, detail: "There is no example named '\(name)'. GET /v1/examples lists them."))
            }
            return Self.json(example.body)
        }
    }

    private func evaluate(
        _ request: HTTPRequest, pretty: Bool, text: Bool, _ work: ([UInt8], Limits) throws(Problem) -> [UInt8]
    ) -> HTTPResponse {
        var failure: Problem?
        if let problem = Self.unsupportedContentType(request.header("content-type")) {
            failure = problem
        } else if request.body.count > limits.maxBodyBytes {
            failure = Problem(
                .bodyTooLarge, detail: "The body has \(request.body.count) bytes; the limit is \(limits.maxBodyBytes).",
                problems: [Problem.Field(pointer: "", message: "body larger than \(limits.maxBodyBytes) bytes")])
        } else {
            do {
                let body = try work(request.body, limits)
                return text ? Self.text(body) : Self.json(body)
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

    static func text(_ body: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [(name: "Content-Type", value: "text/plain; charset=utf-8")], body: body)
    }

    /// A 415 problem unless the content type is JSON, absent, or a type browsers and curl send by default.
    static func unsupportedContentType(_ header: String?) -> Problem? {
        guard let header else { return nil }
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
struct Index: Encodable {
    var name = "ResponderLab"
    var summary = "Evaluates UIKit's event dispatch for a described app: hit-testing, the responder chain, and why."
    var endpoints = [
        "POST /v1/dispatch", "POST /v1/chain", "GET /v1/examples", "GET /v1/examples/{name}", "GET /v1/classes",
        "GET /healthz", "GET /openapi.yaml",
    ]
}

/// `GET /v1/examples`.
struct ExampleList: Encodable {
    var examples: [ExampleSummary]
}

struct ExampleSummary: Encodable {
    var name: String
    var title: String
    var description: String
    var endpoint: String
    var href: String
}

/// `GET /v1/classes`.
struct ClassList: Encodable {
    struct Entry: Encodable {
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
    }

    var classes: [Entry] = ClassCatalogue.all.map { entry in
        Entry(
            name: entry.name, superclass: entry.superclass, kind: entry.kind.rawValue,
            isUserInteractionEnabled: entry.isUserInteractionEnabled, isMultipleTouchEnabled: entry.isMultipleTouchEnabled,
            canBecomeFirstResponder: entry.canBecomeFirstResponder, clipsToBounds: entry.clipsToBounds,
            isControl: entry.isControl || ClassCatalogue.isKind(entry.name, of: "UIControl"),
            isTextInput: entry.isTextInput, isPrivate: entry.isPrivate,
            winsSingleTapOverAncestorRecognizers: entry.winsSingleTapOverAncestorRecognizers, summary: entry.summary)
    }
}
