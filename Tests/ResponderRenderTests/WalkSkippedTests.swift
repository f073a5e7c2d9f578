import ResponderCore
import ResponderModel
import Testing

@testable import ResponderRender

/// A nil-targeted action walks from the first responder, or the key window when nothing is focused (UIKit's
/// documentation: "Using responders and the responder chain to handle events"; UIApplication.sendAction(_:to:from:for:)),
/// so a controller that implements the action but is not on that walk never sees it. The picture draws such a
/// controller as a rung of its own below the walk's, dashed, unnumbered, joined to its root view and labelled as
/// skipped, with no arrow leading to it.
@Suite struct WalkSkippedTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var example: String
        var event: Int
        /// The controller drawn as skipped, or nil when the walk reaches every controller that implements it.
        var skipped: String?
        var testDescription: String { "\(example) event \(event)" }
    }

    static let cases: [Case] = [
        Case(example: "bar-button-nil-target", event: 0, skipped: "editor"),
        // Once the field is first responder, the walk passes the editor, which performs it.
        Case(example: "bar-button-nil-target", event: 2, skipped: nil),
        Case(example: "delete-button", event: 0, skipped: nil),
    ]

    @Test(arguments: cases)
    func theSkippedControllerHasARungLabelledSkipped(_ test: Case) throws {
        let document = try DiagramDocument(example: test.example, event: test.event)
        let rungs = document.elements.indices.filter { document.elements[$0].classes.contains("walk-skipped") }
        guard let skipped = test.skipped else {
            #expect(rungs.isEmpty)
            return
        }
        #expect(rungs.count == 1)
        let rung = try #require(rungs.first)
        #expect(document.elements[rung].attributes["data-id"] == skipped)
        #expect(document.elements[rung].attributes["data-link"] == nil)
        let texts = document.elements.indices.filter { document.isDescendant($0, of: rung) }
            .map { document.elements[$0] }
        let label = texts.filter { $0.name == "tspan" }.map(\.text).joined(separator: " ")
        #expect(label.contains("skipped: implements save:, but this walk never reaches it"), "\(label)")
        // Joined to its controller's root view by a leader, and no arrow leads to it.
        #expect(texts.contains { $0.classes.first == "leader" })
        let links = document.scene.chain?.links.count ?? 0
        #expect(document.elements(classed: "chain-link").count == max(links - 1, 0))
    }
}

extension DiagramDocument {
    /// Whether the element at `index` lies inside the element at `ancestor`.
    func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current = elements[index].parent
        while let node = current {
            if node == ancestor { return true }
            current = elements[node].parent
        }
        return false
    }
}
