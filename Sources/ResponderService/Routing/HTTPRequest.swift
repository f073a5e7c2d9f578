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
    /// The request headers keyed by lower-cased name; when a header repeats, the last value wins. Set only by the
    /// initializer, which lower-cases the names once (the server hands them over as the client spelled them).
    public private(set) var headers: [String: String]
    /// The complete request body.
    public var body: [UInt8]
    /// The client's IP address in textual form, for example `"127.0.0.1"` or `"::1"`, when known.
    public var remoteAddress: String?

    /// Creates a request.
    ///
    /// Header names are lower-cased here, once, so that `headers` and ``header(_:)`` agree however the client or
    /// the caller spelled them; when a name repeats (in any case), the last field wins.
    ///
    /// - Parameters:
    ///   - method: The request method, for example `"GET"`.
    ///   - path: The URL path without the query string.
    ///   - query: The decoded query arguments.
    ///   - fields: The header fields in the order they arrived.
    ///   - body: The request body.
    ///   - remoteAddress: The client's IP address, when known.
    public init(
        method: String,
        path: String,
        query: [String: String] = [:],
        fields: [(name: String, value: String)],
        body: [UInt8] = [],
        remoteAddress: String? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        var lowered: [String: String] = [:]
        lowered.reserveCapacity(fields.count)
        for (name, value) in fields {
            lowered[name.lowercased()] = value
        }
        self.headers = lowered
        self.body = body
        self.remoteAddress = remoteAddress
    }

    /// Creates a request from headers given by name (tests, and front ends that have no order to keep).
    public init(
        method: String,
        path: String,
        query: [String: String] = [:],
        headers: [String: String] = [:],
        body: [UInt8] = [],
        remoteAddress: String? = nil
    ) {
        self.init(
            method: method, path: path, query: query, fields: headers.map { (name: $0.key, value: $0.value) },
            body: body, remoteAddress: remoteAddress)
    }

    /// Looks up a header by name, ignoring case.
    ///
    /// - Parameter name: The header name in any case, for example `"Content-Type"`.
    /// - Returns: The header value, or `nil` when the request has no such header.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
