import Foundation
import ResponderService
import Testing

@testable import ResponderModel
@testable import ResponderServer

/// One hostile request over real HTTP, the status and problem it must get, and a health check after it.
struct HostileRequest: Sendable, CustomTestStringConvertible {
    var name: String
    var method = "POST"
    var path = "/v1/dispatch"
    var headers: [(String, String)] = []
    var body: @Sendable () -> [UInt8]
    var status: Int
    var slug: String
    var pointer: String?
    var testDescription: String { name }
}

private let small = #"{"scenes": [{"windows": [{"id": "w", "subviews": [{"id": "a"}]}]}]}"#

private func dispatch(app: String = small, event: String = #"{"type": "motion"}"#) -> @Sendable () -> [UInt8] {
    let text = #"{"app": \#(app), "event": \#(event)}"#
    return { Array(text.utf8) }
}

@Suite struct BadInputCatalogueLiveTests {
    static let server: HTTPServer = {
        var configuration = ServiceConfiguration()
        configuration.server.port = 0
        configuration.server.threads = 2
        configuration.server.logRequests = false
        configuration.limits.maxBodyBytes = 16 << 20
        // Bodies of up to 16 MiB may be answered as large (a 10 MB title is echoed back).
        configuration.limits.maxAnswerBytes = 32 << 20
        let server = buildService(configuration)
        try! server.start()
        return server
    }()

    static let cases: [HostileRequest] = [
        HostileRequest(name: "empty body", body: { [] }, status: 400, slug: "invalid-request", pointer: ""),
        HostileRequest(
            name: "truncated JSON", body: { Array(#"{"app": {"scenes": [{"win"#.utf8) }, status: 400,
            slug: "malformed-json", pointer: ""),
        HostileRequest(
            name: "invalid UTF-8", body: { Array(#"{"title": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8) },
            status: 400, slug: "malformed-json", pointer: ""),
        HostileRequest(
            name: "NaN literal", body: dispatch(event: #"{"type": "touch", "point": {"x": NaN, "y": 0}}"#),
            status: 400, slug: "malformed-json", pointer: ""),
        HostileRequest(
            name: "Infinity literal", body: dispatch(event: #"{"type": "touch", "point": {"x": Infinity, "y": 0}}"#),
            status: 400, slug: "malformed-json", pointer: ""),
        HostileRequest(
            name: "number out of range", body: dispatch(event: #"{"type": "touch", "point": {"x": -1e309, "y": 0}}"#),
            status: 400, slug: "malformed-json", pointer: ""),
        HostileRequest(
            name: "integer out of range",
            body: dispatch(
                app:
                    #"{"scenes": [{"windows": [{"subviews": [{"gestureRecognizers": [{"type": "tap", "numberOfTapsRequired": 99999999999999999999}]}]}]}]}"#
            ),
            status: 400, slug: "invalid-request",
            pointer: "/app/scenes/0/windows/0/subviews/0/gestureRecognizers/0/numberOfTapsRequired"),
        HostileRequest(
            name: "1,000,000-deep arrays", body: { Array(repeating: UInt8(ascii: "["), count: 1_000_000) },
            status: 413, slug: "too-deep"),
        HostileRequest(
            name: "10 MB string",
            body: {
                Array(#"{"title": ""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: 10_000_000)
                    + Array(#"", "app": {"scenes": []}, "event": {"type": "motion"}}"#.utf8)
            }, status: 200, slug: ""),
        HostileRequest(
            name: "100,000 siblings",
            body: {
                let views = (0..<100_000).map { #"{"id":"v\#($0)"}"# }.joined(separator: ",")
                return Array(
                    #"{"app": {"scenes": [{"windows": [{"subviews": [\#(views)]}]}]}, "event": {"type": "motion"}}"#
                        .utf8)
            }, status: 413, slug: "too-many-nodes", pointer: "/app"),
        HostileRequest(
            name: "duplicate id (a view listed twice)",
            body: dispatch(app: #"{"scenes": [{"windows": [{"subviews": [{"id": "a"}, {"id": "a"}]}]}]}"#),
            status: 422, slug: "impossible-app", pointer: "/app/scenes/0/windows/0/subviews/1/id"),
        HostileRequest(
            name: "dangling id", body: dispatch(event: #"{"type": "endEditing", "view": "ghost"}"#),
            status: 422, slug: "unknown-reference", pointer: "/event/view"),
        HostileRequest(
            name: "next loop",
            body: dispatch(
                app: #"{"scenes": [{"windows": [{"id": "w", "next": "a", "subviews": [{"id": "a", "next": "w"}]}]}]}"#),
            status: 422, slug: "impossible-app", pointer: "/app/scenes/0/windows/0/next"),
        HostileRequest(
            name: "presentation loop by reference",
            body: dispatch(app: #"{"scenes": [{"windows": [{"rootViewController": {"id": "r", "presented": "r"}}]}]}"#),
            status: 400, slug: "invalid-request", pointer: "/app/scenes/0/windows/0/rootViewController/presented"),
        HostileRequest(
            name: "unknown event type", body: dispatch(event: #"{"type": "drag"}"#), status: 400,
            slug: "invalid-request", pointer: "/event/type"),
        HostileRequest(
            name: "wrong method", method: "PATCH", body: dispatch(), status: 405, slug: "method-not-allowed"),
        HostileRequest(
            name: "wrong content type", headers: [("Content-Type", "application/xml")], body: dispatch(),
            status: 415, slug: "unsupported-media-type", pointer: ""),
        HostileRequest(
            name: "body over the limit with Content-Length",
            body: { Array(repeating: UInt8(ascii: " "), count: 17 << 20) }, status: 413, slug: "body-too-large",
            pointer: ""),
    ]

    @Test(arguments: cases)
    func hostileRequestGetsItsProblemAndServiceStaysHealthy(_ hostile: HostileRequest) async throws {
        let port = Self.server.port
        let response = try await RawHTTPClient.onThread {
            let body = hostile.body()
            if body.count > 16 << 20 {
                // Over the limit: the server answers from the headers alone, before any body byte is sent.
                let client = try RawHTTPClient(port: port)
                try client.send(
                    RawHTTPClient.head(
                        hostile.method, hostile.path,
                        headers: hostile.headers + [("Content-Length", String(body.count))]))
                return try client.readResponse()
            }
            return try RawHTTPClient.exchange(
                port: port, hostile.method, hostile.path, headers: hostile.headers,
                body: body)
        }
        #expect(response.status == hostile.status, "\(response.text.prefix(300))")
        if !hostile.slug.isEmpty {
            let problem = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            #expect(problem["type"] as? String == "urn:responderlab:problem:\(hostile.slug)")
            if let pointer = hostile.pointer {
                let first = (problem["problems"] as? [[String: Any]])?.first
                #expect(first?["pointer"] as? String == pointer)
            }
        }
        let health = try await RawHTTPClient.onThread { try RawHTTPClient.exchange(port: port, "GET", "/healthz") }
        #expect(health.status == 200)
    }

    @Test func chunkedBodyOverTheLimitIsRefused() async throws {
        var configuration = ServiceConfiguration()
        configuration.server.port = 0
        configuration.server.logRequests = false
        configuration.limits.maxBodyBytes = 64 << 10
        let server = buildService(configuration)
        try server.start()
        defer { server.stop() }
        let port = server.port
        let response = try await RawHTTPClient.onThread {
            let client = try RawHTTPClient(port: port)
            try client.send(RawHTTPClient.head("POST", "/v1/dispatch", headers: [("Transfer-Encoding", "chunked")]))
            try client.send(
                RawHTTPClient.chunked(Array(repeating: UInt8(ascii: " "), count: 200 << 10), chunkSize: 8192))
            return try client.readResponse()
        }
        #expect(response.status == 413)
        #expect(response.text.contains("urn:responderlab:problem:body-too-large"))
    }
}
