import Foundation
import ResponderTestSupport
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// The text report's own words (its labels, the audit's count line, a witness's line) in the answer's language,
/// beside the catalogue's sentences: no English label is left in a report in another language.
@Suite struct TextReportLanguageTests {
    /// The English labels the report writes of its own.
    static let englishLabels = [
        "event 0 (", "  path:", "diagnostics:", "hint: ", "chain from ", "  end: ", "audit: ", "witness: ",
        "(end of chain)", " sampled", " hit-tested",
    ]

    static func text(_ endpoint: Endpoint, _ body: [UInt8], _ language: Language) throws -> String {
        let answer = ResponderService.answer(
            endpoint, body: body, query: AnswerQuery(["format": "text", "lang": language.rawValue]), limits: Limits())
        try #require(answer.status == 200)
        return String(decoding: answer.bytes, as: UTF8.self)
    }

    @Test(arguments: ProblemLanguageTests.others)
    func everyLessonsReportIsWrittenInTheLanguage(_ language: Language) throws {
        for example in Example.all {
            guard let endpoint = Endpoint(rawValue: example.endpoint) else { continue }
            let reports = [
                try Self.text(endpoint, example.body, language),
                try Self.text(.audit, ResponderService.auditBody(fromRequest: example.body), language),
            ]
            for report in reports {
                for label in Self.englishLabels {
                    #expect(!report.contains(label), "\(example.name) \(language): '\(label)' in\n\(report)")
                }
                // Every labelled line but the title (the request's own words) and a path step (codes and names)
                // is in the language; a Japanese heading may be all kanji (経路：).
                for line in report.split(separator: "\n").dropFirst() where line.contains(": ") || line.contains("：") {
                    let text = String(line)
                    if text.hasPrefix("    ") && !text.hasPrefix("      ") { continue }
                    // A fix's Swift, under its diagnostic: code, the same in every language.
                    if text.hasPrefix("        ") { continue }
                    let kanji =
                        language == .japanese && text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
                    #expect(
                        Script.isWritten(text, in: language) || kanji,
                        "\(example.name) \(language): \(text)")
                }
            }
        }
    }

    @Test func englishReportsKeepTheirLabels() throws {
        let example = try #require(Example.named("delete-button"))
        let dispatch = try Self.text(.dispatch, example.body, .english)
        #expect(dispatch.contains("\nevent 0 (touch): handled\n"))
        #expect(dispatch.contains("\n  path:\n"))
        let audit = try Self.text(.audit, ResponderService.auditBody(fromRequest: example.body), .english)
        #expect(audit.contains("audit: "))
        #expect(audit.contains(" sampled, "))
    }
}
