#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The listening address, limits and timeouts of an ``HTTPServer``.
///
/// The defaults suit a local service: loopback only, port 8080, one libmicrohttpd worker thread per online core,
/// bodies up to 1 MiB, a 30 second idle timeout and a 10 second shutdown grace period.
public struct ServerConfiguration: Sendable {
    /// The numeric address to listen on: an IPv4 address such as `"127.0.0.1"` or `"0.0.0.0"`, an IPv6 address such
    /// as `"::1"` or `"::"`, or `"localhost"` (meaning `127.0.0.1`).
    public var host: String = "127.0.0.1"
    /// The TCP port; `0` asks the kernel for an ephemeral port, which ``HTTPServer/port`` then reports.
    public var port: Int = 8080
    /// The size of libmicrohttpd's internal worker thread pool.
    public var threads: Int = ServerConfiguration.onlineCores()
    /// The largest accepted request body in bytes; larger bodies are answered by the rejection handler.
    public var maxBodyBytes: Int = 1_048_576
    /// The maximum number of simultaneously open connections.
    public var connectionLimit: Int = 1024
    /// The maximum number of simultaneously open connections from one client IP address.
    public var perIPConnectionLimit: Int = 256
    /// Seconds of inactivity after which libmicrohttpd closes a connection.
    public var connectionTimeoutSeconds: Int = 30
    /// Seconds ``HTTPServer/stop()`` waits for open connections to finish before closing them.
    public var shutdownGraceSeconds: Int = 10
    /// Whether to write one JSON line per request to standard error.
    public var logRequests: Bool = true

    /// Creates a configuration with the default values.
    public init() {}

    /// Returns the number of online processor cores, at least one.
    ///
    /// - Returns: The value of `sysconf(_SC_NPROCESSORS_ONLN)`, or `1` when it is unavailable.
    static func onlineCores() -> Int {
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return cores > 0 ? cores : 1
    }
}

/// Why the server itself refused a request before the router saw it.
///
/// The server turns a rejection into a response through the `rejection` closure given to ``HTTPServer``.
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
}
