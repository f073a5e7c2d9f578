import Foundation
import ResponderTestSupport
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// What a value's own shape refuses (``ShapeWords``), in every offered language: each case is worded in Japanese,
/// Simplified Chinese and Korean, in the language's script, with the names and values it carries unchanged; and a
/// request refused for its shape is answered in the language asked for.
@Suite struct ShapeWordsTests {
    static let others = Language.offered.filter { $0 != .english }

    /// One sample of every case, with the names and values its words must carry unchanged in every language.
    static let samples: [(words: ShapeWords, tokens: [String])] = [
        (.notEmpty(field: "delegate"), ["delegate"]),
        (.between(field: "alpha", from: 0, to: 1), ["alpha", "0", "1"]),
        (.betweenPoints(field: "tapAllowableMovement", from: 0, to: 100), ["tapAllowableMovement", "0", "100"]),
        (.givenTwice("command"), ["'command'"]),
        (
            .notOneOfForms("redirect", words: ["standard", "returnsNil"], objects: ["{\"redirectTo\": \"viewId\"}"]),
            ["'redirect'", "'standard'", "'returnsNil'", "{\"redirectTo\": \"viewId\"}"]
        ),
        (.fieldTwice, []),
        (.auditTakesNoEvent, ["POST", "/v1/audit", "/v1/dispatch", "witness"]),
        (.undecodable, []),
        (.pointAndPath, ["point", "path"]),
        (.emptyPath, ["path"]),
        (.pointAndTouches, ["point", "path", "touches"]),
        (.eachTouchOwn(field: "window"), ["touches", "window"]),
        (.notMotionSubtype("wiggle"), ["'wiggle'", "'shake'", "UIKit"]),
        (.targetAndWalkFrom, ["target", "walkFrom"]),
        (.onAndPoint, ["on", "point", "path", "touches"]),
        (.onAndWindow, ["on", "window"]),
        (.noKeyInput, ["input", "space", "return", "upArrow"]),
        (.noSelector, ["action", "save(_:)"]),
        (.notModifierKey("cmd"), ["'cmd'", "command", "shift", "option", "control"]),
        (.directionNotList("left"), ["direction", "UIKit", "[\"left\"]"]),
        (.notSwipeDirection("sideways"), ["'sideways'", "right", "left", "up", "down"]),
        (.noDirection, ["direction"]),
        (.noFalseIn, ["falseIn"]),
        (.onlyForNeedsFalse, ["onlyFor", "returns: false"]),
        (.notScreenEdge("middle"), ["'middle'", "top", "left", "bottom", "right"]),
        (.badColor, ["backgroundColor", "\"clear\"", "\"white\"", "\"systemBackground\"", "#RRGGBB", "#RRGGBBAA"]),
        (.noMinimumSizeOrInsets, ["minimumSize", "insets", "regions"]),
        (.minimumSizeAndInsets, ["minimumSize", "insets"]),
        (.regionsAndSize, ["regions", "includeSubviews", "minimumSize", "insets"]),
        (.noRegions, ["includeSubviews: true", "\"never\""]),
        (.matrixAndScale, ["a, b, c, d, tx, ty", "scale/rotation/translation"]),
        (.contentOffsetAndBoundsOrigin, ["contentOffset", "bounds", "boundsOrigin"]),
        (.centerNeedsBounds, ["center", "bounds", "frame"]),
        (.boundsNeedsCenter, ["bounds", "center", "frame"]),
        (.frameAndCenter, ["frame", "center", "bounds"]),
        (.boundsAndBoundsOrigin, ["bounds", "boundsOrigin"]),
        (.customViewTakesField("isEnabled"), ["customView", "isEnabled"]),
        (.notAddress("7fa1"), ["'7fa1'", "0x", "0x7fa1c0d0a7f0"]),
    ]

    /// The English of every sample, in order: the words it had before it was facts, byte for byte.
    static let english: [String] = [
        "delegate must not be empty",
        "alpha must be between 0 and 1",
        "tapAllowableMovement must be between 0 and 100 points",
        "'command' is given twice",
        "'redirect' is not one of 'standard', 'returnsNil', {\"redirectTo\": \"viewId\"}",
        "a field appears twice in one object",
        "POST /v1/audit takes no event: it finds the events that show each bug itself (each finding's "
            + "witness); to evaluate an event, POST it to /v1/dispatch",
        "The request could not be decoded.",
        "give either point (a finger that does not move) or path (its first point is where it lands), "
            + "not both",
        "path needs at least one point: where the finger lands",
        "give either point (or path) or touches, not both",
        "with touches, give each touch its own window",
        "'wiggle' is not one of 'shake' (the only motion subtype UIKit delivers)",
        "an action with an explicit target does not walk the chain; give target or walkFrom, not both",
        "give either on (the view to aim the finger at) or point, path or touches, not both",
        "with on, the finger lands wherever the view is; leave out window",
        "input must name a key: a character, or space, return, upArrow, …",
        "action must be a selector, such as save(_:)",
        "'cmd' is not a modifier key; use command, shift, option or control",
        "direction is a list of directions, like UIKit's option set: [\"left\"]",
        "'sideways' is not a swipe direction; use right, left, up or down",
        "direction must name at least one direction",
        "falseIn must name at least one view",
        "onlyFor names the recognizers the override answers false for; give it with returns: false",
        "'middle' is not a screen edge; use top, left, bottom or right",
        "backgroundColor must be \"clear\", a UIKit colour name such as \"white\" or \"systemBackground\", "
            + "or #RRGGBB or #RRGGBBAA",
        "give minimumSize, insets or regions",
        "give minimumSize or insets, not both",
        "give regions and includeSubviews without minimumSize or insets",
        "give at least one region, or includeSubviews: true (an override true nowhere is \"never\")",
        "use either the matrix fields a, b, c, d, tx, ty or scale/rotation/translation, not both",
        "contentOffset is the bounds origin; give contentOffset or boundsOrigin, not both",
        "center needs bounds (for its size); or give frame instead",
        "bounds needs center (where the view is); or give frame instead",
        "give frame, or center and bounds, not both",
        "bounds already gives the bounds origin; leave out boundsOrigin",
        "an item with a customView takes the custom view's size and state; set isEnabled on the view",
        "'7fa1' is not an address as a debugger prints one (0x and 1 to 16 hex digits, 0x7fa1c0d0a7f0)",
    ]

    @Test func everySampleReadsAsItsEnglish() {
        ProblemLanguageTests.expectEnglish(Self.samples.map { .shape($0.words) }, Self.english)
    }

    /// Every value, pointer and number a sample's English carries is in its words in the language too.
    @Test(arguments: ProblemLanguageTests.others)
    func everySampleKeepsTheValuesItsEnglishCarries(_ language: Language) {
        ProblemLanguageTests.expectWritten(
            Self.samples.map { (.shape($0.words), ProblemLanguageTests.tokens(of: $0.words.english)) }, in: language)
    }

    /// Every case's number: a case added to ``ShapeWords`` fails to compile here until it is numbered, and the test
    /// fails until ``samples`` holds it.
    static func number(of words: ShapeWords) -> Int {
        switch words {
        case .notEmpty: 1
        case .between: 2
        case .betweenPoints: 3
        case .givenTwice: 4
        case .notOneOfForms: 5
        case .fieldTwice: 6
        case .auditTakesNoEvent: 7
        case .undecodable: 8
        case .pointAndPath: 9
        case .emptyPath: 10
        case .pointAndTouches: 11
        case .eachTouchOwn: 12
        case .notMotionSubtype: 13
        case .targetAndWalkFrom: 14
        case .onAndPoint: 15
        case .onAndWindow: 16
        case .noKeyInput: 17
        case .noSelector: 18
        case .notModifierKey: 19
        case .directionNotList: 20
        case .notSwipeDirection: 21
        case .noDirection: 22
        case .noFalseIn: 23
        case .notScreenEdge: 24
        case .badColor: 25
        case .noMinimumSizeOrInsets: 26
        case .minimumSizeAndInsets: 27
        case .matrixAndScale: 28
        case .contentOffsetAndBoundsOrigin: 29
        case .centerNeedsBounds: 30
        case .boundsNeedsCenter: 31
        case .frameAndCenter: 32
        case .boundsAndBoundsOrigin: 33
        case .customViewTakesField: 34
        case .notAddress: 35
        case .onlyForNeedsFalse: 36
        case .regionsAndSize: 37
        case .noRegions: 38
        }
    }

    @Test func theSamplesHoldEveryCase() {
        #expect(Set(Self.samples.map { Self.number(of: $0.words) }) == Set(1...38))
    }

    @Test func theEnglishIsAsItWas() {
        #expect(ShapeWords.notEmpty(field: "id").english == "id must not be empty")
        #expect(
            ShapeWords.betweenPoints(field: "width", from: 1, to: 1000).english
                == "width must be between 1 and 1000 points")
        #expect(
            ShapeWords.notOneOfForms(
                "x", words: ["always", "never"], objects: ["{\"minimumSize\": …}", "{\"insets\": …}"]
            ).english == "'x' is not one of 'always', 'never', {\"minimumSize\": …}, {\"insets\": …}")
        #expect(ShapeWords.undecodable.english == "The request could not be decoded.")
    }

    @Test(arguments: Self.others)
    func everyCaseIsWrittenInTheLanguage(_ language: Language) {
        ProblemLanguageTests.expectWritten(Self.samples.map { (.shape($0.words), $0.tokens) }, in: language)
    }

    @Test(arguments: Self.others)
    func fieldMessagesEndWithoutAPeriodAndDetailsWithOne(_ language: Language) {
        for (words, _) in Self.samples where words != .undecodable {
            let text = ProblemWords.shape(words).text(in: language)
            #expect(!text.hasSuffix("。") && !text.hasSuffix("."), "\(language): \(text)")
        }
        let detail = ProblemWords.shape(.undecodable).text(in: language)
        #expect(detail.hasSuffix("。") || detail.hasSuffix("."), "\(language): \(detail)")
    }

    func post(
        _ path: String, _ body: String, headers: [String: String] = [:], query: [String: String] = [:]
    ) -> (status: Int, language: String?, problem: [String: Any]) {
        let response = Router().respond(
            to: HTTPRequest(
                method: "POST", path: path, query: query,
                headers: headers.merging(["content-type": "application/json"]) { $1 }, body: Array(body.utf8)))
        let object = (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
        return (response.status, response.headers.first { $0.name == "Content-Language" }?.value, object)
    }

    @Test func aShapeProblemIsAnsweredInTheLanguageAskedFor() throws {
        let cases:
            [(
                path: String, body: String, headers: [String: String], query: [String: String], language: Language,
                token: String
            )] = [
                (
                    "/v1/dispatch",
                    #"{"app": {"scenes": [{"windows": [{"id": "w"}]}]}, "event": {"type": "press", "key": "s", "modifiers": ["command", "command"]}}"#,
                    ["accept-language": "ja"], [:], .japanese, "'command'"
                ),
                (
                    "/v1/dispatch",
                    ##"{"app": {"scenes": [{"windows": [{"backgroundColor": "#12345"}]}]}, "event": {"type": "motion"}}"##,
                    ["accept-language": "ko"], [:], .korean, "backgroundColor"
                ),
                (
                    "/v1/audit", #"{"app": {"scenes": []}, "event": {"type": "motion"}}"#, [:], ["lang": "zh-Hans"],
                    .simplifiedChinese, "/v1/dispatch"
                ),
                (
                    "/v1/dispatch",
                    #"{"app": {"scenes": [{"windows": [{"alpha": 1.5}]}]}, "event": {"type": "motion"}}"#,
                    ["accept-language": "ja"], [:], .japanese, "alpha"
                ),
            ]
        for (path, body, headers, query, language, token) in cases {
            let english = post(path, body)
            let answer = post(path, body, headers: headers, query: query)
            #expect(answer.status == 400 && english.status == 400, "\(body)")
            #expect(answer.language == language.rawValue, "\(body)")
            let detail = try #require(answer.problem["detail"] as? String)
            let title = try #require(answer.problem["title"] as? String)
            #expect(Script.isWritten(detail, in: language), "\(language): \(detail)")
            #expect(Script.isWritten(title, in: language), "\(language): \(title)")
            #expect(detail.contains(token), "\(language): \(detail)")
            let fields = try #require(answer.problem["problems"] as? [[String: Any]])
            #expect(!fields.isEmpty)
            for field in fields {
                let message = try #require(field["message"] as? String)
                #expect(Script.isWritten(message, in: language), "\(language): \(message)")
                #expect(message.contains(token), "\(language): \(message)")
            }
            // The type and the pointers are the same in every language.
            #expect(answer.problem["type"] as? String == english.problem["type"] as? String)
            let pointers = { (problem: [String: Any]) in
                (problem["problems"] as? [[String: Any]] ?? []).compactMap { $0["pointer"] as? String }
            }
            #expect(pointers(answer.problem) == pointers(english.problem))
        }
    }
}
