import Testing

@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// One bad request and the exact problem it must produce.
struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    var body: String
    var status: Int
    var kind: ProblemKind
    var pointer: String
    var message: String
    var testDescription: String { name }
}

private let window = #"{"scenes": [{"windows": [{"id": "w", "subviews": [{"id": "field", "class": "UITextField"}]}]}]}"#

/// An app whose one window's root view controller is `controller`.
private func rooted(_ controller: String) -> String {
    #"{"scenes": [{"windows": [{"rootViewController": \#(controller)}]}]}"#
}

/// A root controller 'home' with a button 'compose', presenting a controller 'sheet' with `fields`.
private func presenting(_ fields: String) -> String {
    rooted(
        #"{"id": "home", "view": {"id": "homeView", "subviews": [{"id": "compose", "class": "UIButton", "frame": {"x": 20, "y": 300, "width": 100, "height": 44}}]}, "presented": {"id": "sheet", \#(fields)}}"#
    )
}

private func request(app: String = window, event: String = #"{"type": "motion"}"#) -> String {
    #"{"app": \#(app), "event": \#(event)}"#
}

@Suite struct BadInputTests {
    static let cases: [BadInput] = [
        // UISheetPresentationController's documentation: the selected and the largest undimmed detent name detents
        // of the sheet; `detents` lists each once.
        BadInput(
            name: "a selected detent the sheet does not have",
            body: request(
                app: presenting(
                    #""sheetPresentationController": {"detents": [{"identifier": "medium"}, {"identifier": "large"}], "selectedDetentIdentifier": "half"}"#
                )),
            status: 422, kind: .impossibleApp,
            pointer:
                "/app/scenes/0/windows/0/rootViewController/presented/sheetPresentationController/selectedDetentIdentifier",
            message: "'half' is none of the detents of the sheet ('medium', 'large')"),
        BadInput(
            name: "a largest undimmed detent the sheet does not have",
            body: request(
                app: presenting(#""sheetPresentationController": {"largestUndimmedDetentIdentifier": "medium"}"#)),
            status: 422, kind: .impossibleApp,
            pointer:
                "/app/scenes/0/windows/0/rootViewController/presented/sheetPresentationController/largestUndimmedDetentIdentifier",
            message: "'medium' is none of the detents of the sheet ('large')"),
        BadInput(
            name: "a detent given twice",
            body: request(
                app: presenting(
                    #""sheetPresentationController": {"detents": [{"identifier": "medium"}, {"identifier": "medium"}]}"#
                )),
            status: 422, kind: .impossibleApp,
            pointer:
                "/app/scenes/0/windows/0/rootViewController/presented/sheetPresentationController/detents/1/identifier",
            message: "the detent 'medium' is given twice"),
        BadInput(
            name: "a custom detent without its height",
            body: request(
                app: presenting(#""sheetPresentationController": {"detents": [{"identifier": "peek"}]}"#)),
            status: 422, kind: .impossibleApp,
            pointer: "/app/scenes/0/windows/0/rootViewController/presented/sheetPresentationController/detents/0",
            message: "the custom detent 'peek' needs the height its resolver returns"),
        BadInput(
            name: "a system detent with a height",
            body: request(
                app: presenting(
                    #""sheetPresentationController": {"detents": [{"identifier": "medium", "height": 300}]}"#)),
            status: 422, kind: .impossibleApp,
            pointer:
                "/app/scenes/0/windows/0/rootViewController/presented/sheetPresentationController/detents/0/height",
            message: "'medium' is a system detent: UIKit decides its height, so it takes none"),
        BadInput(
            name: "a sheet on a full-screen presentation",
            body: request(
                app: presenting(
                    #""modalPresentationStyle": "fullScreen", "sheetPresentationController": {}"#)),
            status: 422, kind: .impossibleApp,
            pointer: "/app/scenes/0/windows/0/rootViewController/presented/sheetPresentationController",
            message: "sheetPresentationController has no effect on a controller presented as fullScreen"),
        // UIPopoverPresentationController's documentation: a popover needs a source; passthroughViews are views.
        BadInput(
            name: "a popover without its popover presentation controller",
            body: request(app: presenting(#""modalPresentationStyle": "popover""#)),
            status: 422, kind: .impossibleApp,
            pointer: "/app/scenes/0/windows/0/rootViewController/presented/modalPresentationStyle",
            message:
                "a popover needs popoverPresentationController with its sourceView: UIKit raises an exception for a "
                + "popover without a source"),
        BadInput(
            name: "passthroughViews naming an unknown view",
            body: request(
                app: presenting(
                    #""modalPresentationStyle": "popover", "popoverPresentationController": {"sourceView": "compose", "passthroughViews": ["composr"]}"#
                )),
            status: 422, kind: .unknownReference,
            pointer:
                "/app/scenes/0/windows/0/rootViewController/presented/popoverPresentationController/passthroughViews/0",
            message: "no responder has id 'composr' (did you mean 'compose'?)"),
        BadInput(
            name: "a popover's source that is no view",
            body: request(
                app: presenting(
                    #""modalPresentationStyle": "popover", "popoverPresentationController": {"sourceView": "home"}"#)),
            status: 422, kind: .impossibleApp,
            pointer: "/app/scenes/0/windows/0/rootViewController/presented/popoverPresentationController/sourceView",
            message: "the sourceView of a popover must name views; 'home' is not one"),
        BadInput(
            name: "a popover presentation controller on a sheet",
            body: request(app: presenting(#""popoverPresentationController": {"sourceView": "compose"}"#)),
            status: 422, kind: .impossibleApp,
            pointer: "/app/scenes/0/windows/0/rootViewController/presented/popoverPresentationController",
            message: "popoverPresentationController has no effect on a controller presented as pageSheet"),
        BadInput(
            name: "preferredStyle on a controller that is no alert controller",
            body: request(app: presenting(#""preferredStyle": "alert""#)),
            status: 422, kind: .impossibleApp,
            pointer: "/app/scenes/0/windows/0/rootViewController/presented/preferredStyle",
            message: "preferredStyle belongs to UIAlertController, not UIViewController"),
        BadInput(
            name: "empty body", body: "", status: 400, kind: .invalidRequest, pointer: "", message: "empty body"),
        BadInput(
            name: "truncated JSON", body: #"{"app": {"scenes": ["#, status: 400, kind: .malformedJSON, pointer: "",
            message: "the text ends where a value was expected at line 1, column 21 (byte 20)"),
        BadInput(
            name: "trailing comma", body: #"{"app": {},}"#, status: 400, kind: .malformedJSON, pointer: "",
            message: "a trailing comma before '}' at line 1, column 12 (byte 11)"),
        BadInput(
            name: "number out of range", body: request(event: #"{"type": "touch", "point": {"x": 1e999, "y": 0}}"#),
            status: 400, kind: .malformedJSON, pointer: "",
            message: "the number 1e999 is out of range at line 1, column 148 (byte 147)"),
        BadInput(
            name: "duplicate field", body: #"{"app": {"scenes": []}, "event": {"type": "motion"}, "event": {}}"#,
            status: 400, kind: .malformedJSON, pointer: "",
            message: "the field \"event\" appears twice in one object at line 1, column 54 (byte 53)"),
        BadInput(
            name: "too many touches",
            body: request(
                event: #"{"type": "touch", "touches": ["#
                    + String(repeating: #"{"point": {"x": 1, "y": 1}},"#, count: 20)
                    + #"{"point": {"x": 1, "y": 1}}]}"#),
            status: 413, kind: .tooManyTouches, pointer: "/event/touches", message: "more than 20 touches in one event"),
        BadInput(
            name: "id longer than 256 bytes",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"id": "\#(String(repeating: "é", count: 129))"}]}]}]}"#),
            status: 413, kind: .nameTooLong, pointer: "/app/scenes/0/windows/0/subviews/0/id",
            message: "longer than 256 bytes (258)"),
        BadInput(
            name: "selector longer than 256 bytes",
            body: request(
                app: #"{"scenes": [{"windows": [{"actions": {"\#(String(repeating: "a", count: 300)):": true}}]}]}"#),
            status: 413, kind: .nameTooLong,
            pointer: "/app/scenes/0/windows/0/actions/\(String(repeating: "a", count: 300)):",
            message: "longer than 256 bytes (301)"),
        BadInput(
            name: "both point-inside forms",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"pointInside": {"minimumSize": {"width": 44, "height": 44}, "insets": {}}}]}]}"#
            ),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/pointInside",
            message: "give minimumSize or insets, not both"),
        BadInput(
            name: "point-inside regions with a minimum size (UIView.point(inside:with:) documentation)",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"pointInside": {"regions": [{"width": 10, "height": 10}], "minimumSize": {"width": 44, "height": 44}}}]}]}"#
            ),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/pointInside",
            message: "give regions and includeSubviews without minimumSize or insets"),
        BadInput(
            name: "point-inside with no region and no subviews",
            body: request(app: #"{"scenes": [{"windows": [{"pointInside": {"regions": []}}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/pointInside",
            message: "give at least one region, or includeSubviews: true (an override true nowhere is \"never\")"),
        BadInput(
            name: "point-inside includeSubviews false alone",
            body: request(app: #"{"scenes": [{"windows": [{"pointInside": {"includeSubviews": false}}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/pointInside",
            message: "give at least one region, or includeSubviews: true (an override true nowhere is \"never\")"),
        BadInput(
            name: "point-inside region of negative width",
            body: request(
                app: #"{"scenes": [{"windows": [{"pointInside": {"regions": [{"width": -1, "height": 10}]}}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/pointInside/regions/0",
            message: "width and height must not be negative"),
        BadInput(
            name: "point-inside object with none of its keys",
            body: request(app: #"{"scenes": [{"windows": [{"pointInside": {}}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/pointInside",
            message: "give minimumSize, insets or regions"),
        BadInput(
            name: "isResponder on a scene delegate",
            body: request(app: #"{"scenes": [{"delegate": {"isResponder": false}, "windows": []}]}"#),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/delegate/isResponder",
            message: "isResponder applies only to the application's delegate; a scene delegate is always a UIResponder "
                + "(and still not in the chain)"),
        BadInput(
            name: "top level array", body: "[]", status: 400, kind: .invalidRequest, pointer: "",
            message: "expected an object here"),
        BadInput(
            name: "wrong type", body: request(app: #"{"scenes": {}}"#), status: 400, kind: .invalidRequest,
            pointer: "/app/scenes", message: "expected an array here"),
        BadInput(
            name: "missing app", body: #"{"event": {"type": "motion"}}"#, status: 400, kind: .invalidRequest,
            pointer: "/app", message: "missing required field 'app'"),
        BadInput(
            name: "missing event", body: #"{"app": {"scenes": []}}"#, status: 400, kind: .invalidRequest,
            pointer: "/event", message: "missing required field 'event' (give event (one) or events (a sequence))"),
        BadInput(
            name: "unknown event type", body: request(event: #"{"type": "shake"}"#), status: 400, kind: .invalidRequest,
            pointer: "/event/type",
            message: "'shake' is not one of 'touch', 'press', 'motion', 'remoteControl', 'action', 'editMenu', "
                + "'becomeFirstResponder', 'resignFirstResponder', 'endEditing', 'hover'"),
        BadInput(
            name: "field of another event type",
            body: request(event: #"{"type": "motion", "point": {"x": 1, "y": 2}}"#),
            status: 400, kind: .invalidRequest, pointer: "/event/point",
            message: "unknown field 'point'; allowed here: type, subtype"),
        BadInput(
            name: "typo in a view field",
            body: request(app: #"{"scenes": [{"windows": [{"subview": []}]}]}"#), status: 400,
            kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/subview",
            message:
                "unknown field 'subview' (did you mean 'subviews'?); allowed here: id, class, superclass, overrides, next, "
                + "canBecomeFirstResponder, canResignFirstResponder, inputView, inputAccessoryView, keyCommands, actions, undescribed, address, frame, boundsOrigin, center, bounds, "
                + "transform, isHidden, alpha, backgroundColor, isOpaque, isUserInteractionEnabled, clipsToBounds, isMultipleTouchEnabled, "
                + "isExclusiveTouch, pointInside, hitTest, gestureRecognizers, isEnabled, targets, isEditable, "
                + "hasText, hasSelection, isScrollEnabled, contentSize, contentOffset, delaysContentTouches, "
                + "canCancelContentTouches, touchesShouldCancel, bounces, alwaysBounceVertical, alwaysBounceHorizontal, "
                + "panGestureRecognizer, isPagingEnabled, keyboardDismissMode, gestureRecognizerShouldBegin, "
                + "allowsSelection, delegate, subviews, contentView, menu, showsMenuAsPrimaryAction, contextMenu, "
                + "dragInteraction, dropInteraction, pointerInteraction, isPointerInteractionEnabled, accessoryType, isRefreshing, accessoryView, viewController, rootViewController, isKey, windowLevel, firstResponder"
        ),
        BadInput(
            name: "a path with no points", body: request(event: #"{"type": "touch", "path": []}"#), status: 400,
            kind: .invalidRequest, pointer: "/event/path",
            message: "path needs at least one point: where the finger lands"),
        BadInput(
            name: "point and path together",
            body: request(
                event: #"{"type": "touch", "touches": [{"point": {"x": 1, "y": 1}, "path": [{"x": 1, "y": 1}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/event/touches/0/path",
            message:
                "give either point (a finger that does not move) or path (its first point is where it lands), not both"),
        BadInput(
            name: "a touch end that is not one",
            body: request(event: #"{"type": "touch", "point": {"x": 1, "y": 1}, "end": "lifted"}"#),
            status: 400, kind: .invalidRequest, pointer: "/event/end",
            message: "'lifted' is not one of 'ended', 'cancelled'"),
        BadInput(
            name: "tapCount out of range",
            body: request(event: #"{"type": "touch", "point": {"x": 1, "y": 1}, "tapCount": 0}"#),
            status: 400, kind: .invalidRequest, pointer: "/event/tapCount",
            message: "tapCount must be a whole number from 1 to 10"),
        BadInput(
            name: "negative contentSize",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"subviews": [{"class": "UIScrollView", "contentSize": {"width": -1, "height": 10}}]}]}]}"#
            ),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/subviews/0/contentSize",
            message: "width and height must not be negative"),
        BadInput(
            name: "a frame a hundred billion billion points to the left (it once crashed the diagram)",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"subviews": [{"frame": {"x": -1e22, "width": 1e22, "height": 1}}]}]}]}"#
            ),
            status: 422, kind: .numberOutOfRange, pointer: "/app/scenes/0/windows/0/subviews/0/frame/x",
            message: "every number in a request must lie between -1000000000 and 1000000000, and this one does not"),
        BadInput(
            name: "a transform's a just past the range",
            body: request(app: #"{"scenes": [{"windows": [{"subviews": [{"transform": {"a": 1000000000.5}}]}]}]}"#),
            status: 422, kind: .numberOutOfRange, pointer: "/app/scenes/0/windows/0/subviews/0/transform/a",
            message: "every number in a request must lie between -1000000000 and 1000000000, and this one does not"),
        BadInput(
            name: "a touch at the largest finite double",
            body:
                #"{"app": {"scenes": [{"windows": [{}]}]}, "event": {"type": "touch", "point": {"x": 0, "y": -1.7976931348623157e308}}}"#,
            status: 422, kind: .numberOutOfRange, pointer: "/event/point/y",
            message: "every number in a request must lie between -1000000000 and 1000000000, and this one does not"),
        BadInput(
            name: "scroll field on a view that does not scroll",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UIView", "delaysContentTouches": false}]}]}]}"#
            ),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/delaysContentTouches",
            message:
                "UIView is not a UIScrollView; only scroll views (UIScrollView, UITableView, UICollectionView, UITextView and their subclasses) have delaysContentTouches"
        ),
        BadInput(
            name: "contentOffset with boundsOrigin",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"subviews": [{"class": "UIScrollView", "contentOffset": {"x": 0, "y": 5}, "boundsOrigin": {"x": 0, "y": 5}}]}]}]}"#
            ),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/subviews/0/contentOffset",
            message: "contentOffset is the bounds origin; give contentOffset or boundsOrigin, not both"),
        BadInput(
            name: "unknown swipe direction",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"gestureRecognizers": [{"type": "swipe", "direction": ["left", "sideways"]}]}]}]}"#
            ),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/gestureRecognizers/0/direction",
            message: "'sideways' is not a swipe direction; use right, left, up or down"),
        BadInput(
            name: "a swipe direction given as a single name",
            body: request(
                app: #"{"scenes": [{"windows": [{"gestureRecognizers": [{"type": "swipe", "direction": "left"}]}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/gestureRecognizers/0/direction",
            message: #"direction is a list of directions, like UIKit's option set: ["left"]"#),
        BadInput(
            name: "requiresToFail names no recognizer",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"gestureRecognizers": [{"id": "single", "type": "tap", "requiresToFail": ["dubble"]}, {"id": "double", "type": "tap", "numberOfTapsRequired": 2}]}]}]}"#
            ),
            status: 422, kind: .unknownReference,
            pointer: "/app/scenes/0/windows/0/gestureRecognizers/0/requiresToFail/0",
            message: "no gesture recognizer has id 'dubble' (did you mean 'double'?)"),
        BadInput(
            name: "shouldBeRequiredToFailBy names no recognizer",
            body: request(
                app: #"{"scenes": [{"windows": [{"gestureRecognizers": [{"id": "double", "type": "tap", "#
                    + #""numberOfTapsRequired": 2, "delegate": {"shouldBeRequiredToFailBy": ["singel"]}}, "#
                    + #"{"id": "single", "type": "tap"}]}]}]}"#),
            status: 422, kind: .unknownReference,
            pointer: "/app/scenes/0/windows/0/gestureRecognizers/0/delegate/shouldBeRequiredToFailBy/0",
            message: "no gesture recognizer has id 'singel' (did you mean 'single'?)"),
        BadInput(
            name: "shouldReceive refusing touches in a controller",
            body: request(
                app: #"{"scenes": [{"windows": [{"rootViewController": {"id": "player", "view": {"#
                    + #""gestureRecognizers": [{"type": "pan", "delegate": {"shouldReceive": {"falseIn": "#
                    + #"["player"]}}}]}}}]}]}"#),
            status: 422, kind: .impossibleApp,
            pointer: "/app/scenes/0/windows/0/rootViewController/view/gestureRecognizers/0/delegate/shouldReceive/"
                + "falseIn/0",
            message: "'player' is not a view; shouldReceive refuses touches in views"),
        BadInput(
            name: "shouldReceive with no views",
            body: request(
                app: #"{"scenes": [{"windows": [{"gestureRecognizers": [{"type": "pan", "delegate": "#
                    + #"{"shouldReceive": {"falseIn": []}}}]}]}]}"#),
            status: 400, kind: .invalidRequest,
            pointer: "/app/scenes/0/windows/0/gestureRecognizers/0/delegate/shouldReceive/falseIn",
            message: "falseIn must name at least one view"),
        BadInput(
            name: "a plain NSObject with touch overrides",
            body: request(
                app: #"{"scenes": [{"windows": [{}]}], "objects": [{"id": "handler", "isResponder": false, "#
                    + #""overrides": {"touchesBegan": "callsSuper"}}]}"#),
            status: 422, kind: .impossibleApp, pointer: "/app/objects/0/overrides",
            message: "this object is a plain NSObject (isResponder is false); only UIResponder subclasses have "
                + "overrides"),
        BadInput(
            name: "a plain NSObject as a responder's next",
            body: request(
                app: #"{"scenes": [{"windows": [{"next": "handler"}]}], "objects": [{"id": "handler", "#
                    + #""isResponder": false}]}"#),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/next",
            message: "'handler' is a plain NSObject (isResponder is false); next returns a UIResponder"),
        BadInput(
            name: "isRetained on the application's delegate",
            body: request(
                app: #"{"application": {"delegate": {"isRetained": false}}, "scenes": [{"windows": [{}]}]}"#),
            status: 422, kind: .impossibleApp, pointer: "/app/application/delegate/isRetained",
            message: "isRetained applies only to objects; the application keeps its delegate"),
        BadInput(
            name: "becomeFirstResponder on a plain NSObject",
            body: request(
                app: #"{"scenes": [{"windows": [{}]}], "objects": [{"id": "handler", "isResponder": false}]}"#,
                event: #"{"type": "becomeFirstResponder", "responder": "handler"}"#),
            status: 422, kind: .impossibleApp, pointer: "/event/responder",
            message: "'handler' is a plain NSObject (isResponder is false): it is no UIResponder, so it has no "
                + "first-responder methods"),
        BadInput(
            name: "a key command with a modifier UIKit does not have",
            body: request(
                app: #"{"scenes": [{"windows": [{"keyCommands": [{"input": "s", "modifiers": ["cmd"], "#
                    + #""action": "save:"}]}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/keyCommands/0/modifiers",
            message: "'cmd' is not a modifier key; use command, shift, option or control"),
        BadInput(
            name: "a key command without an input",
            body: request(
                app: #"{"scenes": [{"windows": [{"keyCommands": [{"input": "", "action": "save:"}]}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/keyCommands/0/input",
            message: "input must name a key: a character, or space, return, upArrow, …"),
        BadInput(
            name: "targets undescribed on a view that is no control",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"subviews": [{"class": "UILabel", "undescribed": ["gestureRecognizers", "targets"]}]}]}]}"#
            ),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/undescribed/1",
            message: "UILabel is not a UIControl; only a UIControl can have 'targets' undescribed"),
        BadInput(
            name: "a first responder undescribed on a controller",
            body: request(app: rooted(#"{"id": "screen", "undescribed": ["firstResponder"]}"#)),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/rootViewController/undescribed/0",
            message: "UIViewController is not a UIWindow; only a UIWindow can have 'firstResponder' undescribed"),
        BadInput(
            name: "an undescribed fact named twice",
            body: request(
                app: #"{"scenes": [{"windows": [{"undescribed": ["gestureRecognizers", "gestureRecognizers"]}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/undescribed",
            message: "'gestureRecognizers' is given twice"),
        BadInput(
            name: "an undescribed fact that is none",
            body: request(app: #"{"scenes": [{"windows": [{"undescribed": ["recognizers"]}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/undescribed/0",
            message:
                "'recognizers' is not one of 'gestureRecognizers', 'targets', 'overrides', 'actions', 'firstResponder', "
                + "'swiftUIContent'"),
        BadInput(
            name: "swiftUIContent undescribed on a view controller",
            body: request(
                app: #"{"scenes": [{"windows": [{"rootViewController": {"undescribed": ["swiftUIContent"]}}]}]}"#),
            status: 422, kind: .impossibleApp,
            pointer: "/app/scenes/0/windows/0/rootViewController/undescribed/0",
            message: "UIViewController is not a UIView; only a UIView can have 'swiftUIContent' undescribed"),
        BadInput(
            name: "an address that is not one",
            body: request(app: #"{"scenes": [{"windows": [{"address": "7fa1c0d0a7f0"}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/address",
            message:
                "'7fa1c0d0a7f0' is not an address as a debugger prints one (0x and 1 to 16 hex digits, 0x7fa1c0d0a7f0)"),
        BadInput(
            name: "a press with a modifier twice",
            body: request(event: #"{"type": "press", "key": "s", "modifiers": ["command", "command"]}"#),
            status: 400, kind: .invalidRequest, pointer: "/event/modifiers",
            message: "'command' is given twice"),
        BadInput(
            name: "a scroll view's pan waiting for a recognizer that does not exist",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UIScrollView", "panGestureRecognizer": "#
                    + #"{"requiresToFail": ["edgePann"]}, "gestureRecognizers": [{"id": "edgePan", "type": "pan"}]}]}]}]}"#
            ),
            status: 422, kind: .unknownReference,
            pointer: "/app/scenes/0/windows/0/subviews/0/panGestureRecognizer/requiresToFail/0",
            message: "no gesture recognizer has id 'edgePann' (did you mean 'edgePan'?)"),
        BadInput(
            name: "a pan recognizer of a view that does not scroll",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UIView", "panGestureRecognizer": {}}]}]}]}"#),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/panGestureRecognizer",
            message: "UIView is not a UIScrollView; only scroll views (UIScrollView, UITableView, UICollectionView, "
                + "UITextView and their subclasses) have panGestureRecognizer"),
        BadInput(
            name: "paging on a view that does not scroll",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UIView", "isPagingEnabled": true}]}]}]}"#),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/isPagingEnabled",
            message: "UIView is not a UIScrollView; only scroll views (UIScrollView, UITableView, UICollectionView, "
                + "UITextView and their subclasses) have isPagingEnabled"),
        BadInput(
            name: "a keyboardDismissMode UIKit does not have",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UIScrollView", "keyboardDismissMode": "#
                    + #""onScroll"}]}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/subviews/0/keyboardDismissMode",
            message: "'onScroll' is not one of 'none', 'onDrag', 'interactive', 'onDragWithAccessory', "
                + "'interactiveWithAccessory'"),
        BadInput(
            name: "a gestureRecognizerShouldBegin that answers true only for some kinds",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"gestureRecognizerShouldBegin": "#
                    + #"{"returns": true, "onlyFor": ["pan"]}}]}]}]}"#),
            status: 400, kind: .invalidRequest,
            pointer: "/app/scenes/0/windows/0/subviews/0/gestureRecognizerShouldBegin/onlyFor",
            message: "onlyFor names the recognizers the override answers false for; give it with returns: false"),
        BadInput(
            name: "a gestureRecognizerShouldBegin without its answer",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"subviews": [{"gestureRecognizerShouldBegin": {"onlyFor": ["pan"]}}]}]}]}"#
            ),
            status: 400, kind: .invalidRequest,
            pointer: "/app/scenes/0/windows/0/subviews/0/gestureRecognizerShouldBegin/returns",
            message: "missing required field 'returns'"),
        BadInput(
            name: "a gestureRecognizerShouldBegin for a kind of recognizer UIKit does not have",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"gestureRecognizerShouldBegin": "#
                    + #"{"returns": false, "onlyFor": ["drag"]}}]}]}]}"#),
            status: 400, kind: .invalidRequest,
            pointer: "/app/scenes/0/windows/0/subviews/0/gestureRecognizerShouldBegin/onlyFor/0",
            message: "'drag' is not one of 'tap', 'longPress', 'pan', 'swipe', 'pinch', 'rotation', 'hover', 'custom', "
                + "'screenEdgePan'"),
        BadInput(
            name: "a scroll view's pan delegate refusing touches in a view that does not exist",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UIScrollView", "panGestureRecognizer": "#
                    + #"{"delegate": {"shouldReceive": {"falseIn": ["sliderr"]}}}, "subviews": [{"id": "slider", "#
                    + #""class": "UISlider"}]}]}]}]}"#),
            status: 422, kind: .unknownReference,
            pointer: "/app/scenes/0/windows/0/subviews/0/panGestureRecognizer/delegate/shouldReceive/falseIn/0",
            message: "no responder has id 'sliderr' (did you mean 'slider'?)"),
        BadInput(
            name: "unknown override method",
            body: request(app: #"{"scenes": [{"windows": [{"overrides": {"touchBegan": "callsSuper"}}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/overrides/touchBegan",
            message:
                "unknown field 'touchBegan' (did you mean 'touchesBegan'?); allowed here: touchesBegan, touchesMoved, touchesEnded, "
                + "touchesCancelled, pressesBegan, pressesChanged, pressesEnded, pressesCancelled, motionBegan, "
                + "motionEnded, motionCancelled, remoteControlReceived"),
        BadInput(
            name: "alpha out of range",
            body: request(app: #"{"scenes": [{"windows": [{"alpha": 1.5}]}]}"#), status: 400, kind: .invalidRequest,
            pointer: "/app/scenes/0/windows/0/alpha", message: "alpha must be between 0 and 1"),
        BadInput(
            name: "a colour that is none of the accepted forms",
            body: request(app: ##"{"scenes": [{"windows": [{"backgroundColor": "#12345"}]}]}"##), status: 400,
            kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/backgroundColor",
            message: "backgroundColor must be \"clear\", a UIKit colour name such as \"white\" or "
                + "\"systemBackground\", or #RRGGBB or #RRGGBBAA"),
        BadInput(
            name: "null where an array belongs", body: request(app: #"{"scenes": null}"#), status: 400,
            kind: .invalidRequest, pointer: "/app/scenes", message: "null is not allowed here; expected an array"),
        BadInput(
            name: "duplicate id",
            body: request(app: #"{"scenes": [{"windows": [{"id": "a"}, {"id": "a"}]}]}"#), status: 422,
            kind: .impossibleApp, pointer: "/app/scenes/0/windows/1/id",
            message: "duplicate id 'a': it is already used at /app/scenes/0/windows/0"),
        BadInput(
            name: "dangling reference with suggestion",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"id": "w", "firstResponder": "feild", "subviews": [{"id": "field", "class": "UITextField"}]}]}]}"#
            ),
            status: 422, kind: .unknownReference, pointer: "/app/scenes/0/windows/0/firstResponder",
            message: "no responder has id 'feild' (did you mean 'field'?)"),
        BadInput(
            name: "equally close suggestions pick the first in alphabetical order",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"rootViewController": {"id": "p", "children": [{"id": "c", "container": "w"}]}}]}]}"#
            ),
            status: 422, kind: .unknownReference,
            pointer: "/app/scenes/0/windows/0/rootViewController/children/0/container",
            message: "no responder has id 'w' (did you mean 'c'?)"),
        BadInput(
            name: "first responder that cannot be one",
            body: request(
                app: #"{"firstResponder": "plain", "scenes": [{"windows": [{"subviews": [{"id": "plain"}]}]}]}"#),
            status: 422, kind: .impossibleApp, pointer: "/app/firstResponder",
            message: "'plain' (UIView) cannot be first responder: its canBecomeFirstResponder is false (set "
                + "\"canBecomeFirstResponder\": true)"),
        BadInput(
            name: "next loop",
            body: request(app: #"{"objects": [{"id": "x", "next": "y"}, {"id": "y", "next": "x"}], "scenes": []}"#),
            status: 422, kind: .impossibleApp, pointer: "/app/objects/0/next", message: "next forms a loop: x → y → x"),
        BadInput(
            name: "misspelt UIKit class",
            body: request(app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UIButon"}]}]}]}"#), status: 422,
            kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/class",
            message: "'UIButon' looks like a UIKit class but is not one (did you mean 'UIButton'?); for a custom "
                + "class give its superclass"),
        BadInput(
            name: "a UIKit-looking class near no public one",
            body: request(app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UIFlurbleWidget"}]}]}]}"#),
            status: 422,
            kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/class",
            message:
                "'UIFlurbleWidget' looks like a UIKit class but is not in the catalogue (a typo?); for a custom class "
                + "give its superclass"),
        BadInput(
            name: "controller class used as a view",
            body: request(app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UIViewController"}]}]}]}"#),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/class",
            message: "'UIViewController' is a viewController class, but this entry describes a view"),
        BadInput(
            name: "targets on a non-control",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"subviews": [{"class": "UILabel", "targets": [{"action": "x:"}]}]}]}]}"#
            ),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/targets",
            message: "UILabel is not a UIControl; only controls have targets"),
        BadInput(
            name: "allowsSelection on a view that is not a table",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UIView", "allowsSelection": false}]}]}]}"#
            ),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/allowsSelection",
            message:
                "UIView is not a UITableView or UICollectionView; only they have allowsSelection here (a row's "
                + "selection)"),
        BadInput(
            name: "an idiom UIKit does not have for this service (UIDevice.userInterfaceIdiom documentation)",
            body: request(app: #"{"idiom": "watch", "scenes": [{"windows": [{}]}]}"#), status: 400,
            kind: .invalidRequest, pointer: "/app/idiom", message: "'watch' is not one of 'phone', 'pad'"),
        BadInput(
            name: "a typo in a view's dragInteraction",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"dragInteraction": {"enabled": true}}]}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/subviews/0/dragInteraction/enabled",
            message: "unknown field 'enabled'; allowed here: isEnabled"),
        BadInput(
            name: "an accessoryType on a collection cell (UITableViewCell.accessoryType documentation)",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UICollectionView", "subviews": ["#
                    + #"{"class": "UICollectionViewCell", "accessoryType": "checkmark"}]}]}]}]}"#),
            status: 422, kind: .impossibleApp,
            pointer: "/app/scenes/0/windows/0/subviews/0/subviews/0/accessoryType",
            message:
                "UICollectionViewCell is not a UITableViewCell; only table cells have accessoryType (a "
                + "UICollectionViewCell has none: a UICollectionViewListCell has accessories instead)"),
        BadInput(
            name: "isRefreshing on a button (UIRefreshControl.isRefreshing documentation)",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UIButton", "isRefreshing": true}]}]}]}"#),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/isRefreshing",
            message: "UIButton is not a UIRefreshControl; only a refresh control has isRefreshing"),
        BadInput(
            name: "a menu on a switch (UIButton.menu documentation)",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UISwitch", "menu": {"items": ["On"]}}]}]}]}"#),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/menu",
            message: "UISwitch is not a UIButton; only buttons have menu here"),
        BadInput(
            name: "showsMenuAsPrimaryAction on a plain view",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"subviews": [{"class": "UIView", "showsMenuAsPrimaryAction": true}]}]}]}"#
            ),
            status: 422, kind: .impossibleApp,
            pointer: "/app/scenes/0/windows/0/subviews/0/showsMenuAsPrimaryAction",
            message: "UIView is not a UIButton; only buttons have showsMenuAsPrimaryAction here"),
        BadInput(
            name: "an accessoryView on a view that is no cell",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UIView", "accessoryView": {}}]}]}]}"#),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/accessoryView",
            message:
                "UIView is not a UITableViewCell; only table cells have accessoryView (a UICollectionViewCell has "
                + "none: a UICollectionViewListCell has accessories instead)"),
        BadInput(
            name: "an accessoryType that is none of UIKit's",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"subviews": [{"class": "UITableViewCell", "accessoryType": "chevron"}]}]}]}"#
            ),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/subviews/0/accessoryType",
            message:
                "'chevron' is not one of 'none', 'disclosureIndicator', 'detailDisclosureButton', 'checkmark', "
                + "'detailButton'"),
        BadInput(
            name: "a table delegate that does not exist",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"class": "UITableView", "delegate": "nope"}]}]}]}"#),
            status: 422, kind: .unknownReference, pointer: "/app/scenes/0/windows/0/subviews/0/delegate",
            message: "no responder has id 'nope'"),
        BadInput(
            name: "a window as a table's delegate",
            body: request(
                app: #"{"scenes": [{"windows": [{"id": "w", "subviews": "#
                    + #"[{"class": "UITableView", "delegate": "w"}]}]}]}"#
            ),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/subviews/0/delegate",
            message: "'w' is a window; a table's delegate is a controller or another object"),
        BadInput(
            name: "event refers to an unknown responder",
            body: request(event: #"{"type": "becomeFirstResponder", "responder": "nope"}"#), status: 422,
            kind: .unknownReference, pointer: "/event/responder", message: "no responder has id 'nope'"),
        BadInput(
            name: "touch window that is not a window",
            body: request(event: #"{"type": "touch", "point": {"x": 1, "y": 1}, "window": "field"}"#), status: 422,
            kind: .impossibleApp, pointer: "/event/window", message: "'field' is not a window"),
        // A hovering pointer (UIEvent.EventType.hover) is at a point or moves along a path, like one finger.
        BadInput(
            name: "a hover without point or path", body: request(event: #"{"type": "hover"}"#), status: 400,
            kind: .invalidRequest, pointer: "/event/point",
            message: "missing required field 'point' (a hover event needs point or path)"),
        BadInput(
            name: "a hover with an empty path", body: request(event: #"{"type": "hover", "path": []}"#), status: 400,
            kind: .invalidRequest, pointer: "/event/path",
            message: "path needs at least one point: where the finger lands"),
        BadInput(
            name: "a hover with a touch's gesture",
            body: request(event: #"{"type": "hover", "point": {"x": 1, "y": 1}, "gesture": "tap"}"#), status: 400,
            kind: .invalidRequest, pointer: "/event/gesture",
            message: "unknown field 'gesture'; allowed here: type, point, path, window"),
        BadInput(
            name: "a hover's window that is not a window",
            body: request(event: #"{"type": "hover", "point": {"x": 1, "y": 1}, "window": "field"}"#), status: 422,
            kind: .impossibleApp, pointer: "/event/window", message: "'field' is not a window"),
        // UIPointerInteraction: the regions its delegate returns and the style it gives them.
        BadInput(
            name: "a pointer style UIKit does not have",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"pointerInteraction": {"style": "glow"}}]}]}]}"#),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/subviews/0/pointerInteraction/style",
            message: "'glow' is not one of 'automatic', 'highlight', 'lift', 'hover', 'hidden'"),
        BadInput(
            name: "a pointer region of negative width",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"subviews": [{"pointerInteraction": {"regions": [{"width": -1, "height": 4}]}}]}]}]}"#
            ),
            status: 400, kind: .invalidRequest,
            pointer: "/app/scenes/0/windows/0/subviews/0/pointerInteraction/regions/0",
            message: "width and height must not be negative"),
        BadInput(
            name: "a typo in a pointer interaction",
            body: request(
                app: #"{"scenes": [{"windows": [{"subviews": [{"pointerInteraction": {"regoins": []}}]}]}]}"#),
            status: 400, kind: .invalidRequest,
            pointer: "/app/scenes/0/windows/0/subviews/0/pointerInteraction/regoins",
            message: "unknown field 'regoins' (did you mean 'regions'?); allowed here: regions, style"),
        // UIButton.isPointerInteractionEnabled is a button's.
        BadInput(
            name: "isPointerInteractionEnabled on a plain view",
            body: request(
                app:
                    #"{"scenes": [{"windows": [{"subviews": [{"class": "UIView", "isPointerInteractionEnabled": true}]}]}]}"#
            ),
            status: 422, kind: .impossibleApp,
            pointer: "/app/scenes/0/windows/0/subviews/0/isPointerInteractionEnabled",
            message: "UIView is not a UIButton; only buttons have isPointerInteractionEnabled here"),
        BadInput(
            name: "a touch both aimed and placed",
            body: request(event: #"{"type": "touch", "on": "field", "point": {"x": 1, "y": 1}}"#), status: 400,
            kind: .invalidRequest, pointer: "/event/on",
            message: "give either on (the view to aim the finger at) or point, path or touches, not both"),
        BadInput(
            name: "a touch aimed with several fingers",
            body: request(event: #"{"touches": [{"point": {"x": 1, "y": 1}}], "type": "touch", "on": "field"}"#),
            status: 400, kind: .invalidRequest, pointer: "/event/on",
            message: "give either on (the view to aim the finger at) or point, path or touches, not both"),
        BadInput(
            name: "a touch aimed in a given window",
            body: request(event: #"{"type": "touch", "on": "field", "window": "w"}"#), status: 400,
            kind: .invalidRequest, pointer: "/event/window",
            message: "with on, the finger lands wherever the view is; leave out window"),
        BadInput(
            name: "a touch aimed at an unknown view",
            body: request(event: #"{"type": "touch", "on": "feild"}"#), status: 422, kind: .unknownReference,
            pointer: "/event/on", message: "no responder has id 'feild' (did you mean 'field'?)"),
        BadInput(
            name: "a touch aimed at a controller",
            body: request(
                app: rooted(#"{"id": "editor", "class": "EditorViewController"}"#),
                event: #"{"type": "touch", "on": "editor"}"#),
            status: 422, kind: .impossibleApp, pointer: "/event/on", message: "'editor' is not a view"),
        BadInput(
            name: "two key windows",
            body: request(app: #"{"scenes": [{"windows": [{"isKey": true}, {"isKey": true}]}]}"#), status: 422,
            kind: .impossibleApp, pointer: "/app/scenes/0/windows/1/isKey",
            message: "only one window can be key; 'window' is key already"),
        BadInput(
            name: "an empty navigation stack",
            body: request(app: rooted(#"{"class": "UINavigationController", "viewControllers": []}"#)),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/rootViewController/viewControllers",
            message: "a navigation stack cannot be empty: give at least its root view controller"),
        BadInput(
            name: "viewControllers on a plain controller",
            body: request(app: rooted(#"{"class": "InboxViewController", "viewControllers": [{}]}"#)), status: 422,
            kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/rootViewController/viewControllers",
            message: "'InboxViewController' is not a UINavigationController, UITabBarController or "
                + "UIPageViewController (or a subclass); only they have viewControllers. A child controller of any "
                + "other controller goes in children"),
        BadInput(
            name: "transitionStyle on a navigation controller",
            body: request(
                app: rooted(
                    #"{"class": "UINavigationController", "viewControllers": [{}], "transitionStyle": "pageCurl"}"#)),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/rootViewController/transitionStyle",
            message: "'UINavigationController' is not a UIPageViewController; only a page view controller has a "
                + "transitionStyle"),
        BadInput(
            name: "a transitionStyle UIKit does not have",
            body: request(
                app: rooted(#"{"class": "UIPageViewController", "viewControllers": [{}], "transitionStyle": "fade"}"#)),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/rootViewController/transitionStyle",
            message: "'fade' is not one of 'scroll', 'pageCurl'"),
        BadInput(
            name: "selectedIndex out of range",
            body: request(
                app: rooted(#"{"class": "UITabBarController", "viewControllers": [{}, {}], "selectedIndex": 2}"#)),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/rootViewController/selectedIndex",
            message: "selectedIndex 2 is out of range: this tab bar controller has 2 view controllers (0 to 1)"),
        BadInput(
            name: "selectedIndex that is not a whole number",
            body: request(
                app: rooted(#"{"class": "UITabBarController", "viewControllers": [{}], "selectedIndex": 0.5}"#)),
            status: 400, kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/rootViewController/selectedIndex",
            message: "selectedIndex must be a whole number from 0 to 99"),
        BadInput(
            name: "selectedIndex on a navigation controller",
            body: request(
                app: rooted(#"{"class": "UINavigationController", "viewControllers": [{}], "selectedIndex": 0}"#)),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/rootViewController/selectedIndex",
            message: "'UINavigationController' is not a UITabBarController; only a tab bar controller has selectedIndex"
        ),
        BadInput(
            name: "a tab bar on a navigation controller",
            body: request(app: rooted(#"{"class": "UINavigationController", "viewControllers": [{}], "tabBar": {}}"#)),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/rootViewController/tabBar",
            message: "'UINavigationController' is not a UITabBarController; only a tab bar controller has a tabBar"),
        BadInput(
            name: "six tabs",
            body: request(
                app: rooted(#"{"class": "UITabBarController", "viewControllers": [{}, {}, {}, {}, {}, {}]}"#)),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/rootViewController/viewControllers",
            message: "a tab bar shows at most five tabs on iPhone; UIKit puts the others behind a More tab, which this "
                + "service does not model"),
        BadInput(
            name: "children beside viewControllers",
            body: request(
                app: rooted(#"{"class": "UINavigationController", "viewControllers": [{}], "children": [{}]}"#)),
            status: 422, kind: .impossibleApp, pointer: "/app/scenes/0/windows/0/rootViewController/children",
            message: "a navigation controller's children are its viewControllers; describe them there"),
        BadInput(
            name: "a bar button item without an action",
            body: request(app: rooted(#"{"navigationItem": {"rightBarButtonItems": [{"id": "save"}]}}"#)), status: 400,
            kind: .invalidRequest,
            pointer: "/app/scenes/0/windows/0/rootViewController/navigationItem/rightBarButtonItems/0/action",
            message: "missing required field 'action' (a bar button item needs an action, or a customView that "
                + "handles its own touches)"),
        BadInput(
            name: "a bar button item of no width",
            body: request(app: rooted(#"{"navigationItem": {"leftBarButtonItems": [{"action": "a:", "width": 0}]}}"#)),
            status: 400, kind: .invalidRequest,
            pointer: "/app/scenes/0/windows/0/rootViewController/navigationItem/leftBarButtonItems/0/width",
            message: "width must be between 1 and 1000 points"),
        BadInput(
            name: "a bar button item's unknown target",
            body: request(
                app: rooted(#"{"navigationItem": {"rightBarButtonItems": [{"action": "a:", "target": "nobody"}]}}"#)),
            status: 422, kind: .unknownReference,
            pointer: "/app/scenes/0/windows/0/rootViewController/navigationItem/rightBarButtonItems/0/target",
            message: "no responder has id 'nobody'"),
        BadInput(
            name: "a search controller's isActive that is no Boolean",
            body: request(app: rooted(#"{"searchController": {"isActive": "yes"}}"#)), status: 400,
            kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/rootViewController/searchController/isActive",
            message: "expected true or false here"),
        BadInput(
            name: "a search controller's obscuresBackgroundDuringPresentation that is no Boolean",
            body: request(app: rooted(#"{"searchController": {"obscuresBackgroundDuringPresentation": 1}}"#)),
            status: 400, kind: .invalidRequest,
            pointer: "/app/scenes/0/windows/0/rootViewController/searchController/obscuresBackgroundDuringPresentation",
            message: "expected true or false here"),
        BadInput(
            name: "a search controller's unknown field",
            body: request(app: rooted(#"{"searchController": {"active": true}}"#)), status: 400,
            kind: .invalidRequest, pointer: "/app/scenes/0/windows/0/rootViewController/searchController/active",
            message: "unknown field 'active'; allowed here: isActive, obscuresBackgroundDuringPresentation, "
                + "searchResultsController"),
        BadInput(
            name: "a search results controller that is no object",
            body: request(app: rooted(#"{"searchController": {"searchResultsController": []}}"#)), status: 400,
            kind: .invalidRequest,
            pointer: "/app/scenes/0/windows/0/rootViewController/searchController/searchResultsController",
            message: "expected an object here"),
        BadInput(
            name: "a search controller that is no object",
            body: request(app: rooted(#"{"searchController": true}"#)), status: 400, kind: .invalidRequest,
            pointer: "/app/scenes/0/windows/0/rootViewController/searchController", message: "expected an object here"),
        BadInput(
            name: "too deep", body: String(repeating: "[", count: 300), status: 413, kind: .tooDeep,
            pointer: "/" + Array(repeating: "0", count: 200).joined(separator: "/"),
            message: "nesting exceeds 200 levels here"),
    ]

    @Test(arguments: cases)
    func badInputGetsExactProblem(_ input: BadInput) {
        do {
            _ = try ResponderService.dispatch(body: Array(input.body.utf8))
            Issue.record("expected a problem")
        } catch {
            #expect(error.status == input.status)
            #expect(error.type == input.kind.type)
            #expect(error.problems.first?.pointer == input.pointer)
            #expect(error.problems.first?.message == input.message)
            #expect(!error.detail.isEmpty)
        }
    }

    @Test func malformedJSONSaysWhereAsMembers() throws {
        do {
            _ = try ResponderService.dispatch(body: Array("{\n  \"app\": {,}\n}".utf8))
            Issue.record("expected a problem")
        } catch {
            let field = try #require(error.problems.first)
            #expect(field.line == 2)
            #expect(field.column == 11)
            #expect(field.offset == 12)
            #expect(field.message.hasSuffix("at line 2, column 11 (byte 12)"))
        }
    }

    @Test func unknownReferencesAndFieldsCarryTheSuggestion() throws {
        let body = request(app: #"{"scenes": [{"windows": [{"firstResponder": "windw"}]}]}"#)
        do {
            _ = try ResponderService.dispatch(body: Array(body.utf8))
            Issue.record("expected a problem")
        } catch {
            #expect(error.problems.first?.suggestion == "window")
        }
        do {
            _ = try ResponderService.dispatch(body: Array(request(app: #"{"scenez": []}"#).utf8))
            Issue.record("expected a problem")
        } catch {
            #expect(error.problems.first?.suggestion == "scenes")
        }
    }

    @Test func invalidUTF8IsMalformed() {
        var body = Array(request().utf8)
        body.insert(0xFF, at: 3)
        #expect(throws: Problem.self) { try ResponderService.dispatch(body: body) }
        do {
            _ = try ResponderService.dispatch(body: body)
        } catch {
            #expect(error.kind == .malformedJSON)
            #expect(error.problems.first?.message == "the body is not valid UTF-8")
        }
    }

    @Test func nodeLimitIsEnforced() {
        var limits = Limits()
        limits.maxNodes = 10
        let views = (0..<20).map { #"{"id": "v\#($0)"}"# }.joined(separator: ",")
        let body = request(app: #"{"scenes": [{"windows": [{"subviews": [\#(views)]}]}]}"#)
        do {
            _ = try ResponderService.dispatch(body: Array(body.utf8), limits: limits)
            Issue.record("expected 413")
        } catch {
            #expect(error.status == 413)
            #expect(error.kind == .tooManyNodes)
            #expect(error.problems.first?.pointer == "/app")
        }
    }

    @Test func eventLimitIsEnforced() {
        var limits = Limits()
        limits.maxEvents = 2
        let body = #"{"app": \#(window), "events": [{"type": "motion"}, {"type": "motion"}, {"type": "motion"}]}"#
        do {
            _ = try ResponderService.dispatch(body: Array(body.utf8), limits: limits)
            Issue.record("expected 413")
        } catch {
            #expect(error.kind == .tooManyEvents)
            #expect(error.problems.first?.pointer == "/events")
        }
    }

    @Test func tenMegabyteStringIsRejectedAsUnknownFieldNotCrash() {
        let big = String(repeating: "x", count: 10_000_000)
        let body = #"{"app": \#(window), "event": {"type": "press", "key": "\#(big)"}, "title": 5}"#
        #expect(throws: Problem.self) { try ResponderService.dispatch(body: Array(body.utf8)) }
    }
}

extension Problem {
    var kind: ProblemKind? { ProblemKind.allCases.first { $0.type == type } }
}
