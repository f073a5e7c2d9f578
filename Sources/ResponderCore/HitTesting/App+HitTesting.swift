extension App {
    /// Hit-tests a touch at a screen point: the windows from front to back, then `hitTest(_:with:)` down each
    /// window's hierarchy, recording every view considered.
    ///
    /// A view is rejected, with its whole subtree, for the reasons ``skipReason(of:at:detached:)`` checks, in
    /// UIKit's order (a transform with no inverse, a `hitTest(_:with:)` override that returns nil, hidden, user
    /// interaction disabled, an alpha below 0.01, `point(inside:with:)` saying no: the table in
    /// App+HitTestSkip.swift). Otherwise its subviews are
    /// asked front to back (last added first), each through its own `hitTest` so overrides are honoured, and the
    /// first non-nil answer wins; if none answers, the view itself is the hit. A window whose hierarchy returns
    /// nil lets the touch through to the window behind it.
    ///
    /// The walk is iterative: its depth is limited only by memory, and its cost is the number of views visited.
    ///
    /// - Parameters:
    ///   - point: The touch location in screen coordinates.
    ///   - onlyWindow: Restrict hit-testing to one window (a touch described as belonging to it).
    ///   - detached: Views treated as not in any window (a controller's view during `viewDidLoad`).
    ///   - summarizingRunsOf: When set, a run of at least this many sibling views rejected for the same reason
    ///     is recorded as one step with a ``HitTestStep/count`` (shorter runs keep a step each); nil records
    ///     every view.
    ///   - budget: One step is spent per view asked and one entry per step recorded; hit-testing stops (finding
    ///     nothing) as soon as the budget is exhausted.
    /// - Returns: The trace, whose ``HitTestTrace/hitView`` is where the touch's chain starts.
    public func hitTest(
        _ point: Point, onlyWindow: Int? = nil, detached: Set<Int> = [], summarizingRunsOf: Int? = nil,
        budget: inout WorkBudget
    ) -> HitTestTrace {
        var trace = HitTestTrace(point: point)
        let candidates = onlyWindow.map { [$0] } ?? windowsFrontToBack
        for window in candidates {
            guard let local = convertFromSuperview(point, into: window) else {
                budget.spend()
                budget.record(entries: 1)
                trace.steps.append(HitTestStep(view: window, depth: 0, point: point, outcome: .singularTransform))
                continue
            }
            if let hit = hitTest(
                local, in: window, detached: detached, summarizingRunsOf: summarizingRunsOf, steps: &trace.steps,
                budget: &budget)
            {
                trace.window = window
                trace.hitView = hit
                return trace
            }
            if budget.isExhausted { return trace }
        }
        return trace
    }

    /// Hit-tests a touch at a screen point with no budget, recording every view.
    public func hitTest(_ point: Point, onlyWindow: Int? = nil, detached: Set<Int> = []) -> HitTestTrace {
        var budget = WorkBudget.unlimited
        return hitTest(point, onlyWindow: onlyWindow, detached: detached, budget: &budget)
    }

    /// `hitTest(_:with:)` on one view (a window, usually) with a point in its own space, with no budget.
    public func hitTest(_ point: Point, in root: Int, detached: Set<Int> = [], steps: inout [HitTestStep]) -> Int? {
        var budget = WorkBudget.unlimited
        return hitTest(point, in: root, detached: detached, summarizingRunsOf: nil, steps: &steps, budget: &budget)
    }

    /// `hitTest(_:with:)` on one view (a window, usually) with a point in its own space.
    ///
    /// Runs of rejected siblings are summarised as in ``hitTest(_:onlyWindow:detached:summarizingRunsOf:budget:)``:
    /// two steps next to each other at the same depth, both rejected, are always siblings (a rejected view's
    /// subviews are never asked, so nothing is recorded between them).
    public func hitTest(
        _ point: Point, in root: Int, detached: Set<Int> = [], summarizingRunsOf: Int?, steps: inout [HitTestStep],
        budget: inout WorkBudget
    ) -> Int? {
        struct Frame {
            var view: Int
            var depth: Int
            var point: Point
            var nextChild: Int
            var step: Int
        }
        // Room for a typical depth and trace at once, rather than growing by doubling from one (a trace already
        // begun, in a window behind, grows as it would).
        var stack: [Frame] = []
        stack.reserveCapacity(16)
        if steps.isEmpty { steps.reserveCapacity(16) }
        // The value the most recently finished view returned; nil means no view has finished yet.
        var finished: Int?? = nil

        // Records a rejected view: a step of its own, or one more sibling in a summarised run.
        func recordSkip(_ view: Int, depth: Int, point: Point, outcome: HitTestOutcome) {
            if let minimum = summarizingRunsOf, depth > 0, let last = steps.indices.last,
                steps[last].depth == depth, steps[last].outcome == outcome
            {
                if steps[last].count > 1 {
                    steps[last].count += 1
                    steps[last].lastView = view
                    return
                }
                // The run of single steps that ends at `last` (never longer than `minimum - 1`).
                var first = last
                while first > 0, steps[first - 1].depth == depth, steps[first - 1].outcome == outcome,
                    steps[first - 1].count == 1
                {
                    first -= 1
                }
                if last - first + 2 >= minimum {
                    steps[first].count = last - first + 2
                    steps[first].lastView = view
                    steps.removeSubrange((first + 1)...)
                    return
                }
            }
            budget.record(entries: 1)
            steps.append(HitTestStep(view: view, depth: depth, point: point, outcome: outcome))
        }

        // Asks one view: either it answers at once (skipped, intercepted, redirected) or it is pushed so its
        // subviews are asked.
        func visit(_ view: Int, _ point: Point?, depth: Int) -> Int?? {
            // The view's fields are read in place: a `let` of the whole Responder held across the skip check is a
            // copy of every one of its properties (a retain each), once per view asked.
            budget.spend()
            if let outcome = skipReason(of: view, at: point, detached: detached.contains(view)) {
                recordSkip(view, depth: depth, point: point ?? .zero, outcome: outcome)
                return .some(nil)
            }
            // A view whose transform has no inverse was skipped above.
            guard let point else { return .some(nil) }
            switch responders[view].hitTest {
            case .returnsSelf:
                budget.record(entries: 1)
                steps.append(HitTestStep(view: view, depth: depth, point: point, outcome: .interceptedBySelf))
                return .some(view)
            case .redirect(let target):
                budget.record(entries: 1)
                steps.append(
                    HitTestStep(view: view, depth: depth, point: point, outcome: .redirected, redirectedTo: target))
                return .some(target)
            default:
                budget.record(entries: 1)
                steps.append(HitTestStep(view: view, depth: depth, point: point, outcome: .hit))
                stack.append(
                    Frame(
                        view: view, depth: depth, point: point, nextChild: responders[view].subviews.count - 1,
                        step: steps.count - 1))
                return nil
            }
        }

        let first = visit(root, point, depth: 0)
        if let answer = first { return answer }
        while var top = stack.last {
            if budget.isExhausted { return nil }
            if let answer = finished {
                finished = nil
                if let hit = answer {
                    // A subview returned a view: this view returns it too.
                    steps[top.step].outcome = .containsHit
                    stack.removeLast()
                    finished = .some(hit)
                    continue
                }
            }
            if top.nextChild >= 0 {
                let child = responders[top.view].subviews[top.nextChild]
                top.nextChild -= 1
                stack[stack.count - 1] = top
                let childPoint = convertFromSuperview(top.point, into: child)
                if let answer = visit(child, childPoint, depth: top.depth + 1) { finished = .some(answer) }
                continue
            }
            // No subview answered: the view itself is the hit, unless it passes through.
            stack.removeLast()
            if passesThrough(top.view, at: top.point) {
                steps[top.step].outcome = .passedThrough
                finished = .some(nil)
            } else {
                steps[top.step].outcome = .hit
                finished = .some(top.view)
            }
        }
        return finished ?? nil
    }
}
