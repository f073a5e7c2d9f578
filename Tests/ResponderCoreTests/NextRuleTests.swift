import Testing

@testable import ResponderCore

/// `next` rules at the ends of the chain: delegates, scenes, custom objects and overridden `next`.
@Suite struct NextRuleTests {
    @Test func appDelegateThatIsNotAResponderEndsChainAtApplication() {
        var fixture = InboxFixture()
        fixture.app[fixture.appDelegate].isResponder = false
        fixture.finalize(synthesizeWrappers: true)
        let chain = fixture.app.chain(from: fixture.deleteButton, profile: .runtime)
        #expect(fixture.app.id(chain.responders.last) == "application")
        #expect(chain.end == .delegateNotResponder)
        #expect(!chain.responders.contains(fixture.appDelegate))
    }

    @Test func appDelegateThatIsAViewControllerIsNotReturned() {
        var (app, scene, window) = Fixtures.bareApp()
        _ = scene
        let delegate = Fixtures.addController(&app, id: "delegateController", className: "DelegateViewController")
        app.setDelegate(delegate, of: app.application)
        #expect(app.next(of: app.application, profile: .runtime) == .end(.delegateIsViewOrController))
        let chain = app.chain(from: window, profile: .runtime)
        #expect(app.ids(chain.responders) == ["window", "scene", "application"])
        #expect(chain.end == .delegateIsViewOrController)
    }

    @Test(arguments: [ResponderKind.view, .window, .application])
    func appDelegateThatIsAViewOrTheAppIsNotReturned(kind: ResponderKind) {
        var app = App()
        let delegate = app.add(Fixtures.responder("delegate", "Delegate", kind: kind))
        app.setDelegate(delegate, of: app.application)
        #expect(app.next(of: app.application, profile: .runtime) == .end(.delegateIsViewOrController))
    }

    @Test func applicationWithoutDelegateEndsChain() {
        let (app, _, window) = Fixtures.bareApp()
        let chain = app.chain(from: window, profile: .runtime)
        #expect(app.ids(chain.responders) == ["window", "scene", "application"])
        #expect(chain.end == .applicationWithoutDelegate)
    }

    @Test func sceneDelegateIsNeverInTheChain() {
        var fixture = InboxFixture()
        fixture.finalize(synthesizeWrappers: true)
        let app = fixture.app
        for start in app.responders.indices where start != fixture.sceneDelegate {
            #expect(!app.chain(from: start, profile: .runtime).responders.contains(fixture.sceneDelegate))
            #expect(!app.chain(from: start, profile: .documented).responders.contains(fixture.sceneDelegate))
        }
        #expect(app.next(of: fixture.scene, profile: .runtime) == .next(app.application, .sceneApplication))
        #expect(app.next(of: fixture.sceneDelegate, profile: .runtime) == .end(.sceneDelegate))
    }

    @Test func windowSceneSubclassOverridingNextSplicesInSceneDelegate() {
        var fixture = InboxFixture()
        fixture.app[fixture.scene].className = "CommandWindowScene"
        fixture.app[fixture.scene].nextOverride = fixture.sceneDelegate
        fixture.finalize(synthesizeWrappers: true)
        let chain = fixture.app.chain(from: fixture.deleteButton, profile: .runtime)
        #expect(
            Array(fixture.app.chainDescription(from: fixture.deleteButton, profile: .runtime).suffix(3))
                == ["UIWindow", "CommandWindowScene", "SceneDelegate"])
        #expect(chain.links[chain.links.count - 2].rule == .overriddenNext)
        #expect(chain.end == .sceneDelegate)
    }

    @Test func splicedSceneDelegateCanLeadOnToTheApplication() {
        var fixture = InboxFixture()
        fixture.app[fixture.scene].nextOverride = fixture.sceneDelegate
        fixture.app[fixture.sceneDelegate].nextOverride = fixture.app.application
        fixture.finalize(synthesizeWrappers: true)
        #expect(
            Array(fixture.app.chainDescription(from: fixture.window, profile: .runtime))
                == ["UIWindow", "UIWindowScene", "SceneDelegate", "UIApplication", "AppDelegate"])
    }

    @Test func customObjectWithoutOverriddenNextEndsChain() {
        var app = App()
        let drawing = app.add(Fixtures.responder("drawing", "DrawingResponder", kind: .object))
        let chain = app.chain(from: drawing, profile: .runtime)
        #expect(chain.responders == [drawing])
        #expect(chain.end == .objectWithoutNext)
    }

    @Test func customObjectWithOverriddenNextJoinsTheChain() {
        var (app, scene, window) = Fixtures.bareApp()
        _ = Fixtures.addDelegates(&app, scene: scene)
        let canvas = app.addView(
            id: "canvas", className: "CanvasView", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        var drawingResponder = Fixtures.responder("drawing", "DrawingResponder", kind: .object)
        drawingResponder.nextOverride = canvas
        let drawing = app.add(drawingResponder)
        #expect(app.next(of: drawing, profile: .runtime) == .next(canvas, .overriddenNext))
        #expect(
            app.chainDescription(from: drawing, profile: .runtime)
                == ["DrawingResponder", "CanvasView", "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])

        // A view can splice the custom object in front of its own superview too.
        app[canvas].nextOverride = drawing
        app[drawing].nextOverride = window
        #expect(
            app.chainDescription(from: canvas, profile: .runtime)
                == ["CanvasView", "DrawingResponder", "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    @Test func overriddenNextLoopEndsWithLoopInsteadOfHanging() {
        var (app, _, window) = Fixtures.bareApp()
        let a = app.addView(id: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let b = app.addView(id: "b", frame: Rect(x: 0, y: 0, width: 50, height: 50), to: a)
        var object = Fixtures.responder("object", "LoopingResponder", kind: .object)
        object.nextOverride = b
        let looping = app.add(object)
        app[a].nextOverride = looping
        let chain = app.chain(from: b, profile: .runtime)
        #expect(app.ids(chain.responders) == ["b", "a", "object"])
        #expect(chain.end == .loop)
        #expect(chain.links.last?.loopsBackTo == b)
        #expect(chain.links.last?.rule == nil)
    }

    @Test func selfLoopEndsImmediately() {
        var app = App()
        let index = app.add(Fixtures.responder("me", "SelfishResponder", kind: .object))
        app[index].nextOverride = index
        let chain = app.chain(from: index, profile: .runtime)
        #expect(chain.responders == [index])
        #expect(chain.end == .loop)
        #expect(chain.links[0].loopsBackTo == index)
    }

    @Test func touchWalkThroughALoopStopsAndIsDiagnosed() {
        var (app, _, window) = Fixtures.bareApp()
        let view = app.addView(id: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        var object = Fixtures.responder("object", "LoopingResponder", kind: .object)
        object.nextOverride = view
        let looping = app.add(object)
        app[view].nextOverride = looping
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 10, y: 10)))
        #expect(result.outcome == .dropped)
        #expect(result.deliveries.first?.chainEnd == .loop)
        #expect(result.deliveries.first.map { app.ids($0.steps.map(\.responder)) } == ["view", "object"])
        expectDiagnostic(result, .nextLoop)
    }

    /// UIResponder.next documentation (a subclass overrides `next` to return any responder): a ring of overrides
    /// of any length stops the touch walk, and the chain, at the first responder they would visit twice, short rings
    /// and rings past their step-by-step search (``Dispatcher/shortWalk``) alike.
    @Test(arguments: [1, 2, Dispatcher.shortWalk - 1, Dispatcher.shortWalk, Dispatcher.shortWalk + 1, 100])
    func touchWalkThroughARingOfOverridesStopsAtTheRepeat(_ objects: Int) {
        var (app, _, window) = Fixtures.bareApp()
        let view = app.addView(id: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        var previous = view
        for number in 0..<objects {
            let object = app.add(Fixtures.responder("object\(number)", "LoopingResponder", kind: .object))
            app[previous].nextOverride = object
            previous = object
        }
        app[previous].nextOverride = view
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 10, y: 10)))
        #expect(result.outcome == .dropped)
        #expect(result.deliveries.first?.chainEnd == .loop)
        #expect(result.deliveries.first?.steps.count == objects + 1)
        #expect(result.deliveries.first?.steps.first?.responder == view)
        expectDiagnostic(result, .nextLoop)
        // The chain the answer shows ends at the same repeat.
        let chain = app.chain(from: view, profile: .runtime)
        #expect(chain.end == .loop)
        #expect(chain.links.count == objects + 1)
        #expect(chain.links.last?.loopsBackTo == view)
    }

    @Test func detachedViewAndOrphanControllerEndTheirChains() {
        var app = App()
        let view = app.addView(id: "loose", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: nil)
        let controller = Fixtures.addController(&app, id: "orphan")
        #expect(app.chain(from: view, profile: .runtime).end == .detachedView)
        #expect(app.chain(from: controller, profile: .runtime).end == .controllerNotInHierarchy)
        #expect(app.next(of: app.application, profile: .runtime) == .end(.applicationWithoutDelegate))
    }

    @Test func childControllerSitsBetweenItsViewAndTheContainer() {
        var (app, scene, window) = Fixtures.bareApp()
        _ = Fixtures.addDelegates(&app, scene: scene)
        let parent = Fixtures.addController(&app, id: "parent", className: "ContainerViewController")
        let parentView = app.addView(id: "parentView", frame: Rect(x: 0, y: 0, width: 0, height: 0), to: nil)
        app.setRootView(parentView, of: parent)
        app.setRootViewController(parent, of: window)
        let child = Fixtures.addController(&app, id: "child", className: "ChildViewController")
        let childView = app.addView(id: "childView", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: nil)
        app.setRootView(childView, of: child)
        app.addChild(child, to: parent)
        app.finalizeLayout(synthesizeWrappers: true)
        expectChain(
            app, from: childView, profile: .runtime,
            [
                "UIView", "ChildViewController", "UIView", "ContainerViewController", "UIWindow", "UIWindowScene",
                "UIApplication", "AppDelegate",
            ])
        #expect(app[parentView].subviews == [childView])
    }
}
