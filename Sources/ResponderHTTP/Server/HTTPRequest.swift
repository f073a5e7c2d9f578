/// One HTTP request as the server hands it to the application handler.
///
/// The server fills every field from libmicrohttpd: `path` is the request target without its query string (already
/// percent-decoded by libmicrohttpd), `query` holds the decoded query arguments, `headers` uses lower-cased names
/// where the last occurrence of a repeated header wins, and `body` is the complete request body (de-chunked when the
/// client used `Transfer-Encoding: chunked`).
public struct HTTPRequest: Sendable {
    /// The request method exactly as the client sent it, for example `"GET"` or `"POST"`.
    public var method: String
    /// The URL path without the query string, for example `"/v1/dispatch"`.
    public var path: String
    /// The decoded query arguments; an argument without a value (`?flag`) maps to the empty string.
    public var query: [String: String]
    /// The request headers keyed by lower-cased name; when a header repeats, the last value wins.
    public var headers: [String: String]
    /// The complete request body.
    public var body: [UInt8]
    /// The client's IP address in textual form, for example `"127.0.0.1"` or `"::1"`, when known.
    public var remoteAddress: String?

    /// Creates a request.
    ///
    /// Header names are lower-cased on the way in so that `headers` and ``header(_:)`` agree however the caller
    /// spelled them.
    ///
    /// - Parameters:
    ///   - method: The request method, for example `"GET"`.
    ///   - path: The URL path without the query string.
    ///   - query: The decoded query arguments.
    ///   - headers: The request headers; names are lower-cased.
    ///   - body: The request body.
    ///   - remoteAddress: The client's IP address, when known.
    public init(
        method: String,
        path: String,
        query: [String: String] = [:],
        headers: [String: String] = [:],
        body: [UInt8] = [],
        remoteAddress: String? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        var lowered: [String: String] = [:]
        lowered.reserveCapacity(headers.count)
        for (name, value) in headers {
            lowered[name.lowercased()] = value
        }
        self.headers = lowered
        self.body = body
        self.remoteAddress = remoteAddress
    }

    /// Looks up a header by name, ignoring case.
    ///
    /// Names stored through the initializer are already lower-case, so this is a plain lookup; it falls back to a
    /// case-insensitive scan in case a caller inserted a mixed-case key into `headers` directly.
    ///
    /// - Parameter name: The header name in any case, for example `"Content-Type"`.
    /// - Returns: The header value, or `nil` when the request has no such header.
    public func header(_ name: String) -> String? {
        let key = name.lowercased()
        if let value = headers[key] {
            return value
        }
        return headers.first { $0.key.lowercased() == key }?.value
    }
}
