import Foundation
import ResponderTestSupport
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// Every kind of answer stays within the limits while it is built: problems listed up to a number, suggestions for
/// the first few unknown ids, audits, chains and text reports stopped at the answer size, and text that shows a
/// request's control characters escaped.
@Suite struct AnswerBoundTests {
    /// An app whose one view has a recognizer waiting for `unknown` recognizers that do not exist, beside `known`
    /// recognizers that do.
    static func recognizerBody(known: Int, unknown: Int, prefix: String = "ghost") -> [UInt8] {
        let others = (0..<known).map { #"{"id": "pan\#($0)", "type": "pan"}"# }
        let waits = (0..<unknown).map { #""\#(prefix)\#($0)""# }.joined(separator: ",")
        let recognizers = [#"{"id": "tap", "type": "tap", "requiresToFail": [\#(waits)]}"#] + others
        let body = #"""
            {"app": {"scenes": [{"windows": [{"subviews": [{"id": "board", "gestureRecognizers": [\#(recognizers.joined(separator: ","))]}]}]}]},
             "event": {"type": "touch", "point": {"x": 5, "y": 5}}}
            """#
        return Array(body.utf8)
    }

    private func problem(_ body: [UInt8], limits: Limits = Limits()) -> Problem? {
        do {
            _ = try ResponderService.dispatchAnswer(body: body, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func aProblemListsAtMostItsLimitAndSaysHowManyItLeftOut() throws {
        let problem = try #require(self.problem(Self.recognizerBody(known: 0, unknown: 5_000)))
        #expect(problem.status == 422)
        #expect(problem.problems.count == 50)
        #expect(problem.total == 5_000)
        #expect(problem.omitted == 4_950)
        #expect(problem.problems[49].pointer.hasSuffix("/requiresToFail/49"))
        #expect(problem.detail.hasSuffix("The first 50 are listed; 4950 more are left out."))
        let json = String(decoding: problem.encoded(), as: UTF8.self)
        #expect(json.contains(#""omitted":4950,"problems":["#) && json.contains(#""total":5000,"type""#))
        #expect(TextReport.render(problem).hasSuffix("  (4950 of 5000 problems left out)\n"))
    }

    @Test func aProblemWithinTheLimitSaysNothingOfLeftOutOnes() throws {
        let problem = try #require(self.problem(Self.recognizerBody(known: 0, unknown: 3)))
        #expect(problem.problems.count == 3 && problem.total == nil && problem.omitted == nil)
        #expect(problem.detail.hasPrefix("3 problems in the app description: no gesture recognizer has id 'ghost0'"))
        #expect(!String(decoding: problem.encoded(), as: UTF8.self).contains("omitted"))
    }

    @Test func onlyTheFirstUnknownIdsGetSuggestions() throws {
        // Every unknown id is one edit from a known one ("pan7" → "pam7"), so each could get a suggestion.
        let problem = try #require(self.problem(Self.recognizerBody(known: 2_000, unknown: 5_000, prefix: "pam")))
        let suggested = problem.problems.filter { $0.suggestion != nil }
        #expect(suggested.count == 10)
        #expect(problem.problems.prefix(10).allSatisfy { $0.suggestion != nil })
        #expect(problem.problems[0].suggestion == "pan0")
        #expect(problem.problems[0].message == "no gesture recognizer has id 'pam0' (did you mean 'pan0'?)")
        #expect(problem.problems[10].message == "no gesture recognizer has id 'pam10'")
    }

    @Test(
        arguments: [
            ("serchField", ["searchField", "saveButton"], "searchField"),
            ("sarchFeld", ["searchField"], "searchField"),
            ("abc", ["abd", "abx"], "abd"),
            ("button", ["buton", "butt0n"], "buton"),
            ("x", ["yzw"], nil),
            ("window", ["inbox", "table"], nil),
            ("", ["a", "bb"], "a"),
        ] as [(String, [String], String?)])
    func suggestionsAreTheClosestWithinTwoEdits(_ id: String, _ candidates: [String], _ expected: String?) {
        #expect(UnknownReference.closest(to: id, among: candidates) == expected)
    }

    @Test func theBandedEditDistanceAgreesWithTheFullOne() {
        func full(_ a: [UInt8], _ b: [UInt8]) -> Int {
            var previous = Array(0...b.count)
            for i in 1...max(a.count, 1) where !a.isEmpty {
                var current = [i] + Array(repeating: 0, count: b.count)
                for j in 1...max(b.count, 1) where !b.isEmpty {
                    current[j] = min(
                        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                }
                previous = current
            }
            return previous[b.count]
        }
        // Seeded, so a pair the banded distance gets wrong is found on every run.
        var generator = SplitMix64(seed: 0xED17)
        for _ in 0..<3_000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                UInt8.random(in: 97...99, using: &generator)
            }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                UInt8.random(in: 97...99, using: &generator)
            }
            let expected = full(a, b)
            let banded = a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in UnknownReference.editDistance(a, b, bound: 2) }
            }
            #expect(min(banded, 3) == min(expected, 3), "\(a) \(b)")
        }
    }

    @Test func waitingForOtherRecognizersIsChargedToTheWorkBudget() throws {
        // 300 recognizers on one view, each waiting for the 200 before it: 60,000 require(toFail:) checks.
        let recognizers = (0..<300).map { index in
            let waits = (max(0, index - 200)..<index).map { #""r\#($0)""# }.joined(separator: ",")
            return #"{"id": "r\#(index)", "type": "tap", "requiresToFail": [\#(waits)]}"#
        }
        let body = Array(
            #"""
            {"app": {"scenes": [{"windows": [{"subviews": [{"id": "board", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "gestureRecognizers": [\#(recognizers.joined(separator: ","))]}]}]}]},
             "event": {"type": "touch", "point": {"x": 5, "y": 5}}}
            """#.utf8)
        #expect(self.problem(body) == nil)
        var limits = Limits()
        limits.maxWorkSteps = 20_000
        let problem = try #require(self.problem(body, limits: limits))
        #expect(problem.status == 413 && problem.budget == "steps")
    }

    @Test func viewsOfAbsurdSizesAreRefusedWithThePointerToTheNumber() throws {
        let app =
            #"{"scenes": [{"windows": [{"frame": {"x": 0, "y": 0, "width": 1e20, "height": 844}, "subviews": [{"id": "wide", "class": "UIButton", "frame": {"x": -1e19, "y": 0, "width": 1.7e308, "height": 44}}]}]}]}"#
        let body = Array(#"{"app": \#(app), "event": {"type": "touch", "on": "wide"}}"#.utf8)
        let problem = try #require(self.problem(body))
        #expect(problem.kind == .numberOutOfRange && problem.status == 422)
        #expect(problem.problems.map(\.pointer) == ["/app/scenes/0/windows/0/frame/width"])
    }

    @Test func viewsWhoseTransformsCompoundPastAnyRangeAreAimedAtAuditedAndDrawnWithoutOverflow() throws {
        // Each number is within the range a request may hold; thirty views nested, each scaled a billion times and
        // moved a billion points, put the innermost at 1e270 and then at infinity.
        var view = #"{"id": "wide", "class": "UIButton", "frame": {"x": -1e9, "y": 0, "width": 1e9, "height": 44}}"#
        for level in 0..<30 {
            view =
                #"{"id": "v\#(level)", "frame": {"x": -1e9, "y": 1e9, "width": 1e9, "height": 1e9}, "transform": {"scale": 1e9, "translation": {"x": 1e9, "y": -1e9}}, "subviews": [\#(view)]}"#
        }
        let app =
            #"{"scenes": [{"windows": [{"frame": {"x": 0, "y": 0, "width": 1e9, "height": 844}, "subviews": [\#(view)]}]}]}"#
        let dispatch = try ResponderService.dispatch(
            body: Array(#"{"app": \#(app), "event": {"type": "touch", "on": "wide"}}"#.utf8))
        #expect(dispatch.results.count == 1)
        _ = try ResponderService.audit(body: Array(#"{"app": \#(app)}"#.utf8))
        _ = try? ResponderService.diagramScene(
            dispatchBody: Array(#"{"app": \#(app), "event": {"type": "motion"}}"#.utf8), limits: Limits(), event: 0)
    }

    /// `count` buttons under a view that takes no touches: one finding each.
    static func blockedButtons(_ count: Int) -> [UInt8] {
        let buttons = (0..<count).map {
            #"{"id": "b\#($0)", "class": "UIButton", "frame": {"x": \#($0 % 30 * 12), "y": \#($0 / 30 * 12), "width": 10, "height": 10}}"#
        }
        let body = #"""
            {"app": {"scenes": [{"windows": [{"subviews": [{"id": "panel", "isUserInteractionEnabled": false, "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "subviews": [\#(buttons.joined(separator: ","))]}]}]}]}}
            """#
        return Array(body.utf8)
    }

    @Test func theAuditGivesTheAppOnceHoweverManyFindings() throws {
        let body = Self.blockedButtons(200)
        let answer = try ResponderService.auditAnswer(body: body)
        let response = try ResponderService.audit(body: body)
        #expect(response.findings.count >= 200)
        let app = try #require(JSONReader.compactMember("app", of: body))
        // The app's bytes appear once in the answer, in witnessBase.
        let text = String(decoding: answer, as: UTF8.self)
        #expect(text.components(separatedBy: String(decoding: app, as: UTF8.self)).count == 2)
        // What grows with the findings is each finding's own words, witness and verified fix (about 1 kB each);
        // the 20 kB app is not among them.
        #expect(answer.count < 200 * 1_200)
    }

    @Test(arguments: [false, true])
    func anAuditLargerThanTheAnswerLimitIsRefusedBeforeItIsWritten(_ text: Bool) throws {
        var limits = Limits()
        limits.maxAnswerBytes = 20_000
        do {
            _ = try ResponderService.auditAnswer(
                body: Self.blockedButtons(200), limits: limits, options: .init(text: text))
            Issue.record("no problem")
        } catch {
            #expect(error.status == 413)
            #expect(error.budget == "answerBytes" && error.limit == 20_000)
            #expect(error.problems.map(\.pointer) == ["/app"])
            #expect(error.problems.map(\.message) == ["the answer is too large"])
            let catalogued = error.problems.allSatisfy { $0.words.isCatalogued }
            #expect(catalogued)
        }
    }

    @Test func theAuditChargesItsFindingsToTheWorkBudget() throws {
        var limits = Limits()
        limits.maxAnswerEntries = 100
        do {
            _ = try ResponderService.audit(body: Self.blockedButtons(200), limits: limits)
            Issue.record("no problem")
        } catch {
            #expect(error.status == 413 && error.budget == "entries")
        }
    }

    @Test func aChainLargerThanTheAnswerLimitIsRefused() throws {
        var limits = Limits()
        limits.maxAnswerBytes = 2_000
        let views = (0..<40).reduce(#"{"id": "leaf"}"#) { inner, level in
            #"{"id": "v\#(level)", "subviews": [\#(inner)]}"#
        }
        let body = Array(#"{"app": {"scenes": [{"windows": [{"subviews": [\#(views)]}]}]}, "from": "leaf"}"#.utf8)
        for text in [false, true] {
            do {
                _ = try ResponderService.chainAnswer(body: body, limits: limits, options: .init(text: text))
                Issue.record("no problem")
            } catch {
                #expect(error.status == 413 && error.problems.first?.pointer == "/from")
            }
        }
        #expect((try? ResponderService.chainAnswer(body: body)) != nil)
    }

    @Test func aWriterNeverHoldsMoreThanItsLimit() {
        var writer = AnswerWriter(capacity: 16, limit: 100)
        writer.writeArray(Array(repeating: "0123456789", count: 50))
        #expect(writer.overflowed)
        #expect(writer.bytes.count <= 100)
        #expect(AnswerWriter.bytes(of: Array(repeating: "x", count: 5), indented: false, limit: 100) != nil)
    }

    @Test func textAnswersShowControlCharactersEscaped() throws {
        let hostile = "a\u{1B}[2J\u{1B}]0;pwned\u{07}b\u{9B}c\u{7F}d\u{202E}e\u{2066}f\u{200F}g"
        let id = try String(data: JSONEncoder().encode(hostile), encoding: .utf8)!
        let body = Array(
            #"{"title": \#(id), "app": {"scenes": [{"windows": [{"subviews": [{"id": \#(id), "frame": {"x": 0, "y": 0, "width": 50, "height": 50}}]}]}]}, "event": {"type": "touch", "point": {"x": 5, "y": 5}}}"#
                .utf8)
        let answer = String(
            decoding: try ResponderService.dispatchAnswer(body: body, options: .init(text: true)), as: UTF8.self)
        let escaped = #"a\u{1B}[2J\u{1B}]0;pwned\u{7}b\u{9B}c\u{7F}d\u{202E}e\u{2066}f\u{200F}g"#
        #expect(answer.hasPrefix(escaped + " [runtime]\n"))
        #expect(answer.contains("UIView '\(escaped)'"))
        #expect(!answer.unicodeScalars.contains { TextSink.isControl($0) && $0 != "\n" })
        let problem = Problem(
            .invalidRequest, detail: "bad \(hostile)", problems: [.init(pointer: "/x", message: hostile)])
        let text = TextReport.render(problem)
        #expect(text == "400 Invalid request: bad \(escaped)\n  at /x: \(escaped)\n")
    }
}
