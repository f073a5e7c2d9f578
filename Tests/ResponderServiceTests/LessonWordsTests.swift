import Foundation
import ResponderTestSupport
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// Every lesson in every language: its title, question, description and note in each language (ResponderWords' `Lessons`, one
/// entry per lesson with its languages side by side), every sentence in the language's script, and
/// `GET /v1/examples` answering in the language negotiated as the POST endpoints negotiate it.
@Suite struct LessonWordsTests {
    let router = Router()

    /// The languages besides English, each with its words in every lesson's entry.
    static let translated = Language.allCases.filter { $0 != .english }

    /// A text's sentences: up to each full stop (a title has none, so it is one sentence).
    static func sentences(of text: String, in language: Language) -> [String] {
        let pieces =
            language == .korean
            ? text.components(separatedBy: ". ") : text.components(separatedBy: "。")
        return pieces.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    @Test(arguments: translated)
    func everyLessonHasItsWordsAndNoTableNamesALessonThatIsNot(_ language: Language) throws {
        let table = Lessons.words(in: language)
        let names = Set(Example.all.map(\.name))
        for name in Example.all.map(\.name) where table[name] == nil {
            Issue.record("\(name) has no \(language) title, description or note")
        }
        for name in table.keys where !names.contains(name) {
            Issue.record("the \(language) table names \(name), which is no lesson")
        }
        for example in Example.all {
            guard let words = table[example.name] else { continue }
            for (part, text) in [
                ("title", words.title), ("question", words.question), ("description", words.description),
                ("note", words.lookAt),
            ] {
                #expect(!text.isEmpty, "\(example.name)'s \(language) \(part) is empty")
            }
            #expect(words.lookAt.count > 20, "\(example.name) needs to say what to look at in \(language)")
        }
    }

    @Test(arguments: translated)
    func everySentenceOfEveryLessonIsInTheLanguage(_ language: Language) throws {
        for example in Example.all {
            let words = example.words(in: language)
            for text in [words.title, words.question, words.description, words.lookAt] {
                for sentence in Self.sentences(of: text, in: language) {
                    #expect(
                        Script.isWritten(sentence, in: language),
                        "\(example.name), \(language): \(sentence)")
                }
                #expect(!text.contains("/v1/"), "\(example.name), \(language): \(text)")
            }
        }
    }

    @Test func englishIsTheFilesOwnWords() throws {
        #expect(Lessons.words(in: .english).isEmpty)
        for example in Example.all {
            #expect(
                example.words(in: .english)
                    == LessonWords(
                        title: example.title, question: example.question, description: example.description,
                        lookAt: example.lookAt))
        }
    }

    @Test(arguments: translated)
    func theListIsInTheLanguageWithTheSameLessons(_ language: Language) throws {
        let english = try #require(
            try JSONSerialization.jsonObject(with: Data(WireFormat.encode(ExampleList.all, pretty: false)))
                as? [String: [[String: Any]]])
        let other = try #require(
            try JSONSerialization.jsonObject(
                with: Data(WireFormat.encode(ExampleList.all(in: language), pretty: false)))
                as? [String: [[String: Any]]])
        let (englishList, otherList) = try (#require(english["examples"]), #require(other["examples"]))
        #expect(englishList.count == otherList.count)
        for (a, b) in zip(englishList, otherList) {
            for key in ["name", "endpoint", "href"] { #expect(a[key] as? String == b[key] as? String) }
            #expect(a["order"] as? Int == b["order"] as? Int)
            let name = try #require(b["name"] as? String)
            let words = try #require(Lessons.words(in: language)[name])
            #expect(b["title"] as? String == words.title)
            #expect(b["question"] as? String == words.question)
            #expect(b["description"] as? String == words.description)
            #expect(b["lookAt"] as? String == words.lookAt)
        }
    }

    /// The header `name` of a response.
    static func header(_ name: String, of response: HTTPResponse) -> String? {
        response.headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    @Test func theListIsNegotiatedAndNamesItsLanguageAsThePostEndpointsDo() throws {
        let english = router.respond(to: HTTPRequest(method: "GET", path: "/v1/examples"))
        #expect(english.body == WireFormat.encode(ExampleList.all, pretty: false))
        let cases: [(headers: [String: String], query: [String: String])] = [
            ([:], [:]),
            (["accept-language": "ja"], [:]),
            (["accept-language": "fr-CA, ko;q=0.8, ja;q=0.5"], [:]),
            (["accept-language": "zh-TW, zh-CN;q=0.7"], [:]),
            (["accept-language": "de, fr"], [:]),
            (["accept-language": "ja"], ["lang": "ko"]),
            (["accept-language": "ja"], ["lang": "zh-hans-cn"]),
            (["accept-language": "ja"], ["lang": "en"]),
        ]
        let body = Array(try #require(Example.named("delete-button")).body)
        for (headers, query) in cases {
            let language = AnswerQuery(query, acceptLanguage: headers["accept-language"]).language
            let list = router.respond(
                to: HTTPRequest(method: "GET", path: "/v1/examples", query: query, headers: headers))
            let dispatch = router.respond(
                to: HTTPRequest(
                    method: "POST", path: "/v1/dispatch", query: query,
                    headers: headers.merging(["content-type": "application/json"]) { $1 }, body: body))
            #expect(list.status == 200)
            #expect(Self.header("Content-Language", of: list) == language.rawValue, "\(headers) \(query)")
            #expect(Self.header("Content-Language", of: list) == Self.header("Content-Language", of: dispatch))
            #expect(list.body == WireFormat.encode(ExampleList.all(in: language), pretty: false))
            if language == .english { #expect(list.body == english.body, "\(headers) \(query)") }
        }
    }

    @Test func anUnknownLangIsTheSame400AsThePostEndpoints() throws {
        let body = Array(try #require(Example.named("delete-button")).body)
        for given in ["xx", "zh-TW", "", "ja;q=1"] {
            let list = router.respond(to: HTTPRequest(method: "GET", path: "/v1/examples", query: ["lang": given]))
            let dispatch = router.respond(
                to: HTTPRequest(
                    method: "POST", path: "/v1/dispatch", query: ["lang": given],
                    headers: ["content-type": "application/json"], body: body))
            #expect(list.status == 400, "\(given)")
            #expect(list.body == dispatch.body, "\(given)")
            #expect(Self.header("Content-Type", of: list) == "application/problem+json")
            #expect(Self.header("Content-Language", of: list) == "en")
        }
        // Other query parameters of the POST endpoints are not the list's, and do not refuse it.
        let list = router.respond(to: HTTPRequest(method: "GET", path: "/v1/examples", query: ["format": "xml"]))
        #expect(list.status == 200)
    }

    @Test func oneExampleIsItsBodyInEveryLanguage() throws {
        let example = try #require(Example.named("delete-button"))
        for language in Language.allCases {
            let response = router.respond(
                to: HTTPRequest(
                    method: "GET", path: "/v1/examples/delete-button", query: ["lang": language.rawValue]))
            #expect(response.body == example.body)
        }
    }
}
