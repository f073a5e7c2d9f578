import Foundation
import ResponderCore
import ResponderModel
import ResponderService
import Testing

/// A table cell's accessory (UIKit's documentation: UITableViewCell.accessoryType, UITableViewCell.accessoryView,
/// UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)): it sits at the cell's trailing edge and the
/// content view ends where it begins; a tap on the detail button calls the delegate's
/// `tableView(_:accessoryButtonTappedForRowWith:)` and does not select the row, a tap elsewhere selects it; an
/// `accessoryView` that is a control takes its own tap, one that is not lets the tap select the row.
@Suite struct CellAccessoryTests {
    /// A 390 × 60 cell at y 100 of a table whose delegate, the controller, implements what `actions` lists.
    static func body(cell: String, at point: (Double, Double), actions: String) -> String {
        """
        {"app": {"scenes": [{"windows": [{"rootViewController": {"id": "list", "class": "ListViewController",
          "actions": {\(actions)},
          "view": {"id": "listView", "subviews": [
            {"id": "table", "class": "UITableView", "delegate": "list", "subviews": [
              {"id": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 100, "width": 390, "height": 60},
               \(cell)}]}]}}}]}]},
         "event": {"type": "touch", "point": {"x": \(point.0), "y": \(point.1)}}}
        """
    }

    static let both = #""tableView(_:didSelectRowAt:)": true, "tableView(_:accessoryButtonTappedForRowWith:)": true"#
    static let didSelectOnly = #""tableView(_:didSelectRowAt:)": true"#

    static func answer(
        cell: String, at point: (Double, Double), actions: String = both, language: Language = .english
    ) throws -> [String: Any] {
        let bytes = try ResponderService.dispatchAnswer(
            body: Array(body(cell: cell, at: point, actions: actions).utf8),
            options: .init(layout: true, language: language))
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    static func result(_ answer: [String: Any]) throws -> [String: Any] {
        try #require((answer["results"] as? [[String: Any]])?.first)
    }

    static func frame(of id: String, in answer: [String: Any]) -> [Double]? {
        let views = (answer["layout"] as? [String: Any])?["views"] as? [[String: Any]] ?? []
        guard let frame = views.first(where: { $0["id"] as? String == id })?["frame"] as? [String: Double] else {
            return nil
        }
        return [frame["x"], frame["y"], frame["width"], frame["height"]].compactMap { $0 }
    }

    static func codes(_ result: [String: Any]) -> [String] {
        (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    /// One tap on a cell with an accessory, and what it does.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var cell: String
        var point: (Double, Double)
        var actions = CellAccessoryTests.both
        /// `selected` in the answer.
        var selected: Bool
        /// `accessory.kind`, or nil when the answer has no `accessory`.
        var kind: String?
        var tookTap = false
        var delegateCalled = false
        /// The last step of the path: the delegate method that ran, or nil for none.
        var lastMethod: String?
        /// Words the selection's `reason` holds.
        var reason: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a tap on the detail button calls accessoryButtonTappedForRowWith and does not select "
                + "(UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:) documentation)",
            cell: #""accessoryType": "detailButton""#, point: (363, 130), selected: false, kind: "detailButton",
            tookTap: true, delegateCalled: true, lastMethod: "tableView(_:accessoryButtonTappedForRowWith:)",
            reason: "the detail button of the cell's accessory: UITableView 'table' calls "
                + "tableView(_:accessoryButtonTappedForRowWith:) on its delegate ListViewController 'list' and does not "
                + "select the row of UITableViewCell 'cell'."),
        Case(
            name: "a tap elsewhere in a cell with a detail button selects the row (UITableViewCell.accessoryType "
                + "documentation)",
            cell: #""accessoryType": "detailButton""#, point: (100, 130), selected: true,
            lastMethod: "tableView(_:didSelectRowAt:)", reason: "selects the row of UITableViewCell 'cell'"),
        Case(
            name: "the detail button of a detailDisclosureButton takes the tap "
                + "(UITableViewCell.AccessoryType.detailDisclosureButton documentation)",
            cell: #""accessoryType": "detailDisclosureButton""#, point: (340, 130), selected: false,
            kind: "detailButton", tookTap: true, delegateCalled: true,
            lastMethod: "tableView(_:accessoryButtonTappedForRowWith:)", reason: "does not select"),
        Case(
            name: "the chevron of a detailDisclosureButton is a drawing: the row is selected",
            cell: #""accessoryType": "detailDisclosureButton""#, point: (368, 130), selected: true,
            lastMethod: "tableView(_:didSelectRowAt:)", reason: "selects the row"),
        Case(
            name: "a disclosure indicator is a drawing: a tap on it selects the row "
                + "(UITableViewCell.AccessoryType.disclosureIndicator documentation)",
            cell: #""accessoryType": "disclosureIndicator""#, point: (368, 130), selected: true,
            lastMethod: "tableView(_:didSelectRowAt:)", reason: "selects the row"),
        Case(
            name: "a checkmark is a drawing: a tap on it selects the row",
            cell: #""accessoryType": "checkmark""#, point: (367, 130), selected: true,
            lastMethod: "tableView(_:didSelectRowAt:)", reason: "selects the row"),
        Case(
            name: "a delegate without accessoryButtonTappedForRowWith: the tap on the detail button runs nothing",
            cell: #""accessoryType": "detailButton""#, point: (363, 130), actions: didSelectOnly, selected: false,
            kind: "detailButton", tookTap: true,
            reason: "which does not implement it, so nothing runs, and the row of UITableViewCell 'cell' is not "
                + "selected."),
        Case(
            name:
                "an accessoryView that is a control takes its own tap with its targets (UITableViewCell.accessoryView "
                + "documentation)",
            cell: #""accessoryView": {"id": "toggle", "class": "UISwitch", "frame": {"width": 51, "height": 31}, "#
                + #""targets": [{"event": "valueChanged", "target": "list", "action": "toggled:"}]}"#,
            point: (340, 130), actions: both + #", "toggled:": true"#, selected: false, kind: "control", tookTap: true,
            reason: "UISwitch 'toggle', in the cell's accessoryView, is a control: it took the tap itself"),
        Case(
            name: "an accessoryView that is no control lets the tap select the row",
            cell: #""accessoryView": {"id": "badge", "frame": {"width": 30, "height": 20}}"#, point: (355, 130),
            selected: true, kind: "view", lastMethod: "tableView(_:didSelectRowAt:)",
            reason: "UIView 'badge' is the accessoryView of UITableViewCell 'cell' and is not a control, so the touch "
                + "went on to the cell."),
        Case(
            name: "an accessoryView replaces accessoryType: no detail button (UITableViewCell.accessoryView "
                + "documentation)",
            cell: #""accessoryType": "detailButton", "accessoryView": {"id": "badge", "frame": {"width": 30, "#
                + #""height": 20}}"#,
            point: (363, 130), selected: true, kind: "view", lastMethod: "tableView(_:didSelectRowAt:)",
            reason: "selects the row"),
    ]

    @Test(arguments: cases)
    func aTapOnACellWithAnAccessory(_ example: Case) throws {
        let result = try Self.result(Self.answer(cell: example.cell, at: example.point, actions: example.actions))
        let selection = try #require(result["selection"] as? [String: Any])
        #expect(selection["selected"] as? Bool == example.selected)
        let accessory = selection["accessory"] as? [String: Any]
        #expect(accessory?["kind"] as? String == example.kind)
        if example.kind != nil {
            #expect(accessory?["tookTap"] as? Bool == example.tookTap)
            #expect(accessory?["delegateCalled"] as? Bool == example.delegateCalled)
        }
        let reason = selection["reason"] as? String ?? ""
        #expect(reason.contains(example.reason), "\(reason)")
        let path = result["path"] as? [[String: Any]] ?? []
        let methods = path.compactMap { $0["method"] as? String }
        let delegateMethods = methods.filter { $0.hasPrefix("tableView(") }
        #expect(delegateMethods == (example.lastMethod.map { [$0] } ?? []))
        // UIKit's chevron and checkmark are drawings on purpose, and the accessory is no content view.
        #expect(!Self.codes(result).contains("interactionDisabled"))
        for diagnostic in result["diagnostics"] as? [[String: Any]] ?? []
        where diagnostic["code"] as? String == "cellContentViewSynthesized" {
            #expect(
                (diagnostic["message"] as? String)?.contains("UITableViewCellContentView 'cell.contentView'") == true)
        }
    }

    /// The audit of a table whose cells show each accessory: the chevron and the checkmark are no views the app
    /// meant to be tapped, and the detail button runs its delegate's method, so nothing worse than an info remains
    /// but the detail button's highlight held back by the table (delaysContentTouches, as for any control in a cell).
    @Test func anAuditOfCellsWithEveryAccessoryFindsNoUnreachableDrawing() throws {
        let cells = AccessoryType.allCases.enumerated().map { index, type in
            #"{"id": "\#(type.rawValue)", "class": "UITableViewCell", "accessoryType": "\#(type.rawValue)", "#
                + #""frame": {"x": 0, "y": \#(index * 60), "width": 390, "height": 60}}"#
        }
        let app = """
            {"scenes": [{"windows": [{"rootViewController": {"id": "list", "class": "ListViewController",
              "actions": {\(Self.both)}, "view": {"id": "listView", "subviews": [
                {"id": "table", "class": "UITableView", "delegate": "list", "subviews": [\(cells.joined(separator: ","))]}
              ]}}}]}]}
            """
        let response = try ResponderService.audit(body: Array(#"{"app": \#(app)}"#.utf8))
        let serious = response.findings.filter { $0.severity != "info" }.map(\.code)
        #expect(Set(serious).isSubset(of: ["contentTouchesDelayed"]), "\(serious)")
        #expect(!response.findings.contains { $0.code == "interactionDisabled" })
    }

    /// The accessory sits at the trailing edge, 16 points in, vertically centred; the content view ends where it
    /// begins (UITableViewCell.accessoryType documentation: the content view shrinks for the accessory).
    @Test(
        arguments: [
            ("none", nil, 390.0),
            ("disclosureIndicator", [363.5, 123, 10.5, 14], 363.5),
            ("checkmark", [360, 123, 14, 14], 360),
            ("detailButton", [352, 119, 22, 22], 352),
            ("detailDisclosureButton", [329.5, 119, 44.5, 22], 329.5),
        ] as [(String, [Double]?, Double)])
    func theAccessorySitsAtTheTrailingEdgeAndTheContentViewEndsWhereItBegins(
        _ type: String, _ frame: [Double]?, _ contentWidth: Double
    ) throws {
        let answer = try Self.answer(cell: #""accessoryType": "\#(type)""#, at: (100, 130))
        #expect(Self.frame(of: "cell.accessory", in: answer) == frame)
        #expect(Self.frame(of: "cell.contentView", in: answer) == [0, 100, contentWidth, 60])
    }

    @Test func aDescribedAccessoryViewKeepsItsSizeAndGetsItsPlace() throws {
        let answer = try Self.answer(
            cell: #""subviews": [{"id": "title", "class": "UILabel"}], "accessoryView": {"id": "toggle", "#
                + #""class": "UISwitch", "frame": {"x": 5, "y": 5, "width": 51, "height": 31}}"#,
            at: (100, 130))
        #expect(Self.frame(of: "toggle", in: answer) == [323, 114.5, 51, 31])
        #expect(Self.frame(of: "cell.contentView", in: answer) == [0, 100, 323, 60])
        // The accessory view stays the cell's own subview; the cell's other subviews go into the content view.
        let views = (answer["layout"] as? [String: Any])?["views"] as? [[String: Any]] ?? []
        let parent = { (id: String) in views.first { $0["id"] as? String == id }?["parent"] as? String }
        #expect(parent("toggle") == "cell")
        #expect(parent("title") == "cell.contentView")
    }

    /// The warning when a tap on the detail button runs nothing, in each language, with its verified fix: the
    /// delegate implements `tableView(_:accessoryButtonTappedForRowWith:)`.
    @Test(arguments: Language.offered)
    func aDetailButtonWhoseDelegateMissesTheMethodIsAWarningWithAVerifiedFix(_ language: Language) throws {
        let result = try Self.result(
            Self.answer(
                cell: #""accessoryType": "detailButton""#, at: (363, 130), actions: Self.didSelectOnly,
                language: language))
        let diagnostic = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "accessoryButtonUnhandled" })
        #expect(diagnostic["severity"] as? String == "warning")
        let message = diagnostic["message"] as? String ?? ""
        #expect(message.contains("tableView(_:accessoryButtonTappedForRowWith:)"))
        #expect(message.contains("ListViewController 'list'"))
        #expect(message.contains("tableView(_:didSelectRowAt:)"))
        if language == .english {
            #expect(
                message
                    == "The tap is on _UITableCellAccessoryButton 'cell.accessory', the detail button of "
                    + "UITableViewCell 'cell''s accessory. A tap on it does not select the row: UITableView 'table' "
                    + "calls tableView(_:accessoryButtonTappedForRowWith:) on its delegate instead, and "
                    + "ListViewController 'list' does not implement it, so nothing of the app runs. "
                    + "ListViewController 'list''s tableView(_:didSelectRowAt:) does not run either.")
        }
        let fix = try #require(diagnostic["fix"] as? [String: Any], "\(diagnostic)")
        #expect(fix["change"] as? String == "implementAction")
        #expect((fix["verified"] as? [String: Any])?["cured"] as? Bool == true)
    }

    @Test func aTableWithoutADelegateHasNoFixForTheDetailButton() throws {
        let body = """
            {"app": {"scenes": [{"windows": [{"subviews": [{"id": "table", "class": "UITableView", "subviews": [
              {"id": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 100, "width": 390, "height": 60},
               "accessoryType": "detailButton"}]}]}]}]},
             "event": {"type": "touch", "point": {"x": 363, "y": 130}}}
            """
        let bytes = try ResponderService.dispatchAnswer(body: Array(body.utf8))
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let result = try Self.result(answer)
        let diagnostic = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "accessoryButtonUnhandled" })
        #expect((diagnostic["noFix"] as? [String: Any])?["reason"] as? String == "appCode")
        #expect((diagnostic["message"] as? String)?.contains("it has no delegate") == true)
        let selection = try #require(result["selection"] as? [String: Any])
        #expect(selection["selected"] as? Bool == false)
    }

    @Test func aDetailButtonTapThatRunsTheDelegateHasNoWarning() throws {
        let result = try Self.result(Self.answer(cell: #""accessoryType": "detailButton""#, at: (363, 130)))
        #expect(!Self.codes(result).contains("accessoryButtonUnhandled"))
        #expect(result["outcome"] as? String == "handled")
    }
}
