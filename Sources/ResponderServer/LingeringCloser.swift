import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads and discards what a client still sends after the server answered and closed its side, then closes: the
/// "lingering close" of RFC 9112 §9.6, as nginx and Apache do it.
///
/// ```
///   answer sent, FIN (libmicrohttpd's shutdown(SHUT_WR))
///        │ the client is still writing its body (a 413 decided from the headers, a chunk line too long)
///        ▼
///   connection closed ──dup(socket)──▶ take(_:) ──▶ poll, read, discard ──▶ close
///                                                  until the client closes, or `maxBytes` read, or `maxSeconds`
///                                                  past, or `idleSeconds` with nothing, or `maxSockets` already held
/// ```
///
/// Without it, libmicrohttpd closes a socket with unread bytes in its receive queue, the kernel answers them with a
/// reset, and a client that writes its whole body before reading loses the answer it was sent (a 100 KB chunk
/// extension got a reset instead of its refusal). The socket is a `dup` of libmicrohttpd's, so its own close does
/// not end the connection; this thread's does.
///
/// It is `Sendable` without exceptions: every stored property is an immutable `Sendable` value, an `Atomic` or a
/// `Mutex`.
final class LingeringCloser: Sendable {
    /// The bounds of one lingering close.
    struct Limits: Sendable, Equatable {
        /// The most bytes read and discarded from one connection.
        var maxBytes: Int
        /// The longest one connection lingers, in seconds.
        var maxSeconds: Int
        /// How long a lingering connection may send nothing before it is closed, in seconds.
        var idleSeconds: Int
        /// The most connections lingering at once; a connection past it is closed at once.
        var maxSockets: Int
    }

    /// One connection lingering.
    private struct Lingering {
        var socket: Int32
        var discarded = 0
        var deadline: UInt64
        var idleDeadline: UInt64
    }

    /// The most connections lingering at once unless configured otherwise: each holds a descriptor for at most
    /// `maxSeconds`.
    static let defaultMaxSockets = 256

    private let limits: Limits
    /// Connections handed over and not yet polled by the thread.
    private let arriving = Mutex<[Int32]>([])
    /// How many connections linger now (arriving and polled).
    private let count = Atomic<Int>(0)
    /// Wakes the thread: a connection arrived, or the closer is stopping.
    private let wakePipe: (read: Int32, write: Int32)
    private let stopping = Atomic<Bool>(false)
    private let thread = Mutex<pthread_t?>(nil)

    /// A closer with its thread not yet started, or nil when no pipe can be made (connections then close at once).
    init?(limits: Limits) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        self.limits = limits
        self.wakePipe = (ends[0], ends[1])
    }

    /// How many connections linger now.
    var lingering: Int { count.load(ordering: .relaxed) }

    /// Takes `socket` (a descriptor the caller owns, such as a `dup` of a closing connection's) and lingers on it;
    /// closes it at once when `maxSockets` already linger or the closer is stopping.
    func take(_ socket: Int32) {
        guard !stopping.load(ordering: .acquiring), limits.maxBytes > 0,
            count.add(1, ordering: .relaxed).newValue <= limits.maxSockets
        else {
            count.subtract(1, ordering: .relaxed)
            close(socket)
            return
        }
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        arriving.withLock { $0.append(socket) }
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
    }

    /// Starts the thread.
    func start() -> Bool {
        guard case .success(let created) = startServerThread({ self.run() }) else { return false }
        thread.withLock { $0 = created }
        return true
    }

    /// Stops the thread and closes every lingering connection.
    func stop() {
        stopping.store(true, ordering: .releasing)
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
        if let running = thread.withLock({ $0.take() }) {
            pthread_join(running, nil)
        }
        for socket in arriving.withLock({ Self.takeAll(&$0) }) { close(socket) }
        close(wakePipe.read)
        close(wakePipe.write)
    }

    // MARK: - The thread

    private func run() {
        var held: [Lingering] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !stopping.load(ordering: .acquiring) {
            let now = RequestLog.monotonicNanoseconds()
            for socket in arriving.withLock({ Self.takeAll(&$0) }) {
                held.append(
                    Lingering(
                        socket: socket, deadline: now + Self.nanoseconds(limits.maxSeconds),
                        idleDeadline: now + Self.nanoseconds(limits.idleSeconds)))
            }
            var descriptors = [pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)]
            descriptors += held.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
            let next = held.map { min($0.deadline, $0.idleDeadline) }.min()
            let timeout = next.map { Int32(clamping: (($0 > now ? $0 - now : 0) + 999_999) / 1_000_000) } ?? -1
            if poll(&descriptors, nfds_t(descriptors.count), timeout) < 0 && errno != EINTR {
                usleep(10_000)
                continue
            }
            if descriptors[0].revents != 0 {
                var bytes = (UInt64(0), UInt64(0))
                while read(wakePipe.read, &bytes, MemoryLayout.size(ofValue: bytes)) > 0 {}
            }
            let after = RequestLog.monotonicNanoseconds()
            var kept: [Lingering] = []
            for (index, var connection) in held.enumerated() {
                var done = false
                if descriptors[index + 1].revents != 0 {
                    while true {
                        let got = buffer.withUnsafeMutableBytes { recv(connection.socket, $0.baseAddress, $0.count, 0) }
                        if got > 0 {
                            connection.discarded += got
                            connection.idleDeadline = after + Self.nanoseconds(limits.idleSeconds)
                            if connection.discarded >= limits.maxBytes {
                                done = true
                                break
                            }
                            continue
                        }
                        // 0: the client closed; an error other than "nothing now": the connection is gone.
                        done = got == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
                        break
                    }
                }
                if done || after >= connection.deadline || after >= connection.idleDeadline {
                    close(connection.socket)
                    count.subtract(1, ordering: .relaxed)
                } else {
                    kept.append(connection)
                }
            }
            held = kept
        }
        for connection in held {
            close(connection.socket)
            count.subtract(1, ordering: .relaxed)
        }
    }

    private static func takeAll(_ sockets: inout [Int32]) -> [Int32] {
        defer { sockets.removeAll() }
        return sockets
    }

    private static func nanoseconds(_ seconds: Int) -> UInt64 { UInt64(max(0, seconds)) * 1_000_000_000 }
}
