import Foundation
import ResponderCore
import ResponderModel
import Testing

@testable import ResponderService

/// Every answer, problems included, is bounded by the answer limit: a problem quotes excerpts of what it refuses and
/// lists as many of its fields as fit.
@Suite struct ProblemBoundTests {
    @Test(
        arguments: [
            ("short", "short"),
            (String(repeating: "a", count: 60), String(repeating: "a", count: 60)),
            (String(repeating: "a", count: 61), String(repeating: "a", count: 60) + "…"),
            // Scalars, not characters: a character of a thousand combining marks is cut too.
            ("X" + String(repeating: "\u{301}", count: 1_000), "X" + String(repeating: "\u{301}", count: 59) + "…"),
        ])
    func anExcerptKeepsSixtyScalars(_ text: String, _ expected: String) {
        #expect(Excerpt.of(text) == expected)
    }

    @Test func aProblemListsTheFieldsThatFitTheAnswerLimitAndCountTheRest() throws {
        let fields = (0..<50).map { index in
            Problem.Field(pointer: "/app/\(index)", message: String(repeating: "m", count: 2_000))
        }
        let problem = Problem(.impossibleApp, detail: "50 problems", problems: fields)
        #expect(problem.fitting(1_000_000).problems.count == 50, "it fits whole")
        let cut = problem.fitting(20_000)
        let bytes = cut.encoded()
        #expect(bytes.count <= 20_000)
        #expect(cut.problems.count == 6 && cut.total == 50 && cut.omitted == 44)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(json["total"] as? Int == 50 && json["omitted"] as? Int == 44)
        #expect(problem.fitting(500).problems.isEmpty, "at the last, no field")
    }

    @Test func aProblemAnswerStaysWithinTheAnswerLimitOfTheFrontEnd() {
        var limits = Limits()
        limits.maxAnswerBytes = 65_536
        limits.maxNameBytes = 65_536
        limits.maxBodyBytes = 4 << 20
        // 50 unknown ids of 60 KB each: every problem quotes one.
        let ids = (0..<50).map { #""\#(String(repeating: "x", count: 60_000))\#($0)""# }.joined(separator: ",")
        let body = #"""
            {"app": {"scenes": [{"windows": [{"id": "w", "subviews": [{"id": "v", "gestureRecognizers": [{"id": "t", "type": "tap", "requiresToFail": [\#(ids)]}]}]}]}]}, "event": {"type": "motion"}}
            """#
        for query in [[:], ["pretty": "true"], ["format": "text"]] as [[String: String]] {
            let answer = ResponderService.answer(
                .dispatch, body: Array(body.utf8), query: AnswerQuery(query), limits: limits)
            #expect(answer.status == 422)
            #expect(answer.bytes.count <= 65_536 + 4_096, "\(query): \(answer.bytes.count) bytes")
        }
    }
}
