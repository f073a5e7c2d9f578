import CMicroHTTPD
import ResponderService
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// This file is the only place where the server touches libmicrohttpd: its callbacks, raw pointers, `Unmanaged`
// contexts and the translation of C failures into Swift errors (`callC`). Connections reach it from
// `ConnectionAcceptor`, which accepts them and enforces the connection limits.
//
// What libmicrohttpd 1.0.1 does on its own, before or instead of our access handler, with its client discipline at
// level 1 (MHD_OPTION_CLIENT_DISCIPLINE_LVL: strict, within what RFC 9112 allows a server; checked by
// Tests/system/test_framing.py):
// - a request line it cannot parse at all (for example `GARBAGE`): 400, or the connection closed without a response;
// - a malformed header line, whitespace before a header's colon, an obs-folded header line, an unparsable
//   `Content-Length`, `Content-Length` together with `Transfer-Encoding`, a transfer coding other than `chunked`,
//   broken chunked encoding, or HTTP/1.1 without `Host`: 400 (an unknown coding may get 501) with an HTML body;
// - a request line or header block larger than the per-connection memory pool (32 KiB by default): 414 URI Too Long
//   or 431 Request Header Fields Too Large, with an HTML body;
// - HTTP/0.x and HTTP/2 or later in a request line: 505 with an HTML body; HTTP/1.2 to 1.9 are served as 1.1, as RFC
//   9110 §2.5 asks;
// - a response we could not create or queue: we return MHD_NO and the connection is closed without a response.
// All of these close the connection and none reaches the request log (libmicrohttpd's own message is logged
// instead). What it lets through and the server refuses itself, by ``RefusalPolicy``: more than one
// `Content-Length`, `Transfer-Encoding` or `Host` header line (``ServerRejection/duplicateHeader(name:)``). Every other request reaches `handler` or `rejection`.

// MARK: - Failures

/// Runs one C call and turns its failure into an ``HTTPServerError``, in the spirit of swift-nio's
/// `syscall(blocking:where:_:)`.
///
/// `errno` is cleared before the call and read right after it, so the error reports the failure of this call. The
/// message is `describe(errno)` followed by the system's description of `errno`, or, when `errno` is unset, by the
/// last message libmicrohttpd logged.
///
/// - Parameters:
///   - function: The name of the C function, kept in the error for diagnostics.
///   - kind: The kind of error to throw.
///   - context: The daemon context whose libmicrohttpd log messages explain the failure, if any.
///   - describe: Builds the first part of the message from `errno`, for example `"cannot bind 127.0.0.1:8080"`.
///   - body: The call; it returns `nil` to signal failure.
/// - Returns: The call's non-`nil` result.
/// - Throws: ``HTTPServerError`` when `body` returns `nil`.
private func callC<Result>(
    _ function: StaticString,
    kind: HTTPServerError.Kind,
    context: DaemonContext? = nil,
    describing describe: (_ errno: Int32) -> String,
    _ body: () -> Result?
) throws(HTTPServerError) -> Result {
    errno = 0
    if let result = body() {
        return result
    }
    let code = errno
    let reason: String
    if code != 0 {
        reason = String(cString: strerror(code))
    } else if let logged = context?.lastReportedProblem() {
        reason = logged
    } else {
        reason = "\(function) failed"
    }
    throw HTTPServerError(kind: kind, message: "\(describe(code)): \(reason)", systemError: code == 0 ? nil : code)
}

// MARK: - Shared daemon state

/// What every libmicrohttpd callback of one daemon reaches through its `cls` pointer.
///
/// It is `Sendable` without exceptions: every stored property is an immutable `Sendable` value, an `Atomic`, a
/// `PlainLock` or a `Mutex`. One instance is retained (`Unmanaged.passRetained`) for the daemon's lifetime and released after
/// `MHD_stop_daemon` returns, when no callback can run any more.
private final class DaemonContext: Sendable {
    /// What the server refuses before the service sees a request, and how it reads a refused body out.
    let policy: RefusalPolicy
    /// The request-body bytes held across every connection (``ServerConfiguration/maxInFlightBodyBytes``), and by
    /// each client address.
    let bodyBudget: PlainLock<InFlightBodyBudget<PeerAddress>>
    /// Reads out what clients still send after their connection was answered and closed (nil: none could be made,
    /// and such connections close at once).
    let closer: LingeringCloser?
    /// The sockets whose request was answered before its body arrived: each lingers when it closes.
    private let drainOnClose = Mutex<Set<Int32>>([])
    /// Evaluates POSTs while their connections are suspended, so that the worker threads stay free for I/O.
    let pool: ComputePool
    /// The configured idle timeout, restored on a connection after lingering shortened it.
    let connectionTimeoutSeconds: UInt32
    /// Whether request log lines go to standard error.
    let logRequests: Bool
    /// Whether problems (libmicrohttpd's messages and the server's own) go to standard error.
    let logErrors: Bool
    /// Accepts connections and admits them; told when libmicrohttpd closes one.
    let acceptor: ConnectionAcceptor
    /// The application's request handler.
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    /// Turns a refusal by the server into a response.
    let rejection: @Sendable (ServerRejection, RefusedRequest) -> HTTPResponse
    /// Set once shutdown begins; responses then carry `Connection: close` so keep-alive clients go away.
    let quiescing = Atomic<Bool>(false)
    /// The newest problem reported by libmicrohttpd or the server, to explain a failed start.
    private let lastProblem = Mutex<String?>(nil)

    /// Creates the context for one daemon.
    ///
    /// - Parameters:
    ///   - configuration: The server configuration.
    ///   - acceptor: The connection acceptor.
    ///   - pool: The compute pool.
    ///   - handler: The application's request handler.
    ///   - rejection: Turns a refusal by the server into a response.
    init(
        configuration: ServerConfiguration,
        acceptor: ConnectionAcceptor,
        pool: ComputePool,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse,
        rejection: @escaping @Sendable (ServerRejection, RefusedRequest) -> HTTPResponse
    ) {
        self.policy = RefusalPolicy(maxBodyBytes: configuration.maxBodyBytes, lingering: configuration.lingering)
        self.bodyBudget = PlainLock(
            InFlightBodyBudget(limit: configuration.maxInFlightBodyBytes, largestBody: configuration.maxBodyBytes))
        self.closer = LingeringCloser(
            limits: LingeringCloser.Limits(
                maxBytes: configuration.lingering.maxBytes, maxSeconds: configuration.lingering.maxSeconds,
                idleSeconds: configuration.lingering.idleSeconds, maxSockets: LingeringCloser.defaultMaxSockets))
        self.pool = pool
        self.connectionTimeoutSeconds = UInt32(configuration.connectionTimeoutSeconds)
        self.logRequests = configuration.logRequests
        self.logErrors = configuration.logErrors
        self.acceptor = acceptor
        self.handler = handler
        self.rejection = rejection
    }

    /// Remembers a libmicrohttpd log message and, when logging is on, writes it to standard error.
    ///
    /// - Parameter message: The formatted message without a trailing newline.
    func recordLibraryMessage(_ message: String) {
        report(message, source: "libmicrohttpd")
    }

    /// Remembers a problem and, when logging is on, writes it to standard error.
    ///
    /// - Parameters:
    ///   - message: The message without a trailing newline.
    ///   - source: What noticed the problem: `"libmicrohttpd"` or `"server"`.
    func report(_ message: String, source: String) {
        lastProblem.withLock { $0 = message }
        if logErrors {
            RequestLog.emit(RequestLog.diagnosticLine(level: "error", source: source, message: message))
        }
    }

    /// Returns the newest reported problem, if any.
    ///
    /// - Returns: The message, or `nil` when nothing has been reported.
    func lastReportedProblem() -> String? {
        lastProblem.withLock { $0 }
    }

    /// Marks the socket of a connection whose request was answered before its body arrived: when it closes, what the client still
    /// sends is read out (``LingeringCloser``) instead of being answered with a reset.
    func drainWhenClosed(socket: Int32) {
        guard socket >= 0 else { return }
        _ = drainOnClose.withLock { $0.insert(socket) }
    }

    /// A connection is closing: its socket lingers when it was marked by ``drainWhenClosed(_:)`` or still has bytes
    /// unread (libmicrohttpd's own refusals: a chunk line too long, a header block too large).
    func connectionClosing(socket: Int32) {
        guard socket >= 0 else { return }
        let marked = drainOnClose.withLock { $0.remove(socket) != nil }
        var unread: Int32 = 0
        guard let closer, marked || (ioctl(socket, UInt(FIONREAD), &unread) == 0 && unread > 0) else { return }
        let copy = dup(socket)
        if copy >= 0 { closer.take(copy) }
    }

    /// Reserves room in the body budget for a request's body, within its client address's share.
    ///
    /// - Parameters:
    ///   - bytes: The bytes of body that just arrived.
    ///   - state: The request; its ``RequestState/reservedBytes`` grows by `bytes` when they fit.
    /// - Returns: `false` when the bytes do not fit now.
    func reserveBody(_ bytes: Int, for state: RequestState) -> Bool {
        guard bodyBudget.withLock({ $0.reserve(bytes, for: state.peer) }) else {
            return false
        }
        state.reservedBytes += bytes
        return true
    }

    /// Gives a request's reserved body bytes back, and hands freed memory back to the system at the end of a burst.
    ///
    /// - Parameter state: The request; its ``RequestState/reservedBytes`` becomes 0.
    func releaseBody(of state: RequestState) {
        guard state.reservedBytes > 0 else {
            return
        }
        let bytes = state.reservedBytes
        state.reservedBytes = 0
        if bodyBudget.withLock({ $0.release(bytes, for: state.peer) }) {
            cmhd_trim_malloc()
        }
    }
}

/// What the access handler keeps for one request, from its first call to the completion callback.
///
/// Only the libmicrohttpd worker thread that owns the connection touches it, one callback at a time, so it needs no
/// synchronisation; while the connection is suspended for the ``ComputePool``, only the pool thread evaluating it
/// does (libmicrohttpd calls nothing for a suspended connection, and `MHD_resume_connection` takes a mutex the worker
/// thread takes before it calls again). It is retained into `*con_cls` on the first call and released in the
/// completion callback.
private final class RequestState {
    /// Monotonic time of the first access-handler call.
    let startedAt: UInt64
    /// The body received so far (stays empty once the limit was crossed).
    var body: [UInt8] = []
    /// Every body byte received, including bytes discarded after the limit was crossed.
    var bytesReceived = 0
    /// The refusal to send once the body has been read and discarded (see ``RefusalPolicy``): a body that
    /// crossed `maxBodyBytes` while streaming, or an early refusal held back until the body is read.
    var rejection: ServerRejection?
    /// `bytesReceived` when the request was refused; body bytes after it are discarded.
    var rejectedAt = 0
    /// Set once a response has been queued.
    var answered = false
    /// The bytes this request holds in the daemon's body budget.
    var reservedBytes = 0
    /// The client's address, whose share of the body budget the body counts against.
    var peer: PeerAddress?
    /// The connection's socket, which the acceptor knows the connection's deadlines by.
    var socket: Int32 = -1
    /// The header lines, in arrival order, read once when the header block is complete.
    var fields: [(name: String, value: String)] = []
    /// The response the ``ComputePool`` made, queued when libmicrohttpd calls the access handler after the resume.
    ///
    /// Written by the pool thread and read by the worker thread, so behind a lock: libmicrohttpd does not call the
    /// handler of a suspended connection, but nothing else here depends on that for this one value.
    let computed = Mutex<HTTPResponse?>(nil)
    /// Set once the request has been handed to the ``ComputePool``.
    var offloaded = false

    /// Creates the state for a request that has just arrived.
    ///
    /// - Parameter startedAt: Monotonic time of the first access-handler call, in nanoseconds.
    init(startedAt: UInt64) {
        self.startedAt = startedAt
    }
}

// MARK: - Daemon

/// A suspended request as the ``ComputePool`` thread that evaluates it holds it.
///
/// It is `@unchecked Sendable` because it holds the connection's `OpaquePointer` and the non-`Sendable`
/// ``RequestState``. This is safe: the connection is suspended from before the job is submitted until the job calls
/// `MHD_resume_connection` (which libmicrohttpd allows from any thread), so no worker thread touches either in
/// between, and the connection cannot be freed while it is suspended (``MicroHTTPDDaemon/shutdown(graceSeconds:)``
/// stops the pool, resuming every connection, before `MHD_stop_daemon`).
private struct SuspendedRequest: @unchecked Sendable {
    /// The suspended connection.
    let connection: OpaquePointer
    /// The request's state, where the response is left.
    let state: RequestState
    /// The request to evaluate.
    let request: HTTPRequest
}

/// A started daemon's handle, for the acceptor's thread to call `MHD_add_connection` with.
///
/// It is `@unchecked Sendable` because Swift cannot check an `OpaquePointer`. This is safe: libmicrohttpd documents
/// `MHD_add_connection` as callable from any thread of a daemon with an internal polling thread and an inter-thread
/// channel (the new connection is queued under a mutex and the worker woken), and the pointer stays valid while the
/// acceptor runs, because ``MicroHTTPDDaemon/shutdown(graceSeconds:)`` stops the acceptor before `MHD_stop_daemon`.
private struct DaemonHandle: @unchecked Sendable {
    /// The daemon.
    let pointer: OpaquePointer
}

/// A running libmicrohttpd daemon and the context its callbacks use.
///
/// It is `@unchecked Sendable` because it holds the daemon's `OpaquePointer`, which Swift cannot check. This is safe:
/// every stored property is immutable after `start`, libmicrohttpd allows `MHD_get_daemon_info` from any thread, and
/// `shutdown` (the only caller of `MHD_stop_daemon`) runs its body at most once, guarded by
/// the `stopped` atomic exchange.
final class MicroHTTPDDaemon: @unchecked Sendable {
    /// The libmicrohttpd daemon handle.
    private let daemon: OpaquePointer
    /// The retained context passed to every callback.
    private let context: Unmanaged<DaemonContext>
    /// The bound TCP port.
    let port: Int
    /// The probes' own port, when one is configured.
    let health: HealthPort?
    /// Whether `shutdown` has already run.
    private let stopped = Atomic<Bool>(false)

    /// Wraps a started daemon.
    ///
    /// - Parameters:
    ///   - daemon: The daemon handle.
    ///   - context: The retained callback context; released by `shutdown`.
    ///   - port: The bound TCP port.
    ///   - health: The running health port, if any.
    private init(daemon: OpaquePointer, context: Unmanaged<DaemonContext>, port: Int, health: HealthPort?) {
        self.daemon = daemon
        self.context = context
        self.port = port
        self.health = health
    }

    /// Starts a libmicrohttpd daemon with an internal worker thread pool, fed by a ``ConnectionAcceptor``.
    ///
    /// The acceptor binds the configured numeric address first (so a busy port fails before any thread starts).
    /// libmicrohttpd then runs without a listening socket, in poll mode (see ``ConnectionAcceptor``), with the
    /// inter-thread channel that `MHD_add_connection` and `MHD_resume_connection` need to wake a worker, suspend and
    /// resume allowed (for the ``ComputePool``), its strict request parser (client discipline level 1), its error
    /// log routed to ``DaemonContext``, a connection timeout, and a notification for every closed connection so the
    /// acceptor can count them. Its own limits are set so that it never refuses a
    /// connection the acceptor admitted: no per-address limit, and each worker may hold `connectionLimit`
    /// connections (it splits its limit among the workers, and `MHD_add_connection` does not balance them).
    ///
    /// - Parameters:
    ///   - configuration: The address, limits and timeouts.
    ///   - handler: The application's request handler.
    ///   - rejection: Turns a refusal by the server into a response.
    /// - Returns: The running daemon.
    /// - Throws: ``HTTPServerError`` when the configuration is invalid or libmicrohttpd cannot start, for example
    ///   `cannot bind 127.0.0.1:8080: Address already in use`.
    static func start(
        configuration: ServerConfiguration,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse,
        rejection: @escaping @Sendable (ServerRejection, RefusedRequest) -> HTTPResponse
    ) throws(HTTPServerError) -> MicroHTTPDDaemon {
        try validate(configuration)
        let address = try SocketAddress(host: configuration.host, port: configuration.port)
        let endpoint = address.description
        let health = try configuration.healthPort.map { (port) throws(HTTPServerError) in
            try HealthPort(address: SocketAddress(host: configuration.host, port: port))
        }
        do throws(HTTPServerError) {
            try health?.start()
        } catch {
            health?.stop()
            throw error
        }

        let logErrors = configuration.logErrors
        let acceptor = try ConnectionAcceptor(
            address: address,
            limits: ConnectionAcceptor.Limits(
                connections: configuration.connectionLimit,
                perAddress: configuration.perIPConnectionLimit,
                waitNanoseconds: UInt64(configuration.perIPConnectionWaitMilliseconds) * 1_000_000,
                waiting: configuration.connectionLimit,
                headerNanoseconds: UInt64(max(0, configuration.headerTimeoutSeconds)) * 1_000_000_000,
                minimumBodyBytesPerSecond: configuration.minimumBodyBytesPerSecond
            ),
            report: { message in
                if logErrors {
                    RequestLog.emit(RequestLog.diagnosticLine(level: "error", source: "server", message: message))
                }
            }
        )
        let pool: ComputePool
        do throws(HTTPServerError) {
            pool = try ComputePool(threads: configuration.threads)
        } catch {
            acceptor.stop()
            acceptor.release()
            throw error
        }
        // Bodies are the large allocations; they should go back to the system once freed (see the shim).
        cmhd_tune_malloc(2, 262_144)
        let context = Unmanaged.passRetained(
            DaemonContext(
                configuration: configuration, acceptor: acceptor, pool: pool, handler: handler, rejection: rejection)
        )

        let flags =
            MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_ITC.rawValue | MHD_USE_ERROR_LOG.rawValue
            | MHD_USE_POLL.rawValue | MHD_USE_NO_LISTEN_SOCKET.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
        let contextPointer = context.toOpaque()
        let completed: MHD_RequestCompletedCallback = mhdRequestCompleted
        let notified: MHD_NotifyConnectionCallback = mhdConnectionNotified
        let targetSeen:
            @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?) ->
                UnsafeMutableRawPointer? = mhdTargetSeen
        let logger: MHD_LogCallback = mhdLogMessage
        let workerLimit = min(Int(UInt32.max), configuration.connectionLimit * configuration.threads)

        // The logger goes first so that libmicrohttpd reports problems with later options through it.
        var options: [any CVarArg] = [
            MHD_OPTION.EXTERNAL_LOGGER.rawValue, unsafeBitCast(logger, to: OpaquePointer.self),
            OpaquePointer(contextPointer),
            MHD_OPTION.CONNECTION_LIMIT.rawValue, UInt32(workerLimit),
            MHD_OPTION.CONNECTION_TIMEOUT.rawValue, UInt32(configuration.connectionTimeoutSeconds),
            MHD_OPTION.NOTIFY_COMPLETED.rawValue, unsafeBitCast(completed, to: OpaquePointer.self),
            OpaquePointer(contextPointer),
            MHD_OPTION.NOTIFY_CONNECTION.rawValue, unsafeBitCast(notified, to: OpaquePointer.self),
            OpaquePointer(contextPointer),
            MHD_OPTION.URI_LOG_CALLBACK.rawValue, unsafeBitCast(targetSeen, to: OpaquePointer.self),
            OpaquePointer(contextPointer),
            // Strict framing: refuses the request-smuggling shapes listed at the top of this file.
            MHD_OPTION.CLIENT_DISCIPLINE_LVL.rawValue, Int32(1),
        ]
        if configuration.threads > 1 {
            options += [MHD_OPTION.THREAD_POOL_SIZE.rawValue, UInt32(configuration.threads)]
        }
        options.append(MHD_OPTION.END.rawValue)

        let started: OpaquePointer
        do throws(HTTPServerError) {
            started = try callC(
                "MHD_start_daemon_va",
                kind: .cannotStart,
                context: context.takeUnretainedValue(),
                describing: { _ in "cannot start HTTP server on \(endpoint)" },
                {
                    withVaList(options) { arguments in
                        MHD_start_daemon_va(flags, 0, nil, nil, mhdAccessHandler, contextPointer, arguments)
                    }
                }
            )
            let handle = DaemonHandle(pointer: started)
            if let closer = context.takeUnretainedValue().closer, !closer.start() {
                context.takeUnretainedValue().report(
                    "cannot start the lingering-close thread: refused bodies are not read out", source: "server")
            }
            do throws(HTTPServerError) {
                try acceptor.start { socket, address, length in
                    MHD_add_connection(handle.pointer, socket, address, length) == .YES
                }
            } catch {
                MHD_stop_daemon(started)
                throw error
            }
        } catch {
            acceptor.stop()
            pool.stop()
            acceptor.release()
            context.release()
            health?.stop()
            throw error
        }
        return MicroHTTPDDaemon(daemon: started, context: context, port: acceptor.port, health: health)
    }

    /// Stops accepting, waits for open connections to finish, then stops the daemon; runs at most once.
    ///
    /// The acceptor stops first: it hands libmicrohttpd the connections the kernel already completed (and any it
    /// was holding), then closes the listening socket, so new connections are refused by the kernel. From then on
    /// every response carries `Connection: close`. The method then polls the number of open connections every 10
    /// ms until it reaches zero or `graceSeconds` pass, stops the ``ComputePool`` (the evaluations running finish;
    /// those still queued are answered 503 and their connections resumed), and finally calls `MHD_stop_daemon`,
    /// which closes whatever is left (for example idle keep-alive connections).
    ///
    /// - Parameter graceSeconds: How long to wait for open connections.
    func shutdown(graceSeconds: Int) {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else {
            return
        }
        let context = context.takeUnretainedValue()
        context.quiescing.store(true, ordering: .releasing)
        // Not ready from now on (the health port's /readyz answers 503), still alive (/healthz 200).
        health?.ready.store(false, ordering: .releasing)
        context.acceptor.stop()
        let deadline = RequestLog.monotonicNanoseconds() + UInt64(max(0, graceSeconds)) * 1_000_000_000
        while cmhd_daemon_current_connections(daemon) > 0 && RequestLog.monotonicNanoseconds() < deadline {
            usleep(10_000)
        }
        context.pool.stop()
        MHD_stop_daemon(daemon)
        context.closer?.stop()
        health?.stop()
        context.acceptor.release()
        self.context.release()
    }

    /// Checks the parts of a configuration libmicrohttpd would reject or misread.
    ///
    /// - Parameter configuration: The configuration to check.
    /// - Throws: ``HTTPServerError`` of kind `invalidConfiguration` naming the offending value.
    private static func validate(_ configuration: ServerConfiguration) throws(HTTPServerError) {
        func invalid(_ message: String) -> HTTPServerError {
            HTTPServerError(kind: .invalidConfiguration, message: "invalid server configuration: \(message)")
        }
        // The headers checked the version at build time; a build that found them in one place and linked another
        // libmicrohttpd (a stale build directory, a library path) is caught here, before a lenient parser serves.
        let version = MHD_get_version().map { String(cString: $0) } ?? "unknown"
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard parts.count >= 3, (parts[0], parts[1], parts[2]) >= (1, 0, 1) else {
            throw invalid(
                "libmicrohttpd \(version) is linked, but 1.0.1 or newer is needed: run scripts/bootstrap.sh, then "
                    + "build with PKG_CONFIG_PATH=/opt/libmicrohttpd/lib/pkgconfig")
        }
        let limit = Int(UInt32.max)
        guard (0...65_535).contains(configuration.port) else {
            throw invalid("port \(configuration.port) is outside 0...65535")
        }
        guard (1...1_024).contains(configuration.threads) else {
            throw invalid("threads \(configuration.threads) is outside 1...1024")
        }
        guard configuration.maxBodyBytes >= 0 else {
            throw invalid("maxBodyBytes \(configuration.maxBodyBytes) is negative")
        }
        guard configuration.maxInFlightBodyBytes >= 0 else {
            throw invalid("maxInFlightBodyBytes \(configuration.maxInFlightBodyBytes) is negative")
        }
        guard (configuration.threads...limit).contains(configuration.connectionLimit) else {
            throw invalid("connectionLimit \(configuration.connectionLimit) must be at least threads")
        }
        guard (0...limit).contains(configuration.perIPConnectionLimit) else {
            throw invalid("perIPConnectionLimit \(configuration.perIPConnectionLimit) is outside 0...\(limit)")
        }
        guard (0...limit).contains(configuration.connectionTimeoutSeconds) else {
            throw invalid("connectionTimeoutSeconds \(configuration.connectionTimeoutSeconds) is negative")
        }
        guard configuration.shutdownGraceSeconds >= 0 else {
            throw invalid("shutdownGraceSeconds \(configuration.shutdownGraceSeconds) is negative")
        }
    }
}

// MARK: - Callbacks (global functions: they must not capture and must not inherit actor isolation)

/// libmicrohttpd's access handler: accumulates the body and answers through the application's closures.
///
/// The first call for a request only allocates ``RequestState`` and hands the header block's facts to
/// ``RefusalPolicy``, which accepts it (nothing reserved: the body is charged to the budget as it arrives) or
/// refuses it at once (what the client still sends is read out as the connection closes); later calls with `*upload_data_size > 0` hand each chunk to the policy too, which
/// keeps, refuses, discards or closes; the final call
/// (`*upload_data_size == 0`) builds the ``HTTPRequest``. A `POST` is then handed to the ``ComputePool`` with its
/// connection suspended, and libmicrohttpd calls once more after the pool resumed it, to queue the response; any
/// other method is answered at once, on this thread.
///
/// - Parameters:
///   - cls: The retained ``DaemonContext``.
///   - connection: The connection.
///   - url: The percent-decoded path without the query string.
///   - method: The request method.
///   - version: The HTTP version, for example `"HTTP/1.1"`.
///   - uploadData: The next body bytes, if any.
///   - uploadDataSize: In: the number of bytes at `uploadData`; out: how many were not consumed (always 0).
///   - requestContext: `*con_cls`, where the request's ``RequestState`` lives.
/// - Returns: `MHD_YES` to go on; `MHD_NO` closes the connection.
private func mhdAccessHandler(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?,
    _ version: UnsafePointer<CChar>?,
    _ uploadData: UnsafePointer<CChar>?,
    _ uploadDataSize: UnsafeMutablePointer<Int>?,
    _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let cls, let connection, let uploadDataSize, let requestContext else {
        return .NO
    }
    let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()

    guard let statePointer = requestContext.pointee, statePointer != nulInTargetMarker else {
        // First call: headers are complete, no body byte has been read yet.
        let state = RequestState(startedAt: RequestLog.monotonicNanoseconds())
        let targetHasNUL = requestContext.pointee == nulInTargetMarker
        requestContext.pointee = Unmanaged.passRetained(state).toOpaque()
        // The header block is read once: for the policy now, for the request at its end.
        state.fields = connectionValues(connection, kind: .HEADER_KIND)
        state.peer = cmhd_connection_client_address(connection).flatMap(PeerAddress.init)
        state.socket = cmhd_connection_socket(connection)
        let head = requestHead(state.fields, targetHasNUL: targetHasNUL)
        switch context.policy.verdict(on: head) {
        case .accept:
            // Nothing is allocated or reserved for a declared length: the body is charged as it arrives. It has
            // until its deadline (the header timeout plus its length at the slowest rate) to arrive whole.
            context.acceptor.headersArrived(on: state.socket, bodyBytes: context.policy.expectedBodyBytes(head))
            return .YES
        case .answerThenDrain(let refusal):
            context.acceptor.requestReceived(on: state.socket)
            // Answered before any body byte (a client that waits for the answer gets it at once); what the client
            // still sends after the answer is read out when the connection closes.
            context.drainWhenClosed(socket: state.socket)
            return answer(
                context.rejection(refusal, refusedRequest(connection)), connection: connection, url: url,
                method: method, state: state, context: context)
        case .answerNow(let refusal):
            context.acceptor.requestReceived(on: state.socket)
            // Queuing now makes libmicrohttpd skip `100 Continue`, send this response and close the connection.
            return answer(
                context.rejection(refusal, refusedRequest(connection)), connection: connection, url: url,
                method: method,
                state: state, context: context)
        }
    }
    let state = Unmanaged<RequestState>.fromOpaque(statePointer).takeUnretainedValue()

    let chunkSize = uploadDataSize.pointee
    if chunkSize > 0 {
        uploadDataSize.pointee = 0
        state.bytesReceived += chunkSize
        guard !state.answered else {
            return .YES
        }
        let body = RefusalPolicy.Body(
            kept: state.body.count, reserved: state.reservedBytes,
            refusedAt: state.rejection == nil ? nil : state.rejectedAt, received: state.bytesReceived - chunkSize)
        let verdict = context.policy.verdict(
            onChunkOf: chunkSize, body: body, elapsedNanoseconds: RequestLog.monotonicNanoseconds() &- state.startedAt,
            reserve: { context.reserveBody($0, for: state) })
        switch verdict {
        case .keep:
            if let uploadData {
                state.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: chunkSize))
            }
        case .refuse(let refusal):
            startLingering(refusal, state: state, connection: connection, context: context)
        case .discard:
            break
        case .close:
            let lingering = context.policy.lingering
            context.report(
                "closed a connection from \(clientAddress(connection) ?? "an unknown address") unanswered: the "
                    + "body of its refused request went on past \(lingering.maxBytes) bytes or "
                    + "\(lingering.maxSeconds) s (--lingering-bytes, --lingering-seconds)",
                source: "server")
            return .NO
        }
        return .YES
    }
    guard !state.answered else {
        return .YES
    }

    if let response = state.computed.withLock({ (computed: inout HTTPResponse?) in computed.take() }) {
        // Called again after the compute pool resumed the connection.
        return answer(response, connection: connection, url: url, method: method, state: state, context: context)
    }
    if state.offloaded {
        return .YES  // Still being evaluated (libmicrohttpd called before the suspension took effect).
    }
    if let rejection = state.rejection {
        return answer(
            context.rejection(rejection, refusedRequest(connection)), connection: connection, url: url, method: method,
            state: state, context: context
        )
    }
    context.acceptor.requestReceived(on: state.socket)
    let request = HTTPRequest(
        method: method.map { String(cString: $0) } ?? "",
        path: url.map { RequestTarget.path(of: String(cString: $0)) } ?? "/",
        // A repeated query argument keeps its last value, as a repeated header does.
        query: Dictionary(connectionValues(connection, kind: .GET_ARGUMENT_KIND), uniquingKeysWith: { $1 }),
        fields: state.fields,
        body: state.body,
        remoteAddress: clientAddress(connection)
    )
    state.body = []
    if let method, strcmp(method, "POST") == 0 {
        state.offloaded = true
        MHD_suspend_connection(connection)
        let suspended = SuspendedRequest(connection: connection, state: state, request: request)
        context.pool.submit(
            ComputePool.Job(
                run: {
                    let response = context.handler(suspended.request)
                    context.releaseBody(of: suspended.state)
                    suspended.state.computed.withLock { $0 = response }
                    MHD_resume_connection(suspended.connection)
                },
                abandon: {
                    context.releaseBody(of: suspended.state)
                    let busy = context.rejection(
                        .serverBusy(retryAfterSeconds: 1),
                        RefusedRequest(
                            origin: suspended.request.header("origin"),
                            acceptLanguage: suspended.request.header("accept-language"),
                            lang: suspended.request.query["lang"]))
                    suspended.state.computed.withLock { $0 = busy }
                    MHD_resume_connection(suspended.connection)
                }))
        return .YES
    }
    let response = context.handler(request)
    context.releaseBody(of: state)
    return answer(response, connection: connection, url: url, method: method, state: state, context: context)
}

/// libmicrohttpd's completion callback: gives the request's body budget back and releases its ``RequestState``.
///
/// libmicrohttpd calls it once per request that reached the access handler, however the request ended.
///
/// - Parameters:
///   - cls: The retained ``DaemonContext``.
///   - connection: The connection.
///   - requestContext: `*con_cls`, reset to `NULL` here.
///   - reason: Why the request ended (unused).
private func mhdRequestCompleted(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ reason: MHD_RequestTerminationCode
) {
    guard let requestContext, let statePointer = requestContext.pointee, statePointer != nulInTargetMarker else {
        return
    }
    if let cls {
        let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
        let state = Unmanaged<RequestState>.fromOpaque(statePointer).takeUnretainedValue()
        context.releaseBody(of: state)
        context.acceptor.answerSent(on: state.socket)
    }
    Unmanaged<RequestState>.fromOpaque(statePointer).release()
    requestContext.pointee = nil
}

/// libmicrohttpd's connection notification: tells the acceptor when a connection it handed over has closed.
///
/// libmicrohttpd calls it with `MHD_CONNECTION_NOTIFY_STARTED` once a worker thread took the connection and with
/// `MHD_CONNECTION_NOTIFY_CLOSED` when it closed it, however it ended (including at `MHD_stop_daemon`).
///
/// - Parameters:
///   - cls: The retained ``DaemonContext``.
///   - connection: The connection.
///   - socketContext: The connection's own context (unused).
///   - toe: Started or closed.
private func mhdConnectionNotified(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ toe: MHD_ConnectionNotificationCode
) {
    guard let cls, let connection, toe == .CONNECTION_NOTIFY_CLOSED else {
        return
    }
    let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
    // Called before libmicrohttpd closes the socket, after its shutdown(SHUT_WR) sent the answer's FIN.
    let socket = cmhd_connection_socket(connection)
    context.connectionClosing(socket: socket)
    context.acceptor.connectionClosed(
        from: cmhd_connection_client_address(connection).flatMap(PeerAddress.init), socket: socket)
}

/// The request context a request starts with when its target holds `%00` (see ``mhdTargetSeen``): one byte
/// allocated once, compared by address, never freed.
///
/// It is `nonisolated(unsafe)` because a raw pointer is not `Sendable`. This is safe: the pointer is a `let`,
/// nothing ever reads or writes the byte it points to, and every thread only compares addresses with it.
nonisolated(unsafe) private let nulInTargetMarker = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

/// libmicrohttpd's URI callback, called with the request target as sent, before it is percent-decoded; what it
/// returns becomes the request's context (`*con_cls`). A target with `%00` gets ``nulInTargetMarker``, so the
/// access handler refuses it instead of routing a path or query value that decoding would cut at the NUL.
///
/// - Parameters:
///   - cls: The retained ``DaemonContext`` (unused).
///   - uri: The request target: path and query, still percent-encoded.
///   - connection: The connection.
/// - Returns: ``nulInTargetMarker`` or nil.
private func mhdTargetSeen(
    _ cls: UnsafeMutableRawPointer?, _ uri: UnsafePointer<CChar>?, _ connection: OpaquePointer?
) -> UnsafeMutableRawPointer? {
    guard var byte = uri else { return nil }
    while byte.pointee != 0 {
        if byte[0] == 0x25, byte[1] == 0x30, byte[2] == 0x30 { return nulInTargetMarker }  // "%00"
        byte += 1
    }
    return nil
}

/// libmicrohttpd's error logger: formats the message and hands it to the ``DaemonContext``.
///
/// Messages longer than 1023 bytes are truncated.
///
/// - Parameters:
///   - cls: The retained ``DaemonContext``.
///   - format: A `printf` format.
///   - arguments: The format's arguments.
private func mhdLogMessage(
    _ cls: UnsafeMutableRawPointer?,
    _ format: UnsafePointer<CChar>?,
    _ arguments: CVaListPointer?
) {
    guard let cls, let format, let arguments else {
        return
    }
    let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
    let capacity = 1_024
    let message = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer -> String in
        let base = buffer.baseAddress!
        _ = vsnprintf(base, capacity, format, arguments)
        base[capacity - 1] = 0
        return String(cString: base)
    }
    var trimmed = Substring(message)
    while let last = trimmed.last, last == "\n" || last == "\r" || last == " " {
        trimmed.removeLast()
    }
    context.recordLibraryMessage(String(trimmed))
}

/// libmicrohttpd's key/value iterator: stores one pair into a ``ValueCollector``.
///
/// A key without a value (a bare `?flag` query argument) is stored with the empty string.
///
/// - Parameters:
///   - cls: The unretained ``ValueCollector``.
///   - kind: The kind of value (header or query argument).
///   - key: The name.
///   - value: The value, or `NULL`.
/// - Returns: `MHD_YES` to continue iterating.
private func mhdCollectValue(
    _ cls: UnsafeMutableRawPointer?,
    _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?,
    _ value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else {
        return .YES
    }
    let collector = Unmanaged<ValueCollector>.fromOpaque(cls).takeUnretainedValue()
    let name = String(cString: key)
    collector.pairs.append((name: name, value: value.map { String(cString: $0) } ?? ""))
    return .YES
}

// MARK: - Helpers for the access handler

/// The pairs `mhdCollectValue` gathers during one `MHD_get_connection_values` call, in arrival order, names as
/// the client spelled them (``HTTPRequest`` lower-cases header names).
private final class ValueCollector {
    var pairs: [(name: String, value: String)] = []
}

/// Collects the request's headers or query arguments.
///
/// - Parameters:
///   - connection: The connection.
///   - kind: `HEADER_KIND` or `GET_ARGUMENT_KIND`.
/// - Returns: The pairs, in arrival order.
private func connectionValues(
    _ connection: OpaquePointer,
    kind: MHD_ValueKind
) -> [(name: String, value: String)] {
    let collector = ValueCollector()
    withExtendedLifetime(collector) {
        _ = MHD_get_connection_values(
            connection, kind, mhdCollectValue, Unmanaged.passUnretained(collector).toOpaque()
        )
    }
    return collector.pairs
}

/// Refuses a request once its body has been read and discarded: remembers the refusal, drops the body so far, and
/// shortens the connection's idle timeout to lingering's (``answer`` restores it).
///
/// - Parameters:
///   - refusal: What to answer at the end of the body.
///   - state: The request's state.
///   - connection: The connection.
///   - context: The daemon context.
private func startLingering(
    _ refusal: ServerRejection, state: RequestState, connection: OpaquePointer, context: DaemonContext
) {
    state.rejection = refusal
    state.rejectedAt = state.bytesReceived
    state.body = []
    context.releaseBody(of: state)
    _ = cmhd_connection_set_timeout(connection, UInt32(context.policy.lingering.idleSeconds))
}

/// Gathers the facts of a request's header block that ``RefusalPolicy`` decides on, from its lines in arrival order
/// (libmicrohttpd keeps every line, a repeated one included); a value is the first line's of its name.
///
/// - Parameters:
///   - fields: The header lines, names as the client spelled them.
///   - targetHasNUL: Whether ``mhdTargetSeen`` found `%00` in the target.
private func requestHead(_ fields: [(name: String, value: String)], targetHasNUL: Bool) -> RefusalPolicy.Head {
    var head = RefusalPolicy.Head(targetHasNUL: targetHasNUL)
    for (name, value) in fields {
        switch name.lowercased() {
        case "content-length":
            head.contentLengthLines += 1
            if head.contentLength == nil { head.contentLength = value }
        case "host": head.hostLines += 1
        case "transfer-encoding":
            head.transferEncodingLines += 1
            if head.transferEncoding == nil { head.transferEncoding = value }
        case "expect": if head.expect == nil { head.expect = value }
        default: break
        }
    }
    return head
}

/// What a refusal's answer depends on: the request's `Origin` header, for its CORS headers (a page must be able to
/// read why it was refused), and its `Accept-Language` header and `lang` argument, for its language.
private func refusedRequest(_ connection: OpaquePointer) -> RefusedRequest {
    func value(_ kind: MHD_ValueKind, _ name: String) -> String? {
        MHD_lookup_connection_value(connection, kind, name).map { String(cString: $0) }
    }
    return RefusedRequest(
        origin: value(.HEADER_KIND, "Origin"), acceptLanguage: value(.HEADER_KIND, "Accept-Language"),
        lang: value(.GET_ARGUMENT_KIND, "lang"))
}

/// Returns the client's IP address as text.
///
/// - Parameter connection: The connection.
/// - Returns: For example `"127.0.0.1"` or `"::1"`; `nil` for other address families.
private func clientAddress(_ connection: OpaquePointer) -> String? {
    cmhd_connection_client_address(connection).flatMap(PeerAddress.init)?.text
}

/// Queues a response, then logs the request.
///
/// `Content-Length` and `Transfer-Encoding` headers from the application are skipped (libmicrohttpd computes them);
/// a header libmicrohttpd refuses (for example one containing a line break) is dropped and reported on standard
/// error. During shutdown `Connection: close` is added.
///
/// - Parameters:
///   - response: What to send.
///   - connection: The connection.
///   - url: The request path, for the log line.
///   - method: The request method, for the log line.
///   - state: The request's state, marked answered.
///   - context: The daemon context.
/// - Returns: `MHD_YES` when the response was queued; `MHD_NO` (close the connection) when it could not be.
private func answer(
    _ response: HTTPResponse,
    connection: OpaquePointer,
    url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?,
    state: RequestState,
    context: DaemonContext
) -> MHD_Result {
    state.answered = true
    if state.rejection != nil {
        _ = cmhd_connection_set_timeout(connection, context.connectionTimeoutSeconds)
    }
    let created: OpaquePointer? = response.body.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer(
            bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY
        )
    }
    guard let mhdResponse = created else {
        context.report("cannot create a response of \(response.body.count) bytes", source: "server")
        return .NO
    }
    defer { MHD_destroy_response(mhdResponse) }

    for (name, value) in response.headers {
        let lowered = name.lowercased()
        if lowered == "content-length" || lowered == "transfer-encoding" {
            continue
        }
        if MHD_add_response_header(mhdResponse, name, value) == .NO {
            context.report("dropped invalid response header \"\(name)\"", source: "server")
        }
    }
    if context.quiescing.load(ordering: .acquiring) {
        _ = MHD_add_response_header(mhdResponse, "Connection", "close")
    }
    let status = (100...999).contains(response.status) ? response.status : 500
    guard MHD_queue_response(connection, UInt32(status), mhdResponse) == .YES else {
        context.report("cannot queue a response with status \(status)", source: "server")
        return .NO
    }

    if context.logRequests {
        let entry = RequestLog.Entry(
            method: method.map { String(cString: $0) } ?? "",
            path: url.map { String(cString: $0) } ?? "",
            status: status,
            durationNanoseconds: RequestLog.monotonicNanoseconds() &- state.startedAt,
            bytesIn: state.bytesReceived,
            bytesOut: isHead(method) ? 0 : response.body.count,
            remote: clientAddress(connection)
        )
        RequestLog.emit(RequestLog.line(for: entry))
    }
    return .YES
}

/// Tells whether the request method is `HEAD`, whose response body libmicrohttpd does not send.
///
/// - Parameter method: The request method from libmicrohttpd.
/// - Returns: `true` for `HEAD`.
private func isHead(_ method: UnsafePointer<CChar>?) -> Bool {
    guard let method else {
        return false
    }
    return strcmp(method, "HEAD") == 0
}
