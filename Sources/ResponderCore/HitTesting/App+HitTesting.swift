extension App {
    /// Hit-tests a touch at a screen point: the windows from front to back, then `hitTest(_:with:)` down each
    /// window's hierarchy, recording every view considered.
    ///
    /// A view is rejected, with its whole subtree, when it is hidden, has user interaction disabled, has an
    /// alpha below 0.01, or `point(inside:with:)` says no (bounds are half-open). Otherwise its subviews are
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
    /// - Returns: The trace, whose ``HitTestTrace/hitView`` is where the touch's chain starts.
    public func hitTest(_ point: Point, onlyWindow: Int? = nil, detached: Set<Int> = []) -> HitTestTrace {
        var trace = HitTestTrace(point: point)
        let candidates = onlyWindow.map { [$0] } ?? windowsFrontToBack
        for window in candidates {
            guard let local = convertFromSuperview(point, into: window) else {
                trace.steps.append(HitTestStep(view: window, depth: 0, point: point, outcome: .singularTransform))
                continue
            }
            if let hit = hitTest(local, in: window, detached: detached, steps: &trace.steps) {
                trace.window = window
                trace.hitView = hit
                return trace
            }
        }
        return trace
    }

    /// `hitTest(_:with:)` on one view (a window, usually) with a point in its own space.
    public func hitTest(_ point: Point, in root: Int, detached: Set<Int> = [], steps: inout [HitTestStep]) -> Int? {
        struct Frame {
            var view: Int
            var depth: Int
            var point: Point
            var nextChild: Int
            var step: Int
        }
        var stack: [Frame] = []
        // The value the most recently finished view returned; nil means no view has finished yet.
        var finished: Int?? = nil

        // Asks one view: either it answers at once (skipped, intercepted, redirected) or it is pushed so its
        // subviews are asked.
        func visit(_ view: Int, _ point: Point?, depth: Int) -> Int?? {
            let node = responders[view]
            guard let point else {
                steps.append(HitTestStep(view: view, depth: depth, point: .zero, outcome: .singularTransform))
                return .some(nil)
            }
            var outcome: HitTestOutcome?
            if case .returnsNil = node.hitTest {
                outcome = .hitTestReturnsNil
            } else if node.isHidden || detached.contains(view) {
                outcome = .hidden
            } else if !node.isUserInteractionEnabled {
                outcome = .userInteractionDisabled
            } else if node.alpha < 0.01 {
                outcome = .transparent
            } else if !pointInside(point, of: view) {
                outcome = .pointOutside
            }
            if let outcome {
                steps.append(HitTestStep(view: view, depth: depth, point: point, outcome: outcome))
                return .some(nil)
            }
            switch node.hitTest {
            case .returnsSelf:
                steps.append(HitTestStep(view: view, depth: depth, point: point, outcome: .interceptedBySelf))
                return .some(view)
            case .redirect(let target):
                steps.append(
                    HitTestStep(view: view, depth: depth, point: point, outcome: .redirected, redirectedTo: target))
                return .some(target)
            default:
                steps.append(HitTestStep(view: view, depth: depth, point: point, outcome: .hit))
                stack.append(
                    Frame(
                        view: view, depth: depth, point: point, nextChild: node.subviews.count - 1,
                        step: steps.count - 1))
                return nil
            }
        }

        let first = visit(root, point, depth: 0)
        if let answer = first { return answer }
        while var top = stack.last {
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
            if case .passThrough = responders[top.view].hitTest {
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
