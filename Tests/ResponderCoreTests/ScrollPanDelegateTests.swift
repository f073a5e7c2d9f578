import Testing

@testable import ResponderCore
@testable import ResponderWords

/// A scroll view's own pan recognizer and who may keep it from beginning.
///
/// UIScrollView.panGestureRecognizer documentation: the scroll view's built-in pan recognizer, which the app may
/// configure (`require(toFail:)`) but whose delegate must be the scroll view (UIKit raises if the app sets another),
/// so a subclass answers its delegate's questions (UIGestureRecognizerDelegate documentation:
/// `gestureRecognizerShouldBegin(_:)`, `gestureRecognizer(_:shouldReceive:)`, the failure requirements).
/// UIView.gestureRecognizerShouldBegin(_:) documentation: a view may refuse a recognizer that is about to begin, as
/// UISlider does for a scroll view's pan that starts on its thumb.
@Suite struct ScrollPanDelegateTests {
    /// A 390×400 vertical scroll view (1,200 points of content) holding a plain card and a slider.
    struct Feed {
        var app: App
        let window: Int
        let scroll: Int
        let card: Int
        let slider: Int
        /// A point on the card, and one on the slider, in screen coordinates.
        static let cardPoint = Point(x: 100, y: 50)
        static let sliderPoint = Point(x: 100, y: 220)

        init(scrollClass: String = "UIScrollView") {
            var (app, _, window) = Fixtures.bareApp()
            var feed = Fixtures.responder("feed", scrollClass, kind: .view, superclass: "UIScrollView")
            feed.frame = Rect(x: 0, y: 0, width: 390, height: 400)
            scroll = app.add(feed)
            app.addSubview(scroll, to: window)
            app[scroll].scrolling?.contentSize = Size(width: 390, height: 1200)
            card = app.addView(id: "card", frame: Rect(x: 0, y: 0, width: 390, height: 150), to: scroll)
            slider = app.addView(
                id: "volume", className: "UISlider", frame: Rect(x: 20, y: 200, width: 350, height: 40), to: scroll)
            self.app = app
            self.window = window
        }

        /// A vertical drag of 150 points from `point`.
        static func drag(
            from point: Point, dx: Double = 0, dy: Double = -150, gesture: TouchGesture = .pan
        )
            -> Event
        {
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: point, moves: [Point(x: point.x + dx, y: point.y + dy)])],
                    gesture: gesture))
        }
    }

    /// Who keeps the pan from beginning, and what the drag does then.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var configure: @Sendable (inout Feed) -> Void
        var from: Point
        var scrolled: Bool
        /// The outcome of the scroll view's own pan.
        var panOutcome: RecognizerResult.Outcome
        /// The diagnostic the drag gets, and its severity.
        var diagnostic: DiagnosticCode?
        var severity: Diagnostic.Severity?
        /// Whether the slider tracked the drag (touchesMoved reached it).
        var sliderTracked = false
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name:
                "UIScrollView.panGestureRecognizer documentation: with no answer of its own, a drag on a card scrolls",
            configure: { _ in }, from: Feed.cardPoint, scrolled: true, panOutcome: .recognized),
        Case(
            name: "UIGestureRecognizerDelegate documentation: the scroll view, its pan's delegate, answering false in "
                + "gestureRecognizerShouldBegin(_:) scrolls nothing",
            configure: { $0.app[$0.scroll].scrolling?.panShouldBegin = false }, from: Feed.cardPoint, scrolled: false,
            panOutcome: .failed, diagnostic: .scrollPanRefusedToBegin, severity: .warning),
        Case(
            name: "UIView.gestureRecognizerShouldBegin(_:) documentation: a scroll view subclass overriding it for "
                + "pans refuses its own pan",
            configure: { $0.app[$0.scroll].shouldBeginOverride = ShouldBeginOverride(falseFor: [.pan]) },
            from: Feed.cardPoint, scrolled: false, panOutcome: .failed, diagnostic: .scrollPanRefusedToBegin,
            severity: .warning),
        Case(
            name: "UIView.gestureRecognizerShouldBegin(_:) documentation: an override for taps only leaves the pan",
            configure: { $0.app[$0.scroll].shouldBeginOverride = ShouldBeginOverride(falseFor: [.tap]) },
            from: Feed.cardPoint, scrolled: true, panOutcome: .recognized),
        Case(
            name: "UIView.gestureRecognizerShouldBegin(_:) documentation: a slider refusing the scroll view's pan "
                + "on its thumb keeps the drag, and the answer says so as info",
            configure: { $0.app[$0.slider].shouldBeginOverride = ShouldBeginOverride(falseFor: [.pan]) },
            from: Feed.sliderPoint, scrolled: false, panOutcome: .failed, diagnostic: .scrollPanRefusedToBegin,
            severity: .info, sliderTracked: true),
        Case(
            name: "UIView.gestureRecognizerShouldBegin(_:) documentation: the card's refusal is not asked for a drag "
                + "on the slider",
            configure: { $0.app[$0.card].shouldBeginOverride = ShouldBeginOverride() }, from: Feed.sliderPoint,
            scrolled: true, panOutcome: .recognized),
        Case(
            name: "UIGestureRecognizerDelegate documentation: shouldReceive false in the slider hides its touches "
                + "from the pan, so the slider keeps the drag",
            configure: { $0.app[$0.scroll].scrolling?.panRefusesTouchesIn = [$0.slider] }, from: Feed.sliderPoint,
            scrolled: false, panOutcome: .touchNotReceived, sliderTracked: true),
    ]

    @Test(arguments: cases)
    func whoKeepsTheScrollViewsPanFromBeginning(_ scenario: Case) throws {
        var feed = Feed()
        scenario.configure(&feed)
        var dispatcher = Dispatcher(app: feed.app)
        let result = dispatcher.dispatch(Feed.drag(from: scenario.from))
        let report = try #require(result.scrollViews.first)
        #expect(report.scrollView == feed.scroll)
        #expect(report.scrolled == scenario.scrolled, "\(dispatcher.app.words(of: report))")
        let pan = try #require(
            result.recognizers.first { dispatcher.app.gestureRecognizers[$0.recognizer].scrollView == feed.scroll })
        #expect(pan.outcome == scenario.panOutcome)
        let found = result.diagnostics.first { $0.code == .scrollPanRefusedToBegin }
        #expect(found?.code == scenario.diagnostic)
        #expect(found?.severity == scenario.severity)
        let tracked = result.deliveries.contains {
            $0.method == .touchesMoved && $0.steps.first?.responder == feed.slider
        }
        #expect(tracked == scenario.sliderTracked)
    }

    /// The refusal's words name who refused, in every language, and its fix takes the override out and scrolls.
    @Test(arguments: [false, true])
    func aRefusedPanIsWordedAndFixed(byTheViewOverride: Bool) throws {
        var feed = Feed(scrollClass: "FeedScrollView")
        if byTheViewOverride {
            feed.app[feed.scroll].shouldBeginOverride = ShouldBeginOverride()
        } else {
            feed.app[feed.scroll].scrolling?.panShouldBegin = false
        }
        let drag = Feed.drag(from: Feed.cardPoint)
        var dispatcher = Dispatcher(app: feed.app)
        let result = dispatcher.dispatch(drag)
        let refused = try #require(expectDiagnostic(result, .scrollPanRefusedToBegin))
        let wording = dispatcher.app.wording(of: refused)
        #expect(wording.message.contains("gestureRecognizerShouldBegin(_:)"))
        #expect(wording.message.contains("nothing scrolled"))
        #expect(wording.message.contains("FeedScrollView 'feed'"))
        for language in [Language.japanese, .simplifiedChinese, .korean] {
            let words = dispatcher.app.wording(of: refused, in: language)
            #expect(words.message.contains("gestureRecognizerShouldBegin(_:)"))
            #expect(words.message != wording.message)
        }
        var fixer = Fixer(app: feed.app, settings: DispatchSettings(), events: [drag], budget: .unlimited)
        guard case .fix(let fix) = fixer.fix(refused, at: 0) else {
            Issue.record("no fix")
            return
        }
        #expect(fix.change == .standardShouldBegin(view: feed.scroll))
        #expect(fix.verified.cured)
        #expect(fix.verified.outcome == .recognizedByGesture)
    }

    /// UIGestureRecognizerDelegate documentation, gestureRecognizer(_:shouldRequireFailureOf:): the scroll view's
    /// pan waits for the app's swipe to fail; the swipe recognizes, so the drag does not scroll.
    @Test func aPanThatWaitsForASwipeThatRecognizesDoesNotScroll() throws {
        var feed = Feed()
        let swipe = feed.app.addGestureRecognizer(
            GestureRecognizer(id: "dismissSwipe", kind: .swipe, view: feed.card, direction: .up))
        feed.app.finalizeLayout(synthesizeWrappers: true)
        let pan = try #require(
            feed.app.gestureRecognizers.indices.first { feed.app.gestureRecognizers[$0].scrollView == feed.scroll })
        feed.app.require(pan, toFail: swipe, askedBy: .shouldRequireFailureOf)
        var dispatcher = Dispatcher(app: feed.app)
        let result = dispatcher.dispatch(Feed.drag(from: Feed.cardPoint, gesture: .swipe))
        let panResult = try #require(result.recognizers.first { $0.recognizer == pan })
        #expect(panResult.outcome == .requiredFailureDidNotHappen)
        #expect(result.scrollViews.first?.scrolled == false)
        #expect(result.recognizers.first { $0.recognizer == swipe }?.outcome == .recognized)
    }
}

/// UIView.gestureRecognizerShouldBegin(_:) documentation: UIKit asks the views the touch is in, up to the
/// recognizer's own view, before a recognizer leaves the possible state; false makes it fail.
@Suite struct ViewShouldBeginTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Which view overrides: "card" (the recognizer's view), "badge" (the touched view inside it) or "screen"
        /// (a view around the recognizer's view, which is not asked).
        var overriding: String
        var falseFor: Set<GestureRecognizer.Kind>?
        var recognizes: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "the recognizer's own view refusing every recognizer", overriding: "card", recognizes: false),
        Case(
            name: "the touched view inside it refusing taps", overriding: "badge", falseFor: [.tap], recognizes: false),
        Case(name: "the touched view refusing pans only", overriding: "badge", falseFor: [.pan], recognizes: true),
        Case(name: "a view around the recognizer's view is not asked", overriding: "screen", recognizes: true),
    ]

    @Test(arguments: cases)
    func theViewsUnderTheTouchMayRefuseARecognizer(_ scenario: Case) throws {
        var (app, _, window) = Fixtures.bareApp()
        let screen = app.addView(id: "screen", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: window)
        let card = app.addView(id: "card", frame: Rect(x: 0, y: 100, width: 390, height: 200), to: screen)
        let badge = app.addView(id: "badge", frame: Rect(x: 10, y: 10, width: 100, height: 100), to: card)
        for method in ResponderMethod.touchFamily { app[badge].overrides[method] = .callsSuper }
        let tap = app.addGestureRecognizer(
            GestureRecognizer(id: "openCard", kind: .tap, view: card, action: Selector("openCard:")))
        let overriding = try #require(app.index(of: scenario.overriding))
        app[overriding].shouldBeginOverride = ShouldBeginOverride(falseFor: scenario.falseFor)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 50, y: 150)))
        let judged = try #require(result.recognizers.first { $0.recognizer == tap })
        #expect((judged.outcome == .recognized) == scenario.recognizes)
        if !scenario.recognizes {
            guard case .viewShouldBeginFalse(_, let view)? = judged.reason else {
                Issue.record("\(String(describing: judged.reason))")
                return
            }
            #expect(view == overriding)
            let words = dispatcher.app.words(of: try #require(judged.reason))
            #expect(words.contains("overrides gestureRecognizerShouldBegin(_:)"))
            // The touch goes on to the views: the badge receives touchesEnded.
            #expect(deliveredMethods(result).contains(.touchesEnded))
            #expect(result.handler == badge || result.deliveries.contains { $0.steps.first?.responder == badge })
        }
    }
}

/// UIScrollView.isPagingEnabled documentation: the scroll view stops on multiples of its bounds when the user
/// scrolls. A drag past half a page (or a flick) turns one page; a shorter one snaps back.
@Suite struct PagingTests {
    /// A 300×200 horizontal pager of three pages (900 points of content).
    static func pager(offset: Double = 0) -> (app: App, pager: Int) {
        var (app, _, window) = Fixtures.bareApp()
        let pager = app.addView(
            id: "pager", className: "UIScrollView", frame: Rect(x: 0, y: 100, width: 300, height: 200), to: window)
        app[pager].scrolling?.contentSize = Size(width: 900, height: 200)
        app[pager].scrolling?.isPagingEnabled = true
        app[pager].boundsOrigin = Point(x: offset, y: 0)
        return (app, pager)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var offset: Double = 0
        var dx: Double
        var gesture: TouchGesture = .pan
        var from: Int
        var to: Int
        var words: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a drag past half a page turns to the next", dx: -200, from: 0, to: 1, words: "from page 1 to page 2"),
        Case(name: "a short drag snaps back", dx: -100, from: 0, to: 0, words: "snaps back to page 1"),
        Case(name: "a short flick turns the page", dx: -60, gesture: .swipe, from: 0, to: 1, words: "flick"),
        Case(name: "a drag back from the second page", offset: 300, dx: 200, from: 1, to: 0, words: "to page 1"),
        Case(name: "the last page bounces back", offset: 600, dx: -250, from: 2, to: 2, words: "last page"),
    ]

    @Test(arguments: cases)
    func aDragStopsOnAPage(_ scenario: Case) throws {
        let (app, pager) = Self.pager(offset: scenario.offset)
        var dispatcher = Dispatcher(app: app)
        let start = Point(x: 250, y: 200)
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: start, moves: [Point(x: start.x + scenario.dx, y: 205)])],
                    gesture: scenario.gesture)))
        let report = try #require(result.scrollViews.first)
        #expect(report.scrolled)
        let page = try #require(report.page)
        #expect(page.axis == .horizontally)
        #expect((page.from, page.to, page.pages) == (scenario.from, scenario.to, 3))
        #expect(dispatcher.app[pager].boundsOrigin.x == Double(scenario.to) * 300)
        #expect(dispatcher.app.words(of: report).contains(scenario.words), "\(dispatcher.app.words(of: report))")
    }

    /// Later events see the page the pager stopped on: two drags past half a page reach the third page.
    @Test func twoDragsTurnTwoPages() {
        let (app, _) = Self.pager()
        var dispatcher = Dispatcher(app: app)
        let drag = Event.touch(
            TouchEvent(
                touches: [TouchEvent.Touch(point: Point(x: 250, y: 200), moves: [Point(x: 40, y: 200)])],
                gesture: .pan))
        let pages = dispatcher.dispatch([drag, drag, drag]).map { $0.scrollViews.first?.page?.to }
        #expect(pages == [1, 2, 2])
    }

    /// A horizontal pager in a vertical scroll view (UIScrollView documentation: each takes the drags along the
    /// axis it can scroll): a diagonal drag goes to the one along whose axis the finger moved most.
    @Test(arguments: [(-90.0, -60.0, "pager"), (-60.0, -90.0, "feed")])
    func aDiagonalDragInNestedPagersGoesByItsLongerAxis(dx: Double, dy: Double, scrolls: String) throws {
        var (app, _, window) = Fixtures.bareApp()
        let feed = app.addView(
            id: "feed", className: "UIScrollView", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: window)
        app[feed].scrolling?.contentSize = Size(width: 390, height: 2532)
        app[feed].scrolling?.isPagingEnabled = true
        let pager = app.addView(
            id: "pager", className: "UIScrollView", frame: Rect(x: 0, y: 100, width: 390, height: 300), to: feed)
        app[pager].scrolling?.contentSize = Size(width: 1170, height: 300)
        app[pager].scrolling?.isPagingEnabled = true
        var dispatcher = Dispatcher(app: app)
        let start = Point(x: 200, y: 250)
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: start, moves: [Point(x: start.x + dx, y: start.y + dy)])],
                    gesture: .swipe)))
        let scrolled = result.scrollViews.filter(\.scrolled)
        #expect(scrolled.map { dispatcher.app[$0.scrollView].id } == [scrolls])
        // A flick turns the page of the one that took it.
        #expect(scrolled.first?.page?.to == 1)
    }
}

/// UIScrollView.keyboardDismissMode documentation: `onDrag` dismisses the keyboard when a drag begins, `interactive`
/// lets the keyboard follow the drag, `none` leaves it (and iOS 16's `onDragWithAccessory` and
/// `interactiveWithAccessory` do the same with the input accessory view).
@Suite struct KeyboardDismissModeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var mode: KeyboardDismissMode
        var canResign = true
        /// Whether the drag scrolls (the content overflows).
        var scrolls = true
        var keyboard: String?
        var firstResponderAfter: String?
        var testDescription: String {
            "\(mode.rawValue)\(canResign ? "" : ", refusing to resign")\(scrolls ? "" : ", nothing to scroll")"
        }
    }

    static let cases: [Case] = [
        Case(mode: .none, keyboard: nil, firstResponderAfter: "search"),
        Case(mode: .onDrag, keyboard: "dismissed", firstResponderAfter: nil),
        Case(mode: .onDragWithAccessory, keyboard: "dismissed", firstResponderAfter: nil),
        Case(mode: .interactive, keyboard: "followsFinger", firstResponderAfter: "search"),
        Case(mode: .interactiveWithAccessory, keyboard: "followsFinger", firstResponderAfter: "search"),
        Case(mode: .onDrag, canResign: false, keyboard: "refusedToResign", firstResponderAfter: "search"),
        Case(mode: .onDrag, scrolls: false, keyboard: nil, firstResponderAfter: "search"),
    ]

    @Test(arguments: cases)
    func aDragThatScrollsDoesWhatTheModeSays(_ scenario: Case) throws {
        var (app, _, window) = Fixtures.bareApp()
        let search = app.addView(
            id: "search", className: "UITextField", frame: Rect(x: 0, y: 50, width: 390, height: 44), to: window)
        app[search].canResignFirstResponder = scenario.canResign
        let results = app.addView(
            id: "results", className: "UIScrollView", frame: Rect(x: 0, y: 100, width: 390, height: 400), to: window)
        app[results].scrolling?.contentSize = Size(width: 390, height: scenario.scrolls ? 2000 : 400)
        app[results].scrolling?.keyboardDismissMode = scenario.mode
        app.state.keyWindow = window
        app.state.firstResponders[window] = search
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: Point(x: 200, y: 400), moves: [Point(x: 200, y: 200)])],
                    gesture: .pan)))
        let report = try #require(result.scrollViews.first)
        #expect(report.scrolled == scenario.scrolls)
        let keyboard: String? =
            switch report.keyboard {
            case .dismissed?: "dismissed"
            case .refusedToResign?: "refusedToResign"
            case .followsFinger?: "followsFinger"
            case nil: nil
            }
        #expect(keyboard == scenario.keyboard)
        #expect(result.stateBefore.firstResponder == search)
        #expect(result.stateAfter.firstResponder.map { dispatcher.app[$0].id } == scenario.firstResponderAfter)
        #expect(result.stateAfter.keyboardVisible == (scenario.firstResponderAfter != nil))
        if scenario.keyboard == "dismissed" {
            #expect(result.firstResponderChange?.call == .resignFirstResponder)
            #expect(result.firstResponderChange?.responder == search)
            #expect(result.path.contains { $0.words == .resignsOnDrag(scroll: results, mode: scenario.mode) })
            #expect(dispatcher.app.words(of: report).contains("keyboard went away"))
        } else {
            #expect(result.firstResponderChange == nil)
        }
        if scenario.keyboard == "refusedToResign" { expectDiagnostic(result, .refusedToResign) }
    }
}
