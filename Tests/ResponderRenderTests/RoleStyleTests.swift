import Foundation
import ResponderCore
import ResponderModel
import Testing

@testable import ResponderRender
@testable import ResponderWords

/// One colour per role: the table of roles makes both the stylesheet and the legend, every shape takes one role's
/// colour (further roles ring it), the legend lists exactly the roles drawn, and the colours, the playground's
/// highlights among them, are far apart.
@Suite struct RoleStyleTests {
    /// The roles an element draws, read from its classes (outside the legend).
    static func roles(of element: DiagramDocument.Element) -> Set<String> {
        var found: Set<String> = []
        for name in element.classes {
            for prefix in ["role-", "ring-", "dash-"] where name.hasPrefix(prefix) {
                found.insert(String(name.dropFirst(prefix.count)))
            }
        }
        switch element.classes.first {
        case "finger": found.insert("finger")
        case "chain-link", "leader": found.insert("chain")
        case "hit-area": found.insert("hit-area")
        case "touch-line": found.insert("touch-path")
        default: break
        }
        return found
    }

    @Test(arguments: Example.all.map(\.name))
    func theLegendListsExactlyTheRolesDrawn(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        var drawn: Set<String> = []
        for (index, element) in document.elements.enumerated() where !document.isInside(index, classed: "legend") {
            drawn.formUnion(Self.roles(of: element))
        }
        let listed = document.elements.filter { $0.classes.first == "legend-item" }.compactMap {
            $0.attributes["data-role"]
        }
        #expect(Set(listed) == drawn, "\(name)")
        #expect(listed.count == Set(listed).count)
        // In the table's order.
        #expect(listed == RoleStyle.table.map(\.role.rawValue).filter(drawn.contains))
    }

    @Test func theStylesheetAndTheLegendComeFromTheTable() throws {
        // Every colour of the stylesheet is a role's, but for the neutral greys of plain shapes and text.
        let neutral: Set<String> = ["#ffffff", "#718096", "#edf2f7", "#2d3748", "#1a202c"]
        let table = Set(RoleStyle.table.flatMap { [$0.colour, $0.tint].compactMap { $0 } })
        let colours = Diagram.css.matches(of: /#[0-9a-f]{6}/).map { String($0.output) }
        #expect(Set(colours).subtracting(neutral).subtracting(table).isEmpty)
        for style in RoleStyle.table {
            let name = style.role.rawValue
            switch style.kind {
            case .event:
                #expect(
                    Diagram.css.contains(
                        ".responderlab-diagram .role-\(name) { fill: \(style.tint!); fill-opacity: 0.9; stroke: \(style.colour!);"
                    ))
                #expect(Diagram.css.contains(".responderlab-diagram .ring-\(name) { stroke: \(style.colour!); }"))
            case .outcome:
                #expect(Diagram.css.contains(".responderlab-diagram .role-\(name) { stroke: \(style.colour!);"))
            case .state:
                #expect(Diagram.css.contains(".responderlab-diagram .dash-\(name) { stroke-dasharray: \(style.dash!);"))
            case .mark:
                #expect(Diagram.css.contains(style.colour!))
            }
        }
        // The legend's samples carry the same classes as the picture's shapes, and its words are the table's.
        for example in ["badge-swallows-touches", "close-button-44pt", "hit-test-redirect", "disabled-button"] {
            let document = try DiagramDocument(example: example)
            for (index, item) in document.elements.enumerated() where item.classes.first == "legend-item" {
                let role = try #require(item.attributes["data-role"].flatMap(DiagramRole.init(rawValue:)))
                let children = document.children(of: index)
                #expect(children.contains { Self.roles(of: $0) == [role.rawValue] })
                #expect(
                    children.contains {
                        $0.classes.first == "label" && $0.text == DiagramWords(.english)(.legend(role))
                    })
            }
        }
    }

    @Test func aShapeTakesItsFirstRolesColourAndIsRingedByTheOthers() throws {
        let document = try DiagramDocument(example: "badge-swallows-touches")
        func drawn(_ id: String, _ first: String) throws -> (shape: [Substring], rings: [Substring]) {
            let group = try #require(
                document.elements.indices.first {
                    document.elements[$0].classes.first.map(String.init) == first
                        && document.elements[$0].attributes["data-id"] == id
                })
            let children = document.children(of: group)
            let shape = try #require(children.first { $0.classes.first == "shape" })
            return (shape.classes, children.filter { $0.classes.first == "ring" }.flatMap { $0.classes.dropFirst() })
        }
        // The badge swallowed the touches, handled them, is the hit view and is named by a diagnostic: red, with a
        // ring for each other role, not orange.
        let badge = try drawn("badge", "view")
        #expect(badge.shape.filter { $0.hasPrefix("role-") } == ["role-swallowed"])
        #expect(badge.rings == ["ring-handler", "ring-hit-view", "ring-diagnosed"])
        #expect(try drawn("badge", "rung").shape.contains("role-swallowed"))
        // A starved controller keeps its fill; its diagnostic rings it.
        let controller = try drawn("inbox", "rung")
        #expect(controller.shape == ["shape", "rung-shape", "role-starved"])
        #expect(controller.rings == ["ring-diagnosed"])
        // A view hit-testing passed through is drawn in the outcome's colour.
        #expect(try drawn("table", "view").shape.contains("role-contains-hit"))
        for element in document.elements where element.classes.first == "shape" {
            #expect(element.classes.filter { $0.hasPrefix("role-") }.count <= 1)
            #expect(element.classes.filter { $0.hasPrefix("dash-") }.count <= 1)
        }
    }

    /// The CIE76 distance between two sRGB colours (`#rrggbb`).
    static func distance(_ a: String, _ b: String) -> Double {
        func lab(_ hex: String) -> (Double, Double, Double) {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            let channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map { Double($0) / 255 }
            let linear = channels.map { $0 > 0.04045 ? pow(($0 + 0.055) / 1.055, 2.4) : $0 / 12.92 }
            let (r, g, b) = (linear[0], linear[1], linear[2])
            let x = (r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047
            let y = r * 0.2126 + g * 0.7152 + b * 0.0722
            let z = (r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883
            func f(_ t: Double) -> Double { t > 0.008856 ? pow(t, 1.0 / 3) : 7.787 * t + 16.0 / 116 }
            return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
        }
        let (p, q) = (lab(a), lab(b))
        return ((p.0 - q.0) * (p.0 - q.0) + (p.1 - q.1) * (p.1 - q.1) + (p.2 - q.2) * (p.2 - q.2)).squareRoot()
    }

    @Test func everyRoleHasAColourOfItsOwn() {
        let colours = RoleStyle.table.compactMap { style in style.colour.map { (style.role, $0) } }
        for (index, (role, colour)) in colours.enumerated() {
            for (other, second) in colours[(index + 1)...] {
                #expect(Self.distance(colour, second) >= 20, "\(role) and \(other) look alike")
            }
        }
    }

    @Test func thePlaygroundsStepHighlightIsNoRolesColour() throws {
        let css = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../Sources/ResponderService/Playground/playground.css"),
            encoding: .utf8)
        let current = try #require(css.firstMatch(of: /--pg-current: (#[0-9a-f]{6});/)?.output.1)
        let background = try #require(css.firstMatch(of: /--pg-current-bg: (#[0-9a-f]{6});/)?.output.1)
        // The diagram's current-step rules use that colour and no other.
        let rules = css.split(separator: "\n").filter {
            $0.contains(".pg-current") && $0.contains("responderlab-diagram")
        }
        #expect(rules.count >= 3)
        for rule in rules { #expect(rule.matches(of: /#[0-9a-f]{6}/).isEmpty, "\(rule)") }
        for style in RoleStyle.table {
            if let colour = style.colour { #expect(Self.distance(String(current), colour) >= 40, "\(style.role)") }
            if let tint = style.tint { #expect(Self.distance(String(background), tint) >= 20, "\(style.role)") }
        }
    }
}
