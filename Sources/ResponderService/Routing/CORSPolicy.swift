import Foundation
import ResponderModel

/// Cross-origin rules for browser clients: which origins may call, and the preflight answer.
public struct CORSPolicy: Sendable, Equatable {
    /// Allowed origins; `["*"]` (the default) allows any.
    public var allowedOrigins: [String]
    /// How long browsers may cache a preflight answer, in seconds.
    public var maxAgeSeconds: Int

    public init(allowedOrigins: [String] = ["*"], maxAgeSeconds: Int = 86_400) {
        self.allowedOrigins = allowedOrigins
        self.maxAgeSeconds = maxAgeSeconds
    }

    private func allowOrigin(for origin: String?) -> String? {
        if allowedOrigins.contains("*") { return "*" }
        guard let origin, allowedOrigins.contains(origin) else { return nil }
        return origin
    }

    /// The request headers a cross-origin page may send: the only one the API reads that a browser does not
    /// allow by itself (`Accept` and `Accept-Language` need no permission).
    static let allowedHeaders = "Content-Type"

    /// Answers an `OPTIONS` preflight: 204 with the allowed methods, headers and max-age (no CORS headers for an
    /// origin that is not allowed). The allowed headers are those the API reads, whatever the page asks for: a
    /// preflight that echoed every requested header would let a page send headers no one has looked at.
    func preflight(_ request: HTTPRequest, allowedMethods: [String]) -> HTTPResponse {
        let methods = allowedMethods.joined(separator: ", ")
        var response = HTTPResponse(status: 204, headers: [(name: "Allow", value: methods)])
        guard allowOrigin(for: request.header("origin")) != nil else { return response }
        response.headers += [
            (name: "Access-Control-Allow-Methods", value: methods),
            (name: "Access-Control-Allow-Headers", value: Self.allowedHeaders),
            (name: "Access-Control-Max-Age", value: String(maxAgeSeconds)),
        ]
        return response
    }

    /// Adds `Access-Control-Allow-Origin` for an allowed origin, and `Origin` to the answer's `Vary` when the
    /// allowed origins are restricted (the answer then depends on the origin, even when it is refused or no
    /// origin was sent, and a shared cache must not give one origin's answer to another). An answer that already
    /// varies (on `Accept-Language`) keeps one `Vary` header: `Accept-Language, Origin`.
    func decorate(_ response: inout HTTPResponse, origin: String?) {
        if !allowedOrigins.contains("*") {
            if let vary = response.headers.firstIndex(where: { $0.name == "Vary" }) {
                response.headers[vary].value += ", Origin"
            } else {
                response.headers.append((name: "Vary", value: "Origin"))
            }
        }
        guard let allowed = allowOrigin(for: origin) else { return }
        response.headers.append((name: "Access-Control-Allow-Origin", value: allowed))
        response.headers.append((name: "Access-Control-Expose-Headers", value: Self.exposedHeaders))
    }

    /// The answer headers a cross-origin page may read besides the simple ones: the type, the language of the
    /// answer's words (which the service chose from `lang` or `Accept-Language`), the methods a 405 allows, and when
    /// to try again after a 503.
    static let exposedHeaders = "Content-Type, Content-Language, Allow, Retry-After"
}
