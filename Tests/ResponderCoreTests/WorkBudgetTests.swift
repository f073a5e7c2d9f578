import Testing

@testable import ResponderCore

/// The work budget: every loop that grows with the input spends it, and running out is a typed outcome, never a
/// result larger than the budget.
@Suite struct WorkBudgetTests {
    /// A window whose root view holds `count` 10×10 views in a row, all right of x = 1,000, so a touch at (5, 5)
    /// is rejected by each of them (pointOutside) and lands on the root view.
    static func row(_ count: Int, hiddenEvery: Int? = nil) -> (app: App, root: Int) {
        var (app, scene, window) = Fixtures.bareApp()
        _ = Fixtures.addDelegates(&app, scene: scene)
        let root = app.addView(id: "root", frame: Fixtures.screen, to: window)
        for index in 0..<count {
            let view = app.addView(
                id: "v\(index)", frame: Rect(x: 1_000 + Double(index) * 10, y: 0, width: 10, height: 10), to: root)
            if let every = hiddenEvery, index % every == 0 { app[view].isHidden = true }
        }
        return (app, root)
    }

    static let tap = Event.touch(TouchEvent(touches: [.init(point: Point(x: 5, y: 5))]))

    @Test func anUnlimitedBudgetGivesTheSameResultAsPlainDispatch() throws {
        let fixture = InboxFixture()
        var plain = Dispatcher(app: fixture.app)
        var budgeted = Dispatcher(app: fixture.app)
        var budget = WorkBudget.unlimited
        let event = Event.touch(TouchEvent(touches: [.init(point: InboxFixture.deleteButtonPoint)]))
        #expect(try budgeted.dispatch(event, within: &budget) == plain.dispatch(event))
        #expect(budget.steps > 0)
        #expect(budget.entries > 0)
    }

    @Test func aBudgetLargeEnoughForTheEventIsNotExceeded() throws {
        let (app, root) = Self.row(100)
        var dispatcher = Dispatcher(app: app)
        var budget = WorkBudget(maxSteps: 1_000, maxEntries: 1_000)
        let result = try dispatcher.dispatch(Self.tap, within: &budget)
        #expect(result.touches.first?.trace.hitView == root)
        #expect(budget.exhausted == nil)
    }

    /// Hit-testing spends a step per view asked (the window, the root view, 500 siblings), and the unreachable-view
    /// scan as many again.
    @Test func hitTestingSpendsOneStepPerViewAsked() {
        let (app, _) = Self.row(500)
        var budget = WorkBudget.unlimited
        _ = app.hitTest(Point(x: 5, y: 5), budget: &budget)
        #expect(budget.steps == 502)
        #expect(budget.entries == 502)
    }

    @Test(arguments: [WorkBudget.Resource.steps, .entries])
    func runningOutIsATypedOutcome(_ resource: WorkBudget.Resource) {
        let (app, _) = Self.row(5_000)
        var dispatcher = Dispatcher(app: app)
        var budget =
            resource == .steps
            ? WorkBudget(maxSteps: 2_000, maxEntries: .max) : WorkBudget(maxSteps: .max, maxEntries: 2_000)
        #expect(throws: BudgetExceeded(resource: resource, limit: 2_000)) {
            try dispatcher.dispatch(Self.tap, within: &budget)
        }
        // It stopped as soon as the budget ran out (the view that crossed it, and the event's own first steps), not
        // after asking all 5,000 views.
        #expect((resource == .steps ? budget.steps : budget.entries) <= 2_005, "\(budget)")
        #expect((resource == .steps ? budget.entries : budget.steps) <= 2_005, "\(budget)")
    }

    @Test func oneBudgetSpansEveryEventOfARequest() throws {
        let (app, _) = Self.row(1_000)
        var dispatcher = Dispatcher(app: app, settings: DispatchSettings(diagnoseUnreachable: false))
        var budget = WorkBudget(maxSteps: 3_500, maxEntries: .max)
        for _ in 0..<3 { _ = try dispatcher.dispatch(Self.tap, within: &budget) }
        #expect(throws: BudgetExceeded(resource: .steps, limit: 3_500)) {
            try dispatcher.dispatch(Self.tap, within: &budget)
        }
    }

    /// A control with many nil-targeted actions walks the chain once per action: each walk spends the budget.
    @Test func controlActionsSpendTheBudgetPerWalk() {
        var fixture = InboxFixture()
        for index in 0..<2_000 {
            fixture.app[fixture.deleteButton].targetActions.append(
                TargetAction(event: .touchUpInside, target: nil, action: Selector("action\(index):")))
        }
        var dispatcher = Dispatcher(app: fixture.app)
        var budget = WorkBudget(maxSteps: 5_000, maxEntries: .max)
        let event = Event.touch(TouchEvent(touches: [.init(point: InboxFixture.deleteButtonPoint)]))
        #expect(throws: BudgetExceeded(resource: .steps, limit: 5_000)) {
            try dispatcher.dispatch(event, within: &budget)
        }
        #expect(budget.steps < 5_100)
    }

    @Test func editMenuSearchesSpendTheBudgetPerItem() {
        var fixture = InboxFixture()
        fixture.app[fixture.deleteButton].canBecomeFirstResponder = true
        fixture.app.finalizeLayout(synthesizeWrappers: true)
        fixture.app.state.firstResponders[fixture.window] = fixture.deleteButton
        var dispatcher = Dispatcher(app: fixture.app)
        var budget = WorkBudget(maxSteps: .max, maxEntries: 1_000)
        let menu = Event.editMenu(
            EditMenuEvent(pressedView: nil, customActions: (0..<5_000).map { Selector("custom\($0):") }))
        #expect(throws: BudgetExceeded(resource: .entries, limit: 1_000)) {
            try dispatcher.dispatch(menu, within: &budget)
        }
        #expect(budget.entries < 1_010)
    }
}

/// Summarised hit-test traces: a run of siblings rejected for the same reason is one step with a count.
@Suite struct TraceSummaryTests {
    @Test func aLongRunOfRejectedSiblingsIsOneStep() throws {
        let (app, root) = WorkBudgetTests.row(1_000)
        var budget = WorkBudget.unlimited
        let trace = app.hitTest(Point(x: 5, y: 5), summarizingRunsOf: 4, budget: &budget)
        #expect(trace.hitView == root)
        #expect(trace.steps.count == 3)
        let run = trace.steps[2]
        #expect(run.count == 1_000)
        #expect(run.outcome == .pointOutside)
        #expect(app.id(run.view) == "v999")  // front to back: the last added is asked first
        #expect(app.id(run.lastView) == "v0")
        #expect(budget.steps == 1_002)
    }

    @Test(arguments: [1, 2, 3])
    func shortRunsKeepAStepPerView(_ count: Int) {
        let (app, _) = WorkBudgetTests.row(count)
        var budget = WorkBudget.unlimited
        let trace = app.hitTest(Point(x: 5, y: 5), summarizingRunsOf: 4, budget: &budget)
        #expect(trace.steps.count == 2 + count)
        #expect(trace.steps.allSatisfy { $0.count == 1 && $0.lastView == nil })
    }

    @Test func runsBreakWhereTheReasonChanges() {
        // Every fifth view is hidden: runs of four out-of-bounds views (summarised) between single hidden views.
        let (app, _) = WorkBudgetTests.row(20, hiddenEvery: 5)
        var budget = WorkBudget.unlimited
        let trace = app.hitTest(Point(x: 5, y: 5), summarizingRunsOf: 4, budget: &budget)
        let rejected = trace.steps.dropFirst(2)
        #expect(rejected.map(\.outcome) == Array(repeating: [.pointOutside, .hidden], count: 4).flatMap { $0 })
        #expect(rejected.map(\.count) == Array(repeating: [4, 1], count: 4).flatMap { $0 })
        #expect(rejected.reduce(0) { $0 + $1.count } == 20)
    }

    @Test func withoutSummariesEveryViewHasItsStep() {
        let (app, _) = WorkBudgetTests.row(50)
        #expect(app.hitTest(Point(x: 5, y: 5)).steps.count == 52)
    }
}
