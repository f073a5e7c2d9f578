import ResponderCore
import ResponderModel
import Testing

@testable import ResponderRender

/// `data-step`: every element of a responder that takes part in steps of the event's path names those steps, so a
/// page can light up step N with `[data-step~="N"]`.
@Suite struct PathStepTests {
    @Test(arguments: Example.all.map(\.name))
    func everyElementOfAStepsResponderNamesThatStep(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        let app = document.scene.app
        var expected: [String: [String]] = [:]
        var chainEnd: [Int] = []
        for (index, step) in (document.scene.result?.path ?? []).enumerated() {
            if let responder = step.responder {
                expected[app[responder].id, default: []].append("\(index)")
            } else {
                chainEnd.append(index)
            }
        }
        // The last rung, where the chain ends (or an action's walk that nobody performed), also names the steps that
        // reached the end of the chain.
        let links = document.scene.chain?.links ?? []
        let ends = document.scene.walk.map { $0.performedBy == nil } ?? (links.last?.end != nil)
        let lastRung = ends && !links.isEmpty ? "\(links.count)" : nil
        // A step of a responder with no element lights its root view, or, dispatching, the next step's responder.
        let drawn = Set(
            document.elements.indices.filter { !document.isInside($0, classed: "legend") }
                .compactMap { document.elements[$0].attributes["data-id"] })
        let path = document.scene.result?.path ?? []
        func standIn(_ responder: Int) -> String? {
            if drawn.contains(app[responder].id) { return app[responder].id }
            return app[responder].rootView.map { app[$0].id }.flatMap { drawn.contains($0) ? $0 : nil }
        }
        for (index, step) in path.enumerated() {
            guard let responder = step.responder, !drawn.contains(app[responder].id) else { continue }
            let next = index + 1 < path.count && step.outcome == .dispatched ? path[index + 1].responder : nil
            if let id = standIn(responder) ?? next.flatMap(standIn) { expected[id, default: []].append("\(index)") }
        }
        var marked: Set<String> = []
        for (index, element) in document.elements.enumerated() where !document.isInside(index, classed: "legend") {
            guard let id = element.attributes["data-id"] else {
                #expect(element.attributes["data-step"] == nil)
                continue
            }
            let steps = element.attributes["data-step"]?.split(separator: " ").map(String.init)
            var wanted = expected[id].map { $0.compactMap { Int($0) }.sorted().map { "\($0)" } }
            if element.classes.first == "rung", element.attributes["data-link"] == lastRung, !chainEnd.isEmpty {
                wanted = ((wanted ?? []).compactMap { Int($0) } + chainEnd).sorted().map { "\($0)" }
            }
            #expect(steps == wanted, "\(name): \(element.name) of \(id)")
            if steps != nil { marked.insert(id) }
        }
        // Every step's responder that is drawn at all (or its stand-in) is marked.
        #expect(marked == Set(expected.keys).intersection(drawn), "\(name)")
        if document.scene.result == nil { #expect(marked.isEmpty) }
    }

    @Test func theDeleteButtonsStepsAreOnItsViewRungArrowAndLabel() throws {
        let document = try DiagramDocument(example: "delete-button")
        let path = try #require(document.scene.result?.path)
        let step = try #require(
            path.indices.first { path[$0].responder.map { document.scene.app[$0].id } == "deleteButton" })
        let kinds = document.elements.filter {
            $0.attributes["data-step"]?.split(separator: " ").contains(Substring("\(step)")) == true
        }.compactMap(\.classes.first)
        // Its label, which the finger on it moves outside it (no label is drawn under a finger), lights too.
        #expect(Set(kinds) == ["view", "label", "rung", "chain-link"])
        let chain = try DiagramDocument(example: "delete-button-chain")
        #expect(
            chain.elements.contains {
                $0.classes.first == "label" && $0.attributes["data-id"] == "deleteButton"
            })
    }
}
