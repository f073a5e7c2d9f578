import Testing

@testable import ResponderCore

/// Hit-testing and chain walks are iterative: very deep and very wide hierarchies neither overflow the stack nor
/// go quadratic.
@Suite struct ScaleTests {
    static let count = 100_000

    /// A window holding a chain of `count` views, each the only subview of the previous, all covering (5, 5).
    static func deepApp() -> (app: App, window: Int, deepest: Int) {
        var (app, scene, window) = Fixtures.bareApp()
        _ = Fixtures.addDelegates(&app, scene: scene)
        var parent = window
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        for index in 0..<count {
            parent = app.addView(id: "v\(index)", frame: frame, to: parent)
        }
        return (app, window, parent)
    }

    @Test func deepHierarchyHitTestsToTheDeepestView() {
        let (app, window, deepest) = Self.deepApp()
        let trace = app.hitTest(Point(x: 5, y: 5))
        #expect(trace.hitView == deepest)
        #expect(trace.window == window)
        #expect(trace.steps.count == Self.count + 1)
        #expect(trace.steps.last?.depth == Self.count)
        #expect(trace.steps.last?.outcome == .hit)
        #expect(trace.steps.dropLast().allSatisfy { $0.outcome == .containsHit })
    }

    @Test func deepHierarchyChainHasEveryLink() {
        let (app, _, deepest) = Self.deepApp()
        let chain = app.chain(from: deepest, profile: .runtime)
        // The views, the window, the scene, the application and the app delegate.
        #expect(chain.links.count == Self.count + 4)
        #expect(chain.end == .noNextResponder)
        #expect(app.id(chain.responders.last) == "AppDelegate")
    }

    @Test func deepHierarchyTouchIsDeliveredAlongTheWholeChain() throws {
        var (app, _, deepest) = Self.deepApp()
        app[deepest].overrides[.touchesBegan] = .callsSuper
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 5, y: 5)))
        #expect(result.start == deepest)
        #expect(result.handler == deepest)
        let began = try #require(result.deliveries.first)
        #expect(began.steps.count == Self.count + 4)
        #expect(began.chainEnd == .noNextResponder)
    }

    @Test func wideWindowHitTestsTheBackmostSiblingAfterAskingEveryOther() {
        var (app, _, window) = Fixtures.bareApp()
        app[window].frame = Rect(x: 0, y: 0, width: Double(Self.count), height: 844)
        var first = -1
        for index in 0..<Self.count {
            let view = app.addView(
                id: "s\(index)", frame: Rect(x: Double(index), y: 0, width: 1, height: 10), to: window)
            if index == 0 { first = view }
        }
        let trace = app.hitTest(Point(x: 0.5, y: 5))
        #expect(trace.hitView == first)
        #expect(trace.steps.count == Self.count + 1)
        #expect(trace.steps.filter { $0.outcome == .pointOutside }.count == Self.count - 1)

        let front = app.hitTest(Point(x: Double(Self.count) - 0.5, y: 5))
        #expect(app.id(front.hitView) == "s\(Self.count - 1)")
        #expect(front.steps.count == 2)
    }
}
