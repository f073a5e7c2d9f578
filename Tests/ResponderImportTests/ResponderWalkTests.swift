import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderImport
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// The `responderChain` paste: what Chisel's `presponder 0x…` prints (the shape of the real WeChat walk among the
/// dump fixtures, `wechat-dice-presponder`: each next responder on a line, drawn with `|` marks), checked against the
/// chain `POST /v1/chain` computes for the imported app from the same view; `notes` say where they agree or part.
@Suite struct ResponderWalkTests {
    static func walk(_ lines: [String]) -> String {
        var text = "(lldb) presponder 0x7fa1d2e12d40\n"
        for (depth, line) in lines.enumerated() {
            text += (depth == 0 ? "" : String(repeating: "   |", count: depth) + " ") + line + "\n"
        }
        return text
    }

    static let button = "<UIButton: 0x7fa1d2e12d40; frame = (300 -10; 80 44); opaque = NO; layer = <CALayer: 0x6>>"
    static let card = "<MyApp.CardView: 0x7fa1d2e11c20; frame = (16 120; 358 200); layer = <CALayer: 0x7>>"
    static let root = "<UIView: 0x7fa1d2d0a480; frame = (0 0; 390 844); layer = <CALayer: 0x8>>"
    static let controller = "<MyApp.InboxViewController: 0x7fa1d2f15000>"
    static let window = "<UIWindow: 0x7fa1d2c0b2c0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x9>>"

    static func notes(_ walk: String) throws -> [String] {
        var fields = ResponderService.sampleDumps
        fields["responderChain"] = walk
        return (try PasteTests.answer(fields))["notes"] as? [String] ?? []
    }

    @Test func aWalkThatMatchesTheImportedAppAgrees() throws {
        let notes = try Self.notes(Self.walk([Self.button, Self.card, Self.root, Self.controller, Self.window]))
        let note = try #require(notes.first { $0.hasPrefix("responderChain: ") })
        #expect(note.hasPrefix("responderChain: the pasted walk from 'button-2d40' agrees"), "\(note)")
        #expect(note.contains("for the 5 responder(s)"), "\(note)")
    }

    @Test func aWalkThatSkipsAResponderPartsWhereItDoes() throws {
        // The running app's button is in the root view, not in the card: the dumps say otherwise.
        let notes = try Self.notes(Self.walk([Self.button, Self.root, Self.controller, Self.window]))
        let note = try #require(notes.first { $0.hasPrefix("responderChain: ") })
        #expect(
            note.contains(
                "part at responder 2: the walk has UIView 0x7fa1d2d0a480, the computed chain MyApp.CardView "
                    + "'cardView-1c20'"), "\(note)")
    }

    @Test func aWalkFromAnObjectNoDumpPrintsIsNotChecked() throws {
        let notes = try Self.notes("<UIButton: 0x7fa1d2ffffff; frame = (0 0; 1 1)>\n   | " + Self.root)
        #expect(
            notes.contains { $0.contains("the walk starts at UIButton 0x7fa1d2ffffff, which the dumps do not print") })
    }

    @Test func theRealWeChatWalkIsReadResponderByResponder() throws {
        let url = RealDumpTests.folder.appendingPathComponent("wechat-dice-presponder.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        let responders = try ResponderWalkReader.responders(text)
        #expect(responders.first?.className == "EmoticonViewWithPreview")
        #expect(responders.first?.address == "0x13fae98a0")
        #expect(responders.last?.className == "BaseMsgContentViewController")
        #expect(responders.count == 9)
    }

    @Test func anUnreadableLineIsA422AtItsLine() throws {
        do {
            _ = try ResponderService.importApp(
                body: ResponderService.importBody(
                    ResponderService.sampleDumps.merging(["responderChain": Self.button + "\nnot a responder"]) { $1 }))
            Issue.record("imported")
        } catch {
            #expect(error.status == 422)
            let field = try #require(error.problems.first)
            #expect(field.pointer == "/responderChain" && field.line == 2 && field.column == 1)
        }
    }
}
