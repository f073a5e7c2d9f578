import ResponderTestSupport
import Testing

@testable import ResponderCore

/// Hit-testing with no trace, with and without the index of many subviews, answers what the traced hit-test
/// answers and spends the same steps, for hierarchies of every kind of view: transforms (singular ones too),
/// scrolled bounds, `point(inside:)` and `hitTest` overrides, hidden, transparent and disabled views, points on
/// the edges.
@Suite struct HitTestIndexTests {
    /// A window whose root view holds `count` subviews of every kind, some holding many subviews of their own.
    static func randomApp(seed: UInt64, count: Int) -> App {
        var random = SplitMix64(seed: seed)
        var (app, _, window) = Fixtures.bareApp()
        let root = app.addView(id: "root", frame: Fixtures.screen, to: window)
        func coordinate(_ scale: Double) -> Double {
            // Whole, half and odd values, so edges meet exactly and sometimes not.
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return Double(Int.random(in: -20...Int(scale), using: &random))
            case 1: return Double(Int.random(in: 0...Int(scale) * 2, using: &random)) / 2
            default: return Double.random(in: -10...scale, using: &random)
            }
        }
        func addViews(_ count: Int, to parent: Int, depth: Int) {
            for number in 0..<count {
                let frame = Rect(
                    x: coordinate(390), y: coordinate(844),
                    width: max(0, coordinate(200)), height: max(0, coordinate(120)))
                let view = app.addView(id: "v\(depth)_\(parent)_\(number)", frame: frame, to: parent)
                let roll = Int.random(in: 0..<100, using: &random)
                switch roll {
                case 0..<4: app[view].isHidden = true
                case 4..<8: app[view].alpha = 0.005
                case 8..<12: app[view].isUserInteractionEnabled = false
                case 12..<16: app[view].boundsOrigin = Point(x: coordinate(50), y: coordinate(50))
                case 16..<20:
                    app[view].transform = AffineTransform(a: 0.5, b: 0.5, c: -0.5, d: 0.5, tx: 3, ty: -2)
                case 20..<22: app[view].transform = AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
                case 22..<24: app[view].transform = .identity
                case 24..<27: app[view].pointInside = .minimumSize(Size(width: 44, height: 44))
                case 27..<30: app[view].pointInside = .insets(top: -10, left: 5, bottom: -3, right: 2)
                case 30..<32: app[view].pointInside = .always
                case 32..<34: app[view].pointInside = .never
                case 34..<37: app[view].hitTest = .returnsNil
                case 37..<41: app[view].hitTest = .passThrough
                case 41..<44: app[view].hitTest = .returnsSelf
                case 44..<46: app[view].hitTest = .redirect(to: root)
                default: break
                }
                if depth < 2, Int.random(in: 0..<12, using: &random) == 0 {
                    addViews(Int.random(in: 0...60, using: &random), to: view, depth: depth + 1)
                }
            }
        }
        addViews(count, to: root, depth: 0)
        app.finalizeLayout(synthesizeWrappers: false)
        return app
    }

    /// Screen points to try: random ones, and the corners and edges of random views mapped to the screen.
    static func points(in app: App, seed: UInt64, count: Int) -> [Point] {
        var random = SplitMix64(seed: seed ^ 0x5555)
        var points: [Point] = []
        for _ in 0..<count {
            points.append(
                Point(x: Double.random(in: -5...395, using: &random), y: Double.random(in: -5...850, using: &random)))
            let view = Int.random(in: 0..<app.count, using: &random)
            guard app[view].kind == .view else { continue }
            let sampler = HitAreaSampler(view: view, in: app)
            let rect = sampler.rect
            for corner in [
                Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
            ] {
                points.append(sampler.toScreen.apply(to: corner))
            }
        }
        return points
    }

    /// The traced hit-test's answer and steps, as hit-testing with a trace spends them.
    static func traced(_ app: App, _ point: Point, maxSteps: Int) -> (hit: Int?, steps: Int) {
        var probe = WorkBudget(maxSteps: maxSteps, maxEntries: .max)
        let trace = app.hitTest(point, summarizingRunsOf: 4, budget: &probe)
        return (trace.hitView, probe.steps)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func untracedHitTestingAnswersAndSpendsAsTracedDoes(seed: UInt64) {
        let app = Self.randomApp(seed: seed, count: 40 + Int(seed) * 20)
        let index = HitTestIndex(app: app)
        #expect(!index.views.isEmpty)
        for point in Self.points(in: app, seed: seed, count: 300) {
            let expected = Self.traced(app, point, maxSteps: .max)
            for used in [nil, index] {
                var budget = WorkBudget.unlimited
                let hit = app.hitView(at: point, index: used, budget: &budget)
                #expect(hit == expected.hit, "seed \(seed), point \(point), index \(used != nil)")
                #expect(budget.steps == expected.steps, "seed \(seed), point \(point), index \(used != nil)")
            }
            // With a budget that runs out on the way, or just at the end, both stop at the same place.
            for maxSteps in [expected.steps / 3, expected.steps - 1, expected.steps] where maxSteps >= 0 {
                let short = Self.traced(app, point, maxSteps: maxSteps)
                var budget = WorkBudget(maxSteps: maxSteps, maxEntries: 0)
                budget.record(entries: 5)
                let hit = app.hitView(at: point, index: index, budget: &budget)
                #expect(hit == short.hit, "seed \(seed), point \(point), budget \(maxSteps)")
                #expect(budget.steps == short.steps, "seed \(seed), point \(point), budget \(maxSteps)")
            }
        }
    }

    /// Rows of buttons one above the other: the index files them in strips across y, and a point's hit-test asks
    /// one or two rows, whichever row it lands in and at the edge between two.
    @Test func rowsAreFiledInStripsAndAPointAsksTheRowItLandsIn() throws {
        var (app, _, window) = Fixtures.bareApp()
        let root = app.addView(id: "root", frame: Fixtures.screen, to: window)
        var rows: [Int] = []
        for row in 0..<1_000 {
            let view = app.addView(
                id: "r\(row)", frame: Rect(x: 0, y: Double(row) * 0.8, width: 390, height: 0.8), to: root)
            rows.append(view)
        }
        app.finalizeLayout(synthesizeWrappers: false)
        let index = HitTestIndex(app: app)
        let cells = try #require(index.views[root])
        #expect(cells.columns == 1 && cells.rows == 1_000)
        for row in [0, 1, 499, 998, 999] {
            let point = Point(x: 100, y: Double(row) * 0.8)
            let candidates = try #require(index.candidates(of: root, at: point))
            #expect(candidates.count <= 3)
            #expect(candidates.contains(row))
            var budget = WorkBudget.unlimited
            #expect(app.hitView(at: point, index: index, budget: &budget) == rows[row])
            // Every row in front of it is charged as asked: the budget runs out where it would without the index.
            #expect(budget.steps == Self.traced(app, point, maxSteps: .max).steps)
        }
    }

    /// A view whose subviews all cover the same place gains nothing from cells: it is not indexed.
    @Test func subviewsStackedOnOnePlaceAreNotIndexed() {
        var (app, _, window) = Fixtures.bareApp()
        let root = app.addView(id: "root", frame: Fixtures.screen, to: window)
        for number in 0..<100 {
            _ = app.addView(id: "s\(number)", frame: Rect(x: 10, y: 10, width: 100, height: 100), to: root)
        }
        app.finalizeLayout(synthesizeWrappers: false)
        #expect(HitTestIndex(app: app).views[root] == nil)
    }
}
