import Testing

@testable import ResponderCore
@testable import ResponderWords

/// Targets and delegates that are plain `NSObject`s: an explicit target need not be a responder, and a control,
/// a recognizer or a table holds it weakly, so one that nothing keeps is gone when the event comes (UIKit's
/// documentation: the control does not retain its target).
@Suite struct NonResponderTargetTests {
    static let like = Selector("like(_:)")

    /// A feed whose Like button and card recognizer send to a `LikeHandler` NSObject.
    struct Feed {
        var app: App
        let feed: Int
        let button: Int
        let card: Int
        let handler: Int
        let recognizer: Int

        init(handlerRetained: Bool, controllerImplementsLike: Bool = false) {
            var (app, _, window) = Fixtures.bareApp()
            let feed = Fixtures.addController(&app, id: "feed", className: "FeedViewController")
            let feedView = app.addView(id: "feedView", frame: Fixtures.screen, to: nil)
            app.setRootView(feedView, of: feed)
            app.setRootViewController(feed, of: window)
            var object = Fixtures.responder("likeHandler", "LikeHandler", kind: .object)
            object.isResponder = false
            object.isRetained = handlerRetained
            object.actions[like] = ActionImplementation()
            let handler = app.add(object)
            if controllerImplementsLike { app[feed].actions[like] = ActionImplementation() }
            let button = app.addView(
                id: "likeButton", className: "UIButton", frame: Rect(x: 20, y: 100, width: 100, height: 44),
                to: feedView)
            app[button].targetActions = [TargetAction(event: .touchUpInside, target: handler, action: like)]
            let card = app.addView(id: "card", frame: Rect(x: 20, y: 300, width: 350, height: 200), to: feedView)
            let recognizer = app.addGestureRecognizer(
                GestureRecognizer(
                    id: "doubleTapLike", kind: .tap, view: card, numberOfTapsRequired: 2, target: handler,
                    action: like))
            self.app = app
            self.feed = feed
            self.button = button
            self.card = card
            self.handler = handler
            self.recognizer = recognizer
        }
    }

    @Test func aControlSendsItsActionStraightToAnNSObjectTarget() throws {
        let feed = Feed(handlerRetained: true)
        var dispatcher = Dispatcher(app: feed.app)
        let result = dispatcher.dispatch(.tap(Point(x: 70, y: 122)))
        let action = try #require(expectSingleAction(result, Self.like))
        #expect(action.explicitTarget == feed.handler && action.performedBy == feed.handler)
        #expect(action.outcome == .performed)
        #expect(result.handler == feed.button)
        expectNoDiagnostic(result, .targetReleased)
    }

    /// The handler made in viewDidLoad as a local variable: the button's weak reference reads nil, so the action
    /// goes up the responder chain, where the controller happens to implement it.
    @Test func aReleasedTargetTurnsTheActionIntoANilTargetedOne() throws {
        let feed = Feed(handlerRetained: false, controllerImplementsLike: false)
        var dispatcher = Dispatcher(app: feed.app)
        let result = dispatcher.dispatch(.tap(Point(x: 70, y: 122)))
        let released = try #require(expectDiagnostic(result, .targetReleased))
        #expect(released.severity == .warning)
        #expect(released.responders == [feed.handler, feed.button])
        #expect(dispatcher.app.wording(of: released).message.contains("the control does not retain its target"))
        let action = try #require(expectSingleAction(result, Self.like))
        #expect(action.explicitTarget == nil && action.outcome == .dropped)
        expectDiagnostic(result, .actionDropped)

        // With a text field of the feed as first responder, the walk starts there and the controller, which also
        // implements like(_:), performs it: the tap "works" for the wrong reason.
        var caught = Feed(handlerRetained: false, controllerImplementsLike: true)
        let window = try #require(caught.app.index(of: "window"))
        let field = caught.app.addView(
            id: "commentField", className: "UITextField", frame: Rect(x: 20, y: 600, width: 350, height: 44),
            to: try #require(caught.app.index(of: "feedView")))
        caught.app.state.firstResponders[window] = field
        var caughtDispatcher = Dispatcher(app: caught.app)
        let walked = caughtDispatcher.dispatch(.tap(Point(x: 70, y: 122)))
        let rerouted = try #require(expectSingleAction(walked, Self.like))
        #expect(rerouted.explicitTarget == nil && rerouted.walkStart == field)
        #expect(rerouted.performedBy == caught.feed)
        expectDiagnostic(walked, .targetReleased)
    }

    @Test func aRecognizersReleasedTargetGetsNoAction() throws {
        let feed = Feed(handlerRetained: false)
        var dispatcher = Dispatcher(app: feed.app)
        let result = dispatcher.dispatch(
            .touch(TouchEvent(touches: [TouchEvent.Touch(point: Point(x: 195, y: 400))], tapCount: 2)))
        #expect(result.recognizers.contains { $0.recognizer == feed.recognizer && $0.outcome == .recognized })
        #expect(result.actions.isEmpty)
        let released = try #require(expectDiagnostic(result, .targetReleased))
        #expect(released.responders == [feed.handler, feed.card])
        #expect(dispatcher.app.wording(of: released).message.contains("observed"))
    }

    @Test func anNSObjectDataSourceIsTheTablesDelegate() throws {
        var fixture = InboxFixture()
        let didSelect = RowSelectionTests.didSelect
        var object = Fixtures.responder("inboxDelegate", "InboxTableDelegate", kind: .object)
        object.isResponder = false
        object.actions[didSelect] = ActionImplementation()
        let delegate = fixture.app.add(object)
        fixture.app[fixture.tableView].rowSelection?.delegate = delegate
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.cellPoint))
        #expect(result.selection?.delegateCalled == true && result.selection?.delegate == delegate)
        #expect(result.path.last?.responder == delegate)

        fixture.app[delegate].isRetained = false
        var releasedDispatcher = fixture.dispatcher()
        let released = releasedDispatcher.dispatch(.tap(InboxFixture.cellPoint))
        #expect(released.selection?.selected == true && released.selection?.delegateCalled == false)
        #expect(expectDiagnostic(released, .targetReleased)?.responders == [delegate, fixture.tableView])
    }
}
