import Testing

@testable import ResponderCore
@testable import ResponderWords

/// The skip table (App+HitTestSkip.swift) is the one home of "hit-testing rejects this view": hit-testing, the
/// screen layout (which the audit reads), the unreachable scan and the explanations must all agree with it, reason
/// by reason and, when a view has two of them, on which one UIKit checks first.
@Suite struct HitTestSkipTests {
    /// One way to reject a view, applied to a 200-point box on a bare window that holds a button.
    struct Skip: Sendable, CustomTestStringConvertible {
        let reason: HitTestOutcome
        /// Words the explanation of that skip must carry.
        let words: String
        let apply: @Sendable (_ app: inout App, _ box: Int) -> Void
        var testDescription: String { reason.rawValue }
    }

    /// The table, in the order `hitTest(_:with:)` checks it.
    static let table: [Skip] = [
        Skip(reason: .singularTransform, words: "has a transform that cannot be inverted") { app, box in
            app[box].transform = AffineTransform(scaleX: 0, scaleY: 0, rotation: 0, translationX: 0, translationY: 0)
        },
        Skip(reason: .hitTestReturnsNil, words: "overrides hitTest(_:with:) to return nil") { app, box in
            app[box].hitTest = .returnsNil
        },
        Skip(reason: .hidden, words: "is hidden") { app, box in app[box].isHidden = true },
        Skip(reason: .userInteractionDisabled, words: "has isUserInteractionEnabled = false") { app, box in
            app[box].isUserInteractionEnabled = false
        },
        Skip(reason: .transparent, words: "has alpha below 0.01") { app, box in app[box].alpha = 0.005 },
        Skip(reason: .pointOutside, words: "point(inside:with:)") { app, box in app[box].pointInside = .never },
    ]

    /// Every pair of table rows, the earlier first.
    static let pairs: [(Skip, Skip)] = table.indices.flatMap { first in
        table.indices.filter { $0 > first }.map { (table[first], table[$0]) }
    }

    static let buttonCentre = Point(x: 100, y: 100)

    /// A window holding `box` (0, 0, 200×200) holding `button` (50, 50, 100×100), with the given skips on the box.
    static func app(_ skips: [Skip]) -> (app: App, box: Int, button: Int) {
        var (app, _, window) = Fixtures.bareApp()
        let box = app.addView(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        let button = app.addView(
            id: "button", className: "UIButton", frame: Rect(x: 50, y: 50, width: 100, height: 100), to: box)
        for skip in skips { skip.apply(&app, box) }
        app.finalizeLayout(synthesizeWrappers: false)
        return (app, box, button)
    }

    /// The outcome hit-testing recorded for the box, and the block the screen layout gives the button.
    static func verdicts(_ app: App, box: Int, button: Int) -> (trace: HitTestOutcome?, layout: TouchBlock?) {
        let trace = app.hitTest(buttonCentre)
        let layout = app.screenLayout().views.first { $0.view == button }?.touchBlock
        return (trace.steps.first { $0.view == box }?.outcome, layout)
    }

    @Test(arguments: table)
    func everyConsumerReadsTheSameReason(_ skip: Skip) throws {
        let (app, box, button) = Self.app([skip])
        let (trace, layout) = Self.verdicts(app, box: box, button: button)
        #expect(trace == skip.reason, "hit-testing")
        #expect(layout == TouchBlock(responder: box, reason: skip.reason), "the screen layout")
        #expect(app.skipReasonAtEveryPoint(of: box) == skip.reason)
        #expect(skip.reason.isSkip)
        // The trace, the layout (and so the audit and the diagram) word it with the same condition.
        let step = try #require(app.hitTest(Self.buttonCentre).steps.first { $0.view == box })
        #expect(app.explanation(of: step).contains(skip.words), "\(app.explanation(of: step))")
        let block = try #require(layout)
        #expect(app.explanation(of: block, for: button).contains(skip.words))
        #expect(app.explanation(of: block, for: button).contains("UIButton 'button' included"))
        // Hit-testing never asks the button.
        #expect(!app.hitTest(Self.buttonCentre).steps.contains { $0.view == button })
    }

    /// With two reasons at once, every consumer names the one UIKit checks first.
    @Test func twoReasonsAtOnceAllConsumersNameTheFirstInTheTable() {
        for (first, second) in Self.pairs {
            let (app, box, button) = Self.app([first, second])
            let (trace, layout) = Self.verdicts(app, box: box, button: button)
            #expect(
                trace == first.reason,
                "\(first.reason) and \(second.reason): hit-testing says \(String(describing: trace))")
            #expect(layout?.reason == first.reason, "\(first.reason) and \(second.reason): the layout")
        }
    }

    /// The outcomes that are skips are exactly the table's.
    @Test func theSkipOutcomesAreTheTable() {
        let skips = Set(HitTestOutcome.allCases.filter(\.isSkip))
        #expect(skips == Set(Self.table.map(\.reason)))
        let (app, box, _) = Self.app([])
        for outcome in HitTestOutcome.allCases {
            #expect((app.skipCondition(outcome, of: box) != nil) == outcome.isSkip, "\(outcome) has words iff a skip")
        }
    }

    /// The unreachable scan words an ancestor's interaction flag with the table's condition, the class default
    /// included, and prefers an earlier reason of the table over a later one.
    @Test func theUnreachableScanUsesTheTable() throws {
        var (app, _, window) = Fixtures.bareApp()
        let image = app.addView(
            id: "artwork", className: "UIImageView", frame: Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        app.addView(id: "play", className: "UIButton", frame: Rect(x: 50, y: 50, width: 100, height: 100), to: image)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Self.buttonCentre))
        let diagnostic = try #require(result.diagnostics.first { $0.code == .ancestorInteractionDisabled })
        #expect(
            dispatcher.app.wording(of: diagnostic).message.contains(
                "has isUserInteractionEnabled = false (the default for UIImageView), so hit-testing skips it"))

        // An override that returns nil is checked before the flag: that is what the scan reports.
        app[image].hitTest = .returnsNil
        var overriding = Dispatcher(app: app)
        let overridden = overriding.dispatch(.tap(Self.buttonCentre))
        #expect(overridden.diagnostics.contains { $0.code == .ancestorOverrideBlocksTouches })
        #expect(!overridden.diagnostics.contains { $0.code == .ancestorInteractionDisabled })
    }

    /// Two answers the table changed, as the README's "Changes to the answers" records: a drawn view whose own
    /// hitTest returns nil is not reported for its interaction flag (the override decides first, and it is the view's
    /// own choice), and an ancestor that returns itself from hitTest but does not contain the point is reported as
    /// the bounds that keep the view out, since hit-testing rejects it for the point before the override matters.
    @Test func theScanNamesWhatHitTestingChecksFirst() {
        var (app, _, window) = Fixtures.bareApp()
        let button = app.addView(
            id: "button", className: "UIButton", frame: Rect(x: 50, y: 50, width: 100, height: 100), to: window)
        app[button].hitTest = .returnsNil
        app[button].isUserInteractionEnabled = false
        var dispatcher = Dispatcher(app: app)
        let own = dispatcher.dispatch(.tap(Self.buttonCentre))
        #expect(!own.diagnostics.contains { $0.code == .interactionDisabled })

        var (outside, _, frame) = Fixtures.bareApp()
        let bar = outside.addView(id: "bar", frame: Rect(x: 0, y: 0, width: 200, height: 40), to: frame)
        outside.addView(
            id: "save", className: "UIButton", frame: Rect(x: 20, y: 60, width: 100, height: 44), to: bar)
        outside[bar].hitTest = .returnsSelf
        var scan = Dispatcher(app: outside)
        let result = scan.dispatch(.tap(Point(x: 70, y: 80)))
        #expect(result.diagnostics.contains { $0.code == .outsideSuperviewBounds }, "\(result.diagnostics.map(\.code))")
        #expect(!result.diagnostics.contains { $0.code == .ancestorOverrideBlocksTouches })
    }

    /// A view that is only out of its window (a controller's view during viewDidLoad) is not called hidden.
    @Test func aDetachedViewIsNotInAWindowYet() throws {
        let (app, box, _) = Self.app([])
        var steps: [HitTestStep] = []
        _ = app.hitTest(Self.buttonCentre, in: app.windowsFrontToBack[0], detached: [box], steps: &steps)
        let step = try #require(steps.first { $0.view == box })
        #expect(step.outcome == .hidden)
        #expect(app.explanation(of: step).contains("is not in a window yet"))
    }

    /// UIView.hitTest(_:with:) documentation: "this method ignores view objects that are hidden, that have disabled
    /// user interactions, or have an alpha level less than 0.01": the checks are the default implementation's, so an
    /// override that returns the view without calling super runs whatever its flags say. KAProgressLabel issue #35
    /// (github.com/alexiscreuzot/KAProgressLabel/issues/35): a label with such an override takes the taps meant for
    /// the button behind it although its isUserInteractionEnabled is false.
    @Test(arguments: [
        ("isUserInteractionEnabled = false", HitTestOutcome.userInteractionDisabled),
        ("isHidden = true", .hidden), ("alpha 0", .transparent),
    ])
    func anOverrideThatReturnsItselfRunsWhateverItsFlags(_ flag: String, _ outcome: HitTestOutcome) throws {
        var (app, _, window) = Fixtures.bareApp()
        let button = app.addView(
            id: "start", className: "UIButton", frame: Rect(x: 50, y: 50, width: 100, height: 100), to: window)
        let label = app.addView(
            id: "progress", className: "UIView", frame: Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        app[label].hitTest = .returnsSelf
        switch outcome {
        case .hidden: app[label].isHidden = true
        case .transparent: app[label].alpha = 0
        default: app[label].isUserInteractionEnabled = false
        }
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Self.buttonCentre))
        #expect(result.touches.first?.trace.hitView == label)
        let covered = try #require(result.diagnostics.first { $0.code == .coveredByOtherView })
        #expect(covered.severity == .warning)
        #expect(covered.responders == [button, label])
        #expect(dispatcher.app.wording(of: covered).message.contains("although it has \(flag)"))

        // The same view with UIView's own hitTest is skipped for its flag, and the button takes the tap.
        app[label].hitTest = .standard
        var standard = Dispatcher(app: app)
        #expect(standard.dispatch(.tap(Self.buttonCentre)).touches.first?.trace.hitView == button)
    }
}
