/// One HTTP response as the application handler returns it.
///
/// Headers keep their order. The server computes `Content-Length` itself (libmicrohttpd refuses an application
/// supplied one), so a `Content-Length` or `Transfer-Encoding` header here is ignored; `Date` is added automatically
/// when absent, and `Connection: close` is honoured. A header libmicrohttpd refuses (for example a value containing a
/// line break) is dropped and reported on standard error.
public struct HTTPResponse: Sendable {
    /// The HTTP status code, for example `200`; a value outside `100...999` is sent as `500`.
    public var status: Int
    /// The response headers in the order they are sent.
    public var headers: [(name: String, value: String)]
    /// The response body.
    public var body: [UInt8]

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - status: The HTTP status code.
    ///   - headers: The response headers in sending order.
    ///   - body: The response body.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
