import Testing

@testable import ResponderCore

/// One geometry case: a view built on a bare 390×844 window, and its corners worked out by hand (not by the code
/// under test) in window coordinates, clockwise from its own top-left corner.
struct LayoutCase: Sendable, CustomTestStringConvertible {
    let name: String
    let corners: [(Double, Double)]
    let build: @Sendable (_ app: inout App, _ window: Int) -> Void

    var testDescription: String { name }

    static let all: [LayoutCase] = [
        LayoutCase(name: "plain frame", corners: [(10, 20), (110, 20), (110, 70), (10, 70)]) { app, window in
            app.addView(id: "v", frame: Rect(x: 10, y: 20, width: 100, height: 50), to: window)
        },
        LayoutCase(
            name: "a superview's bounds origin shifts its subviews", corners: [(15, 30), (35, 30), (35, 50), (15, 50)]
        ) { app, window in
            // A scroll view at (10, 20) scrolled down by 30: content at (5, 40) shows at (10+5, 20+40-30).
            let scroll = app.addView(
                id: "scroll", className: "UIScrollView", frame: Rect(x: 10, y: 20, width: 100, height: 100), to: window)
            app[scroll].boundsOrigin = Point(x: 0, y: 30)
            app.addView(id: "v", frame: Rect(x: 5, y: 40, width: 20, height: 20), to: scroll)
        },
        LayoutCase(
            name: "a view's own bounds origin does not move it", corners: [(10, 20), (110, 20), (110, 70), (10, 70)]
        ) { app, window in
            let view = app.addView(id: "v", frame: Rect(x: 10, y: 20, width: 100, height: 50), to: window)
            app[view].boundsOrigin = Point(x: 7, y: 9)
        },
        LayoutCase(name: "scale 2 about the centre", corners: [(0, 0), (40, 0), (40, 40), (0, 40)]) { app, window in
            let view = app.addView(id: "v", frame: Rect(x: 10, y: 10, width: 20, height: 20), to: window)
            app[view].transform = AffineTransform(
                scaleX: 2, scaleY: 2, rotation: 0, translationX: 0, translationY: 0)
        },
        LayoutCase(
            // Centre (50, 25); a quarter turn clockwise on screen takes (x, y) from the centre to (-y, x).
            name: "rotation by π/2 turns clockwise on screen", corners: [(75, -25), (75, 75), (25, 75), (25, -25)]
        ) { app, window in
            let view = app.addView(id: "v", frame: Rect(x: 0, y: 0, width: 100, height: 50), to: window)
            app[view].transform = AffineTransform(
                scaleX: 1, scaleY: 1, rotation: .pi / 2, translationX: 0, translationY: 0)
        },
        LayoutCase(
            // Scale first (half-width 20, half-height 10 become 40, 20), then rotate a quarter turn ((x, y) → (-y, x)),
            // then translate by (100, 0): centre (30, 20) + (100, 0) = (130, 20).
            name: "scale, then rotate, then translate",
            corners: [(150, -20), (150, 60), (110, 60), (110, -20)]
        ) { app, window in
            let view = app.addView(id: "v", frame: Rect(x: 10, y: 10, width: 40, height: 20), to: window)
            app[view].transform = AffineTransform(
                scaleX: 2, scaleY: 2, rotation: .pi / 2, translationX: 100, translationY: 0)
        },
        LayoutCase(
            // The parent (0, 0, 200×100) turns a quarter about (100, 50): its local (x, y) lands at
            // (100 - (y - 50), 50 + (x - 100)) = (150 - y, x - 50). The child's local corners (10, 10), (30, 10),
            // (30, 20), (10, 20) land at (140, -40), (140, -20), (130, -20), (130, -40).
            name: "nested: a child of a rotated parent", corners: [(140, -40), (140, -20), (130, -20), (130, -40)]
        ) { app, window in
            let parent = app.addView(id: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 100), to: window)
            app[parent].transform = AffineTransform(
                scaleX: 1, scaleY: 1, rotation: .pi / 2, translationX: 0, translationY: 0)
            app.addView(id: "v", frame: Rect(x: 10, y: 10, width: 20, height: 10), to: parent)
        },
        LayoutCase(
            // The parent (100, 100, 100×100) scales by 2 about (150, 150): local (x, y) → (100 + 2x, 100 + 2y)
            // minus (50, 50) = (50 + 2x, 50 + 2y). The child, translated by (10, 0) in the parent's space, has
            // local corners (20, 10)…(30, 20) → (90, 70), (110, 70), (110, 90), (90, 90).
            name: "nested: a translated child of a scaled parent", corners: [(90, 70), (110, 70), (110, 90), (90, 90)]
        ) { app, window in
            let parent = app.addView(id: "parent", frame: Rect(x: 100, y: 100, width: 100, height: 100), to: window)
            app[parent].transform = AffineTransform(
                scaleX: 2, scaleY: 2, rotation: 0, translationX: 0, translationY: 0)
            let child = app.addView(id: "v", frame: Rect(x: 10, y: 10, width: 10, height: 10), to: parent)
            app[child].transform = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0)
        },
    ]
}

@Suite struct ScreenLayoutTests {
    @Test(arguments: LayoutCase.all)
    func cornersMatchHandWorkedGeometry(_ testCase: LayoutCase) throws {
        var (app, _, window) = Fixtures.bareApp()
        testCase.build(&app, window)
        app.finalizeLayout(synthesizeWrappers: true)
        let layout = app.screenLayout()
        let view = try #require(layout.views.first { app[$0.view].id == "v" })
        let actual = view.corners.corners.map { (x: $0.x, y: $0.y) }
        for (got, want) in zip(actual, testCase.corners) {
            #expect(abs(got.x - want.0) < 1e-9 && abs(got.y - want.1) < 1e-9, "\(actual) != \(testCase.corners)")
        }
    }

    /// For points all over the window, a view's hit area (a parallelogram in window coordinates) contains the point
    /// exactly when `point(inside:)` accepts it after converting it down the hierarchy the way hit-testing does.
    @Test func hitAreasAgreeWithPointInsideEverywhere() {
        var (app, _, window) = Fixtures.bareApp()
        let scroll = app.addView(
            id: "scroll", className: "UIScrollView", frame: Rect(x: 20, y: 40, width: 300, height: 300), to: window)
        app[scroll].boundsOrigin = Point(x: 12, y: 25)
        app[scroll].transform = AffineTransform(
            scaleX: 1.5, scaleY: 0.75, rotation: 0.4, translationX: 13, translationY: -7)
        let card = app.addView(id: "card", frame: Rect(x: 30, y: 60, width: 120, height: 80), to: scroll)
        app[card].transform = AffineTransform(scaleX: 1, scaleY: 1, rotation: -1.1, translationX: 5, translationY: 9)
        let close = app.addView(
            id: "close", className: "UIButton", frame: Rect(x: 90, y: 5, width: 20, height: 20), to: card)
        app[close].pointInside = .minimumSize(Size(width: 44, height: 44))
        let inset = app.addView(id: "inset", frame: Rect(x: 10, y: 30, width: 60, height: 40), to: card)
        app[inset].pointInside = .insets(top: -10, left: 5, bottom: 3, right: -20)
        app.finalizeLayout(synthesizeWrappers: true)
        let layout = app.screenLayout()

        var checked = 0
        for placement in layout.views {
            guard let area = placement.hitArea else { continue }
            for x in stride(from: -20.0, through: 420, by: 3.7) {
                for y in stride(from: -20.0, through: 460, by: 3.7) {
                    let point = Point(x: x, y: y)
                    // Down the hierarchy, as hit-testing converts it.
                    var chain: [Int] = []
                    var current = placement.view
                    while current != window {
                        chain.append(current)
                        current = app[current].superview!
                    }
                    var local = point
                    for view in chain.reversed() { local = app.convertFromSuperview(local, into: view)! }
                    let expected = app.pointInside(local, of: placement.view)
                    // Skip points within a hair of an edge, where rounding may fall either way.
                    guard let inside = Self.contains(area, point, margin: 1e-6) else { continue }
                    #expect(inside == expected, "\(app[placement.view].id) at \(point)")
                    checked += 1
                }
            }
        }
        #expect(checked > 40_000)
    }

    /// Whether a parallelogram contains a point (edges at the top and left inside), or nil when the point lies
    /// within `margin` of an edge line.
    static func contains(_ quad: Quad, _ point: Point, margin: Double) -> Bool? {
        // Coordinates of the point along the quad's two edge vectors from its top-left corner.
        let u = (quad.topRight.x - quad.topLeft.x, quad.topRight.y - quad.topLeft.y)
        let v = (quad.bottomLeft.x - quad.topLeft.x, quad.bottomLeft.y - quad.topLeft.y)
        let p = (point.x - quad.topLeft.x, point.y - quad.topLeft.y)
        let det = u.0 * v.1 - u.1 * v.0
        let s = (p.0 * v.1 - p.1 * v.0) / det
        let t = (u.0 * p.1 - u.1 * p.0) / det
        if abs(s) < margin || abs(s - 1) < margin || abs(t) < margin || abs(t - 1) < margin { return nil }
        return s > 0 && s < 1 && t > 0 && t < 1
    }

    @Test func minimumSizeHitAreaGrowsAroundTheDrawnFrame() throws {
        var (app, _, window) = Fixtures.bareApp()
        let close = app.addView(
            id: "close", className: "UIButton", frame: Rect(x: 100, y: 100, width: 30, height: 30), to: window)
        app[close].pointInside = .minimumSize(Size(width: 44, height: 44))
        app.finalizeLayout(synthesizeWrappers: true)
        let placement = try #require(app.screenLayout().views.first)
        #expect(placement.frameInWindow == Rect(x: 100, y: 100, width: 30, height: 30))
        #expect(placement.hitArea?.boundingBox == Rect(x: 93, y: 93, width: 44, height: 44))
        #expect(placement.hitAreaRule == .minimumSize(Size(width: 44, height: 44)))
    }

    @Test func drawingOrderIsBackToFrontAcrossWindows() {
        var (app, scene, window) = Fixtures.bareApp()
        let back = app.addView(id: "back", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        app.addView(id: "backChild", frame: Rect(x: 0, y: 0, width: 5, height: 5), to: back)
        app.addView(id: "front", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        let alert = app.addWindow(id: "alert", frame: Rect(x: 0, y: 400, width: 390, height: 200), to: scene)
        app[alert].windowLevel = 2000
        app.addView(id: "alertView", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: alert)
        // Described first but higher: drawn last.
        let layout = app.screenLayout()
        #expect(layout.windows.map { app[$0.window].id } == ["window", "alert"])
        #expect(layout.views.map { app[$0.view].id } == ["back", "backChild", "front", "alertView"])
        #expect(layout.windows.map(\.zOrder) == [0, 4])
        #expect(layout.views.map(\.zOrder) == [1, 2, 3, 5])
        #expect(layout.views.map(\.depth) == [1, 2, 1, 1])
        #expect(layout.windows[1].frame == Rect(x: 0, y: 400, width: 390, height: 200))
    }

    @Test func touchBlocksNameTheOutermostCause() {
        var (app, _, window) = Fixtures.bareApp()
        let hidden = app.addView(id: "hidden", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        app[hidden].isHidden = true
        let inside = app.addView(id: "inside", className: "UILabel", frame: Fixtures.screen, to: hidden)
        app.addView(id: "deep", frame: Fixtures.screen, to: inside)
        let label = app.addView(
            id: "label", className: "UILabel", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        app.addView(id: "onLabel", className: "UIButton", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: label)
        let redirect = app.addView(id: "redirect", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let target = app.addView(id: "target", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: redirect)
        app[redirect].hitTest = .redirect(to: target)
        let faded = app.addView(id: "faded", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        app[faded].alpha = 0.005
        app.addView(id: "fine", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        app.finalizeLayout(synthesizeWrappers: true)
        let blocks = Dictionary(
            uniqueKeysWithValues: app.screenLayout().views.map { placement in
                (app[placement.view].id, placement.touchBlock.map { "\(app[$0.responder].id) \($0.reason)" } ?? "")
            })
        #expect(
            blocks == [
                "hidden": "hidden hidden", "inside": "hidden hidden", "deep": "hidden hidden",
                "label": "label userInteractionDisabled", "onLabel": "label userInteractionDisabled",
                "redirect": "", "target": "redirect redirected", "faded": "faded transparent", "fine": "",
            ])
    }

    @Test func synthesizedWrappersArePlacedAndSayWhatTheyWrap() throws {
        var inbox = InboxFixture()
        inbox.app.finalizeLayout(synthesizeWrappers: true)
        let app = inbox.app
        let layout = app.screenLayout()
        let byID = Dictionary(uniqueKeysWithValues: layout.views.map { (app[$0.view].id, $0) })
        let transition = try #require(byID["inbox.UITransitionView"])
        let shadow = try #require(byID["inbox.UIDropShadowView"])
        let content = try #require(byID["cell.contentView"])
        #expect(app[transition.view].synthesizedFor == inbox.inbox)
        #expect(app[shadow.view].synthesizedFor == inbox.inbox)
        #expect(app[content.view].synthesizedFor == inbox.cell)
        #expect(transition.frameInWindow == Fixtures.screen)
        #expect(shadow.frameInWindow == Rect(x: 0, y: 44, width: 390, height: 800))
        #expect(content.frameInWindow == Rect(x: 0, y: 144, width: 390, height: 60))
        // The Delete button's centre is the point the fixture touches.
        let button = try #require(byID["deleteButton"])
        let box = button.frameInWindow
        #expect(Point(x: box.midX, y: box.midY) == InboxFixture.deleteButtonPoint)
        #expect(button.superview == content.view)
    }

    @Test func budgetStopsTheLayout() {
        var (app, _, window) = Fixtures.bareApp()
        for index in 0..<50 {
            app.addView(id: "v\(index)", frame: Rect(x: 0, y: 0, width: 1, height: 1), to: window)
        }
        var budget = WorkBudget(maxSteps: 1_000, maxEntries: 20)
        #expect(throws: BudgetExceeded(resource: .entries, limit: 20)) { try app.screenLayout(within: &budget) }
    }
}
