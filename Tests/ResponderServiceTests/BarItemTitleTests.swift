import Foundation
import ResponderCore
import ResponderModel
import ResponderService
import ResponderWords
import Testing

/// A bar button item's `title` (UIBarButtonItem.title, Apple's documentation) and a controller's
/// `tabBarItem.title` (UITabBarItem.title, Apple's documentation): the words the bar draws on the button, carried to
/// the answer's responder (`title`) and said in the text report where the item is named. A title changes no dispatch.
@Suite struct BarItemTitleTests {
    /// A request with a title, and the responder the event's handler should be, with that title.
    struct Case: Sendable, CustomTestStringConvertible {
        var source: String
        var body: String
        var handler: String
        var title: String?
        var testDescription: String { source }
    }

    static func navigation(item: String) -> String {
        """
        {"app": {"scenes": [{"windows": [{"rootViewController": {
          "id": "nav", "class": "UINavigationController",
          "viewControllers": [{"id": "list", "actions": {"add(_:)": true},
            "navigationItem": {"rightBarButtonItems": [\(item)]}}]}}]}]},
         "event": {"type": "touch", "point": {"x": 360, "y": 69}}}
        """
    }

    static func tabs(feed: String) -> String {
        """
        {"app": {"scenes": [{"windows": [{"rootViewController": {
          "id": "tabs", "class": "UITabBarController",
          "viewControllers": [{"id": "feed"\(feed)}, {"id": "profile", "tabBarItem": {"title": "Profile"}}]}}]}]},
         "event": {"type": "touch", "point": {"x": 97, "y": 785}}}
        """
    }

    static let cases: [Case] = [
        Case(
            source: "UIBarButtonItem.title (Apple's documentation)",
            body: navigation(item: #"{"id": "addItem", "title": "Add", "action": "add(_:)", "target": "list"}"#),
            handler: "addItem", title: "Add"),
        Case(
            source: "UIBarButtonItem.title absent: today's name",
            body: navigation(item: #"{"id": "addItem", "action": "add(_:)", "target": "list"}"#),
            handler: "addItem", title: nil),
        Case(
            source: "UITabBarItem.title (Apple's documentation)",
            body: tabs(feed: #", "tabBarItem": {"title": "Feed"}"#), handler: "feed.tabBarButton", title: "Feed"),
        Case(
            source: "UITabBarItem.title absent: today's name", body: tabs(feed: ""), handler: "feed.tabBarButton",
            title: nil),
    ]

    @Test(arguments: cases)
    func theTitleIsTheHandlersAndTheTextReportSaysIt(_ test: Case) throws {
        let response = try ResponderService.dispatch(body: Array(test.body.utf8))
        let handler = try #require(response.results.first?.handler)
        #expect(handler.id == test.handler)
        #expect(handler.title == test.title)
        let report = TextReport.render(response)
        if let title = test.title {
            #expect(report.contains("'\(test.handler)' (private) titled \"\(title)\""), "\(report)")
        } else {
            #expect(!report.contains("titled"), "\(report)")
        }
    }

    @Test func aTitleChangesNoDispatch() throws {
        let titled = try ResponderService.dispatch(body: Array(Self.cases[0].body.utf8)).results[0]
        let plain = try ResponderService.dispatch(body: Array(Self.cases[1].body.utf8)).results[0]
        #expect(titled.outcome == plain.outcome)
        #expect(titled.path.map(\.outcome) == plain.path.map(\.outcome))
        #expect(titled.actions?.first?.performedBy?.id == plain.actions?.first?.performedBy?.id)
    }

    @Test(arguments: Language.allCases)
    func everyLanguageNamesTheTitle(_ language: Language) throws {
        let response = try ResponderService.dispatch(body: Array(Self.cases[0].body.utf8))
        let name = TextReportWords.text(.privateName("_UIButtonBarButton 'addItem'"), in: language)
        let titled = TextReportWords.text(.titledName(name, title: "Add"), in: language)
        #expect(titled != name)
        #expect(TextReport.render(response, in: language).contains(titled), "\(titled)")
    }

    @Test func anEmptyTitleIsRefused() throws {
        let body = Self.navigation(item: #"{"id": "addItem", "title": "", "action": "add(_:)"}"#)
        let problem = try #require(throws: Problem.self) { try ResponderService.dispatch(body: Array(body.utf8)) }
        #expect(problem.problems.first?.pointer.hasSuffix("/rightBarButtonItems/0/title") == true)
    }
}
