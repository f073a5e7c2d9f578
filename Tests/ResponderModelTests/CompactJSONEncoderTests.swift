import Foundation
import Testing

@testable import ResponderModel

@Suite struct CompactJSONEncoderTests {
    private func foundation<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    @Test func stringsEscapeLikeFoundation() throws {
        let every = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let samples = [every, "é ü 日本 🙂", "a/b</c>", "quote \" backslash \\", ""]
        for sample in samples {
            #expect(try CompactJSONEncoder().encode([sample]) == foundation([sample]), "\(sample.debugDescription)")
        }
    }

    @Test func numbersFormatLikeFoundation() throws {
        let numbers: [Double] = [0, -0.0, 340, 12.5, 0.1, 1e-5, 1e21, 1e16, 123_456_789_012, 5e-324, 0.3, -44, 1.0 / 3]
        #expect(try CompactJSONEncoder().encode(numbers) == foundation(numbers))
        let integers: [Int] = [0, -1, Int.max, Int.min]
        #expect(try CompactJSONEncoder().encode(integers) == foundation(integers))
    }

    @Test func keysSortByteOrderLikeFoundation() throws {
        let object = ["b": 1, "B": 2, "a10": 3, "a9": 4, "A": 5, "_x": 6, "aB": 7, "ab": 8, "é": 9]
        #expect(try CompactJSONEncoder().encode(object) == foundation(object))
    }

    @Test(arguments: Example.all.map(\.name))
    func everyExampleAnswerMatchesFoundationByteForByte(_ name: String) throws {
        let example = try #require(Example.named(name))
        if example.endpoint == "/v1/chain" {
            let answer = try ResponderService.chain(body: example.body)
            #expect(try CompactJSONEncoder().encode(answer) == foundation(answer))
        } else {
            let answer = try ResponderService.dispatch(body: example.body)
            #expect(try CompactJSONEncoder().encode(answer) == foundation(answer))
            let essentials = try ResponderService.dispatch(body: example.body, essentials: true)
            #expect(try CompactJSONEncoder().encode(essentials) == foundation(essentials))
        }
    }

    @Test func problemsMatchFoundation() throws {
        let problem = Problem(.impossibleApp, detail: "d \"quoted\"", problems: [.init(pointer: "/a~1b", message: "m")])
        #expect(try CompactJSONEncoder().encode(problem) == foundation(problem))
    }
}
