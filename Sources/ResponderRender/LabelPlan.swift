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
/// The labels of the views a lesson is about (its subjects: the hit view, the handler, the control whose action is at
/// stake, the key window) are placed first, front to back; then the others, front to back (the views in front, usually
/// the ones a lesson is about, choose first), and a list keeps its order. A subject whose label does not fit inside
/// its view is placed outside it, near it on the screen, joined to it by a short leader line:
///
/// ```
///  ┌ cell ─────────────────────────────┐
///  │             ┌──────┐               │   the Delete button, a finger on it, has no room for its name: it is
///  │             │  ●   │               │   written below it, and a leader joins the two
///  │             └──┬───┘               │
///  │   UIButton 'deleteButton'          │
/// ```
///
/// No label is placed over an obstacle (a finger, drawn opaque over the screen): a label moves down, narrows to the
/// room left of it, or starts right of it. No label is crossed by a line the picture draws (``Segment``: an outline,
/// a ring, a hit area, a leader): it moves down instead. Every label is wrapped to fit its view's width
/// (``LabelText/lines(_:width:size:)``) at spaces and where a name breaks well (``LabelText/breaksWell(_:of:)``),
/// never inside a word; one that needs more lines than its view has room for, or a break inside a word, falls back
/// to a shorter text or is not drawn (its view's <title> always names it).
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
        /// Whether it names what the lesson is about (``LabelPlan``): placed first, and outside its view when it
        /// does not fit inside.
        var isSubject = false
    }

    /// A straight line the picture draws on the screen (an outline's side, a leader) that no label may cross.
    struct Segment: Equatable {
        var from: Point
        var to: Point

        /// Whether the line passes through `rect` (shrunk by one point each way, so a line along a label's edge does
        /// not count): Liang and Barsky's clipping. False for a line or rectangle that is not finite.
        func crosses(_ rect: Rect) -> Bool {
            let (minX, minY, maxX, maxY) = (rect.minX + 1, rect.minY + 1, rect.maxX - 1, rect.maxY - 1)
            // Also false for NaN.
            guard maxX > minX, maxY > minY, from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite,
                minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite
            else { return false }
            // Most lines are nowhere near.
            if max(from.x, to.x) <= minX || min(from.x, to.x) >= maxX || max(from.y, to.y) <= minY
                || min(from.y, to.y) >= maxY
            {
                return false
            }
            let (dx, dy) = (to.x - from.x, to.y - from.y)
            var (enter, leave) = (0.0, 1.0)
            return Self.clip(-dx, from.x - minX, &enter, &leave) && Self.clip(dx, maxX - from.x, &enter, &leave)
                && Self.clip(-dy, from.y - minY, &enter, &leave) && Self.clip(dy, maxY - from.y, &enter, &leave)
                && enter < leave
        }

        /// One side's clip of the line's span `enter...leave`: false when nothing of it is left.
        private static func clip(_ p: Double, _ q: Double, _ enter: inout Double, _ leave: inout Double) -> Bool {
            if p == 0 { return q > 0 }
            let t = q / p
            if p < 0 { enter = max(enter, t) } else { leave = min(leave, t) }
            return enter < leave
        }

        /// The smallest rectangle holding the line.
        var bounds: Rect {
            Rect(
                x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
        }
    }

    /// A label placed: its lines, from the top-left corner of its first line, in screen coordinates.
    struct Placement: Equatable {
        var lines: [String]
        var origin: Point
        var width: Double
        /// For a subject's label placed outside its view: the line from the label to its view.
        var leader: Segment?

        var frame: Rect {
            Rect(x: origin.x, y: origin.y, width: width, height: Double(lines.count) * LabelText.lineHeight)
        }
    }

    /// How far a label stays inside its view's outline.
    static let padding = 3.0

    /// What no label is placed over.
    private let obstacles: [Rect]
    /// Where the labels may go: the screen (a subject's label placed outside its view stays on it).
    private let area: Rect?
    /// The placements, by responder.
    private(set) var placements: [Int: Placement] = [:]
    /// The placed labels' frames, by grid cell, to find what a new label would overprint.
    private var grid: [Int: [Rect]] = [:]
    /// The lines no label crosses, by grid cell (each in the cells of its bounds).
    private var lineGrid: [Int: [Segment]] = [:]
    private static let cell = 128.0
    /// How many lines down its box a label is tried before it is left out: a box a billion points tall (or a label
    /// that collides all the way down) costs at most this many tries. 512 lines is 8,448 points, ten screens.
    static let maxLinesTried = 512

    /// Places the labels, none over another nor over any of `obstacles`, none crossed by any of `lines` (all in
    /// screen coordinates), subjects first; a subject that does not fit in its view goes outside it, within `area`.
    init(requests: [Request], obstacles: [Rect] = [], lines: [Segment] = [], area: Rect? = nil) {
        self.obstacles = obstacles
        self.area = area
        for obstacle in obstacles { remember(obstacle) }
        for line in lines { remember(line) }
        var lists: [Point: [Request]] = [:]
        var front: [Point: Int] = [:]
        for request in requests {
            lists[request.corner, default: []].append(request)
            front[request.corner] = max(front[request.corner] ?? .min, request.z)
        }
        // A list starts inside the innermost outline at its corner, so no outline runs through its text.
        var starts: [Point: (top: Double, left: Double)] = [:]
        for (corner, list) in lists {
            starts[corner] = ((list.map(\.box.minY).max() ?? 0) + 1, (list.map(\.box.minX).max() ?? 0) + Self.padding)
        }
        // The subjects first, front to back, each from the start of its list; then, outside its view, each that
        // did not fit in it.
        let subjects = requests.filter(\.isSubject).sorted(by: { $0.z > $1.z })
        for request in subjects {
            let start = starts[request.corner] ?? (request.box.minY + 1, request.box.minX + Self.padding)
            guard let placed = place(request, from: start.top, left: start.left) else { continue }
            placements[request.responder] = placed
            remember(placed.frame)
        }
        for request in subjects where placements[request.responder] == nil {
            guard let placed = placeOutside(request), let leader = placed.leader else { continue }
            placements[request.responder] = placed
            remember(placed.frame)
            remember(leader)
        }
        let order = lists.keys.sorted { (front[$0]!, $1.y, $1.x) > (front[$1]!, $0.y, $0.x) }
        for corner in order {
            let list = lists[corner]!.sorted(by: { $0.z < $1.z })
            var next = starts[corner]!.top
            let left = starts[corner]!.left
            for request in list {
                // A subject placed first keeps its place (the others go round it).
                if placements[request.responder] != nil { continue }
                if let placed = place(request, from: next, left: left) {
                    placements[request.responder] = placed
                    remember(placed.frame)
                    next = placed.frame.maxY
                }
            }
        }
    }

    /// How far from its view a label placed outside it starts.
    static let outsideGap = 4.0
    /// The widest a label placed outside its view is wrapped to.
    static let outsideWidth = 220.0
    /// How many places, each a line further from its view, a label placed outside it tries each way.
    static let outsideTries = 16
    /// How far along its view a label placed under or over it is moved, in turn.
    static let outsideShifts: [Double] = [0, 6, -6, 12, -12, 24, -24, 48, -48, 96, -96, 144, -144]

    /// A place near the request's box, outside it and inside ``area``, where one of its texts fits without
    /// overprinting a label, covering an obstacle or being crossed by a line; with the leader from the label to the
    /// box, which crosses no label either. Below the box first, then above, right and left, each a line further off.
    private func placeOutside(_ request: Request) -> Placement? {
        guard let area else { return nil }
        let box = request.box
        let values = [box.minX, box.minY, box.maxX, box.maxY, area.minX, area.minY, area.maxX, area.maxY]
        guard values.allSatisfy(\.isFinite) else { return nil }
        let room = (minX: area.minX + Self.padding, maxX: area.maxX - Self.padding)
        let widest = min(Self.outsideWidth, room.maxX - room.minX)
        guard widest >= LabelText.fontSize * 1.5 else { return nil }
        for text in request.texts {
            let lines = LabelText.lines(text, width: widest)
            guard LabelText.breaksWell(lines, of: text) else { continue }
            let width = lines.map { LabelText.width(of: $0) }.max() ?? 0
            guard width <= widest else { continue }
            let height = Double(lines.count) * LabelText.lineHeight
            // Starting under (or over) the view's left edge, moved in so it stays on the screen.
            let x = min(max(box.minX, room.minX), room.maxX - width)
            var origins: [Point] = []
            for step in 0..<Self.outsideTries {
                let further = Double(step) * LabelText.lineHeight
                // Under or over the view, then moved along it (past the sides of outlines drawn inside one another).
                for shift in Self.outsideShifts {
                    origins.append(Point(x: x + shift, y: box.maxY + Self.outsideGap + further))
                    origins.append(Point(x: x + shift, y: box.minY - Self.outsideGap - height - further))
                }
                origins.append(Point(x: box.maxX + Self.outsideGap + further, y: box.minY))
                origins.append(Point(x: box.minX - Self.outsideGap - width - further, y: box.minY))
            }
            for origin in origins {
                var placement = Placement(lines: lines, origin: origin, width: width)
                let frame = placement.frame
                guard frame.minX >= room.minX, frame.maxX <= room.maxX, frame.minY >= area.minY + 1,
                    frame.maxY <= area.maxY - 1, !Self.intersects(frame, box), overlaps(frame).isEmpty,
                    !isCrossed(frame)
                else { continue }
                let leader = Self.leader(from: frame, to: box)
                guard !overlapsLabel(leader) else { continue }
                placement.leader = leader
                return placement
            }
        }
        return nil
    }

    /// The shortest line from a label's frame to its view's box (which do not overlap).
    static func leader(from frame: Rect, to box: Rect) -> Segment {
        func nearest(_ low: Double, _ high: Double, _ otherLow: Double, _ otherHigh: Double) -> (Double, Double) {
            // Overlapping ranges meet in the middle of their overlap; otherwise each end nearest the other.
            let (start, end) = (max(low, otherLow), min(high, otherHigh))
            if start <= end { return ((start + end) / 2, (start + end) / 2) }
            return high < otherLow ? (high, otherLow) : (low, otherHigh)
        }
        let (x1, x2) = nearest(frame.minX, frame.maxX, box.minX, box.maxX)
        let (y1, y2) = nearest(frame.minY, frame.maxY, box.minY, box.maxY)
        return Segment(from: Point(x: x1, y: y1), to: Point(x: x2, y: y2))
    }

    /// Whether two rectangles overlap by more than a point.
    private static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX - 1 && b.minX < a.maxX - 1 && a.minY < b.maxY - 1 && b.minY < a.maxY - 1
    }

    /// Whether a line crosses a label placed (or an obstacle).
    private func overlapsLabel(_ line: Segment) -> Bool {
        for cell in cells(of: line.bounds) {
            for rect in grid[cell] ?? [] where line.crosses(rect) { return true }
        }
        return false
    }

    /// Whether a line the picture draws crosses `rect`.
    private func isCrossed(_ rect: Rect) -> Bool {
        for cell in cells(of: rect) {
            for line in lineGrid[cell] ?? [] where line.crosses(rect) { return true }
        }
        return false
    }

    /// The lines the picture draws that cross `rect`.
    private func crossingLines(_ rect: Rect) -> [Segment] {
        var found: [Segment] = []
        for cell in cells(of: rect) {
            for line in lineGrid[cell] ?? [] where line.crosses(rect) && !found.contains(line) { found.append(line) }
        }
        return found
    }

    /// How many widths a label tries on one line (its view's, narrowed beside what it would overprint, right or left
    /// of the sides of outlines that would cross it).
    static let maxTries = 6

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
                    // A name is never cut inside a word: a narrower room or a shorter text is tried instead.
                    guard LabelText.breaksWell(lines, of: text) else { continue }
                    let blocking = overlaps(placement.frame)
                    if blocking.isEmpty {
                        guard isCrossed(placement.frame) else { return placement }
                        let crossing = crossingLines(placement.frame)
                        // Crossed by the side of an outline: right of it, or left of it; else a line further down.
                        let sides = crossing.filter { abs($0.from.x - $0.to.x) < 0.5 }.map(\.from.x)
                        guard tries.count < Self.maxTries, sides.count == crossing.count else { continue }
                        if let right = sides.max() {
                            let width = box.maxX - Self.padding - right - Self.padding
                            if width >= LabelText.fontSize * 3 { tries.append((right + Self.padding, width)) }
                        }
                        if let leftmost = sides.min() {
                            let width = leftmost - Self.padding - left
                            if width >= LabelText.fontSize * 3 { tries.append((left, width)) }
                        }
                        continue
                    }
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

    private mutating func remember(_ line: Segment) {
        for cell in cells(of: line.bounds) { lineGrid[cell, default: []].append(line) }
    }
}
