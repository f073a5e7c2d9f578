import Testing

@testable import ResponderModel
@testable import ResponderService

/// The one answer front end: the router answers a POST with exactly the bytes, status and media type that
/// ``ResponderService/answer(_:body:query:limits:)`` gives `responder-lab eval` and `audit`, problems included.
@Suite struct AnswerFrontEndTests {
    static let router = Router()

    static func body(for endpoint: Endpoint) -> [UInt8] {
        let dispatch = Example.named("delete-button")!.body
        switch endpoint {
        case .dispatch: return dispatch
        case .chain: return Example.named("delete-button-chain")!.body
        case .audit: return ResponderService.auditBody(fromRequest: dispatch)
        case .importDumps: return ResponderService.importBody(ResponderService.sampleDumps)
        }
    }

    static let queries: [[String: String]] = [
        [:], ["pretty": "true"], ["format": "text"], ["format": "svg"], ["include": "layout"], ["trace": "full"],
        ["fields": "essentials"], ["format": "xml"], ["event": "7"], ["witness": "event"],
        ["format": "svg", "event": "0"], ["include": "svg"], ["include": "layout,svg", "event": "0"],
        ["include": "svg", "format": "text"],
    ]

    @Test(arguments: Endpoint.allCases)
    func theRouterAnswersWhatTheFrontEndAnswers(_ endpoint: Endpoint) {
        for query in Self.queries {
            let body = Self.body(for: endpoint)
            let answer = ResponderService.answer(endpoint, body: body, query: AnswerQuery(query), limits: Limits())
            let response = Self.router.respond(
                to: HTTPRequest(method: "POST", path: endpoint.rawValue, query: query, body: body))
            #expect(response.status == answer.status, "\(endpoint) \(query)")
            #expect(response.body == answer.bytes, "\(endpoint) \(query)")
            #expect(response.headers.first { $0.name == "Content-Type" }?.value == answer.contentType)
        }
    }

    /// Each endpoint answers only its formats, and says which it does.
    @Test func formatsAnEndpointDoesNotAnswerAreRefused() throws {
        let audit = ResponderService.answer(
            .audit, body: Self.body(for: .audit), query: AnswerQuery(["format": "svg"]), limits: Limits())
        #expect(audit.status == 400)
        #expect(try #require(audit.problem).problems.first?.allowed == ["json", "text"])
        let imported = ResponderService.answer(
            .importDumps, body: Self.body(for: .importDumps), query: AnswerQuery(["format": "text"]), limits: Limits())
        #expect(imported.status == 400)
        #expect(try #require(imported.problem).problems.first?.allowed == ["json"])
        // A text answer's problem is the text report's.
        #expect(String(decoding: imported.bytes, as: UTF8.self).hasPrefix("{") == false)
    }

    /// The body limit holds for every front end, not only behind the server.
    @Test(arguments: Endpoint.allCases)
    func theBodyLimitHoldsWithoutTheServer(_ endpoint: Endpoint) throws {
        var limits = Limits()
        limits.maxBodyBytes = 64
        let answer = ResponderService.answer(
            endpoint, body: Self.body(for: endpoint), query: AnswerQuery([:]), limits: limits)
        #expect(answer.status == 413)
        #expect(try #require(answer.problem).problems.first?.message == "body larger than 64 bytes")
    }

    /// `responder-lab eval` reads a body once and answers it as the endpoint it is for: every example, with every
    /// query, gets the bytes, status and media type of its own endpoint.
    @Test func evalAnswersEveryRequestAsItsEndpoint() {
        for example in Example.all {
            guard let endpoint = Endpoint(rawValue: example.endpoint), endpoint == .dispatch || endpoint == .chain
            else { continue }
            for query in Self.queries {
                let answer = ResponderService.answer(
                    endpoint, body: example.body, query: AnswerQuery(query), limits: Limits())
                let evaluated = ResponderService.evaluationAnswer(
                    body: example.body, query: AnswerQuery(query), limits: Limits())
                #expect(evaluated.status == answer.status, "\(example.name) \(query)")
                #expect(evaluated.bytes == answer.bytes, "\(example.name) \(query)")
                #expect(evaluated.contentType == answer.contentType, "\(example.name) \(query)")
            }
        }
    }

    /// What `eval` refuses, it refuses as the endpoint the body is for: a body with `from` as `POST /v1/chain`
    /// (which takes no event), any other as `POST /v1/dispatch` (which needs one).
    @Test(arguments: [
        (#"{"app": {}, "from": "x", "event": {"type": "shake"}}"#, Endpoint.chain),
        (#"{"app": {}, "events": [], "from": "x"}"#, .chain),
        (#"{"from": 7, "app": {}}"#, .chain),
        (#"{"from": "nobody", "app": {}}"#, .chain),
        (#"{"app": {}}"#, .dispatch),
        (#"{"app": {}, "event": {"type": "shake"}, "events": [{"type": "shake"}]}"#, .dispatch),
        (#"{"event": {"type": "shake"}}"#, .dispatch),
        (#"{"app": {"scenes": [}"#, .dispatch),
        ("", .dispatch),
    ])
    func evalRefusesAsTheEndpointTheBodyIsFor(_ body: String, _ endpoint: Endpoint) throws {
        let bytes = Array(body.utf8)
        let answer = ResponderService.answer(endpoint, body: bytes, query: AnswerQuery([:]), limits: Limits())
        let evaluated = ResponderService.evaluationAnswer(body: bytes, query: AnswerQuery([:]), limits: Limits())
        #expect(answer.status != 200)
        #expect(evaluated.status == answer.status)
        #expect(String(decoding: evaluated.bytes, as: UTF8.self) == String(decoding: answer.bytes, as: UTF8.self))
    }

    /// A field neither endpoint takes is refused with the fields of both, so a misspelt `from` is suggested.
    @Test func evalSuggestsFromForAMisspeltFrom() throws {
        let evaluated = ResponderService.evaluationAnswer(
            body: Array(#"{"frm": "x", "app": {}}"#.utf8), query: AnswerQuery([:]), limits: Limits())
        let field = try #require(evaluated.problem?.problems.first)
        #expect(evaluated.status == 400)
        #expect(field.pointer == "/frm" && field.suggestion == "from")
    }

    /// An audit's answer carries its counts, for `responder-lab audit`'s exit status.
    @Test func anAuditCarriesItsSummary() throws {
        let answer = ResponderService.answer(
            .audit, body: Self.body(for: .audit), query: AnswerQuery(["format": "text"]), limits: Limits())
        #expect(answer.status == 200)
        #expect(answer.auditSummary != nil)
    }
}
