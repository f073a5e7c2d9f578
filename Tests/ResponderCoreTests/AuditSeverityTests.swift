import Testing

@testable import ResponderCore

/// An audit finding's severity follows the rule every diagnostic follows (``Effect``), decided from its facts
/// (``AuditWords/effect``): a tap or an event that would have no effect, or another effect, is a warning; what a user
/// could not see or tap anyway, and advice, is info; an app that would crash is an error. One row for every code,
/// so a code without a pinned severity fails here.
@Suite struct AuditSeverityTests {
    static let tap = Selector("tap:")
    static let block = TouchBlock(responder: 2, reason: .userInteractionDisabled)
    static let point = Point(x: 1, y: 1)

    static let table: [(AuditWords, Diagnostic.Severity)] = [
        (.interactionDisabled(view: 1), .warning),
        (.recognizerOnNonInteractiveView(view: 1), .warning),
        // Hidden or clipped away: nothing a user could see to tap.
        (.ancestorHidden(view: 1, block: TouchBlock(responder: 2, reason: .hidden)), .info),
        (.ancestorInteractionDisabled(view: 1, block: block), .warning),
        (
            .ancestorOverrideBlocksTouches(view: 1, block: TouchBlock(responder: 2, reason: .hitTestReturnsNil)),
            .warning
        ),
        (.zeroSize(view: 1, size: Size(width: 0, height: 44), subviewsShow: true), .warning),
        (.outsideWindow(view: 1, window: 2), .warning),
        (.clippedByAncestor(view: 1, ancestor: 2), .info),
        (.controlSubviewTakesTouch(control: 1, subview: 2), .warning),
        (.outsideSuperviewBounds(view: 1, ancestor: 2), .warning),
        (.controlOnCellNotContentView(view: 1, cell: 2, contentView: 3), .warning),
        (.coveredByOtherView(view: 1, front: 2, frontIsClear: true), .warning),
        (.hitTestFindsNoView(view: 1), .warning),
        // The sheet goes away instead of the control getting the tap; a modal one (or an alert) keeps it and the tap
        // does nothing; the search ends: as a tap's answer says.
        (
            .coveredByPresentation(view: 1, presented: 2, dimming: 3, dismisses: true, undimmedDetent: "medium"),
            .warning
        ),
        (.coveredByPresentation(view: 1, presented: 2, dimming: 3, dismisses: false, undimmedDetent: nil), .warning),
        (.coveredBySearchDimming(view: 1, controller: 2, dimming: 3), .warning),
        // A raised tab-bar button whose top quarter is dead (a public report) and a thin dead strip alike: a tap
        // there does nothing.
        (
            .partlyReachable(
                view: 1, reached: 3, sampled: 4, reachedMin: point, reachedMax: point, missedAt: point,
                miss: .outside(ancestor: 2)), .warning
        ),
        (
            .partlyReachable(
                view: 1, reached: 19, sampled: 20, reachedMin: point, reachedMax: point, missedAt: point,
                miss: .covered(by: nil)), .warning
        ),
        // Advice from Apple's Human Interface Guidelines: every touch where the view is drawn reaches it.
        (.smallTapTarget(view: 1, hitArea: Size(width: 24, height: 24), missedAt: point), .info),
        (.touchesSwallowed(responder: 1, method: .touchesEnded, starved: [2]), .warning),
        (.eventSwallowed(responder: 1, method: .motionEnded, starved: [2]), .warning),
        (.eventSwallowed(responder: 1, method: .pressesBegan, starved: [2]), .warning),
        (.eventSwallowed(responder: 1, method: .remoteControlReceived, starved: [2]), .warning),
        (.incompleteTouchFamily(responder: 1, swallowed: [.touchesBegan], missing: [.touchesEnded]), .warning),
        (.tapRecognizerCancelsTouches(recognizer: 0, view: 1, cancels: .control), .warning),
        (.pageTurnTakesTap(recognizer: 0, view: 1, pages: 2), .warning),
        (.targetLacksAction(control: 1, action: tap, target: 2, event: .touchUpInside), .error),
        (.recognizerTargetLacksAction(recognizer: 0, action: tap, target: 2), .error),
        // The action runs twice.
        (.duplicateTargetAction(control: 1, action: tap, event: .touchUpInside), .warning),
        (.controlSendsNoAction(control: 1, targeted: []), .warning),
        // The menu opens instead of the action the app added: as a tap's answer says.
        (.menuTookPrimaryAction(button: 1, actions: [tap]), .warning),
        // What a tap does is not known: as a tap's answer says.
        (.undescribed(responder: 1, fact: .gestureRecognizers, decides: [2], count: 1), .warning),
        // The action reaches nobody: as a tap's answer says.
        (.targetReleased(object: 2, holder: 1, role: .controlTarget(tap)), .warning),
        // The highlight comes late: as a tap's answer says.
        (.contentTouchesDelayed(control: 1, scroll: 2), .warning),
        // The move drags the item instead of scrolling: as the witness's answer says.
        (.dragLiftTakesScroll(item: 1, scroll: 2, source: 2), .warning),
        // The menu opens instead of the app's recognizer: as the witness's answer says.
        (.contextMenuBeatLongPress(recognizer: 0, view: 1), .warning),
        // A tap does nothing until something else is focused.
        (.actionNeedsFirstResponder(control: 1, action: tap, implementers: [2], start: 3, needs: 4), .warning),
        (.actionNeverHandled(control: 1, action: tap, walk: .firstResponder), .warning),
        (.actionOnlyOutsideChain(control: 1, action: tap, implementers: [2], walk: .firstResponder), .warning),
        (.nextSkipsResponders(responder: 1, skipped: [2]), .warning),
        (.inputViewNeverShown(responder: 1, input: .inputView), .warning),
        (.firstResponderNeverReaches(responder: 1, events: [.shakes]), .warning),
        (.textInputCannotBecomeFirstResponder(input: 1), .warning),
        (.keyboardInNonKeyWindow(input: 1, window: 2), .warning),
    ]

    @Test func everyFindingHasTheSeverityTheRuleGives() {
        for (words, severity) in Self.table {
            let finding = AuditFinding(
                responders: [1], words: words, witness: .motion(subtype: "motionShake"), evidence: .neverReaches(1))
            #expect(finding.severity == severity, "\(words)")
        }
    }

    @Test func everyAuditCodeHasARow() {
        let pinned = Set(Self.table.map(\.0.code))
        #expect(AuditCode.allCases.filter { !pinned.contains($0) } == [])
    }
}
