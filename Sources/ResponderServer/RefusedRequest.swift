/// What the server read of a request it refuses itself (a body over the limit, a NUL in the target, a repeated
/// `Content-Length` or `Host`, no room for the body), for the refusal's answer: the `Origin` header its CORS headers
/// depend on, and the `Accept-Language` header and `lang` argument its language does.
public struct RefusedRequest: Sendable, Equatable {
    public var origin: String?
    public var acceptLanguage: String?
    public var lang: String?

    public init(origin: String? = nil, acceptLanguage: String? = nil, lang: String? = nil) {
        self.origin = origin
        self.acceptLanguage = acceptLanguage
        self.lang = lang
    }
}
