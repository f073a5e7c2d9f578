import Foundation
import ResponderCore
import ResponderModel
import ResponderService
import Testing

@testable import ResponderRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A drawn diagram read back as XML: every element with its attributes, its parent and its text, in document order,
/// for tests that check what is drawn where.
struct DiagramDocument {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The index of the enclosing element (nil for the root).
        var parent: Int?
        /// The element's own text (a `<title>`'s or a `<text>`'s).
        var text = ""

        var classes: [Substring] { (attributes["class"] ?? "").split(separator: " ") }
        func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
    }

    let svg: String
    let scene: DiagramScene
    let elements: [Element]

    /// The diagram of one example, as the service draws it for `format=svg`.
    init(example name: String, event: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let example = try #require(Example.named(name), sourceLocation: sourceLocation)
        let scene =
            example.endpoint == "/v1/chain"
            ? try ResponderService.diagramScene(chainBody: example.body, limits: Limits())
            : try ResponderService.diagramScene(dispatchBody: example.body, limits: Limits(), event: event)
        try self.init(scene: scene, sourceLocation: sourceLocation)
    }

    init(scene: DiagramScene, sourceLocation: SourceLocation = #_sourceLocation) throws {
        self.scene = scene
        svg = Diagram.svg(scene)
        elements = try Self.parse(svg, sourceLocation: sourceLocation)
    }

    /// Parses the SVG as XML.
    static func parse(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Element] {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [Element] = []
            var open: [Int] = []
            func parser(
                _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
            ) {
                elements.append(Element(name: elementName, attributes: attributeDict, parent: open.last))
                open.append(elements.count - 1)
            }
            func parser(
                _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?
            ) {
                open.removeLast()
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) {
                if let last = open.last { elements[last].text += string }
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        let parsed = parser.parse()
        #expect(
            parsed, "not well-formed XML: \(String(describing: parser.parserError))", sourceLocation: sourceLocation)
        return collector.elements
    }

    /// The elements whose first class is `first`, but for the legend's samples.
    func elements(classed first: String) -> [Element] {
        elements.indices.filter {
            elements[$0].classes.first.map(String.init) == first && !isInside($0, classed: "legend")
        }
        .map { elements[$0] }
    }

    /// The children of the element at `index`.
    func children(of index: Int) -> [Element] { elements.filter { $0.parent == index } }

    /// Whether the element at `index` lies inside an element whose first class is `first`.
    func isInside(_ index: Int, classed first: String) -> Bool {
        var current = elements[index].parent
        while let node = current {
            if elements[node].classes.first.map(String.init) == first { return true }
            current = elements[node].parent
        }
        return false
    }

    /// Every window's and view's outline as drawn, in screen coordinates, by `data-id`.
    var outlines: [(id: String, points: [Point])] {
        var found: [(id: String, points: [Point])] = []
        for (index, element) in elements.enumerated()
        where ["window", "view"].contains(element.classes.first.map(String.init) ?? "")
            && !isInside(index, classed: "legend")
        {
            var origin = Point.zero
            var window: Int? = index
            while let node = window, elements[node].classes.first != "window" {
                window = elements[node].parent
            }
            if let window, let transform = elements[window].attributes["transform"] {
                let numbers = transform.dropFirst("translate(".count).dropLast().split(separator: " ")
                origin = Point(x: Double(numbers[0]) ?? 0, y: Double(numbers[1]) ?? 0)
            }
            guard let shape = children(of: index).first(where: { $0.classes.first == "shape" }) else {
                continue
            }
            let points: [Point]
            if shape.name == "rect" {
                let (width, height) = (shape.number("width") ?? 0, shape.number("height") ?? 0)
                points = [.zero, Point(x: width, y: 0), Point(x: width, y: height), Point(x: 0, y: height)]
            } else {
                points = (shape.attributes["points"] ?? "").split(separator: " ").map {
                    let xy = $0.split(separator: ",")
                    return Point(x: Double(xy[0]) ?? .nan, y: Double(xy[1]) ?? .nan)
                }
            }
            found.append(
                (element.attributes["data-id"] ?? "", points.map { Point(x: $0.x + origin.x, y: $0.y + origin.y) }))
        }
        return found
    }

    /// The chain drawn.
    var links: [ResponderChain.Link] { scene.chain?.links ?? [] }
}
