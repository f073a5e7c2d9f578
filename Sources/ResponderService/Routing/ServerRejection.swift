/// Why the server itself refused a request before the router saw it.
///
/// The server turns a rejection into a response through the `rejection` closure it is given: ``Router/respond(to:origin:)``,
/// so a refusal reads like every other problem the service answers.
public enum ServerRejection: Sendable, Equatable {
    /// The body is larger than `maxBodyBytes`.
    ///
    /// `declaredLength` is the `Content-Length` when one was sent (the request is refused before its body is read),
    /// or `nil` when the limit was crossed while streaming a chunked body.
    case bodyTooLarge(limit: Int, declaredLength: Int?)
    /// The request target (path or query) has a percent-encoded NUL byte (`%00`). libmicrohttpd decodes the
    /// target into C strings, where a NUL would cut the path or a query value short and route the request
    /// somewhere else, so the server refuses it before routing.
    case nulInTarget
    /// The request has more than one `Content-Length` or more than one `Host` header (`name`). With two lengths a
    /// proxy in front may frame the body by another one than the server would and read the rest as a second request
    /// (request smuggling); with two hosts it may route by another one. So the server answers 400 without reading
    /// the body and closes the connection (RFC 9112 §3.2 and §6.3). libmicrohttpd 1.0.1 lets both through.
    case duplicateHeader(name: String)
    /// The body does not fit in ``ServerConfiguration/maxInFlightBodyBytes`` now; the client may try again after
    /// `retryAfterSeconds`.
    case serverBusy(retryAfterSeconds: Int)
}
