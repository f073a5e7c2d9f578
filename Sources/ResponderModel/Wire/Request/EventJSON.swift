import ResponderCore

/// One event on the wire, told apart by `type`.
///
/// ```json
/// {"type": "touch", "point": {"x": 350, "y": 120}}
/// {"type": "touch", "touches": [{"point": {"x": 10, "y": 10}}, {"point": {"x": 200, "y": 10}}], "gesture": "tap"}
/// {"type": "press", "key": "return"}
/// {"type": "motion", "subtype": "shake"}
/// {"type": "remoteControl", "subtype": "play"}
/// {"type": "action", "action": "copy:", "target": null, "sender": "button"}
/// {"type": "action", "action": "archiveMessage(_:)", "walkFrom": "messageView"}
/// {"type": "editMenu", "pressedView": "badge", "customActions": ["archiveMessage(_:)"]}
/// {"type": "becomeFirstResponder", "responder": "searchField", "during": "viewDidLoad"}
/// {"type": "resignFirstResponder", "responder": "searchField"}
/// {"type": "endEditing", "view": "rootView", "force": true}
/// ```
public struct EventJSON: WireObject, Sendable {
    /// The event types.
    public enum Kind: String, Sendable, CaseIterable, WireEnum {
        case touch, press, motion, remoteControl, action, editMenu, becomeFirstResponder, resignFirstResponder,
            endEditing

        /// The fields each type accepts besides `type`.
        var fields: [String] {
            switch self {
            case .touch: return ["point", "window", "touches", "gesture"]
            case .press: return ["key"]
            case .motion: return ["subtype"]
            case .remoteControl: return ["subtype"]
            case .action: return ["action", "target", "sender", "walkFrom"]
            case .editMenu: return ["pressedView", "customActions"]
            case .becomeFirstResponder: return ["responder", "during"]
            case .resignFirstResponder: return ["responder"]
            case .endEditing: return ["view", "force"]
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

    /// One finger.
    public struct TouchJSON: WireObject, Sendable {
        public var point = PointJSON()
        public var window: String?

        init() {}

        static let wire = WireTable<TouchJSON>([
            .field("point", \.point, required: true), .field("window", \.window),
        ])
    }

    public var type = Kind.touch
    public var touches: [TouchJSON] = []
    public var gesture: TouchGesture = .tap
    public var key: String?
    public var subtype: String?
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
    private var touchList: [TouchJSON]?
    private var window: String?

    init() {}

    private static let typeIndex = wire.index("type")
    private static let windowIndex = wire.index("window")

    /// Every event type's fields; each type accepts `type` and its own (``Kind/fields``).
    static let wire = WireTable<EventJSON>([
        .field("type", \.type, required: true, missing: "type is required"), .field("point", \.point),
        .field("window", \.window), .field("touches", \.touchList), .field("gesture", \.gesture),
        .field("key", \.key), .field("subtype", \.subtype), .field("action", \.action), .field("target", \.target),
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
            throw MissingFieldError(codingPath: reader.codingPath, field: "type", hint: "type is required")
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
                codingPath: reader.codingPath, field: name, hint: "\(name) is required for \(type.rawValue) events")
        }
        switch type {
        case .touch:
            switch (point, touchList) {
            case (_?, _?):
                throw InvalidValueError(
                    codingPath: reader.codingPath, message: "give either point or touches, not both")
            case (let point?, nil):
                var touch = TouchJSON()
                touch.point = point
                touch.window = window
                touches = [touch]
            case (nil, let list?):
                if list.isEmpty {
                    throw InvalidValueError(
                        codingPath: reader.codingPath + [AnyCodingKey("touches")], message: "touches must not be empty")
                }
                if seen.contains(Self.windowIndex) {
                    throw InvalidValueError(
                        codingPath: reader.codingPath + [AnyCodingKey("window")],
                        message: "with touches, give each touch its own window")
                }
                touches = list
            case (nil, nil):
                throw MissingFieldError(
                    codingPath: reader.codingPath, field: "point", hint: "a touch event needs point or touches")
            }
        case .motion:
            subtype = subtype ?? "shake"
            if subtype != "shake" {
                throw InvalidValueError(
                    codingPath: reader.codingPath + [AnyCodingKey("subtype")],
                    message: "'\(subtype ?? "")' is not one of 'shake' (the only motion subtype UIKit delivers)")
            }
        case .remoteControl: subtype = subtype ?? "play"
        case .action:
            if target != nil && walkFrom != nil {
                throw InvalidValueError(
                    codingPath: reader.codingPath + [AnyCodingKey("walkFrom")],
                    message:
                        "an action with an explicit target does not walk the chain; give target or walkFrom, not both")
            }
        case .press, .editMenu, .becomeFirstResponder, .resignFirstResponder, .endEditing: break
        }
    }
}

extension TouchGesture: WireEnum {}

extension LifecyclePhase: WireEnum {}
