extension AuditRun {
    /// Whether the audit samples a view: one built to receive touches, and switched on. A disabled control, a
    /// disabled recognizer and a scroll view's own pan recognizer do not count (scroll views are audited through
    /// their content).
    func isAudited(_ view: Int) -> Bool {
        // A disabled text field is a text input too, but switched off on purpose.
        if app[view].isControl && !app[view].isEnabled { return false }
        // A drawing UIKit made to take no touches (a table cell's chevron or checkmark) is UIKit's design.
        if app[view].isSynthesized && !app[view].isUserInteractionEnabled { return false }
        return app.isInteractive(view, countingScrollViewPans: false)
    }

    /// Samples the hit area of every audited view and reports the ones touches cannot reach, or reach only in part.
    mutating func checkReachability(_ budget: inout WorkBudget) throws(BudgetExceeded) {
        for placement in layout.views where isAudited(placement.view) {
            viewsSampled += 1
            settled.insert(placement.view)
            // An ancestor's hitTest that answers itself or another view without asking its subviews is decided by
            // hit-testing like everything else: the view it answers may be this one.
            if let block = placement.touchBlock, block.reason != .redirected, block.reason != .interceptedBySelf {
                reportBlocked(placement.view, by: block, window: placement.window)
            } else {
                try sample(placement, &budget)
            }
        }
    }

    // MARK: Geometry

    // MARK: Sampling

    /// Hit-tests one screen point, within the budget: the view it reaches.
    ///
    /// Only steps count: the trace is not part of the answer, so its steps record no entries.
    mutating func hitView(at point: Point, _ budget: inout WorkBudget) throws(BudgetExceeded) -> Int? {
        pointsHitTested += 1
        let hit = app.hitView(at: point, index: index, budget: &budget)
        try check(budget)
        return hit
    }

    /// Samples one view's hit area and reports what the samples found.
    mutating func sample(_ placement: ViewPlacement, _ budget: inout WorkBudget) throws(BudgetExceeded) {
        let view = placement.view
        let sampler = HitAreaSampler(view: view, in: app)
        guard sampler.hasArea else {
            return reportZeroSize(view, at: sampler.centre)
        }
        var reached: [Point] = []
        var misses: [(point: Point, miss: SampleMiss)] = []
        var offWindow: [Point] = []
        var clipped = 0
        // Whether a touch reached the view itself, and where one first reached a plain view inside it (a control
        // tracks only touches on itself).
        var reachedItself = false
        var subviewHit: (point: Point, view: Int)?
        // Where a presentation's or an active search's dimming view lies over the view (the first few points): not
        // counted, as UIKit's chrome is not, but while it is up a tap there is lost to it.
        var dimmed: [(point: Point, dimming: Int)] = []
        for point in sampler.screenPoints {
            switch sampler.place(of: point, in: app) {
            case .offWindow: offWindow.append(point)
            case .clipped: clipped += 1
            case .outside(let ancestor): misses.append((point, .outside(ancestor: ancestor)))
            case .onScreen:
                let hit = try hitView(at: point, &budget)
                if let hit, app.isView(hit, inSubtreeOf: view) {
                    reached.append(point)
                    if hit == view {
                        reachedItself = true
                    } else if subviewHit == nil {
                        subviewHit = (point, hit)
                    }
                } else if let hit, app.isChrome(hit, over: view, at: point) {
                    // A bar or wrapper UIKit draws over the content (a navigation bar over a full-screen view) is
                    // UIKit's design, not the app's bug: that part is not counted.
                    clipped += 1
                    if dimmed.count < Self.dimmedTries,
                        (app.dimmedPresentation(of: hit) ?? app.searchDimming(of: hit)) != nil
                    {
                        dimmed.append((point, hit))
                    }
                } else {
                    misses.append((point, .covered(by: hit)))
                }
            }
        }
        if let first = reached.first { reachedPoint[view] = first }
        if !dimmed.isEmpty { try reportDimmed(view, dimmed, &budget) }
        let counted = reached.count + misses.count
        if counted == 0 {
            if let point = offWindow.first, clipped == 0 {
                reportOutsideWindow(view, window: placement.window, at: point)
            } else if clipped > 0 {
                reportClippedAway(view, at: sampler.centre)
            }
            return
        }
        if app[view].isControl, !reachedItself, let (point, hit) = subviewHit {
            reportControlSubview(view, hit: hit, at: point)
        }
        guard let firstMiss = misses.first else {
            return try reportSmallTarget(view, rect: sampler.rect, toScreen: sampler.toScreen, &budget)
        }
        if reached.isEmpty {
            return reportUnreachable(view, firstMiss.miss, at: firstMiss.point)
        }
        reportPartlyReachable(view, reached: reached, misses: misses, counted: counted)
        try reportSmallTarget(view, rect: sampler.rect, toScreen: sampler.toScreen, &budget)
    }

    // MARK: Findings

    /// Whether what makes a view interactive is hover recognizers alone (no control, no touch override, no other
    /// recognizer): a pointer, not a finger, shows what it misses.
    func isHoverOnly(_ view: Int) -> Bool {
        let node = app[view]
        let recognizers = node.gestureRecognizers.filter { app.gestureRecognizers[$0].scrollView == nil }
        return !node.isControl && !recognizers.isEmpty
            && recognizers.allSatisfy { app.gestureRecognizers[$0].kind == .hover }
            && !ResponderMethod.touchFamily.contains { node.overrides[$0] != nil }
    }

    /// How many of a view's points under a dimming view are tried for a witness whose tap is for the view.
    static let dimmedTries = 3

    /// A view that a presentation's (a sheet's, popover's, alert's or action sheet's) or an active search
    /// controller's dimming view lies over: while it is up, a tap there never reaches the view. The witness is the
    /// first of `dimmed` whose tap is for the view, as a tap's answer names the view it was for (hit-testing again
    /// without the dimming view); a point where the tap is for another view (a control inside it, one in front of
    /// it) is that view's to report.
    mutating func reportDimmed(
        _ view: Int, _ dimmed: [(point: Point, dimming: Int)], _ budget: inout WorkBudget
    ) throws(BudgetExceeded) {
        for (point, dimming) in dimmed {
            guard try viewUnder(dimming, at: point, &budget) == view else { continue }
            if let controller = app.searchDimming(of: dimming) {
                findings.append(
                    AuditFinding(
                        responders: [view, controller, dimming],
                        words: .coveredBySearchDimming(view: view, controller: controller, dimming: dimming),
                        witness: Self.tap(point), evidence: .diagnostic(.searchDimmingTookTap)))
            } else if let presented = app.dimmedPresentation(of: dimming) {
                let presentation = app[presented].presentation
                // UIKit's documentation: isModalInPresentation keeps a sheet or popover up; an alert is modal.
                let dismisses = !presentation.isModalInPresentation && presentation.alertStyle != .alert
                let isSheet =
                    presentation.alertStyle == nil
                    && (presentation.shownAs == .pageSheet || presentation.shownAs == .formSheet)
                findings.append(
                    AuditFinding(
                        responders: [view, presented, dimming],
                        words: .coveredByPresentation(
                            view: view, presented: presented, dimming: dimming, dismisses: dismisses,
                            undimmedDetent: isSheet ? presentation.shownDetent.identifier : nil),
                        witness: Self.tap(point),
                        evidence: .diagnostic(dismisses ? .tapDismissedPresentation : .tapOutsideModalPresentation)))
            }
            return
        }
    }

    /// The app's view a tap at `point` on `dimming` is for, as a tap's answer names it: the view hit-testing reaches
    /// with the dimming view hidden, or its nearest ancestor built to receive touches (nil over a plain background).
    /// The app without the dimming view is made once for each dimming view (a step per responder copied).
    mutating func viewUnder(_ dimming: Int, at point: Point, _ budget: inout WorkBudget) throws(BudgetExceeded) -> Int?
    {
        let without: App
        if let made = undimmed[dimming] {
            without = made
        } else {
            var copy = app
            copy[dimming].isHidden = true
            budget.spend(steps: app.count)
            undimmed[dimming] = copy
            without = copy
        }
        pointsHitTested += 1
        // Hiding a view leaves every hit area where it was: the index still narrows the search right.
        var candidate = without.hitView(at: point, index: index, budget: &budget)
        var found: Int?
        var steps = 0
        while let current = candidate, app[current].kind != .window, steps <= app.count {
            if !app[current].isUIKitInternal && app.isInteractive(current, countingScrollViewPans: false) {
                found = current
                break
            }
            candidate = app[current].superview
            steps += 1
        }
        budget.spend(steps: steps)
        try check(budget)
        return found
    }

    /// A view whose touches something stops before hit-testing ever asks it.
    mutating func reportBlocked(_ view: Int, by block: TouchBlock, window: Int) {
        let point = HitAreaSampler(view: view, in: app).centre
        let node = app[view]
        if block.responder == view {
            // Hidden or invisible on purpose, or an override of its own: nothing to report.
            guard block.reason == .userInteractionDisabled else { return }
            let recognizers = node.gestureRecognizers.filter { app.gestureRecognizers[$0].scrollView == nil }
            if !recognizers.isEmpty && !node.isControl {
                // A view whose recognizers are all hover recognizers is shown with a pointer, not a finger.
                let hoverOnly = isHoverOnly(view)
                findings.append(
                    AuditFinding(
                        responders: [view],
                        words: .recognizerOnNonInteractiveView(view: view),
                        witness: hoverOnly ? Self.hover(point) : Self.tap(point),
                        evidence: .diagnostic(hoverOnly ? .hoverRecognizerMissedPointer : .interactionDisabled)))
            } else {
                findings.append(
                    AuditFinding(
                        responders: [view], words: .interactionDisabled(view: view),
                        witness: Self.tap(point), evidence: .diagnostic(.interactionDisabled)))
            }
            return
        }
        switch block.reason {
        case .hidden, .transparent:
            findings.append(
                AuditFinding(
                    responders: [view, block.responder],
                    words: .ancestorHidden(view: view, block: block),
                    witness: Self.tap(point), evidence: .neverReaches(view)))
        case .userInteractionDisabled:
            findings.append(
                AuditFinding(
                    responders: [view, block.responder],
                    words: .ancestorInteractionDisabled(view: view, block: block),
                    witness: Self.tap(point), evidence: .diagnostic(.ancestorInteractionDisabled)))
        default:
            findings.append(
                AuditFinding(
                    responders: [view, block.responder],
                    words: .ancestorOverrideBlocksTouches(view: view, block: block),
                    witness: Self.tap(point), evidence: .neverReaches(view)))
        }
    }

    mutating func reportZeroSize(_ view: Int, at point: Point) {
        let shown = app[view].subviews.contains { !app[$0].isHidden } && !app[view].clipsToBounds
        findings.append(
            AuditFinding(
                responders: [view],
                words: .zeroSize(view: view, size: app[view].frame.size, subviewsShow: shown),
                witness: Self.tap(point), evidence: .neverReaches(view)))
    }

    mutating func reportOutsideWindow(_ view: Int, window: Int, at point: Point) {
        findings.append(
            AuditFinding(
                responders: [view, window], words: .outsideWindow(view: view, window: window),
                witness: Self.tap(point), evidence: .neverReaches(view)))
    }

    /// A view that a clipping ancestor cuts away whole. One that a scroll view clips is scrolled out of sight,
    /// which is no bug: scrolling brings it back.
    mutating func reportClippedAway(_ view: Int, at point: Point) {
        var current = app[view].superview
        var steps = 0
        while let ancestor = current, steps <= app.count {
            let node = app[ancestor]
            if node.scrolling != nil { return }
            if node.clipsToBounds,
                let local = app.convertFromScreen(point, into: ancestor), !app.bounds(of: ancestor).contains(local)
            {
                findings.append(
                    AuditFinding(
                        responders: [view, ancestor],
                        words: .clippedByAncestor(view: view, ancestor: ancestor),
                        witness: Self.tap(point), evidence: .neverReaches(view)))
                return
            }
            current = node.kind == .window ? nil : node.superview
            steps += 1
        }
    }

    /// A control whose every reaching touch lands on a plain view inside it (a stack view laid over it).
    mutating func reportControlSubview(_ control: Int, hit: Int, at point: Point) {
        let node = app[hit]
        guard !node.isUIKitInternal, !node.isControl,
            !app[control].targetActions.isEmpty
        else { return }
        findings.append(
            AuditFinding(
                responders: [control, hit],
                words: .controlSubviewTakesTouch(control: control, subview: hit),
                witness: Self.tap(point), evidence: .diagnostic(.controlSubviewTakesTouch)))
    }

    mutating func reportUnreachable(_ view: Int, _ miss: SampleMiss, at point: Point) {
        switch miss {
        case .outside(let ancestor):
            findings.append(
                AuditFinding(
                    responders: [view, ancestor],
                    words: .outsideSuperviewBounds(view: view, ancestor: ancestor),
                    witness: Self.tap(point),
                    // An annotation view's custom callout: the tap's answer says so under its own code.
                    evidence: .diagnostic(
                        app.isAnnotationView(ancestor) ? .calloutOutsideAnnotationView : .outsideSuperviewBounds)))
        case .covered(let front?):
            let cell = app[view].superview
            if let cell, ClassCatalogue.cells[app[cell].uikitClass.name] != nil,
                let content = app[cell].subviews.last(where: { app.isView(front, inSubtreeOf: $0) }),
                app[content].className.hasSuffix("CellContentView") || app[cell].cellContentView == content
            {
                findings.append(
                    AuditFinding(
                        responders: [view, cell, content],
                        words: .controlOnCellNotContentView(view: view, cell: cell, contentView: content),
                        witness: Self.tap(point), evidence: .diagnostic(.coveredByOtherView)))
                return
            }
            let clear = app[front].backgroundColor?.isClear ?? (app[front].backgroundColor == nil)
            // A view that only hover recognizers make interactive is shown with a pointer, not a finger.
            let hoverOnly = isHoverOnly(view)
            findings.append(
                AuditFinding(
                    responders: [view, front],
                    words: .coveredByOtherView(view: view, front: front, frontIsClear: clear),
                    witness: hoverOnly ? Self.hover(point) : Self.tap(point),
                    evidence: .diagnostic(hoverOnly ? .hoverRecognizerMissedPointer : .coveredByOtherView)))
        case .covered(nil):
            findings.append(
                AuditFinding(
                    responders: [view], words: .hitTestFindsNoView(view: view),
                    witness: Self.tap(point), evidence: .neverReaches(view)))
        }
    }

    mutating func reportPartlyReachable(
        _ view: Int, reached: [Point], misses: [(point: Point, miss: SampleMiss)], counted: Int
    ) {
        let miss = misses[0]
        let xs = reached.map(\.x)
        let ys = reached.map(\.y)
        findings.append(
            AuditFinding(
                responders: [view]
                    + misses.compactMap { entry -> Int? in
                        switch entry.miss {
                        case .outside(let ancestor): return ancestor
                        case .covered(let front): return front
                        }
                    }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } },
                words: .partlyReachable(
                    view: view, reached: reached.count, sampled: counted,
                    reachedMin: Point(x: xs.min()!, y: ys.min()!), reachedMax: Point(x: xs.max()!, y: ys.max()!),
                    missedAt: miss.point, miss: miss.miss),
                witness: Self.tap(miss.point), evidence: .neverReaches(view)))
    }

    /// A control or tap target whose hit area is smaller than 44 points on a side: info, with a tap just outside it
    /// that misses (a `hitTest` override above may send it to the view anyway; then there is nothing to report).
    mutating func reportSmallTarget(
        _ view: Int, rect: Rect, toScreen: AffineTransform, _ budget: inout WorkBudget
    ) throws(BudgetExceeded) {
        let node = app[view]
        let taps = node.gestureRecognizers.contains { app.gestureRecognizers[$0].kind == .tap }
        // Text inputs are edited, not tapped as targets (a 36-point-high field is the platform's own size), and
        // UIKit's switches, sliders and steppers have their own size and a hit area larger than they are drawn.
        let ownSize = node.isTextInput || ClassCatalogue.valueControls.contains(node.uikitClass.name)
        guard node.isControl && !ownSize || taps else { return }
        let target = Auditor.minimumTapTarget
        guard rect.size.width < target || rect.size.height < target else { return }
        let local =
            rect.size.width < target
            ? Point(x: rect.minX - (target - rect.size.width) / 2 + 0.5, y: rect.midY)
            : Point(x: rect.midX, y: rect.minY - (target - rect.size.height) / 2 + 0.5)
        let point = HitAreaSampler.rounded(toScreen.apply(to: local))
        if let hit = try hitView(at: point, &budget), app.isView(hit, inSubtreeOf: view) { return }
        findings.append(
            AuditFinding(
                responders: [view],
                words: .smallTapTarget(view: view, hitArea: rect.size, missedAt: point),
                witness: Self.tap(point), evidence: .neverReaches(view)))
    }
}
