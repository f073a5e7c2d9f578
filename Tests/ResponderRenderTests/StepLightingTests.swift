import Foundation
import ResponderCore
import ResponderModel
import Testing

@testable import ResponderRender

/// The playground steps through an event's path, lighting each step's elements with `[data-step~="N"]`: a step that
/// lights nothing in the picture leaves the learner looking at a diagram that says nothing about it.
@Suite struct StepLightingTests {
    /// One event of a lesson's request.
    struct Case: Sendable, CustomTestStringConvertible {
        var example: String
        var event: Int
        var testDescription: String { "\(example) event \(event)" }
    }

    /// Every event of every dispatch lesson.
    static let cases: [Case] = Example.all.filter { $0.endpoint == "/v1/dispatch" }.flatMap { example in
        let object = (try? JSONSerialization.jsonObject(with: Data(example.body))) as? [String: Any] ?? [:]
        let events = (object["events"] as? [Any])?.count ?? (object["event"] == nil ? 0 : 1)
        return (0..<events).map { Case(example: example.name, event: $0) }
    }

    /// The steps of the event's path that no element of the picture (outside the legend) names in `data-step`.
    static func unlit(_ document: DiagramDocument) -> [Int] {
        var lit: Set<Int> = []
        for (index, element) in document.elements.enumerated() where !document.isInside(index, classed: "legend") {
            for step in (element.attributes["data-step"] ?? "").split(separator: " ") {
                if let number = Int(step) { lit.insert(number) }
            }
        }
        return (document.scene.result?.path ?? []).indices.filter { !lit.contains($0) }
    }

    /// A step that reached the end of the chain (no responder) lights the last rung; a step of a responder the
    /// picture does not draw lights its stand-in (``StandInCase``); any other step lights its responder's elements.
    @Test(arguments: cases)
    func everyStepOfTheEventsPathLightsPartOfThePicture(_ lesson: Case) throws {
        let document = try DiagramDocument(example: lesson.example, event: lesson.event)
        let path = try #require(document.scene.result?.path)
        let unlit = Self.unlit(document)
        let described = unlit.map { index in
            "\(index) \(path[index].outcome.rawValue) \(path[index].method) "
                + (path[index].responder.map { document.scene.app.displayName(of: $0) } ?? "nobody")
        }
        #expect(unlit.isEmpty, "\(lesson.testDescription): \(described.joined(separator: "; "))")
    }

    /// A step and the responder whose elements it lights, with where UIKit says the event goes.
    struct StandInCase: Sendable, CustomTestStringConvertible {
        var example: String
        var event: Int
        var step: Int
        /// The ids of the elements (outside the legend) that name the step.
        var lit: Set<String>
        var source: String
        var testDescription: String { "\(example) event \(event) step \(step): \(source)" }
    }

    static let standIns: [StandInCase] = [
        // UIApplication has no rung (the ladder is the action's walk): it dispatches the touch to the window.
        StandInCase(
            example: "bar-button-nil-target", event: 2, step: 0, lit: ["window"],
            source: "UIWindow.sendEvent(_:) (Apple's documentation)"),
        // With no target, UIApplication sends the action to the first responder, where the walk starts.
        StandInCase(
            example: "message-view-archive", event: 0, step: 0, lit: ["messageView"],
            source: "UIApplication.sendAction(_:to:from:for:) (Apple's documentation)"),
        // A view controller is not drawn on the screen: its root view stands for it.
        StandInCase(
            example: "key-command-text-field-first", event: 0, step: 0, lit: ["playerView"],
            source: "UIViewController.view (Apple's documentation)"),
        // Nobody performed the action: the walk's last rung, where it is discarded.
        StandInCase(
            example: "nil-target-no-first-responder", event: 0, step: 9, lit: ["appDelegate"],
            source: "UIApplication.sendAction(_:to:from:for:) (Apple's documentation)"),
        // A step of a responder the picture draws lights only that responder's elements.
        StandInCase(
            example: "delete-button", event: 0, step: 0, lit: ["application"],
            source: "UIApplication.sendEvent(_:) (Apple's documentation)"),
    ]

    @Test(arguments: standIns)
    func aStepLightsWhereTheEventIs(_ test: StandInCase) throws {
        let document = try DiagramDocument(example: test.example, event: test.event)
        let lit = document.elements.indices.filter { index in
            !document.isInside(index, classed: "legend")
                && (document.elements[index].attributes["data-step"] ?? "").split(separator: " ")
                    .contains(Substring("\(test.step)"))
        }.compactMap { document.elements[$0].attributes["data-id"] }
        #expect(Set(lit) == test.lit)
    }

    @Test func theLessonsHaveEventsToStepThrough() {
        #expect(Self.cases.count > 60)
    }
}
