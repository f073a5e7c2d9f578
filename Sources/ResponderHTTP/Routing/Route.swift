import ResponderModel

/// One endpoint of the service: its path, the methods it answers (OPTIONS, the CORS preflight, comes with every
/// one) and what it does.
///
/// ``all`` is the one list of routes. It drives routing, the 405 answer and its `Allow` header, the preflight's
/// methods and the index at `GET /`; tests check that the README's API table and `openapi.yaml` list the same.
public struct Route: Sendable, Equatable {
    /// The path; `{name}` stands for one path segment.
    public let path: String
    /// The methods it answers, without OPTIONS.
    public let methods: [String]
    /// What it does, in a few words.
    public let summary: String
    /// Whether the index at `GET /` lists it (the index does not list itself).
    public let isListed: Bool

    init(_ path: String, _ methods: [String], _ summary: String, isListed: Bool = true) {
        self.path = path
        self.methods = methods
        self.summary = summary
        self.isListed = isListed
    }

    /// Every route, in the order the index lists them.
    public static let all: [Route] = [
        Route("/v1/dispatch", ["POST"], "Evaluates events against an app."),
        Route("/v1/chain", ["POST"], "The responder chain from a responder, with the rule behind each link."),
        Route(
            "/v1/audit", ["POST"],
            "Every latent event-delivery bug in an app, found without an event, each with a witness event."),
        Route(
            "/v1/import", ["POST"],
            "An app description made from what UIKit prints in the debugger (recursiveDescription, _printHierarchy)."),
        Route("/v1/examples", ["GET", "HEAD"], "The examples, with their endpoints."),
        Route("/v1/examples/{name}", ["GET", "HEAD"], "One example: a ready-to-POST request body."),
        Route("/v1/classes", ["GET", "HEAD"], "The UIKit class catalogue and its defaults."),
        Route("/healthz", ["GET", "HEAD"], "Liveness."),
        Route("/openapi.yaml", ["GET", "HEAD"], "The OpenAPI description."),
        Route(
            "/playground", ["GET", "HEAD"], "The playground: a teaching page that runs the examples and draws them."),
        Route(
            "/playground/{file}", ["GET", "HEAD"], "The playground's script and stylesheets.", isListed: false),
        Route("/", ["GET", "HEAD"], "An index of the endpoints.", isListed: false),
    ]

    /// The route a request path belongs to (one trailing slash ignored), or nil. A `{name}` segment matches only a
    /// name that exists.
    static func matching(_ path: String) -> Route? {
        let path = normalized(path)
        if let route = all.first(where: { $0.path == path }) { return route }
        let prefix = "/v1/examples/"
        if path.hasPrefix(prefix), Example.named(String(path.dropFirst(prefix.count))) != nil {
            return all.first { $0.path == prefix + "{name}" }
        }
        if Playground.file(at: path) != nil { return all.first { $0.path == "/playground/{file}" } }
        return nil
    }

    /// The path without one trailing slash.
    static func normalized(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// `POST /v1/dispatch`, one line per method (HEAD left out), as the index lists them.
    var endpoints: [String] { methods.filter { $0 != "HEAD" }.map { "\($0) \(path)" } }
}
