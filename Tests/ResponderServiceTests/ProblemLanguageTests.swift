import Foundation
import ResponderTestSupport
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// Problems in the learner's language: every sentence of the problem catalogue (``ProblemWords``, ``JSONFault``,
/// the kinds' titles) has its words in every offered language, a problem whose words are all the catalogue's is
/// answered in the language asked for (`Content-Language` names it), and a problem holding any words outside the
/// catalogue stays in English, whole, and says `en`.
@Suite struct ProblemLanguageTests {
    let router = Router()

    static let others = Language.offered.filter { $0 != .english }

    /// One sample of every case of ``ProblemWords`` but `said`, numbered by ``number(of:)``.
    static let samples: [ProblemWords] = [
        .collected(
            total: 3, place: .appDescription, first: .unknownID("serchField", kind: "responder", suggestion: nil),
            at: "/app/x", listed: 2),
        .unknownID("serchField", kind: "responder", suggestion: "searchField"),
        .emptyBody, .emptyBodyHere,
        .notJSON(fault: .endsInsideObject, line: 1, column: 2, offset: 1),
        .notJSONHere(fault: .leadingZero, line: 1, column: 2, offset: 1),
        .tooDeep(limit: 64), .tooDeepHere(limit: 64), .notUTF8, .notUTF8Here,
        .nameTooLong(at: "/app/id", bytes: 300, limit: 256), .nameTooLongHere(bytes: 300, limit: 256),
        .unreadable, .unreadableHere,
        .missingField("type", at: "/event"), .missingFieldHere("type", hint: .typeIsRequired),
        .typeIsRequired, .eventOrEvents, .dumpsNeeded, .touchNeedsPoint, .touchEventNeedsPoint,
        .requiredFor("action", eventType: "action"), .barButtonNeedsAction,
        .unknownField("frme", at: "/app"), .unknownFieldHere("frme", suggestion: "frame", allowed: ["frame", "id"]),
        .wrongType(at: "/app", expected: .object), .wrongTypeHere(expected: .array),
        .null(at: "/app", expected: .string), .nullHere(expected: .number),
        .invalidValue(at: "/event/type", .notOneOf("tap", allowed: ["touch", "press"])),
        .notOneOf("tap", allowed: ["touch", "press"]), .wholeNumber(field: "tapCount", from: 1, to: 10),
        .negativeSize, .noEvents, .eventAndEvents, .sentence(.unknownID("x", kind: "responder", suggestion: nil)),
        .duplicateID("a", usedAt: "/app/b"), .tooManyNodes(limit: 5000), .tooManyNodesHere(limit: 5000),
        .tooManyEvents(count: 200, limit: 100), .tooManyEventsHere(limit: 100),
        .tooManyTouches(count: 30, limit: 20), .tooManyTouchesHere(limit: 20),
        .bodyTooLarge(bytes: 2_000_000, limit: 1_048_576), .bodyDeclaredTooLarge(bytes: 2_000_000, limit: 1_048_576),
        .bodyGrewTooLarge(limit: 1_048_576), .bodyTooLargeHere(limit: 1_048_576),
        .badParameter("format", given: "xml", allowed: ["json", "text", "svg"], default: "json"),
        .badParameterHere("format", allowed: ["json", "text", "svg"]),
        .badEventIndex(given: "x"), .badEventIndexHere,
        .noExample("nope"), .noResource("/v2"),
        .methodNotAllowed(path: "/v1/dispatch", accepts: ["POST"], method: "GET"),
        .notJSONType("text/xml"), .notJSONTypeHere("text/xml"),
        .nulInTarget, .nulInTargetHere, .serverBusy(retryAfter: 1), .serverBusyHere,
        .numberOutOfRange(limit: 1_000_000_000), .hoverNeedsPoint,
    ]

    /// Every case's number: a case added to ``ProblemWords`` fails to compile here until it is numbered, and the
    /// test fails until ``samples`` holds it.
    static func number(of words: ProblemWords) -> Int {
        switch words {
        case .said: 0
        case .collected: 1
        case .unknownID: 2
        case .emptyBody: 3
        case .emptyBodyHere: 4
        case .notJSON: 5
        case .notJSONHere: 6
        case .tooDeep: 7
        case .tooDeepHere: 8
        case .notUTF8: 9
        case .notUTF8Here: 10
        case .nameTooLong: 11
        case .nameTooLongHere: 12
        case .unreadable: 13
        case .unreadableHere: 14
        case .missingField: 15
        case .missingFieldHere: 16
        case .typeIsRequired: 17
        case .eventOrEvents: 18
        case .dumpsNeeded: 19
        case .touchNeedsPoint: 20
        case .touchEventNeedsPoint: 21
        case .requiredFor: 22
        case .barButtonNeedsAction: 23
        case .unknownField: 24
        case .unknownFieldHere: 25
        case .wrongType: 26
        case .wrongTypeHere: 27
        case .null: 28
        case .nullHere: 29
        case .invalidValue: 30
        case .notOneOf: 31
        case .wholeNumber: 32
        case .negativeSize: 33
        case .noEvents: 34
        case .eventAndEvents: 35
        case .sentence: 36
        case .duplicateID: 37
        case .tooManyNodes: 38
        case .tooManyNodesHere: 39
        case .tooManyEvents: 40
        case .tooManyEventsHere: 41
        case .tooManyTouches: 42
        case .tooManyTouchesHere: 43
        case .bodyTooLarge: 44
        case .bodyDeclaredTooLarge: 45
        case .bodyGrewTooLarge: 46
        case .bodyTooLargeHere: 47
        case .badParameter: 48
        case .badParameterHere: 49
        case .badEventIndex: 50
        case .badEventIndexHere: 51
        case .noExample: 52
        case .noResource: 53
        case .methodNotAllowed: 54
        case .notJSONType: 55
        case .notJSONTypeHere: 56
        case .nulInTarget: 57
        case .nulInTargetHere: 58
        case .serverBusy: 59
        case .serverBusyHere: 60
        case .numberOutOfRange: 61
        case .hoverNeedsPoint: 62
        // Each family numbers and samples its own cases (MappingWordsTests and the others).
        case .mapping, .shape, .service: 0
        }
    }

    /// One sample of every JSON fault the reader words.
    static let faults: [JSONFault] =
        [
            .endsWhereValueExpected, .endsInsideArray, .endsInsideObject, .endsWhereFieldNameExpected,
            .endsAfterFieldName, .duplicateField("\"id\""), .trailingCommaBeforeBracket, .trailingCommaBeforeBrace,
            .badUnicodeEscape, .badEscape("q"), .controlCharacter("1f"), .unclosedString, .halfSurrogate,
            .minusWithoutDigits, .leadingZero, .dotWithoutDigits, .exponentWithoutDigits, .outOfRange("1e999"),
        ]
        + [
            JSONFault.Expected.value, .literal("true"), .nothingAfterValue, .commaOrBracket, .commaOrBrace,
            .fieldName, .colon,
        ].flatMap { expected in
            [JSONFault.unexpected(.character("x"), expected), .unexpected(.byte(0x1F), expected)]
        }

    /// Every sample's English, in order, is the literal it had before it was facts (the families' tests share it).
    static func expectEnglish(
        _ samples: [ProblemWords], _ english: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(samples.count == english.count, sourceLocation: sourceLocation)
        for (words, english) in zip(samples, english) {
            #expect(words.english == english, "\(words)", sourceLocation: sourceLocation)
        }
    }

    /// Every sample's words in `language`: not the English, in the language's script, with the names and values it
    /// carries unchanged, and all the catalogue's (the families' tests share it).
    static func expectWritten(
        _ samples: [(words: ProblemWords, tokens: [String])], in language: Language,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (words, tokens) in samples {
            let text = words.text(in: language)
            #expect(text != words.english, "\(language) \(words)", sourceLocation: sourceLocation)
            #expect(
                Script.isWritten(text, in: language), "\(language): \(text)",
                sourceLocation: sourceLocation)
            for token in tokens {
                #expect(
                    text.contains(token), "\(language) \(words): '\(token)' in \(text)", sourceLocation: sourceLocation)
            }
            #expect(words.isCatalogued, sourceLocation: sourceLocation)
        }
    }

    @Test func theSamplesHoldEveryCaseOfTheCatalogue() {
        #expect(Set(Self.samples.map(Self.number(of:))) == Set(1...62))
    }

    /// What the English of a sentence carries that a translation must carry unchanged: every quoted value
    /// (`'serchField'`, `']'`), pointer or path (`/app/x`, `/v1/dispatch`) and number.
    static func tokens(of english: String) -> [String] {
        english.matches(of: /'[^']*'|\/[A-Za-z0-9_\/~.\-]*[A-Za-z0-9_~]|[0-9]+/).map { String($0.output) }
    }

    @Test(arguments: Self.others)
    func everySentenceOfTheCatalogueKeepsItsValues(_ language: Language) {
        #expect(
            Self.tokens(of: ProblemWords.nameTooLong(at: "/app/id", bytes: 300, limit: 256).english)
                == ["/app/id", "300", "256"])
        #expect(Self.tokens(of: "unknown field 'frme' (did you mean 'frame'?)") == ["'frme'", "'frame'"])
        Self.expectWritten(Self.samples.map { ($0, Self.tokens(of: $0.english)) }, in: language)
    }

    @Test(arguments: Self.others)
    func everySentenceOfTheCatalogueIsWrittenInTheLanguage(_ language: Language) {
        for words in Self.samples {
            let text = words.text(in: language)
            #expect(text != words.english, "\(language) \(words)")
            #expect(Script.isWritten(text, in: language), "\(language): \(text)")
        }
        for fault in Self.faults {
            let text = ProblemWords.notJSONHere(fault: fault, line: 1, column: 1, offset: 0).text(in: language)
            let english = ProblemWords.notJSONHere(fault: fault, line: 1, column: 1, offset: 0).english
            #expect(text != english && Script.isWritten(text, in: language), "\(language): \(text)")
        }
        for kind in ProblemKind.allCases {
            #expect(Script.isWritten(kind.title(in: language), in: language), "\(language) \(kind)")
        }
    }

    @Test(arguments: Self.others)
    func namesValuesAndPointersStayAsTheyAre(_ language: Language) {
        let unknown = ProblemWords.unknownFieldHere("frme", suggestion: "frame", allowed: ["frame", "id"])
        for token in ["'frme'", "'frame'"] {
            #expect(unknown.text(in: language).contains(token), "\(language): \(unknown.text(in: language))")
        }
        let invalid = ProblemWords.invalidValue(at: "/event/type", .notOneOf("tap", allowed: ["touch", "press"]))
        for token in ["/event/type", "'tap'", "'touch'", "'press'"] {
            #expect(invalid.text(in: language).contains(token), "\(language): \(invalid.text(in: language))")
        }
        let method = ProblemWords.methodNotAllowed(path: "/v1/dispatch", accepts: ["POST"], method: "GET")
        for token in ["/v1/dispatch", "POST", "GET"] {
            #expect(method.text(in: language).contains(token), "\(language): \(method.text(in: language))")
        }
        #expect(ProblemWords.said("as it was").text(in: language) == "as it was")
    }

    func post(
        _ path: String, _ body: String, headers: [String: String] = [:], query: [String: String] = [:]
    )
        -> (status: Int, language: String?, problem: [String: Any])
    {
        let response = router.respond(
            to: HTTPRequest(
                method: "POST", path: path, query: query,
                headers: headers.merging(["content-type": "application/json"]) { $1 }, body: Array(body.utf8)))
        let object = (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
        return (
            response.status, response.headers.first { $0.name == "Content-Language" }?.value, object
        )
    }

    @Test func aProblemOfTheCatalogueIsAnsweredInTheLanguageAskedFor() throws {
        let cases: [(body: String, headers: [String: String], query: [String: String], language: Language)] = [
            ("{\"app\": {", ["accept-language": "ja"], [:], .japanese),
            ("{\"app\": {}, \"evnt\": {}}", ["accept-language": "ko-KR"], [:], .korean),
            ("", [:], ["lang": "zh-CN"], .simplifiedChinese),
            ("[1]", ["accept-language": "fr, ja;q=0.4"], [:], .japanese),
        ]
        for (body, headers, query, language) in cases {
            let answer = post("/v1/dispatch", body, headers: headers, query: query)
            #expect((400...499).contains(answer.status))
            #expect(answer.language == language.rawValue, "\(body)")
            let detail = try #require(answer.problem["detail"] as? String)
            let title = try #require(answer.problem["title"] as? String)
            #expect(Script.isWritten(detail, in: language), "\(language): \(detail)")
            #expect(Script.isWritten(title, in: language), "\(language): \(title)")
            for field in try #require(answer.problem["problems"] as? [[String: Any]]) {
                let message = try #require(field["message"] as? String)
                #expect(Script.isWritten(message, in: language), "\(language): \(message)")
            }
            // The type, the status and the pointers are the same in every language.
            let english = post("/v1/dispatch", body)
            #expect(answer.problem["type"] as? String == english.problem["type"] as? String)
            #expect(answer.problem["status"] as? Int == english.problem["status"] as? Int)
            let pointers = { (problem: [String: Any]) in
                (problem["problems"] as? [[String: Any]] ?? []).compactMap { $0["pointer"] as? String }
            }
            #expect(pointers(answer.problem) == pointers(english.problem))
        }
    }

    /// The body itself (pointer "") is named as the top level, never left as a gap before a particle.
    @Test(arguments: Self.others)
    func theTopLevelIsNamedWhereThePointerIsEmpty(_ language: Language) {
        let words: [ProblemWords] = [
            .null(at: "", expected: .object), .missingField("app", at: ""), .unknownField("x", at: ""),
            .invalidValue(at: "", .noEvents), .wrongType(at: "", expected: .object),
            .nameTooLong(at: "", bytes: 300, limit: 256),
        ]
        for sentence in words {
            let text = sentence.text(in: language)
            let first = text.unicodeScalars.first.map(String.init) ?? ""
            #expect(!["의", "에", "は", "の", "的", "：", ":", "、", " ", "."].contains(first), "\(language): \(text)")
        }
    }

    @Test func anUnknownFieldIsNamedApartFromItsWordsInEveryLanguage() throws {
        for language in Language.offered {
            let answer = post(
                "/v1/dispatch", "{\"app\": {\"scenes\": []}, \"evnt\": {}}", query: ["lang": language.rawValue])
            let field = try #require((answer.problem["problems"] as? [[String: Any]])?.first)
            #expect(field["unknownField"] as? String == "evnt", "\(language)")
            #expect(field["suggestion"] as? String == "event", "\(language)")
            #expect(field["pointer"] as? String == "/evnt", "\(language)")
        }
        // A value at fault names no unknown field.
        let wrongType = post("/v1/dispatch", "{\"app\": [], \"event\": {}}")
        let field = try #require((wrongType.problem["problems"] as? [[String: Any]])?.first)
        #expect(field["unknownField"] == nil)
    }

    @Test func aGetRoutesProblemIsInTheLanguageToo() throws {
        for (path, method) in [("/v1/examples/nope", "GET"), ("/v2", "GET"), ("/v1/dispatch", "GET")] {
            let response = router.respond(
                to: HTTPRequest(method: method, path: path, query: ["lang": "ja"], headers: [:], body: []))
            #expect(response.headers.contains { $0.name == "Content-Language" && $0.value == "ja" }, "\(path)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            let detail = try #require(object["detail"] as? String)
            #expect(Script.isWritten(detail, in: .japanese), "\(path): \(detail)")
        }
    }

    @Test func aProblemWithWordsOutsideTheCatalogueStaysInEnglishWhole() throws {
        // Words outside the catalogue (a front end's own, or Foundation's) in the detail or in any one field.
        let cases = [
            Problem(.invalidRequest, detail: "Free words.", problems: [Problem.Field(pointer: "/a", .emptyBodyHere)]),
            Problem(
                .invalidRequest, .emptyBody,
                problems: [
                    Problem.Field(pointer: "/a", .emptyBodyHere), Problem.Field(pointer: "/b", message: "free words"),
                ]),
            Problem(.invalidRequest, .sentence(.said("free words"))),
        ]
        for problem in cases {
            for language in Self.others {
                let worded = problem.worded(in: language)
                #expect(worded.language == .english)
                #expect(worded.title == problem.title && worded.detail == problem.detail)
                #expect(worded.problems.map(\.message) == problem.problems.map(\.message))
            }
        }
        // The same problem with all its words catalogued is in the language.
        let catalogued = Problem(.invalidRequest, .emptyBody, problems: [Problem.Field(pointer: "", .emptyBodyHere)])
        #expect(catalogued.worded(in: .korean).language == .korean)
    }

    @Test func englishProblemsAreAsTheyWere() throws {
        let answer = post("/v1/dispatch", "{\"app\": {", headers: ["accept-language": "en"])
        #expect(answer.language == "en")
        #expect(answer.problem["title"] as? String == "Malformed JSON")
        #expect(
            answer.problem["detail"] as? String
                == "The body is not valid JSON: the text ends where a field name was expected at line 1, column 10 "
                + "(byte 9).")
    }

    @Test(arguments: Self.others)
    func theTextReportOfAProblemIsInTheLanguage(_ language: Language) throws {
        let answer = ResponderService.answer(
            .dispatch, body: Array("{\"app\": {".utf8),
            query: AnswerQuery(["format": "text", "lang": language.rawValue]),
            limits: Limits())
        #expect(answer.status == 400)
        #expect(answer.language == language)
        let text = String(decoding: answer.bytes, as: UTF8.self)
        #expect(text.hasPrefix("400 "))
        #expect(Script.isWritten(text, in: language), "\(text)")
    }
}

/// The server's own refusals (before a request is whole) are in the language the request asks for too: its `lang`
/// argument first, else its `Accept-Language`.
@Suite struct RefusalLanguageTests {
    @Test func aRefusalIsInTheLanguageOfItsRequest() throws {
        let router = Router()
        let refusals: [ServerRejection] = [
            .bodyTooLarge(limit: 1_048_576, declaredLength: 2_000_000),
            .bodyTooLarge(limit: 1_048_576, declaredLength: nil),
            .nulInTarget, .duplicateHeader(name: "Content-Length"), .serverBusy(retryAfterSeconds: 1),
        ]
        let asked: [(acceptLanguage: String?, lang: String?, language: Language)] = [
            ("ja", nil, .japanese), ("ja", "ko", .korean), (nil, "zh-CN", .simplifiedChinese), ("fr", nil, .english),
            (nil, nil, .english), ("ko", "xx", .english),
        ]
        for refusal in refusals {
            let english = router.respond(to: refusal)
            for (acceptLanguage, lang, language) in asked {
                let response = router.respond(to: refusal, acceptLanguage: acceptLanguage, lang: lang)
                #expect(response.status == english.status)
                #expect(
                    response.headers.contains { $0.name == "Content-Language" && $0.value == language.rawValue },
                    "\(refusal) \(String(describing: acceptLanguage)) \(String(describing: lang))")
                let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
                let detail = try #require(object["detail"] as? String)
                #expect(Script.isWritten(detail, in: language), "\(refusal) \(language): \(detail)")
            }
        }
    }
}
