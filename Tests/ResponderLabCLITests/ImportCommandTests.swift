import Foundation
import Testing

@testable import ResponderLabCLI
@testable import ResponderModel
@testable import ResponderService

/// `responder-lab import --lang=LANG` prints what `POST /v1/import?lang=LANG` answers: the same bytes, its words in
/// that language, and a problem in it too; English without the flag.
@Suite struct ImportCommandTests {
    static let body = ResponderService.importBody(ResponderService.sampleDumps)

    @Test(arguments: ["en", "ja", "zh-Hans", "ko"])
    func theAnswerIsWhatTheServiceAnswersInTheLanguage(_ lang: String) throws {
        let output = ResponderLabCommand.importOutput(
            body: Self.body, arguments: ResponderLabCommand.joiningValues(["dump.txt", "--lang", lang, "--pretty"]))
        #expect(output.status == 0)
        let served = ResponderService.answer(
            .importDumps, body: Self.body, query: AnswerQuery(["lang": lang, "pretty": "true"]), limits: Limits())
        #expect(served.language.rawValue == lang)
        #expect(output.bytes == served.bytes)
    }

    @Test func withoutTheFlagTheAnswerIsEnglish() throws {
        let output = ResponderLabCommand.importOutput(body: Self.body, arguments: ["dump.txt"])
        #expect(output.status == 0)
        #expect(output.bytes == (try ResponderService.importAnswer(body: Self.body)))
        let text = String(decoding: output.bytes, as: UTF8.self)
        #expect(text.contains("The debugger's prompt and command, not part of the dump."))
    }

    @Test func aProblemIsInTheLanguageAndALanguageNotNamedIsRefused() throws {
        let unreadable = ResponderService.importBody(["recursiveDescription": "(lldb) po view\n"])
        let japanese = ResponderLabCommand.importOutput(body: unreadable, arguments: ["--lang=ja"])
        #expect(japanese.status == 65)
        let problem = try #require(try JSONSerialization.jsonObject(with: Data(japanese.bytes)) as? [String: Any])
        let detail = try #require(problem["detail"] as? String)
        #expect(detail.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }, "\(detail)")
        let refused = ResponderLabCommand.importOutput(body: Self.body, arguments: ["--lang=xx"])
        #expect(refused.status == 65)
        #expect(String(decoding: refused.bytes, as: UTF8.self).contains("lang"))
    }
}
