import Testing

@testable import ResponderCore
@testable import ResponderWords

/// What a gesture recognizer's delegate answers decides which touches it sees and whether it may begin:
/// `gestureRecognizer(_:shouldReceive:)`, `gestureRecognizerShouldBegin(_:)`, and the failure requirements
/// `gestureRecognizer(_:shouldRequireFailureOf:)` and `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
@Suite struct RecognizerDelegateTests {
    static let volumeChanged = Selector("volumeChanged(_:)")
    static let dismissSheet = Selector("handleSheetPan(_:)")

    /// A player sheet whose view has a pan recognizer that drags the sheet down, over a volume slider.
    struct PlayerSheet {
        var app: App
        let player: Int
        let playerView: Int
        let slider: Int
        let pan: Int

        init() {
            var (app, _, window) = Fixtures.bareApp()
            let player = Fixtures.addController(&app, id: "player", className: "PlayerViewController")
            let playerView = app.addView(id: "playerView", frame: Fixtures.screen, to: nil)
            app.setRootView(playerView, of: player)
            app.setRootViewController(player, of: window)
            let slider = app.addView(
                id: "volumeSlider", className: "UISlider", frame: Rect(x: 20, y: 400, width: 350, height: 40),
                to: playerView)
            app[slider].targetActions = [TargetAction(event: .valueChanged, target: player, action: volumeChanged)]
            app[player].actions[volumeChanged] = ActionImplementation()
            app[player].actions[dismissSheet] = ActionImplementation()
            pan = app.addGestureRecognizer(
                GestureRecognizer(id: "sheetPan", kind: .pan, view: playerView, target: player, action: dismissSheet))
            self.app = app
            self.player = player
            self.playerView = playerView
            self.slider = slider
        }

        /// A drag along the slider, from its left third to its right third.
        static let drag = Event.touch(
            TouchEvent(
                touches: [TouchEvent.Touch(point: Point(x: 120, y: 420), moves: [Point(x: 200, y: 421)])],
                gesture: .pan))
    }

    @Test func aSheetsPanStealsTheSlidersDragAndTheHintIsShouldReceive() throws {
        let sheet = PlayerSheet()
        var dispatcher = Dispatcher(app: sheet.app)
        let result = dispatcher.dispatch(PlayerSheet.drag)
        #expect(result.recognizers.contains { $0.recognizer == sheet.pan && $0.outcome == .recognized })
        let cancelled = try #require(expectDiagnostic(result, .touchesCancelledByGesture))
        #expect(cancelled.severity == .warning)
        #expect(dispatcher.app.wording(of: cancelled).message.contains("valueChanged action volumeChanged(_:)"))
        #expect(dispatcher.app.wording(of: cancelled).hint.contains("gestureRecognizer(_:shouldReceive:)"))
        #expect(dispatcher.app.wording(of: cancelled).hint.contains("both would move"))
        #expect(!result.actions.contains { $0.action == Self.volumeChanged })
    }

    @Test func shouldReceiveFalseForTheSliderLeavesTheDragToIt() throws {
        var sheet = PlayerSheet()
        sheet.app.refuseTouches(in: sheet.slider, forGestureRecognizer: sheet.pan)
        var dispatcher = Dispatcher(app: sheet.app)
        let result = dispatcher.dispatch(PlayerSheet.drag)
        let pan = try #require(result.recognizers.first { $0.recognizer == sheet.pan })
        #expect(pan.outcome == .touchNotReceived)
        #expect(
            pan.reason.map(dispatcher.app.words(of:))?.contains("gestureRecognizer(_:shouldReceive:) returned false")
                == true)
        #expect(result.path.contains { $0.method == "UIPanGestureRecognizer" && $0.outcome == .passed })
        expectNoDiagnostic(result, .touchesCancelledByGesture)
        #expect(result.actions.contains { $0.action == Self.volumeChanged && $0.outcome == .performed })
        #expect(!result.actions.contains { $0.action == Self.dismissSheet })
        #expect(result.handler == sheet.slider)

        // A drag elsewhere on the sheet still reaches the pan, which drags the sheet.
        let elsewhere = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: Point(x: 195, y: 200), moves: [Point(x: 195, y: 400)])],
                    gesture: .pan)))
        #expect(elsewhere.recognizers.contains { $0.recognizer == sheet.pan && $0.outcome == .recognized })
        #expect(elsewhere.actions.contains { $0.action == Self.dismissSheet })
    }

    /// The tap-to-dismiss-keyboard recognizer told to ignore touches in the table: rows are selected again.
    @Test func shouldReceiveFalseInTheTableLetsRowsBeSelected() throws {
        var fixture = RowSelectionTests.inbox()
        let recognizer = RowSelectionTests.addDismissRecognizer(to: &fixture, cancelsTouchesInView: true)
        fixture.app.refuseTouches(in: fixture.tableView, forGestureRecognizer: recognizer)
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.cellPoint))
        #expect(result.selection?.selected == true && result.selection?.delegateCalled == true)
        #expect(result.recognizers.contains { $0.recognizer == recognizer && $0.outcome == .touchNotReceived })
        expectNoDiagnostic(result, .touchesCancelledByGesture)
    }

    @Test func shouldBeginFalseMakesAWouldBeWinnerFail() throws {
        var (fixture, badge, recognizer) = GestureRecognizerTests.inboxWithTapRecognizer()
        fixture.app.setShouldBegin(false, ofGestureRecognizer: recognizer)
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(TouchDeliveryTests.badgePoint))
        let judged = try #require(result.recognizers.first { $0.recognizer == recognizer })
        #expect(judged.outcome == .failed)
        #expect(
            judged.reason.map(dispatcher.app.words(of:))?.contains("gestureRecognizerShouldBegin(_:) returned false")
                == true)
        #expect(
            judged.reason.map(dispatcher.app.words(of:))?.hasPrefix("It would recognize (A tap with 1 finger") == true)
        #expect(deliveredMethods(result) == [.touchesBegan, .touchesEnded])
        #expect(result.handler == badge)
        expectNoDiagnostic(result, .touchesCancelledByGesture)
    }

    /// A single tap and a double tap on one view, the single tap waiting because a delegate says so.
    @Test(arguments: [DelegateWait.Source.shouldRequireFailureOf, .shouldBeRequiredToFailBy])
    func aDelegatesFailureRequirementMakesTheSingleTapWait(_ source: DelegateWait.Source) throws {
        var (app, _, window) = Fixtures.bareApp()
        let photo = app.addView(id: "photo", frame: Fixtures.screen, to: window)
        let single = app.addGestureRecognizer(GestureRecognizer(id: "like", kind: .tap, view: photo))
        let double = app.addGestureRecognizer(
            GestureRecognizer(id: "zoom", kind: .tap, view: photo, numberOfTapsRequired: 2))
        app.require(single, toFail: double, askedBy: source)
        var dispatcher = Dispatcher(app: app)
        let twice = dispatcher.dispatch(
            .touch(TouchEvent(touches: [TouchEvent.Touch(point: Point(x: 100, y: 100))], tapCount: 2)))
        let waited = try #require(twice.recognizers.first { $0.recognizer == single })
        #expect(waited.outcome == .requiredFailureDidNotHappen)
        let method =
            source == .shouldRequireFailureOf
            ? "its delegate's gestureRecognizer(_:shouldRequireFailureOf:)"
            : "that one's delegate's gestureRecognizer(_:shouldBeRequiredToFailBy:)"
        #expect(
            waited.reason.map(dispatcher.app.words(of:))?.contains(method) == true,
            "\(waited.reason.map(dispatcher.app.words(of:)) ?? "")")
        let diagnostic = try #require(expectDiagnostic(twice, .recognizerWaitedForFailure))
        #expect(dispatcher.app.wording(of: diagnostic).message.contains("a delegate's failure requirement"))

        let once = dispatcher.dispatch(.tap(Point(x: 100, y: 100)))
        let fired = try #require(once.recognizers.first { $0.recognizer == single })
        #expect(fired.outcome == .recognized)
        #expect(fired.reason.map(dispatcher.app.words(of:))?.contains("which it did") == true)
    }
}
