import Foundation
import ResponderService
import Synchronization
import Testing

@testable import ResponderServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What the echo handler reports about the request it received.
private struct Echo: Codable, Sendable {
    var method: String
    var path: String
    var query: [String: String]
    var bodyLength: Int
    var bodyChecksum: UInt64
    var contentType: String?
    var custom: String?
    var remote: String?
}

/// What the test rejection closure reports.
private struct Rejected: Codable, Sendable {
    var limit: Int
    var declaredLength: Int?
}

/// Counts handler calls across server threads.
private final class CallCounter: Sendable {
    private let count = Mutex(0)

    func increment() {
        count.withLock { $0 += 1 }
    }

    var value: Int {
        count.withLock { $0 }
    }
}

/// A position-dependent checksum, so reordered or lost bytes change it.
private func checksum(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
    }
    return hash
}

/// Deterministic test payload.
private func payload(_ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
}

/// Echoes the request as JSON; `/slow` sleeps a second first.
private func echoHandler(counter: CallCounter? = nil) -> @Sendable (HTTPRequest) -> HTTPResponse {
    { request in
        counter?.increment()
        if request.path == "/slow" {
            usleep(1_000_000)
        }
        let echo = Echo(
            method: request.method,
            path: request.path,
            query: request.query,
            bodyLength: request.body.count,
            bodyChecksum: checksum(request.body),
            contentType: request.header("Content-Type"),
            custom: request.header("x-CUSTOM"),
            remote: request.remoteAddress
        )
        let body = (try? JSONEncoder().encode(echo)).map { Array($0) } ?? []
        return HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: body)
    }
}

/// Answers every rejection with 413 and a JSON description.
private let rejectWith413: @Sendable (ServerRejection, RefusedRequest) -> HTTPResponse = { rejection, _ in
    switch rejection {
    case .bodyTooLarge(let limit, let declaredLength):
        let body = (try? JSONEncoder().encode(Rejected(limit: limit, declaredLength: declaredLength))) ?? Data()
        return HTTPResponse(status: 413, headers: [("Content-Type", "application/json")], body: Array(body))
    case .nulInTarget:
        return HTTPResponse(status: 400, headers: [("Content-Type", "text/plain")], body: Array("NUL".utf8))
    case .duplicateHeader(let name):
        return HTTPResponse(
            status: 400, headers: [("Content-Type", "text/plain"), ("Connection", "close")], body: Array(name.utf8))
    case .serverBusy(let seconds):
        return HTTPResponse(
            status: 503, headers: [("Content-Type", "text/plain"), ("Retry-After", String(seconds))],
            body: Array("busy".utf8))
    }
}

/// Starts an echo server on an ephemeral loopback port.
private func startServer(
    counter: CallCounter? = nil,
    _ configure: (inout ServerConfiguration) -> Void = { _ in }
) throws -> HTTPServer {
    var configuration = ServerConfiguration()
    configuration.port = 0
    configuration.threads = 2
    configuration.logRequests = false
    configuration.logErrors = false
    configuration.connectionTimeoutSeconds = 10
    configuration.shutdownGraceSeconds = 5
    configure(&configuration)
    let server = HTTPServer(
        configuration: configuration, handler: echoHandler(counter: counter), rejection: rejectWith413
    )
    try server.start()
    return server
}

private func decodeEcho(_ response: RawHTTPResponse) throws -> Echo {
    try JSONDecoder().decode(Echo.self, from: Data(response.body))
}

private func decodeRejected(_ response: RawHTTPResponse) throws -> Rejected {
    try JSONDecoder().decode(Rejected.self, from: Data(response.body))
}

@Suite struct ServerLiveTests {
    @Test func getReturnsHandlerResponseWithDecodedQueryAndHeaders() async throws {
        let server = try startServer()
        defer { server.stop() }
        let port = server.port
        let response = try await RawHTTPClient.onThread {
            try RawHTTPClient.exchange(
                port: port, "GET", "/v1/echo?pretty=true&name=a%20b&flag",
                headers: [("X-Custom", "first"), ("x-custom", "second")]
            )
        }
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.header("Date") != nil)
        let echo = try decodeEcho(response)
        #expect(echo.method == "GET")
        #expect(echo.path == "/v1/echo")
        #expect(echo.query == ["pretty": "true", "name": "a b", "flag": ""])
        #expect(echo.bodyLength == 0)
        #expect(echo.custom == "second")
        #expect(echo.remote == "127.0.0.1")
    }

    @Test(arguments: [
        "/v1/examples/%00x", "/v1/echo%00/more", "/v1/echo?name=a%00b", "/v1/echo?na%00me=x", "/%00",
    ])
    func percentEncodedNULInTheTargetIsRefusedBeforeRouting(_ target: String) async throws {
        let counter = CallCounter()
        let server = try startServer(counter: counter)
        defer { server.stop() }
        let port = server.port
        let (refused, next) = try await RawHTTPClient.onThread {
            let client = try RawHTTPClient(port: port, receiveTimeout: 5)
            try client.send(RawHTTPClient.head("GET", target))
            let refused = try client.readResponse()
            // Answered before routing, like any early answer: libmicrohttpd closes that connection. The next
            // connection is served as usual.
            let next = try RawHTTPClient(port: port, receiveTimeout: 5)
            try next.send(RawHTTPClient.head("GET", "/v1/echo?name=%2500"))
            return (refused, try next.readResponse())
        }
        #expect(refused.status == 400)
        #expect(String(decoding: refused.body, as: UTF8.self) == "NUL")
        #expect(next.status == 200)
        #expect(try decodeEcho(next).query == ["name": "%00"], "an encoded '%' followed by 00 is not a NUL")
        #expect(counter.value == 1)
    }

    @Test func postBodyReachesHandler() async throws {
        let server = try startServer()
        defer { server.stop() }
        let port = server.port
        let body = Array(#"{"hello":"world"}"#.utf8)
        let response = try await RawHTTPClient.onThread {
            try RawHTTPClient.exchange(
                port: port, "POST", "/v1/dispatch", headers: [("Content-Type", "application/json")], body: body
            )
        }
        #expect(response.status == 200)
        let echo = try decodeEcho(response)
        #expect(echo.method == "POST")
        #expect(echo.path == "/v1/dispatch")
        #expect(echo.bodyLength == body.count)
        #expect(echo.bodyChecksum == checksum(body))
        #expect(echo.contentType == "application/json")
    }

    @Test func largeBodySentInManySmallWritesIsReassembled() async throws {
        let server = try startServer()
        defer { server.stop() }
        let port = server.port
        let body = payload(600 * 1_024)
        let response = try await RawHTTPClient.onThread {
            let client = try RawHTTPClient(port: port)
            try client.send(RawHTTPClient.head("PUT", "/upload", headers: [("Content-Length", String(body.count))]))
            try client.send(body, inWritesOf: 4_096)
            return try client.readResponse()
        }
        #expect(response.status == 200)
        let echo = try decodeEcho(response)
        #expect(echo.bodyLength == body.count)
        #expect(echo.bodyChecksum == checksum(body))
    }

    @Test func chunkedRequestBodyIsDecoded() async throws {
        let server = try startServer()
        defer { server.stop() }
        let port = server.port
        let body = payload(10_000)
        let response = try await RawHTTPClient.onThread {
            let client = try RawHTTPClient(port: port)
            try client.send(RawHTTPClient.head("POST", "/chunked", headers: [("Transfer-Encoding", "chunked")]))
            try client.send(RawHTTPClient.chunked(body, chunkSize: 1_000), inWritesOf: 1_500, pause: 0.001)
            return try client.readResponse()
        }
        #expect(response.status == 200)
        let echo = try decodeEcho(response)
        #expect(echo.bodyLength == body.count)
        #expect(echo.bodyChecksum == checksum(body))
    }

    @Test func declaredBodyOverLimitIsRejectedBeforeBodyIsSent() async throws {
        let counter = CallCounter()
        let server = try startServer(counter: counter) { $0.maxBodyBytes = 1_024 }
        defer { server.stop() }
        let port = server.port
        let (plain, withExpect, closed) = try await RawHTTPClient.onThread {
            // No body byte is ever sent: the answer must come from the headers alone. The declared body is larger
            // than lingering would read (16 MiB), and the second client asks `Expect: 100-continue`.
            let client = try RawHTTPClient(port: port, receiveTimeout: 5)
            try client.send(RawHTTPClient.head("POST", "/v1/dispatch", headers: [("Content-Length", "20000000")]))
            let plain = try client.readResponse()
            let closed = client.waitForClose()
            let expecting = try RawHTTPClient(port: port, receiveTimeout: 5)
            try expecting.send(
                RawHTTPClient.head(
                    "POST", "/v1/dispatch", headers: [("Content-Length", "2048"), ("Expect", "100-continue")]
                )
            )
            return (plain, try expecting.readResponse(), closed)
        }
        #expect(plain.status == 413)
        let rejected = try decodeRejected(plain)
        #expect(rejected.limit == 1_024)
        #expect(rejected.declaredLength == 20_000_000)
        #expect(closed, "libmicrohttpd closes a connection whose body it did not read")
        #expect(withExpect.status == 413)
        #expect(withExpect.interimStatuses.isEmpty, "no 100 Continue before the rejection")
        #expect(try decodeRejected(withExpect).declaredLength == 2_048)
        #expect(counter.value == 0)
    }

    @Test func declaredBodyOverLimitIsAnsweredAtOnceAndItsBodyReadOutAfter() async throws {
        let counter = CallCounter()
        let server = try startServer(counter: counter) { $0.maxBodyBytes = 1_024 }
        defer { server.stop() }
        let port = server.port
        let (early, refusal) = try await RawHTTPClient.onThread {
            // A client that waits for the answer after the headers gets it before sending any body byte.
            let waiting = try RawHTTPClient(port: port, receiveTimeout: 2)
            try waiting.send(RawHTTPClient.head("POST", "/v1/dispatch", headers: [("Content-Length", "200000")]))
            let early = try waiting.readResponse()
            // Like Python's http.client: headers and the whole body first, then read. The answer is already sent,
            // and the body is read out after it (lingering close), so the writes are not reset and the answer is read.
            let client = try RawHTTPClient(port: port, receiveTimeout: 5)
            try client.send(RawHTTPClient.head("POST", "/v1/dispatch", headers: [("Content-Length", "200000")]))
            try client.send(payload(100_000))
            try client.send(payload(100_000))
            return (early, try client.readResponse())
        }
        #expect(early.status == 413)
        #expect(refusal.status == 413)
        #expect(try decodeRejected(refusal).declaredLength == 200_000)
        #expect(counter.value == 0)
    }

    @Test func lingeringStopsAtItsByteBound() async throws {
        let server = try startServer {
            $0.maxBodyBytes = 1_024
            $0.lingering.maxBytes = 8_192
        }
        defer { server.stop() }
        let port = server.port
        let (closed, answer) = try await RawHTTPClient.onThread {
            let client = try RawHTTPClient(port: port, receiveTimeout: 5)
            try client.send(RawHTTPClient.head("POST", "/chunked", headers: [("Transfer-Encoding", "chunked")]))
            // 12 KiB of chunks and no last chunk: once 8 KiB past the limit were discarded, the connection is closed.
            var chunks = RawHTTPClient.chunked(payload(12_288), chunkSize: 512)
            chunks.removeLast(5)  // "0\r\n\r\n"
            try client.send(chunks)
            let closed = client.waitForClose()
            return (closed, try? client.readResponse())
        }
        #expect(closed, "past the lingering bound the connection is closed")
        #expect(answer == nil, "libmicrohttpd cannot answer in the middle of a body")
    }

    @Test func chunkedBodyCrossingLimitIsRejected() async throws {
        let counter = CallCounter()
        let server = try startServer(counter: counter) { $0.maxBodyBytes = 1_024 }
        defer { server.stop() }
        let port = server.port
        let (overLimit, atLimit) = try await RawHTTPClient.onThread {
            let client = try RawHTTPClient(port: port)
            try client.send(RawHTTPClient.head("POST", "/chunked", headers: [("Transfer-Encoding", "chunked")]))
            try client.send(RawHTTPClient.chunked(payload(4_096), chunkSize: 512))
            let overLimit = try client.readResponse()
            let second = try RawHTTPClient(port: port)
            try second.send(RawHTTPClient.head("POST", "/chunked", headers: [("Transfer-Encoding", "chunked")]))
            try second.send(RawHTTPClient.chunked(payload(1_024), chunkSize: 300))
            return (overLimit, try second.readResponse())
        }
        #expect(overLimit.status == 413)
        let rejected = try decodeRejected(overLimit)
        #expect(rejected.limit == 1_024)
        #expect(rejected.declaredLength == nil)
        #expect(atLimit.status == 200)
        #expect(try decodeEcho(atLimit).bodyLength == 1_024)
        #expect(counter.value == 1)
    }

    @Test func headersSentByteByByteAreParsed() async throws {
        let server = try startServer()
        defer { server.stop() }
        let port = server.port
        let response = try await RawHTTPClient.onThread {
            let client = try RawHTTPClient(port: port)
            try client.sendByteByByte(
                RawHTTPClient.head("GET", "/slowly?x=1", headers: [("X-Custom", "drip")]), delay: 0.004
            )
            return try client.readResponse()
        }
        #expect(response.status == 200)
        let echo = try decodeEcho(response)
        #expect(echo.path == "/slowly")
        #expect(echo.query == ["x": "1"])
        #expect(echo.custom == "drip")
    }

    @Test func fiftyConcurrentClientsAllSucceed() async throws {
        let server = try startServer { $0.threads = 4 }
        defer { server.stop() }
        let port = server.port
        let results = try await withThrowingTaskGroup(of: [Bool].self) { group in
            for client in 0..<50 {
                group.addTask {
                    try await RawHTTPClient.onThread {
                        // Four requests per keep-alive connection.
                        let connection = try RawHTTPClient(port: port)
                        var outcomes: [Bool] = []
                        for request in 0..<4 {
                            let body = payload(100 + client * 10 + request)
                            let head = RawHTTPClient.head(
                                "POST", "/client/\(client)?request=\(request)",
                                headers: [("Content-Length", String(body.count))]
                            )
                            try connection.send(Array(head.utf8) + body)
                            let response = try connection.readResponse()
                            let echo = try decodeEcho(response)
                            outcomes.append(
                                response.status == 200 && echo.path == "/client/\(client)"
                                    && echo.query["request"] == String(request)
                                    && echo.bodyChecksum == checksum(body)
                            )
                        }
                        return outcomes
                    }
                }
            }
            var all: [Bool] = []
            for try await outcomes in group {
                all += outcomes
            }
            return all
        }
        #expect(results.count == 200)
        #expect(results.allSatisfy { $0 })
    }

    @Test func connectionOverThePerAddressLimitWaitsForOneToClose() async throws {
        let counter = CallCounter()
        let server = try startServer(counter: counter) {
            $0.perIPConnectionLimit = 2
            $0.perIPConnectionWaitMilliseconds = 3_000
        }
        defer { server.stop() }
        let port = server.port
        let (handledWhileFull, third, waited) = try await RawHTTPClient.onThread {
            var first: RawHTTPClient? = try RawHTTPClient(port: port)
            let second = try RawHTTPClient(port: port)
            for client in [first!, second] {
                try client.send(RawHTTPClient.head("GET", "/open"))
                _ = try client.readResponse()
            }
            let third = try RawHTTPClient(port: port, receiveTimeout: 5)
            try third.send(RawHTTPClient.head("GET", "/third"))
            usleep(400_000)
            let handledWhileFull = counter.value
            let start = DispatchTime.now().uptimeNanoseconds
            first = nil  // Closing one of the two makes room for the third.
            let response = try third.readResponse()
            let waited = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            withExtendedLifetime(second) {}
            return (handledWhileFull, response, waited)
        }
        #expect(handledWhileFull == 2, "the third connection is held, not answered, while two are open")
        #expect(third.status == 200)
        #expect(try decodeEcho(third).path == "/third")
        #expect(waited < 2.5, "answered \(waited) s after the first connection closed")
    }

    @Test func connectionOverThePerAddressLimitIsClosedWhenNoneCloses() async throws {
        let counter = CallCounter()
        let server = try startServer(counter: counter) {
            $0.perIPConnectionLimit = 1
            $0.perIPConnectionWaitMilliseconds = 300
        }
        defer { server.stop() }
        let port = server.port
        let (closed, elapsed, stillServed) = try await RawHTTPClient.onThread {
            let first = try RawHTTPClient(port: port)
            try first.send(RawHTTPClient.head("GET", "/open"))
            _ = try first.readResponse()
            let second = try RawHTTPClient(port: port, receiveTimeout: 5)
            let start = DispatchTime.now().uptimeNanoseconds
            try second.send(RawHTTPClient.head("GET", "/second"))
            let closed = second.waitForClose()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            try first.send(RawHTTPClient.head("GET", "/again"))
            return (closed, elapsed, try first.readResponse().status)
        }
        #expect(closed)
        #expect(elapsed >= 0.25 && elapsed < 4, "closed after \(elapsed) s (the wait is 0.3 s)")
        #expect(counter.value == 2, "the second connection was never answered")
        #expect(stillServed == 200)
    }

    @Test func idleConnectionIsClosedAfterTimeout() async throws {
        let server = try startServer { $0.connectionTimeoutSeconds = 1 }
        defer { server.stop() }
        let port = server.port
        let (closed, elapsed) = try await RawHTTPClient.onThread {
            let client = try RawHTTPClient(port: port, receiveTimeout: 5)
            let start = DispatchTime.now().uptimeNanoseconds
            let closed = client.waitForClose()
            return (closed, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        #expect(closed)
        #expect(elapsed >= 0.8 && elapsed < 4, "closed after \(elapsed) s")
    }

    @Test func stopAnswersInFlightRequestThenRefusesConnections() async throws {
        let server = try startServer()
        let port = server.port
        async let slow = RawHTTPClient.onThread {
            try RawHTTPClient.exchange(port: port, "GET", "/slow")
        }
        try await Task.sleep(for: .milliseconds(300))
        let stopSeconds = try await RawHTTPClient.onThread {
            let start = DispatchTime.now().uptimeNanoseconds
            server.stop()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        let response = try await slow
        #expect(response.status == 200)
        #expect(response.header("Connection")?.lowercased() == "close")
        #expect(try decodeEcho(response).path == "/slow")
        #expect(stopSeconds < 4, "stop took \(stopSeconds) s")
        #expect(throws: RawHTTPClientError.self) { try RawHTTPClient(port: port) }
        server.stop()  // Idempotent.
    }

    @Test func portZeroReportsBoundPort() async throws {
        let server = try startServer()
        defer { server.stop() }
        let port = server.port
        #expect(port > 0 && port != 8080)
        let response = try await RawHTTPClient.onThread { try RawHTTPClient.exchange(port: port, "GET", "/") }
        #expect(response.status == 200)
    }

    @Test func startFailsWithClearErrorWhenPortIsTaken() throws {
        let first = try startServer()
        defer { first.stop() }
        var configuration = ServerConfiguration()
        configuration.port = first.port
        configuration.logRequests = false
        let second = HTTPServer(configuration: configuration, handler: echoHandler(), rejection: rejectWith413)
        let error = try #require(throws: HTTPServerError.self) { try second.start() }
        #expect(error.kind == .cannotStart)
        #expect(error.message == "cannot bind 127.0.0.1:\(first.port): Address already in use")
        #expect(error.systemError == EADDRINUSE)
        second.stop()  // Harmless on a server that never started.
    }

    @Test func invalidHostIsReportedAsConfigurationError() throws {
        var configuration = ServerConfiguration()
        configuration.host = "not-an-address"
        configuration.port = 0
        let server = HTTPServer(configuration: configuration, handler: echoHandler(), rejection: rejectWith413)
        let error = try #require(throws: HTTPServerError.self) { try server.start() }
        #expect(error.kind == .invalidConfiguration)
        #expect(error.message.contains("not-an-address"))
    }

    @Test func startTwiceFailsAndRestartAfterStopWorks() async throws {
        let server = try startServer()
        #expect(throws: HTTPServerError.self) { try server.start() }
        server.stop()
        try server.start()
        defer { server.stop() }
        let port = server.port
        let response = try await RawHTTPClient.onThread { try RawHTTPClient.exchange(port: port, "GET", "/again") }
        #expect(response.status == 200)
    }

    @Test func ipv6LoopbackIsSupported() async throws {
        let server: HTTPServer
        do {
            server = try startServer { $0.host = "::1" }
        } catch {
            return  // No IPv6 loopback in this environment.
        }
        defer { server.stop() }
        let port = server.port
        let status = try await RawHTTPClient.onThread { () throws -> Int in
            let fd = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(fd) }
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = UInt16(port).bigEndian
            inet_pton(AF_INET6, "::1", &address.sin6_addr)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
            guard connected == 0 else { throw RawHTTPClientError.system("connect") }
            let request = Array(RawHTTPClient.head("GET", "/v6", headers: [("Connection", "close")]).utf8)
            _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            var reply = [UInt8](repeating: 0, count: 4_096)
            let count = reply.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            let text = String(decoding: reply.prefix(max(0, count)), as: UTF8.self)
            return Int(text.split(separator: " ").dropFirst().first ?? "") ?? -1
        }
        #expect(status == 200)
    }

    @Test func runUntilSignalStopsOnSIGTERM() async throws {
        let server = try startServer()
        let port = server.port
        let runner = Mutex<pthread_t?>(nil)
        async let finished: Bool = RawHTTPClient.onThread {
            // Block SIGTERM on this thread first so the thread-directed signal below can only be collected by
            // sigwait, never delivered with its default (fatal) action.
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGTERM)
            pthread_sigmask(SIG_BLOCK, &signals, nil)
            runner.withLock { $0 = pthread_self() }
            server.runUntilSignal()
            return true
        }
        var thread: pthread_t?
        while thread == nil {
            try await Task.sleep(for: .milliseconds(10))
            thread = runner.withLock { $0 }
        }
        try await Task.sleep(for: .milliseconds(50))
        pthread_kill(thread!, SIGTERM)
        #expect(try await finished)
        #expect(throws: RawHTTPClientError.self) { try RawHTTPClient(port: port) }
    }

    @Test func requestLogLineIsOneLineOfJSON() throws {
        let entry = RequestLog.Entry(
            method: "POST", path: "/v1/\"quoted\"\n", status: 200, durationNanoseconds: 420_000, bytesIn: 1_234,
            bytesOut: 5_678, remote: "127.0.0.1"
        )
        let line = String(decoding: RequestLog.line(for: entry), as: UTF8.self)
        #expect(line.hasSuffix("\n"))
        #expect(line.dropLast().contains("\n") == false)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        )
        #expect(object["method"] as? String == "POST")
        #expect(object["path"] as? String == "/v1/\"quoted\"\n")
        #expect(object["status"] as? Int == 200)
        #expect(object["ms"] as? Double == 0.42)
        #expect(object["bytesIn"] as? Int == 1_234)
        #expect(object["bytesOut"] as? Int == 5_678)
        #expect(object["remote"] as? String == "127.0.0.1")
        let timestamp = try #require(object["ts"] as? String)
        #expect(timestamp.count == 24 && timestamp.hasSuffix("Z"))
    }

    /// The line's bytes, spelled out for fixed times: zero-padded fields, milliseconds with three decimals, the
    /// quoted and escaped strings, `null` for an unknown remote address.
    @Test(arguments: [
        (
            RequestLog.Entry(
                method: "POST", path: "/v1/\"quoted\"\n", status: 200, durationNanoseconds: 420_000, bytesIn: 1_234,
                bytesOut: 5_678, remote: "127.0.0.1"),
            timespec(tv_sec: 1_738_324_800, tv_nsec: 123_456_789),
            #"{"ts":"2025-01-31T12:00:00.123Z","method":"POST","path":"/v1/\"quoted\"\n","status":200,"ms":0.420,"#
                + #""bytesIn":1234,"bytesOut":5678,"remote":"127.0.0.1"}"# + "\n"
        ),
        (
            RequestLog.Entry(
                method: "GET", path: "/healthz", status: 503, durationNanoseconds: 1_234_005_999, bytesIn: 0,
                bytesOut: 0, remote: nil),
            timespec(tv_sec: 946_684_799, tv_nsec: 7_000_000),
            #"{"ts":"1999-12-31T23:59:59.007Z","method":"GET","path":"/healthz","status":503,"ms":1234.005,"#
                + #""bytesIn":0,"bytesOut":0,"remote":null}"# + "\n"
        ),
    ])
    func requestLogLineIsSpelledExactly(entry: RequestLog.Entry, now: timespec, expected: String) {
        #expect(String(decoding: RequestLog.line(for: entry, now: now), as: UTF8.self) == expected)
    }
}
