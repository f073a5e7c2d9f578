import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// A lesson's question is what Predict, then reveal shows before the answer: it must pose the lesson and keep the
/// answer to itself. In every language it is a question, it is none of the lesson's outcome-bearing words (its title,
/// description and note) nor inside them, and it names no responder that handles one of the lesson's events, neither
/// as the page names a responder (`'id'`) nor as a word of its own.
@Suite struct LessonQuestionTests {
    /// One lesson in one language.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var language: Language
        var testDescription: String { "\(name) in \(language.rawValue)" }
    }

    static let cases = Example.all.flatMap { example in
        Language.allCases.map { Case(name: example.name, language: $0) }
    }

    /// The ids of the responders that handle the lesson's events, as `POST /v1/dispatch` answers them; none for a
    /// lesson of `POST /v1/chain`, which has no events.
    static func handlerIDs(of example: Example) throws -> [String] {
        guard example.endpoint == "/v1/dispatch", let endpoint = Endpoint(rawValue: example.endpoint) else { return [] }
        let answer = ResponderService.answer(endpoint, body: example.body, query: AnswerQuery([:]), limits: Limits())
        try #require(answer.status == 200, "\(example.name) is refused")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.bytes)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        return results.compactMap { ($0["handler"] as? [String: Any])?["id"] as? String }
    }

    /// Whether `text` holds `word` with no letter, digit or underscore right before or after it.
    static func containsWord(_ text: String, _ word: String) -> Bool {
        var rest = text[...]
        while let found = rest.range(of: word) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
            let isPartOfWord = { (character: Character?) in
                character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            }
            if !isPartOfWord(before) && !isPartOfWord(after) { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    @Test(arguments: cases)
    func theQuestionPosesTheLessonWithoutItsOutcome(_ lesson: Case) throws {
        let example = try #require(Example.named(lesson.name))
        let words = example.words(in: lesson.language)
        let question = words.question
        #expect(question.hasSuffix("?") || question.hasSuffix("？"), "not a question: \(question)")
        for (part, text) in [("title", words.title), ("description", words.description), ("note", words.lookAt)] {
            #expect(question != text, "the question is the \(part)")
            #expect(!text.contains(question), "the \(part) holds the question")
        }
        #expect(!question.contains(words.title), "the question holds the title")
        // The English title may not hide behind another language's question either.
        #expect(question != example.title && question != example.description)
        for id in try Self.handlerIDs(of: example) {
            #expect(!question.contains("'\(id)'"), "the question names the handler '\(id)': \(question)")
            #expect(!Self.containsWord(question, id), "the question says the handler's id \(id): \(question)")
        }
    }

    @Test func everyLessonHasItsOwnQuestionInEveryLanguage() {
        for language in Language.allCases {
            let questions = Example.all.map { $0.words(in: language).question }
            #expect(Set(questions).count == questions.count, "two lessons share a question in \(language)")
        }
    }

    @Test func aWordTestFindsWholeWordsOnly() {
        #expect(Self.containsWord("a tap on the table: who?", "table"))
        #expect(Self.containsWord("nav.backButton", "nav.backButton"))
        #expect(!Self.containsWord("a UITableView row", "table"))
        #expect(!Self.containsWord("BadgeView", "badge"))
        #expect(Self.containsWord("who performs compose(_:)?", "compose"))
    }
}
