import Testing

@testable import ResponderCore
@testable import ResponderWords

/// Touches that move: UIControl tracking along the path (UIControl.Event's documentation: touchDragInside,
/// touchDragOutside, touchDragEnter, touchDragExit, touchUpInside, touchUpOutside, touchCancel) with the 70-point
/// tracking margin current iOS uses, and recognizers judging the path.
@Suite struct TouchPathTests {
    /// A window with a 100×44 UIButton 'save' at (100, 100), whose every control event sends an action.
    static func buttonApp() -> (app: App, button: Int) {
        var (app, _, window) = Fixtures.bareApp()
        let button = app.addView(
            id: "save", className: "UIButton", frame: Rect(x: 100, y: 100, width: 100, height: 44), to: window)
        let target = app.add(Fixtures.responder("controller", "EditorViewController", kind: .viewController))
        let action = Selector("save:")
        app[target].actions[action] = ActionImplementation()
        app[button].targetActions = TargetAction.ControlEvent.allCases.map {
            TargetAction(event: $0, target: target, action: action)
        }
        return (app, button)
    }

    /// The control events whose actions were sent, in order.
    static func sentEvents(_ result: EventResult) -> [TargetAction.ControlEvent] {
        result.actions.compactMap {
            if case .control(_, let event) = $0.source { return event }
            return nil
        }
    }

    struct TrackingCase: Sendable, CustomTestStringConvertible {
        var name: String
        var moves: [Point]
        var end: TouchEnd = .ended
        var events: [TargetAction.ControlEvent]
        var endedOutside = false
        var testDescription: String { name }
    }

    static let trackingCases: [TrackingCase] = [
        TrackingCase(
            name: "a small slide stays inside", moves: [Point(x: 160, y: 130)],
            events: [.touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered]),
        TrackingCase(
            name: "within 70 points of the edge still counts as inside", moves: [Point(x: 150, y: 200)],
            events: [.touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered]),
        TrackingCase(
            name: "lifting far away is touchUpOutside", moves: [Point(x: 150, y: 260)],
            events: [.touchDown, .touchDragExit, .touchDragOutside, .touchUpOutside], endedOutside: true),
        TrackingCase(
            name: "out and back in again", moves: [Point(x: 150, y: 260), Point(x: 150, y: 120)],
            events: [
                .touchDown, .touchDragExit, .touchDragOutside, .touchDragEnter, .touchDragInside, .touchUpInside,
                .primaryActionTriggered,
            ]),
        TrackingCase(
            name: "a cancelled touch sends touchCancel", moves: [Point(x: 150, y: 130)], end: .cancelled,
            events: [.touchDown, .touchDragInside, .touchCancel]),
    ]

    @Test(arguments: trackingCases)
    func controlTracksTheFingerAlongItsPath(_ scenario: TrackingCase) {
        let (app, button) = Self.buttonApp()
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: Point(x: 150, y: 120), moves: scenario.moves, end: scenario.end)],
                    gesture: .pan)))
        #expect(result.touches.first?.trace.hitView == button)
        #expect(Self.sentEvents(result) == scenario.events)
        if scenario.endedOutside {
            expectDiagnostic(result, .touchEndedOutsideControl)
        } else {
            expectNoDiagnostic(result, .touchEndedOutsideControl)
        }
        if scenario.end == .cancelled { #expect(deliveredMethods(result).last == .touchesCancelled) }
    }

    @Test func theTrackingMarginIsASetting() {
        let (app, _) = Self.buttonApp()
        var dispatcher = Dispatcher(app: app, settings: DispatchSettings(controlTrackingMargin: 10))
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: Point(x: 150, y: 120), moves: [Point(x: 150, y: 170)])],
                    gesture: .pan)))
        #expect(Self.sentEvents(result).last == .touchUpOutside)
    }

    @Test func aDoubleTapOnAButtonFiresTwiceAndRepeats() {
        let (app, _) = Self.buttonApp()
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(
            .touch(TouchEvent(touches: [TouchEvent.Touch(point: Point(x: 150, y: 120))], gesture: .tap, tapCount: 2)))
        #expect(
            Self.sentEvents(result) == [
                .touchDown, .touchUpInside, .primaryActionTriggered, .touchDown, .touchDownRepeat, .touchUpInside,
                .primaryActionTriggered,
            ])
    }

    // MARK: Recognizers judging the path

    struct JudgedCase: Sendable, CustomTestStringConvertible {
        var name: String
        var recognizer: GestureRecognizer.Kind
        var direction: GestureRecognizer.SwipeDirections = .right
        var gesture: TouchGesture
        /// Offsets from the landing point.
        var moves: [Point]
        var recognizes: Bool
        var reason: String
        var testDescription: String { name }
    }

    static let judgedCases: [JudgedCase] = [
        JudgedCase(
            name: "a tap that drifts 5 points is a tap", recognizer: .tap, gesture: .tap, moves: [Point(x: 3, y: 4)],
            recognizes: true, reason: "A tap with 1 finger"),
        JudgedCase(
            name: "a tap that moves 15 points fails", recognizer: .tap, gesture: .tap, moves: [Point(x: 9, y: 12)],
            recognizes: false, reason: "moved 15 points, more than the 10 a tap allows"),
        JudgedCase(
            name: "a pan needs 10 points", recognizer: .pan, gesture: .pan, moves: [Point(x: 6, y: 0)],
            recognizes: false, reason: "moved only 6 points"),
        JudgedCase(
            name: "a pan past 10 points begins", recognizer: .pan, gesture: .pan, moves: [Point(x: 0, y: 30)],
            recognizes: true, reason: "moved 30 points"),
        JudgedCase(
            name: "a right swipe recognizer ignores a leftward swipe", recognizer: .swipe, gesture: .swipe,
            moves: [Point(x: -80, y: 0)], recognizes: false, reason: "went left; it accepts right"),
        JudgedCase(
            name: "a left swipe of 80 points", recognizer: .swipe, direction: .left, gesture: .swipe,
            moves: [Point(x: -80, y: 5)], recognizes: true, reason: "went 80 points left"),
        JudgedCase(
            name: "a swipe of 30 points is too short", recognizer: .swipe, gesture: .swipe, moves: [Point(x: 30, y: 0)],
            recognizes: false, reason: "a swipe needs 50"),
        JudgedCase(
            name: "a diagonal swipe is not straight enough", recognizer: .swipe, gesture: .swipe,
            moves: [Point(x: 80, y: 60)], recognizes: false, reason: "not straight enough"),
        JudgedCase(
            name: "a slow drag with a path can be a swipe", recognizer: .swipe, direction: [.up, .down],
            gesture: .pan, moves: [Point(x: 0, y: 90)], recognizes: true, reason: "went 90 points down"),
    ]

    @Test(arguments: judgedCases)
    func recognizersJudgeThePath(_ scenario: JudgedCase) throws {
        var (app, _, window) = Fixtures.bareApp()
        let canvas = app.addView(id: "canvas", frame: Rect(x: 0, y: 100, width: 390, height: 400), to: window)
        app.addGestureRecognizer(
            GestureRecognizer(id: "gesture", kind: scenario.recognizer, view: canvas, direction: scenario.direction))
        let start = Point(x: 200, y: 300)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [
                        TouchEvent.Touch(
                            point: start, moves: scenario.moves.map { Point(x: start.x + $0.x, y: start.y + $0.y) })
                    ], gesture: scenario.gesture)))
        let entry = try #require(result.recognizers.first)
        #expect(
            (entry.outcome == .recognized) == scenario.recognizes,
            "\(entry.reason.map(dispatcher.app.words(of:)) ?? "")")
        #expect(
            entry.reason.map(dispatcher.app.words(of:))?.contains(scenario.reason) == true,
            "\(entry.reason.map(dispatcher.app.words(of:)) ?? "")")
    }

    @Test func theTapToleranceIsASetting() {
        var (app, _, window) = Fixtures.bareApp()
        let canvas = app.addView(id: "canvas", frame: Rect(x: 0, y: 100, width: 390, height: 400), to: window)
        app.addGestureRecognizer(GestureRecognizer(id: "tap", kind: .tap, view: canvas))
        var dispatcher = Dispatcher(app: app, settings: DispatchSettings(tapAllowableMovement: 20))
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: Point(x: 200, y: 300), moves: [Point(x: 209, y: 312)])],
                    gesture: .tap)))
        #expect(result.recognizers.first?.outcome == .recognized)
    }
}

/// UIGestureRecognizer's documented rules that weigh recognizers: numberOfTapsRequired and
/// numberOfTouchesRequired, require(toFail:), and simultaneous recognition allowed by either delegate.
@Suite struct RecognizerRuleTests {
    static func canvasApp(_ recognizers: [GestureRecognizer]) -> (app: App, canvas: Int, indices: [Int]) {
        var (app, _, window) = Fixtures.bareApp()
        let canvas = app.addView(id: "canvas", frame: Rect(x: 0, y: 100, width: 390, height: 400), to: window)
        var indices: [Int] = []
        for var recognizer in recognizers {
            recognizer.view = canvas
            indices.append(app.addGestureRecognizer(recognizer))
        }
        return (app, canvas, indices)
    }

    static func tap(taps: Int = 1, fingers: Int = 1) -> Event {
        let points = (0..<fingers).map { TouchEvent.Touch(point: Point(x: 100 + 40 * Double($0), y: 300)) }
        return .touch(TouchEvent(touches: points, gesture: .tap, tapCount: taps))
    }

    @Test(arguments: [(1, false), (2, true), (3, true)])
    func aDoubleTapRecognizerNeedsTwoTaps(taps: Int, recognizes: Bool) {
        let (app, _, _) = Self.canvasApp([GestureRecognizer(id: "double", kind: .tap, view: 0, numberOfTapsRequired: 2)]
        )
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(Self.tap(taps: taps))
        #expect((result.recognizers.first?.outcome == .recognized) == recognizes)
    }

    @Test func withoutRequireToFailADoubleTapFiresBoth() {
        let (app, _, _) = Self.canvasApp([
            GestureRecognizer(id: "single", kind: .tap, view: 0),
            GestureRecognizer(id: "double", kind: .tap, view: 0, numberOfTapsRequired: 2),
        ])
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(Self.tap(taps: 2))
        #expect(result.recognizers.map(\.outcome) == [.recognized, .recognized])
    }

    @Test(arguments: [(1, RecognizerResult.Outcome.recognized), (2, .requiredFailureDidNotHappen)])
    func aSingleTapWaitsForTheDoubleTapToFail(taps: Int, single: RecognizerResult.Outcome) {
        var (app, _, indices) = Self.canvasApp([
            GestureRecognizer(id: "single", kind: .tap, view: 0),
            GestureRecognizer(id: "double", kind: .tap, view: 0, numberOfTapsRequired: 2),
        ])
        app.require(indices[0], toFail: indices[1])
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(Self.tap(taps: taps))
        #expect(result.recognizers.first?.outcome == single)
        if single == .recognized {
            #expect(result.recognizers.first?.reason.map(dispatcher.app.words(of:))?.contains("waited") == true)
        } else {
            expectDiagnostic(result, .recognizerWaitedForFailure)
        }
    }

    /// How the single tap is related to the double tap, and what the app says about waiting.
    enum SingleTapSetup: String, CaseIterable, Sendable {
        case sameView, singleOnAncestor, singleOnSubview, requiresToFail, delegateRequiresFailure,
            otherDelegateRequiresFailure
    }

    /// UIGestureRecognizer.require(toFail:) documentation: a single tap and a double tap on one view both recognize
    /// on a double tap unless the single tap requires the double tap to fail; ASMediaFocusManager pull request #16
    /// (the single tap that closes the image also fired on the double tap that zooms). The warning names both
    /// recognizers and both actions only while nothing makes the single tap wait, and only on the double tap.
    @Test(arguments: SingleTapSetup.allCases, [1, 2])
    func aSingleTapThatDoesNotWaitFiresOnADoubleTap(setup: SingleTapSetup, taps: Int) throws {
        var (app, _, window) = Fixtures.bareApp()
        let outer = app.addView(id: "outer", frame: Rect(x: 0, y: 100, width: 390, height: 400), to: window)
        let inner = app.addView(id: "inner", frame: Rect(x: 0, y: 0, width: 390, height: 400), to: outer)
        let views: (single: Int, double: Int) =
            switch setup {
            case .singleOnAncestor: (outer, inner)
            case .singleOnSubview: (inner, outer)
            default: (inner, inner)
            }
        let single = app.addGestureRecognizer(
            GestureRecognizer(id: "singleTap", kind: .tap, view: views.single, action: Selector("close:")))
        let double = app.addGestureRecognizer(
            GestureRecognizer(
                id: "doubleTap", kind: .tap, view: views.double, numberOfTapsRequired: 2, action: Selector("zoom:")))
        switch setup {
        case .requiresToFail: app.require(single, toFail: double)
        case .delegateRequiresFailure: app.require(single, toFail: double, askedBy: .shouldRequireFailureOf)
        case .otherDelegateRequiresFailure: app.require(single, toFail: double, askedBy: .shouldBeRequiredToFailBy)
        default: break
        }
        let waits = [.requiresToFail, .delegateRequiresFailure, .otherDelegateRequiresFailure].contains(setup)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(Self.tap(taps: taps))
        let warnings = result.diagnostics.filter { $0.code == .singleTapFiresOnDoubleTap }
        let outcome = { (index: Int) in result.recognizers.first { $0.recognizer == index }?.outcome }
        // One tap: the double tap fails, the single tap recognizes (after waiting, where it waits).
        #expect(outcome(single) == (taps == 2 && waits ? .requiredFailureDidNotHappen : .recognized))
        #expect(outcome(double) == (taps == 2 ? .recognized : .failed))
        guard taps == 2 && !waits else {
            #expect(warnings.isEmpty)
            return
        }
        let warning = try #require(warnings.first)
        #expect(warnings.count == 1)
        #expect(warning.severity == .warning)
        let message = dispatcher.app.wording(of: warning).message
        for word in ["'singleTap'", "'doubleTap'", "close:", "zoom:", "double tap"] {
            #expect(message.contains(word), "\(message)")
        }
        #expect(
            dispatcher.app.fixCandidates(for: warning.words)
                == .success([.requireToFail(recognizer: single, other: double)]))
    }

    @Test(arguments: [(1, false), (2, true)])
    func numberOfTouchesRequiredCountsFingers(fingers: Int, recognizes: Bool) {
        let (app, _, _) = Self.canvasApp([
            GestureRecognizer(id: "twoFingerTap", kind: .tap, view: 0, numberOfTouchesRequired: 2)
        ])
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(Self.tap(fingers: fingers))
        #expect((result.recognizers.first?.outcome == .recognized) == recognizes)
    }

    @Test(arguments: [(true, false), (false, true), (true, true), (false, false)])
    func eitherDelegateAllowsSimultaneousRecognition(first: Bool, second: Bool) {
        let (app, _, _) = Self.canvasApp([
            GestureRecognizer(id: "pan", kind: .pan, view: 0, recognizesSimultaneously: first),
            GestureRecognizer(id: "swipe", kind: .swipe, view: 0, recognizesSimultaneously: second),
        ])
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.touch(Point(x: 100, y: 300), gesture: .swipe))
        #expect(result.recognizers.map(\.outcome) == [.recognized, first || second ? .recognized : .excludedByOther])
    }

    @Test func isMultipleTouchEnabledDoesNotLimitRecognizers() {
        let (app, canvas, _) = Self.canvasApp([GestureRecognizer(id: "pinch", kind: .pinch, view: 0)])
        #expect(!app[canvas].isMultipleTouchEnabled)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: Point(x: 100, y: 300)), .init(point: Point(x: 200, y: 300))],
                    gesture: .pinch)))
        #expect(result.recognizers.first?.outcome == .recognized)
        #expect(result.touches.map(\.accepted) == [true, false])
    }

    @Test(arguments: [(TouchGesture.rotation, [true, false]), (.pinch, [false, true])])
    func rotationAndPinchAreDifferentGestures(gesture: TouchGesture, outcomes: [Bool]) {
        let (app, _, _) = Self.canvasApp([
            GestureRecognizer(id: "rotate", kind: .rotation, view: 0, recognizesSimultaneously: true),
            GestureRecognizer(id: "pinch", kind: .pinch, view: 0, recognizesSimultaneously: true),
        ])
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: Point(x: 100, y: 300)), .init(point: Point(x: 200, y: 300))],
                    gesture: gesture)))
        #expect(result.recognizers.map { $0.outcome == .recognized } == outcomes)
    }
}
