import Foundation
import ResponderCore
import Testing

@testable import ResponderModel
@testable import ResponderService

/// Words written from the catalogue straight into an answer's bytes are the bytes of the same words written as a
/// `String`, escaping included.
@Suite struct WordsJSONTests {
    /// A window scene with one 390×844 window holding one view of that id.
    static func app(viewID: String) -> (app: App, window: Int, view: Int) {
        var app = App()
        let scene = app.add(
            Responder(
                id: "scene", className: "UIWindowScene", uikitClass: App.resolve("UIWindowScene", .windowScene),
                kind: .windowScene))
        let window = app.addWindow(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: scene)
        let view = app.addView(id: viewID, frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        return (app, window, view)
    }

    @Test(arguments: DeliveryStep.Behavior.allCases)
    func wordsWrittenIntoTheAnswerAreTheStringsBytes(_ behavior: DeliveryStep.Behavior) throws {
        // An id with a quote, a backslash, a tab and a line break: every piece must be escaped on the way.
        let (app, _, view) = Self.app(viewID: "a \"b\" \\ c\td\ne")
        for note in [
            PathNote.delivery(behavior, method: .touchesEnded, arrivedBy: .superview), .windowHitTested([view, view]),
        ] {
            let words = WordsJSON(note, of: view, speaker: Speaker(app: app))
            #expect(AnswerWriter.bytes(of: words) == AnswerWriter.bytes(of: words.text))
            #expect(AnswerWriter.bytes(of: words, indented: true) == AnswerWriter.bytes(of: words.text, indented: true))
            #expect(words.text.contains(#"'a "b" \ c"#))
        }
    }

    @Test(arguments: HitTestOutcome.allCases)
    func aHitTestStepsReasonWrittenIntoTheAnswerIsTheStringsBytes(_ outcome: HitTestOutcome) {
        let (app, window, view) = Self.app(viewID: "\"quoted\" \\")
        var step = HitTestStep(view: view, depth: 1, point: .zero, outcome: outcome, redirectedTo: window)
        for count in [1, 3] {
            step.count = count
            step.lastView = count > 1 ? window : nil
            let words = WordsJSON(step, speaker: Speaker(app: app))
            #expect(words.text == app.explanation(of: step))
            #expect(AnswerWriter.bytes(of: words) == AnswerWriter.bytes(of: words.text))
        }
    }

    /// The examples that dispatch events, by name.
    static let dispatchExamples = Example.all.filter { $0.endpoint == "/v1/dispatch" }.map(\.name)

    /// Every example's summaries in every language: written into the answer (``WordsJSON``, from the facts at write
    /// time) they are the bytes of the sentence written as a `String` (``App/summary(of:in:)``), escaping included,
    /// and the service's answer holds that sentence.
    @Test(arguments: dispatchExamples)
    func everySummaryWrittenIntoTheAnswerIsTheStringsBytes(_ name: String) throws {
        let example = try #require(Example.named(name))
        let request = try WireFormat.decode(DispatchRequest.self, from: example.body, limits: Limits())
        var (app, events, settings) = try RequestMapping.prepare(request, limits: Limits())
        settings.summarizeTraceRuns = DispatchSettings.defaultTraceRunSummary
        var dispatcher = Dispatcher(app: app, settings: settings)
        // The answer names responders from the laid-out app before the first event.
        app = dispatcher.app
        let results = dispatcher.dispatch(events)
        for language in Language.allCases {
            let answer = ResponderService.answer(
                .dispatch, body: example.body, query: AnswerQuery(["lang": language.rawValue]), limits: Limits())
            let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.bytes)) as? [String: Any])
            let answered = try #require(json["results"] as? [[String: Any]]).map { $0["summary"] as? String }
            try #require(answered.count == results.count, "\(name) \(language)")
            let speaker = Speaker(app: app, language: language)
            for (result, answeredSummary) in zip(results, answered) {
                let text = app.summary(of: result, in: language)
                let words = WordsJSON(summaryOf: result, speaker: speaker)
                #expect(!text.isEmpty, "\(name) \(language)")
                #expect(words.text == text, "\(name) \(language)")
                #expect(AnswerWriter.bytes(of: words) == AnswerWriter.bytes(of: text), "\(name) \(language)")
                #expect(answeredSummary == text, "\(name) \(language)")
            }
        }
    }

    /// Every example's scroll views in every language: what each did with the touch, written into the answer
    /// (``WordsJSON``, from the facts at write time), has the bytes of the words written as a `String`
    /// (``App/words(of:in:)-(ScrollViewResult,_)``), escaping included, and the service's answer holds those words.
    @Test(arguments: dispatchExamples)
    func everyScrollViewsReasonWrittenIntoTheAnswerIsTheStringsBytes(_ name: String) throws {
        let example = try #require(Example.named(name))
        let request = try WireFormat.decode(DispatchRequest.self, from: example.body, limits: Limits())
        var (app, events, settings) = try RequestMapping.prepare(request, limits: Limits())
        settings.summarizeTraceRuns = DispatchSettings.defaultTraceRunSummary
        var dispatcher = Dispatcher(app: app, settings: settings)
        // The answer names responders from the laid-out app before the first event.
        app = dispatcher.app
        let results = dispatcher.dispatch(events)
        for language in Language.allCases {
            let answer = ResponderService.answer(
                .dispatch, body: example.body, query: AnswerQuery(["lang": language.rawValue]), limits: Limits())
            let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.bytes)) as? [String: Any])
            let answered = try #require(json["results"] as? [[String: Any]]).map { result in
                (result["scrollViews"] as? [[String: Any]] ?? []).map { $0["reason"] as? String }
            }
            try #require(answered.count == results.count, "\(name) \(language)")
            let speaker = Speaker(app: app, language: language)
            for (result, answeredReasons) in zip(results, answered) {
                try #require(answeredReasons.count == result.scrollViews.count, "\(name) \(language)")
                for (scroll, answeredReason) in zip(result.scrollViews, answeredReasons) {
                    let text = app.words(of: scroll, in: language)
                    let words = WordsJSON(scroll, speaker: speaker)
                    #expect(!text.isEmpty, "\(name) \(language)")
                    #expect(words.text == text, "\(name) \(language)")
                    #expect(AnswerWriter.bytes(of: words) == AnswerWriter.bytes(of: text), "\(name) \(language)")
                    #expect(answeredReason == text, "\(name) \(language)")
                }
            }
        }
    }
}

extension WordsJSONTests {
    /// Every example's selection reasons in every language: written into the answer (``WordsJSON``, from the facts at
    /// write time) they are the bytes of the words written as a `String` (``App/words(of:in:)-(SelectionResult,_)``),
    /// escaping included, and the service's answer holds those words, in the results that have a selection and
    /// only there.
    @Test(arguments: dispatchExamples)
    func everySelectionReasonWrittenIntoTheAnswerIsTheStringsBytes(_ name: String) throws {
        let example = try #require(Example.named(name))
        let request = try WireFormat.decode(DispatchRequest.self, from: example.body, limits: Limits())
        var (app, events, settings) = try RequestMapping.prepare(request, limits: Limits())
        settings.summarizeTraceRuns = DispatchSettings.defaultTraceRunSummary
        var dispatcher = Dispatcher(app: app, settings: settings)
        // The answer names responders from the laid-out app before the first event.
        app = dispatcher.app
        let results = dispatcher.dispatch(events)
        for language in Language.allCases {
            let answer = ResponderService.answer(
                .dispatch, body: example.body, query: AnswerQuery(["lang": language.rawValue]), limits: Limits())
            let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.bytes)) as? [String: Any])
            let answered = try #require(json["results"] as? [[String: Any]]).map {
                ($0["selection"] as? [String: Any]).map { $0["reason"] as? String }
            }
            try #require(answered.count == results.count, "\(name) \(language)")
            let speaker = Speaker(app: app, language: language)
            for (result, answeredReason) in zip(results, answered) {
                guard let selection = result.selection else {
                    #expect(answeredReason == nil, "\(name) \(language)")
                    continue
                }
                let text = app.words(of: selection, in: language)
                let words = WordsJSON(reasonOf: selection, speaker: speaker)
                #expect(!text.isEmpty, "\(name) \(language)")
                #expect(words.text == text, "\(name) \(language)")
                #expect(AnswerWriter.bytes(of: words) == AnswerWriter.bytes(of: text), "\(name) \(language)")
                #expect(answeredReason == text, "\(name) \(language)")
            }
        }
    }
}
