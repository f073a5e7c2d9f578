import Testing

@testable import ResponderCore
@testable import ResponderWords

/// Container controllers as UIKit builds them: a navigation stack shows only its top controller's view, under a
/// navigation bar with a back button and the top controller's bar button items; a tab bar controller shows only
/// its selected child's view, above a tab bar with one button per child. The private views iOS prints in the chain
/// (`UILayoutContainerView`, `UINavigationTransitionView`, `UIViewControllerWrapperView`, the tab bar's
/// `UITransitionView`) come with the runtime profile; Apple's documented rules go straight from a child's
/// controller to the container's view.
@Suite struct ContainerControllerTests {
    /// A window whose root is a `UINavigationController` 'nav' with the stack inbox → message; the message
    /// controller's view holds a button 'replyButton' and its navigationItem one right item 'editItem' (nil
    /// target, action `edit:`).
    struct NavigationFixture {
        var app: App
        let window: Int
        let nav: Int
        let inbox: Int
        let message: Int
        let messageView: Int
        let replyButton: Int
        let editItem: Int

        init(stack: Int = 2, hidesBackButton: Bool = false, barHidden: Bool = false, presentedAsSheet: Bool = false) {
            var (app, scene, window) = Fixtures.bareApp()
            _ = Fixtures.addDelegates(&app, scene: scene)
            let nav = Fixtures.addController(&app, id: "nav", className: "UINavigationController", superclass: nil)
            let navView = app.addView(
                id: "nav.view", className: "UILayoutContainerView", frame: Fixtures.screen, to: nil)
            app.setRootView(navView, of: nav)
            if presentedAsSheet {
                let root = Fixtures.addController(&app, id: "root")
                let rootView = app.addView(id: "rootView", frame: Fixtures.screen, to: nil)
                app.setRootView(rootView, of: root)
                app.setRootViewController(root, of: window)
                app.present(nav, from: root, style: .pageSheet)
            } else {
                app.setRootViewController(nav, of: window)
            }
            let inbox = Fixtures.addController(&app, id: "inbox", className: "InboxViewController")
            let inboxView = app.addView(id: "inboxView", frame: Fixtures.screen, to: nil)
            app.setRootView(inboxView, of: inbox)
            let message = Fixtures.addController(&app, id: "message", className: "MessageViewController")
            let messageView = app.addView(id: "messageView", frame: Fixtures.screen, to: nil)
            app.setRootView(messageView, of: message)
            let replyButton = app.addView(
                id: "replyButton", className: "UIButton", frame: Rect(x: 20, y: 200, width: 100, height: 44),
                to: messageView)
            let editItem = app.addView(
                id: "editItem", className: "_UIButtonBarButton", frame: Rect(x: 0, y: 0, width: 44, height: 44),
                to: nil)
            app[editItem].targetActions = [TargetAction(event: .touchUpInside, target: nil, action: Selector("edit:"))]
            app[message].navigationItem = NavigationItem(rightItems: [editItem], hidesBackButton: hidesBackButton)
            let controllers = stack == 1 ? [message] : [inbox, message]
            app.setViewControllers(controllers, of: nav, style: .navigation, visibleIndex: controllers.count - 1)
            app[nav].contained?.isBarHidden = barHidden
            (self.app, self.window, self.nav, self.inbox, self.message) = (app, window, nav, inbox, message)
            (self.messageView, self.replyButton, self.editItem) = (messageView, replyButton, editItem)
        }
    }

    /// A window whose root is a `UITabBarController` 'tabs' with the tabs feed and settings, `selectedIndex` given.
    static func tabsApp(selected: Int) -> App {
        var (app, scene, window) = Fixtures.bareApp()
        _ = Fixtures.addDelegates(&app, scene: scene)
        let tabs = Fixtures.addController(&app, id: "tabs", className: "UITabBarController", superclass: nil)
        let tabsView = app.addView(id: "tabs.view", className: "UILayoutContainerView", frame: Fixtures.screen, to: nil)
        app.setRootView(tabsView, of: tabs)
        app.setRootViewController(tabs, of: window)
        var children: [Int] = []
        for id in ["feed", "settings"] {
            let child = Fixtures.addController(&app, id: id)
            let view = app.addView(id: "\(id)View", frame: Fixtures.screen, to: nil)
            app.addView(
                id: "\(id)Button", className: "UIButton", frame: Rect(x: 20, y: 200, width: 100, height: 44), to: view)
            app.setRootView(view, of: child)
            children.append(child)
        }
        app.setViewControllers(children, of: tabs, style: .tabs, visibleIndex: selected)
        return app
    }

    // MARK: The chain

    @Test func topControllersViewChainsThroughTheNavigationControllersPrivateViews() {
        var fixture = NavigationFixture()
        fixture.app.finalizeLayout(synthesizeWrappers: true)
        // What iOS prints for a button in a pushed controller's view.
        expectChain(
            fixture.app, from: fixture.replyButton, profile: .runtime,
            [
                "UIButton", "UIView", "MessageViewController", "UIViewControllerWrapperView",
                "UINavigationTransitionView", "UILayoutContainerView", "UINavigationController", "UIWindow",
                "UIWindowScene", "UIApplication", "AppDelegate",
            ])
        let rules = fixture.app.chain(from: fixture.replyButton, profile: .runtime).links.map(\.rule)
        #expect(
            rules == [
                .superview, .owningViewController, .rootViewSuperview, .superview, .superview, .owningViewController,
                .rootViewSuperview, .windowScene, .sceneApplication, .applicationDelegate, nil,
            ])
    }

    @Test func documentedProfileGoesFromTheChildStraightToTheContainersView() {
        var fixture = NavigationFixture()
        fixture.app.finalizeLayout(synthesizeWrappers: false)
        expectChain(
            fixture.app, from: fixture.replyButton, profile: .documented,
            [
                "UIButton", "UIView", "MessageViewController", "UILayoutContainerView", "UINavigationController",
                "UIWindow", "UIApplication", "AppDelegate",
            ])
    }

    @Test func selectedTabsViewChainsThroughTheTabBarControllersPrivateViews() {
        var app = Self.tabsApp(selected: 1)
        app.finalizeLayout(synthesizeWrappers: true)
        expectChain(
            app, from: app.require("settingsButton"), profile: .runtime,
            [
                "UIButton", "UIView", "UIViewController", "UIViewControllerWrapperView", "UITransitionView",
                "UILayoutContainerView", "UITabBarController", "UIWindow", "UIWindowScene", "UIApplication",
                "AppDelegate",
            ])
    }

    // MARK: What is on screen

    @Test func onlyTheTopOfTheStackIsInTheWindow() {
        var fixture = NavigationFixture()
        fixture.app.finalizeLayout(synthesizeWrappers: true)
        #expect(fixture.app.window(of: fixture.messageView) == fixture.window)
        #expect(fixture.app.window(of: fixture.app.require("inboxView")) == nil)
        // A controller below the top has no view in the window; its next falls back to the navigation controller.
        #expect(fixture.app.next(of: fixture.inbox, profile: .runtime) == .next(fixture.nav, .parentViewController))
    }

    @Test func onlyTheSelectedTabIsInTheWindow() {
        var app = Self.tabsApp(selected: 1)
        app.finalizeLayout(synthesizeWrappers: false)
        #expect(app.window(of: app.require("settingsView")) != nil)
        #expect(app.window(of: app.require("feedView")) == nil)
        let tapOnFeedButton = Dispatcher(app: app).dispatchOnce(.tap(Point(x: 70, y: 222)))
        #expect(app.id(tapOnFeedButton.touches.first?.trace.hitView) == "settingsButton")
    }

    // MARK: Bars

    struct BarCase: Sendable, CustomTestStringConvertible {
        var name: String
        var stack = 2
        var hidesBackButton = false
        var barHidden = false
        var sheet = false
        var point: Point
        var hit: String?
        var testDescription: String { name }
    }

    /// Where the bar's buttons are on a 390-point-wide window: the bar at y 47 (under the status bar; 0 in a sheet)
    /// and 44 high; the back button 72 wide at x 8; right items from the trailing edge, 8 points in.
    static let barCases: [BarCase] = [
        BarCase(name: "the back button", point: Point(x: 30, y: 70), hit: "nav.backButton"),
        BarCase(name: "a right item", point: Point(x: 360, y: 70), hit: "editItem"),
        BarCase(name: "the bar between its items", point: Point(x: 195, y: 70), hit: "nav.navigationBar"),
        BarCase(name: "no back button at the root", stack: 1, point: Point(x: 30, y: 70), hit: "nav.navigationBar"),
        BarCase(
            name: "hidesBackButton", hidesBackButton: true, point: Point(x: 30, y: 70), hit: "nav.navigationBar"),
        BarCase(
            name: "a hidden bar lets the view have it", barHidden: true, point: Point(x: 30, y: 70), hit: "messageView"),
        BarCase(name: "the status bar is not the bar", point: Point(x: 30, y: 20), hit: "messageView"),
        BarCase(
            name: "in a sheet the bar starts at its top", sheet: true, point: Point(x: 30, y: 20), hit: "nav.backButton"
        ),
    ]

    @Test(arguments: barCases)
    func navigationBarButtonsAreWhereUIKitDrawsThem(_ barCase: BarCase) {
        let fixture = NavigationFixture(
            stack: barCase.stack, hidesBackButton: barCase.hidesBackButton, barHidden: barCase.barHidden,
            presentedAsSheet: barCase.sheet)
        let dispatcher = Dispatcher(app: fixture.app, settings: DispatchSettings())
        let result = dispatcher.dispatchOnce(.tap(barCase.point))
        #expect(dispatcher.app.id(result.touches.first?.trace.hitView) == barCase.hit)
    }

    @Test func backButtonPopsTheStackThroughItsExplicitTarget() throws {
        let fixture = NavigationFixture()
        let result = Dispatcher(app: fixture.app).dispatchOnce(.tap(Point(x: 30, y: 70)))
        let pop = try #require(expectSingleAction(result, .popViewController))
        #expect(pop.explicitTarget == fixture.nav)
        #expect(pop.outcome == .performed)
        let note = fixture.app.note(of: try #require(result.path.last))
        #expect(
            note.contains("pops MessageViewController 'message' off its stack and shows InboxViewController 'inbox'"))
    }

    @Test func nilTargetedBarItemWalksFromTheKeyWindowWhenNothingIsFirstResponder() throws {
        var fixture = NavigationFixture()
        fixture.app[fixture.message].actions[Selector("edit:")] = ActionImplementation()
        let result = Dispatcher(app: fixture.app).dispatchOnce(.tap(Point(x: 360, y: 70)))
        let edit = try #require(expectSingleAction(result, Selector("edit:")))
        // UIKit's documented walk: no first responder, so it starts at the key window and never meets the controller.
        #expect(edit.walkStart == fixture.window)
        #expect(edit.outcome == .dropped)
    }

    @Test func tabBarButtonsShareTheBarsWidthAndSelectTheirTab() throws {
        let app = Self.tabsApp(selected: 1)
        let dispatcher = Dispatcher(app: app)
        // The tab bar: 83 points at the bottom (49 of buttons, 34 of home indicator inset), two buttons of 195.
        let feed = dispatcher.dispatchOnce(.tap(Point(x: 100, y: 780)))
        #expect(dispatcher.app.id(feed.touches.first?.trace.hitView) == "feed.tabBarButton")
        let click = try #require(expectSingleAction(feed, .tabBarItemClicked))
        #expect(dispatcher.app.id(click.explicitTarget) == "tabs.tabBar")
        #expect(click.outcome == .performed)
        #expect(feed.path.last.map(app.note(of:))?.contains("select tab 0 (UIViewController 'feed')") == true)
        let selected = dispatcher.dispatchOnce(.tap(Point(x: 300, y: 780)))
        #expect(selected.path.last.map(app.note(of:))?.contains("is already selected") == true)
        let inset = dispatcher.dispatchOnce(.tap(Point(x: 100, y: 830)))
        #expect(dispatcher.app.id(inset.touches.first?.trace.hitView) == "tabs.tabBar")
    }
}

extension Dispatcher {
    /// The result of one event on a copy of this dispatcher (its state changes are dropped).
    func dispatchOnce(_ event: Event) -> EventResult {
        var copy = self
        return copy.dispatch(event)
    }
}
