import Testing

@testable import ResponderCore
@testable import ResponderWords

/// Scroll views inside scroll views: every scroll view around the touched view takes part, as UIKit's
/// documentation of UIScrollView describes each one. Each one's pan recognizer is attached to it and sees the
/// touches on its content, so the pans of the inner scroll view and of every enclosing one are judged, deepest first;
/// each one's delaysContentTouches holds touchesBegan back (each has its own delayed-touches recognizer); whichever
/// pan recognizes asks its own canCancelContentTouches and touchesShouldCancel(in:) when the content already has the
/// touch.
@Suite struct NestedScrollViewTests {
    /// One touch on a view inside an inner scroll view (a horizontal pager or collection view, 290 points wide
    /// with 870 points of content) in a cell of the inbox's table, which bounces vertically.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The documentation or public report the case follows, and what happens.
        var name: String
        /// The inner scroll view's class: `UIScrollView` (id "pager") or `UICollectionView` (id "collection").
        var innerClass = "UIScrollView"
        /// The touched view's class: a `UISlider` (id "volume"), a `UIButton` (id "share") or a custom view
        /// overriding the touch methods (id "row").
        var hitClass = "UISlider"
        var tableDelays = true
        var tableCanCancel = true
        var innerDelays = false
        var innerCanCancel = true
        var gesture: TouchGesture = .pan
        /// Where the finger goes from where it lands; none for a tap or a drag described without a path.
        var move: Point?
        /// The ids of the scroll views that scrolled.
        var scrolled: [String]
        /// What the content received, as the inner scroll view and the table report it (innermost first).
        var content: [ScrollViewResult.ContentTouches]
        /// Whether the touched view received touchesBegan.
        var hitGotBegan: Bool
        /// The scroll view that took the touch from the touched view, and the other scroll view whose delay held
        /// it back, as ids.
        var tookBy: String?
        var heldBackBy: String?
        /// The scroll view a quick tap's note names.
        var delayedBy: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // A slider in a horizontal paging scroll view in a table.
        Case(
            name: "public report, slider in a pager in a table: a vertical drag scrolls the table",
            move: Point(x: 2, y: -100), scrolled: ["tableView"], content: [.withheld, .withheld],
            hitGotBegan: false, tookBy: "tableView"),
        Case(
            name: "public report, slider in a pager in a table: a horizontal drag pages the pager, held back by "
                + "the table",
            move: Point(x: -60, y: 2), scrolled: ["pager"], content: [.withheld, .withheld], hitGotBegan: false,
            tookBy: "pager", heldBackBy: "tableView"),
        Case(
            name: "delaysContentTouches: a quick tap on the slider is late by the table's delay though the pager's "
                + "is off",
            gesture: .tap, scrolled: [], content: [.delayedThenDelivered, .delayedThenDelivered], hitGotBegan: true,
            delayedBy: "tableView"),
        Case(
            name: "touchesShouldCancel(in:): no delay anywhere, the table does not take a vertical drag from the "
                + "slider",
            tableDelays: false, move: Point(x: 2, y: -100), scrolled: [], content: [.delivered, .keptByContent],
            hitGotBegan: true),
        Case(
            // UIScrollView.delaysContentTouches: the scroll view delays the touch-down "until it can determine if
            // scrolling is the intent"; a resting finger outlasts the delay, so touchesBegan was held back, then
            // delivered (the answer said "delaysContentTouches is false" here before).
            name: "delaysContentTouches: a finger that rests first gives the slider the touch despite the table's "
                + "delay",
            gesture: .longPress, move: Point(x: 2, y: -100), scrolled: [],
            content: [.delayedThenDelivered, .keptByContent],
            hitGotBegan: true),
        // A button in a collection view inside a table cell.
        Case(
            name: "delaysContentTouches of a collection view in a cell: a vertical drag from its button scrolls the "
                + "table, whose own delay is off",
            innerClass: "UICollectionView", hitClass: "UIButton", tableDelays: false, innerDelays: true,
            move: Point(x: 2, y: -100), scrolled: ["tableView"], content: [.withheld, .withheld], hitGotBegan: false,
            tookBy: "tableView", heldBackBy: "collection"),
        Case(
            name: "delaysContentTouches of a collection view in a cell: a horizontal drag from its button scrolls it",
            innerClass: "UICollectionView", hitClass: "UIButton", tableDelays: false, innerDelays: true,
            move: Point(x: -60, y: 2), scrolled: ["collection"], content: [.withheld, .withheld], hitGotBegan: false,
            tookBy: "collection"),
        Case(
            name: "delaysContentTouches of a collection view in a cell: a quick tap on its button is late by its "
                + "delay",
            innerClass: "UICollectionView", hitClass: "UIButton", tableDelays: false, innerDelays: true,
            gesture: .tap, scrolled: [], content: [.delayedThenDelivered, .delayedThenDelivered], hitGotBegan: true,
            delayedBy: "collection"),
        Case(
            name: "touchesShouldCancel(in:): no delay anywhere, a vertical drag stays with the collection view's "
                + "button",
            innerClass: "UICollectionView", hitClass: "UIButton", tableDelays: false, move: Point(x: 2, y: -100),
            scrolled: [], content: [.delivered, .keptByContent], hitGotBegan: true),
        // An outer scroll view with canCancelContentTouches false.
        Case(
            name: "canCancelContentTouches false on the table: a custom view that has the touch keeps it",
            hitClass: "RowView", tableDelays: false, tableCanCancel: false, move: Point(x: 2, y: -100), scrolled: [],
            content: [.delivered, .keptByContent], hitGotBegan: true),
        Case(
            name: "canCancelContentTouches true, the default, on the table: it cancels a custom view's touch and "
                + "scrolls",
            hitClass: "RowView", tableDelays: false, move: Point(x: 2, y: -100), scrolled: ["tableView"],
            content: [.cancelled, .cancelled], hitGotBegan: true, tookBy: "tableView"),
        Case(
            name: "canCancelContentTouches false on the table: while the pager's delay holds the touch the table "
                + "scrolls",
            hitClass: "RowView", tableDelays: false, tableCanCancel: false, innerDelays: true,
            move: Point(x: 2, y: -100), scrolled: ["tableView"], content: [.withheld, .withheld], hitGotBegan: false,
            tookBy: "tableView", heldBackBy: "pager"),
        Case(
            name: "canCancelContentTouches false on the pager: a horizontal drag the pager may not take, nor the table",
            hitClass: "RowView", tableDelays: false, innerCanCancel: false, move: Point(x: -60, y: 2), scrolled: [],
            content: [.keptByContent, .delivered], hitGotBegan: true),
    ]

    @Test(arguments: cases)
    func everyScrollViewAroundTheTouchTakesPart(_ scenario: Case) throws {
        var fixture = InboxFixture()
        fixture.app[fixture.tableView].scrolling?.delaysContentTouches = scenario.tableDelays
        fixture.app[fixture.tableView].scrolling?.canCancelContentTouches = scenario.tableCanCancel
        let innerFrame = Rect(x: 0, y: 0, width: 290, height: 60)
        let innerID = scenario.innerClass == "UIScrollView" ? "pager" : "collection"
        let inner = fixture.addToCell(innerID, className: scenario.innerClass, frame: innerFrame)
        fixture.app[inner].scrolling?.contentSize = Size(width: 870, height: 60)
        fixture.app[inner].scrolling?.delaysContentTouches = scenario.innerDelays
        fixture.app[inner].scrolling?.canCancelContentTouches = scenario.innerCanCancel
        let hitID = ["UISlider": "volume", "UIButton": "share"][scenario.hitClass] ?? "row"
        let frame = Rect(x: 10, y: 10, width: 270, height: 40)
        let hit = fixture.app.addView(id: hitID, className: scenario.hitClass, frame: frame, to: inner)
        if scenario.hitClass == "RowView" {
            for method in ResponderMethod.touchFamily { fixture.app[hit].overrides[method] = .callsSuper }
        }
        let start = InboxFixture.screenPoint(inCell: frame)
        let moves = scenario.move.map { [Point(x: start.x + $0.x, y: start.y + $0.y)] } ?? []
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(
            .touch(TouchEvent(touches: [TouchEvent.Touch(point: start, moves: moves)], gesture: scenario.gesture)))
        let app = dispatcher.app

        // Each scroll view around the touched view, innermost first.
        #expect(result.scrollViews.map { app.id($0.scrollView) } == [innerID, "tableView"])
        #expect(result.scrollViews.allSatisfy { $0.hitView == hit })
        #expect(result.scrollViews.filter(\.scrolled).compactMap { app.id($0.scrollView) } == scenario.scrolled)
        #expect(
            result.scrollViews.map(\.contentTouches) == scenario.content,
            "\(result.scrollViews.map { app.words(of: $0) })")
        // A scroll view that did not scroll while another took the touch says so.
        for report in result.scrollViews
        where !report.scrolled && [.withheld, .cancelled].contains(report.contentTouches) {
            #expect(app.words(of: report).contains("another scroll view around"), "\(app.words(of: report))")
        }
        // One whose own delay is off, while another's held touchesBegan back, says the delay was another's.
        for report in result.scrollViews where report.contentTouches == .delayedThenDelivered {
            let ownDelay = app[report.scrollView].scrolling?.delaysContentTouches == true
            #expect(app.words(of: report).contains("another scroll view around") == !ownDelay)
        }
        let gotBegan = result.deliveries.contains { $0.method == .touchesBegan && $0.steps.first?.responder == hit }
        #expect(gotBegan == scenario.hitGotBegan)

        let took = result.diagnostics.first { $0.code == .scrollViewTookTouch }
        if let tookBy = scenario.tookBy {
            let took = try #require(took)
            guard case .touch(.scrollViewTookTouch(let tookHit, let scroll, _, _, let heldBackBy)) = took.words else {
                Issue.record("\(took.words)")
                return
            }
            #expect(tookHit == hit)
            #expect(app.id(scroll) == tookBy)
            #expect(app.id(heldBackBy) == scenario.heldBackBy)
            if let held = scenario.heldBackBy {
                let wording = app.wording(of: took)
                let name = app.displayName(of: app.require(held))
                #expect(wording.hint.hasPrefix("Set delaysContentTouches = false on \(name)"))
            }
        } else {
            #expect(took == nil)
        }
        let delayed = result.diagnostics.first { $0.code == .contentTouchesDelayed }
        #expect(delayed.map { app.ids($0.responders) } == scenario.delayedBy.map { [hitID, $0] })
    }

    /// A drag on an inner scroll view itself, not on its content: the enclosing table, whose delay is off, scrolls
    /// and cancels the pager's touch, as it did before inner scroll views' delays took part (the pager's delay is for
    /// its content).
    @Test func aVerticalDragOnThePagerItselfIsTheTablesToCancel() throws {
        var fixture = InboxFixture()
        fixture.app[fixture.tableView].scrolling?.delaysContentTouches = false
        let frame = Rect(x: 0, y: 0, width: 290, height: 60)
        let pager = fixture.addToCell("pager", className: "UIScrollView", frame: frame)
        fixture.app[pager].scrolling?.contentSize = Size(width: 870, height: 60)
        var dispatcher = fixture.dispatcher()
        let start = InboxFixture.screenPoint(inCell: frame)
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: start, moves: [Point(x: start.x, y: start.y - 100)])],
                    gesture: .pan)))
        #expect(result.scrollViews.map(\.scrollView) == [pager, fixture.tableView])
        #expect(result.scrollViews.map(\.contentTouches) == [nil, .cancelled])
        #expect(result.scrollViews.map(\.scrolled) == [false, true])
        let took = try #require(expectDiagnostic(result, .scrollViewTookTouch))
        guard case .touch(.scrollViewTookTouch(_, _, let withheld, _, let heldBackBy)) = took.words else {
            Issue.record("\(took.words)")
            return
        }
        #expect(!withheld)
        #expect(heldBackBy == nil)
    }

    /// The words when a scroll view inside the one that scrolled held the touch back name it as inside, in every
    /// language.
    @Test func aDelayInsideTheScrollViewThatScrolledIsWordedAsInside() throws {
        var fixture = InboxFixture()
        fixture.app[fixture.tableView].scrolling?.delaysContentTouches = false
        let frame = Rect(x: 0, y: 0, width: 290, height: 60)
        let collection = fixture.addToCell("collection", className: "UICollectionView", frame: frame)
        fixture.app[collection].scrolling?.contentSize = Size(width: 870, height: 60)
        let button = fixture.app.addView(
            id: "share", className: "UIButton", frame: Rect(x: 10, y: 10, width: 270, height: 40), to: collection)
        var dispatcher = fixture.dispatcher()
        let start = InboxFixture.screenPoint(inCell: Rect(x: 10, y: 10, width: 270, height: 40))
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: start, moves: [Point(x: start.x, y: start.y - 100)])],
                    gesture: .pan)))
        let took = try #require(expectDiagnostic(result, .scrollViewTookTouch))
        #expect(took.responders == [button, fixture.tableView])
        let app = dispatcher.app
        let english = app.wording(of: took)
        #expect(english.message.contains("inside it and around"))
        #expect(!english.message.contains("which encloses it"))
        for language in [Language.japanese, .simplifiedChinese, .korean] {
            let words = app.wording(of: took, in: language)
            #expect(words.message.contains(app.displayName(of: collection)))
            #expect(words.hint.contains(app.displayName(of: collection)))
            #expect(words.message != english.message)
        }
    }
}
