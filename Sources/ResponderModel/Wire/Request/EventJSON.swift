import ResponderCore

/// One event on the wire, told apart by `type`.
///
/// ```json
/// {"type": "touch", "point": {"x": 350, "y": 120}}
/// {"type": "touch", "touches": [{"point": {"x": 10, "y": 10}}, {"point": {"x": 200, "y": 10}}], "gesture": "tap"}
/// {"type": "touch", "path": [{"x": 60, "y": 300}, {"x": 60, "y": 240}], "gesture": "pan"}
/// {"type": "touch", "point": {"x": 60, "y": 300}, "tapCount": 2}
/// {"type": "touch", "on": "saveButton"}
/// {"type": "press", "key": "return"}
/// {"type": "press", "key": "s", "modifiers": ["command"]}
/// {"type": "motion", "subtype": "shake"}
/// {"type": "remoteControl", "subtype": "play"}
/// {"type": "action", "action": "copy:", "target": null, "sender": "button"}
/// {"type": "action", "action": "archiveMessage(_:)", "walkFrom": "messageView"}
/// {"type": "editMenu", "pressedView": "badge", "customActions": ["archiveMessage(_:)"]}
/// {"type": "becomeFirstResponder", "responder": "searchField", "during": "viewDidLoad"}
/// {"type": "resignFirstResponder", "responder": "searchField"}
/// {"type": "endEditing", "view": "rootView", "force": true}
/// {"type": "hover", "path": [{"x": 40, "y": 300}, {"x": 200, "y": 300}]}
/// ```
public struct EventJSON: WireObject, Sendable {
    /// The event types.
    public enum Kind: String, Sendable, CaseIterable, WireEnum {
        case touch, press, motion, remoteControl, action, editMenu, becomeFirstResponder, resignFirstResponder,
            endEditing, hover

        /// The fields each type accepts besides `type`.
        var fields: [String] {
            switch self {
            case .touch: return ["point", "path", "end", "window", "touches", "on", "gesture", "tapCount"]
            case .press: return ["key", "modifiers"]
            case .motion: return ["subtype"]
            case .remoteControl: return ["subtype"]
            case .action: return ["action", "target", "sender", "walkFrom"]
            case .editMenu: return ["pressedView", "customActions"]
            case .becomeFirstResponder: return ["responder", "during"]
            case .resignFirstResponder: return ["responder"]
            case .endEditing: return ["view", "force"]
            case .hover: return ["point", "path", "window"]
            }
        }

        /// The fields an event of this type must have (checked when the event is read).
        var required: [(name: String, value: KeyPath<EventJSON, String?>)] {
            switch self {
            case .action: return [("action", \.action)]
            case .becomeFirstResponder: return [("responder", \.responder)]
            case .endEditing: return [("view", \.view)]
            default: return []
            }
        }

        /// `type` and ``fields`` as a set of table indices (looked up once per type, not per field read).
        var allowed: FieldSet { Self.allowedSets[self] ?? FieldSet() }

        private static let allowedSets: [Kind: FieldSet] = Dictionary(
            uniqueKeysWithValues: allCases.map { kind in
                var set = FieldSet()
                for name in ["type"] + kind.fields { _ = set.insert(EventJSON.wire.index(name)) }
                return (kind, set)
            })
    }

    /// One finger: where it lands (`point`), or the points it passes through (`path`: where it lands first, where
    /// it lifts last), and how it ends.
    public struct TouchJSON: WireObject, Sendable {
        public var point: PointJSON?
        public var path: [PointJSON]?
        public var end: TouchEnd?
        public var window: String?

        init() {}

        static let wire = WireTable<TouchJSON>([
            .field("point", \.point), .field("path", \.path), .field("end", \.end), .field("window", \.window),
        ])

        mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
            try Self.check(point: point, path: path, at: reader.codingPath)
        }

        /// Exactly one of `point` and `path`, and a path with at least one point.
        static func check(point: PointJSON?, path: [PointJSON]?, at codingPath: [any CodingKey]) throws {
            switch (point, path) {
            case (_?, _?):
                throw InvalidValueError(
                    codingPath: codingPath + [AnyCodingKey("path")],
                    .shape(.pointAndPath))
            case (nil, let path?) where path.isEmpty:
                throw InvalidValueError(
                    codingPath: codingPath + [AnyCodingKey("path")],
                    .shape(.emptyPath))
            case (nil, nil):
                throw MissingFieldError(
                    codingPath: codingPath, field: "point", hint: .touchNeedsPoint)
            default: return
            }
        }

        /// Where the finger lands.
        var landing: PointJSON { point ?? path?.first ?? PointJSON() }
        /// Where it moves after landing.
        var moves: [PointJSON] { Array((path ?? []).dropFirst()) }
    }

    public var type = Kind.touch
    public var touches: [TouchJSON] = []
    /// A touch aimed at a view: the id of the view, instead of `point`, `path` or `touches`.
    public var on: String?
    /// The gesture; when absent, a tap, or a pan when a path moves further than a tap allows.
    public var gesture: TouchGesture?
    /// How many taps in quick succession (1 to 10).
    public var tapCount = 1
    public var key: String?
    /// A press's modifier keys: `command`, `shift`, `option`, `control`.
    public var modifiers: KeyModifiers = []
    public var subtype: String?
    /// The motion subtypes UIKit delivers to responders: `UIEvent.EventSubtype.motionShake` alone.
    static let motionSubtypes = ["shake"]
    public var action: String?
    public var target: String?
    public var sender: String?
    public var walkFrom: String?
    public var pressedView: String?
    public var customActions: [String] = []
    public var responder: String?
    public var during: LifecyclePhase = .now
    public var view: String?
    public var force: Bool = false
    /// A touch event's `point` and `touches`, before they become ``touches``.
    private var point: PointJSON?
    private var path: [PointJSON]?
    private var end: TouchEnd?
    private var touchList: [TouchJSON]?
    private var window: String?

    init() {}

    private static let typeIndex = wire.index("type")
    private static let windowIndex = wire.index("window")
    private static let pathIndex = wire.index("path")
    private static let endIndex = wire.index("end")

    /// Every event type's fields; each type accepts `type` and its own (``Kind/fields``).
    static let wire = WireTable<EventJSON>([
        .field("type", \.type, required: true, missing: .typeIsRequired), .field("point", \.point),
        .field("path", \.path), .field("end", \.end), .field("window", \.window), .field("touches", \.touchList),
        .field("on", \.on), .field("gesture", \.gesture),
        .field("tapCount", \.tapCount, reading: WholeNumber<TapCount>.self, convert: \.value),
        .field("key", \.key), .field("modifiers", \.modifiers, reading: ModifiersJSON.self, convert: \.modifiers),
        .field("subtype", \.subtype), .field("action", \.action), .field("target", \.target),
        .field("sender", \.sender), .field("walkFrom", \.walkFrom), .field("pressedView", \.pressedView),
        .field("customActions", \.customActions), .field("responder", \.responder), .field("during", \.during),
        .field("view", \.view), .field("force", \.force),
    ])

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        self.init()
        let table = Self.wire
        let typeIndex = Self.typeIndex
        try reader.beginObject()
        var seen = FieldSet()
        // Fields given before `type` are checked against it once it is known.
        var early: [Int] = []
        while let match = try reader.nextField(in: table.keys) {
            guard case .known(let index) = match else {
                guard case .unknown(let name) = match else { continue }
                let allowed = seen.contains(typeIndex) ? ["type"] + type.fields : table.keys.names
                throw UnknownFieldError(codingPath: reader.codingPath, field: name, allowed: allowed)
            }
            if seen.contains(typeIndex) && !type.allowed.contains(index) {
                throw UnknownFieldError(
                    codingPath: reader.codingPath, field: table.keys.names[index], allowed: ["type"] + type.fields)
            }
            guard seen.insert(index) else { throw reader.duplicateField() }
            if !seen.contains(typeIndex) { early.append(index) }
            try Reader.read(table.fields[index], from: &reader, into: &self)
        }
        guard seen.contains(typeIndex) else {
            throw MissingFieldError(codingPath: reader.codingPath, field: "type", hint: .typeIsRequired)
        }
        for index in early where !type.allowed.contains(index) {
            throw UnknownFieldError(
                codingPath: reader.codingPath + [AnyCodingKey(table.keys.names[index])],
                field: table.keys.names[index], allowed: ["type"] + type.fields)
        }
        try finish(&reader, seen: seen)
    }

    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
        for (name, value) in type.required where self[keyPath: value] == nil {
            throw MissingFieldError(
                codingPath: reader.codingPath, field: name, hint: .requiredFor(name, eventType: type.rawValue))
        }
        switch type {
        case .touch:
            if on != nil { return try finishAimed(&reader) }
            let single = point != nil || path != nil
            switch (single, touchList) {
            case (true, _?):
                throw InvalidValueError(
                    codingPath: reader.codingPath, .shape(.pointAndTouches))
            case (true, nil):
                try TouchJSON.check(point: point, path: path, at: reader.codingPath)
                var touch = TouchJSON()
                touch.point = point
                touch.path = path
                touch.end = end
                touch.window = window
                touches = [touch]
            case (false, let list?):
                if list.isEmpty {
                    throw InvalidValueError(
                        codingPath: reader.codingPath + [AnyCodingKey("touches")], .shape(.notEmpty(field: "touches")))
                }
                for (index, field) in [(Self.windowIndex, "window"), (Self.endIndex, "end")] where seen.contains(index)
                {
                    throw InvalidValueError(
                        codingPath: reader.codingPath + [AnyCodingKey(field)],
                        .shape(.eachTouchOwn(field: field)))
                }
                touches = list
            case (false, nil):
                if seen.contains(Self.endIndex) || seen.contains(Self.pathIndex) {
                    try TouchJSON.check(point: nil, path: path, at: reader.codingPath)
                }
                throw MissingFieldError(
                    codingPath: reader.codingPath, field: "point",
                    hint: .touchEventNeedsPoint)
            }
        case .motion:
            subtype = subtype ?? Self.motionSubtypes[0]
            if let subtype, !Self.motionSubtypes.contains(subtype) {
                throw InvalidValueError(
                    codingPath: reader.codingPath + [AnyCodingKey("subtype")],
                    .shape(.notMotionSubtype(subtype)))
            }
        case .remoteControl: subtype = subtype ?? "play"
        case .action:
            if target != nil && walkFrom != nil {
                throw InvalidValueError(
                    codingPath: reader.codingPath + [AnyCodingKey("walkFrom")],
                    .shape(.targetAndWalkFrom))
            }
        case .press:
            // UIKit's input for a key that prints nothing ("space" is " ", "upArrow" is UIKeyInputUpArrow).
            if let name = key, let input = KeyCommand.aliases[name] { key = input }
        case .hover:
            if point == nil && path == nil {
                throw MissingFieldError(codingPath: reader.codingPath, field: "point", hint: .hoverNeedsPoint)
            }
            try TouchJSON.check(point: point, path: path, at: reader.codingPath)
            var pointer = TouchJSON()
            pointer.point = point
            pointer.path = path
            pointer.window = window
            touches = [pointer]
        case .editMenu, .becomeFirstResponder, .resignFirstResponder, .endEditing: break
        }
    }
}

extension EventJSON {
    /// A touch aimed at a view: `on` instead of `point`, `path` or `touches`, and the view's own window.
    private mutating func finishAimed<Reader: WireReader>(_ reader: inout Reader) throws {
        if point != nil || path != nil || touchList != nil {
            throw InvalidValueError(
                codingPath: reader.codingPath + [AnyCodingKey("on")],
                .shape(.onAndPoint))
        }
        if window != nil {
            throw InvalidValueError(
                codingPath: reader.codingPath + [AnyCodingKey("window")],
                .shape(.onAndWindow))
        }
        var touch = TouchJSON()
        touch.end = end
        touches = [touch]
    }
}

extension TouchGesture: WireEnum {}

extension TouchEnd: WireEnum {}

extension LifecyclePhase: WireEnum {}

extension EventJSON.TouchJSON {
    /// `Touch` in openapi.yaml.
    static let docs = WireDoc(
        "Touch",
        "One finger: `point` (it does not move) or `path` (it moves), not both.",
        fields: [
            .nullable("point", .ref("Point"), "Where the finger lands and lifts."),
            .nullable(
                "path", .array(.ref("Point")).minItems(1),
                "The points the finger passes through: the first where it lands, the last where it lifts."),
            .nullable("end", .enumeration(.touchEnd).default("ended"), "How the touch ends."),
            .nullable("window", .string, "Hit-test only this window."),
        ])
}

extension EventJSON {
    /// `Event` in openapi.yaml.
    static let docs = WireDoc(
        "Event",
        """
        One event, told apart by `type`; each type accepts only its own fields (anything else is refused with \
        400, naming the allowed fields).

        | type | fields | required |
        | --- | --- | --- |
        | touch | point, window, touches, gesture | point or touches |
        | press | key | |
        | motion | subtype | |
        | remoteControl | subtype | |
        | action | action, target, sender, walkFrom | action |
        | editMenu | pressedView, customActions | |
        | becomeFirstResponder | responder, during | responder |
        | resignFirstResponder | responder | |
        | endEditing | view, force | view |
        | hover | point, path, window | point or path |

        """,
        shape: .oneOf(
            [
                .ref("TouchEvent"), .ref("PressEvent"), .ref("MotionEvent"), .ref("RemoteControlEvent"),
                .ref("ActionEvent"), .ref("EditMenuEvent"), .ref("BecomeFirstResponderEvent"),
                .ref("ResignFirstResponderEvent"), .ref("EndEditingEvent"), .ref("HoverEvent"),
            ], discriminator: "type"))

    /// Each event type's document (`TouchEvent`, …), in the order of ``Kind``.
    static let typeDocs = [
        WireDoc(
            "TouchEvent",
            """
            One or more fingers. Give `point` or `path` (one finger), `touches` (several) or `on` (one finger aimed \
            at a view), only one of them; `window` only with `point` or `path`, `end` also with `on`.
            """,
            title: "TouchEvent",
            fields: [
                .required("type", .constant("touch"), .selfEvident),
                .nullable("point", .ref("Point"), "One finger that does not move, in screen coordinates."),
                .nullable(
                    "path", .array(.ref("Point")).minItems(1),
                    """
                    One finger that moves: the screen points it passes through, the first where it lands (hit-testing \
                    happens there only), the last where it lifts.
                    """),
                .nullable(
                    "end", .enumeration(.touchEnd),
                    """
                    With `point` or `path`: how the touch ends: `ended` (the default: the finger lifts), or `cancelled` \
                    (the system cancels it: touchesCancelled, a control's touchCancel).
                    """),
                .nullable(
                    "window", .string,
                    "With `point` or `path`: hit-test only this window (its id; 422 when it is not a window)."),
                .nullable(
                    "touches", .array(.ref("Touch")).minItems(1),
                    """
                    Several fingers, each hit-tested on its own; at most maxTouches (default 20; 413 `too-many-touches` \
                    beyond, pointer `/event/touches` or `/events/N/touches`).
                    """),
                .nullable(
                    "on", .string,
                    """
                    One finger aimed at a view (its id), instead of `point`, `path` or `touches`: it lands where a tap \
                    on the view would, a point of its hit area that hit-testing reaches (inside every clipping ancestor, \
                    not covered by a view in front), its centre when it can, else the reachable point nearest the \
                    centre. When no point reaches the view, the tap is evaluated at its centre and an \
                    `aimedViewUnreachable` warning says why. The result's `aim` says which point and why. Decided \
                    against the app as it is at that event; the search is charged to the work budget. An unknown id is a \
                    422 `unknown-reference` (with a did-you-mean), the id of something that is not a view a 422 at \
                    `/event/on`; with `point`, `path`, `touches` or `window`, a 400.
                    """),
                .nullable(
                    "gesture", .enumeration(.touchGesture),
                    """
                    The physical gesture: how the finger moves in time. Default: `tap`, or `pan` when a path moves \
                    further than `tapAllowableMovement`. With a path, recognizers judge the path too.
                    """),
                .nullable(
                    "tapCount", .integer.minimum(1).maximum(10).default(1),
                    """
                    Taps in quick succession (`UITouch.tapCount`): 2 for a double tap. A control sends its actions for \
                    each tap (touchDownRepeat from the second).
                    """),
            ]),
        WireDoc(
            "PressEvent",
            """
            A physical key or remote button press: starts at the focused view, else the first responder, else the \
            key window. A key command on that chain matching the key and exactly its modifiers sends its action up \
            the chain; otherwise pressesBegan and pressesEnded walk it, and a text input that is first responder \
            types a character, space, arrow, delete, return or tab (with at most Shift).
            """,
            title: "PressEvent",
            fields: [
                .required("type", .constant("press"), .selfEvident),
                .nullable(
                    "key", .string,
                    """
                    The key: a character (`s`), a name for a key that prints nothing (`space`, `return`, `tab`, \
                    `delete`, `escape`, `upArrow`, `downArrow`, `leftArrow`, `rightArrow`, `pageUp`, `pageDown`, `home`, \
                    `end`), UIKit's input constant (`UIKeyInputUpArrow`), or a remote button's label (free text).
                    """),
                .nullable(
                    "modifiers", .array(.enumeration(.modifierKeys)).uniqueItems().default([]),
                    "The modifier keys held (each once)."),
            ]),
        WireDoc(
            "MotionEvent",
            "A motion event (shake): starts at the first responder, else the key window.",
            title: "MotionEvent",
            fields: [
                .required("type", .constant("motion"), .selfEvident),
                .nullable(
                    "subtype", .enumeration(.motionSubtype).default("shake"), "The only motion subtype UIKit delivers."),
            ]),
        WireDoc(
            "RemoteControlEvent",
            "A remote-control event: starts at the first responder, else the key window.",
            title: "RemoteControlEvent",
            fields: [
                .required("type", .constant("remoteControl"), .selfEvident),
                .nullable("subtype", .string.default("play"), "A label (free text: play, pause …)."),
            ]),
        WireDoc(
            "ActionEvent",
            """
            An action message: explicit target, nil target (walks the chain from the first responder, else the key \
            window) or an explicit walk. `target` and `walkFrom` exclude each other (400).
            """,
            title: "ActionEvent",
            fields: [
                .required("type", .constant("action"), .selfEvident),
                .required("action", .string, "The selector, either spelling (`copy(_:)` or `copy:`)."),
                .nullable(
                    "target", .string,
                    """
                    An explicit target (`sendAction(_:to:from:for:)` with a target): no chain walk; a target that does \
                    not implement it crashes the app (outcome `crashed`).
                    """),
                .nullable(
                    "sender", .string,
                    "The sender (usually a control); with `nilTargetStart: sender` the walk starts there."),
                .nullable(
                    "walkFrom", .string, "Walk `next` from this responder instead (`target(forAction:withSender:)`)."),
            ]),
        WireDoc(
            "EditMenuEvent",
            "The edit menu is requested (long-press): which items appear, and who would perform each.",
            title: "EditMenuEvent",
            fields: [
                .required("type", .constant("editMenu"), .selfEvident),
                .nullable("pressedView", .string, "The view the user long-pressed (must be a view, else 422)."),
                .nullable(
                    "customActions", .array(.string).default([]),
                    """
                    Custom menu item selectors to consider besides the standard edit actions (cut:, copy:, paste:, \
                    delete:, select:, selectAll:).
                    """),
            ]),
        WireDoc(
            "BecomeFirstResponderEvent",
            "`becomeFirstResponder()` is called on a responder.",
            title: "BecomeFirstResponderEvent",
            fields: [
                .required("type", .constant("becomeFirstResponder"), .selfEvident),
                .required("responder", .string, "The id of a responder declared elsewhere in the app."),
                .nullable(
                    "during", .enumeration(.lifecycle).default("now"),
                    """
                    When, in its view controller's life, the call is made (in viewDidLoad and a first viewWillAppear the \
                    view is not in a window yet).
                    """),
            ]),
        WireDoc(
            "ResignFirstResponderEvent",
            "`resignFirstResponder()` is called.",
            title: "ResignFirstResponderEvent",
            fields: [
                .required("type", .constant("resignFirstResponder"), .selfEvident),
                .nullable("responder", .string, "Default: the key window's first responder."),
            ]),
        WireDoc(
            "EndEditingEvent",
            "`view.endEditing(force)`: resigns the first responder inside the view's subtree.",
            title: "EndEditingEvent",
            fields: [
                .required("type", .constant("endEditing"), .selfEvident),
                .required("view", .string, "The id of a view (422 otherwise)."),
                .nullable("force", .boolean.default(false), .selfEvident),
            ]),
        WireDoc(
            "HoverEvent",
            """
            A pointer hovering (`UIEvent.EventType.hover`): a trackpad or mouse pointer on iPad, or Apple Pencil held \
            above the screen. Give `point` (at rest) or `path` (moving), not both. It is hit-tested at every point \
            like a touch (hidden, interaction-off and transparent views and hitTest overrides apply; `hitTest` has \
            one entry a point), but it calls no touch method, sends no control event, and no tap, pan or long-press \
            recognizer sees it: only `UIHoverGestureRecognizer`s on the hit view and its ancestors (`recognizers`, \
            with their `states`) and pointer interactions (`pointer`).
            """,
            title: "HoverEvent",
            fields: [
                .required("type", .constant("hover"), .selfEvident),
                .nullable("point", .ref("Point"), "A pointer at rest, in screen coordinates."),
                .nullable(
                    "path", .array(.ref("Point")).minItems(1),
                    """
                    A pointer that moves: the screen points it passes through, each hit-tested, the last where it \
                    stays (a hover recognizer whose view it is still over has not ended).
                    """),
                .nullable("window", .string, "Hit-test only this window (its id; 422 when it is not a window)."),
            ]),
    ]
}
