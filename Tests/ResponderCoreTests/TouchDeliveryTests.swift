import Testing

@testable import ResponderCore
@testable import ResponderWords

/// Touches after hit-testing: the touch methods along the chain, controls, target-actions, multi-touch and focus.
@Suite struct TouchDeliveryTests {
    static let badgeFrame = Rect(x: 10, y: 10, width: 30, height: 30)
    static let badgePoint = InboxFixture.screenPoint(inCell: badgeFrame)

    /// Seed 000's inbox with a `BadgeView` in the cell.
    static func inboxWithBadge(_ badgeOverride: MethodOverride?) -> (fixture: InboxFixture, badge: Int) {
        var fixture = InboxFixture()
        let badge = fixture.addToCell("badge", className: "BadgeView", frame: badgeFrame)
        if let badgeOverride { fixture.app[badge].overrides[.touchesBegan] = badgeOverride }
        return (fixture, badge)
    }

    // MARK: The touch methods along the chain

    @Test func badgeOverridingTouchesBeganWithoutSuperSwallowsAndStarvesResponders() throws {
        var (fixture, badge) = Self.inboxWithBadge(.withoutSuper)
        fixture.app[fixture.cell].overrides[.touchesBegan] = .callsSuper
        fixture.app[fixture.inbox].overrides[.touchesBegan] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(Self.badgePoint))

        #expect(result.start == badge)
        #expect(result.startReason == .hitTestView)
        #expect(result.outcome == .swallowed)
        #expect(result.handler == badge)
        let began = try #require(result.deliveries.first)
        #expect(began.method == .touchesBegan)
        #expect(began.outcome == .swallowed)
        #expect(began.steps.map(\.responder) == [badge])
        #expect(began.steps.map(\.behavior) == [.swallowed])
        #expect(began.handledBy == [badge])
        #expect(began.starved == [fixture.cell, fixture.inbox])

        let swallowed = try #require(expectDiagnostic(result, .touchesSwallowed))
        #expect(swallowed.severity == .warning)
        #expect(swallowed.responders == [badge, fixture.cell, fixture.inbox])
        let incomplete = try #require(expectDiagnostic(result, .incompleteTouchFamily))
        #expect(incomplete.responders == [badge])
        #expect(result.path.contains { $0.responder == badge && $0.outcome == .swallowed })
        // touchesEnded is not overridden, so it still goes up the chain: the inconsistency the diagnostic names.
        #expect(deliveredMethods(result) == [.touchesBegan, .touchesEnded])
        #expect(result.deliveries[1].steps.first?.behavior == .forwarded)
    }

    @Test func swallowingWholeTouchFamilyIsNotReportedAsIncomplete() {
        var (fixture, badge) = Self.inboxWithBadge(nil)
        for method in ResponderMethod.touchFamily { fixture.app[badge].overrides[method] = .withoutSuper }
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(Self.badgePoint))
        #expect(result.outcome == .handled)
        #expect(result.handler == badge)
        #expect(result.deliveries.map(\.outcome) == [.swallowed, .swallowed])
        expectNoDiagnostic(result, .incompleteTouchFamily)
        let swallowed = expectDiagnostic(result, .touchesSwallowed)
        #expect(swallowed?.severity == .info)
        #expect(result.deliveries.allSatisfy { $0.steps.map(\.responder) == [badge] })
    }

    @Test func badgeCallingSuperHandlesAndForwardsTheTouch() throws {
        var (fixture, badge) = Self.inboxWithBadge(.callsSuper)
        fixture.app[fixture.inbox].overrides[.touchesBegan] = .callsSuper
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(Self.badgePoint))

        #expect(result.outcome == .handled)
        #expect(result.handler == badge)
        let began = try #require(result.deliveries.first)
        #expect(began.outcome == .handled)
        #expect(began.handledBy == [badge, fixture.inbox])
        #expect(began.starved.isEmpty)
        #expect(began.chainEnd == .noNextResponder)
        #expect(
            dispatcher.app.ids(began.steps.map(\.responder)) == [
                "badge", "cell.contentView", "cell", "tableView", "inboxView", "inbox", "inbox.UIDropShadowView",
                "inbox.UITransitionView", "window", "scene", "application", "AppDelegate",
            ])
        #expect(began.steps[0].behavior == .handledAndForwarded)
        #expect(began.steps[1].behavior == .forwarded)
        #expect(began.steps[1].arrivedBy == .superview)
        #expect(began.steps[5].behavior == .handledAndForwarded)
        #expect(began.steps[5].arrivedBy == .owningViewController)
        expectNoDiagnostic(result, .touchesSwallowed)
    }

    /// A table whose rows are not selectable, so the table does nothing with the tap either.
    @Test func touchNobodyHandlesIsDroppedAtTheEndOfTheChain() throws {
        var fixture = InboxFixture()
        fixture.app[fixture.tableView].rowSelection?.allowsSelection = false
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.cellPoint))
        #expect(dispatcher.app.id(result.start) == "cell.contentView")
        #expect(result.outcome == .dropped)
        #expect(result.handler == nil)
        let began = try #require(result.deliveries.first)
        #expect(began.outcome == .dropped)
        #expect(began.chainEnd == .noNextResponder)
        #expect(began.handledBy.isEmpty)
        #expect(began.steps.allSatisfy { $0.behavior == .forwarded })
        #expect(began.steps.map(\.responder) == dispatcher.app.chain(from: result.start!, profile: .runtime).responders)
        #expect(result.path.contains { $0.responder == nil && $0.outcome == .discarded })
        #expect(result.path.first?.outcome == .dispatched)
        #expect(result.path.contains { $0.responder == dispatcher.app.index(of: "window") && $0.outcome == .hitTested })
    }

    @Test func viewOverridingOnlyTouchesEndedIsTheHandler() throws {
        var (fixture, _) = Self.inboxWithBadge(nil)
        let badge = fixture.app.require("badge")
        fixture.app[badge].overrides[.touchesEnded] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(Self.badgePoint))
        #expect(result.handler == badge)
        #expect(result.outcome == .handled)
        #expect(result.deliveries.map(\.outcome) == [.dropped, .swallowed])
        expectDiagnostic(result, .incompleteTouchFamily)
    }

    @Test func appDelegateHandlesTouchesNobodyElseDoes() {
        var fixture = InboxFixture()
        fixture.app[fixture.appDelegate].overrides[.touchesBegan] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.cellPoint))
        #expect(result.handler == fixture.appDelegate)
        // Nobody is starved, so the event counts as handled; the walk itself was swallowed.
        #expect(result.outcome == .handled)
        #expect(result.deliveries.first?.outcome == .swallowed)
        #expect(result.deliveries.first?.steps.last?.responder == fixture.appDelegate)
    }

    @Test func sceneDelegateImplementingTouchesIsReportedAsOutsideTheChain() {
        var fixture = InboxFixture()
        fixture.app[fixture.tableView].rowSelection?.allowsSelection = false
        fixture.app[fixture.sceneDelegate].overrides[.touchesBegan] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.cellPoint))
        #expect(result.outcome == .dropped)
        let diagnostic = expectDiagnostic(result, .sceneDelegateNotInChain)
        #expect(diagnostic?.responders == [fixture.sceneDelegate, fixture.scene])
    }

    @Test func touchOnNoViewIsNotDelivered() {
        var dispatcher = InboxFixture().dispatcher()
        let result = dispatcher.dispatch(.tap(Point(x: 500, y: 500)))
        #expect(result.outcome == .notDelivered)
        #expect(result.deliveries.isEmpty)
        #expect(result.touches.first?.rejection == .touchHitNothing)
        expectDiagnostic(result, .touchHitNothing)
    }

    // MARK: Controls and target-action

    @Test func buttonTracksItsTouchAndSendsTouchUpInsideStraightToItsTarget() throws {
        var fixture = InboxFixture()
        let action = Selector("deleteTapped(_:)")
        fixture.app[fixture.inbox].actions[action] = ActionImplementation()
        fixture.app[fixture.inbox].overrides[.touchesBegan] = .withoutSuper
        fixture.app[fixture.deleteButton].targetActions = [
            TargetAction(event: .touchUpInside, target: fixture.inbox, action: action)
        ]
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))

        #expect(result.start == fixture.deleteButton)
        #expect(result.outcome == .handled)
        #expect(result.handler == fixture.deleteButton)
        #expect(result.deliveries.map { $0.steps.map(\.behavior) } == [[.trackedByControl], [.trackedByControl]])
        let sent = try #require(expectSingleAction(result, action))
        #expect(sent.source == .control(fixture.deleteButton, .touchUpInside))
        #expect(sent.explicitTarget == fixture.inbox)
        #expect(sent.performedBy == fixture.inbox)
        #expect(sent.outcome == .performed)
        #expect(sent.walk.isEmpty)
        #expect(result.path.contains { $0.responder == fixture.inbox && $0.outcome == .performed })
        #expect(result.actions.count == 1)
    }

    @Test func controlEventsFireInOrderForATap() {
        var fixture = InboxFixture()
        for (name, event) in [
            ("down:", TargetAction.ControlEvent.touchDown), ("up:", .touchUpInside),
            ("primary:", .primaryActionTriggered), ("cancel:", .touchCancel),
        ] {
            fixture.app[fixture.inbox].actions[Selector(name)] = ActionImplementation()
            fixture.app[fixture.deleteButton].targetActions.append(
                TargetAction(event: event, target: fixture.inbox, action: Selector(name)))
        }
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        #expect(result.actions.map(\.action.name) == ["down:", "up:", "primary:"])
    }

    /// A control that tracks a tap to its end and has no target-action for any event the tap sends runs nothing of
    /// the app's (UIControl's documentation: a control sends an action only for the events its targets were added
    /// for). Public reports: a button whose `addTarget` was never called, or was called for `.touchUpOutside` or
    /// `.valueChanged` instead of `.touchUpInside` ("UIButton not responding to taps", the usual first answer).
    /// A text input takes focus, a date picker shows its calendar, and a control with its own touch handling or a
    /// recognizer's action acts by itself: no warning there.
    @Test(arguments: [
        ("UIButton", [TargetAction.ControlEvent](), "", true),
        ("UIButton", [.touchUpOutside], "", true),
        ("UIButton", [.valueChanged], "", true),
        ("UIButton", [.touchDown], "", false),
        ("UIButton", [.primaryActionTriggered], "", false),
        ("UIButton", [], "disabled", false),
        ("UIButton", [], "overridesTouchesEnded", false),
        ("UIButton", [], "recognizerAction", false),
        ("UISwitch", [], "", true),
        ("UISegmentedControl", [.touchUpInside], "", false),
        ("UITextField", [], "", false),
        ("UIDatePicker", [], "", false),
        ("UIColorWell", [], "", false),
    ])
    func aControlThatTracksATapAndSendsNoActionIsAWarning(
        _ className: String, _ events: [TargetAction.ControlEvent], _ variant: String, _ warns: Bool
    ) throws {
        var (app, _, window) = Fixtures.bareApp()
        let control = app.addView(
            id: "saveButton", className: className, frame: Rect(x: 20, y: 100, width: 80, height: 40), to: window)
        app[window].actions[Selector("save:")] = ActionImplementation()
        app[control].targetActions = events.map { TargetAction(event: $0, target: window, action: Selector("save:")) }
        switch variant {
        case "disabled": app[control].isEnabled = false
        case "overridesTouchesEnded": app[control].overrides[.touchesEnded] = .callsSuper
        case "recognizerAction":
            app.addGestureRecognizer(
                GestureRecognizer(
                    id: "tap", kind: .tap, view: control, cancelsTouchesInView: false, target: window,
                    action: Selector("save:")))
        default: break
        }
        app.finalizeLayout(synthesizeWrappers: true)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 40, y: 110)))
        let warning = result.diagnostics.first { $0.code == .controlSendsNoAction }
        #expect((warning != nil) == warns, "\(className) \(events) \(variant)")
        guard let warning else { return }
        #expect(warning.severity == .warning)
        #expect(warning.responders == [control])
        let words = app.wording(of: warning)
        switch (className, events) {
        case ("UISwitch", _):
            #expect(
                words.message
                    == "UISwitch 'saveButton' changed its own value on this tap and sent touchDown, touchUpInside, "
                    + "valueChanged, primaryActionTriggered, but no target-action is described for any of them "
                    + "(addTarget(_:action:for:), or an action connected in Interface Builder), so the app is not told."
            )
            #expect(
                words.hint.contains(
                    "saveButton.addTarget(self, action: #selector(saveButtonChanged(_:)), for: .valueChanged)"))
        case (_, []):
            #expect(
                words.message
                    == "UIButton 'saveButton' tracked this tap and sent touchDown, touchUpInside, "
                    + "primaryActionTriggered, but no target-action is described for any of them "
                    + "(addTarget(_:action:for:), or an action connected in Interface Builder), so the tap runs none of "
                    + "the app's code.")
            #expect(
                words.hint
                    == "Add a target for .touchUpInside: saveButton.addTarget(self, action: #selector(saveButtonTapped(_:)), "
                    + "for: .touchUpInside) (in Interface Builder, connect the action to the Touch Up Inside event). If "
                    + "the app adds one in code that this description leaves out, describe it in the control's targets "
                    + "(po saveButton.allTargets lists them).")
        default:
            #expect(
                words.message
                    == "UIButton 'saveButton' tracked this tap and sent touchDown, touchUpInside, "
                    + "primaryActionTriggered, but its only target-actions are for \(events[0].rawValue), which this tap "
                    + "does not send, so the tap runs none of the app's code.")
            #expect(words.hint.contains("#selector(save:)") == false)
            #expect(words.hint.contains("action: #selector(save(_:)), for: .touchUpInside"))
        }
    }

    @Test(arguments: [
        ("UISwitch", true), ("UISlider", true), ("UIStepper", true), ("UISegmentedControl", true),
        ("UIButton", false),
    ])
    func valueControlsSendValueChangedWhenATapEnds(_ className: String, _ sendsValueChanged: Bool) {
        var (app, _, window) = Fixtures.bareApp()
        let control = app.addView(
            id: "control", className: className, frame: Rect(x: 20, y: 100, width: 80, height: 40), to: window)
        app[window].actions[Selector("changed:")] = ActionImplementation()
        app[window].actions[Selector("up:")] = ActionImplementation()
        app[control].targetActions = [
            TargetAction(event: .valueChanged, target: window, action: Selector("changed:")),
            TargetAction(event: .touchUpInside, target: window, action: Selector("up:")),
        ]
        app.finalizeLayout(synthesizeWrappers: true)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 40, y: 110)))
        #expect(
            result.actions.map(\.action.name) == (sendsValueChanged ? ["up:", "changed:"] : ["up:"]), "\(className)")
    }

    @Test func explicitTargetThatDoesNotImplementTheActionIsAnUnrecognizedSelector() throws {
        var fixture = InboxFixture()
        let action = Selector("deleteTapped(_:)")
        fixture.app[fixture.deleteButton].targetActions = [
            TargetAction(event: .touchUpInside, target: fixture.inbox, action: action)
        ]
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        #expect(result.outcome == .crashed)
        let sent = try #require(expectSingleAction(result, action))
        #expect(sent.outcome == .unrecognizedSelector)
        #expect(sent.performedBy == nil)
        let diagnostic = try #require(expectDiagnostic(result, .unrecognizedSelector))
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.responders == [fixture.inbox, fixture.deleteButton])
        #expect(
            dispatcher.app.wording(of: diagnostic).message.hasPrefix(
                "-[InboxViewController deleteTapped:]: unrecognized selector"))
        #expect(result.path.contains { $0.responder == fixture.inbox && $0.outcome == .crashed })
    }

    @Test func nilTargetedButtonActionWithoutFirstResponderStartsAtKeyWindowAndSkipsTheController() throws {
        var fixture = InboxFixture()
        let action = Selector("deleteMessage(_:)")
        fixture.app[fixture.inbox].actions[action] = ActionImplementation()
        fixture.app[fixture.deleteButton].targetActions = [
            TargetAction(event: .touchUpInside, target: nil, action: action)
        ]
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))

        let sent = try #require(expectSingleAction(result, action))
        #expect(sent.explicitTarget == nil)
        #expect(sent.walkStart == fixture.window)
        #expect(sent.walkStartReason == .keyWindowNoFirstResponder)
        #expect(dispatcher.app.ids(sent.walk.map(\.responder)) == ["window", "scene", "application", "AppDelegate"])
        #expect(sent.walk.allSatisfy { $0.answer == .doesNotImplement })
        #expect(sent.outcome == .dropped)
        #expect(sent.performedBy == nil)
        let skipped = try #require(expectDiagnostic(result, .nilTargetSkippedController))
        #expect(skipped.responders == [fixture.inbox, fixture.deleteButton])
        let dropped = try #require(expectDiagnostic(result, .actionDropped))
        #expect(dropped.responders == sent.walk.map(\.responder))
    }

    @Test func nilTargetedButtonActionIsPerformedByAFirstResponderThatImplementsIt() throws {
        var fixture = InboxFixture()
        let action = Selector("deleteMessage(_:)")
        let field = fixture.app.addView(
            id: "searchField", className: "UITextField", frame: Rect(x: 0, y: 0, width: 390, height: 40),
            to: fixture.inboxView)
        fixture.app[field].actions[action] = ActionImplementation()
        fixture.app[fixture.inbox].actions[action] = ActionImplementation()
        fixture.app[fixture.deleteButton].targetActions = [
            TargetAction(event: .touchUpInside, target: nil, action: action)
        ]
        var dispatcher = fixture.dispatcher()
        #expect(dispatcher.dispatch(.becomeFirstResponder(responder: field, during: .now)).outcome == .succeeded)
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))

        let sent = try #require(expectSingleAction(result, action))
        #expect(sent.walkStart == field)
        #expect(sent.walkStartReason == .firstResponder)
        #expect(sent.outcome == .performed)
        #expect(sent.performedBy == field)
        #expect(sent.walk.map(\.answer) == [.performs])
        // The controller sits under the button but was not needed: not a misroute worth reporting as dropped.
        expectNoDiagnostic(result, .actionDropped)
    }

    @Test func nilTargetedButtonActionReachesTheControllerThroughTheFirstRespondersChain() throws {
        var fixture = InboxFixture()
        let action = Selector("deleteMessage(_:)")
        let field = fixture.app.addView(
            id: "searchField", className: "UITextField", frame: Rect(x: 0, y: 0, width: 390, height: 40),
            to: fixture.inboxView)
        fixture.app[fixture.inbox].actions[action] = ActionImplementation()
        fixture.app[fixture.deleteButton].targetActions = [
            TargetAction(event: .touchUpInside, target: nil, action: action)
        ]
        var dispatcher = fixture.dispatcher()
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: field, during: .now))
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        let sent = try #require(expectSingleAction(result, action))
        #expect(sent.performedBy == fixture.inbox)
        #expect(dispatcher.app.ids(sent.walk.map(\.responder)) == ["searchField", "inboxView", "inbox"])
        #expect(sent.walk.map(\.arrivedBy) == [nil, .superview, .owningViewController])
        expectNoDiagnostic(result, .nilTargetSkippedController)
    }

    @Test func nilTargetStartingAtSenderIsFoundByTheController() throws {
        var fixture = InboxFixture()
        let action = Selector("deleteMessage(_:)")
        fixture.app[fixture.inbox].actions[action] = ActionImplementation()
        fixture.app[fixture.deleteButton].targetActions = [
            TargetAction(event: .touchUpInside, target: nil, action: action)
        ]
        var dispatcher = fixture.dispatcher(DispatchSettings(nilTargetStart: .sender))
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        let sent = try #require(expectSingleAction(result, action))
        #expect(sent.walkStart == fixture.deleteButton)
        #expect(sent.walkStartReason == .sender)
        #expect(sent.performedBy == fixture.inbox)
        #expect(sent.outcome == .performed)
        #expect(
            dispatcher.app.ids(sent.walk.map(\.responder))
                == ["deleteButton", "cell.contentView", "cell", "tableView", "inboxView", "inbox"])
        expectNoDiagnostic(result, .nilTargetSkippedController)
        expectNoDiagnostic(result, .actionDropped)
    }

    @Test func duplicateTargetActionFiresOnce() throws {
        var fixture = InboxFixture()
        let action = Selector("deleteTapped:")
        fixture.app[fixture.inbox].actions[action] = ActionImplementation()
        let pair = TargetAction(event: .touchUpInside, target: fixture.inbox, action: action)
        fixture.app[fixture.deleteButton].targetActions = [pair, pair]
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        let sent = try #require(expectSingleAction(result, action))
        #expect(sent.performedBy == fixture.inbox)
        let duplicate = try #require(expectDiagnostic(result, .duplicateTargetAction))
        #expect(duplicate.responders == [fixture.deleteButton, fixture.inbox])
    }

    @Test func disabledControlSendsNoActionAndForwardsTouchesByDefault() throws {
        var fixture = InboxFixture()
        let action = Selector("deleteTapped:")
        fixture.app[fixture.inbox].actions[action] = ActionImplementation()
        fixture.app[fixture.deleteButton].isEnabled = false
        fixture.app[fixture.deleteButton].targetActions = [
            TargetAction(event: .touchUpInside, target: fixture.inbox, action: action)
        ]
        fixture.app[fixture.cell].overrides[.touchesBegan] = .callsSuper
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        #expect(result.actions.isEmpty)
        expectDiagnostic(result, .controlDisabled)
        let began = try #require(result.deliveries.first)
        #expect(began.steps.first?.behavior == .forwardedByDisabledControl)
        #expect(began.handledBy == [fixture.cell])
        #expect(result.handler == fixture.cell)
        #expect(result.outcome == .handled)
    }

    @Test func disabledControlSetToStopAbsorbsTouches() throws {
        var fixture = InboxFixture()
        fixture.app[fixture.deleteButton].isEnabled = false
        fixture.app[fixture.deleteButton].targetActions = [
            TargetAction(event: .touchUpInside, target: fixture.inbox, action: Selector("deleteTapped:"))
        ]
        fixture.app[fixture.cell].overrides[.touchesBegan] = .callsSuper
        var dispatcher = fixture.dispatcher(DispatchSettings(disabledControlTouches: .stop))
        let result = dispatcher.dispatch(.tap(InboxFixture.deleteButtonPoint))
        #expect(result.actions.isEmpty)
        expectDiagnostic(result, .controlDisabled)
        let began = try #require(result.deliveries.first)
        #expect(began.steps.map(\.responder) == [fixture.deleteButton])
        #expect(began.steps.map(\.behavior) == [.stoppedByDisabledControl])
        #expect(began.handledBy.isEmpty)
        #expect(result.path.contains { $0.responder == fixture.deleteButton && $0.outcome == .swallowed })
        #expect(!result.path.contains { $0.responder == fixture.cell })
    }

    // MARK: Multi-touch

    @Test func secondFingerOnSingleTouchViewIsIgnored() throws {
        var (app, _, window) = Fixtures.bareApp()
        let pad = app.addView(
            id: "pad", className: "PadView", frame: Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        app[pad].overrides[.touchesBegan] = .withoutSuper
        var dispatcher = Dispatcher(app: app)
        let event = Event.touch(
            TouchEvent(touches: [.init(point: Point(x: 10, y: 10)), .init(point: Point(x: 150, y: 150))]))
        let result = dispatcher.dispatch(event)
        #expect(result.touches.map(\.accepted) == [true, false])
        #expect(result.touches[1].rejection == .multipleTouchIgnored)
        expectDiagnostic(result, .multipleTouchIgnored)
        #expect(result.deliveries.first?.touches == [0])
    }

    @Test func multipleTouchEnabledViewGetsBothFingersTogether() {
        var (app, _, window) = Fixtures.bareApp()
        let pad = app.addView(
            id: "pad", className: "PadView", frame: Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        app[pad].isMultipleTouchEnabled = true
        app[pad].overrides[.touchesBegan] = .withoutSuper
        var dispatcher = Dispatcher(app: app)
        let event = Event.touch(
            TouchEvent(touches: [.init(point: Point(x: 10, y: 10)), .init(point: Point(x: 150, y: 150))]))
        let result = dispatcher.dispatch(event)
        #expect(result.touches.map(\.accepted) == [true, true])
        #expect(result.deliveries.first?.touches == [0, 1])
        expectNoDiagnostic(result, .multipleTouchIgnored)
    }

    @Test(arguments: [false, true])
    func exclusiveTouchBlocksTheOtherFinger(exclusiveFirst: Bool) {
        var (app, _, window) = Fixtures.bareApp()
        let left = app.addView(id: "left", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let right = app.addView(id: "right", frame: Rect(x: 200, y: 0, width: 100, height: 100), to: window)
        app[exclusiveFirst ? left : right].isExclusiveTouch = true
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(
            .touch(TouchEvent(touches: [.init(point: Point(x: 10, y: 10)), .init(point: Point(x: 210, y: 10))])))
        #expect(result.touches.map(\.accepted) == [true, false])
        #expect(result.touches[1].rejection == .exclusiveTouchBlocked)
        let diagnostic = expectDiagnostic(result, .exclusiveTouchBlocked)
        #expect(Set(diagnostic?.responders ?? []) == [left, right])
    }

    // MARK: Text inputs

    @Test func tappingATextFieldMakesItFirstResponderAndShowsTheKeyboard() throws {
        let fixture = SearchFixture()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(SearchFixture.searchFieldPoint))
        #expect(result.start == fixture.searchField)
        #expect(result.deliveries.first?.steps.first?.behavior == .trackedByControl)
        let change = try #require(result.firstResponderChange)
        #expect(change.call == .becomeFirstResponder)
        #expect(change.succeeded)
        #expect(change.keyboardVisible)
        #expect(result.stateBefore.firstResponder == nil)
        #expect(!result.stateBefore.keyboardVisible)
        #expect(result.stateAfter.firstResponder == fixture.searchField)
        #expect(result.stateAfter.keyboardVisible)
        #expect(dispatcher.app.firstResponder == fixture.searchField)
    }

    @Test func tappingATextFieldSendsEditingDidBegin() throws {
        var fixture = SearchFixture()
        let action = Selector("searchBegan(_:)")
        fixture.app[fixture.search].actions[action] = ActionImplementation()
        fixture.app[fixture.searchField].targetActions = [
            TargetAction(event: .editingDidBegin, target: fixture.search, action: action)
        ]
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(SearchFixture.searchFieldPoint))
        let sent = try #require(expectSingleAction(result, action))
        #expect(sent.source == .control(fixture.searchField, .editingDidBegin))
        #expect(sent.performedBy == fixture.search)
    }
}
