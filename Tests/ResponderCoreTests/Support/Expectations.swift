import Testing

@testable import ResponderCore

/// Expects the class names along the chain from `start` to be exactly `expected`.
func expectChain(
    _ app: App, from start: Int, profile: Profile, _ expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(app.chainDescription(from: start, profile: profile) == expected, sourceLocation: sourceLocation)
}

/// Expects a diagnostic with this code and returns the first one.
@discardableResult
func expectDiagnostic(
    _ result: EventResult, _ code: DiagnosticCode, sourceLocation: SourceLocation = #_sourceLocation
) -> Diagnostic? {
    let found = result.diagnostics.first { $0.code == code }
    #expect(
        found != nil, "expected diagnostic \(code) among \(result.diagnostics.map(\.code))",
        sourceLocation: sourceLocation)
    return found
}

/// Expects no diagnostic with this code.
func expectNoDiagnostic(
    _ result: EventResult, _ code: DiagnosticCode, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        !result.diagnostics.contains { $0.code == code },
        "unexpected diagnostic \(code) among \(result.diagnostics.map(\.code))", sourceLocation: sourceLocation)
}

/// The methods walked, in order.
func deliveredMethods(_ result: EventResult) -> [ResponderMethod] {
    result.deliveries.map(\.method)
}

/// The one action sent for a selector, expecting exactly one.
func expectSingleAction(
    _ result: EventResult, _ action: Selector, sourceLocation: SourceLocation = #_sourceLocation
) -> ActionDispatch? {
    let matching = result.actions.filter { $0.action == action }
    #expect(matching.count == 1, "expected one \(action) action, got \(matching.count)", sourceLocation: sourceLocation)
    return matching.first
}

/// The fates of the recognizers the app added (a scroll view's own pan recognizer left out), reasons left out.
func addedRecognizers(_ result: EventResult, _ dispatcher: Dispatcher) -> [RecognizerResult] {
    result.recognizers.filter { dispatcher.app.gestureRecognizers[$0.recognizer].scrollView == nil }
        .map { RecognizerResult(recognizer: $0.recognizer, outcome: $0.outcome) }
}
