import Foundation
import ResponderCore
import ResponderModel
import ResponderService
import Testing

@testable import ResponderRender

/// The label planner's rules for what a lesson is about: a name is never broken inside a word, the subject of every
/// lesson (its hit view, handler, performer, the control whose action is at stake, the key window) always has a
/// label, outside its view with a leader when it does not fit inside, and no line the screen draws crosses a label.
@Suite struct LabelPriorityTests {
    /// Every event of every example, as `name#event`.
    static let states: [String] = Example.all.flatMap { example -> [String] in
        let body = try? JSONSerialization.jsonObject(with: Data(example.body)) as? [String: Any]
        let events = (body?["events"] as? [Any])?.count ?? 1
        return (0..<events).map { "\(example.name)#\($0)" }
    }

    static func renderer(_ state: String) throws -> Renderer {
        let parts = state.split(separator: "#")
        let example = try #require(Example.named(String(parts[0])))
        let scene =
            example.endpoint == "/v1/chain"
            ? try ResponderService.diagramScene(chainBody: example.body, limits: Limits())
            : try ResponderService.diagramScene(dispatchBody: example.body, limits: Limits(), event: Int(parts[1]))
        return Renderer(scene: scene, limit: .max, ids: Diagram.defaultIDs)
    }

    @Test(arguments: states)
    func everyLabelBreaksOnlyWhereANameBreaksWell(_ state: String) throws {
        var renderer = try Self.renderer(state)
        let labels = renderer.labels
        for (responder, placement) in labels {
            let texts = renderer.labelTexts(of: responder)
            let joined = placement.lines.joined().filter { $0 != " " }
            let text = try #require(texts.first { $0.filter { $0 != " " } == joined }, "\(state): \(placement.lines)")
            #expect(LabelText.breaksWell(placement.lines, of: text), "\(state): \(placement.lines)")
        }
    }

    @Test(arguments: states)
    func theSubjectOfEveryLessonHasALabel(_ state: String) throws {
        let renderer = try Self.renderer(state)
        let drawn = Set(renderer.scene.layout.views.map(\.view) + renderer.scene.layout.windows.map(\.window))
        for subject in renderer.subjects where drawn.contains(subject) {
            #expect(
                renderer.labels[subject] != nil,
                "\(state): \(renderer.app.displayName(of: subject)) has no label: \(renderer.labels.values.map(\.lines))"
            )
        }
    }

    /// Every label lies on the screen the picture draws: a later event of a lesson is drawn as the events before it
    /// left the app, so the button on the page a drag turned to is labelled where it now is (before, the paging
    /// lesson's last event drew its scroll view on the first page and labelled the button it taps past the
    /// picture's edge).
    @Test(arguments: states)
    func everyLabelIsOnTheScreen(_ state: String) throws {
        let renderer = try Self.renderer(state)
        let screen = renderer.screen
        for (responder, placement) in renderer.labels {
            let frame = placement.frame
            #expect(
                frame.minX >= screen.minX - 0.5 && frame.maxX <= screen.maxX + 0.5 && frame.minY >= screen.minY - 0.5
                    && frame.maxY <= screen.maxY + 0.5,
                "\(state): the label of \(renderer.app.displayName(of: responder)), \(placement.lines), lies at \(frame)"
            )
        }
    }

    @Test func thePagingLessonDrawsItsLastTapOnThePageTheDragsTurnedTo() throws {
        let example = try #require(Example.named("paging-scroll-view-turns-pages"))
        let count = try #require(
            (JSONSerialization.jsonObject(with: Data(example.body)) as? [String: Any])?["events"] as? [Any]
        ).count
        let last = try Self.renderer("paging-scroll-view-turns-pages#\(count - 1)")
        let first = try Self.renderer("paging-scroll-view-turns-pages#0")
        let scroll = try #require(last.app.index(of: "tourPager"))
        #expect(last.app[scroll].boundsOrigin.x > 0)
        // The scroll view's subviews sit one page or more further left than before the drags.
        let moved = try #require(last.scene.layout.views.first { last.app[$0.view].superview == scroll })
        let before = try #require(first.scene.layout.views.first { $0.view == moved.view })
        #expect(moved.corners.boundingBox.minX < before.corners.boundingBox.minX)
    }

    @Test(arguments: states)
    func noLineOfTheScreenCrossesALabel(_ state: String) throws {
        let renderer = try Self.renderer(state)
        let lines = renderer.drawnLines() + renderer.labels.values.compactMap(\.leader)
        for (responder, placement) in renderer.labels {
            let crossing = lines.first { $0.crosses(placement.frame) }
            #expect(crossing == nil, "\(state): the label of \(responder), \(placement.lines), is crossed")
        }
    }

    @Test func aNameThatFitsOnlyBrokenInsideAWordFallsBackToAShorterText() {
        // 60 points wide: "'composeButton'" would break as "'compos / e / Button'" at best.
        let request = LabelPlan.Request(
            responder: 0, box: Rect(x: 0, y: 0, width: 66, height: 200), corner: .zero,
            texts: ["UIButton 'composeButton'", "Save"], z: 0)
        let placed = LabelPlan(requests: [request]).placements[0]
        #expect(placed?.lines == ["Save"])
        #expect(LabelText.lines("'composeButton'", width: 60).count > 2)
    }

    @Test func aSubjectTooSmallForItsNameIsLabelledOutsideWithALeader() throws {
        let button = Rect(x: 100, y: 100, width: 24, height: 24)
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        let finger = Rect(x: 99, y: 99, width: 26, height: 26)
        let subject = LabelPlan.Request(
            responder: 1, box: button, corner: button.origin, texts: ["UIButton 'closeButton'", "closeButton"], z: 1,
            isSubject: true)
        let other = LabelPlan.Request(
            responder: 2, box: button, corner: button.origin, texts: ["UIButton 'closeButton'"], z: 1)
        let plan = LabelPlan(requests: [subject], obstacles: [finger], area: screen)
        let placed = try #require(plan.placements[1])
        #expect(placed.lines == ["UIButton 'closeButton'"])
        let leader = try #require(placed.leader)
        // Below the button, joined to it.
        #expect(placed.frame.minY >= button.maxY)
        #expect(leader.to.y == button.maxY && leader.from.y == placed.frame.minY)
        // The same label, not a subject, is left to the tooltip.
        #expect(LabelPlan(requests: [other], obstacles: [finger], area: screen).placements[2] == nil)
    }

    @Test func aLabelMovesDownPastALineThatWouldCrossIt() throws {
        let box = Rect(x: 0, y: 0, width: 300, height: 100)
        let line = LabelPlan.Segment(from: Point(x: 50, y: 10), to: Point(x: 250, y: 10))
        let request = LabelPlan.Request(responder: 0, box: box, corner: .zero, texts: ["UIView 'card'"], z: 0)
        let placed = try #require(LabelPlan(requests: [request], lines: [line]).placements[0])
        #expect(!line.crosses(placed.frame))
        #expect(placed.frame.minY >= 10)
        // A line along a label's edge does not cross it.
        #expect(!LabelPlan.Segment(from: .zero, to: Point(x: 100, y: 0)).crosses(placed.frame))
    }

    @Test func aSubjectIsPlacedBeforeTheViewsInFrontOfIt() throws {
        let box = Rect(x: 0, y: 0, width: 200, height: 20)
        let front = LabelPlan.Request(responder: 1, box: box, corner: .zero, texts: ["UIView 'front'"], z: 2)
        let subject = LabelPlan.Request(
            responder: 2, box: box, corner: Point(x: 0, y: 0.5), texts: ["UIButton 'subject'"], z: 1, isSubject: true)
        let plan = LabelPlan(requests: [front, subject])
        #expect(plan.placements[2] != nil)
        #expect(plan.placements[1] == nil)
    }
}
