import ResponderCore
import ResponderWords

/// What the fingers did besides landing: the path of a finger that moves, from where it lands to where it lifts,
/// and the gesture recognizers that saw the touches, each a numbered badge on its view (`G1`) and a row under the
/// legend with its outcome.
extension Renderer {
    /// The event's fingers that move, each with its whole path in screen coordinates (where it lands first).
    var movingFingers: [(touch: Int, points: [Point])] {
        guard let result = scene.result, case .touch(let event) = result.event else { return [] }
        return result.touches.compactMap { touch in
            guard touch.index < event.touches.count, !event.touches[touch.index].moves.isEmpty else { return nil }
            return (touch.index, [touch.trace.point] + event.touches[touch.index].moves)
        }
    }

    /// The rows of the recognizers' list, in the order the event's recognizers were judged: the badge's number is
    /// the row's, from 1.
    mutating func recognizerRows() -> [(recognizer: Int, outcome: RecognizerResult.Outcome, lines: [String])] {
        guard let result = scene.result else { return [] }
        var rows: [(recognizer: Int, outcome: RecognizerResult.Outcome, lines: [String])] = []
        for entry in result.recognizers where entry.recognizer < app.gestureRecognizers.count {
            let text = app.recognizerName(entry.recognizer, in: scene.language) + ": " + entry.outcome.rawValue
            rows.append((entry.recognizer, entry.outcome, LabelText.lines(text, width: Self.legendTextWidth)))
        }
        return rows
    }

    /// The height the recognizers' list takes below the legend (its heading and its rows), 0 without recognizers.
    static func recognizersHeight(rows: [[String]]) -> Double {
        guard !rows.isEmpty else { return 0 }
        return legendGap + LabelText.lineHeight + 4 + rows.reduce(0) { $0 + max(legendRowHeight(lines: $1.count), 21) }
    }

    /// Every moving finger's path: a line from where it lands (a small dot) to where it lifts (a ring), under the
    /// fingers themselves.
    mutating func drawTouchPaths() {
        let moving = movingFingers
        guard !moving.isEmpty else { return }
        svg.raw("<g class=\"touch-paths\">\n")
        for (touch, points) in moving {
            let start = points[0]
            let end = points[points.count - 1]
            svg.start("g")
            svg.attribute("class", word: "touch-path")
            svg.attribute("data-touch", touch)
            svg.end()
            svg.raw("<title>")
            svg.text(
                words(
                    .touchPathTitle(
                        touch + 1, from: "(\(SVGWriter.number(start.x)), \(SVGWriter.number(start.y)))",
                        to: "(\(SVGWriter.number(end.x)), \(SVGWriter.number(end.y)))")))
            svg.raw("</title>\n")
            svg.start("polyline")
            svg.attribute("class", word: "touch-line")
            svg.attribute("points", points: points)
            svg.attribute("marker-end", arrowReference)
            svg.endEmpty()
            svg.start("circle")
            svg.attribute("class", word: "touch-end")
            svg.attribute("cx", end.x)
            svg.attribute("cy", end.y)
            svg.attribute("r", word: "6")
            svg.endEmpty()
            svg.close("g")
        }
        svg.close("g")
    }

    /// Each recognizer's badge on its view, at the view's top right corner as drawn (several on one view side by
    /// side, leftwards), in screen coordinates.
    mutating func drawRecognizerBadges() {
        guard !recognizers.isEmpty else { return }
        svg.raw("<g class=\"recognizers\">\n")
        for (number, point) in badgePlaces() {
            badge(number: number + 1, row: recognizers[number], at: point, onScreen: true)
        }
        svg.close("g")
    }

    /// Where each recognizer's badge goes on the screen: its row in ``recognizers`` and its top-left corner.
    func badgePlaces() -> [(row: Int, at: Point)] {
        guard !recognizers.isEmpty else { return [] }
        var corners: [Int: (point: Point, count: Int)] = [:]
        var origins: [Int: Point] = [:]
        for window in scene.layout.windows { origins[window.window] = window.frame.origin }
        for (index, placement) in scene.layout.views.enumerated() {
            let box = NestedOutlines.inset(placement.corners, by: insets[index]).boundingBox
            let origin = origins[placement.window] ?? .zero
            corners[placement.view] = (Point(x: origin.x + box.maxX, y: origin.y + box.minY), 0)
        }
        for (index, window) in scene.layout.windows.enumerated() {
            let box = window.frame.insetBy(dx: windowInsets[index], dy: windowInsets[index])
            corners[window.window] = (Point(x: box.maxX, y: box.minY), 0)
        }
        var places: [(row: Int, at: Point)] = []
        for (number, row) in recognizers.enumerated() {
            let view = app.gestureRecognizers[row.recognizer].view
            guard let corner = corners[view] else { continue }
            corners[view]?.count += 1
            let x = corner.point.x - 3 - Double(corner.count + 1) * (Self.badgeWidth + 2)
            places.append((number, Point(x: x, y: corner.point.y + 3)))
        }
        return places
    }

    /// The box each badge takes on the screen (``badgePlaces()``): no label goes over one.
    var badgeBoxes: [Rect] {
        badgePlaces().map { Rect(x: $0.at.x, y: $0.at.y, width: Self.badgeWidth, height: Self.badgeHeight) }
    }

    /// The recognizers' list, under the legend: a heading, then each recognizer's badge and words.
    mutating func drawRecognizerList(x: Double, y: Double) {
        guard !recognizers.isEmpty else { return }
        svg.raw("<g class=\"recognizer-list\">\n")
        label(lines: [words(.recognizersHeading)], at: Point(x: x, y: y))
        var top = y + LabelText.lineHeight + 4
        for (number, row) in recognizers.enumerated() {
            badge(number: number + 1, row: row, at: Point(x: x, y: top + 1.5), onScreen: false)
            label(lines: row.lines, at: Point(x: x + 34, y: top))
            top += max(Self.legendRowHeight(lines: row.lines.count), 21)
        }
        svg.close("g")
    }

    static let badgeWidth = 30.0
    /// A badge's height.
    static let badgeHeight = 18.0

    /// One recognizer's badge: `G1` in a box coloured by its outcome, carrying `data-recognizer` (its id) and, on
    /// the screen, its view's id as `data-view`.
    private mutating func badge(
        number: Int, row: (recognizer: Int, outcome: RecognizerResult.Outcome, lines: [String]), at point: Point,
        onScreen: Bool
    ) {
        let recognizer = app.gestureRecognizers[row.recognizer]
        svg.start("g")
        svg.beginAttribute("class")
        svg.raw("recognizer outcome-")
        svg.text(row.outcome.rawValue)
        svg.endAttribute()
        svg.attribute("data-recognizer", recognizer.id)
        if onScreen { svg.attribute("data-view", app[recognizer.view].id) }
        svg.end()
        svg.raw("<title>")
        svg.text(app.recognizerName(row.recognizer, in: scene.language))
        svg.raw(": ")
        svg.text(row.outcome.rawValue)
        svg.raw("</title>\n")
        svg.start("rect")
        svg.attribute("class", word: "recognizer-badge")
        svg.attribute("x", point.x)
        svg.attribute("y", point.y)
        svg.attribute("width", Self.badgeWidth)
        svg.attribute("height", Self.badgeHeight)
        svg.attribute("rx", word: "3")
        svg.endEmpty()
        svg.start("text")
        svg.attribute("class", word: "recognizer-number")
        svg.attribute("x", point.x + Self.badgeWidth / 2)
        svg.attribute("y", point.y + 14)
        svg.attribute("text-anchor", word: "middle")
        svg.end()
        svg.raw("G")
        svg.integer(number)
        svg.close("text")
        svg.close("g")
    }

    /// The recognizers' look (part of ``Diagram/css``): a badge's colour says its outcome (recognized, or not).
    static let recognizerCSS = """
        .responderlab-diagram .recognizer-badge { fill: #4a5568; stroke: #ffffff; stroke-width: 1; }
        .responderlab-diagram .recognizer.outcome-recognized .recognizer-badge { fill: #2f855a; }
        .responderlab-diagram .recognizer-number { fill: #ffffff; font-weight: bold; pointer-events: none; }

        """
}
