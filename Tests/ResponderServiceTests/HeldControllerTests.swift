import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// Controllers described on their root views (`viewController`): the tree stays as described, and each controller
/// comes between its view and that view's superview, its parent found from the tree.
@Suite struct HeldControllerTests {
    static let app = #"""
        {"scenes": [{"windows": [{"id": "window", "subviews": [
          {"id": "container", "class": "UILayoutContainerView", "viewController": {"id": "nav", "class": "UINavigationController"},
           "subviews": [{"id": "wrapper", "class": "UIViewControllerWrapperView", "subviews": [
             {"id": "listView", "viewController": {"id": "list", "class": "MyApp.ListViewController"},
              "subviews": [{"id": "add", "class": "UIButton", "frame": {"x": 10, "y": 100, "width": 80, "height": 44}}]}]}]},
          {"id": "sheetView", "frame": {"x": 0, "y": 400, "width": 390, "height": 444},
           "viewController": {"id": "sheet", "presentedBy": "nav"}}]}]}]}
        """#

    @Test func aHeldControllerSitsBetweenItsViewAndTheViewsSuperview() throws {
        let body = Array(#"{"app": \#(Self.app), "from": "add"}"#.utf8)
        let chain = try ResponderService.chain(body: body)
        #expect(
            chain.chainDescription == [
                "UIButton", "UIView", "MyApp.ListViewController", "UIViewControllerWrapperView",
                "UILayoutContainerView", "UINavigationController", "UIWindow", "UIWindowScene", "UIApplication",
                "AppDelegate",
            ])
    }

    /// A child controller in a container view: its root view, given no frame, fills the container (UIKit's
    /// `addChild(_:)` pattern sets the child's view to the container's bounds), not the window, and so do the child's
    /// views that fill it in turn.
    @Test func aChildsRootViewFillsItsContainer() throws {
        let app = #"""
            {"scenes": [{"windows": [{"rootViewController": {"id": "parent", "view": {"id": "parentView", "subviews": [
              {"id": "slot", "frame": {"x": 20, "y": 100, "width": 200, "height": 120}}]},
              "children": [{"id": "child", "container": "slot", "view": {"id": "childView", "subviews": [
                {"id": "fill"}]}}]}}]}]}
            """#
        let request = try WireFormat.decode(
            DispatchRequest.self, from: Array(#"{"app": \#(app), "event": {"type": "motion"}}"#.utf8),
            limits: Limits())
        let (mapped, _, _) = try RequestMapping.prepare(request, limits: Limits())
        let childView = try #require(mapped.index(of: "childView"))
        let fill = try #require(mapped.index(of: "fill"))
        #expect(mapped[childView].superview == mapped.index(of: "slot"))
        #expect(mapped[childView].frame == Rect(x: 0, y: 0, width: 200, height: 120))
        #expect(mapped[fill].frame.size == Size(width: 200, height: 120))
    }

    @Test func parentsComeFromTheTreeAndPresentationsFromPresentedBy() throws {
        let request = try WireFormat.decode(
            DispatchRequest.self, from: Array(#"{"app": \#(Self.app), "event": {"type": "motion"}}"#.utf8),
            limits: Limits())
        let (app, _, _) = try RequestMapping.prepare(request, limits: Limits())
        let nav = try #require(app.index(of: "nav"))
        let list = try #require(app.index(of: "list"))
        let sheet = try #require(app.index(of: "sheet"))
        let window = try #require(app.index(of: "window"))
        #expect(app[window].rootViewController == nav)
        #expect(app[list].parent == nav)
        #expect(app[nav].presentedViewController == sheet)
        // Nothing moved: the views stay where the tree puts them.
        #expect(app[try #require(app.index(of: "listView"))].superview == app.index(of: "wrapper"))
        #expect(app[try #require(app.index(of: "sheetView"))].superview == window)
    }

    @Test(arguments: [
        (
            #"{"scenes": [{"windows": [{"viewController": {"id": "c"}}]}]}"#,
            "/app/scenes/0/windows/0/viewController",
            "a window is no controller's root view; give the window a rootViewController"
        ),
        (
            #"{"scenes": [{"windows": [{"rootViewController": {"id": "c", "view": {"viewController": {"id": "d"}}}}]}]}"#,
            "/app/scenes/0/windows/0/rootViewController/view/viewController",
            "this view is already the root view of 'c', the controller it is described in; leave out viewController"
        ),
        (
            #"{"scenes": [{"windows": [{"subviews": [{"id": "v", "viewController": {"id": "c", "presentedBy": "v"}}]}]}]}"#,
            "/app/scenes/0/windows/0/subviews/0/viewController/presentedBy",
            "'v' is not another view controller; only a controller presents one"
        ),
        (
            #"{"scenes": [{"windows": [{"subviews": [{"viewController": {"id": "a"}}, {"viewController": {"id": "b", "presentedBy": "a"}}, {"viewController": {"id": "c", "presentedBy": "a"}}]}]}]}"#,
            "/app/scenes/0/windows/0/subviews/2/viewController/presentedBy",
            "'a' already presents 'b'; a controller presents one at a time"
        ),
        (
            #"{"scenes": [{"windows": [{"subviews": [{"viewController": {"id": "a", "presentedBy": "b"}}, {"viewController": {"id": "b", "presentedBy": "a"}}]}]}]}"#,
            "/app/scenes/0/windows/0/subviews/1/viewController/presentedBy",
            "'a' is presented, directly or not, by this controller: a loop"
        ),
    ])
    func badHeldControllersAreRefusedWhereTheyStand(_ app: String, _ pointer: String, _ message: String) {
        do {
            _ = try ResponderService.dispatch(body: Array(#"{"app": \#(app), "event": {"type": "motion"}}"#.utf8))
            Issue.record("no problem")
        } catch {
            #expect(error.problems.first?.pointer == pointer)
            #expect(error.problems.first?.message == message)
        }
    }
}
