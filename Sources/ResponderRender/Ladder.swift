import ResponderCore

/// Where the responder chain goes in a diagram: a ladder of numbered rungs beside the screen, one per link, in
/// order, each joined to its view by a short leader line.
///
/// ```
///   screen                          ladder
///  ┌──────────────────┐           ┌──────────────────────┐
///  │  ┌──────┐        │           │ ① UIButton 'delete'  │
///  │  │button│●───────┼───────────┤                      │
///  │  └──────┘        │           └──────────┬───────────┘
///  │                  │                      ▼  next: superview (the rule is the arrow's <title>)
///  │                  │●──────────┌──────────┴───────────┐
///  │                  │           │ ② UITableViewCell …  │
///  └──────────────────┘           └──────────┬───────────┘
///                                            ▼
///                                 ┌──────────────────────┐
///                                 │ ③ InboxViewController│   responders that are not views: no leader
///                                 └──────────────────────┘
/// ```
///
/// Rungs never overlap and follow one another down the ladder, so the arrows between them are short, vertical and
/// cannot cross. Each rung is placed as near as it can be to the top of its view (so its leader runs level when
/// the view reaches the rung's height), but never above the rung before it nor so low that the rungs after it run
/// past ``limit``. A leader ends at the point of its view's outline nearest the rung.
struct Ladder {
    /// One link of the chain, drawn.
    struct Rung: Equatable {
        /// Its position in the chain (0 for the first link).
        var link: Int
        var responder: Int
        /// The rung's box, in diagram coordinates.
        var frame: Rect
        /// Where its leader meets its view's outline; nil for a responder that is not on the screen.
        var anchor: Point?
        /// Where its leader leaves the rung (the middle of its left edge).
        var leaderStart: Point { Point(x: frame.minX, y: frame.midY) }
    }

    /// The width of the rungs.
    static let width = 240.0
    /// Where a rung's label starts, from its left edge (right of its number).
    static let labelInset = 34.0
    /// The width a rung's label is wrapped to.
    static let labelWidth = width - labelInset - 8
    /// The radius of the circle around a rung's number.
    static let badgeRadius = 11.0

    /// The height of a rung whose label has `lines` lines.
    static func height(lines: Int) -> Double { max(Double(lines) * LabelText.lineHeight + 8, 2 * badgeRadius + 6) }
    /// The space between the screen and the ladder, which the leaders cross.
    static let gutter = 40.0
    /// The space between two rungs, where the arrow from one to the next is drawn.
    static let gap = 14.0
    /// How far the arrows and the step numbers are from a rung's left edge.
    static let spine = 16.0

    let rungs: [Rung]

    /// The bottom of the last rung (or `top` when there is none).
    var bottom: Double { rungs.last?.frame.maxY ?? 0 }

    /// Places the chain's links.
    ///
    /// - Parameters:
    ///   - responders: The chain's responders, in order.
    ///   - heights: Each rung's height, in the same order.
    ///   - outlines: The outline, in diagram coordinates, of every responder drawn on the screen.
    ///   - x: The ladder's left edge.
    ///   - top: Where the first rung may start.
    ///   - limit: Where the last rung should end when there is room: rungs move down towards their views only as
    ///     far as the rungs after them still end above it (a chain too long for it ends where it must).
    init(responders: [Int], heights: [Double], outlines: [Int: [Point]], x: Double, top: Double, limit: Double) {
        // How much ladder each rung needs from its top to the end: its height, and every later rung and gap.
        var below = Array(repeating: 0.0, count: responders.count)
        var remaining = 0.0
        for index in responders.indices.reversed() {
            remaining += heights[index] + (index == responders.count - 1 ? 0 : Self.gap)
            below[index] = remaining
        }
        var rungs: [Rung] = []
        var next = top
        for (index, responder) in responders.enumerated() {
            let height = heights[index]
            let outline = outlines[responder]
            var y = next
            if let outline, let range = Self.verticalRange(of: outline) {
                // Level with its view's top part (the middle of a short view), when the rungs after it allow.
                let wanted = range.min + min((range.max - range.min) / 2, 22) - height / 2
                y = max(next, min(wanted, max(next, limit - below[index])))
            }
            let frame = Rect(x: x, y: y, width: Self.width, height: height)
            let start = Point(x: frame.minX, y: frame.midY)
            rungs.append(
                Rung(
                    link: index, responder: responder, frame: frame,
                    anchor: outline.flatMap { Self.nearestPoint(on: $0, to: start) }))
            next = frame.maxY + Self.gap
        }
        self.rungs = rungs
    }

    /// The arrow from each rung to the next: from the bottom of one to the top of the other, on the ladder's spine.
    var arrows: [(from: Point, to: Point)] {
        zip(rungs, rungs.dropFirst()).map { upper, lower in
            (
                Point(x: upper.frame.minX + Self.spine, y: upper.frame.maxY),
                Point(x: lower.frame.minX + Self.spine, y: lower.frame.minY)
            )
        }
    }

    private static func verticalRange(of outline: [Point]) -> (min: Double, max: Double)? {
        guard let first = outline.first else { return nil }
        var range = (min: first.y, max: first.y)
        for point in outline.dropFirst() {
            range.min = min(range.min, point.y)
            range.max = max(range.max, point.y)
        }
        return range.min.isFinite && range.max.isFinite ? range : nil
    }

    /// The point of a closed outline nearest `point` (nil for an outline with no finite point).
    static func nearestPoint(on outline: [Point], to point: Point) -> Point? {
        var best: (point: Point, distance: Double)?
        for (index, from) in outline.enumerated() {
            let to = outline[(index + 1) % outline.count]
            let candidate = nearestPoint(onSegment: from, to, to: point)
            let distance =
                (candidate.x - point.x) * (candidate.x - point.x) + (candidate.y - point.y) * (candidate.y - point.y)
            guard distance.isFinite else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.point
    }

    private static func nearestPoint(onSegment a: Point, _ b: Point, to p: Point) -> Point {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let length = dx * dx + dy * dy
        guard length > 0, length.isFinite else { return a }
        let t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length, 0), 1)
        return Point(x: a.x + t * dx, y: a.y + t * dy)
    }
}
