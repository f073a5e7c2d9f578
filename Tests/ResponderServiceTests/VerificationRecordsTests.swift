import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// A fix's verification evaluates events without what only an answer shows (the chain from the start, the notes on
/// stand-in classes): every example's events, evaluated both ways, must agree on all a verification reads (the
/// outcome, hit view, handler, actions and every diagnostic but those notes), event after event.
@Suite struct VerificationRecordsTests {
    /// What a verification reads of one result, and the notes it does without.
    struct Summary: Equatable, CustomStringConvertible {
        var outcome: EventResult.Outcome
        var hitView: Int?
        var handler: Int?
        var performed: [String]
        var diagnostics: [Diagnostic]

        init(_ result: EventResult) {
            outcome = result.outcome
            hitView = result.touches.first?.trace.hitView
            handler = result.handler
            performed = result.actions.map { "\($0.action.name) by \($0.performedBy.map(String.init) ?? "nobody")" }
            diagnostics = result.diagnostics.filter { $0.code != .classModelledAsSuperclass }
        }

        var description: String { "\(outcome) hit \(hitView.map(String.init) ?? "-") \(performed)" }
    }

    static let requests: [(name: String, request: DispatchRequest)] = Example.all.compactMap { example in
        guard example.endpoint == "/v1/dispatch" else { return nil }
        return (try? WireFormat.decode(DispatchRequest.self, from: example.body, limits: Limits())).map {
            (example.name, $0)
        }
    }

    @Test func everyDispatchExampleIsRead() {
        #expect(Self.requests.count == Example.all.filter { $0.endpoint == "/v1/dispatch" }.count)
        #expect(Self.requests.count > 50)
    }

    @Test(arguments: requests.map(\.name))
    func verificationSeesWhatTheAnswerSees(_ name: String) throws {
        let request = try #require(Self.requests.first { $0.name == name }?.request)
        let (app, events, settings) = try RequestMapping.prepare(request, limits: Limits())
        var answering = Dispatcher(app: app, settings: settings)
        var verifying = Dispatcher(app: app, settings: settings)
        verifying.keepsAnswerOnlyRecords = false
        for (index, event) in events.enumerated() {
            let answered = answering.dispatch(event)
            let verified = verifying.dispatch(event)
            #expect(Summary(verified) == Summary(answered), "event \(index)")
            #expect(verified.chain == nil)
            #expect(!verified.diagnostics.contains { $0.code == .classModelledAsSuperclass })
            #expect(answering.app.state == verifying.app.state, "event \(index)")
        }
    }
}
