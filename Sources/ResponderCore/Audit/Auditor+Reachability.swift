extension AuditRun {
    /// Whether the audit samples a view: one built to receive touches, and switched on. A disabled control, a
    /// disabled recognizer and a scroll view's own pan recognizer do not count (scroll views are audited through
    /// their content).
    func isAudited(_ view: Int) -> Bool {
        // A disabled text field is a text input too, but switched off on purpose.
        if app[view].isControl && !app[view].isEnabled { return false }
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

    /// Whether a view in front belongs to what UIKit draws over the content: it or an ancestor that is not also
    /// the audited view's is synthesized (a navigation or tab bar, and the items in it).
    func isChrome(_ front: Int, over view: Int) -> Bool {
        var current: Int? = front
        var steps = 0
        while let node = current, steps <= app.count, !app.isView(view, inSubtreeOf: node) {
            if app[node].isSynthesized { return true }
            current = app[node].kind == .window ? nil : app[node].superview
            steps += 1
        }
        return false
    }

    // MARK: Sampling

    /// Hit-tests one screen point, within the budget: the view it reaches.
    ///
    /// Only steps count: the trace is not part of the answer, so its steps record no entries.
    mutating func hitView(at point: Point, _ budget: inout WorkBudget) throws(BudgetExceeded) -> Int? {
        pointsHitTested += 1
        let hit = app.hitView(at: point, budget: &budget)
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
                } else if let hit, isChrome(hit, over: view) {
                    // A bar or wrapper UIKit draws over the content (a navigation bar over a full-screen view) is
                    // UIKit's design, not the app's bug: that part is not counted.
                    clipped += 1
                } else {
                    misses.append((point, .covered(by: hit)))
                }
            }
        }
        if let first = reached.first { reachedPoint[view] = first }
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

    /// A view whose touches something stops before hit-testing ever asks it.
    mutating func reportBlocked(_ view: Int, by block: TouchBlock, window: Int) {
        let point = HitAreaSampler(view: view, in: app).centre
        let node = app[view]
        let explanation = app.explanation(of: block, for: view)
        if block.responder == view {
            // Hidden or invisible on purpose, or an override of its own: nothing to report.
            guard block.reason == .userInteractionDisabled else { return }
            let condition = app.skipCondition(block.reason, of: view, everyPoint: true) ?? ""
            let recognizers = node.gestureRecognizers.filter { app.gestureRecognizers[$0].scrollView == nil }
            if !recognizers.isEmpty && !node.isControl {
                findings.append(
                    AuditFinding(
                        .recognizerOnNonInteractiveView, .warning, responders: [view],
                        message: "\(name(view)) has a gesture recognizer, but it \(condition), so no touch ever "
                            + "reaches the recognizer.",
                        hint: "Set isUserInteractionEnabled = true on \(name(view)), or add the recognizer to an "
                            + "interactive view.",
                        witness: Self.tap(point), evidence: .diagnostic(.interactionDisabled)))
            } else {
                findings.append(
                    AuditFinding(
                        .interactionDisabled, .warning, responders: [view],
                        message: "\(name(view)) is built for touches, but it \(condition), so hit-testing skips it "
                            + "and every touch on it goes to the view behind.",
                        hint: "Set isUserInteractionEnabled = true, or disable it visibly (isEnabled = false for a "
                            + "control) if that is the intent.",
                        witness: Self.tap(point), evidence: .diagnostic(.interactionDisabled)))
            }
            return
        }
        switch block.reason {
        case .hidden, .transparent:
            findings.append(
                AuditFinding(
                    .ancestorHidden, .info, responders: [view, block.responder],
                    message: "\(name(view)) cannot be touched while its ancestor is invisible: \(explanation)",
                    hint: "Fine if the ancestor is hidden on purpose; if it only looks transparent, use a clear "
                        + "background instead of alpha below 0.01.",
                    witness: Self.tap(point), evidence: .neverReaches(view)))
        case .userInteractionDisabled:
            findings.append(
                AuditFinding(
                    .ancestorInteractionDisabled, .warning, responders: [view, block.responder],
                    message: "\(name(view)) is drawn, but no touch can reach it: \(explanation)",
                    hint: "Set isUserInteractionEnabled = true on \(name(block.responder))"
                        + (app[block.responder].uikitClass.isUserInteractionEnabled
                            ? "" : " (\(app[block.responder].uikitClass.name) turns it off by default)")
                        + ", or move \(name(view)) out of it.",
                    witness: Self.tap(point), evidence: .diagnostic(.ancestorInteractionDisabled)))
        default:
            findings.append(
                AuditFinding(
                    .ancestorOverrideBlocksTouches, .warning, responders: [view, block.responder],
                    message: "\(name(view)) is drawn, but no touch can reach it: \(explanation)",
                    hint: "Let the override ask its subviews (call super.hitTest(_:with:)) where \(name(view)) "
                        + "should get touches.",
                    witness: Self.tap(point), evidence: .neverReaches(view)))
        }
    }

    mutating func reportZeroSize(_ view: Int, at point: Point) {
        let shown = app[view].subviews.contains { !app[$0].isHidden } && !app[view].clipsToBounds
        findings.append(
            AuditFinding(
                .zeroSize, .warning, responders: [view],
                message: "\(name(view)) has no width or no height (its frame is \(app[view].frame.size.width) × "
                    + "\(app[view].frame.size.height)), so point(inside:with:) is never true for it"
                    + (shown ? "; its subviews are still drawn, since it does not clip, but get no touches." : "."),
                hint: app.hint(for: .zeroSize, of: view),
                witness: Self.tap(point), evidence: .neverReaches(view)))
    }

    mutating func reportOutsideWindow(_ view: Int, window: Int, at point: Point) {
        findings.append(
            AuditFinding(
                .outsideWindow, .warning, responders: [view, window],
                message: "\(name(view)) lies entirely outside \(name(window)), where no touch can land.",
                hint: app.hint(for: .offWindow(window: window), of: view),
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
                        .clippedByAncestor, .info, responders: [view, ancestor],
                        message: "\(name(view)) lies wholly outside the bounds of \(name(ancestor)), which clips its "
                            + "subviews (clipsToBounds is true): it is never drawn, and no touch can reach it.",
                        hint: "If \(name(view)) should show, grow \(name(ancestor)) or move the view inside it; if it "
                            + "is collapsed on purpose, hide it (isHidden) so the intent is plain.",
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
                .controlSubviewTakesTouch, .warning, responders: [control, hit],
                message: "\(name(hit)) fills \(name(control)) and takes every touch on it, and a UIControl tracks "
                    + "only touches that hit the control itself (as developers report it; the documentation does "
                    + "not say): \(name(control)) never sends its actions.",
                hint: "Set isUserInteractionEnabled = false on \(name(hit)) (and on views inside it) so touches land "
                    + "on the control.",
                witness: Self.tap(point), evidence: .diagnostic(.controlSubviewTakesTouch)))
    }

    mutating func reportUnreachable(_ view: Int, _ miss: SampleMiss, at point: Point) {
        switch miss {
        case .outside(let ancestor):
            findings.append(
                AuditFinding(
                    .outsideSuperviewBounds, .warning, responders: [view, ancestor],
                    message: "\(name(view)) is drawn outside the bounds of \(name(ancestor)) (which does not clip, so "
                        + "it shows), and hit-testing rejects \(name(ancestor)) there before it asks its subviews: no "
                        + "touch reaches \(name(view)).",
                    hint: app.hint(for: .outside(ancestor: ancestor), of: view),
                    witness: Self.tap(point), evidence: .diagnostic(.outsideSuperviewBounds)))
        case .covered(let front?):
            let cell = app[view].superview
            if let cell, ClassCatalogue.cells[app[cell].uikitClass.name] != nil,
                let content = app[cell].subviews.last(where: { app.isView(front, inSubtreeOf: $0) }),
                app[content].className.hasSuffix("CellContentView") || app[cell].cellContentView == content
            {
                findings.append(
                    AuditFinding(
                        .controlOnCellNotContentView, .warning, responders: [view, cell, content],
                        message: "\(name(view)) was added to \(name(cell)) itself, not to its contentView; "
                            + "\(name(content)) lies on top of the cell's own subviews and takes every touch on it.",
                        hint: "Add it with cell.contentView.addSubview(_:), as UIKit's documentation for cells says.",
                        witness: Self.tap(point), evidence: .diagnostic(.coveredByOtherView)))
                return
            }
            let clear = app[front].backgroundColor?.isClear ?? (app[front].backgroundColor == nil)
            findings.append(
                AuditFinding(
                    .coveredByOtherView, .warning, responders: [view, front],
                    message: "\(name(front)) lies in front of \(name(view)) and takes every touch on it"
                        + (clear ? " (it is clear, so the covered view still shows)." : "."),
                    hint: app.hint(for: .covered(by: front), of: view),
                    witness: Self.tap(point), evidence: .diagnostic(.coveredByOtherView)))
        case .covered(nil):
            findings.append(
                AuditFinding(
                    .coveredByOtherView, .warning, responders: [view],
                    message: "No touch on \(name(view)) reaches it: hit-testing finds no view there.",
                    hint: app.hint(for: .covered(by: nil), of: view),
                    witness: Self.tap(point), evidence: .neverReaches(view)))
        }
    }

    mutating func reportPartlyReachable(
        _ view: Int, reached: [Point], misses: [(point: Point, miss: SampleMiss)], counted: Int
    ) {
        let percent = Int((Double(reached.count) / Double(counted) * 100).rounded())
        let miss = misses[0]
        let why: String
        switch miss.miss {
        case .outside(let ancestor): why = "it lies outside \(name(ancestor))'s bounds"
        case .covered(let front?): why = "\(name(front)) lies in front and takes it"
        case .covered(nil): why = "hit-testing finds no view there"
        }
        let xs = reached.map(\.x)
        let ys = reached.map(\.y)
        let box =
            "(\(App.text(xs.min()!)), \(App.text(ys.min()!)))–(\(App.text(xs.max()!)), "
            + "\(App.text(ys.max()!)))"
        findings.append(
            AuditFinding(
                .partlyReachable, misses.count * 4 >= counted ? .warning : .info,
                responders: [view]
                    + misses.compactMap { entry -> Int? in
                        switch entry.miss {
                        case .outside(let ancestor): return ancestor
                        case .covered(let front): return front
                        }
                    }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } },
                message: "Only part of \(name(view)) receives touches: \(reached.count) of \(counted) sample points "
                    + "reach it (about \(percent)%, within \(box) on screen); at (\(App.text(miss.point.x)), "
                    + "\(App.text(miss.point.y))) \(why).",
                hint: "Move or resize what takes the rest of it, or the view itself, so all of it is tappable.",
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
                .smallTapTarget, .info, responders: [view],
                message: "\(name(view))'s hit area is \(App.text(rect.size.width)) × "
                    + "\(App.text(rect.size.height)) points, under the 44 × 44 Apple recommends: a tap at "
                    + "(\(App.text(point.x)), \(App.text(point.y))), inside a 44-point target around it, misses.",
                hint: "Grow its hit area by overriding point(inside:with:) (UIKit's documentation's 44 × 44 "
                    + "CloseButton), or make it larger.",
                witness: Self.tap(point), evidence: .neverReaches(view)))
    }
}
