import ResponderCore
import ResponderWords

/// The fingers, drawn last so nothing covers them (opaque, with a white edge and a white point where the finger is
/// exactly; no label is placed under one), and the legend.
extension Renderer {
    mutating func drawFingers() {
        guard let result = scene.result, !result.touches.isEmpty else { return }
        svg.raw("<g class=\"fingers\">\n")
        for touch in result.touches {
            let point = touch.trace.point
            svg.start("circle")
            svg.attribute("class", word: "finger")
            svg.attribute("data-touch", touch.index)
            svg.attribute("cx", point.x)
            svg.attribute("cy", point.y)
            svg.attribute("r", Self.fingerRadius)
            svg.end()
            svg.raw("<title>")
            let at = "(\(SVGWriter.number(point.x)), \(SVGWriter.number(point.y)))"
            let hit = touch.trace.hitView.map { name($0) }
            if case .hover = result.event {
                svg.text(words(.pointerTitle(touch.index + 1, at: at, hits: hit)))
            } else {
                svg.text(words(.fingerTitle(touch.index + 1, at: at, hits: hit)))
            }
            svg.raw("</title>\n")
            svg.close("circle")
            // Where exactly the finger is.
            svg.start("circle")
            svg.attribute("class", word: "finger-point")
            svg.attribute("cx", point.x)
            svg.attribute("cy", point.y)
            svg.attribute("r", word: "2.5")
            svg.endEmpty()
        }
        svg.close("g")
    }

    /// The legend's entries: every role the picture draws, in ``RoleStyle/table`` order.
    var legendEntries: [RoleStyle] { RoleStyle.table.filter { drawn.contains($0.role) } }

    /// The width the legend's words are wrapped to (right of each sample, in the ladder's column).
    static let legendTextWidth = Ladder.width - 34

    /// The height of a legend row whose words have `lines` lines.
    static func legendRowHeight(lines: Int) -> Double { Double(lines) * LabelText.lineHeight + 3 }

    /// The legend: each role the picture draws, one to a row, its sample drawn with the classes a responder's shape
    /// gets (so the same rule of the stylesheet colours both).
    mutating func drawLegend(x: Double, y: Double) {
        guard !legend.isEmpty else { return }
        svg.raw("<g class=\"legend\">\n")
        var top = y
        for entry in legend {
            svg.start("g")
            svg.attribute("class", word: "legend-item")
            svg.attribute("data-role", entry.style.role.rawValue)
            svg.end()
            legendSample(entry.style.role, kind: entry.style.kind, x: x, y: top + 1.5)
            label(lines: entry.lines, at: Point(x: x + 34, y: top))
            svg.close("g")
            top += Self.legendRowHeight(lines: entry.lines.count)
        }
        svg.close("g")
    }

    /// A role's sample in the legend, 24 by 14 points at (`x`, `y`).
    private mutating func legendSample(_ role: DiagramRole, kind: RoleStyle.Kind, x: Double, y: Double) {
        switch (kind, role) {
        case (.mark, .finger):
            svg.start("circle")
            svg.attribute("class", word: "finger")
            svg.attribute("cx", x + 12)
            svg.attribute("cy", y + 7)
            svg.attribute("r", word: "7")
            svg.endEmpty()
        case (.mark, .touchPath):
            svg.start("polyline")
            svg.attribute("class", word: "touch-line")
            svg.attribute(
                "points", points: [Point(x: x, y: y + 12), Point(x: x + 10, y: y + 3), Point(x: x + 22, y: y + 7)])
            svg.endEmpty()
        case (.mark, .chain):
            svg.start("line")
            svg.attribute("class", word: "chain-link")
            svg.attribute("x1", x)
            svg.attribute("y1", y + 7)
            svg.attribute("x2", x + 24)
            svg.attribute("y2", y + 7)
            svg.attribute("marker-end", arrowReference)
            svg.endEmpty()
        case (.mark, _):
            svg.start("polygon")
            svg.attribute("class", word: "hit-area")
            svg.attribute(
                "points",
                points: [
                    Point(x: x, y: y), Point(x: x + 24, y: y), Point(x: x + 24, y: y + 14), Point(x: x, y: y + 14),
                ])
            svg.endEmpty()
        case (.state, _):
            svg.start("rect")
            shapeClass(Paint(dash: role))
            legendBox(x: x, y: y)
        default:
            svg.start("rect")
            shapeClass(Paint(role: role))
            legendBox(x: x, y: y)
        }
    }

    private mutating func legendBox(x: Double, y: Double) {
        svg.attribute("x", x)
        svg.attribute("y", y)
        svg.attribute("width", word: "24")
        svg.attribute("height", word: "14")
        svg.endEmpty()
    }
}
