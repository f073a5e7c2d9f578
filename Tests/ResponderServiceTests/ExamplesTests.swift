import Foundation
import Testing

@testable import ResponderModel
@testable import ResponderService

/// What one example must produce, event by event.
struct ExampleExpectation: Sendable, CustomTestStringConvertible {
    var name: String
    /// Per event: outcome, handler id (nil: nothing handled), diagnostic codes that must be present.
    var results: [(outcome: String, handler: String?, diagnostics: [String])]
    /// Apple's documentation page or the public report that shows the UIKit behaviour the lesson teaches.
    var source: String? = nil
    var testDescription: String { source.map { "\(name) (\($0))" } ?? name }
}

/// Chain examples: the exact chainDescription.
struct ChainExpectation: Sendable, CustomTestStringConvertible {
    var name: String
    var chainDescription: [String]
    var rules: [String?]
    var testDescription: String { name }
}

/// One thing a lesson's answer must show for one of its events: the value at a member path of the event's result
/// (`hitTest.0.hitView.id`, numbers for array indices), and the source of the UIKit behaviour.
struct LessonFact: Sendable, CustomTestStringConvertible {
    var name: String
    var event: Int
    var path: String
    var value: String
    var source: String
    var testDescription: String { "\(name) event \(event): \(path) is \(value) (\(source))" }
}

/// A lesson whose events contrast: what one event's answer shows and the lesson's other events' do not.
struct ContrastExpectation: Sendable, CustomTestStringConvertible {
    var name: String
    /// A fact of the answer, as ``ExamplesTests/facts(of:)`` spells it.
    var fact: String
    /// The one event whose answer has it.
    var shownIn: Int
    var testDescription: String { "\(name): \(fact) only in event \(shownIn)" }
}

@Suite struct ExamplesTests {
    static let dispatchCases: [ExampleExpectation] = [
        .init(name: "delete-button", results: [("handled", "deleteButton", ["contentTouchesDelayed"])]),
        .init(
            name: "badge-swallows-touches",
            results: [("swallowed", "badge", ["touchesSwallowed", "incompleteTouchFamily"])]),
        .init(name: "badge-calls-super", results: [("handled", "badge", [])]),
        .init(
            name: "search-field-viewdidload",
            results: [("failed", nil, ["notInWindow"]), ("succeeded", "searchField", [])]),
        .init(name: "message-view-archive", results: [("handled", "inbox", [])]),
        .init(name: "close-button-44pt", results: [("handled", "closeButton", [])]),
        .init(name: "button-outside-parent", results: [("dropped", nil, ["outsideSuperviewBounds"])]),
        .init(
            name: "follow-button-unreachable",
            results: [("dropped", nil, ["aimedViewUnreachable", "outsideSuperviewBounds"])]),
        .init(name: "clear-overlay-covers-button", results: [("dropped", nil, ["coveredByOtherView"])]),
        .init(name: "button-added-to-cell", results: [("handled", "table", ["coveredByOtherView"])]),
        .init(name: "button-in-image-view", results: [("dropped", nil, ["ancestorInteractionDisabled"])]),
        .init(name: "copy-paste-menu", results: [("menuShown", "notes", ["pasteHiddenEmptyPasteboard"])]),
        .init(name: "custom-view-no-copy", results: [("menuNotShown", nil, ["editMenuNoFirstResponder"])]),
        .init(
            name: "custom-view-copy-as-first-responder",
            results: [("succeeded", "badge", []), ("menuShown", "badge", [])]),
        .init(
            name: "nil-target-no-first-responder",
            results: [("handled", "composeButton", ["actionDropped", "nilTargetSkippedController"])]),
        .init(name: "nil-target-with-first-responder", results: [("handled", "composeButton", [])]),
        .init(
            name: "scene-delegate-not-in-chain",
            results: [("dropped", nil, ["actionDropped", "sceneDelegateNotInChain"])]),
        .init(name: "scene-delegate-spliced", results: [("handled", "sceneDelegate", [])]),
        .init(name: "shake-to-first-responder", results: [("handled", "compose", [])]),
        .init(name: "tap-gesture-vs-button", results: [("handled", "likeButton", ["controlWinsOverAncestorTap"])]),
        .init(name: "two-finger-tap-on-a-board", results: [("recognizedByGesture", "game", [])]),
        .init(
            name: "raised-tab-bar-button",
            results: [("handled", "composeButton", []), ("dropped", nil, ["outsideSuperviewBounds"])]),
        .init(
            name: "swipe-back-blocked-by-carousel",
            results: [
                ("recognizedByGesture", "carousel", ["interactivePopGestureBlocked"]),
                ("recognizedByGesture", "nav", []),
            ]),
        .init(
            name: "swipe-back-carousel-waits",
            results: [("recognizedByGesture", "nav", []), ("recognizedByGesture", "carousel", [])]),
        .init(
            name: "key-command-space-bar",
            results: [("dropped", nil, ["noFirstResponder"]), ("failed", nil, ["cannotBecomeFirstResponder"])]),
        .init(
            name: "key-command-text-field-first",
            results: [
                ("succeeded", "player", []), ("handled", "player", []), ("succeeded", "searchField", []),
                ("handled", "searchField", ["keyCommandShadowedByTextInput"]), ("handled", "player", []),
            ]),
        .init(
            name: "row-selects-and-tells-delegate",
            results: [("handled", "table", []), ("handled", "wifiSwitch", ["contentTouchesDelayed"])]),
        .init(
            name: "row-tap-dismiss-recognizer",
            results: [("recognizedByGesture", "search", ["touchesCancelledByGesture"])]),
        .init(name: "table-delegate-not-set", results: [("handled", "table", ["selectionDelegateMissing"])]),
        .init(
            name: "target-released-local-variable",
            results: [("handled", "likeButton", ["targetReleased", "actionDropped"])]),
        .init(
            name: "sheet-pan-steals-slider",
            results: [("recognizedByGesture", "player", ["touchesCancelledByGesture"])]),
        .init(
            name: "slider-keeps-drag-should-receive",
            results: [("handled", "volumeSlider", []), ("recognizedByGesture", "player", [])]),
        .init(
            name: "tap-gesture-steals-custom-view",
            results: [("recognizedByGesture", "feed", ["gestureStealsTouches", "touchesCancelledByGesture"])]),
        .init(name: "drawing-responder", results: [("handled", "drawing", ["incompleteTouchFamily"])]),
        .init(
            name: "drag-from-button-scrolls-table",
            results: [
                ("recognizedByGesture", "table", ["scrollViewTookTouch"]),
                ("handled", "deleteButton", ["contentTouchesDelayed"]),
            ]),
        .init(
            name: "scroll-view-keeps-button-touch", results: [("handled", "deleteButton", ["scrollViewDidNotScroll"])]),
        .init(name: "drag-off-button-cancels", results: [("handled", "saveButton", ["touchEndedOutsideControl"])]),
        .init(
            name: "single-tap-waits-for-double-tap",
            results: [
                ("recognizedByGesture", "photos", ["recognizerWaitedForFailure"]),
                ("recognizedByGesture", "photos", []),
            ]),
        .init(name: "hit-test-redirect", results: [("handled", "slider", [])]),
        .init(name: "hit-test-returns-nil", results: [("handled", "map", ["ancestorOverrideBlocksTouches"])]),
        .init(
            name: "app-delegate-not-responder", results: [("dropped", nil, ["actionDropped", "appDelegateNotInChain"])]),
        .init(name: "remote-control-app-delegate", results: [("handled", "appDelegate", ["noFirstResponder"])]),
        .init(name: "press-focused-view", results: [("handled", "grid", [])]),
        .init(
            name: "focus-shake-action-sequence",
            results: [("succeeded", "noteField", []), ("handled", "note", []), ("handled", "note", [])]),
        .init(name: "text-field-tap-focuses", results: [("handled", "emailField", [])]),
        .init(name: "explicit-target-crash", results: [("crashed", "saveButton", ["unrecognizedSelector"])]),
        .init(name: "button-sends-no-action", results: [("handled", "saveButton", ["controlSendsNoAction"])]),
        .init(name: "overlay-window-keyboard", results: [("succeeded", "replyField", ["keyboardNotShown"])]),
        .init(name: "disabled-button", results: [("handled", "row", ["controlDisabled"])]),
        .init(name: "navigation-back-button", results: [("handled", "nav.backButton", [])]),
        .init(name: "tab-bar-selects-tab", results: [("handled", "profile.tabBarButton", [])]),
        .init(
            name: "bar-button-nil-target",
            results: [
                ("handled", "saveItem", ["actionDropped", "nilTargetSkippedController"]),
                ("succeeded", "titleField", []), ("handled", "saveItem", []),
            ]),
        // Lessons on MapKit, SwiftUI hosting, paging, sheets' detents, button menus and context menus.
        .init(
            name: "map-callout-outside-annotation-view",
            results: [
                ("dropped", nil, ["mapSelectsAnnotation"]), ("dropped", nil, ["calloutOutsideAnnotationView"]),
            ],
            source: "MKMapViewDelegate.mapView(_:didSelect:) and MKAnnotationView documentation; "
                + "heath-tech.blogspot.com, \"iOS 5.0 MKMapView (MapKit MapView) Edge Cases\""),
        .init(
            name: "hosting-view-takes-list-tap",
            results: [
                ("dropped", nil, ["dependsOnUndescribed", "coveredByOtherView"]),
                ("handled", "newOrderButton", []),
            ],
            source: "UIHostingController documentation; Apple Developer Forums thread 762292, \"iOS 18 hit testing "
                + "functionality differs from iOS 17\""),
        .init(
            name: "paging-scroll-view-turns-pages",
            results: [
                ("recognizedByGesture", "tourPager", []), ("recognizedByGesture", "tourPager", []),
                ("recognizedByGesture", "tourPager", []), ("handled", "startButton", ["contentTouchesDelayed"]),
            ],
            source: "UIScrollView.isPagingEnabled and UIScrollView.delaysContentTouches documentation"),
        .init(
            name: "sheet-undimmed-detent", results: [("handled", "searchAreaButton", [])],
            source: "UISheetPresentationController.largestUndimmedDetentIdentifier documentation"),
        .init(
            name: "menu-button-primary-action",
            results: [
                ("handled", "sortButton", ["menuTookPrimaryAction"]), ("handled", "filterButton", []),
                ("handled", "filterButton", []),
            ],
            source: "UIControl.showsMenuAsPrimaryAction and UIButton.menu documentation"),
        .init(
            name: "context-menu-beats-long-press",
            results: [("recognizedByGesture", "gallery", []), ("dropped", nil, ["contextMenuBeatLongPress"])],
            source: "UIContextMenuInteraction and UILongPressGestureRecognizer documentation"),
        .init(
            name: "long-press-lifts-table-row",
            results: [("dropped", nil, ["dragLiftTookScroll"]), ("recognizedByGesture", "articles", [])],
            source: "UITableView.dragInteractionEnabled documentation (true by default since iOS 15) and "
                + "UIDragInteraction.allowsSimultaneousRecognitionDuringLift documentation (competing gesture "
                + "recognizers fail during the lift)"),
        .init(
            name: "hover-over-cards",
            results: [("recognizedByGesture", "photoCard", []), ("dropped", nil, ["hoverSendsNoTouches"])],
            source: "UIHoverGestureRecognizer documentation (the action is called as the pointer enters and moves "
                + "across the view) and UIEvent.EventType.hover documentation (a pointer, not a touch)"),
        .init(
            name: "page-curl-edge-tap",
            results: [
                ("handled", "shareButton", ["controlWinsOverAncestorTap"]),
                ("recognizedByGesture", "book", ["pageTurnTookTap"]),
            ],
            source: "UIPageViewController.gestureRecognizers documentation (a page-curl one's own pan and tap) and "
                + "UIView.gestureRecognizerShouldBegin(_:) documentation (a UIKit button wins a single tap); public "
                + "report: Stack Overflow, \"UIPageViewController gesture recognizers\" taking button taps"),
        .init(
            name: "search-dimming-takes-tap",
            results: [("takenByDimmingView", nil, ["searchDimmingTookTap"]), ("handled", "recipeButton", [])],
            source: "UISearchController.obscuresBackgroundDuringPresentation and isActive documentation; public "
                + "report: zenn.dev/ykws/articles/ios15-search-controller (a tap on the grey mask ends the search)"),
        .init(
            name: "pull-to-refresh-short-content",
            results: [("dropped", nil, ["refreshControlDidNotRefresh"]), ("recognizedByGesture", "newsFeed", [])],
            source: "UIRefreshControl documentation (dragging the top of the content downward begins refreshing) and "
                + "UIScrollView.alwaysBounceVertical documentation; public report: developer.aliyun.com/article/"
                + "1516931 (a UICollectionView whose cells fit cannot pull to refresh until alwaysBounceVertical = YES)"
        ),
    ]

    /// What the lessons on MapKit, SwiftUI hosting, paging, sheets' detents, button menus and context menus teach,
    /// beyond each event's outcome and handler.
    static let lessonFacts: [LessonFact] = [
        .init(
            name: "map-callout-outside-annotation-view", event: 0, path: "hitTest.0.hitView.id", value: "cafePin",
            source: "MKMapViewDelegate.mapView(_:didSelect:) documentation: a tap on an annotation view selects it"),
        .init(
            name: "map-callout-outside-annotation-view", event: 1, path: "hitTest.0.hitView.id", value: "map",
            source: "UIView.hitTest(_:with:) documentation; heath-tech.blogspot.com, \"iOS 5.0 MKMapView (MapKit "
                + "MapView) Edge Cases\": a control outside its annotation view's frame is a touch outside it"),
        .init(
            name: "map-callout-outside-annotation-view", event: 1, path: "hitTest.0.trace.2.outcome",
            value: "pointOutside", source: "UIView.hitTest(_:with:) documentation"),
        .init(
            name: "hosting-view-takes-list-tap", event: 0, path: "hitTest.0.hitView.id", value: "bannerHost",
            source: "Apple Developer Forums thread 762292, \"iOS 18 hit testing functionality differs from iOS 17\""),
        .init(
            name: "hosting-view-takes-list-tap", event: 1, path: "actions.0.performedBy.id", value: "orders",
            source: "UIView.hitTest(_:with:) documentation: the frontmost subview is asked first"),
        .init(
            name: "paging-scroll-view-turns-pages", event: 0, path: "scrollViews.0.page.to", value: "0",
            source: "UIScrollView.isPagingEnabled documentation: it stops on multiples of its bounds"),
        .init(
            name: "paging-scroll-view-turns-pages", event: 1, path: "scrollViews.0.page.to", value: "1",
            source: "UIScrollView.isPagingEnabled documentation"),
        .init(
            name: "paging-scroll-view-turns-pages", event: 2, path: "scrollViews.0.page.to", value: "2",
            source: "UIScrollView.isPagingEnabled documentation"),
        .init(
            name: "paging-scroll-view-turns-pages", event: 3, path: "scrollViews.0.contentTouches",
            value: "delayedThenDelivered", source: "UIScrollView.delaysContentTouches documentation"),
        .init(
            name: "sheet-undimmed-detent", event: 0, path: "hitTest.0.trace.1.outcome", value: "passedThrough",
            source: "UISheetPresentationController.largestUndimmedDetentIdentifier documentation: no dimming view at "
                + "or below it"),
        .init(
            name: "sheet-undimmed-detent", event: 0, path: "actions.0.action", value: "searchThisArea:",
            source: "UISheetPresentationController.largestUndimmedDetentIdentifier documentation"),
        .init(
            name: "menu-button-primary-action", event: 0, path: "buttonMenu.openedBy", value: "touchDown",
            source: "UIControl.showsMenuAsPrimaryAction documentation"),
        .init(
            name: "menu-button-primary-action", event: 1, path: "actions.0.action", value: "filterTapped:",
            source: "UIButton.menu documentation: without showsMenuAsPrimaryAction a tap sends the actions"),
        .init(
            name: "menu-button-primary-action", event: 2, path: "buttonMenu.openedBy", value: "longPress",
            source: "UIButton.menu documentation: a long press opens the menu"),
        .init(
            name: "context-menu-beats-long-press", event: 0, path: "recognizers.0.outcome", value: "recognized",
            source: "UITapGestureRecognizer documentation"),
        .init(
            name: "context-menu-beats-long-press", event: 1, path: "recognizers.1.id", value: "favouritePress",
            source: "UIContextMenuInteraction documentation"),
        .init(
            name: "context-menu-beats-long-press", event: 1, path: "recognizers.1.outcome", value: "failed",
            source: "UIContextMenuInteraction documentation: the interaction takes the long press"),
    ]

    static let chainCases: [ChainExpectation] = [
        .init(
            name: "navigation-stack-chain",
            chainDescription: [
                "UIButton", "UIView", "MessageViewController", "UIViewControllerWrapperView",
                "UINavigationTransitionView", "UILayoutContainerView", "UINavigationController", "UIWindow",
                "UIWindowScene", "UIApplication", "AppDelegate",
            ],
            rules: [
                "view.superview", "view.viewController", "viewController.rootViewSuperview", "view.superview",
                "view.superview", "view.viewController", "viewController.rootViewSuperview", "window.windowScene",
                "windowScene.application", "application.delegate", nil,
            ]),
        .init(
            name: "delete-button-chain",
            chainDescription: [
                "UIButton", "UITableViewCellContentView", "UITableViewCell", "UITableView", "UIView",
                "InboxViewController", "UIDropShadowView", "UITransitionView", "UIWindow", "UIWindowScene",
                "UIApplication", "AppDelegate",
            ],
            rules: [
                "view.superview", "view.superview", "view.superview", "view.superview", "view.viewController",
                "viewController.rootViewSuperview", "view.superview", "view.superview", "window.windowScene",
                "windowScene.application", "application.delegate", nil,
            ]),
        .init(
            name: "delete-button-documented",
            chainDescription: [
                "UIButton", "UITableViewCell", "UITableView", "UIView", "InboxViewController", "UIViewController",
                "UIWindow", "UIApplication", "AppDelegate",
            ],
            rules: [
                "view.superview", "view.superview", "view.superview", "view.viewController",
                "viewController.presentingViewController", "viewController.window", "window.application",
                "application.delegate", nil,
            ]),
    ]

    @Test(arguments: dispatchCases)
    func exampleProducesDocumentedResult(_ expectation: ExampleExpectation) throws {
        let example = try #require(Example.named(expectation.name))
        #expect(example.endpoint == "/v1/dispatch")
        let response = try ResponderService.dispatch(body: example.body)
        try #require(response.results.count == expectation.results.count)
        for (result, expected) in zip(response.results, expectation.results) {
            #expect(result.outcome == expected.outcome, "event \(result.index): \(expectation.source)")
            #expect(result.handler?.id == expected.handler, "event \(result.index): \(expectation.source)")
            let codes = result.diagnostics.map(\.code)
            for code in expected.diagnostics {
                #expect(codes.contains(code), "event \(result.index) lacks \(code); has \(codes)")
            }
            if expected.diagnostics.isEmpty {
                #expect(!result.diagnostics.contains { $0.severity != "info" }, "unexpected warnings: \(codes)")
            }
            #expect(!result.path.isEmpty)
            #expect(!result.summary.text.isEmpty)
        }
    }

    @Test(arguments: lessonFacts)
    func aLessonShowsWhatItTeaches(_ fact: LessonFact) throws {
        let example = try #require(Example.named(fact.name))
        let answer = ResponderService.answer(
            .dispatch, body: example.body, query: AnswerQuery([:]), limits: Limits())
        try #require(answer.status == 200)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.bytes)) as? [String: Any])
        var value: Any? = (object["results"] as? [Any])?[fact.event]
        for member in fact.path.split(separator: ".") {
            if let index = Int(member) {
                let array = try #require(value as? [Any], "\(member) of \(fact.path) is no array")
                try #require(index < array.count, "\(fact.path) has no \(index)")
                value = array[index]
            } else {
                value = (value as? [String: Any])?[String(member)]
            }
        }
        let found = try #require(value, "no \(fact.path)")
        #expect("\(found)" == fact.value)
    }

    /// The lessons of a contrast (their sources are named in ``dispatchCases``): each fact the note points at is in
    /// the one event it names, and not in the lesson's other events.
    static let contrastCases: [ContrastExpectation] = [
        .init(
            name: "long-press-lifts-table-row", fact: "step tableView(_:itemsForBeginning:at:) lifted articleCell",
            shownIn: 0),
        .init(name: "long-press-lifts-table-row", fact: "scrolled articles", shownIn: 1),
        .init(name: "hover-over-cards", fact: "recognizer cardHover recognized began,changed", shownIn: 0),
        .init(name: "hover-over-cards", fact: "step highlightCard: performed board", shownIn: 0),
        .init(name: "page-curl-edge-tap", fact: "step share: performed chapter1", shownIn: 0),
        .init(
            name: "page-curl-edge-tap", fact: "recognizer book.pageCurlTapGestureRecognizer preventedByControl",
            shownIn: 0),
        .init(name: "page-curl-edge-tap", fact: "step _handleTapGesture: performed book", shownIn: 1),
        .init(name: "page-curl-edge-tap", fact: "step touchesCancelled(_:with:) tracked bookmark", shownIn: 1),
        .init(name: "search-dimming-takes-tap", fact: "step searchController.isActive hidden recipes", shownIn: 0),
        .init(name: "search-dimming-takes-tap", fact: "step openRecipe: performed recipes", shownIn: 1),
        .init(name: "pull-to-refresh-short-content", fact: "refresh friendsRefresh contentFits", shownIn: 0),
        .init(name: "pull-to-refresh-short-content", fact: "refresh newsRefresh refreshed", shownIn: 1),
        .init(name: "pull-to-refresh-short-content", fact: "step refreshNews: performed home", shownIn: 1),
    ]

    /// What an event's answer shows, one line a fact: each path step (`step <method> <outcome> <responder id>`),
    /// each recognizer (`recognizer <id> <outcome>`, with a hover recognizer's states), each scroll view that
    /// scrolled (`scrolled <id>`) and each pull's refresh control (`refresh <control id> <outcome>`).
    static func facts(of result: EventResultJSON) -> Set<String> {
        var facts = Set(result.path.map { "step \($0.method) \($0.outcome) \($0.responder?.id ?? "-")" })
        for recognizer in result.recognizers ?? [] {
            let states = recognizer.states.map { " " + $0.joined(separator: ",") } ?? ""
            facts.insert("recognizer \(recognizer.id) \(recognizer.outcome)\(states)")
        }
        for scroll in result.scrollViews ?? [] {
            if scroll.scrolled { facts.insert("scrolled \(scroll.scrollView.id)") }
            if let refresh = scroll.refresh { facts.insert("refresh \(refresh.control.id) \(refresh.outcome)") }
        }
        return facts
    }

    @Test(arguments: contrastCases)
    func aLessonsContrastIsInTheEventItsNoteNames(_ expectation: ContrastExpectation) throws {
        let example = try #require(Example.named(expectation.name))
        let response = try ResponderService.dispatch(body: example.body)
        try #require(response.results.count > expectation.shownIn)
        for result in response.results {
            let facts = Self.facts(of: result)
            #expect(
                facts.contains(expectation.fact) == (result.index == expectation.shownIn),
                "event \(result.index): \(facts.sorted())")
        }
    }

    @Test(arguments: chainCases)
    func chainExampleMatchesSeed(_ expectation: ChainExpectation) throws {
        let example = try #require(Example.named(expectation.name))
        #expect(example.endpoint == "/v1/chain")
        let response = try ResponderService.chain(body: example.body)
        #expect(response.chainDescription == expectation.chainDescription)
        #expect(response.links.map(\.rule) == expectation.rules)
        #expect(response.end.reason == "noNextResponder")
    }

    @Test func everyExampleFileIsCompiledIn() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../examples").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        #expect(files == Example.all.map(\.name).sorted())
        for name in files {
            let onDisk = try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
            #expect(Array(onDisk) == Example.named(name)?.body, "\(name).json differs from the compiled-in copy")
        }
    }

    @Test func everyExampleIsCovered() {
        let covered = Set(Self.dispatchCases.map(\.name) + Self.chainCases.map(\.name))
        #expect(Set(Example.all.map(\.name)) == covered)
    }

    @Test func everyExampleHasTitleAndDescription() {
        for example in Example.all {
            #expect(example.title != example.name, "\(example.name) has no title")
            #expect(example.description.count > 40, "\(example.name) needs a description")
            #expect(example.lookAt.count > 40, "\(example.name) needs to say what to look at")
        }
    }

    /// Examples are lessons: in order from 1, and in a learner's words (no names of our own process).
    @Test func examplesAreLessonsInALearnersWords() {
        #expect(Example.all.map(\.order) == Array(1...Example.all.count))
        #expect(Example.all.first?.name == "delete-button")
        for example in Example.all {
            for text in [example.title, example.question, example.description, example.lookAt] {
                for word in ["seed", "issue", "session"] {
                    #expect(!text.lowercased().contains(word), "\(example.name) says '\(word)': \(text)")
                }
            }
        }
    }

    @Test func deleteButtonHitTestTraceIsComplete() throws {
        let response = try ResponderService.dispatch(body: try #require(Example.named("delete-button")).body)
        let touch = try #require(response.results.first?.hitTest?.first)
        #expect(touch.hitView?.id == "deleteButton")
        #expect(touch.window?.id == "window")
        let outcomes = touch.trace.map { "\($0.view.id):\($0.outcome)" }
        #expect(outcomes.first == "window:containsHit")
        #expect(outcomes.last == "deleteButton:hit")
        #expect(outcomes.contains("root.view:pointOutside") == false)
        let actions = try #require(response.results.first?.actions)
        #expect(actions.map(\.action) == ["deleteTapped:"])
        #expect(actions.first?.performedBy?.id == "inbox")
        #expect(actions.first?.target?.id == "inbox")
    }
}
