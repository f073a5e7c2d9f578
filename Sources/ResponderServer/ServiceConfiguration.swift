import ResponderModel
import ResponderService

/// Everything the service is built from: the server's settings, the request limits and the CORS policy.
///
/// The command line fills it from flags and environment variables (`ResponderLabCLI`'s option table); tests
/// build one directly and hand it to ``buildService(_:)``.
public struct ServiceConfiguration: Sendable, Equatable {
    /// The server's settings; its body limit is ``limits``' (``buildService(_:)`` sets it).
    public var server = ServerConfiguration()
    public var limits = Limits()
    public var cors = CORSPolicy()

    public init() {}

    public static func == (lhs: ServiceConfiguration, rhs: ServiceConfiguration) -> Bool {
        lhs.limits == rhs.limits && lhs.cors == rhs.cors && lhs.server.host == rhs.server.host
            && lhs.server.port == rhs.server.port && lhs.server.threads == rhs.server.threads
            && lhs.server.connectionTimeoutSeconds == rhs.server.connectionTimeoutSeconds
            && lhs.server.headerTimeoutSeconds == rhs.server.headerTimeoutSeconds
            && lhs.server.healthPort == rhs.server.healthPort
    }
}

/// Builds the service: the router and the server wired together, not yet started (tests use port 0).
public func buildService(_ configuration: ServiceConfiguration) -> HTTPServer {
    let router = Router(limits: configuration.limits, cors: configuration.cors)
    var server = configuration.server
    // One body limit: the server refuses a larger body before routing, from the same number the router checks.
    server.maxBodyBytes = configuration.limits.maxBodyBytes
    return HTTPServer(
        configuration: server,
        handler: { request in router.respond(to: request) },
        rejection: { rejection, request in
            router.respond(
                to: rejection, origin: request.origin, acceptLanguage: request.acceptLanguage, lang: request.lang)
        })
}
