import Testing

@testable import ResponderCore
@testable import ResponderWords

/// One view a touch is aimed at, and where the finger must go.
struct AimCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// The id of the view aimed at ("button" unless said).
    var target = "button"
    /// Where the finger must land.
    let point: Point
    let reached: Bool
    /// Why the centre was not used, by the ids it names (nil: the centre was used).
    let centreMiss: String?
    /// The reason, word for word.
    let reason: String
    let build: @Sendable (_ app: inout App, _ window: Int) -> Void

    var testDescription: String { name }

    /// The centre miss named by ids, so cases read without indices.
    static func describe(_ miss: TouchAim.Miss?, in app: App) -> String? {
        switch miss {
        case nil: return nil
        case .covered(let front): return "covered by \(front.map { app[$0].id } ?? "nothing")"
        case .outside(let ancestor): return "outside \(app[ancestor].id)"
        case .clipped(let ancestor): return "clipped by \(app[ancestor].id)"
        case .offWindow(let window): return "off \(app[window].id)"
        case .blocked(let block): return "blocked by \(app[block.responder].id) (\(block.reason.rawValue))"
        case .zeroSize: return "zero size"
        case .notInWindow: return "not in a window"
        }
    }

    static let all: [AimCase] = [
        AimCase(
            name: "a plain button: its centre", point: Point(x: 150, y: 122), reached: true, centreMiss: nil,
            reason: "The centre of UIButton 'button', (150, 122), is reachable, so the finger goes there."
        ) { app, window in
            app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 100, y: 100, width: 100, height: 44), to: window)
        },
        AimCase(
            name: "a label inside the button counts as the button", point: Point(x: 150, y: 122), reached: true,
            centreMiss: nil,
            reason: "The centre of UIButton 'button', (150, 122), is reachable, so the finger goes there."
        ) { app, window in
            let button = app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 100, y: 100, width: 100, height: 44), to: window)
            app.addView(id: "title", frame: Rect(x: 10, y: 10, width: 80, height: 24), to: button)
        },
        AimCase(
            name: "the centre covered by an overlay: the reachable point nearest it", point: Point(x: 120.3, y: 122),
            reached: true, centreMiss: "covered by overlay",
            reason: "The centre of UIButton 'button', (150, 122), is covered by UIView 'overlay', which lies in front "
                + "and takes it, so the finger goes to (120.3, 122), the reachable point nearest the centre."
        ) { app, window in
            app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 100, y: 100, width: 100, height: 44), to: window)
            app.addView(id: "overlay", frame: Rect(x: 130, y: 90, width: 40, height: 64), to: window)
        },
        AimCase(
            name: "a button outside its non-clipping parent: not reached", point: Point(x: 145, y: 25),
            reached: false, centreMiss: "outside card",
            reason: "No point of UIButton 'button' is reachable: its superview UIView 'card' does not clip, and "
                + "UIButton 'button' lies outside its bounds, so hit-testing rejects UIView 'card' before it ever "
                + "looks at UIButton 'button'. The tap is evaluated at its centre, (145, 25)."
        ) { app, window in
            let card = app.addView(id: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
            app.addView(id: "button", className: "UIButton", frame: Rect(x: 120, y: 0, width: 50, height: 50), to: card)
        },
        AimCase(
            name: "a button in a scroll view scrolled partly away", point: Point(x: 60.1, y: 109.8), reached: true,
            centreMiss: "clipped by scroll",
            reason: "The centre of UIButton 'button', (70, 90), is cut off by UIScrollView 'scroll', which clips to "
                + "its bounds (scrolled away, say), so the finger goes to (60.1, 109.8), the reachable point nearest "
                + "the centre."
        ) { app, window in
            let scroll = app.addView(
                id: "scroll", className: "UIScrollView", frame: Rect(x: 0, y: 100, width: 390, height: 200),
                to: window)
            app[scroll].clipsToBounds = true
            app[scroll].boundsOrigin = Point(x: 0, y: 150)
            app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 20, y: 100, width: 100, height: 80), to: scroll)
        },
        AimCase(
            name: "a hidden ancestor: not reached", point: Point(x: 45, y: 45), reached: false,
            centreMiss: "blocked by container (hidden)",
            reason: "No point of UIButton 'button' is reachable. Its ancestor UIView 'container' is hidden, so "
                + "hit-testing skips it and everything inside it, UIButton 'button' included. The tap is evaluated "
                + "at its centre, (45, 45)."
        ) { app, window in
            let container = app.addView(id: "container", frame: Rect(x: 0, y: 0, width: 200, height: 200), to: window)
            app[container].isHidden = true
            app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 20, y: 20, width: 50, height: 50), to: container)
        },
        AimCase(
            name: "an extended hit area: a point outside the drawn button", target: "close",
            point: Point(x: 110, y: 88.5), reached: true, centreMiss: "covered by badge",
            reason: "The centre of CloseButton 'close', (110, 110), is covered by UIView 'badge', which lies in front "
                + "and takes it, so the finger goes to (110, 88.5), the reachable point nearest the centre."
        ) { app, window in
            let close = app.addView(
                id: "close", className: "CloseButton", frame: Rect(x: 100, y: 100, width: 20, height: 20), to: window)
            app[close].pointInside = .minimumSize(Size(width: 44, height: 44))
            app.addView(id: "badge", frame: Rect(x: 98, y: 98, width: 24, height: 24), to: window)
        },
        AimCase(
            name: "half off the window, the rest covered: the cover is why", point: Point(x: 390, y: 122),
            reached: false, centreMiss: "covered by overlay",
            reason: "No point of UIButton 'button' is reachable: UIView 'overlay' lies in front of it and takes "
                + "every touch on it. The tap is evaluated at its centre, (390, 122)."
        ) { app, window in
            app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 340, y: 100, width: 100, height: 44), to: window)
            app.addView(id: "overlay", frame: Rect(x: 300, y: 0, width: 90, height: 844), to: window)
        },
        AimCase(
            name: "covered everywhere: not reached", point: Point(x: 150, y: 122), reached: false,
            centreMiss: "covered by overlay",
            reason: "No point of UIButton 'button' is reachable: UIView 'overlay' lies in front of it and takes "
                + "every touch on it. The tap is evaluated at its centre, (150, 122)."
        ) { app, window in
            app.addView(
                id: "button", className: "UIButton", frame: Rect(x: 100, y: 100, width: 100, height: 44), to: window)
            app.addView(id: "overlay", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: window)
        },
    ]
}

@Suite struct TouchAimTests {
    @Test(arguments: AimCase.all)
    func aTouchAimedAtAViewLandsWhereATapOnItWould(_ testCase: AimCase) throws {
        var (app, _, window) = Fixtures.bareApp()
        testCase.build(&app, window)
        var dispatcher = Dispatcher(app: app)
        let target = try #require(dispatcher.app.index(of: testCase.target))
        let result = dispatcher.dispatch(.touch(.aimed(at: target)))
        let aim = try #require(result.aim)
        #expect(aim.point == testCase.point)
        #expect(aim.reached == testCase.reached)
        #expect(AimCase.describe(aim.centreMiss, in: dispatcher.app) == testCase.centreMiss)
        #expect(dispatcher.app.explanation(of: aim) == testCase.reason)
        // The touch is evaluated where the aim put the finger, and reaches the view exactly when the aim says so.
        let hit = result.touches.first?.trace.hitView
        #expect(result.touches.first?.trace.point == testCase.point)
        #expect((hit.map { dispatcher.app.isView($0, inSubtreeOf: target) } ?? false) == testCase.reached)
        if case .touch(let event) = result.event { #expect(event.touches.first?.point == testCase.point) }
        if testCase.reached {
            expectNoDiagnostic(result, .aimedViewUnreachable)
        } else {
            let diagnostic = try #require(expectDiagnostic(result, .aimedViewUnreachable))
            #expect(diagnostic.severity == .warning)
            #expect(dispatcher.app.wording(of: diagnostic).message == testCase.reason)
            #expect(diagnostic.responders.first == target)
        }
    }

    @Test func theUnreachableButtonsHintNamesTheParentToFix() throws {
        var (app, _, window) = Fixtures.bareApp()
        AimCase.all.first { $0.name.hasPrefix("a button outside") }!.build(&app, window)
        var dispatcher = Dispatcher(app: app)
        let button = try #require(dispatcher.app.index(of: "button"))
        let result = dispatcher.dispatch(.touch(.aimed(at: button)))
        let diagnostic = try #require(expectDiagnostic(result, .aimedViewUnreachable))
        #expect(dispatcher.app.ids(diagnostic.responders) == ["button", "card"])
        #expect(dispatcher.app.wording(of: diagnostic).hint.hasPrefix("Make UIView 'card' large enough to hold it"))
        // The tap at the centre is diagnosed as any tap there is.
        expectDiagnostic(result, .outsideSuperviewBounds)
    }

    @Test func eachAimInASequenceIsTakenFromTheAppAsItIsThen() throws {
        var (app, _, window) = Fixtures.bareApp()
        let field = app.addView(
            id: "field", className: "UITextField", frame: Rect(x: 20, y: 100, width: 200, height: 40), to: window)
        let button = app.addView(
            id: "button", className: "UIButton", frame: Rect(x: 20, y: 200, width: 100, height: 44), to: window)
        var dispatcher = Dispatcher(app: app)
        let results = dispatcher.dispatch([.touch(.aimed(at: field)), .touch(.aimed(at: button))])
        try #require(results.count == 2)
        #expect(results[0].aim?.point == Point(x: 120, y: 120))
        #expect(results[0].stateAfter.firstResponder == field)
        #expect(results[1].stateBefore.firstResponder == field)
        #expect(results[1].aim?.point == Point(x: 70, y: 222))
        #expect(results[1].handler == button)
    }

    @Test func theSearchSpendsTheBudgetAndStopsWhenItRunsOut() {
        var (app, _, window) = Fixtures.bareApp()
        AimCase.all.first { $0.name.hasPrefix("covered everywhere") }!.build(&app, window)
        let dispatcher = Dispatcher(app: app)
        let button = dispatcher.app.index(of: "button")!
        var unlimited = WorkBudget.unlimited
        _ = dispatcher.app.aim(at: button, within: &unlimited)
        // Every sample of a 100 × 44 button is hit-tested: the centre and a 6 × 3 grid.
        #expect(unlimited.steps > 19)
        var tight = WorkBudget(maxSteps: 10, maxEntries: .max)
        let aim = dispatcher.app.aim(at: button, within: &tight)
        #expect(!aim.reached)
        #expect(tight.isExhausted)
        var limited = Dispatcher(app: app)
        var budget = WorkBudget(maxSteps: 10, maxEntries: 1_000)
        #expect(throws: BudgetExceeded.self) { try limited.dispatch(.touch(.aimed(at: button)), within: &budget) }
    }

    @Test func aViewInNoWindowIsNotReached() throws {
        var (app, _, _) = Fixtures.bareApp()
        let loose = app.addView(id: "loose", frame: Rect(x: 0, y: 0, width: 50, height: 50), to: nil)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.touch(.aimed(at: loose)))
        #expect(result.aim?.reached == false)
        #expect(result.aim?.centreMiss == .notInWindow)
        expectDiagnostic(result, .aimedViewUnreachable)
    }
}
