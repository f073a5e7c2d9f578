extension App {
    /// Where a tap on a view lands (see ``TouchAim``): its hit area's centre when hit-testing there reaches it, else
    /// the reachable sample nearest the centre, else the centre, not reached, with why: the nearest sample's miss of
    /// the most telling kind (something taking the touch where the view is on screen, before a clipping ancestor,
    /// before the window's edge).
    ///
    /// The samples are the auditor's (``HitAreaSampler``), tried nearest the centre first, each hit-tested exactly
    /// as a touch is; the search stops at the first that reaches the view.
    ///
    /// ```swift
    /// var budget = WorkBudget(maxSteps: 100_000, maxEntries: .max)
    /// let aim = app.aim(at: saveButton, within: &budget)
    /// aim.point     // where the finger goes
    /// aim.reached   // false: app.explanation(of: aim) says why
    /// ```
    ///
    /// - Parameter budget: One step per ancestor placing each sample, and one per view each hit-test asks; the
    ///   search stops (not reached) as soon as it is exhausted.
    public func aim(at view: Int, within budget: inout WorkBudget) -> TouchAim {
        let sampler = HitAreaSampler(view: view, in: self)
        budget.spend(steps: 2 * (sampler.ancestors.count + 1))
        let centre = sampler.centre
        func miss(_ why: TouchAim.Miss) -> TouchAim {
            TouchAim(view: view, point: centre, centre: centre, reached: false, centreMiss: why)
        }
        guard let window = window(of: view) else { return miss(.notInWindow) }
        let block = touchBlock(of: view)
        // An ancestor's hitTest that answers itself or another view is decided by hit-testing: the view it answers
        // may be this one.
        if let block, block.reason != .redirected, block.reason != .interceptedBySelf { return miss(.blocked(block)) }
        guard sampler.hasArea else { return miss(.zeroSize) }
        var centreMiss: TouchAim.Miss?
        // Why no point reaches the view, if none does: the nearest miss of the most telling kind.
        var telling: (miss: TouchAim.Miss, rank: Int)?
        var first = true
        for point in Self.nearestFirst(sampler.screenPoints, to: centre) {
            if budget.isExhausted { break }
            budget.spend(steps: sampler.ancestors.count)
            let pointMiss: TouchAim.Miss?
            switch sampler.place(of: point, in: self) {
            case .offWindow: pointMiss = .offWindow(window: window)
            case .clipped(let ancestor): pointMiss = .clipped(by: ancestor)
            case .outside(let ancestor): pointMiss = .outside(ancestor: ancestor)
            case .onScreen:
                let hit = hitView(at: point, budget: &budget)
                pointMiss = hit.map { isView($0, inSubtreeOf: view) } == true ? nil : .covered(by: hit)
            }
            guard let pointMiss else {
                return TouchAim(view: view, point: point, centre: centre, reached: true, centreMiss: centreMiss)
            }
            if first { centreMiss = pointMiss }
            first = false
            let rank = Self.rank(of: pointMiss)
            if rank < telling?.rank ?? .max { telling = (pointMiss, rank) }
        }
        let why = telling?.miss ?? .zeroSize
        if let block, case .covered = why { return miss(.blocked(block)) }
        return miss(why)
    }

    /// How much a sample's miss says about why a view cannot be touched, most first: where the view is on screen,
    /// what takes the touch (a view in front, an ancestor that does not hold it); then a clipping ancestor; then the
    /// window's edge.
    static func rank(of miss: TouchAim.Miss) -> Int {
        switch miss {
        case .covered, .outside: return 0
        case .clipped: return 1
        case .offWindow: return 2
        case .blocked, .zeroSize, .notInWindow: return 3
        }
    }

    /// The sample points with the first (the centre) kept first and the rest by distance to it, to a thousandth
    /// of a point; ties keep the grid's order (row by row), so two points as near as each other on either side
    /// of the centre are chosen by where they are, not by rounding noise.
    static func nearestFirst(_ points: [Point], to centre: Point) -> [Point] {
        guard let head = points.first else { return [] }
        let rest = points.dropFirst().enumerated()
            .map { (distance: ($1.distance(to: centre) * 1000).rounded(), offset: $0, point: $1) }
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.offset < $1.offset }
        return [head] + rest.map(\.point)
    }
}
