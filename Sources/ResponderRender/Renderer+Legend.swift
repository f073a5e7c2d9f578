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
        }
        svg.close("g")
    }

    mutating func drawLegend(x: Double, y: Double) {
        let entries: [(StaticString, String)] = [
            ("hit-view", "hit-test view"), ("handler", "handled the event"), ("swallowed", "swallowed the touches"),
            ("starved", "never got its touches"), ("diagnosed", "named by a diagnostic"),
            ("outcome-containsHit", "contains the hit"), ("outcome-pointOutside", "point outside (skipped)"),
            ("no-touches", "receives no touches"), ("hidden", "hidden"), ("synthesized", "inserted by UIKit"),
        ]
        svg.raw("<g class=\"legend\">\n")
        for (position, entry) in entries.enumerated() {
            let column = Double(position % 2) * 190
            let row = Double(position / 2) * 22
            svg.start("g")
            svg.beginAttribute("class")
            svg.raw("legend-item ")
            svg.raw(entry.0)
            svg.endAttribute()
            svg.end()
            svg.start("rect")
            svg.attribute("class", word: "shape")
            svg.attribute("x", x + column)
            svg.attribute("y", y + row)
            svg.attribute("width", word: "24")
            svg.attribute("height", word: "14")
            svg.endEmpty()
            label(entry.1, at: Point(x: x + column + 30, y: y + row + 11), width: 160)
            svg.close("g")
        }
        let row = y + Double((entries.count + 1) / 2) * 22
        svg.start("circle")
        svg.attribute("class", word: "finger")
        svg.attribute("cx", x + 12)
        svg.attribute("cy", row + 7)
        svg.attribute("r", word: "7")
        svg.endEmpty()
        label("finger", at: Point(x: x + 30, y: row + 11), width: 60)
        svg.start("line")
        svg.attribute("class", word: "chain-link")
        svg.attribute("x1", x + 190)
        svg.attribute("y1", row + 7)
        svg.attribute("x2", x + 214)
        svg.attribute("y2", row + 7)
        svg.attribute("marker-end", word: "url(#rl-arrow)")
        svg.endEmpty()
        label("next responder (numbered)", at: Point(x: x + 220, y: row + 11), width: 160)
        svg.start("polygon")
        svg.attribute("class", word: "hit-area")
        svg.attribute(
            "points",
            points: [
                Point(x: x, y: row + 22), Point(x: x + 24, y: row + 22), Point(x: x + 24, y: row + 36),
                Point(x: x, y: row + 36),
            ])
        svg.endEmpty()
        label("hit area beyond the frame", at: Point(x: x + 30, y: row + 33), width: 160)
        svg.close("g")
    }
}
