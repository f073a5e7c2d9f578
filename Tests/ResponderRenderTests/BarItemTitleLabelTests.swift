import ResponderCore
import ResponderModel
import ResponderService
import Testing

@testable import ResponderRender

/// Each bar button item and each tab is labelled with its title when the request gives one (UIBarButtonItem.title,
/// UITabBarItem.title: Apple's documentation), and with today's name when it does not.
@Suite struct BarItemTitleLabelTests {
    /// A lesson, an event, a button and the title its label shows.
    struct Case: Sendable, CustomTestStringConvertible {
        var example: String
        var event: Int
        var id: String
        var title: String
        var testDescription: String { "\(example) event \(event): \(id)" }
    }

    static let cases: [Case] = [
        Case(example: "bar-button-nil-target", event: 0, id: "saveItem", title: "Save"),
        Case(example: "bar-button-nil-target", event: 2, id: "saveItem", title: "Save"),
        Case(example: "tab-bar-selects-tab", event: 0, id: "feed.tabBarButton", title: "Feed"),
        // search.tabBarButton is left unlabelled there: the tab bar's label, which names the performer, takes its box.
        Case(example: "tab-bar-selects-tab", event: 0, id: "profile.tabBarButton", title: "Profile"),
        Case(example: "raised-tab-bar-button", event: 0, id: "feed.tabBarButton", title: "Feed"),
        Case(example: "raised-tab-bar-button", event: 0, id: "profile.tabBarButton", title: "Profile"),
    ]

    /// The label's text of the responder with that id on the screen, its lines joined by spaces.
    static func label(_ document: DiagramDocument, id: String) -> String? {
        let index = document.elements.indices.first {
            document.elements[$0].classes.first == "label" && document.elements[$0].attributes["data-id"] == id
                && document.isInside($0, classed: "screen")
        }
        return index.map { index in
            let lines = document.children(of: index).filter { $0.name == "tspan" }.map(\.text)
            return lines.isEmpty ? document.elements[index].text : lines.joined(separator: " ")
        }
    }

    @Test(arguments: cases)
    func theButtonsLabelShowsItsTitle(_ test: Case) throws {
        let document = try DiagramDocument(example: test.example, event: test.event)
        let label = try #require(Self.label(document, id: test.id), "no label")
        #expect(label.hasPrefix("\"\(test.title)\""), "\(label)")
    }

    @Test func withoutATitleTheLabelIsTodays() throws {
        let example = try #require(Example.named("bar-button-nil-target"))
        let body = String(decoding: example.body, as: UTF8.self).replacingOccurrences(
            of: #""title": "Save", "#, with: "")
        #expect(!body.contains(#""Save""#))
        let scene = try ResponderService.diagramScene(dispatchBody: Array(body.utf8), limits: Limits(), event: 0)
        let document = try DiagramDocument(scene: scene)
        let label = try #require(Self.label(document, id: "saveItem"))
        #expect(!label.contains("\""), "\(label)")
        #expect(label.contains("saveItem"), "\(label)")
    }
}
