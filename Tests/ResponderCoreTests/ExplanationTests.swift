import Testing

@testable import ResponderCore
@testable import ResponderWords

/// The plain-English meaning the core owns: hit-test explanations, one-sentence summaries and chain diagnostics.
@Suite struct ExplanationTests {
    @Test func aTapOnTheDeleteButtonIsSummarisedAndExplained() {
        let fixture = InboxFixture()
        var dispatcher = Dispatcher(app: fixture.app)
        let result = dispatcher.dispatch(.touch(TouchEvent(touches: [.init(point: InboxFixture.deleteButtonPoint)])))
        let app = dispatcher.app
        #expect(app.summary(of: result) == "UIButton 'deleteButton' handled the touch event.")
        let trace = try! #require(result.touches.first?.trace)
        let hit = try! #require(trace.steps.last { $0.outcome == .hit })
        #expect(
            app.explanation(of: hit)
                == "UIButton 'deleteButton' contains the point and none of its subviews does: it is the hit-test view.")
    }

    @Test func aSummarisedRunIsExplainedAsOne() {
        let (app, _) = WorkBudgetTests.row(10)
        var budget = WorkBudget.unlimited
        let trace = app.hitTest(Point(x: 5, y: 5), summarizingRunsOf: 4, budget: &budget)
        #expect(
            app.explanation(of: trace.steps[2])
                == "10 sibling views, UIView 'v9' through UIView 'v0', asked front to back: each does not contain "
                + "the point (point(inside:with:) is false), so hit-testing skips them and their subviews.")
    }

    @Test func theChainNamesItsPrivateClasses() {
        var fixture = InboxFixture()
        fixture.app.finalizeLayout(synthesizeWrappers: true)
        let chain = fixture.app.chain(from: fixture.deleteButton, profile: .runtime)
        let diagnostics = fixture.app.diagnostics(for: chain)
        #expect(diagnostics.map(\.code) == [.privateClassInChain])
        #expect(
            diagnostics.first.map { fixture.app.wording(of: $0).message }?.contains("UITableViewCellContentView")
                == true)
    }

    @Test func aNextLoopIsOneDiagnosticWhereverItIsFound() {
        let fixture = InboxFixture()
        let diagnostic = fixture.app.nextLoopDiagnostic([fixture.cell, fixture.tableView])
        #expect(diagnostic.code == .nextLoop)
        #expect(diagnostic.severity == .error)
        #expect(
            fixture.app.wording(of: diagnostic).message
                == "Overridden next properties form a loop (UITableViewCell 'cell' → UITableView 'tableView' → …); the "
                + "walk stopped instead of running forever.")
    }
}
