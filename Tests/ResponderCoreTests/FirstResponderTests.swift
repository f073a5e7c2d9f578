import Testing

@testable import ResponderCore

/// `becomeFirstResponder()`, `resignFirstResponder()`, `endEditing(_:)` and the keyboard (seed 000, section 3).
@Suite struct FirstResponderTests {
    @Test func becomeFirstResponderInViewDidLoadFailsBecauseTheViewIsNotInAWindow() throws {
        let fixture = SearchFixture()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .viewDidLoad))
        #expect(result.outcome == .failed)
        let change = try #require(result.firstResponderChange)
        #expect(!change.succeeded)
        #expect(change.failure == .notInWindow)
        #expect(!change.keyboardVisible)
        expectDiagnostic(result, .notInWindow)
        #expect(result.stateAfter.firstResponder == nil)
        #expect(!result.stateAfter.keyboardVisible)
    }

    @Test(arguments: [LifecyclePhase.viewDidLoad, .viewWillAppear])
    func becomeFirstResponderBeforeAppearanceFails(phase: LifecyclePhase) {
        let fixture = SearchFixture()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: phase))
        #expect(result.firstResponderChange?.failure == .notInWindow)
    }

    @Test(arguments: [LifecyclePhase.viewDidAppear, .now])
    func becomeFirstResponderOnceInAWindowSucceedsAndShowsTheKeyboard(phase: LifecyclePhase) throws {
        let fixture = SearchFixture()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: phase))
        #expect(result.outcome == .succeeded)
        #expect(result.handler == fixture.searchField)
        let change = try #require(result.firstResponderChange)
        #expect(change.succeeded)
        #expect(change.keyboardVisible)
        #expect(result.stateAfter.firstResponder == fixture.searchField)
        #expect(result.stateAfter.firstResponders == [fixture.window: fixture.searchField])
        #expect(result.stateAfter.keyboardVisible)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func viewThatCannotBecomeFirstResponderFails() {
        var fixture = SearchFixture()
        let plain = fixture.app.addView(
            id: "plain", frame: Rect(x: 0, y: 200, width: 100, height: 100), to: fixture.searchView)
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.becomeFirstResponder(responder: plain, during: .now))
        #expect(result.outcome == .failed)
        #expect(result.firstResponderChange?.failure == .cannotBecomeFirstResponder)
        expectDiagnostic(result, .cannotBecomeFirstResponder)
        #expect(result.stateAfter.firstResponder == nil)
    }

    @Test func customViewOverridingCanBecomeFirstResponderSucceedsWithoutKeyboard() {
        var fixture = SearchFixture()
        let canvas = fixture.app.addView(
            id: "canvas", className: "CanvasView", frame: Rect(x: 0, y: 200, width: 100, height: 100),
            to: fixture.searchView)
        fixture.app[canvas].canBecomeFirstResponder = true
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.becomeFirstResponder(responder: canvas, during: .now))
        #expect(result.outcome == .succeeded)
        #expect(result.stateAfter.firstResponder == canvas)
        #expect(!result.stateAfter.keyboardVisible)
    }

    @Test func currentFirstResponderThatRefusesToResignBlocksTheChange() {
        var fixture = SearchFixture()
        let other = fixture.app.addView(
            id: "notes", className: "UITextView", frame: Rect(x: 16, y: 200, width: 358, height: 200),
            to: fixture.searchView)
        fixture.app[fixture.searchField].canResignFirstResponder = false
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.becomeFirstResponder(responder: other, during: .now))
        #expect(result.outcome == .failed)
        #expect(result.firstResponderChange?.failure == .currentFirstResponderRefusedToResign)
        let diagnostic = expectDiagnostic(result, .currentFirstResponderRefusedToResign)
        #expect(diagnostic?.responders == [other, fixture.searchField])
        #expect(result.stateAfter.firstResponder == fixture.searchField)
    }

    @Test func currentFirstResponderThatAgreesResignsForTheNewOne() {
        var fixture = SearchFixture()
        let other = fixture.app.addView(
            id: "notes", className: "UITextView", frame: Rect(x: 16, y: 200, width: 358, height: 200),
            to: fixture.searchView)
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.becomeFirstResponder(responder: other, during: .now))
        #expect(result.outcome == .succeeded)
        #expect(result.stateBefore.firstResponder == fixture.searchField)
        #expect(result.stateAfter.firstResponder == other)
        #expect(result.path.contains { $0.responder == fixture.searchField && $0.method == "resignFirstResponder()" })
    }

    @Test func fieldInAWindowThatIsNotKeyGetsNoKeyboard() throws {
        var fixture = SearchFixture()
        let overlay = fixture.app.addWindow(id: "overlayWindow", frame: Fixtures.screen, to: fixture.scene)
        let field = fixture.app.addView(
            id: "overlayField", className: "UITextField", frame: Rect(x: 0, y: 0, width: 200, height: 44), to: overlay)
        fixture.app.state.keyWindow = fixture.window
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.becomeFirstResponder(responder: field, during: .viewDidAppear))
        #expect(result.outcome == .succeeded)
        let change = try #require(result.firstResponderChange)
        #expect(change.succeeded)
        #expect(!change.keyboardVisible)
        let diagnostic = try #require(expectDiagnostic(result, .keyboardNotShown))
        #expect(diagnostic.responders == [field, overlay])
        #expect(result.stateAfter.firstResponders[overlay] == field)
        #expect(result.stateAfter.firstResponder == nil)
        #expect(!result.stateAfter.keyboardVisible)
    }

    @Test func endEditingFindsTheFirstResponderInTheSubtree() throws {
        let fixture = SearchFixture()
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.endEditing(view: fixture.searchView, force: false))
        #expect(result.outcome == .succeeded)
        #expect(result.handler == fixture.searchField)
        let change = try #require(result.firstResponderChange)
        #expect(change.call == .endEditing)
        #expect(change.responder == fixture.searchField)
        #expect(!change.keyboardVisible)
        #expect(result.stateBefore.keyboardVisible)
        #expect(result.stateAfter.firstResponder == nil)
        #expect(!result.stateAfter.keyboardVisible)
    }

    @Test func endEditingOnAViewWithoutTheFirstResponderDoesNothing() {
        var fixture = SearchFixture()
        let sidebar = fixture.app.addView(
            id: "sidebar", frame: Rect(x: 0, y: 400, width: 100, height: 100), to: fixture.searchView)
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.endEditing(view: sidebar, force: true))
        #expect(result.outcome == .failed)
        #expect(result.firstResponderChange?.failure == .nothingToEndEditing)
        expectDiagnostic(result, .nothingToEndEditing)
        #expect(result.stateAfter.firstResponder == fixture.searchField)
    }

    @Test func resignIsRefusedUnlessForced() {
        var fixture = SearchFixture()
        fixture.app[fixture.searchField].canResignFirstResponder = false
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))

        let resign = dispatcher.dispatch(.resignFirstResponder(responder: fixture.searchField))
        #expect(resign.outcome == .failed)
        #expect(resign.firstResponderChange?.failure == .refusedToResign)
        expectDiagnostic(resign, .refusedToResign)
        #expect(resign.stateAfter.firstResponder == fixture.searchField)

        let polite = dispatcher.dispatch(.endEditing(view: fixture.searchView, force: false))
        #expect(polite.outcome == .failed)
        #expect(polite.firstResponderChange?.failure == .refusedToResign)
        #expect(polite.stateAfter.firstResponder == fixture.searchField)

        let forced = dispatcher.dispatch(.endEditing(view: fixture.searchView, force: true))
        #expect(forced.outcome == .succeeded)
        #expect(forced.stateAfter.firstResponder == nil)
        #expect(!forced.stateAfter.keyboardVisible)
    }

    @Test func resignWithNoResponderNamedResignsTheKeyWindowsFirstResponder() {
        let fixture = SearchFixture()
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.resignFirstResponder(responder: nil))
        #expect(result.outcome == .succeeded)
        #expect(result.firstResponderChange?.responder == fixture.searchField)
        #expect(result.stateAfter.firstResponder == nil)
        let again = dispatcher.dispatch(.resignFirstResponder(responder: nil))
        #expect(again.outcome == .succeeded)
        #expect(again.firstResponderChange?.responder == nil)
    }

    @Test func becomingFirstResponderTwiceIsANoOp() {
        let fixture = SearchFixture()
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        let result = dispatcher.dispatch(.becomeFirstResponder(responder: fixture.searchField, during: .now))
        #expect(result.outcome == .succeeded)
        #expect(result.stateBefore == result.stateAfter)
    }
}
