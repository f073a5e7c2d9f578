import Testing

@testable import ResponderCore
@testable import ResponderWords

/// Gesture recognizers on the hit view and its ancestors see touches before the views do.
@Suite struct GestureRecognizerTests {
    static let dismiss = Selector("dismissKeyboard(_:)")

    /// Seed 000's inbox with a tap recognizer on the inbox's root view (target: the controller) and a custom
    /// `BadgeView` in the cell that overrides touchesBegan and touchesEnded.
    static func inboxWithTapRecognizer(
        cancelsTouchesInView: Bool = true, delaysTouchesBegan: Bool = false
    ) -> (fixture: InboxFixture, badge: Int, recognizer: Int) {
        var fixture = InboxFixture()
        let badge = fixture.addToCell("badge", className: "BadgeView", frame: TouchDeliveryTests.badgeFrame)
        fixture.app[badge].overrides[.touchesBegan] = .callsSuper
        fixture.app[badge].overrides[.touchesEnded] = .callsSuper
        fixture.app[fixture.inbox].actions[dismiss] = ActionImplementation()
        let recognizer = fixture.app.addGestureRecognizer(
            GestureRecognizer(
                id: "tap", kind: .tap, view: fixture.inboxView, cancelsTouchesInView: cancelsTouchesInView,
                delaysTouchesBegan: delaysTouchesBegan, target: fixture.inbox, action: dismiss))
        return (fixture, badge, recognizer)
    }

    @Test func tapRecognizerOnAncestorLosesTheTapToAButton() throws {
        var (fixture, _, recognizer) = Self.inboxWithTapRecognizer()
        let action = Selector("deleteTapped:")
        fixture.app[fixture.inbox].actions[action] = ActionImplementation()
        fixture.app[fixture.deleteButton].targetActions = [
            TargetAction(event: .touchUpInside, target: fixture.inbox, action: action)
        ]
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        #expect(
            addedRecognizers(result, dispatcher) == [
                RecognizerResult(recognizer: recognizer, outcome: .preventedByControl)
            ])
        #expect(result.outcome == .handled)
        #expect(result.handler == fixture.deleteButton)
        #expect(deliveredMethods(result) == [.touchesBegan, .touchesEnded])
        #expect(result.actions.map(\.action) == [action])
        let diagnostic = try #require(expectDiagnostic(result, .controlWinsOverAncestorTap))
        #expect(diagnostic.responders == [fixture.deleteButton, fixture.inboxView])
        #expect(result.path.contains { $0.method == "UITapGestureRecognizer" && $0.outcome == .prevented })
        expectNoDiagnostic(result, .gestureStealsTouches)
    }

    @Test func tapRecognizerOnAncestorStealsACustomViewsTouches() throws {
        let (fixture, badge, recognizer) = Self.inboxWithTapRecognizer()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(TouchDeliveryTests.badgePoint))
        #expect(
            addedRecognizers(result, dispatcher) == [RecognizerResult(recognizer: recognizer, outcome: .recognized)])
        #expect(result.outcome == .recognizedByGesture)
        #expect(result.handler == fixture.inbox)
        #expect(deliveredMethods(result) == [.touchesBegan, .touchesCancelled])
        #expect(result.deliveries[1].steps.first?.responder == badge)
        let cancelled = try #require(expectDiagnostic(result, .touchesCancelledByGesture))
        #expect(cancelled.responders == [badge, fixture.inboxView])
        // The badge would have handled touchesEnded: losing it is a warning that names both.
        #expect(cancelled.severity == .warning)
        #expect(
            dispatcher.app.wording(of: cancelled).message.contains(
                "touchesEnded(_:with:) of BadgeView 'badge' never runs"))
        #expect(dispatcher.app.wording(of: cancelled).message.contains("UITapGestureRecognizer 'tap'"))
        let steals = try #require(expectDiagnostic(result, .gestureStealsTouches))
        #expect(steals.responders == [badge, fixture.inboxView])
        let sent = try #require(expectSingleAction(result, Self.dismiss))
        #expect(sent.source == .gestureRecognizer(recognizer))
        #expect(sent.performedBy == fixture.inbox)
        #expect(result.path.contains { $0.method == "UITapGestureRecognizer" && $0.outcome == .recognized })
    }

    /// The classic tap-to-dismiss-the-keyboard recognizer: a tap on a cell's empty area is cancelled, so the row is
    /// never selected; UIKit selects a row when its cell's touch ends.
    @Test func cancellingACellsTouchesIsAWarningAboutItsSelection() throws {
        let (fixture, _, _) = Self.inboxWithTapRecognizer()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(Point(x: 40, y: InboxFixture.deleteButtonPoint.y)))
        let cancelled = try #require(expectDiagnostic(result, .touchesCancelledByGesture))
        #expect(cancelled.severity == .warning)
        #expect(
            dispatcher.app.wording(of: cancelled).message.contains(
                "the selection of the row of UITableViewCell 'cell' (tableView(_:didSelectRowAt:))")
        )
    }

    /// A plain view that does nothing with touches loses nothing: the cancellation stays a note.
    @Test func cancellingAPlainViewsTouchesIsANote() throws {
        let (fixture, _, _) = Self.inboxWithTapRecognizer()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(Point(x: 195, y: 700)))
        let cancelled = try #require(expectDiagnostic(result, .touchesCancelledByGesture))
        #expect(cancelled.severity == .info)
    }

    @Test func recognizerThatDoesNotCancelTouchesLetsTheViewSeeTouchesEnded() throws {
        let (fixture, badge, _) = Self.inboxWithTapRecognizer(cancelsTouchesInView: false)
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(TouchDeliveryTests.badgePoint))
        #expect(addedRecognizers(result, dispatcher).map(\.outcome) == [.recognized])
        #expect(deliveredMethods(result) == [.touchesBegan, .touchesEnded])
        #expect(result.deliveries.allSatisfy { $0.handledBy.first == badge })
        #expect(result.outcome == .handled)
        #expect(result.handler == badge)
        expectNoDiagnostic(result, .touchesCancelledByGesture)
        expectNoDiagnostic(result, .gestureStealsTouches)
        #expect(expectSingleAction(result, Self.dismiss)?.performedBy == fixture.inbox)
    }

    @Test func delaysTouchesBeganWithholdsTheTouchFromTheView() throws {
        let (fixture, badge, _) = Self.inboxWithTapRecognizer(delaysTouchesBegan: true)
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(TouchDeliveryTests.badgePoint))
        #expect(result.outcome == .recognizedByGesture)
        #expect(result.deliveries.isEmpty)
        #expect(result.path.contains { $0.responder == badge && $0.outcome == .withheld })
        let delayed = try #require(expectDiagnostic(result, .touchesDelayedByGesture))
        #expect(delayed.responders == [badge])
        expectNoDiagnostic(result, .touchesCancelledByGesture)
        #expect(expectSingleAction(result, Self.dismiss)?.performedBy == fixture.inbox)
    }

    @Test func swipeRecognizerOnTheTableDoesNotRecognizeATap() {
        var (fixture, badge) = TouchDeliveryTests.inboxWithBadge(.withoutSuper)
        let recognizer = fixture.app.addGestureRecognizer(
            GestureRecognizer(id: "swipeToDelete", kind: .swipe, view: fixture.tableView))
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(TouchDeliveryTests.badgePoint))
        #expect(addedRecognizers(result, dispatcher) == [RecognizerResult(recognizer: recognizer, outcome: .failed)])
        #expect(result.outcome == .handled)
        #expect(result.handler == badge)
        #expect(result.deliveries.first?.outcome == .swallowed)
    }

    @Test func swipeRecognizerStillWorksWhenTheBadgeSwallowsTouches() throws {
        var (fixture, badge) = TouchDeliveryTests.inboxWithBadge(.withoutSuper)
        let action = Selector("swipeToDelete:")
        fixture.app[fixture.tableView].actions[action] = ActionImplementation()
        let recognizer = fixture.app.addGestureRecognizer(
            GestureRecognizer(id: "swipeToDelete", kind: .swipe, view: fixture.tableView, action: action))
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.touch(TouchDeliveryTests.badgePoint, gesture: .swipe))
        #expect(
            addedRecognizers(result, dispatcher) == [RecognizerResult(recognizer: recognizer, outcome: .recognized)])
        #expect(result.outcome == .recognizedByGesture)
        #expect(deliveredMethods(result) == [.touchesBegan, .touchesCancelled])
        #expect(result.deliveries[0].handledBy == [badge])
        let sent = try #require(expectSingleAction(result, action))
        #expect(sent.performedBy == fixture.tableView)
        #expect(result.handler == fixture.tableView)
    }

    @Test func recognizersRunDeepestFirstAndExcludeEachOther() {
        var (fixture, badge) = TouchDeliveryTests.inboxWithBadge(.callsSuper)
        let onBadge = fixture.app.addGestureRecognizer(GestureRecognizer(id: "badgeTap", kind: .tap, view: badge))
        let onTable = fixture.app.addGestureRecognizer(
            GestureRecognizer(id: "tableTap", kind: .tap, view: fixture.tableView))
        let disabled = fixture.app.addGestureRecognizer(
            GestureRecognizer(id: "off", kind: .tap, view: fixture.inboxView, isEnabled: false))
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(TouchDeliveryTests.badgePoint))
        #expect(
            addedRecognizers(result, dispatcher) == [
                RecognizerResult(recognizer: onBadge, outcome: .recognized),
                RecognizerResult(recognizer: onTable, outcome: .excludedByOther),
                RecognizerResult(recognizer: disabled, outcome: .disabled),
            ])
    }

    @Test func simultaneousRecognizersBothRecognize() {
        var (fixture, badge) = TouchDeliveryTests.inboxWithBadge(.callsSuper)
        fixture.app.addGestureRecognizer(
            GestureRecognizer(id: "badgeTap", kind: .tap, view: badge, recognizesSimultaneously: true))
        fixture.app.addGestureRecognizer(
            GestureRecognizer(id: "tableTap", kind: .tap, view: fixture.tableView, recognizesSimultaneously: true))
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(TouchDeliveryTests.badgePoint))
        #expect(addedRecognizers(result, dispatcher).map(\.outcome) == [.recognized, .recognized])
    }

    @Test(arguments: [
        (GestureRecognizer.Kind.tap, TouchGesture.tap, true), (.tap, .pan, false), (.pan, .pan, true),
        (.pan, .swipe, true), (.swipe, .pan, false), (.longPress, .longPress, true), (.longPress, .tap, false),
        (.swipe, .tap, false),
    ])
    func recognizerKindRecognizesItsOwnGestureByDefault(
        kind: GestureRecognizer.Kind, gesture: TouchGesture, recognizes: Bool
    ) {
        var (app, _, window) = Fixtures.bareApp()
        let view = app.addView(id: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        app.addGestureRecognizer(GestureRecognizer(id: "g", kind: kind, view: view))
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.touch(Point(x: 10, y: 10), gesture: gesture))
        #expect(addedRecognizers(result, dispatcher).map(\.outcome) == [recognizes ? .recognized : .failed])
    }
}
