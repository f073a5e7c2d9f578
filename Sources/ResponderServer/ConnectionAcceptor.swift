import ResponderService
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Accepts TCP connections on the server's own listening socket and hands each one to libmicrohttpd, admitting it
/// only while the server is under its connection limit and the client's address under the per-address limit.
///
/// libmicrohttpd could accept by itself, but Debian bookworm's 0.9.75, which the server used before 1.0.1, did it
/// badly under load. In poll mode it accepts one connection per turn of its event loop, so when 256 clients connect at
/// once the last ones wait seconds for their first byte; in epoll mode its edge-triggered ready list can lose a
/// connection's wake-up, so requests that have fully arrived wait until the client gives up (fixed upstream in
/// 0.9.76). The server therefore runs libmicrohttpd in poll mode without a listening socket, and this type accepts on
/// a thread of its own. 1.0.1's epoll loop passed the load and stall checks (Tests/system/test_load.py --full,
/// test_slow_clients.py, test_scale_out.py, test_shutdown.py) but sometimes noticed clients closing in the middle of
/// their bodies seconds late, holding the bodies meanwhile (test_framing.py's slow uploads, about one run in four),
/// so the poll loop stays (docs/how-it-is-built.md's "Which libmicrohttpd" has the figures). The admission below (a connection
/// over its address's limit waits for one of that address's connections to close) is the server's own and stays
/// regardless:
///
/// ```
///   kernel backlog ──accept──▶ admission ──MHD_add_connection──▶ libmicrohttpd worker threads
///                                 ▲   │ over the address's limit: waits (up to `waitNanoseconds`)
///                                 │   ▼
///        connection closed ◀──────┴── waiting connections
/// ```
///
/// **Admission.** A connection counts against its address from the moment it is admitted until libmicrohttpd reports
/// it closed (``connectionClosed(from:)``). A client that closes its connections and at once opens as many new ones
/// (a load generator starting its next run, a pool recycling connections) would otherwise find its old connections
/// still counted, because the worker threads notice the closes a moment later, and lose the new ones. So a
/// connection over its address's limit is held, still unanswered, for up to `waitNanoseconds`; it is admitted as soon
/// as one of that address's connections closes, and closed only if none does in time. While the server is at its
/// connection limit nothing is accepted: clients wait in the kernel's backlog instead of being reset.
///
/// It is `Sendable` without exceptions: every stored property is an immutable `Sendable` value, an `Atomic`, a
/// `PlainLock` or a `Mutex`.
final class ConnectionAcceptor: Sendable {
    /// The limits admission enforces.
    struct Limits: Sendable {
        /// The most connections open at once.
        var connections: Int
        /// The most connections open at once from one address; `0` means no limit.
        var perAddress: Int
        /// How long a connection over its address's limit waits for one of that address's connections to close.
        var waitNanoseconds: UInt64
        /// The most connections waiting at once; more are closed at once.
        var waiting: Int
        /// How long a connection has for a request's header block from the moment it is ready for one (handed over,
        /// or its previous answer sent); bytes that trickle in do not extend it. `0` means no deadline.
        var headerNanoseconds: UInt64 = 0
        /// The slowest a body may arrive: a body of `n` bytes has the header deadline plus `n` / this many seconds.
        var minimumBodyBytesPerSecond: Int = 65_536
    }

    /// The listening socket (non-blocking).
    let listenSocket: Int32
    /// The bound TCP port.
    let port: Int
    /// The limits.
    private let limits: Limits
    /// A pipe that wakes the accepting thread (a connection closed, or the acceptor is stopping): the thread polls
    /// the read end, ``wake()`` writes a byte to the write end.
    private let wakePipe: (read: Int32, write: Int32)
    /// Hands an accepted socket to libmicrohttpd; set by ``start(handingOver:)``. The closure is kept in a class
    /// (``HandOverBox``): a closure read back out of a `Mutex` is reabstracted on every access and the wrapper
    /// written back, so after tens of thousands of connections each call went through as many thunks and freeing
    /// them overflowed the stack at shutdown.
    private let hand = Mutex<HandOverBox?>(nil)
    /// Reports a problem to the server's log.
    private let report: @Sendable (String) -> Void
    /// The admission counts and the waiting connections.
    /// Behind a plain POSIX mutex (``PlainLock``): every request takes it two or three times (its headers, its
    /// body, its answer), and `Synchronization.Mutex`'s priority-inheritance futex is costly under contention.
    private let admission: PlainLock<Admission>
    /// Set when ``stop()`` begins.
    private let stopping = Atomic<Bool>(false)
    /// The accepting thread, once started.
    private let thread = Mutex<pthread_t?>(nil)

    /// Hands an accepted socket to libmicrohttpd (`MHD_add_connection`); returns `false` when libmicrohttpd refused
    /// it, in which case it has closed the socket.
    typealias HandOver = @Sendable (_ socket: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Bool

    /// The hand-over closure, stored once: reading the box out of the `Mutex` copies a reference, never the closure.
    final class HandOverBox: Sendable {
        let call: HandOver
        init(_ call: @escaping HandOver) { self.call = call }
    }

    /// Binds and listens; nothing is accepted before ``start(handingOver:)``, but clients already queue in the
    /// kernel's backlog.
    ///
    /// - Parameters:
    ///   - address: The numeric address and port to listen on.
    ///   - limits: The limits admission enforces.
    ///   - report: Writes a problem to the server's log.
    /// - Throws: ``HTTPServerError`` of kind `cannotStart`, for example
    ///   `cannot bind 127.0.0.1:8080: Address already in use`.
    init(
        address: SocketAddress,
        limits: Limits,
        report: @escaping @Sendable (String) -> Void
    ) throws(HTTPServerError) {
        let listening = try Self.listen(on: address)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            let code = errno
            close(listening.socket)
            throw HTTPServerError(
                kind: .cannotStart, message: "cannot create a pipe: \(String(cString: strerror(code)))",
                systemError: code)
        }
        for end in ends {
            Self.setFlags(end, status: O_NONBLOCK)
        }
        self.listenSocket = listening.socket
        self.port = listening.port
        self.limits = limits
        self.wakePipe = (ends[0], ends[1])
        self.report = report
        self.admission = PlainLock(Admission())
    }

    /// Starts the accepting thread.
    ///
    /// Call it with `SIGINT` and `SIGTERM` blocked, so the thread inherits the mask (see ``HTTPServer/start()``).
    /// When it throws, the listening socket is closed.
    ///
    /// - Parameter hand: Hands an accepted socket to libmicrohttpd.
    /// - Throws: ``HTTPServerError`` of kind `cannotStart` when the thread cannot be created.
    func start(handingOver hand: @escaping HandOver) throws(HTTPServerError) {
        let box = HandOverBox(hand)
        self.hand.withLock { $0 = box }
        switch startServerThread({ self.run() }) {
        case .success(let created):
            thread.withLock { $0 = created }
        case .failure(let error):
            close(listenSocket)
            release()
            throw HTTPServerError(
                kind: .cannotStart, message: "cannot start the accepting thread: \(error.reason)",
                systemError: error.code)
        }
    }

    /// Records that libmicrohttpd closed a connection from `address`, and wakes the accepting thread when a
    /// connection is waiting for room or the server was at its connection limit.
    ///
    /// libmicrohttpd's worker threads call it (through the connection-closed notification) for every connection this
    /// acceptor handed over.
    ///
    /// - Parameter address: The client's address, or `nil` when libmicrohttpd could not tell it.
    func connectionClosed(from address: PeerAddress?, socket: Int32) {
        let wake = admission.withLock { admission in
            let wasFull = admission.open >= limits.connections
            admission.release(address)
            admission.forget(socket)
            return wasFull || !admission.waiting.isEmpty
        }
        if wake {
            self.wake()
        }
    }

    // MARK: - Where each connection stands

    /// A connection's request header block is complete: it has until its body's deadline to send `bodyBytes` (nil
    /// or 0: no body, no deadline until its answer is sent).
    func headersArrived(on socket: Int32, bodyBytes: Int?) {
        let now = RequestLog.monotonicNanoseconds()
        let deadline = limits.headerNanoseconds == 0 ? nil : bodyDeadline(from: now, bytes: bodyBytes ?? 0)
        admission.withLock { admission in
            guard admission.phases[socket] != nil else { return }
            if let deadline, let bytes = bodyBytes, bytes > 0 {
                admission.phases[socket] = .receivingBody(deadline: deadline)
            } else {
                admission.phases[socket] = .busy
            }
        }
    }

    /// A connection's request is complete (or answered): no deadline while it is evaluated and answered.
    func requestReceived(on socket: Int32) {
        admission.withLock { admission in
            if admission.phases[socket] != nil { admission.phases[socket] = .busy }
        }
    }

    /// A connection's answer was sent: the header deadline of its next request starts now.
    func answerSent(on socket: Int32) {
        let now = RequestLog.monotonicNanoseconds()
        admission.withLock { admission in
            if admission.phases[socket] != nil { admission.phases[socket] = .awaitingRequest(since: now, served: true) }
        }
        // No wake-up: the new deadline is later than every other, and the thread looks at least once a second.
    }

    private func bodyDeadline(from now: UInt64, bytes: Int) -> UInt64 {
        let rate = UInt64(max(1, limits.minimumBodyBytesPerSecond))
        return now + limits.headerNanoseconds + UInt64(max(0, bytes)) * 1_000_000_000 / rate
    }

    /// Stops accepting: joins the accepting thread, then accepts what the kernel already completed and hands it,
    /// with every waiting connection, to libmicrohttpd (which answers them with `Connection: close`), and closes the
    /// listening socket so that new connections are refused.
    func stop() {
        guard !stopping.exchange(true, ordering: .acquiringAndReleasing) else {
            return
        }
        wake()
        if let running = thread.withLock({ $0 }) {
            pthread_join(running, nil)
        }
        let waiting = admission.withLock { admission in
            let waiting = admission.waiting
            admission.waiting = []
            for connection in waiting {
                admission.take(connection.peer)
            }
            return waiting
        }
        for connection in waiting {
            handOver(connection.socket, connection.storage, connection.length, peer: connection.peer)
        }
        while let accepted = acceptOne() {
            admission.withLock { $0.take(accepted.peer) }
            handOver(accepted.socket, accepted.storage, accepted.length, peer: accepted.peer)
        }
        close(listenSocket)
    }

    /// Closes the wake-up pipe; call it after `MHD_stop_daemon`, when no worker thread can call
    /// ``connectionClosed(from:)`` any more.
    func release() {
        close(wakePipe.read)
        close(wakePipe.write)
    }

    // MARK: - The accepting thread

    /// The accepting thread's loop: waits for a connection, a wake-up or the next waiting deadline, then admits what
    /// it can.
    private func run() {
        var descriptors = [
            pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0),
            pollfd(fd: listenSocket, events: Int16(POLLIN), revents: 0),
        ]
        var pausedUntil: UInt64 = 0
        while !stopping.load(ordering: .acquiring) {
            let now = RequestLog.monotonicNanoseconds()
            let (full, evicting, nextDeadline, cutOff) = admission.withLock { admission in
                // Connections past their header or body deadline are cut off (shutdown under the lock: the socket
                // is still theirs, since libmicrohttpd reports a close, which forgets it, before it closes it).
                let expired = admission.expire(now: now, headerNanoseconds: limits.headerNanoseconds)
                for socket in expired { _ = shutdown(socket, Int32(SHUT_RDWR)) }
                let deadlines = [
                    admission.waiting.first?.deadline,
                    admission.nextPhaseDeadline(headerNanoseconds: limits.headerNanoseconds),
                ].compactMap { $0 }
                return (
                    admission.open >= limits.connections, admission.evicting != nil, deadlines.min(), expired.count
                )
            }
            if cutOff > 0 {
                report(
                    "cut off \(cutOff) connection\(cutOff == 1 ? "" : "s") past the deadline for a request's headers "
                        + "or body (--header-timeout)")
            }
            let paused = now < pausedUntil
            // At the limit the listening socket is still watched, so that a new client can take the place of an idle
            // keep-alive connection; not while one eviction is under way.
            descriptors[1].fd = (full && evicting) || paused ? -1 : listenSocket
            var wait: UInt64? = nextDeadline.map { $0 > now ? $0 - now : 0 }
            if paused {
                wait = min(wait ?? .max, pausedUntil - now)
            }
            if limits.headerNanoseconds > 0 {
                // Deadlines set since the last turn (a request's headers or body, an answer sent) are seen within a
                // second without a wake-up per request.
                wait = min(wait ?? .max, 1_000_000_000)
            }
            let timeout = wait.map { Int32(clamping: ($0 + 999_999) / 1_000_000) } ?? -1
            descriptors[0].revents = 0
            descriptors[1].revents = 0
            if poll(&descriptors, nfds_t(descriptors.count), timeout) < 0 && errno != EINTR {
                report("the accepting thread cannot poll: \(String(cString: strerror(errno)))")
                usleep(100_000)
                continue
            }
            if descriptors[0].revents != 0 {
                var bytes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
                while read(wakePipe.read, &bytes, MemoryLayout.size(ofValue: bytes)) > 0 {}
            }
            if stopping.load(ordering: .acquiring) {
                break
            }
            admitWaiting(now: RequestLog.monotonicNanoseconds())
            if descriptors[1].revents != 0 && full {
                // A client waits in the backlog while every place is taken: the idlest keep-alive connection (or,
                // failing one, the oldest connection that has not finished its headers in a second) makes room.
                let evicted = admission.withLock { admission -> Int32? in
                    guard let socket = admission.evictionCandidate(now: RequestLog.monotonicNanoseconds()) else {
                        return nil
                    }
                    admission.evicting = socket
                    _ = shutdown(socket, Int32(SHUT_RDWR))
                    return socket
                }
                if evicted == nil {
                    // Nothing to evict: wait for a close (it wakes this thread) rather than spin on the backlog.
                    pausedUntil = RequestLog.monotonicNanoseconds() + 50_000_000
                }
                continue
            }
            if descriptors[1].revents != 0 && !acceptBatch() {
                // Out of descriptors or memory: retry in 100 ms rather than spin on a readable listening socket.
                pausedUntil = RequestLog.monotonicNanoseconds() + 100_000_000
            }
        }
    }

    /// Accepts up to 64 connections and admits, holds or closes each.
    ///
    /// - Returns: `false` when accepting failed for lack of descriptors or memory.
    private func acceptBatch() -> Bool {
        for _ in 0..<64 {
            let full = admission.withLock { $0.open >= limits.connections }
            if full {
                return true
            }
            errno = 0
            guard let accepted = acceptOne() else {
                switch errno {
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    report("cannot accept a connection: \(String(cString: strerror(errno)))")
                    return false
                default:
                    return true  // EAGAIN: the backlog is empty.
                }
            }
            let deadline = RequestLog.monotonicNanoseconds() + limits.waitNanoseconds
            let decision = admission.withLock { admission -> Admission.Decision in
                admission.decide(accepted, deadline: deadline, limits: limits)
            }
            switch decision {
            case .admit:
                handOver(accepted.socket, accepted.storage, accepted.length, peer: accepted.peer)
            case .wait:
                break
            case .refuse:
                refuse(accepted.socket, peer: accepted.peer, reason: "too many connections are waiting")
            }
        }
        return true
    }

    /// Admits the waiting connections whose address has room again and closes those whose wait is over.
    ///
    /// - Parameter now: The current monotonic time in nanoseconds.
    private func admitWaiting(now: UInt64) {
        let (admitted, expired) = admission.withLock { $0.sweep(now: now, limits: limits) }
        for connection in admitted {
            handOver(connection.socket, connection.storage, connection.length, peer: connection.peer)
        }
        for connection in expired {
            let seconds = Double(limits.waitNanoseconds) / 1e9
            refuse(
                connection.socket, peer: connection.peer,
                reason:
                    "that address has \(limits.perAddress) open connection\(limits.perAddress == 1 ? "" : "s") (its "
                    + "limit) and none closed within \(seconds) s")
        }
    }

    /// Accepts one connection without blocking, retrying after `EINTR` and `ECONNABORTED`.
    ///
    /// - Returns: The connection, or `nil` when none is pending or accepting failed (`errno` tells which).
    private func acceptOne() -> AcceptedConnection? {
        while true {
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let socket = withUnsafeMutablePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    accept(listenSocket, $0, &length)
                }
            }
            if socket >= 0 {
                Self.setFlags(socket, status: 0)
                let peer = withUnsafeBytes(of: storage) { PeerAddress(raw: $0) }
                return AcceptedConnection(socket: socket, storage: storage, length: length, peer: peer)
            }
            if errno == EINTR || errno == ECONNABORTED {
                continue
            }
            return nil
        }
    }

    /// Hands an admitted connection to libmicrohttpd, and gives its place back when libmicrohttpd refuses it.
    private func handOver(_ socket: Int32, _ storage: sockaddr_storage, _ length: socklen_t, peer: PeerAddress?) {
        guard let hand = hand.withLock({ $0 })?.call else {
            close(socket)
            admission.withLock { $0.release(peer) }
            return
        }
        var storage = storage
        let now = RequestLog.monotonicNanoseconds()
        admission.withLock { $0.phases[socket] = .awaitingRequest(since: now, served: false) }
        let handed = withUnsafePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { hand(socket, $0, length) }
        }
        if !handed {
            admission.withLock { admission in
                admission.release(peer)
                admission.forget(socket)
            }
        }
    }

    /// Closes a connection that is not admitted, and says why in the log.
    private func refuse(_ socket: Int32, peer: PeerAddress?, reason: String) {
        close(socket)
        report("closed a connection from \(peer?.description ?? "an unknown address") unanswered: \(reason)")
    }

    /// Wakes the accepting thread.
    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)  // A full pipe already wakes the thread.
    }

    // MARK: - The listening socket

    /// Marks a descriptor close-on-exec and adds status flags (such as `O_NONBLOCK`).
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor.
    ///   - status: Flags for `F_SETFL`, added to the current ones.
    private static func setFlags(_ descriptor: Int32, status: Int32) {
        _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
        if status != 0 {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | status)
        }
    }

    /// Creates, binds and listens on a non-blocking socket.
    ///
    /// As libmicrohttpd did: `SO_REUSEADDR` is set, and an IPv6 socket accepts IPv6 only (`IPV6_V6ONLY`).
    ///
    /// - Parameter address: Where to listen.
    /// - Returns: The socket and the port the kernel bound (which matters for port 0).
    /// - Throws: ``HTTPServerError`` of kind `cannotStart`.
    static func listen(on address: SocketAddress) throws(HTTPServerError) -> (socket: Int32, port: Int) {
        func failure(_ what: String, _ code: Int32) -> HTTPServerError {
            HTTPServerError(
                kind: .cannotStart, message: "\(what): \(String(cString: strerror(code)))", systemError: code)
        }
        let family = address.isIPv6 ? AF_INET6 : AF_INET
        let socket = Glibc.socket(family, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else {
            throw failure("cannot start HTTP server on \(address)", errno)
        }
        setFlags(socket, status: O_NONBLOCK)
        var on: Int32 = 1
        _ = setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        if address.isIPv6 {
            _ = setsockopt(socket, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size))
        }
        let bound = address.withSockAddrPointer { pointer, length in Glibc.bind(socket, pointer, length) }
        guard bound == 0 else {
            let code = errno
            close(socket)
            switch code {
            case EADDRINUSE, EADDRNOTAVAIL, EACCES: throw failure("cannot bind \(address)", code)
            default: throw failure("cannot start HTTP server on \(address)", code)
            }
        }
        guard Glibc.listen(socket, SOMAXCONN) == 0 else {
            let code = errno
            close(socket)
            throw failure("cannot listen on \(address)", code)
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        let port: Int
        if named == 0 {
            port = withUnsafeBytes(of: storage) { raw in
                let network =
                    address.isIPv6
                    ? raw.loadUnaligned(as: sockaddr_in6.self).sin6_port
                    : raw.loadUnaligned(as: sockaddr_in.self).sin_port
                return Int(UInt16(bigEndian: network))
            }
        } else {
            port = address.port
        }
        return (socket, port)
    }
}

// MARK: - Admission

/// A connection accepted from the kernel and not yet handed to libmicrohttpd.
struct AcceptedConnection {
    /// The connected socket.
    let socket: Int32
    /// The client's address as `accept` filled it.
    let storage: sockaddr_storage
    /// The length of the address.
    let length: socklen_t
    /// The client's IP address, the key of the per-address count.
    let peer: PeerAddress?
}

/// The admission counts and the connections waiting for room, guarded by the acceptor's mutex.
struct Admission: Sendable {
    /// What happens to a newly accepted connection.
    enum Decision {
        /// Handed to libmicrohttpd now.
        case admit
        /// Held until its address has room or its wait is over.
        case wait
        /// Closed now: too many connections are already waiting.
        case refuse
    }

    /// A connection held over its address's limit.
    struct Waiting {
        /// The connection.
        let connection: AcceptedConnection
        /// When its wait is over (monotonic nanoseconds).
        let deadline: UInt64

        var socket: Int32 { connection.socket }
        var storage: sockaddr_storage { connection.storage }
        var length: socklen_t { connection.length }
        var peer: PeerAddress? { connection.peer }
    }

    /// Where a connection handed to libmicrohttpd stands, for its deadlines and for eviction at the limit.
    enum Phase: Equatable {
        /// Ready for a request whose header block has not arrived whole (idle keep-alive, or headers trickling in)
        /// since `since`; `served` once it has had an answer.
        case awaitingRequest(since: UInt64, served: Bool)
        /// Sending a body, which must be whole by `deadline`.
        case receivingBody(deadline: UInt64)
        /// Being evaluated or answered: no deadline of its own.
        case busy
    }

    /// Each open connection's phase, by socket.
    var phases: [Int32: Phase] = [:]
    /// The connection shut down to make room at the limit, until it is reported closed.
    var evicting: Int32?

    /// Connections handed to libmicrohttpd and not yet reported closed.
    var open = 0
    /// The same, per address.
    var openByAddress: [PeerAddress: Int] = [:]
    /// Connections waiting for room, oldest first.
    var waiting: [Waiting] = []

    /// Whether one more connection from `peer` fits the limits.
    func hasRoom(for peer: PeerAddress?, limits: ConnectionAcceptor.Limits) -> Bool {
        guard open < limits.connections else { return false }
        guard limits.perAddress > 0, let peer else { return true }
        return openByAddress[peer, default: 0] < limits.perAddress
    }

    /// Counts a connection from `peer` as open.
    mutating func take(_ peer: PeerAddress?) {
        open += 1
        if let peer {
            openByAddress[peer, default: 0] += 1
        }
    }

    /// Counts a connection from `peer` as closed.
    mutating func release(_ peer: PeerAddress?) {
        open = max(0, open - 1)
        if let peer, let count = openByAddress[peer] {
            openByAddress[peer] = count > 1 ? count - 1 : nil
        }
    }

    /// Forgets a closed connection's phase.
    mutating func forget(_ socket: Int32) {
        phases[socket] = nil
        if evicting == socket { evicting = nil }
    }

    /// The sockets past their header or body deadline, forgotten (they are being cut off).
    mutating func expire(now: UInt64, headerNanoseconds: UInt64) -> [Int32] {
        guard headerNanoseconds > 0 else { return [] }
        var expired: [Int32] = []
        for (socket, phase) in phases {
            switch phase {
            case .awaitingRequest(let since, _) where now >= since + headerNanoseconds: expired.append(socket)
            case .receivingBody(let deadline) where now >= deadline: expired.append(socket)
            default: break
            }
        }
        for socket in expired { phases[socket] = .busy }
        return expired
    }

    /// The earliest header or body deadline of the open connections.
    func nextPhaseDeadline(headerNanoseconds: UInt64) -> UInt64? {
        guard headerNanoseconds > 0 else { return nil }
        var next: UInt64?
        for phase in phases.values {
            let deadline: UInt64
            switch phase {
            case .awaitingRequest(let since, _): deadline = since + headerNanoseconds
            case .receivingBody(let end): deadline = end
            case .busy: continue
            }
            next = min(next ?? deadline, deadline)
        }
        return next
    }

    /// The connection to close so that a new client fits: the keep-alive connection idle the longest, else the
    /// connection that has waited longest (over a second) for its header block; nil when every one is busy.
    func evictionCandidate(now: UInt64) -> Int32? {
        var idle: (socket: Int32, since: UInt64)?
        var slow: (socket: Int32, since: UInt64)?
        for (socket, phase) in phases {
            guard case .awaitingRequest(let since, let served) = phase else { continue }
            if served {
                if since < idle?.since ?? .max { idle = (socket, since) }
            } else if now >= since + 1_000_000_000, since < slow?.since ?? .max {
                slow = (socket, since)
            }
        }
        return idle?.socket ?? slow?.socket
    }

    /// Decides what happens to a newly accepted connection, counting or holding it.
    mutating func decide(
        _ connection: AcceptedConnection, deadline: UInt64, limits: ConnectionAcceptor.Limits
    ) -> Decision {
        // Connections already waiting from the same address go first.
        let queued = waiting.contains { $0.peer == connection.peer }
        if !queued && hasRoom(for: connection.peer, limits: limits) {
            take(connection.peer)
            return .admit
        }
        guard waiting.count < limits.waiting else {
            return .refuse
        }
        waiting.append(Waiting(connection: connection, deadline: deadline))
        return .wait
    }

    /// Takes the waiting connections that now have room (counting them) and those whose wait is over.
    mutating func sweep(
        now: UInt64, limits: ConnectionAcceptor.Limits
    ) -> (admitted: [Waiting], expired: [Waiting]) {
        guard !waiting.isEmpty else { return ([], []) }
        var admitted: [Waiting] = []
        var expired: [Waiting] = []
        var kept: [Waiting] = []
        for connection in waiting {
            if hasRoom(for: connection.peer, limits: limits) {
                take(connection.peer)
                admitted.append(connection)
            } else if connection.deadline <= now {
                expired.append(connection)
            } else {
                kept.append(connection)
            }
        }
        waiting = kept
        return (admitted, expired)
    }
}

// MARK: - Addresses

/// A client's IP address, the key of the per-address connection count.
struct PeerAddress: Hashable, Sendable, CustomStringConvertible {
    /// `AF_INET` or `AF_INET6`.
    let family: Int32
    /// The address bytes, in network order, in two halves (an IPv4 address fills the low 4 bytes of `low`).
    let high: UInt64
    let low: UInt64

    /// Reads the IP address from a `sockaddr_in` or `sockaddr_in6`.
    ///
    /// - Parameter raw: The socket address's bytes.
    /// - Returns: `nil` for any other address family.
    init?(raw: UnsafeRawBufferPointer) {
        guard raw.count >= MemoryLayout<sockaddr>.size else { return nil }
        switch Int32(raw.loadUnaligned(as: sockaddr.self).sa_family) {
        case AF_INET where raw.count >= MemoryLayout<sockaddr_in>.size:
            family = AF_INET
            high = 0
            low = UInt64(raw.loadUnaligned(as: sockaddr_in.self).sin_addr.s_addr)
        case AF_INET6 where raw.count >= MemoryLayout<sockaddr_in6>.size:
            let address = raw.loadUnaligned(as: sockaddr_in6.self).sin6_addr
            family = AF_INET6
            (high, low) = withUnsafeBytes(of: address) {
                (
                    $0.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
                    $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                )
            }
        default:
            return nil
        }
    }

    /// Reads the IP address from a socket address of either family.
    ///
    /// - Parameter address: A `sockaddr_in` or `sockaddr_in6`.
    /// - Returns: `nil` for any other address family.
    init?(_ address: UnsafePointer<sockaddr>) {
        let length: Int
        switch Int32(address.pointee.sa_family) {
        case AF_INET: length = MemoryLayout<sockaddr_in>.size
        case AF_INET6: length = MemoryLayout<sockaddr_in6>.size
        default: return nil
        }
        self.init(raw: UnsafeRawBufferPointer(start: UnsafeRawPointer(address), count: length))
    }

    /// The address as text, for example `"127.0.0.1"` or `"::1"`; `nil` if `inet_ntop` fails.
    var text: String? {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        var halves = (high, low)
        let converted: UnsafePointer<CChar>? = withUnsafeBytes(of: &halves) { raw in
            if family == AF_INET {
                var ip = in_addr(s_addr: in_addr_t(truncatingIfNeeded: low))
                return inet_ntop(AF_INET, &ip, &buffer, socklen_t(buffer.count))
            }
            return inet_ntop(AF_INET6, raw.baseAddress, &buffer, socklen_t(buffer.count))
        }
        guard converted != nil else { return nil }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// The address as text, or `"an unknown address"` when it cannot be written.
    var description: String {
        text ?? "an unknown address"
    }
}
