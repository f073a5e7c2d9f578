import Testing

@testable import ResponderCore

/// Events evaluated in order, each seeing the state the previous ones left.
@Suite struct SequenceTests {
    static let clear = Selector("clearSearch(_:)")

    static func searchApp() -> SearchFixture {
        var fixture = SearchFixture()
        fixture.app[fixture.search].overrides[.motionBegan] = .withoutSuper
        fixture.app[fixture.search].actions[clear] = ActionImplementation()
        return fixture
    }

    @Test func becomeFirstResponderThenShakeThenNilTargetedActionEachSeeThePreviousState() throws {
        let fixture = Self.searchApp()
        var dispatcher = fixture.dispatcher()
        let results = dispatcher.dispatch([
            .becomeFirstResponder(responder: fixture.searchField, during: .viewDidAppear),
            .motion(subtype: "shake"),
            .action(ActionEvent(action: Self.clear)),
        ])
        try #require(results.count == 3)
        for (previous, next) in zip(results, results.dropFirst()) {
            #expect(previous.stateAfter == next.stateBefore)
        }

        #expect(results[0].stateBefore.firstResponder == nil)
        #expect(results[0].stateAfter.firstResponder == fixture.searchField)
        #expect(results[0].stateAfter.keyboardVisible)

        #expect(results[1].start == fixture.searchField)
        #expect(results[1].startReason == .firstResponder)
        #expect(results[1].handler == fixture.search)
        #expect(results[1].stateBefore == results[1].stateAfter)

        #expect(results[2].start == fixture.searchField)
        #expect(results[2].startReason == .firstResponder)
        #expect(results[2].handler == fixture.search)
        #expect(results[2].outcome == .handled)
        #expect(results[2].stateAfter.firstResponder == fixture.searchField)
        #expect(dispatcher.snapshot() == results[2].stateAfter)
    }

    @Test func theSameEventsWithoutFocusStartAtTheKeyWindow() {
        let fixture = Self.searchApp()
        var dispatcher = fixture.dispatcher()
        let results = dispatcher.dispatch([
            .becomeFirstResponder(responder: fixture.searchField, during: .viewDidLoad),
            .motion(subtype: "shake"),
            .action(ActionEvent(action: Self.clear)),
        ])
        #expect(results[0].outcome == .failed)
        #expect(results.allSatisfy { $0.stateAfter.firstResponder == nil })
        #expect(results[1].start == fixture.window)
        #expect(results[1].outcome == .dropped)
        #expect(results[2].start == fixture.window)
        #expect(results[2].outcome == .dropped)
        #expect(results[2].diagnostics.contains { $0.code == .actionDropped })
    }

    @Test func endingEditingSendsLaterShakesToTheKeyWindow() {
        let fixture = Self.searchApp()
        var dispatcher = fixture.dispatcher()
        let results = dispatcher.dispatch([
            .tap(SearchFixture.searchFieldPoint),
            .motion(subtype: "shake"),
            .endEditing(view: fixture.searchView, force: false),
            .motion(subtype: "shake"),
        ])
        for (previous, next) in zip(results, results.dropFirst()) {
            #expect(previous.stateAfter == next.stateBefore)
        }
        #expect(results[0].stateAfter.firstResponder == fixture.searchField)
        #expect(results[1].handler == fixture.search)
        #expect(results[2].stateAfter.firstResponder == nil)
        #expect(!results[2].stateAfter.keyboardVisible)
        #expect(results[3].start == fixture.window)
        #expect(results[3].handler == nil)
        #expect(results[3].diagnostics.contains { $0.code == .noFirstResponder })
    }

    @Test func dispatchingOneByOneMatchesDispatchingTheList() {
        let fixture = Self.searchApp()
        let events: [Event] = [
            .becomeFirstResponder(responder: fixture.searchField, during: .now), .motion(subtype: "shake"),
            .resignFirstResponder(responder: nil), .action(ActionEvent(action: Self.clear)),
        ]
        var batch = fixture.dispatcher()
        var single = fixture.dispatcher()
        #expect(batch.dispatch(events) == events.map { single.dispatch($0) })
    }
}
