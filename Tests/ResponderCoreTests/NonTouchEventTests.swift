import Testing

@testable import ResponderCore
@testable import ResponderWords

/// Seed 004's table: presses start at the focused view; shake and remote-control events at the first responder.
@Suite struct NonTouchEventTests {
    /// The search screen with the controller handling shakes (`motionBegan` without super).
    static func searchHandlingShake() -> SearchFixture {
        var fixture = SearchFixture()
        fixture.app[fixture.search].overrides[.motionBegan] = .withoutSuper
        return fixture
    }

    @Test func shakeStartsAtTheFirstResponderNotAtAHitTestedView() throws {
        let fixture = Self.searchHandlingShake()
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .viewDidAppear))
        let result = dispatcher.dispatch(.motion(subtype: "shake"))
        #expect(result.start == fixture.searchField)
        #expect(result.startReason == .firstResponder)
        #expect(result.touches.isEmpty)
        #expect(result.handler == fixture.search)
        // Swallowed without starving anyone: the normal way to handle a shake.
        #expect(result.outcome == .handled)
        #expect(result.diagnostics.allSatisfy { $0.severity == .info }, "\(result.diagnostics.map(\.code))")
        let began = try #require(result.deliveries.first)
        #expect(began.method == .motionBegan)
        #expect(began.outcome == .swallowed)
        #expect(began.steps.map(\.responder) == [fixture.searchField, fixture.searchView, fixture.search])
        #expect(deliveredMethods(result) == [.motionBegan, .motionEnded])
        expectNoDiagnostic(result, .noFirstResponder)
    }

    /// A controller overrides motionEnded without super, and the app delegate, which handles shakes app-wide, never
    /// gets it (public reports: "motionEnded in AppDelegate not called"). The walk stopped at a motion method, so the
    /// code is the motion family's, and the hint calls super as a motion override does.
    @Test(arguments: [
        (ResponderMethod.motionEnded, DiagnosticCode.motionSwallowed, "super.motionEnded(motion, with: event)"),
        (.motionBegan, .motionSwallowed, "super.motionBegan(motion, with: event)"),
    ])
    func aControllerThatSwallowsAShakeStarvesTheAppDelegate(
        method: ResponderMethod, code: DiagnosticCode, call: String
    ) throws {
        var fixture = SearchFixture()
        fixture.app[fixture.search].overrides[method] = .withoutSuper
        fixture.app[fixture.appDelegate].overrides[method] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.motion(subtype: "shake"))
        #expect(result.handler == fixture.search)
        let swallowed = try #require(expectDiagnostic(result, code))
        expectNoDiagnostic(result, .touchesSwallowed)
        #expect(swallowed.severity == .warning)
        #expect(swallowed.responders == [fixture.search, fixture.appDelegate])
        let words = dispatcher.app.wording(of: swallowed)
        #expect(words.hint == "Call \(call) in SearchViewController to keep forwarding up the chain.")
    }

    /// A press and a remote-control event swallowed on the way have codes of their own too.
    @Test(arguments: [
        (Event.press(key: "escape"), ResponderMethod.pressesBegan, DiagnosticCode.pressesSwallowed),
        (.remoteControl(subtype: "pause"), .remoteControlReceived, .remoteControlSwallowed),
    ])
    func pressesAndRemoteControlEventsSwallowedHaveTheirOwnCodes(
        event: Event, method: ResponderMethod, code: DiagnosticCode
    ) throws {
        var fixture = SearchFixture()
        fixture.app[fixture.search].overrides[method] = .withoutSuper
        fixture.app[fixture.appDelegate].overrides[method] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(event)
        let swallowed = try #require(expectDiagnostic(result, code))
        #expect(swallowed.responders.first == fixture.search)
        expectNoDiagnostic(result, .touchesSwallowed)
    }

    @Test func shakeHandledInMotionEndedOnlyIsHandled() {
        var fixture = SearchFixture()
        fixture.app[fixture.search].overrides[.motionEnded] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.motion(subtype: "shake"))
        #expect(result.handler == fixture.search)
        #expect(result.outcome == .handled)
        #expect(result.deliveries.map(\.outcome) == [.dropped, .swallowed])
        expectNoDiagnostic(result, .eventDropped)
    }

    @Test func shakeNobodyImplementsWithoutFirstResponderIsANote() throws {
        var dispatcher = SearchFixture().dispatcher()
        let result = dispatcher.dispatch(.motion(subtype: "shake"))
        let diagnostic = try #require(expectDiagnostic(result, .noFirstResponder))
        #expect(diagnostic.severity == .info)
        #expect(diagnostic.responders.count == 1)
    }

    /// The search field is first responder, and a view controller that is not on its chain handles the shake.
    @Test func aShakeHandlerOffTheFirstRespondersChainIsNamed() throws {
        var fixture = SearchFixture()
        let other = Fixtures.addController(&fixture.app, id: "settings", className: "SettingsViewController")
        fixture.app[other].overrides[.motionEnded] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.motion(subtype: "shake"))
        #expect(result.outcome == .dropped)
        let diagnostic = try #require(expectDiagnostic(result, .implementerNotOnChain))
        #expect(diagnostic.responders == [other, fixture.searchField])
        #expect(diagnostic.severity == .warning)
    }

    @Test func shakeWithoutFirstResponderStartsAtTheKeyWindowAndSkipsTheControllers() throws {
        let fixture = Self.searchHandlingShake()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.motion(subtype: "shake"))
        #expect(result.start == fixture.window)
        #expect(result.startReason == .keyWindowNoFirstResponder)
        // The controller implements motionEnded and is the developer's surprise: a warning that names it.
        let diagnostic = try #require(expectDiagnostic(result, .noFirstResponder))
        #expect(diagnostic.responders == [fixture.window, fixture.search])
        #expect(diagnostic.severity == .warning)
        #expect(
            dispatcher.app.wording(of: diagnostic).message.contains(
                "SearchViewController 'search' implements motionBegan(_:with:)"))
        #expect(dispatcher.app.wording(of: diagnostic).message.contains("its canBecomeFirstResponder is false"))
        #expect(
            dispatcher.app.wording(of: diagnostic).hint.contains(
                "override canBecomeFirstResponder to return true in SearchViewController"))
        #expect(result.outcome == .dropped)
        #expect(result.handler == nil)
        #expect(!result.deliveries[0].steps.contains { $0.responder == fixture.search })
        let dropped = try #require(expectDiagnostic(result, .eventDropped))
        #expect(dispatcher.app.ids(dropped.responders) == ["window", "scene", "application", "AppDelegate"])
    }

    @Test func shakeWithExplicitKeyWindowStartsThere() {
        var fixture = SearchFixture()
        let second = fixture.app.addWindow(id: "secondWindow", frame: Fixtures.screen, to: fixture.scene)
        fixture.app.state.keyWindow = second
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.motion(subtype: "shake"))
        #expect(result.start == second)
    }

    @Test func remoteControlEventReachesTheAppDelegate() throws {
        var fixture = SearchFixture()
        fixture.app[fixture.appDelegate].overrides[.remoteControlReceived] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.remoteControl(subtype: "play"))
        #expect(result.start == fixture.searchField)
        #expect(result.startReason == .firstResponder)
        #expect(result.handler == fixture.appDelegate)
        #expect(deliveredMethods(result) == [.remoteControlReceived])
        #expect(
            dispatcher.app.ids(try #require(result.deliveries.first).steps.map(\.responder)) == [
                "searchField", "searchView", "search", "window", "scene", "application", "AppDelegate",
            ])
    }

    @Test func pressStartsAtTheFocusedView() throws {
        var fixture = SearchFixture()
        let tile = fixture.app.addView(
            id: "tile", className: "TileView", frame: Rect(x: 0, y: 200, width: 100, height: 100),
            to: fixture.searchView)
        fixture.app[tile].overrides[.pressesBegan] = .callsSuper
        fixture.app.state.focusedView = tile
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.press(key: "select"))
        #expect(result.start == tile)
        #expect(result.startReason == .focusedView)
        #expect(result.handler == tile)
        #expect(result.outcome == .handled)
        #expect(deliveredMethods(result) == [.pressesBegan, .pressesEnded])
    }

    @Test func pressWithoutFocusGoesToTheFocusedTextInput() throws {
        let fixture = SearchFixture()
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.press(key: "a"))
        #expect(result.start == fixture.searchField)
        #expect(result.startReason == .firstResponder)
        // The field passes the press on up the whole chain; UIKit types the key once no responder took it.
        let began = try #require(result.deliveries.first)
        #expect(began.steps.first?.behavior == .handledByTextInput)
        #expect(began.steps.dropFirst().allSatisfy { $0.behavior == .forwarded })
        #expect(began.steps.map(\.responder).contains(fixture.search))
        #expect(began.chainEnd == .noNextResponder)
        #expect(result.handler == fixture.searchField)
        #expect(result.outcome == .handled)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.code))")
    }

    /// A hardware key press with a text field focused travels up the chain like any press, and UIKit types the key
    /// only once no responder above took it: a superview or controller that overrides pressesBegan without super
    /// stops the press there, and the field never types the key. Public report: CodenameOne's view controller
    /// claimed every press in `pressesBegan:`, and "the hardware keyboard typed nothing into an iOS text field"
    /// (codenameone/CodenameOne#5709, fixed by #5713: "UIKit inserts typed text at the end of the responder chain,
    /// after every responder has declined the press"); UIKit's documentation of `pressesBegan(_:with:)`: call super
    /// to forward any press you do not handle.
    @Test(arguments: [
        ("search", MethodOverride.withoutSuper, true),
        ("searchView", .withoutSuper, true),
        ("search", .callsSuper, false),
    ])
    func aResponderAboveTheFocusedFieldThatTakesThePressKeepsTheKeyFromBeingTyped(
        swallower: String, override: MethodOverride, keyLost: Bool
    ) throws {
        var fixture = SearchFixture()
        let responder = try #require(fixture.app.index(of: swallower))
        fixture.app[responder].overrides[.pressesBegan] = override
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.press(key: "a"))
        let began = try #require(result.deliveries.first)
        #expect(began.steps.first?.responder == fixture.searchField)
        #expect(began.steps.first?.behavior == .handledByTextInput)
        #expect(began.handledBy.contains(fixture.searchField) == !keyLost)
        let lost = result.diagnostics.first { $0.code == .pressesSwallowed }
        #expect((lost != nil) == keyLost)
        if let lost {
            #expect(lost.severity == .warning)
            #expect(lost.responders == [responder, fixture.searchField])
            #expect(began.outcome == .swallowed)
            let words = dispatcher.app.wording(of: lost)
            #expect(words.message.contains("UITextField 'searchField', the focused text input, never types the key"))
            #expect(words.hint.hasPrefix("Call super.pressesBegan(presses, with: event) for the presses"))
        } else {
            #expect(result.handler == fixture.searchField)
        }
    }

    /// A key the text system does not type (escape) is not typing: a controller that handles it without super is
    /// the normal way to handle a key, and nothing is lost.
    @Test func aKeyTheFieldDoesNotTypeIsTheControllersToHandle() throws {
        var fixture = SearchFixture()
        fixture.app[fixture.search].overrides[.pressesBegan] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.press(key: "escape"))
        #expect(result.handler == fixture.search)
        expectNoDiagnostic(result, .pressesSwallowed)
    }

    @Test(arguments: [Event.press(key: "escape"), .motion(subtype: "shake"), .remoteControl(subtype: "pause")])
    func unhandledNonTouchEventIsDropped(event: Event) throws {
        var dispatcher = SearchFixture().dispatcher()
        let result = dispatcher.dispatch(event)
        #expect(result.outcome == .dropped)
        #expect(result.handler == nil)
        let diagnostic = try #require(expectDiagnostic(result, .eventDropped))
        #expect(diagnostic.responders == result.deliveries[0].steps.map(\.responder))
        #expect(result.deliveries[0].chainEnd == .noNextResponder)
        #expect(result.path.contains { $0.responder == nil && $0.outcome == .discarded })
    }

    @Test func nonTouchEventWithNoWindowIsNotDelivered() {
        var dispatcher = Dispatcher(app: App())
        let result = dispatcher.dispatch(.motion(subtype: "shake"))
        #expect(result.outcome == .notDelivered)
        #expect(result.start == nil)
        #expect(result.startReason == .noWindow)
    }

    @Test func appDelegateOutsideTheChainIsReportedForAnUnhandledShake() {
        var fixture = SearchFixture()
        fixture.app[fixture.appDelegate].isResponder = false
        fixture.app[fixture.appDelegate].overrides[.motionBegan] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.motion(subtype: "shake"))
        #expect(result.outcome == .dropped)
        #expect(result.deliveries[0].chainEnd == .delegateNotResponder)
        expectDiagnostic(result, .appDelegateNotInChain)
    }
}
