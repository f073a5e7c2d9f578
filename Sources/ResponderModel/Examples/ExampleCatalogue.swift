/// The example files compiled in from `examples/` (SwiftPM's `embedInCode`), in lesson order (basics first), each
/// with what to look at in its answer; a test checks that this list and the folder hold the same files.
enum ExampleCatalogue {
    static let files: [(name: String, body: [UInt8], lookAt: String)] = [
        (
            "delete-button", PackageResources.delete_button_json,
            "Start with results[0].touches[0].trace: hit-testing asks the window, then each view front to back, and picks the deepest view that contains the point. Then follow path and chain from the button up to the app delegate; diagram: ?format=svg."
        ),
        (
            "delete-button-chain", PackageResources.delete_button_chain_json,
            "Read links: each responder's next, with the UIKit rule behind it (superview, the view's controller, the wrapper views iOS inserts for a presented sheet)."
        ),
        (
            "delete-button-documented", PackageResources.delete_button_documented_json,
            "Compare links with the delete-button-chain lesson: by Apple's written rules a presented controller's next is the presenting controller, and the wrappers are not listed."
        ),
        (
            "navigation-stack-chain", PackageResources.navigation_stack_chain_json,
            "Read links from MessageViewController: its next is UIViewControllerWrapperView, then UINavigationTransitionView and UILayoutContainerView (the navigation controller's own view), the private views iOS prints for a pushed controller, before UINavigationController and the window. With profile documented the controller goes straight to the navigation controller's view."
        ),
        (
            "button-in-image-view", PackageResources.button_in_image_view_json,
            "In the trace, the UIImageView's outcome is userInteractionDisabled: hit-testing skips it and every subview, so the button is never asked. The diagnostic names the fix."
        ),
        (
            "button-outside-parent", PackageResources.button_outside_parent_json,
            "The toolbar's outcome is pointOutside: its bounds do not contain the point, so its subviews are never asked, even the Save button drawn there. With ?include=layout, compare the button's frame with the toolbar's."
        ),
        (
            "follow-button-unreachable", PackageResources.follow_button_unreachable_json,
            "results[0].aim: reached is false, and its reason says why no spot of the Follow button takes a touch: the button hangs below the header, which does not clip, so hit-testing rejects the header before it ever asks the button. The tap at the button's centre lands on the profile view; the aimedViewUnreachable diagnostic says what to change."
        ),
        (
            "clear-overlay-covers-button", PackageResources.clear_overlay_covers_button_json,
            "The overlay's outcome is hit and the Save button is never asked: the overlay lies in front and takes the touch although it is clear. The coveredByOtherView diagnostic names both views and the fix."
        ),
        (
            "button-added-to-cell", PackageResources.button_added_to_cell_json,
            "The trace ends at cell.contentView: it was added after the cell's own subviews, so it lies on top and takes the touch before the button is asked. The touch walks up to the table, which selects the row instead (see selection), and the coveredByOtherView diagnostic says to add the button to the contentView."
        ),
        (
            "close-button-44pt", PackageResources.close_button_44pt_json,
            "The finger lands outside the button's drawn frame, yet the button's outcome is hit: its point(inside:) grows the hit area to 44x44. In ?include=layout, hitArea differs from the frame."
        ),
        (
            "hit-test-returns-nil", PackageResources.hit_test_returns_nil_json,
            "The overlay's outcome is hitTestReturnsNil: its whole subtree is skipped and the touch falls through to the view behind it."
        ),
        (
            "hit-test-redirect", PackageResources.hit_test_redirect_json,
            "The container's outcome is redirected: its hitTest returns the slider although the finger is not on it, so the chain starts at the slider."
        ),
        (
            "badge-swallows-touches", PackageResources.badge_swallows_touches_json,
            "In deliveries, touchesBegan stops at BadgeView (swallowed), and the cell and controller that override it are starved; read the diagnostic's hint."
        ),
        (
            "badge-calls-super", PackageResources.badge_calls_super_json,
            "The same tap with super called: deliveries shows touchesBegan handled and forwarded, reaching the cell and the controller."
        ),
        (
            "drawing-responder", PackageResources.drawing_responder_json,
            "Follow the chain: the canvas's overridden next splices a plain UIResponder object in, and it receives the touches after the canvas."
        ),
        (
            "disabled-button", PackageResources.disabled_button_json,
            "No action is sent: the disabled button does not track the touch, which goes on along the chain to the cell (settings.disabledControlTouches)."
        ),
        (
            "tap-gesture-vs-button", PackageResources.tap_gesture_vs_button_json,
            "In recognizers, the card's tap recognizer is preventedByControl: the button wins the single tap and its action runs."
        ),
        (
            "tap-gesture-steals-custom-view", PackageResources.tap_gesture_steals_custom_view_json,
            "The tap recognizer recognizes first; with cancelsTouchesInView the custom view gets touchesCancelled instead of touchesEnded (see deliveries and the path)."
        ),
        (
            "two-finger-tap-on-a-board", PackageResources.two_finger_tap_on_a_board_json,
            "results[0].hitTest has two fingers with two hit views, tileA1 and tileB2, but recognizers lists undoTap once, recognized: its reason says a tap with 2 fingers. A recognizer is judged once with every finger under its view; each tile then gets touchesCancelled, and GameViewController performs undoMove:."
        ),
        (
            "row-selects-and-tells-delegate", PackageResources.row_selects_and_tells_delegate_json,
            "results[0].selection: selected and delegateCalled are true; the last two steps of the path show the table receiving touchesEnded from the label's walk and SettingsViewController running tableView(_:didSelectRowAt:). results[1]: the switch tracked the touch and did not pass it on, so selection.selected is false and only the switch's valueChanged action runs."
        ),
        (
            "row-tap-dismiss-recognizer", PackageResources.row_tap_dismiss_recognizer_json,
            "The dismissKeyboard recognizer recognizes, and the touchesCancelledByGesture warning says the row's selection never runs; selection.reason names the recognizer. The fix is in the hint: cancelsTouchesInView = false, or gestureRecognizer(_:shouldReceive:) returning false for touches in the table."
        ),
        (
            "table-delegate-not-set", PackageResources.table_delegate_not_set_json,
            "selection.selected is true but delegateCalled is false, and there is no delegate: the selectionDelegateMissing warning names ContactsViewController, which implements tableView(_:didSelectRowAt:) but was never made the table's delegate."
        ),
        (
            "sheet-pan-steals-slider", PackageResources.sheet_pan_steals_slider_json,
            "In recognizers, sheetPan recognized the drag; the slider got touchesCancelled and sent touchCancel, not valueChanged. The touchesCancelledByGesture warning's hint names the fix people ship, gestureRecognizer(_:shouldReceive:), and says why cancelsTouchesInView = false is not it."
        ),
        (
            "slider-keeps-drag-should-receive", PackageResources.slider_keeps_drag_should_receive_json,
            "results[0].recognizers: sheetPan is touchNotReceived, its reason names gestureRecognizer(_:shouldReceive:), and the slider's valueChanged action runs. results[1]: the same drag above the slider reaches sheetPan, which recognizes and moves the sheet."
        ),
        (
            "single-tap-waits-for-double-tap", PackageResources.single_tap_waits_for_double_tap_json,
            "results[0].recognizers: zoomTap recognizes at the second tap, and likeTap is requiredFailureDidNotHappen (its reason says it waited for zoomTap). results[1]: a single tap; zoomTap fails, so likeTap recognizes."
        ),
        (
            "drag-off-button-cancels", PackageResources.drag_off_button_cancels_json,
            "actions lists each control event the button sent as the finger moved: touchDown, touchDragInside, touchDragExit, touchDragOutside, then touchUpOutside. Only touchUpInside has an action, so nothing runs; the touchEndedOutsideControl diagnostic says why."
        ),
        (
            "drag-from-button-scrolls-table", PackageResources.drag_from_button_scrolls_table_json,
            "results[0].scrollViews: the table scrolled and contentTouches is withheld; in recognizers the table's UIScrollViewPanGestureRecognizer recognized, and no action was sent. results[1]: a tap on the same button is delayed, then delivered, and the action runs."
        ),
        (
            "scroll-view-keeps-button-touch", PackageResources.scroll_view_keeps_button_touch_json,
            "scrollViews[0].contentTouches is keptByContent: the pan recognizer's reason says touchesShouldCancel(in:) answered false for the button, so the table did not scroll and the button's action ran (see actions)."
        ),
        (
            "navigation-back-button", PackageResources.navigation_back_button_json,
            "The hit view is nav.backButton, a private _UIButtonBarButton in nav.navigationBar, which lies in front of the message screen's view. In actions, its touchUpInside names the navigation controller as its target: popViewControllerAnimated: is called directly, and the path's note says what it pops."
        ),
        (
            "swipe-back-blocked-by-carousel", PackageResources.swipe_back_blocked_by_carousel_json,
            "results[0].recognizers: the carousel's UIScrollViewPanGestureRecognizer recognized, and nav.interactivePopGestureRecognizer is excludedByOther; the interactivePopGestureBlocked warning gives the fix. results[1]: the same swipe below the carousel reaches the pop gesture, and UINavigationController performs popViewControllerAnimated:."
        ),
        (
            "swipe-back-carousel-waits", PackageResources.swipe_back_carousel_waits_json,
            "The carousel's panGestureRecognizer.requiresToFail names nav.interactivePopGestureRecognizer. results[0]: the pan is requiredFailureDidNotHappen and the pop gesture pops. results[1]: a drag that starts inside the carousel: the pop gesture fails (the finger began far from the edge), so the carousel scrolls."
        ),
        (
            "tab-bar-selects-tab", PackageResources.tab_bar_selects_tab_json,
            "The trace goes from tabs.view into tabs.tabBar, in front, and ends at profile.tabBarButton. In ?include=layout only feedView is in the window: the other tabs' views are not. The performed step's note says which tab the tab bar controller selects."
        ),
        (
            "raised-tab-bar-button", PackageResources.raised_tab_bar_button_json,
            "results[0]: a tap on the button's lower half, inside the tab bar, runs compose:. results[1]: on its upper half, above the bar, the trace shows the tab bar's outcome pointOutside, and the outsideSuperviewBounds warning explains why the button is never asked. The usual fix overrides the tab bar's point(inside:with:) to include the button."
        ),
        (
            "text-field-tap-focuses", PackageResources.text_field_tap_focuses_json,
            "firstResponderChange: the tapped text field becomes first responder and the keyboard shows, because its window is key; compare stateBefore and stateAfter."
        ),
        (
            "search-field-viewdidload", PackageResources.search_field_viewdidload_json,
            "becomeFirstResponder returns false: the view is not in a window yet during viewDidLoad. The diagnostic says where to call it instead."
        ),
        (
            "overlay-window-keyboard", PackageResources.overlay_window_keyboard_json,
            "The field becomes first responder of its window, but stateAfter shows no keyboard: only the key window's first responder gets one."
        ),
        (
            "shake-to-first-responder", PackageResources.shake_to_first_responder_json,
            "A shake has no location: start is the first responder, and path shows motionEnded walking up the chain to the controller."
        ),
        (
            "key-command-space-bar", PackageResources.key_command_space_bar_json,
            "results[0]: the press starts at the key window (start.reason keyWindowNoFirstResponder), and the noFirstResponder warning names PlayerViewController, whose key command for space is never consulted. results[1]: becomeFirstResponder fails, since its canBecomeFirstResponder is false."
        ),
        (
            "key-command-text-field-first", PackageResources.key_command_text_field_first_json,
            "results[1]: the keyCommands step on PlayerViewController, and actions: togglePlayback: (source keyCommand, keys space) walked from the first responder. results[3]: the search field types the space (handledByTextInput) and keyCommandShadowedByTextInput says why the command did not run. results[4]: command+f is no typing, so its command runs."
        ),
        (
            "press-focused-view", PackageResources.press_focused_view_json,
            "A key press starts at the focused view and walks the chain until a responder handles pressesBegan."
        ),
        (
            "remote-control-app-delegate", PackageResources.remote_control_app_delegate_json,
            "With nothing first responder, the event starts at the key window (start.reason) and walks to the app delegate, which handles it."
        ),
        (
            "focus-shake-action-sequence", PackageResources.focus_shake_action_sequence_json,
            "Three events in order, each from the state the one before left: compare each result's stateAfter with the next one's stateBefore."
        ),
        (
            "nil-target-no-first-responder", PackageResources.nil_target_no_first_responder_json,
            "actions[0].walk starts at the key window, not at the button: a nil-targeted action walks from the first responder, and nothing is first responder here."
        ),
        (
            "nil-target-with-first-responder", PackageResources.nil_target_with_first_responder_json,
            "The same action with a focused field: the walk starts at the field and reaches the controller that implements compose(_:)."
        ),
        (
            "bar-button-nil-target", PackageResources.bar_button_nil_target_json,
            "Compare the two taps on saveItem. In results[0].actions the walk starts at the key window, because nothing is first responder, and no responder there implements save(_:): dropped. After becomeFirstResponder, results[2]'s walk starts at titleField and reaches EditorViewController, which performs it."
        ),
        (
            "message-view-archive", PackageResources.message_view_archive_json,
            "The walk asks each responder in turn whether it implements archiveMessage(_:); the inbox controller does, so the view never needs a reference to it."
        ),
        (
            "explicit-target-crash", PackageResources.explicit_target_crash_json,
            "An explicit target is called directly, without the chain: the outcome is crashed (unrecognized selector), and the diagnostic says why."
        ),
        (
            "target-released-local-variable", PackageResources.target_released_local_variable_json,
            "The targetReleased warning says the button does not keep its target; in actions, like: has no target, so it walked the responder chain and was dropped. Keeping the handler in a property of FeedViewController (isRetained true) sends it straight to the handler."
        ),
        (
            "app-delegate-not-responder", PackageResources.app_delegate_not_responder_json,
            "The chain ends at UIApplication: its next is the app delegate only when the delegate is a UIResponder."
        ),
        (
            "scene-delegate-not-in-chain", PackageResources.scene_delegate_not_in_chain_json,
            "The action walk passes UIWindowScene and goes to UIApplication: the scene delegate is not in the chain, so its refresh(_:) is never asked."
        ),
        (
            "scene-delegate-spliced", PackageResources.scene_delegate_spliced_json,
            "With the scene's next overridden to return its delegate, the walk now reaches the scene delegate (see the chain's rule nextOverride)."
        ),
        (
            "copy-paste-menu", PackageResources.copy_paste_menu_json,
            "menu.items: the edit menu asks canPerformAction along the chain from the first responder; Paste is not offered because the pasteboard is empty."
        ),
        (
            "custom-view-no-copy", PackageResources.custom_view_no_copy_json,
            "No menu: nothing is first responder, so the search never starts at the view that implements copy(_:)."
        ),
        (
            "custom-view-copy-as-first-responder", PackageResources.custom_view_copy_as_first_responder_json,
            "The fix: the view becomes first responder first, so the menu's search starts there and offers Copy."
        ),
    ]
}
