import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// Every sentence of the catalogue uses the glossary's one term for each UIKit concept (``Glossary``): each string of
/// the words' sources, read in the language it is written in, and everything the service renders from them (every
/// lesson, every answer to every example in every format, every audit, the playground's words, the problems'
/// samples).
@Suite struct GlossaryCatalogueTests {
    static let translated = Language.offered.filter { $0 != .english }

    /// The misuses in `text`, one line each, prefixed with where the text was found.
    static func misuses(in text: String, language: Language, at place: String) -> [String] {
        Glossary.misuses(in: text, language: language).map {
            "\(place): '\($0.variant.text)' for \($0.term.en) (use '\(Self.term($0.term, in: language))')"
        }
    }

    static func term(_ term: Glossary.Term, in language: Language) -> String {
        Words.say(in: language, en: term.en, ja: term.ja, zh: term.zh, ko: term.ko)
    }

    @Test func theGlossaryOffersNoTermItRefuses() {
        for term in Glossary.terms {
            for language in Self.translated {
                let mine = Glossary.misuses(in: Self.term(term, in: language), language: language)
                #expect(mine.isEmpty, "\(term.en) in \(language): \(mine.map(\.variant.text))")
            }
        }
        #expect(Set(Glossary.terms.map(\.en)).count == Glossary.terms.count)
    }

    @Test func aVariantFollowedByItsAllowedEndingIsTheTerm() {
        #expect(Glossary.misuses(in: "コントローラーのビュー", language: .japanese).isEmpty)
        #expect(Glossary.misuses(in: "コントローラのビュー", language: .japanese).map(\.term.en) == ["view controller"])
        #expect(Glossary.misuses(in: "ジェスチャー認識子が認識します", language: .japanese).isEmpty)
        #expect(Glossary.misuses(in: "「ジェスチャー認識」で", language: .japanese).map(\.term.en) == ["gesture recognizer"])
        #expect(Glossary.misuses(in: "主窗口", language: .simplifiedChinese).map(\.term.en) == ["key window"])
        #expect(Glossary.misuses(in: "它水平移动了 30 点", language: .simplifiedChinese).isEmpty)
        #expect(Glossary.misuses(in: "平移手势", language: .simplifiedChinese).map(\.term.en) == ["pan"])
        #expect(Glossary.misuses(in: "Responder Chain을 따라", language: .korean).map(\.term.en) == ["responder chain"])
        // A variant is refused only in the language it is listed for.
        #expect(Glossary.misuses(in: "Responder Chain", language: .english).isEmpty)
    }

    // MARK: - the sources

    /// Every string literal of a Swift source, with its line and the language it is written in: its script (kana for
    /// Japanese, Hangul for Korean, Han for Chinese unless the nearest label before it is `ja:`), or, for a string in
    /// no script, the nearest label (`ja:`, `zh:`, `ko:` or a `case .japanese:`…) before it.
    static func literals(of source: String) -> [(line: Int, language: Language, text: String)] {
        let scalars = Array(source.unicodeScalars)
        var found: [(line: Int, language: Language, text: String)] = []
        var line = 1
        var label: Language? = nil
        var index = 0
        var code = ""  // the code since the last literal, read for labels
        func take(_ text: String, at line: Int) {
            if let language = Self.language(of: text, label: label) { found.append((line, language, text)) }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/" && index + 1 < scalars.count && scalars[index + 1] == "/" {
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
                continue
            }
            if scalar == "\"" {
                label = Self.lastLabel(in: code) ?? label
                code = ""
                let multiline = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
                let start = line
                var text = String.UnicodeScalarView()
                index += multiline ? 3 : 1
                while index < scalars.count {
                    let c = scalars[index]
                    if c == "\\" && index + 1 < scalars.count {
                        text.append(c)
                        text.append(scalars[index + 1])
                        if scalars[index + 1] == "\n" { line += 1 }
                        index += 2
                        continue
                    }
                    if c == "\"" {
                        if !multiline {
                            index += 1
                            break
                        }
                        if index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\"" {
                            index += 3
                            break
                        }
                    }
                    if c == "\n" { line += 1 }
                    text.append(c)
                    index += 1
                }
                take(String(text), at: start)
                continue
            }
            if scalar == "\n" { line += 1 }
            code.unicodeScalars.append(scalar)
            index += 1
        }
        return found
    }

    static let labels: [(String, Language)] = [
        ("en:", .english), ("ja:", .japanese), ("zh:", .simplifiedChinese), ("ko:", .korean),
        (".english", .english), (".japanese", .japanese), (".simplifiedChinese", .simplifiedChinese),
        (".korean", .korean),
    ]

    /// The language of the last label in `code`, if it has one.
    static func lastLabel(in code: String) -> Language? {
        labels.compactMap { label, language in code.ranges(of: label).last.map { ($0.lowerBound, language) } }
            .max { $0.0 < $1.0 }?.1
    }

    static func language(of text: String, label: Language?) -> Language? {
        let values = text.unicodeScalars.map(\.value)
        if values.contains(where: { (0x3040...0x30FF).contains($0) }) { return .japanese }
        if values.contains(where: { (0xAC00...0xD7AF).contains($0) }) { return .korean }
        if values.contains(where: { (0x4E00...0x9FFF).contains($0) }) {
            return label == .japanese ? .japanese : .simplifiedChinese
        }
        return label
    }

    @Test func theLiteralsAreReadInTheirLanguages() {
        let source = """
            Words.say(in: language, en: "Responder Chain", ja: "ウィンドウ", zh: "主窗口", ko: "Responder Chain")
            let x = "리스폰더 \\(name)"  // "not a literal"
            """
        #expect(
            Self.literals(of: source).map { "\($0.line) \($0.language) \($0.text)" } == [
                "1 english Responder Chain", "1 japanese ウィンドウ", "1 simplifiedChinese 主窗口",
                "1 korean Responder Chain", "2 korean 리스폰더 \\(name)",
            ])
    }

    @Test func everyStringOfTheWordsUsesTheGlossary() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Glossary.swift") }.sorted()
        #expect(files.contains("ResponderWords/Lessons.swift"))
        var misuses: [String] = []
        var read = 0
        for file in files {
            let source = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (line, language, text) in Self.literals(of: source) where language != .english {
                read += 1
                misuses += Self.misuses(in: text, language: language, at: "\(file):\(line)")
            }
        }
        #expect(read > 3000, "the scan read only \(read) strings")
        #expect(misuses.isEmpty, "\(misuses.count) misuses:\n\(misuses.joined(separator: "\n"))")
    }

    // MARK: - what the service renders

    @Test(arguments: Self.translated)
    func everyLessonAndPlaygroundWordUsesTheGlossary(_ language: Language) {
        var misuses: [String] = []
        for (name, words) in Lessons.words(in: language).sorted(by: { $0.key < $1.key }) {
            for (part, text) in [
                ("title", words.title), ("question", words.question), ("description", words.description),
                ("lookAt", words.lookAt),
            ] {
                misuses += Self.misuses(in: text, language: language, at: "lesson \(name) \(part)")
            }
        }
        for word in PlaygroundWords.table(in: language) {
            misuses += Self.misuses(in: word.words, language: language, at: "playground '\(word.english)'")
        }
        #expect(misuses.isEmpty, "\(misuses.count) misuses:\n\(misuses.joined(separator: "\n"))")
    }

    @Test(arguments: Self.translated)
    func everyProblemSampleUsesTheGlossary(_ language: Language) {
        let samples: [ProblemWords] =
            ProblemLanguageTests.samples + ServiceWordsTests.samples.map { .service($0.words) }
            + ShapeWordsTests.samples.map { .shape($0.words) } + MappingWordsTests.samples.map { .mapping($0.words) }
            + ProblemLanguageTests.faults.map { .notJSONHere(fault: $0, line: 1, column: 1, offset: 0) }
        var misuses: [String] = []
        for words in samples {
            misuses += Self.misuses(in: words.text(in: language), language: language, at: words.english)
        }
        #expect(misuses.isEmpty, "\(misuses.count) misuses:\n\(misuses.joined(separator: "\n"))")
    }

    /// An answer without the example's own English title and description, which it repeats as they were sent.
    static func withoutTheRequestsOwnWords(_ answer: String, _ example: Example) -> String {
        let request = (try? JSONSerialization.jsonObject(with: Data(example.body))) as? [String: Any] ?? [:]
        return ["title", "description"].compactMap { request[$0] as? String }.reduce(answer) {
            $0.replacingOccurrences(of: $1, with: "")
        }
    }

    @Test(arguments: Self.translated)
    func everyAnswerToEveryExampleUsesTheGlossary(_ language: Language) throws {
        var misuses: [String] = []
        for example in Example.all {
            guard let endpoint = Endpoint(rawValue: example.endpoint) else { continue }
            for format in ["json", "text", "svg"] {
                let answer = ResponderService.answer(
                    endpoint, body: example.body,
                    query: AnswerQuery([
                        "lang": language.rawValue, "include": "layout", "trace": "full", "format": format,
                    ]), limits: Limits())
                try #require(answer.status == 200, "\(example.name) \(format)")
                let text = Self.withoutTheRequestsOwnWords(String(decoding: answer.bytes, as: UTF8.self), example)
                misuses += Self.misuses(in: text, language: language, at: "\(example.name) \(format)")
            }
            let audit = ResponderService.answer(
                .audit, body: ResponderService.auditBody(fromRequest: example.body),
                query: AnswerQuery(["lang": language.rawValue]), limits: Limits())
            try #require(audit.status == 200, "\(example.name) audit")
            misuses += Self.misuses(
                in: Self.withoutTheRequestsOwnWords(String(decoding: audit.bytes, as: UTF8.self), example),
                language: language, at: "\(example.name) audit")
        }
        #expect(misuses.isEmpty, "\(misuses.count) misuses:\n\(misuses.joined(separator: "\n"))")
    }
}
