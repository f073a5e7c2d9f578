import Foundation

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

    /// Answers an `OPTIONS` preflight: 204 with the allowed methods, headers and max-age (no CORS headers for an
    /// origin that is not allowed).
    func preflight(_ request: HTTPRequest, allowedMethods: [String]) -> HTTPResponse {
        let methods = allowedMethods.joined(separator: ", ")
        var response = HTTPResponse(status: 204, headers: [(name: "Allow", value: methods)])
        guard allowOrigin(for: request.header("origin")) != nil else { return response }
        // An absent or empty list falls back to Content-Type (an empty header value is not valid HTTP).
        let listed = request.header("access-control-request-headers")?.trimmingCharacters(in: .whitespaces) ?? ""
        let requested = listed.isEmpty ? "Content-Type" : listed
        response.headers += [
            (name: "Access-Control-Allow-Methods", value: methods),
            (name: "Access-Control-Allow-Headers", value: requested),
            (name: "Access-Control-Max-Age", value: String(maxAgeSeconds)),
        ]
        return response
    }

    /// Adds `Access-Control-Allow-Origin` (and `Vary: Origin` when it depends on the origin).
    func decorate(_ response: inout HTTPResponse, for request: HTTPRequest?) {
        let origin = request?.header("origin")
        guard let allowed = allowOrigin(for: origin) else { return }
        if request != nil && origin == nil && allowed != "*" { return }
        response.headers.append((name: "Access-Control-Allow-Origin", value: allowed))
        if allowed != "*" { response.headers.append((name: "Vary", value: "Origin")) }
        response.headers.append((name: "Access-Control-Expose-Headers", value: "Content-Type, Allow"))
    }
}
