/// The listening address, limits and timeouts of an ``HTTPServer``.
///
/// The defaults suit a local service: loopback only, port 8080, one libmicrohttpd worker thread (and one compute
/// thread) per core the process may use (``UsableCores``), bodies up to 1 MiB and 64 MiB of them at once, a 30
/// second idle timeout and a 10 second shutdown grace period.
public struct ServerConfiguration: Sendable {
    /// The numeric address to listen on: an IPv4 address such as `"127.0.0.1"` or `"0.0.0.0"`, an IPv6 address such
    /// as `"::1"` or `"::"`, or `"localhost"` (meaning `127.0.0.1`).
    public var host: String = "127.0.0.1"
    /// The TCP port; `0` asks the kernel for an ephemeral port, which ``HTTPServer/port`` then reports.
    public var port: Int = 8080
    /// The size of libmicrohttpd's internal worker thread pool, and of the ``ComputePool`` that evaluates POSTs.
    public var threads: Int = UsableCores.count()
    /// The largest accepted request body in bytes; larger bodies are answered by the rejection handler.
    public var maxBodyBytes: Int = 1_048_576
    /// The most request-body bytes held in memory at once, over every connection (see ``InFlightBodyBudget``): a
    /// request whose body does not fit is answered with ``ServerRejection/serverBusy(retryAfterSeconds:)``.
    public var maxInFlightBodyBytes: Int = 67_108_864
    /// The maximum number of simultaneously open connections.
    public var connectionLimit: Int = 1024
    /// The maximum number of simultaneously open connections from one client IP address; `0` means no limit.
    ///
    /// A connection over the limit is held unanswered for up to ``perIPConnectionWaitMilliseconds`` and admitted as
    /// soon as one of that address's connections closes (see ``ConnectionAcceptor``).
    public var perIPConnectionLimit: Int = 256
    /// How long a connection over ``perIPConnectionLimit`` waits for room before it is closed unanswered.
    public var perIPConnectionWaitMilliseconds: Int = 1_000
    /// Seconds of inactivity after which libmicrohttpd closes a connection.
    public var connectionTimeoutSeconds: Int = 30
    /// Seconds a connection has for a request's header block, counted from the moment it is ready for one (accepted,
    /// or its previous answer sent); bytes that trickle in do not extend it, and an idle keep-alive connection is
    /// closed when it passes. A body has this long plus its length at ``minimumBodyBytesPerSecond``. `0`: no
    /// deadline (only the idle timeout, which every byte restarts).
    public var headerTimeoutSeconds: Int = 10
    /// The slowest a request body may arrive, in bytes a second (see ``headerTimeoutSeconds``): a 1 MiB body has
    /// 10 + 16 seconds at the defaults.
    public var minimumBodyBytesPerSecond: Int = 65_536
    /// A second TCP port, on the same host, that answers only the probes (`GET /healthz`, `GET /readyz`) on a thread of
    /// its own (see ``HealthPort``); nil: none (the main port answers `/healthz` too). `0` picks a free one.
    public var healthPort: Int?
    /// Seconds ``HTTPServer/stop()`` waits for open connections to finish before closing them.
    public var shutdownGraceSeconds: Int = 10
    /// How much of a refused request's body the server reads and discards before it answers (see ``Lingering``).
    public var lingering = Lingering()
    /// Whether to write one JSON line per request to standard error.
    public var logRequests: Bool = true
    /// Whether to write problems (libmicrohttpd's messages, refused connections) to standard error.
    public var logErrors: Bool = true

    /// The bounds of reading and discarding what a client still sends after its request was refused, as nginx's
    /// "lingering close".
    ///
    /// When the server refuses a request from its header block (a declared body over ``maxBodyBytes``, a `%00` in
    /// the target), it answers at once, before any body byte: a client that waits for the answer (curl, or anything
    /// that sent `Expect: 100-continue`) gets it at once. Closing then with the body unread would reset the
    /// connection under a client that writes the whole body before it reads (Python's http.client, requests,
    /// browsers' fetch would see a broken pipe, not the answer), so the connection lingers as it closes
    /// (``LingeringCloser``): what the client still sends is read and discarded, up to `maxBytes` and `maxSeconds`
    /// (and `idleSeconds` without a byte). A request refused in the middle of its body (a chunked body crossing the
    /// limit, a body the in-flight budget has no room for) has the rest of it read and discarded and is answered at
    /// its end: libmicrohttpd (1.0.1 as 0.9.75) cannot queue an answer in the middle of a body; a body that goes on
    /// past the bounds has its connection closed unanswered.
    public struct Lingering: Sendable {
        /// The most body bytes read and discarded after the refusal; `0` answers every refusal at once.
        public var maxBytes: Int = 16_777_216
        /// The longest time spent reading and discarding, in seconds, counted from the request's headers.
        public var maxSeconds: Int = 30
        /// How long the client may send nothing while its body is discarded before the connection is closed.
        public var idleSeconds: Int = 5

        /// Creates the default bounds: 16 MiB, 30 s, 5 s idle.
        public init() {}
    }

    /// Creates a configuration with the default values.
    public init() {}
}
