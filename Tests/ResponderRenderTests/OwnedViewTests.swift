import ResponderCore
import ResponderModel
import Testing

@testable import ResponderRender

/// The views UIKit inserts are named by what they belong to: three tab bar buttons read as their three tabs, not
/// three times `UITabBarButton`.
@Suite struct OwnedViewTests {
    /// A text element's words, its lines joined by spaces.
    static func words(of index: Int, in document: DiagramDocument) -> String {
        let lines = document.children(of: index).filter { $0.name == "tspan" }.map(\.text)
        return lines.isEmpty ? document.elements[index].text : lines.joined(separator: " ")
    }

    @Test func eachTabBarButtonIsLabelledByItsTab() throws {
        let document = try DiagramDocument(example: "tab-bar-selects-tab")
        var labels: [String: String] = [:]
        for (index, element) in document.elements.enumerated()
        where element.classes.first == "label" && element.attributes["data-id"]?.hasSuffix(".tabBarButton") == true {
            labels[element.attributes["data-id"]!] = Self.words(of: index, in: document)
        }
        // The tapped tab's label comes first (it is what the lesson is about: outside it, the finger being on it),
        // then the tab bar's (which performs the action), in the search tab's room; the feed tab keeps its own.
        #expect(labels.keys.sorted() == ["feed.tabBarButton", "profile.tabBarButton"], "\(labels)")
        #expect(document.elements.contains { $0.classes.first == "label" && $0.attributes["data-id"] == "tabs.tabBar" })
        for (id, words) in labels {
            let tab = String(id.dropLast(".tabBarButton".count))
            #expect(words.contains("'\(tab)'"), "\(id) reads \(words)")
        }
        #expect(Set(labels.values).count == labels.count)
        // The tapped tab's rung, and its tooltip, which keeps its id.
        let rung = try #require(document.elements.indices.first { document.elements[$0].classes.first == "rung" })
        let children = document.children(of: rung)
        let label = try #require(
            document.elements.indices.first {
                document.elements[$0].parent == rung && document.elements[$0].classes.first == "label"
            })
        #expect(Self.words(of: label, in: document) == "UITabBarButton of 'profile'")
        #expect(
            children.first { $0.name == "title" }?.text.hasPrefix("1. UITabBarButton 'profile.tabBarButton'") == true)
        let view = try #require(
            document.elements.indices.first {
                document.elements[$0].classes.first == "view"
                    && document.elements[$0].attributes["data-id"] == "profile.tabBarButton"
            })
        #expect(
            document.children(of: view).first { $0.name == "title" }?.text.contains(
                "inserted by UIKit at run time for ProfileViewController 'profile'") == true)
    }

    @Test(arguments: Example.all.map(\.name))
    func everyRungOfAViewUIKitInsertedNamesWhatItBelongsTo(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        let app = document.scene.app
        for rung in document.elements.indices where document.elements[rung].classes.first == "rung" {
            let responder = try #require(app.index(of: document.elements[rung].attributes["data-id"] ?? ""))
            let label = try #require(
                document.elements.indices.first {
                    document.elements[$0].parent == rung && document.elements[$0].classes.first == "label"
                })
            let words = Self.words(of: label, in: document)
            if app[responder].isSynthesized, let owner = app[responder].synthesizedFor {
                let ownerName = app[owner].id.hasPrefix("/") ? app[owner].className : "'\(app[owner].id)'"
                // Wrapping may split a word across lines: compare without the spaces.
                #expect(
                    words.filter { $0 != " " } == "\(app[responder].className) of \(ownerName)".filter { $0 != " " },
                    "\(name): \(words)")
            } else {
                #expect(words.filter { $0 != " " } == app.displayName(of: responder).filter { $0 != " " })
            }
        }
    }
}
