import Testing

@testable import ResponderCore
@testable import ResponderWords

/// One selector spelling and its canonical Objective-C name.
struct SelectorCase: Sendable, CustomTestStringConvertible {
    let spelling: String
    let canonical: String
    var testDescription: String { "\(spelling) → \(canonical)" }

    static let all: [SelectorCase] = [
        SelectorCase(spelling: "copy(_:)", canonical: "copy:"),
        SelectorCase(spelling: "copy:", canonical: "copy:"),
        SelectorCase(spelling: "archiveMessage(_:)", canonical: "archiveMessage:"),
        SelectorCase(spelling: "archive(_:sender:)", canonical: "archive:sender:"),
        SelectorCase(spelling: "move(_:to:)", canonical: "move:to:"),
        SelectorCase(spelling: "archive(sender:)", canonical: "archiveWithSender:"),
        SelectorCase(spelling: "refresh", canonical: "refresh"),
        SelectorCase(spelling: "refresh()", canonical: "refresh"),
    ]
}

/// Action messages: explicit targets, nil targets, and seed 000's walk from `MessageView`.
@Suite struct ActionTests {
    static let archive = Selector("archiveMessage(_:)")

    /// Seed 000's inbox with a `MessageView` in the cell and `InboxViewController: MessageActions`.
    static func inboxWithMessageView() -> (fixture: InboxFixture, messageView: Int) {
        var fixture = InboxFixture()
        let messageView = fixture.addToCell(
            "messageView", className: "MessageView", frame: Rect(x: 10, y: 5, width: 280, height: 50))
        fixture.app[fixture.inbox].actions[archive] = ActionImplementation()
        return (fixture, messageView)
    }

    @Test(arguments: SelectorCase.all)
    func selectorSpellingsAreCanonical(_ testCase: SelectorCase) {
        #expect(Selector(testCase.spelling).name == testCase.canonical)
        #expect(Selector(testCase.spelling) == Selector(testCase.canonical))
    }

    @Test func copySelectorSpellingsAreEqual() {
        #expect(Selector("copy(_:)") == Selector("copy:"))
        #expect(Selector("copy(_:)").hashValue == Selector("copy:").hashValue)
        #expect(Selector("copy(_:)") != Selector("paste:"))
        #expect(
            Selector.standardEditActions.map(\.name) == ["cut:", "copy:", "paste:", "delete:", "select:", "selectAll:"])
    }

    @Test func messageViewWalkingNextFindsTheInboxController() throws {
        let (fixture, messageView) = Self.inboxWithMessageView()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(
            .action(ActionEvent(action: Selector("archiveMessage(_:)"), walkFrom: messageView)))
        #expect(result.outcome == .handled)
        #expect(result.handler == fixture.inbox)
        #expect(result.start == messageView)
        #expect(result.startReason == .explicitResponder)
        let sent = try #require(expectSingleAction(result, Self.archive))
        #expect(sent.source == .actionEvent)
        #expect(sent.performedBy == fixture.inbox)
        #expect(
            dispatcher.app.ids(sent.walk.map(\.responder))
                == ["messageView", "cell.contentView", "cell", "tableView", "inboxView", "inbox"])
        #expect(
            sent.walk.map(\.answer) == [
                .doesNotImplement, .doesNotImplement, .doesNotImplement, .doesNotImplement,
                .doesNotImplement, .performs,
            ])
        #expect(result.path.last?.responder == fixture.inbox)
        #expect(result.path.last?.outcome == .performed)
    }

    @Test func messageViewWorksOnAnyScreenThatImplementsTheCommand() throws {
        var (fixture, messageView) = Self.inboxWithMessageView()
        fixture.app[fixture.inbox].actions[Self.archive] = nil
        fixture.app[fixture.rootViewController].actions[Self.archive] = ActionImplementation()
        var dispatcher = fixture.dispatcher(DispatchSettings(profile: .documented))
        let result = dispatcher.dispatch(.action(ActionEvent(action: Self.archive, walkFrom: messageView)))
        // Documented profile: the presented inbox's next is its presenter.
        #expect(result.handler == fixture.rootViewController)
    }

    @Test func responderWhoseCanPerformActionSaysNoIsPassedOver() throws {
        var (fixture, messageView) = Self.inboxWithMessageView()
        fixture.app[fixture.cell].actions[Self.archive] = ActionImplementation(canPerform: false, reason: "editing")
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.action(ActionEvent(action: Self.archive, walkFrom: messageView)))
        #expect(result.handler == fixture.inbox)
        let sent = try #require(result.actions.first)
        let cellStep = try #require(sent.walk.first { $0.responder == fixture.cell })
        #expect(cellStep.answer == .declines)
        #expect(cellStep.reason == .described("editing"))
        #expect(sent.walk.last?.answer == .performs)
        let declined = try #require(expectDiagnostic(result, .actionDeclined))
        #expect(declined.responders == [fixture.cell])
        #expect(result.path.contains { $0.responder == fixture.cell && $0.outcome == .declined })
    }

    @Test func actionEveryoneDeclinesIsDropped() throws {
        var (fixture, messageView) = Self.inboxWithMessageView()
        fixture.app[fixture.inbox].actions[Self.archive] = ActionImplementation(canPerform: false)
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.action(ActionEvent(action: Self.archive, walkFrom: messageView)))
        #expect(result.outcome == .dropped)
        #expect(result.handler == nil)
        expectDiagnostic(result, .actionDeclined)
        expectDiagnostic(result, .actionDropped)
        #expect(result.path.last?.outcome == .discarded)
    }

    @Test func explicitTargetIsCalledDirectly() throws {
        let (fixture, _) = Self.inboxWithMessageView()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.action(ActionEvent(action: Self.archive, target: fixture.inbox)))
        #expect(result.outcome == .handled)
        #expect(result.handler == fixture.inbox)
        #expect(result.startReason == .explicitResponder)
        #expect(result.actions.first?.walk.isEmpty == true)
    }

    @Test func explicitTargetThatDoesNotImplementTheActionCrashes() throws {
        let (fixture, messageView) = Self.inboxWithMessageView()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(
            .action(ActionEvent(action: Self.archive, target: messageView, sender: fixture.deleteButton)))
        #expect(result.outcome == .crashed)
        #expect(result.handler == nil)
        let diagnostic = try #require(expectDiagnostic(result, .unrecognizedSelector))
        #expect(diagnostic.responders == [messageView, fixture.deleteButton])
        #expect(
            dispatcher.app.wording(of: diagnostic).message
                == "-[MessageView archiveMessage:]: unrecognized selector sent to instance. The "
                + "action's explicit target does not implement it, so the app crashes.")
        #expect(
            dispatcher.app.wording(of: diagnostic).hint.hasPrefix(
                "Implement @objc func archiveMessage(_:) on MessageView"))
    }

    @Test func nilTargetedActionWithoutFirstResponderEndsAtTheAppDelegate() throws {
        var (fixture, _) = Self.inboxWithMessageView()
        fixture.app[fixture.appDelegate].actions[Self.archive] = ActionImplementation()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.action(ActionEvent(action: Self.archive, sender: fixture.deleteButton)))
        #expect(result.start == fixture.window)
        #expect(result.startReason == .keyWindowNoFirstResponder)
        #expect(result.handler == fixture.appDelegate)
        // The inbox implements it and sits under the sender, but the walk never asked it.
        expectDiagnostic(result, .nilTargetSkippedController)
    }

    @Test func nilTargetedActionIgnoredByAnAppDelegateOutsideTheChainIsReported() {
        var (fixture, _) = Self.inboxWithMessageView()
        fixture.app[fixture.appDelegate].isResponder = false
        fixture.app[fixture.appDelegate].actions[Self.archive] = ActionImplementation()
        fixture.app[fixture.sceneDelegate].actions[Self.archive] = ActionImplementation()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.action(ActionEvent(action: Self.archive)))
        #expect(result.outcome == .dropped)
        expectDiagnostic(result, .actionDropped)
        expectDiagnostic(result, .appDelegateNotInChain)
        expectDiagnostic(result, .sceneDelegateNotInChain)
    }
}
