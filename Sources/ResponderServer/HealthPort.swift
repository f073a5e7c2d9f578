import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A listening socket of its own for the liveness and readiness probes (`--health-port`), answered on a thread of
/// its own, so that they answer within a second whatever the main port is going through.
///
/// ```
///   main port   ── ConnectionAcceptor ──▶ libmicrohttpd ──▶ the service        (connection limits, deadlines, …)
///   health port ── this thread: accept, read one request line, answer, close   (nothing shared with the above)
///       GET /healthz  200 {"status":"ok"}          the process is up and its threads run: liveness
///       GET /readyz   200 {"status":"ok"}, or 503 {"status":"draining"} from the moment shutdown begins: readiness
/// ```
///
/// On the main port a probe is one more client: 1,150 connections that each send a header byte every 2.5 s, or
/// 1,024 idle keep-alive connections, once left `/healthz` there unanswered, and a liveness probe that fails restarts
/// a pod that was only being attacked. Here a probe waits for nobody: at most ``maxClients`` connections are read at
/// once (the oldest is closed for a new one), each for at most a second.
///
/// It is `Sendable` without exceptions: every stored property is an immutable `Sendable` value, an `Atomic` or a
/// `Mutex`.
final class HealthPort: Sendable {
    /// The most connections read at once.
    static let maxClients = 64
    /// How long one connection has to send its request line.
    static let clientNanoseconds: UInt64 = 1_000_000_000

    /// The listening socket (non-blocking).
    let listenSocket: Int32
    /// The bound port.
    let port: Int
    /// False from the moment shutdown begins: `/readyz` answers 503.
    let ready = Atomic<Bool>(true)
    private let stopping = Atomic<Bool>(false)
    private let wakePipe: (read: Int32, write: Int32)
    private let thread = Mutex<pthread_t?>(nil)

    /// Binds and listens on `address`.
    ///
    /// - Throws: ``HTTPServerError`` of kind `cannotStart` (for example the port is taken).
    init(address: SocketAddress) throws(HTTPServerError) {
        let listening = try ConnectionAcceptor.listen(on: address)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            close(listening.socket)
            throw HTTPServerError(kind: .cannotStart, message: "cannot create a pipe for the health port")
        }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        listenSocket = listening.socket
        port = listening.port
        wakePipe = (ends[0], ends[1])
    }

    /// Starts the thread.
    func start() throws(HTTPServerError) {
        switch startServerThread({ self.run() }) {
        case .success(let created):
            thread.withLock { $0 = created }
        case .failure(let error):
            throw HTTPServerError(
                kind: .cannotStart, message: "cannot start the health port's thread: \(error.reason)",
                systemError: error.code)
        }
    }

    /// Stops the thread and closes the listening socket.
    func stop() {
        guard !stopping.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
        if let running = thread.withLock({ $0.take() }) { pthread_join(running, nil) }
        close(listenSocket)
        close(wakePipe.read)
        close(wakePipe.write)
    }

    /// What a request line gets: the status line and body, by its method and path.
    static func answer(to requestLine: String, ready: Bool) -> (status: String, body: String) {
        let words = requestLine.split(separator: " ", maxSplits: 2)
        let path = words.count > 1 ? words[1].split(separator: "?", maxSplits: 1).first.map(String.init) ?? "" : ""
        guard words.first == "GET" || words.first == "HEAD" else {
            return ("405 Method Not Allowed", #"{"status":"method-not-allowed"}"#)
        }
        switch path {
        case "/healthz": return ("200 OK", #"{"status":"ok"}"#)
        case "/readyz":
            return ready ? ("200 OK", #"{"status":"ok"}"#) : ("503 Service Unavailable", #"{"status":"draining"}"#)
        default: return ("404 Not Found", #"{"status":"not-found"}"#)
        }
    }

    // MARK: - The thread

    private struct Client {
        var socket: Int32
        var received: [UInt8] = []
        var deadline: UInt64
    }

    private func run() {
        var clients: [Client] = []
        var buffer = [UInt8](repeating: 0, count: 1_024)
        while !stopping.load(ordering: .acquiring) {
            var descriptors = [
                pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0),
                pollfd(fd: listenSocket, events: Int16(POLLIN), revents: 0),
            ]
            descriptors += clients.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
            let now = RequestLog.monotonicNanoseconds()
            let next = clients.map(\.deadline).min()
            let timeout = next.map { Int32(clamping: (($0 > now ? $0 - now : 0) + 999_999) / 1_000_000) } ?? -1
            if poll(&descriptors, nfds_t(descriptors.count), timeout) < 0 && errno != EINTR {
                usleep(10_000)
                continue
            }
            let after = RequestLog.monotonicNanoseconds()
            var kept: [Client] = []
            for (index, var client) in clients.enumerated() {
                var finished = after >= client.deadline
                if descriptors[index + 2].revents != 0 {
                    let got = buffer.withUnsafeMutableBytes { recv(client.socket, $0.baseAddress, $0.count, 0) }
                    if got > 0 {
                        client.received += buffer[0..<got]
                        if let end = client.received.firstIndex(of: UInt8(ascii: "\n")) {
                            respond(to: client.socket, line: client.received[..<end])
                            finished = true
                        } else if client.received.count >= 4_096 {
                            finished = true
                        }
                    } else if got == 0 || (errno != EAGAIN && errno != EINTR) {
                        finished = true
                    }
                }
                if finished { close(client.socket) } else { kept.append(client) }
            }
            clients = kept
            if descriptors[1].revents != 0 {
                while true {
                    let socket = accept(listenSocket, nil, nil)
                    guard socket >= 0 else { break }
                    _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
                    if clients.count >= Self.maxClients {
                        close(clients.removeFirst().socket)
                    }
                    clients.append(Client(socket: socket, deadline: after + Self.clientNanoseconds))
                }
            }
            if descriptors[0].revents != 0 {
                var bytes = (UInt64(0), UInt64(0))
                while read(wakePipe.read, &bytes, MemoryLayout.size(ofValue: bytes)) > 0 {}
            }
        }
        for client in clients { close(client.socket) }
    }

    /// Writes the answer to one request line (a probe's answer is a few dozen bytes: one `send` takes it whole).
    private func respond(to socket: Int32, line: ArraySlice<UInt8>) {
        let text = String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        let (status, body) = Self.answer(to: text, ready: ready.load(ordering: .acquiring))
        let head = text.hasPrefix("HEAD ")
        let response =
            "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n" + (head ? "" : body)
        _ = Array(response.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
