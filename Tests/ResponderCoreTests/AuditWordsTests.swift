import Testing

@testable import ResponderCore
@testable import ResponderWords

/// A one-screen app with one planted bug, and the words its audit finding must have, word for word.
struct AuditWordsCase: Sendable, CustomTestStringConvertible {
    /// What the app is.
    let name: String
    /// The finding whose words are pinned (the first with this code).
    let code: AuditCode
    let message: String
    let hint: String
    var settings = DispatchSettings()
    /// Adds the bug to a window whose root view controller `ScreenViewController 'screen'` has the root view
    /// `UIView 'screenView'`, full screen.
    let build: @Sendable (_ app: inout App, _ screen: AuditWordsCase.Screen) -> Void

    var testDescription: String { name }

    /// The indices of the screen every case starts from.
    struct Screen {
        let scene: Int
        let window: Int
        let controller: Int
        let view: Int
    }

    /// The app with its bug, laid out.
    func app() -> App {
        var (app, scene, window) = Fixtures.bareApp()
        let controller = Fixtures.addController(&app, id: "screen", className: "ScreenViewController")
        let view = app.addView(id: "screenView", frame: Fixtures.screen, to: nil)
        app.setRootView(view, of: controller)
        app.setRootViewController(controller, of: window)
        build(&app, Screen(scene: scene, window: window, controller: controller, view: view))
        app.finalizeLayout(synthesizeWrappers: true)
        return app
    }
}

/// Facts handed straight to the catalogue, on ``AuditWordsFacts/app``, and the words they must read as.
struct AuditWordsFacts: Sendable, CustomTestStringConvertible {
    let name: String
    /// The facts, given the index of each id in ``app``.
    let words: @Sendable (_ index: (String) -> Int) -> AuditWords
    let message: String
    let hint: String

    var testDescription: String { name }

    /// One screen holding every responder the cases name.
    static let app: App = {
        var (app, scene, window) = Fixtures.bareApp()
        let frame = Rect(x: 20, y: 100, width: 100, height: 44)
        let panel = app.addView(id: "panel", frame: Rect(x: 0, y: 100, width: 390, height: 60), to: window)
        app[panel].alpha = 0
        app.addView(id: "save", className: "UIButton", frame: frame, to: panel)
        app.addView(id: "avatar", className: "UIImageView", frame: frame, to: window)
        let holder = app.addView(id: "holder", frame: Fixtures.screen, to: window)
        app.addGestureRecognizer(GestureRecognizer(id: "dismiss", kind: .tap, view: holder))
        let rating = app.add(Fixtures.responder("rating", "RatingControl", kind: .view, superclass: "UIControl"))
        app.addSubview(rating, to: holder)
        app.addView(id: "stars", className: "UIStackView", frame: frame, to: rating)
        let cell = app.addView(id: "cell", className: "UITableViewCell", frame: frame, to: holder)
        app.addView(id: "follow", className: "UIButton", frame: frame, to: cell)
        app.addView(id: "cell.contentView", className: "UITableViewCellContentView", frame: frame, to: cell)
        app.addView(id: "picker", className: "DateField", frame: frame, to: holder)
        app.addView(id: "card", className: "CardView", frame: frame, to: holder)
        app.addView(id: "refresh", className: "UIButton", frame: frame, to: holder)
        app.add(Fixtures.responder("sceneDelegate", "SceneDelegate", kind: .sceneDelegate))
        let overlay = app.addWindow(id: "overlay", frame: Fixtures.screen, to: scene)
        app.addView(id: "reply", className: "UITextField", frame: frame, to: overlay)
        return app
    }()
}

/// The catalogue's words for audit findings: for each family (where touches cannot reach a view; what responders do
/// with events and actions), findings read word for word as the auditor wrote them when it built its English itself.
/// The first tables audit small apps, so the auditor's facts are pinned with their words; the last hands facts
/// straight to the catalogue, for the shapes those apps do not reach.
@Suite struct AuditWordsTests {
    /// Where touches cannot reach a view.
    static let reachability: [AuditWordsCase] = [
        AuditWordsCase(
            name: "a button inside a UIImageView", code: .ancestorInteractionDisabled,
            message:
                "UIButton 'play' is drawn, but no touch can reach it: Its ancestor UIImageView 'artwork' has "
                + "isUserInteractionEnabled = false (the default for UIImageView), so hit-testing skips it and "
                + "everything inside it, UIButton 'play' included.",
            hint:
                "Set isUserInteractionEnabled = true on UIImageView 'artwork' (UIImageView turns it off by default), "
                + "or move UIButton 'play' out of it."
        ) { app, screen in
            let artwork = app.addView(
                id: "artwork", className: "UIImageView", frame: Rect(x: 0, y: 100, width: 390, height: 300),
                to: screen.view)
            app.addView(
                id: "play", className: "UIButton", frame: Rect(x: 20, y: 20, width: 100, height: 44), to: artwork)
        },
        AuditWordsCase(
            name: "a button hanging out of its toolbar", code: .outsideSuperviewBounds,
            message:
                "UIButton 'save' is drawn outside the bounds of UIView 'toolbar' (which does not clip, so it shows), "
                + "and hit-testing rejects UIView 'toolbar' there before it asks its subviews: no touch reaches "
                + "UIButton 'save'.",
            hint:
                "Make UIView 'toolbar' large enough to hold it, move UIButton 'save' inside it, or override "
                + "point(inside:with:) on UIView."
        ) { app, screen in
            let toolbar = app.addView(id: "toolbar", frame: Rect(x: 0, y: 100, width: 390, height: 44), to: screen.view)
            app.addView(
                id: "save", className: "UIButton", frame: Rect(x: 20, y: 50, width: 100, height: 44), to: toolbar)
        },
        AuditWordsCase(
            name: "a clear overlay over a button", code: .coveredByOtherView,
            message:
                "UIView 'overlay' lies in front of UIButton 'save' and takes every touch on it (it is clear, so the "
                + "covered view still shows).",
            hint:
                "Set isUserInteractionEnabled = false on UIView 'overlay' if it only decorates, move UIButton 'save' "
                + "in front of it, or let it pass touches through with point(inside:with:) or hitTest(_:with:)."
        ) { app, screen in
            app.addView(
                id: "save", className: "UIButton", frame: Rect(x: 20, y: 100, width: 100, height: 44), to: screen.view)
            let overlay = app.addView(id: "overlay", frame: Fixtures.screen, to: screen.view)
            app[overlay].backgroundColor = ViewColor(text: "clear", alpha: 0)
        },
        AuditWordsCase(
            name: "a control of zero width whose subview still shows", code: .zeroSize,
            message:
                "RatingControl 'rating' has no width or no height (its frame is 0.0 × 30.0), so point(inside:with:) "
                + "is never true for it; its subviews are still drawn, since it does not clip, but get no touches.",
            hint:
                "Give it a size (a missing Auto Layout constraint usually leaves it at zero), or grow its hit area by "
                + "overriding point(inside:with:)."
        ) { app, screen in
            let rating = app.add(Fixtures.responder("rating", "RatingControl", kind: .view, superclass: "UIControl"))
            app[rating].frame = Rect(x: 20, y: 100, width: 0, height: 30)
            app.addSubview(rating, to: screen.view)
            app.addView(id: "star", frame: Rect(x: 0, y: 0, width: 40, height: 40), to: rating)
        },
        AuditWordsCase(
            name: "a button half under a banner", code: .partlyReachable,
            message:
                "Only part of UIButton 'save' receives touches: 15 of 34 sample points reach it (about 44%, within "
                + "(20.5, 100.5)–(100.1, 143.5) on screen); at (120, 122) UIView 'banner' lies in front and takes it.",
            hint:
                "Move or resize what takes the rest of it, or the view itself, so all of it is tappable."
        ) { app, screen in
            app.addView(
                id: "save", className: "UIButton", frame: Rect(x: 20, y: 100, width: 200, height: 44), to: screen.view)
            app.addView(id: "banner", frame: Rect(x: 120, y: 0, width: 270, height: 300), to: screen.view)
        },
        AuditWordsCase(
            name: "a close button 24.5 points wide", code: .smallTapTarget,
            message:
                "UIButton 'close''s hit area is 24.5 × 60.3 points, under the 44 × 44 Apple recommends: a tap at "
                + "(331, 90.7), inside a 44-point target around it, misses.",
            hint:
                "Grow its hit area by overriding point(inside:with:) (UIKit's documentation's 44 × 44 CloseButton), or "
                + "make it larger."
        ) { app, screen in
            app.addView(
                id: "close", className: "UIButton", frame: Rect(x: 340.25, y: 60.5, width: 24.5, height: 60.3),
                to: screen.view)
        },
    ]

    /// What responders do with events and actions.
    static let responders: [AuditWordsCase] = [
        AuditWordsCase(
            name: "a badge that swallows touchesBegan under a card that handles it", code: .touchesSwallowed,
            message:
                "BadgeView 'badge' overrides touchesBegan(_:with:) without calling super, so the touch stops there and "
                + "CardView 'card' never get it, although they implement it.",
            hint:
                "Call super.touchesBegan(touches, with: event) in BadgeView, unless swallowing is deliberate."
        ) { app, screen in
            let card = app.addView(
                id: "card", className: "CardView", frame: Rect(x: 0, y: 100, width: 390, height: 200), to: screen.view)
            app[card].overrides[.touchesBegan] = .callsSuper
            let badge = app.addView(
                id: "badge", className: "BadgeView", frame: Rect(x: 300, y: 10, width: 60, height: 60), to: card)
            app[badge].overrides[.touchesBegan] = .withoutSuper
            app[badge].overrides[.touchesEnded] = .withoutSuper
        },
        AuditWordsCase(
            name: "half a touch family swallowed", code: .incompleteTouchFamily,
            message:
                "BadgeView 'badge' swallows touchesBegan(_:with:) and touchesEnded(_:with:) but does not override "
                + "touchesMoved(_:with:), touchesCancelled(_:with:), so those still go up the chain and the responders "
                + "above see half a touch sequence.",
            hint:
                "When swallowing touches deliberately, override the whole family: touchesBegan, touchesMoved, "
                + "touchesEnded and touchesCancelled."
        ) { app, screen in
            let badge = app.addView(
                id: "badge", className: "BadgeView", frame: Rect(x: 20, y: 100, width: 60, height: 60), to: screen.view)
            app[badge].overrides[.touchesBegan] = .withoutSuper
            app[badge].overrides[.touchesEnded] = .withoutSuper
        },
        AuditWordsCase(
            name: "a button whose target lacks its action", code: .unrecognizedSelector,
            message:
                "UIButton 'save' sends saveTapped: to ScreenViewController 'screen' on touchUpInside, but "
                + "ScreenViewController 'screen' does not implement it: the app crashes with an unrecognized selector.",
            hint:
                "Implement @objc func saveTapped(_:) on ScreenViewController, or fix the target or selector passed to "
                + "addTarget(_:action:for:)."
        ) { app, screen in
            let save = app.addView(
                id: "save", className: "UIButton", frame: Rect(x: 20, y: 100, width: 100, height: 44), to: screen.view)
            app[save].targetActions = [
                TargetAction(event: .touchUpInside, target: screen.controller, action: Selector("saveTapped:"))
            ]
        },
        AuditWordsCase(
            name: "a view whose recognizers the description does not give, around two buttons",
            code: .dependsOnUndescribed,
            message:
                "UIView 'card' has gesture recognizers the description does not give, and UIKit hands them every touch "
                + "on the 2 interactive views inside it (UIButton 'like', UIButton 'share') before the views get it: "
                + "whether a tap there works is not known.",
            hint:
                "Print them with `po unsafeBitCast(0x7fa1c0d0a7f0, to: UIView.self).gestureRecognizers` (Objective-C: "
                + "`po [(UIView *)0x7fa1c0d0a7f0 gestureRecognizers]`) and paste what it prints into the import's "
                + "gestureRecognizers, or describe them in the view's gestureRecognizers."
        ) { app, screen in
            let card = app.addView(id: "card", frame: Rect(x: 0, y: 100, width: 390, height: 200), to: screen.view)
            app[card].undescribed = .gestureRecognizers
            app[card].address = "0x7fa1c0d0a7f0"
            for (position, id) in ["like", "share"].enumerated() {
                let button = app.addView(
                    id: id, className: "UIButton",
                    frame: Rect(x: 20 + 120 * Double(position), y: 20, width: 100, height: 44),
                    to: card)
                app[button].targetActions = [
                    TargetAction(event: .touchUpInside, target: screen.controller, action: Selector("\(id):"))
                ]
                app[screen.controller].actions[Selector("\(id):")] = ActionImplementation()
            }
        },
        AuditWordsCase(
            name: "a button whose target-actions the description does not give", code: .dependsOnUndescribed,
            message:
                "UIButton 'save' is a control whose target-actions the description does not give: which action this "
                + "tap sends, and to whom, is not known.",
            hint:
                "Print its targets with `po unsafeBitCast(ADDRESS, to: UIControl.self).allTargets` and each target's "
                + "actions with `po unsafeBitCast(ADDRESS, to: UIControl.self).actions(forTarget: TARGET, "
                + "forControlEvent: .touchUpInside)` (Objective-C: `po [(UIControl *)ADDRESS allTargets]`, `po "
                + "[(UIControl *)ADDRESS actionsForTarget:TARGET forControlEvent:64]`), TARGET being each target "
                + "printed, and paste both into the import's targets, or describe them in the control's targets."
        ) { app, screen in
            let save = app.addView(
                id: "save", className: "UIButton", frame: Rect(x: 20, y: 100, width: 100, height: 44), to: screen.view)
            app[save].undescribed = .targets
        },
        AuditWordsCase(
            name: "a switch whose only target-action is for an event a tap does not send",
            code: .controlSendsNoAction,
            message:
                "UISwitch 'wifi' changed its own value on this tap and sent touchDown, touchUpInside, valueChanged, "
                + "primaryActionTriggered, but its only target-actions are for editingChanged, which this tap does not "
                + "send, so the app is not told.",
            hint:
                "Add a target for .valueChanged: wifi.addTarget(self, action: #selector(wifiToggled(_:)), for: "
                + ".valueChanged) (in Interface Builder, connect the action to the Value Changed event). If the app "
                + "adds one in code that this description leaves out, describe it in the control's targets (po "
                + "wifi.allTargets lists them)."
        ) { app, screen in
            let wifi = app.addView(
                id: "wifi", className: "UISwitch", frame: Rect(x: 20, y: 100, width: 51, height: 31), to: screen.view)
            app[screen.controller].actions[Selector("wifiToggled:")] = ActionImplementation()
            app[wifi].targetActions = [
                TargetAction(event: .editingChanged, target: screen.controller, action: Selector("wifiToggled:"))
            ]
        },
        AuditWordsCase(
            name: "a tap recognizer whose target lacks its action", code: .unrecognizedSelector,
            message:
                "The gesture recognizer 'tapAvatar' on UIView 'avatar' sends openProfile: to ScreenViewController "
                + "'screen', which does not implement it: when it recognizes, the app crashes with an unrecognized "
                + "selector.",
            hint:
                "Implement @objc func openProfile(_:) on ScreenViewController, or fix the target or selector of "
                + "UIGestureRecognizer(target:action:)."
        ) { app, screen in
            let avatar = app.addView(id: "avatar", frame: Rect(x: 20, y: 100, width: 80, height: 80), to: screen.view)
            app.addGestureRecognizer(
                GestureRecognizer(
                    id: "tapAvatar", kind: .tap, view: avatar, target: screen.controller,
                    action: Selector("openProfile(_:)")))
        },
        AuditWordsCase(
            name: "a nil-targeted action nobody implements, walked from the sender", code: .actionNeverHandled,
            message:
                "UIButton 'save' sends the nil-targeted action saveDraft:, and no responder on any chain it can start "
                + "from implements it (it walks from UIButton 'save' itself (settings.nilTargetStart is sender)): "
                + "UIKit always discards it.",
            hint:
                "Implement saveDraft(_:) on a responder on that chain (a view controller on screen, or the app "
                + "delegate), or give the action an explicit target.",
            settings: DispatchSettings(nilTargetStart: .sender)
        ) { app, screen in
            let save = app.addView(
                id: "save", className: "UIButton", frame: Rect(x: 20, y: 100, width: 100, height: 44), to: screen.view)
            app[save].targetActions = [TargetAction(event: .touchUpInside, target: nil, action: Selector("saveDraft:"))]
        },
        AuditWordsCase(
            name: "a nil-targeted action only two objects off the chain implement", code: .actionOnlyOutsideChain,
            message:
                "UIButton 'refresh' sends the nil-targeted action refresh:; only SceneDelegate, Helper 'helper' "
                + "implement it, and no responder chain it can start from passes through them (it walks from the first "
                + "responder (any responder that can become one) or, with nothing focused, from the key window): UIKit "
                + "always discards it.",
            hint:
                "Move the method to a responder on the chain (the app delegate is the last link; a scene delegate is "
                + "on no chain), splice the object in by overriding next, or give the action an explicit target."
        ) { app, screen in
            let refresh = app.addView(
                id: "refresh", className: "UIButton", frame: Rect(x: 20, y: 100, width: 100, height: 44),
                to: screen.view)
            app[refresh].targetActions = [
                TargetAction(event: .touchUpInside, target: nil, action: Selector("refresh:"))
            ]
            let (_, sceneDelegate) = Fixtures.addDelegates(&app, scene: screen.scene)
            app[sceneDelegate].actions[Selector("refresh:")] = ActionImplementation()
            let helper = app.add(Fixtures.responder("helper", "Helper", kind: .object))
            app[helper].actions[Selector("refresh:")] = ActionImplementation()
        },
        AuditWordsCase(
            name: "a next override that skips the controller", code: .nextSkipsResponders,
            message:
                "UIView 'screenView' overrides next, so its chain skips ScreenViewController 'screen', which UIKit's "
                + "own rule would have walked and which implements event methods or actions that now never run from "
                + "here.",
            hint:
                "Return the skipped responder (or super.next) from the override where the chain should still pass "
                + "through it."
        ) { app, screen in
            let logger = app.add(Fixtures.responder("logger", "EventLogger", kind: .object))
            app[screen.view].nextOverride = logger
            app[screen.controller].actions[Selector("archive:")] = ActionImplementation()
        },
        AuditWordsCase(
            name: "a card with Copy and key commands that never becomes first responder",
            code: .firstResponderNeverReaches,
            message:
                "CardView 'card' handles shakes and key commands and the edit menu's actions, which start at the first "
                + "responder, but its canBecomeFirstResponder is false and it is on the chain of no responder that can "
                + "become first responder: they never reach it.",
            hint:
                "Override canBecomeFirstResponder to return true in CardView and call becomeFirstResponder() once it "
                + "is on screen (viewDidAppear(_:) for a controller), or move the handling to a responder on the first "
                + "responder's chain."
        ) { app, screen in
            let card = app.addView(
                id: "card", className: "CardView", frame: Rect(x: 20, y: 100, width: 300, height: 120), to: screen.view)
            app[card].actions[Selector("copy:")] = ActionImplementation()
            app[card].overrides[.motionEnded] = .withoutSuper
            app[card].keyCommands = [KeyCommand(input: "k", action: Selector("kick:"))]
        },
        AuditWordsCase(
            name: "a controller with an input accessory view it never shows", code: .inputViewNeverShown,
            message:
                "ScreenViewController 'screen' has an input accessory view, but its canBecomeFirstResponder is false: "
                + "it never becomes first responder, so an input accessory view never shows (UIKit shows it only while "
                + "its responder is first responder).",
            hint:
                "Override canBecomeFirstResponder to return true in ScreenViewController, and call "
                + "becomeFirstResponder() when the input should show."
        ) { app, screen in
            app[screen.controller].hasInputAccessoryView = true
        },
    ]

    /// Facts no audited case above reaches, worded on ``AuditWordsFacts/app``: both families again, and each
    /// fact type's words (a skip's block, whose cancelled touches, which input view, every first-responder event).
    static let facts: [AuditWordsFacts] = [
        AuditWordsFacts(
            name: "hit-testing finds no view", words: { .hitTestFindsNoView(view: $0("save")) },
            message: "No touch on UIButton 'save' reaches it: hit-testing finds no view there.",
            hint: "Check the overrides of hitTest(_:with:) and point(inside:with:) above it."),
        AuditWordsFacts(
            name: "an invisible ancestor",
            words: {
                .ancestorHidden(view: $0("save"), block: TouchBlock(responder: $0("panel"), reason: .transparent))
            },
            message:
                "UIButton 'save' cannot be touched while its ancestor is invisible: Its ancestor UIView 'panel' has "
                + "alpha below 0.01, which hit-testing treats as invisible, so hit-testing skips it and everything "
                + "inside it, UIButton 'save' included.",
            hint:
                "Fine if the ancestor is hidden on purpose; if it only looks transparent, use a clear background "
                + "instead of alpha below 0.01."),
        AuditWordsFacts(
            name: "a clipping ancestor", words: { .clippedByAncestor(view: $0("save"), ancestor: $0("panel")) },
            message:
                "UIButton 'save' lies wholly outside the bounds of UIView 'panel', which clips its subviews "
                + "(clipsToBounds is true): it is never drawn, and no touch can reach it.",
            hint:
                "If UIButton 'save' should show, grow UIView 'panel' or move the view inside it; if it is collapsed "
                + "on purpose, hide it (isHidden) so the intent is plain."),
        AuditWordsFacts(
            name: "an image view built for touches", words: { .interactionDisabled(view: $0("avatar")) },
            message:
                "UIImageView 'avatar' is built for touches, but it has isUserInteractionEnabled = false (the default "
                + "for UIImageView), so hit-testing skips it and every touch on it goes to the view behind.",
            hint:
                "Set isUserInteractionEnabled = true, or disable it visibly (isEnabled = false for a control) if that "
                + "is the intent."),
        AuditWordsFacts(
            name: "a recognizer on an image view", words: { .recognizerOnNonInteractiveView(view: $0("avatar")) },
            message:
                "UIImageView 'avatar' has a gesture recognizer, but it has isUserInteractionEnabled = false (the "
                + "default for UIImageView), so no touch ever reaches the recognizer.",
            hint:
                "Set isUserInteractionEnabled = true on UIImageView 'avatar', or add the recognizer to an interactive "
                + "view."),
        AuditWordsFacts(
            name: "off the window", words: { .outsideWindow(view: $0("save"), window: $0("window")) },
            message: "UIButton 'save' lies entirely outside UIWindow 'window', where no touch can land.",
            hint: "Check its frame and its ancestors' frames: it is placed off screen."),
        AuditWordsFacts(
            name: "a stack view filling a control",
            words: { .controlSubviewTakesTouch(control: $0("rating"), subview: $0("stars")) },
            message:
                "UIStackView 'stars' fills RatingControl 'rating' and takes every touch on it, and a UIControl tracks "
                + "only touches that hit the control itself (as developers report it; the documentation does not "
                + "say): RatingControl 'rating' never sends its actions.",
            hint:
                "Set isUserInteractionEnabled = false on UIStackView 'stars' (and on views inside it) so touches land "
                + "on the control."),
        AuditWordsFacts(
            name: "a button on a cell, not its content view",
            words: {
                .controlOnCellNotContentView(view: $0("follow"), cell: $0("cell"), contentView: $0("cell.contentView"))
            },
            message:
                "UIButton 'follow' was added to UITableViewCell 'cell' itself, not to its contentView; "
                + "UITableViewCellContentView 'cell.contentView' lies on top of the cell's own subviews and takes "
                + "every touch on it.",
            hint: "Add it with cell.contentView.addSubview(_:), as UIKit's documentation for cells says."),
        AuditWordsFacts(
            name: "a tap recognizer over a custom control",
            // The app's only gesture recognizer, 'dismiss', has index 0.
            words: { .tapRecognizerCancelsTouches(recognizer: 0, view: $0("rating"), cancels: .control) },
            message:
                "The tap recognizer 'dismiss' on UIView 'holder' cancels touches in its view (cancelsTouchesInView is "
                + "true): a tap on RatingControl 'rating' is recognized by it and the control's touches are cancelled "
                + "before touchUpInside.",
            hint:
                "Set cancelsTouchesInView = false on the recognizer (the usual fix for a tap that dismisses the "
                + "keyboard), return false from its delegate's gestureRecognizer(_:shouldReceive:) for touches in "
                + "RatingControl 'rating', or add it to a view that does not contain them."),
        AuditWordsFacts(
            name: "a pair added twice",
            words: { .duplicateTargetAction(control: $0("save"), action: Selector("save:"), event: .touchUpInside) },
            message:
                "UIButton 'save' has the same target-action pair twice: save: on touchUpInside. UIKit keeps one, so "
                + "the action runs once.",
            hint: "Remove the second addTarget(_:action:for:) call; it has no effect."),
        AuditWordsFacts(
            name: "a nil-targeted action only one object off the chain implements",
            words: {
                .actionOnlyOutsideChain(
                    control: $0("refresh"), action: Selector("refresh:"), implementers: [$0("sceneDelegate")],
                    walk: .firstResponder)
            },
            message:
                "UIButton 'refresh' sends the nil-targeted action refresh:; only SceneDelegate 'sceneDelegate' "
                + "implements it, and no responder chain it can start from passes through it (it walks from the first "
                + "responder (any responder that can become one) or, with nothing focused, from the key window): "
                + "UIKit always discards it.",
            hint:
                "Move the method to a responder on the chain (the app delegate is the last link; a scene delegate is "
                + "on no chain), splice the object in by overriding next, or give the action an explicit target."),
        AuditWordsFacts(
            name: "an input view that never shows",
            words: { .inputViewNeverShown(responder: $0("picker"), input: .inputView) },
            message:
                "DateField 'picker' has an input view, but its canBecomeFirstResponder is false: it never becomes "
                + "first responder, so an input view never shows (UIKit shows it only while its responder is first "
                + "responder).",
            hint:
                "Override canBecomeFirstResponder to return true in DateField, and call becomeFirstResponder() when "
                + "the input should show."),
        AuditWordsFacts(
            name: "every event that starts at the first responder",
            words: {
                .firstResponderNeverReaches(responder: $0("card"), events: AuditWords.FirstResponderEvent.allCases)
            },
            message:
                "CardView 'card' handles shakes and presses and remote-control events and key commands and the edit "
                + "menu's actions, which start at the first responder, but its canBecomeFirstResponder is false and it "
                + "is on the chain of no responder that can become first responder: they never reach it.",
            hint:
                "Override canBecomeFirstResponder to return true in CardView and call becomeFirstResponder() once it "
                + "is on screen (viewDidAppear(_:) for a controller), or move the handling to a responder on the first "
                + "responder's chain."),
        AuditWordsFacts(
            name: "a text field that cannot become first responder",
            words: { .textInputCannotBecomeFirstResponder(input: $0("reply")) },
            message:
                "UITextField 'reply' is a text input whose canBecomeFirstResponder is false: tapping it never makes it "
                + "first responder, so the keyboard never shows.",
            hint: "Remove the canBecomeFirstResponder override, or use a label if the text is not to be edited."),
        AuditWordsFacts(
            name: "a text field in a window that is not key",
            words: { .keyboardInNonKeyWindow(input: $0("reply"), window: $0("overlay")) },
            message:
                "UITextField 'reply' is in UIWindow 'overlay', which is not the key window: when it becomes first "
                + "responder, the keyboard does not show.",
            hint: "Call makeKey() on UIWindow before the field becomes first responder."),
    ]

    @Test(arguments: facts)
    func factsReadWordForWordAsTheAuditorWroteThem(_ facts: AuditWordsFacts) throws {
        let app = AuditWordsFacts.app
        var missing: [String] = []
        let words = facts.words { id in
            guard let index = app.index(of: id) else {
                missing.append(id)
                return 0
            }
            return index
        }
        #expect(missing.isEmpty, "no responder has id \(missing)")
        let wording = app.wording(of: words)
        #expect(wording.message == facts.message)
        #expect(wording.hint == facts.hint)
    }

    @Test(arguments: reachability + responders)
    func aFindingReadsWordForWordAsTheAuditorWroteIt(_ bug: AuditWordsCase) throws {
        let app = bug.app()
        let report = Auditor(app: app, settings: bug.settings).audit()
        let finding = try #require(
            report.findings.first { $0.code == bug.code }, "no \(bug.code) among \(report.findings.map(\.code))")
        let words = app.wording(of: finding)
        #expect(words.message == bug.message)
        #expect(words.hint == bug.hint)
    }
}
