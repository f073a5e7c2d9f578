import ResponderService
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A small HTTP/1.1 server on GNU libmicrohttpd that hands complete requests to a synchronous handler.
///
/// libmicrohttpd runs its own pool of `configuration.threads` worker threads, which read requests and write answers;
/// a `POST` is handed to a ``ComputePool`` of as many threads of the server's own, its connection suspended until it
/// is answered, and every other request is answered on the worker thread, so a `GET /healthz` never waits behind an
/// evaluation. `handler` and `rejection` are called on both kinds of thread, concurrently for different
/// connections, so they must be thread-safe. The server buffers each request body (up to `maxBodyBytes`, and up to
/// `maxInFlightBodyBytes` over every connection at once) and each response body in memory.
///
/// A body whose `Content-Length` exceeds `maxBodyBytes` is refused from the headers alone. A client that asked
/// `Expect: 100-continue` gets the rejection at once, without `100 Continue`, and the connection is closed; any other
/// has its body read and discarded first (within `lingering`'s bounds), so that a client that writes the whole body
/// before reading still reads the answer. A chunked body is read to its end after crossing the limit (libmicrohttpd
/// cannot answer mid-body), the excess discarded; one that goes on past `lingering`'s bounds is closed unanswered. A
/// body that does not fit `maxInFlightBodyBytes` is refused the same way, with
/// ``ServerRejection/serverBusy(retryAfterSeconds:)``.
///
/// Framing is strict (RFC 9112): libmicrohttpd 1.0.1's parser at client discipline level 1, and the bridge for a
/// repeated `Content-Length` or `Host` (see MicroHTTPDBridge.swift for the list).
///
/// Connections are accepted by a ``ConnectionAcceptor`` on a thread of its own and handed to libmicrohttpd, which
/// runs in poll mode without a listening socket (see ``ConnectionAcceptor`` for why).
///
/// The class is `Sendable` without exceptions: the configuration and closures are immutable, and the lifecycle state
/// sits in a `Mutex`.
public final class HTTPServer: Sendable {
    /// The address, limits and timeouts.
    private let configuration: ServerConfiguration
    /// The application's request handler.
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    /// Turns a refusal by the server into a response.
    private let rejection: @Sendable (ServerRejection, RefusedRequest) -> HTTPResponse
    /// Where the server is in its lifecycle.
    private let state = Mutex<LifecycleState>(.idle(lastPort: nil))

    /// The server's lifecycle: `idle` → `running` → `stopping` → `idle`.
    private enum LifecycleState {
        /// Not running; `lastPort` is the port of the previous run, if any.
        case idle(lastPort: Int?)
        /// Serving requests.
        case running(MicroHTTPDDaemon)
        /// `stop()` is draining connections.
        case stopping(port: Int)
    }

    /// Creates a server; call ``start()`` to begin listening.
    ///
    /// - Parameters:
    ///   - configuration: The address, limits and timeouts.
    ///   - handler: Answers every request the server accepts; called on the compute pool's threads for `POST`, on
    ///     libmicrohttpd's worker threads otherwise.
    ///   - rejection: Answers requests the server refuses itself, such as a body over `maxBodyBytes`.
    public init(
        configuration: ServerConfiguration,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse,
        rejection: @escaping @Sendable (ServerRejection, RefusedRequest) -> HTTPResponse
    ) {
        self.configuration = configuration
        self.handler = handler
        self.rejection = rejection
    }

    /// Stops a server that is still running, without a grace period.
    deinit {
        let leftover: MicroHTTPDDaemon? = state.withLock { state in
            if case .running(let daemon) = state {
                return daemon
            }
            return nil
        }
        leftover?.shutdown(graceSeconds: 0)
    }

    /// Binds the listening socket and starts libmicrohttpd's worker threads.
    ///
    /// `SIGINT` and `SIGTERM` are blocked while the worker threads are created, so they inherit a mask that leaves
    /// those signals to ``runUntilSignal()``; the caller's own mask is restored afterwards. A stopped server can be
    /// started again.
    ///
    /// - Throws: ``HTTPServerError`` when the server is already running, the configuration is invalid, or the daemon
    ///   cannot start, for example `cannot bind 127.0.0.1:8080: Address already in use`.
    public func start() throws(HTTPServerError) {
        try state.withLock { (state) throws(HTTPServerError) in
            guard case .idle = state else {
                throw HTTPServerError(kind: .alreadyRunning, message: "the HTTP server is already running")
            }
            var signals = Self.shutdownSignals()
            var previous = sigset_t()
            pthread_sigmask(SIG_BLOCK, &signals, &previous)
            defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
            let daemon = try MicroHTTPDDaemon.start(
                configuration: configuration, handler: handler, rejection: rejection
            )
            state = .running(daemon)
        }
        if configuration.logRequests {
            // The probes' port first: whoever waits for "listening on" has read it by then.
            if let healthPort {
                RequestLog.emit(
                    RequestLog.diagnosticLine(
                        level: "info", source: "server",
                        message: "probes (/healthz, /readyz) on \(configuration.host):\(healthPort)"))
            }
            RequestLog.emit(
                RequestLog.diagnosticLine(
                    level: "info", source: "server",
                    message: "listening on \(configuration.host):\(port) with \(configuration.threads) threads"
                )
            )
        }
    }

    /// The bound TCP port.
    ///
    /// After ``start()`` this is the port the kernel actually bound, which matters when `configuration.port` is `0`;
    /// after ``stop()`` it keeps reporting the last bound port; before the first start it is `configuration.port`.
    public var port: Int {
        state.withLock { state in
            switch state {
            case .idle(let lastPort): lastPort ?? configuration.port
            case .running(let daemon): daemon.port
            case .stopping(let port): port
            }
        }
    }

    /// The bound port of the probes' own listening socket (``ServerConfiguration/healthPort``), while running.
    public var healthPort: Int? {
        state.withLock { state in
            if case .running(let daemon) = state { return daemon.health?.port }
            return nil
        }
    }

    /// Stops the server gracefully; calling it again, or on a server that is not running, does nothing.
    ///
    /// The server stops accepting connections at once (the listening socket is closed, so new connections are
    /// refused), keeps serving the connections it has (their responses carry `Connection: close`), waits up to
    /// `shutdownGraceSeconds` for them to finish, then closes whatever is left, such as idle keep-alive connections.
    /// A call made while another thread is already stopping the server waits for that stop to finish. Do not call it
    /// from `handler` or `rejection`: `MHD_stop_daemon` joins the worker thread that would be running the call.
    public func stop() {
        let daemon: MicroHTTPDDaemon? = state.withLock { state in
            guard case .running(let daemon) = state else {
                return nil
            }
            state = .stopping(port: daemon.port)
            return daemon
        }
        guard let daemon else {
            while state.withLock({ if case .stopping = $0 { true } else { false } }) {
                usleep(10_000)
            }
            return
        }
        daemon.shutdown(graceSeconds: configuration.shutdownGraceSeconds)
        state.withLock { $0 = .idle(lastPort: daemon.port) }
        if configuration.logRequests {
            RequestLog.emit(RequestLog.diagnosticLine(level: "info", source: "server", message: "stopped"))
        }
    }

    /// Blocks the calling thread until the process receives `SIGTERM` or `SIGINT`, then calls ``stop()``.
    ///
    /// The signals are blocked on the calling thread and collected with `sigwait`, so no signal handler runs and the
    /// process is not killed by the default action. Call it from the main thread after ``start()``: threads the
    /// server creates already have both signals blocked, but a thread created elsewhere without them blocked could
    /// still receive a signal and terminate the process. The signals stay blocked on the calling thread when this
    /// returns, so the caller can exit with status 0.
    public func runUntilSignal() {
        var signals = Self.shutdownSignals()
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        var received: Int32 = 0
        while true {
            let result = sigwait(&signals, &received)
            if result == 0 || result != EINTR {
                break
            }
        }
        if configuration.logRequests {
            let name = received == SIGINT ? "SIGINT" : received == SIGTERM ? "SIGTERM" : "signal \(received)"
            RequestLog.emit(
                RequestLog.diagnosticLine(level: "info", source: "server", message: "received \(name); stopping")
            )
        }
        stop()
    }

    /// Returns the set of signals that stop the server.
    ///
    /// - Returns: A set containing `SIGINT` and `SIGTERM`.
    private static func shutdownSignals() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        return signals
    }
}

/// Why an ``HTTPServer`` could not start.
///
/// The `message` is meant for people, for example `cannot bind 127.0.0.1:8080: Address already in use`, and is also
/// the error's `description`.
public struct HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The broad reason.
    public enum Kind: Sendable, Equatable {
        /// A configuration value is out of range or the host is not a numeric address.
        case invalidConfiguration
        /// libmicrohttpd could not start, for example because the address is in use.
        case cannotStart
        /// ``HTTPServer/start()`` was called on a running server.
        case alreadyRunning
    }

    /// The broad reason.
    public var kind: Kind
    /// A human-readable explanation.
    public var message: String
    /// The `errno` value behind the failure, when there is one (for example `EADDRINUSE`).
    public var systemError: Int32?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: The broad reason.
    ///   - message: A human-readable explanation.
    ///   - systemError: The `errno` value behind the failure, if any.
    public init(kind: Kind, message: String, systemError: Int32? = nil) {
        self.kind = kind
        self.message = message
        self.systemError = systemError
    }

    /// The human-readable explanation.
    public var description: String {
        message
    }
}
