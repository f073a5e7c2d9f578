/// The example files compiled in from `examples/` (SwiftPM's `embedInCode`), in lesson order (basics first), each
/// with its question and with what to look at in its answer. The question poses the lesson without its outcome, for
/// Predict, then reveal: it names neither the responder that handles the event nor what happens (the file's title and
/// description, which may tell both, show once the answer does). The note is written for a student at the playground
/// page: the panels, the steps, the diagram and the responders it shows, never a JSON path. A test checks that this
/// list and the folder hold the same files; LessonNotesTests checks that each note names only what the lesson's answer
/// has, and LessonQuestionTests that each question keeps the answer to itself.
enum ExampleCatalogue {
    static let files: [(name: String, body: [UInt8], question: String, lookAt: String)] = [
        (
            "delete-button", PackageResources.delete_button_json,
            "A tap on the Delete button in a table cell: which responder handles it?",
            "Start with the Hit-test trace: hit-testing asks the window, then each view front to back, and picks the deepest view that contains the finger, UIButton 'deleteButton'. Then press Next in Path, step by step: each step lights up its responder in the diagram, from the window to the button, which tracks the touch itself, and then to InboxViewController 'inbox', which performs deleteTapped:."
        ),
        (
            "delete-button-chain", PackageResources.delete_button_chain_json,
            "What is the Delete button's responder chain, link by link?",
            "Read the Responder chain from the top: each responder's next, with the UIKit rule behind it (the superview, the view's controller, the wrapper views iOS inserts for a presented sheet). The diagram numbers the same responders in order."
        ),
        (
            "delete-button-documented", PackageResources.delete_button_documented_json,
            "By Apple's documented rules, what is the Delete button's chain?",
            "Compare the Responder chain with the previous lesson's: by Apple's written rules the next of a presented controller, InboxViewController 'inbox', is the presenting controller, UIViewController 'root', and the wrapper views are not listed."
        ),
        (
            "navigation-stack-chain", PackageResources.navigation_stack_chain_json,
            "A button in a screen pushed onto a navigation stack: how does its chain reach the window?",
            "Read the Responder chain from MessageViewController 'message': its next is UIViewControllerWrapperView, then UINavigationTransitionView and UILayoutContainerView (the navigation controller's own view), the private views iOS prints for a pushed controller, before UINavigationController 'nav' and the window. Switch Profile to documented: the controller goes straight to the navigation controller's view."
        ),
        (
            "button-in-image-view", PackageResources.button_in_image_view_json,
            "A tap on a play button inside a UIImageView: who gets it?",
            "In the Hit-test trace, UIImageView 'artwork' says userInteractionDisabled: hit-testing skips it and everything inside it, so the button is never asked and the touch goes to UIView 'playerView'. The warning in Diagnostics names the fix."
        ),
        (
            "button-outside-parent", PackageResources.button_outside_parent_json,
            "A tap on a Save button drawn outside its toolbar's bounds: who gets it?",
            "In the Hit-test trace, UIView 'toolbar' says pointOutside: its bounds do not contain the finger, so its subviews are never asked, even the Save button drawn there. In the diagram, the button lies outside the toolbar's box; the outsideSuperviewBounds warning in Diagnostics says what to change."
        ),
        (
            "follow-button-unreachable", PackageResources.follow_button_unreachable_json,
            "A tap on the Follow button just below a profile header: what happens?",
            "In the summary, Aimed at says UIButton 'followButton' cannot be reached, and why: the button hangs below UIView 'header', which does not clip, so hit-testing rejects the header before it ever asks the button. The tap at the button's centre lands on UIView 'profileView' instead; the aimedViewUnreachable warning in Diagnostics says what to change."
        ),
        (
            "clear-overlay-covers-button", PackageResources.clear_overlay_covers_button_json,
            "A clear loading overlay was left over the Save button: who gets a tap on the button?",
            "In the Hit-test trace, UIView 'loadingOverlay' says hit and the Save button is never asked: the overlay lies in front and takes the touch although it is clear. The coveredByOtherView warning in Diagnostics names both views and the fix."
        ),
        (
            "button-added-to-cell", PackageResources.button_added_to_cell_json,
            "A button added to a cell with addSubview, not to its contentView: who handles a tap on it?",
            "The Hit-test trace ends at UITableViewCellContentView 'cell.contentView': it was added after the cell's own subviews, so it lies on top and takes the touch before the button is asked. The steps show the touch walking up to UITableView 'table', which selects the row instead (Row selection, in the summary); the coveredByOtherView warning in Diagnostics says to add the button to the content view."
        ),
        (
            "close-button-44pt", PackageResources.close_button_44pt_json,
            "A tap 8 points outside a 24-point close button: who gets it?",
            "The finger lands outside the button's drawn frame, yet in the Hit-test trace CloseButton 'closeButton' says hit: its point(inside:) grows the area it answers for to 44 by 44 points, which the diagram draws around the 24-point button. Click just outside that area to see the touch go to UIView 'sheetView'."
        ),
        (
            "hit-test-returns-nil", PackageResources.hit_test_returns_nil_json,
            "An overlay whose hitTest returns nil has a button inside: who gets a tap on the button?",
            "In the Hit-test trace, OverlayView 'overlay' says hitTestReturnsNil: its whole subtree is skipped and the touch falls through to MapView 'map' behind it. The warning in Diagnostics names the button inside the overlay that no touch can reach."
        ),
        (
            "hit-test-redirect", PackageResources.hit_test_redirect_json,
            "A container overrides hitTest(_:with:) to return its first subview: who gets a tap elsewhere in it?",
            "In the Hit-test trace, ScrubAreaView 'scrubArea' says redirected: its hitTest returns the slider although the finger is not on it, so the steps start at UISlider 'slider', which tracks the touch."
        ),
        (
            "badge-swallows-touches", PackageResources.badge_swallows_touches_json,
            "BadgeView overrides touchesBegan without calling super: who handles the touch?",
            "In Touch deliveries, touchesBegan stops at BadgeView 'badge' (swallowed), and MessageCell 'cell' and InboxViewController 'inbox', which override it too, never get it. Read the hint of the touchesSwallowed warning in Diagnostics."
        ),
        (
            "badge-calls-super", PackageResources.badge_calls_super_json,
            "BadgeView now calls super in touchesBegan: who handles the touch?",
            "The same tap, with super called: in Touch deliveries touchesBegan is handled by BadgeView 'badge', MessageCell 'cell' and InboxViewController 'inbox' in turn, and Diagnostics has no warning."
        ),
        (
            "drawing-responder", PackageResources.drawing_responder_json,
            "A canvas view whose next is a plain UIResponder: who ends up with the touches?",
            "Read the Responder chain: CanvasView 'canvas' overrides next to splice in DrawingResponder 'drawing', a plain UIResponder that is no view, and the steps show it getting each touch right after the canvas, where it stops."
        ),
        (
            "disabled-button", PackageResources.disabled_button_json,
            "A tap on a disabled Checkout button: who handles it?",
            "No action is sent: in the steps, the disabled UIButton 'checkoutButton' forwards the touch instead of tracking it, and CartRowView 'row' handles it. Set Disabled controls to absorb touches and watch the steps change."
        ),
        (
            "tap-gesture-vs-button", PackageResources.tap_gesture_vs_button_json,
            "A tap recognizer on a card and a Like button inside it: which gets the tap?",
            "In Gesture recognizers, the card's UITapGestureRecognizer 'cardTap' says preventedByControl: the button wins the single tap, and Actions shows its like: action performed by FeedViewController 'feed'."
        ),
        (
            "tap-gesture-steals-custom-view", PackageResources.tap_gesture_steals_custom_view_json,
            "A tap recognizer on a card and a custom rating view inside it: which gets the tap?",
            "In Gesture recognizers, UITapGestureRecognizer 'cardTap' recognizes; because it cancels the touches in its view, Touch deliveries shows RatingView 'rating' getting touchesCancelled instead of touchesEnded, and Actions shows openCard: performed by FeedViewController 'feed'."
        ),
        (
            "two-finger-tap-on-a-board", PackageResources.two_finger_tap_on_a_board_json,
            "Two fingers tap two different tiles of a board that has a two-finger tap recognizer: who handles it?",
            "The summary lists two fingers with two hit views, TileView 'tileA1' and TileView 'tileB2', yet Gesture recognizers lists UITapGestureRecognizer 'undoTap' once, recognized: its reason says a tap with 2 fingers. A recognizer is judged once with every finger on its view; each tile then gets touchesCancelled, and Actions shows GameViewController 'game' performing undoMove:."
        ),
        (
            "row-selects-and-tells-delegate", PackageResources.row_selects_and_tells_delegate_json,
            "A tap on a settings row, then one on the switch in another row: who handles each?",
            "Event 0: Row selection, in the summary, says the row of UITableViewCell 'accountCell' is selected and SettingsViewController 'settings' is told; the last steps show UITableView 'table' receiving touchesEnded and the controller running tableView(_:didSelectRowAt:). Pick event 1 in the Event menu: UISwitch 'wifiSwitch' tracks the touch and does not pass it on, so the row is not selected and only the switch's wifiChanged: action runs."
        ),
        (
            "row-tap-dismiss-recognizer", PackageResources.row_tap_dismiss_recognizer_json,
            "A screen with a tap recognizer that hides the keyboard, and a tap on a row: who handles it?",
            "In Gesture recognizers, UITapGestureRecognizer 'dismissKeyboard' recognizes, and the touchesCancelledByGesture warning in Diagnostics says the row's selection never runs; Row selection, in the summary, names the recognizer. The hint gives the fix: set cancelsTouchesInView to false, or answer false from gestureRecognizer(_:shouldReceive:) for touches in the table."
        ),
        (
            "table-delegate-not-set", PackageResources.table_delegate_not_set_json,
            "A tap on a contact's row: does the controller's tableView(_:didSelectRowAt:) run?",
            "Row selection, in the summary, says the row of UITableViewCell 'contactCell' is selected but nobody is told: the table has no delegate. The selectionDelegateMissing warning in Diagnostics names ContactsViewController 'contacts', which implements tableView(_:didSelectRowAt:) but was never made the table's delegate."
        ),
        (
            "sheet-pan-steals-slider", PackageResources.sheet_pan_steals_slider_json,
            "A drag along the volume slider of a sheet that pans down: who gets the drag?",
            "The diagram draws the drag across UISlider 'volumeSlider'. In Gesture recognizers, UIPanGestureRecognizer 'sheetPan' recognizes it; Touch deliveries shows the slider getting touchesCancelled, so its valueChanged action never runs. The hint of the touchesCancelledByGesture warning names the fix people ship, gestureRecognizer(_:shouldReceive:), and says why cancelsTouchesInView = false is not it."
        ),
        (
            "slider-keeps-drag-should-receive", PackageResources.slider_keeps_drag_should_receive_json,
            "The sheet's pan recognizer has a delegate that implements gestureRecognizer(_:shouldReceive:): who gets a drag on the slider, and one above it?",
            "Event 0: in Gesture recognizers, UIPanGestureRecognizer 'sheetPan' says touchNotReceived, and its reason names gestureRecognizer(_:shouldReceive:); Actions shows the slider's volumeChanged: action performed. Pick event 1 in the Event menu: the same drag above the slider reaches sheetPan, which recognizes and moves the sheet."
        ),
        (
            "single-tap-waits-for-double-tap", PackageResources.single_tap_waits_for_double_tap_json,
            "A picture with a double-tap recognizer and a single-tap one told to wait for it: what does a double tap do, and a single tap?",
            "Event 0 is a double tap: in Gesture recognizers, UITapGestureRecognizer 'zoomTap' recognizes at the second tap, and UITapGestureRecognizer 'likeTap' says requiredFailureDidNotHappen (its reason says it waited for zoomTap). Pick event 1 in the Event menu, a single tap: zoomTap fails, so likeTap recognizes."
        ),
        (
            "drag-off-button-cancels", PackageResources.drag_off_button_cancels_json,
            "A finger presses the Save button, slides far away and lifts: does the save run?",
            "The diagram draws the finger's path: it lands on UIButton 'saveButton' and lifts far below it. The steps show the button tracking touchesBegan, touchesMoved and touchesEnded itself, and the touchEndedOutsideControl diagnostic says the finger lifted more than 70 points outside, so the button sent touchUpOutside and its touchUpInside action did not run."
        ),
        (
            "drag-from-button-scrolls-table", PackageResources.drag_from_button_scrolls_table_json,
            "A drag that starts on a Delete button in a UITableView, then a tap on the same button: who handles each?",
            "Event 0 is a drag that starts on UIButton 'deleteButton' (the diagram draws its path). In Gesture recognizers the table's UIScrollViewPanGestureRecognizer recognizes, and the line below it says UITableView 'table' scrolled with the content's touches withheld, so no action is sent. Pick event 1 in the Event menu: a tap on the same button is delayed, then delivered, and Actions shows deleteMessage: performed."
        ),
        (
            "scroll-view-keeps-button-touch", PackageResources.scroll_view_keeps_button_touch_json,
            "The same drag with delaysContentTouches turned off: who gets the touch?",
            "The same drag as in the previous lesson, but in Gesture recognizers the line for UITableView 'table' says keptByContent: its reason says touchesShouldCancel(in:) answered false for the button, so the table did not scroll, and Actions shows the button's deleteMessage: performed."
        ),
        (
            "navigation-back-button", PackageResources.navigation_back_button_json,
            "A tap on the back button of a navigation bar: who handles it?",
            "The Hit-test trace ends at _UIButtonBarButton 'nav.backButton', a private view inside UINavigationBar 'nav.navigationBar', which lies in front of the message screen's view. In Actions, its touchUpInside names UINavigationController 'nav' as its target: popViewControllerAnimated: is called directly, and the last step says what it pops."
        ),
        (
            "swipe-back-blocked-by-carousel", PackageResources.swipe_back_blocked_by_carousel_json,
            "A swipe from the left edge across a sideways-scrolling photo strip, then one below it: who takes each?",
            "Event 0 swipes from the left edge across UICollectionView 'carousel': in Gesture recognizers the carousel's UIScrollViewPanGestureRecognizer recognizes, and UIScreenEdgePanGestureRecognizer 'nav.interactivePopGestureRecognizer' says excludedByOther; the interactivePopGestureBlocked warning in Diagnostics gives the fix. Pick event 1 in the Event menu: the same swipe below the carousel reaches the pop gesture, and UINavigationController 'nav' performs popViewControllerAnimated:."
        ),
        (
            "swipe-back-carousel-waits", PackageResources.swipe_back_carousel_waits_json,
            "The photo strip's pan now waits for the swipe back to fail: who takes a swipe from the edge, and a drag inside the strip?",
            "The carousel's pan recognizer now waits for the pop gesture to fail (requiresToFail in the editor). Event 0: in Gesture recognizers the pan says requiredFailureDidNotHappen and the pop gesture recognizes and pops. Pick event 1 in the Event menu, a drag that starts inside UICollectionView 'carousel': the pop gesture fails (the finger began far from the edge), so the carousel scrolls."
        ),
        (
            "tab-bar-selects-tab", PackageResources.tab_bar_selects_tab_json,
            "A tap on the Profile tab of a tab bar: who handles it?",
            "The Hit-test trace goes from UILayoutContainerView 'tabs.view' into UITabBar 'tabs.tabBar', in front, and ends at UITabBarButton 'profile.tabBarButton'. In the diagram only the feed tab's view is in the window: the other tabs' views are not. The last step says which tab the tab bar controller selects."
        ),
        (
            "raised-tab-bar-button", PackageResources.raised_tab_bar_button_json,
            "A raised Compose button sticks out above the tab bar: who gets a tap on its lower half, and on its upper half?",
            "Event 0: a tap on the button's lower half, inside the tab bar, runs compose: (see Actions). Pick event 1 in the Event menu, a tap on its upper half, above the bar: the Hit-test trace shows UITabBar 'tabs.tabBar' saying pointOutside, and the outsideSuperviewBounds warning in Diagnostics explains why UIButton 'composeButton' is never asked. The usual fix overrides the tab bar's point(inside:with:) to include the button."
        ),
        (
            "text-field-tap-focuses", PackageResources.text_field_tap_focuses_json,
            "A tap on an email text field: who handles it?",
            "In the summary, First responder says UITextField 'emailField' becomes first responder and the keyboard shows, because its window is key; compare the summary's before and after rows for the first responder and the keyboard."
        ),
        (
            "search-field-viewdidload", PackageResources.search_field_viewdidload_json,
            "becomeFirstResponder on a search field in viewDidLoad, then in viewDidAppear: does each succeed?",
            "Event 0: in the summary, First responder says becomeFirstResponder failed: during viewDidLoad the view is not in a window yet. The notInWindow warning in Diagnostics says where to call it instead; pick event 1 in the Event menu to see the same call succeed later."
        ),
        (
            "overlay-window-keyboard", PackageResources.overlay_window_keyboard_json,
            "A reply field in an overlay window that is not key becomes first responder: does the keyboard show?",
            "UITextField 'replyField' becomes first responder, but of UIWindow 'overlay': in the summary, Each window after shows UIWindow 'main' as the key window, and the Keyboard row says hidden before and after. Only the key window's first responder gets a keyboard; the keyboardNotShown warning in Diagnostics says what to change."
        ),
        (
            "shake-to-first-responder", PackageResources.shake_to_first_responder_json,
            "A shake while a title text field is focused: who handles it?",
            "A shake has no place on the screen: in the summary the chain starts at the first responder, UITextField 'titleField', and the steps show motionEnded walking up the chain to ComposeViewController 'compose', which handles it."
        ),
        (
            "key-command-space-bar", PackageResources.key_command_space_bar_json,
            "A controller has a key command for the space bar: who handles a press of it?",
            "Event 0: in the summary the press starts at UIWindow 'window' because nothing is first responder (keyWindowNoFirstResponder), and the noFirstResponder warning in Diagnostics names PlayerViewController 'player', whose key command for space is never consulted. Pick event 1 in the Event menu: becomeFirstResponder fails, since its canBecomeFirstResponder is false."
        ),
        (
            "key-command-text-field-first", PackageResources.key_command_text_field_first_json,
            "A key command for the space bar, and a search field that becomes first responder: who handles each key?",
            "Pick event 1 in the Event menu: the steps show the keyCommands step on PlayerViewController 'player', and Actions shows togglePlayback: performed. Event 3: UITextField 'searchField' types the space instead, and the keyCommandShadowedByTextInput warning in Diagnostics says why the command did not run. Event 4: command+f types nothing, so its command runs."
        ),
        (
            "press-focused-view", PackageResources.press_focused_view_json,
            "A key press while a cell of a collection view has focus: who handles it?",
            "A key press starts at the focused view, UICollectionViewCell 'cell2' (in the summary), and the steps walk the chain until LibraryGridView 'grid' handles pressesBegan."
        ),
        (
            "remote-control-app-delegate", PackageResources.remote_control_app_delegate_json,
            "A remote-control event with nothing first responder: who handles it?",
            "With nothing first responder, the summary says the event starts at the key window (keyWindowNoFirstResponder), and the steps walk to AppDelegate 'appDelegate', which handles it."
        ),
        (
            "focus-shake-action-sequence", PackageResources.focus_shake_action_sequence_json,
            "Focus a field, shake, then send a nil-targeted save(_:): who handles each?",
            "Three events in order, each from the state the one before left: pick each in the Event menu and compare the summary's first responder after one event with the first responder before the next."
        ),
        (
            "nil-target-no-first-responder", PackageResources.nil_target_no_first_responder_json,
            "A tap on a Compose button with a nil target while nothing is focused: who performs compose(_:)?",
            "In Actions, the walk for compose: starts at the key window, UIWindow 'window', not at the button: a nil-targeted action walks from the first responder, and nothing is first responder here, so InboxViewController 'inbox' is never asked. The actionDropped warning in Diagnostics says so."
        ),
        (
            "nil-target-with-first-responder", PackageResources.nil_target_with_first_responder_json,
            "The same nil-targeted Compose button, with the search field focused: who performs compose(_:)?",
            "The same action with a focused field: in Actions the walk starts at UITextField 'searchField' and reaches InboxViewController 'inbox', which implements compose(_:) and performs it."
        ),
        (
            "bar-button-nil-target", PackageResources.bar_button_nil_target_json,
            "A Save bar button with a nil target, tapped before and after a field is focused: who saves?",
            "Compare the two taps on _UIButtonBarButton 'saveItem'. Event 0: in Actions the walk starts at the key window, because nothing is first responder, and nobody there implements save(_:), so it is dropped. Pick event 2 in the Event menu, after becomeFirstResponder: the walk starts at UITextField 'titleField' and reaches EditorViewController 'editor', which performs it."
        ),
        (
            "message-view-archive", PackageResources.message_view_archive_json,
            "A MessageView walks next looking for archiveMessage(_:): who performs it?",
            "In Actions, the walk asks each responder in turn, from MessageView 'messageView' up, whether it implements archiveMessage(_:); InboxViewController 'inbox' does, so the view never needs a reference to it."
        ),
        (
            "explicit-target-crash", PackageResources.explicit_target_crash_json,
            "A button's explicit target does not implement saveTapped: what happens on a tap?",
            "An explicit target is called directly, without the chain: in the summary the outcome is crashed, Actions says unrecognizedSelector, and the error in Diagnostics says why."
        ),
        (
            "button-sends-no-action", PackageResources.button_sends_no_action_json,
            "A Save button whose target was added for valueChanged: what does a tap run?",
            "In the steps, UIButton 'saveButton' tracks the touch from touchesBegan to touchesEnded, and nothing more happens: its only target-action is for valueChanged, which a button never sends on a tap. The controlSendsNoAction warning in Diagnostics lists the events the tap sent and gives the addTarget line for touchUpInside. Change valueChanged to touchUpInside in the editor and run it again: SettingsViewController 'settings' performs saveTapped:."
        ),
        (
            "target-released-local-variable", PackageResources.target_released_local_variable_json,
            "A Like button whose handler object lived in a local variable of viewDidLoad: what does a tap run?",
            "The targetReleased warning in Diagnostics says the button does not keep its target, LikeHandler 'likeHandler'; in Actions, like: has no target, so it walked the responder chain and was dropped. Set isRetained to true in the editor, as if FeedViewController kept the handler in a property, and the action goes straight to the handler."
        ),
        (
            "app-delegate-not-responder", PackageResources.app_delegate_not_responder_json,
            "An app delegate that is a plain NSObject implements the action: does a nil-targeted action reach it?",
            "In Actions, the walk for showHelp: ends at UIApplication 'application': its next is the app delegate only when the delegate is a UIResponder, as the appDelegateNotInChain warning in Diagnostics says."
        ),
        (
            "scene-delegate-not-in-chain", PackageResources.scene_delegate_not_in_chain_json,
            "A scene delegate implements refresh(_:): does a nil-targeted refresh(_:) reach it?",
            "In Actions, the walk passes UIWindowScene 'scene' and goes on to UIApplication 'application': the scene delegate is not in the chain, so its refresh(_:) is never asked (the sceneDelegateNotInChain warning in Diagnostics)."
        ),
        (
            "scene-delegate-spliced", PackageResources.scene_delegate_spliced_json,
            "A scene overrides next to return its delegate: who performs a nil-targeted refresh(_:)?",
            "With the scene's next overridden to return its delegate, the walk in Actions now goes from CommandScene 'scene' to SceneDelegate 'sceneDelegate' (reached by override.next), which performs refresh:. Compare the previous lesson, where the walk passes the scene delegate by."
        ),
        (
            "copy-paste-menu", PackageResources.copy_paste_menu_json,
            "The edit menu on a focused text view with an empty pasteboard: which items show?",
            "In Edit menu, each item is asked along the chain from the first responder, UITextView 'notes': Paste is hidden because the pasteboard is empty (the pasteHiddenEmptyPasteboard note in Diagnostics)."
        ),
        (
            "custom-view-no-copy", PackageResources.custom_view_no_copy_json,
            "A long press on a custom view that implements copy(_:), with nothing first responder: does Copy show?",
            "No menu: Edit menu shows every item hidden, because nothing is first responder, so the search never starts at BadgeView 'badge', which implements copy(_:). The editMenuNoFirstResponder warning in Diagnostics says so."
        ),
        (
            "custom-view-copy-as-first-responder", PackageResources.custom_view_copy_as_first_responder_json,
            "The custom view can now become first responder, and does on the long press: what does the edit menu offer?",
            "The fix: event 0 makes BadgeView 'badge' first responder, so in event 1 (pick it in the Event menu) the menu's search starts there and Edit menu offers Copy."
        ),
        (
            "map-callout-outside-annotation-view", PackageResources.map_callout_outside_annotation_view_json,
            "A map pin with a custom callout that holds a Book button: what does a tap on the pin do, and one on the button?",
            "Event 0: the Hit-test trace ends at CafeAnnotationView 'cafePin', and the mapSelectsAnnotation note in Diagnostics says what MapKit does with a tap on it. Pick event 1 in the Event menu, a tap on UIButton 'bookButton': in the Hit-test trace the annotation view says pointOutside, so the button is never asked and the tap goes to MKMapView 'map'. The calloutOutsideAnnotationView warning in Diagnostics gives the fix: the annotation view's point(inside:with:) also answers true where a subview does."
        ),
        (
            "hosting-view-takes-list-tap", PackageResources.hosting_view_takes_list_tap_json,
            "A SwiftUI banner's hosting view fills an overlay above a UIKit list, with a UIKit button in front of it: who gets a tap on a row, and one on the button?",
            "Event 0: the Hit-test trace passes PassThroughView 'overlayContainer' and ends at _UIHostingView 'bannerHost', so the steps forward the touch from it up the chain and UITableView 'table' never sees it. The dependsOnUndescribed warning in Diagnostics says why: SwiftUI's own recognizers decide, and the hosting view returns itself for its empty area too unless its hitTest says passThrough. Pick event 1 in the Event menu: UIButton 'newOrderButton' lies in front of the overlay, so hit-testing asks it first, and Actions shows newOrder: performed by OrdersViewController 'orders'."
        ),
        (
            "paging-scroll-view-turns-pages", PackageResources.paging_scroll_view_turns_pages_json,
            "A welcome tour that scrolls sideways with paging on: which page do a short drag, a long drag and a short flick each stop on, and who gets a tap after them?",
            "The diagram draws each drag across UIScrollView 'tourPager'. Event 0: in Gesture recognizers its pan recognizer recognizes, and the line for the scroll view below it says the finger moved 120 points, not past half a page, so with isPagingEnabled it snaps back to page 1. Pick events 1 and 2 in the Event menu: a 240-point drag turns to page 2, and a 60-point flick to page 3. Event 3, a tap where UIButton 'startButton' now lies, is delayed, then delivered, and Actions shows getStarted: performed by WelcomeViewController 'welcome'."
        ),
        (
            "sheet-undimmed-detent", PackageResources.sheet_undimmed_detent_json,
            "A sheet of places is shown at its medium detent over a map screen: who gets a tap on the Search this area button above it?",
            "In the Hit-test trace, UITransitionView 'places.UITransitionView' says passedThrough and UIDropShadowView 'places.UIDropShadowView' says pointOutside: the sheet is below the finger and nothing dims the screen, so hit-testing reaches UIButton 'searchAreaButton', and Actions shows searchThisArea: performed by MapScreenViewController 'mapScreen'. Delete largestUndimmedDetentIdentifier in the editor and run it again: a dimming view now covers the screen around the sheet, takes the tap and dismisses the sheet, and the warning in Diagnostics gives the line back as its fix."
        ),
        (
            "menu-button-primary-action", PackageResources.menu_button_primary_action_json,
            "Two buttons with menus, Sort with showsMenuAsPrimaryAction and Filter without: what does a tap on each do, and a long press on Filter?",
            "Event 0: the steps show UIButton 'sortButton' tracking the touch and its menu shown right after touchesBegan, and the menuTookPrimaryAction warning in Diagnostics says why sortTapped: did not run; its fix sets showsMenuAsPrimaryAction to false. Pick event 1 in the Event menu: a tap on UIButton 'filterButton' runs filterTapped: (see Actions). Event 2, a long press on it, opens its menu instead, and no action runs."
        ),
        (
            "context-menu-beats-long-press", PackageResources.context_menu_beats_long_press_json,
            "A photo tile with a tap recognizer, a long-press recognizer and a context menu: what does a tap do, and a long press?",
            "Event 0: in Gesture recognizers UITapGestureRecognizer 'openTap' recognizes, and Actions shows openPhoto: performed by GalleryViewController 'gallery'. Pick event 1 in the Event menu, a long press: the steps show the context menu shown on PhotoTileView 'photo', UILongPressGestureRecognizer 'favouritePress' says failed, and its reason says the context menu took the press. The contextMenuBeatLongPress warning in Diagnostics says so and offers no fix: which of the two should have the press is the app's choice."
        ),
        (
            "long-press-lifts-table-row", PackageResources.long_press_lifts_table_row_json,
            "A table whose rows can be dragged and dropped: what does a finger held on a row and then moved do, and a finger that moves at once?",
            "Event 0: the finger rests on UITableViewCell 'articleCell' for the lift delay, then moves up. The steps show the cell lifted (tableView(_:itemsForBeginning:at:)); in Gesture recognizers, UIScrollViewPanGestureRecognizer 'articles.panGestureRecognizer' says failed, because competing recognizers fail during the lift, and the dragLiftTookScroll warning in Diagnostics says UITableView 'articles' did not scroll. The last step says the drag ended over no view that takes drops. Pick event 1 in the Event menu: the same move without the rest is a pan, and the table scrolls."
        ),
        (
            "hover-over-cards", PackageResources.hover_over_cards_json,
            "On an iPad, a pointer hovers across a photo card that has a hover recognizer, then across a note card that has a tap recognizer: what reacts to each?",
            "Event 0: in Gesture recognizers, UIHoverGestureRecognizer 'cardHover' on PhotoCardView 'photoCard' recognizes, and its states say what its action saw as the pointer came over the card and moved across it: began, then changed. Actions shows highlightCard: performed by BoardViewController 'board'. Pick event 1 in the Event menu: the pointer crosses NoteCardView 'noteCard', and the steps show no touch method at all; the hoverSendsNoTouches note in Diagnostics says touchesBegan and the card's tap recognizer, noteTap, wait for a click or a tap."
        ),
        (
            "page-curl-edge-tap", PackageResources.page_curl_edge_tap_json,
            "On the first page of an e-reader whose pages curl, a tap on the share button at the right edge, then one on a custom bookmark control at the left edge: who gets each?",
            "Event 0: in Gesture recognizers, UITapGestureRecognizer 'book.pageCurlTapGestureRecognizer' says preventedByControl, since UIButton 'shareButton' is a UIKit control and wins a single tap, and Actions shows share: performed by ChapterViewController 'chapter1'. Pick event 1 in the Event menu, a tap on BookmarkControl 'bookmark' at the left edge: the same recognizer recognizes, the steps show the control getting touchesCancelled, Actions shows _handleTapGesture: performed by UIPageViewController 'book', and the pageTurnTookTap warning in Diagnostics says toggleBookmark(_:) never runs."
        ),
        (
            "search-dimming-takes-tap", PackageResources.search_dimming_takes_tap_json,
            "While a search is active, a tap on a recipe button below the search bar, then the same tap again: who gets each?",
            "Event 0: the Hit-test trace ends at UIDimmingView 'recipes.searchController.dimmingView', which lies over everything below the search bar, so UIButton 'recipeButton' is never asked. In the summary the outcome is takenByDimmingView, the last step says the search ended, and the searchDimmingTookTap warning in Diagnostics gives the fix. Pick event 1 in the Event menu: with the search ended the dimming view is gone, the same tap reaches the button, and Actions shows openRecipe: performed by RecipesViewController 'recipes'."
        ),
        (
            "pull-to-refresh-short-content", PackageResources.pull_to_refresh_short_content_json,
            "A pull down from the top of a friends list whose few items fit, then from the top of a long news feed, each with a refresh control: does each refresh?",
            "Event 0 pulls down on UICollectionView 'friendsList': in Gesture recognizers its UIScrollViewPanGestureRecognizer fails, since the content fits and the view does not bounce, and the refreshControlDidNotRefresh warning in Diagnostics says UIRefreshControl 'friendsRefresh' sent no valueChanged; its fix sets alwaysBounceVertical. Pick event 1 in the Event menu, the same pull on UICollectionView 'newsFeed': its pan recognizes, the content goes past its top, and Actions shows refreshNews: performed by HomeViewController 'home'."
        ),
    ]
}
