import Foundation
import Testing

@testable import ResponderHTTP
@testable import ResponderModel

/// One request to the router and what must come back.
struct RouteCase: Sendable, CustomTestStringConvertible {
    var name: String
    var method: String
    var path: String
    var headers: [String: String] = [:]
    var body: String = ""
    var status: Int
    var contentType: String
    var problemType: String?
    var testDescription: String { name }
}

private func json(_ response: HTTPResponse) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
}

@Suite struct RouterTests {
    let router = Router()

    static let example = String(decoding: Example.named("delete-button")!.body, as: UTF8.self)

    static let cases: [RouteCase] = [
        RouteCase(name: "index", method: "GET", path: "/", status: 200, contentType: "application/json"),
        RouteCase(name: "health", method: "GET", path: "/healthz", status: 200, contentType: "application/json"),
        RouteCase(
            name: "spec", method: "GET", path: "/openapi.yaml", status: 200,
            contentType: "application/yaml; charset=utf-8"),
        RouteCase(name: "examples", method: "GET", path: "/v1/examples", status: 200, contentType: "application/json"),
        RouteCase(
            name: "one example", method: "GET", path: "/v1/examples/delete-button", status: 200,
            contentType: "application/json"),
        RouteCase(name: "classes", method: "GET", path: "/v1/classes", status: 200, contentType: "application/json"),
        RouteCase(
            name: "dispatch", method: "POST", path: "/v1/dispatch", body: example, status: 200,
            contentType: "application/json"),
        RouteCase(
            name: "dispatch with curl's form type", method: "POST", path: "/v1/dispatch",
            headers: ["content-type": "application/x-www-form-urlencoded"], body: example, status: 200,
            contentType: "application/json"),
        RouteCase(
            name: "unknown example", method: "GET", path: "/v1/examples/nope", status: 404,
            contentType: "application/problem+json", problemType: "urn:responderlab:problem:not-found"),
        RouteCase(
            name: "unknown path", method: "GET", path: "/v2/dispatch", status: 404,
            contentType: "application/problem+json", problemType: "urn:responderlab:problem:not-found"),
        RouteCase(
            name: "wrong method", method: "GET", path: "/v1/dispatch", status: 405,
            contentType: "application/problem+json", problemType: "urn:responderlab:problem:method-not-allowed"),
        RouteCase(
            name: "wrong content type", method: "POST", path: "/v1/dispatch",
            headers: ["content-type": "application/xml"], body: "<app/>", status: 415,
            contentType: "application/problem+json",
            problemType: "urn:responderlab:problem:unsupported-media-type"),
        RouteCase(
            name: "not JSON", method: "POST", path: "/v1/dispatch", body: "app=1", status: 400,
            contentType: "application/problem+json", problemType: "urn:responderlab:problem:malformed-json"),
        RouteCase(
            name: "impossible app", method: "POST", path: "/v1/chain",
            body: #"{"app": {"scenes": []}, "from": "ghost"}"#, status: 422,
            contentType: "application/problem+json", problemType: "urn:responderlab:problem:unknown-reference"),
    ]

    @Test(arguments: cases)
    func routeAnswersWithStatusAndContentType(_ route: RouteCase) throws {
        let response = router.respond(
            to: HTTPRequest(
                method: route.method, path: route.path, headers: route.headers, body: Array(route.body.utf8)))
        #expect(response.status == route.status)
        #expect(response.headers.first { $0.name == "Content-Type" }?.value == route.contentType)
        if let type = route.problemType {
            let problem = try json(response)
            #expect(problem["type"] as? String == type)
            #expect(problem["status"] as? Int == route.status)
            #expect((problem["detail"] as? String)?.isEmpty == false)
        }
    }

    @Test func traceTakesSummaryOrFull() throws {
        for value in ["summary", "full", "FULL"] {
            let response = router.respond(
                to: HTTPRequest(
                    method: "POST", path: "/v1/dispatch", query: ["trace": value], body: Array(Self.example.utf8)))
            #expect(response.status == 200, "trace=\(value)")
        }
        let response = router.respond(
            to: HTTPRequest(
                method: "POST", path: "/v1/dispatch", query: ["trace": "everything"], body: Array(Self.example.utf8)))
        #expect(response.status == 400)
        let problem = try json(response)
        #expect(problem["type"] as? String == "urn:responderlab:problem:invalid-request")
        #expect(
            problem["detail"] as? String
                == "The query parameter trace is 'everything'; it takes summary (the default) or full.")
    }

    @Test func tooMuchWorkIsA413NamingTheBudget() throws {
        var limits = Limits()
        limits.maxWorkSteps = 1_000
        let views = (0..<2_000).map { _ in #"{"frame": {"x": 500, "y": 0, "width": 1, "height": 1}}"# }
        let body =
            #"{"app": {"scenes": [{"windows": [{"subviews": [\#(views.joined(separator: ","))]}]}]}, "event": {"type": "touch", "point": {"x": 5, "y": 5}}}"#
        for query in [[:], ["pretty": "true"], ["format": "text"]] {
            let response = Router(limits: limits).respond(
                to: HTTPRequest(method: "POST", path: "/v1/dispatch", query: query, body: Array(body.utf8)))
            #expect(response.status == 413)
            if query["format"] == "text" {
                #expect(String(decoding: response.body, as: UTF8.self).hasPrefix("413 Too much work for one request: "))
                continue
            }
            let problem = try json(response)
            #expect(problem["type"] as? String == "urn:responderlab:problem:too-much-work")
            #expect(problem["budget"] as? String == "steps")
            #expect(problem["limit"] as? Int == 1_000)
        }
    }

    @Test func wrongMethodListsAllowedMethods() {
        let response = router.respond(to: HTTPRequest(method: "DELETE", path: "/v1/chain"))
        #expect(response.status == 405)
        #expect(response.headers.first { $0.name == "Allow" }?.value == "POST, OPTIONS")
    }

    @Test func preflightAnswersMethodsHeadersAndMaxAge() {
        let response = router.respond(
            to: HTTPRequest(
                method: "OPTIONS", path: "/v1/dispatch",
                headers: [
                    "origin": "https://teach.example", "access-control-request-method": "POST",
                    "access-control-request-headers": "content-type",
                ]))
        let headers = Dictionary(response.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
        #expect(response.status == 204)
        #expect(headers["Access-Control-Allow-Origin"] == "*")
        #expect(headers["Access-Control-Allow-Methods"] == "POST, OPTIONS")
        #expect(headers["Allow"] == "POST, OPTIONS")
        #expect(headers["Access-Control-Allow-Headers"] == "content-type")
        #expect(headers["Access-Control-Max-Age"] == "86400")
    }

    @Test func preflightOnUnknownPathIsNotFound() {
        let response = router.respond(to: HTTPRequest(method: "OPTIONS", path: "/v9/nothing"))
        #expect(response.status == 404)
    }

    @Test func queryOptionsIgnoreCase() {
        let body = Array(Self.example.utf8)
        let response = router.respond(
            to: HTTPRequest(
                method: "POST", path: "/v1/dispatch", query: ["format": "TEXT"], body: body))
        #expect(response.headers.first { $0.name == "Content-Type" }?.value == "text/plain; charset=utf-8")
    }

    @Test func restrictedOriginsEchoOnlyAllowedOrigins() {
        let router = Router(cors: CORSPolicy(allowedOrigins: ["https://teach.example"]))
        let allowed = router.respond(
            to: HTTPRequest(
                method: "GET", path: "/healthz", headers: ["origin": "https://teach.example"]))
        #expect(
            allowed.headers.contains { $0.name == "Access-Control-Allow-Origin" && $0.value == "https://teach.example" }
        )
        #expect(allowed.headers.contains { $0.name == "Vary" && $0.value == "Origin" })
        let refused = router.respond(
            to: HTTPRequest(
                method: "GET", path: "/healthz", headers: ["origin": "https://evil.example"]))
        #expect(!refused.headers.contains { $0.name == "Access-Control-Allow-Origin" })
    }

    @Test func prettyOutputIsIndentedAndOtherwiseCompact() {
        let body = Array(Self.example.utf8)
        let compact = router.respond(to: HTTPRequest(method: "POST", path: "/v1/dispatch", body: body))
        let pretty = router.respond(
            to: HTTPRequest(
                method: "POST", path: "/v1/dispatch", query: ["pretty": "true"], body: body))
        #expect(!compact.body.contains(0x0A))
        #expect(pretty.body.contains(0x0A))
        let a = try? JSONSerialization.jsonObject(with: Data(compact.body)) as? NSDictionary
        let b = try? JSONSerialization.jsonObject(with: Data(pretty.body)) as? NSDictionary
        #expect(a == b)
    }

    @Test func exampleListNamesEveryExampleWithItsEndpoint() throws {
        let response = router.respond(to: HTTPRequest(method: "GET", path: "/v1/examples"))
        let list = try #require(try json(response)["examples"] as? [[String: Any]])
        #expect(list.count == Example.all.count)
        let chain = list.first { $0["name"] as? String == "delete-button-chain" }
        #expect(chain?["endpoint"] as? String == "/v1/chain")
        #expect(chain?["href"] as? String == "/v1/examples/delete-button-chain")
    }

    @Test func servedSpecIsTheRepositoryFile() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../openapi.yaml").standardized
        let response = router.respond(to: HTTPRequest(method: "GET", path: "/openapi.yaml"))
        #expect(response.body == Array(try Data(contentsOf: file)))
    }

    @Test func bodyTooLargeRejectionIsAProblem() throws {
        let response = router.respond(to: .bodyTooLarge(limit: 1_048_576, declaredLength: 2_000_000))
        #expect(response.status == 413)
        let problem = try json(response)
        #expect(problem["type"] as? String == "urn:responderlab:problem:body-too-large")
        #expect(problem["detail"] as? String == "The body declares 2000000 bytes; the limit is 1048576 bytes.")
    }

    @Test func configurationReadsEnvironmentThenFlags() throws {
        let config = try ServiceConfiguration.parse(
            arguments: ["--port", "9001", "--max-nodes=500"],
            environment: ["PORT": "7000", "HOST": "0.0.0.0", "RESPONDER_LAB_MAX_DEPTH": "64"])
        #expect(config.server.port == 9001)
        #expect(config.server.host == "0.0.0.0")
        #expect(config.limits.maxNodes == 500)
        #expect(config.limits.maxDepth == 64)
        #expect(
            throws: ServiceConfiguration.ConfigurationError(
                message: "--port must be a whole number from 0 to 65535, not 'http'")
        ) {
            try ServiceConfiguration.parse(arguments: ["--port", "http"], environment: [:])
        }
        #expect(
            throws: ServiceConfiguration.ConfigurationError(
                message: "unknown option '--prot'; see responder-lab --help")
        ) {
            try ServiceConfiguration.parse(arguments: ["--prot", "1"], environment: [:])
        }
    }
}
