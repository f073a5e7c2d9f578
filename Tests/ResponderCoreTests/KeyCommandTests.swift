import Testing

@testable import ResponderCore
@testable import ResponderWords

/// Hardware keys: the key commands on the chain from the first responder, the text input that types a key first
/// (iOS 15 and later) unless a command wants priority, and the controller that is not first responder.
@Suite struct KeyCommandTests {
    static let save = Selector("save(_:)")
    static let play = Selector("togglePlayback(_:)")

    /// An editor controller with ⌘S and a space-bar command, over a text field.
    static func editor(
        canBecomeFirstResponder: Bool = true, spaceWantsPriority: Bool = false
    ) -> (app: App, editor: Int, field: Int, window: Int) {
        var (app, _, window) = Fixtures.bareApp()
        let editor = Fixtures.addController(&app, id: "editor", className: "EditorViewController")
        let root = app.addView(id: "editorView", frame: Fixtures.screen, to: nil)
        app.setRootView(root, of: editor)
        app.setRootViewController(editor, of: window)
        let field = app.addView(
            id: "titleField", className: "UITextField", frame: Rect(x: 16, y: 100, width: 358, height: 44), to: root)
        app[editor].canBecomeFirstResponder = canBecomeFirstResponder
        app[editor].keyCommands = [
            KeyCommand(input: "s", modifiers: .command, action: save),
            KeyCommand(input: " ", action: play, wantsPriorityOverSystemBehavior: spaceWantsPriority),
        ]
        app[editor].actions[save] = ActionImplementation()
        app[editor].actions[play] = ActionImplementation()
        return (app, editor, field, window)
    }

    @Test func commandSWalksFromTheFirstResponderToTheControllerThatImplementsSave() throws {
        var (app, editor, field, window) = Self.editor()
        app.state.firstResponders[window] = field
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.press(key: "s", modifiers: .command))
        #expect(result.outcome == .handled)
        #expect(result.handler == editor)
        let action = try #require(expectSingleAction(result, Self.save))
        #expect(action.source == .keyCommand(editor))
        #expect(action.walkStart == field)
        #expect(result.path.contains { $0.method == "keyCommands" && $0.responder == editor })
        #expect(result.deliveries.isEmpty)
    }

    /// Since iOS 15 the text field types the space, and the space-bar command does not run.
    @Test(arguments: [false, true])
    func theSpaceBarGoesToTheTextFieldUnlessTheCommandWantsPriority(_ wantsPriority: Bool) throws {
        var (app, editor, field, window) = Self.editor(spaceWantsPriority: wantsPriority)
        app.state.firstResponders[window] = field
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.press(key: " "))
        if wantsPriority {
            #expect(result.handler == editor)
            #expect(expectSingleAction(result, Self.play)?.performedBy == editor)
            expectNoDiagnostic(result, .keyCommandShadowedByTextInput)
        } else {
            #expect(result.handler == field)
            #expect(result.actions.isEmpty)
            #expect(result.deliveries.first?.steps.first?.behavior == .handledByTextInput)
            let shadowed = try #require(expectDiagnostic(result, .keyCommandShadowedByTextInput))
            #expect(shadowed.responders == [field, editor])
            #expect(dispatcher.app.wording(of: shadowed).hint.contains("wantsPriorityOverSystemBehavior = true"))
        }
    }

    /// ⌘K, which no command matches, is no typing: the text field does not take it, and the presses walk on.
    @Test func aShortcutNobodyDefinesIsNotTypedByTheTextField() throws {
        var (app, _, field, window) = Self.editor()
        app.state.firstResponders[window] = field
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.press(key: "k", modifiers: .command))
        #expect(result.outcome == .dropped)
        #expect(result.deliveries.first?.steps.first?.behavior == .forwarded)
    }

    /// The controller is not first responder and nothing else is: the press starts at the key window, and the
    /// controller's commands are never consulted.
    @Test func aControllerThatIsNotFirstResponderLosesItsKeyCommands() throws {
        let (app, editor, _, window) = Self.editor(canBecomeFirstResponder: false)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.press(key: " "))
        #expect(result.start == window)
        #expect(result.actions.isEmpty)
        let missing = try #require(expectDiagnostic(result, .noFirstResponder))
        #expect(missing.severity == .warning)
        #expect(missing.responders.contains(editor))
        #expect(dispatcher.app.wording(of: missing).message.contains("a key command for space (togglePlayback(_:))"))
        #expect(
            dispatcher.app.wording(of: missing).hint.contains(
                "override canBecomeFirstResponder to return true in EditorViewController"))

        var made = app
        made.state.firstResponders[window] = editor
        made[editor].canBecomeFirstResponder = true
        var fixed = Dispatcher(app: made)
        let works = fixed.dispatch(.press(key: " "))
        #expect(expectSingleAction(works, Self.play)?.performedBy == editor)
    }

    @Test func typingKeysAreCharactersSpaceArrowsDeleteReturnAndTabWithAtMostShift() {
        #expect(KeyCommand.isTyping("a", []))
        #expect(KeyCommand.isTyping("A", .shift))
        #expect(KeyCommand.isTyping(" ", []))
        #expect(KeyCommand.isTyping("UIKeyInputLeftArrow", []))
        #expect(!KeyCommand.isTyping("s", .command))
        #expect(!KeyCommand.isTyping("UIKeyInputEscape", []))
        #expect(!KeyCommand.isTyping("select", []))
        #expect(KeyCommand.describe(" ", [.command, .shift]) == "shift+command+space")
    }
}
