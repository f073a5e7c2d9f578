extension App {
    /// The changes that may cure a diagnostic, the smallest first, or why there is none: each is one property of the
    /// app's own objects, the one the diagnostic's facts name, never an object UIKit makes or owns.
    public func fixCandidates(for words: DiagnosticWords) -> Result<[FixChange], NoFixReason> {
        switch words {
        case .unreachable(.interactionDisabled(let drawn)):
            return owned([.setInteraction(view: drawn, enabled: true)])
        case .unreachable(.ancestorInteractionDisabled(_, let ancestor)):
            return owned([.setInteraction(view: ancestor, enabled: true)])
        case .unreachable(.ancestorOverride(_, let ancestor)):
            return owned([.standardHitTesting(view: ancestor)])
        case .unreachable(.outsideBounds(let drawn, let ancestor)),
            .unreachable(.calloutOutsideAnnotation(let drawn, let ancestor, _)):
            // UIView.hitTest(_:with:)'s documentation: points outside the bounds are ignored, even where a subview
            // is drawn; the ancestor's point(inside:with:) that asks its subviews lets hit-testing in. Past a
            // window's bounds is past the screen's: no finger lands there, and the view's frame is the app's layout.
            if self[ancestor].kind == .window || isPastItsWindow(drawn) { return .failure(.noSingleChange) }
            return owned([.pointInsideIncludesSubviews(view: ancestor)])
        case .touch(.annotationControlTakesTap(let control, _, _)):
            // The tap meant for the annotation view selects it once the control lets it through.
            return owned([.setInteraction(view: control, enabled: false)])
        case .unreachable(.coveredByOverride(_, let hit, _)):
            // The override goes (or calls super): UIView's own checks skip the view again.
            return owned([.standardHitTesting(view: hit)])
        case .unreachable(.covered(_, let hit, _, _, let inCell, let bar, let visiblyInteractive)):
            // A view in front that takes touches on purpose (a control, a background of its own) is the app's
            // design; a cell's content view and a bar's touch area are UIKit's.
            if inCell || bar != nil { return .failure(.uikitsOwn) }
            if visiblyInteractive { return .failure(.noSingleChange) }
            // A SwiftUI hosting view's content (not in the description) decides where it takes touches: turning its
            // interaction off, or letting its own area through, would turn off its SwiftUI buttons too.
            if hostsSwiftUI(hit) { return .failure(.undescribed) }
            // Or its hitTest(_:with:) lets its own area through, keeping its subviews' touches.
            return owned([.setInteraction(view: hit, enabled: false), .passThrough(view: hit)])
        case .touch(.hoverRecognizerMissedPointer(_, _, let blocker, let skipped)):
            // The view in front lets the pointer through (its interaction off, or its hitTest(_:with:) passing its
            // own area on), or the view that hit-testing skipped takes it again. A control in front is the app's
            // design: turning it off would lose its taps.
            switch skipped {
            case nil:
                if self[blocker].isControl { return .failure(.noSingleChange) }
                return owned([.setInteraction(view: blocker, enabled: false), .passThrough(view: blocker)])
            case .userInteractionDisabled?: return owned([.setInteraction(view: blocker, enabled: true)])
            case .hitTestReturnsNil?: return owned([.standardHitTesting(view: blocker)])
            default: return .failure(.noSingleChange)
            }
        case .touch(.controlSubviewTakesTouch(_, let view, _)):
            return owned([.setInteraction(view: view, enabled: false)])
        case .touch(.gestureStealsTouches(let recognizer, let hitView)):
            return keepTouches(of: [recognizer], touching: hitView)
        case .touch(.scrollPanRefusedToBegin(let scroll, _, let refuser, _)):
            return owned([.standardShouldBegin(view: refuser ?? scroll)])
        case .touch(.contentTouchesDelayed(_, let scroll)):
            return owned([.noContentTouchDelay(scroll: scroll)])
        case .action(.targetReleased(let object, _, _)):
            return owned([.retain(object: object)])
        case .action(.skippedController(let controller, let sender, let action, _)):
            guard self[sender].isControl,
                let pair = self[sender].targetActions.firstIndex(where: { $0.target == nil && $0.action == action })
            else { return .failure(.noSingleChange) }
            return owned([.setTarget(control: sender, pair: pair, target: controller)])
        case .touch(.cancelledByGesture(let view, let winners, _, _)):
            return keepTouches(of: winners, touching: view)
        case .walk(.swallowed(let responder, let method, _)), .walk(.swallowedNothingLost(let responder, let method)),
            .walk(.typingSwallowed(let responder, let method, _)),
            .walk(.incompleteTouchFamily(let responder, let method, _)):
            let family = ResponderMethod.family(of: method)
            let swallowing = family.filter { self[responder].overrides[$0] == .withoutSuper }
            return owned([.callSuper(responder: responder, methods: swallowing.isEmpty ? [method] : swallowing)])
        case .action(.noActionSent(let control, let sent, _)):
            let wanted = sent.filter { $0 != .touchDown }
            guard let event = wanted.last(where: { $0 == .valueChanged }) ?? wanted.first,
                let pair = self[control].targetActions.firstIndex(where: { !sent.contains($0.event) })
            else { return .failure(.appCode) }
            return owned([.retarget(control: control, pair: pair, event: event)])
        case .action(.unrecognizedSelector(let target, let action)):
            guard isAppClass(target) else { return .failure(.uikitsOwn) }
            return .success([.implementAction(target: target, action: action)])
        case .selection(.accessoryButtonUnhandled(_, _, _, let delegate, _)):
            // The delegate implements the method; a table without a delegate needs the app's code to set one.
            guard let delegate else { return .failure(.appCode) }
            guard isAppClass(delegate) else { return .failure(.uikitsOwn) }
            return .success([.implementAction(target: delegate, action: RowSelection.accessoryButtonTapped)])
        case .action(.menuTookPrimaryAction(let button, _)):
            return owned([.menuNotPrimary(button: button)])
        case .action(.controlDisabled(let control)):
            return owned([.enable(control: control)])
        case .touch(.dimmingViewTookTap(_, let presented, _, let under)):
            // The cure lets the tap through to the app's view under the dimming view: a popover's passthroughViews,
            // or a sheet undimmed at the detent it shows. An alert dims by design: nothing of the app's changes it.
            let presentation = self[presented].presentation
            guard let under, presentation.alertStyle == nil else { return .failure(.noSingleChange) }
            if presentation.shownAs == .popover {
                return owned([.addPassthrough(controller: presented, view: under)])
            }
            return owned([.undimDetent(controller: presented, detent: presentation.shownDetent.identifier)])
        case .touch(.searchDimmingTookTap(_, let controller, let under)):
            // The cure lets the tap through to the app's view under the dimming view: no dimming while searching.
            guard under != nil else { return .failure(.noSingleChange) }
            return owned([.unobscureSearch(controller: controller)])
        case .walk(.undescribed):
            return .failure(.undescribed)
        case .touch(.multipleTouchIgnored(let view)):
            return owned([.set(.allowMultipleTouch, of: view)])
        case .touch(.exclusiveTouchElsewhere(_, let exclusive)), .touch(.exclusiveTouchHere(let exclusive, _)):
            return owned([.set(.notExclusiveTouch, of: exclusive)])
        case .touch(.delayedByGesture(let view)):
            return touchDelayers(above: view)
        case .touch(.nearMiss(let view, _, let distance, let area)):
            return enlargedTouchArea(of: view, missedBy: distance, area: area)
        case .touch(.interactivePopBlocked(let winner, let navigation)):
            // UINavigationController.interactivePopGestureRecognizer's documentation: the deeper recognizer waits
            // for the pop gesture to fail, so an edge swipe goes back and any other drag still scrolls.
            guard
                let pop = gestureRecognizers.indices.first(where: {
                    gestureRecognizers[$0].popsNavigationController == navigation
                })
            else { return .failure(.noSingleChange) }
            return waiting(winner, for: pop)
        case .touch(.pageTurnTookTap):
            // UIPageViewController.gestureRecognizers is read-only and its recognizers are UIKit's: the cure is a
            // delegate the app sets on them in code, whose gestureRecognizer(_:shouldReceive:) returns false for a
            // touch on a control, which no property of the request describes.
            return .failure(.appCode)
        case .touch(.interactivePopDeclined):
            // The cure is the pop gesture's delegate (nil, or one whose gestureRecognizerShouldBegin(_:) returns true
            // while the stack has more than one controller): code in the app, which no property describes.
            return .failure(.appCode)
        case .touch(.singleTapFiresOnDoubleTap(let single, let double)):
            // UIGestureRecognizer.require(toFail:)'s documentation: the single tap waits for the double tap to fail,
            // so a double tap fires only the double tap, and a single tap fires once the double tap fails.
            return waiting(single, for: double)
        case .touch(.systemGestureDelays(_, let edge, _, let deciding, _)):
            // The controller the window asks defers the edge (a container that forwards to its child is the same
            // answer, given by the container).
            return owned([.deferEdges(controller: deciding, edges: self[deciding].deferredScreenEdges.union(edge))])
        case .touch(.scrollViewTookTouch(_, let scroll, _, true, _)):
            // The drag was meant for the view under the finger: the scroll view leaves a touch its content has, or
            // does not hold it back first.
            return owned([.set(.keepContentTouches, of: scroll), .noContentTouchDelay(scroll: scroll)])
        case .touch(.scrollViewDidNotScroll(let scroll, _, _, let disabled, let keptByContent)):
            if disabled { return owned([.set(.enableScrolling, of: scroll)]) }
            guard keptByContent else { return .failure(.noSingleChange) }
            let keeps = self[scroll].scrolling?.canCancelContentTouches == false
            return owned(keeps ? [.set(.cancelContentTouches, of: scroll)] : [.set(.touchesShouldCancel, of: scroll)])
        case .touch(.refreshNotTriggered(let scroll, _, let pull)):
            // UIScrollView.alwaysBounceVertical's documentation: with it (and bounces) the content moves down
            // however small it is. How far the finger pulls, and where the content was, are the user's.
            switch pull.outcome {
            case .scrollDisabled: return owned([.set(.enableScrolling, of: scroll)])
            case .contentFits: return owned([.set(.alwaysBounceVertical, of: scroll)])
            case .bouncesOff: return owned([.set(.bounces, of: scroll)])
            case .tooShort, .notAtTop, .refreshed: return .failure(.noSingleChange)
            // When the app calls endRefreshing() is its own code.
            case .alreadyRefreshing: return .failure(.appCode)
            }
        case .action(.duplicateTargetAction(let control, let action, let event)):
            let same = self[control].targetActions.indices.filter {
                self[control].targetActions[$0].action == action && self[control].targetActions[$0].event == event
            }
            guard same.count > 1, let second = same.last else { return .failure(.noSingleChange) }
            return owned([.removeTarget(control: control, pair: second)])
        case .firstResponder(.cannotBecome(let responder)):
            return owned([.set(.canBecomeFirstResponder, of: responder)])
        case .firstResponder(.currentRefusedToResign(_, let refusing)), .firstResponder(.refusedToResign(let refusing)):
            return owned([.set(.canResignFirstResponder, of: refusing)])
        case .firstResponder(.keyCommandShadowed(let offeredBy, _, let action, _)):
            guard let command = self[offeredBy].keyCommands.firstIndex(where: { $0.action == action }) else {
                return .failure(.noSingleChange)
            }
            return owned([.keyCommandPriority(responder: offeredBy, command: command)])
        case .selection(.disabled(let list, _, let expected)):
            return expected == nil ? .failure(.noSingleChange) : owned([.set(.allowSelection, of: list)])
        case .selection(.noDelegate(let list, _, let implementer)):
            return owned([.setDelegate(list: list, delegate: implementer)])
        case .selection(.delegateMissesDidSelect(let list, _, let delegate, _, let implementer)):
            // The responder that implements didSelect becomes the delegate, or the delegate implements it (the
            // method it has is didDeselect, autocompletion's first offer).
            guard let didSelect = self[list].rowSelection?.didSelect else { return .failure(.noSingleChange) }
            let implement = FixChange.implementAction(target: delegate, action: didSelect)
            guard isAppClass(delegate) else {
                return implementer.map { owned([.setDelegate(list: list, delegate: $0)]) } ?? .failure(.uikitsOwn)
            }
            return owned((implementer.map { [FixChange.setDelegate(list: list, delegate: $0)] } ?? []) + [implement])
        case .selection(.swallowed(let responder, _, _)):
            let swallowing = ResponderMethod.touchFamily.filter { self[responder].overrides[$0] == .withoutSuper }
            return owned([.callSuper(responder: responder, methods: swallowing.isEmpty ? [.touchesEnded] : swallowing)])
        case .firstResponder(.notInWindow), .firstResponder(.keyboardNotShown),
            .firstResponder(.implementerNotOnChain), .firstResponder(.noFirstResponder), .menu(.noFirstResponder),
            .menu(.pressedViewNotFirstResponder), .action(.dropped), .action(.skippedBarItemOwner),
            .touch(.barButtonActionIgnored), .walk(.nextLoop), .walk(.sceneDelegateNotInChain),
            .walk(.appDelegateNotInChain):
            // When the app calls becomeFirstResponder() or makeKeyAndVisible(), which object implements an action
            // or a delegate method, where a bar item's custom view sends its action, what `next` returns and what
            // an app delegate inherits from: the app's own code, which no property of the description says.
            return .failure(.appCode)
        case .touch(.cellContentViewSynthesized):
            return .failure(.uikitsOwn)
        case .touch(.dragLiftTookScroll(_, _, let source)):
            // A table's or collection view's own drag is one property (dragInteractionEnabled); a UIDragInteraction
            // added to a view is the app's choice of what a press there does.
            return self[source].rowSelection != nil ? owned([.set(.noListDrag, of: source)]) : .failure(.noSingleChange)
        case .aimedViewUnreachable(let aim):
            // What keeps every point of the view from hit-testing, when it is one property: the same change as the
            // diagnostic of a tap that lands there.
            guard case .blocked(let block) = aim.centreMiss else { return .failure(.noSingleChange) }
            switch block.reason {
            case .userInteractionDisabled: return owned([.setInteraction(view: block.responder, enabled: true)])
            case .hitTestReturnsNil, .interceptedBySelf, .redirected:
                return owned([.standardHitTesting(view: block.responder)])
            default: return .failure(.noSingleChange)
            }
        default:
            return .failure(.noSingleChange)
        }
    }

    /// The recognizers on `view` and its ancestors that withhold touchesBegan (`delaysTouchesBegan`), the app's own,
    /// nearest the view first.
    private func touchDelayers(above view: Int) -> Result<[FixChange], NoFixReason> {
        var changes: [FixChange] = []
        var current: Int? = view
        var steps = 0
        while let index = current, steps <= count {
            for recognizer in self[index].gestureRecognizers where gestureRecognizers[recognizer].delaysTouchesBegan {
                guard gestureRecognizers[recognizer].scrollView == nil,
                    gestureRecognizers[recognizer].popsNavigationController == nil
                else { continue }
                changes.append(.noTouchDelay(recognizer: recognizer))
            }
            current = self[index].superview
            steps += 1
        }
        return changes.isEmpty ? .failure(.uikitsOwn) : .success(changes)
    }

    /// A touch area that takes a finger `distance` points away: at least 44 by 44 points, Apple's guidelines' least
    /// size of a target, or large enough for the finger, whichever is larger. A bar item's custom view follows the
    /// bar's rules, not an override of its own.
    private func enlargedTouchArea(
        of view: Int, missedBy distance: Double, area: DiagnosticWords.Touch.TouchArea
    )
        -> Result<[FixChange], NoFixReason>
    {
        let size: Size
        switch area {
        case .frame(let areaSize), .pointInside(let areaSize): size = areaSize
        case .barCustomView: return .failure(.noSingleChange)
        }
        let toMinimum = ((44 - min(size.width, size.height)) / 2).rounded(.up)
        let margin = max(toMinimum, (distance + 1).rounded(.up))
        return owned([.enlargeTouchArea(view: view, margin: margin)])
    }

    /// The first recognizer's `cancelsTouchesInView = false`, when it is the app's own (not a scroll view's pan or
    /// the interactive pop gesture).
    /// Or its delegate refuses the touches of `view` (`gestureRecognizer(_:shouldReceive:)`), or of the cell `view`
    /// lies in: the recognizer still works everywhere else.
    private func keepTouches(of recognizers: [Int], touching view: Int) -> Result<[FixChange], NoFixReason> {
        guard let first = recognizers.first else { return .failure(.noSingleChange) }
        let recognizer = gestureRecognizers[first]
        if recognizer.scrollView != nil || recognizer.popsNavigationController != nil { return .failure(.uikitsOwn) }
        let refused = selectionSite(of: view)?.cell ?? view
        return .success([.keepTouches(recognizer: first), .ignoreTouches(recognizer: first, in: refused)])
    }

    /// `recognizer` waits for `other` to fail, when its view is the app's own (a recognizer of a private view or a
    /// wrapper UIKit adds is UIKit's to configure).
    private func waiting(_ recognizer: Int, for other: Int) -> Result<[FixChange], NoFixReason> {
        let view = gestureRecognizers[recognizer].view
        if self[view].isUIKitInternal || self[view].isSynthesized { return .failure(.uikitsOwn) }
        return .success([.requireToFail(recognizer: recognizer, other: other)])
    }

    /// The changes, when every object they edit is the app's own.
    private func owned(_ changes: [FixChange]) -> Result<[FixChange], NoFixReason> {
        let theirs = changes.contains { change in
            guard let responder = change.responder else { return false }
            return self[responder].isUIKitInternal || self[responder].isSynthesized
        }
        return theirs ? .failure(.uikitsOwn) : .success(changes)
    }

    /// Whether a responder's class is the app's own (neither a UIKit class nor a public class of the catalogues).
    public func isAppClass(_ responder: Int) -> Bool {
        let name = self[responder].className
        return ClassCatalogue.builtIn(named: name) == nil && PublicClassCatalogue.named(name) == nil
    }

    /// Makes the change, as the app would in code.
    public mutating func apply(_ change: FixChange) {
        switch change {
        case .setInteraction(let view, let enabled): self[view].isUserInteractionEnabled = enabled
        case .callSuper(let responder, let methods):
            for method in methods { self[responder].overrides[method] = .callsSuper }
        case .keepTouches(let recognizer): gestureRecognizers[recognizer].cancelsTouchesInView = false
        case .retarget(let control, let pair, let event): self[control].targetActions[pair].event = event
        case .implementAction(let target, let action): self[target].actions[action] = ActionImplementation()
        case .standardHitTesting(let view):
            self[view].hitTest = .standard
            self[view].pointInside = .bounds
        case .enable(let control): self[control].isEnabled = true
        case .noContentTouchDelay(let scroll): self[scroll].scrolling?.delaysContentTouches = false
        case .retain(let object): self[object].isRetained = true
        case .setTarget(let control, let pair, let target): self[control].targetActions[pair].target = target
        case .set(let property, let responder): set(property, of: responder)
        case .removeTarget(let control, let pair): self[control].targetActions.remove(at: pair)
        case .setDelegate(let list, let delegate): self[list].rowSelection?.delegate = delegate
        case .noTouchDelay(let recognizer): gestureRecognizers[recognizer].delaysTouchesBegan = false
        case .keyCommandPriority(let responder, let command):
            self[responder].keyCommands[command].wantsPriorityOverSystemBehavior = true
        case .deferEdges(let controller, let edges): self[controller].deferredScreenEdges = edges
        case .enlargeTouchArea(let view, let margin):
            self[view].pointInside = .insets(top: -margin, left: -margin, bottom: -margin, right: -margin)
        case .ignoreTouches(let recognizer, let view): gestureRecognizers[recognizer].refusesTouchesIn.insert(view)
        case .passThrough(let view): self[view].hitTest = .passThrough
        case .undimDetent(let controller, let detent):
            // UIKit takes the dimming view away as the property changes.
            self[controller].presentation.largestUndimmedDetent = detent
            for view in responders.indices where dimmedPresentation(of: view) == controller {
                self[view].isHidden = true
            }
        case .addPassthrough(let controller, let view): self[controller].presentation.passthroughViews.append(view)
        case .unobscureSearch(let controller):
            // UIKit takes the dimming view away as the property changes.
            self[controller].searchController?.obscuresBackgroundDuringPresentation = false
            if let dimming = self[controller].searchController?.dimmingView { self[dimming].isHidden = true }
        case .standardShouldBegin(let view):
            self[view].shouldBeginOverride = nil
            guard self[view].scrolling != nil else { return }
            self[view].scrolling?.panShouldBegin = true
            for index in gestureRecognizers.indices where gestureRecognizers[index].scrollView == view {
                gestureRecognizers[index].shouldBegin = true
            }
        case .pointInsideIncludesSubviews(let view):
            // An override that already gives regions keeps them; the bounds otherwise.
            if case .regions(let rects, _) = self[view].pointInside {
                self[view].pointInside = .regions(rects, includeSubviews: true)
            } else {
                self[view].pointInside = .regions(nil, includeSubviews: true)
            }
        case .requireToFail(let recognizer, let other):
            if !gestureRecognizers[recognizer].requiresToFail.contains(other) {
                gestureRecognizers[recognizer].requiresToFail.append(other)
            }
        case .menuNotPrimary(let button): self[button].showsMenuAsPrimaryAction = false
        }
    }

    /// Gives `property` of `responder` the fix's value.
    private mutating func set(_ property: FixProperty, of responder: Int) {
        let value = property.value
        switch property {
        case .allowMultipleTouch: self[responder].isMultipleTouchEnabled = value
        case .notExclusiveTouch: self[responder].isExclusiveTouch = value
        case .enableScrolling:
            // Its own pan recognizer, which the layout added disabled, is enabled with it.
            self[responder].scrolling?.isScrollEnabled = value
            for recognizer in self[responder].gestureRecognizers
            where gestureRecognizers[recognizer].scrollView == responder {
                gestureRecognizers[recognizer].isEnabled = value
            }
        case .alwaysBounceVertical: self[responder].scrolling?.alwaysBounceVertical = value
        case .bounces: self[responder].scrolling?.bounces = value
        case .keepContentTouches, .cancelContentTouches: self[responder].scrolling?.canCancelContentTouches = value
        case .touchesShouldCancel: self[responder].scrolling?.touchesShouldCancel = value
        case .allowSelection: self[responder].rowSelection?.allowsSelection = value
        case .canBecomeFirstResponder: self[responder].canBecomeFirstResponder = value
        case .canResignFirstResponder: self[responder].canResignFirstResponder = value
        case .noListDrag: self[responder].dragAndDrop.dragInteractionEnabled = value
        }
    }
}

extension App {
    /// Whether `view` lies wholly past its window's bounds, where no finger lands.
    func isPastItsWindow(_ view: Int) -> Bool {
        guard let frame = frameInWindow(of: view), let window = window(of: view) else { return false }
        let size = self[window].frame.size
        return frame.maxX <= 0 || frame.maxY <= 0 || frame.minX >= size.width || frame.minY >= size.height
    }
}

extension ResponderMethod {
    /// The methods of the family `method` belongs to (touches, presses, motion), which an override swallows together.
    static func family(of method: ResponderMethod) -> [ResponderMethod] {
        if touchFamily.contains(method) { return touchFamily }
        let presses: [ResponderMethod] = [.pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled]
        if presses.contains(method) { return presses }
        let motion: [ResponderMethod] = [.motionBegan, .motionEnded, .motionCancelled]
        if motion.contains(method) { return motion }
        return [method]
    }
}
