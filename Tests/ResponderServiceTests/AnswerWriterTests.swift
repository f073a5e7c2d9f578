import Foundation
import Testing

@testable import ResponderModel
@testable import ResponderService

/// The one writer of every answer, problem and list: Foundation's bytes, compact and indented.
@Suite struct AnswerWriterTests {
    private func foundation<T: Encodable>(_ value: T, pretty: Bool = false) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    /// Foundation's bytes (it sorts the keys), compact and indented, from the writer (it does not: equal bytes mean
    /// the type lists its fields in byte order).
    private func expectFoundationBytes<T: AnswerValue>(
        _ answer: T, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for pretty in [false, true] {
            #expect(
                AnswerWriter.bytes(of: answer, indented: pretty) == (try foundation(answer, pretty: pretty)),
                "pretty: \(pretty)", sourceLocation: sourceLocation)
        }
    }

    @Test func stringsEscapeLikeFoundation() throws {
        let every = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for sample in [every, "é ü 日本 🙂", "a/b</c>", "quote \" backslash \\", ""] {
            try expectFoundationBytes([sample])
        }
    }

    @Test func numbersFormatLikeFoundation() throws {
        let numbers: [Double] = [0, -0.0, 340, 12.5, 0.1, 1e-5, 1e21, 1e16, 123_456_789_012, 0.3, -44, 1.0 / 3]
        try expectFoundationBytes(numbers)
        try expectFoundationBytes([0, -1, Int.max, Int.min])
    }

    @Test func emptyContainersIndentLikeFoundation() throws {
        try expectFoundationBytes([[String]]())
        try expectFoundationBytes([[String](), ["a"]])
        try expectFoundationBytes(Problem(.notFound, detail: "none"))
    }

    @Test(arguments: Example.all.map(\.name))
    func everyExampleAnswerMatchesFoundation(_ name: String) throws {
        let example = try #require(Example.named(name))
        if example.endpoint == "/v1/chain" {
            try expectFoundationBytes(try ResponderService.chain(body: example.body))
        } else {
            try expectFoundationBytes(try ResponderService.dispatch(body: example.body))
            try expectFoundationBytes(try ResponderService.dispatch(body: example.body, essentials: true))
        }
    }

    @Test func problemsMatchFoundation() throws {
        try expectFoundationBytes(
            Problem(.impossibleApp, detail: "d \"quoted\"", problems: [.init(pointer: "/a~1b", message: "m")]))
        try expectFoundationBytes(Problem(.tooMuchWork, detail: "d", problems: [], budget: "steps", limit: 10))
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
            let bytes = WireFormat.encode(answer, pretty: pretty)
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
}
