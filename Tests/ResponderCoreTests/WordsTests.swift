import Testing

@testable import ResponderCore
@testable import ResponderWords

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
        for reason in [nil, DeclineReason.pasteboardEmpty] {
            let note = app.note(
                of: PathStep(
                    responder: view, method: "copy:", outcome: .passed,
                    words: .actionWalk(answer, action: Selector("copy:"), reason: reason)))
            #expect(note.hasPrefix("\(app.displayName(of: view)) "), "\(note)")
            #expect(note.contains("copy:"))
            if answer == .declines {
                #expect(
                    note == "\(app.displayName(of: view)) implements copy: but declines ("
                        + (reason.map(app.words(of:)) ?? "canPerformAction returns false") + "), so the walk moves on.")
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
                words: .recognizer(tap, outcome, reason: .didNotMove)))
        #expect(note.hasPrefix("UITapGestureRecognizer 'tap' on \(app.displayName(of: view)) "), "\(note)")
        #expect(note.hasSuffix(": The finger did not move."), "\(note)")
    }

    /// Each behaviour's sentence, word for word as the dispatcher wrote it before the words moved to the catalogue.
    static let golden: [DeliveryStep.Behavior: String] = [
        .forwarded: "UIView 'V' does not override touchesBegan(_:with:); UIResponder's default passes it to next.",
        .handledAndForwarded:
            "UIView 'V' overrides touchesBegan(_:with:) and calls super, so it handles it and passes it on.",
        .swallowed: "UIView 'V' overrides touchesBegan(_:with:) without calling super: the event stops here.",
        .trackedByControl: "UIView 'V' is a UIControl: it tracks the touch itself and does not forward it.",
        .forwardedByDisabledControl:
            "UIView 'V' is a disabled control: it does not track the touch, which goes on to next.",
        .forwardedByControl:
            "UIView 'V' is a UIControl, but the touch hit a view inside it: a control tracks only touches on itself (reported "
            + "on iOS, not documented), so it passes the touch on and sends no action.",
        .stoppedByDisabledControl:
            "UIView 'V' is a disabled control and (by setting) absorbs the touch without handling it.",
        .handledByTextInput:
            "UIView 'V' is the focused text input: it passes the key press on up the chain, and UIKit types the key "
            + "once no responder above takes it.",
    ]

    @Test(arguments: behaviors)
    func everyBehavioursSentenceIsWordForWordWhatItWas(_ behavior: DeliveryStep.Behavior) throws {
        var (app, _, window) = Fixtures.bareApp()
        let view = app.addView(id: "V", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        let golden = try #require(Self.golden[behavior])
        let first = PathStep(
            responder: view, method: "", outcome: .forwarded,
            words: .delivery(behavior, method: .touchesBegan, arrivedBy: nil))
        #expect(app.note(of: first) == golden)
        let later = PathStep(
            responder: view, method: "", outcome: .forwarded,
            words: .delivery(behavior, method: .touchesBegan, arrivedBy: .owningViewController))
        #expect(app.note(of: later) == "Reached through view.viewController. " + golden)
    }

    /// Each hit-test outcome's reason, word for word as it was written before it moved to the catalogue (a UIView
    /// 'V' on the window; redirected to the window; a run of three ending at the window).
    static let hitTestGolden: [HitTestOutcome: String] = [
        .hit: "UIView 'V' contains the point and none of its subviews does: it is the hit-test view.",
        .containsHit: "UIView 'V' contains the point; one of its subviews returned the hit-test view.",
        .passedThrough:
            "UIView 'V' contains the point but its hitTest override returns nil instead of itself: the touch passes "
            + "through.",
        .interceptedBySelf: "UIView 'V' overrides hitTest(_:with:) to return itself without asking its subviews.",
        .redirected: "UIView 'V' overrides hitTest(_:with:) to return UIWindow 'window'.",
        .hidden: "UIView 'V' is hidden, so hit-testing skips it and its subviews.",
        .userInteractionDisabled:
            "UIView 'V' has isUserInteractionEnabled = false, so hit-testing skips it and its subviews.",
        .transparent:
            "UIView 'V' has alpha below 0.01, which hit-testing treats as invisible, so hit-testing skips it and its "
            + "subviews.",
        .pointOutside:
            "UIView 'V' does not contain the point (point(inside:with:) is false), so hit-testing skips it and its "
            + "subviews, even ones drawn there.",
        .singularTransform:
            "UIView 'V' has a transform that cannot be inverted (a zero scale), so hit-testing skips it and its "
            + "subviews.",
        .hitTestReturnsNil:
            "UIView 'V' overrides hitTest(_:with:) to return nil, so hit-testing skips it and its subviews.",
    ]

    @Test(arguments: HitTestOutcome.allCases)
    func everyHitTestReasonIsWordForWordWhatItWas(_ outcome: HitTestOutcome) throws {
        var (app, _, window) = Fixtures.bareApp()
        let view = app.addView(id: "V", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        app[view].isHidden = outcome == .hidden
        var step = HitTestStep(view: view, depth: 1, point: .zero, outcome: outcome, redirectedTo: window)
        #expect(app.explanation(of: step) == (try #require(Self.hitTestGolden[outcome])))
        guard outcome.isSkip else { return }
        step.count = 3
        step.lastView = window
        let condition = try #require(app.skipCondition(outcome, of: view, ofRun: true))
        #expect(
            app.explanation(of: step)
                == "3 sibling views, UIView 'V' through UIWindow 'window', asked front to back: each \(condition), so "
                + "hit-testing skips them and their subviews.")
    }

    /// The first responder's notes, word for word as the dispatcher wrote them before they moved to the catalogue
    /// (the step's responder is UIView 'V', the other view is the window).
    @Test func theFirstRespondersNotesAreWordForWordWhatTheyWere() {
        var (app, _, window) = Fixtures.bareApp()
        let view = app.addView(id: "V", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        let cases: [(PathNote, String)] = [
            (.alreadyFirstResponder, "UIView 'V' is already first responder; nothing changes."),
            (.currentFirstResponderResigns, "The current first responder UIView 'V' agrees to resign."),
            (
                .becameFirstResponder(of: window, keyboardShows: true),
                "UIView 'V' is in a window, can become first responder, and nobody refused: it is now first responder "
                    + "of UIWindow 'window' and the keyboard shows."
            ),
            (.nothingToResign, "Nothing is first responder; there is nothing to resign."),
            (
                .noFirstResponderInSubtree,
                "No first responder is inside UIView 'V''s subtree, so endEditing returns false."
            ),
            (
                .endEditingAsksToResign(window, forced: true),
                "endEditing finds the first responder in UIView 'V''s subtree, UIWindow 'window', without knowing which "
                    + "field it is, and asks it to resign (forced)."
            ),
            (.notFirstResponder, "UIView 'V' is not first responder; resigning changes nothing."),
            (.refusesToResign, "UIView 'V' refuses to resign: canResignFirstResponder is false."),
            (.resigns(keyboardGoes: true), "UIView 'V' resigns first responder; the keyboard goes away."),
            (.resigns(keyboardGoes: false), "UIView 'V' resigns first responder."),
            (
                .resignsOnDrag(scroll: window, mode: .onDrag),
                "UIView 'V' resigns first responder: the drag began scrolling UIWindow 'window', whose "
                    + "keyboardDismissMode is onDrag; the keyboard goes away."
            ),
            (
                .applicationLooksForKeyCommands(from: view),
                "UIApplication.sendEvent(_:) takes the hardware key press and looks for a key command on the responder "
                    + "chain from UIView 'V' before it delivers any press."
            ),
            (
                .keyCommandOffered(keys: "command+s", action: Selector("save:"), winsOverTextInput: true, from: window),
                "UIView 'V' returns a UIKeyCommand for command+s from keyCommands with wantsPriorityOverSystemBehavior, "
                    + "so it wins over the text input; UIKit sends its action, save(_:), up the chain from UIWindow "
                    + "'window'."
            ),
        ]
        for (words, golden) in cases {
            #expect(app.note(of: PathStep(responder: view, method: "", outcome: .succeeded, words: words)) == golden)
        }
    }

    /// An action's notes, word for word as the dispatcher wrote them (the step's responder is UIView 'V').
    @Test func anActionsNotesAreWordForWordWhatTheyWere() {
        var (app, _, window) = Fixtures.bareApp()
        let view = app.addView(id: "V", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        let save = Selector("save:")
        let cases: [(PathNote, String)] = [
            (
                .applicationSendsAction(save, targeted: true),
                "UIApplication.sendAction sends save: straight to its target; the chain is not involved."
            ),
            (
                .applicationSendsAction(save, targeted: false),
                "UIApplication.sendAction with a nil target walks the responder chain to find a target."
            ),
            (
                .targetCalledDirectly,
                "The action names its target, so UIView 'V' is called directly; the responder chain is not involved."
            ),
            (
                .unrecognizedSelector(save),
                "UIView 'V' does not implement save:: unrecognized selector sent to instance."
            ),
            (.actionWalkStarts(.firstResponder), "A nil-targeted action starts at the first responder, UIView 'V'."),
            (
                .actionWalkStarts(.keyWindowNoFirstResponder),
                "Nothing is first responder, so the nil-targeted action starts at the key window UIView 'V', skipping "
                    + "every view and controller below it."
            ),
            (.actionWalkStarts(.sender), "By setting, the nil-targeted action starts at the sender UIView 'V'."),
            (.actionWalkStarts(.explicitResponder), "The walk starts at UIView 'V'."),
            (
                .actionDiscarded(save),
                "No responder on the chain implements save: and agrees to perform it, so it is discarded."
            ),
        ]
        for (words, golden) in cases {
            #expect(app.note(of: PathStep(responder: view, method: "", outcome: .dispatched, words: words)) == golden)
        }
    }

    /// The edit menu's, row selection's and a withheld touch's notes, word for word as the dispatcher wrote them.
    @Test func theMenusTheRowsAndAWithheldTouchsNotesAreWordForWordWhatTheyWere() {
        var (app, _, window) = Fixtures.bareApp()
        let view = app.addView(id: "V", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        let cases: [(PathNote, String)] = [
            (
                .editMenuWithoutFirstResponder,
                "The edit menu searches from the first responder, and there is none, so no menu appears."
            ),
            (
                .editMenuItemShown(Selector("copy:")),
                "UIView 'V' implements copy: and canPerformAction agrees, so the item appears."
            ),
            (.editMenuItemHidden(.notImplemented, declinedBy: []), "Hidden: no responder on the chain implements it."),
            (
                .editMenuItemHidden(
                    .declined([.pasteboardEmpty, .described("read-only")]), declinedBy: [view, window]),
                "Hidden: UIView 'V': the pasteboard is empty; UIWindow 'window': read-only."
            ),
            (
                .listSelectsRow(cell: window, in: view, from: window),
                "UIView 'V' received touchesEnded(_:with:) along the chain from UIWindow 'window' and selects the row "
                    + "of UIWindow 'window'."
            ),
            (
                .listTellsDelegate(window, cell: window),
                "UIWindow 'window' tells its delegate UIView 'V' that the row of UIWindow 'window' was selected."
            ),
            (
                .listTellsDelegateOfAccessory(window, cell: window),
                "UIWindow 'window' tells its delegate UIView 'V' that the detail button of the row of UIWindow 'window' "
                    + "was tapped; the row is not selected."
            ),
            (
                .buttonMenuShown(on: .touchDown),
                "UIView 'V' shows its menu on touch down: the menu is its primary action (showsMenuAsPrimaryAction), "
                    + "so it sends menuActionTriggered, not touchUpInside."
            ),
            (
                .buttonMenuShown(on: .longPress),
                "UIView 'V' shows its menu on the long press and cancels its tracking, so it sends no touchUpInside."
            ),
            (
                .touchesBeganWithheld(byScrolling: true),
                "The scroll view held touchesBegan(_:with:) back (delaysContentTouches) and began scrolling within the "
                    + "delay, so UIView 'V' never receives the touch."
            ),
            (
                .touchesBeganWithheld(byScrolling: false),
                "A recognizer with delaysTouchesBegan = true recognized, so UIView 'V' never receives "
                    + "touchesBegan(_:with:)."
            ),
        ]
        for (words, golden) in cases {
            #expect(app.note(of: PathStep(responder: view, method: "", outcome: .shown, words: words)) == golden)
        }
    }
}
