import ResponderModel

/// One endpoint of the service: its path, the methods it answers (OPTIONS, the CORS preflight, comes with every
/// one), what it does, and the handler that answers it.
///
/// ``all`` is the one table of routes. It drives routing, the 405 answer and its `Allow` header, the preflight's
/// methods and the index at `GET /`; tests check that the API guide's table (docs/api.md) and `openapi.yaml` list the same.
public struct Route: Sendable, CustomStringConvertible {
    /// Answers a request the route matched with a method it takes (the query's options already read).
    typealias Handler = @Sendable (Router, HTTPRequest, AnswerQuery) throws(Problem) -> HTTPResponse

    /// The path; `{name}` stands for one path segment.
    public let path: String
    /// The methods it answers, without OPTIONS.
    public let methods: [String]
    /// What it does, in a few words.
    public let summary: String
    /// Whether the index at `GET /` lists it (the index does not list itself).
    public let isListed: Bool
    let handler: Handler

    init(_ path: String, _ methods: [String], _ summary: String, isListed: Bool = true, handler: @escaping Handler) {
        self.path = path
        self.methods = methods
        self.summary = summary
        self.isListed = isListed
        self.handler = handler
    }

    /// A POST endpoint: its body is answered by the service's one front end.
    init(_ endpoint: Endpoint, _ summary: String) {
        self.init(endpoint.rawValue, ["POST"], summary) { router, request, query in
            router.evaluate(endpoint, request, query)
        }
    }

    /// A GET endpoint whose answer is the same whatever the request (but for indentation).
    init(
        _ path: String, _ summary: String, isListed: Bool = true,
        answer: @escaping @Sendable (_ pretty: Bool) -> HTTPResponse
    ) {
        self.init(path, ["GET", "HEAD"], summary, isListed: isListed) { _, _, query in answer(query.pretty) }
    }

    public var description: String { path }

    /// Every route, in the order the index lists them.
    public static let all: [Route] = [
        Route(.dispatch, "Evaluates events against an app."),
        Route(.chain, "The responder chain from a responder, with the rule behind each link."),
        Route(.audit, "Every latent event-delivery bug in an app, found without an event, each with a witness event."),
        Route(
            .importDumps,
            "An app description made from what UIKit prints in the debugger (recursiveDescription, _printHierarchy)."),
        Route("/v1/examples", ["GET", "HEAD"], "The examples, with their endpoints.") {
            _, _, query throws(Problem) in
            // Its words are in the language negotiated as for the POST endpoints, and it names it the same way; an
            // unknown lang is their 400, answered as every route's problem is (in English, which it names).
            if let problem = query.invalidLanguage { throw problem }
            var response = Router.json(WireFormat.encode(ExampleList.all(in: query.language), pretty: query.pretty))
            response.headers += Router.languageHeaders(query.language)
            return response
        },
        Route("/v1/examples/{name}", ["GET", "HEAD"], "One example: a ready-to-POST request body.") {
            _, request, _ throws(Problem) in
            let name = String(normalized(request.path).dropFirst(examplePrefix.count))
            guard let example = Example.named(name) else { throw noExample(name) }
            return Router.json(example.body)
        },
        Route("/v1/classes", "The UIKit class catalogue and its defaults.") { pretty in
            Router.json(WireFormat.encode(ClassList(), pretty: pretty))
        },
        Route("/healthz", "Liveness.") { _ in Router.json(Array(#"{"status":"ok"}"#.utf8)) },
        Route("/openapi.yaml", "The OpenAPI description.") { _ in
            HTTPResponse(
                status: 200, headers: [(name: "Content-Type", value: "application/yaml; charset=utf-8")],
                body: EmbeddedFile.openapiYAML)
        },
        Route("/playground", "The playground: a teaching page that runs the examples and draws them.") { _ in
            Playground.response(for: Playground.page)
        },
        Route(
            "/playground/{file}", ["GET", "HEAD"], "The playground's script and stylesheets.", isListed: false
        ) { _, request, _ throws(Problem) in
            let path = normalized(request.path)
            guard let file = Playground.file(at: path) else { throw noResource(path) }
            return Playground.response(for: file)
        },
        Route("/", ["GET", "HEAD"], "An index of the endpoints.", isListed: false) { _, request, query in
            // A browser asking for a page gets the playground; everything else gets the index.
            if Router.prefersHTML(request.header("accept")) {
                return HTTPResponse(status: 303, headers: [(name: "Location", value: "/playground")], body: [])
            }
            return Router.json(WireFormat.encode(Index(), pretty: query.pretty))
        },
    ]

    static let examplePrefix = "/v1/examples/"

    /// The route a request path belongs to (one trailing slash ignored), or nil. A `{name}` segment matches only a
    /// name that exists.
    static func matching(_ path: String) -> Route? {
        let path = normalized(path)
        if let route = all.first(where: { $0.path == path }) { return route }
        if path.hasPrefix(examplePrefix), Example.named(String(path.dropFirst(examplePrefix.count))) != nil {
            return all.first { $0.path == examplePrefix + "{name}" }
        }
        if Playground.file(at: path) != nil { return all.first { $0.path == "/playground/{file}" } }
        return nil
    }

    /// The 404 for a path no route matches.
    static func unmatched(_ path: String) -> Problem {
        if path.hasPrefix(examplePrefix) { return noExample(String(normalized(path).dropFirst(examplePrefix.count))) }
        return noResource(path)
    }

    static func noExample(_ name: String) -> Problem {
        Problem(.notFound, .noExample(name))
    }

    static func noResource(_ path: String) -> Problem {
        Problem(.notFound, .noResource(path))
    }

    /// The path without one trailing slash.
    static func normalized(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// `POST /v1/dispatch`, one line per method (HEAD left out), as the index lists them.
    var endpoints: [String] { methods.filter { $0 != "HEAD" }.map { "\($0) \(path)" } }
}
