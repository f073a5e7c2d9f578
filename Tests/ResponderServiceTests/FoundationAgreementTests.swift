import Foundation
import Testing

@testable import ResponderModel
@testable import ResponderService

/// The model layer is Foundation Codable: the request types decode with Foundation's `JSONDecoder` as with the
/// service's own decoder, to the same values (the same evaluation, byte for byte), and both refuse the same bad
/// inputs.
@Suite struct FoundationAgreementTests {
    /// The answer to a request decoded by Foundation, evaluated and written as the service would.
    private func answerThroughFoundation(_ body: [UInt8]) throws -> [UInt8] {
        let request = try JSONDecoder().decode(DispatchRequest.self, from: Data(body))
        var evaluation = try DispatchEvaluation(request: request, limits: Limits())
        var response = evaluation.envelope
        while let result = try evaluation.next() { response.results.append(result) }
        return AnswerWriter.bytes(of: response)
    }

    @Test(arguments: Example.all.filter { $0.endpoint == "/v1/dispatch" }.map(\.name))
    func everyExampleDecodesToTheSameValues(_ name: String) throws {
        let example = try #require(Example.named(name))
        let ours = try ResponderService.dispatchAnswer(body: example.body)
        #expect(try answerThroughFoundation(example.body) == ours)
    }

    @Test(arguments: Example.all.filter { $0.endpoint == "/v1/chain" }.map(\.name))
    func everyChainExampleDecodesToTheSameValues(_ name: String) throws {
        let example = try #require(Example.named(name))
        let foundation = try JSONDecoder().decode(ChainRequest.self, from: Data(example.body))
        let ours = try WireFormat.decode(ChainRequest.self, from: example.body, limits: Limits())
        #expect(foundation.from == ours.from)
        #expect(foundation.profile == ours.profile)
        #expect(foundation.app.scenes.count == ours.app.scenes.count)
    }

    /// Inputs the service refuses on purpose that Foundation's decoder accepts: stricter by design.
    static let strictOnPurpose: Set<String> = [
        // Foundation keeps one of two equal field names; the service refuses the ambiguity (400 malformed-json).
        "duplicate field"
    ]

    @Test(arguments: BadInputTests.cases.filter { $0.status == 400 })
    func badInputIsRefusedByBoth(_ input: BadInput) throws {
        let body = Array(input.body.utf8)
        #expect(throws: Problem.self) { try ResponderService.dispatch(body: body) }
        let foundation = Result { try JSONDecoder().decode(DispatchRequest.self, from: Data(body)) }
        if Self.strictOnPurpose.contains(input.name) {
            #expect(throws: Never.self) { try foundation.get() }
        } else {
            #expect(throws: (any Error).self, "Foundation accepted '\(input.name)'") { try foundation.get() }
        }
    }
}
