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
            try expectStreamed(answer)
        } else {
            try expectStreamed(try ResponderService.dispatch(body: example.body))
            try expectStreamed(try ResponderService.dispatch(body: example.body, essentials: true))
        }
    }

    /// Foundation's bytes, from the direct writer and from the streaming encoder, which reorders no object: the
    /// answer types list their fields in byte order.
    private func expectStreamed<T: AnswerValue>(_ answer: T) throws {
        let expected = try foundation(answer)
        #expect(AnswerWriter.bytes(of: answer) == expected)
        let (bytes, reordered, usedFoundation) = try CompactJSONEncoder().encodeReporting(answer)
        #expect(bytes == expected)
        #expect(!usedFoundation)
        #expect(reordered == 0, "an answer type lists its fields out of byte order")
    }

    @Test func problemsStreamInOrder() throws {
        let problem = Problem(.invalidRequest, detail: "d", problems: [.init(pointer: "/a", message: "m")])
        let (bytes, reordered, usedFoundation) = try CompactJSONEncoder().encodeReporting(problem)
        #expect(bytes == (try foundation(problem)))
        #expect(!usedFoundation)
        #expect(reordered == 0, "Problem lists its CodingKeys out of byte order")
    }

    @Test func coordinatesPastDoublesRangeAnswerNullNotAnError() throws {
        // 5 + 1e308 in the first view, + 1e308 again in the second: infinity.
        let body = #"""
            {"app":{"scenes":[{"windows":[{"id":"w","frame":{"x":0,"y":0,"width":390,"height":844},"subviews":[
             {"id":"a","frame":{"x":-1e308,"y":0,"width":1.7e308,"height":800},"subviews":[
              {"id":"b","frame":{"x":-1e308,"y":0,"width":1.7e308,"height":100}}]}]}]}]},
             "event":{"type":"touch","point":{"x":5,"y":5}}}
            """#
        let answer = try ResponderService.dispatch(body: Array(body.utf8))
        for pretty in [false, true] {
            let bytes = ResponderService.encode(answer, pretty: pretty)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
            let results = try #require(json["results"] as? [[String: Any]])
            let touches = try #require(results.first?["hitTest"] as? [[String: Any]])
            let trace = try #require(touches.first?["trace"] as? [[String: Any]])
            let last = try #require(trace.last?["point"] as? [String: Any])
            #expect(last["x"] is NSNull)
            #expect(last["y"] as? Double == 5)
        }
    }

    @Test func nonFiniteNumbersInAnswersAreNull() throws {
        // A hostile app can push a coordinate past Double's range; JSON cannot spell the result.
        let point = PointJSON(x: -.infinity, y: .nan)
        #expect(AnswerWriter.bytes(of: point) == Array(#"{"x":null,"y":null}"#.utf8))
        #expect(try foundation(point) == Array(#"{"x":null,"y":null}"#.utf8))
    }

    // Shapes synthesized code never writes, but a hand-written encode(to:) may: the bytes are still Foundation's.

    private struct Interleaved: Encodable {
        enum Keys: String, CodingKey { case z, a, m }
        func encode(to encoder: Encoder) throws {
            var outer = encoder.container(keyedBy: Keys.self)
            var inner = outer.nestedContainer(keyedBy: Keys.self, forKey: .m)
            try outer.encode(1, forKey: .z)
            try inner.encode(2, forKey: .a)  // after the parent moved on: not streamable
            try outer.encode(3, forKey: .a)
        }
    }

    private class Base: Encodable {
        var b = 1
        enum Keys: String, CodingKey { case b, base }
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(b, forKey: .b)
        }
    }

    private final class Derived: Base {
        var a = [2.5, -0.0]
        enum Keys: String, CodingKey { case a }
        override func encode(to encoder: Encoder) throws {
            try super.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)  // the same object, a second time
            try container.encode(a, forKey: .a)
        }
    }

    private final class WithSuper: Base {
        override func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Base.Keys.self)
            try super.encode(to: container.superEncoder(forKey: .base))
        }
    }

    private struct Nothing: Encodable {
        func encode(to encoder: Encoder) throws {}
    }

    private struct Nested: Encodable {
        enum Keys: String, CodingKey { case list, inner, zed }
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode("z", forKey: .zed)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(1)
            var object = list.nestedContainer(keyedBy: Keys.self)
            try object.encode(true, forKey: .zed)
            try object.encodeNil(forKey: .inner)
            try list.encode("after")
            var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
            try inner.encode(UInt8(7), forKey: .zed)
        }
    }

    @Test func unusualShapesStillMatchFoundation() throws {
        let cases: [(String, any Encodable, Bool)] = [
            ("interleaved nested container", Interleaved(), true),
            ("superEncoder", WithSuper(), true),
            ("Data", ["d": Data([1, 2, 3])], true),
            ("URL", ["u": URL(string: "https://example.com/a b")!], true),
            ("container(keyedBy:) twice", Derived(), false),
            ("nothing encoded", [Nothing()], false),
            ("nested containers in order", Nested(), false),
            ("dictionary", ["b": [1], "a": [2], "é": [3], "B": []], false),
            ("optionals", [1, nil, 3] as [Int?], false),
        ]
        for (name, value, fallsBack) in cases {
            let (bytes, _, usedFoundation) = try CompactJSONEncoder().encodeReporting(value)
            #expect(bytes == (try foundation(value)), "\(name)")
            #expect(usedFoundation == fallsBack, "\(name)")
        }
    }

    @Test func nonFiniteNumbersThrowLikeFoundation() {
        #expect(throws: EncodingError.self) { try CompactJSONEncoder().encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try CompactJSONEncoder().encode(["x": Double.infinity]) }
    }

    @Test func problemsMatchFoundation() throws {
        let problem = Problem(.impossibleApp, detail: "d \"quoted\"", problems: [.init(pointer: "/a~1b", message: "m")])
        #expect(try CompactJSONEncoder().encode(problem) == foundation(problem))
    }
}
