import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A parsed HTTP response as ``RawHTTPClient`` read it off the wire.
struct RawHTTPResponse: Sendable {
    /// The status code, for example `200`.
    var status: Int
    /// The status codes of interim `1xx` responses that preceded this one, for example `[100]`.
    var interimStatuses: [Int]
    /// The headers in arrival order, names as sent.
    var headers: [(name: String, value: String)]
    /// The body, de-chunked when the server used chunked encoding.
    var body: [UInt8]

    /// The body decoded as UTF-8.
    var text: String {
        String(decoding: body, as: UTF8.self)
    }

    /// Looks up a header by name, ignoring case.
    ///
    /// - Parameter name: The header name.
    /// - Returns: The last value sent for that name, or `nil`.
    func header(_ name: String) -> String? {
        headers.last { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// Why ``RawHTTPClient`` failed.
struct RawHTTPClientError: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String

    /// Creates an error from the current `errno`.
    ///
    /// - Parameter operation: The failed call, for example `"connect"`.
    /// - Returns: The error.
    static func system(_ operation: String) -> RawHTTPClientError {
        let code = errno
        return RawHTTPClientError(description: "\(operation) failed: \(String(cString: strerror(code))) (\(code))")
    }
}

/// A tiny blocking HTTP/1.1 client over a plain TCP socket, written for tests.
///
/// It sends exactly the bytes it is given (so tests can send malformed, chunked, slow or partial requests) and reads
/// complete responses, honouring `Content-Length`, chunked encoding or connection close. Every read has a receive
/// timeout so a misbehaving server fails a test instead of hanging it.
final class RawHTTPClient {
    /// The connected socket.
    private let socketFD: Int32
    /// Bytes received but not yet consumed by a parsed response.
    private var pending: [UInt8] = []

    /// Connects to a server.
    ///
    /// - Parameters:
    ///   - host: A numeric IPv4 address.
    ///   - port: The TCP port.
    ///   - receiveTimeout: Seconds a single `recv` may block before the read fails.
    /// - Throws: ``RawHTTPClientError`` when the socket cannot connect.
    init(host: String = "127.0.0.1", port: Int, receiveTimeout: Double = 10) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else {
            throw RawHTTPClientError.system("socket")
        }
        var timeout = timeval(
            tv_sec: Int(receiveTimeout), tv_usec: Int((receiveTimeout - receiveTimeout.rounded(.down)) * 1_000_000)
        )
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var noDelay: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let error = RawHTTPClientError.system("connect")
            close(fd)
            throw error
        }
        self.socketFD = fd
    }

    deinit {
        close(socketFD)
    }

    /// Sends bytes, all of them, in as many `send` calls as the kernel needs.
    ///
    /// - Parameter bytes: What to send.
    /// - Throws: ``RawHTTPClientError`` when the socket fails (for example because the server closed it).
    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { raw in
                Glibc.send(socketFD, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 {
                if errno == EINTR { continue }
                throw RawHTTPClientError.system("send")
            }
            offset += sent
        }
    }

    /// Sends text as UTF-8.
    ///
    /// - Parameter text: What to send.
    /// - Throws: ``RawHTTPClientError`` when the socket fails.
    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Sends bytes in separate writes of at most `chunkSize` bytes, optionally pausing between them.
    ///
    /// - Parameters:
    ///   - bytes: What to send.
    ///   - chunkSize: The largest single write.
    ///   - pause: Seconds to sleep between writes.
    /// - Throws: ``RawHTTPClientError`` when the socket fails.
    func send(_ bytes: [UInt8], inWritesOf chunkSize: Int, pause: Double = 0) throws {
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + chunkSize, bytes.count)
            try send(Array(bytes[offset..<end]))
            offset = end
            if pause > 0 && offset < bytes.count {
                usleep(UInt32(pause * 1_000_000))
            }
        }
    }

    /// Sends text one byte per write, sleeping between bytes.
    ///
    /// - Parameters:
    ///   - text: What to send.
    ///   - delay: Seconds to sleep after each byte.
    /// - Throws: ``RawHTTPClientError`` when the socket fails.
    func sendByteByByte(_ text: String, delay: Double) throws {
        try send(Array(text.utf8), inWritesOf: 1, pause: delay)
    }

    /// Reads one complete response, skipping (but recording) interim `1xx` responses.
    ///
    /// - Returns: The parsed response.
    /// - Throws: ``RawHTTPClientError`` on a timeout, a malformed response or a connection closed too early.
    func readResponse() throws -> RawHTTPResponse {
        var interim: [Int] = []
        while true {
            let head = try readHead()
            if (100...199).contains(head.status) {
                interim.append(head.status)
                continue
            }
            let body = try readBody(for: head)
            return RawHTTPResponse(status: head.status, interimStatuses: interim, headers: head.headers, body: body)
        }
    }

    /// Waits for the server to close the connection.
    ///
    /// Any bytes that arrive first are kept for a later ``readResponse()``.
    ///
    /// - Returns: `true` when the server closed or reset the connection; `false` when the receive timeout passed.
    func waitForClose() -> Bool {
        while true {
            switch receiveSome() {
            case .data: continue
            case .closed: return true
            case .timedOut: return false
            }
        }
    }

    /// Encodes a body with `Transfer-Encoding: chunked`, including the terminating zero-length chunk.
    ///
    /// - Parameters:
    ///   - body: The payload.
    ///   - chunkSize: The payload size of each chunk.
    /// - Returns: The encoded bytes.
    static func chunked(_ body: [UInt8], chunkSize: Int) -> [UInt8] {
        var encoded: [UInt8] = []
        var offset = 0
        while offset < body.count {
            let end = min(offset + chunkSize, body.count)
            encoded += Array("\(String(end - offset, radix: 16))\r\n".utf8)
            encoded += body[offset..<end]
            encoded += Array("\r\n".utf8)
            offset = end
        }
        encoded += Array("0\r\n\r\n".utf8)
        return encoded
    }

    /// Builds the text of a request head, ending with the blank line.
    ///
    /// - Parameters:
    ///   - method: The method.
    ///   - target: The request target, for example `"/echo?x=1"`.
    ///   - headers: Extra headers in order; `Host` is always sent first.
    /// - Returns: The request line and headers.
    static func head(_ method: String, _ target: String, headers: [(String, String)] = []) -> String {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: localhost\r\n"
        for (name, value) in headers {
            text += "\(name): \(value)\r\n"
        }
        return text + "\r\n"
    }

    /// Opens a connection, sends one request with an optional body and reads the response.
    ///
    /// - Parameters:
    ///   - port: The server's port.
    ///   - method: The method.
    ///   - target: The request target.
    ///   - headers: Extra headers; `Content-Length` is added when `body` is not empty.
    ///   - body: The body.
    /// - Returns: The response.
    /// - Throws: ``RawHTTPClientError`` when the exchange fails.
    static func exchange(
        port: Int,
        _ method: String,
        _ target: String,
        headers: [(String, String)] = [],
        body: [UInt8] = []
    ) throws -> RawHTTPResponse {
        let client = try RawHTTPClient(port: port)
        var allHeaders = headers
        if !body.isEmpty {
            allHeaders.append(("Content-Length", String(body.count)))
        }
        try client.send(Array(head(method, target, headers: allHeaders).utf8) + body)
        return try client.readResponse()
    }

    /// Runs blocking work on a dedicated thread so it does not occupy one of Swift concurrency's few pool threads.
    ///
    /// - Parameter body: The blocking work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try body() })
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    // MARK: - Reading

    /// The status line and headers of one response.
    private struct Head {
        var status: Int
        var headers: [(name: String, value: String)]
    }

    /// The outcome of one `recv`.
    private enum Receive {
        case data
        case closed
        case timedOut
    }

    /// Receives whatever is available into `pending`.
    ///
    /// - Returns: Whether data arrived, the peer closed (or reset) the connection, or the timeout passed.
    private func receiveSome() -> Receive {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socketFD, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                pending += chunk[0..<count]
                return .data
            }
            if count == 0 {
                return .closed
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .timedOut
            default: return .closed
            }
        }
    }

    /// Receives until `pending` holds at least `count` bytes.
    ///
    /// - Parameter count: The number of bytes needed.
    /// - Throws: ``RawHTTPClientError`` on a timeout or an early close.
    private func fill(_ count: Int) throws {
        while pending.count < count {
            switch receiveSome() {
            case .data: continue
            case .closed: throw RawHTTPClientError(description: "connection closed after \(pending.count) bytes")
            case .timedOut: throw RawHTTPClientError(description: "timed out after \(pending.count) bytes")
            }
        }
    }

    /// Consumes the first `count` bytes of `pending`.
    ///
    /// - Parameter count: How many bytes to take.
    /// - Returns: The bytes.
    private func take(_ count: Int) -> [UInt8] {
        let taken = Array(pending[0..<count])
        pending.removeFirst(count)
        return taken
    }

    /// Reads through the next CRLF and returns the line without it.
    ///
    /// - Returns: The line.
    /// - Throws: ``RawHTTPClientError`` on a timeout or an early close.
    private func readLine() throws -> String {
        while true {
            if let index = pending.indices.dropLast().first(where: { pending[$0] == 13 && pending[$0 + 1] == 10 }) {
                let line = take(index)
                pending.removeFirst(2)
                return String(decoding: line, as: UTF8.self)
            }
            try fill(pending.count + 1)
        }
    }

    /// Reads a status line and headers.
    ///
    /// - Returns: The parsed head.
    /// - Throws: ``RawHTTPClientError`` on a malformed status line, a timeout or an early close.
    private func readHead() throws -> Head {
        let statusLine = try readLine()
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), let status = Int(parts[1]) else {
            throw RawHTTPClientError(description: "malformed status line: \(statusLine)")
        }
        var headers: [(name: String, value: String)] = []
        while true {
            let line = try readLine()
            if line.isEmpty {
                break
            }
            guard let colon = line.firstIndex(of: ":") else {
                throw RawHTTPClientError(description: "malformed header line: \(line)")
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers.append((name: String(line[..<colon]), value: value))
        }
        return Head(status: status, headers: headers)
    }

    /// Reads the body that follows a head.
    ///
    /// - Parameter head: The response head.
    /// - Returns: The body.
    /// - Throws: ``RawHTTPClientError`` on malformed chunking, a timeout or an early close.
    private func readBody(for head: Head) throws -> [UInt8] {
        func value(_ name: String) -> String? {
            head.headers.last { $0.name.lowercased() == name }?.value
        }
        if head.status == 204 || head.status == 304 {
            return []
        }
        if value("transfer-encoding")?.lowercased().contains("chunked") == true {
            var body: [UInt8] = []
            while true {
                let sizeLine = try readLine()
                let sizeText = sizeLine.split(separator: ";").first.map(String.init) ?? ""
                guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
                    throw RawHTTPClientError(description: "malformed chunk size: \(sizeLine)")
                }
                if size == 0 {
                    while try !readLine().isEmpty {}
                    return body
                }
                try fill(size + 2)
                body += take(size)
                pending.removeFirst(2)
            }
        }
        if let lengthText = value("content-length") {
            guard let length = Int(lengthText) else {
                throw RawHTTPClientError(description: "malformed Content-Length: \(lengthText)")
            }
            try fill(length)
            return take(length)
        }
        while true {
            switch receiveSome() {
            case .data: continue
            case .closed: return take(pending.count)
            case .timedOut: throw RawHTTPClientError(description: "timed out reading a close-delimited body")
            }
        }
    }
}
