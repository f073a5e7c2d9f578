import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderImport
@testable import ResponderModel
@testable import ResponderService

/// An imported app says what the dumps show it has but not what (`undescribed`, with the printed `address`), the
/// same items as `toFill`; and an answer about it says when its verdict turns on one of them, with the lldb command
/// that prints it, until a paste fills it in. Over the real dumps in `Dumps/` and the pastes in `Pastes/`.
@Suite struct UndescribedImportTests {
    /// Every `toFill` item is an `undescribed` entry of the object it points into (but a window's recognizers), and
    /// every entry is one item.
    @Test(arguments: RealDumpTests.dumps)
    func everyItemToFillIsUndescribedOnItsObjectWithItsAddress(_ fixture: RealDumpTests.Fixture) throws {
        let bytes = try ResponderService.importAnswer(body: RealDumpTests.importBody(fixture))
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        var expected: Set<String> = []
        for item in answer["toFill"] as? [[String: Any]] ?? [] {
            let pointer = try #require(item["pointer"] as? String)
            let field = try #require(item["field"] as? String)
            guard UndescribedFact(rawValue: field) != nil else { continue }
            let object = String(pointer.dropLast(field.count + 1))
            // A window's own recognizers (every window line prints them) are UIKit's: to fill in, not warned of.
            let isWindow = object.range(of: #"/windows/[0-9]+$"#, options: .regularExpression) != nil
            if field == "gestureRecognizers" && isWindow { continue }
            expected.insert(object + " " + field)
        }
        var found: Set<String> = []
        var addressed = 0
        func walk(_ value: Any, at pointer: String) {
            if let object = value as? [String: Any] {
                for fact in object["undescribed"] as? [String] ?? [] { found.insert("\(pointer) \(fact)") }
                if let address = object["address"] as? String {
                    addressed += 1
                    #expect(object["undescribed"] != nil, "\(fixture.name) \(pointer): an address without a reason")
                    #expect(ResponderTraitsJSON.notAddress(address) == nil, "\(fixture.name) \(pointer): \(address)")
                }
                for (key, child) in object { walk(child, at: "\(pointer)/\(key)") }
            } else if let array = value as? [Any] {
                for (index, child) in array.enumerated() { walk(child, at: "\(pointer)/\(index)") }
            }
        }
        walk(try #require(answer["app"]), at: "/app")
        #expect(found == expected, "\(fixture.name)")
        // A dump that prints addresses gives them to what it leaves undescribed.
        let printsAddresses = (answer["lines"] as? [[String: Any]] ?? []).contains { $0["address"] != nil }
        if printsAddresses && !found.isEmpty { #expect(addressed > 0, "\(fixture.name)") }
    }

    /// The answer's warnings about what is undescribed, as (code, responder id, message, hint).
    static func undescribed(in bytes: [UInt8]) throws -> [(id: String, message: String, hint: String)] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let result = try #require((json["results"] as? [[String: Any]])?.first)
        return (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { item in
            guard item["code"] as? String == "dependsOnUndescribed",
                let id = (item["responders"] as? [[String: Any]])?.first?["id"] as? String
            else { return nil }
            return (id, item["message"] as? String ?? "", item["hint"] as? String ?? "")
        }
    }

    static func tap(_ fields: [String: String], on id: String) throws -> [UInt8] {
        let answer = try PasteTests.answer(fields)
        let app = String(data: try JSONSerialization.data(withJSONObject: answer["app"] as Any), encoding: .utf8)!
        return try ResponderService.dispatchAnswer(
            body: Array(#"{"app": \#(app), "event": {"type": "touch", "on": "\#(id)"}}"#.utf8))
    }

    /// Frida's dump of a level of the OWASP crackme (`Dumps/frida-introlevels-keywindow`): its check button is
    /// handled, but the button's target-actions are unknown and the view around it prints recognizers no dump
    /// describes. The answer says so, with the addresses the dump printed; once the targets are
    /// pasted (`Pastes/frida-introlevels-check-button`), the button's action is known and only the recognizers are.
    @Test func aTapOnAnImportedButtonNamesWhatDecidesItUntilItIsPasted() throws {
        let dump = try String(
            contentsOf: RealDumpTests.folder.appendingPathComponent("frida-introlevels-keywindow.txt"), encoding: .utf8)
        let before = try Self.undescribed(in: Self.tap(["recursiveDescription": dump], on: "button-e270"))
        // Nearest the finger first: the button's own target-actions, then the recognizers of the view around it (the
        // window's, UIKit's own, are not named).
        #expect(before.map(\.id) == ["button-e270", "view-3e50"])
        #expect(before[0].hint.contains("`po [(UIControl *)0x165ae270 allTargets]`"))
        #expect(before[1].hint.contains("`po [(UIView *)0x165a3e50 gestureRecognizers]`"))
        #expect(before[1].hint.contains("`po unsafeBitCast(0x165a3e50, to: UIView.self).gestureRecognizers`"))
        let text = String(decoding: try Self.tap(["recursiveDescription": dump], on: "button-e270"), as: UTF8.self)
        #expect(!text.contains("controlSendsNoAction"), "the dump cannot say the button sends nothing")

        let pasted = PasteTests.fixtures.first { $0.name == "frida-introlevels-check-button" }
        let fields = try #require(pasted?.fields)
        let after = try Self.undescribed(in: Self.tap(fields, on: "button-e270"))
        #expect(after.map(\.id) == ["view-3e50"])
        #expect(String(decoding: try Self.tap(fields, on: "button-e270"), as: UTF8.self).contains("checkCode:"))
    }

    /// The recognizers pasted for a view leave it described: a tap there names only what is still unknown.
    @Test(arguments: PasteTests.fixtures.filter { $0.facts["recognizers"] != nil && $0.facts["tap"] != nil })
    func aViewWhoseRecognizersWerePastedIsNotNamed(_ fixture: PasteTests.Fixture) throws {
        let answer = try PasteTests.answer(fixture.fields)
        var pastedOn: Set<String> = []
        for expected in fixture.facts["recognizers"]?.array ?? [] {
            let view = try #require(PasteTests.pointer(of: expected.object?["view"]?.string ?? "", in: answer))
            let object = try #require(PasteTests.resolve(view, in: answer))
            #expect((object["undescribed"] as? [String])?.contains("gestureRecognizers") != true, "\(view)")
            if let id = object["id"] as? String { pastedOn.insert(id) }
        }
        let app = String(data: try JSONSerialization.data(withJSONObject: answer["app"] as Any), encoding: .utf8)!
        let tap = try #require(fixture.facts["tap"]?.object)
        let x = try #require(tap["x"]?.number)
        let y = try #require(tap["y"]?.number)
        let bytes = try ResponderService.dispatchAnswer(
            body: Array(#"{"app": \#(app), "event": {"type": "touch", "point": {"x": \#(x), "y": \#(y)}}}"#.utf8))
        let named = try Self.undescribed(in: bytes)
        #expect(named.allSatisfy { !pastedOn.contains($0.id) || !$0.message.contains("gesture recognizers") })
    }
}
