import Foundation
import ResponderCore
import ResponderModel
import ResponderService
import Testing

@testable import ResponderRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SVG diagrams: well-formed XML, golden files for two examples, one element per laid-out responder, and a
/// large hierarchy that stays legible.
@Suite struct DiagramTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")

    static func diagram(of example: String, event: Int? = nil) throws -> (svg: String, source: DiagramScene) {
        let example = try #require(Example.named(example))
        let scene =
            example.endpoint == "/v1/chain"
            ? try ResponderService.diagramScene(chainBody: example.body, limits: Limits())
            : try ResponderService.diagramScene(dispatchBody: example.body, limits: Limits(), event: event)
        return (Diagram.svg(scene), scene)
    }

    /// Parses the SVG as XML and returns every element's attributes, in document order.
    static func elements(_ svg: String) throws -> [(name: String, attributes: [String: String])] {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [(name: String, attributes: [String: String])] = []
            func parser(
                _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
            ) {
                elements.append((elementName, attributeDict))
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        let parsed = parser.parse()
        #expect(parsed, "not well-formed XML: \(String(describing: parser.parserError))")
        return collector.elements
    }

    @Test(arguments: ["delete-button", "delete-button-chain"])
    func matchesGoldenFile(_ name: String) throws {
        let (svg, _) = try Self.diagram(of: name)
        let file = Self.goldenFolder.appendingPathComponent(name + ".svg")
        if ProcessInfo.processInfo.environment["RESPONDERLAB_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: file)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(svg == golden, "the diagram changed; set RESPONDERLAB_UPDATE_GOLDEN=1 to rewrite \(file.path)")
    }

    @Test(arguments: Example.all.map(\.name))
    func everyExampleDrawsEveryLaidOutResponderOnce(_ name: String) throws {
        let (svg, source) = try Self.diagram(of: name)
        let elements = try Self.elements(svg)
        #expect(elements.first?.name == "svg")
        let drawn = elements.filter {
            let classes = ($0.attributes["class"] ?? "").split(separator: " ")
            return classes.first == "view" && !classes.contains("legend-item") || classes.first == "window"
        }
        // Each window, then its views, back to front.
        let expected = source.layout.windows.flatMap { window in
            [(source.app[window.window].id, source.pointers[window.window])]
                + source.layout.views.filter { $0.window == window.window }.map {
                    (source.app[$0.view].id, source.pointers[$0.view])
                }
        }
        #expect(drawn.map { $0.attributes["data-id"] ?? "" } == expected.map(\.0))
        #expect(drawn.map { $0.attributes["data-pointer"] ?? "" } == expected.map(\.1))
        // The chain has one numbered rung per link.
        let rungs = elements.filter { $0.attributes["class"]?.split(separator: " ").first == "rung" }
        #expect(rungs.count == (source.chain ?? source.result?.chain)?.links.count ?? 0)
    }

    @Test func deleteButtonMarksTheHitViewHandlerFingerAndChain() throws {
        let (svg, _) = try Self.diagram(of: "delete-button")
        let elements = try Self.elements(svg)
        func classes(of id: String) -> [Substring] {
            (elements.first { $0.attributes["data-id"] == id && $0.name == "g" }?.attributes["class"] ?? "")
                .split(separator: " ")
        }
        #expect(classes(of: "deleteButton").contains("hit-view"))
        #expect(classes(of: "deleteButton").contains("handler"))
        #expect(classes(of: "deleteButton").contains("outcome-hit"))
        #expect(classes(of: "cell").contains("outcome-containsHit"))
        #expect(classes(of: "inbox.UITransitionView").contains("synthesized"))
        let finger = try #require(
            elements.first { $0.attributes["class"] == "finger" && $0.attributes["data-touch"] == "0" })
        #expect(finger.attributes["cx"] == "340")
        let rules = elements.filter { $0.attributes["class"] == "chain-link" }.compactMap { $0.attributes["data-rule"] }
        #expect(rules.first == "view.superview")
        #expect(svg.contains("<title>1. UIButton 'deleteButton' → "))
    }

    @Test func sameSceneSameBytes() throws {
        #expect(try Self.diagram(of: "tap-gesture-vs-button").svg == Self.diagram(of: "tap-gesture-vs-button").svg)
    }

    @Test func aThousandViewsStayLegible() throws {
        var app = App()
        let scene = app.add(
            Responder(
                id: "scene", className: "UIWindowScene", uikitClass: ClassCatalogue.builtIn(named: "UIWindowScene")!,
                kind: .windowScene))
        let window = app.addWindow(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: scene)
        for index in 0..<1_000 {
            let x = Double(index % 25) * 15.6
            let y = Double(index / 25) * 21
            app.addView(id: "v\(index)", frame: Rect(x: x, y: y, width: 15, height: 20), to: window)
        }
        app.addView(id: "big", frame: Rect(x: 0, y: 840, width: 390, height: 4), to: window)
        app.finalizeLayout(synthesizeWrappers: true)
        let svg = Diagram.svg(
            DiagramScene(
                app: app, layout: app.screenLayout(), pointers: Array(repeating: "", count: app.count), title: "grid"))
        let elements = try Self.elements(svg)
        let labels = elements.filter { $0.attributes["class"] == "label" }.count
        let views = elements.filter { $0.attributes["class"]?.hasPrefix("view") == true && $0.name == "g" }.count
        // Every view is drawn with its title, but only the window and the legend carry labels: the views are
        // too small to label.
        #expect(views >= 1_001)
        #expect(labels < 20)
        #expect(svg.components(separatedBy: "<title>UIView 'v999'").count == 2)
    }

    @Test func textIsEscapedForXML() throws {
        #expect(SVGWriter.escape("a<b & 'c' \"d\"") == "a&lt;b &amp; 'c' &quot;d&quot;")
        #expect(SVGWriter.escape("bell\u{7}") == "bell\u{FFFD}")
        #expect(SVGWriter.number(12) == "12")
        #expect(SVGWriter.number(-0.0001) == "0")
        #expect(SVGWriter.number(2.5) == "2.5")
        #expect(SVGWriter.number(1.0 / 3) == "0.333")
        #expect(SVGWriter.number(-2.5) == "-2.5")
        #expect(SVGWriter.number(0.05) == "0.05")
        #expect(SVGWriter.number(-0.0005) == "-0.001")
        #expect(SVGWriter.number(390.0001) == "390")
        #expect(SVGWriter.number(1e13) == "10000000000000")
        #expect(SVGWriter.number(.nan) == "0")
    }
}

/// The fingers are drawn on top of everything: the document's last element is their group.
@Suite struct FingerTests {
    @Test(arguments: Example.all.map(\.name))
    func theFingersAreTheLastThingDrawn(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        let touches = document.scene.result?.touches.count ?? 0
        let fingers = document.elements.indices.filter {
            document.elements[$0].classes.first == "finger" && !document.isInside($0, classed: "legend")
        }
        #expect(fingers.count == touches)
        guard touches > 0 else { return }
        // The root's last child is the fingers' group, and nothing but the fingers (their tooltips, and each
        // finger's number in an event of several) follows its start.
        let topLevel = document.elements.indices.filter { document.elements[$0].parent == 0 }
        let group = try #require(topLevel.last)
        #expect(document.elements[group].classes == ["fingers"])
        #expect(
            document.elements[group...].allSatisfy {
                ["g", "circle", "title"].contains($0.name) || ($0.name == "text" && $0.classes == ["finger-number"])
            })
        #expect(fingers.allSatisfy { $0 > group })
    }
}

/// Views with the same frame are told apart: each is drawn inside the one before it, and each has its own
/// clickable label.
@Suite struct SameFrameTests {
    @Test(arguments: Example.all.map(\.name))
    func noTwoOutlinesAreDrawnOnTopOfEachOther(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        let outlines = document.outlines
        #expect(outlines.count == document.scene.layout.windows.count + document.scene.layout.views.count)
        var seen: [[Point]: String] = [:]
        for outline in outlines {
            if let other = seen[outline.points] {
                Issue.record("\(name): \(outline.id) is drawn on top of \(other)")
            }
            seen[outline.points] = outline.id
        }
    }

    @Test func theWindowItsRootViewAndTheTransitionViewAreDrawnInsideOneAnother() throws {
        let document = try DiagramDocument(example: "delete-button")
        let outlines = Dictionary(uniqueKeysWithValues: document.outlines.map { ($0.id, $0.points) })
        #expect(outlines["window"]?.first == Point(x: 0, y: 0))
        #expect(outlines["root.view"]?.first == Point(x: 4, y: 4))
        #expect(outlines["root.view"]?[2] == Point(x: 386, y: 840))
        #expect(outlines["inbox.UITransitionView"]?.first == Point(x: 8, y: 8))
        // The cell and its content view share a frame; the button inside has one of its own.
        let cell = try #require(outlines["cell"]?.first)
        #expect(outlines["cell.contentView"]?.first == Point(x: cell.x + 4, y: cell.y + 4))
        let button = try #require(
            document.scene.layout.views.first { document.scene.app[$0.view].id == "deleteButton" })
        #expect(outlines["deleteButton"]?.first == button.corners.topLeft)
    }

    @Test func aRotatedViewIsInsetAlongItsOwnSidesAndASmallOneKeepsItsShape() {
        let square = Quad(Rect(x: 0, y: 0, width: 20, height: 20), through: .identity)
        #expect(NestedOutlines.corners(of: square, inset: 4)[0] == Point(x: 4, y: 4))
        #expect(NestedOutlines.corners(of: square, inset: 4)[2] == Point(x: 16, y: 16))
        let diamond = Quad(
            topLeft: Point(x: 10, y: 0), topRight: Point(x: 20, y: 10), bottomRight: Point(x: 10, y: 20),
            bottomLeft: Point(x: 0, y: 10))
        let inset = NestedOutlines.corners(of: diamond, inset: 2.squareRoot())
        #expect(abs(inset[0].x - 10) < 1e-9 && abs(inset[0].y - 2) < 1e-9)
        // An 8-point view that fills its 8-point window is drawn a quarter of its size inside, not a full step.
        var app = App()
        let scene = app.add(
            Responder(
                id: "scene", className: "UIWindowScene", uikitClass: ClassCatalogue.builtIn(named: "UIWindowScene")!,
                kind: .windowScene))
        let window = app.addWindow(id: "window", frame: Rect(x: 0, y: 0, width: 8, height: 8), to: scene)
        app.addView(id: "v", frame: Rect(x: 0, y: 0, width: 8, height: 8), to: window)
        app.finalizeLayout(synthesizeWrappers: false)
        let layout = app.screenLayout()
        #expect(NestedOutlines(layout: layout).insets == [2])
    }

    @Test func aWindowInFrontDoesNotHideTheNameOfTheWindowBehindIt() throws {
        let document = try DiagramDocument(example: "overlay-window-keyboard")
        let windows = document.elements.indices.filter { document.elements[$0].classes.first == "window" }
        #expect(windows.map { document.elements[$0].attributes["data-id"] } == ["main", "overlay"])
        let names = document.elements.indices.filter {
            document.elements[$0].classes.first == "label"
                && ["main", "overlay"].contains(document.elements[$0].attributes["data-id"])
        }
        #expect(names.count == 2)
        #expect(names.allSatisfy { $0 > windows[1] && !document.isInside($0, classed: "window") })
        #expect(Set(names.map { document.elements[$0].attributes["y"] }).count == 2)
    }

    @Test(arguments: Example.all.map(\.name))
    func everyLabelOnTheScreenNamesItsResponderAndCanBeClicked(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        let drawn = Set(document.outlines.map(\.id))
        let labels = document.elements.indices.filter {
            document.elements[$0].classes.first == "label" && document.isInside($0, classed: "labels")
        }
        for label in labels {
            let id = try #require(document.elements[label].attributes["data-id"])
            #expect(drawn.contains(id))
        }
        #expect(Diagram.css.contains(".responderlab-diagram .labels .label { pointer-events: auto; }"))
        // Labels that start at about the same x (a stack's) are on lines of their own.
        for (position, label) in labels.enumerated() {
            let (a, groupA) = (document.elements[label], document.elements[label].parent)
            for other in labels[(position + 1)...] where document.elements[other].parent == groupA {
                let b = document.elements[other]
                guard let ax = a.number("x"), let bx = b.number("x"), abs(ax - bx) < 8 else { continue }
                #expect(a.number("y") != b.number("y"), "\(name): \(a.text) and \(b.text) overprint")
            }
        }
    }
}
