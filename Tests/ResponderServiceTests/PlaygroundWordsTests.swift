import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// The playground's own words live in the catalogue (ResponderWords' `PlaygroundWords`) and reach the page as its
/// `words.js` module, written by the service: every offered language but English has a table, every table words the
/// same English keys once each, in the language's own script, and the module the page imports holds exactly them.
@Suite struct PlaygroundWordsTests {
    static let languages = Language.offered.filter { $0 != .english }

    @Test func everyTableWordsTheSameKeysOnce() throws {
        let keys = PlaygroundWords.table(in: .japanese).map(\.english)
        #expect(keys.count > 200)
        #expect(Set(keys).count == keys.count, "a key twice in the Japanese table")
        #expect(PlaygroundWords.table(in: .english).isEmpty)
        for language in Self.languages {
            let table = PlaygroundWords.table(in: language)
            #expect(table.map(\.english) == keys, "\(language)'s keys differ from Japanese's")
            // Written in the language: almost every word carries its script (kana or kanji, Han, Hangul); a few are
            // the same in every language (a class name, a code) or keep UIKit's English terms.
            let script: (Unicode.Scalar) -> Bool =
                switch language {
                case .japanese: { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
                case .simplifiedChinese: { (0x4E00...0x9FFF).contains($0.value) }
                default: { (0xAC00...0xD7AF).contains($0.value) }
                }
            let unwritten = table.filter { !$0.words.unicodeScalars.contains(where: script) }.map(\.english)
            #expect(unwritten.count < keys.count / 20, "\(language): \(unwritten.prefix(8))")
        }
    }

    @Test func theServedModuleHoldsTheCatalogue() throws {
        let response = Router().respond(to: HTTPRequest(method: "GET", path: "/playground/words.js"))
        #expect(response.status == 200)
        let text = String(decoding: response.body, as: UTF8.self)
        let start = try #require(text.range(of: "export const PLAYGROUND_WORDS = "))
        let object = text[start.upperBound...].dropLast(2)  // ";\n"
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: [String: String]])
        #expect(Set(json.keys) == Set(Self.languages.map(\.rawValue)))
        for language in Self.languages {
            let table = PlaygroundWords.table(in: language)
            #expect(json[language.rawValue] == Dictionary(uniqueKeysWithValues: table.map { ($0.english, $0.words) }))
        }
    }

    /// A word with a quote, a backslash, a newline or a control character stays one JavaScript string.
    @Test func stringsAreEscapedForAScript() throws {
        let text = "a \"quoted\" \\ path\nnext\u{2028}end\u{1}"
        let literal = WireFormat.literal(text)
        #expect(literal == "\"a \\\"quoted\\\" \\\\ path\\nnext\u{2028}end\\u0001\"")
        let decoded = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed) as? String
        #expect(decoded == text)
    }
}
