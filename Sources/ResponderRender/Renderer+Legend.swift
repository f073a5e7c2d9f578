import ResponderCore

/// The fingers, drawn last so nothing covers them, and the legend.
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
            svg.attribute("r", word: "9")
            svg.end()
            svg.raw("<title>Finger ")
            svg.integer(touch.index + 1)
            svg.raw(" at (")
            svg.number(point.x)
            svg.raw(", ")
            svg.number(point.y)
            svg.raw("): ")
            if let hit = touch.trace.hitView {
                svg.raw("hits ")
                svg.text(name(hit))
            } else {
                svg.raw("hits no view")
            }
            svg.raw("</title>\n")
            svg.close("circle")
            // Where exactly the finger is.
            svg.start("circle")
            svg.attribute("class", word: "finger-point")
            svg.attribute("cx", point.x)
            svg.attribute("cy", point.y)
            svg.attribute("r", word: "1.5")
            svg.endEmpty()
        }
        svg.close("g")
    }

    /// The legend's entries: every role the picture draws, in ``RoleStyle/table`` order.
    var legendEntries: [RoleStyle] { RoleStyle.table.filter { drawn.contains($0.role) } }

    /// The legend's height for `entries` entries, two to a row.
    static func legendHeight(entries: Int) -> Double { Double((entries + 1) / 2) * 22 }

    /// The legend: each role the picture draws, its sample drawn with the classes a responder's shape gets (so the
    /// same rule of the stylesheet colours both).
    mutating func drawLegend(x: Double, y: Double) {
        let entries = legendEntries
        guard !entries.isEmpty else { return }
        svg.raw("<g class=\"legend\">\n")
        for (position, entry) in entries.enumerated() {
            let left = x + Double(position % 2) * 200
            let top = y + Double(position / 2) * 22
            svg.start("g")
            svg.attribute("class", word: "legend-item")
            svg.attribute("data-role", entry.role.rawValue)
            svg.end()
            legendSample(entry.role, kind: entry.kind, x: left, y: top)
            label(entry.legend, at: Point(x: left + 30, y: top + 11), width: 170)
            svg.close("g")
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
        case (.mark, .chain):
            svg.start("line")
            svg.attribute("class", word: "chain-link")
            svg.attribute("x1", x)
            svg.attribute("y1", y + 7)
            svg.attribute("x2", x + 24)
            svg.attribute("y2", y + 7)
            svg.attribute("marker-end", word: "url(#rl-arrow)")
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
