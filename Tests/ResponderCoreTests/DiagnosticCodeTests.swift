import Testing

@testable import ResponderCore

/// A diagnostic's code and severity are decided by its facts (``DiagnosticWords/code``, ``DiagnosticWords/effect``),
/// each in one switch: a diagnostic is made from its facts alone, so its code, its severity and its words can never
/// disagree. The table holds one case of facts for every code, so a code no facts lead to (an orphan) fails here,
/// and so does a case whose code changes; and every situation a severity depends on, so a severity that drifts from
/// the rule fails too.
@Suite struct DiagnosticCodeTests {
    static let tap = Selector("tap:")

    /// Facts of every family, each with the code it is reported under and the severity the rule gives it.
    static let table: [(DiagnosticWords, DiagnosticCode, Diagnostic.Severity)] = [
        (.walk(.swallowedNothingLost(responder: 1, method: .touchesBegan)), .touchesSwallowed, .info),
        (.walk(.swallowed(responder: 1, method: .touchesEnded, starved: [2])), .touchesSwallowed, .warning),
        (.walk(.swallowed(responder: 1, method: .pressesBegan, starved: [2])), .pressesSwallowed, .warning),
        (.walk(.swallowed(responder: 1, method: .motionEnded, starved: [2])), .motionSwallowed, .warning),
        (.walk(.swallowedNothingLost(responder: 1, method: .motionBegan)), .motionSwallowed, .info),
        (
            .walk(.swallowed(responder: 1, method: .remoteControlReceived, starved: [2])), .remoteControlSwallowed,
            .warning
        ),
        (
            .walk(.incompleteTouchFamily(responder: 1, method: .touchesBegan, missing: [.touchesMoved])),
            .incompleteTouchFamily, .warning
        ),
        (.walk(.sceneDelegateNotInChain(delegate: 1, handling: .action(tap))), .sceneDelegateNotInChain, .warning),
        (
            .walk(.appDelegateNotInChain(delegate: 1, handling: .method(.motionEnded), reason: .delegateNotResponder)),
            .appDelegateNotInChain, .warning
        ),
        (.walk(.privateClassesInChain(privates: [1])), .privateClassInChain, .info),
        (.walk(.nextLoop(walked: [1, 2])), .nextLoop, .error),
        (.walk(.modelledAsSuperclass(responder: 1, unmodelled: .swiftUI)), .classModelledAsSuperclass, .info),
        (.walk(.undescribed(responder: 1, facts: [.gestureRecognizers])), .dependsOnUndescribed, .warning),
        (.touch(.hitNothing(at: Point(x: 1, y: 1))), .touchHitNothing, .warning),
        (
            .touch(.nearMiss(view: 1, at: Point(x: 1, y: 1), distance: 3, area: .frame(Size(width: 24, height: 24)))),
            .touchMissedNearby, .warning
        ),
        (
            .touch(.systemGestureDelays(hit: 1, edge: .top, zone: 20, deciding: 2, unheard: nil)),
            .systemGestureDelaysTouch, .warning
        ),
        (.touch(.multipleTouchIgnored(view: 1)), .multipleTouchIgnored, .warning),
        (.touch(.exclusiveTouchElsewhere(view: 1, blocker: 2)), .exclusiveTouchBlocked, .warning),
        (.touch(.exclusiveTouchHere(view: 1, other: 2)), .exclusiveTouchBlocked, .warning),
        (
            .touch(.cancelledByGesture(view: 1, winners: [2], phase: .touchesBegan, lost: nil)),
            .touchesCancelledByGesture, .info
        ),
        (.touch(.delayedByGesture(view: 1)), .touchesDelayedByGesture, .warning),
        (
            .touch(.controlSubviewTakesTouch(control: 1, view: 2, sendsActions: true)), .controlSubviewTakesTouch,
            .warning
        ),
        (.touch(.barButtonActionIgnored(item: 1, action: tap)), .barButtonActionIgnored, .warning),
        (.touch(.gestureStealsTouches(recognizer: 0, hitView: 1)), .gestureStealsTouches, .warning),
        (.touch(.controlWinsOverAncestorTap(recognizer: 0, hitView: 1)), .controlWinsOverAncestorTap, .info),
        (.touch(.interactivePopBlocked(winner: 0, navigation: 1)), .interactivePopGestureBlocked, .warning),
        (
            .touch(.interactivePopDeclined(navigation: 0, controller: 1, item: 2)), .interactivePopGestureBlocked,
            .warning
        ),
        (
            .touch(.interactivePopDeclined(navigation: 0, controller: 1, item: nil)), .interactivePopGestureBlocked,
            .warning
        ),
        (.touch(.waitedForFailure(recognizer: 0)), .recognizerWaitedForFailure, .info),
        (
            .touch(.cellContentViewSynthesized(cell: 1, contentView: 2, decisive: nil)), .cellContentViewSynthesized,
            .info
        ),
        (
            .touch(.endedOutsideControl(control: 1, end: Point(x: 200, y: 1), margin: 70)), .touchEndedOutsideControl,
            .info
        ),
        (.touch(.contentTouchesDelayed(control: 1, scroll: 2)), .contentTouchesDelayed, .warning),
        (
            .touch(.scrollViewTookTouch(hit: 1, scroll: 2, withheld: false, hitTracksDrags: false, heldBackBy: nil)),
            .scrollViewTookTouch, .info
        ),
        (
            .touch(
                .scrollViewDidNotScroll(
                    scroll: 2, hit: 1, reason: .scrollingDisabled(scroll: 2), disabled: true, keptByContent: false)),
            .scrollViewDidNotScroll, .warning
        ),
        (
            .touch(.scrollPanRefusedToBegin(scroll: 2, hit: 1, refuser: nil, contentTracksDrag: false)),
            .scrollPanRefusedToBegin, .warning
        ),
        (
            .touch(
                .refreshNotTriggered(
                    scroll: 2, control: 3,
                    pull: PullToRefresh(
                        control: 3, outcome: .tooShort, pulled: 40, contentOffsetY: 0, pastTop: 40, needs: 60))),
            .refreshControlDidNotRefresh, .warning
        ),
        (.action(.controlDisabled(control: 1)), .controlDisabled, .warning),
        (.action(.noActionSent(control: 1, sent: [.touchUpInside], targeted: [])), .controlSendsNoAction, .warning),
        (
            .action(.duplicateTargetAction(control: 1, action: tap, event: .touchUpInside)), .duplicateTargetAction,
            .warning
        ),
        (.action(.targetReleased(object: 1, holder: 2, role: .delegate)), .targetReleased, .warning),
        (.action(.unrecognizedSelector(target: 1, action: tap)), .unrecognizedSelector, .error),
        (.action(.declined(responder: 1, action: tap, reason: .canPerformFalse)), .actionDeclined, .info),
        (.action(.dropped(action: tap, walked: [1])), .actionDropped, .warning),
        (
            .action(.skippedController(controller: 1, sender: 2, action: tap, start: nil)), .nilTargetSkippedController,
            .warning
        ),
        (
            .action(.skippedBarItemOwner(owner: 1, sender: 2, action: tap, start: nil)), .nilTargetSkippedController,
            .warning
        ),
        (
            .firstResponder(
                .implementerNotOnChain(
                    implementer: 1, implemented: .methods([.motionEnded]), start: 2,
                    kind: "motion")), .implementerNotOnChain, .warning
        ),
        (.firstResponder(.eventDropped(start: 1, methods: [.pressesBegan])), .eventDropped, .info),
        (
            .firstResponder(.keyCommandShadowed(offeredBy: 1, keys: "⌘S", action: tap, start: 2)),
            .keyCommandShadowedByTextInput, .warning
        ),
        (
            .firstResponder(.noFirstResponder(start: 1, kind: "motion", implementer: nil, implemented: .methods([]))),
            .noFirstResponder, .info
        ),
        (.firstResponder(.notInWindow(responder: 1, phase: .viewDidLoad)), .notInWindow, .warning),
        (.firstResponder(.cannotBecome(responder: 1)), .cannotBecomeFirstResponder, .warning),
        (
            .firstResponder(.currentRefusedToResign(responder: 1, current: 2)), .currentFirstResponderRefusedToResign,
            .warning
        ),
        (.firstResponder(.keyboardNotShown(responder: 1, window: 2)), .keyboardNotShown, .warning),
        (.firstResponder(.nothingToEndEditing(view: 1, force: true)), .nothingToEndEditing, .info),
        (.firstResponder(.refusedToResign(responder: 1)), .refusedToResign, .warning),
        (.menu(.noFirstResponder(pressed: nil)), .editMenuNoFirstResponder, .warning),
        (.menu(.pasteHidden), .pasteHiddenEmptyPasteboard, .info),
        (
            .menu(.pressedViewNotFirstResponder(pressed: 1, first: 2, actions: [tap])),
            .editMenuPressedViewNotFirstResponder, .warning
        ),
        (.selection(.disabled(list: 1, cell: 2, expected: nil)), .rowSelectionDisabled, .info),
        (.selection(.noDelegate(list: 1, cell: 2, implementer: 3)), .selectionDelegateMissing, .warning),
        (
            .selection(.delegateMissesDidSelect(list: 1, cell: 2, delegate: 3, deselects: true, implementer: nil)),
            .selectionDelegateMissing, .warning
        ),
        (.selection(.swallowed(responder: 2, list: 1, cell: 2)), .rowSelectionSwallowed, .warning),
        (.action(.menuTookPrimaryAction(button: 1, actions: [tap])), .menuTookPrimaryAction, .warning),
        (.touch(.contextMenuBeatLongPress(recognizer: 0, view: 1)), .contextMenuBeatLongPress, .warning),
        (.touch(.dragLiftTookScroll(scroll: 0, item: 1, source: 0)), .dragLiftTookScroll, .warning),
        (.touch(.singleTapFiresOnDoubleTap(single: 0, double: 1)), .singleTapFiresOnDoubleTap, .warning),
        (
            .touch(.hoverRecognizerMissedPointer(recognizer: 0, view: 1, blocker: 2, skipped: nil)),
            .hoverRecognizerMissedPointer, .warning
        ),
        (
            .touch(
                .hoverRecognizerMissedPointer(recognizer: 0, view: 1, blocker: 1, skipped: .userInteractionDisabled)),
            .hoverRecognizerMissedPointer, .warning
        ),
        (
            .touch(.hoverSendsNoTouches(view: 1, methods: [.touchesBegan], recognizers: [0], isControl: false)),
            .hoverSendsNoTouches, .info
        ),
        (
            .touch(.pageTurnTookTap(view: 1, recognizer: 0, pages: 2, lost: .action(.touchUpInside, tap, of: 1))),
            .pageTurnTookTap, .warning
        ),
        (
            .selection(.accessoryButtonUnhandled(list: 1, cell: 2, button: 3, delegate: nil, implementer: nil)),
            .accessoryButtonUnhandled, .warning
        ),
        (.unreachable(.interactionDisabled(drawn: 1)), .interactionDisabled, .warning),
        (.unreachable(.ancestorInteractionDisabled(drawn: 1, ancestor: 2)), .ancestorInteractionDisabled, .warning),
        (.unreachable(.ancestorOverride(drawn: 1, ancestor: 2)), .ancestorOverrideBlocksTouches, .warning),
        (.unreachable(.outsideBounds(drawn: 1, ancestor: 2)), .outsideSuperviewBounds, .warning),
        (
            .unreachable(.calloutOutsideAnnotation(drawn: 1, annotation: 2, hit: 3)), .calloutOutsideAnnotationView,
            .warning
        ),
        (.touch(.mapSelectsAnnotation(annotation: 1, map: 2)), .mapSelectsAnnotation, .info),
        (.touch(.annotationControlTakesTap(control: 1, annotation: 2, map: 3)), .annotationControlTakesTap, .warning),
        (.walk(.undescribed(responder: 1, facts: [.swiftUIContent])), .dependsOnUndescribed, .warning),
        (
            .unreachable(
                .covered(
                    covered: 1, hit: 2, window: 3, behindWindow: nil, inCell: false, bar: nil,
                    hitIsVisiblyInteractive: false)),
            .coveredByOtherView, .warning
        ),
        (
            .aimedViewUnreachable(
                TouchAim(
                    view: 1, point: Point(x: 1, y: 1), centre: Point(x: 1, y: 1), reached: false,
                    centreMiss: .zeroSize)), .aimedViewUnreachable, .warning
        ),
        // The same codes in the other situations their severity depends on.
        (
            .touch(
                .cancelledByGesture(view: 1, winners: [2], phase: .touchesBegan, lost: .touchesEnded(of: 1))),
            .touchesCancelledByGesture, .warning
        ),
        (
            .touch(.controlSubviewTakesTouch(control: 1, view: 2, sendsActions: false)), .controlSubviewTakesTouch,
            .info
        ),
        (
            .touch(.cellContentViewSynthesized(cell: 1, contentView: 2, decisive: 3)), .cellContentViewSynthesized,
            .warning
        ),
        (
            .touch(.scrollViewTookTouch(hit: 1, scroll: 2, withheld: false, hitTracksDrags: true, heldBackBy: nil)),
            .scrollViewTookTouch, .warning
        ),
        (
            .touch(.scrollPanRefusedToBegin(scroll: 2, hit: 1, refuser: 1, contentTracksDrag: true)),
            .scrollPanRefusedToBegin, .info
        ),
        (
            .touch(
                .scrollViewDidNotScroll(
                    scroll: 2, hit: 1, reason: .scrollingDisabled(scroll: 2), disabled: false, keptByContent: true)),
            .scrollViewDidNotScroll, .warning
        ),
        (
            .touch(
                .scrollViewDidNotScroll(
                    scroll: 2, hit: nil, reason: .scrollingDisabled(scroll: 2), disabled: false, keptByContent: false)),
            .scrollViewDidNotScroll, .info
        ),
        // A tap on a presentation's dimming view: dismissing over the app's view is another effect, over nothing of
        // the app's it is what a tap outside is for; a modal one (or an alert) does nothing.
        (
            .touch(.dimmingViewTookTap(dimming: 1, presented: 2, dismissed: true, under: 3)), .tapDismissedPresentation,
            .warning
        ),
        (
            .touch(.dimmingViewTookTap(dimming: 1, presented: 2, dismissed: true, under: nil)),
            .tapDismissedPresentation, .info
        ),
        (
            .touch(.dimmingViewTookTap(dimming: 1, presented: 2, dismissed: false, under: 3)),
            .tapOutsideModalPresentation, .warning
        ),
        (
            .touch(.dimmingViewTookTap(dimming: 1, presented: 2, dismissed: false, under: nil)),
            .tapOutsideModalPresentation, .warning
        ),
        // A tap on an active search's dimming view: ending the search over the app's view is another effect, over
        // nothing of the app's it is what a tap there is for.
        (.touch(.searchDimmingTookTap(dimming: 1, controller: 2, under: 3)), .searchDimmingTookTap, .warning),
        (.touch(.searchDimmingTookTap(dimming: 1, controller: 2, under: nil)), .searchDimmingTookTap, .info),
        (
            .firstResponder(
                .noFirstResponder(start: 1, kind: "motion", implementer: 2, implemented: .methods([.motionEnded]))),
            .noFirstResponder, .warning
        ),
        (.selection(.disabled(list: 1, cell: 2, expected: 3)), .rowSelectionDisabled, .warning),
        (
            .selection(.delegateMissesDidSelect(list: 1, cell: 2, delegate: 3, deselects: false, implementer: nil)),
            .selectionDelegateMissing, .info
        ),
        (
            .selection(.delegateMissesDidSelect(list: 1, cell: 2, delegate: 3, deselects: false, implementer: 4)),
            .selectionDelegateMissing, .warning
        ),
        (
            .unreachable(
                .covered(
                    covered: 1, hit: 2, window: 3, behindWindow: nil, inCell: false, bar: nil,
                    hitIsVisiblyInteractive: true)),
            .coveredByOtherView, .info
        ),
        (
            .unreachable(
                .covered(
                    covered: 1, hit: 2, window: 3, behindWindow: nil, inCell: true, bar: nil,
                    hitIsVisiblyInteractive: true)),
            .coveredByOtherView, .warning
        ),
        // The navigation bar's touch area reaches below its edge: the back button fires instead.
        (
            .unreachable(
                .covered(
                    covered: 1, hit: 2, window: 3, behindWindow: nil, inCell: false, bar: 4,
                    hitIsVisiblyInteractive: true)),
            .coveredByOtherView, .warning
        ),
    ]

    @Test func everyCaseOfFactsHasItsCode() {
        for (words, code, _) in Self.table {
            #expect(words.code == code, "\(words)")
            #expect(Diagnostic(responders: [], words: words).code == code, "\(words)")
        }
    }

    /// The severity rule (``Effect``), one situation a row: what the user did had no effect, another effect or a
    /// late one is a warning; what behaves as the user expects is info; a crash, or an app that cannot work as
    /// described, is an error.
    @Test func everySituationHasTheSeverityTheRuleGives() {
        for (words, _, severity) in Self.table {
            #expect(Diagnostic(responders: [], words: words).severity == severity, "\(words)")
        }
        #expect(Effect.allCases.map(\.severity) == [.error, .warning, .warning, .warning, .info, .warning])
    }

    @Test func everyCodeIsReachedFromSomeFacts() {
        let reached = Set(Self.table.map(\.1))
        let orphans = DiagnosticCode.allCases.filter { !reached.contains($0) }
        #expect(orphans.isEmpty, "no facts are reported as \(orphans)")
    }
}
