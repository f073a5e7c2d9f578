/// Which of a view's many subviews a touch at a point can reach, so that hit-testing many points of one app (the
/// audit's samples) asks a few siblings of each view instead of every one.
///
/// ```
///  a view with ≥ 32 subviews ──► each subview's hit area in the view's space, where it is a rectangle
///        │                        (no transform, an ordinary or overridden point(inside:))
///        ▼
///  strips across y, strips across x, or a square grid: whichever leaves fewest subviews per cell
///        │
///  a point ──► its cell's subviews ∪ the ones no rectangle describes (a transform, point(inside:) true
///              everywhere, an area too large for the cells), front to back
/// ```
///
/// The index only narrows the search: every subview it names is still asked by the same `hitTest(_:with:)`
/// (``App/skipReason(of:at:detached:)``), and a subview it leaves out is one whose `point(inside:with:)` is false
/// there, with a margin for rounding. The views it leaves out are charged to the budget as if they had been asked,
/// so a budget runs out exactly where it would without the index.
///
/// Built from the app as it is: an index of an app changed afterwards says nothing.
public struct HitTestIndex: Sendable {
    /// The fewest subviews a view has before its subviews are indexed: below it, asking them all is as quick.
    public static let minimumSubviews = 32

    /// The cells of one view with many subviews. Positions are indices into its `subviews`.
    struct Cells: Sendable {
        /// The box holding every indexed hit area, in the view's space.
        var minX: Double
        var minY: Double
        var cellWidth: Double
        var cellHeight: Double
        var columns: Int
        var rows: Int
        /// Each cell's positions, ascending (row by row).
        var cells: [[Int]]
        /// The positions that are candidates at every point, ascending.
        var everywhere: [Int]

        /// The positions a point in the view's space can reach, front to back (descending).
        func candidates(at point: Point) -> [Int] {
            let column = ((point.x - minX) / cellWidth).rounded(.down)
            let row = ((point.y - minY) / cellHeight).rounded(.down)
            // A point outside the box (by more than a cell: the margin is far smaller) reaches only the others.
            let inBox = column >= -1 && row >= -1 && column <= Double(columns) && row <= Double(rows)
            let cell: [Int] =
                inBox
                ? cells[
                    Int(clamping: min(max(row, 0), Double(rows - 1))) * columns
                        + Int(clamping: min(max(column, 0), Double(columns - 1)))]
                : []
            var merged: [Int] = []
            merged.reserveCapacity(cell.count + everywhere.count)
            var left = cell.count - 1
            var right = everywhere.count - 1
            while left >= 0 || right >= 0 {
                if right < 0 || left >= 0 && cell[left] > everywhere[right] {
                    merged.append(cell[left])
                    left -= 1
                } else {
                    merged.append(everywhere[right])
                    right -= 1
                }
            }
            return merged
        }
    }

    /// The cells of every view with at least ``minimumSubviews`` subviews whose hit areas the cells narrow.
    let views: [Int: Cells]

    /// Indexes every view of an app with many subviews.
    public init(app: App) {
        var views: [Int: Cells] = [:]
        for view in 0..<app.count where app[view].subviews.count >= Self.minimumSubviews {
            if let cells = Self.cells(of: view, in: app) { views[view] = cells }
        }
        self.views = views
    }

    /// The most cells one hit area is filed under; a larger one is a candidate everywhere. It bounds the index:
    /// at most this many entries a subview.
    static let maximumCellsPerView = 16

    /// The cells of one view, in the layout (strips or a grid) that leaves fewest candidates per point, or nil
    /// when no layout leaves fewer than half of the subviews.
    static func cells(of view: Int, in app: App) -> Cells? {
        let subviews = app[view].subviews
        var areas: [(position: Int, rect: Rect)] = []
        var everywhere: [Int] = []
        for (position, subview) in subviews.enumerated() {
            // A view rejected wherever the touch is (hidden, an override, interaction off) is never a candidate.
            if app.skipReasonAtEveryPoint(of: subview) != nil { continue }
            if let rect = areaInSuperview(of: subview, in: app) {
                areas.append((position, rect))
            } else {
                everywhere.append(position)
            }
        }
        guard let first = areas.first?.rect else { return nil }
        var minX = first.minX
        var minY = first.minY
        var maxX = first.maxX
        var maxY = first.maxY
        for (_, rect) in areas {
            minX = min(minX, rect.minX)
            minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX)
            maxY = max(maxY, rect.maxY)
        }
        let count = subviews.count
        let side = Int(clamping: Double(count).squareRoot(), rounding: .up)
        let strips = min(count, 4096)
        // Each layout is costed first (the candidates a point meets on average: the entries per cell, and those
        // listed everywhere); only the cheapest is built.
        var best: (columns: Int, rows: Int, width: Double, height: Double)?
        var bestCost = Double(count) / 2
        for (columns, rows) in [(1, strips), (strips, 1), (side, side)] {
            let width = maxX > minX ? (maxX - minX) / Double(columns) : 1
            let height = maxY > minY ? (maxY - minY) / Double(rows) : 1
            guard width.isFinite, height.isFinite, width > 0, height > 0 else { continue }
            var filed = 0
            var listedEverywhere = everywhere.count
            for (_, rect) in areas {
                let cells =
                    range(rect.minX, rect.maxX, from: minX, step: width, count: columns).count
                    * range(rect.minY, rect.maxY, from: minY, step: height, count: rows).count
                if cells <= maximumCellsPerView { filed += cells } else { listedEverywhere += 1 }
            }
            let cost = Double(filed) / Double(columns * rows) + Double(listedEverywhere)
            if cost < bestCost {
                best = (columns, rows, width, height)
                bestCost = cost
            }
        }
        guard let (columns, rows, width, height) = best else { return nil }
        var layout = Cells(
            minX: minX, minY: minY, cellWidth: width, cellHeight: height, columns: columns, rows: rows,
            cells: Array(repeating: [], count: columns * rows), everywhere: everywhere)
        for (position, rect) in areas {
            let columnRange = range(rect.minX, rect.maxX, from: minX, step: width, count: columns)
            let rowRange = range(rect.minY, rect.maxY, from: minY, step: height, count: rows)
            guard columnRange.count * rowRange.count <= maximumCellsPerView else {
                layout.everywhere.append(position)
                continue
            }
            for row in rowRange {
                for column in columnRange { layout.cells[row * columns + column].append(position) }
            }
        }
        layout.everywhere.sort()
        return layout
    }

    /// The cells a span from `low` to `high` touches, widened by a margin for rounding and clamped to the box.
    static func range(_ low: Double, _ high: Double, from origin: Double, step: Double, count: Int) -> ClosedRange<Int>
    {
        let margin = 1e-9 * (abs(low) + abs(high) + abs(origin) + 1)
        let first = ((low - margin - origin) / step).rounded(.down)
        let last = ((high + margin - origin) / step).rounded(.down)
        let lower = Int(clamping: min(max(first, 0), Double(count - 1)))
        let upper = Int(clamping: min(max(last, 0), Double(count - 1)))
        return lower...upper
    }

    /// A subview's hit area in its superview's space, when it is a finite rectangle there: no transform, and a
    /// `point(inside:with:)` true in a rectangle of its own space (its bounds, grown or inset). Nil otherwise.
    static func areaInSuperview(of view: Int, in app: App) -> Rect? {
        // Read in place: a `let` of the whole responder would copy every one of its fields.
        if let transform = app[view].transform, !transform.isIdentity { return nil }
        guard case .rect(let area) = app.hitArea(of: view) else { return nil }
        let (frame, boundsOrigin) = (app[view].frame, app[view].boundsOrigin)
        let rect = Rect(
            x: area.minX + frame.minX - boundsOrigin.x, y: area.minY + frame.minY - boundsOrigin.y,
            width: area.size.width, height: area.size.height)
        let finite = rect.minX.isFinite && rect.minY.isFinite && rect.maxX.isFinite && rect.maxY.isFinite
        return finite && rect.size.width >= 0 && rect.size.height >= 0 ? rect : nil
    }

    /// The positions of a view's subviews that a point in its space can reach, front to back; nil when the view
    /// is not indexed (every subview is asked).
    func candidates(of view: Int, at point: Point) -> [Int]? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return views[view]?.candidates(at: point)
    }
}

extension App {
    /// The view a touch at a screen point hits, within a budget, with no trace: one step per view asked (the
    /// subviews an index leaves out included), and no entries.
    ///
    /// It answers what ``hitTest(_:onlyWindow:detached:summarizingRunsOf:budget:)`` answers, and spends the
    /// same steps: the trace is what it does not build.
    public func hitView(at point: Point, index: HitTestIndex? = nil, budget: inout WorkBudget) -> Int? {
        // Only steps stop it: entries recorded before are another part's.
        var probe = WorkBudget(maxSteps: max(0, budget.maxSteps - budget.steps), maxEntries: .max)
        defer { budget.spend(steps: probe.steps) }
        for window in windowsFrontToBack {
            guard let local = convertFromSuperview(point, into: window) else {
                probe.spend()
                continue
            }
            if let hit = hitView(local, in: window, index: index, budget: &probe) { return hit }
            if probe.isExhausted { return nil }
        }
        return nil
    }

    /// `hitTest(_:with:)` on a window with a point in its own space, with no trace.
    private func hitView(_ point: Point, in root: Int, index: HitTestIndex?, budget: inout WorkBudget) -> Int? {
        struct Frame {
            var view: Int
            var point: Point
            /// The position of the next subview to ask, counting down.
            var next: Int
            /// The positions to ask, front to back, when the view's subviews are indexed.
            var candidates: [Int]?
            var cursor = 0
        }
        var stack: [Frame] = []

        // Asks one view: the view it answers, nil when it is skipped, or pushed (.none) so its subviews are asked.
        func visit(_ view: Int, _ point: Point?) -> Int?? {
            budget.spend()
            if skipReason(of: view, at: point, detached: false) != nil { return .some(nil) }
            guard let point else { return .some(nil) }
            switch responders[view].hitTest {
            case .returnsSelf: return .some(view)
            case .redirect(let target): return .some(target)
            default:
                let candidates = index?.candidates(of: view, at: point)
                stack.append(
                    Frame(view: view, point: point, next: responders[view].subviews.count - 1, candidates: candidates))
                return nil
            }
        }

        if let answer = visit(root, point) { return answer }
        while var top = stack.last {
            if budget.isExhausted { return nil }
            var position: Int?
            if let candidates = top.candidates {
                if top.cursor < candidates.count {
                    position = candidates[top.cursor]
                    top.cursor += 1
                }
                // The subviews between the last one asked and this one are not asked: they are charged as if
                // they were, each rejected, and a budget that runs out among them stops where it would have.
                let skipped = top.next - (position ?? -1)
                if skipped > budget.maxSteps - budget.steps {
                    budget.spend(steps: budget.maxSteps - budget.steps + 1)
                    return nil
                }
                budget.spend(steps: skipped)
                top.next = (position ?? -1) - 1
            } else if top.next >= 0 {
                position = top.next
                top.next -= 1
            }
            guard let position else {
                // No subview answered: the view itself is the hit, unless it passes through.
                stack.removeLast()
                if passesThrough(top.view, at: top.point) { continue }
                return top.view
            }
            stack[stack.count - 1] = top
            let child = responders[top.view].subviews[position]
            if let answer = visit(child, convertFromSuperview(top.point, into: child)), let hit = answer {
                return budget.isExhausted ? nil : hit
            }
        }
        return nil
    }
}
