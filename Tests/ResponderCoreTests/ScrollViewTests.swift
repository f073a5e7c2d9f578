import Testing

@testable import ResponderCore
@testable import ResponderWords

/// Scroll views judged as UIKit judges them: the built-in pan recognizer, `delaysContentTouches`,
/// `canCancelContentTouches`, `touchesShouldCancel(in:)` and whether the content can scroll the way the finger goes
/// (UIScrollView's documentation; the ~150 ms delay and the default answer for controls are its stated rules).
@Suite struct ScrollViewTests {
    /// One situation in UIKit's Delete-button inbox: a table holding a cell holding a button with a
    /// touchUpInside action.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var gesture: TouchGesture
        /// Where the finger goes after landing on the Delete button, as offsets from its centre.
        var moves: [Point] = []
        var delaysContentTouches = true
        var canCancelContentTouches = true
        var touchesShouldCancel: Bool?
        var isScrollEnabled = true
        var scrolled: Bool
        var content: ScrollViewResult.ContentTouches
        /// The button's control events that sent its actions, in order.
        var controlEvents: [TargetAction.ControlEvent]
        var outcome: EventResult.Outcome
        var diagnostic: DiagnosticCode?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a tap on the button: delayed, then the button fires", gesture: .tap, scrolled: false,
            content: .delayedThenDelivered, controlEvents: [.touchDown, .touchUpInside], outcome: .handled),
        Case(
            name: "a vertical drag from the button scrolls the table; the button never sees it", gesture: .pan,
            moves: [Point(x: 0, y: -30), Point(x: 0, y: -120)], scrolled: true, content: .withheld,
            controlEvents: [], outcome: .recognizedByGesture, diagnostic: .scrollViewTookTouch),
        Case(
            name: "a drag described without a path scrolls the table as well", gesture: .pan, scrolled: true,
            content: .withheld, controlEvents: [], outcome: .recognizedByGesture, diagnostic: .scrollViewTookTouch),
        Case(
            name: "a swipe without a path goes right, which the table cannot scroll", gesture: .swipe, scrolled: false,
            content: .delayedThenDelivered, controlEvents: [.touchDown, .touchUpInside], outcome: .handled,
            diagnostic: .scrollViewDidNotScroll),
        Case(
            name: "without the delay the button has the touch, and controls keep it", gesture: .pan,
            moves: [Point(x: 0, y: -60)], delaysContentTouches: false, scrolled: false, content: .keptByContent,
            controlEvents: [.touchDown, .touchDragInside, .touchUpInside], outcome: .handled,
            diagnostic: .scrollViewDidNotScroll),
        Case(
            name: "touchesShouldCancel answering true cancels the button and scrolls", gesture: .pan,
            moves: [Point(x: 0, y: -60)], delaysContentTouches: false, touchesShouldCancel: true, scrolled: true,
            content: .cancelled, controlEvents: [.touchDown, .touchCancel], outcome: .recognizedByGesture,
            diagnostic: .scrollViewTookTouch),
        Case(
            name: "canCancelContentTouches false keeps the touch with the button", gesture: .pan,
            moves: [Point(x: 0, y: -60)], delaysContentTouches: false, canCancelContentTouches: false,
            touchesShouldCancel: true, scrolled: false, content: .keptByContent,
            controlEvents: [.touchDown, .touchDragInside, .touchUpInside], outcome: .handled,
            diagnostic: .scrollViewDidNotScroll),
        Case(
            name: "a finger that rests first gives the button the touch despite the delay", gesture: .longPress,
            moves: [Point(x: 0, y: -60)], scrolled: false, content: .keptByContent,
            controlEvents: [.touchDown, .touchDragInside, .touchUpInside], outcome: .handled,
            diagnostic: .scrollViewDidNotScroll),
        Case(
            name: "a horizontal drag does not scroll a table whose rows fit its width", gesture: .pan,
            moves: [Point(x: -40, y: 0)], scrolled: false, content: .delayedThenDelivered,
            controlEvents: [.touchDown, .touchDragInside, .touchUpInside], outcome: .handled,
            diagnostic: .scrollViewDidNotScroll),
        Case(
            name: "isScrollEnabled false: the button tracks the drag", gesture: .pan,
            moves: [Point(x: 0, y: -120)], isScrollEnabled: false, scrolled: false, content: .delayedThenDelivered,
            controlEvents: [.touchDown, .touchDragExit, .touchDragOutside, .touchUpOutside], outcome: .handled,
            diagnostic: .scrollViewDidNotScroll),
    ]

    @Test(arguments: cases)
    func scrollViewDecidesWhatTheButtonReceives(_ scenario: Case) throws {
        var fixture = InboxFixture()
        let action = Selector("deleteMessage:")
        fixture.app[fixture.inbox].actions[action] = ActionImplementation()
        let allEvents: [TargetAction.ControlEvent] = [
            .touchDown, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchUpInside,
            .touchUpOutside, .touchCancel,
        ]
        fixture.app[fixture.deleteButton].targetActions = allEvents.map {
            TargetAction(event: $0, target: fixture.inbox, action: action)
        }
        var scrolling = try #require(fixture.app[fixture.tableView].scrolling)
        scrolling.delaysContentTouches = scenario.delaysContentTouches
        scrolling.canCancelContentTouches = scenario.canCancelContentTouches
        scrolling.touchesShouldCancel = scenario.touchesShouldCancel
        scrolling.isScrollEnabled = scenario.isScrollEnabled
        fixture.app[fixture.tableView].scrolling = scrolling
        let start = InboxFixture.deleteButtonPoint
        let moves = scenario.moves.map { Point(x: start.x + $0.x, y: start.y + $0.y) }
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(
            .touch(TouchEvent(touches: [TouchEvent.Touch(point: start, moves: moves)], gesture: scenario.gesture)))

        let report = try #require(result.scrollViews.first)
        #expect(report.scrollView == fixture.tableView)
        #expect(report.scrolled == scenario.scrolled, "\(dispatcher.app.words(of: report))")
        #expect(report.contentTouches == scenario.content, "\(dispatcher.app.words(of: report))")
        let sent: [TargetAction.ControlEvent] = result.actions.compactMap {
            if case .control(_, let event) = $0.source { return event }
            return nil
        }
        #expect(sent == scenario.controlEvents)
        #expect(result.outcome == scenario.outcome)
        if let code = scenario.diagnostic {
            expectDiagnostic(result, code)
        } else {
            expectNoDiagnostic(result, .scrollViewTookTouch)
            expectNoDiagnostic(result, .scrollViewDidNotScroll)
        }
    }

    @Test func everyScrollViewHasItsOwnPanRecognizerFirst() {
        var fixture = InboxFixture()
        let added = fixture.app.addGestureRecognizer(
            GestureRecognizer(id: "swipe", kind: .swipe, view: fixture.tableView))
        fixture.finalize(synthesizeWrappers: true)
        let recognizers = fixture.app[fixture.tableView].gestureRecognizers
        #expect(recognizers.count == 2)
        #expect(recognizers.last == added)
        let own = fixture.app.gestureRecognizers[recognizers[0]]
        #expect(own.scrollView == fixture.tableView)
        #expect(own.className == "UIScrollViewPanGestureRecognizer")
        #expect(own.id == "tableView.panGestureRecognizer")
    }

    @Test func aCustomViewThatHasTheTouchIsCancelledByDefault() throws {
        var fixture = InboxFixture()
        let frame = Rect(x: 10, y: 5, width: 200, height: 50)
        let row = fixture.addToCell("row", className: "RowView", frame: frame)
        for method in ResponderMethod.touchFamily { fixture.app[row].overrides[method] = .callsSuper }
        fixture.app[fixture.tableView].scrolling?.delaysContentTouches = false
        let start = InboxFixture.screenPoint(inCell: frame)
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: start, moves: [Point(x: start.x, y: start.y - 80)])],
                    gesture: .pan)))
        #expect(result.scrollViews.first?.contentTouches == .cancelled)
        #expect(deliveredMethods(result) == [.touchesBegan, .touchesCancelled])
    }

    /// A horizontal carousel in a vertical table: each takes the drags along its own axis.
    @Test(arguments: [(Point(x: -120, y: 0), "carousel"), (Point(x: 0, y: -120), "tableView")])
    func nestedScrollViewsSplitTheDragsByAxis(move: Point, scrolls: String) throws {
        var fixture = InboxFixture()
        let carousel = fixture.addToCell(
            "carousel", className: "UIScrollView", frame: Rect(x: 0, y: 0, width: 290, height: 60))
        fixture.app[carousel].scrolling?.contentSize = Size(width: 900, height: 60)
        let start = InboxFixture.screenPoint(inCell: Rect(x: 0, y: 0, width: 290, height: 60))
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: start, moves: [Point(x: start.x + move.x, y: start.y + move.y)])],
                    gesture: .pan)))
        let scrolled = result.scrollViews.filter(\.scrolled).map { dispatcher.app[$0.scrollView].id }
        #expect(scrolled == [scrolls])
    }

    /// A slider in a paging scroll view in a table cell: the pager's own delaysContentTouches is off, but the
    /// table's is on, and every enclosing scroll view holds touchesBegan back from its content (UIScrollView's
    /// documentation of delaysContentTouches: the scroll view delays handling the touch-down gesture until it can
    /// tell whether the intent is to scroll). A quick horizontal drag is seen by the pager's pan before the slider
    /// ever gets touchesBegan: the page scrolls instead of the slider (public reports of sliders in horizontally
    /// scrolling table cells that will not slide). With the table's delay off too, the slider keeps its drag.
    @Test(arguments: [(true, "pager"), (false, nil)] as [(Bool, String?)])
    func anEnclosingTablesDelayHoldsTheTouchBackFromASliderInAPager(tableDelays: Bool, scrolls: String?) throws {
        var fixture = InboxFixture()
        fixture.app[fixture.tableView].scrolling?.delaysContentTouches = tableDelays
        let pager = fixture.addToCell(
            "pager", className: "UIScrollView", frame: Rect(x: 0, y: 0, width: 290, height: 60))
        fixture.app[pager].scrolling?.contentSize = Size(width: 870, height: 60)
        fixture.app[pager].scrolling?.delaysContentTouches = false
        let slider = fixture.app.addView(
            id: "volume", className: "UISlider", frame: Rect(x: 10, y: 10, width: 270, height: 40), to: pager)
        let start = InboxFixture.screenPoint(inCell: Rect(x: 10, y: 10, width: 270, height: 40))
        var dispatcher = fixture.dispatcher()
        let drag = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: start, moves: [Point(x: start.x - 60, y: start.y + 2)])],
                    gesture: .pan)))
        let scrolled = drag.scrollViews.filter(\.scrolled).map { dispatcher.app[$0.scrollView].id }
        #expect(scrolled == (scrolls.map { [$0] } ?? []))
        let sliderGotBegan = drag.deliveries.contains {
            $0.method == .touchesBegan && $0.steps.first?.responder == slider
        }
        #expect(sliderGotBegan == !tableDelays)
        let took = drag.diagnostics.first { $0.code == .scrollViewTookTouch }
        if tableDelays {
            let took = try #require(took)
            #expect(took.severity == .warning)
            guard case .touch(.scrollViewTookTouch(_, _, let withheld, _, let heldBackBy)) = took.words else {
                Issue.record("\(took.words)")
                return
            }
            #expect(withheld)
            #expect(heldBackBy == fixture.tableView)
            #expect(dispatcher.app.wording(of: took).hint.hasPrefix("Set delaysContentTouches = false on UITableView"))
        } else {
            #expect(took == nil)
        }
        // A quick tap on the slider is late because of the table's delay, and the answer names the table.
        let tap = dispatcher.dispatch(.tap(start))
        let delayed = tap.diagnostics.first { $0.code == .contentTouchesDelayed }
        #expect(delayed?.responders == (tableDelays ? [slider, fixture.tableView] : nil))
    }

    @Test func contentOffsetMovesTheContentUnderTheFinger() {
        var (app, _, window) = Fixtures.bareApp()
        let scroll = app.addView(
            id: "scroll", className: "UIScrollView", frame: Rect(x: 0, y: 0, width: 390, height: 400), to: window)
        app[scroll].boundsOrigin = Point(x: 0, y: 300)
        let button = app.addView(
            id: "button", className: "UIButton", frame: Rect(x: 0, y: 300, width: 390, height: 44), to: scroll)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 100, y: 20)))
        #expect(result.touches.first?.trace.hitView == button)
        // Content 390×344 within a 390×400 scroll view that does not bounce: a drag does not scroll it.
        let drag = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: Point(x: 100, y: 20), moves: [Point(x: 100, y: 200)])],
                    gesture: .pan)))
        #expect(drag.scrollViews.first?.scrolled == false)
        expectDiagnostic(drag, .scrollViewDidNotScroll)
    }
}

/// `delaysContentTouches` on a quick tap: the control gets the whole touch late, and the answer says so.
@Suite struct ContentTouchDelayTests {
    @Test func aQuickTapOnAButtonInATableNotesTheDelayedHighlight() throws {
        var dispatcher = InboxFixture().dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        let delayed = try #require(expectDiagnostic(result, .contentTouchesDelayed))
        // The highlight comes noticeably late: a warning, by the severity rule.
        #expect(delayed.severity == .warning)
        #expect(dispatcher.app.ids(delayed.responders) == ["deleteButton", "tableView"])
        #expect(dispatcher.app.wording(of: delayed).hint.contains("touchesShouldCancel(in:)"))
        #expect(result.scrollViews.first?.contentTouches == .delayedThenDelivered)
    }

    /// A disabled control does not track the touch or send its action, so nothing of it comes late, and it is not
    /// told "its action still runs" (public report: the note was given to a disabled delete button in a table).
    @Test func aDisabledButtonInATableIsNotToldItsActionStillRuns() {
        var fixture = InboxFixture()
        fixture.app[fixture.deleteButton].isEnabled = false
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        expectNoDiagnostic(result, .contentTouchesDelayed)
        #expect(result.deliveries.first?.steps.first?.behavior == .forwardedByDisabledControl)
        for diagnostic in result.diagnostics {
            #expect(!dispatcher.app.wording(of: diagnostic).message.contains("still runs"))
        }
    }

    @Test func withoutTheDelayThereIsNoNote() {
        var fixture = InboxFixture()
        fixture.app[fixture.tableView].scrolling?.delaysContentTouches = false
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        expectNoDiagnostic(result, .contentTouchesDelayed)
    }
}

/// A control at the bottom edge of the screen: the home indicator's swipe looks at the touch first (observed),
/// unless the controller the window asks defers that edge.
@Suite struct SystemEdgeGestureTests {
    static func screen(deferredBy: ResponderKind? = nil) -> (app: App, root: Int, button: Int) {
        var (app, _, window) = Fixtures.bareApp()
        let root = Fixtures.addController(&app, id: "player", className: "PlayerViewController")
        let view = app.addView(id: "playerView", frame: Fixtures.screen, to: nil)
        app.setRootView(view, of: root)
        app.setRootViewController(root, of: window)
        let button = app.addView(
            id: "scrubber", className: "UISlider", frame: Rect(x: 20, y: 814, width: 350, height: 30), to: view)
        if deferredBy == .viewController { app[root].deferredScreenEdges = .bottom }
        return (app, root, button)
    }

    @Test func aControlAtTheBottomEdgeIsNotedUnlessTheRootControllerDefersIt() throws {
        let (app, root, button) = Self.screen()
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 195, y: 830)))
        let note = try #require(expectDiagnostic(result, .systemGestureDelaysTouch))
        // touchesBegan comes noticeably late: a warning, by the severity rule.
        #expect(note.severity == .warning)
        #expect(note.responders == [button, root])
        #expect(dispatcher.app.wording(of: note).message.contains("observed on iOS"))
        #expect(dispatcher.app.wording(of: note).hint.contains("preferredScreenEdgesDeferringSystemGestures"))

        let deferred = Self.screen(deferredBy: .viewController)
        var quiet = Dispatcher(app: deferred.app)
        expectNoDiagnostic(quiet.dispatch(.tap(Point(x: 195, y: 830))), .systemGestureDelaysTouch)
        // Away from the edge, nothing to say.
        expectNoDiagnostic(dispatcher.dispatch(.tap(Point(x: 195, y: 816))), .systemGestureDelaysTouch)
    }
}
