import Foundation
import ResponderCore
import ResponderModel
import ResponderService
import Testing

@testable import ResponderWords

/// Every diagnostic code that can be a warning or an error has its fix, or its reason for none, pinned by a
/// situation: the answer's `fix` is the expected change, and its patch, applied to the request and posted again,
/// cures the diagnostic as `verified` says; or the answer's `noFix` gives the expected reason.
@Suite struct FixCoverageTests {
    /// A situation: a request (inline, or an example by name), the code it shows, and the change that fixes it
    /// (`noFix:reason` when there is none).
    struct Row: Sendable, CustomTestStringConvertible {
        var code: String
        var expected: String
        var source: String
        var body: String?
        var example: String?

        init(_ code: String, _ expected: String, source: String, body: String) {
            self.code = code
            self.expected = expected
            self.source = source
            self.body = body
        }

        init(_ code: String, _ expected: String, example: String) {
            self.code = code
            self.expected = expected
            self.source = "the example \(example)"
            self.example = example
        }

        var testDescription: String { "\(code) → \(expected)" }

        func request() throws -> [UInt8] {
            if let body { return Array(body.utf8) }
            return try #require(Example.all.first { $0.name == example }).body
        }
    }

    static let rows: [Row] = [
        Row(
            "multipleTouchIgnored", "allowMultipleTouch",
            source:
                "UIView.isMultipleTouchEnabled documentation: a view that is not multiple-touch enabled gets only the first finger",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "root", "subviews": [{"id": "board", "class": "BoardView", "frame": {"x": 0, "y": 100, "width": 390, "height": 400}, "overrides": {"touchesBegan": "callsSuper", "touchesEnded": "callsSuper"}}]}}}]}]}, "event": {"type": "touch", "touches": [{"point": {"x": 75, "y": 260}}, {"point": {"x": 195, "y": 380}}]}}"#
        ),
        Row(
            "exclusiveTouchBlocked", "notExclusiveTouch",
            source:
                "UIView.isExclusiveTouch documentation: an exclusive view being touched keeps other views in the window from touches",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "root", "subviews": [{"id": "left", "class": "UIButton", "frame": {"x": 20, "y": 200, "width": 100, "height": 44}, "targets": [{"target": "home", "action": "save:"}], "isExclusiveTouch": true}, {"id": "right", "class": "UIButton", "frame": {"x": 200, "y": 200, "width": 100, "height": 44}, "targets": [{"target": "home", "action": "other:"}]}]}, "actions": {"save:": true, "other:": true}}}]}]}, "event": {"type": "touch", "touches": [{"point": {"x": 60, "y": 220}}, {"point": {"x": 240, "y": 220}}]}}"#
        ),
        Row(
            "touchesDelayedByGesture", "noTouchDelay",
            source:
                "UIGestureRecognizer.delaysTouchesBegan documentation: touchesBegan waits until the recognizer fails",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "root", "subviews": [{"id": "canvas", "class": "CanvasView", "frame": {"x": 0, "y": 100, "width": 390, "height": 400}, "overrides": {"touchesBegan": "callsSuper"}, "gestureRecognizers": [{"id": "tapToDismiss", "type": "tap", "delaysTouchesBegan": true, "target": "home", "action": "dismissKeyboard:"}]}]}, "actions": {"dismissKeyboard:": true}}}]}]}, "event": {"type": "touch", "point": {"x": 100, "y": 200}}}"#
        ),
        Row(
            "touchMissedNearby", "enlargeTouchArea",
            source:
                "Apple's Human Interface Guidelines (a hit target of at least 44 by 44 points) and UIView.point(inside:with:)",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "root", "subviews": [{"id": "close", "class": "UIButton", "frame": {"x": 340, "y": 60, "width": 24, "height": 24}, "targets": [{"target": "home", "action": "close:"}]}]}, "actions": {"close:": true}}}]}]}, "event": {"type": "touch", "point": {"x": 337, "y": 72}}}"#
        ),
        Row(
            "duplicateTargetAction", "removeTarget",
            source:
                "UIControl.addTarget(_:action:for:) documentation: the same target-action added twice is sent twice",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "root", "subviews": [{"id": "save", "class": "UIButton", "frame": {"x": 20, "y": 200, "width": 100, "height": 44}, "targets": [{"target": "home", "action": "save:"}, {"target": "home", "action": "save:"}]}]}, "actions": {"save:": true}}}]}]}, "event": {"type": "touch", "point": {"x": 60, "y": 220}}}"#
        ),
        Row(
            "scrollViewDidNotScroll", "enableScrolling",
            source: "UIScrollView.isScrollEnabled documentation: false disables scrolling",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "scroll", "class": "UIScrollView", "isScrollEnabled": false, "contentSize": {"width": 390, "height": 2000}, "subviews": [{"id": "label", "class": "UILabel", "frame": {"x": 0, "y": 100, "width": 390, "height": 40}}]}}}]}]}, "event": {"type": "touch", "path": [{"x": 200, "y": 400}, {"x": 200, "y": 380}, {"x": 200, "y": 300}]}}"#
        ),
        Row(
            "currentFirstResponderRefusedToResign", "canResignFirstResponder",
            source: "UIResponder.becomeFirstResponder() documentation: the current first responder must resign first",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "root", "subviews": [{"id": "nameField", "class": "UITextField", "frame": {"x": 20, "y": 100, "width": 300, "height": 44}, "canResignFirstResponder": false}, {"id": "noteField", "class": "UITextField", "frame": {"x": 20, "y": 200, "width": 300, "height": 44}}]}}}]}]}, "events": [{"type": "becomeFirstResponder", "responder": "nameField"}, {"type": "becomeFirstResponder", "responder": "noteField"}]}"#
        ),
        Row(
            "rowSelectionDisabled", "allowSelection",
            source: "UITableView.allowsSelection documentation",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "contacts", "class": "ContactsViewController", "view": {"id": "table", "class": "UITableView", "allowsSelection": false, "delegate": "contacts", "subviews": [{"id": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 100, "width": 390, "height": 60}, "contentView": {"subviews": [{"id": "nameLabel", "class": "UILabel", "frame": {"x": 16, "y": 10, "width": 250, "height": 40}}]}}]}, "actions": {"tableView(_:didSelectRowAt:)": true}}}]}]}, "event": {"type": "touch", "point": {"x": 60, "y": 130}}}"#
        ),
        Row(
            "rowSelectionSwallowed", "callSuper",
            source:
                "UIResponder touchesEnded(_:with:) documentation: an override must call super, or the table never selects the row",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "contacts", "class": "ContactsViewController", "view": {"id": "table", "class": "UITableView", "delegate": "contacts", "subviews": [{"id": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 100, "width": 390, "height": 60}, "contentView": {"subviews": [{"id": "avatar", "class": "AvatarView", "frame": {"x": 16, "y": 10, "width": 40, "height": 40}, "overrides": {"touchesEnded": "withoutSuper"}}]}}]}, "actions": {"tableView(_:didSelectRowAt:)": true}}}]}]}, "event": {"type": "touch", "point": {"x": 30, "y": 130}}}"#
        ),
        Row(
            "selectionDelegateMissing", "implementAction",
            source:
                "UITableViewDelegate tableView(_:didSelectRowAt:), which autocompletion confuses with didDeselectRowAt",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "contacts", "class": "ContactsViewController", "view": {"id": "table", "class": "UITableView", "delegate": "contacts", "subviews": [{"id": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 100, "width": 390, "height": 60}}]}, "actions": {"tableView(_:didDeselectRowAt:)": true}}}]}]}, "event": {"type": "touch", "point": {"x": 60, "y": 130}}}"#
        ),
        Row(
            "touchHitNothing", "noFix:noSingleChange",
            source: "UIView.hitTest(_:with:) documentation: a point outside every window hits nothing",
            body:
                #"{"app": {"scenes": [{"windows": [{"id": "window", "frame": {"x": 0, "y": 0, "width": 390, "height": 400}, "rootViewController": {"id": "home", "view": {"id": "root", "frame": {"x": 0, "y": 0, "width": 390, "height": 400}}}}]}]}, "event": {"type": "touch", "point": {"x": 100, "y": 700}}}"#
        ),
        Row(
            "scrollViewTookTouch", "noContentTouchDelay",
            source:
                "UIScrollView.delaysContentTouches documentation: with the delay off the slider has the touch, and touchesShouldCancel(in:) answers false for a control",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "scroll", "class": "UIScrollView", "contentSize": {"width": 390, "height": 2000}, "subviews": [{"id": "volume", "class": "UISlider", "frame": {"x": 20, "y": 200, "width": 350, "height": 44}, "targets": [{"target": "home", "action": "volumeChanged:", "event": "valueChanged"}]}]}, "actions": {"volumeChanged:": true}}}]}]}, "event": {"type": "touch", "path": [{"x": 100, "y": 220}, {"x": 100, "y": 200}, {"x": 100, "y": 100}]}}"#
        ),
        Row(
            "systemGestureDelaysTouch", "deferEdges",
            source: "UIViewController.preferredScreenEdgesDeferringSystemGestures documentation",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "root", "subviews": [{"id": "tabButton", "class": "UIButton", "frame": {"x": 150, "y": 800, "width": 100, "height": 44}, "targets": [{"target": "home", "action": "save:"}]}]}, "actions": {"save:": true}}}]}]}, "event": {"type": "touch", "point": {"x": 200, "y": 830}}}"#
        ),
        Row(
            "aimedViewUnreachable", "setInteraction",
            source:
                "UIView.isUserInteractionEnabled documentation: an ancestor with it off keeps its subviews from touches",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "root", "subviews": [{"id": "card", "class": "UIView", "frame": {"x": 0, "y": 100, "width": 390, "height": 200}, "isUserInteractionEnabled": false, "subviews": [{"id": "buy", "class": "UIButton", "frame": {"x": 20, "y": 20, "width": 100, "height": 44}, "targets": [{"target": "home", "action": "save:"}]}]}]}, "actions": {"save:": true}}}]}]}, "event": {"type": "touch", "on": "buy"}}"#
        ),
        Row(
            "pressesSwallowed", "callSuper",
            source: "UIResponder.pressesBegan(_:with:) documentation: an override must call super to pass the press on",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "editor", "class": "EditorViewController", "overrides": {"pressesBegan": "withoutSuper"}, "view": {"id": "root", "class": "EditorView", "overrides": {"pressesBegan": "withoutSuper"}, "subviews": [{"id": "nameField", "class": "UITextField", "frame": {"x": 20, "y": 100, "width": 300, "height": 44}}]}}}]}]}, "events": [{"type": "becomeFirstResponder", "responder": "nameField"}, {"type": "press", "key": "a"}]}"#
        ),
        Row(
            "motionSwallowed", "callSuper",
            source: "UIResponder.motionEnded(_:with:) documentation: an override must call super to pass the motion on",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "overrides": {"motionEnded": "callsSuper"}, "view": {"id": "root", "subviews": [{"id": "canvas", "class": "CanvasView", "canBecomeFirstResponder": true, "frame": {"x": 0, "y": 100, "width": 390, "height": 400}, "overrides": {"motionEnded": "withoutSuper"}}]}}}]}]}, "events": [{"type": "becomeFirstResponder", "responder": "canvas"}, {"type": "motion", "subtype": "shake"}]}"#
        ),
        Row(
            "remoteControlSwallowed", "callSuper",
            source: "UIResponder.remoteControlReceived(with:) documentation: the event travels the responder chain",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "player", "class": "PlayerViewController", "overrides": {"remoteControlReceived": "withoutSuper"}, "view": {"id": "root"}, "canBecomeFirstResponder": true}}]}], "application": {"delegate": {"class": "AppDelegate", "overrides": {"remoteControlReceived": "callsSuper"}}}}, "events": [{"type": "becomeFirstResponder", "responder": "player"}, {"type": "remoteControl", "subtype": "play"}]}"#
        ),
        Row(
            "interactionDisabled", "setInteraction",
            source:
                "UIImageView.isUserInteractionEnabled documentation: false by default, so its tap recognizer never sees a touch",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "actions": {"showPhoto:": true}, "view": {"id": "root", "subviews": [{"id": "photo", "class": "UIImageView", "frame": {"x": 20, "y": 100, "width": 200, "height": 200}, "gestureRecognizers": [{"type": "tap", "target": "home", "action": "showPhoto:"}]}]}}}]}]}, "event": {"type": "touch", "point": {"x": 100, "y": 200}}}"#
        ),
        Row(
            "refusedToResign", "canResignFirstResponder",
            source: "UIResponder.canResignFirstResponder documentation",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "root", "subviews": [{"id": "nameField", "class": "NameField", "superclass": "UITextField", "canResignFirstResponder": false, "frame": {"x": 20, "y": 100, "width": 300, "height": 44}}]}}}]}]}, "events": [{"type": "becomeFirstResponder", "responder": "nameField"}, {"type": "resignFirstResponder", "responder": "nameField"}]}"#
        ),
        Row(
            "implementerNotOnChain", "noFix:appCode",
            source:
                "UIResponder documentation: a motion event starts at the first responder and follows its chain only",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "root", "subviews": [{"id": "nameField", "class": "UITextField", "frame": {"x": 20, "y": 100, "width": 300, "height": 44}}, {"id": "canvas", "class": "CanvasView", "frame": {"x": 0, "y": 200, "width": 390, "height": 400}, "overrides": {"motionEnded": "withoutSuper"}}]}}}]}]}, "events": [{"type": "becomeFirstResponder", "responder": "nameField"}, {"type": "motion", "subtype": "shake"}]}"#
        ),
        Row(
            "editMenuPressedViewNotFirstResponder", "noFix:appCode",
            source: "UIMenuController documentation: the menu asks the first responder's chain, not the pressed view",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "view": {"id": "root", "subviews": [{"id": "nameField", "class": "UITextField", "frame": {"x": 20, "y": 100, "width": 300, "height": 44}}, {"id": "badge", "class": "BadgeView", "canBecomeFirstResponder": true, "frame": {"x": 20, "y": 300, "width": 100, "height": 44}, "actions": {"copy:": true}}]}}}]}]}, "events": [{"type": "becomeFirstResponder", "responder": "nameField"}, {"type": "editMenu", "pressedView": "badge"}]}"#
        ),
        Row(
            "controlSubviewTakesTouch", "setInteraction",
            source: "UIControl documentation: a subview with user interaction on takes the touch from the control",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "actions": {"save:": true}, "view": {"id": "root", "subviews": [{"id": "save", "class": "UIButton", "frame": {"x": 20, "y": 200, "width": 200, "height": 60}, "targets": [{"target": "home", "action": "save:"}], "subviews": [{"id": "badge", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 200, "height": 60}}]}]}}}]}]}, "event": {"type": "touch", "point": {"x": 100, "y": 230}}}"#
        ),
        Row(
            "dependsOnUndescribed", "noFix:undescribed",
            source: "a pasted hierarchy that does not give a view's gesture recognizers",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", "actions": {"save:": true}, "view": {"id": "root", "undescribed": ["gestureRecognizers"], "subviews": [{"id": "save", "class": "UIButton", "frame": {"x": 20, "y": 200, "width": 200, "height": 60}, "targets": [{"target": "home", "action": "save:"}]}]}}}]}]}, "event": {"type": "touch", "point": {"x": 100, "y": 230}}}"#
        ),
        Row("actionDropped", "noFix:appCode", example: "nil-target-no-first-responder"),
        Row("appDelegateNotInChain", "noFix:appCode", example: "app-delegate-not-responder"),
        Row("sceneDelegateNotInChain", "noFix:appCode", example: "scene-delegate-not-in-chain"),
        Row("nilTargetSkippedController", "setTarget", example: "nil-target-no-first-responder"),
        Row("nilTargetSkippedController", "noFix:appCode", example: "bar-button-nil-target"),
        Row("coveredByOtherView", "setInteraction", example: "clear-overlay-covers-button"),
        Row("coveredByOtherView", "noFix:uikitsOwn", example: "button-added-to-cell"),
        Row("ancestorInteractionDisabled", "setInteraction", example: "button-in-image-view"),
        Row("ancestorOverrideBlocksTouches", "standardHitTesting", example: "hit-test-returns-nil"),
        Row("outsideSuperviewBounds", "pointInsideIncludesSubviews", example: "button-outside-parent"),
        Row("touchesSwallowed", "callSuper", example: "badge-swallows-touches"),
        Row("incompleteTouchFamily", "callSuper", example: "drawing-responder"),
        Row("touchesCancelledByGesture", "keepTouches", example: "row-tap-dismiss-recognizer"),
        Row("gestureStealsTouches", "keepTouches", example: "tap-gesture-steals-custom-view"),
        Row("controlSendsNoAction", "retarget", example: "button-sends-no-action"),
        Row("unrecognizedSelector", "implementAction", example: "explicit-target-crash"),
        Row("controlDisabled", "enable", example: "disabled-button"),
        Row("contentTouchesDelayed", "noContentTouchDelay", example: "delete-button"),
        Row("targetReleased", "retain", example: "target-released-local-variable"),
        Row("editMenuNoFirstResponder", "noFix:appCode", example: "custom-view-no-copy"),
        Row("cannotBecomeFirstResponder", "canBecomeFirstResponder", example: "key-command-space-bar"),
        Row("noFirstResponder", "noFix:appCode", example: "key-command-space-bar"),
        Row("keyCommandShadowedByTextInput", "keyCommandPriority", example: "key-command-text-field-first"),
        Row("keyboardNotShown", "noFix:appCode", example: "overlay-window-keyboard"),
        Row("notInWindow", "noFix:appCode", example: "search-field-viewdidload"),
        Row("selectionDelegateMissing", "setDelegate", example: "table-delegate-not-set"),
        Row("scrollViewDidNotScroll", "touchesShouldCancel", example: "scroll-view-keeps-button-touch"),
        Row("interactivePopGestureBlocked", "requireToFail", example: "swipe-back-blocked-by-carousel"),
        Row(
            "interactivePopGestureBlocked", "noFix:appCode",
            source:
                "WRNavigationBar issue #92: a custom leftBarButtonItem turns the swipe back off; the cure is the pop gesture's delegate, app code",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "nav", "class": "UINavigationController", "viewControllers": [{"id": "list", "class": "ListViewController"}, {"id": "detail", "class": "DetailViewController", "actions": {"goBack:": true}, "navigationItem": {"leftBarButtonItems": [{"id": "customBackItem", "action": "goBack:", "target": "detail"}]}, "view": {"id": "detailView"}}]}}]}]}, "event": {"type": "touch", "path": [{"x": 6, "y": 400}, {"x": 120, "y": 402}, {"x": 250, "y": 404}], "gesture": "pan"}}"#
        ),
        Row(
            "interactivePopGestureBlocked", "noFix:appCode",
            source:
                "UINavigationItem.hidesBackButton documentation: hiding the back button turns the swipe back off too (observed)",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "nav", "class": "UINavigationController", "viewControllers": [{"id": "list", "class": "ListViewController"}, {"id": "detail", "class": "DetailViewController", "actions": {"goBack:": true}, "navigationItem": {"hidesBackButton": true}, "view": {"id": "detailView"}}]}}]}]}, "event": {"type": "touch", "path": [{"x": 6, "y": 400}, {"x": 120, "y": 402}, {"x": 250, "y": 404}], "gesture": "pan"}}"#
        ),
        Row(
            "pageTurnTookTap", "noFix:appCode",
            source:
                "UIPageViewController.gestureRecognizers documentation and the Stack Overflow reports of a page-curl page view controller's tap taking a control's tap near the edge; the cure is a delegate set in code on UIKit's recognizers",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "book", "class": "UIPageViewController", "transitionStyle": "pageCurl", "viewControllers": [{"id": "chapter", "class": "ChapterViewController", "actions": {"rate:": true}, "view": {"id": "chapterView", "subviews": [{"id": "rating", "class": "RatingControl", "superclass": "UIControl", "targets": [{"target": "chapter", "action": "rate:"}], "frame": {"x": 4, "y": 300, "width": 44, "height": 44}}]}}]}}]}]}, "event": {"type": "touch", "point": {"x": 26, "y": 322}}}"#
        ),
        Row(
            "singleTapFiresOnDoubleTap", "requireToFail",
            source:
                "UIGestureRecognizer.require(toFail:) documentation: a single tap requires a double tap to fail; ASMediaFocusManager pull request #16",
            body:
                #"{"app": {"scenes": [{"windows": [{"subviews": [{"id": "photo", "class": "PhotoView", "frame": {"x": 0, "y": 0, "width": 390, "height": 400}, "gestureRecognizers": [{"id": "likeTap", "type": "tap"}, {"id": "zoomTap", "type": "tap", "numberOfTapsRequired": 2}]}]}]}]}, "event": {"type": "touch", "point": {"x": 100, "y": 100}, "tapCount": 2}}"#
        ),
        Row(
            "scrollPanRefusedToBegin", "standardShouldBegin",
            source:
                "UIView.gestureRecognizerShouldBegin(_:) documentation: a subview's override answering false keeps the scroll view's pan from beginning",
            body:
                #"{"app": {"scenes": [{"windows": [{"subviews": [{"id": "feed", "class": "UIScrollView", "frame": {"x": 0, "y": 0, "width": 390, "height": 400}, "contentSize": {"width": 390, "height": 1200}, "subviews": [{"id": "card", "class": "CardView", "frame": {"x": 0, "y": 0, "width": 390, "height": 150}, "gestureRecognizerShouldBegin": {"returns": false, "onlyFor": ["pan"]}}]}]}]}]}, "event": {"type": "touch", "path": [{"x": 100, "y": 100}, {"x": 100, "y": 0}]}}"#
        ),
        Row(
            "refreshControlDidNotRefresh", "alwaysBounceVertical",
            source:
                "UIScrollView.alwaysBounceVertical documentation, and the Stack Overflow report \"UIRefreshControl with UICollectionView only works if the collection is at least height of container\"",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "feedController", "class": "FeedViewController", "actions": {"refresh(_:)": true}, "view": {"id": "feed", "class": "UICollectionView", "subviews": [{"id": "refresh", "class": "UIRefreshControl", "frame": {"x": 0, "y": -60, "width": 390, "height": 60}, "targets": [{"event": "valueChanged", "target": "feedController", "action": "refresh(_:)"}]}, {"id": "item", "frame": {"x": 0, "y": 0, "width": 390, "height": 100}}]}}}]}]}, "event": {"type": "touch", "path": [{"x": 200, "y": 150}, {"x": 200, "y": 250}, {"x": 200, "y": 350}]}}"#
        ),
        Row(
            "calloutOutsideAnnotationView", "pointInsideIncludesSubviews",
            source:
                "MKAnnotationView documentation and UIView.hitTest(_:with:): a custom callout drawn above its annotation view is outside its bounds",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "screen", "class": "MapViewController", "actions": {"book(_:)": true}, "view": {"id": "map", "class": "MKMapView", "subviews": [{"id": "cafe", "class": "CafeAnnotationView", "superclass": "MKAnnotationView", "frame": {"x": 250, "y": 500, "width": 60, "height": 40}, "subviews": [{"id": "bubble", "frame": {"x": -70, "y": -90, "width": 200, "height": 80}, "backgroundColor": "white", "subviews": [{"id": "book", "class": "UIButton", "frame": {"x": 120, "y": 20, "width": 60, "height": 40}, "targets": [{"target": "screen", "action": "book(_:)"}]}]}]}]}}}]}]}, "event": {"type": "touch", "point": {"x": 330, "y": 440}}}"#
        ),
        Row(
            "annotationControlTakesTap", "setInteraction",
            source:
                "MKMapViewDelegate.mapView(_:didSelect:) documentation: a control inside an annotation view takes the tap the map would select it with",
            body:
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "screen", "class": "MapViewController", "view": {"id": "map", "class": "MKMapView", "subviews": [{"id": "pin", "class": "MKMarkerAnnotationView", "frame": {"x": 100, "y": 300, "width": 40, "height": 40}, "subviews": [{"id": "info", "class": "UIButton", "frame": {"x": 0, "y": 0, "width": 16, "height": 16}}]}]}}}]}]}, "event": {"type": "touch", "point": {"x": 105, "y": 305}}}"#
        ),
        Row(
            "accessoryButtonUnhandled", "implementAction",
            source:
                "UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:) documentation: a tap on a cell's detail button calls it and selects nothing",
            body: CellAccessoryTests.body(
                cell: #""accessoryType": "detailButton""#, at: (363, 130), actions: CellAccessoryTests.didSelectOnly)),
        Row(
            "menuTookPrimaryAction", "menuNotPrimary",
            source:
                "UIControl.showsMenuAsPrimaryAction documentation: the menu opens on touch down, so the button sends no touchUpInside",
            body: ButtonMenuTests.body(
                button: ButtonMenuTests.menu + #", "showsMenuAsPrimaryAction": true, "# + ButtonMenuTests.touchUp)),
        Row(
            "contextMenuBeatLongPress", "noFix:noSingleChange",
            source:
                "UIContextMenuInteraction documentation: a long press opens the view's context menu; which of the menu and the app's long-press recognizer should have the press is the app's choice",
            body: ContextMenuTests.body(
                view: ContextMenuTests.menu + ", " + ContextMenuTests.longPress, gesture: "longPress")),
        Row(
            "dragLiftTookScroll", "noListDrag",
            source:
                "UITableView.dragInteractionEnabled and dragDelegate documentation: a finger held on a row then moved lifts the row instead of scrolling",
            body: DragAndDropTests.listBody(list: #", "dragInteraction": {}"#, gesture: "longPress")),
        Row(
            "dragLiftTookScroll", "noFix:noSingleChange",
            source:
                "UIDragInteraction.isEnabledByDefault documentation: on an iPad a view's drag interaction lifts it; the lift is what it is for",
            body: DragAndDropTests.photoBody(
                photo: DragAndDropTests.drag, gesture: "longPress", app: DragAndDropTests.pad)),
        Row(
            "hoverRecognizerMissedPointer", "setInteraction",
            source:
                "UIHoverGestureRecognizer documentation: the action is called as the pointer moves over the view; a view in front that takes the hit-test keeps the pointer from it",
            body: HoverTests.body(card: ", " + HoverTests.hover, front: HoverTests.cover)),
        Row(
            "hoverRecognizerMissedPointer", "setInteraction",
            source:
                "UIView.isUserInteractionEnabled documentation: a view with interaction off is skipped by hit-testing, so its hover recognizer never sees the pointer",
            body: HoverTests.body(card: #", "isUserInteractionEnabled": false, "# + HoverTests.hover)),
        Row(
            "hoverRecognizerMissedPointer", "noFix:noSingleChange",
            source:
                "UIButton in front of a hover recognizer's view: turning the control off would lose its taps, so the layout is the app's choice",
            body: HoverTests.body(
                card: ", " + HoverTests.hover,
                front:
                    #", {"id": "big", "class": "UIButton", "frame": {"x": 0, "y": 150, "width": 390, "height": 300}}"#)),
        presentation("tapDismissedPresentation", "undimDetent", "a tap above a dimmed medium sheet"),
        presentation("tapDismissedPresentation", "addPassthrough", "a tap outside a popover"),
        presentation("tapOutsideModalPresentation", "undimDetent", "a modal sheet ignores a tap"),
        presentation("tapOutsideModalPresentation", "noFix:noSingleChange", "an alert is modal"),
        Row(
            "searchDimmingTookTap", "unobscureSearch",
            source: SearchControllerTests.cases[0].source,
            body: String(
                decoding: SearchControllerTests.request(
                    SearchControllerTests.cases[0]), as: UTF8.self)),
    ]

    /// A row from the sheets', popovers' and alerts' table: its case whose name starts with `name`.
    static func presentation(_ code: String, _ expected: String, _ name: String) -> Row {
        guard let test = PresentationTests.cases.first(where: { $0.name.hasPrefix(name) }) else {
            return Row(code, expected, source: "no presentation case named \(name)", body: "{}")
        }
        return Row(
            code, expected, source: test.source, body: String(decoding: PresentationTests.request(test), as: UTF8.self))
    }

    /// Codes that are never a warning or an error (what behaves as the user expects), and codes whose situation
    /// the table leaves to another suite, with the reason.
    static let without: [String: String] = [
        "controlWinsOverAncestorTap": "info: the control wins, as a user expects",
        "eventDropped": "info: nothing in the app handles the event",
        "actionDeclined": "info: the dropped action is its own diagnostic",
        "nothingToEndEditing": "info",
        "pasteHiddenEmptyPasteboard": "info",
        "privateClassInChain": "info",
        "classModelledAsSuperclass": "info",
        "touchEndedOutsideControl": "info",
        "recognizerWaitedForFailure": "info",
        "hoverSendsNoTouches": "info: a hover calls no touch method, as UIEvent.EventType.hover documents",
        "mapSelectsAnnotation": "info: the map selects the tapped annotation, as MapKit documents",
        "nextLoop": "a loop of next is refused (422) before dispatch",
        "cellContentViewSynthesized": "CellContentViewTests: the content view is UIKit's (noFix uikitsOwn)",
        "barButtonActionIgnored":
            "BarViewsTests: where a custom view sends its action is the app's code (noFix appCode)",
    ]

    /// The ids (as the variables the fix's lines make of them) and the class names a request gives.
    static func names(in value: Any) -> Set<String> {
        if let object = value as? [String: Any] {
            var found = object.values.reduce(into: Set<String>()) { $0.formUnion(names(in: $1)) }
            if let id = object["id"] as? String { found.insert(App.variable(id)) }
            if let name = object["class"] as? String { found.insert(name) }
            return found
        }
        if let array = value as? [Any] { return array.reduce(into: []) { $0.formUnion(names(in: $1)) } }
        return []
    }

    @Test func everyCodeHasARowOrAReason() {
        let covered = Set(Self.rows.map(\.code)).union(Self.without.keys)
        let missing = DiagnosticCode.allCases.map(\.rawValue).filter { !covered.contains($0) }
        #expect(missing.isEmpty, "codes without a fix situation: \(missing)")
    }

    @Test(arguments: rows)
    func eachSituationHasItsFixOrItsReason(_ row: Row) throws {
        let body = try row.request()
        let answer = try FixTests.answer(body)
        let found = FixTests.results(answer).enumerated().flatMap { event, result in
            (result["diagnostics"] as? [[String: Any]] ?? []).filter {
                $0["code"] as? String == row.code && $0["severity"] as? String != "info"
            }.map { (event, $0) }
        }
        let (event, diagnostic) = try #require(found.first, "\(row.code) is not in the answer (\(row.source))")
        if row.expected.hasPrefix("noFix:") {
            #expect(diagnostic["fix"] == nil, "\(row.code): \(diagnostic["fix"] ?? "")")
            let reason = (diagnostic["noFix"] as? [String: Any])?["reason"] as? String
            #expect("noFix:" + (reason ?? "") == row.expected)
            return
        }
        let fix = try #require(diagnostic["fix"] as? [String: Any], "\(row.code): \(diagnostic["noFix"] ?? "")")
        #expect(fix["change"] as? String == row.expected)
        #expect(!(fix["swift"] as? String ?? "").isEmpty && !(fix["objc"] as? String ?? "").isEmpty)
        let request = try JSONSerialization.jsonObject(with: Data(body))
        // The lines are the app's own: they name one of its objects (an id as a variable) or one of its classes.
        let names = Self.names(in: request)
        for language in ["swift", "objc"] {
            let code = fix[language] as? String ?? ""
            #expect(names.contains { code.contains($0) }, "\(row.code): \(language) names nothing of the app: \(code)")
        }
        let patched = try FixTests.apply(try #require(fix["patch"] as? [[String: Any]]), to: request)
        let again = try FixTests.answer(Array(try JSONSerialization.data(withJSONObject: patched)), fixes: false)
        let result = try #require(FixTests.results(again).dropFirst(event).first)
        let verified = try #require(fix["verified"] as? [String: Any])
        #expect(result["outcome"] as? String == verified["outcome"] as? String)
        #expect(FixTests.id(result["handler"]) == FixTests.id(verified["handler"]))
        let responders = (diagnostic["responders"] as? [Any] ?? []).compactMap(FixTests.id)
        let still = (result["diagnostics"] as? [[String: Any]] ?? []).contains {
            $0["code"] as? String == row.code
                && ($0["responders"] as? [Any] ?? []).compactMap(FixTests.id) == responders
        }
        #expect(!still, "\(row.code) is still there after \(row.expected)")
    }
}

extension FixCoverageTests {
    /// A keyboard-dismissing tap over a table whose delegate already refuses the slider's touches: the alternative
    /// adds the tapped cell to the delegate's list (the fix Stack Overflow's "UITapGestureRecognizer breaks
    /// UITableView didSelectRowAtIndexPath" gives), and that list, patched, lets the row be selected.
    @Test func anAlternativeAppendsToTheDelegatesList() throws {
        let body = Array(
            #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "contacts", "class": "ContactsViewController", "actions": {"tableView(_:didSelectRowAt:)": true, "dismissKeyboard:": true}, "view": {"id": "table", "class": "UITableView", "delegate": "contacts", "gestureRecognizers": [{"id": "dismissKeyboard", "type": "tap", "target": "contacts", "action": "dismissKeyboard:", "delegate": {"shouldReceive": {"falseIn": ["volume"]}}}], "subviews": [{"id": "volume", "class": "UISlider", "frame": {"x": 20, "y": 20, "width": 350, "height": 44}}, {"id": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 100, "width": 390, "height": 60}}]}}}]}]}, "event": {"type": "touch", "point": {"x": 60, "y": 130}}}"#
                .utf8)
        let answer = try FixTests.answer(body)
        let diagnostic = try #require(
            FixTests.results(answer).first.flatMap { result in
                (result["diagnostics"] as? [[String: Any]])?.first {
                    $0["code"] as? String == "touchesCancelledByGesture"
                }
            })
        let fix = try #require(diagnostic["fix"] as? [String: Any])
        #expect(fix["change"] as? String == "keepTouches")
        let alternative = try #require((fix["alternatives"] as? [[String: Any]])?.first)
        #expect(alternative["change"] as? String == "ignoreTouches")
        let patch = try #require(alternative["patch"] as? [[String: Any]])
        #expect(
            patch.first?["path"] as? String
                == "/app/scenes/0/windows/0/rootViewController/view/gestureRecognizers/0/delegate/shouldReceive/falseIn/-"
        )
        let patched = try FixTests.apply(patch, to: try JSONSerialization.jsonObject(with: Data(body)))
        let again = try FixTests.answer(Array(try JSONSerialization.data(withJSONObject: patched)), fixes: false)
        let codes = (FixTests.results(again).first?["diagnostics"] as? [[String: Any]] ?? []).compactMap {
            $0["code"] as? String
        }
        #expect(!codes.contains("touchesCancelledByGesture"), "\(codes)")
        let selected = (FixTests.results(again).first?["selection"] as? [String: Any])
        #expect(selected != nil, "\(FixTests.results(again).first?.keys.sorted() ?? [])")
    }
}

/// Every planted bug of the audit's tests (one for each finding code) whose finding is a warning or an error carries
/// the expected fix, verified on its witness, or the expected reason for none.
@Suite struct AuditFixCoverageTests {
    /// The fix (or `noFix:reason`) each planted bug's finding gets, by the bug's name.
    static let expected: [String: String] = [
        "a badge that swallows touchesBegan": "callSuper",
        "a bar button item whose nil-targeted action needs a focused field": "noFix:appCode",
        "a button added to a cell, not its contentView": "noFix:uikitsOwn",
        "a button half under a banner": "setInteraction",
        "a button hanging out of its toolbar": "pointInsideIncludesSubviews",
        "a button in a collection view, which delays its content's touches, in a table whose own delay is off":
            "noContentTouchDelay",
        "a button in a table, which delays its content's touches": "noContentTouchDelay",
        "a button in a view with interaction off": "setInteraction",
        "a button nothing was added to with addTarget": "noFix:appCode",
        "a button off the right edge": "noFix:noSingleChange",
        "a button under an overlay whose hitTest returns nil": "standardHitTesting",
        "a button whose target nothing keeps": "retain",
        "a button with interaction off": "setInteraction",
        "a chat controller whose message bar is an accessory it never shows": "canBecomeFirstResponder",
        "a clear overlay over a button": "setInteraction",
        "a controller that handles shakes but never becomes first responder": "noFix:appCode",
        "a controller that swallows remote-control events the app delegate handles": "callSuper",
        "a controller that swallows shakes the app delegate handles": "callSuper",
        "a custom control of zero height": "noFix:noSingleChange",
        "a custom input view on a view that cannot become first responder": "canBecomeFirstResponder",
        "a dismiss-keyboard tap over a table": "keepTouches",
        "a custom control at the edge of a page-curl page": "noFix:appCode",
        "a drawing view under a tap that dismisses the keyboard": "keepTouches",
        "a next override that skips the controller": "noFix:noSingleChange",
        "a nil-targeted action nobody implements": "noFix:appCode",
        "a nil-targeted action only the scene delegate implements": "noFix:appCode",
        "a slider in a pager whose own delay is off, in a table, which delays its content's touches":
            "noContentTouchDelay",
        "a stack view filling a custom control": "setInteraction",
        "a switch whose target-action is for touchUpOutside": "retarget",
        "a row of a table whose drag is on (a dragDelegate; dragInteractionEnabled true by default since iOS 15): "
            + "a finger held on it then moved drags it instead of scrolling (UITableView.dragInteractionEnabled "
            + "documentation)": "noListDrag",
        "a photo with a UIDragInteraction on an iPad, in a scroll view (UIDragInteraction.isEnabledByDefault "
            + "documentation)": "noFix:noSingleChange",
        "a tap recognizer on an image view": "setInteraction",
        "a target without the action": "implementAction",
        "a text field in a window that is not key": "noFix:appCode",
        "a text field that cannot become first responder": "canBecomeFirstResponder",
        "a view that swallows presses its controller handles": "callSuper",
        "a view with a Copy action that never becomes first responder": "noFix:appCode",
        "an imported button whose target-actions no dump shows": "noFix:undescribed",
        "buttons in an imported card whose recognizers no dump shows": "noFix:undescribed",
        "half a touch family swallowed": "callSuper",
        "the same target-action twice": "removeTarget",
    ].merging(SystemInteractionAuditTests.expectedFixes) { own, _ in own }

    @Test(arguments: AuditTests.planted)
    func eachPlantedBugHasItsFixOrItsReason(_ bug: PlantedBug) throws {
        let bytes = try ResponderService.auditAnswer(body: Array(#"{"app": \#(bug.app)}"#.utf8))
        let audit = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let finding = try #require(
            (audit["findings"] as? [[String: Any]] ?? []).first { $0["code"] as? String == bug.code.rawValue })
        guard finding["severity"] as? String != "info" else {
            #expect(Self.expected[bug.name] == nil, "\(bug.name) is an info, which has no fix")
            return
        }
        let got =
            (finding["fix"] as? [String: Any])?["change"] as? String
            ?? "noFix:" + ((finding["noFix"] as? [String: Any])?["reason"] as? String ?? "")
        #expect(got == Self.expected[bug.name], "\(bug.name): \(got)")
        // The fix, applied to the witness as a client would, cures what the witness showed.
        guard let fix = finding["fix"] as? [String: Any] else { return }
        let base = try #require(audit["witnessBase"] as? [String: Any])
        var request = base.filter { !($0.value is NSNull) }
        request["event"] = (finding["witness"] as? [String: Any])?["event"]
        let patched = try FixTests.apply(try #require(fix["patch"] as? [[String: Any]]), to: request)
        let again = try FixTests.answer(Array(try JSONSerialization.data(withJSONObject: patched)), fixes: false)
        let result = try #require(FixTests.results(again).first)
        let shown = ((finding["witness"] as? [String: Any])?["shows"] as? [String: Any])?["diagnostic"] as? String
        let responders = Set((finding["responders"] as? [Any] ?? []).compactMap(FixTests.id))
        let still = (result["diagnostics"] as? [[String: Any]] ?? []).contains {
            $0["code"] as? String == shown
                && !Set(($0["responders"] as? [Any] ?? []).compactMap(FixTests.id)).isDisjoint(with: responders)
        }
        #expect(shown == nil || !still, "\(bug.name): the witness still shows \(shown ?? "") after \(got)")
        #expect((fix["verified"] as? [String: Any])?["outcome"] as? String == result["outcome"] as? String)
    }

    @Test func everyPlantedBugOfAWarningHasAnExpectedFix() throws {
        let named = Set(AuditTests.planted.map(\.name))
        #expect(Set(Self.expected.keys).isSubset(of: named), "\(Set(Self.expected.keys).subtracting(named))")
    }
}
