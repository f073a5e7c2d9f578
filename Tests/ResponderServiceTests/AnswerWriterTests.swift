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
            try expectFoundationBytes(
                try ResponderService.dispatch(body: example.body, options: .init(essentials: true)))
        }
    }

    @Test func problemsMatchFoundation() throws {
        try expectFoundationBytes(
            Problem(.impossibleApp, detail: "d \"quoted\"", problems: [.init(pointer: "/a~1b", message: "m")]))
        try expectFoundationBytes(Problem(.tooMuchWork, detail: "d", problems: [], budget: "steps", limit: 10))
    }

    @Test func coordinatesPastDoublesRangeAnswerNullNotAnError() throws {
        // Every number is within the range a request may hold, but forty views nested, each scaled a billion times
        // across, put the innermost view's corners at 1e360: past a Double's range, infinity.
        var view = #"{"id": "c", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}}"#
        for level in 0..<40 {
            view =
                #"{"id": "v\#(level)", "frame": {"x": 10, "y": 0, "width": 100, "height": 100}, "transform": {"scaleX": 1e9}, "subviews": [\#(view)]}"#
        }
        let body = #"""
            {"app": {"scenes": [{"windows": [{"id": "w", "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
             "subviews": [\#(view)]}]}]}, "event": {"type": "touch", "point": {"x": 5, "y": 5}}}
            """#
        for pretty in ["false", "true"] {
            let answer = ResponderService.answer(
                .dispatch, body: Array(body.utf8), query: AnswerQuery(["include": "layout", "pretty": pretty]),
                limits: Limits())
            #expect(answer.status == 200)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.bytes)) as? [String: Any])
            let layout = try #require(json["layout"] as? [String: Any])
            let views = try #require(layout["views"] as? [[String: Any]])
            let innermost = try #require(views.first { $0["id"] as? String == "c" })
            let frame = try #require(innermost["frame"] as? [String: Any])
            #expect(frame["x"] is NSNull && frame["width"] is NSNull)
            #expect(frame["height"] as? Double == 100)
        }
    }

    @Test func nonFiniteNumbersInAnswersAreNull() throws {
        // A hostile app can push a coordinate past Double's range; JSON cannot spell the result.
        let point = PointJSON(x: -.infinity, y: .nan)
        #expect(AnswerWriter.bytes(of: point) == Array(#"{"x":null,"y":null}"#.utf8))
        #expect(try foundation(point) == Array(#"{"x":null,"y":null}"#.utf8))
    }
}
