import ResponderCore
import ResponderModel
import ResponderService
import ResponderWords
import Testing

@testable import ResponderRender

/// In an event of more than one finger, each finger carries its number beside it (its place in the event's
/// touches, from 1, as the answer's `touches` and the finger's tooltip count them), and the legend says so. UIKit
/// gives each finger its own UITouch (UIEvent.allTouches, Apple's documentation).
@Suite struct FingerNumberTests {
    @Test func eachFingerOfATwoFingerTapIsNumberedInTouchOrder() throws {
        let document = try DiagramDocument(example: "two-finger-tap-on-a-board")
        let touches = try #require(document.scene.result?.touches)
        #expect(touches.count == 2)
        let numbers = document.elements(classed: "finger-number")
        #expect(numbers.map(\.text) == touches.map { "\($0.index + 1)" })
        #expect(numbers.map { $0.attributes["data-touch"] } == touches.map { "\($0.index)" })
        let fingers = document.elements(classed: "finger")
        for (number, finger) in zip(numbers, fingers) {
            // Beside its own finger: nearer it than any other finger, and outside it.
            let (x, y) = (try #require(number.number("x")), try #require(number.number("y")) - LabelText.ascent / 2)
            let distances = fingers.map { finger in
                let (cx, cy) = (finger.number("cx") ?? 0, finger.number("cy") ?? 0)
                return ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
            }
            let touch = finger.attributes["data-touch"]
            let own = try #require(fingers.firstIndex { $0.attributes["data-touch"] == touch })
            #expect(distances[own] == distances.min())
            #expect(distances[own] > Renderer.fingerRadius)
        }
        let legend = Self.legendWords(document)
        #expect(legend == "finger, numbered in the order of the event's touches".filter { $0 != " " }, "\(legend)")
    }

    /// The words of the legend's line for fingers, its lines joined without spaces (a line may break inside a word).
    static func legendWords(_ document: DiagramDocument) -> String {
        guard
            let item = document.elements.indices.first(where: {
                document.elements[$0].attributes["data-role"] == "finger"
                    && document.isInside($0, classed: "legend")
            })
        else { return "" }
        return document.elements.indices.filter { document.isDescendant($0, of: item) }
            .map { document.elements[$0] }.filter { $0.name == "text" || $0.name == "tspan" }
            .map(\.text).joined().filter { $0 != " " }
    }

    @Test(arguments: ["delete-button", "tap-gesture-vs-button", "drag-off-button-cancels"])
    func aSingleFingerIsNotNumbered(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        #expect(document.scene.result?.touches.count == 1)
        #expect(document.elements(classed: "finger-number").isEmpty)
    }

    @Test(arguments: Language.allCases)
    func theLegendSaysWhatTheNumberIsInEveryLanguage(_ language: Language) throws {
        let example = try #require(Example.named("two-finger-tap-on-a-board"))
        let scene = try ResponderService.diagramScene(
            dispatchBody: example.body, limits: Limits(), event: 0, language: language)
        let legend = Self.legendWords(try DiagramDocument(scene: scene))
        #expect(legend == DiagramWords(language)(.numberedFinger).filter { $0 != " " }, "\(legend)")
        #expect(legend != DiagramWords(language)(.legend(.finger)).filter { $0 != " " })
    }

    @Test func theEnglishWords() {
        #expect(DiagramWords(.english)(.numberedFinger) == "finger, numbered in the order of the event's touches")
    }

    @Test func noLabelCoversANumber() throws {
        let document = try DiagramDocument(example: "two-finger-tap-on-a-board")
        var renderer = Renderer(scene: document.scene, limit: .max, ids: Diagram.defaultIDs)
        _ = renderer.render()
        for (_, box) in renderer.fingerNumbers {
            for placement in renderer.labels.values {
                let frame = placement.frame
                let overlaps =
                    frame.minX < box.maxX - 1 && box.minX < frame.maxX - 1 && frame.minY < box.maxY - 1
                    && box.minY < frame.maxY - 1
                #expect(!overlaps, "\(placement.lines)")
            }
        }
    }
}
