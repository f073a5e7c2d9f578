extension AuditRun {
    /// The findings about responders rather than places: touch overrides, tap recognizers over cells and controls,
    /// targets and actions, overridden `next`, text inputs and keyboards.
    mutating func checkResponders(_ budget: inout WorkBudget) throws(BudgetExceeded) {
        var nilTargetReach: Set<Int>?
        var implementers: [Selector: [Int]]?
        for responder in app.responders.indices {
            let node = app[responder]
            if node.nextOverride != nil { try checkNextOverride(responder, &budget) }
            guard isOnScreen(responder) else { continue }
            if node.kind == .view || node.kind == .viewController { try checkTouchOverrides(responder, &budget) }
            for recognizer in node.gestureRecognizers { try checkTapRecognizer(recognizer, &budget) }
            if node.isTextInput { checkTextInput(responder) }
            if !node.undescribed.isEmpty { try checkUndescribed(responder, &budget) }
            if node.isControl {
                try checkSendsAction(responder, &budget)
                try checkContentTouchesDelay(responder, &budget)
                if node.menu != nil && node.showsMenuAsPrimaryAction { try checkMenuPrimaryAction(responder, &budget) }
            }
            if node.kind == .view { try checkDragLift(responder, &budget) }
            if node.kind == .view && node.contextMenu != nil { try checkContextMenu(responder, &budget) }
            guard node.isControl, !node.targetActions.isEmpty else { continue }
            try checkTargets(of: responder, &budget)
            if node.targetActions.contains(where: { $0.target == nil }) {
                if nilTargetReach == nil { nilTargetReach = try responders(nilTargetedActionsCanReach: &budget) }
                if implementers == nil { implementers = actionImplementers(&budget) }
                try checkNilTargetedActions(
                    of: responder, reach: nilTargetReach ?? [], implementers: implementers ?? [:], &budget)
            }
        }
        try checkFirstResponderReach(&budget)
        try checkFirstResponderSwallows(&budget)
        for (index, recognizer) in app.gestureRecognizers.enumerated() {
            // A tap on its view shows a tap recognizer's released target (other recognizers need their gesture).
            if let target = recognizer.target, let action = recognizer.action, isOnScreen(recognizer.view),
                !app[target].isRetained, recognizer.isEnabled, recognizer.kind == .tap,
                let point = try touchPoint(for: recognizer.view, &budget)
            {
                findings.append(
                    AuditFinding(
                        responders: [target, recognizer.view],
                        words: .targetReleased(
                            object: target, holder: recognizer.view, role: .recognizerTarget(index, action)),
                        witness: Self.tap(point), evidence: .diagnostic(.targetReleased)))
            }
            guard let target = recognizer.target, let action = recognizer.action, isOnScreen(recognizer.view),
                app[target].actions[action] == nil
            else { continue }
            findings.append(
                AuditFinding(
                    responders: [target, recognizer.view],
                    words: .recognizerTargetLacksAction(recognizer: index, action: action, target: target),
                    witness: .action(ActionEvent(action: action, target: target, sender: recognizer.view)),
                    evidence: .diagnostic(.unrecognizedSelector)))
        }
    }

    /// Whether a responder is in a window: a view there, or a controller whose root view is.
    func isOnScreen(_ responder: Int) -> Bool {
        if treeOrder[responder] != nil { return true }
        if app[responder].kind == .viewController, let view = app[responder].rootView {
            return treeOrder[view] != nil
        }
        return false
    }

    /// A screen point whose touch reaches a view (or a controller's root view), trying its centre and then its
    /// hit area's samples; nil when none does.
    mutating func touchPoint(for responder: Int, _ budget: inout WorkBudget) throws(BudgetExceeded) -> Point? {
        let view = app[responder].kind == .viewController ? app[responder].rootView : responder
        guard let view, treeOrder[view] != nil else { return nil }
        if let point = reachedPoint[view] { return point }
        if settled.contains(view) { return nil }
        let sampler = HitAreaSampler(view: view, in: app)
        for point in sampler.screenPoints.prefix(25) {
            guard case .onScreen = sampler.place(of: point, in: app) else { continue }
            if let hit = try hitView(at: point, &budget), app.isView(hit, inSubtreeOf: view) {
                reachedPoint[view] = point
                return point
            }
        }
        return nil
    }

    // MARK: Touches

    /// A touch method overridden without super: responders further up that implement it starve, and a partial
    /// family leaves the sequence inconsistent.
    mutating func checkTouchOverrides(_ responder: Int, _ budget: inout WorkBudget) throws(BudgetExceeded) {
        let node = app[responder]
        guard !node.isControl else { return }
        let swallowed = [ResponderMethod.touchesBegan, .touchesEnded].filter { node.overrides[$0] == .withoutSuper }
        guard !swallowed.isEmpty, let point = try touchPoint(for: responder, &budget) else { return }
        let chain = app.chain(from: responder, profile: settings.profile)
        budget.spend(steps: chain.links.count)
        try check(budget)
        let above = chain.responders.dropFirst()
        for method in swallowed {
            let starved = above.filter { app[$0].overrides[method] != nil }
            guard !starved.isEmpty else { continue }
            findings.append(
                AuditFinding(
                    responders: [responder] + starved,
                    words: .touchesSwallowed(responder: responder, method: method, starved: starved),
                    witness: Self.tap(point), evidence: .diagnostic(.touchesSwallowed)))
            break
        }
        let missing = ResponderMethod.touchFamily.filter { node.overrides[$0] == nil }
        if !missing.isEmpty {
            findings.append(
                AuditFinding(
                    responders: [responder],
                    words: .incompleteTouchFamily(responder: responder, swallowed: swallowed, missing: missing),
                    witness: Self.tap(point), evidence: .diagnostic(.incompleteTouchFamily)))
        }
    }

    /// A tap recognizer that cancels touches in its view, on an ancestor of table or collection cells, of custom
    /// controls (UIKit's own buttons, switches and sliders win a single tap over it), or of custom views that handle
    /// their own touches (a keyboard-dismissing tap over a drawing view: it gets touchesCancelled, never
    /// touchesEnded).
    mutating func checkTapRecognizer(_ index: Int, _ budget: inout WorkBudget) throws(BudgetExceeded) {
        let recognizer = app.gestureRecognizers[index]
        if recognizer.turnsPagesOf != nil { return try checkPageCurlTap(index, &budget) }
        guard recognizer.kind == .tap, recognizer.isEnabled, recognizer.cancelsTouchesInView, recognizer.shouldBegin,
            recognizer.scrollView == nil, recognizer.numberOfTapsRequired == 1, treeOrder[recognizer.view] != nil
        else { return }
        var stack = Array(app[recognizer.view].subviews.reversed())
        while let view = stack.popLast() {
            budget.spend()
            try check(budget)
            // Its delegate's gestureRecognizer(_:shouldReceive:) keeps it away from this subtree: the usual fix.
            if recognizer.refusesTouchesIn.contains(view) { continue }
            let node = app[view]
            // A cell whose table selects rows: UIKit selects a row when the cell's touch ends.
            let isCell =
                ClassCatalogue.cells[node.uikitClass.name] != nil
                && app.selectionSite(of: view).map { app[$0.list].rowSelection?.allowsSelection == true } == true
            let isCustomControl =
                node.isControl && node.isEnabled && !node.isTextInput
                && !node.uikitClass.winsSingleTapOverAncestorRecognizers
            let isCustomView =
                !isCell && !node.isControl && node.kind == .view && node.overrides[.touchesEnded] != nil
                && node.gestureRecognizers.isEmpty
            if isCell || isCustomControl || isCustomView, let point = try touchPoint(for: view, &budget) {
                findings.append(
                    AuditFinding(
                        responders: [recognizer.view, view],
                        words: .tapRecognizerCancelsTouches(
                            recognizer: index, view: view,
                            cancels: isCell ? .cell : isCustomControl ? .control : .customView),
                        witness: Self.tap(point), evidence: .diagnostic(.touchesCancelledByGesture)))
                return
            }
            stack.append(contentsOf: node.subviews.reversed())
        }
    }

    /// A page-curl page view controller's own tap recognizer, which turns the page on a tap within the strips along
    /// the left and right edges of its view (``PageCurlMetrics``): a custom control with actions there (UIKit's own
    /// buttons, switches and sliders win a single tap over it) or a view that handles its own touches loses a tap
    /// there to the page turn. The witness is a point of the view inside a strip that a tap reaches.
    mutating func checkPageCurlTap(_ index: Int, _ budget: inout WorkBudget) throws(BudgetExceeded) {
        let recognizer = app.gestureRecognizers[index]
        guard recognizer.kind == .tap, recognizer.isEnabled, let pages = recognizer.turnsPagesOf,
            treeOrder[recognizer.view] != nil
        else { return }
        let bounds = app.bounds(of: recognizer.view)
        let strip = PageCurlMetrics.edgeStripWidth
        var stack = Array(app[recognizer.view].subviews.reversed())
        while let view = stack.popLast() {
            budget.spend()
            try check(budget)
            let node = app[view]
            let isCustomControl =
                node.isControl && node.isEnabled && !node.isTextInput && !node.targetActions.isEmpty
                && !node.uikitClass.winsSingleTapOverAncestorRecognizers
            let isCustomView =
                !node.isControl && node.kind == .view && node.overrides[.touchesEnded] != nil
                && node.gestureRecognizers.isEmpty
            if isCustomControl || isCustomView {
                let sampler = HitAreaSampler(view: view, in: app)
                let inStrips = sampler.screenPoints.filter { point in
                    guard let local = app.convertFromScreen(point, into: recognizer.view) else { return false }
                    return local.x < bounds.minX + strip || local.x >= bounds.maxX - strip
                }
                budget.spend(steps: sampler.screenPoints.count)
                for point in inStrips.prefix(25) {
                    guard case .onScreen = sampler.place(of: point, in: app) else { continue }
                    if let hit = try hitView(at: point, &budget), app.isView(hit, inSubtreeOf: view) {
                        findings.append(
                            AuditFinding(
                                responders: [view, pages],
                                words: .pageTurnTakesTap(recognizer: index, view: view, pages: pages),
                                witness: Self.tap(point), evidence: .diagnostic(.pageTurnTookTap)))
                        break
                    }
                }
                continue
            }
            stack.append(contentsOf: node.subviews.reversed())
        }
    }

    // MARK: What the description does not give

    /// A control whose target-actions the description does not give, that a tap reaches; a view whose gesture
    /// recognizers it does not give, around interactive views a tap reaches (or reached itself): what the tap does
    /// turns on them, as the witness tap's answer says.
    mutating func checkUndescribed(_ responder: Int, _ budget: inout WorkBudget) throws(BudgetExceeded) {
        let node = app[responder]
        if node.undescribed.contains(.targets), node.isControl, let point = try touchPoint(for: responder, &budget) {
            findings.append(
                AuditFinding(
                    responders: [responder],
                    words: .undescribed(responder: responder, fact: .targets, decides: [responder], count: 1),
                    witness: Self.tap(point), evidence: .diagnostic(.dependsOnUndescribed)))
        }
        guard node.undescribed.contains(.gestureRecognizers) else { return }
        var decides: [Int] = []
        var count = 0
        var witness: Point?
        var stack = node.subviews.reversed() as [Int]
        while let view = stack.popLast() {
            try check(budget)
            budget.spend()
            if app.isInteractive(view), let point = reachedPoint[view] {
                count += 1
                if decides.count < 3 { decides.append(view) }
                if witness == nil { witness = point }
            }
            stack.append(contentsOf: app[view].subviews.reversed())
        }
        if witness == nil { witness = try touchPoint(for: responder, &budget) }
        guard let witness else { return }
        findings.append(
            AuditFinding(
                responders: [responder] + decides,
                words: .undescribed(responder: responder, fact: .gestureRecognizers, decides: decides, count: count),
                witness: Self.tap(witness), evidence: .diagnostic(.dependsOnUndescribed)))
    }

    // MARK: Targets and actions

    /// A control a tap reaches that acts on taps only through target-actions and has none for the events a tap
    /// sends (and no recognizer of its own with an action): the tap runs nothing of the app's.
    mutating func checkSendsAction(_ control: Int, _ budget: inout WorkBudget) throws(BudgetExceeded) {
        let node = app[control]
        let events = app.tapEvents(of: control)
        guard app.actsOnTapsOnlyThroughTargets(control),
            !node.targetActions.contains(where: { events.contains($0.event) }),
            !node.gestureRecognizers.contains(where: { app.gestureRecognizers[$0].action != nil }),
            let point = try touchPoint(for: control, &budget), let hit = try hitView(at: point, &budget),
            hit == control || (app[hit].isUIKitInternal && app.isView(hit, inSubtreeOf: control))
        else { return }
        var targeted: [TargetAction.ControlEvent] = []
        for pair in node.targetActions where !targeted.contains(pair.event) { targeted.append(pair.event) }
        findings.append(
            AuditFinding(
                responders: [control], words: .controlSendsNoAction(control: control, targeted: targeted),
                witness: Self.tap(point), evidence: .diagnostic(.controlSendsNoAction)))
    }

    /// A control in a scroll view that delays its content's touches (itself or an enclosing one): a quick tap on
    /// it, dispatched as a touch is, reaches it late. Only a control with such a scroll view around it is tapped.
    mutating func checkContentTouchesDelay(_ control: Int, _ budget: inout WorkBudget) throws(BudgetExceeded) {
        var ancestor = app[control].superview
        var delays = false
        var steps = 0
        while let view = ancestor, !delays, steps <= app.count {
            delays = app[view].scrolling?.delaysContentTouches == true
            ancestor = app[view].kind == .window ? nil : app[view].superview
            steps += 1
        }
        budget.spend(steps: steps)
        guard delays, app[control].isEnabled, let point = try touchPoint(for: control, &budget) else { return }
        var dispatcher = Dispatcher(app: app, settings: settings)
        let result = dispatcher.dispatch(Self.tap(point))
        budget.spend(steps: result.path.count + result.deliveries.count)
        try check(budget)
        guard let delayed = result.diagnostics.first(where: { $0.code == .contentTouchesDelayed }),
            case .touch(.contentTouchesDelayed(let hit, let scroll)) = delayed.words, hit == control
        else { return }
        findings.append(
            AuditFinding(
                responders: [control, scroll], words: .contentTouchesDelayed(control: control, scroll: scroll),
                witness: Self.tap(point), evidence: .diagnostic(.contentTouchesDelayed)))
    }

    /// A view that carries a drag (a table or collection view that lifts its cells, or a view with an enabled
    /// UIDragInteraction) inside a scroll view that can scroll: a finger held on what it lifts (its first cell, or
    /// the view) for the lift delay and then moved, dispatched as a touch is, drags it and the scroll view does not
    /// scroll. One finding for each view that carries the drag.
    mutating func checkDragLift(_ view: Int, _ budget: inout WorkBudget) throws(BudgetExceeded) {
        let item: Int
        if app.dragInteractionIsEnabled(on: view) {
            item = view
        } else if app.listLiftsCells(view) {
            budget.spend(steps: app[view].subviews.count)
            guard
                let cell = app[view].subviews.first(where: {
                    ClassCatalogue.cells[app[$0].uikitClass.name] != nil
                })
            else { return }
            item = cell
        } else {
            return
        }
        guard let point = try touchPoint(for: item, &budget) else { return }
        // Up, then to the left: the ways a content larger than its scroll view moves under the finger.
        for move in [Point(x: point.x, y: point.y - 60), Point(x: point.x - 60, y: point.y)] {
            let witness = Event.touch(
                TouchEvent(touches: [TouchEvent.Touch(point: point, moves: [move])], gesture: .longPress))
            var dispatcher = Dispatcher(app: app, settings: settings)
            let result = dispatcher.dispatch(witness)
            budget.spend(steps: result.path.count + result.recognizers.count)
            try check(budget)
            guard let taken = result.diagnostics.first(where: { $0.code == .dragLiftTookScroll }),
                case .touch(.dragLiftTookScroll(let scroll, let item, let source)) = taken.words
            else { continue }
            findings.append(
                AuditFinding(
                    responders: taken.responders,
                    words: .dragLiftTakesScroll(item: item, scroll: scroll, source: source), witness: witness,
                    evidence: .diagnostic(.dragLiftTookScroll)))
            return
        }
    }

    /// A button whose menu is its primary action (`showsMenuAsPrimaryAction`) and whose targets expect touchUpInside
    /// or primaryActionTriggered: a tap on it, dispatched as a touch is, opens the menu on touch down and those
    /// actions never run (UIKit's documentation, UIButton.showsMenuAsPrimaryAction). Only such a button is tapped.
    mutating func checkMenuPrimaryAction(_ button: Int, _ budget: inout WorkBudget) throws(BudgetExceeded) {
        let node = app[button]
        guard node.isEnabled,
            node.targetActions.contains(where: { $0.event == .touchUpInside || $0.event == .primaryActionTriggered }),
            let point = try touchPoint(for: button, &budget)
        else { return }
        var dispatcher = Dispatcher(app: app, settings: settings)
        let result = dispatcher.dispatch(Self.tap(point))
        budget.spend(steps: result.path.count + result.deliveries.count)
        try check(budget)
        guard let taken = result.diagnostics.first(where: { $0.code == .menuTookPrimaryAction }),
            case .action(.menuTookPrimaryAction(let tapped, let actions)) = taken.words, tapped == button
        else { return }
        findings.append(
            AuditFinding(
                responders: taken.responders, words: .menuTookPrimaryAction(button: button, actions: actions),
                witness: Self.tap(point), evidence: .diagnostic(.menuTookPrimaryAction)))
    }

    /// A view with a context menu (its `UIContextMenuInteraction`) that also has enabled long-press recognizers: a
    /// long press on it, dispatched as a touch is, opens the menu and the recognizers do not recognize (UIKit's
    /// documentation, UIContextMenuInteraction). One finding for each recognizer the witness's answer names.
    mutating func checkContextMenu(_ view: Int, _ budget: inout WorkBudget) throws(BudgetExceeded) {
        let pressers = app[view].gestureRecognizers.filter { index in
            app.gestureRecognizers[index].kind == .longPress && app.gestureRecognizers[index].isEnabled
        }
        guard !pressers.isEmpty, let point = try touchPoint(for: view, &budget) else { return }
        let witness = Event.touch(TouchEvent(touches: [TouchEvent.Touch(point: point)], gesture: .longPress))
        var dispatcher = Dispatcher(app: app, settings: settings)
        let result = dispatcher.dispatch(witness)
        budget.spend(steps: result.path.count + result.recognizers.count)
        try check(budget)
        for diagnostic in result.diagnostics {
            guard case .touch(.contextMenuBeatLongPress(let recognizer, let menuView)) = diagnostic.words,
                menuView == view, pressers.contains(recognizer)
            else { continue }
            findings.append(
                AuditFinding(
                    responders: [view], words: .contextMenuBeatLongPress(recognizer: recognizer, view: view),
                    witness: witness, evidence: .diagnostic(.contextMenuBeatLongPress)))
        }
    }

    /// Explicit targets that do not implement their action, targets kept by nothing, and target-action pairs added
    /// twice.
    mutating func checkTargets(of control: Int, _ budget: inout WorkBudget) throws(BudgetExceeded) {
        let pairs = app[control].targetActions
        var released: [Int] = []
        for pair in pairs {
            guard let target = pair.target, !app[target].isRetained, !released.contains(target) else { continue }
            released.append(target)
            findings.append(
                AuditFinding(
                    responders: [target, control],
                    words: .targetReleased(object: target, holder: control, role: .controlTarget(pair.action)),
                    witness: try controlWitness(control, pair, &budget), evidence: .diagnostic(.targetReleased)))
        }
        for (position, pair) in pairs.enumerated() {
            if let target = pair.target, app[target].actions[pair.action] == nil {
                let witness = try controlWitness(control, pair, &budget)
                findings.append(
                    AuditFinding(
                        responders: [target, control],
                        words: .targetLacksAction(
                            control: control, action: pair.action, target: target, event: pair.event),
                        witness: witness, evidence: .diagnostic(.unrecognizedSelector)))
            }
            if pairs[..<position].contains(pair), pair.event == .touchUpInside,
                let point = try touchPoint(for: control, &budget)
            {
                findings.append(
                    AuditFinding(
                        responders: [control] + (pair.target.map { [$0] } ?? []),
                        words: .duplicateTargetAction(control: control, action: pair.action, event: pair.event),
                        witness: Self.tap(point), evidence: .diagnostic(.duplicateTargetAction)))
            }
        }
    }

    /// A tap on the control when its action fires on a tap and it can be touched; else the action itself, sent
    /// from the control.
    mutating func controlWitness(
        _ control: Int, _ pair: TargetAction, _ budget: inout WorkBudget
    ) throws(BudgetExceeded) -> Event {
        var onTap: Set<TargetAction.ControlEvent> = [.touchUpInside, .touchDown, .primaryActionTriggered]
        // A tap flips a switch, moves a stepper or a segmented control: valueChanged.
        if ClassCatalogue.valueControls.contains(app[control].uikitClass.name) { onTap.insert(.valueChanged) }
        // A tap shows the action only where the control itself (or a private view of UIKit's inside it) takes the
        // touch: a plain view laid over it keeps the control from tracking.
        if onTap.contains(pair.event), let point = try touchPoint(for: control, &budget),
            let hit = try hitView(at: point, &budget),
            hit == control || app[hit].isUIKitInternal
        {
            return Self.tap(point)
        }
        return .action(ActionEvent(action: pair.action, target: pair.target, sender: control))
    }

    /// Every responder a nil-targeted action can walk through: the chains from each responder that can become
    /// first responder in a window, from the current first responder, and from the key window (nothing focused).
    /// With ``DispatchSettings/NilTargetStart/sender`` each control's own chain is added per control instead.
    mutating func responders(nilTargetedActionsCanReach budget: inout WorkBudget) throws(BudgetExceeded) -> Set<Int> {
        var starts: [Int] = []
        if let start = app.firstResponderForNonTouchEvents().responder { starts.append(start) }
        if let key = app.keyWindow { starts.append(key) }
        for responder in app.responders.indices where app[responder].canBecomeFirstResponder {
            if app.owningWindow(of: responder) != nil { starts.append(responder) }
        }
        var reach: Set<Int> = []
        var seenStarts: Set<Int> = []
        for start in starts where seenStarts.insert(start).inserted && !reach.contains(start) {
            let chain = app.chain(from: start, profile: settings.profile)
            budget.spend(steps: chain.links.count)
            try check(budget)
            reach.formUnion(chain.responders)
        }
        return reach
    }

    /// The responders that implement each action and agree to perform it, found once for the whole audit.
    func actionImplementers(_ budget: inout WorkBudget) -> [Selector: [Int]] {
        var implementers: [Selector: [Int]] = [:]
        for responder in app.responders.indices {
            for (action, implementation) in app[responder].actions where implementation.canPerform {
                implementers[action, default: []].append(responder)
            }
        }
        budget.spend(steps: app.count)
        return implementers.mapValues { $0.sorted() }
    }

    /// Nil-targeted actions that no responder on any chain they can start from implements.
    mutating func checkNilTargetedActions(
        of control: Int, reach: Set<Int>, implementers: [Selector: [Int]], _ budget: inout WorkBudget
    ) throws(BudgetExceeded) {
        var reach = reach
        if settings.nilTargetStart == .sender {
            let chain = app.chain(from: control, profile: settings.profile)
            budget.spend(steps: chain.links.count)
            try check(budget)
            reach = Set(chain.responders)
        }
        var reported: Set<Selector> = []
        for pair in app[control].targetActions where pair.target == nil && reported.insert(pair.action).inserted {
            let implementers = implementers[pair.action] ?? []
            if implementers.contains(where: reach.contains) {
                try checkNeedsFirstResponder(control, pair, implementers: implementers, &budget)
                continue
            }
            let witness = try controlWitness(control, pair, &budget)
            if implementers.isEmpty {
                findings.append(
                    AuditFinding(
                        responders: [control],
                        words: .actionNeverHandled(
                            control: control, action: pair.action, walk: settings.nilTargetStart),
                        witness: witness, evidence: .diagnostic(.actionDropped)))
            } else {
                findings.append(
                    AuditFinding(
                        responders: [control] + implementers,
                        words: .actionOnlyOutsideChain(
                            control: control, action: pair.action, implementers: implementers,
                            walk: settings.nilTargetStart),
                        witness: witness, evidence: .diagnostic(.actionDropped)))
            }
        }
    }

    /// A nil-targeted action that some first responder's chain brings to an implementer, but not the walk as the
    /// app is (from its first responder, or from the key window with nothing focused): the tap does nothing until
    /// something else is focused (a bar button item with a nil target, whose controller is on the chain only while a
    /// field in its view is first responder). Only where the walk starts at the first responder.
    mutating func checkNeedsFirstResponder(
        _ control: Int, _ pair: TargetAction, implementers: [Int], _ budget: inout WorkBudget
    ) throws(BudgetExceeded) {
        guard settings.nilTargetStart == .firstResponder, let start = app.firstResponderForNonTouchEvents().responder
        else { return }
        let now = app.chain(from: start, profile: settings.profile)
        budget.spend(steps: now.links.count)
        try check(budget)
        guard !implementers.contains(where: now.responders.contains) else { return }
        // The first responder, in the app's order, whose chain reaches an implementer.
        var needs: Int?
        for responder in app.responders.indices
        where app[responder].canBecomeFirstResponder && app.owningWindow(of: responder) != nil {
            let chain = app.chain(from: responder, profile: settings.profile)
            budget.spend(steps: chain.links.count)
            try check(budget)
            if implementers.contains(where: chain.responders.contains) {
                needs = responder
                break
            }
        }
        guard let needs else { return }
        let reached = implementers.filter { implementer in
            app.chain(from: needs, profile: settings.profile).responders.contains(implementer)
        }
        findings.append(
            AuditFinding(
                responders: [control] + reached + [needs],
                words: .actionNeedsFirstResponder(
                    control: control, action: pair.action, implementers: reached, start: start, needs: needs),
                witness: try controlWitness(control, pair, &budget), evidence: .diagnostic(.actionDropped)))
    }

    // MARK: next, text inputs

    /// An overridden `next` that skips responders UIKit's own rule would have walked, which implement event methods
    /// or actions.
    mutating func checkNextOverride(_ responder: Int, _ budget: inout WorkBudget) throws(BudgetExceeded) {
        let overridden = Set(app.chain(from: responder, profile: settings.profile).responders)
        budget.spend(steps: overridden.count)
        var skipped: [Int] = []
        var step = app.defaultNext(of: responder, profile: settings.profile)
        var walked = 0
        while case .next(let next, _) = step, !overridden.contains(next), walked <= app.count {
            if !app[next].overrides.isEmpty || !app[next].actions.isEmpty { skipped.append(next) }
            step = app.next(of: next, profile: settings.profile)
            walked += 1
        }
        budget.spend(steps: walked)
        try check(budget)
        guard let first = skipped.first else { return }
        let witness: Event
        if let action = app[first].actions.keys.map(\.name).sorted().first {
            witness = .action(ActionEvent(action: Selector(action), walkFrom: responder))
        } else if let point = try touchPoint(for: responder, &budget) {
            witness = Self.tap(point)
        } else {
            return
        }
        findings.append(
            AuditFinding(
                responders: [responder] + skipped,
                words: .nextSkipsResponders(responder: responder, skipped: skipped),
                witness: witness, evidence: .neverReaches(first)))
    }

    /// The events that start at the first responder, each with the methods that handle it and a witness.
    static let firstResponderEvents:
        [(methods: [ResponderMethod], handled: AuditWords.FirstResponderEvent, event: Event)] =
            [
                ([.motionBegan, .motionEnded, .motionCancelled], .shakes, .motion(subtype: "shake")),
                ([.pressesBegan, .pressesEnded], .presses, .press(key: "select")),
                ([.remoteControlReceived], .remoteControlEvents, .remoteControl(subtype: "play")),
            ]

    /// Responders that handle events starting at the first responder (shakes, presses, remote-control events, the
    /// edit menu's actions) but that cannot become first responder and are on no chain that starts at one that
    /// can, nor on the key window's (where those events start when nothing is first responder); and responders
    /// with an input view that cannot become first responder.
    mutating func checkFirstResponderReach(_ budget: inout WorkBudget) throws(BudgetExceeded) {
        func handles(_ index: Int) -> Bool {
            let node = app[index]
            return Self.firstResponderEvents.contains { entry in entry.methods.contains { node.overrides[$0] != nil } }
                || !node.keyCommands.isEmpty
                || (node.kind.isView && !node.isTextInput
                    && Selector.standardEditActions.contains { node.actions[$0] != nil })
        }
        budget.spend(steps: app.count)
        let implementers = app.responders.indices.filter { index in
            let node = app[index]
            let kind = node.kind
            guard kind == .view || kind == .viewController || (kind == .object && node.isResponder) else {
                return false
            }
            guard !node.canBecomeFirstResponder, kind == .object || isOnScreen(index) else { return false }
            if (node.hasInputView || node.hasInputAccessoryView) && !node.isTextInput { return true }
            return handles(index)
        }
        guard !implementers.isEmpty else { return }
        // Every responder on a chain from one that can become first responder, or from the key window.
        var reached = Set<Int>()
        var starts = app.responders.indices.filter { app[$0].canBecomeFirstResponder && isOnScreen($0) }
        if let key = app.keyWindow { starts.append(key) }
        // Presses start at the focused view, when the focus engine focused one.
        if let focused = app.state.focusedView { starts.append(focused) }
        for start in starts {
            var current: Int? = start
            while let index = current, reached.insert(index).inserted {
                budget.spend()
                try check(budget)
                if case .next(let following, _) = app.next(of: index, profile: settings.profile) {
                    current = following
                } else {
                    current = nil
                }
            }
        }
        let hasFirstResponder = app.firstResponder != nil
        for responder in implementers {
            let node = app[responder]
            if (node.hasInputView || node.hasInputAccessoryView) && !node.isTextInput {
                findings.append(
                    AuditFinding(
                        responders: [responder],
                        words: .inputViewNeverShown(
                            responder: responder, input: node.hasInputAccessoryView ? .inputAccessoryView : .inputView),
                        witness: .becomeFirstResponder(responder: responder, during: .now),
                        evidence: .diagnostic(.cannotBecomeFirstResponder)))
            }
            guard !reached.contains(responder), handles(responder) else { continue }
            let events = Self.firstResponderEvents.filter { entry in
                entry.methods.contains { node.overrides[$0] != nil }
            }
            let editActions = Selector.standardEditActions.filter { node.actions[$0] != nil }
            let keyCommand = node.keyCommands.first
            let handled =
                events.map(\.handled) + (keyCommand == nil ? [] : [.keyCommands])
                + (editActions.isEmpty || !node.kind.isView ? [] : [.editMenuActions])
            let witness: Event
            let evidence: AuditEvidence
            if let keyCommand {
                witness = .press(key: keyCommand.input, modifiers: keyCommand.modifiers)
                evidence = .neverReaches(responder)
            } else if let first = events.first {
                witness = first.event
                evidence = .neverReaches(responder)
            } else {
                witness = .editMenu(EditMenuEvent(pressedView: responder))
                evidence = .diagnostic(
                    hasFirstResponder ? .editMenuPressedViewNotFirstResponder : .editMenuNoFirstResponder)
            }
            findings.append(
                AuditFinding(
                    responders: [responder],
                    words: .firstResponderNeverReaches(responder: responder, events: handled),
                    witness: witness, evidence: evidence))
        }
    }

    /// A text input that can never become first responder, or whose keyboard cannot show because its window is not
    /// key.
    mutating func checkTextInput(_ input: Int) {
        let node = app[input]
        let witness = Event.becomeFirstResponder(responder: input, during: .now)
        if !node.canBecomeFirstResponder {
            findings.append(
                AuditFinding(
                    responders: [input],
                    words: .textInputCannotBecomeFirstResponder(input: input),
                    witness: witness, evidence: .diagnostic(.cannotBecomeFirstResponder)))
        } else if app.windows.count > 1, node.hasInputView, let window = app.window(of: input),
            window != app.keyWindow
        {
            findings.append(
                AuditFinding(
                    responders: [input, window],
                    words: .keyboardInNonKeyWindow(input: input, window: window),
                    witness: witness, evidence: .diagnostic(.keyboardNotShown)))
        }
    }
}

extension AuditRun {
    /// Shakes, presses and remote-control events walk the chain from the first responder (presses from the focused
    /// view first): a responder on it that overrides one of their methods without super starves the responders
    /// further up that implement it too (a controller's `motionEnded` keeping shakes from the app delegate). One
    /// finding per event family, at the first responder that swallows it; the witness is that event, dispatched
    /// against the app as it is.
    mutating func checkFirstResponderSwallows(_ budget: inout WorkBudget) throws(BudgetExceeded) {
        let first = app.firstResponderForNonTouchEvents().responder
        for (methods, _, event) in Self.firstResponderEvents {
            let isPress = methods.contains(.pressesBegan)
            guard let start = isPress ? app.state.focusedView ?? first : first else { continue }
            let chain = app.chain(from: start, profile: settings.profile).responders
            budget.spend(steps: chain.count * methods.count)
            try check(budget)
            search: for (position, responder) in chain.enumerated() {
                for method in methods where app[responder].overrides[method] == .withoutSuper {
                    let starved = chain[(position + 1)...].filter { app[$0].overrides[method] != nil }
                    guard !starved.isEmpty else { break search }
                    findings.append(
                        AuditFinding(
                            responders: [responder] + starved,
                            words: .eventSwallowed(responder: responder, method: method, starved: starved),
                            witness: event, evidence: .diagnostic(method.swallowedCode)))
                    break search
                }
            }
        }
    }
}
