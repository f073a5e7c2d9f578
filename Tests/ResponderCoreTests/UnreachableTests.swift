import Testing

@testable import ResponderCore
@testable import ResponderWords

/// One "visible but ignores taps" scenario and the diagnostic that explains it.
struct UnreachableCase: Sendable, CustomTestStringConvertible {
    let name: String
    let point: Point
    let code: DiagnosticCode
    /// The ids the diagnostic names, most relevant first.
    let responders: [String]
    let build: @Sendable (_ app: inout App, _ window: Int) -> Void

    var testDescription: String { name }

    static let all: [UnreachableCase] = [
        UnreachableCase(
            name: "button inside a UIImageView", point: Point(x: 20, y: 20), code: .ancestorInteractionDisabled,
            responders: ["button", "image"]
        ) { app, window in
            let image = app.addView(
                id: "image", className: "UIImageView", frame: Rect(x: 0, y: 0, width: 200, height: 200), to: window)
            app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 10, y: 10, width: 50, height: 50), to: image)
        },
        UnreachableCase(
            name: "button drawn outside its parent's bounds", point: Point(x: 130, y: 10),
            code: .outsideSuperviewBounds,
            responders: ["button", "parent"]
        ) { app, window in
            let parent = app.addView(id: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
            app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 120, y: 0, width: 50, height: 50), to: parent)
        },
        UnreachableCase(
            name: "button with interaction disabled", point: Point(x: 20, y: 20), code: .interactionDisabled,
            responders: ["button"]
        ) { app, window in
            let button = app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 0, y: 0, width: 50, height: 50), to: window)
            app[button].isUserInteractionEnabled = false
        },
        UnreachableCase(
            name: "container whose hitTest returns nil", point: Point(x: 20, y: 20),
            code: .ancestorOverrideBlocksTouches,
            responders: ["button", "container"]
        ) { app, window in
            let container = app.addView(id: "container", frame: Rect(x: 0, y: 0, width: 200, height: 200), to: window)
            app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 10, y: 10, width: 50, height: 50), to: container)
            app[container].hitTest = .returnsNil
        },
        UnreachableCase(
            name: "neighbour's enlarged tap area covers the button", point: Point(x: 52, y: 10),
            code: .coveredByOtherView,
            responders: ["button", "close"]
        ) { app, window in
            app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 50, y: 0, width: 50, height: 20), to: window)
            let close = app.addView(
                id: "close", className: "CloseButton", frame: Rect(x: 20, y: 0, width: 24, height: 24), to: window)
            app[close].pointInside = .minimumSize(Size(width: 44, height: 44))
        },
        // A full-screen overlay left with interaction on covers a button: the hit is the overlay, drawn on top.
        UnreachableCase(
            name: "clear overlay covers the button", point: Point(x: 20, y: 20), code: .coveredByOtherView,
            responders: ["button", "overlay"]
        ) { app, window in
            app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 0, y: 0, width: 100, height: 44), to: window)
            let overlay = app.addView(id: "overlay", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: window)
            app[overlay].backgroundColor = ViewColor(text: "clear", alpha: 0)
        },
        // The overlay is inside a sibling subtree: the button is still covered.
        UnreachableCase(
            name: "a view in a sibling's subtree covers a view with a tap recognizer", point: Point(x: 20, y: 20),
            code: .coveredByOtherView, responders: ["card", "banner"]
        ) { app, window in
            let card = app.addView(id: "card", frame: Rect(x: 0, y: 0, width: 200, height: 200), to: window)
            app.addGestureRecognizer(GestureRecognizer(id: "tap", kind: .tap, view: card))
            let header = app.addView(id: "header", frame: Rect(x: 0, y: 0, width: 390, height: 100), to: window)
            app.addView(id: "banner", frame: Rect(x: 0, y: 0, width: 390, height: 60), to: header)
        },
    ]
}

@Suite struct UnreachableTests {
    @Test(arguments: UnreachableCase.all)
    func visibleButUnreachableViewIsExplained(_ testCase: UnreachableCase) throws {
        var (app, _, window) = Fixtures.bareApp()
        testCase.build(&app, window)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(testCase.point))
        let diagnostic = try #require(expectDiagnostic(result, testCase.code))
        #expect(dispatcher.app.ids(diagnostic.responders) == testCase.responders)
        #expect(diagnostic.severity == .warning)
    }

    @Test func nothingIsReportedWhenTheDrawnViewIsHit() {
        var dispatcher = InboxFixture().dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        let unreachable: Set<DiagnosticCode> = [
            .ancestorInteractionDisabled, .outsideSuperviewBounds, .interactionDisabled, .ancestorOverrideBlocksTouches,
            .coveredByOtherView,
        ]
        #expect(!result.diagnostics.contains { unreachable.contains($0.code) })
    }

    @Test func clippedChildIsNotDrawnSoNothingIsReported() {
        var (app, _, window) = Fixtures.bareApp()
        let parent = app.addView(id: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        app.addView(id: "button", className: "UIButton", frame: Rect(x: 120, y: 0, width: 50, height: 50), to: parent)
        app[parent].clipsToBounds = true
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 130, y: 10)))
        #expect(result.start == window)
        expectNoDiagnostic(result, .outsideSuperviewBounds)
    }

    /// Each situation where a view in front takes the touch, and what the covered-view diagnosis says of it.
    @Test func coveredViewMessageSaysHowTheFrontViewTakesTheTouch() throws {
        var (app, _, window) = Fixtures.bareApp()
        UnreachableCase.all.first { $0.name == "clear overlay covers the button" }!.build(&app, window)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 20, y: 20)))
        let diagnostic = try #require(expectDiagnostic(result, .coveredByOtherView))
        #expect(dispatcher.app.wording(of: diagnostic).message.contains("It is clear (backgroundColor clear)"))
        #expect(dispatcher.app.wording(of: diagnostic).message.contains("hit-testing asks the frontmost views first"))
        #expect(
            dispatcher.app.wording(of: diagnostic).hint.contains("isUserInteractionEnabled = false on UIView 'overlay'")
        )
        #expect(result.handler == nil)
    }

    @Test func overlayWithInteractionOffLetsTheTouchThroughAndNothingIsReported() {
        var (app, _, window) = Fixtures.bareApp()
        let button = app.addView(
            id: "button", className: "UIButton", frame: Rect(x: 0, y: 0, width: 100, height: 44), to: window)
        let overlay = app.addView(id: "overlay", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: window)
        app[overlay].isUserInteractionEnabled = false
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 20, y: 20)))
        #expect(result.touches.first?.trace.hitView == button)
        expectNoDiagnostic(result, .coveredByOtherView)
    }

    @Test func overlayWhoseHitTestPassesThroughCoversNothing() {
        var (app, _, window) = Fixtures.bareApp()
        let button = app.addView(
            id: "button", className: "UIButton", frame: Rect(x: 0, y: 0, width: 100, height: 44), to: window)
        let overlay = app.addView(id: "overlay", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: window)
        app[overlay].hitTest = .passThrough
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 20, y: 20)))
        #expect(result.touches.first?.trace.hitView == button)
        expectNoDiagnostic(result, .coveredByOtherView)
    }

    /// A control in front of another interactive view is probably meant to take the touch: an info note, not a
    /// warning.
    @Test func controlInFrontOfAnInteractiveViewIsOnlyNoted() throws {
        var (app, _, window) = Fixtures.bareApp()
        let back = app.addView(id: "back", frame: Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        app.addGestureRecognizer(GestureRecognizer(id: "tap", kind: .tap, view: back))
        app.addView(id: "button", className: "UIButton", frame: Rect(x: 0, y: 0, width: 100, height: 44), to: window)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 20, y: 20)))
        let diagnostic = try #require(expectDiagnostic(result, .coveredByOtherView))
        #expect(diagnostic.severity == .info)
        #expect(dispatcher.app.ids(diagnostic.responders) == ["back", "button"])
    }

    @Test func diagnosisCanBeTurnedOff() {
        var (app, _, window) = Fixtures.bareApp()
        UnreachableCase.all[0].build(&app, window)
        var dispatcher = Dispatcher(app: app, settings: DispatchSettings(diagnoseUnreachable: false))
        let result = dispatcher.dispatch(.tap(UnreachableCase.all[0].point))
        expectNoDiagnostic(result, .ancestorInteractionDisabled)
        #expect(result.start == window)
    }
}
