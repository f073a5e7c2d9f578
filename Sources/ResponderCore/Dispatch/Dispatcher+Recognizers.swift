extension Dispatcher {
    /// The fingers delivered together to one hit view, as its gesture recognizers see them.
    struct TouchGroup {
        /// The hit view.
        var view: Int
        /// The fingers delivered to the view (indices into the event's touches).
        var touches: [Int]
        /// The fingers the recognizers see: `isMultipleTouchEnabled` limits what the view receives, not what its
        /// recognizers receive.
        var fingers: Int
        /// The hit view and its ancestors: the views whose recognizers receive these fingers.
        var chain = Lineage([])
    }

    /// A hit view and its ancestors, asked whether a view is among them for every recognizer of a touch.
    ///
    /// A typical lineage is a dozen views: searching them one by one costs less than hashing them into a set, which
    /// is built only for a deep hierarchy (past ``Lineage/searchedInOrder`` views), where a search would cost its
    /// depth for each recognizer.
    struct Lineage {
        /// The most views searched one by one.
        static let searchedInOrder = 32

        /// The views, hit view first.
        let views: [Int]
        /// The same views, for a lineage too deep to search one by one.
        private let set: Set<Int>?

        init(_ views: [Int]) {
            self.views = views
            set = views.count > Self.searchedInOrder ? Set(views) : nil
        }

        func contains(_ view: Int) -> Bool { set?.contains(view) ?? views.contains(view) }

        func contains(where test: (Int) -> Bool) -> Bool { views.contains(where: test) }
    }

    /// Every recognizer that saw a touch event, judged once.
    struct Recognition {
        /// The recognizers, deepest view first.
        var candidates: [Int]
        /// For each candidate, the fingers it received; `view` is the hit view of the first of them, the one its
        /// judgement speaks of.
        var seen: [TouchGroup]
        var judgements: [Judgement] = []
        /// The recognizers that recognized, in order.
        var winners: [Int] = []
        /// Recognized or failed: still following the touch when it began.
        var live: [Int] = []
        /// The winners whose action has been sent.
        var sent = Set<Int>()
        /// For a recognizer whose delegate refused some touches (`gestureRecognizer(_:shouldReceive:)`), the hit
        /// views of the touches it never received: it neither cancels nor delays them.
        var refused: [Int: Set<Int>] = [:]

        /// Whether a recognizer received the fingers on a hit view.
        func received(_ recognizer: Int, on view: Int) -> Bool {
            refused[recognizer]?.contains(view) != true
        }
    }

    /// What one recognizer makes of a touch on its own, before recognizers are weighed against each other.
    struct Judgement {
        var recognizes: Bool
        /// The outcome when it does not recognize: failed, disabled or prevented by a control.
        var outcome: RecognizerResult.Outcome
        var reason: RecognizerReason
        /// For a scroll view's pan: the content under the finger already had the touch and keeps it.
        var keptByContent = false

        static func recognized(_ reason: RecognizerReason) -> Judgement {
            Judgement(recognizes: true, outcome: .recognized, reason: reason)
        }

        static func failed(_ reason: RecognizerReason, _ outcome: RecognizerResult.Outcome = .failed) -> Judgement {
            Judgement(recognizes: false, outcome: outcome, reason: reason)
        }
    }

    /// The control that tracks a touch on `view`: the view itself when it is a control, or the control around one
    /// of UIKit's own views inside it (its label, its private parts, as a dump lists them); nil otherwise.
    func trackingControl(for view: Int) -> Int? {
        // Read in place: a `let` of the whole responder would copy it.
        if app[view].isControl && app[view].kind.isView { return view }
        guard app[view].isUIKitInternal else { return nil }
        var current = app[view].superview
        var steps = 0
        while let index = current, steps <= app.count {
            if app[index].isControl { return index }
            guard app[index].isUIKitInternal else { return nil }
            current = app[index].superview
            steps += 1
        }
        return nil
    }

    /// Whether a recognizer's delegate refuses touches on a hit view (`gestureRecognizer(_:shouldReceive:)`
    /// answers false for touches in the view or in a view that contains it).
    func refuses(_ recognizer: Int, touchesOn view: Int) -> Bool {
        let refused = app.gestureRecognizers[recognizer].refusesTouchesIn
        return firstAncestor(of: view, where: { refused.contains($0) }) != nil
    }

    /// Judges one recognizer against the touch: its kind, the gesture, the path, the number of fingers and of taps.
    ///
    /// The distances come from ``DispatchSettings/tapAllowableMovement`` and ``DispatchSettings/Threshold``. A touch
    /// described without a path is judged by its gesture alone (a pan or swipe recognizer recognizes a drag, and a
    /// swipe is taken to go in a direction its recognizer accepts).
    ///
    /// A drag that lifts under the finger (``liftedDrag(group:event:)``) makes a recognizer that would have
    /// recognized fail (UIDragInteraction.allowsSimultaneousRecognitionDuringLift, false by default: "competing
    /// gesture recognizers fail"), except a long-press recognizer, which "always" recognizes alongside the lift.
    func judge(_ index: Int, group: TouchGroup, event: TouchEvent) -> Judgement {
        let alone = judgeAlone(index, group: group, event: event)
        let recognizer = app.gestureRecognizers[index]
        guard alone.recognizes, recognizer.recognizes == nil, recognizer.kind != .longPress,
            let lift = liftedDrag(group: group, event: event)
        else { return alone }
        return .failed(.dragLifted(item: lift.item, source: lift.source, instead: alone.reason))
    }

    /// What a finger resting on the group's view lifts: a long press (the finger held still for the lift delay,
    /// ``DragAndDrop/liftDelay``) on a view that is no control, under a view with an enabled drag interaction or in
    /// a cell of a table or collection view that lifts its cells; nil for any other touch.
    func liftedDrag(group: TouchGroup, event: TouchEvent) -> DragLift? {
        guard event.gesture == .longPress, trackingControl(for: group.view) == nil else { return nil }
        return app.dragLift(under: group.view)
    }

    /// Judges one recognizer on its own, as if no drag could lift.
    private func judgeAlone(_ index: Int, group: TouchGroup, event: TouchEvent) -> Judgement {
        let recognizer = app.gestureRecognizers[index]
        if !recognizer.isEnabled {
            if let scroll = recognizer.scrollView {
                return .failed(.scrollingDisabled(scroll: scroll), .disabled)
            }
            return .failed(.disabled, .disabled)
        }
        if recognizer.kind == .tap, let control = trackingControl(for: group.view),
            app[control].uikitClass.winsSingleTapOverAncestorRecognizers
                && recognizer.numberOfTapsRequired == 1 && recognizer.view != control
                && !(app.isView(recognizer.view, inSubtreeOf: control))
        {
            return .failed(.preventedByControl(control: control), .preventedByControl)
        }
        if let told = recognizer.recognizes {
            return told ? .recognized(.toldByRequest(recognizes: true)) : .failed(.toldByRequest(recognizes: false))
        }
        if let scroll = recognizer.scrollView { return judgeScrollPan(of: scroll, group: group, event: event) }
        let touches = group.touches.map { event.touches[$0] }
        let moved = touches.map(\.farthestDistance).max() ?? 0
        let hasPath = touches.contains { !$0.moves.isEmpty }
        let cancelled = touches.allSatisfy { $0.end == .cancelled }
        let fingers = group.fingers
        let required = recognizer.numberOfTouchesRequired
        switch recognizer.kind {
        case .tap:
            if event.gesture != .tap { return .failed(.wrongGesture(event.gesture, expected: .tap)) }
            if moved > settings.tapAllowableMovement {
                return .failed(.movedTooFarForTap(moved: moved, allowed: settings.tapAllowableMovement))
            }
            if cancelled { return .failed(.cancelledBeforeLift) }
            if fingers != required { return .failed(.fingersRequired(required: required, touched: fingers)) }
            if event.tapCount < recognizer.numberOfTapsRequired {
                return .failed(.tapsRequired(required: recognizer.numberOfTapsRequired, tapped: event.tapCount))
            }
            return .recognized(
                .tapped(taps: recognizer.numberOfTapsRequired, fingers: fingers, tapCount: event.tapCount))
        case .longPress:
            if event.gesture != .longPress { return .failed(.didNotRest) }
            if fingers != required { return .failed(.fingersRequired(required: required, touched: fingers)) }
            // UIKit's documentation (UIContextMenuInteraction): the interaction's own long press opens the menu, and
            // the app's long-press recognizer on the same view does not recognize.
            if app[recognizer.view].contextMenu != nil {
                return .failed(.contextMenuTookPress(view: recognizer.view))
            }
            return .recognized(.rested)
        case .pan:
            if !event.moves { return .failed(.didNotMove) }
            if hasPath && moved < DispatchSettings.Threshold.pan {
                return .failed(.panTooShort(moved: moved, needs: DispatchSettings.Threshold.pan))
            }
            if fingers < required { return .failed(.panFingers(required: required, moved: fingers)) }
            return .recognized(.panned(moved: hasPath ? moved : nil, needs: DispatchSettings.Threshold.pan))
        case .swipe:
            return judgeSwipe(recognizer, touches: touches, hasPath: hasPath, fingers: fingers, event: event)
        case .pinch:
            guard event.gesture == .pinch else { return .failed(.wrongGesture(event.gesture, expected: .pinch)) }
            guard fingers >= 2 else { return .failed(.twoFingersNeeded(.pinch, touched: fingers)) }
            return .recognized(.pinched)
        case .rotation:
            guard event.gesture == .rotation else { return .failed(.wrongGesture(event.gesture, expected: .rotation)) }
            guard fingers >= 2 else { return .failed(.twoFingersNeeded(.rotation, touched: fingers)) }
            return .recognized(.turned)
        case .screenEdgePan:
            if !event.moves { return .failed(.didNotMove) }
            guard let touch = touches.first else { return .failed(.noFinger) }
            let window = app.window(of: recognizer.view)
            let start = window.flatMap { app.convertFromScreen(touch.point, into: $0) } ?? touch.point
            let edge = DispatchSettings.Threshold.screenEdge
            if start.x > edge {
                return .failed(.edgeTooFar(start: start.x, edge: edge))
            }
            let inward = touch.endPoint.x - touch.point.x
            if hasPath && inward < DispatchSettings.Threshold.pan {
                return .failed(.edgeTooShort(inward: max(inward, 0), needs: DispatchSettings.Threshold.pan))
            }
            return .recognized(.edgePanned(start: start.x, inward: hasPath ? inward : nil))
        case .hover:
            return .failed(.hover)
        case .custom:
            return .failed(.custom)
        }
    }

    /// A swipe: far enough, mostly along one direction the recognizer accepts.
    private func judgeSwipe(
        _ recognizer: GestureRecognizer, touches: [TouchEvent.Touch], hasPath: Bool, fingers: Int, event: TouchEvent
    ) -> Judgement {
        guard event.gesture == .swipe || (hasPath && event.gesture == .pan) else {
            return .failed(.wrongGesture(event.gesture, expected: .swipe))
        }
        if fingers != recognizer.numberOfTouchesRequired {
            return .failed(.swipeFingers(required: recognizer.numberOfTouchesRequired, touched: fingers))
        }
        guard hasPath, let touch = touches.first(where: { !$0.moves.isEmpty }) else {
            return .recognized(.swipeAssumed(recognizer.direction))
        }
        let start = app.convertFromScreen(touch.point, into: recognizer.view) ?? touch.point
        let end = app.convertFromScreen(touch.endPoint, into: recognizer.view) ?? touch.endPoint
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let horizontal = abs(dx) >= abs(dy)
        let (along, across) = horizontal ? (abs(dx), abs(dy)) : (abs(dy), abs(dx))
        let direction: GestureRecognizer.SwipeDirections =
            horizontal ? (dx >= 0 ? .right : .left) : (dy >= 0 ? .down : .up)
        let threshold = DispatchSettings.Threshold.swipe
        if !recognizer.direction.contains(direction) {
            return .failed(.swipeWrongDirection(went: direction, accepts: recognizer.direction))
        }
        if along < threshold { return .failed(.swipeTooShort(along: along, went: direction, needs: threshold)) }
        if along <= 2 * across { return .failed(.swipeNotStraight(along: along, across: across, went: direction)) }
        return .recognized(.swiped(along: along, went: direction))
    }

    /// A scroll view's own pan: whether the drag scrolls it.
    private func judgeScrollPan(of scroll: Int, group: TouchGroup, event: TouchEvent) -> Judgement {
        guard let behavior = app[scroll].scrolling else { return .failed(.notAScrollView) }
        let touches = group.touches.map { event.touches[$0] }
        let moved = touches.map(\.farthestDistance).max() ?? 0
        guard event.moves else { return .failed(.scrollDidNotMove(scroll: scroll)) }
        let pathTouch = touches.first { !$0.moves.isEmpty }
        if pathTouch != nil && moved < DispatchSettings.Threshold.pan {
            return .failed(.scrollTooShort(moved: moved, needs: DispatchSettings.Threshold.pan))
        }
        let content = app.contentSize(of: scroll)
        let bounds = app[scroll].frame.size
        let scrollsHorizontally = content.width > bounds.width || (behavior.bounces && behavior.alwaysBounceHorizontal)
        let scrollsVertically = content.height > bounds.height || (behavior.bounces && behavior.alwaysBounceVertical)
        var axis: RecognizerReason.Axis?
        var canScroll = scrollsHorizontally || scrollsVertically
        if let touch = pathTouch, let start = app.convertFromScreen(touch.point, into: scroll),
            let end = app.convertFromScreen(touch.endPoint, into: scroll)
        {
            let horizontal = abs(end.x - start.x) > abs(end.y - start.y)
            axis = horizontal ? .horizontally : .vertically
            canScroll = horizontal ? scrollsHorizontally : scrollsVertically
        } else if event.gesture == .swipe {
            // A swipe described without a path goes the way the swipe recognizers under the finger accept (right,
            // UIKit's default, when there are none).
            let horizontal = !swipeDirectionsUnder(group.view).isDisjoint(with: [.left, .right])
            axis = horizontal ? .horizontally : .vertically
            canScroll = horizontal ? scrollsHorizontally : scrollsVertically
        }
        if !canScroll {
            return .failed(.contentFits(content: content, bounds: bounds, axis: axis))
        }
        let hit = group.view
        // The content has the touch from the start only when no scroll view around it holds touchesBegan back: while
        // an enclosing table, or a collection view inside this one, delays its content's touches, this scroll view's
        // pan sees the drag before the control does, whatever this one's own delaysContentTouches.
        let delays = contentDelay(of: scroll, hit: hit) != nil
        if hit != scroll && (!delays || event.gesture == .longPress) {
            let restedFirst = delays
            if !behavior.canCancelContentTouches {
                var kept = Judgement.failed(.contentKeepsTouch(hit: hit, restedFirst: restedFirst, byOverride: nil))
                kept.keptByContent = true
                return kept
            }
            let answer = behavior.touchesShouldCancel ?? !app[hit].isControl
            if !answer {
                var kept = Judgement.failed(
                    .contentKeepsTouch(
                        hit: hit, restedFirst: restedFirst, byOverride: behavior.touchesShouldCancel != nil))
                kept.keptByContent = true
                return kept
            }
        }
        return .recognized(.scrolls(scroll: scroll, moved: pathTouch == nil ? nil : moved, axis: axis))
    }

    /// The directions the swipe recognizers on a view and its ancestors accept; right when there are none.
    private func swipeDirectionsUnder(_ view: Int) -> GestureRecognizer.SwipeDirections {
        var directions = GestureRecognizer.SwipeDirections()
        var current: Int? = view
        var steps = 0
        while let node = current, steps <= app.count {
            for index in app[node].gestureRecognizers where app.gestureRecognizers[index].kind == .swipe {
                directions.formUnion(app.gestureRecognizers[index].direction)
            }
            current = app[node].superview
            steps += 1
        }
        return directions.isEmpty ? .right : directions
    }

    /// Whether two recognizers may both recognize: when either one's delegate allows it
    /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` answering true on either side is enough), or
    /// when they are tap recognizers for different numbers of taps, which recognize at different taps.
    func mayRecognizeTogether(_ first: Int, _ second: Int) -> Bool {
        let a = app.gestureRecognizers[first]
        let b = app.gestureRecognizers[second]
        if a.recognizesSimultaneously || b.recognizesSimultaneously { return true }
        return a.kind == .tap && b.kind == .tap && a.numberOfTapsRequired != b.numberOfTapsRequired
    }

    /// The scroll view whose `delaysContentTouches` holds touchesBegan back from a touch on `hit`, as the pan of
    /// `scroll` (one of the scroll views around `hit`) sees it; nil when none does.
    ///
    /// Every scroll view around the hit view delays its content's touches with a recognizer of its own
    /// (UIScrollView's delayed-touches recognizer, attached to it, sees every touch on its content), so touchesBegan
    /// waits for each of them: the pan of `scroll` sees the drag before the content does when any one delays. The
    /// one named is `scroll` itself when its own delaysContentTouches is on, else the nearest scroll view enclosing
    /// it that delays, else the nearest one inside it that holds `hit` (a touch on an inner scroll view itself, not
    /// on its content, is not its content's touch). A scroll view other than `scroll` delays only while its scrolling
    /// is on.
    func contentDelay(of scroll: Int, hit: Int) -> Int? {
        if app[scroll].scrolling?.delaysContentTouches == true { return scroll }
        if let enclosing = enclosingDelay(of: scroll) { return enclosing }
        guard hit != scroll, let above = app[hit].superview else { return nil }
        return firstAncestor(of: above) { view in
            view == scroll || app[view].scrolling.map { $0.isScrollEnabled && $0.delaysContentTouches } == true
        }.flatMap { $0 == scroll ? nil : $0 }
    }

    /// The nearest scroll view enclosing `scroll` whose `delaysContentTouches` holds its content's touchesBegan back
    /// (scrolling on), so the content of `scroll` waits too; nil when none does.
    private func enclosingDelay(of scroll: Int) -> Int? {
        app[scroll].superview.flatMap { superview in
            firstAncestor(of: superview) { view in
                app[view].scrolling.map { $0.isScrollEnabled && $0.delaysContentTouches } ?? false
            }
        }
    }
}
