import ResponderCore

/// Where each label of the screen goes, worked out before drawing so that no two labels overprint and none is cut.
///
/// ```
///  ┌ window ──────────────────────────┐   the labels of views that share a corner (a window, its root view,
///  │ UIWindow 'window'                │   UIKit's wrappers) list down from it, outermost first, inside the
///  │                                  │   innermost of their outlines;
///  │ UILayoutContainerView 'nav.view' │
///  ├ navigation bar ──────────────────┤   a label that would overprint one already placed moves down inside its
///  │ _UIButtonBarButton UINavigation… │   own view, or narrows beside it, or falls back to a shorter name, or is
///  ├──────────────────────────────────┤   left out (the view's <title> always names it);
///  │ UINavigationTransitionView …     │
/// ```
///
/// Labels are placed front to back (the views in front, usually the ones a lesson is about, choose first), and a
/// list keeps its order. No label is placed over an obstacle (a finger, drawn opaque over the screen): a label moves
/// down, narrows to the room left of it, or starts right of it. Every label is wrapped to fit its view's width (``LabelText/lines(_:width:size:)``), never
/// cut; one that needs more lines than its view has room for is not drawn.
struct LabelPlan {
    /// A label to place.
    struct Request {
        var responder: Int
        /// The bounding box of the innermost outline drawn for its frame (views with the same frame are drawn
        /// inside one another), in screen coordinates: the label stays inside it.
        var box: Rect
        /// The corner a list of labels starts from: the true top-left corner of the view, shared by the views with
        /// the same frame.
        var corner: Point
        /// The texts to try, best first.
        var texts: [String]
        /// The drawing order (front is larger).
        var z: Int
    }

    /// A label placed: its lines, from the top-left corner of its first line, in screen coordinates.
    struct Placement: Equatable {
        var lines: [String]
        var origin: Point
        var width: Double

        var frame: Rect {
            Rect(x: origin.x, y: origin.y, width: width, height: Double(lines.count) * LabelText.lineHeight)
        }
    }

    /// How far a label stays inside its view's outline.
    static let padding = 3.0

    /// What no label is placed over.
    private let obstacles: [Rect]
    /// The placements, by responder.
    private(set) var placements: [Int: Placement] = [:]
    /// The placed labels' frames, by grid cell, to find what a new label would overprint.
    private var grid: [Int: [Rect]] = [:]
    private static let cell = 128.0
    /// How many lines down its box a label is tried before it is left out: a box a billion points tall (or a label
    /// that collides all the way down) costs at most this many tries. 512 lines is 8,448 points, ten screens.
    static let maxLinesTried = 512

    /// Places the labels, none over another nor over any of `obstacles` (in screen coordinates).
    init(requests: [Request], obstacles: [Rect] = []) {
        self.obstacles = obstacles
        for obstacle in obstacles { remember(obstacle) }
        var lists: [Point: [Request]] = [:]
        var front: [Point: Int] = [:]
        for request in requests {
            lists[request.corner, default: []].append(request)
            front[request.corner] = max(front[request.corner] ?? .min, request.z)
        }
        let order = lists.keys.sorted { (front[$0]!, $1.y, $1.x) > (front[$1]!, $0.y, $0.x) }
        for corner in order {
            let list = lists[corner]!.sorted(by: { $0.z < $1.z })
            // The list starts inside the innermost outline at its corner, so no outline runs through its text.
            var next = (list.map(\.box.minY).max() ?? 0) + 1
            let left = (list.map(\.box.minX).max() ?? 0) + Self.padding
            for request in list {
                if let placed = place(request, from: next, left: left) {
                    placements[request.responder] = placed
                    remember(placed.frame)
                    next = placed.frame.maxY
                }
            }
        }
    }

    /// The first place at or below `top` inside the request's box where one of its texts fits without overprinting.
    private func place(_ request: Request, from top: Double, left x: Double) -> Placement? {
        let box = request.box
        let fullWidth = box.maxX - Self.padding - x
        guard fullWidth >= LabelText.fontSize * 1.5 else { return nil }
        var y = max(top, box.minY + 1)
        // At most `maxLinesTried` lines down, and only while a line moves y (past 1e17 points `y + 16` is `y`).
        var tried = 0
        while tried < Self.maxLinesTried, y + LabelText.lineHeight <= box.maxY - 1, y + LabelText.lineHeight > y {
            tried += 1
            for text in request.texts {
                // As wide as the view; then, when that would overprint, as wide as the room left of what it would
                // overprint, or (beside an obstacle) right of the obstacle.
                var tries = [(left: x, width: fullWidth)]
                var index = 0
                while index < tries.count {
                    let (left, width) = tries[index]
                    index += 1
                    let lines = LabelText.lines(text, width: width)
                    let used = lines.map { LabelText.width(of: $0) }.max() ?? 0
                    let placement = Placement(lines: lines, origin: Point(x: left, y: y), width: min(used, width))
                    guard placement.frame.maxY <= box.maxY - 1, used <= width else { continue }
                    // Narrowed beside what it would overprint, a name is not cut inside a word: a shorter text is
                    // tried instead.
                    guard index == 1 || LabelText.breaksWell(lines, of: text) else { continue }
                    let blocking = overlaps(placement.frame)
                    if blocking.isEmpty { return placement }
                    guard index == 1 else { continue }
                    let room = (blocking.map(\.minX).min() ?? x) - 4 - x
                    if room >= LabelText.fontSize * 3, room < width { tries.append((x, room)) }
                    if let right = blocking.filter(obstacles.contains).map(\.maxX).max() {
                        let width = box.maxX - Self.padding - right - 4
                        if width >= LabelText.fontSize * 3 { tries.append((right + 4, width)) }
                    }
                }
            }
            y += LabelText.lineHeight
        }
        return nil
    }

    /// The grid cells `rect` touches; none for a rectangle of more than 4,096 cells, or one not finite. Cells are
    /// counted as Doubles first, so a label placed a hundred billion points away (a transform scaling a large frame)
    /// is never converted to an out-of-range Int.
    private func cells(of rect: Rect) -> [Int] {
        let first = (column: (rect.minX / Self.cell).rounded(.down), row: (rect.minY / Self.cell).rounded(.down))
        let last = (column: (rect.maxX / Self.cell).rounded(.down), row: (rect.maxY / Self.cell).rounded(.down))
        // False for NaN and infinities too.
        guard (last.column - first.column + 1) * (last.row - first.row + 1) <= 4_096 else { return [] }
        let columns = Int(clamping: first.column)...Int(clamping: max(first.column, last.column))
        let rows = Int(clamping: first.row)...Int(clamping: max(first.row, last.row))
        return rows.flatMap { row in columns.map { row &* 65_536 &+ $0 } }
    }

    /// The placed labels `rect` would overprint (touching, or a point of overlap, is not overprinting).
    private func overlaps(_ rect: Rect) -> [Rect] {
        var found: [Rect] = []
        for cell in cells(of: rect) {
            for other in grid[cell] ?? []
            where other.minX < rect.maxX - 1 && rect.minX < other.maxX - 1 && other.minY < rect.maxY - 1
                && rect.minY < other.maxY - 1 && !found.contains(other)
            {
                found.append(other)
            }
        }
        return found
    }

    private mutating func remember(_ rect: Rect) {
        for cell in cells(of: rect) { grid[cell, default: []].append(rect) }
    }
}
