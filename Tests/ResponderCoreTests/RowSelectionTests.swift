import Testing

@testable import ResponderCore
@testable import ResponderWords

/// A tap on a table or collection cell selects its row when the touch ends: the touch methods walk from the view
/// under the finger through the cell to the table, which selects the row and calls its delegate's
/// `tableView(_:didSelectRowAt:)`, unless a recognizer took the touch, a control in the cell kept it, an override
/// without super stopped it, or `allowsSelection` is false.
@Suite struct RowSelectionTests {
    static let didSelect = Selector("tableView(_:didSelectRowAt:)")
    static let dismiss = Selector("dismissKeyboard(_:)")

    /// The inbox with the table's delegate set to the controller, which implements didSelectRowAt.
    static func inbox(delegate: Bool = true, implements: [Selector] = [didSelect]) -> InboxFixture {
        var fixture = InboxFixture()
        for selector in implements { fixture.app[fixture.inbox].actions[selector] = ActionImplementation() }
        if delegate { fixture.app[fixture.tableView].rowSelection?.delegate = fixture.inbox }
        return fixture
    }

    /// The classic tap-to-dismiss-keyboard recognizer on the controller's root view.
    static func addDismissRecognizer(to fixture: inout InboxFixture, cancelsTouchesInView: Bool) -> Int {
        fixture.app[fixture.inbox].actions[dismiss] = ActionImplementation()
        return fixture.app.addGestureRecognizer(
            GestureRecognizer(
                id: "dismissKeyboard", kind: .tap, view: fixture.inboxView, cancelsTouchesInView: cancelsTouchesInView,
                target: fixture.inbox, action: dismiss))
    }

    @Test func aTapOnACellSelectsTheRowAndTellsTheDelegate() throws {
        let fixture = Self.inbox()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.cellPoint))
        let selection = try #require(result.selection)
        #expect(selection.selected && selection.delegateCalled)
        #expect(selection.list == fixture.tableView && selection.cell == fixture.cell)
        #expect(selection.delegate == fixture.inbox)
        #expect(result.outcome == .handled)
        #expect(result.handler == fixture.tableView)
        let step = try #require(result.path.last)
        #expect(step.responder == fixture.inbox && step.method == "tableView(_:didSelectRowAt:)")
        #expect(step.outcome == .performed)
        #expect(dispatcher.app.summary(of: result).contains("runs tableView(_:didSelectRowAt:)"))
        expectNoDiagnostic(result, .eventDropped)
        expectNoDiagnostic(result, .selectionDelegateMissing)
    }

    /// Each way a tap on the row fails to select it, with the words that say why.
    @Test(arguments: [
        ("the Delete button keeps the touch", InboxFixture.deleteButtonPoint, "tracked the touch itself"),
        ("the system cancels the touch", InboxFixture.cellPoint, "The touch was cancelled"),
    ])
    func aTapThatDoesNotSelect(_ situation: String, _ point: Point, _ reason: String) throws {
        let fixture = Self.inbox()
        var dispatcher = fixture.dispatcher()
        let end: TouchEnd = situation.contains("cancels") ? .cancelled : .ended
        let result = dispatcher.dispatch(.touch(TouchEvent(touches: [TouchEvent.Touch(point: point, end: end)])))
        let selection = try #require(result.selection, "\(situation)")
        #expect(!selection.selected, "\(situation)")
        let words = dispatcher.app.words(of: selection)
        #expect(words.contains(reason as String), "\(situation): \(words)")
        #expect(!result.path.contains { $0.method == "tableView(_:didSelectRowAt:)" }, "\(situation)")
    }

    @Test func aTapRecognizerThatCancelsTouchesBlocksTheSelection() throws {
        var fixture = Self.inbox()
        let recognizer = Self.addDismissRecognizer(to: &fixture, cancelsTouchesInView: true)
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.cellPoint))
        let selection = try #require(result.selection)
        #expect(!selection.selected)
        #expect(dispatcher.app.words(of: selection).contains("dismissKeyboard"))
        #expect(result.outcome == .recognizedByGesture)
        let cancelled = try #require(expectDiagnostic(result, .touchesCancelledByGesture))
        #expect(cancelled.severity == .warning)
        #expect(dispatcher.app.wording(of: cancelled).message.contains("tableView(_:didSelectRowAt:)"))
        #expect(result.recognizers.contains { $0.recognizer == recognizer && $0.outcome == .recognized })
    }

    @Test func theSameRecognizerWithCancelsTouchesInViewFalseLetsTheRowBeSelected() throws {
        var fixture = Self.inbox()
        _ = Self.addDismissRecognizer(to: &fixture, cancelsTouchesInView: false)
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.cellPoint))
        let selection = try #require(result.selection)
        #expect(selection.selected && selection.delegateCalled)
        #expect(result.actions.contains { $0.action == Self.dismiss && $0.outcome == .performed })
        expectNoDiagnostic(result, .touchesCancelledByGesture)
    }

    @Test func allowsSelectionFalseSelectsNothingAndWarnsWhenTheDelegateExpectsTaps() throws {
        var fixture = Self.inbox()
        fixture.app[fixture.tableView].rowSelection?.allowsSelection = false
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.cellPoint))
        #expect(result.selection?.selected == false)
        let disabled = try #require(expectDiagnostic(result, .rowSelectionDisabled))
        #expect(disabled.severity == .warning)
        #expect(disabled.responders == [fixture.tableView, fixture.cell, fixture.inbox])
        #expect(result.outcome == .dropped)

        var quiet = Self.inbox(delegate: false, implements: [])
        quiet.app[quiet.tableView].rowSelection?.allowsSelection = false
        var quietDispatcher = quiet.dispatcher()
        let info = quietDispatcher.dispatch(.tap(InboxFixture.cellPoint))
        #expect(expectDiagnostic(info, .rowSelectionDisabled)?.severity == .info)
    }

    /// The controller implements didSelectRowAt but nobody set `tableView.delegate = self`.
    @Test func aControllerThatIsNotTheDelegateIsNeverTold() throws {
        let fixture = Self.inbox(delegate: false)
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.cellPoint))
        let selection = try #require(result.selection)
        #expect(selection.selected && !selection.delegateCalled)
        let missing = try #require(expectDiagnostic(result, .selectionDelegateMissing))
        #expect(missing.severity == .warning)
        #expect(missing.responders == [fixture.tableView, fixture.inbox])
        #expect(dispatcher.app.wording(of: missing).hint.contains("delegate = self"))
        #expect(result.handler == fixture.tableView)
    }

    /// `tableView(_:didDeselectRowAt:)` written for `didSelectRowAt`, the autocompletion slip.
    @Test func aDelegateThatImplementsDidDeselectInsteadIsCaught() throws {
        let fixture = Self.inbox(implements: [Selector("tableView(_:didDeselectRowAt:)")])
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.cellPoint))
        #expect(result.selection?.selected == true && result.selection?.delegateCalled == false)
        let missing = try #require(expectDiagnostic(result, .selectionDelegateMissing))
        #expect(missing.severity == .warning)
        #expect(dispatcher.app.wording(of: missing).message.contains("tableView(_:didDeselectRowAt:)"))
    }

    @Test func aSubviewThatSwallowsTouchesEndedKeepsTheRowFromBeingSelected() throws {
        var fixture = Self.inbox()
        let frame = Rect(x: 10, y: 10, width: 100, height: 40)
        let badge = fixture.addToCell("badge", className: "BadgeView", frame: frame)
        fixture.app[badge].overrides[.touchesEnded] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.screenPoint(inCell: frame)))
        #expect(result.selection?.selected == false)
        let swallowed = try #require(expectDiagnostic(result, .rowSelectionSwallowed))
        #expect(swallowed.responders == [badge, fixture.tableView])
    }

    @Test func aDragScrollsTheTableAndSelectsNothing() throws {
        let fixture = Self.inbox()
        var dispatcher = fixture.dispatcher()
        let start = InboxFixture.cellPoint
        let result = dispatcher.dispatch(
            .touch(
                TouchEvent(
                    touches: [TouchEvent.Touch(point: start, moves: [Point(x: start.x, y: start.y - 120)])],
                    gesture: .pan)))
        #expect(result.selection?.selected == false)
        #expect(result.selection.map(dispatcher.app.words(of:))?.contains("scrolled") == true)
    }

    @Test func aCollectionViewSelectsItsItem() throws {
        var (app, _, window) = Fixtures.bareApp()
        let controller = Fixtures.addController(&app, id: "grid", className: "GridViewController")
        let root = app.addView(id: "gridView", frame: Fixtures.screen, to: nil)
        app.setRootView(root, of: controller)
        app.setRootViewController(controller, of: window)
        let collection = app.addView(
            id: "collection", className: "UICollectionView", frame: Fixtures.screen, to: root)
        let cell = app.addView(
            id: "photo", className: "UICollectionViewCell", frame: Rect(x: 0, y: 0, width: 120, height: 120),
            to: collection)
        let didSelectItem = Selector("collectionView(_:didSelectItemAt:)")
        app[controller].actions[didSelectItem] = ActionImplementation()
        app[collection].rowSelection?.delegate = controller
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 60, y: 60)))
        let selection = try #require(result.selection)
        #expect(selection.selected && selection.delegateCalled && selection.cell == cell)
        #expect(result.path.last?.method == "collectionView(_:didSelectItemAt:)")
        #expect(dispatcher.app.summary(of: result).contains("the item of"))
    }

    @Test func aTapOnTheTableOutsideEveryCellSelectsNothing() {
        let fixture = Self.inbox()
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(Point(x: 20, y: 600)))
        #expect(result.selection == nil)
    }

    /// The situations the tests above build, each a tap (or drag) on the inbox's table and the reason it gives.
    static let situations: [String] = [
        "a tap selects the row and tells the delegate", "the Delete button keeps the touch",
        "the system cancels the touch", "a tap recognizer takes the touch", "allowsSelection is false",
        "the table has no delegate", "the delegate implements didDeselect instead", "a subview swallows the touch",
        "a drag scrolls the table",
    ]

    /// The selection of one of ``situations``, and the app that words it.
    static func selection(in situation: String) throws -> (SelectionResult, App) {
        var fixture = inbox(
            delegate: situation != "the table has no delegate",
            implements: situation.contains("didDeselect") ? [Selector("tableView(_:didDeselectRowAt:)")] : [didSelect])
        var touch = TouchEvent.Touch(point: InboxFixture.cellPoint)
        var gesture = TouchGesture.tap
        switch situation {
        case "the Delete button keeps the touch": touch.point = InboxFixture.deleteButtonPoint
        case "the system cancels the touch": touch.end = .cancelled
        case "a tap recognizer takes the touch": _ = addDismissRecognizer(to: &fixture, cancelsTouchesInView: true)
        case "allowsSelection is false": fixture.app[fixture.tableView].rowSelection?.allowsSelection = false
        case "a subview swallows the touch":
            let frame = Rect(x: 10, y: 10, width: 100, height: 40)
            let badge = fixture.addToCell("badge", className: "BadgeView", frame: frame)
            fixture.app[badge].overrides[.touchesEnded] = .withoutSuper
            touch.point = InboxFixture.screenPoint(inCell: frame)
        case "a drag scrolls the table":
            touch.moves = [Point(x: touch.point.x, y: touch.point.y - 120)]
            gesture = .pan
        default: break
        }
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.touch(TouchEvent(touches: [touch], gesture: gesture)))
        return (try #require(result.selection, "\(situation)"), dispatcher.app)
    }

    /// Each situation's reason (the behaviours of the tests above, after UIKit's documentation of UITableView and
    /// UITableViewDelegate) is written in every language, names the cell whose row it is, and is not in English when
    /// another language is asked for.
    @Test(arguments: situations)
    func everyReasonIsWrittenInEveryLanguage(_ situation: String) throws {
        let (selection, app) = try Self.selection(in: situation)
        let english = app.words(of: selection, in: .english)
        #expect(english == app.words(of: selection), "\(situation)")
        for language in Language.allCases {
            let words = app.words(of: selection, in: language)
            #expect(words.contains(app.displayName(of: selection.cell)), "\(situation) \(language): \(words)")
            #expect(language == .english || words != english, "\(situation) \(language): \(words)")
        }
    }
}
