import Foundation
import Testing

@testable import ResponderModel
@testable import ResponderService

/// The work budget through the service: which budget ran out, where, and what to reduce; answers written event by
/// event with the same bytes as before.
@Suite struct WorkBudgetServiceTests {
    /// A window whose root view holds `count` small views in a row, and `events` taps of `fingers` fingers.
    static func grid(_ count: Int, events: Int = 1, fingers: Int = 1) -> [UInt8] {
        let views = (0..<count).map { #"{"frame": {"x": \#(1_000 + $0 * 10), "y": 0, "width": 10, "height": 10}}"# }
        let touches = (0..<fingers).map { #"{"point": {"x": \#(5 + $0), "y": 5}}"# }.joined(separator: ",")
        let event = #"{"type": "touch", "touches": [\#(touches)]}"#
        let body = #"""
            {"app": {"scenes": [{"windows": [{"rootViewController": {"view": {"subviews": [\#(views.joined(separator: ","))]}}}]}]},
             "events": [\#(Array(repeating: event, count: events).joined(separator: ","))]}
            """#
        return Array(body.utf8)
    }

    private func problem(_ body: [UInt8], limits: Limits, options: ResponderService.AnswerOptions = .init()) -> Problem?
    {
        do {
            _ = try ResponderService.dispatchAnswer(body: body, limits: limits, options: options)
            return nil
        } catch {
            return error
        }
    }

    @Test func runningOutOfStepsNamesTheBudgetAndTheEvent() throws {
        var limits = Limits()
        limits.maxWorkSteps = 5_000
        let problem = try #require(self.problem(Self.grid(1_000, events: 10), limits: limits))
        #expect(problem.status == 413)
        #expect(problem.kind == .tooMuchWork)
        #expect(problem.budget == "steps")
        #expect(problem.limit == 5_000)
        // Each tap asks ~1,000 views and scans as many: the third event crosses 5,000.
        #expect(problem.problems.map(\.pointer) == ["/events/2"])
        #expect(problem.problems.map(\.message) == ["the work budget of 5000 steps ran out here"])
        #expect(problem.detail.contains("Send fewer events or touches"))
    }

    @Test func runningOutOfEntriesPointsAtTheEventAndSuggestsTheSummarisedTrace() throws {
        var limits = Limits()
        limits.maxAnswerEntries = 500
        let options = ResponderService.AnswerOptions(fullTrace: true)
        let problem = try #require(self.problem(Self.grid(1_000), limits: limits, options: options))
        #expect(problem.budget == "entries")
        #expect(problem.problems.first?.pointer == "/events/0")
        #expect(problem.detail.contains("leave out trace=full"))
        // The summarised trace of the same tap fits: the 1,000 rejected siblings are one step.
        #expect(self.problem(Self.grid(1_000), limits: limits) == nil)
    }

    @Test(arguments: [false, true])
    func theAnswerSizeIsCheckedWhileWriting(_ text: Bool) throws {
        var limits = Limits()
        limits.maxAnswerBytes = 65_536
        let options = ResponderService.AnswerOptions(text: text)
        let problem = try #require(self.problem(Self.grid(10, events: 100), limits: limits, options: options))
        #expect(problem.budget == "answerBytes")
        #expect(problem.limit == 65_536)
        let event = try #require(Int(problem.problems.first?.pointer.dropFirst("/events/".count) ?? ""))
        #expect(event < 99, "it stopped before writing every event")
    }

    /// The answer's own fields count too: a title longer than the limit makes the answer too large, whichever field
    /// of the answer is written last.
    @Test(arguments: [false, true])
    func aTitleLargerThanTheAnswerLimitIsRefused(_ pretty: Bool) throws {
        var limits = Limits()
        limits.maxBodyBytes = 1 << 20
        limits.maxAnswerBytes = 65_536
        let title = String(repeating: "x", count: 100_000)
        let body = #"{"title": "\#(title)", "app": {"scenes": []}, "event": {"type": "motion"}}"#
        let problem = try #require(self.problem(Array(body.utf8), limits: limits, options: .init(pretty: pretty)))
        #expect(problem.budget == "answerBytes")
    }

    @Test func defaultBudgetsAnswerOrdinaryRequests() throws {
        // A hundred taps of twenty fingers on a small hierarchy, and one tap on a 9,000-view one.
        _ = try ResponderService.dispatchAnswer(body: Self.grid(10, events: 100, fingers: 5))
        let big = try ResponderService.dispatchAnswer(body: Self.grid(9_000))
        #expect(big.count < 16_384, "a tap on 9,000 views answers kilobytes with the summarised trace")
    }

    @Test func liftedBudgetsAnswerEverything() throws {
        var limits = Limits()
        limits.maxWorkSteps = 1_000
        limits.maxAnswerEntries = 100
        limits.maxAnswerBytes = 65_536
        limits.liftBudgets()
        let bytes = try ResponderService.dispatchAnswer(
            body: Self.grid(1_000, events: 3), limits: limits, options: .init(fullTrace: true))
        #expect(bytes.count > 65_536)
    }

    @Test func aLongChainIsRefusedOnV1Chain() throws {
        var limits = Limits()
        limits.maxAnswerEntries = 100
        let objects = (0..<200).map { #"{"id": "o\#($0)", "next": "o\#($0 + 1)"}"# } + [#"{"id": "o200"}"#]
        let body = #"{"app": {"scenes": [], "objects": [\#(objects.joined(separator: ","))]}, "from": "o0"}"#
        do {
            _ = try ResponderService.chainAnswer(body: Array(body.utf8), limits: limits)
            Issue.record("expected 413")
        } catch {
            #expect(error.kind == .tooMuchWork)
            #expect(error.problems.first?.pointer == "/from")
        }
    }

    /// The answer written event by event is the same bytes as the whole answer encoded by Foundation, compact and
    /// indented (`?pretty=true`), for every example.
    @Test(arguments: Example.all.map(\.name))
    func streamedAnswersMatchFoundation(_ name: String) throws {
        let example = try #require(Example.named(name))
        for pretty in [false, true] {
            let encoder = JSONEncoder()
            encoder.outputFormatting =
                pretty
                ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
            if example.endpoint == "/v1/chain" {
                let expected = Array(try encoder.encode(try ResponderService.chain(body: example.body)))
                #expect(
                    try ResponderService.chainAnswer(body: example.body, options: .init(pretty: pretty)) == expected)
                continue
            }
            for essentials in [false, true] {
                let whole = try ResponderService.dispatch(body: example.body, options: .init(essentials: essentials))
                let streamed = try ResponderService.dispatchAnswer(
                    body: example.body, options: .init(pretty: pretty, essentials: essentials))
                #expect(streamed == Array(try encoder.encode(whole)), "pretty: \(pretty), essentials: \(essentials)")
            }
        }
    }

    @Test func textAnswersAreTheReportOfTheWholeAnswer() throws {
        for example in Example.all where example.endpoint == "/v1/dispatch" {
            let whole = try ResponderService.dispatch(body: example.body, options: .init(essentials: true))
            let streamed = try ResponderService.dispatchAnswer(body: example.body, options: .init(text: true))
            #expect(String(decoding: streamed, as: UTF8.self) == TextReport.render(whole), "\(example.name)")
        }
    }
}
