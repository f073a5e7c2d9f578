import Testing

@testable import ResponderCore
@testable import ResponderWords

/// A pushed screen's navigation controller has `interactivePopGestureRecognizer`, a screen-edge pan on its view: a
/// swipe from the left edge pops the top controller. Left bar button items replace the back button unless
/// `leftItemsSupplementBackButton`, and then the swipe back is declined too (observed).
@Suite struct InteractivePopTests {
    typealias NavigationFixture = ContainerControllerTests.NavigationFixture

    static func swipe(fromX x: Double, to endX: Double, y: Double = 400) -> Event {
        .touch(
            TouchEvent(
                touches: [TouchEvent.Touch(point: Point(x: x, y: y), moves: [Point(x: endX, y: y)])], gesture: .pan))
    }

    static func pop(_ result: EventResult, _ app: App) -> RecognizerResult? {
        result.recognizers.first { app.gestureRecognizers[$0.recognizer].popsNavigationController != nil }
    }

    @Test func aSwipeFromTheLeftEdgePopsThePushedScreen() throws {
        let fixture = NavigationFixture()
        var dispatcher = Dispatcher(app: fixture.app)
        let result = dispatcher.dispatch(Self.swipe(fromX: 5, to: 200))
        let pop = try #require(Self.pop(result, dispatcher.app))
        #expect(pop.outcome == .recognized)
        #expect(dispatcher.app.gestureRecognizers[pop.recognizer].id == "nav.interactivePopGestureRecognizer")
        #expect(dispatcher.app.gestureRecognizers[pop.recognizer].className == "UIScreenEdgePanGestureRecognizer")
        let action = try #require(expectSingleAction(result, .popViewController))
        #expect(action.explicitTarget == fixture.nav && action.outcome == .performed)
        #expect(result.outcome == .recognizedByGesture)
    }

    @Test func aSwipeThatStartsAwayFromTheEdgeDoesNotPop() throws {
        let fixture = NavigationFixture()
        var dispatcher = Dispatcher(app: fixture.app)
        let result = dispatcher.dispatch(Self.swipe(fromX: 120, to: 300))
        let pop = try #require(Self.pop(result, dispatcher.app))
        #expect(pop.outcome == .failed)
        #expect(pop.reason.map(dispatcher.app.words(of:))?.contains("120 points from the left edge") == true)
        #expect(result.actions.isEmpty)
    }

    @Test func theRootOfTheStackHasNoSwipeBack() {
        let fixture = NavigationFixture(stack: 1)
        var dispatcher = Dispatcher(app: fixture.app)
        let result = dispatcher.dispatch(Self.swipe(fromX: 5, to: 200))
        #expect(Self.pop(result, dispatcher.app) == nil)
    }

    @Test func aHiddenBackButtonDeclinesTheSwipe() throws {
        let fixture = NavigationFixture(hidesBackButton: true)
        var dispatcher = Dispatcher(app: fixture.app)
        let result = dispatcher.dispatch(Self.swipe(fromX: 5, to: 200))
        let pop = try #require(Self.pop(result, dispatcher.app))
        #expect(pop.outcome == .failed)
        #expect(pop.reason.map(dispatcher.app.words(of:))?.contains("declines the swipe back") == true)
        #expect(pop.reason.map(dispatcher.app.words(of:))?.contains("observed") == true)
    }

    /// How the top controller's navigation item leaves its back button, and what an edge swipe then says.
    struct BackButtonCase: Sendable, CustomTestStringConvertible {
        var name: String
        var hidesBackButton = false
        var leftItem = false
        var supplement = false
        /// Whether the swipe pops; when it does not, the warning names the item (or says hidesBackButton).
        var pops: Bool
        var testDescription: String { name }
    }

    static let backButtonCases: [BackButtonCase] = [
        BackButtonCase(
            name: "the system back button: the swipe pops (interactivePopGestureRecognizer documentation)", pops: true),
        BackButtonCase(
            name: "a custom leftBarButtonItem hides the back button and the swipe back (WRNavigationBar issue #92)",
            leftItem: true, pops: false),
        BackButtonCase(
            name: "hidesBackButton hides the back button and the swipe back (the same rule, observed on iOS)",
            hidesBackButton: true, pops: false),
        BackButtonCase(
            name: "a left item that supplements the back button keeps the swipe back (leftItemsSupplementBackButton "
                + "documentation)",
            leftItem: true, supplement: true, pops: true),
    ]

    @Test(arguments: backButtonCases)
    func aSwipeBackDeclinedForTheBackButtonIsAWarning(_ example: BackButtonCase) throws {
        var fixture = NavigationFixture(hidesBackButton: example.hidesBackButton)
        if example.leftItem {
            let close = fixture.app.addView(
                id: "closeItem", className: "_UIButtonBarButton", frame: Rect(x: 0, y: 0, width: 44, height: 44),
                to: nil)
            fixture.app[fixture.message].navigationItem?.leftItems = [close]
            fixture.app[fixture.message].navigationItem?.leftItemsSupplementBackButton = example.supplement
        }
        var dispatcher = Dispatcher(app: fixture.app)
        let result = dispatcher.dispatch(Self.swipe(fromX: 5, to: 200))
        let pop = try #require(Self.pop(result, dispatcher.app))
        #expect(pop.outcome == (example.pops ? .recognized : .failed))
        let declined = result.diagnostics.first {
            if case .touch(.interactivePopDeclined) = $0.words { return true }
            return false
        }
        #expect((declined != nil) == !example.pops)
        guard let declined else { return }
        #expect(declined.code == .interactivePopGestureBlocked)
        #expect(declined.severity == .warning)
        let wording = dispatcher.app.wording(of: declined)
        #expect(wording.message.contains(example.leftItem ? "closeItem" : "hidesBackButton"))
        #expect(wording.message.contains("leftBarButtonItem") == example.leftItem)
        #expect(wording.hint.contains("interactivePopGestureRecognizer?.delegate = nil"))
        #expect(dispatcher.app.fixCandidates(for: declined.words) == .failure(.appCode))
    }

    /// A left bar button item replaces the back button: a tap at the leading edge hits the item, not a back button.
    @Test(arguments: [false, true])
    func leftItemsReplaceTheBackButtonUnlessTheySupplementIt(_ supplement: Bool) {
        var fixture = NavigationFixture()
        let close = fixture.app.addView(
            id: "closeItem", className: "_UIButtonBarButton", frame: Rect(x: 0, y: 0, width: 44, height: 44), to: nil)
        fixture.app[fixture.message].navigationItem?.leftItems = [close]
        fixture.app[fixture.message].navigationItem?.leftItemsSupplementBackButton = supplement
        let dispatcher = Dispatcher(app: fixture.app)
        let tap = dispatcher.dispatchOnce(.tap(Point(x: 30, y: 70)))
        #expect(dispatcher.app.id(tap.touches.first?.trace.hitView) == (supplement ? "nav.backButton" : "closeItem"))
        #expect((dispatcher.app.index(of: "nav.backButton") != nil) == supplement)
    }
}

/// The navigation bar's touch area reaches a little below the bar (observed on iOS): a control right under the bar
/// loses taps on its top edge to the bar's buttons.
@Suite struct NavigationBarSlopTests {
    @Test func aTapJustBelowTheBarGoesToTheBackButton() throws {
        var fixture = ContainerControllerTests.NavigationFixture()
        // A button right under the bar (bar: y 47 to 91), its top 10 points within the bar's touch area.
        let filter = fixture.app.addView(
            id: "filterButton", className: "UIButton", frame: Rect(x: 0, y: 91, width: 150, height: 44),
            to: fixture.messageView)
        var dispatcher = Dispatcher(app: fixture.app)
        let high = dispatcher.dispatch(.tap(Point(x: 30, y: 96)))
        #expect(dispatcher.app.id(high.start) == "nav.backButton")
        let covered = try #require(expectDiagnostic(high, .coveredByOtherView))
        #expect(covered.responders.first == filter)
        // The tap on the button fired the back button instead: a warning, by the severity rule.
        #expect(covered.severity == .warning)
        #expect(dispatcher.app.wording(of: covered).message.contains("observed on iOS"))
        #expect(dispatcher.app.wording(of: covered).hint.contains("15 points"))
        let low = dispatcher.dispatch(.tap(Point(x: 30, y: 120)))
        #expect(low.start == filter)
    }
}
