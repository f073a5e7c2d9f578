import Foundation
import ResponderService
import Testing

@testable import ResponderModel
@testable import ResponderServer

/// Starts the real service (router + libmicrohttpd) on an ephemeral loopback port.
private func startService(_ configure: (inout ServiceConfiguration) -> Void = { _ in }) throws -> HTTPServer {
    var configuration = ServiceConfiguration()
    configuration.server.port = 0
    configuration.server.threads = 2
    configuration.server.logRequests = false
    configuration.server.shutdownGraceSeconds = 2
    configure(&configuration)
    let server = buildService(configuration)
    try server.start()
    return server
}

private func object(_ response: RawHTTPResponse) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
}

@Suite struct ServiceLiveTests {
    @Test func everyExampleAnswersOverHTTPAsOffline() async throws {
        let server = try startService()
        defer { server.stop() }
        let port = server.port
        for example in Example.all {
            let response = try await RawHTTPClient.onThread {
                try RawHTTPClient.exchange(
                    port: port, "POST", example.endpoint, headers: [("Content-Type", "application/json")],
                    body: example.body)
            }
            #expect(response.status == 200, "\(example.name): \(response.text.prefix(300))")
            let offline =
                example.endpoint == "/v1/chain"
                ? WireFormat.encode(try ResponderService.chain(body: example.body))
                : WireFormat.encode(try ResponderService.dispatch(body: example.body))
            #expect(response.body == offline, "\(example.name) differs from responder-lab eval")
        }
    }

    @Test func getEndpointsAnswer() async throws {
        let server = try startService()
        defer { server.stop() }
        let port = server.port
        for path in [
            "/", "/healthz", "/v1/examples", "/v1/examples/badge-swallows-touches", "/v1/classes",
            "/openapi.yaml",
        ] {
            let response = try await RawHTTPClient.onThread { try RawHTTPClient.exchange(port: port, "GET", path) }
            #expect(response.status == 200, "\(path)")
        }
    }

    @Test func errorClassesOverHTTP() async throws {
        let server = try startService {
            $0.limits.maxBodyBytes = 4096
        }
        defer { server.stop() }
        let port = server.port
        let cases: [(String, String, [(String, String)], [UInt8], Int, String)] = [
            ("POST", "/v1/dispatch", [], Array("{".utf8), 400, "malformed-json"),
            (
                "POST", "/v1/dispatch", [], Array(#"{"app": {"scenes": []}, "event": {"type": "tap"}}"#.utf8), 400,
                "invalid-request"
            ),
            (
                "POST", "/v1/chain", [], Array(#"{"app": {"scenes": []}, "from": "nobody"}"#.utf8), 422,
                "unknown-reference"
            ),
            ("GET", "/nowhere", [], [], 404, "not-found"),
            ("PUT", "/v1/dispatch", [], Array("{}".utf8), 405, "method-not-allowed"),
            ("POST", "/v1/dispatch", [("Content-Type", "text/html")], Array("<p>".utf8), 415, "unsupported-media-type"),
            ("POST", "/v1/dispatch", [], Array(repeating: 0x20, count: 5000), 413, "body-too-large"),
            // A NUL would cut the path short and route to the example list: refused before routing.
            ("GET", "/v1/examples/%00x", [], [], 400, "invalid-request"),
            ("POST", "/v1/dispatch?pretty=%00", [], Array("{}".utf8), 400, "invalid-request"),
        ]
        for (method, path, headers, body, status, slug) in cases {
            let response = try await RawHTTPClient.onThread {
                try RawHTTPClient.exchange(port: port, method, path, headers: headers, body: body)
            }
            #expect(response.status == status, "\(method) \(path)")
            #expect(response.header("Content-Type") == "application/problem+json", "\(method) \(path)")
            #expect(try object(response)["type"] as? String == "urn:responderlab:problem:\(slug)")
        }
        // Still healthy after every error.
        let health = try await RawHTTPClient.onThread { try RawHTTPClient.exchange(port: port, "GET", "/healthz") }
        #expect(health.status == 200)
    }

    @Test func chunkedBodyIsEvaluated() async throws {
        let server = try startService()
        defer { server.stop() }
        let port = server.port
        let body = try #require(Example.named("delete-button")).body
        let response = try await RawHTTPClient.onThread {
            let client = try RawHTTPClient(port: port)
            try client.send(
                RawHTTPClient.head(
                    "POST", "/v1/dispatch",
                    headers: [("Transfer-Encoding", "chunked"), ("Content-Type", "application/json")]))
            try client.send(RawHTTPClient.chunked(body, chunkSize: 100))
            return try client.readResponse()
        }
        #expect(response.status == 200)
        let results = try #require(try object(response)["results"] as? [[String: Any]])
        #expect((results.first?["handler"] as? [String: Any])?["id"] as? String == "deleteButton")
    }

    @Test func largeHierarchyWithinLimitsIsEvaluated() async throws {
        let server = try startService()
        defer { server.stop() }
        let port = server.port
        let views = (0..<1_000).map { index in
            #"{"id": "v\#(index)", "frame": {"x": \#(index % 20 * 19), "y": \#(index / 20 * 16), "width": 19, "height": 16}}"#
        }.joined(separator: ",")
        let body = Array(
            #"""
            {"app": {"scenes": [{"windows": [{"rootViewController": {"id": "grid", "view": {"id": "gridView", "subviews": [\#(views)]}}}]}]},
             "event": {"type": "touch", "point": {"x": 100, "y": 100}}}
            """#.utf8)
        let response = try await RawHTTPClient.onThread {
            try RawHTTPClient.exchange(port: port, "POST", "/v1/dispatch", body: body)
        }
        #expect(response.status == 200)
        #expect(response.text.contains(#""id":"v125""#))
    }

    @Test func corsPreflightOverHTTP() async throws {
        let server = try startService()
        defer { server.stop() }
        let port = server.port
        let response = try await RawHTTPClient.onThread {
            try RawHTTPClient.exchange(
                port: port, "OPTIONS", "/v1/dispatch",
                headers: [
                    ("Origin", "https://class.example"), ("Access-Control-Request-Method", "POST"),
                    ("Access-Control-Request-Headers", "Content-Type"),
                ])
        }
        #expect(response.status == 204)
        #expect(response.header("Access-Control-Allow-Origin") == "*")
        #expect(response.header("Access-Control-Allow-Methods") == "POST, OPTIONS")
    }

    /// A page of another origin reads the language the service chose for its words: `Content-Language` is one of
    /// the headers the answer exposes, on a GET and on a POST's answer alike.
    @Test func aPageOfAnotherOriginCanReadTheAnswersLanguage() async throws {
        let server = try startService()
        defer { server.stop() }
        let port = server.port
        let body = try #require(Example.named("delete-button")).body
        for (method, path, payload) in [
            ("GET", "/v1/examples", [UInt8]()), ("POST", "/v1/dispatch?include=svg", body),
        ] {
            let response = try await RawHTTPClient.onThread {
                try RawHTTPClient.exchange(
                    port: port, method, path,
                    headers: [
                        ("Origin", "https://class.example"), ("Accept-Language", "ja-JP"),
                        ("Content-Type", "application/json"),
                    ], body: payload)
            }
            #expect(response.status == 200, "\(method) \(path)")
            #expect(response.header("Content-Language") == "ja", "\(method) \(path)")
            #expect(response.header("Access-Control-Allow-Origin") == "*", "\(method) \(path)")
            let exposed = (response.header("Access-Control-Expose-Headers") ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            }
            #expect(exposed.contains("content-language"), "\(method) \(path): \(exposed)")
        }
    }

    @Test func concurrentClientsAllGetTheirAnswers() async throws {
        let server = try startService()
        defer { server.stop() }
        let port = server.port
        let names = Example.all.filter { $0.endpoint == "/v1/dispatch" }.map(\.name)
        try await withThrowingTaskGroup(of: (String, Int).self) { group in
            for index in 0..<40 {
                let name = names[index % names.count]
                group.addTask {
                    let example = Example.named(name)!
                    let response = try await RawHTTPClient.onThread {
                        try RawHTTPClient.exchange(port: port, "POST", "/v1/dispatch", body: example.body)
                    }
                    return (name, response.status)
                }
            }
            for try await (name, status) in group { #expect(status == 200, "\(name)") }
        }
    }
}
