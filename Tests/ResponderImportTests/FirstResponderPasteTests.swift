import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderImport
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// The `firstResponder` paste: what `po view.window?.value(forKey: "firstResponder")` (Objective-C
/// `po [window firstResponder]`, UIWindow's private `firstResponder`) prints, read by address into the window's
/// `firstResponder`, the one `toFill` item of a dump with a text input that no dump shows.
@Suite struct FirstResponderPasteTests {
    static let dump = """
        <UIWindow: 0x7fa1d2c0b2c0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000d4c150>; layer = <UIWindowLayer: 0x600000318c80>>
           | <UIView: 0x7fa1d2d0a480; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x60000031c0a0>>
           |    | <UITextField: 0x7fa1d2e11c20; borderStyle = RoundedRect; frame = (16 120; 358 34); text = ''; opaque = NO; layer = <CALayer: 0x60000031c1e0>>
           |    | <UIButton: 0x7fa1d2e12d40; frame = (16 170; 80 44); opaque = NO; layer = <CALayer: 0x60000031c2a0>>
        """

    static func answer(_ firstResponder: String?) throws -> [String: Any] {
        var fields = ["recursiveDescription": dump]
        fields["firstResponder"] = firstResponder
        return try PasteTests.answer(fields)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        /// The field's id, or nil for none.
        var isField: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "Swift's po of an Optional",
            text: "(lldb) po view.window?.value(forKey: \"firstResponder\")\n"
                + "Optional(<UITextField: 0x7fa1d2e11c20; frame = (16 120; 358 34); text = ''; opaque = NO; "
                + "layer = <CALayer: 0x60000031c1e0>>)",
            isField: true),
        Case(
            name: "Swift's dump form",
            text: "▿ Optional<Any>\n  - some : <UITextField: 0x7fa1d2e11c20; frame = (16 120; 358 34); text = ''>",
            isField: true),
        Case(
            name: "Objective-C's po",
            text: "(lldb) po [[UIApplication sharedApplication].keyWindow firstResponder]\n"
                + "<UITextField: 0x7fa1d2e11c20; frame = (16 120; 358 34); text = ''>",
            isField: true),
        Case(name: "nil", text: "(lldb) po view.window?.value(forKey: \"firstResponder\")\nnil", isField: false),
        Case(name: "Objective-C's nil", text: "(lldb) po [window firstResponder]\n(null)", isField: false),
    ]

    @Test(arguments: cases)
    func thePastedFirstResponderFillsTheWindowsFirstResponder(_ pasted: Case) throws {
        let before = try Self.answer(nil)
        #expect(PasteTests.toFill(before).contains("/app/scenes/0/windows/0/firstResponder"))
        let answer = try Self.answer(pasted.text)
        #expect(!PasteTests.toFill(answer).contains("/app/scenes/0/windows/0/firstResponder"))
        let window = try #require(PasteTests.resolve("/app/scenes/0/windows/0", in: answer))
        let field = try #require(
            PasteTests.resolve(PasteTests.pointer(of: "0x7fa1d2e11c20", in: answer) ?? "", in: answer))
        if pasted.isField {
            #expect(window["firstResponder"] as? String == field["id"] as? String)
        } else {
            #expect(window["firstResponder"] == nil)
        }
        let notes = answer["notes"] as? [String] ?? []
        #expect(notes.contains { $0.hasPrefix("firstResponder: ") })
        // The app with it is one the other endpoints take.
        let app = String(data: try JSONSerialization.data(withJSONObject: answer["app"] as Any), encoding: .utf8)!
        _ = try ResponderService.dispatchAnswer(
            body: Array(#"{"app": \#(app), "event": {"type": "action", "action": "paste:"}}"#.utf8))
    }

    @Test func aFirstResponderNoDumpPrintsIsANoteAndStaysToFill() throws {
        let answer = try Self.answer("Optional(<UITextField: 0x7fa1d2ffffff; frame = (0 0; 1 1)>)")
        #expect(PasteTests.toFill(answer).contains("/app/scenes/0/windows/0/firstResponder"))
        let notes = answer["notes"] as? [String] ?? []
        #expect(notes.contains { $0.contains("is not a view of the dump's windows") })
    }

    @Test func anUnreadablePasteIsA422AtItsLine() throws {
        do {
            _ = try ResponderService.importApp(
                body: ResponderService.importBody([
                    "recursiveDescription": Self.dump,
                    "firstResponder": "(lldb) po window.firstResponder\nerror: value of type 'UIWindow' has no member",
                ]))
            Issue.record("imported")
        } catch {
            #expect(error.status == 422)
            let field = try #require(error.problems.first)
            #expect(field.pointer == "/firstResponder" && field.line == 2 && field.column == 1)
        }
    }
}
