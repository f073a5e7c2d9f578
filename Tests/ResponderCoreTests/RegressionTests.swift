import Testing

@testable import ResponderCore

/// Regressions: behaviour the core once got wrong (found while writing this suite), pinned so it stays fixed.
/// Each case names the rule it checks.
@Suite struct RegressionTests {
    /// Swift exposes `func f(label:)` to Objective-C as `fWith<Label>:` only when neither the label's first word nor
    /// the base name's last word is a preposition (`getObjCSelector` in the Swift compiler); otherwise the label is
    /// just capitalised. `Selector.init(_:)` always inserts `With`.
    @Test(arguments: [
        SelectorCase(spelling: "doSomething(with:)", canonical: "doSomethingWith:"),
        SelectorCase(spelling: "move(to:)", canonical: "moveTo:"),
        SelectorCase(spelling: "scroll(toTop:)", canonical: "scrollToTop:"),
    ])
    func selectorWithPrepositionFirstLabelDoesNotInsertWith(_ testCase: SelectorCase) {
        #expect(Selector(testCase.spelling).name == testCase.canonical)
    }

    /// A disabled control ignores touches (`UIControl.isEnabled`; the core's own `DisabledControlTouches.forward`:
    /// "a disabled control does not track"), so tapping a disabled text field must not make it first responder or
    /// raise the keyboard. The core focuses it anyway.
    @Test func tappingADisabledTextFieldDoesNotFocusIt() {
        var fixture = SearchFixture()
        fixture.app[fixture.searchField].isEnabled = false
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(SearchFixture.searchFieldPoint))
        #expect(result.deliveries.first?.steps.first?.behavior == .forwardedByDisabledControl)
        #expect(result.firstResponderChange == nil)
        #expect(result.stateAfter.firstResponder == nil)
        #expect(!result.stateAfter.keyboardVisible)
    }

    /// With `disabledControlTouches: .stop` a disabled control absorbs the touch: the walk stops at it (delivery
    /// outcome `.handled`, no chain end, a `.swallowed` path step, the cell above never sees it). The event is
    /// nevertheless reported as `.dropped` ("reached the end of the chain unhandled"), because
    /// `Dispatcher.combine` only looks at `handledBy`, which is empty for `.stoppedByDisabledControl`.
    @Test func disabledControlThatAbsorbsTouchesIsNotReportedAsDropped() {
        var fixture = InboxFixture()
        fixture.app[fixture.deleteButton].isEnabled = false
        fixture.app[fixture.cell].overrides[.touchesBegan] = .callsSuper
        var dispatcher = fixture.dispatcher(DispatchSettings(disabledControlTouches: .stop))
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        #expect(result.deliveries.allSatisfy { $0.chainEnd == nil && $0.outcome != .dropped })
        #expect(!result.path.contains { $0.outcome == .discarded })
        #expect(result.outcome == .swallowed)
    }
}
