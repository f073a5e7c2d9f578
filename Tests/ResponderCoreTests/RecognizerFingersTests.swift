import Testing

@testable import ResponderCore
@testable import ResponderWords

/// UIKit's documentation for `addGestureRecognizer(_:)`: a recognizer receives every touch hit-tested to its view or
/// to any of its subviews, so fingers on different children of one board are one gesture to the board's recognizers.
@Suite struct RecognizerFingersTests {
    static let zoom = Selector("zoom(_:)")

    /// A board (`UIView`, 0, 100, 390×390) holding two tiles side by side, each a custom view that overrides the
    /// touch methods and calls super; the board's controller is the window's root.
    struct Board {
        var app: App
        let controller: Int
        let board: Int
        let left: Int
        let right: Int

        static let leftPoint = Point(x: 100, y: 300)
        static let rightPoint = Point(x: 290, y: 300)

        init() {
            var (app, scene, window) = Fixtures.bareApp()
            let controller = Fixtures.addController(&app, id: "game", className: "GameViewController")
            let root = app.addView(id: "root", frame: Fixtures.screen, to: nil)
            app.setRootView(root, of: controller)
            app.setRootViewController(controller, of: window)
            let board = app.addView(id: "board", frame: Rect(x: 0, y: 100, width: 390, height: 390), to: root)
            let left = app.addView(
                id: "leftTile", className: "TileView", frame: Rect(x: 0, y: 0, width: 195, height: 390), to: board)
            let right = app.addView(
                id: "rightTile", className: "TileView", frame: Rect(x: 195, y: 0, width: 195, height: 390),
                to: board)
            for tile in [left, right] {
                app[tile].overrides[.touchesBegan] = .callsSuper
                app[tile].overrides[.touchesEnded] = .callsSuper
                app[tile].overrides[.touchesCancelled] = .callsSuper
                app[tile].isMultipleTouchEnabled = true
            }
            app[controller].actions[RecognizerFingersTests.zoom] = ActionImplementation()
            _ = Fixtures.addDelegates(&app, scene: scene)
            self.app = app
            self.controller = controller
            self.board = board
            self.left = left
            self.right = right
        }

        mutating func addRecognizer(
            _ id: String, _ kind: GestureRecognizer.Kind, on view: Int, fingers: Int = 1
        )
            -> Int
        {
            app.addGestureRecognizer(
                GestureRecognizer(
                    id: id, kind: kind, view: view, numberOfTouchesRequired: fingers, target: controller,
                    action: RecognizerFingersTests.zoom))
        }

        /// Two fingers, one on each tile.
        static func twoFingers(_ gesture: TouchGesture = .tap) -> Event {
            .touch(TouchEvent(touches: [.init(point: leftPoint), .init(point: rightPoint)], gesture: gesture))
        }
    }

    /// The table: which recognizer, where, which gesture, and what it makes of one finger on each tile.
    typealias Case = (
        name: String, kind: GestureRecognizer.Kind, onBoard: Bool, fingers: Int, gesture: TouchGesture,
        outcome: RecognizerResult.Outcome, reason: String
    )

    static let cases: [Case] = [
        ("board's two-finger tap", .tap, true, 2, .tap, .recognized, "A tap with 2 fingers"),
        ("board's pinch", .pinch, true, 1, .pinch, .recognized, "Two fingers pinched."),
        ("board's rotation", .rotation, true, 1, .rotation, .recognized, "Two fingers turned."),
        ("board's one-finger tap", .tap, true, 1, .tap, .failed, "It needs 1 finger (numberOfTouchesRequired); 2"),
        ("left tile's two-finger tap", .tap, false, 2, .tap, .failed, "It needs 2 fingers (numberOfTouchesRequired)"),
        ("left tile's pinch", .pinch, false, 1, .pinch, .failed, "A pinch needs 2 fingers; 1 touched."),
    ]

    @Test(arguments: cases.indices) func aRecognizerCountsTheFingersOnItsSubviews(_ position: Int) throws {
        let entry = Self.cases[position]
        var board = Board()
        let recognizer = board.addRecognizer(
            "gesture", entry.kind, on: entry.onBoard ? board.board : board.left, fingers: entry.fingers)
        var dispatcher = Dispatcher(app: board.app)
        let result = dispatcher.dispatch(Board.twoFingers(entry.gesture))
        // Judged once, however many hit views it is over.
        let judged = result.recognizers.filter { $0.recognizer == recognizer }
        #expect(judged.count == 1, "\(entry.name)")
        #expect(judged.first?.outcome == entry.outcome, "\(entry.name)")
        #expect(
            judged.first?.reason.map(dispatcher.app.words(of:))?.hasPrefix(entry.reason) == true,
            "\(entry.name): \(judged.first?.reason.map(dispatcher.app.words(of:)) ?? "")")
        #expect(result.actions.count == (entry.outcome == .recognized ? 1 : 0), "\(entry.name)")
    }

    @Test func aRecognizedTwoFingerTapCancelsTheTouchesOfBothTiles() throws {
        var board = Board()
        let recognizer = board.addRecognizer("twoFingerTap", .tap, on: board.board, fingers: 2)
        var dispatcher = Dispatcher(app: board.app)
        let result = dispatcher.dispatch(Board.twoFingers())
        #expect(result.outcome == .recognizedByGesture)
        #expect(result.handler == board.controller)
        let cancelled = result.deliveries.filter { $0.method == .touchesCancelled }
        #expect(cancelled.compactMap { $0.steps.first?.responder } == [board.left, board.right])
        let sent = try #require(expectSingleAction(result, Self.zoom))
        #expect(sent.source == .gestureRecognizer(recognizer))
        // The recognizer is one step of the path, before any view receives a touch.
        let steps = result.path.filter { $0.method == "UITapGestureRecognizer" }
        #expect(steps.count == 1)
        let recognizedAt = try #require(result.path.firstIndex { $0.method == "UITapGestureRecognizer" })
        let firstTouch = try #require(result.path.firstIndex { $0.method.hasPrefix("touches") })
        #expect(recognizedAt < firstTouch)
    }

    @Test func eachTileStillReceivesItsOwnFingerWhenNothingRecognizes() {
        var board = Board()
        _ = board.addRecognizer("threeFingerTap", .tap, on: board.board, fingers: 3)
        var dispatcher = Dispatcher(app: board.app)
        let result = dispatcher.dispatch(Board.twoFingers())
        #expect(result.outcome == .handled)
        let ended = result.deliveries.filter { $0.method == .touchesEnded }
        #expect(ended.map(\.touches) == [[0], [1]])
        #expect(ended.compactMap { $0.handledBy.first } == [board.left, board.right])
    }
}
