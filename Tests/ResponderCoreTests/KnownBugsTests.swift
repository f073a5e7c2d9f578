import Testing

@testable import ResponderCore

/// Behaviour the core gets wrong today. These tests state what should happen and fail until the core is fixed;
/// each is listed, with the fix, in the test-suite report.
@Suite struct KnownBugsTests {
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
}
