import ResponderCore
import ResponderModel
import Testing

@testable import ResponderRender

/// The responder chain drawn as a ladder beside the screen: a rung per link in chain order, short arrows between
/// them that never cross, and a leader from each rung of a view to that view's outline.
@Suite struct LadderTests {
    /// Whether two segments share a point (touching counts).
    static func intersect(_ a: (Point, Point), _ b: (Point, Point)) -> Bool {
        func orientation(_ p: Point, _ q: Point, _ r: Point) -> Double {
            (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
        }
        func onSegment(_ p: Point, _ q: Point, _ r: Point) -> Bool {
            min(p.x, q.x) <= r.x && r.x <= max(p.x, q.x) && min(p.y, q.y) <= r.y && r.y <= max(p.y, q.y)
        }
        let (d1, d2) = (orientation(b.0, b.1, a.0), orientation(b.0, b.1, a.1))
        let (d3, d4) = (orientation(a.0, a.1, b.0), orientation(a.0, a.1, b.1))
        if (d1 > 0 && d2 < 0 || d1 < 0 && d2 > 0) && (d3 > 0 && d4 < 0 || d3 < 0 && d4 > 0) { return true }
        return d1 == 0 && onSegment(b.0, b.1, a.0) || d2 == 0 && onSegment(b.0, b.1, a.1)
            || d3 == 0 && onSegment(a.0, a.1, b.0) || d4 == 0 && onSegment(a.0, a.1, b.1)
    }

    static func segment(_ line: DiagramDocument.Element) -> (Point, Point) {
        (
            Point(x: line.number("x1") ?? .nan, y: line.number("y1") ?? .nan),
            Point(x: line.number("x2") ?? .nan, y: line.number("y2") ?? .nan)
        )
    }

    /// A rung's box.
    static func box(of rung: Int, in document: DiagramDocument) throws -> Rect {
        let rect = try #require(document.children(of: rung).first { $0.name == "rect" })
        return Rect(
            x: rect.number("x") ?? .nan, y: rect.number("y") ?? .nan, width: rect.number("width") ?? .nan,
            height: rect.number("height") ?? .nan)
    }

    @Test(arguments: Example.all.map(\.name))
    func rungsFollowTheChainInOrderDownTheLadder(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        let rungs = document.elements.indices.filter { document.elements[$0].classes.first == "rung" }
        #expect(
            rungs.map { document.elements[$0].attributes["data-link"] } == document.links.indices.map { "\($0 + 1)" })
        #expect(
            rungs.map { document.elements[$0].attributes["data-id"] }
                == document.links.map { document.scene.app[$0.responder].id })
        var above: Rect?
        for rung in rungs {
            let box = try Self.box(of: rung, in: document)
            if let above {
                #expect(box.minX == above.minX)
                #expect(box.minY >= above.maxY + Ladder.gap - 0.001, "\(name): rungs overlap or touch")
            }
            // Its number and its tooltip, which names the rule to the next link.
            let children = document.children(of: rung)
            let position = Int(document.elements[rung].attributes["data-link"] ?? "") ?? 0
            #expect(children.contains { $0.classes.first == "step-number" && $0.text == "\(position)" })
            let title = try #require(children.first { $0.name == "title" }).text
            #expect(
                title.hasPrefix(
                    "\(position). \(document.scene.app.displayName(of: document.links[position - 1].responder))"))
            if let rule = document.links[position - 1].rule { #expect(title.contains("next: \(rule.rawValue). ")) }
            above = box
        }
    }

    @Test(arguments: Example.all.map(\.name))
    func chainArrowsAreShortStraightAndNeverCross(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        let arrows = document.elements(classed: "chain-link").map(Self.segment)
        #expect(arrows.count == max(document.links.count - 1, 0))
        for (index, arrow) in arrows.enumerated() {
            #expect(arrow.0.x == arrow.1.x, "\(name): arrow \(index + 1) is not vertical")
            #expect(arrow.1.y - arrow.0.y > 0 && arrow.1.y - arrow.0.y <= Ladder.gap + 0.001)
            for other in arrows[(index + 1)...] {
                #expect(!Self.intersect(arrow, other), "\(name): arrows \(index + 1) and another cross")
            }
        }
    }

    @Test(arguments: Example.all.map(\.name))
    func eachRungOfAViewHasALeaderToItsOutlineAndNoOtherRungHasOne(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        let outlines = Dictionary(uniqueKeysWithValues: document.outlines.map { ($0.id, $0.points) })
        for rung in document.elements.indices where document.elements[rung].classes.first == "rung" {
            let id = document.elements[rung].attributes["data-id"] ?? ""
            let leaders = document.children(of: rung).filter { $0.classes.first == "leader" }
            guard let outline = outlines[id] else {
                #expect(leaders.isEmpty, "\(name): \(id) is not on the screen but has a leader")
                continue
            }
            let leader = try #require(leaders.first, "\(name): \(id) has no leader")
            let (start, end) = Self.segment(leader)
            #expect(start.x == (try Self.box(of: rung, in: document)).minX)
            // The leader ends on the view's outline as drawn.
            let nearest = try #require(Ladder.nearestPoint(on: outline, to: end))
            #expect(nearest.distance(to: end) < 0.001, "\(name): \(id)'s leader ends away from its view")
        }
    }

    @Test func theDeleteButtonsRungIsBesideTheButton() throws {
        let document = try DiagramDocument(example: "delete-button")
        let rung = try #require(document.elements.indices.first { document.elements[$0].classes.first == "rung" })
        #expect(document.elements[rung].attributes["data-id"] == "deleteButton")
        // Its leader barely crosses the gutter: the rung moved down to the button, as far as the eleven rungs after
        // it and the legend below them allow.
        let leader = Self.segment(try #require(document.children(of: rung).first { $0.classes.first == "leader" }))
        #expect(leader.0.distance(to: leader.1) <= Ladder.gutter + 20)
        // The controller's rung has no leader and says it is not on the screen.
        let controller = try #require(
            document.elements.first { $0.classes.first == "rung" && $0.attributes["data-id"] == "inbox" })
        #expect(controller.classes.contains("off-screen"))
    }

    @Test func rungsMoveDownToTheirViewsOnlyWhileTheRestStillFits() {
        let low = [Point(x: 0, y: 500), Point(x: 100, y: 500), Point(x: 100, y: 540), Point(x: 0, y: 540)]
        // Room to spare: the first rung is level with the middle of its 40-point view.
        let roomy = Ladder(responders: [1, 2], heights: [30, 30], outlines: [1: low], x: 140, top: 20, limit: 844)
        #expect(roomy.rungs[0].frame.midY == 520)
        #expect(roomy.rungs[0].anchor == Point(x: 100, y: 520))
        #expect(roomy.rungs[1].frame.minY == roomy.rungs[0].frame.maxY + Ladder.gap)
        #expect(roomy.rungs[1].anchor == nil)
        // Too little room below the view for the rungs after it: they end at the limit, and the first rung's
        // leader runs up to the view's nearest corner.
        let tight = Ladder(
            responders: [1, 2, 3], heights: [30, 30, 30], outlines: [1: low], x: 140, top: 20, limit: 600)
        #expect(tight.rungs[2].frame.maxY == 600)
        #expect(tight.rungs[0].frame.minY == 600 - 90 - 2 * Ladder.gap)
        // A chain longer than the room starts at the top.
        let long = Ladder(
            responders: Array(1...30), heights: Array(repeating: 30, count: 30), outlines: [1: low], x: 140, top: 20,
            limit: 600)
        #expect(long.rungs[0].frame.minY == 20)
        #expect(long.arrows.count == 29)
    }
}
