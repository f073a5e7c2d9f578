import Foundation
import ResponderCore
import Testing

@testable import ResponderModel
@testable import ResponderService

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
    static let chainExample = String(decoding: Example.named("delete-button-chain")!.body, as: UTF8.self)

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
                == "The query parameter trace is 'everything'; it takes summary or full (summary is the default).")
    }

    /// A query value a POST endpoint does not take: the query parameter, its message and the values it takes.
    struct QueryCase: Sendable, CustomTestStringConvertible {
        let query: [String: String]
        let path: String
        let parameter: String
        let allowed: [String]
        let detail: String
        var testDescription: String { "\(path) \(query)" }
    }

    static let queryCases: [QueryCase] = [
        QueryCase(
            query: ["include": "everything"], path: "/v1/dispatch", parameter: "include", allowed: ["layout", "svg"],
            detail: "The query parameter include is 'everything'; it takes layout or svg."),
        QueryCase(
            query: ["include": "layout,"], path: "/v1/chain", parameter: "include", allowed: ["layout", "svg"],
            detail: "The query parameter include is 'layout,'; it takes layout or svg."),
        QueryCase(
            query: ["include": "svg", "format": "svg"], path: "/v1/chain", parameter: "include", allowed: ["layout"],
            detail:
                "include=svg puts the diagram in a JSON answer, and format=svg answers the diagram alone; leave out one "
                + "of them."),
        QueryCase(
            query: ["format": "png"], path: "/v1/dispatch", parameter: "format", allowed: ["json", "text", "svg"],
            detail: "The query parameter format is 'png'; it takes json, text or svg (json is the default)."),
        QueryCase(
            query: ["format": "svg", "event": "7"], path: "/v1/dispatch", parameter: "event", allowed: ["0…0"],
            detail: "The query parameter event is 7, but the request has 1 event; event takes 0 to 0."),
        QueryCase(
            query: ["format": "svg", "event": "-1"], path: "/v1/dispatch", parameter: "event", allowed: ["0…99"],
            detail:
                "The query parameter event is '-1'; it takes the index of an event in the request (0 for the first, "
                + "at most 99)."),
        QueryCase(
            query: ["event": "100"], path: "/v1/dispatch", parameter: "event", allowed: ["0…99"],
            detail:
                "The query parameter event is '100'; it takes the index of an event in the request (0 for the first, "
                + "at most 99)."),
    ]

    @Test(arguments: queryCases)
    func unknownQueryValuesAre400NamingTheParameter(_ testCase: QueryCase) throws {
        let body = testCase.path == "/v1/chain" ? Self.chainExample : Self.example
        let response = router.respond(
            to: HTTPRequest(method: "POST", path: testCase.path, query: testCase.query, body: Array(body.utf8)))
        #expect(response.status == 400)
        let problem = try json(response)
        #expect(problem["detail"] as? String == testCase.detail)
        let field = try #require((problem["problems"] as? [[String: Any]])?.first)
        #expect(field["parameter"] as? String == testCase.parameter)
        #expect(field["allowed"] as? [String] == testCase.allowed)
        #expect(field["pointer"] as? String == "")
    }

    @Test(arguments: ["/v1/dispatch", "/v1/chain"])
    func formatSVGAnswersADiagram(_ path: String) throws {
        let body = path == "/v1/chain" ? Self.chainExample : Self.example
        let response = router.respond(
            to: HTTPRequest(method: "POST", path: path, query: ["format": "SVG"], body: Array(body.utf8)))
        #expect(response.status == 200)
        #expect(response.headers.first { $0.name == "Content-Type" }?.value == "image/svg+xml; charset=utf-8")
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(text.hasSuffix("</svg>\n"))
    }

    @Test(arguments: ["/v1/dispatch", "/v1/chain"])
    func includeLayoutAddsTheLayout(_ path: String) throws {
        let body = path == "/v1/chain" ? Self.chainExample : Self.example
        let plain = try json(
            router.respond(to: HTTPRequest(method: "POST", path: path, body: Array(body.utf8))))
        #expect(plain["layout"] == nil)
        let answer = try json(
            router.respond(
                to: HTTPRequest(method: "POST", path: path, query: ["include": "layout"], body: Array(body.utf8))))
        let layout = try #require(answer["layout"] as? [String: Any])
        #expect((layout["windows"] as? [Any])?.isEmpty == false)
        #expect((layout["views"] as? [Any])?.isEmpty == false)
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
                    "access-control-request-headers": "content-type, x-evil",
                ]))
        let headers = Dictionary(response.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
        #expect(response.status == 204)
        #expect(headers["Access-Control-Allow-Origin"] == "*")
        #expect(headers["Access-Control-Allow-Methods"] == "POST, OPTIONS")
        #expect(headers["Allow"] == "POST, OPTIONS")
        // Only the headers the API reads, not what the page asked for.
        #expect(headers["Access-Control-Allow-Headers"] == "Content-Type")
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
        // The answer depends on the origin whether it is allowed, refused or absent.
        #expect(refused.headers.contains { $0.name == "Vary" && $0.value == "Origin" })
        let originless = router.respond(to: HTTPRequest(method: "GET", path: "/healthz"))
        #expect(originless.headers.contains { $0.name == "Vary" && $0.value == "Origin" })
        #expect(!originless.headers.contains { $0.name == "Access-Control-Allow-Origin" })
        // A refusal of the server's own is in a negotiated language too, so it varies on both.
        let rejection = router.respond(to: .nulInTarget)
        #expect(rejection.headers.contains { $0.name == "Vary" && $0.value == "Accept-Language, Origin" })
    }

    /// An answer in a negotiated language varies on Accept-Language once there is a choice, and on Origin too when
    /// the origins are restricted: one Vary header naming both.
    @Test func oneVaryHeaderNamesEverythingTheAnswerDependsOn() {
        let choice = Language.offered.count > 1
        #expect(Router.languageHeaders(.english).map(\.name) == ["Content-Language"] + (choice ? ["Vary"] : []))
        let body = Array(Self.example.utf8)
        let restricted = Router(cors: CORSPolicy(allowedOrigins: ["https://teach.example"]))
        let answer = restricted.respond(to: HTTPRequest(method: "POST", path: "/v1/dispatch", body: body))
        #expect(
            answer.headers.filter { $0.name == "Vary" }.map(\.value)
                == [choice ? "Accept-Language, Origin" : "Origin"])
        let open = Router().respond(to: HTTPRequest(method: "POST", path: "/v1/dispatch", body: body))
        #expect(open.headers.filter { $0.name == "Vary" }.map(\.value) == (choice ? ["Accept-Language"] : []))
        // The index lists the languages, English first.
        let index = Router().respond(to: HTTPRequest(method: "GET", path: "/"))
        let languages = Language.offered.map { "\"\($0.rawValue)\"" }.joined(separator: ",")
        #expect(String(decoding: index.body, as: UTF8.self).contains("\"languages\":[\(languages)]"))
    }

    @Test func everyAnswerForbidsSniffingAndDiagramsForbidScript() {
        let body = Array(Self.example.utf8)
        let requests = [
            HTTPRequest(method: "GET", path: "/healthz"),
            HTTPRequest(method: "GET", path: "/nowhere"),
            HTTPRequest(method: "DELETE", path: "/v1/dispatch"),
            HTTPRequest(method: "POST", path: "/v1/dispatch", body: body),
            HTTPRequest(method: "POST", path: "/v1/dispatch", query: ["format": "text"], body: body),
            HTTPRequest(method: "POST", path: "/v1/dispatch", query: ["format": "svg"], body: body),
            HTTPRequest(method: "POST", path: "/v1/dispatch", body: Array("{".utf8)),
            HTTPRequest(method: "GET", path: "/playground"),
        ]
        for request in requests {
            let response = router.respond(to: request)
            #expect(
                response.headers.contains { $0.name == "X-Content-Type-Options" && $0.value == "nosniff" },
                "\(request.method) \(request.path) \(request.query)")
        }
        #expect(
            router.respond(to: .nulInTarget).headers.contains {
                $0.name == "X-Content-Type-Options" && $0.value == "nosniff"
            })
        let svg = router.respond(
            to: HTTPRequest(method: "POST", path: "/v1/dispatch", query: ["format": "svg"], body: body))
        #expect(svg.status == 200)
        let policy = svg.headers.first { $0.name == "Content-Security-Policy" }?.value ?? ""
        #expect(policy.hasPrefix("default-src 'none'") && !policy.contains("script"))
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

    /// The repository's files, read from beside this test.
    private static func repositoryFile(_ name: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    /// The index and the lists are written by the one writer: Foundation's bytes, compact and indented.
    @Test func listsAndTheIndexAreFoundationsBytes() throws {
        func expectFoundationBytes<T: AnswerValue>(_ value: T) throws {
            for pretty in [false, true] {
                let encoder = JSONEncoder()
                encoder.outputFormatting =
                    pretty
                    ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
                #expect(AnswerWriter.bytes(of: value, indented: pretty) == Array(try encoder.encode(value)))
            }
        }
        try expectFoundationBytes(Index())
        try expectFoundationBytes(ClassList())
        let examples = Example.all.map {
            ExampleSummary(
                name: $0.name, title: $0.title, question: $0.question, description: $0.description,
                endpoint: $0.endpoint,
                href: "/v1/examples/\($0.name)", order: $0.order, lookAt: $0.lookAt)
        }
        try expectFoundationBytes(ExampleList(examples: examples))
    }

    @Test func theIndexListsEveryRouteButItself() throws {
        let index = try json(router.respond(to: HTTPRequest(method: "GET", path: "/")))
        #expect(
            index["endpoints"] as? [String] == [
                "POST /v1/dispatch", "POST /v1/chain", "POST /v1/audit", "POST /v1/import", "GET /v1/examples",
                "GET /v1/examples/{name}", "GET /v1/classes", "GET /healthz", "GET /openapi.yaml", "GET /playground",
            ])
    }

    @Test func aBrowserAtTheRootIsSentToThePlayground() throws {
        let browser = router.respond(
            to: HTTPRequest(
                method: "GET", path: "/",
                headers: ["Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"]))
        #expect(browser.status == 303)
        #expect(browser.headers.first { $0.name == "Location" }?.value == "/playground")
        for accept in ["*/*", "application/json", "application/json, text/html"] {
            let client = router.respond(to: HTTPRequest(method: "GET", path: "/", headers: ["Accept": accept]))
            #expect(client.status == 200, "Accept: \(accept)")
        }
    }

    @Test(arguments: [
        "/playground", "/playground/playground.js", "/playground/words.js", "/playground/json-text.js",
        "/playground/body-codec.js", "/playground/playground.css", "/playground/diagram.css",
    ])
    func playgroundFilesComeWithAStrictPolicy(_ path: String) throws {
        let response = router.respond(to: HTTPRequest(method: "GET", path: path))
        #expect(response.status == 200)
        let policy = try #require(response.headers.first { $0.name == "Content-Security-Policy" }?.value)
        #expect(policy.hasPrefix("default-src 'none'; script-src 'self'; style-src 'self'"))
        #expect(!policy.contains("unsafe"))
        #expect(!response.body.isEmpty)
        #expect(router.respond(to: HTTPRequest(method: "GET", path: path + "x")).status == 404)
    }

    /// Every ES module in the playground's folder is compiled in and served as JavaScript (a module added to the
    /// folder but not to CResponderResources' table would fail the page's import), and so is the words module.
    @Test func everyScriptModuleOfThePlaygroundIsServedAsJavaScript() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ResponderService/Playground")
        let modules = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".js") }
        #expect(modules.count > 3)
        for name in modules + ["words.js"] {
            let response = router.respond(to: HTTPRequest(method: "GET", path: "/playground/" + name))
            #expect(response.status == 200, "\(name)")
            let type = response.headers.first { $0.name == "Content-Type" }?.value
            #expect(type == "text/javascript; charset=utf-8", "\(name)")
            if name != "words.js" {
                #expect(response.body == Array(try Data(contentsOf: folder.appendingPathComponent(name))), "\(name)")
            }
        }
    }

    @Test(arguments: Route.all)
    func everyRouteIsDocumentedAndAnswersItsMethods(_ route: Route) throws {
        let path = route.path.replacingOccurrences(of: "{name}", with: "delete-button").replacingOccurrences(
            of: "{file}", with: "playground.js")
        // openapi.yaml: the path, each method (lower-cased, HEAD folded into GET), and the preflight.
        let spec = try Self.repositoryFile("openapi.yaml")
        let section = try #require(spec.components(separatedBy: "\n  \(route.path):\n").dropFirst().first)
        let operations = "\n" + (section.components(separatedBy: "\n  /").first ?? "")
        for method in route.methods + ["OPTIONS"] where method != "HEAD" {
            #expect(operations.contains("\n    \(method.lowercased()):"), "\(method) \(route.path) in openapi.yaml")
        }
        // The API guide's table of endpoints (the index at / is not listed there).
        if route.isListed {
            let guide = try Self.repositoryFile("docs/api.md")
            let table =
                guide.components(separatedBy: "## Endpoints\n").dropFirst().first?.components(separatedBy: "\n\n")
                .first ?? ""
            let row = table.split(separator: "\n").first { $0.contains("`\(route.path)`") }
            #expect(row.map { line in route.methods.allSatisfy { $0 == "HEAD" || line.contains("| \($0) |") } } == true)
        }
        // Every method answers, OPTIONS is a preflight with them, and another method is 405 with Allow.
        for method in route.methods {
            let example = route.path == "/v1/chain" ? "delete-button-chain" : "delete-button"
            var body = method == "POST" ? try #require(Example.named(example)).body : []
            if route.path == "/v1/audit" { body = ResponderService.auditBody(fromRequest: body) }
            if route.path == "/v1/import" { body = ResponderService.importBody(ResponderService.sampleDumps) }
            let response = router.respond(to: HTTPRequest(method: method, path: path, body: body))
            #expect(response.status == 200, "\(method) \(path)")
        }
        let preflight = router.respond(to: HTTPRequest(method: "OPTIONS", path: path))
        #expect(
            preflight.headers.first { $0.name == "Allow" }?.value
                == (route.methods + ["OPTIONS"]).joined(separator: ", "))
        let other = route.methods.contains("POST") ? "GET" : "POST"
        let refused = router.respond(to: HTTPRequest(method: other, path: path))
        #expect(refused.status == 405)
        #expect(
            refused.headers.first { $0.name == "Allow" }?.value == (route.methods + ["OPTIONS"]).joined(separator: ", ")
        )
    }

    @Test func bodyTooLargeRejectionIsAProblem() throws {
        let response = router.respond(to: .bodyTooLarge(limit: 1_048_576, declaredLength: 2_000_000))
        #expect(response.status == 413)
        let problem = try json(response)
        #expect(problem["type"] as? String == "urn:responderlab:problem:body-too-large")
        #expect(problem["detail"] as? String == "The body declares 2000000 bytes; the limit is 1048576 bytes.")
    }

    @Test func aBodyThatDoesNotFitTheBudgetIsA503WithRetryAfter() throws {
        let response = router.respond(to: .serverBusy(retryAfterSeconds: 1))
        #expect(response.status == 503)
        #expect(response.headers.first { $0.name == "Retry-After" }?.value == "1")
        let problem = try json(response)
        #expect(problem["type"] as? String == "urn:responderlab:problem:server-busy")
        #expect(
            problem["detail"] as? String
                == "The service holds as many request bodies as it may at once; try again in 1 s.")
    }

    @Test func aRepeatedFramingHeaderIsA400ThatClosesTheConnection() throws {
        let response = router.respond(to: .duplicateHeader(name: "Content-Length"))
        #expect(response.status == 400)
        #expect(response.headers.first { $0.name == "Connection" }?.value == "close")
        let problem = try json(response)
        #expect(problem["type"] as? String == "urn:responderlab:problem:invalid-request")
        #expect(
            (problem["problems"] as? [[String: Any]])?.first?["message"] as? String
                == "more than one Content-Length header")
    }
}
