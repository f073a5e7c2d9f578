import Foundation
import ResponderTestSupport
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// Answers in the learner's language: the language is chosen by `lang` or `Accept-Language` among the offered ones
/// (``Language/offered``), named in `Content-Language`, and every sentence of every lesson's answer is in it (codes,
/// names and selectors stay). A language not offered yet is answered in English, and the answer says so.
@Suite struct LanguageAnswerTests {
    let router = Router()

    /// The members of an answer that hold sentences (a `reason` or `explanation` without a space is a code).
    static let wordMembers: Set<String> = ["summary", "message", "hint", "note", "reason", "explanation"]

    /// Every sentence of a JSON answer, with where it is.
    static func sentences(in value: Any, at path: String = "") -> [(path: String, text: String)] {
        switch value {
        case let object as [String: Any]:
            return object.sorted { $0.key < $1.key }.flatMap { key, member -> [(path: String, text: String)] in
                if wordMembers.contains(key), let text = member as? String, text.contains(" ") {
                    return [(path + "/" + key, text)]
                }
                // A witness is a request to POST, not words.
                return key == "witness" || key == "witnessBase" ? [] : sentences(in: member, at: path + "/" + key)
            }
        case let array as [Any]:
            return array.enumerated().flatMap { sentences(in: $0.element, at: path + "/\($0.offset)") }
        default:
            return []
        }
    }

    /// The languages not offered yet.
    static let pending = Language.allCases.filter { !Language.offered.contains($0) }

    static func answer(_ endpoint: Endpoint, _ example: Example, _ query: [String: String]) throws -> Any {
        let answer = ResponderService.answer(
            endpoint, body: example.body, query: AnswerQuery(query), limits: Limits())
        try #require(answer.status == 200, "\(example.name): \(String(decoding: answer.bytes, as: UTF8.self))")
        return try JSONSerialization.jsonObject(with: Data(answer.bytes))
    }

    @Test(arguments: Language.offered)
    func everyLessonsAnswerIsInTheLanguage(_ language: Language) throws {
        for example in Example.all {
            guard let endpoint = Endpoint(rawValue: example.endpoint) else { continue }
            let json = try Self.answer(
                endpoint, example, ["lang": language.rawValue, "include": "layout", "trace": "full"])
            for (path, text) in Self.sentences(in: json) {
                #expect(Script.isWritten(text, in: language), "\(example.name) \(path): \(text)")
            }
        }
    }

    @Test(arguments: Language.offered)
    func everyLessonsAuditIsInTheLanguage(_ language: Language) throws {
        for example in Example.all {
            let body = ResponderService.auditBody(fromRequest: example.body)
            let answer = ResponderService.answer(
                .audit, body: body, query: AnswerQuery(["lang": language.rawValue]), limits: Limits())
            try #require(answer.status == 200, "\(example.name)")
            let json = try JSONSerialization.jsonObject(with: Data(answer.bytes))
            for (path, text) in Self.sentences(in: json) {
                #expect(Script.isWritten(text, in: language), "\(example.name) \(path): \(text)")
            }
        }
    }

    @Test func englishIsTheDefaultAndLangEnChangesNothing() throws {
        for example in Example.all {
            guard let endpoint = Endpoint(rawValue: example.endpoint) else { continue }
            let plain = ResponderService.answer(endpoint, body: example.body, query: AnswerQuery([:]), limits: Limits())
            let english = ResponderService.answer(
                endpoint, body: example.body, query: AnswerQuery(["lang": "en"], acceptLanguage: "ja"),
                limits: Limits())
            #expect(plain.bytes == english.bytes, "\(example.name)")
            #expect(plain.language == .english)
        }
    }

    @Test func codesNamesAndSelectorsStayAsTheyAre() throws {
        let example = try #require(Example.named("delete-button"))
        let english = try #require(try Self.answer(.dispatch, example, [:]) as? [String: Any])
        // Every language asked for, offered or not yet.
        for language in Language.allCases {
            let other = try #require(try Self.answer(.dispatch, example, ["lang": language.rawValue]) as? [String: Any])
            let (englishResult, otherResult) = try (
                #require((english["results"] as? [[String: Any]])?.first),
                #require((other["results"] as? [[String: Any]])?.first)
            )
            #expect(otherResult["outcome"] as? String == englishResult["outcome"] as? String)
            #expect(
                (otherResult["handler"] as? [String: String]) == (englishResult["handler"] as? [String: String]))
            let codes = { (result: [String: Any]) in
                (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            }
            #expect(codes(otherResult) == codes(englishResult))
            let summary = try #require(otherResult["summary"] as? String)
            #expect(summary.contains("deleteButton"), "\(language): \(summary)")
        }
    }

    @Test func theServerNamesTheLanguage() throws {
        let body = Array(try #require(Example.named("delete-button")).body)
        #expect(Language.offered == Language.allCases)
        let cases: [(headers: [String: String], query: [String: String], language: String)] = [
            ([:], [:], "en"),
            (["accept-language": "ja"], [:], "ja"),
            (["accept-language": "fr-CA, ko;q=0.8, ja;q=0.5"], [:], "ko"),
            (["accept-language": "zh-TW, zh-CN;q=0.7"], [:], "zh-Hans"),
            (["accept-language": "de, fr"], [:], "en"),
            (["accept-language": "ja"], ["lang": "ko"], "ko"),
            (["accept-language": "ja"], ["lang": "zh-hans-tw"], "zh-Hans"),
            (["accept-language": "ja"], ["lang": "en"], "en"),
        ]
        for (headers, query, language) in cases {
            for format in ["json", "text", "svg"] {
                var query = query
                query["format"] = format
                let response = router.respond(
                    to: HTTPRequest(
                        method: "POST", path: "/v1/dispatch", query: query,
                        headers: headers.merging(["content-type": "application/json"]) { $1 }, body: body))
                #expect(response.status == 200)
                #expect(
                    response.headers.contains { $0.name == "Content-Language" && $0.value == language },
                    "\(headers) \(query)")
            }
        }
    }

    @Test func aLanguageNotOfferedYetIsAnsweredInEnglishAndSaysSo() throws {
        let example = try #require(Example.named("delete-button"))
        let english = ResponderService.answer(.dispatch, body: example.body, query: AnswerQuery([:]), limits: Limits())
        for language in Self.pending {
            for query in [
                AnswerQuery(["lang": language.rawValue]), AnswerQuery([:], acceptLanguage: language.rawValue),
            ] {
                let answer = ResponderService.answer(.dispatch, body: example.body, query: query, limits: Limits())
                #expect(answer.language == .english, "\(language)")
                #expect(answer.bytes == english.bytes, "\(language)")
            }
        }
        // An offered language further down the list is picked over one not offered yet.
        #expect(Language.preferred(by: "ja, en;q=0.5") == (Language.offered.contains(.japanese) ? .japanese : .english))
        #expect(Language.preferred(by: "fr, de") == nil)
    }

    @Test func anUnknownLangIsRefusedNamingTheParameter() throws {
        for given in ["xx", "zh-TW", "", "ja;q=1"] {
            let answer = ResponderService.answer(
                .dispatch, body: Array(try #require(Example.named("delete-button")).body),
                query: AnswerQuery(["lang": given]), limits: Limits())
            #expect(answer.status == 400, "\(given)")
            let field = try #require(answer.problem?.problems.first)
            #expect(field.parameter == "lang")
            #expect(field.allowed == ["en", "ja", "zh-Hans", "ko"])
        }
    }
}
