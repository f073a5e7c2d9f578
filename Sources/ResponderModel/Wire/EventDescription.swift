import Foundation
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
public struct EventDescription: Decodable, Sendable {
    /// The event types.
    public enum Kind: String, Sendable, CaseIterable {
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
    }

    /// One finger.
    public struct TouchJSON: Decodable, Sendable {
        public var point: PointJSON
        public var window: String?

        public init(from decoder: Decoder) throws {
            try decoder.rejectUnknownKeys(["point", "window"])
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            point = try container.decode(PointJSON.self, forKey: AnyCodingKey("point"))
            window = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("window"))
        }
    }

    public var type: Kind
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

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        guard let type = try container.decodeEnum(Kind.self, forKey: AnyCodingKey("type")) else {
            throw DecodingError.keyNotFound(
                AnyCodingKey("type"), .init(codingPath: container.codingPath, debugDescription: "type is required"))
        }
        self.type = type
        try decoder.rejectUnknownKeys(["type"] + type.fields)
        func string(_ key: String) throws -> String? {
            try container.decodeIfPresent(String.self, forKey: AnyCodingKey(key))
        }
        func required(_ key: String) throws -> String {
            guard let value = try string(key) else {
                throw DecodingError.keyNotFound(
                    AnyCodingKey(key),
                    .init(
                        codingPath: container.codingPath,
                        debugDescription: "\(key) is required for \(type.rawValue) events"))
            }
            return value
        }
        switch type {
        case .touch:
            let point = try container.decodeIfPresent(PointJSON.self, forKey: AnyCodingKey("point"))
            let list = try container.decodeIfPresent([TouchJSON].self, forKey: AnyCodingKey("touches"))
            if point != nil && list != nil {
                throw InvalidValueError(
                    codingPath: container.codingPath, message: "give either point or touches, not both")
            }
            if let point {
                let window = try string("window")
                touches = [try TouchJSON(point: point, window: window)]
            } else if let list {
                if list.isEmpty {
                    throw InvalidValueError(
                        codingPath: container.codingPath + [AnyCodingKey("touches")],
                        message: "touches must not be empty")
                }
                if container.contains(AnyCodingKey("window")) {
                    throw InvalidValueError(
                        codingPath: container.codingPath + [AnyCodingKey("window")],
                        message: "with touches, give each touch its own window")
                }
                touches = list
            } else {
                throw DecodingError.keyNotFound(
                    AnyCodingKey("point"),
                    .init(codingPath: container.codingPath, debugDescription: "a touch event needs point or touches"))
            }
            gesture = try container.decodeEnum(TouchGesture.self, forKey: AnyCodingKey("gesture")) ?? .tap
        case .press:
            key = try string("key")
        case .motion:
            subtype = try string("subtype") ?? "shake"
            if subtype != "shake" {
                throw InvalidValueError(
                    codingPath: container.codingPath + [AnyCodingKey("subtype")],
                    message: "'\(subtype ?? "")' is not one of 'shake' (the only motion subtype UIKit delivers)")
            }
        case .remoteControl:
            subtype = try string("subtype") ?? "play"
        case .action:
            action = try required("action")
            target = try string("target")
            sender = try string("sender")
            walkFrom = try string("walkFrom")
            if target != nil && walkFrom != nil {
                throw InvalidValueError(
                    codingPath: container.codingPath + [AnyCodingKey("walkFrom")],
                    message:
                        "an action with an explicit target does not walk the chain; give target or walkFrom, not both")
            }
        case .editMenu:
            pressedView = try string("pressedView")
            customActions = try container.decodeIfPresent([String].self, forKey: AnyCodingKey("customActions")) ?? []
        case .becomeFirstResponder:
            responder = try required("responder")
            during = try container.decodeEnum(LifecyclePhase.self, forKey: AnyCodingKey("during")) ?? .now
        case .resignFirstResponder:
            responder = try string("responder")
        case .endEditing:
            view = try required("view")
            force = try container.decodeIfPresent(Bool.self, forKey: AnyCodingKey("force")) ?? false
        }
    }
}

extension EventDescription.TouchJSON {
    init(point: PointJSON, window: String?) throws {
        self.point = point
        self.window = window
    }
}

/// `POST /v1/dispatch`: an app and one event or a sequence of events.
public struct DispatchRequest: Decodable, Sendable {
    public var title: String?
    public var description: String?
    public var profile: Profile
    public var settings: SettingsJSON
    public var app: AppDescription
    public var events: [EventDescription]
    /// Whether the request used `event` (one) rather than `events`.
    public var isSingleEvent: Bool

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(["title", "description", "profile", "settings", "app", "event", "events"])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        title = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("title"))
        description = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("description"))
        profile = try container.decodeEnum(Profile.self, forKey: AnyCodingKey("profile")) ?? .runtime
        settings = try container.decodeIfPresent(SettingsJSON.self, forKey: AnyCodingKey("settings")) ?? SettingsJSON()
        app = try container.decode(AppDescription.self, forKey: AnyCodingKey("app"))
        let one = try container.decodeIfPresent(EventDescription.self, forKey: AnyCodingKey("event"))
        let many = try container.decodeIfPresent([EventDescription].self, forKey: AnyCodingKey("events"))
        switch (one, many) {
        case (let event?, nil):
            events = [event]
            isSingleEvent = true
        case (nil, let list?):
            if list.isEmpty {
                throw InvalidValueError(codingPath: [AnyCodingKey("events")], message: "events must not be empty")
            }
            events = list
            isSingleEvent = false
        case (nil, nil):
            throw DecodingError.keyNotFound(
                AnyCodingKey("event"),
                .init(codingPath: [], debugDescription: "give event (one) or events (a sequence)"))
        default:
            throw InvalidValueError(codingPath: [AnyCodingKey("events")], message: "give event or events, not both")
        }
    }
}

/// `POST /v1/chain`: an app and the responder to start from.
public struct ChainRequest: Decodable, Sendable {
    public var title: String?
    public var description: String?
    public var profile: Profile
    public var settings: SettingsJSON
    public var app: AppDescription
    public var from: String

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(["title", "description", "profile", "settings", "app", "from"])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        title = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("title"))
        description = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("description"))
        profile = try container.decodeEnum(Profile.self, forKey: AnyCodingKey("profile")) ?? .runtime
        settings = try container.decodeIfPresent(SettingsJSON.self, forKey: AnyCodingKey("settings")) ?? SettingsJSON()
        app = try container.decode(AppDescription.self, forKey: AnyCodingKey("app"))
        from = try container.decode(String.self, forKey: AnyCodingKey("from"))
    }
}

/// Evaluation settings; every field optional.
public struct SettingsJSON: Decodable, Sendable, Equatable {
    public var nilTargetStart: DispatchSettings.NilTargetStart = .firstResponder
    public var disabledControlTouches: DispatchSettings.DisabledControlTouches = .forward
    /// Insert UIKit's private wrappers (default: true in the runtime profile; always false in documented).
    public var synthesizeWrappers: Bool?
    public var diagnoseUnreachable = true

    public init() {}

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys([
            "nilTargetStart", "disabledControlTouches", "synthesizeWrappers", "diagnoseUnreachable",
        ])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        nilTargetStart =
            try container.decodeEnum(DispatchSettings.NilTargetStart.self, forKey: AnyCodingKey("nilTargetStart"))
            ?? .firstResponder
        disabledControlTouches =
            try container.decodeEnum(
                DispatchSettings.DisabledControlTouches.self, forKey: AnyCodingKey("disabledControlTouches"))
            ?? .forward
        synthesizeWrappers = try container.decodeIfPresent(Bool.self, forKey: AnyCodingKey("synthesizeWrappers"))
        diagnoseUnreachable =
            try container.decodeIfPresent(Bool.self, forKey: AnyCodingKey("diagnoseUnreachable")) ?? true
    }

    func core(_ profile: Profile) -> DispatchSettings {
        DispatchSettings(
            profile: profile, nilTargetStart: nilTargetStart, disabledControlTouches: disabledControlTouches,
            diagnoseUnreachable: diagnoseUnreachable, synthesizeWrappers: synthesizeWrappers)
    }
}
