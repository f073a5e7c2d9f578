import Testing

@testable import ResponderCore

/// One hit-test scenario: a hierarchy built on a bare 390×844 window, a screen point, and what should be hit.
struct HitTestCase: Sendable, CustomTestStringConvertible {
    let name: String
    let point: Point
    /// The id of the view `hitTest` should return (`window` for the window itself), nil for no view at all.
    let expected: String?
    /// Trace outcomes expected for some views, by id.
    let outcomes: [String: HitTestOutcome]
    /// Views that hit-testing must never consider.
    let neverAsked: [String]
    let build: @Sendable (_ app: inout App, _ scene: Int, _ window: Int) -> Void

    init(
        _ name: String, at point: Point, hits expected: String?, outcomes: [String: HitTestOutcome] = [:],
        neverAsked: [String] = [], build: @escaping @Sendable (_ app: inout App, _ scene: Int, _ window: Int) -> Void
    ) {
        self.name = name
        self.point = point
        self.expected = expected
        self.outcomes = outcomes
        self.neverAsked = neverAsked
        self.build = build
    }

    var testDescription: String { name }

    static func square(_ x: Double, _ y: Double, _ side: Double) -> Rect {
        Rect(x: x, y: y, width: side, height: side)
    }

    static let all: [HitTestCase] = flags + geometry + overrides + windows

    static let flags: [HitTestCase] = [
        HitTestCase(
            "hidden view is skipped", at: Point(x: 10, y: 10), hits: "window",
            outcomes: ["v": .hidden, "window": .hit], neverAsked: ["child"]
        ) { app, _, window in
            let v = app.addView(id: "v", frame: square(0, 0, 100), to: window)
            app.addView(id: "child", frame: square(0, 0, 50), to: v)
            app[v].isHidden = true
        },
        HitTestCase(
            "view with user interaction disabled is skipped with its subviews", at: Point(x: 10, y: 10),
            hits: "window", outcomes: ["v": .userInteractionDisabled], neverAsked: ["child"]
        ) { app, _, window in
            let v = app.addView(id: "v", frame: square(0, 0, 100), to: window)
            app.addView(id: "child", className: "UIButton", frame: square(0, 0, 50), to: v)
            app[v].isUserInteractionEnabled = false
        },
        HitTestCase(
            "alpha 0.009 is skipped", at: Point(x: 10, y: 10), hits: "window",
            outcomes: ["v": .transparent]
        ) { app, _, window in
            let v = app.addView(id: "v", frame: square(0, 0, 100), to: window)
            app[v].alpha = 0.009
        },
        HitTestCase("alpha 0.01 is hittable", at: Point(x: 10, y: 10), hits: "v", outcomes: ["v": .hit]) {
            app, _, window in
            let v = app.addView(id: "v", frame: square(0, 0, 100), to: window)
            app[v].alpha = 0.01
        },
        HitTestCase(
            "alpha 0 hides the subviews too", at: Point(x: 10, y: 10), hits: "window",
            neverAsked: ["child"]
        ) { app, _, window in
            let v = app.addView(id: "v", frame: square(0, 0, 100), to: window)
            app.addView(id: "child", frame: square(0, 0, 50), to: v)
            app[v].alpha = 0
        },
        HitTestCase(
            "UIImageView's default interaction off hides its button", at: Point(x: 20, y: 20), hits: "window",
            outcomes: ["image": .userInteractionDisabled], neverAsked: ["button"]
        ) { app, _, window in
            let image = app.addView(id: "image", className: "UIImageView", frame: square(0, 0, 200), to: window)
            app.addView(id: "button", className: "UIButton", frame: square(10, 10, 50), to: image)
        },
        HitTestCase(
            "UILabel's default interaction off hides its subview", at: Point(x: 20, y: 20), hits: "window",
            outcomes: ["label": .userInteractionDisabled], neverAsked: ["badge"]
        ) { app, _, window in
            let label = app.addView(id: "label", className: "UILabel", frame: square(0, 0, 200), to: window)
            app.addView(id: "badge", frame: square(10, 10, 50), to: label)
        },
        HitTestCase(
            "UIImageView with interaction turned on lets its button be hit", at: Point(x: 20, y: 20),
            hits: "button", outcomes: ["image": .containsHit, "button": .hit]
        ) { app, _, window in
            let image = app.addView(id: "image", className: "UIImageView", frame: square(0, 0, 200), to: window)
            app.addView(id: "button", className: "UIButton", frame: square(10, 10, 50), to: image)
            app[image].isUserInteractionEnabled = true
        },
    ]

    static let geometry: [HitTestCase] = [
        HitTestCase("half-open bounds contain (99.9, 99.9)", at: Point(x: 99.9, y: 99.9), hits: "v") { app, _, window in
            app.addView(id: "v", frame: square(0, 0, 100), to: window)
        },
        HitTestCase(
            "half-open bounds exclude (100, 100)", at: Point(x: 100, y: 100), hits: "window",
            outcomes: ["v": .pointOutside]
        ) { app, _, window in
            app.addView(id: "v", frame: square(0, 0, 100), to: window)
        },
        HitTestCase("half-open bounds contain the origin", at: Point(x: 0, y: 0), hits: "v") { app, _, window in
            app.addView(id: "v", frame: square(0, 0, 100), to: window)
        },
        HitTestCase(
            "frontmost (last added) subview wins where siblings overlap", at: Point(x: 75, y: 75),
            hits: "front", outcomes: ["front": .hit], neverAsked: ["back"]
        ) { app, _, window in
            app.addView(id: "back", frame: square(0, 0, 100), to: window)
            app.addView(id: "front", frame: square(50, 50, 100), to: window)
        },
        HitTestCase(
            "back sibling is hit where the front one does not reach", at: Point(x: 25, y: 25), hits: "back",
            outcomes: ["front": .pointOutside, "back": .hit]
        ) { app, _, window in
            app.addView(id: "back", frame: square(0, 0, 100), to: window)
            app.addView(id: "front", frame: square(50, 50, 100), to: window)
        },
        HitTestCase(
            "child drawn outside its parent's bounds is unreachable", at: Point(x: 130, y: 10), hits: "window",
            outcomes: ["parent": .pointOutside], neverAsked: ["child"]
        ) { app, _, window in
            let parent = app.addView(id: "parent", frame: square(0, 0, 100), to: window)
            app.addView(id: "child", className: "UIButton", frame: square(120, 0, 50), to: parent)
            #expect(!app[parent].clipsToBounds)
        },
        HitTestCase(
            "bounds origin (scroll offset) shifts the content", at: Point(x: 10, y: 10), hits: "row",
            outcomes: ["scroll": .containsHit]
        ) { app, _, window in
            let scroll = app.addView(id: "scroll", className: "UIScrollView", frame: square(0, 0, 100), to: window)
            app.addView(id: "row", frame: Rect(x: 0, y: 200, width: 100, height: 50), to: scroll)
            app[scroll].boundsOrigin = Point(x: 0, y: 200)
        },
        HitTestCase(
            "content scrolled out of view is not hit", at: Point(x: 10, y: 10), hits: "scroll",
            outcomes: ["row": .pointOutside]
        ) { app, _, window in
            let scroll = app.addView(id: "scroll", className: "UIScrollView", frame: square(0, 0, 100), to: window)
            app.addView(id: "row", frame: Rect(x: 0, y: 0, width: 100, height: 50), to: scroll)
            app[scroll].boundsOrigin = Point(x: 0, y: 200)
        },
        HitTestCase("view scaled 2x about its centre is hit outside its frame", at: Point(x: 80, y: 80), hits: "v") {
            app, _, window in
            let v = app.addView(id: "v", frame: square(100, 100, 50), to: window)
            app[v].transform = AffineTransform(scaleX: 2, scaleY: 2, rotation: 0, translationX: 0, translationY: 0)
        },
        HitTestCase(
            "view scaled 2x about its centre ends 25pt outside its frame", at: Point(x: 70, y: 70),
            hits: "window", outcomes: ["v": .pointOutside]
        ) { app, _, window in
            let v = app.addView(id: "v", frame: square(100, 100, 50), to: window)
            app[v].transform = AffineTransform(scaleX: 2, scaleY: 2, rotation: 0, translationX: 0, translationY: 0)
        },
        HitTestCase("view scaled 0.5 misses its frame's corner", at: Point(x: 110, y: 110), hits: "window") {
            app, _, window in
            let v = app.addView(id: "v", frame: square(100, 100, 100), to: window)
            app[v].transform = AffineTransform(scaleX: 0.5, scaleY: 0.5, rotation: 0, translationX: 0, translationY: 0)
        },
        HitTestCase("view rotated 90° is hit where it now stands", at: Point(x: 150, y: 70), hits: "bar") {
            app, _, window in
            let bar = app.addView(id: "bar", frame: Rect(x: 100, y: 100, width: 100, height: 20), to: window)
            app[bar].transform = AffineTransform(
                scaleX: 1, scaleY: 1, rotation: Double.pi / 2, translationX: 0, translationY: 0)
        },
        HitTestCase(
            "view rotated 90° is missed in its untransformed frame", at: Point(x: 110, y: 110), hits: "window",
            outcomes: ["bar": .pointOutside]
        ) { app, _, window in
            let bar = app.addView(id: "bar", frame: Rect(x: 100, y: 100, width: 100, height: 20), to: window)
            app[bar].transform = AffineTransform(
                scaleX: 1, scaleY: 1, rotation: Double.pi / 2, translationX: 0, translationY: 0)
        },
        HitTestCase("translated view is hit where it moved to", at: Point(x: 210, y: 10), hits: "v") { app, _, window in
            let v = app.addView(id: "v", frame: square(0, 0, 50), to: window)
            app[v].transform = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 200, ty: 0)
        },
        HitTestCase("translated view is missed where it was", at: Point(x: 10, y: 10), hits: "window") {
            app, _, window in
            let v = app.addView(id: "v", frame: square(0, 0, 50), to: window)
            app[v].transform = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 200, ty: 0)
        },
        HitTestCase(
            "singular (zero-scale) transform is never hit", at: Point(x: 125, y: 125), hits: "window",
            outcomes: ["v": .singularTransform], neverAsked: ["child"]
        ) { app, _, window in
            let v = app.addView(id: "v", frame: square(100, 100, 50), to: window)
            app.addView(id: "child", frame: square(0, 0, 50), to: v)
            app[v].transform = AffineTransform(scaleX: 0, scaleY: 0, rotation: 0, translationX: 0, translationY: 0)
        },
    ]

    static let overrides: [HitTestCase] = [
        HitTestCase(
            "CloseButton (44×44 minimum) is hit 8pt outside its 24×24 frame", at: Point(x: 92, y: 112),
            hits: "close", outcomes: ["close": .hit]
        ) { app, _, window in
            let close = app.addView(id: "close", className: "CloseButton", frame: square(100, 100, 24), to: window)
            app[close].pointInside = .minimumSize(Size(width: 44, height: 44))
        },
        HitTestCase(
            "CloseButton is missed 11pt outside its frame", at: Point(x: 89, y: 112), hits: "window",
            outcomes: ["close": .pointOutside]
        ) { app, _, window in
            let close = app.addView(id: "close", className: "CloseButton", frame: square(100, 100, 24), to: window)
            app[close].pointInside = .minimumSize(Size(width: 44, height: 44))
        },
        HitTestCase("minimum size never shrinks a large button", at: Point(x: 158, y: 158), hits: "close") {
            app, _, window in
            let close = app.addView(id: "close", className: "CloseButton", frame: square(100, 100, 60), to: window)
            app[close].pointInside = .minimumSize(Size(width: 44, height: 44))
        },
        HitTestCase("negative insets enlarge the tappable area", at: Point(x: 95, y: 95), hits: "v") { app, _, window in
            let v = app.addView(id: "v", frame: square(100, 100, 20), to: window)
            app[v].pointInside = .insets(top: -10, left: -10, bottom: -10, right: -10)
        },
        HitTestCase(
            "positive insets shrink the tappable area", at: Point(x: 102, y: 102), hits: "window",
            outcomes: ["v": .pointOutside]
        ) { app, _, window in
            let v = app.addView(id: "v", frame: square(100, 100, 20), to: window)
            app[v].pointInside = .insets(top: 5, left: 5, bottom: 5, right: 5)
        },
        HitTestCase(
            "point(inside:) returning false intercepts the subtree", at: Point(x: 10, y: 10), hits: "window",
            outcomes: ["v": .pointOutside], neverAsked: ["child"]
        ) { app, _, window in
            let v = app.addView(id: "v", frame: square(0, 0, 100), to: window)
            app.addView(id: "child", frame: square(0, 0, 50), to: v)
            app[v].pointInside = .never
        },
        HitTestCase(
            "hitTest returning nil intercepts the whole subtree (seed 002)", at: Point(x: 20, y: 20),
            hits: "window", outcomes: ["container": .hitTestReturnsNil], neverAsked: ["button"]
        ) {
            app, _, window in
            let container = app.addView(id: "container", frame: square(0, 0, 200), to: window)
            app.addView(id: "button", className: "UIButton", frame: square(10, 10, 50), to: container)
            app[container].hitTest = .returnsNil
        },
        HitTestCase(
            "pass-through overlay lets the touch reach the view behind", at: Point(x: 50, y: 50),
            hits: "behind", outcomes: ["overlay": .passedThrough, "chip": .pointOutside, "behind": .hit]
        ) {
            app, _, window in
            app.addView(id: "behind", className: "UIButton", frame: square(0, 0, 100), to: window)
            let overlay = app.addView(id: "overlay", frame: Fixtures.screen, to: window)
            app.addView(id: "chip", frame: square(200, 200, 50), to: overlay)
            app[overlay].hitTest = .passThrough
        },
        HitTestCase(
            "pass-through overlay's subviews are still hit", at: Point(x: 210, y: 210), hits: "chip",
            outcomes: ["overlay": .containsHit, "chip": .hit]
        ) { app, _, window in
            app.addView(id: "behind", className: "UIButton", frame: square(0, 0, 100), to: window)
            let overlay = app.addView(id: "overlay", frame: Fixtures.screen, to: window)
            app.addView(id: "chip", frame: square(200, 200, 50), to: overlay)
            app[overlay].hitTest = .passThrough
        },
        HitTestCase(
            "hitTest returning self takes its subviews' touches", at: Point(x: 20, y: 20), hits: "container",
            outcomes: ["container": .interceptedBySelf], neverAsked: ["child"]
        ) { app, _, window in
            let container = app.addView(id: "container", frame: square(0, 0, 200), to: window)
            app.addView(id: "child", className: "UIButton", frame: square(10, 10, 50), to: container)
            app[container].hitTest = .returnsSelf
        },
        HitTestCase(
            "hitTest returning subviews[0] redirects the touch (seed 002)", at: Point(x: 120, y: 120),
            hits: "first", outcomes: ["container": .redirected], neverAsked: ["first", "second"]
        ) {
            app, _, window in
            let container = app.addView(id: "container", frame: square(0, 0, 200), to: window)
            let first = app.addView(id: "first", frame: square(0, 0, 50), to: container)
            app.addView(id: "second", frame: square(100, 100, 50), to: container)
            app[container].hitTest = .redirect(to: first)
        },
    ]

    static let windows: [HitTestCase] = [
        HitTestCase("higher windowLevel is asked first", at: Point(x: 10, y: 10), hits: "alertView") {
            app, scene, window in
            app.addView(id: "main", frame: Fixtures.screen, to: window)
            let alert = app.addWindow(id: "alertWindow", frame: Fixtures.screen, to: scene)
            app[alert].windowLevel = 2000
            app.addView(id: "alertView", frame: square(0, 0, 100), to: alert)
        },
        HitTestCase(
            "level beats description order", at: Point(x: 10, y: 10), hits: "main",
            neverAsked: ["lowView"]
        ) { app, scene, window in
            app.addView(id: "main", frame: Fixtures.screen, to: window)
            let low = app.addWindow(id: "lowWindow", frame: Fixtures.screen, to: scene)
            app[low].windowLevel = -1
            app.addView(id: "lowView", frame: square(0, 0, 100), to: low)
        },
        HitTestCase("same level: the later window is in front", at: Point(x: 10, y: 10), hits: "laterView") {
            app, scene, window in
            app.addView(id: "main", frame: Fixtures.screen, to: window)
            let later = app.addWindow(id: "laterWindow", frame: Fixtures.screen, to: scene)
            app.addView(id: "laterView", frame: square(0, 0, 100), to: later)
        },
        HitTestCase(
            "a front window returning nil lets the touch through to the window behind",
            at: Point(x: 300, y: 300), hits: "main", outcomes: ["overlayWindow": .passedThrough]
        ) {
            app, scene, window in
            app.addView(id: "main", frame: Fixtures.screen, to: window)
            let overlay = app.addWindow(id: "overlayWindow", frame: Fixtures.screen, to: scene)
            app[overlay].windowLevel = 1
            app[overlay].hitTest = .passThrough
            app.addView(id: "toast", frame: square(0, 0, 100), to: overlay)
        },
        HitTestCase(
            "a hidden front window is skipped", at: Point(x: 10, y: 10), hits: "main",
            outcomes: ["overlayWindow": .hidden]
        ) { app, scene, window in
            app.addView(id: "main", frame: Fixtures.screen, to: window)
            let overlay = app.addWindow(id: "overlayWindow", frame: Fixtures.screen, to: scene)
            app[overlay].windowLevel = 1
            app[overlay].isHidden = true
        },
        HitTestCase(
            "a point outside every window hits nothing", at: Point(x: 500, y: 10), hits: nil,
            outcomes: ["window": .pointOutside]
        ) { _, _, _ in },
    ]
}

@Suite struct HitTestingTests {
    @Test(arguments: HitTestCase.all)
    func hitTestReturnsTheExpectedView(_ testCase: HitTestCase) {
        var (app, scene, window) = Fixtures.bareApp()
        testCase.build(&app, scene, window)
        let trace = app.hitTest(testCase.point)
        #expect(app.id(trace.hitView) == testCase.expected)
        for (id, outcome) in testCase.outcomes {
            let step = trace.steps.first { app[$0.view].id == id }
            #expect(step?.outcome == outcome, "outcome of \(id)")
        }
        for id in testCase.neverAsked {
            #expect(!trace.steps.contains { app[$0.view].id == id }, "\(id) should never be asked")
        }
        if trace.hitView == nil { #expect(trace.window == nil) }
    }

    @Test func hitTestAsksSubviewsFrontToBack() {
        var (app, _, window) = Fixtures.bareApp()
        app.addView(id: "a", frame: HitTestCase.square(0, 0, 10), to: window)
        app.addView(id: "b", frame: HitTestCase.square(20, 0, 10), to: window)
        app.addView(id: "c", frame: HitTestCase.square(40, 0, 10), to: window)
        let trace = app.hitTest(Point(x: 5, y: 5))
        #expect(app.ids(trace.steps.map(\.view)) == ["window", "c", "b", "a"])
        #expect(trace.steps.map(\.outcome) == [.containsHit, .pointOutside, .pointOutside, .hit])
        #expect(trace.steps.map(\.depth) == [0, 1, 1, 1])
    }

    @Test func traceRecordsPointsInEachViewsOwnSpace() {
        var (app, _, window) = Fixtures.bareApp()
        let outer = app.addView(id: "outer", frame: Rect(x: 50, y: 100, width: 200, height: 200), to: window)
        let inner = app.addView(id: "inner", frame: Rect(x: 10, y: 20, width: 50, height: 50), to: outer)
        let trace = app.hitTest(Point(x: 70, y: 130))
        #expect(trace.hitView == inner)
        #expect(trace.window == window)
        #expect(trace.steps.map(\.point) == [Point(x: 70, y: 130), Point(x: 20, y: 30), Point(x: 10, y: 10)])
        #expect(trace.point == Point(x: 70, y: 130))
    }

    @Test func deleteButtonIsHitThroughTheRuntimeWrappers() {
        var fixture = InboxFixture()
        fixture.finalize(synthesizeWrappers: true)
        let app = fixture.app
        let trace = app.hitTest(InboxFixture.deleteButtonPoint)
        #expect(trace.hitView == fixture.deleteButton)
        let lineage = trace.steps.filter { $0.outcome == .containsHit || $0.outcome == .hit }
        #expect(
            app.ids(lineage.map(\.view)) == [
                "window", "inbox.UITransitionView", "inbox.UIDropShadowView", "inboxView", "tableView", "cell",
                "cell.contentView", "deleteButton",
            ])
        #expect(lineage.last?.point == Point(x: 40, y: 20))
        // The root controller's view, behind the sheet, is never asked.
        #expect(!trace.steps.contains { $0.view == fixture.rootView })
    }

    @Test func childReturningNilMakesItsParentTheHit() {
        var (app, _, window) = Fixtures.bareApp()
        let parent = app.addView(id: "parent", frame: HitTestCase.square(0, 0, 200), to: window)
        let child = app.addView(id: "child", frame: HitTestCase.square(0, 0, 100), to: parent)
        app[child].hitTest = .returnsNil
        let trace = app.hitTest(Point(x: 10, y: 10))
        #expect(trace.hitView == parent)
        #expect(trace.steps.map(\.outcome) == [.containsHit, .hit, .hitTestReturnsNil])
        #expect(app.ids(trace.steps.map(\.view)) == ["window", "parent", "child"])
    }

    @Test func redirectRecordsTheTargetInTheTrace() {
        var (app, _, window) = Fixtures.bareApp()
        let container = app.addView(id: "container", frame: HitTestCase.square(0, 0, 200), to: window)
        let first = app.addView(id: "first", frame: HitTestCase.square(0, 0, 50), to: container)
        app[container].hitTest = .redirect(to: first)
        let trace = app.hitTest(Point(x: 150, y: 150))
        let step = trace.steps.first { $0.view == container }
        #expect(step?.redirectedTo == first)
        #expect(trace.hitView == first)
    }

    @Test func hitTestCanBeRestrictedToOneWindow() {
        var (app, scene, window) = Fixtures.bareApp()
        let main = app.addView(id: "main", frame: Fixtures.screen, to: window)
        let alert = app.addWindow(id: "alert", frame: Fixtures.screen, to: scene)
        app[alert].windowLevel = 1
        #expect(app.hitTest(Point(x: 5, y: 5)).hitView == alert)
        #expect(app.hitTest(Point(x: 5, y: 5), onlyWindow: window).hitView == main)
    }

    @Test func detachedViewsAreTreatedAsHidden() {
        var (app, _, window) = Fixtures.bareApp()
        let v = app.addView(id: "v", frame: HitTestCase.square(0, 0, 100), to: window)
        let trace = app.hitTest(Point(x: 5, y: 5), detached: [v])
        #expect(trace.hitView == window)
        #expect(trace.steps.first { $0.view == v }?.outcome == .hidden)
    }

    @Test func windowsFrontToBackOrdersByLevelThenLaterFirst() {
        var (app, scene, window) = Fixtures.bareApp()
        let second = app.addWindow(id: "second", frame: Fixtures.screen, to: scene)
        let alert = app.addWindow(id: "alert", frame: Fixtures.screen, to: scene)
        let low = app.addWindow(id: "low", frame: Fixtures.screen, to: scene)
        app[alert].windowLevel = 2000
        app[low].windowLevel = -5
        #expect(app.windowsFrontToBack == [alert, second, window, low])
    }

    @Test(arguments: [
        (Point(x: 0, y: 0), true), (Point(x: 99.9, y: 99.9), true), (Point(x: 100, y: 50), false),
        (Point(x: 50, y: 100), false), (Point(x: -0.1, y: 0), false),
    ])
    func rectContainsIsHalfOpen(point: Point, inside: Bool) {
        #expect(Rect(x: 0, y: 0, width: 100, height: 100).contains(point) == inside)
    }

    @Test func affineTransformInverseRoundTrips() throws {
        let transform = AffineTransform(scaleX: 2, scaleY: 3, rotation: 0.3, translationX: 7, translationY: -4)
        let inverse = try #require(transform.inverted())
        let point = Point(x: 12.5, y: -3)
        let back = inverse.apply(to: transform.apply(to: point))
        #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
        #expect(AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1).inverted() == nil)
        let quarter = AffineTransform(scaleX: 1, scaleY: 1, rotation: Double.pi / 2, translationX: 0, translationY: 0)
        #expect(quarter == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    }
}
