import Testing

@testable import ResponderCore
@testable import ResponderWords

/// What a tap reaches, as the interactability checks of UI-test frameworks probe it: a plain view laid over a
/// custom control, UIKit's own private views inside a control, and a view of another window in front.
@Suite struct ReachAgreementTests {
    static let rate = Selector("rate(_:)")

    /// A custom `RatingControl` (a UIControl) whose stars are a `UIStackView` filling it.
    static func ratingScreen(
        stackInteraction: Bool, stackClass: String = "UIStackView"
    ) -> (
        app: App, screen: Int, control: Int, stack: Int
    ) {
        var (app, _, window) = Fixtures.bareApp()
        let screen = Fixtures.addController(&app, id: "review", className: "ReviewViewController")
        let root = app.addView(id: "reviewView", frame: Fixtures.screen, to: nil)
        app.setRootView(root, of: screen)
        app.setRootViewController(screen, of: window)
        app[screen].actions[rate] = ActionImplementation()
        var control = Fixtures.responder("rating", "RatingControl", kind: .view, superclass: "UIControl")
        control.frame = Rect(x: 20, y: 200, width: 250, height: 50)
        control.targetActions = [TargetAction(event: .touchUpInside, target: screen, action: rate)]
        let rating = app.add(control)
        app.addSubview(rating, to: root)
        let stack = app.addView(
            id: "stars", className: stackClass, frame: Rect(x: 0, y: 0, width: 250, height: 50), to: rating)
        app[stack].isUserInteractionEnabled = stackInteraction
        return (app, screen, rating, stack)
    }

    @Test func aStackViewFillingACustomControlTakesTheTouchAndNoActionIsSent() throws {
        let (app, _, control, stack) = Self.ratingScreen(stackInteraction: true)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 100, y: 225)))
        #expect(result.start == stack)
        let began = try #require(result.deliveries.first)
        #expect(began.steps.first { $0.responder == control }?.behavior == .forwardedByControl)
        #expect(result.actions.isEmpty)
        #expect(result.handler != control)
        #expect(result.outcome == .dropped)
        let diagnostic = try #require(expectDiagnostic(result, .controlSubviewTakesTouch))
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.responders == [control, stack])
        #expect(dispatcher.app.wording(of: diagnostic).message.contains("the documentation does not say"))
        #expect(
            dispatcher.app.wording(of: diagnostic).hint.contains(
                "isUserInteractionEnabled = false on UIStackView 'stars'"))
    }

    @Test func theStackViewWithInteractionOffLetsTheControlTrackAndSend() throws {
        let (app, screen, control, _) = Self.ratingScreen(stackInteraction: false)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 100, y: 225)))
        #expect(result.start == control)
        #expect(result.handler == control)
        #expect(expectSingleAction(result, Self.rate)?.performedBy == screen)
        expectNoDiagnostic(result, .controlSubviewTakesTouch)
    }

    /// A private view of UIKit's own inside a control (as a debugger dump lists it) is the control's business: the
    /// control tracks the touch and sends its action.
    @Test func aPrivateViewInsideAControlLetsTheControlTrack() throws {
        let (app, screen, control, _) = Self.ratingScreen(stackInteraction: true, stackClass: "_UIControlBackdrop")
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 100, y: 225)))
        let began = try #require(result.deliveries.first)
        #expect(began.steps.first { $0.responder == control }?.behavior == .trackedByControl)
        #expect(expectSingleAction(result, Self.rate)?.performedBy == screen)
        expectNoDiagnostic(result, .controlSubviewTakesTouch)
    }

    /// A toast shown in a window of its own, above the app's window: its view takes the tap meant for Save.
    @Test func aViewOfAWindowInFrontCoversAButtonOfTheWindowBehind() throws {
        var (app, scene, window) = Fixtures.bareApp()
        let editor = Fixtures.addController(&app, id: "editor", className: "EditorViewController")
        let root = app.addView(id: "editorView", frame: Fixtures.screen, to: nil)
        app.setRootView(root, of: editor)
        app.setRootViewController(editor, of: window)
        let save = app.addView(
            id: "save", className: "UIButton", frame: Rect(x: 20, y: 760, width: 350, height: 50), to: root)
        app[save].targetActions = [TargetAction(event: .touchUpInside, target: editor, action: Selector("save:"))]
        app[editor].actions[Selector("save:")] = ActionImplementation()
        let toastWindow = app.addWindow(id: "toastWindow", frame: Fixtures.screen, to: scene)
        app[toastWindow].windowLevel = 2000
        let toast = app.addView(id: "toast", frame: Rect(x: 0, y: 740, width: 390, height: 104), to: toastWindow)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 195, y: 785)))
        #expect(result.start == toast)
        let covered = try #require(expectDiagnostic(result, .coveredByOtherView))
        #expect(covered.responders == [save, toast])
        #expect(covered.severity == .warning)
        #expect(dispatcher.app.wording(of: covered).message.contains("hit-testing asks the frontmost window first"))
        #expect(dispatcher.app.wording(of: covered).hint.contains("A window takes every touch inside its frame"))
    }
}

/// UIKit's own views inside its controls, as a debugger dump lists them (`UISegment`, a text field's editor): the
/// control tracks the touch, wins the tap over an ancestor's recognizer, and a text field still takes focus.
@Suite struct UIKitInternalViewTests {
    static let changed = Selector("filterChanged(_:)")

    @Test func aSegmentedControlTappedOnItsSegmentSendsItsActionDespiteATapRecognizerAbove() throws {
        var (app, _, window) = Fixtures.bareApp()
        let screen = Fixtures.addController(&app, id: "list", className: "ListViewController")
        let root = app.addView(id: "listView", frame: Fixtures.screen, to: nil)
        app.setRootView(root, of: screen)
        app.setRootViewController(screen, of: window)
        app[screen].actions[Self.changed] = ActionImplementation()
        let control = app.addView(
            id: "filter", className: "UISegmentedControl", frame: Rect(x: 20, y: 100, width: 350, height: 32), to: root)
        app[control].targetActions = [TargetAction(event: .valueChanged, target: screen, action: Self.changed)]
        let segment = app.addView(
            id: "segment-1", className: "UISegment", frame: Rect(x: 0, y: 0, width: 175, height: 32), to: control)
        let dismiss = app.addGestureRecognizer(GestureRecognizer(id: "dismissKeyboard", kind: .tap, view: root))
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 100, y: 116)))
        #expect(result.start == segment)
        #expect(result.recognizers.contains { $0.recognizer == dismiss && $0.outcome == .preventedByControl })
        #expect(expectSingleAction(result, Self.changed)?.performedBy == screen)
        expectNoDiagnostic(result, .controlSubviewTakesTouch)
    }

    @Test func aTextFieldTappedOnItsEditorBecomesFirstResponder() throws {
        var fixture = SearchFixture()
        let editor = fixture.app.addView(
            id: "fieldEditor", className: "UIFieldEditor", frame: Rect(x: 8, y: 0, width: 340, height: 44),
            to: fixture.searchField)
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(SearchFixture.searchFieldPoint))
        #expect(result.start == editor)
        #expect(result.firstResponderChange?.responder == fixture.searchField)
        #expect(result.firstResponderChange?.succeeded == true)
    }

    /// A table subclass whose touchesEnded override does not call super: UIKit selects rows in that method.
    @Test func aTableThatSwallowsTouchesEndedSelectsNothing() throws {
        var fixture = RowSelectionTests.inbox()
        fixture.app[fixture.tableView].overrides[.touchesEnded] = .withoutSuper
        var dispatcher = fixture.dispatcher()
        let result = dispatcher.dispatch(.tap(InboxFixture.cellPoint))
        let selection = try #require(result.selection)
        #expect(!selection.selected)
        #expect(dispatcher.app.words(of: selection).contains("without calling super"))
    }
}
