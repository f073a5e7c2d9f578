import Foundation
import Testing

@testable import ResponderLabCLI

/// `responder-lab audit`, as a project's CI would run it on hierarchies it exports: exit 1 when there is an error
/// or a warning, 0 otherwise.
@Suite struct AuditCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples").standardized

    static func file(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func exitStatusSaysWhetherTheAppHasErrorsOrWarnings() throws {
        // A saved dispatch request: its event is left out.
        let clean = Self.examples.appendingPathComponent("navigation-back-button.json").path
        #expect(ResponderLabCommand.run(arguments: ["audit", clean]) == 0)
        let buggy = Self.examples.appendingPathComponent("button-outside-parent.json").path
        #expect(ResponderLabCommand.run(arguments: ["audit", buggy]) == 1)
        #expect(ResponderLabCommand.run(arguments: ["audit", "--json", buggy]) == 1)
        // Infos alone do not fail a build.
        let small = try Self.file(
            #"{"app": {"scenes": [{"windows": [{"actions": {"close:": true}, "subviews": [{"id": "close", "class": "UIButton", "targets": [{"target": "window", "action": "close:"}], "frame": {"x": 300, "y": 60, "width": 24, "height": 24}}]}]}]}}"#
        )
        #expect(ResponderLabCommand.run(arguments: ["audit", small]) == 0)
    }

    @Test func badInputAndMissingFilesHaveTheirOwnStatus() throws {
        #expect(ResponderLabCommand.run(arguments: ["audit", try Self.file(#"{"app": {"scenes": [}"#)]) == 65)
        #expect(ResponderLabCommand.run(arguments: ["audit", "/nonexistent/app.json"]) == 66)
        #expect(ResponderLabCommand.run(arguments: ["audit"]) == 64)
    }
}
