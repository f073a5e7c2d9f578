import Testing

@testable import ResponderCore
@testable import ResponderWords

/// A `UIPageViewController` shows one page (a child controller) at a time and turns pages as its `transitionStyle`
/// says: a scroll-style one through its private paging scroll view, a page-curl one through its own
/// `gestureRecognizers` (UIPageViewController.gestureRecognizers documentation: "only populated if transitionStyle is
/// UIPageViewControllerTransitionStylePageCurl"), a pan and a tap whose tap turns the page near the left or right edge.
/// The public reports ("UIPageViewController gesture recognizers" intercepting button taps, Stack Overflow) are about
/// that tap taking the taps of controls near the edge.
@Suite struct PageViewControllerTests {
    struct Book {
        var app: App
        let book: Int
        let pages: [Int]
        let pageView: Int
        /// The control on the first page, at `controlX` (44 wide, at y 300), when asked for.
        let control: Int?

        /// A window whose root view controller is a page view controller of three pages, `ChapterViewController`s,
        /// the first shown; with `controlClass`, a control on the first page, at `controlX`, sending `rate:` to it.
        init(style: PageTransitionStyle, controlClass: String? = nil, controlX: Double = 4) {
            var (app, _, window) = Fixtures.bareApp()
            let book = Fixtures.addController(&app, id: "book", className: "UIPageViewController", superclass: nil)
            let bookView = app.addView(id: "book.view", frame: Fixtures.screen, to: nil)
            app.setRootView(bookView, of: book)
            app.setRootViewController(book, of: window)
            var pages: [Int] = []
            var views: [Int] = []
            for number in 1...3 {
                let page = Fixtures.addController(&app, id: "chapter\(number)", className: "ChapterViewController")
                let view = app.addView(id: "chapter\(number)View", frame: Fixtures.screen, to: nil)
                app.setRootView(view, of: page)
                app[page].actions[Selector("rate:")] = ActionImplementation()
                pages.append(page)
                views.append(view)
            }
            var control: Int?
            if let controlClass {
                let superclass = controlClass.hasPrefix("UI") ? nil : "UIControl"
                let view = app.add(Fixtures.responder("rating", controlClass, kind: .view, superclass: superclass))
                app[view].frame = Rect(x: controlX, y: 300, width: 44, height: 44)
                app.addSubview(view, to: views[0])
                app[view].targetActions = [
                    TargetAction(event: .touchUpInside, target: pages[0], action: Selector("rate:"))
                ]
                control = view
            }
            app.setPages(pages, of: book, transitionStyle: style)
            (self.app, self.book, self.pages, self.pageView, self.control) = (app, book, pages, views[0], control)
        }
    }

    static func swipe(fromX x: Double, to endX: Double) -> Event {
        .touch(
            TouchEvent(
                touches: [TouchEvent.Touch(point: Point(x: x, y: 400), moves: [Point(x: endX, y: 400)])],
                gesture: .pan))
    }

    static func curl(_ result: EventResult, _ app: App, _ kind: GestureRecognizer.Kind) -> RecognizerResult? {
        result.recognizers.first {
            app.gestureRecognizers[$0.recognizer].turnsPagesOf != nil
                && app.gestureRecognizers[$0.recognizer].kind == kind
        }
    }

    // MARK: Scroll style

    /// UIPageViewController.TransitionStyle.scroll: the pages scroll; the queuing scroll view pages as any scroll view
    /// with isPagingEnabled (UIScrollView.isPagingEnabled documentation: it stops on multiples of its bounds).
    @Test func aScrollStylePageLiesInAPrivatePagingScrollView() throws {
        let book = Book(style: .scroll)
        let dispatcher = Dispatcher(app: book.app)
        let app = dispatcher.app
        let scroll = try #require(app[book.pageView].superview)
        #expect(app[scroll].className == "_UIQueuingScrollView")
        #expect(app[scroll].id == "book.queuingScrollView")
        #expect(app[scroll].superview == app[book.book].rootView)
        #expect(app[scroll].scrolling?.isPagingEnabled == true)
        #expect(app.contentSize(of: scroll) == Size(width: 390 * 3, height: 844))
        // Only the current page is in the window, and a scroll-style page view controller has no recognizers.
        #expect(app[book.pages[1]].rootView.flatMap { app[$0].superview } == nil)
        #expect(app.gestureRecognizers.allSatisfy { $0.turnsPagesOf == nil })
    }

    struct Swipe: Sendable, CustomTestStringConvertible {
        var name: String
        var fromX: Double
        var toX: Double
        var page: Int
        var testDescription: String { name }
    }

    static let swipes: [Swipe] = [
        Swipe(name: "a swipe to the left past half a page turns to the next page", fromX: 350, toX: 100, page: 1),
        Swipe(name: "a short drag to the left settles back on the page", fromX: 300, toX: 200, page: 0),
        Swipe(name: "a swipe to the right on the first page has no page before it", fromX: 40, toX: 350, page: 0),
    ]

    @Test(arguments: swipes)
    func aHorizontalDragTurnsTheScrollStylePage(_ swipe: Swipe) throws {
        let book = Book(style: .scroll)
        var dispatcher = Dispatcher(app: book.app)
        let result = dispatcher.dispatch(Self.swipe(fromX: swipe.fromX, to: swipe.toX))
        let entry = try #require(result.scrollViews.first)
        #expect(dispatcher.app[entry.scrollView].className == "_UIQueuingScrollView")
        #expect(entry.page?.from == 0)
        #expect(entry.page?.to == swipe.page)
        #expect(entry.page?.pages == 3)
    }

    // MARK: Page-curl style

    /// UIPageViewController.gestureRecognizers documentation: a page-curl page view controller's own recognizers, a
    /// pan and a tap on its view, first among the view's recognizers.
    @Test func aPageCurlPageViewControllerHasItsOwnPanAndTap() {
        let book = Book(style: .pageCurl)
        let dispatcher = Dispatcher(app: book.app)
        let app = dispatcher.app
        let root = app[book.book].rootView!
        let ids = app[root].gestureRecognizers.map { app.gestureRecognizers[$0].id }
        #expect(ids == ["book.pageCurlPanGestureRecognizer", "book.pageCurlTapGestureRecognizer"])
        #expect(app[book.pageView].superview == root)
        #expect(!app[root].subviews.contains { app[$0].className == "_UIQueuingScrollView" })
    }

    struct Tap: Sendable, CustomTestStringConvertible {
        var name: String
        var x: Double
        var turns: Bool
        var testDescription: String { name }
    }

    static let taps: [Tap] = [
        Tap(name: "a tap near the left edge turns the page", x: 10, turns: true),
        Tap(name: "a tap near the right edge turns the page", x: 380, turns: true),
        Tap(name: "a tap in the middle of the page does not", x: 195, turns: false),
        Tap(name: "a tap just past the left strip does not", x: 60, turns: false),
    ]

    @Test(arguments: taps)
    func aTapTurnsThePageOnlyNearTheLeftOrRightEdge(_ tap: Tap) throws {
        let book = Book(style: .pageCurl)
        var dispatcher = Dispatcher(app: book.app)
        let result = dispatcher.dispatch(.tap(Point(x: tap.x, y: 400)))
        let curl = try #require(Self.curl(result, dispatcher.app, .tap))
        #expect(curl.outcome == (tap.turns ? .recognized : .failed))
        let turned = result.actions.filter { $0.action == .pageCurlTap }
        #expect(turned.count == (tap.turns ? 1 : 0))
        if let turn = turned.first {
            #expect(turn.explicitTarget == book.book && turn.outcome == .performed)
        }
        #expect(!result.diagnostics.contains { $0.severity != .info })
    }

    struct EdgeControl: Sendable, CustomTestStringConvertible {
        var name: String
        var className: String
        var x: Double
        /// Whether the control's action is sent; else the page turns and the warning says so.
        var acts: Bool
        var testDescription: String { name }
    }

    /// A custom UIControl is no UIButton: UIKit's controls that win a single tap over an ancestor's tap recognizer
    /// (UIView.gestureRecognizerShouldBegin(_:) documentation, iOS 6: "the default action for a button is a single
    /// tap") are UIKit's own; the page curl's tap takes a custom control's tap near the edge.
    static let edgeControls: [EdgeControl] = [
        EdgeControl(
            name: "a custom control at the left edge loses its tap", className: "RatingControl", x: 4, acts: false),
        EdgeControl(
            name: "a custom control at the right edge loses its tap", className: "RatingControl", x: 342, acts: false),
        EdgeControl(
            name: "a custom control in the middle keeps its tap", className: "RatingControl", x: 170, acts: true),
        EdgeControl(name: "a UIButton at the left edge wins the tap", className: "UIButton", x: 4, acts: true),
    ]

    @Test(arguments: edgeControls)
    func aControlNearThePageCurlsEdgeLosesItsTapUnlessItIsUIKits(_ scenario: EdgeControl) throws {
        let book = Book(style: .pageCurl, controlClass: scenario.className, controlX: scenario.x)
        let control = try #require(book.control)
        var dispatcher = Dispatcher(app: book.app)
        let result = dispatcher.dispatch(.tap(Point(x: scenario.x + 22, y: 322)))
        let rated = result.actions.contains { $0.action == Selector("rate:") && $0.outcome == .performed }
        #expect(rated == scenario.acts)
        #expect(result.actions.contains { $0.action == .pageCurlTap } == !scenario.acts)
        let warning = result.diagnostics.first { $0.code == .pageTurnTookTap }
        #expect((warning != nil) == !scenario.acts)
        if let warning {
            #expect(warning.severity == .warning)
            #expect(warning.responders == [control, book.book])
            #expect(!result.diagnostics.contains { $0.code == .touchesCancelledByGesture })
            // The cure is a delegate set in code on UIKit's own recognizers: no property of the request.
            #expect(dispatcher.app.fixCandidates(for: warning.words) == .failure(.appCode))
        }
    }

    struct Audited: Sendable, CustomTestStringConvertible {
        var name: String
        var style: PageTransitionStyle
        var className: String
        var x: Double
        var found: Bool
        var testDescription: String { name }
    }

    static let audited: [Audited] = [
        Audited(
            name: "a custom control at the left edge", style: .pageCurl, className: "RatingControl", x: 4, found: true),
        Audited(
            name: "a custom control at the right edge", style: .pageCurl, className: "RatingControl", x: 342,
            found: true),
        Audited(
            name: "a custom control in the middle", style: .pageCurl, className: "RatingControl", x: 170, found: false),
        Audited(name: "a UIButton at the edge", style: .pageCurl, className: "UIButton", x: 4, found: false),
        Audited(name: "a scroll-style page has no tap", style: .scroll, className: "RatingControl", x: 4, found: false),
    ]

    /// The audit finds a control that a tap in the page curl's edge strips takes from; its witness is a tap there.
    @Test(arguments: audited)
    func theAuditFindsAControlInThePageCurlsEdgeStrips(_ scenario: Audited) throws {
        let book = Book(style: scenario.style, controlClass: scenario.className, controlX: scenario.x)
        let control = try #require(book.control)
        let report = Auditor(app: book.app).audit()
        let finding = report.findings.first { $0.code == .pageTurnTookTap }
        #expect((finding != nil) == scenario.found)
        guard let finding else { return }
        #expect(finding.responders == [control, book.book])
        #expect(finding.severity == .warning)
        #expect(finding.evidence == .diagnostic(.pageTurnTookTap))
        var dispatcher = Dispatcher(app: book.app)
        let witnessed = dispatcher.dispatch(finding.witness)
        #expect(witnessed.diagnostics.contains { $0.code == .pageTurnTookTap })
        let words = dispatcher.app.wording(of: finding)
        #expect(
            words.message
                == "RatingControl 'rating' lies within 44 points of the left or right edge of UIPageViewController "
                + "'book', a page-curl page view controller: its own tap recognizer "
                + "'book.pageCurlTapGestureRecognizer' turns the page on a tap there, and RatingControl 'rating' loses "
                + "the tap.")
    }

    @Test func theWarningSaysThePageTurnedAndWhatTheControlLost() throws {
        let book = Book(style: .pageCurl, controlClass: "RatingControl")
        var dispatcher = Dispatcher(app: book.app)
        let result = dispatcher.dispatch(.tap(Point(x: 26, y: 322)))
        let warning = try #require(result.diagnostics.first { $0.code == .pageTurnTookTap })
        let wording = dispatcher.app.wording(of: warning)
        #expect(
            wording.message
                == "The tap was near the edge of UIPageViewController 'book', a page-curl page view controller: its own "
                + "UITapGestureRecognizer 'book.pageCurlTapGestureRecognizer' on UIView 'book.view' took it and turned "
                + "the page, and the "
                + "touchUpInside action rate(_:) of RatingControl 'rating' never runs "
                + "(UIPageViewController.gestureRecognizers: the page view controller's own recognizers).")
        #expect(
            wording.hint
                == "In code, make the view controller the delegate of each of UIPageViewController "
                + "'book'.gestureRecognizers and return false from gestureRecognizer(_:shouldReceive:) for a touch "
                + "whose view is a UIControl; or move RatingControl 'rating' away from the left and right edges.")
        for language in [Language.japanese, .simplifiedChinese, .korean] {
            let words = dispatcher.app.wording(of: warning.words, in: language)
            #expect(words.message.contains("UIPageViewController.gestureRecognizers"))
            #expect(words.hint.contains("gestureRecognizer(_:shouldReceive:)"))
            #expect(words.message != wording.message)
        }
    }
}
