import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// A controller's `navigationItem.searchController`: its search bar at the top of the controller's view, its text
/// field first responder while the search is active, and where a tap below the bar goes. Each case is a request as a
/// client sends it (a list whose `row` button sends `open(_:)`, with a search controller), one tap, and what the
/// answer must say, with the source that shows the behaviour.
@Suite struct SearchControllerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Apple's documentation page (or public report) that shows the behaviour.
        var source: String
        /// The search controller's fields.
        var search: String
        var tap: Point
        var profile = "runtime"
        var hitView: String
        var outcome: String
        var code: String?
        var severity: String?
        var change: String?
        /// Whether the search controller has a `searchResultsController` whose `result` button is at the tap.
        var results = false
        var testDescription: String { name }
    }

    static let row = Point(x: 70, y: 322)
    static let dimming = "list.searchController.dimmingView"

    static let cases: [Case] = [
        Case(
            name: "an active search obscuring the content takes a tap on a row and ends the search",
            source:
                "UISearchController.obscuresBackgroundDuringPresentation and isActive documentation; public report: "
                + "zenn.dev/ykws/articles/ios15-search-controller (a tap on the grey mask ends the search, as Cancel)",
            search: #""isActive": true"#, tap: row, hitView: dimming, outcome: "takenByDimmingView",
            code: "searchDimmingTookTap", severity: "warning", change: "unobscureSearch"),
        Case(
            name: "a tap on the dimmed background with no control under it ends the search, as a user expects",
            source: "UISearchController.isActive documentation",
            search: #""isActive": true, "obscuresBackgroundDuringPresentation": true"#,
            tap: Point(x: 300, y: 700), hitView: dimming, outcome: "takenByDimmingView",
            code: "searchDimmingTookTap", severity: "info"),
        Case(
            name: "an active search that does not obscure the content lets the tap reach the row",
            source:
                "UISearchController.obscuresBackgroundDuringPresentation documentation (false: the search controller "
                + "doesn't obscure the original view controller); public report: newbedev.com/double-tap-necessary-to-"
                + "select-tableview-item-with-search-bar",
            search: #""isActive": true, "obscuresBackgroundDuringPresentation": false"#, tap: row, hitView: "row",
            outcome: "handled"),
        Case(
            name: "an inactive search has no dimming view: the tap reaches the row",
            source: "UISearchController.isActive documentation",
            search: #""isActive": false"#, tap: row, hitView: "row", outcome: "handled"),
        Case(
            name: "the documented profile inserts no dimming view: the tap reaches the row",
            source: "UISearchController.obscuresBackgroundDuringPresentation documentation (the dimming view is "
                + "UIKit's private view)",
            search: #""isActive": true"#, tap: row, profile: "documented", hitView: "row", outcome: "handled"),
        Case(
            name: "a tap on the search bar's text field is the text field's",
            source: "UISearchController.searchBar documentation (UISearchBar's searchTextField)",
            search: #""isActive": true"#, tap: Point(x: 100, y: 70),
            hitView: "list.searchController.searchBar.searchTextField", outcome: "handled"),
        Case(
            name: "an active search that does not obscure the content lets the tap reach the results controller's view",
            source: "UISearchController.searchResultsController documentation (the search controller displays it) and "
                + "obscuresBackgroundDuringPresentation documentation",
            search: #""isActive": true, "obscuresBackgroundDuringPresentation": false"#, tap: row, hitView: "result",
            outcome: "handled", results: true),
        Case(
            name: "an active search obscuring the content takes a tap meant for the results controller's view",
            source: "UISearchController.obscuresBackgroundDuringPresentation and searchResultsController documentation",
            search: #""isActive": true"#, tap: row, hitView: dimming, outcome: "takenByDimmingView",
            code: "searchDimmingTookTap", severity: "warning", change: "unobscureSearch", results: true),
        Case(
            name: "an inactive search shows no results controller: the tap reaches the row",
            source: "UISearchController.isActive and searchResultsController documentation",
            search: #""isActive": false"#, tap: row, hitView: "row", outcome: "handled", results: true),
    ]

    /// The results controller: its `result` button where the list's `row` is, below the search bar (y 103).
    static let resultsController =
        #", "searchResultsController": {"id": "results", "actions": {"show(_:)": true}, "view": {"id": "resultsView", "#
        + #""subviews": [{"id": "result", "class": "UIButton", "frame": {"x": 20, "y": 197, "width": 100, "height": "#
        + #"44}, "targets": [{"event": "touchUpInside", "target": "results", "action": "show(_:)"}]}]}}"#

    static func request(_ test: Case, events: String? = nil) -> [UInt8] {
        let event = #"{"type": "touch", "point": {"x": \#(test.tap.x), "y": \#(test.tap.y)}}"#
        let body = """
            {"profile": "\(test.profile)", "app": {"scenes": [{"windows": [{"frame": {"x": 0, "y": 0, \
            "width": 390, "height": 844}, "rootViewController": {"id": "list", "actions": {"open(_:)": true}, \
            "searchController": {\(test.search)\(test.results ? resultsController : "")}, "view": {"id": "listView", "subviews": [{"id": "row", "class": \
            "UIButton", "frame": {"x": 20, "y": 300, "width": 100, "height": 44}, "targets": [{"event": \
            "touchUpInside", "target": "list", "action": "open(_:)"}]}]}}}]}]}, \
            "events": [\(events ?? event)]}
            """
        return Array(body.utf8)
    }

    @Test(arguments: cases)
    func aTapUnderAnActiveSearchGoesWhereUIKitSendsIt(_ test: Case) throws {
        let answer = try FixTests.answer(Self.request(test))
        let result = try #require(FixTests.results(answer).first)
        let hit = ((result["hitTest"] as? [[String: Any]])?.first)?["hitView"]
        #expect(FixTests.id(hit) == test.hitView, "\(test.source)")
        #expect(result["outcome"] as? String == test.outcome, "\(test.source)")
        let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
        let about = diagnostics.filter { $0["code"] as? String == "searchDimmingTookTap" }
        #expect(about.compactMap { $0["code"] as? String } == (test.code.map { [$0] } ?? []), "\(test.source)")
        if let diagnostic = about.first {
            #expect(diagnostic["severity"] as? String == test.severity)
            let fix = diagnostic["fix"] as? [String: Any]
            #expect(fix?["change"] as? String == test.change)
        }
    }

    /// The fix, applied to the request as it was sent, lets the tap through to the row: its action runs.
    @Test func theFixLetsTheTapReachTheRow() throws {
        let test = Self.cases[0]
        let body = Self.request(test)
        let answer = try FixTests.answer(body)
        let (_, _, fix) = try #require(
            FixTests.fixes(in: answer).first { $0.fix["change"] as? String == "unobscureSearch" })
        let patched = try FixTests.apply(
            try #require(fix["patch"] as? [[String: Any]]), to: try JSONSerialization.jsonObject(with: Data(body)))
        let again = try FixTests.answer(Array(try JSONSerialization.data(withJSONObject: patched)), fixes: false)
        let result = try #require(FixTests.results(again).first)
        #expect(FixTests.id(((result["hitTest"] as? [[String: Any]])?.first)?["hitView"]) == "row")
        #expect(result["outcome"] as? String == "handled")
        let verified = try #require(fix["verified"] as? [String: Any])
        #expect(verified["cured"] as? Bool == true)
    }

    /// The words a user reads, in English: what took the tap, the search it ended, and the change that lets it
    /// through, in Swift and Objective-C with the app's names.
    @Test func theWarningSaysTheSearchEndedAndHowToLetTheTapThrough() throws {
        let answer = try FixTests.answer(Self.request(Self.cases[0]))
        let result = try #require(FixTests.results(answer).first)
        let diagnostic = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "searchDimmingTookTap" })
        #expect(
            diagnostic["message"] as? String
                == "The tap landed below the search bar of the active search controller of UIViewController 'list', on "
                + "its dimming view UIDimmingView 'list.searchController.dimmingView' "
                + "(obscuresBackgroundDuringPresentation is true), which took it and ended the search: isActive is now "
                + "false; UIButton 'row' under it got nothing.")
        #expect(
            diagnostic["hint"] as? String
                == "Set searchController.obscuresBackgroundDuringPresentation = false: then no dimming view covers the "
                + "content while searching, and a tap there reaches UIButton 'row'.")
        let fix = try #require(diagnostic["fix"] as? [String: Any])
        #expect(
            fix["swift"] as? String
                == "list.navigationItem.searchController?.obscuresBackgroundDuringPresentation = false")
        #expect(
            fix["objc"] as? String == "list.navigationItem.searchController.obscuresBackgroundDuringPresentation = NO;")
        let patch = try #require(fix["patch"] as? [[String: Any]])
        #expect(
            patch.first?["path"] as? String
                == "/app/scenes/0/windows/0/rootViewController/searchController/obscuresBackgroundDuringPresentation")
        #expect(
            (result["summary"] as? String)
                == "The search dimming view of UIViewController 'list' took the tap: it ended the search.")
        let steps = (result["path"] as? [[String: Any]] ?? []).compactMap { $0["note"] as? String }
        #expect(steps.contains { $0.hasPrefix("The dimming view took the tap and ended the search of") })
    }

    /// A tap on the dimming view ends the search for the events after it: the next tap reaches the row, and a press
    /// no longer starts at the search text field.
    @Test func theSearchStaysEndedForTheEventsAfter() throws {
        let tap = #"{"type": "touch", "point": {"x": 70, "y": 322}}"#
        let body = Self.request(Self.cases[0], events: "\(tap), \(tap)")
        let results = FixTests.results(try FixTests.answer(body, fixes: false))
        try #require(results.count == 2)
        #expect(results[0]["outcome"] as? String == "takenByDimmingView")
        #expect(results[1]["outcome"] as? String == "handled")
        #expect(FixTests.id(((results[1]["hitTest"] as? [[String: Any]])?.first)?["hitView"]) == "row")
    }

    /// While the search is active its text field is first responder: a press starts there (UISearchController.isActive
    /// documentation: the search bar is first responder while the search is active).
    @Test func aPressStartsAtTheSearchTextFieldWhileTheSearchIsActive() throws {
        let press = #"{"type": "press", "key": "return"}"#
        let active = FixTests.results(try FixTests.answer(Self.request(Self.cases[0], events: press), fixes: false))
        let start = active.first?["start"] as? [String: Any]
        #expect(FixTests.id(start?["responder"]) == "list.searchController.searchBar.searchTextField")
        #expect(start?["reason"] as? String == "firstResponder")
        let idle = FixTests.results(try FixTests.answer(Self.request(Self.cases[3], events: press), fixes: false))
        #expect(
            FixTests.id((idle.first?["start"] as? [String: Any])?["responder"])
                != "list.searchController.searchBar.searchTextField")
    }

    /// On top of a navigation stack the search bar sits under the navigation bar (y 91 to 147): a tap at y 120 is on
    /// its text field, a tap at y 70 on the navigation bar.
    @Test func onANavigationStackTheSearchBarIsUnderTheNavigationBar() throws {
        func hit(_ y: Double) throws -> String? {
            let body =
                #"{"app": {"scenes": [{"windows": [{"frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "#
                + #""rootViewController": {"id": "nav", "class": "UINavigationController", "viewControllers": "#
                + #"[{"id": "list", "searchController": {"isActive": true}}]}}]}]}, "event": {"type": "touch", "#
                + #""point": {"x": 195, "y": \#(y)}}}"#
            let result = FixTests.results(try FixTests.answer(Array(body.utf8), fixes: false)).first
            return FixTests.id(((result?["hitTest"] as? [[String: Any]])?.first)?["hitView"])
        }
        #expect(try hit(120) == "list.searchController.searchBar.searchTextField")
        #expect(try hit(70) == "nav.navigationBar")
    }

    /// Every language says it, with the ids as they are.
    @Test(arguments: Language.offered)
    func theWarningIsWordedInEveryLanguage(_ language: Language) throws {
        for test in Self.cases where test.code != nil {
            let (result, diagnostic) = try FixTests.worded(Self.request(test), code: test.code, in: language)
            let message = diagnostic["message"] as? String ?? ""
            #expect(message.contains("'list'"), "\(language) \(test.name): \(message)")
            #expect(!(diagnostic["hint"] as? String ?? "").isEmpty)
            #expect(!(result["summary"] as? String ?? "").isEmpty)
            if language != .english {
                #expect(!message.contains("The tap"), "\(language): \(message)")
            }
        }
    }
}
