import ResponderCore
import Testing

@testable import ResponderRender

/// What the diagram draws of an event besides hit-testing and the chain: a nil-targeted action's walk as the
/// ladder, from where it starts to who performed it; who performed an action; gesture recognizers on their views
/// with their outcomes; and a moving finger's path from where it lands to where it lifts.
@Suite struct GestureDrawingTests {
    /// The ids of the ladder's rungs, in order.
    static func rungs(_ document: DiagramDocument) -> [String] {
        document.elements(classed: "rung").compactMap { $0.attributes["data-id"] }
    }

    /// The text of the `<title>` inside the first element classed `first` with `data-id` `id`.
    static func title(_ document: DiagramDocument, classed first: String, id: String) -> String? {
        guard
            let index = document.elements.indices.first(where: {
                document.elements[$0].classes.first.map(String.init) == first
                    && document.elements[$0].attributes["data-id"] == id
            })
        else { return nil }
        return document.children(of: index).first { $0.name == "title" }?.text
    }

    @Test func aNilTargetedActionsWalkIsTheLadderFromWhereItStarts() throws {
        // The bar button's action starts at the key window (no first responder) and nobody performs it: the
        // ladder follows the walk, not the bar button's own chain.
        let document = try DiagramDocument(example: "bar-button-nil-target")
        #expect(Self.rungs(document) == ["window", "scene", "application", "appDelegate"])
        #expect(document.svg.contains("save: walks the responder chain"))
        let first = try #require(Self.title(document, classed: "rung", id: "window"))
        #expect(first.contains("save: not implemented"))
        let last = try #require(Self.title(document, classed: "rung", id: "appDelegate"))
        #expect(last.contains("nobody performed it: the action is discarded"))
    }

    @Test func aWalkFromAResponderEndsAtWhoPerformedIt() throws {
        let document = try DiagramDocument(example: "message-view-archive")
        let rungs = Self.rungs(document)
        #expect(rungs.first == "messageView" && rungs.last == "inbox")
        #expect(rungs == ["messageView", "cell.contentView", "cell", "table", "inboxView", "inbox"])
        let performer = try #require(document.elements(classed: "rung").first { $0.attributes["data-id"] == "inbox" })
        #expect(performer.classes.contains("performer"))
        #expect(document.elements.contains { $0.attributes["data-role"] == "performer" })
        let title = try #require(Self.title(document, classed: "rung", id: "inbox"))
        #expect(title.contains("archiveMessage: performed here"))
    }

    @Test func theTargetOfATargetActionIsMarkedAsThePerformer() throws {
        // The touch's chain stays the ladder; the controller that performed deleteTapped: is marked on it.
        let document = try DiagramDocument(example: "delete-button")
        #expect(Self.rungs(document).first == "deleteButton")
        let inbox = try #require(document.elements(classed: "rung").first { $0.attributes["data-id"] == "inbox" })
        #expect(inbox.classes.contains("performer"))
        #expect(document.svg.contains("performed the action"))
    }

    @Test func recognizersAreBadgedOnTheirViewsWithTheirOutcomes() throws {
        let document = try DiagramDocument(example: "tap-gesture-vs-button")
        let badges = document.elements(classed: "recognizer")
        #expect(badges.count == 2, "one on the screen, one in the list")
        let onScreen = try #require(badges.first { $0.attributes["data-view"] != nil })
        #expect(onScreen.attributes["data-view"] == "card")
        #expect(onScreen.attributes["data-recognizer"] == "cardTap")
        #expect(onScreen.classes.contains("outcome-preventedByControl"))
        #expect(document.svg.contains("UITapGestureRecognizer 'cardTap' on UIView 'card': preventedByControl"))
        // The badge sits inside the card's outline, at its top right corner.
        let card = try #require(document.outlines.first { $0.id == "card" })
        let box = try #require(document.elements.first { $0.attributes["class"] == "recognizer-badge" })
        let x = try #require(box.number("x"))
        let y = try #require(box.number("y"))
        #expect(x >= card.points.map(\.x).min()! && x <= card.points.map(\.x).max()!)
        #expect(y >= card.points.map(\.y).min()! && y <= card.points.map(\.y).max()!)
    }

    @Test func aRecognizedGestureIsBadgedRecognized() throws {
        let document = try DiagramDocument(example: "tap-gesture-steals-custom-view")
        let badge = try #require(document.elements(classed: "recognizer").first { $0.attributes["data-view"] != nil })
        #expect(badge.classes.contains("outcome-recognized"))
    }

    @Test func aMovingFingersPathIsDrawnFromWhereItLandsToWhereItLifts() throws {
        let document = try DiagramDocument(example: "drag-off-button-cancels")
        guard case .touch(let event) = try #require(document.scene.result).event else {
            Issue.record("not a touch")
            return
        }
        let touch = event.touches[0]
        let line = try #require(document.elements(classed: "touch-line").first)
        let points = (line.attributes["points"] ?? "").split(separator: " ").map { pair in
            pair.split(separator: ",").compactMap { Double($0) }
        }
        let landed = try #require(document.scene.result?.touches.first?.trace.point)
        #expect(points.first == [landed.x, landed.y])
        #expect(points.last == [touch.endPoint.x, touch.endPoint.y])
        #expect(points.count == touch.moves.count + 1)
        #expect(document.elements.contains { $0.attributes["data-role"] == "touch-path" })
        // A tap in place draws no path.
        let tap = try DiagramDocument(example: "delete-button")
        #expect(!tap.svg.contains("touch-line\" points"))
        #expect(!tap.elements.contains { $0.attributes["data-role"] == "touch-path" })
    }
}
