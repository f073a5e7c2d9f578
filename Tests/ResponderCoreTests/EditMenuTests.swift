import Testing

@testable import ResponderCore
@testable import ResponderWords

/// The edit menu searches `canPerformAction(_:withSender:)` from the first responder (seed 000, section 4).
@Suite struct EditMenuTests {
    /// A notes screen: the window's root controller with a `UITextView` and a custom bubble view.
    static func notesApp() -> (app: App, controller: Int, textView: Int, bubble: Int, window: Int) {
        var (app, scene, window) = Fixtures.bareApp()
        _ = Fixtures.addDelegates(&app, scene: scene)
        let controller = Fixtures.addController(&app, id: "notes", className: "NotesViewController")
        let rootView = app.addView(id: "notesView", frame: Rect(x: 0, y: 0, width: 0, height: 0), to: nil)
        app.setRootView(rootView, of: controller)
        app.setRootViewController(controller, of: window)
        let textView = app.addView(
            id: "textView", className: "UITextView", frame: Rect(x: 0, y: 0, width: 390, height: 400), to: rootView)
        let bubble = app.addView(
            id: "bubble", className: "MessageBubbleView", frame: Rect(x: 0, y: 400, width: 390, height: 100),
            to: rootView)
        app[bubble].actions[Selector("copy(_:)")] = ActionImplementation()
        return (app, controller, textView, bubble, window)
    }

    static func item(_ result: EventResult, _ action: String) -> EditMenuResult.Item? {
        result.menu?.items.first { $0.action == Selector(action) }
    }

    @Test func emptyPasteboardHidesPasteButCopyIsShown() throws {
        var (app, _, textView, _, _) = Self.notesApp()
        app.state.pasteboardHasContent = false
        var dispatcher = Dispatcher(app: app)
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: textView, during: .now))
        let result = dispatcher.dispatch(.editMenu(EditMenuEvent(pressedView: textView)))
        #expect(result.outcome == .menuShown)
        #expect(result.menu?.isShown == true)
        #expect(result.menu?.searchedFrom == textView)
        let paste = try #require(Self.item(result, "paste:"))
        #expect(!paste.shown)
        #expect(paste.target == nil)
        #expect(paste.declinedBy == [textView])
        #expect(paste.reason == .declined([.pasteboardEmpty]))
        #expect(
            paste.reason.map { dispatcher.app.words(of: $0, declinedBy: paste.declinedBy) }?.contains(
                "the pasteboard is empty") == true)
        let copy = try #require(Self.item(result, "copy(_:)"))
        #expect(copy.shown)
        #expect(copy.target == textView)
        let diagnostic = try #require(expectDiagnostic(result, .pasteHiddenEmptyPasteboard))
        #expect(diagnostic.responders == [textView])
        expectNoDiagnostic(result, .editMenuPressedViewNotFirstResponder)
    }

    @Test func pasteIsShownWhenThePasteboardHasContent() throws {
        let (app, _, textView, _, _) = Self.notesApp()
        var dispatcher = Dispatcher(app: app)
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: textView, during: .now))
        let result = dispatcher.dispatch(.editMenu(EditMenuEvent(pressedView: textView)))
        #expect(Self.item(result, "paste:")?.shown == true)
        expectNoDiagnostic(result, .pasteHiddenEmptyPasteboard)
    }

    @Test func responderFurtherUpCanSayYesWhenTheTextViewDeclines() throws {
        var (app, controller, textView, _, _) = Self.notesApp()
        app.state.pasteboardHasContent = false
        app[controller].actions[Selector("paste:")] = ActionImplementation()
        var dispatcher = Dispatcher(app: app)
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: textView, during: .now))
        let result = dispatcher.dispatch(.editMenu(EditMenuEvent()))
        let paste = try #require(Self.item(result, "paste:"))
        #expect(paste.shown)
        #expect(paste.target == controller)
        #expect(paste.declinedBy == [textView])
        expectNoDiagnostic(result, .pasteHiddenEmptyPasteboard)
    }

    @Test func noFirstResponderMeansNoMenu() throws {
        let (app, _, _, bubble, _) = Self.notesApp()
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.editMenu(EditMenuEvent(pressedView: bubble)))
        #expect(result.outcome == .menuNotShown)
        let menu = try #require(result.menu)
        #expect(!menu.isShown)
        #expect(menu.searchedFrom == nil)
        #expect(menu.items.allSatisfy { !$0.shown })
        let diagnostic = try #require(expectDiagnostic(result, .editMenuNoFirstResponder))
        #expect(diagnostic.responders == [bubble])
    }

    @Test func longPressedCustomViewThatIsNotFirstResponderOffersNoItemsOfItsOwn() throws {
        let (app, _, textView, bubble, _) = Self.notesApp()
        var dispatcher = Dispatcher(app: app)
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: textView, during: .now))
        let result = dispatcher.dispatch(.editMenu(EditMenuEvent(pressedView: bubble)))
        #expect(result.menu?.searchedFrom == textView)
        #expect(Self.item(result, "copy:")?.target == textView)
        let diagnostic = try #require(expectDiagnostic(result, .editMenuPressedViewNotFirstResponder))
        #expect(diagnostic.responders == [bubble, textView])
    }

    @Test func customViewThatBecomesFirstResponderOffersCopy() throws {
        var (app, _, _, bubble, _) = Self.notesApp()
        app[bubble].canBecomeFirstResponder = true
        var dispatcher = Dispatcher(app: app)
        #expect(dispatcher.dispatch(.becomeFirstResponder(responder: bubble, during: .now)).outcome == .succeeded)
        let result = dispatcher.dispatch(.editMenu(EditMenuEvent(pressedView: bubble)))
        #expect(result.outcome == .menuShown)
        #expect(result.handler == bubble)
        #expect(Self.item(result, "copy:")?.target == bubble)
        #expect(Self.item(result, "paste:")?.shown == false)
        expectNoDiagnostic(result, .editMenuPressedViewNotFirstResponder)
    }

    @Test func customMenuItemIsOfferedByAResponderUpTheChain() throws {
        var (app, controller, textView, _, _) = Self.notesApp()
        let share = Selector("shareNote(_:)")
        app[controller].actions[share] = ActionImplementation()
        var dispatcher = Dispatcher(app: app)
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: textView, during: .now))
        let result = dispatcher.dispatch(.editMenu(EditMenuEvent(customActions: [share, Selector("copy:")])))
        #expect(result.menu?.items.count == Selector.standardEditActions.count + 1)
        let item = try #require(result.menu?.items.last)
        #expect(item.action == share)
        #expect(item.shown)
        #expect(item.target == controller)
    }

    @Test func readOnlyTextViewHidesCutAndPaste() throws {
        var (app, _, textView, _, _) = Self.notesApp()
        app[textView].isEditable = false
        var dispatcher = Dispatcher(app: app)
        _ = dispatcher.dispatch(.becomeFirstResponder(responder: textView, during: .now))
        let result = dispatcher.dispatch(.editMenu(EditMenuEvent()))
        #expect(Self.item(result, "cut:")?.shown == false)
        #expect(Self.item(result, "paste:")?.shown == false)
        #expect(Self.item(result, "copy:")?.shown == true)
    }
}
