import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderImport
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// The pastes beside a dump (`gestureRecognizers`, `targets`), over the fixtures in `Pastes/`: each names its public
/// source and says what was constructed for the test. Each recognizer and target-action lands on the view printed with
/// the address it names, what it fills leaves `toFill`, and the imported app dispatches a tap to it.
@Suite struct PasteTests {
    struct Fixture: Sendable, CustomTestStringConvertible {
        var name: String
        var fields: [String: String]
        var facts: [String: JSONValue]
        var testDescription: String { name }
    }

    typealias JSONValue = RealDumpTests.JSONValue

    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Pastes")

    static let fixtures: [Fixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(file)),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let facts = json["facts"] as? [String: Any], json["source"] as? String != nil
            else { return nil }
            var fields: [String: String] = [:]
            for field in ["recursiveDescription", "printHierarchy", "gestureRecognizers", "targets", "methods"] {
                guard let path = json[field] as? String else { continue }
                if path == "sample" {
                    fields[field] = ResponderService.sampleDumps[field]
                } else {
                    fields[field] = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                }
            }
            return Fixture(name: String(file.dropLast(5)), fields: fields, facts: facts.mapValues(JSONValue.init))
        }
    }()

    static func answer(_ fields: [String: String]) throws -> [String: Any] {
        let response = try ResponderService.importApp(body: ResponderService.importBody(fields))
        let bytes = AnswerWriter.bytes(of: response)
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    /// The object at a JSON Pointer of an answer.
    static func resolve(_ pointer: String, in root: [String: Any]) -> [String: Any]? {
        var current: Any = root
        for part in pointer.split(separator: "/") {
            if let object = current as? [String: Any], let next = object[String(part)] {
                current = next
            } else if let array = current as? [Any], let index = Int(part), index < array.count {
                current = array[index]
            } else {
                return nil
            }
        }
        return current as? [String: Any]
    }

    /// The pointer of the object printed with `address`.
    static func pointer(of address: String, in answer: [String: Any]) -> String? {
        let lines = answer["lines"] as? [[String: Any]] ?? []
        return lines.first { $0["address"] as? String == address && $0["pointer"] != nil }?["pointer"] as? String
    }

    static func toFill(_ answer: [String: Any]) -> [String] {
        (answer["toFill"] as? [[String: Any]] ?? []).compactMap { $0["pointer"] as? String }
    }

    /// The guide's transcript imports these files: they are the service's sample dumps, as they are.
    @Test func theSampleFilesAreTheServicesSampleDumps() throws {
        for (field, file) in [
            ("recursiveDescription", "sample-inbox.dump.txt"), ("printHierarchy", "sample-inbox.hierarchy.txt"),
        ] {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            #expect(text == (ResponderService.sampleDumps[field] ?? "") + "\n")
        }
    }

    @Test func thereAreFiveRecognizerAndFiveTargetFixturesEachNamingItsSource() {
        #expect(Self.fixtures.filter { $0.fields["gestureRecognizers"] != nil }.count >= 5)
        #expect(Self.fixtures.filter { $0.fields["targets"] != nil }.count >= 5)
        #expect(Self.fixtures.allSatisfy { $0.fields["recursiveDescription"] != nil })
    }

    @Test(arguments: fixtures)
    func eachPasteLandsOnTheViewWithItsAddressAndLeavesToFill(_ fixture: Fixture) throws {
        var dumpsOnly = fixture.fields
        dumpsOnly["gestureRecognizers"] = nil
        dumpsOnly["targets"] = nil
        dumpsOnly["methods"] = nil
        let before = Self.toFill(try Self.answer(dumpsOnly))
        let answer = try Self.answer(fixture.fields)
        let after = Self.toFill(answer)
        var filled: Set<String> = []
        for expected in fixture.facts["recognizers"]?.array ?? [] {
            let fact = try #require(expected.object)
            let view = try #require(Self.pointer(of: fact["view"]?.string ?? "", in: answer), "\(fact)")
            let object = try #require(Self.resolve(view, in: answer))
            let recognizers = object["gestureRecognizers"] as? [[String: Any]] ?? []
            let found = try #require(
                recognizers.first { $0["action"] as? String == fact["action"]?.string }, "\(fixture.name) \(fact)")
            #expect(found["type"] as? String == fact["type"]?.string)
            if let target = fact["target"]?.string { #expect(found["target"] as? String == target) }
            if fact["targetIsView"]?.bool == true { #expect(found["target"] as? String == object["id"] as? String) }
            if let taps = fact["taps"], case .number(let count) = taps {
                #expect(found["numberOfTapsRequired"] as? Int == Int(count))
            }
            if let touches = fact["touches"], case .number(let count) = touches {
                #expect(found["numberOfTouchesRequired"] as? Int == Int(count))
            }
            if let waits = fact["requiresToFail"], case .number(let count) = waits {
                #expect((found["requiresToFail"] as? [String])?.count == Int(count))
            }
            if fact["delaysTouchesBegan"]?.bool == true { #expect(found["delaysTouchesBegan"] as? Bool == true) }
            filled.insert("\(view)/gestureRecognizers")
        }
        for expected in fixture.facts["targets"]?.array ?? [] {
            let fact = try #require(expected.object)
            let control = try #require(Self.pointer(of: fact["control"]?.string ?? "", in: answer), "\(fact)")
            let object = try #require(Self.resolve(control, in: answer))
            let targets = object["targets"] as? [[String: Any]] ?? []
            let found = try #require(
                targets.first { $0["action"] as? String == fact["action"]?.string }, "\(fixture.name) \(fact)")
            #expect(found["event"] as? String == fact["event"]?.string)
            #expect(found["target"] as? String == fact["target"]?.string)
            filled.insert("\(control)/targets")
        }
        for expected in fixture.facts["methods"]?.array ?? [] {
            let fact = try #require(expected.object)
            let object = try #require(Self.pointer(of: fact["object"]?.string ?? "", in: answer), "\(fact)")
            let fills = try #require(fact["fills"]?.string)
            if let actions = fact["actions"]?.array {
                let holder = try #require(
                    Self.resolve("\(object)/\(fills)".replacingOccurrences(of: "/actions", with: ""), in: answer))
                #expect(
                    (holder["actions"] as? [String: Bool]).map { Set($0.keys) } == Set(actions.compactMap(\.string)))
            }
            filled.insert("\(object)/\(fills)")
        }
        // Only what a paste fills leaves toFill: the rest stays as it was.
        #expect(Set(after) == Set(before).subtracting(filled), "\(fixture.name)")
        #expect(filled.allSatisfy { !after.contains($0) })
        let notes = answer["notes"] as? [String] ?? []
        let missing = notes.filter { $0.contains("which the dump does not print") }.count
        if case .number(let count) = fixture.facts["notInDump"] { #expect(missing == Int(count)) }
        let withoutEvent = notes.filter { $0.contains("which is no event of UIControl.Event") }.count
        if case .number(let count) = fixture.facts["actionsWithoutEvent"] {
            #expect(withoutEvent == Int(count))
        } else {
            #expect(withoutEvent == 0)
        }
        let objects = (answer["app"] as? [String: Any])?["objects"] as? [[String: Any]] ?? []
        if case .number(let count) = fixture.facts["objects"] { #expect(objects.count == Int(count)) }
        #expect(objects.count == notes.filter { $0.contains("it is an object of the app") }.count)
    }

    @Test(arguments: fixtures.filter { $0.facts["tap"] != nil })
    func theImportedAppDispatchesATapToTheRecognizerOrTheAction(_ fixture: Fixture) throws {
        let answer = try Self.answer(fixture.fields)
        let app = String(data: try JSONSerialization.data(withJSONObject: answer["app"] as Any), encoding: .utf8)!
        let tap = try #require(fixture.facts["tap"]?.object)
        guard case .number(let x) = tap["x"], case .number(let y) = tap["y"] else {
            Issue.record("no point")
            return
        }
        let bytes = try ResponderService.dispatchAnswer(
            body: Array(#"{"app": \#(app), "event": {"type": "touch", "point": {"x": \#(x), "y": \#(y)}}}"#.utf8))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(tap["action"]?.string ?? "?"), "\(fixture.name): \(text.prefix(600))")
    }

    /// Every imported app is one the other endpoints take: a touch dispatches, the chain from each pasted control or
    /// recognizer's view starts at that view and reaches UIApplication (UIKit's documentation, "Using responders and
    /// the responder chain to handle events"), and the audit answers.
    @Test(arguments: fixtures)
    func everyImportedAppDispatchesChainsAndAudits(_ fixture: Fixture) throws {
        let answer = try Self.answer(fixture.fields)
        let app = String(data: try JSONSerialization.data(withJSONObject: answer["app"] as Any), encoding: .utf8)!
        _ = try ResponderService.dispatch(
            body: Array(#"{"app": \#(app), "event": {"type": "touch", "point": {"x": 1, "y": 1}}}"#.utf8))
        _ = try ResponderService.audit(body: Array(#"{"app": \#(app)}"#.utf8))
        let addresses =
            (fixture.facts["targets"]?.array ?? []).compactMap { $0.object?["control"]?.string }
            + (fixture.facts["recognizers"]?.array ?? []).compactMap { $0.object?["view"]?.string }
        for address in addresses {
            let view = try #require(Self.resolve(Self.pointer(of: address, in: answer) ?? "", in: answer))
            let id = try #require(view["id"] as? String)
            let chain = try ResponderService.chain(body: Array(#"{"app": \#(app), "from": "\#(id)"}"#.utf8))
            #expect(chain.chainDescription.first == view["class"] as? String, "\(fixture.name) \(id)")
            #expect(chain.chainDescription.contains("UIApplication"), "\(fixture.name) \(id)")
        }
    }

    /// What Cycript and Frida print for an event is its bit in UIControl.Event (UIKit's documentation of
    /// UIControl.Event; `UIControlEventTouchUpInside = 1 << 6` as UIControl.h declares it): each event's number reads as
    /// that event, 0 as none (its actions are not attached), and a number of several bits or none is refused.
    @Test(arguments: TargetAction.ControlEvent.allCases)
    func aControlEventNumberIsItsBitInUIControlEvent(_ event: TargetAction.ControlEvent) throws {
        let text = """
            cy# [#0x1714bde0 allTargets]
            [NSSet setWithArray:@[#"<A: 0x2>",#"<B: 0x3>"]]]
            cy# [#0x1714bde0 actionsForTarget:#0x3 forControlEvent:\(event.bit)]
            @["go:"]
            `button.actionsForTarget_forControlEvent_(ptr(0x2),\(event.bit)).toString()`
            "(
                "stop:"
            )"
            cy# [#0x1714bde0 actionsForTarget:#0x3 forControlEvent:0]
            @["any:"]
            """
        let controls = try TargetsReader.controls(text)
        #expect(controls.count == 1 && controls[0].address == "0x1714bde0")
        #expect(controls[0].targets.map { $0?.address } == ["0x2", "0x3"])
        #expect(controls[0].actions.map(\.event) == [event, event])
        #expect(controls[0].actions.map(\.selector) == ["go:", "stop:"])
        #expect(controls[0].actions.map(\.targetAddress) == ["0x3", "0x2"])
        #expect(controls[0].actionsWithoutEvent == [10])
        for bits in [event.bit | 1 << 20, 1 << 9, 193] where bits != event.bit {
            #expect(throws: PasteError.self) {
                try TargetsReader.controls("cy# [#0x1 actionsForTarget:#0x2 forControlEvent:\(bits)]\n@[\"go:\"]")
            }
        }
    }

    /// Target-actions pasted for a view that is no control would make an app the other endpoints refuse: a note.
    @Test func actionsForAViewThatIsNoControlAreANoteAndTheAppStaysValid() throws {
        var fields = ResponderService.sampleDumps
        fields["targets"] = """
            (lldb) po v
            <UIView: 0x7fa1d2d0a480; frame = (0 0; 390 844)>
            (lldb) po v.allTargets
            {(
                <MyApp.InboxViewController: 0x7fa1d2f15000>
            )}
            (lldb) po v.actions(forTarget: v.allTargets.first, forControlEvent: .touchUpInside)
            - 0 : "x:"
            """
        let response = try ResponderService.importApp(body: ResponderService.importBody(fields))
        #expect(response.notes.contains { $0.contains("which is no control") })
        let app = String(decoding: AnswerWriter.bytes(of: response.app), as: UTF8.self)
        #expect(!app.contains(#""targets":["#))
        _ = try ResponderService.dispatch(
            body: Array(#"{"app": \#(app), "event": {"type": "touch", "point": {"x": 100, "y": 200}}}"#.utf8))
    }

    @Test func aCustomRecognizerDispatchesAndTheAppIsValid() throws {
        var fields = ResponderService.sampleDumps
        fields["gestureRecognizers"] =
            "<MyApp.SwipeRecognizer: 0x6; state = Possible; view = <MyApp.CardView 0x7fa1d2e11c20>; "
            + "target= <(action=archive:, target=<MyApp.InboxViewController 0x7fa1d2f15000>)>>"
        let response = try ResponderService.importApp(body: ResponderService.importBody(fields))
        let app = String(decoding: AnswerWriter.bytes(of: response.app), as: UTF8.self)
        #expect(app.contains(#""type":"custom""#))
        _ = try ResponderService.dispatch(
            body: Array(#"{"app": \#(app), "event": {"type": "touch", "point": {"x": 100, "y": 200}}}"#.utf8))
        _ = try ResponderService.audit(body: Array(#"{"app": \#(app)}"#.utf8))
    }

    @Test func anUnknownRecognizerClassIsACustomKindAndKeepsItsName() throws {
        let text = """
            <MyApp.SwipeToArchiveRecognizer: 0x600003e0d000; state = Possible; enabled = NO; cancelsTouchesInView = NO; \
            view = <MyApp.CardView 0x7fa1d2e11c20>; target= <(action=archive:, target=<MyApp.InboxViewController \
            0x7fa1d2f15000>)>>
            """
        let recognizers = try RecognizerReader.recognizers(text)
        #expect(recognizers.count == 1 && recognizers[0].kind == .custom)
        #expect(recognizers[0].className == "MyApp.SwipeToArchiveRecognizer")
        var fields = ResponderService.sampleDumps
        fields["gestureRecognizers"] = text
        let answer = try Self.answer(fields)
        let card = try #require(Self.resolve(Self.pointer(of: "0x7fa1d2e11c20", in: answer) ?? "", in: answer))
        let recognizer = try #require((card["gestureRecognizers"] as? [[String: Any]])?.first)
        #expect(recognizer["type"] as? String == "custom" && recognizer["isEnabled"] as? Bool == false)
        #expect(recognizer["cancelsTouchesInView"] as? Bool == false)
        #expect(recognizer["id"] as? String == "swipeToArchiveRecognizer-d000")
    }

    /// A paste that cannot be read, the field it is in, and where.
    struct BadPaste: Sendable, CustomTestStringConvertible {
        var field: String
        var text: String
        var line: Int
        var column: Int
        var testDescription: String { "\(field): \(text.prefix(40))" }
    }

    static let badPastes: [BadPaste] = [
        BadPaste(field: "gestureRecognizers", text: "hello", line: 1, column: 1),
        BadPaste(
            field: "gestureRecognizers", text: "(lldb) po v.gestureRecognizers\n  <UIButton: 0x1; frame = (0 0; 1 1)>",
            line: 2, column: 3),
        BadPaste(field: "gestureRecognizers", text: "<UITapGestureRecognizer: state = Possible>", line: 1, column: 26),
        BadPaste(
            field: "gestureRecognizers", text: "\n<UITapGestureRecognizer: 0x60; state = Possible", line: 2, column: 1),
        BadPaste(field: "targets", text: "{(\n    <MyApp.VC: 0x1>\n)}", line: 2, column: 5),
        BadPaste(
            field: "targets", text: "<UIButton: 0x1; frame = (0 0; 1 1)>\n- 0 : \"saveTapped:\"", line: 2, column: 1),
        BadPaste(
            field: "targets",
            text: "<UIButton: 0x1; frame = (0 0; 1 1)>\n(lldb) po b.actions(forTarget: t, forControlEvent: .tapped)",
            line: 2, column: 1),
        BadPaste(
            field: "targets",
            text: "<UIButton: 0x1; f>\n{(\n <A: 0x2>\n <B: 0x3>\n)}\n(lldb) po b.actions(forTarget: t, "
                + "forControlEvent: .touchUpInside)\n\"a:\"",
            line: 7, column: 1),
        BadPaste(field: "targets", text: "<UIButton: 0x1; f>\nwhatever this is", line: 2, column: 1),
        BadPaste(
            field: "targets", text: "cy# [#0x1 actionsForTarget:#0x2 forControlEvent:193]\n@[\"a\"]", line: 1,
            column: 1),
        BadPaste(field: "targets", text: "cy# [#0x1 allTargets]\n64", line: 2, column: 1),
        BadPaste(
            field: "targets", text: "<UIButton: 0x1; f>\n[NSSet setWithArray:@[#\"<A: 0x2>\"]]]", line: 2, column: 1),
        BadPaste(
            field: "targets", text: "<UITapGestureRecognizer: 0x6; state = Possible; view = <UIView 0x1>>", line: 1,
            column: 1),
        BadPaste(field: "methods", text: "hello", line: 1, column: 1),
        BadPaste(field: "methods", text: "in MyApp.CardView:\n    Instance Methods:", line: 1, column: 1),
        BadPaste(field: "methods", text: "<MyApp.CardView>:\nin MyApp.CardView:", line: 1, column: 1),
        BadPaste(
            field: "methods", text: "<MyApp.CardView: 0x1>:\nin MyApp.CardView:\n    Instance Methods:\n  - (void) x",
            line: 4, column: 3),
        BadPaste(field: "methods", text: "<MyApp.CardView: 0x1>:\n    Instance Methods:", line: 2, column: 5),
    ]

    @Test(arguments: badPastes)
    func anUnreadablePasteIsA422NamingItsFieldLineAndColumnInEveryLanguage(_ bad: BadPaste) throws {
        var fields = ResponderService.sampleDumps
        fields[bad.field] = bad.text
        do {
            _ = try ResponderService.importApp(body: ResponderService.importBody(fields))
            Issue.record("imported")
        } catch {
            #expect(error.status == 422 && error.type.hasSuffix("unreadable-dump"))
            let field = try #require(error.problems.first)
            #expect(field.pointer == "/\(bad.field)")
            #expect(field.line == bad.line && field.column == bad.column, "\(field.message)")
            var worded: [String] = []
            for language in Language.offered {
                let problem = error.worded(in: language)
                #expect(problem.detail.contains("\(bad.line)"))
                worded.append(problem.detail)
            }
            #expect(Set(worded).count == Language.offered.count)
        }
    }

    @Test(arguments: PasteError.Expected.samples)
    func everyExpectationIsWordedInEveryLanguage(_ expected: PasteError.Expected) {
        let words = Language.offered.map { expected.text(in: $0) }
        #expect(Set(words).count == words.count && words.allSatisfy { !$0.isEmpty })
    }

    @Test func everyNoteIsWordedInEveryLanguage() {
        let notes: [ImportNote] = [
            .notInDump(.gestureRecognizers, line: 3, className: "UILabel", address: "0x1"),
            .notInDump(.targets, line: 3, className: "UIButton", address: "0x1"),
            .targetIsObject(.targets, line: 4, className: "MyApp.VC", address: "0x2", id: "vC-0002"),
            .attached(.gestureRecognizers, count: 2, objects: 1), .attached(.targets, count: 1, objects: 0),
            .targetsWithoutActions(line: 1, className: "UIButton"),
            .actionsWithoutEvent(line: 7, className: "UIButton"),
            .recognizerCutShort(line: 1, className: "SBIconTapGestureRecognizer"),
            .notAControl(line: 2, className: "UIView", id: "view-a480"),
            .notInDump(.methods, line: 3, className: "MyApp.CardView", address: "0x1"),
            .attached(.methods, count: 2, objects: 0),
            .notInDump(.firstResponder, line: 2, className: "UITextField", address: "0x1"),
            .firstResponderSet(id: "textField-1c20"), .firstResponderSet(id: nil),
            .walkAgrees(from: "button-2d40", steps: 5, pasted: 5, computed: 7),
            .walkAgrees(from: "button-2d40", steps: 5, pasted: 5, computed: 5),
            .walkDisagrees(from: "button-2d40", step: 2, pasted: "UIView 0x1", computed: "UIView 'root'"),
            .walkDisagrees(from: "button-2d40", step: 6, pasted: "UIView 0x1", computed: nil),
            .walkStartNotInDump(className: "UIButton", address: "0x1"),
        ]
        for note in notes {
            let words = Language.offered.map { note.text(in: $0) }
            #expect(Set(words).count == words.count, "\(note)")
            #expect(words.allSatisfy { $0.contains("0x") || !note.text(in: .english).contains("0x") })
        }
    }

    /// Every prefix of every paste, and the same with its lines shuffled, imports or is refused as a client's error:
    /// never a 5xx, never a crash.
    @Test(arguments: fixtures)
    func everyCutAndScrambledPasteIsNeverA5xx(_ fixture: Fixture) throws {
        for field in ["gestureRecognizers", "targets"] {
            guard let text = fixture.fields[field] else { continue }
            let scalars = Array(text.unicodeScalars)
            var variants: [String] = []
            for end in stride(from: 0, through: scalars.count, by: max(1, scalars.count / 60)) {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars[..<end])
                variants.append(String(view))
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            variants.append(lines.reversed().joined(separator: "\n"))
            variants.append(lines.map { String($0.reversed()) }.joined(separator: "\n"))
            variants.append(text.replacingOccurrences(of: ">", with: ""))
            variants.append(text.replacingOccurrences(of: "<", with: "<<"))
            variants.append(String(repeating: "<UITapGestureRecognizer: 0x1; must-fail = {", count: 50))
            for variant in variants {
                var fields = fixture.fields
                fields[field] = variant
                do {
                    let response = try ResponderService.importApp(body: ResponderService.importBody(fields))
                    _ = AnswerWriter.bytes(of: response)
                } catch {
                    #expect(error.status < 500, "\(fixture.name) \(field): \(variant.prefix(80))")
                }
            }
        }
    }

    @Test func theRouterAnswersAPasteOverHTTPInTheLanguageAsked() throws {
        var fields = ResponderService.sampleDumps
        fields["gestureRecognizers"] = try #require(Self.fixtures.first { $0.name == "sample-inbox-save-button" })
            .fields["gestureRecognizers"]
        let router = Router()
        let ok = router.respond(
            to: HTTPRequest(method: "POST", path: "/v1/import", body: ResponderService.importBody(fields)))
        #expect(ok.status == 200)
        #expect(String(decoding: ok.body, as: UTF8.self).contains(#""action":"openCard:""#))
        fields["targets"] = "(lldb) po b.allTargets\n{(\n    <MyApp.VC: 0x1>\n)}"
        let refused = router.respond(
            to: HTTPRequest(
                method: "POST", path: "/v1/import", headers: ["Accept-Language": "ja"],
                body: ResponderService.importBody(fields)))
        #expect(refused.status == 422)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(refused.body)) as? [String: Any])
        let problem = try #require((json["problems"] as? [[String: Any]])?.first)
        #expect(problem["pointer"] as? String == "/targets" && problem["line"] as? Int == 3)
        #expect((json["detail"] as? String)?.contains("読み取れません") == true)
    }
}

extension PasteError.Expected: CustomTestStringConvertible {
    public var testDescription: String { "\(self)" }

    static let samples: [PasteError.Expected] = [
        .recognizer, .recognizerAddress(className: "UITapGestureRecognizer"),
        .recognizerClose(className: "UITapGestureRecognizer"), .targetsLine, .controlFirst, .actionsCommand,
        .actionsTarget, .controlEvent("tapped"), .classNameWithin(256), .atMost(100), .methodsObject,
        .methodsObjectFirst, .methodsLine, .firstResponderLine, .responderLine,
    ]
}
