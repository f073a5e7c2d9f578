import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderImport
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// Real dumps from public sources (each fixture names its source in its `.json`), read line by line: the facts a
/// person counted in each are what the reader finds, and every dump imports into an app the other endpoints take.
@Suite struct RealDumpTests {
    /// One fixture: the dump's text as the source shows it, and the facts checked by hand.
    struct Fixture: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let facts: [String: JSONValue]
        let dump: DumpKind
        var testDescription: String { name }
        /// What the text is instead of a dump (``ForeignText``), for a text the service refuses as what it is.
        var refusedAs: ForeignText? { facts["refusedAs"]?.string.flatMap(ForeignText.init(rawValue:)) }
    }

    /// A JSON value of the facts files.
    enum JSONValue: Sendable {
        case number(Double), string(String), bool(Bool), array([JSONValue]), object([String: JSONValue]), null

        init(_ any: Any) {
            switch any {
            case let value as Bool where type(of: any) == type(of: NSNumber(value: true)): self = .bool(value)
            case let value as NSNumber: self = .number(value.doubleValue)
            case let value as String: self = .string(value)
            case let value as [Any]: self = .array(value.map(JSONValue.init))
            case let value as [String: Any]: self = .object(value.mapValues(JSONValue.init))
            default: self = .null
            }
        }

        var number: Double? { if case .number(let value) = self { value } else { nil } }
        var string: String? { if case .string(let value) = self { value } else { nil } }
        var bool: Bool? {
            switch self {
            case .bool(let value): value
            case .number(let value): value != 0
            default: nil
            }
        }
        var array: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
        var object: [String: JSONValue]? { if case .object(let value) = self { value } else { nil } }
    }

    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Dumps")

    static let fixtures: [Fixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
            let name = String(file.dropLast(5))
            guard let text = try? String(contentsOf: folder.appendingPathComponent("\(name).txt"), encoding: .utf8),
                let data = try? Data(contentsOf: folder.appendingPathComponent(file)),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let facts = json["facts"] as? [String: Any], let dump = json["dump"] as? String,
                json["source"] as? String != nil
            else { return nil }
            return Fixture(
                name: name, text: text, facts: facts.mapValues(JSONValue.init),
                dump: DumpKind(rawValue: dump) ?? .recursiveDescription)
        }
    }()

    /// The fixtures that are dumps (the others are texts refused as what they are).
    static let dumps = fixtures.filter { $0.refusedAs == nil }

    @Test func thereAreTenViewDumpsAndThreeControllerDumpsEachNamingItsSource() {
        #expect(Self.dumps.filter { $0.dump == .recursiveDescription }.count >= 10)
        #expect(Self.dumps.filter { $0.dump == .printHierarchy }.count >= 3)
        #expect(Set(Self.fixtures.compactMap(\.refusedAs)).count >= 5)
    }

    @Test(arguments: dumps.filter { $0.dump == .recursiveDescription })
    func viewDumpsReadAsCounted(_ fixture: Fixture) throws {
        let views = try DumpReader.views(fixture.text)
        let facts = fixture.facts
        #expect(Double(views.entries.count) == facts["viewEntries"]?.number, "view entries")
        #expect(
            Double(views.passed.filter { $0.reason == .layer }.count) == facts["layerEntries"]?.number ?? 0,
            "layer lines")
        let deepest = Double(views.entries.map(\.depth).max() ?? -1)
        if facts["layerEntries"]?.number ?? 0 == 0 {
            #expect(deepest == facts["maxDepth"]?.number, "deepest entry")
        } else {
            // The deepest line may be a layer's, which is no view.
            #expect(deepest <= facts["maxDepth"]?.number ?? 0, "deepest entry")
        }
        if let root = facts["rootClass"]?.string {
            #expect(views.entries.first?.className == DumpReader.Scanner.swiftName(root))
        }
        if let counts = facts["classCounts"]?.object, facts["layerEntries"]?.number ?? 0 == 0 {
            var found: [String: Int] = [:]
            for entry in views.entries { found[entry.className, default: 0] += 1 }
            let expected = counts.mapValues { Int($0.number ?? 0) }
            #expect(found == Dictionary(uniqueKeysWithValues: expected.map { (DumpReader.Scanner.swiftName($0), $1) }))
        }
        for sample in facts["samples"]?.array ?? [] {
            let sample = try #require(sample.object)
            if sample["sublayer"]?.bool == true { continue }
            let line = Int(try #require(sample["line"]?.number))
            let onLine = views.entries.filter { $0.line == line }
            let entry = try #require(
                sample["entryIndex"].flatMap(\.number).map { views.entries[Int($0)] } ?? onLine.first,
                "no entry at line \(line)")
            let at = "line \(line)"
            #expect(entry.className == DumpReader.Scanner.swiftName(sample["class"]?.string ?? ""), "\(at)")
            if let address = sample["address"]?.string { #expect(entry.address == address, "\(at)") }
            if let depth = sample["depth"]?.number { #expect(Double(entry.depth) == depth, "\(at)") }
            if let frame = sample["frame"]?.array?.compactMap(\.number), frame.count == 4 {
                #expect(entry.frame == Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]), "\(at)")
            }
            if let hidden = sample["hidden"]?.bool { #expect(entry.isHidden == hidden, "\(at)") }
            if let alpha = sample["alpha"]?.number { #expect(entry.alpha == alpha, "\(at)") }
            if let enabled = sample["userInteractionEnabled"]?.bool {
                #expect((entry.isUserInteractionEnabled ?? true) == enabled, "\(at)")
            }
            if let clips = sample["clipsToBounds"]?.bool { #expect((entry.clipsToBounds ?? false) == clips, "\(at)") }
            if let recognizers = sample["gestureRecognizers"]?.bool {
                #expect(entry.hasGestureRecognizers == recognizers, "\(at)")
            }
            if let offset = sample["contentOffset"]?.array?.compactMap(\.number), offset.count == 2 {
                #expect(entry.contentOffset == Point(x: offset[0], y: offset[1]), "\(at)")
            }
            if let size = sample["contentSize"]?.array?.compactMap(\.number), size.count == 2 {
                #expect(entry.contentSize == Size(width: size[0], height: size[1]), "\(at)")
            }
            if let base = sample["baseClass"]?.string { #expect(entry.baseClass == base, "\(at)") }
            if let text = sample["text"]?.string { #expect(entry.text == text, "\(at)") }
            if let trailing = sample["trailing"]?.string { #expect(entry.trailing == trailing, "\(at)") }
            #expect(entry.isNested == (sample["nested"]?.bool ?? false), "\(at)")
        }
        if let line = facts["cutShortLine"]?.number {
            #expect(views.passed.contains { $0.line == Int(line) && $0.reason == .cutShort }, "cut short")
        }
        if let line = facts["continuationLine"]?.number, let continues = facts["continues"]?.number {
            #expect(
                views.passed.contains {
                    $0.line == Int(line) && $0.reason == .continuation && $0.continues == Int(continues)
                },
                "continuation")
        }
    }

    /// A text that is something else the debugger or a test tool prints is a 422 that names what it is, at the line
    /// that shows it, with the command that prints a dump; never an app.
    @Test(arguments: fixtures.filter { $0.refusedAs != nil })
    func textsThatAreNoDumpAreRefusedAsWhatTheyAre(_ fixture: Fixture) throws {
        let kind = try #require(fixture.refusedAs)
        let body = try Self.importBody(fixture)
        do throws(Problem) {
            _ = try ResponderService.importApp(body: body)
            Issue.record("\(fixture.name) was imported")
        } catch {
            #expect(error.status == 422 && error.type == ProblemKind.unreadableDump.type)
            #expect(error.problems.first?.line == fixture.facts["refusedAtLine"]?.number.map { Int($0) })
            #expect(error.detail.contains(kind.name(in: .english)), "\(error.detail)")
            #expect(
                error.detail.contains(#"po UIWindow.value(forKey: "keyWindow")?.value(forKey: "recursiveDescription")"#)
            )
            for language in Language.offered where language != .english {
                let worded = error.worded(in: language)
                #expect(worded.language == language && worded.detail != error.detail, "\(language)")
                #expect(worded.detail.contains(kind.name(in: language)), "\(language)")
                #expect(worded.detail.contains("[[[UIApplication sharedApplication] keyWindow] recursiveDescription]"))
            }
        }
    }

    @Test(arguments: dumps.filter { $0.dump == .printHierarchy })
    func controllerDumpsReadAsCounted(_ fixture: Fixture) throws {
        let controllers = try DumpReader.controllers(fixture.text)
        let facts = fixture.facts
        #expect(Double(controllers.entries.count) == facts["controllers"]?.number)
        if let root = facts["rootClass"]?.string {
            #expect(controllers.entries.first?.className == DumpReader.Scanner.swiftName(root))
        }
        for sample in facts["samples"]?.array ?? [] {
            let sample = try #require(sample.object)
            let line = Int(try #require(sample["line"]?.number))
            let entry = try #require(controllers.entries.first { $0.line == line }, "no controller at line \(line)")
            let at = "line \(line)"
            #expect(entry.className == DumpReader.Scanner.swiftName(sample["class"]?.string ?? ""), "\(at)")
            if let address = sample["address"]?.string { #expect(entry.address == address, "\(at)") }
            if let state = sample["state"]?.string { #expect(entry.state == state, "\(at)") }
            if let depth = sample["depth"]?.number { #expect(Double(entry.depth) == depth, "\(at)") }
            if let relation = sample["relation"]?.string, relation != "root" {
                #expect(entry.isPresented == (relation == "presented"), "\(at)")
            }
            if let notInWindow = sample["notInWindow"]?.bool { #expect(entry.notInWindow == notInWindow, "\(at)") }
            if case .string(let view)? = sample["view"] {
                let parts = view.trimmingCharacters(in: CharacterSet(charactersIn: "<>")).replacingOccurrences(
                    of: ":", with: ""
                ).split(separator: " ")
                if parts.count == 2 {
                    #expect(entry.viewClass == DumpReader.Scanner.swiftName(String(parts[0])), "\(at)")
                    #expect(entry.viewAddress == String(parts[1]), "\(at)")
                }
            }
        }
    }

    /// The import of a fixture, as the service answers it.
    static func importBody(_ fixture: Fixture, pairedWith other: Fixture? = nil) throws -> [UInt8] {
        var body: [String: String] = [fixture.dump.rawValue: fixture.text]
        if let other { body[other.dump.rawValue] = other.text }
        return Array(try JSONSerialization.data(withJSONObject: body))
    }

    @Test(arguments: dumps)
    func everyDumpImportsDispatchesChainsAndAudits(_ fixture: Fixture) throws {
        let answer = try ResponderService.importAnswer(body: Self.importBody(fixture))
        let response = try #require(try JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any])
        if let screen = fixture.facts["screen"]?.object {
            let used = try #require(response["screen"] as? [String: Any])
            #expect(used["width"] as? Double == screen["width"]?.number, "screen width")
            #expect(used["height"] as? Double == screen["height"]?.number, "screen height")
            #expect(used["source"] as? String == screen["source"]?.string, "screen source")
        }
        let app = try #require(response["app"])
        let lines = try #require(response["lines"] as? [[String: Any]])
        // Every line of the text is accounted for (but trailing empty ones).
        let lineCount = fixture.text.split(separator: "\n", omittingEmptySubsequences: false).count
        let accounted = Set(lines.compactMap { $0["line"] as? Int })
        let expected = DumpReader.unquote(Array(fixture.text.utf8)) == nil ? lineCount : accounted.count
        for number in 1...max(expected, 1) where number <= lineCount || number == 1 {
            let text = fixture.text.split(separator: "\n", omittingEmptySubsequences: false)
            if number <= text.count && text[number - 1].trimmingCharacters(in: .whitespaces).isEmpty { continue }
            #expect(accounted.contains(number), "line \(number) of \(fixture.name) has no account")
        }
        // Each id and pointer names the object it says.
        for line in lines {
            guard let pointer = line["pointer"] as? String, let id = line["id"] as? String else { continue }
            let object = try #require(Self.resolve(pointer, in: response), "\(pointer)")
            #expect(object["id"] as? String == id, "\(pointer)")
        }
        let appJSON = String(data: try JSONSerialization.data(withJSONObject: app), encoding: .utf8)!
        let firstView = lines.first { $0["pointer"] != nil && $0["dump"] as? String == "recursiveDescription" }
        _ = try ResponderService.dispatch(
            body: Array(#"{"app": \#(appJSON), "event": {"type": "touch", "point": {"x": 20, "y": 20}}}"#.utf8))
        _ = try ResponderService.audit(body: Array(#"{"app": \#(appJSON)}"#.utf8))
        if let id = (firstView ?? lines.first { $0["id"] != nil })?["id"] as? String {
            _ = try ResponderService.chain(body: Array(#"{"app": \#(appJSON), "from": "\#(id)"}"#.utf8))
        }
    }

    /// The object at a JSON Pointer.
    static func resolve(_ pointer: String, in root: Any) -> [String: Any]? {
        var current: Any? = root
        for token in pointer.split(separator: "/") {
            if let object = current as? [String: Any] {
                current = object[String(token)]
            } else if let array = current as? [Any], let index = Int(token), index < array.count {
                current = array[index]
            } else {
                return nil
            }
        }
        return current as? [String: Any]
    }

    @Test func aControllerDumpAttachesToTheViewsOfItsWindow() throws {
        let views = try #require(Self.fixtures.first { $0.name == "lldb-notes-ios13-tabbar-discover" })
        let controllers = try #require(Self.fixtures.first { $0.name == "lldb-notes-ios13-tabbar-print-hierarchy" })
        let response = try ResponderService.importApp(body: Self.importBody(views, pairedWith: controllers))
        let pairs = controllers.facts["crossReferenceWithViewDump"]?.object?["pairs"]?.array ?? []
        #expect(pairs.count == 3)
        for pair in pairs {
            let pair = try #require(pair.object)
            let controllerLine = Int(try #require(pair["controllerLine"]?.number))
            let viewLine = Int(try #require(pair["viewDumpLine"]?.number))
            let controller = try #require(
                response.lines.first { $0.dump == "printHierarchy" && $0.line == controllerLine })
            let view = try #require(response.lines.first { $0.dump == "recursiveDescription" && $0.line == viewLine })
            #expect(controller.pointer == "\(view.pointer ?? "")/viewController", "controller line \(controllerLine)")
        }
    }

    @Test func aPresentedRootsChildrenAreItsChildrenThoughPrintedAtItsLevel() throws {
        let fixture = try #require(Self.fixtures.first { $0.name == "snapshot-testing-view-controller-hierarchy" })
        let response = try ResponderService.importApp(body: Self.importBody(fixture))
        let app = String(decoding: AnswerWriter.bytes(of: response.app), as: UTF8.self)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(app.utf8)) as? [String: Any])
        let root = try #require(Self.resolve("/scenes/0/windows/0/rootViewController", in: json))
        #expect(root["class"] as? String == "UITabBarController")
        let children = try #require(root["children"] as? [[String: Any]])
        #expect(children.map { $0["class"] as? String } == Array(repeating: "UINavigationController", count: 5))
        #expect((children[0]["children"] as? [[String: Any]])?.first?["class"] as? String == "UIPageViewController")
    }

    /// Reading a thousand-line dump: the cost the README reports comes from the benchmark (responder-bench import).
    @Test func aDumpOfAThousandLinesImports() throws {
        var text = "<UIWindow: 0x7f0000000000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000000000>>\n"
        for index in 0..<999 {
            text +=
                "   | <UIButton: 0x7f\(String(index, radix: 16)); frame = (\(index % 10 * 39) \(index / 10 * 8); 39 8); "
                + "opaque = NO; layer = <CALayer: 0x60\(index)>>\n"
        }
        let response = try ResponderService.importApp(
            body: Array(try JSONSerialization.data(withJSONObject: ["recursiveDescription": text])))
        #expect(response.summary.views == 999)
    }
}
