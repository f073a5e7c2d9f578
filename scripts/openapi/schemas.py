"""Component schemas for openapi.yaml (request and response formats)."""

REF = lambda name: {"$ref": f"#/components/schemas/{name}"}


def nullable(schema, description=None):
    """The service decodes optional fields with decodeIfPresent: null means the same as leaving the field out."""
    schema = dict(schema)
    if "$ref" in schema or "oneOf" in schema:
        out = {"oneOf": [schema, {"type": "null"}]}
    else:
        t = schema["type"]
        schema["type"] = [t, "null"] if isinstance(t, str) else list(t) + ["null"]
        if "enum" in schema:
            schema["enum"] = list(schema["enum"]) + [None]
        out = schema
    if description:
        out = dict(out)
        out["description"] = description
    return out


# Every number a request carries lies in one range (NumberRange.maxMagnitude in the Swift core): finite, at most
# a billion in magnitude. A number outside it is refused with 422 number-out-of-range and the pointer to it.
MAX_MAGNITUDE = 1_000_000_000


def coordinate(**extra):
    """A request's number: any value in the one range (422 `number-out-of-range` outside it)."""
    return {"type": "number", "minimum": -MAX_MAGNITUDE, "maximum": MAX_MAGNITUDE, **extra}


def length(**extra):
    """A request's width or height: from 0 (400 when negative) to the range's end (422 past it)."""
    return {"type": "number", "minimum": 0, "maximum": MAX_MAGNITUDE, **extra}


def present(key, typ):
    """Matches when `key` is present and not null."""
    return {"required": [key], "properties": {key: {"type": typ}}}


# ---------------------------------------------------------------- enums (exactly the Swift raw values)

# The enumerations the service's code defines (diagnostic and audit codes, outcomes, rules, kinds) are not copied
# here: use_enums fills them from `responder-lab wire-fields` before any schema is built (generate.py calls it), so
# the description cannot drift from the code. A few short answer-side lists are still written here, where the
# service spells them as literals rather than as an enumeration: a touch's `end` (cancelled), the row-selection
# delegate method, an action's source type, a witness event's type and endpoint, an import's dump kinds, a
# problem's budget, and the example endpoints; test_openapi.py validates every example's answer against them, so a
# value an example's answer holds and a list lacks fails there.
ENUMS_FROM_THE_SERVICE = [
    'DIAGNOSTIC_CODE', 'AUDIT_CODE', 'SEVERITY', 'EVENT_OUTCOME', 'RECOGNIZER_OUTCOME', 'CONTENT_TOUCHES',
    'DELIVERY_OUTCOME', 'DELIVERY_BEHAVIOR', 'ACTION_OUTCOME', 'WALK_ANSWER', 'PATH_OUTCOME',
    'HIT_TEST_OUTCOME', 'START_REASON', 'NEXT_RULE', 'CHAIN_END', 'RESPONDER_KIND', 'RECOGNIZER_KIND',
    'CONTROL_EVENT', 'TOUCH_GESTURE', 'TOUCH_END', 'MODAL_STYLE', 'PROFILE', 'METHOD_OVERRIDE', 'MODIFIER_KEYS',
    'RESPONDER_METHODS', 'METHOD_SIGNATURES', 'EVENT_TYPES', 'SWIPE_DIRECTION', 'LIFECYCLE', 'NIL_TARGET_START',
    'DISABLED_CONTROL_TOUCHES', 'RECOGNIZER_CLASS', 'FIRST_RESPONDER_CALL', 'POINT_INSIDE_WORD', 'HIT_TEST_WORD',
    'SCREEN_EDGE', 'MOTION_SUBTYPE', 'TOUCH_BLOCK_REASON', 'HIT_AREA_RULE',
]
DIAGNOSTIC_CODE = None
AUDIT_CODE = None
SEVERITY = None
EVENT_OUTCOME = None
RECOGNIZER_OUTCOME = None
CONTENT_TOUCHES = None
DELIVERY_OUTCOME = None
DELIVERY_BEHAVIOR = None
ACTION_OUTCOME = None
WALK_ANSWER = None
PATH_OUTCOME = None
HIT_TEST_OUTCOME = None
START_REASON = None
NEXT_RULE = None
CHAIN_END = None
RESPONDER_KIND = None
RECOGNIZER_KIND = None
CONTROL_EVENT = None
TOUCH_GESTURE = None
TOUCH_END = None
MODAL_STYLE = None
PROFILE = None
METHOD_OVERRIDE = None
MODIFIER_KEYS = None
RESPONDER_METHODS = None
METHOD_SIGNATURES = None
EVENT_TYPES = None
SWIPE_DIRECTION = None
LIFECYCLE = None
NIL_TARGET_START = None
DISABLED_CONTROL_TOUCHES = None
RECOGNIZER_CLASS = None
FIRST_RESPONDER_CALL = None
POINT_INSIDE_WORD = None
HIT_TEST_WORD = None
SCREEN_EDGE = None
MOTION_SUBTYPE = None
TOUCH_BLOCK_REASON = None
HIT_AREA_RULE = None
PROBLEM_KINDS = [  # slug, title, status, meaning
    ("malformed-json", "Malformed JSON", 400,
     "The body is not valid JSON (or not UTF-8), or a field name appears twice in one object; the message gives "
     "line, column and byte."),
    ("invalid-request", "Invalid request", 400,
     "Valid JSON of the wrong shape: a wrong type, a missing, unknown or null field, an unknown enum value, an "
     "empty body."),
    ("impossible-app", "Impossible app description", 422,
     "Well-formed, but the app cannot exist: duplicate ids, a class in the wrong role, an impossible first "
     "responder, a `next` loop, an id of the wrong kind, `isResponder` anywhere but on the application's "
     "delegate."),
    ("unknown-reference", "Reference to an unknown id", 422,
     "Every problem is an id that no responder has (with a did-you-mean hint when one is close)."),
    ("number-out-of-range", "Number out of range", 422,
     "A number outside the one range every number of a request lies in: finite, from -1000000000 to 1000000000 "
     "(frames, points, transforms, content sizes, insets, window levels); the pointer names it. A debugger dump "
     "that prints one is refused as `unreadable-dump`, naming its line."),
    ("unreadable-dump", "Unreadable debugger output", 422,
     "`POST /v1/import`: a line of a dump that cannot be read (the field gives its `line` and `column` and says what "
     "was expected there), or a dump with no entry."),
    ("body-too-large", "Request body too large", 413, "The body is larger than maxBodyBytes."),
    ("server-busy", "Server busy", 503,
     "The service holds as many request bodies as it may at once (maxInFlightBodyBytes): try again after "
     "`Retry-After` seconds."),
    ("too-many-nodes", "Too many responders", 413, "The app has more than maxNodes responders."),
    ("too-deep", "JSON nested too deeply", 413, "The JSON nests deeper than maxDepth."),
    ("too-many-events", "Too many events", 413, "The request has more than maxEvents events."),
    ("too-many-touches", "Too many touches", 413, "A touch event has more than maxTouches fingers."),
    ("name-too-long", "Name too long", 413,
     "A string or field name is longer than maxNameBytes (the top-level `title` and `description` excepted)."),
    ("too-much-work", "Too much work for one request", 413,
     "Evaluating the events would take more than maxWorkSteps steps or record more than maxAnswerEntries "
     "entries, or the answer grew past maxAnswerBytes; `budget` and `limit` say which, the pointer names the "
     "event."),
    ("unsupported-media-type", "Unsupported media type", 415, "The body is not declared as JSON."),
    ("not-found", "Not found", 404, "No such path, or no such example."),
    ("method-not-allowed", "Method not allowed", 405, "The path exists but not for this method."),
    ("internal-error", "Internal error", 500, "A bug on the service's side; details are logged, never returned."),
]

# ---------------------------------------------------------------- request schemas

ID_DESC = "The id of a responder declared elsewhere in the app."


def id_ref(description):
    return nullable({"type": "string"}, description)


def trait_properties():
    """ResponderTraits: the fields every responder description shares."""
    return {
        "id": nullable({"type": "string", "minLength": 1},
                       "Unique within the app; other fields refer to the responder by it. When absent the service "
                       "generates one (`application`, `appDelegate`, `scene`, `sceneDelegate`, `window` for the "
                       "first window, `<controller id>.view` for a controller's implicit root view, otherwise the "
                       "JSON Pointer of the responder's object in the request, e.g. "
                       "`/app/scenes/0/windows/0/rootViewController/view/subviews/1`, which stays the same when "
                       "other views are added or removed elsewhere)."),
        "class": nullable({"type": "string"},
                          "The runtime class name. A UIKit class name (see GET /v1/classes) picks up that class's "
                          "defaults; a public class the catalogue does not model one by one (`publicClasses` there: "
                          "UIHostingController, MKMapView, UIRefreshControl, …) is treated as its nearest modelled "
                          "superclass, and the answer says what is not modelled; a name starting with `UI` that is in "
                          "neither is refused as a likely typo (422), with the nearest name as a suggestion. A custom "
                          "class (e.g. `InboxViewController`) inherits the defaults of "
                          "`superclass`, or of the role's base class (UIView, UIWindow, UIViewController, "
                          "UIWindowScene, UIApplication, UIResponder)."),
        "superclass": nullable({"type": "string"},
                               "For a custom class only: the UIKit class it inherits from (must be in the catalogue "
                               "and fit the role, else 422)."),
        "overrides": nullable(REF("Overrides")),
        "next": id_ref("An overridden `next`: the id of the responder it returns (splices that responder into the "
                       "chain). A loop is refused with 422."),
        "canBecomeFirstResponder": nullable({"type": "boolean"}, "Overrides the class default."),
        "canResignFirstResponder": nullable({"type": "boolean"}, "Overrides the default (true)."),
        "inputView": nullable({"type": "boolean"},
                              "Whether it has an input view (a keyboard) when first responder; text inputs default "
                              "to true."),
        "inputAccessoryView": nullable({"type": "boolean"},
                                       "Whether it has an input accessory view, which UIKit shows only while it is "
                                       "first responder (a controller's docked message bar needs "
                                       "`canBecomeFirstResponder: true`)."),
        "keyCommands": nullable({"type": "array", "items": REF("KeyCommand")},
                                "What it returns from `keyCommands`. A press whose key and modifiers match a command "
                                "on the chain from the first responder sends the command's action up that chain; "
                                "since iOS 15 a text input that is first responder types the key first unless "
                                "`wantsPriorityOverSystemBehavior`."),
        "actions": nullable(REF("Actions")),
    }


TRAIT_KEYS = list(trait_properties())


def traits_of(extra, description, required=None, title=None):
    props = trait_properties()
    props.update(extra)
    s = {"type": "object", "description": description, "properties": props, "additionalProperties": False}
    if title:
        s["title"] = title
    if required:
        s["required"] = required
    return s


def center_and_bounds_rules():
    """`center` and `bounds` come together, and replace `frame` and `boundsOrigin` (null counts as absent)."""
    # One if/then/else at the top (an allOf would make client generators build composed models).
    return {"if": present("center", "object"),
            "then": {**present("bounds", "object"),
                     "not": {"anyOf": [present("frame", "object"), present("boundsOrigin", "object")]}},
            "else": {"not": present("bounds", "object")}}


def view_own_properties():
    return {
        "frame": nullable(REF("Frame"),
                          "In the superview's coordinates. Default: the superview's size at (0, 0); a window "
                          "defaults to 390 × 844 (an iPhone 15 screen), a controller's root view to its "
                          "container's size. For a view with a `transform`, UIKit leaves `frame` undefined; here it "
                          "means the rectangle the view occupies before its transform: its middle is the view's "
                          "`center` and its size the `bounds` size, and the transform is applied about that middle. "
                          "Or give UIKit's own pair, `center` and `bounds`, instead."),
        "boundsOrigin": nullable(REF("Point"), "bounds.origin (a scrolled scroll view's contentOffset): what the "
                                               "view's own coordinates start at, so its subviews are drawn shifted "
                                               "by minus this. Default (0, 0)."),
        "center": nullable(REF("Point"), "With `bounds`, instead of `frame`: the view's centre in its superview's "
                                         "coordinates (UIView.center), which a transform leaves in place."),
        "bounds": nullable(REF("Frame"), "With `center`, instead of `frame` and `boundsOrigin`: UIView.bounds, its "
                                         "origin the bounds origin and its size the view's own size (before the "
                                         "transform)."),
        "transform": nullable(REF("Transform")),
        "isHidden": nullable({"type": "boolean", "default": False}),
        "alpha": nullable({"type": "number", "minimum": 0, "maximum": 1, "default": 1},
                          "Below 0.01 the view is invisible to touches."),
        "backgroundColor": nullable({"type": "string",
                                     "pattern": "^(#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?|[A-Za-z][A-Za-z0-9]*)$",
                                     "examples": ["clear", "white", "systemBackground", "#00000080"]},
                                    "UIView.backgroundColor: `clear`, a UIKit colour name (`white`, `black`, `gray`, "
                                    "`lightGray`, `darkGray`, `red`, `green`, `blue`, `yellow`, `orange`, `purple`, "
                                    "`brown`, `cyan`, `magenta`, `tintColor`, `label`, `secondaryLabel`, the "
                                    "`system…Background` colours, `systemRed` and the other system colours, "
                                    "`systemGray` to `systemGray6`, `systemFill`) or `#RRGGBB` / `#RRGGBBAA`. "
                                    "Hit-testing never looks at it; it lets a diagnostic say that a clear view covers "
                                    "a control. Not given: not described (UIKit's default for a plain view is nil, "
                                    "which draws nothing)."),
        "isOpaque": nullable({"type": "boolean"},
                             "UIView.isOpaque, a drawing hint: it changes nothing about touches, and a diagnostic "
                             "says so when a view in front takes a touch."),
        "isUserInteractionEnabled": nullable({"type": "boolean"},
                                             "Default from the class (false for UILabel and UIImageView)."),
        "clipsToBounds": nullable({"type": "boolean"}, "Default from the class."),
        "isMultipleTouchEnabled": nullable({"type": "boolean"}, "Default from the class."),
        "isExclusiveTouch": nullable({"type": "boolean", "default": False}),
        "pointInside": nullable(REF("PointInside")),
        "hitTest": nullable(REF("HitTest")),
        "gestureRecognizers": nullable({"type": "array", "items": REF("GestureRecognizer")}),
        "isEnabled": nullable({"type": "boolean"},
                              "Controls only (UIControl subclasses); on any other view it is refused with 422, even "
                              "as `true`. Default for a control: true."),
        "targets": nullable({"type": "array", "items": REF("TargetAction")},
                            "`addTarget(_:action:for:)` pairs. Controls only; on any other view 422."),
        "isEditable": nullable({"type": "boolean"},
                               "Text inputs: false also removes the keyboard unless `inputView` is given."),
        "hasText": nullable({"type": "boolean"}, "Text inputs: whether there is text (edit menu)."),
        "hasSelection": nullable({"type": "boolean"}, "Text inputs: whether text is selected (edit menu)."),
        "isScrollEnabled": nullable({"type": "boolean"},
                                    "Default true. Scroll views only (UIScrollView, UITableView, UICollectionView, UITextView and "
                                    "their subclasses; on any other view every scroll field is refused with 422). "
                                    "False disables the scroll view's own pan recognizer."),
        "contentSize": nullable(REF("Size"),
                                "Scroll views only. Default: the smallest size holding every subview's frame (what "
                                "Auto Layout's content constraints usually make). The pan begins only along an "
                                "axis where the content is larger than the bounds (or the view bounces anyway)."),
        "contentOffset": nullable(REF("Point"),
                                  "Scroll views only: the scroll position, which is the bounds origin (give this or "
                                  "`boundsOrigin`, not both)."),
        "delaysContentTouches": nullable({"type": "boolean"},
                                         "Scroll views only; default true. True: the content's touchesBegan waits until the scroll "
                                         "view knows the finger is not starting a scroll (about 150 ms); a drag then "
                                         "scrolls and the content never sees the touch."),
        "canCancelContentTouches": nullable({"type": "boolean"},
                                            "Scroll views only; default true. False: once the content has the touch, a drag never "
                                            "scrolls."),
        "touchesShouldCancel": nullable({"type": "boolean"},
                                        "Scroll views only: what an override of `touchesShouldCancel(in:)` answers "
                                        "for every content view. Not given: UIKit's default, true unless the touched "
                                        "view is a UIControl (so a drag that starts on a button that already has the "
                                        "touch does not scroll)."),
        "bounces": nullable({"type": "boolean"}, "Scroll views only; default true."),
        "alwaysBounceVertical": nullable({"type": "boolean"},
                                         "Scroll views only: scroll vertically even when the content fits. Default "
                                         "from the class: true for UITableView, false otherwise."),
        "alwaysBounceHorizontal": nullable({"type": "boolean"}, "Scroll views only; default false."),
        "panGestureRecognizer": nullable(REF("ScrollPan"),
                                         "Scroll views only: what the app sets on the scroll view's own pan "
                                         "recognizer (`<id>.panGestureRecognizer`)."),
        "allowsSelection": nullable({"type": "boolean"},
                                    "UITableView and UICollectionView (and subclasses) only, 422 on any other view; "
                                    "default true. False: a tap on a cell selects no row (item)."),
        "delegate": nullable({"type": "string", "minLength": 1},
                             "UITableView and UICollectionView (and subclasses) only, 422 on any other view: the id "
                             "of the table's delegate (a controller or an object in `objects`). A tap whose "
                             "touchesEnded reaches the table selects the cell's row and calls the delegate's "
                             "`tableView(_:didSelectRowAt:)` (`collectionView(_:didSelectItemAt:)`) when its "
                             "`actions` list it."),
        "subviews": nullable({"type": "array", "items": REF("ViewDescription")},
                             "Front-most last, as in UIKit. Each nesting level adds two JSON levels (see maxDepth). "
                             "On a table or collection cell without `contentView`, these are placed in a content "
                             "view the runtime profile synthesizes (`<cell id>.contentView`), and an info diagnostic "
                             "`cellContentViewSynthesized` says so (a warning when the touched view acts on "
                             "touches, since had it been added with `cell.addSubview` the content view would take "
                             "the touch); with `contentView`, they are the cell's own subviews (`cell.addSubview`), "
                             "under the content view."),
        "viewController": nullable(REF("ViewHeldController"),
                                   "The controller whose root view this view is, described where the view stands "
                                   "(as a view tree printed by the debugger is known whole): the view stays in "
                                   "the tree, and the controller comes between it and its superview in the chain. "
                                   "Not on a window (422), nor on a view that is already a controller's `view`."),
        "contentView": nullable(REF("ViewDescription"),
                                "Table and collection cells and UIVisualEffectView only (422 on any other view): the "
                                "content view and its subviews (`cell.contentView.addSubview`). A cell's lies on top "
                                "of the cell's own `subviews`, as in UIKit, so a control added to the cell itself is "
                                "covered by it. Class `UITableViewCellContentView`, `UICollectionViewCellContentView` "
                                "or `_UIVisualEffectContentView`, id `<id>.contentView`, frame the view's bounds, "
                                "unless given. A UIVisualEffectView's own `subviews` may only be UIKit's private "
                                "views (`_UIVisualEffectBackdropView`, as a dump prints them): since iOS 11 UIKit "
                                "raises an exception for a view added to the effect view itself, so one is refused "
                                "(422) with a pointer to it."),
    }


def use_enums(enums):
    """Sets the enumerations of ENUMS_FROM_THE_SERVICE from `responder-lab wire-fields`' `enums`."""
    missing = [name for name in ENUMS_FROM_THE_SERVICE if name not in enums]
    if missing:
        raise SystemExit(f"responder-lab wire-fields does not export {', '.join(missing)}")
    globals().update({name: list(enums[name]) for name in ENUMS_FROM_THE_SERVICE})


def request_schemas():
    s = {}
    s["ResponderTraits"] = {
        "type": "object",
        "description": "The fields every responder description shares (application, delegates, scenes, windows, "
                       "view controllers, views, custom objects). This schema documents them once; each concrete "
                       "description repeats them, because every object is strict (`additionalProperties: false`).",
        "properties": trait_properties(),
    }
    s["Overrides"] = {
        "type": "object",
        "description": "UIResponder event methods the class overrides: `callsSuper` handles the event and lets "
                       "UIResponder's default pass it to `next`; `withoutSuper` handles it and stops the walk (the "
                       "event is swallowed). Not overridden (absent or null): the default forwards it. Null for the whole map "
                       "means the same as leaving it out.",
        "properties": {m: nullable({"type": "string", "enum": METHOD_OVERRIDE}) for m in RESPONDER_METHODS},
        "additionalProperties": False,
        "example": {"touchesBegan": "withoutSuper", "touchesEnded": "callsSuper"},
    }
    s["Actions"] = {
        "type": "object",
        "description": "Action selectors the class implements, keyed by selector in either spelling "
                       "(`archiveMessage(_:)` or `archiveMessage:`). `true`: implements it and "
                       "`canPerformAction(_:withSender:)` agrees; `false`: implements it but declines; an object "
                       "gives the decline a reason; `null` means the selector is not listed. Null for the whole map means the "
                       "same as leaving it out.",
        "additionalProperties": nullable(REF("ActionSupport")),
        "example": {"copy(_:)": True, "paste:": {"canPerform": False, "reason": "read-only"}},
    }
    s["ActionSupport"] = {
        "description": "One selector of `actions`: `true` (implements it, and `canPerformAction(_:withSender:)` "
                       "agrees), `false` (implements it but declines) or an object that gives the decline a reason.",
        "oneOf": [{"type": "boolean"}, REF("ActionAvailability")],
    }
    s["ActionAvailability"] = {
        "type": "object",
        "description": "What `canPerformAction(_:withSender:)` says for one implemented selector.",
        "properties": {
            "canPerform": nullable({"type": "boolean", "default": True}),
            "reason": nullable({"type": "string"}, "Why it declines, shown in the answer."),
        },
        "additionalProperties": False,
    }
    s["Point"] = {
        "type": "object", "description": "A point, in points.", "required": ["x", "y"],
        "properties": {"x": coordinate(), "y": coordinate()},
        "additionalProperties": False, "example": {"x": 340, "y": 184},
    }
    s["AnswerPoint"] = {
        "type": "object", "required": ["x", "y"],
        "description": "A point in an answer. A coordinate is null when it is beyond the range of a double "
                       "(an app with coordinates near 1e308 moved by more), which JSON cannot spell.",
        "properties": {"x": {"type": ["number", "null"]}, "y": {"type": ["number", "null"]}},
        "additionalProperties": False, "example": {"x": 340, "y": 184},
    }
    s["Size"] = {
        "type": "object", "description": "A size; neither dimension may be negative (400).",
        "required": ["width", "height"],
        "properties": {"width": length(), "height": length()},
        "additionalProperties": False, "example": {"width": 44, "height": 44},
    }
    s["Frame"] = {
        "type": "object", "description": "A rectangle in the superview's coordinates.",
        "required": ["width", "height"],
        "properties": {
            "x": nullable(coordinate(default=0)), "y": nullable(coordinate(default=0)),
            "width": length(), "height": length(),
        },
        "additionalProperties": False, "example": {"x": 0, "y": 54, "width": 390, "height": 790},
    }
    matrix = ["a", "b", "c", "d", "tx", "ty"]
    friendly = ["scale", "scaleX", "scaleY", "rotation", "translation"]
    tprops = {k: nullable(coordinate()) for k in matrix}
    tprops.update({
        "scale": nullable(coordinate(), "Uniform scale (scaleX and scaleY win over it)."),
        "scaleX": nullable(coordinate()), "scaleY": nullable(coordinate()),
        "rotation": nullable(coordinate(), "Degrees."),
        "translation": nullable(REF("Point")),
    })
    s["Transform"] = {
        "type": "object",
        "description": "A view's transform: either the six CGAffineTransform numbers `a b c d tx ty` (missing ones "
                       "from the identity) or the friendly `scale`/`scaleX`/`scaleY`/`rotation` (degrees)/"
                       "`translation`; mixing the two forms is refused (400). The friendly fields compose as "
                       "UIKit's `CGAffineTransform(scaleX:y:).rotated(by:)` followed by the translation: scale "
                       "first, then rotate (positive degrees turn clockwise on screen, y pointing down), then "
                       "translate, all about the view's centre. A transform without an inverse (a zero scale) "
                       "makes the view unhittable.",
        "properties": tprops,
        "additionalProperties": False,
        # Any matrix number given: no friendly field may be given (null counts as absent).
        "if": {"anyOf": [present(k, "number") for k in matrix]},
        "then": {"not": {"anyOf": [present(k, "number") for k in friendly[:-1]] + [present("translation", "object")]}},
        "example": {"scale": 0.5, "rotation": 45},
    }
    s["Insets"] = {
        "type": "object", "description": "Edge insets; negative values enlarge.",
        "properties": {k: nullable(coordinate(default=0)) for k in ["top", "left", "bottom", "right"]},
        "additionalProperties": False,
    }
    s["PointInside"] = {
        "description": "A `point(inside:with:)` override: `bounds` (UIView's default), `always`, `never`, "
                       "`{\"minimumSize\": {...}}` (bounds grown symmetrically to at least that size, never shrunk) "
                       "or `{\"insets\": {...}}`. Give one of the two keys, not both: an object with both is refused (400, "
                       "\"give minimumSize or insets, not both\"); a key given as null counts as absent.",
        "oneOf": [{"type": "string", "enum": POINT_INSIDE_WORD}, REF("PointInsideBounds")],
        "example": {"minimumSize": {"width": 44, "height": 44}},
    }
    s["PointInsideBounds"] = {
        "type": "object",
        "description": "The object form of `pointInside`: `minimumSize` or `insets`, not both (400); a key given as "
                       "null counts as absent, so exactly one of them is an object.",
        "properties": {"minimumSize": nullable(REF("Size")), "insets": nullable(REF("Insets"))},
        "additionalProperties": False,
        # minimumSize given: insets must not be; otherwise insets must be (null counts as absent).
        "if": present("minimumSize", "object"),
        "then": {"not": present("insets", "object")},
        "else": present("insets", "object"),
        "example": {"minimumSize": {"width": 44, "height": 44}},
    }
    s["HitTest"] = {
        "description": "A `hitTest(_:with:)` override: `standard` (UIView's default), `returnsNil` (the view and its "
                       "subtree are invisible to touches), `passThrough` (returns nil instead of itself: touches on "
                       "its empty area fall through, its subviews still get theirs), `returnsSelf` (intercepts its "
                       "subviews' touches) or `{\"redirectTo\": \"viewId\"}` (returns another view).",
        "oneOf": [{"type": "string", "enum": HIT_TEST_WORD},
                  REF("HitTestRedirect")],
        "example": {"redirectTo": "slider"},
    }
    s["HitTestRedirect"] = {
        "type": "object", "description": "The object form of `hitTest`: return another view.",
        "required": ["redirectTo"],
        "properties": {"redirectTo": {"type": "string", "description": "The id of a view (422 otherwise)."}},
        "additionalProperties": False,
        "example": {"redirectTo": "slider"},
    }
    s["GestureRecognizer"] = {
        "type": "object", "description": "A gesture recognizer attached to the view.",
        "required": ["type"],
        "properties": {
            "id": nullable({"type": "string"}, "Default: the JSON Pointer of the recognizer's object in the "
                                                  "request, e.g. `/app/scenes/0/windows/0/subviews/0/"
                                                  "gestureRecognizers/0`."),
            "type": {"type": "string", "enum": RECOGNIZER_KIND,
                     "description": "`screenEdgePan`: a UIScreenEdgePanGestureRecognizer for the left edge, which "
                                    "recognizes a drag that begins within about 20 points of the window's left edge "
                                    "(observed; UIKit does not document it) and moves inward. A navigation "
                                    "controller showing a pushed screen has one of its own, "
                                    "`<id>.interactivePopGestureRecognizer`, which pops."},
            "recognizes": nullable({"type": "boolean"},
                                   "Whether it recognizes in this scenario. Default: the touch decides: its gesture, "
                                   "path, fingers and taps, judged as UIKit does (a tap fails when the finger moves "
                                   "more than `tapAllowableMovement`; a pan begins after 10 points; a swipe must go "
                                   "at least 50 points in an accepted direction, more than twice as far along it as "
                                   "across; a long press is the `longPress` gesture)."),
            "isEnabled": nullable({"type": "boolean", "default": True}),
            "numberOfTapsRequired": nullable({"type": "integer", "minimum": 1, "maximum": 10, "default": 1},
                                             "A whole number from 1 to 10 (`2.0` counts as whole). A tap recognizer "
                                             "recognizes when the touch's `tapCount` reaches it."),
            "numberOfTouchesRequired": nullable({"type": "integer", "minimum": 1, "maximum": 5, "default": 1},
                                                "The fingers a tap, long press or swipe needs; for a pan, the least "
                                                "number of fingers (`minimumNumberOfTouches`)."),
            "direction": nullable({"type": "array", "items": {"type": "string", "enum": SWIPE_DIRECTION},
                                   "minItems": 1, "default": ["right"]},
                                  "Swipe recognizers: the directions accepted (UIKit's option set, as a list)."),
            "requiresToFail": nullable({"type": "array", "items": {"type": "string"}, "default": []},
                                       "Ids of recognizers this one waits for to fail (`require(toFail:)`): a single "
                                       "tap that waits for a double tap. Described ones, or UIKit's own: a scroll "
                                       "view's `<id>.panGestureRecognizer`, a navigation controller's "
                                       "`<id>.interactivePopGestureRecognizer`."),
            "cancelsTouchesInView": nullable({"type": "boolean", "default": True}),
            "delaysTouchesBegan": nullable({"type": "boolean", "default": False}),
            "delaysTouchesEnded": nullable({"type": "boolean", "default": True}),
            "recognizesSimultaneously": nullable({"type": "boolean", "default": False},
                                                 "`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`."),
            "target": id_ref("The id of the responder its action goes to."),
            "action": nullable({"type": "string"}, "The action selector, in either spelling."),
            "delegate": nullable(REF("GestureRecognizerDelegate"), "What its delegate answers."),
        },
        "additionalProperties": False,
        "example": {"id": "cardTap", "type": "tap", "target": "feed", "action": "openCard(_:)"},
    }
    s["GestureRecognizerDelegate"] = {
        "type": "object",
        "description": "What the recognizer's delegate (`UIGestureRecognizerDelegate`) answers. Absent methods keep "
                       "UIKit's defaults: every touch is received, the recognizer may begin, no extra failure "
                       "requirements.",
        "properties": {
            "shouldReceive": nullable(REF("ShouldReceive"), "`gestureRecognizer(_:shouldReceive:)`."),
            "shouldBegin": nullable({"type": "boolean", "default": True},
                                    "`gestureRecognizerShouldBegin(_:)`: false makes the recognizer fail when it "
                                    "would begin, and the touch goes on to the views."),
            "shouldRequireFailureOf": nullable({"type": "array", "items": {"type": "string"}, "default": []},
                                               "`gestureRecognizer(_:shouldRequireFailureOf:)` returns true for these "
                                               "recognizers (ids): this one waits for each to fail, as with "
                                               "`requiresToFail`."),
            "shouldBeRequiredToFailBy": nullable({"type": "array", "items": {"type": "string"}, "default": []},
                                                 "`gestureRecognizer(_:shouldBeRequiredToFailBy:)` returns true for "
                                                 "these recognizers (ids): each of them waits for this one to "
                                                 "fail."),
        },
        "additionalProperties": False,
        "example": {"shouldReceive": {"falseIn": ["volumeSlider"]}},
    }
    s["KeyCommand"] = {
        "type": "object",
        "description": "A UIKeyCommand the responder returns from `keyCommands`.",
        "required": ["input", "action"],
        "properties": {
            "input": {"type": "string", "minLength": 1,
                      "description": "The key, as for a press event's `key` (`s`, `space`, `upArrow`)."},
            "modifiers": nullable({"type": "array", "items": {"type": "string", "enum": MODIFIER_KEYS},
                                   "uniqueItems": True, "default": []}, "The modifier keys (`modifierFlags`)."),
            "action": {"type": "string", "minLength": 1, "description": "The action selector, in either spelling."},
            "wantsPriorityOverSystemBehavior": nullable({"type": "boolean", "default": False},
                                                        "True: the command wins over the text input and focus "
                                                        "systems, which get keys first since iOS 15."),
        },
        "additionalProperties": False,
        "example": {"input": "s", "modifiers": ["command"], "action": "save(_:)"},
    }
    s["ScrollPan"] = {
        "type": "object",
        "description": "A scroll view's own `panGestureRecognizer`, as the app configures it.",
        "properties": {
            "requiresToFail": nullable({"type": "array", "items": {"type": "string"}, "default": []},
                                       "`require(toFail:)`: ids of recognizers it waits for, described ones or "
                                       "UIKit's (`<nav id>.interactivePopGestureRecognizer`, another scroll view's "
                                       "`<id>.panGestureRecognizer`)."),
        },
        "additionalProperties": False,
        "example": {"requiresToFail": ["nav.interactivePopGestureRecognizer"]},
    }
    s["ShouldReceive"] = {
        "type": "object",
        "description": "`gestureRecognizer(_:shouldReceive:)` returns false for a touch whose view is one of these "
                       "views or inside one, and true for every other touch. A recognizer that receives none of an "
                       "event's touches is `touchNotReceived`: it neither recognizes nor cancels them. This is "
                       "the usual fix for a recognizer that takes a control's drag (a sheet's pan over a slider), "
                       "where `cancelsTouchesInView = false` would leave the drag to both.",
        "required": ["falseIn"],
        "properties": {
            "falseIn": {"type": "array", "items": {"type": "string"}, "minItems": 1,
                        "description": "Ids of views (422 for a responder that is not a view)."},
        },
        "additionalProperties": False,
        "example": {"falseIn": ["volumeSlider"]},
    }
    s["TargetAction"] = {
        "type": "object",
        "description": "A control's `addTarget(_:action:for:)`. A missing or null target is a nil-targeted action "
                       "that walks the responder chain.",
        "required": ["action"],
        "properties": {
            "event": nullable({"type": "string", "enum": CONTROL_EVENT, "default": "touchUpInside"}),
            "target": id_ref("The explicit target's id; absent or null: nil-targeted."),
            "action": {"type": "string", "description": "The selector, either spelling: `deleteTapped(_:)` or "
                                                        "`deleteTapped:`."},
        },
        "additionalProperties": False,
        "example": {"event": "touchUpInside", "target": "inbox", "action": "deleteTapped(_:)"},
    }
    s["ViewDescription"] = traits_of(
        view_own_properties(),
        "A view and its subtree, nested the way a person draws it. Everything is optional; omitted flags take the "
        "class's UIKit defaults. Default class: UIView.")
    s["ViewDescription"].update(center_and_bounds_rules())
    s["WindowDescription"] = traits_of(
        {**view_own_properties(),
         "rootViewController": nullable(REF("ViewControllerDescription")),
         "isKey": nullable({"type": "boolean"},
                           "At most one window may be key (422). Default: the app's `keyWindow`, else the first "
                           "window."),
         "windowLevel": nullable(coordinate(default=0), "Higher levels are hit-tested first."),
         "firstResponder": id_ref("This window's first responder: a responder in this window (or a non-view "
                                  "object) whose canBecomeFirstResponder is true (422 otherwise).")},
        "A UIWindow: a view (every ViewDescription field) plus its root view controller, key status, level and "
        "first responder. Default class UIWindow, default frame 390 × 844.")
    s["WindowDescription"].update(center_and_bounds_rules())
    s["ViewControllerDescription"] = traits_of(
        {"view": nullable(REF("ViewDescription"),
                          "The root view. Absent: UIKit's loadView() gives a plain UIView with id `<id>.view` "
                          "filling the container."),
         "children": nullable({"type": "array", "items": REF("ViewControllerDescription")},
                              "Child view controllers."),
         "container": id_ref("For a child: the id of the view inside the parent's view tree that holds the "
                             "child's root view (422 otherwise)."),
         "presented": nullable(REF("ViewControllerDescription"), "The controller this one presents."),
         "modalPresentationStyle": nullable({"type": "string", "enum": MODAL_STYLE, "default": "pageSheet"},
                                            "On a presented controller: decides the private wrapper views "
                                            "(UITransitionView, UIDropShadowView) the runtime profile inserts."),
         "viewControllers": nullable({"type": "array", "items": REF("ViewControllerDescription")},
                                     "A UINavigationController's stack, bottom first (the last is on top), or a "
                                     "UITabBarController's tabs (at most five). Only the top or selected "
                                     "controller's view is in the window; in the runtime profile inside the "
                                     "private views iOS prints (UILayoutContainerView, UINavigationTransitionView "
                                     "or UITransitionView, UIViewControllerWrapperView). Refused (422) on any other "
                                     "controller, when empty, and beside `children`. Absent on a container "
                                     "controller: it is laid out like any controller."),
         "selectedIndex": nullable({"type": "integer", "minimum": 0, "maximum": 99},
                                   "A UITabBarController's selected tab, 0 when absent; 422 when out of range or on "
                                   "another controller."),
         "navigationBar": nullable(REF("BarDescription"),
                                   "A UINavigationController's bar: at the top (y 47, under the status bar; 0 in a "
                                   "sheet), 44 high, the container's width. It holds a back button "
                                   "(`<nav>.backButton`, 72 wide, which sends popViewControllerAnimated: to the "
                                   "navigation controller) when the stack has more than one controller, then the "
                                   "top controller's bar button items."),
         "tabBar": nullable(REF("BarDescription"),
                            "A UITabBarController's bar: at the bottom, 83 high (49 of buttons and the 34-point "
                            "home indicator inset), with one UITabBarButton `<child>.tabBarButton` per tab, of equal "
                            "widths, each sending _tabBarItemClicked: to the tab bar."),
         "navigationItem": nullable(REF("NavigationItem"),
                                    "The bar button items a navigation bar shows while this controller is on top of "
                                    "a navigation stack."),
         "preferredScreenEdgesDeferringSystemGestures": nullable(
             {"type": "array", "items": {"type": "string", "enum": SCREEN_EDGE},
              "uniqueItems": True, "default": []},
             "The edges where the app's touches come before the system's own edge gestures. Without it, a control "
             "within about 20 points of the top or bottom edge gets a `systemGestureDelaysTouch` note (observed: "
             "touchesBegan comes late). The window asks its root controller (or the full-screen controller "
             "presented over it); a child's preference counts only when forwarded "
             "(childForScreenEdgesDeferringSystemGestures).")},
        "A view controller: its root view, child controllers and the controller it presents; a container "
        "controller's `viewControllers`. Default class UIViewController; no default id (named by its JSON "
        "Pointer).")
    s["BarDescription"] = {
        "type": "object",
        "description": "A container controller's bar (`navigationBar` or `tabBar`), as UIKit draws it on the default "
                       "390 × 844 window unless described.",
        "properties": {
            "frame": nullable(REF("Frame"), "The bar's frame in the container controller's view."),
            "isHidden": nullable({"type": "boolean", "default": False},
                                 "`isNavigationBarHidden`, or the tab bar's `isHidden`: a hidden bar takes no "
                                 "touches and its buttons are not in the window."),
            "subviews": nullable({"type": "array", "items": REF("ViewDescription")},
                                 "Views the app added to the bar (`tabBar.addSubview`), in the bar's coordinates, in "
                                 "front of its own buttons. The bar does not clip, so a raised centre button whose "
                                 "top sticks out shows there, but hit-testing rejects the bar first, so only the "
                                 "part inside the bar takes touches (`outsideSuperviewBounds`)."),
        },
        "additionalProperties": False,
        "example": {"isHidden": True},
    }
    s["NavigationItem"] = {
        "type": "object",
        "description": "A view controller's `navigationItem`. Each item is drawn as a private `_UIButtonBarButton` "
                       "control, 44 high, laid out from the bar's edges 8 points apart.",
        "properties": {
            "leftBarButtonItems": nullable({"type": "array", "items": REF("BarButtonItem")},
                                           "From the leading edge inwards; they replace the back button unless "
                                           "`leftItemsSupplementBackButton`."),
            "rightBarButtonItems": nullable({"type": "array", "items": REF("BarButtonItem")},
                                            "The first is the rightmost, as in UIKit."),
            "hidesBackButton": nullable({"type": "boolean", "default": False},
                                        "Also declines the swipe back (the interactive pop gesture), as observed on "
                                        "iOS."),
            "leftItemsSupplementBackButton": nullable({"type": "boolean", "default": False},
                                                      "False (UIKit's default): left items replace the back button, "
                                                      "and the swipe back is declined too (observed); true: they "
                                                      "come after it."),
        },
        "additionalProperties": False,
        "example": {"rightBarButtonItems": [{"id": "saveItem", "action": "save(_:)"}]},
    }
    s["BarButtonItem"] = {
        "type": "object",
        "description": "A `UIBarButtonItem(title:style:target:action:)`. It sends its action on touchUpInside: to "
                       "its target, or, without one, from the first responder along the chain (from the key window "
                       "when nothing is focused), like a control's nil-targeted action.",
        "properties": {
            "id": nullable({"type": "string", "minLength": 1}, "Default: the item's JSON Pointer."),
            "action": {"type": "string",
                       "description": "The selector, either spelling. Required unless `customView` is given (400)."},
            "target": id_ref("The explicit target's id; absent or null: nil-targeted."),
            "width": nullable({"type": "number", "minimum": 1, "maximum": 1000, "default": 44},
                              "In points; 44 is Apple's minimum tap target. Not with `customView` (400)."),
            "isEnabled": nullable({"type": "boolean", "default": True}, "Not with `customView` (400)."),
            "customView": nullable(REF("ViewDescription"),
                                   "`UIBarButtonItem(customView:)`: the bar shows this view at its own size (44 x 44 "
                                   "unless its frame says), centred vertically, and only it takes the item's taps. "
                                   "UIKit's documentation: the item does not call its target's action for a custom "
                                   "view, so an `action` given here is never sent (`barButtonActionIgnored`). Its "
                                   "id defaults to the item's."),
        },
        "additionalProperties": False,
        "example": {"id": "saveItem", "action": "save(_:)", "target": "editor"},
    }
    s["ResponderObject"] = traits_of(
        {"isResponder": nullable({"type": "boolean"},
                                 "Application delegate and `objects` (default true): whether the class inherits "
                                 "from UIResponder. An app delegate that does not is not UIApplication's next; an "
                                 "object that does not is a plain NSObject (default class `NSObject`): a control's "
                                 "or recognizer's target or a table's delegate, never first responder, `next` or "
                                 "a walk's start (422), and without `overrides`, `next`, `canBecomeFirstResponder`, "
                                 "`canResignFirstResponder` or `inputView` (422). On a scene delegate it is refused "
                                 "with 422 `impossible-app`, even as `true`, pointer `.../delegate/isResponder`; "
                                 "null there means absent."),
         "isRetained": nullable({"type": "boolean"},
                                "`objects` only (422 on a delegate; default true): whether anything keeps a strong "
                                "reference to the object. False: it was a local variable, and it is gone when the "
                                "event comes, because controls (documented), recognizers and tables hold targets "
                                "and delegates weakly: a control's action is then sent with a nil target and walks "
                                "the responder chain, a recognizer's reaches nobody, a table has no delegate; a "
                                "`targetReleased` warning says so.")},
        "A responder that is not a view: a delegate or a custom UIResponder subclass, or in `objects` a plain "
        "NSObject. Default class: `AppDelegate` (application delegate), `SceneDelegate` (scene delegate), "
        "`UIResponder` (objects; `NSObject` with `isResponder: false`).")
    s["ObjectDescription"] = {
        "description": "The application delegate: a described object, or the id of an existing responder (a "
                       "delegate that is, say, the root view controller). The id-string form is refused (422) for "
                       "scene delegates and for entries of `objects`.",
        "oneOf": [REF("ResponderObject"), {"type": "string", "description": ID_DESC}],
    }
    s["ApplicationDescription"] = traits_of(
        {"delegate": nullable(REF("ObjectDescription"),
                              "Absent or null: the Xcode template's `AppDelegate` (a UIResponder, id "
                              "`appDelegate`).")},
        "The UIApplication object and its delegate. Default id `application`, default class UIApplication.")
    s["SceneDescription"] = traits_of(
        {"delegate": nullable(REF("ResponderObject"),
                              "The scene delegate (default class SceneDelegate, id `sceneDelegate`, "
                              "`sceneDelegate2`, …). Never in the chain unless spliced in with `next`. Must be an "
                              "object: an id string is refused (422)."),
         "windows": nullable({"type": "array", "items": REF("WindowDescription")})},
        "A UIWindowScene with its windows and delegate. Default class UIWindowScene, default ids `scene`, "
        "`scene2`, ….")
    s["AppDescription"] = {
        "type": "object",
        "description": "The whole app: application, scenes (windows, controllers, views), custom responders and "
                       "state. Ids are unique across the app (422 otherwise); every id reference must resolve (422 "
                       "`unknown-reference`, with a did-you-mean hint).",
        "required": ["scenes"],
        "properties": {
            "application": nullable(REF("ApplicationDescription")),
            "scenes": {"type": "array", "items": REF("SceneDescription")},
            "objects": nullable({"type": "array", "items": REF("ResponderObject")},
                                "Custom responders that are not views or controllers (reached through `next`), "
                                "and plain NSObjects (`isResponder: false`) that are targets or delegates."),
            "keyWindow": id_ref("The key window's id. Default: the window with isKey, else the first window."),
            "firstResponder": id_ref("The key window's first responder (or the first responder of the window "
                                     "that holds it)."),
            "focusedView": id_ref("The view the focus engine focused (presses start there)."),
            "pasteboardHasContent": nullable({"type": "boolean", "default": True},
                                             "Paste appears in the edit menu only then."),
        },
        "additionalProperties": False,
    }
    s["Settings"] = {
        "type": "object", "description": "Evaluation settings; every field optional.",
        "properties": {
            "nilTargetStart": nullable({"type": "string", "enum": NIL_TARGET_START, "default": "firstResponder"},
                                       "Where a control's nil-targeted action starts its walk: the first responder "
                                       "(or the key window without one), as UIKit does, or the sending control."),
            "disabledControlTouches": nullable(
                {"type": "string", "enum": DISABLED_CONTROL_TOUCHES, "default": "forward"},
                "A disabled control forwards its touches to `next` (UIKit) or absorbs them."),
            "synthesizeWrappers": nullable({"type": "boolean", "default": True},
                                           "Insert UIKit's private wrapper views (UITableViewCellContentView, "
                                           "UITransitionView, UIDropShadowView …). Runtime profile only; always "
                                           "false in the documented profile."),
            "diagnoseUnreachable": nullable({"type": "boolean", "default": True},
                                            "Look for views drawn under the finger that hit-testing could not "
                                            "reach."),
            "tapAllowableMovement": nullable({"type": "number", "minimum": 0, "maximum": 100, "default": 10},
                                             "How far (points) a finger may move before a tap recognizer fails. "
                                             "UIKit does not document it; 10 is UILongPressGestureRecognizer's "
                                             "documented allowableMovement and what current iOS tolerates."),
            "controlTrackingMargin": nullable({"type": "number", "minimum": 0, "maximum": 200, "default": 70},
                                              "How far (points) outside a control's bounds a tracked finger still "
                                              "counts as inside (touchDragInside, touchUpInside). UIKit does not "
                                              "document it; 70 is what current iOS measures."),
        },
        "additionalProperties": False,
    }
    s["Profile"] = {
        "type": "string", "enum": PROFILE, "default": "runtime",
        "description": "`runtime`: what current iOS prints (window → window scene → application; a controller's "
                       "next is its root view's superview, private wrappers included). `documented`: Apple's written "
                       "rules (window → application; a root controller's next is the window, a presented "
                       "controller's the presenting controller).",
    }

    def event(name, typ, props, description, required=(), extra=None):
        sch = {"type": "object", "title": name, "description": description,
               "required": ["type", *required],
               "properties": {"type": {"type": "string", "const": typ}, **props}, "additionalProperties": False}
        if extra:
            sch.update(extra)
        s[name] = sch

    event("TouchEvent", "touch", {
        "point": nullable(REF("Point"), "One finger that does not move, in screen coordinates."),
        "path": nullable({"type": "array", "items": REF("Point"), "minItems": 1},
                         "One finger that moves: the screen points it passes through, the first where it lands "
                         "(hit-testing happens there only), the last where it lifts."),
        "end": nullable({"type": "string", "enum": TOUCH_END},
                        "With `point` or `path`: how the touch ends: `ended` (the default: the finger lifts), or "
                        "`cancelled` (the system cancels it: touchesCancelled, a control's touchCancel)."),
        "window": id_ref("With `point` or `path`: hit-test only this window (its id; 422 when it is not a window)."),
        "touches": nullable({"type": "array", "items": REF("Touch"), "minItems": 1},
                            "Several fingers, each hit-tested on its own; at most maxTouches (default 20; 413 "
                            "`too-many-touches` beyond, pointer `/event/touches` or `/events/N/touches`)."),
        "on": id_ref("One finger aimed at a view (its id), instead of `point`, `path` or `touches`: it lands where a "
                     "tap on the view would, a point of its hit area that hit-testing reaches (inside every clipping "
                     "ancestor, not covered by a view in front), its centre when it can, else the reachable point "
                     "nearest the centre. When no point reaches the view, the tap is evaluated at its centre and an "
                     "`aimedViewUnreachable` warning says why. The result's `aim` says which point and why. Decided "
                     "against the app as it is at that event; the search is charged to the work budget. An unknown "
                     "id is a 422 `unknown-reference` (with a did-you-mean), the id of something that is not a view "
                     "a 422 at `/event/on`; with `point`, `path`, `touches` or `window`, a 400."),
        "gesture": nullable({"type": "string", "enum": TOUCH_GESTURE},
                            "The physical gesture: how the finger moves in time. Default: `tap`, or `pan` when a path "
                            "moves further than `tapAllowableMovement`. With a path, recognizers judge the path too."),
        "tapCount": nullable({"type": "integer", "minimum": 1, "maximum": 10, "default": 1},
                             "Taps in quick succession (`UITouch.tapCount`): 2 for a double tap. A control sends its "
                             "actions for each tap (touchDownRepeat from the second)."),
    }, "One or more fingers. Give `point` or `path` (one finger), `touches` (several) or `on` (one finger aimed at "
       "a view), only one of them; `window` only with `point` or `path`, `end` also with `on`.", extra={
        "if": {"anyOf": [present("point", "object"), present("path", "array")]},
        "then": {"allOf": [{"not": present("touches", "array")}, {"not": present("on", "string")},
                           {"not": {"allOf": [present("point", "object"), present("path", "array")]}}]},
        "else": {
            "if": present("on", "string"),
            "then": {"not": {"anyOf": [present("touches", "array"), present("window", "string")]}},
            "else": {**present("touches", "array"),
                     "not": {"anyOf": [{"required": ["window"]}, {"required": ["end"]}]}},
        },
    })
    s["Touch"] = {
        "type": "object", "description": "One finger: `point` (it does not move) or `path` (it moves), not both.",
        "properties": {
            "point": nullable(REF("Point"), "Where the finger lands and lifts."),
            "path": nullable({"type": "array", "items": REF("Point"), "minItems": 1},
                             "The points the finger passes through: the first where it lands, the last where it "
                             "lifts."),
            "end": nullable({"type": "string", "enum": TOUCH_END, "default": "ended"}, "How the touch ends."),
            "window": id_ref("Hit-test only this window."),
        },
        "if": present("point", "object"), "then": {"not": present("path", "array")},
        "else": present("path", "array"),
        "additionalProperties": False,
    }
    event("PressEvent", "press", {
        "key": nullable({"type": "string"},
                        "The key: a character (`s`), a name for a key that prints nothing (`space`, `return`, "
                        "`tab`, `delete`, `escape`, `upArrow`, `downArrow`, `leftArrow`, `rightArrow`, `pageUp`, "
                        "`pageDown`, `home`, `end`), UIKit's input constant (`UIKeyInputUpArrow`), or a remote "
                        "button's label (free text)."),
        "modifiers": nullable({"type": "array", "items": {"type": "string", "enum": MODIFIER_KEYS},
                               "uniqueItems": True, "default": []},
                              "The modifier keys held (each once)."),
    }, "A physical key or remote button press: starts at the focused view, else the first responder, else the key "
       "window. A key command on that chain matching the key and exactly its modifiers sends its action up the "
       "chain; otherwise pressesBegan and pressesEnded walk it, and a text input that is first responder types a "
       "character, space, arrow, delete, return or tab (with at most Shift).")
    event("MotionEvent", "motion", {
        "subtype": nullable({"type": "string", "enum": MOTION_SUBTYPE, "default": "shake"},
                            "The only motion subtype UIKit delivers."),
    }, "A motion event (shake): starts at the first responder, else the key window.")
    event("RemoteControlEvent", "remoteControl", {
        "subtype": nullable({"type": "string", "default": "play"}, "A label (free text: play, pause …)."),
    }, "A remote-control event: starts at the first responder, else the key window.")
    event("ActionEvent", "action", {
        "action": {"type": "string", "description": "The selector, either spelling (`copy(_:)` or `copy:`)."},
        "target": id_ref("An explicit target (`sendAction(_:to:from:for:)` with a target): no chain walk; a target "
                         "that does not implement it crashes the app (outcome `crashed`)."),
        "sender": id_ref("The sender (usually a control); with `nilTargetStart: sender` the walk starts there."),
        "walkFrom": id_ref("Walk `next` from this responder instead (`target(forAction:withSender:)`)."),
    }, "An action message: explicit target, nil target (walks the chain from the first responder, else the key "
       "window) or an explicit walk. `target` and `walkFrom` exclude each other (400).", required=["action"],
        extra={"if": present("target", "string"), "then": {"not": present("walkFrom", "string")}})
    event("EditMenuEvent", "editMenu", {
        "pressedView": id_ref("The view the user long-pressed (must be a view, else 422)."),
        "customActions": nullable({"type": "array", "items": {"type": "string"}, "default": []},
                                  "Custom menu item selectors to consider besides the standard edit actions "
                                  "(cut:, copy:, paste:, delete:, select:, selectAll:)."),
    }, "The edit menu is requested (long-press): which items appear, and who would perform each.")
    event("BecomeFirstResponderEvent", "becomeFirstResponder", {
        "responder": {"type": "string", "description": ID_DESC},
        "during": nullable({"type": "string", "enum": LIFECYCLE, "default": "now"},
                           "When, in its view controller's life, the call is made (in viewDidLoad and a first "
                           "viewWillAppear the view is not in a window yet)."),
    }, "`becomeFirstResponder()` is called on a responder.", required=["responder"])
    event("ResignFirstResponderEvent", "resignFirstResponder", {
        "responder": id_ref("Default: the key window's first responder."),
    }, "`resignFirstResponder()` is called.")
    event("EndEditingEvent", "endEditing", {
        "view": {"type": "string", "description": "The id of a view (422 otherwise)."},
        "force": nullable({"type": "boolean", "default": False}),
    }, "`view.endEditing(force)`: resigns the first responder inside the view's subtree.", required=["view"])
    mapping = {t: f"#/components/schemas/{n}" for t, n in [
        ("touch", "TouchEvent"), ("press", "PressEvent"), ("motion", "MotionEvent"),
        ("remoteControl", "RemoteControlEvent"), ("action", "ActionEvent"), ("editMenu", "EditMenuEvent"),
        ("becomeFirstResponder", "BecomeFirstResponderEvent"), ("resignFirstResponder", "ResignFirstResponderEvent"),
        ("endEditing", "EndEditingEvent")]}
    s["Event"] = {
        "description": "One event, told apart by `type`; each type accepts only its own fields (anything else is "
                       "refused with 400, naming the allowed fields).\n\n"
                       "| type | fields | required |\n| --- | --- | --- |\n"
                       "| touch | point, window, touches, gesture | point or touches |\n"
                       "| press | key | |\n| motion | subtype | |\n| remoteControl | subtype | |\n"
                       "| action | action, target, sender, walkFrom | action |\n"
                       "| editMenu | pressedView, customActions | |\n"
                       "| becomeFirstResponder | responder, during | responder |\n"
                       "| resignFirstResponder | responder | |\n| endEditing | view, force | view |\n",
        "oneOf": [{"$ref": v} for v in mapping.values()],
        "discriminator": {"propertyName": "type", "mapping": mapping},
    }
    common = {
        "title": nullable({"type": "string"}, "Echoed in the answer (dispatch only)."),
        "description": nullable({"type": "string"}, "Free text; not echoed."),
        "profile": nullable(REF("Profile")),
        "settings": nullable(REF("Settings")),
        "app": REF("AppDescription"),
    }
    s["DispatchRequest"] = {
        "type": "object",
        "description": "`POST /v1/dispatch`: an app and one event (`event`) or a sequence (`events`, evaluated in "
                       "order, each seeing the state the previous one left). Exactly one of the two (400 "
                       "otherwise).",
        "required": ["app"],
        "properties": {**common, "event": nullable(REF("Event"), "One event."),
                       "events": nullable({"type": "array", "items": REF("Event"), "minItems": 1},
                                          "A sequence; at most maxEvents (default 100; 413 beyond).")},
        "additionalProperties": False,
        # event given: events must not be; otherwise events must be (null counts as absent).
        "if": present("event", "object"),
        "then": {"not": present("events", "array")},
        "else": present("events", "array"),
    }
    s["ChainRequest"] = {
        "type": "object", "description": "`POST /v1/chain`: an app and the responder to start from.",
        "required": ["app", "from"],
        "properties": {**common, "from": {"type": "string", "description": ID_DESC + " (422 otherwise)."}},
        "additionalProperties": False,
    }
    s["ChainRequest"]["properties"]["title"] = nullable({"type": "string"}, "Free text; not echoed.")
    s["ViewHeldController"] = traits_of(
        {"presentedBy": id_ref("The id of the controller that presented this one (422 when it is no other "
                               "controller). Absent: its parent is the controller of the nearest view above it "
                               "that is a root view, and a controller with none, the first of its window, is the "
                               "window's root view controller."),
         "modalPresentationStyle": nullable({"type": "string", "enum": MODAL_STYLE},
                                            "With `presentedBy`; default `fullScreen`.")},
        "A view controller described on its root view (`viewController`). Default class UIViewController.")
    s["ImportRequest"] = {
        "type": "object",
        "description": "`POST /v1/import`: what UIKit printed in the debugger, as pasted (with or without lldb's "
                       "prompt line, a `$0 =` prefix and quotes, backticks, or the whole dump flattened onto one "
                       "line). At least one of the two dumps (400 otherwise). Their strings are exempt from "
                       "maxNameBytes; the body limit applies.",
        "properties": {
            "recursiveDescription": nullable(
                {"type": "string"}, "What `po view.value(forKey: \"recursiveDescription\")!` (Swift) or "
                                    "`po [view recursiveDescription]` (Objective-C) prints; on the window for the "
                                    "whole screen."),
            "printHierarchy": nullable(
                {"type": "string"}, "What `expr -l objc -O -- [[[UIApplication sharedApplication] keyWindow] "
                                    "rootViewController] _printHierarchy]` prints."),
            "screen": nullable(REF("Size"), "The window a dump of a view (not of a window) is put in; default "
                                            "390 × 844."),
        },
        "additionalProperties": False,
    }
    s["AuditRequest"] = {
        "type": "object",
        "description": "`POST /v1/audit`: an app, with no event: the audit finds the events that show each bug. An "
                       "`event` or `events` member is refused (400, pointer `/event` or `/events`).",
        "required": ["app"],
        "properties": {**common, "title": nullable({"type": "string"}, "Echoed in the answer.")},
        "additionalProperties": False,
    }
    # anyOf, ChainRequest first: no body is both (a ChainRequest has `from`, a DispatchRequest an event), but
    # generated clients check neither additionalProperties nor the event/events rule, so a chain body also decodes as
    # a DispatchRequest; clients that take the first alternative that decodes get the right one.
    s["ExampleRequest"] = {
        "description": "An example's request body: a ChainRequest (it has `from`) for `/v1/chain`, a "
                       "DispatchRequest for `/v1/dispatch`; exactly one of the two matches.",
        "anyOf": [REF("ChainRequest"), REF("DispatchRequest")],
    }
    return s


# ---------------------------------------------------------------- response schemas

def obj(props, required=None, description=None, **extra):
    """A response object; `required` defaults to every property (optional fields are listed explicitly)."""
    s = {"type": "object"}
    if description:
        s["description"] = description
    s["required"] = list(props) if required is None else required
    s["properties"] = props
    s.update(extra)
    return s


def all_but(props, *optional):
    return [k for k in props if k not in optional]


def response_schemas():
    s = {}
    p = {
        "id": {"type": "string"},
        "class": {"type": "string", "description": "The runtime class name."},
        # `not false` rather than `const: true`: openapi-generator's python target turns a boolean const (or enum)
        # into the string 'true' and then refuses the answer's true.
        "private": {"type": "boolean", "not": {"type": "boolean", "const": False},
                    "description": "Present (true) when the class is a private UIKit wrapper not to depend on; never "
                                   "false."},
        "synthesized": {"type": "boolean", "not": {"type": "boolean", "const": False},
                        "description": "Present (true) when the service inserted it (runtime wrapper synthesis); never "
                                       "false."},
    }
    s["ResponderRef"] = obj(p, ["id", "class"], "A responder in an answer: its id and runtime class.")
    nref = {"oneOf": [REF("ResponderRef"), {"type": "null"}]}
    p = {"responder": REF("ResponderRef"), "kind": {"type": "string", "enum": RESPONDER_KIND},
         "rule": {"type": "string", "enum": NEXT_RULE,
                  "description": "The UIKit rule behind this responder's `next`; absent on the last link."},
         "explanation": {"type": "string", "description": "The rule (or, on the last link, the chain end) in plain "
                                                          "words."}}
    s["ChainLink"] = obj(p, all_but(p, "rule"), "One `next` link.")
    s["ChainEnd"] = obj({"reason": {"type": "string", "enum": CHAIN_END}, "explanation": {"type": "string"}},
                        description="Why the chain ends.")
    p = {"chainDescription": {"type": "array", "items": {"type": "string"},
                              "description": "The class names, as `chainDescription` prints them."},
         "links": {"type": "array", "items": REF("ChainLink")}, "end": REF("ChainEnd")}
    s["Chain"] = obj(p, description="A responder chain.")
    p = {"code": {"type": "string", "enum": DIAGNOSTIC_CODE, "description": "Stable, for programs."},
         "severity": {"type": "string", "enum": SEVERITY},
         "message": {"type": "string", "description": "What happened, for a learner."},
         "hint": {"type": "string", "description": "What to change."},
         "responders": {"type": "array", "items": REF("ResponderRef"), "description": "Most relevant first."}}
    s["Diagnostic"] = obj(p, description="A finding: something swallowed, cancelled, misrouted, unreachable or "
                                         "dropped, with a hint for the fix.")
    p = {"profile": {"type": "string", "enum": PROFILE}, "from": REF("ResponderRef"),
         "chainDescription": {"type": "array", "items": {"type": "string"}},
         "links": {"type": "array", "items": REF("ChainLink")}, "end": REF("ChainEnd"),
         "diagnostics": {"type": "array", "items": REF("Diagnostic"),
                         "description": "Only `privateClassInChain` and `nextLoop` occur here."}}
    p["layout"] = {**REF("Layout"), "description": "With `?include=layout`: where every window and view is."}
    p["svg"] = {"type": "string", "description": "With `?include=svg`: the chain's diagram, the SVG document "
                                                 "`?format=svg` answers."}
    s["ChainResponse"] = obj(p, all_but(p, "layout", "svg"), "`POST /v1/chain`'s answer.")
    p = {"responder": {**nref, "description": "Always present; null for the end of the chain."},
         "method": {"type": "string", "description": "The method or object involved, e.g. `touchesBegan(_:with:)` "
                                                     "or `sendEvent(_:)`."},
         "outcome": {"type": "string", "enum": PATH_OUTCOME}, "note": {"type": "string", "description": "Why."}}
    s["PathStep"] = obj(p, description="One step of the route an event travelled.")
    p = {"view": REF("ResponderRef"),
         "depth": {"type": "integer", "minimum": 0, "description": "Below the window (the window is 0)."},
         "point": {**REF("AnswerPoint"), "description": "The touch point in the view's own coordinates."},
         "outcome": {"type": "string", "enum": HIT_TEST_OUTCOME},
         "reason": {"type": "string"},
         "redirectedTo": {**REF("ResponderRef"), "description": "With outcome `redirected`: the view returned."},
         "count": {"type": "integer", "minimum": 4,
                   "description": "A summarised run (the default `trace=summary`): how many sibling views, asked one "
                                  "after another, were rejected for this step's outcome. `view` is the first asked "
                                  "(the frontmost), `lastView` the last, `point` is in `view`'s coordinates. Absent "
                                  "for a single view."},
         "lastView": {**REF("ResponderRef"), "description": "A summarised run: the last view of the run."}}
    s["HitTestStep"] = obj(p, all_but(p, "redirectedTo", "count", "lastView"),
                           "One view hit-testing considered, in order, or a run of sibling views it rejected for "
                           "the same reason.")
    p = {"touch": {"type": "integer", "minimum": 0, "description": "The finger's index."},
         "point": {**REF("AnswerPoint"), "description": "Screen coordinates."},
         "window": {**REF("ResponderRef"), "description": "The window that returned a view; absent when none did."},
         "hitView": {**REF("ResponderRef"), "description": "Where this touch's chain starts; absent when nothing "
                                                           "was hit."},
         "accepted": {"type": "boolean", "description": "Whether it was delivered to its hit view."},
         "rejection": {"type": "string", "enum": DIAGNOSTIC_CODE,
                       "description": "Why not (multipleTouchIgnored, exclusiveTouchBlocked)."},
         "trace": {"type": "array", "items": REF("HitTestStep"), "description": "Every view considered, windows "
                                                                                "included."},
         "endPoint": {**REF("AnswerPoint"), "description": "Where the finger lifted (or was cancelled), when it "
                                                          "moved."},
         "end": {"type": "string", "enum": ["cancelled"], "description": "Present when the system cancelled the "
                                                                        "touch."}}
    s["TouchHitTest"] = obj(p, all_but(p, "window", "hitView", "rejection", "endPoint", "end"),
                            "One finger's hit-test.")
    p = {"id": {"type": "string"}, "class": {"type": "string", "enum": RECOGNIZER_CLASS},
         "view": REF("ResponderRef"), "outcome": {"type": "string", "enum": RECOGNIZER_OUTCOME},
         "reason": {"type": "string", "description": "Why, in plain words: what in the touch made it recognize or "
                                                     "fail."}}
    s["RecognizerResult"] = obj(p, all_but(p, "reason"),
                                "A gesture recognizer's fate. A scroll view's own pan recognizer is listed too "
                                "(class `UIScrollViewPanGestureRecognizer`, id `<scroll view id>.panGestureRecognizer`)."
                                )
    p = {"scrollView": REF("ResponderRef"),
         "recognizer": {"type": "string", "description": "Its pan recognizer's id."},
         "scrolled": {"type": "boolean", "description": "Whether it scrolled (its pan recognizer recognized)."},
         "contentTouches": {"type": "string", "enum": CONTENT_TOUCHES,
                            "description": "What the touched content received: `delayedThenDelivered` "
                                           "(delaysContentTouches held touchesBegan back, then the whole touch "
                                           "arrived), `withheld` (it scrolled within the delay: the content never saw "
                                           "the touch), `cancelled` (the content had the touch and "
                                           "touchesShouldCancel(in:) let the scroll view cancel it), `keptByContent` "
                                           "(the content keeps the touch and nothing scrolls), `delivered` (no delay, "
                                           "no scrolling). Absent when the finger landed on the scroll view itself."},
         "reason": {"type": "string"}}
    s["ScrollViewResult"] = obj(p, all_but(p, "contentTouches"),
                                "What a scroll view under the finger did with the touch.")
    p = {"view": {**REF("ResponderRef"), "description": "The table or collection view."},
         "cell": {**REF("ResponderRef"), "description": "The cell under the finger."},
         "selected": {"type": "boolean", "description": "Whether the row (item) was selected: the table received "
                                                        "touchesEnded along the chain and allowsSelection is on."},
         "delegateMethod": {"type": "string", "enum": ["tableView(_:didSelectRowAt:)",
                                                       "collectionView(_:didSelectItemAt:)"]},
         "delegate": {**REF("ResponderRef"), "description": "The table's delegate; absent when it has none."},
         "delegateCalled": {"type": "boolean", "description": "Whether the delegate's method ran."},
         "reason": {"type": "string", "description": "Why, in plain words: what took the touch (a recognizer, a "
                                                     "control in the cell, an override without super), or whom "
                                                     "the table told."}}
    s["Selection"] = obj(p, all_but(p, "delegate"),
                         "What a table or collection view did with a touch on one of its cells.")
    p = {"responder": REF("ResponderRef"),
         "arrivedBy": {"type": "string", "enum": NEXT_RULE, "description": "The rule that led here; absent on the "
                                                                           "first step."},
         "behavior": {"type": "string", "enum": DELIVERY_BEHAVIOR}}
    s["DeliveryStep"] = obj(p, all_but(p, "arrivedBy"), "One responder a method reached.")
    p = {"method": {"type": "string", "enum": METHOD_SIGNATURES},
         "touches": {"type": "array", "items": {"type": "integer"}, "description": "The fingers delivered (touch "
                                                                                   "events only)."},
         "outcome": {"type": "string", "enum": DELIVERY_OUTCOME},
         "handledBy": {"type": "array", "items": REF("ResponderRef")},
         "starved": {"type": "array", "items": REF("ResponderRef"),
                     "description": "Responders above a swallowing one that implement the method and never got it."},
         "chainEnd": {"type": "string", "enum": CHAIN_END, "description": "When the walk reached the end."},
         "steps": {"type": "array", "items": REF("DeliveryStep")}}
    s["Delivery"] = obj(p, all_but(p, "touches", "chainEnd"), "One method walked along the responder chain.")
    p = {"responder": REF("ResponderRef"), "arrivedBy": {"type": "string", "enum": NEXT_RULE},
         "answer": {"type": "string", "enum": WALK_ANSWER}, "reason": {"type": "string"}}
    s["ActionWalkStep"] = obj(p, ["responder", "answer"], "One responder a nil-targeted walk asked.")
    p = {"type": {"type": "string", "enum": ["control", "gestureRecognizer", "actionEvent", "keyCommand"]},
         "keys": {"type": "string", "description": "keyCommand: the keys pressed, such as `command+s` or `space`."},
         "sender": {**REF("ResponderRef"), "description": "The control, or the recognizer's view."},
         "controlEvent": {"type": "string", "enum": CONTROL_EVENT},
         "gestureRecognizer": {"type": "string", "description": "The recognizer's id."}}
    s["ActionSource"] = obj(p, ["type"], "Where an action came from.")
    p = {"action": {"type": "string", "description": "The selector, Objective-C spelling (`copy:`)."},
         "source": REF("ActionSource"),
         "target": {**REF("ResponderRef"), "description": "The explicit target; absent for a nil-targeted action."},
         "walkStart": REF("ResponderRef"),
         "walkStartReason": {"type": "string", "enum": START_REASON},
         "walk": {"type": "array", "items": REF("ActionWalkStep")},
         "performedBy": REF("ResponderRef"),
         "outcome": {"type": "string", "enum": ACTION_OUTCOME}}
    s["Action"] = obj(p, ["action", "source", "walk", "outcome"], "One action message and where it went.")
    p = {"action": {"type": "string"}, "shown": {"type": "boolean"},
         "target": {**REF("ResponderRef"), "description": "Who would perform it."},
         "declinedBy": {"type": "array", "items": REF("ResponderRef")},
         "reason": {"type": "string", "description": "Why it is hidden."}}
    s["EditMenuItem"] = obj(p, ["action", "shown", "declinedBy"])
    p = {"shown": {"type": "boolean"}, "searchedFrom": REF("ResponderRef"),
         "items": {"type": "array", "items": REF("EditMenuItem")}}
    s["EditMenu"] = obj(p, ["shown", "items"], "Which items the edit menu shows.")
    p = {"call": {"type": "string", "enum": FIRST_RESPONDER_CALL}, "responder": REF("ResponderRef"),
         "succeeded": {"type": "boolean"}, "failure": {"type": "string", "enum": DIAGNOSTIC_CODE},
         "keyboardVisible": {"type": "boolean"}}
    s["FirstResponderChange"] = obj(p, ["call", "succeeded", "keyboardVisible"], "A first-responder change "
                                                                                "attempt.")
    p = {"window": REF("ResponderRef"), "isKey": {"type": "boolean"},
         "firstResponder": {**nref, "description": "This window's first responder (UIKit keeps one per window)."}}
    s["WindowState"] = obj(p, ["window", "isKey", "firstResponder"], "One window: whether it is key, and its first "
                                                                     "responder.")
    p = {"keyWindow": nref, "firstResponder": {**nref, "description": "The key window's first responder."},
         "keyboardVisible": {"type": "boolean"},
         "windows": {"type": "array", "items": REF("WindowState"),
                     "description": "Every window, in the order the app describes them, with its own first "
                                    "responder: a text field can be first responder of a window that is not key "
                                    "(and then shows no keyboard)."}}
    s["State"] = obj(p, description="The first responder and keyboard at one moment; both references are always "
                                    "present, null when there is none.")
    s["Start"] = obj({"responder": REF("ResponderRef"), "reason": {"type": "string", "enum": START_REASON}},
                     description="Where the event started and why.")
    p = {"on": {**REF("ResponderRef"), "description": "The view aimed at."},
         "point": {**REF("AnswerPoint"), "description": "Where the finger went, in screen coordinates: the point "
                                                        "chosen, or the view's centre when no point reaches it."},
         "reached": {"type": "boolean", "description": "Whether a touch there reaches the view (hit-testing returns "
                                                       "it or a view inside it, such as a button's label)."},
         "reason": {"type": "string", "description": "Why that point, in plain words: the centre is reachable; "
                                                     "what covers or hides the centre, and that the finger goes to "
                                                     "the reachable point nearest it; or why no point of the view "
                                                     "is reachable, and that the tap is evaluated at its centre."}}
    s["Aim"] = obj(p, description="Where a touch aimed at a view (`on`) put the finger, and why.")
    p = {"index": {"type": "integer", "minimum": 0},
         "type": {"type": "string", "enum": EVENT_TYPES},
         "outcome": {"type": "string", "enum": EVENT_OUTCOME},
         "summary": {"type": "string", "description": "One sentence a learner reads first."},
         "handler": {**nref, "description": "Always present; null when nothing handled the event."},
         "path": {"type": "array", "items": REF("PathStep")},
         "diagnostics": {"type": "array", "items": REF("Diagnostic")},
         "start": REF("Start"),
         "chain": {**REF("Chain"), "description": "The chain from `start`."},
         "hitTest": {"type": "array", "items": REF("TouchHitTest"), "description": "Touch events only."},
         "recognizers": {"type": "array", "items": REF("RecognizerResult"), "description": "Touch events only."},
         "scrollViews": {"type": "array", "items": REF("ScrollViewResult"), "minItems": 1,
                         "description": "Touch events in scroll views only: each scroll view around the hit view, "
                                        "innermost first."},
         "selection": {**REF("Selection"), "description": "Touch events on a table or collection cell only."},
         "deliveries": {"type": "array", "items": REF("Delivery"), "minItems": 1},
         "actions": {"type": "array", "items": REF("Action"), "minItems": 1},
         "menu": REF("EditMenu"),
         "firstResponderChange": REF("FirstResponderChange"),
         "aim": {**REF("Aim"), "description": "A touch aimed at a view (`on`) only, with `?fields=essentials` "
                                              "too: where the finger went and why."},
         "stateBefore": {**REF("State"), "description": "Always present without `?fields=essentials`."},
         "stateAfter": {**REF("State"), "description": "Always present without `?fields=essentials`."}}
    s["EventResult"] = obj(p, ["index", "type", "outcome", "summary", "handler", "path", "diagnostics"],
                           "One event's result. `path`, `handler` and `diagnostics` are the essentials (and `aim`, "
                           "for a touch aimed at a view); the other members are omitted when they do not apply "
                           "(never null), and all of them (`start` to `stateAfter`, but `aim`) with "
                           "`?fields=essentials`.")
    p = {"nilTargetStart": {"type": "string", "enum": NIL_TARGET_START},
         "disabledControlTouches": {"type": "string", "enum": DISABLED_CONTROL_TOUCHES},
         "synthesizeWrappers": {"type": "boolean"}, "diagnoseUnreachable": {"type": "boolean"},
         "tapAllowableMovement": {"type": "number"}, "controlTrackingMargin": {"type": "number"}}
    s["EffectiveSettings"] = obj(p, description="The settings the answer was produced with, defaults filled in.")
    p = {"type": {"type": "string", "enum": ["touch", "becomeFirstResponder", "action", "motion", "press",
                                             "remoteControl", "editMenu"]},
         "point": {**REF("AnswerPoint"), "description": "touch: where the finger lands, in screen coordinates."},
         "responder": {"type": "string", "description": "becomeFirstResponder: the id of the responder."},
         "during": {"type": "string", "enum": LIFECYCLE},
         "action": {"type": "string", "description": "action: the selector."},
         "target": {"type": "string", "description": "action: the id of its explicit target."},
         "sender": {"type": "string", "description": "action: the id of the sending control or view."},
         "walkFrom": {"type": "string", "description": "action: the id of the responder its walk starts at."},
         "subtype": {"type": "string", "description": "motion, remoteControl: the subtype (`shake`, `play`)."},
         "key": {"type": "string", "description": "press: the key."},
         "modifiers": {"type": "array", "items": {"type": "string", "enum": MODIFIER_KEYS},
                       "description": "press: the modifier keys held."},
         "pressedView": {"type": "string", "description": "editMenu: the id of the long-pressed view."}}
    s["WitnessEvent"] = obj(p, ["type"], "A witness's one event, in the form `/v1/dispatch` reads.")
    p = {"profile": {"type": "string", "enum": PROFILE},
         "settings": {**REF("Settings"), "description": "The audited request's settings, as sent; absent when it "
                                                        "gave none."},
         "app": {**REF("AppDescription"), "description": "The audited app exactly as it was sent (white space between "
                                                        "tokens removed), once however many findings there are; "
                                                        "absent with `witness=event`."}}
    s["WitnessBase"] = obj(p, ["profile"], "What every witness's `/v1/dispatch` body has besides its event: put a "
                                           "finding's `witness.event` in it as `event` and POST it to "
                                           "`witness.endpoint`.")
    p = {"diagnostic": {"type": "string", "enum": DIAGNOSTIC_CODE,
                        "description": "The answer carries a diagnostic with this code."},
         "neverReaches": {**REF("ResponderRef"), "description": "The answer's path never names this responder: the "
                                                                "touch goes elsewhere, or the walk skips it."}}
    s["WitnessShows"] = obj(p, [], "What the witness's answer shows; exactly one member.")
    p = {"endpoint": {"type": "string", "enum": ["/v1/dispatch"]}, "event": REF("WitnessEvent"),
         "shows": REF("WitnessShows")}
    s["Witness"] = obj(p, description="An event that shows the finding's bug: the answer's `witnessBase` with this "
                                      "`event` in it, POSTed to `endpoint`.")
    p = {"code": {"type": "string", "enum": AUDIT_CODE, "description": "Stable, for programs."},
         "severity": {"type": "string", "enum": SEVERITY},
         "responders": {"type": "array", "items": REF("ResponderRef"), "description": "Most relevant first."},
         "message": {"type": "string", "description": "What is wrong, for a learner."},
         "hint": {"type": "string", "description": "What to change."},
         "witness": REF("Witness")}
    s["AuditFinding"] = obj(p, description="One latent event-delivery bug.")
    p = {"errors": {"type": "integer", "minimum": 0}, "warnings": {"type": "integer", "minimum": 0},
         "infos": {"type": "integer", "minimum": 0},
         "viewsSampled": {"type": "integer", "minimum": 0,
                          "description": "Interactive views whose hit area was sampled."},
         "pointsHitTested": {"type": "integer", "minimum": 0, "description": "Sample points hit-tested."}}
    s["AuditSummary"] = obj(p, description="How many findings of each severity, and how much the audit looked at.")
    p = {"title": {"type": "string"}, "profile": {"type": "string", "enum": PROFILE},
         "settings": REF("EffectiveSettings"), "summary": REF("AuditSummary"),
         "findings": {"type": "array", "items": REF("AuditFinding"),
                      "description": "Errors first, then warnings, then infos; within each, in the order of the tree "
                                     "(the first responder of each finding in drawing order); the same request always "
                                     "gives the same order."},
         "witnessBase": REF("WitnessBase")}
    s["AuditResponse"] = obj(p, all_but(p, "title"), "`POST /v1/audit`'s answer.")
    # import
    p = {"dump": {"type": "string", "enum": ["recursiveDescription", "printHierarchy"]},
         "line": {"type": "integer", "minimum": 1, "description": "1-based, in the text as sent."},
         "class": {"type": "string", "description": "The class as printed (a mangled `_TtC…` name spelled as Swift "
                                                   "prints it)."},
         "address": {"type": "string", "description": "As printed, to match the line."},
         "id": {"type": "string", "description": "The id it was given: the class's short name and the end of its "
                                                "address (`button-69a0`); the same dump gives the same ids."},
         "pointer": {"type": "string", "description": "The JSON Pointer of its object in this answer."},
         "leftOut": {"type": "string", "description": "Why the line became nothing (the prompt, a layer, a "
                                                     "controller whose view is not in the window)."},
         "note": {"type": "string", "description": "How it was read, where that is worth knowing (a transform's "
                                                  "box, a class the catalogue does not know)."}}
    s["ImportedLine"] = obj(p, ["dump", "line"], "One line of a dump and what it became: `id` and `pointer`, or "
                                                 "`leftOut`.")
    p = {"pointer": {"type": "string", "description": "Where the missing field goes (`/app/…/targets`)."},
         "field": {"type": "string"}, "message": {"type": "string", "description": "What is missing, for the "
                                                                                   "developer."}}
    s["ToFill"] = obj(p, description="Something a request may need that no dump shows: target-actions, the kinds "
                                     "of gesture recognizers, overridden methods, implemented actions, the first "
                                     "responder. Nothing of it is invented.")
    p = {"windows": {"type": "integer", "minimum": 0}, "views": {"type": "integer", "minimum": 0},
         "controllers": {"type": "integer", "minimum": 0},
         "leftOut": {"type": "integer", "minimum": 0, "description": "Lines that became nothing."}}
    s["ImportSummary"] = obj(p, description="How much the dumps held.")
    p = {"app": {**REF("AppDescription"), "description": "The app description, exactly what `/v1/dispatch`, "
                                                         "`/v1/chain` and `/v1/audit` take as `app`: post it back as "
                                                         "it is, or fill in `toFill` first."},
         "lines": {"type": "array", "items": REF("ImportedLine"),
                   "description": "Every line of each dump, in order (recursiveDescription first)."},
         "notes": {"type": "array", "items": {"type": "string"},
                   "description": "How the app was put together: a window made for a dump of a view, a quoted "
                                  "string read, controllers without their views."},
         "summary": REF("ImportSummary"),
         "toFill": {"type": "array", "items": REF("ToFill")}}
    s["ImportResponse"] = obj(p, description="`POST /v1/import`'s answer.")
    p = {"id": {"type": "string"}, "class": {"type": "string"}, "superclass": {"type": "string"},
         "presentedBy": {"type": "string"},
         "children": {"type": "array", "items": REF("ViewControllerDescription")},
         "presented": REF("ViewControllerDescription")}
    s["ImportedController"] = obj(
        p, ["id", "class"], "The fields an imported controller is written with: on a view as a ViewHeldController "
                            "(with `presentedBy`), or without a view dump as the window's ViewControllerDescription "
                            "(with `children` and `presented`).")
    p = {"title": {"type": "string", "description": "The request's title; absent when it had none."},
         "profile": {"type": "string", "enum": PROFILE}, "settings": REF("EffectiveSettings"),
         "results": {"type": "array", "items": REF("EventResult"), "description": "One per event, in order."}}
    p["layout"] = {**REF("Layout"), "description": "With `?include=layout`: where every window and view is, as laid "
                                                   "out before the first event (events change state, never "
                                                   "geometry)."}
    p["svg"] = {"type": "string", "description": "With `?include=svg`: the diagram of the event `?event=N` (the first "
                                                 "by default), the SVG document `?format=svg` answers, so that one "
                                                 "request serves a page its answer and its picture."}
    s["DispatchResponse"] = obj(p, ["profile", "settings", "results"], "`POST /v1/dispatch`'s answer.")
    # layout (include=layout)
    corners = {"type": "array", "items": REF("AnswerPoint"), "minItems": 4, "maxItems": 4}
    s["Layout"] = obj({
        "windows": {"type": "array", "items": REF("WindowLayout"), "description": "The windows, back to front."},
        "views": {"type": "array", "items": REF("ViewLayout"),
                  "description": "Every view in a window, in drawing order (back to front); a window's views come "
                                 "after the windows behind it. Views in no window (a controller's view never "
                                 "placed) have no place on the screen and are left out."}},
        description="Where every window and view is (`?include=layout`), computed with the geometry hit-testing "
                    "uses. Coordinates are points rounded to a thousandth: a view's in its window's coordinates, "
                    "a window's frame in screen coordinates (where touch points are given). Synthesized wrappers "
                    "are included and flagged. Costs one work-budget step and entry per window and view.")
    touch_block = {**REF("TouchBlock"), "description": "Why it receives no touches; absent when it can."}
    p = {"id": {"type": "string"}, "class": {"type": "string"},
         "pointer": {"type": "string", "description": "The JSON Pointer of its object in the request."},
         "frame": {**REF("AnswerFrame"), "description": "Its frame on the screen."},
         "windowLevel": {"type": "number"}, "isKey": {"type": "boolean"},
         "zOrder": {"type": "integer", "minimum": 0, "description": "Drawing order of windows and views together "
                                                                   "(0 is drawn first, at the back)."},
         "receivesTouches": {"type": "boolean", "description": "False when hit-testing skips it (and so "
                                                               "everything in it)."},
         "blockedBy": touch_block}
    s["WindowLayout"] = obj(p, all_but(p, "blockedBy"), "A window's place on the screen.")
    p = {"id": {"type": "string"}, "class": {"type": "string"},
         "pointer": {"type": "string", "description": "The JSON Pointer of its object in the request; for a "
                                                     "synthesized wrapper, of the object it was made for (the "
                                                     "presented controller's view for `UITransitionView` and "
                                                     "`UIDropShadowView`, the cell for its content view); for a "
                                                     "controller's implicit root view, of the controller."},
         "synthesized": {"type": "boolean", "not": {"type": "boolean", "const": False},
                         "description": "Present (true) when UIKit inserts it at run time."},
         "private": {"type": "boolean", "not": {"type": "boolean", "const": False},
                     "description": "Present (true) for a private UIKit class."},
         "parent": {"type": "string", "description": "Its superview's id (a view or the window)."},
         "window": {"type": "string", "description": "Its window's id."},
         "depth": {"type": "integer", "minimum": 1, "description": "Levels below the window."},
         "zOrder": {"type": "integer", "minimum": 0, "description": "Drawing order of windows and views together."},
         "corners": {**corners, "description": "Its bounds' corners in window coordinates, in the order top-left, "
                                               "top-right, bottom-right, bottom-left of its own rectangle (a "
                                               "rotation moves them): its transform (about its centre), its "
                                               "frame's origin, and every ancestor's bounds origin and transform "
                                               "applied."},
         "frame": {**REF("AnswerFrame"), "description": "The smallest axis-aligned rectangle around the corners, "
                                                        "in window coordinates (what `convert(bounds, to: window)` "
                                                        "answers)."},
         "hitArea": REF("HitArea"),
         "clipsToBounds": {"type": "boolean"},
         "receivesTouches": {"type": "boolean", "description": "False when hit-testing never asks it or never "
                                                               "lets it be the hit (itself or an ancestor hidden, "
                                                               "transparent, with interaction off, …)."},
         "blockedBy": touch_block}
    s["ViewLayout"] = obj(p, all_but(p, "synthesized", "private", "blockedBy"), "A view's place in its window.")
    s["HitArea"] = obj({
        "rule": {"type": "string", "enum": HIT_AREA_RULE,
                 "description": "What decides it: the bounds (UIView's default) or the `pointInside` override."},
        "corners": {**corners, "description": "The area's corners in window coordinates (absent for `always` "
                                              "and `never`)."},
        "differsFromBounds": {"type": "boolean", "description": "True when a tap outside the drawn frame can hit "
                                                               "the view, or one inside it cannot."}},
        ["rule", "differsFromBounds"], "Where the view's `point(inside:with:)` answers true.")
    s["TouchBlock"] = obj({
        "responder": {**REF("ResponderRef"), "description": "The view or window whose property it is: the view "
                                                           "itself or the outermost ancestor hit-testing stops "
                                                           "at."},
        "reason": {"type": "string", "enum": TOUCH_BLOCK_REASON,
                   "description": "The hit-test outcome there (`pointOutside`: `point(inside:)` is always false; "
                                  "`interceptedBySelf`, `redirected`: an ancestor's `hitTest` answers without "
                                  "asking its subviews)."},
        "explanation": {"type": "string"}}, description="Why touches never reach a view.")
    s["AnswerFrame"] = obj({"x": {"type": ["number", "null"]}, "y": {"type": ["number", "null"]},
                            "width": {"type": ["number", "null"]}, "height": {"type": ["number", "null"]}},
                           description="A rectangle in an answer, in points (a coordinate is null only beyond the "
                                       "range of a double).")
    # problems
    p = {
        "pointer": {"type": "string", "description": "An RFC 6901 JSON Pointer into the request body (`\"\"` is "
                                                     "the whole body, or a query parameter)."},
        "message": {"type": "string"},
        "line": {"type": "integer", "minimum": 1, "description": "`malformed-json`: the line where the text goes "
                                                                 "wrong (1-based)."},
        "column": {"type": "integer", "minimum": 1, "description": "`malformed-json`: the column, in characters "
                                                                   "(1-based)."},
        "offset": {"type": "integer", "minimum": 0, "description": "`malformed-json`: the byte offset (0-based)."},
        "suggestion": {"type": "string", "description": "An unknown id or field name: the known one within two "
                                                        "edits that it most likely meant."},
        "unknownField": {"type": "string", "description": "A field the object does not have: its name as written "
                                                          "(the pointer ends with it), whatever the language of "
                                                          "the message."},
        "parameter": {"type": "string", "description": "A query parameter at fault (`pointer` is then `\"\"`)."},
        "allowed": {"type": "array", "items": {"type": "string"},
                    "description": "With `parameter`: the values it takes (`0…N` for a range of event indexes)."}}
    s["ProblemField"] = obj(p, ["pointer", "message"], "One offending field or query parameter.")
    table = "\n".join(f"| `urn:responderlab:problem:{slug}` | {status} | {title} | {meaning} |"
                      for slug, title, status, meaning in PROBLEM_KINDS)
    s["Problem"] = obj({
        "type": {"type": "string", "enum": [f"urn:responderlab:problem:{k[0]}" for k in PROBLEM_KINDS]},
        "title": {"type": "string", "minLength": 1,
                  "description": "Fixed per type and language: the English of the table above, or its translation "
                                 "in the answer's language (`Content-Language`)."},
        "status": {"type": "integer", "enum": sorted({k[2] for k in PROBLEM_KINDS})},
        "detail": {"type": "string", "description": "This occurrence, in words (names the first problem)."},
        "problems": {"type": "array", "items": REF("ProblemField"), "maxItems": 50,
                     "description": "The offending fields, at most 50 (maxProblems): the first ones found, in the "
                                    "order of the request; empty for 404 and 405. Only the first 10 unknown ids "
                                    "(maxSuggestions) get a `suggestion`."},
        "total": {"type": "integer", "minimum": 51,
                  "description": "Only when `problems` was cut short: how many offending fields the request has."},
        "omitted": {"type": "integer", "minimum": 1,
                    "description": "Only when `problems` was cut short: how many are not listed (`total` minus "
                                   "the listed ones)."},
        "budget": {"type": "string", "enum": ["steps", "entries", "answerBytes"],
                   "description": "With `too-much-work`: the budget that ran out (maxWorkSteps, maxAnswerEntries or "
                                  "maxAnswerBytes)."},
        "limit": {"type": "integer", "description": "With `too-much-work`: that budget's limit."}},
        required=["type", "title", "status", "detail", "problems"],
        description="An RFC 9457 problem (`application/problem+json`, keys sorted; indented with `?pretty` "
                    "except the server's own 413). The closed set of types:\n\n| type | status | title | meaning |\n| --- | --- | --- | --- |\n"
                    + table + "\n")
    # service endpoints
    s["Index"] = obj({"name": {"type": "string", "const": "ResponderLab"}, "summary": {"type": "string"},
                      "endpoints": {"type": "array", "items": {"type": "string"}},
                      "languages": {"type": "array", "items": {"type": "string",
                                                               "enum": ["en", "ja", "zh-Hans", "ko"]},
                                    "description": "The languages answers are written in, English first: the "
                                                   "values `lang` takes and `Accept-Language` chooses among."}},
                     description="`GET /`.")
    s["Health"] = obj({"status": {"type": "string", "const": "ok"}}, description="`GET /healthz`.")
    s["ExampleSummary"] = obj({
        "name": {"type": "string"}, "title": {"type": "string"}, "description": {"type": "string"},
        "endpoint": {"type": "string", "enum": ["/v1/dispatch", "/v1/chain"]},
        "href": {"type": "string", "description": "`/v1/examples/{name}`."},
        "order": {"type": "integer", "minimum": 1, "description": "Its place in the lessons (basics first); the "
                                                                  "list is in this order."},
        "lookAt": {"type": "string", "description": "What to look at in the answer, in a learner's words: the parts of the playground page that show it."}},
        description="One example: a lesson with a ready-to-POST request.")
    s["ExampleList"] = obj({"examples": {"type": "array", "items": REF("ExampleSummary")}},
                           description="`GET /v1/examples`.")
    p = {"name": {"type": "string"},
         "superclass": {"type": "string", "description": "Absent for UIResponder."},
         "kind": {"type": "string", "enum": RESPONDER_KIND,
                  "description": "The role instances play (`object` for UIResponder)."},
         "isUserInteractionEnabled": {"type": "boolean"}, "isMultipleTouchEnabled": {"type": "boolean"},
         "canBecomeFirstResponder": {"type": "boolean"}, "clipsToBounds": {"type": "boolean"},
         "isControl": {"type": "boolean"}, "isTextInput": {"type": "boolean"}, "isPrivate": {"type": "boolean"},
         "winsSingleTapOverAncestorRecognizers": {"type": "boolean"}, "summary": {"type": "string"}}
    s["UIKitClass"] = obj(p, all_but(p, "superclass"), "A built-in UIKit class and the defaults an instance "
                                                       "starts with.")
    q = {"name": {"type": "string"},
         "superclass": {"type": "string", "description": "Its superclass, as Apple's documentation gives it."},
         "standsInAs": {"type": "string", "description": "The modelled class (one of `classes`) it is treated as: "
                                                        "its nearest modelled superclass."},
         "notModelled": {"type": "string", "enum": ["nothing", "ownRecognizers", "ownTracking", "presentation",
                                                    "swiftUI", "webContent", "map"],
                         "description": "What it does of its own that is not modelled; an answer whose event "
                                        "passes an instance says so in a `classModelledAsSuperclass` note."}}
    s["PublicClass"] = obj(q, list(q), "A public class of UIKit, SwiftUI's hosting or a system framework that the "
                                       "catalogue does not model one by one: accepted, standing in as its nearest "
                                       "modelled superclass.")
    s["ClassList"] = obj({"classes": {"type": "array", "items": REF("UIKitClass")},
                          "publicClasses": {"type": "array", "items": REF("PublicClass")}},
                         description="`GET /v1/classes`: the modelled classes, and the public classes accepted as "
                                     "their nearest modelled superclass.")
    return s


# ---------------------------------------------------------------- the service's own field tables
def object_schema(schema, schemas):
    """The object form of a schema (a string-or-object schema names it in a oneOf branch)."""
    if "properties" in schema:
        return schema
    for branch in schema.get("oneOf", []):
        if "$ref" in branch:
            branch = schemas[branch["$ref"].rsplit("/", 1)[1]]
        if branch.get("type") == "object" and "properties" in branch:
            return branch
    return None


def documented_objects(schemas, entries, verb, errors):
    """Each `responder-lab wire-fields` entry with the object schema that documents it; an entry without one is an
    error ("the service reads/writes this object but openapi has no object schema for it")."""
    for entry in entries:
        schema = schemas.get(entry["name"])
        target = object_schema(schema, schemas) if schema else None
        if target is None:
            errors.append(f"{entry['name']}: the service {verb} this object but openapi has no object schema for it")
            continue
        yield entry, target


def apply_wire_fields(schemas, tables):
    """Orders each request schema's properties as the service's field table does (`responder-lab wire-fields`,
    the tables that drive decoding) and refuses a schema that documents other fields or other required ones."""
    errors = []
    for table, target in documented_objects(schemas, tables, "reads", errors):
        documented, read = set(target["properties"]), set(table["fields"])
        if documented != read:
            errors.append(f"{table['name']}: documented but not read: {sorted(documented - read)}; "
                          f"read but not documented: {sorted(read - documented)}")
            continue
        target["properties"] = {name: target["properties"][name] for name in table["fields"]}
        required = set(target.get("required", []))
        # A schema may state a field as required only under a condition (`if`/`then`/`else`: event or events); the
        # table's own required fields must all be stated at the top.
        if not set(table["required"]) <= required:
            errors.append(f"{table['name']}: required by the service but not documented: "
                          f"{sorted(set(table['required']) - required)}")
    if errors:
        raise SystemExit("openapi schemas disagree with the service's field tables:\n  " + "\n  ".join(errors))


def check_answer_fields(schemas, answers):
    """Refuses answer schemas that do not document every field the service writes (`responder-lab wire-fields`:
    the fields the answer types' field lists wrote in the examples' answers and in problems)."""
    errors = []
    for answer, target in documented_objects(schemas, answers, "writes", errors):
        undocumented = set(answer["fields"]) - set(target["properties"])
        if undocumented:
            errors.append(f"{answer['name']}: written but not documented: {sorted(undocumented)}")
    if errors:
        raise SystemExit("openapi answer schemas disagree with what the service writes:\n  " + "\n  ".join(errors))


# ---------------------------------------------------------------- what client generators need
# openapi-generator (python, typescript-fetch) and openapi-python-client read the schemas below `properties`, `items`,
# `additionalProperties` and the oneOf/anyOf/allOf alternatives; they ignore the constraint keywords `not`, `if`,
# `then` and `else`, which is where the cross-field rules live. Tests/system/test_typed_clients.py generates and uses the clients.
CONSTRAINT_KEYWORDS = ("not", "if", "then", "else")


def generator_shape_errors(document):
    """What would break a client generator: an object schema that is not a named component (generators invent
    clashing names for it), a `const` without a `type`, a schema typed only `null` other than the second alternative
    of a nullable `oneOf: [X, {type: null}]`, and a boolean `const` or `enum` (openapi-generator's python target
    compares it as a string). Constraint keywords are not read by generators and are exempt, except for `const`."""
    errors = []

    def walk(schema, where, named=False, constraint=False):
        if not isinstance(schema, dict):
            return
        if "const" in schema and "type" not in schema:
            errors.append(f"{where}: const without type")
        if not constraint:
            if ("properties" in schema or schema.get("type") == "object") and not named:
                errors.append(f"{where}: an inline object schema (make it a named component)")
            if schema.get("type") == "null":
                errors.append(f"{where}: a schema typed only null")
            if "properties" in schema and any(key in schema for key in ("allOf", "anyOf", "oneOf")):
                errors.append(f"{where}: properties beside allOf/anyOf/oneOf (generators build composed models "
                              "with a Null model; put rules in if/then/else)")
            if isinstance(schema.get("const"), bool) or any(isinstance(v, bool) for v in schema.get("enum", [])):
                errors.append(f"{where}: a boolean const or enum")
        for name, sub in schema.get("properties", {}).items():
            walk(sub, f"{where}.{name}", constraint=constraint)
        for key in ("items", "additionalProperties"):
            walk(schema.get(key), f"{where}.{key}", constraint=constraint)
        for key in ("oneOf", "anyOf", "allOf"):
            branches = schema.get(key, [])
            nullable_form = key == "oneOf" and len(branches) == 2 and branches[1] == {"type": "null"}
            for i, sub in enumerate(branches):
                if not (nullable_form and i == 1):
                    walk(sub, f"{where}.{key}[{i}]", constraint=constraint)
        for key in CONSTRAINT_KEYWORDS:
            walk(schema.get(key), f"{where}.{key}", constraint=True)

    def schemas_in(node, where):
        """Every `schema` of a parameter, header or media type below `node`."""
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "schema":
                    walk(value, where)
                elif key not in ("examples", "example", "x-request"):
                    schemas_in(value, f"{where}/{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                schemas_in(value, f"{where}/{i}")

    components = document.get("components", {})
    for name, schema in components.get("schemas", {}).items():
        walk(schema, name, named=True)
    schemas_in(document.get("paths", {}), "paths")
    schemas_in({k: v for k, v in components.items() if k != "schemas"}, "components")
    return errors
