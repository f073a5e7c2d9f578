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
        for (number, box) in fingerNumbers {
            svg.start("text")
            svg.attribute("class", word: "finger-number")
            svg.attribute("data-touch", number - 1)
            svg.attribute("x", box.minX + 1)
            svg.attribute("y", box.minY + LabelText.ascent)
            svg.end()
            svg.integer(number)
            svg.close("text")
        }
        svg.close("g")
    }

    /// Whether each finger is numbered: in an event of more than one finger (a hovering pointer's points are not
    /// fingers).
    var numbersFingers: Bool {
        guard let result = scene.result, result.touches.count > 1 else { return false }
        if case .hover = result.event { return false }
        return true
    }

    /// Where each finger's number goes when ``numbersFingers``: right of the finger, else left of it, above or below
    /// it, at the first place that covers no finger nor a number already placed, is crossed by no line the screen
    /// draws and stays on the screen (right of it when none does). The number is the finger's place in the event's
    /// touches, from 1, as its tooltip and the answer's `touches` count them.
    func placeFingerNumbers() -> [(number: Int, box: Rect)] {
        guard numbersFingers, let result = scene.result else { return [] }
        let lines = drawnLines()
        var taken = fingerBoxes
        var placed: [(number: Int, box: Rect)] = []
        let reach = Self.fingerRadius + 2
        for touch in result.touches {
            let number = touch.index + 1
            let width = LabelText.width(of: String(number), bold: true) + 2
            let height = LabelText.lineHeight
            let point = touch.trace.point
            let corners = [
                Point(x: point.x + reach, y: point.y - height / 2),
                Point(x: point.x - reach - width, y: point.y - height / 2),
                Point(x: point.x - width / 2, y: point.y - reach - height),
                Point(x: point.x - width / 2, y: point.y + reach),
                Point(x: point.x + reach - 3, y: point.y - reach - height + 3),
                Point(x: point.x - reach - width + 3, y: point.y - reach - height + 3),
                Point(x: point.x + reach - 3, y: point.y + reach - 3),
                Point(x: point.x - reach - width + 3, y: point.y + reach - 3),
            ]
            let boxes = corners.map { Rect(x: $0.x, y: $0.y, width: width, height: height) }
            let box =
                boxes.first { box in
                    box.minX >= screen.minX && box.maxX <= screen.maxX && box.minY >= screen.minY
                        && box.maxY <= screen.maxY && !lines.contains { $0.crosses(box) }
                        && !taken.contains {
                            $0.minX < box.maxX - 1 && box.minX < $0.maxX - 1 && $0.minY < box.maxY - 1
                                && box.minY < $0.maxY - 1
                        }
                } ?? boxes[0]
            taken.append(box)
            placed.append((number, box))
        }
        return placed
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
