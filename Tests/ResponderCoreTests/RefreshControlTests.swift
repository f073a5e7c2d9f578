import Testing

@testable import ResponderCore
@testable import ResponderWords

/// Pull to refresh: a `UIRefreshControl` in a scroll view begins refreshing when the user drags the top of the
/// content downward, and sends `valueChanged` to its targets (UIRefreshControl's documentation). The content must be
/// at its top, the pull must go past it by more than 150 points (where the control is observed to snap into
/// refreshing, well past its own 60-point height), and the scroll view must be able
/// to move vertically: a collection view whose items fit does not, unless `alwaysBounceVertical` is true
/// (UIScrollView.alwaysBounceVertical's documentation; the public reports "UIRefreshControl with UICollectionView
/// only works if the collection is at least height of container" on Stack Overflow).
@Suite struct RefreshControlTests {
    /// A collection view filling the top of the screen, its refresh control above its content and a controller that
    /// implements `refresh:`.
    struct Feed {
        var app: App
        var feed: Int
        var control: Int
        var controller: Int

        init(className: String = "UICollectionView", contentHeight: Double = 300) {
            var (app, _, window) = Fixtures.bareApp()
            controller = Fixtures.addController(&app, id: "feedController", className: "FeedViewController")
            app[controller].actions[Selector("refresh:")] = ActionImplementation()
            feed = app.addView(
                id: "feed", className: className, frame: Rect(x: 0, y: 0, width: 390, height: 600), to: window)
            app[feed].scrolling?.contentSize = Size(width: 390, height: contentHeight)
            control = app.addView(
                id: "refresh", className: "UIRefreshControl", frame: Rect(x: 0, y: -60, width: 390, height: 60),
                to: feed)
            app[control].targetActions = [
                TargetAction(event: .valueChanged, target: controller, action: Selector("refresh:"))
            ]
            app.addView(id: "item", frame: Rect(x: 0, y: 0, width: 390, height: 100), to: feed)
            self.app = app
        }

        /// A drag from (200, 150) that moves `dy` points down (and `dx` across).
        static func pull(_ dy: Double, dx: Double = 0) -> Event {
            .touch(
                TouchEvent(
                    touches: [
                        TouchEvent.Touch(
                            point: Point(x: 200, y: 150),
                            moves: [Point(x: 200 + dx / 2, y: 150 + dy / 2), Point(x: 200 + dx, y: 150 + dy)])
                    ],
                    gesture: .pan))
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var className = "UICollectionView"
        var contentHeight = 300.0
        var contentOffsetY = 0.0
        var alwaysBounceVertical: Bool?
        var bounces = true
        var isScrollEnabled = true
        var dy: Double
        var dx = 0.0
        /// Nil: no pull to judge (the refresh control is not told anything).
        var outcome: PullToRefresh.Outcome?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a table at its top pulled 200 points refreshes", className: "UITableView", dy: 200,
            outcome: .refreshed),
        Case(
            name: "a long collection view at its top pulled 200 points refreshes", contentHeight: 2000, dy: 200,
            outcome: .refreshed),
        Case(
            name: "a table pulled 100 points is too short", className: "UITableView", dy: 100, outcome: .tooShort),
        Case(
            name: "exactly 150 points is not past the threshold", className: "UITableView", dy: 150,
            outcome: .tooShort),
        Case(
            name: "a collection view whose items fit does not move: the classic report", dy: 150,
            outcome: .contentFits),
        Case(
            name: "alwaysBounceVertical lets the fitting collection view refresh", alwaysBounceVertical: true,
            dy: 200, outcome: .refreshed),
        Case(
            name: "scrolled 300 points down, a 200-point pull only scrolls back", contentHeight: 2000,
            contentOffsetY: 300, dy: 200, outcome: .notAtTop),
        Case(
            name: "scrolled 50 points down, a 250-point pull goes 200 past the top", contentHeight: 2000,
            contentOffsetY: 50, dy: 250, outcome: .refreshed),
        Case(
            name: "isScrollEnabled false sends nothing", className: "UITableView", isScrollEnabled: false, dy: 150,
            outcome: .scrollDisabled),
        Case(
            name: "bounces false stops the content at its top", className: "UITableView", bounces: false, dy: 150,
            outcome: .bouncesOff),
        Case(name: "a pull up is no pull to refresh", className: "UITableView", dy: -150, outcome: nil),
        Case(name: "a sideways drag is no pull to refresh", className: "UITableView", dy: 50, dx: -150, outcome: nil),
    ]

    @Test(arguments: cases)
    func aPullDownRefreshesOnlyFromTheTopAndPastTheThreshold(_ scenario: Case) throws {
        var feed = Feed(className: scenario.className, contentHeight: scenario.contentHeight)
        feed.app[feed.feed].boundsOrigin = Point(x: 0, y: scenario.contentOffsetY)
        if let bounce = scenario.alwaysBounceVertical { feed.app[feed.feed].scrolling?.alwaysBounceVertical = bounce }
        feed.app[feed.feed].scrolling?.bounces = scenario.bounces
        if !scenario.isScrollEnabled {
            feed.app[feed.feed].scrolling?.isScrollEnabled = false
            for recognizer in feed.app[feed.feed].gestureRecognizers
            where feed.app.gestureRecognizers[recognizer].scrollView == feed.feed {
                feed.app.gestureRecognizers[recognizer].isEnabled = false
            }
        }
        var dispatcher = Dispatcher(app: feed.app)
        let result = dispatcher.dispatch(Feed.pull(scenario.dy, dx: scenario.dx))
        let entry = try #require(result.scrollViews.first { $0.scrollView == feed.feed })
        #expect(entry.refresh?.outcome == scenario.outcome)
        // Content that does not move never goes past its top (scrolling disabled, content that fits, bounces off):
        // `pastTop` said the whole pull before.
        if let pull = entry.refresh, [.scrollDisabled, .contentFits, .bouncesOff].contains(pull.outcome) {
            #expect(pull.pastTop == 0, "\(scenario)")
            #expect(pull.pulled == scenario.dy)
        }
        let refreshed = result.actions.contains {
            $0.source == .control(feed.control, .valueChanged) && $0.performedBy == feed.controller
        }
        #expect(refreshed == (scenario.outcome == .refreshed))
        let warning = result.diagnostics.first { $0.code == .refreshControlDidNotRefresh }
        let warns = scenario.outcome != nil && scenario.outcome != .refreshed
        #expect((warning != nil) == warns)
        if let warning {
            #expect(warning.severity == .warning)
            #expect(warning.responders == [feed.feed, feed.control])
            // The refresh warning says why; the scroll view's own "did not scroll" would say it again.
            #expect(!result.diagnostics.contains { $0.code == .scrollViewDidNotScroll })
        }
    }

    /// UIRefreshControl.endRefreshing() documentation: the app calls it when the refresh finishes; until then the
    /// control is refreshing (isRefreshing), and the public reports "UIRefreshControl valueChanged not called the
    /// second time" (Stack Overflow) come from never calling it.
    @Test func aSecondPullWhileRefreshingSendsNothing() throws {
        let feed = Feed(className: "UITableView")
        var dispatcher = Dispatcher(app: feed.app)
        let first = dispatcher.dispatch(Feed.pull(200))
        #expect(first.scrollViews.first?.refresh?.outcome == .refreshed)
        #expect(dispatcher.app[feed.control].isRefreshing)
        let second = dispatcher.dispatch(Feed.pull(200))
        #expect(second.scrollViews.first?.refresh?.outcome == .alreadyRefreshing)
        #expect(second.actions.isEmpty)
        let warning = try #require(second.diagnostics.first { $0.code == .refreshControlDidNotRefresh })
        #expect(warning.severity == .warning)
        #expect(
            dispatcher.app.wording(of: warning).hint.hasPrefix("Call endRefreshing() on UIRefreshControl 'refresh'"))
        #expect(feed.app.fixCandidates(for: warning.words) == .failure(.appCode))
        // A short pull is still too short, whatever the state.
        #expect(dispatcher.dispatch(Feed.pull(30)).scrollViews.first?.refresh?.outcome == .tooShort)
    }

    @Test func theWordsSayHowFarThePullWentAndWhatItNeeded() throws {
        var dispatcher = Dispatcher(app: Feed(className: "UITableView").app)
        let short = dispatcher.dispatch(Feed.pull(40))
        let warning = try #require(short.diagnostics.first { $0.code == .refreshControlDidNotRefresh })
        let wording = dispatcher.app.wording(of: warning)
        #expect(
            wording.message
                == "The pull down did not refresh: UIRefreshControl 'refresh' sent no valueChanged. UITableView 'feed' "
                + "was at its top, but the finger pulled its content only 40 points past it, not more than the 150 "
                + "points that make UIRefreshControl 'refresh' begin refreshing: it sends nothing.")
        #expect(wording.hint.hasPrefix("Pull further: the content has to go more than 150 points past its top."))
        let entry = try #require(short.scrollViews.first)
        #expect(
            dispatcher.app.words(of: entry, in: .english).hasSuffix("begin refreshing: it sends nothing."))
        for language in [Language.japanese, .simplifiedChinese, .korean] {
            #expect(dispatcher.app.wording(of: warning.words, in: language).message.contains("valueChanged"))
            #expect(dispatcher.app.wording(of: warning.words, in: language).message != wording.message)
        }
    }

    @Test func theFittingCollectionViewsWarningIsCuredByAlwaysBounceVertical() throws {
        let feed = Feed()
        var dispatcher = Dispatcher(app: feed.app)
        let result = dispatcher.dispatch(Feed.pull(150))
        let warning = try #require(result.diagnostics.first { $0.code == .refreshControlDidNotRefresh })
        let candidates = try feed.app.fixCandidates(for: warning.words).get()
        #expect(candidates == [.set(.alwaysBounceVertical, of: feed.feed)])
        #expect(dispatcher.app.wording(of: warning).hint.hasPrefix("Set alwaysBounceVertical = true"))
    }

    /// A pull is one scroll view's (UIScrollView documentation on nested scroll views: the innermost that can scroll
    /// takes the drag): a feed whose content fits, inside an outer scroll view with its own refresh control. When the
    /// outer one scrolls, it refreshes and the feed, whose pan lost the drag, is not said to have failed; when neither
    /// can scroll, only the feed, the deepest, reports its pull.
    @Test(arguments: [(2_000.0, "outer"), (500.0, "feed")])
    func aPullIsReportedForTheScrollViewThatHadIt(_ outerContent: Double, _ reported: String) throws {
        var (app, _, window) = Fixtures.bareApp()
        let controller = Fixtures.addController(&app, id: "feedController", className: "FeedViewController")
        app[controller].actions[Selector("refresh:")] = ActionImplementation()
        let outer = app.addView(
            id: "outer", className: "UIScrollView", frame: Rect(x: 0, y: 0, width: 390, height: 800), to: window)
        app[outer].scrolling?.contentSize = Size(width: 390, height: outerContent)
        let feed = app.addView(
            id: "feed", className: "UICollectionView", frame: Rect(x: 0, y: 0, width: 390, height: 600), to: outer)
        app[feed].scrolling?.contentSize = Size(width: 390, height: 300)
        for (id, scroll) in [("outerRefresh", outer), ("feedRefresh", feed)] {
            let control = app.addView(
                id: id, className: "UIRefreshControl", frame: Rect(x: 0, y: -60, width: 390, height: 60), to: scroll)
            app[control].targetActions = [
                TargetAction(event: .valueChanged, target: controller, action: Selector("refresh:"))
            ]
        }
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(Feed.pull(200))
        let reports = result.scrollViews.filter { $0.refresh != nil }.map { app[$0.scrollView].id }
        #expect(reports == [reported])
        let warnings = result.diagnostics.filter { $0.code == .refreshControlDidNotRefresh }
        #expect(warnings.count == (reported == "feed" ? 1 : 0))
        #expect(
            result.scrollViews.first { $0.scrollView == outer }?.refresh?.outcome
                == (reported == "outer" ? .refreshed : nil))
    }
}
