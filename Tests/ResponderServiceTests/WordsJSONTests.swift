import ResponderCore
import Testing

@testable import ResponderModel

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
}
