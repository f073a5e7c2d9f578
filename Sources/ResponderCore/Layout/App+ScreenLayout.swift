extension App {
    /// Where every window and view is (see ``ScreenLayout``), within a work budget: one step and one entry per
    /// window and view. Views that are in no window (a controller's view never placed) have no place and are left
    /// out.
    ///
    /// - Throws: ``BudgetExceeded`` when the budget runs out.
    public func screenLayout(within budget: inout WorkBudget) throws(BudgetExceeded) -> ScreenLayout {
        var layout = ScreenLayout()
        var zOrder = 0
        let key = keyWindow
        // Per view on the stack: how its window coordinates are reached, and what stops touches before its
        // subviews are asked.
        struct Pending {
            var view: Int
            var superview: Int
            var depth: Int
            var toWindow: AffineTransform
            var inherited: TouchBlock?
        }
        for window in windowsFrontToBack.reversed() {
            try spend(&budget)
            let windowBlock = ownBlock(of: window)
            layout.windows.append(
                WindowPlacement(
                    window: window, frame: responders[window].frame, windowLevel: responders[window].windowLevel,
                    isKey: window == key, zOrder: zOrder, touchBlock: windowBlock))
            zOrder += 1
            var stack: [Pending] = []
            let forSubviews = windowBlock ?? blockForSubviews(of: window)
            for subview in responders[window].subviews.reversed() {
                stack.append(
                    Pending(
                        view: subview, superview: window, depth: 1, toWindow: transformToSuperview(of: subview),
                        inherited: forSubviews))
            }
            while let next = stack.popLast() {
                try spend(&budget)
                let view = next.view
                let hitArea: Quad?
                // Given regions are drawn as the smallest rectangle holding them (``ViewPlacement/hitAreaRule`` says
                // which).
                hitArea = self.hitArea(of: view).boundingRect.map { Quad($0, through: next.toWindow) }
                let block = next.inherited ?? ownBlock(of: view)
                layout.views.append(
                    ViewPlacement(
                        view: view, window: window, superview: next.superview, depth: next.depth, zOrder: zOrder,
                        corners: Quad(bounds(of: view), through: next.toWindow), hitArea: hitArea,
                        hitAreaRule: responders[view].pointInside, clipsToBounds: responders[view].clipsToBounds,
                        touchBlock: block))
                zOrder += 1
                let forSubviews = block ?? blockForSubviews(of: view)
                // Subviews are drawn in order (index 0 at the back): push them front first so the back pops first.
                for subview in responders[view].subviews.reversed() {
                    stack.append(
                        Pending(
                            view: subview, superview: view, depth: next.depth + 1,
                            toWindow: transformToSuperview(of: subview).concatenating(next.toWindow),
                            inherited: forSubviews))
                }
            }
        }
        return layout
    }

    /// Where every window and view is, with no budget.
    public func screenLayout() -> ScreenLayout {
        var budget = WorkBudget.unlimited
        // An unlimited budget never runs out.
        return (try? screenLayout(within: &budget)) ?? ScreenLayout()
    }

    private func spend(_ budget: inout WorkBudget) throws(BudgetExceeded) {
        budget.spend()
        budget.record(entries: 1)
        if let resource = budget.exhausted {
            throw BudgetExceeded(
                resource: resource, limit: resource == .steps ? budget.maxSteps : budget.maxEntries)
        }
    }

    /// What stops hit-testing before it asks one view, or lets it be the hit: ``ViewPlacement/touchBlock`` of that
    /// view alone, found by the same rules walking down from its window, without laying out the rest.
    public func touchBlock(of view: Int) -> TouchBlock? {
        var lineage: [Int] = []
        var current: Int? = view
        while let node = current, lineage.count <= count {
            lineage.append(node)
            current = responders[node].kind == .window ? nil : responders[node].superview
        }
        var inherited: TouchBlock?
        for node in lineage.reversed() {
            let block = inherited ?? ownBlock(of: node)
            if node == view { return block }
            inherited = block ?? blockForSubviews(of: node)
        }
        return nil
    }

    /// What stops hit-testing at a view itself, whatever the point (``skipReasonAtEveryPoint(of:)``).
    func ownBlock(of view: Int) -> TouchBlock? {
        skipReasonAtEveryPoint(of: view).map { TouchBlock(responder: view, reason: $0) }
    }

    /// What stops hit-testing from asking a view's subviews although the view itself passes: a `hitTest` override
    /// that returns itself or another view without asking them.
    func blockForSubviews(of view: Int) -> TouchBlock? {
        switch responders[view].hitTest {
        case .returnsSelf: return TouchBlock(responder: view, reason: .interceptedBySelf)
        case .redirect: return TouchBlock(responder: view, reason: .redirected)
        default: return nil
        }
    }
}
