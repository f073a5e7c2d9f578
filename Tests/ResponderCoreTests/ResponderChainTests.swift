import Testing

@testable import ResponderCore

/// Seed 000's Delete button: the chain UIKit prints, and the rule behind every link.
@Suite struct ResponderChainTests {
    @Test func deleteButtonChainMatchesSeedDumpInRuntimeProfile() {
        var fixture = InboxFixture()
        fixture.finalize(synthesizeWrappers: true)
        expectChain(
            fixture.app, from: fixture.deleteButton, profile: .runtime,
            [
                "UIButton", "UITableViewCellContentView", "UITableViewCell", "UITableView", "UIView",
                "InboxViewController", "UIDropShadowView", "UITransitionView", "UIWindow", "UIWindowScene",
                "UIApplication", "AppDelegate",
            ])
    }

    @Test func deleteButtonChainNamesTheRuleOfEveryLink() {
        var fixture = InboxFixture()
        fixture.finalize(synthesizeWrappers: true)
        let chain = fixture.app.chain(from: fixture.deleteButton, profile: .runtime)
        #expect(
            chain.links.map(\.rule) == [
                .superview,  // UIButton → UITableViewCellContentView
                .superview,  // content view → UITableViewCell
                .superview,  // cell → UITableView
                .superview,  // table → UIView (Inbox's root view)
                .owningViewController,  // root view → InboxViewController
                .rootViewSuperview,  // InboxViewController → UIDropShadowView
                .superview,  // UIDropShadowView → UITransitionView
                .superview,  // UITransitionView → UIWindow
                .windowScene,  // UIWindow → UIWindowScene
                .sceneApplication,  // UIWindowScene → UIApplication
                .applicationDelegate,  // UIApplication → AppDelegate
                nil,
            ])
        #expect(chain.end == .noNextResponder)
        #expect(chain.links.dropLast().allSatisfy { $0.end == nil })
        #expect(NextRule.superview.rawValue == "view.superview")
        #expect(NextRule.owningViewController.rawValue == "view.viewController")
        #expect(NextRule.rootViewSuperview.rawValue == "viewController.rootViewSuperview")
        #expect(NextRule.windowScene.rawValue == "window.windowScene")
        #expect(NextRule.sceneApplication.rawValue == "windowScene.application")
        #expect(NextRule.applicationDelegate.rawValue == "application.delegate")
    }

    @Test func deleteButtonChainVisitsTheDescribedResponders() {
        var fixture = InboxFixture()
        fixture.finalize(synthesizeWrappers: true)
        let chain = fixture.app.chain(from: fixture.deleteButton, profile: .runtime)
        #expect(
            fixture.app.ids(chain.responders) == [
                "deleteButton", "cell.contentView", "cell", "tableView", "inboxView", "inbox",
                "inbox.UIDropShadowView", "inbox.UITransitionView", "window", "scene", "application", "AppDelegate",
            ])
        let synthesized = chain.responders.filter { fixture.app[$0].isSynthesized }
        #expect(
            fixture.app.ids(synthesized) == ["cell.contentView", "inbox.UIDropShadowView", "inbox.UITransitionView"])
        #expect(synthesized.allSatisfy { fixture.app[$0].isPrivateClass })
    }

    @Test func documentedProfileSendsPresentedControllerToPresenterAndWindowToApplication() {
        var fixture = InboxFixture()
        fixture.finalize(synthesizeWrappers: false)
        let chain = fixture.app.chain(from: fixture.deleteButton, profile: .documented)
        #expect(
            fixture.app.chainDescription(from: fixture.deleteButton, profile: .documented) == [
                "UIButton", "UITableViewCell", "UITableView", "UIView", "InboxViewController", "UIViewController",
                "UIWindow", "UIApplication", "AppDelegate",
            ])
        #expect(
            chain.links.map(\.rule) == [
                .superview, .superview, .superview, .owningViewController,
                .presentingViewController,  // presented InboxViewController → presenting controller
                .rootViewControllerWindow,  // the window's root view controller → the window
                .windowApplication,  // UIWindow → UIApplication directly, no scene
                .applicationDelegate, nil,
            ])
        #expect(chain.responders[5] == fixture.rootViewController)
    }

    @Test func documentedProfileIgnoresWrappersEvenWhenTheyExist() {
        var fixture = InboxFixture()
        fixture.finalize(synthesizeWrappers: true)
        #expect(
            fixture.app.next(of: fixture.inbox, profile: .documented)
                == .next(fixture.rootViewController, .presentingViewController))
        #expect(
            fixture.app.next(of: fixture.rootViewController, profile: .documented)
                == .next(fixture.window, .rootViewControllerWindow))
        #expect(
            fixture.app.next(of: fixture.window, profile: .documented)
                == .next(fixture.app.application, .windowApplication))
        #expect(fixture.app.next(of: fixture.window, profile: .runtime) == .next(fixture.scene, .windowScene))
    }

    @Test func layoutWithoutWrappersPutsPresentedViewDirectlyInWindow() {
        var fixture = InboxFixture()
        fixture.finalize(synthesizeWrappers: false)
        let app = fixture.app
        #expect(!app.responders.contains { $0.isSynthesized })
        #expect(app[fixture.inboxView].superview == fixture.window)
        #expect(app[fixture.deleteButton].superview == fixture.cell)
        #expect(app[fixture.window].subviews == [fixture.rootView, fixture.inboxView])
        expectChain(
            app, from: fixture.deleteButton, profile: .runtime,
            [
                "UIButton", "UITableViewCell", "UITableView", "UIView", "InboxViewController", "UIWindow",
                "UIWindowScene", "UIApplication", "AppDelegate",
            ])
    }

    @Test func layoutPlacesRootViewAtBackSizedToWindowAndSheetInWrappers() {
        var fixture = InboxFixture()
        fixture.finalize(synthesizeWrappers: true)
        let app = fixture.app
        let transition = app.require("inbox.UITransitionView")
        let shadow = app.require("inbox.UIDropShadowView")
        #expect(app[fixture.window].subviews == [fixture.rootView, transition])
        #expect(app[fixture.rootView].frame == Fixtures.screen)
        #expect(app[transition].frame == Fixtures.screen)
        #expect(app[shadow].frame == Rect(x: 0, y: 44, width: 390, height: 800))
        #expect(app[fixture.inboxView].frame.origin == .zero)
        #expect(app[fixture.inboxView].superview == shadow)
        #expect(app.isFinalized)
    }

    @Test func fullScreenPresentationHasTransitionViewButNoDropShadow() {
        var fixture = InboxFixture()
        fixture.app.present(fixture.inbox, from: fixture.rootViewController, style: .fullScreen)
        fixture.finalize(synthesizeWrappers: true)
        expectChain(
            fixture.app, from: fixture.inboxView, profile: .runtime,
            [
                "UIView", "InboxViewController", "UITransitionView", "UIWindow", "UIWindowScene", "UIApplication",
                "AppDelegate",
            ])
    }

    @Test func presentationFromAPresentedControllerStacksAnotherSheet() {
        var fixture = InboxFixture()
        let compose = Fixtures.addController(&fixture.app, id: "compose", className: "ComposeViewController")
        let composeView = fixture.app.addView(
            id: "composeView", frame: Rect(x: 0, y: 88, width: 390, height: 756), to: nil)
        fixture.app.setRootView(composeView, of: compose)
        fixture.app.present(compose, from: fixture.inbox)
        var documented = fixture.app
        documented.finalizeLayout(synthesizeWrappers: false)
        fixture.finalize(synthesizeWrappers: true)
        expectChain(
            fixture.app, from: composeView, profile: .runtime,
            [
                "UIView", "ComposeViewController", "UIDropShadowView", "UITransitionView", "UIWindow", "UIWindowScene",
                "UIApplication", "AppDelegate",
            ])
        expectChain(
            documented, from: composeView, profile: .documented,
            [
                "UIView", "ComposeViewController", "InboxViewController", "UIViewController", "UIWindow",
                "UIApplication", "AppDelegate",
            ])
        // The second sheet is frontmost in the window.
        #expect(fixture.app.id(fixture.app[fixture.window].subviews.last) == "compose.UITransitionView")
        #expect(fixture.app.hitTest(Point(x: 10, y: 100)).hitView == composeView)
    }

    @Test func collectionCellSubviewsMoveIntoAPrivateContentView() {
        var (app, _, window) = Fixtures.bareApp()
        let collection = app.addView(
            id: "grid", className: "UICollectionView", frame: Rect(x: 0, y: 0, width: 390, height: 400), to: window)
        let cell = app.addView(
            id: "item", className: "PhotoCell", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: collection)
        app[cell].uikitClass = App.resolve("PhotoCell", .view, superclass: "UICollectionViewCell")
        let image = app.addView(
            id: "photo", className: "UIImageView", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: cell)
        app.finalizeLayout(synthesizeWrappers: true)
        expectChain(
            app, from: image, profile: .runtime,
            [
                "UIImageView", "UICollectionViewCellContentView", "PhotoCell", "UICollectionView", "UIWindow",
                "UIWindowScene", "UIApplication",
            ])
    }

    @Test func dispatcherLaysOutWithWrappersOnlyInRuntimeProfile() {
        let runtime = InboxFixture().dispatcher(DispatchSettings(profile: .runtime))
        #expect(runtime.app.isFinalized)
        #expect(runtime.app.index(of: "inbox.UITransitionView") != nil)
        let documented = InboxFixture().dispatcher(DispatchSettings(profile: .documented))
        #expect(documented.app.isFinalized)
        #expect(!documented.app.responders.contains { $0.isSynthesized })
    }

    @Test func movingAViewToAnotherParentChangesItsChain() {
        var (app, scene, window) = Fixtures.bareApp()
        _ = Fixtures.addDelegates(&app, scene: scene)
        let left = app.addView(id: "left", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let right = app.addView(
            id: "right", className: "UIStackView", frame: Rect(x: 100, y: 0, width: 100, height: 100), to: window)
        let label = app.addView(id: "label", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: left)
        #expect(
            app.ids(app.chain(from: label, profile: .runtime).responders.prefix(2).map { $0 }) == ["label", "left"])
        app[left].subviews.removeAll()
        app.addSubview(label, to: right)
        #expect(
            app.chainDescription(from: label, profile: .runtime).prefix(3) == ["UIView", "UIStackView", "UIWindow"])
    }
}
