import Testing

@testable import ResponderCore

/// The catalogue's words for the walk along the chain: every fact it can be handed reads as a sentence about the
/// responder, and writing into a sink gives what the `String` gives.
@Suite struct WordsTests {
    static let behaviors = DeliveryStep.Behavior.allCases

    /// A one-view app whose view's id needs escaping in JSON.
    static func app() -> (app: App, view: Int) {
        var (app, _, window) = Fixtures.bareApp()
        let view = app.addView(id: #"say "hi" \ now"#, frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        return (app, view)
    }

    @Test(arguments: behaviors)
    func everyBehaviourOnTheWalkIsASentenceAboutItsResponder(_ behavior: DeliveryStep.Behavior) {
        let (app, view) = Self.app()
        for rule in [nil] + NextRule.allCases.map(Optional.some) {
            let step = PathStep(
                responder: view, method: "touchesBegan(_:with:)", outcome: .forwarded,
                words: .delivery(behavior, method: .touchesBegan, arrivedBy: rule))
            let note = app.note(of: step)
            let name = app.displayName(of: view)
            #expect(note.hasPrefix(rule.map { "Reached through \($0.rawValue). \(name) " } ?? "\(name) "), "\(note)")
            #expect(note.hasSuffix("."), "\(note)")
            #expect(!note.contains("  "), "\(note)")
        }
    }

    @Test func theEndOfTheChainSaysWhyAndWhatWasDiscarded() {
        let (app, _) = Self.app()
        for end in [nil] + ChainEnd.allCases.map(Optional.some) {
            let step = PathStep(
                responder: nil, method: "motionEnded(_:with:)", outcome: .discarded,
                words: .discarded(method: .motionEnded, end: end))
            let note = app.note(of: step)
            #expect(note.hasPrefix(end?.explanation ?? "The chain ended."))
            #expect(note.hasSuffix(" Nothing handled motionEnded(_:with:), so UIKit discarded it."))
        }
    }

    @Test func aTouchsWayIntoItsWindowNamesEveryHitView() {
        let (app, view) = Self.app()
        let window = app.windowsFrontToBack[0]
        func note(_ words: PathNote) -> String {
            app.note(of: PathStep(responder: window, method: "sendEvent(_:)", outcome: .hitTested, words: words))
        }
        let name = app.displayName(of: view)
        #expect(
            note(.windowHitTested([view]))
                == "UIWindow.sendEvent(_:) hit-tested the touch to \(name); gesture recognizers on it and its ancestors "
                + "see the touch first.")
        #expect(note(.windowHitTested([view, window])).contains("to \(name), UIWindow 'window'; gesture"))
        #expect(
            note(.applicationSendsTouches)
                == "UIApplication.sendEvent(_:) hands the touch event to the window it belongs to.")
    }

    @Test(arguments: ActionDispatch.WalkStep.Answer.allCases)
    func everyAnswerOnAnActionsWalkIsASentenceAboutItsResponder(_ answer: ActionDispatch.WalkStep.Answer) {
        let (app, view) = Self.app()
        for reason in [nil, "the pasteboard is empty"] {
            let note = app.note(
                of: PathStep(
                    responder: view, method: "copy:", outcome: .passed,
                    words: .actionWalk(answer, action: Selector("copy:"), reason: reason)))
            #expect(note.hasPrefix("\(app.displayName(of: view)) "), "\(note)")
            #expect(note.contains("copy:"))
            if answer == .declines {
                #expect(
                    note == "\(app.displayName(of: view)) implements copy: but declines ("
                        + (reason ?? "canPerformAction returns false") + "), so the walk moves on.")
            }
        }
    }

    @Test(arguments: RecognizerResult.Outcome.allCases)
    func everyRecognizerOutcomeNamesTheRecognizerAndEndsWithItsReason(_ outcome: RecognizerResult.Outcome) {
        var (app, view) = Self.app()
        let tap = app.addGestureRecognizer(GestureRecognizer(id: "tap", kind: .tap, view: view))
        let note = app.note(
            of: PathStep(
                responder: view, method: "UITapGestureRecognizer", outcome: .failed,
                words: .recognizer(tap, outcome, reason: "The finger moved too far.")))
        #expect(note.hasPrefix("UITapGestureRecognizer 'tap' on \(app.displayName(of: view)) "), "\(note)")
        #expect(note.hasSuffix(": The finger moved too far."), "\(note)")
    }

    /// A note made while evaluating is written as it was made.
    @Test func aSentenceIsKeptAsItIs() {
        let (app, view) = Self.app()
        let step = PathStep(responder: view, method: "sendEvent(_:)", outcome: .dispatched, note: "As made.")
        #expect(app.note(of: step) == "As made.")
    }
}
