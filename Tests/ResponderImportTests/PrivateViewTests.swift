import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderImport
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// UIKit's private views in debugger dumps, imported, dispatched and audited: what each does to a touch where its
/// behaviour is documented or reported, and that no hint asks the app to change one (the app does not change a view
/// UIKit makes; ``NoFixReason/uikitsOwn`` says so of fixes, ``App/uikitsOwnHint(_:in:)`` of hints).
///
/// The dumps of `PrivateViews/` are constructed in the format `recursiveDescription` prints (its README); the real
/// dumps of `Dumps/` are quoted from public sources.
@Suite struct PrivateViewTests {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("PrivateViews")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("\(name).txt"), encoding: .utf8)
    }

    /// The imported app of a view dump, as the JSON `/v1/import` answers with.
    static func importedApp(_ text: String) throws -> String {
        let body = Array(try JSONSerialization.data(withJSONObject: ["recursiveDescription": text]))
        let answer = try ResponderService.importAnswer(body: body)
        let response = try #require(try JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any])
        let app = try #require(response["app"])
        return String(data: try JSONSerialization.data(withJSONObject: app), encoding: .utf8)!
    }

    /// The imported app as the core has it (ids, classes, which views are UIKit's own).
    static func coreApp(_ appJSON: String) throws -> App {
        let body = Array(#"{"app": \#(appJSON), "event": {"type": "touch", "point": {"x": 1, "y": 1}}}"#.utf8)
        let request = try WireFormat.decode(DispatchRequest.self, from: body, limits: Limits())
        return try RequestMapping.prepare(request, limits: Limits()).0
    }

    /// The first view of a class in the imported app.
    static func id(of className: String, in app: App) throws -> String {
        let index = try #require(app.responders.indices.first { app[$0].className == className }, "\(className)")
        return app[index].id
    }

    /// One private view's behaviour, with its source.
    struct Case: Sendable, CustomTestStringConvertible {
        let source: String
        let dump: String
        let tap: (x: Double, y: Double)
        /// The class of the view the tap's hit-test returns.
        let hitClass: String
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        // Cells outside UITableViewWrapperView's frame (iOS 7 to 10) still take taps: KIF's fix "Fix scrolling in
        // table view cells" (https://github.com/kif-framework/KIF/pull/469: "Cells sit inside an intermediate
        // UITableViewWrapperView and aren't always within its bounds") taps such cells where they are; and within
        // its frame the wrapper takes the touch itself, letting none through to a view below it on iOS 7
        // (https://github.com/dzenbot/DZNEmptyDataSet/issues/47 and its fix, pull request #126).
        Case(
            source: "KIF pull request #469 and DZNEmptyDataSet #47: cells outside UITableViewWrapperView's frame",
            dump: "constructed-table-wrapper-cell-outside", tap: (100, 410),
            hitClass: "UITableViewCellContentView"),
        // Dumps print `userInteractionEnabled = NO` for _UIBarBackground (the real dumps of Dumps/: Sentry's sample
        // app and crifan's Cycript session): a bar's background takes no touches, and nothing inside it does.
        Case(
            source: "_UIBarBackground as recursiveDescription prints it: userInteractionEnabled = NO",
            dump: "constructed-bar-background-over-button", tap: (30, 60), hitClass: "UINavigationBar"),
    ]

    @Test(arguments: cases)
    func aPrivateViewTakesTouchesAsItsSourceSays(_ item: Case) throws {
        let app = try Self.importedApp(Self.text(item.dump))
        let response = try ResponderService.dispatch(
            body: Array(
                #"{"app": \#(app), "event": {"type": "touch", "point": {"x": \#(item.tap.x), "y": \#(item.tap.y)}}}"#
                    .utf8))
        let hit = try #require(response.results.first?.hitTest?.first?.hitView)
        #expect(hit.className == item.hitClass)
    }

    @Test func theTableWrapperReachesACellPastItsBoundsButNotAPointWithNoCell() throws {
        // UITableViewWrapperView's point(inside:with:) is true where a cell is, not everywhere: below the last row
        // the touch is the table view's.
        let core = try Self.coreApp(Self.importedApp(Self.text("constructed-table-wrapper-cell-outside")))
        let wrapper = try #require(core.index(of: Self.id(of: "UITableViewWrapperView", in: core)))
        #expect(core.pointInside(Point(x: 100, y: 410), of: wrapper))
        #expect(!core.pointInside(Point(x: 100, y: 300), of: wrapper))
        #expect(core[wrapper].isPrivateClass)
    }

    @Test func theKeyboardsHostViewIsNeverTheViewAHintChanges() throws {
        // UIInputSetHostView is the keyboard window's own view: the finding about the app's button inside it says so,
        // and that no view of the app's holds it.
        let appJSON = try Self.importedApp(Self.text("constructed-keyboard-host-view"))
        let audit = try ResponderService.audit(body: Array(#"{"app": \#(appJSON)}"#.utf8))
        let finding = try #require(audit.findings.first { $0.code == "ancestorInteractionDisabled" })
        #expect(finding.responders.map(\.className).contains("UIInputSetHostView"))
        #expect(finding.hint.contains("UIInputSetHostView"))
        #expect(finding.hint.contains("is UIKit's own view"))
        #expect(finding.hint.contains("no view of the app's holds it"))
        #expect(!finding.hint.contains("Set isUserInteractionEnabled = true on UIInputSetHostView"))
    }

    @Test func aBarBackgroundsHintNamesTheBarInstead() throws {
        let appJSON = try Self.importedApp(Self.text("constructed-bar-background-over-button"))
        let audit = try ResponderService.audit(body: Array(#"{"app": \#(appJSON)}"#.utf8))
        let finding = try #require(audit.findings.first { $0.code == "ancestorInteractionDisabled" })
        #expect(finding.hint.contains("is UIKit's own view"))
        #expect(finding.hint.contains("change UINavigationBar"))
    }

    /// Every dump: the real ones of `Dumps/` and the constructed ones here.
    static let dumps: [(name: String, text: String)] = {
        var all = RealDumpTests.dumps.filter { $0.dump == .recursiveDescription }.map { ($0.name, $0.text) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".txt") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            all.append((String(name.dropLast(4)), text))
        }
        return all
    }()

    /// A hint that names one of UIKit's own views names it only to say it is UIKit's own: no hint of an audit
    /// finding, or of a tap aimed at any view, asks the app to change a private view.
    @Test(arguments: dumps.map(\.name))
    func noHintAsksTheAppToChangeAPrivateView(_ name: String) throws {
        let text = try #require(Self.dumps.first { $0.name == name }).text
        let appJSON = try Self.importedApp(text)
        let app = try Self.coreApp(appJSON)
        let owned = app.responders.indices.filter { app[$0].kind == .view && app.isUIKitsOwn($0) }
        var hints = try ResponderService.audit(body: Array(#"{"app": \#(appJSON)}"#.utf8)).findings.map(\.hint)
        let views = app.responders.indices.filter { app[$0].kind == .view }.prefix(90).map { app[$0].id }
        let events = views.map { #"{"type": "touch", "on": "\#($0)"}"# }.joined(separator: ", ")
        let dispatched = try ResponderService.dispatch(
            body: Array(#"{"app": \#(appJSON), "events": [\#(events)]}"#.utf8))
        hints += dispatched.results.flatMap { $0.diagnostics.map(\.hint) }
        for hint in hints {
            for view in owned where hint.contains(app.displayName(of: view)) {
                #expect(
                    hint.contains("\(app.displayName(of: view)) is UIKit's own view"),
                    "\(name): \(hint)")
            }
        }
    }
}
