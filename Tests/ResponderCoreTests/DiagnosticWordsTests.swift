import Testing

@testable import ResponderCore
@testable import ResponderWords

/// The catalogue's words for diagnostics: each family's facts, handed straight to the catalogue, read as today's
/// sentences, and a failed step's note is its diagnostic's message.
@Suite struct DiagnosticWordsTests {
    /// A window holding a card with a button, a cell in a table, a controller and the delegates.
    struct Screen {
        var app: App
        var window: Int
        var card: Int
        var button: Int
        var table: Int
        var cell: Int
        var controller: Int
        var sceneDelegate: Int
    }

    static func screen() -> Screen {
        var (app, scene, window) = Fixtures.bareApp()
        let (_, sceneDelegate) = Fixtures.addDelegates(&app, scene: scene)
        let card = app.addView(id: "card", frame: Rect(x: 0, y: 100, width: 390, height: 200), to: window)
        let button = app.addView(
            id: "save", className: "UIButton", frame: Rect(x: 20, y: 20, width: 80, height: 44), to: card)
        let table = app.addView(
            id: "list", className: "UITableView", frame: Rect(x: 0, y: 300, width: 390, height: 400), to: window)
        app[table].rowSelection = RowSelection(isTable: true)
        let cell = app.addView(
            id: "row0", className: "UITableViewCell", frame: Rect(x: 0, y: 0, width: 390, height: 44), to: table)
        let controller = Fixtures.addController(&app, id: "inbox", className: "InboxViewController")
        return Screen(
            app: app, window: window, card: card, button: button, table: table, cell: cell, controller: controller,
            sceneDelegate: sceneDelegate)
    }

    static func cases(_ s: Screen) -> [(DiagnosticWords, message: String, hint: String)] {
        [
            (
                .walk(.swallowed(responder: s.card, method: .touchesEnded, starved: [s.controller])),
                "UIView 'card' overrides touchesEnded(_:with:) without calling super, so the event stops "
                    + "there and InboxViewController 'inbox' never get it, although they implement it.",
                "Call super.touchesEnded(touches, with: event) in UIView to keep forwarding up the chain."
            ),
            (
                .walk(
                    .incompleteTouchFamily(
                        responder: s.card, method: .touchesBegan, missing: [.touchesMoved, .touchesCancelled])),
                "UIView 'card' swallows touchesBegan(_:with:) but does not override "
                    + "touchesMoved(_:with:), touchesCancelled(_:with:), so those still go up the chain and the "
                    + "sequence is inconsistent.",
                "When swallowing touches deliberately, override the whole family: touchesBegan, "
                    + "touchesMoved, touchesEnded and touchesCancelled."
            ),
            (
                .walk(.sceneDelegateNotInChain(delegate: s.sceneDelegate, handling: .action(Selector("undo:")))),
                "SceneDelegate implements undo:, but the scene delegate is not in the responder chain: "
                    + "UIWindowScene forwards to UIApplication, not to its delegate. Its UIResponder "
                    + "inheritance comes from the old app delegate template.",
                "Put app-wide fallback handling in the app delegate, or subclass UIWindowScene and "
                    + "override next to return the delegate."
            ),
            (
                .walk(.nextLoop(walked: [s.card, s.window])),
                "Overridden next properties form a loop (UIView 'card' → UIWindow 'window' → …); the walk "
                    + "stopped instead of running forever.",
                "Make the spliced object's next lead on towards the application, not back into the chain."
            ),
            (
                .touch(.hitNothing(at: Point(x: 12.5, y: 900))),
                "The touch at (12.5, 900) hit no view in any window, so no responder chain walk ever "
                    + "started.",
                "A tap that does nothing at all is a hit-testing problem: check frames, isHidden, alpha "
                    + "and isUserInteractionEnabled on the views under the point."
            ),
            (
                .touch(.exclusiveTouchHere(view: s.button, other: s.card)),
                "UIButton 'save' has isExclusiveTouch set, and UIView 'card' is already being touched, so "
                    + "this touch is not delivered.",
                "Clear isExclusiveTouch if the view must work while others are touched."
            ),
            (
                .touch(.endedOutsideControl(control: s.button, end: Point(x: 200, y: 130), margin: 70)),
                "The finger lifted at (200, 130), more than 70 points outside UIButton 'save', so the "
                    + "control sent touchUpOutside, not touchUpInside: its touchUpInside action did not run.",
                "This is how a user cancels a press: by dragging off the control before lifting. Handle "
                    + "touchUpOutside too if the control must react anyway."
            ),
            (
                .touch(
                    .scrollViewTookTouch(
                        hit: s.button, scroll: s.table, withheld: false, hitTracksDrags: false, heldBackBy: nil)),
                "The drag began on UIButton 'save', but UITableView 'list' began scrolling: its own pan "
                    + "recognizer recognized the drag, and UIButton 'save' had its touch cancelled "
                    + "(touchCancel), so its touchUpInside action did not run.",
                "This is UIKit working as designed: a drag that starts on content scrolls. To let a view "
                    + "keep its drags, add a recognizer of its own, or set delaysContentTouches = false and let "
                    + "touchesShouldCancel(in:) answer false for it."
            ),
            (
                .action(.duplicateTargetAction(control: s.button, action: Selector("save:"), event: .touchUpInside)),
                "save: was added twice for touchUpInside on UIButton 'save' with the same target; UIKit "
                    + "keeps one copy, so it fires once.",
                "Adding the same target-action pair again has no effect; remove the duplicate call."
            ),
            (
                .action(
                    .targetReleased(object: s.controller, holder: s.button, role: .controlTarget(Selector("save:")))),
                "InboxViewController 'inbox' is the target of save(_:) of UIButton 'save', but nothing "
                    + "keeps a strong reference to it (isRetained is false), and UIButton 'save' does not "
                    + "retain it (UIKit's documentation: the control does not retain its target): it is "
                    + "deallocated before the event, so the action is sent with a nil target and walks the "
                    + "responder chain from the first responder instead (see actions).",
                "Keep the object in a stored property of its owner (let handler = TapHandler() in the "
                    + "view controller), not in a local variable of the method that set it up."
            ),
            (
                .action(.dropped(action: Selector("save:"), walked: [s.button, s.card, s.window])),
                "The nil-targeted action save: walked UIButton 'save' → UIView 'card' → UIWindow 'window' "
                    + "and nobody performed it; UIKit discarded it.",
                "Implement save(_:) on a responder in that chain (the app delegate catches everything), "
                    + "or give the action an explicit target."
            ),
            (
                .action(
                    .skippedController(
                        controller: s.controller, sender: s.button, action: Selector("save:"), start: nil)),
                "InboxViewController 'inbox' implements save: and sits on UIButton 'save''s chain, but a "
                    + "nil-targeted action does not walk from the sender: it walks from the first responder (or "
                    + "the key window when nothing is focused), here nowhere, so InboxViewController 'inbox' "
                    + "never sees it.",
                "Pass the controller as the target of addTarget(_:action:for:), or walk next from the "
                    + "sender yourself (as MessageView does)."
            ),
            (
                .firstResponder(
                    .noFirstResponder(
                        start: s.window, kind: "motion", implementer: s.controller,
                        implemented: .methods([.motionEnded]))),
                "InboxViewController 'inbox' implements motionEnded(_:with:), but nothing is first "
                    + "responder, so the motion event starts at the key window UIWindow 'window' and never "
                    + "reaches it: its canBecomeFirstResponder is false, so it cannot be.",
                "Make InboxViewController 'inbox' first responder: override canBecomeFirstResponder to "
                    + "return true in InboxViewController, then call becomeFirstResponder() once it is in a "
                    + "window (viewDidAppear(_:) for a controller)."
            ),
            (
                .firstResponder(.notInWindow(responder: s.button, phase: .viewDidLoad)),
                "UIButton 'save'.becomeFirstResponder() returns false during viewDidLoad: the view is not "
                    + "in a window yet (window == nil).",
                "Call becomeFirstResponder() in viewDidAppear(_:), once the view is in a window; "
                    + "viewDidLoad is too early."
            ),
            (
                .firstResponder(
                    .keyCommandShadowed(
                        offeredBy: s.controller, keys: "space", action: Selector("play:"), start: s.button)),
                "InboxViewController 'inbox' has a key command for space (play(_:)), but UIButton 'save' "
                    + "is first responder and types the key: since iOS 15 UIKit gives a key to the text input "
                    + "first, and the key command runs only if the text input does not use it.",
                "Set wantsPriorityOverSystemBehavior = true on the UIKeyCommand if it must win while the "
                    + "user types, or give it a modifier (Command) so it never competes with typing."
            ),
            (
                .menu(.noFirstResponder(pressed: s.card)),
                "Nothing is first responder, so the edit menu has nowhere to start its search and does "
                    + "not appear. A long-press on UIView 'card' offers no Copy either: it is not first "
                    + "responder.",
                "Override canBecomeFirstResponder to return true and call becomeFirstResponder() on the "
                    + "pressed view before showing the menu."
            ),
            (
                .selection(
                    .delegateMissesDidSelect(
                        list: s.table, cell: s.cell, delegate: s.controller, deselects: true, implementer: nil)),
                "InboxViewController 'inbox' implements tableView(_:didDeselectRowAt:), which UIKit calls "
                    + "when a row is deselected, not tableView(_:didSelectRowAt:): the tap selects the row of "
                    + "UITableViewCell 'row0' and the code meant for it does not run.",
                "Rename the method to tableView(_:didSelectRowAt:); code completion offers the deselect "
                    + "variant first."
            ),
            (
                .selection(.swallowed(responder: s.cell, list: s.table, cell: s.cell)),
                "UITableViewCell 'row0' overrides touchesEnded(_:with:) without calling super, so the "
                    + "touch never reaches UITableView 'list' along the chain and the row of UITableViewCell "
                    + "'row0' is not selected.",
                "Call super.touchesEnded(touches, with: event) in the override (and in the other touch "
                    + "methods), or handle the tap with a gesture recognizer instead."
            ),
            (
                .unreachable(.outsideBounds(drawn: s.button, ancestor: s.card)),
                "UIButton 'save' is drawn under the finger, but it lies outside the bounds of UIView "
                    + "'card' (clipsToBounds is false, so it still shows). Hit-testing rejected UIView 'card' "
                    + "before it ever looked at its subviews, so the tap is never delivered.",
                "Grow the frame of UIView 'card' to contain it, move UIButton inside it, or override "
                    + "point(inside:with:) in UIView to include it."
            ),
            (
                .unreachable(
                    .covered(
                        covered: s.button, hit: s.card, window: s.window, behindWindow: nil, inCell: false, bar: nil,
                        hitIsVisiblyInteractive: false)),
                "UIButton 'save' is under the finger, but UIView 'card' lies in front of it and took the "
                    + "touch: hit-testing asks the frontmost views first, and UIView 'card' is visible, has "
                    + "isUserInteractionEnabled = true and contains the point. UIButton 'save' never sees the "
                    + "touch.",
                "Set isUserInteractionEnabled = false on UIView 'card' so touches fall through to what "
                    + "lies behind it, remove it while it is not needed, or override its hitTest(_:with:) or "
                    + "point(inside:with:) to return nil where it is empty."
            ),
        ]
    }

    @Test func everyFamilyReadsAsItsSentences() {
        let screen = Self.screen()
        for (words, message, hint) in Self.cases(screen) {
            let wording = screen.app.wording(of: words)
            #expect(wording.message == message, "\(words)")
            #expect(wording.hint == hint, "\(words)")
        }
    }

    /// A failed becomeFirstResponder's path note is its diagnostic's message, written from the same facts.
    @Test func aFailedStepsNoteIsItsDiagnosticsMessage() throws {
        var screen = Self.screen()
        let field = screen.app.addView(
            id: "field", className: "UITextField", frame: Rect(x: 0, y: 0, width: 100, height: 30), to: nil)
        var dispatcher = Dispatcher(app: screen.app)
        let result = dispatcher.dispatch(.becomeFirstResponder(responder: field, during: .now))
        let diagnostic = try #require(result.diagnostics.first { $0.code == .notInWindow })
        let step = try #require(result.path.last)
        #expect(step.words == .failed(.firstResponder(.notInWindow(responder: field, phase: .now))))
        #expect(dispatcher.app.note(of: step) == dispatcher.app.wording(of: diagnostic).message)
        #expect(
            dispatcher.app.note(of: step)
                == "UITextField 'field'.becomeFirstResponder() returns false: the view is not in a window yet "
                + "(window == nil).")
    }

    /// The back button's and a tab bar button's notes, worded from their facts.
    @Test func aContainersOwnButtonsNotesNameWhatTheyShow() {
        let screen = Self.screen()
        let app = screen.app
        func note(_ words: PathNote) -> String {
            app.note(of: PathStep(responder: screen.controller, method: "", outcome: .performed, words: words))
        }
        #expect(
            note(.backButtonPops(top: screen.card, below: screen.table))
                == "The back button names its target: InboxViewController 'inbox' pops UIView 'card' off its stack and "
                + "shows UITableView 'list'. (Later events of this request still see the app as described.)")
        #expect(
            note(.tabBarSelects(position: 1, tab: screen.card, tabs: screen.controller, alreadySelected: false))
                == "The tab bar button sends _tabBarItemClicked: to its tab bar, which has InboxViewController 'inbox' "
                + "select tab 1 (UIView 'card'): its view replaces the current tab's. (Later events of this request "
                + "still see the app as described.)")
        #expect(
            note(.tabBarSelects(position: 0, tab: screen.card, tabs: screen.controller, alreadySelected: true))
                == "The tab bar button sends _tabBarItemClicked: to its tab bar. Tab 0 (UIView 'card') is already "
                + "selected, so InboxViewController 'inbox' keeps it; a navigation controller there pops to its root.")
    }
}
