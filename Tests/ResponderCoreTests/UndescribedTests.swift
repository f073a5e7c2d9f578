import Testing

@testable import ResponderCore
@testable import ResponderWords

/// An answer about an app whose description leaves something out (an app imported from debugger dumps: a view whose
/// line prints `gestureRecognizers = <NSArray …>`, a control whose target-actions no dump shows, a class of the app
/// whose overrides are unknown) says when its verdict turns on it, with the lldb command that prints what is
/// missing. UIKit's documentation on gesture recognizers: a window delivers a touch to the recognizers of the hit
/// view and its superviews before the view, and any of them may cancel or delay the view's touches.
@Suite struct UndescribedTests {
    /// A screen whose root view `host` (address 0x7fa1c0d0a7f0) has recognizers the description does not give,
    /// holding `avatar`, a button whose target-actions it does not give, and `badge`, a class of the app whose
    /// overrides it does not give.
    static func app(undescribed: Bool = true) -> (app: App, host: Int, avatar: Int, badge: Int, screen: Int) {
        var (app, _, window) = Fixtures.bareApp()
        let screen = Fixtures.addController(&app, id: "feed", className: "FeedViewController")
        let host = app.addView(id: "host", frame: Fixtures.screen, to: nil)
        app.setRootView(host, of: screen)
        app.setRootViewController(screen, of: window)
        let avatar = app.addView(
            id: "avatar", className: "UIButton", frame: Rect(x: 20, y: 100, width: 60, height: 60), to: host)
        var badge = Fixtures.responder("badge", "BadgeView", kind: .view, superclass: "UIView")
        badge.frame = Rect(x: 100, y: 100, width: 60, height: 60)
        let badgeIndex = app.add(badge)
        app.addSubview(badgeIndex, to: host)
        if undescribed {
            app[host].undescribed = .gestureRecognizers
            app[host].address = "0x7fa1c0d0a7f0"
            app[avatar].undescribed = .targets
            app[badgeIndex].undescribed = .overrides
            app[screen].undescribed = .actions
            app[window].undescribed = .firstResponder
        }
        return (app, host, avatar, badgeIndex, screen)
    }

    static func notes(_ result: EventResult) -> [Diagnostic] {
        result.diagnostics.filter { $0.code == .dependsOnUndescribed }
    }

    @Test func aTapOnAButtonNamesTheRecognizersAboveItAndItsTargetsNotANoActionWarning() throws {
        let (app, host, avatar, _, _) = Self.app()
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 40, y: 120)))
        #expect(result.handler == avatar)
        let notes = Self.notes(result)
        // Nearest the finger first: the button's targets, then the recognizers of the view around it.
        #expect(notes.map(\.responders) == [[avatar], [host]])
        #expect(notes.allSatisfy { $0.severity == .warning })
        // The dump cannot say the button sends nothing: its targets are not known.
        #expect(!result.diagnostics.contains { $0.code == .controlSendsNoAction })
        let words = app.wording(of: notes[1])
        #expect(
            words.message
                == "UIView 'host' has gesture recognizers the description does not give, and UIKit hands them this "
                + "touch before any view gets it: whether one of them recognizes it, and cancels or delays the view's "
                + "touches, is not known.")
        #expect(
            words.hint
                == "Print them with `po unsafeBitCast(0x7fa1c0d0a7f0, to: UIView.self).gestureRecognizers` "
                + "(Objective-C: `po [(UIView *)0x7fa1c0d0a7f0 gestureRecognizers]`) and paste what it prints into the "
                + "import's gestureRecognizers, or describe them in the view's gestureRecognizers.")
        // Without an address, the commands say where the one recursiveDescription prints goes.
        #expect(
            app.wording(of: notes[0]).hint.hasPrefix(
                "Print its targets with `po unsafeBitCast(ADDRESS, to: UIControl.self).allTargets`"))
    }

    @Test func aTapOnACustomViewNamesItsUnknownOverridesOfHitTestingAndTouches() throws {
        let (app, host, _, badge, _) = Self.app()
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 120, y: 120)))
        let notes = Self.notes(result)
        #expect(notes.map(\.responders) == [[badge], [host]])
        #expect(
            app.wording(of: notes[0]).message
                == "BadgeView 'badge' is a class of the app, and the description does not say which methods it "
                + "overrides: an override of hitTest(_:with:), point(inside:with:), touchesBegan(_:with:) or "
                + "touchesEnded(_:with:) could change what this event does.")
    }

    /// A class of the app whose recognizers and overrides are both unknown is named once, with both.
    @Test func oneResponderIsNamedOnceWithEveryFactItLeavesOut() throws {
        var (app, host, _, badge, _) = Self.app()
        app[host].undescribed = [.gestureRecognizers, .overrides]
        var dispatcher = Dispatcher(app: app)
        let notes = Self.notes(dispatcher.dispatch(.tap(Point(x: 120, y: 120))))
        #expect(notes.map(\.responders) == [[badge], [host]])
        let words = app.wording(of: notes[1])
        #expect(words.message.hasPrefix("UIView 'host' has gesture recognizers the description does not give"))
        #expect(
            words.message.hasSuffix(
                "UIView 'host' is a class of the app, and the description does not say which methods it overrides: an "
                    + "override of hitTest(_:with:), point(inside:with:), touchesBegan(_:with:) or touchesEnded(_:with:) "
                    + "could change what this event does."))
        #expect(words.hint.contains("_shortMethodDescription"))
    }

    @Test func anAppDescribedInFullHasNoSuchNoteAndTheButtonWarningStays() throws {
        let (app, _, _, _, _) = Self.app(undescribed: false)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 40, y: 120)))
        #expect(Self.notes(result).isEmpty)
        #expect(result.diagnostics.contains { $0.code == .controlSendsNoAction })
    }

    @Test func aPressWithNoKnownFirstResponderNamesTheWindowAndNotOnceOneIsGiven() throws {
        let (app, _, _, _, _) = Self.app()
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.press(key: "a"))
        let notes = Self.notes(result)
        let window = try #require(app.keyWindow)
        #expect(notes.first?.responders == [window])
        #expect(
            app.wording(of: try #require(notes.first)).message
                == "The description does not say which responder is first responder in UIWindow 'window': this event "
                + "starts there, so where it goes is not known (it was evaluated as if there were none).")
        var focused = app
        let field = focused.addView(
            id: "field", className: "UITextField", frame: Rect(x: 20, y: 300, width: 200, height: 40),
            to: focused.index(of: "host"))
        focused.state.firstResponders[window] = field
        var again = Dispatcher(app: focused)
        #expect(!Self.notes(again.dispatch(.press(key: "a"))).contains { $0.responders == [window] })
    }

    @Test func aNilTargetedActionPassingAControllerWhoseActionsAreUnknownNamesIt() throws {
        let (app, _, avatar, _, screen) = Self.app()
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.action(ActionEvent(action: Selector("refresh:"), walkFrom: avatar)))
        let notes = Self.notes(result)
        #expect(notes.map(\.responders) == [[screen]])
        #expect(
            app.wording(of: notes[0]).message
                == "FeedViewController 'feed' is a class of the app, and the description does not list the action "
                + "methods it implements: whether it implements refresh(_:), and so performs it here, is not known.")
        #expect(
            app.wording(of: notes[0]).hint
                == "List its methods with `expr -l objc -O -- [NSClassFromString(@\"FeedViewController\") "
                + "_shortMethodDescription]` and paste what it prints into the import's methods, or give its action "
                + "methods in actions; if it implements none, take \"actions\" out of its undescribed.")
    }

    /// A target whose action methods are unknown, sent an action it does not declare: the crash is what the
    /// description says, and the answer says it turns on the target's actions.
    @Test func anExplicitTargetWhoseActionsAreUnknownIsNamedBesideTheCrash() throws {
        var (app, _, avatar, _, screen) = Self.app()
        app[avatar].undescribed = []
        app[avatar].targetActions = [TargetAction(event: .touchUpInside, target: screen, action: Selector("save:"))]
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 40, y: 120)))
        #expect(result.diagnostics.contains { $0.code == .unrecognizedSelector })
        #expect(Self.notes(result).contains { $0.responders == [screen] })
    }

    @Test func atMostFourAreNamedInnermostFirst() throws {
        var (app, _, window) = Fixtures.bareApp()
        var parent: Int?
        var views: [Int] = []
        for depth in 0..<6 {
            let view = app.addView(id: "level\(depth)", frame: Fixtures.screen, to: parent)
            if parent == nil { app.addSubview(view, to: window) }
            app[view].undescribed = .gestureRecognizers
            views.append(view)
            parent = view
        }
        var dispatcher = Dispatcher(app: app)
        let notes = Self.notes(dispatcher.dispatch(.tap(Point(x: 10, y: 10))))
        #expect(notes.map(\.responders) == views.reversed().prefix(4).map { [$0] })
    }

    @Test(arguments: Language.allCases)
    func everyFactIsWordedInEveryLanguageWithTheSameCommands(_ language: Language) throws {
        let (app, host, avatar, badge, screen) = Self.app()
        let window = try #require(app.keyWindow)
        let cases: [(Int, UndescribedFact)] = [
            (host, .gestureRecognizers), (avatar, .targets), (badge, .overrides), (screen, .actions),
            (window, .firstResponder),
        ]
        for (responder, fact) in cases {
            let words = DiagnosticWords.walk(
                .undescribed(
                    responder: responder, facts: [fact], methods: [.touchesBegan], hitTesting: true,
                    action: Selector("refresh:")))
            let english = app.wording(of: words, in: .english)
            let asked = app.wording(of: words, in: language)
            #expect(!asked.message.isEmpty && !asked.hint.isEmpty)
            // The commands are lldb's: the same in every language.
            for command in english.hint.split(separator: "`").enumerated().filter({ $0.offset % 2 == 1 }) {
                #expect(asked.hint.contains(command.element), "\(fact) \(language): \(command.element)")
            }
            #expect(asked.message.contains(app.displayName(of: responder)))
        }
    }
}
