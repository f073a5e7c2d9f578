import Foundation
import ResponderCore
import Testing

@testable import ResponderModel
@testable import ResponderService

/// `include=svg`: the diagram `format=svg` answers, as the JSON answer's `svg`, so that one request serves a page;
/// held to the same size limit, refused where it cannot be.
@Suite struct IncludeSVGTests {
    static func answer(
        _ endpoint: Endpoint, _ example: String, _ query: [String: String], limits: Limits = Limits()
    ) -> Answer {
        ResponderService.answer(endpoint, body: Example.named(example)!.body, query: AnswerQuery(query), limits: limits)
    }

    static func object(_ answer: Answer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(answer.bytes)) as? [String: Any])
    }

    @Test(arguments: [(Endpoint.dispatch, "delete-button"), (.chain, "delete-button-chain")])
    func theAnswerHoldsTheDiagramAndIsOtherwiseThePlainAnswer(_ endpoint: Endpoint, _ example: String) throws {
        let with = Self.answer(endpoint, example, ["include": "svg"])
        #expect(with.status == 200 && with.contentType == "application/json")
        let diagram = Self.answer(endpoint, example, ["format": "svg"])
        let object = try Self.object(with)
        #expect(object["svg"] as? String == String(decoding: diagram.bytes, as: UTF8.self))
        // Otherwise the plain answer, byte for byte: the keys are sorted, and svg is one more.
        let plain = String(decoding: Self.answer(endpoint, example, [:]).bytes, as: UTF8.self)
        let member =
            #","svg":"#
            + String(decoding: AnswerWriter.bytes(of: String(decoding: diagram.bytes, as: UTF8.self)), as: UTF8.self)
        var expected = plain
        if endpoint == .dispatch {
            let title = try #require(plain.range(of: #","title":""#, options: .backwards))
            expected.insert(contentsOf: member, at: title.lowerBound)
        } else {
            expected.insert(contentsOf: member, at: expected.index(before: expected.endIndex))
        }
        #expect(String(decoding: with.bytes, as: UTF8.self) == expected)
        // With the layout too.
        let both = try Self.object(Self.answer(endpoint, example, ["include": "layout,svg"]))
        #expect(both["layout"] != nil && both["svg"] as? String == object["svg"] as? String)
    }

    @Test func theDiagramIsOfTheEventAsked() throws {
        let example = try #require(
            Example.all.first {
                $0.endpoint == "/v1/dispatch" && $0.body.count > 0
                    && (try? ResponderService.dispatch(body: $0.body))?.results.count ?? 0 > 1
            })
        let object = try Self.object(Self.answer(.dispatch, example.name, ["include": "svg", "event": "1"]))
        let svg = try #require(object["svg"] as? String)
        #expect(svg.contains(#"data-event="1""#))
        #expect((object["results"] as? [Any])?.count ?? 0 > 1)
        // An event the request does not have: 400, naming event.
        let refused = Self.answer(.dispatch, example.name, ["include": "svg", "event": "99"])
        #expect(refused.status == 400)
        #expect(refused.problem?.problems.first?.parameter == "event")
    }

    @Test func aDiagramOverTheAnswerSizeLimitIsA413() throws {
        let svg = Self.answer(.dispatch, "delete-button", ["format": "svg"]).bytes.count
        let json = Self.answer(.dispatch, "delete-button", [:]).bytes.count
        // The diagram alone is too large.
        var limits = Limits()
        limits.maxAnswerBytes = svg - 1
        let tooLarge = Self.answer(.dispatch, "delete-button", ["include": "svg"], limits: limits)
        #expect(tooLarge.status == 413)
        #expect(tooLarge.problem?.detail.hasPrefix("The diagram would be larger than") == true)
        // The diagram fits, the answer that holds it does not.
        limits.maxAnswerBytes = max(svg, json) + 10
        let answerTooLarge = Self.answer(.dispatch, "delete-button", ["include": "svg"], limits: limits)
        #expect(answerTooLarge.status == 413)
        #expect(
            answerTooLarge.problem?.detail
                == "The answer with its diagram would be larger than the \(limits.maxAnswerBytes) bytes this service "
                + "answers; ask for the diagram on its own (format=svg) and the answer without include=svg.")
        let chain = Self.answer(.chain, "delete-button-chain", ["include": "svg"], limits: limits)
        #expect(chain.status == 413 && chain.problem?.detail.hasPrefix("The answer with its diagram") == true)
        limits.maxAnswerBytes = 2 * (svg + json)
        #expect(Self.answer(.dispatch, "delete-button", ["include": "svg"], limits: limits).status == 200)
    }

    @Test func aTextReportCannotHoldADiagram() {
        let refused = Self.answer(.dispatch, "delete-button", ["include": "svg", "format": "text"])
        #expect(refused.status == 400 && refused.contentType == "text/plain; charset=utf-8")
        #expect(refused.problem?.problems.first?.parameter == "include")
        #expect(refused.problem?.detail.contains("format=text answers a plain-text report") == true)
    }

    @Test func anEndpointWithoutDiagramsRefusesIt() throws {
        let audit = ResponderService.answer(
            .audit, body: ResponderService.auditBody(fromRequest: Example.named("delete-button")!.body),
            query: AnswerQuery(["include": "svg"]), limits: Limits())
        #expect(audit.status == 400)
        #expect(audit.problem?.problems.first?.message == "include is not available on /v1/audit")
        #expect(audit.problem?.detail.contains("include=svg is for /v1/dispatch and /v1/chain") == true)
        let imported = ResponderService.answer(
            .importDumps, body: ResponderService.importBody(ResponderService.sampleDumps),
            query: AnswerQuery(["include": "svg"]), limits: Limits())
        #expect(imported.status == 400)
        #expect(imported.problem?.problems.first?.parameter == "include")
    }

    /// The ids a diagram's elements carry (`id="…"`), in order.
    static func ids(_ answer: Answer) -> [String] {
        String(decoding: answer.bytes, as: UTF8.self).split(separator: " id=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
    }

    /// Two diagrams on one page share no id: each diagram's ids begin with a fingerprint of its request, event and
    /// language, and the same request always draws the same ids.
    @Test func diagramsOfOtherRequestsEventsOrLanguagesHaveIdsOfTheirOwn() throws {
        let drawn = [
            Self.answer(.dispatch, "delete-button", ["format": "svg"]),
            Self.answer(.dispatch, "close-button-44pt", ["format": "svg"]),
            Self.answer(.dispatch, "delete-button", ["format": "svg", "lang": "ja"]),
            Self.answer(.chain, "delete-button-chain", ["format": "svg"]),
        ]
        let ids = drawn.map(Self.ids)
        for diagram in ids {
            #expect(diagram.count == 3)
            let prefix = try #require(diagram.first?.dropLast("-title".count))
            #expect(diagram == ["\(prefix)-title", "\(prefix)-desc", "\(prefix)-arrow"])
            #expect(prefix.hasPrefix("rl-") && prefix.count == 11)
        }
        #expect(Set(ids.joined()).count == ids.joined().count)
        #expect(Self.ids(Self.answer(.dispatch, "delete-button", ["format": "svg"])) == ids[0])
        let svg = String(decoding: drawn[0].bytes, as: UTF8.self)
        let prefix = try #require(ids[0].first?.dropLast("-title".count))
        #expect(svg.contains(#"aria-labelledby="\#(prefix)-title \#(prefix)-desc""#))
        #expect(!svg.contains("url(#rl-arrow)") && svg.contains("url(#\(prefix)-arrow)"))
    }

    /// A lesson's title is the catalogue's and comes in the language asked for; a request's own title stays.
    @Test func aLessonsTitleIsTheDiagramsTitleInTheLanguageAsked() throws {
        func title(_ body: [UInt8], _ lang: String) -> String {
            let svg = String(
                decoding: ResponderService.answer(
                    .dispatch, body: body, query: AnswerQuery(["format": "svg", "lang": lang]), limits: Limits()
                ).bytes, as: UTF8.self)
            let start = svg.range(of: "-title\">")!.upperBound
            return String(svg[start...].prefix { $0 != "<" })
        }
        let lesson = try #require(Example.named("delete-button"))
        #expect(title(lesson.body, "en") == lesson.title)
        #expect(title(lesson.body, "ja") == lesson.words(in: .japanese).title)
        #expect(title(lesson.body, "ja") != lesson.title)
        let own = String(decoding: lesson.body, as: UTF8.self).replacingOccurrences(
            of: #""title": "\#(lesson.title)""#, with: #""title": "My inbox""#)
        #expect(own != String(decoding: lesson.body, as: UTF8.self))
        #expect(title(Array(own.utf8), "ja") == "My inbox")
    }
}
