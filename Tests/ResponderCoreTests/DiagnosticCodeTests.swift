import Testing

@testable import ResponderCore

/// A diagnostic's code is decided by its facts (``DiagnosticWords/code``), in one switch: a diagnostic is made from
/// its facts alone, so its code and its words can never disagree. The table holds one case of facts for every code,
/// so a code no facts lead to (an orphan) fails here, and so does a case whose code changes.
@Suite struct DiagnosticCodeTests {
    static let tap = Selector("tap:")

    /// Facts of every family, each with the code it is reported under.
    static let table: [(DiagnosticWords, DiagnosticCode)] = [
        (.walk(.swallowedNothingLost(responder: 1, method: .touchesBegan)), .touchesSwallowed),
        (.walk(.swallowed(responder: 1, method: .touchesEnded, starved: [2])), .touchesSwallowed),
        (
            .walk(.incompleteTouchFamily(responder: 1, method: .touchesBegan, missing: [.touchesMoved])),
            .incompleteTouchFamily
        ),
        (.walk(.sceneDelegateNotInChain(delegate: 1, handling: .action(tap))), .sceneDelegateNotInChain),
        (
            .walk(.appDelegateNotInChain(delegate: 1, handling: .method(.motionEnded), reason: .delegateNotResponder)),
            .appDelegateNotInChain
        ),
        (.walk(.privateClassesInChain(privates: [1])), .privateClassInChain),
        (.walk(.nextLoop(walked: [1, 2])), .nextLoop),
        (.touch(.hitNothing(at: Point(x: 1, y: 1))), .touchHitNothing),
        (
            .touch(.systemGestureDelays(hit: 1, edge: .top, zone: 20, deciding: 2, unheard: nil)),
            .systemGestureDelaysTouch
        ),
        (.touch(.multipleTouchIgnored(view: 1)), .multipleTouchIgnored),
        (.touch(.exclusiveTouchElsewhere(view: 1, blocker: 2)), .exclusiveTouchBlocked),
        (.touch(.exclusiveTouchHere(view: 1, other: 2)), .exclusiveTouchBlocked),
        (
            .touch(.cancelledByGesture(view: 1, winners: [2], phase: .touchesBegan, lost: nil)),
            .touchesCancelledByGesture
        ),
        (.touch(.delayedByGesture(view: 1)), .touchesDelayedByGesture),
        (.touch(.controlSubviewTakesTouch(control: 1, view: 2)), .controlSubviewTakesTouch),
        (.touch(.barButtonActionIgnored(item: 1, action: tap)), .barButtonActionIgnored),
        (.touch(.gestureStealsTouches(recognizer: 0, hitView: 1)), .gestureStealsTouches),
        (.touch(.controlWinsOverAncestorTap(recognizer: 0, hitView: 1)), .controlWinsOverAncestorTap),
        (.touch(.interactivePopBlocked(winner: 0, navigation: 1)), .interactivePopGestureBlocked),
        (.touch(.waitedForFailure(recognizer: 0)), .recognizerWaitedForFailure),
        (.touch(.cellContentViewSynthesized(cell: 1, contentView: 2, decisive: nil)), .cellContentViewSynthesized),
        (.touch(.endedOutsideControl(control: 1, end: Point(x: 200, y: 1), margin: 70)), .touchEndedOutsideControl),
        (.touch(.contentTouchesDelayed(control: 1, scroll: 2)), .contentTouchesDelayed),
        (.touch(.scrollViewTookTouch(hit: 1, scroll: 2, withheld: false)), .scrollViewTookTouch),
        (
            .touch(
                .scrollViewDidNotScroll(
                    scroll: 2, hit: 1, reason: .scrollingDisabled(scroll: 2), disabled: true, keptByContent: false)),
            .scrollViewDidNotScroll
        ),
        (.action(.controlDisabled(control: 1)), .controlDisabled),
        (.action(.duplicateTargetAction(control: 1, action: tap, event: .touchUpInside)), .duplicateTargetAction),
        (.action(.targetReleased(object: 1, holder: 2, role: .delegate)), .targetReleased),
        (.action(.unrecognizedSelector(target: 1, action: tap)), .unrecognizedSelector),
        (.action(.declined(responder: 1, action: tap, reason: .canPerformFalse)), .actionDeclined),
        (.action(.dropped(action: tap, walked: [1])), .actionDropped),
        (.action(.skippedController(controller: 1, sender: 2, action: tap, start: nil)), .nilTargetSkippedController),
        (.action(.skippedBarItemOwner(owner: 1, sender: 2, action: tap, start: nil)), .nilTargetSkippedController),
        (
            .firstResponder(
                .implementerNotOnChain(
                    implementer: 1, implemented: .methods([.motionEnded]), start: 2,
                    kind: "motion")), .implementerNotOnChain
        ),
        (.firstResponder(.eventDropped(start: 1, methods: [.pressesBegan])), .eventDropped),
        (
            .firstResponder(.keyCommandShadowed(offeredBy: 1, keys: "⌘S", action: tap, start: 2)),
            .keyCommandShadowedByTextInput
        ),
        (
            .firstResponder(.noFirstResponder(start: 1, kind: "motion", implementer: nil, implemented: .methods([]))),
            .noFirstResponder
        ),
        (.firstResponder(.notInWindow(responder: 1, phase: .viewDidLoad)), .notInWindow),
        (.firstResponder(.cannotBecome(responder: 1)), .cannotBecomeFirstResponder),
        (.firstResponder(.currentRefusedToResign(responder: 1, current: 2)), .currentFirstResponderRefusedToResign),
        (.firstResponder(.keyboardNotShown(responder: 1, window: 2)), .keyboardNotShown),
        (.firstResponder(.nothingToEndEditing(view: 1, force: true)), .nothingToEndEditing),
        (.firstResponder(.refusedToResign(responder: 1)), .refusedToResign),
        (.menu(.noFirstResponder(pressed: nil)), .editMenuNoFirstResponder),
        (.menu(.pasteHidden), .pasteHiddenEmptyPasteboard),
        (
            .menu(.pressedViewNotFirstResponder(pressed: 1, first: 2, actions: [tap])),
            .editMenuPressedViewNotFirstResponder
        ),
        (.selection(.disabled(list: 1, cell: 2, expected: nil)), .rowSelectionDisabled),
        (.selection(.noDelegate(list: 1, cell: 2, implementer: 3)), .selectionDelegateMissing),
        (
            .selection(.delegateMissesDidSelect(list: 1, cell: 2, delegate: 3, deselects: true)),
            .selectionDelegateMissing
        ),
        (.selection(.swallowed(responder: 2, list: 1, cell: 2)), .rowSelectionSwallowed),
        (.unreachable(.interactionDisabled(drawn: 1)), .interactionDisabled),
        (.unreachable(.ancestorInteractionDisabled(drawn: 1, ancestor: 2)), .ancestorInteractionDisabled),
        (.unreachable(.ancestorOverride(drawn: 1, ancestor: 2)), .ancestorOverrideBlocksTouches),
        (.unreachable(.outsideBounds(drawn: 1, ancestor: 2)), .outsideSuperviewBounds),
        (
            .unreachable(.covered(covered: 1, hit: 2, window: 3, behindWindow: nil, inCell: false, bar: nil)),
            .coveredByOtherView
        ),
        (
            .aimedViewUnreachable(
                TouchAim(
                    view: 1, point: Point(x: 1, y: 1), centre: Point(x: 1, y: 1), reached: false,
                    centreMiss: .zeroSize)), .aimedViewUnreachable
        ),
    ]

    @Test func everyCaseOfFactsHasItsCode() {
        for (words, code) in Self.table {
            #expect(words.code == code, "\(words)")
            #expect(Diagnostic(.warning, responders: [], words: words).code == code, "\(words)")
        }
    }

    @Test func everyCodeIsReachedFromSomeFacts() {
        let reached = Set(Self.table.map(\.1))
        let orphans = DiagnosticCode.allCases.filter { !reached.contains($0) }
        #expect(orphans.isEmpty, "no facts are reported as \(orphans)")
    }
}
