import Foundation
import ResponderCore

/// A view (or a window's extra subview) and its subtree, nested the way a person draws it.
///
/// Everything but `id` and `frame` is optional; omitted flags take the class's UIKit defaults.
public struct ViewDescription: Decodable, Sendable {
    public var traits: ResponderTraits
    public var frame: FrameJSON?
    public var boundsOrigin: PointJSON?
    public var transform: TransformJSON?
    public var isHidden: Bool?
    public var alpha: Double?
    public var isUserInteractionEnabled: Bool?
    public var clipsToBounds: Bool?
    public var isMultipleTouchEnabled: Bool?
    public var isExclusiveTouch: Bool?
    public var pointInside: PointInsideJSON?
    public var hitTest: HitTestJSON?
    public var gestureRecognizers: [GestureRecognizerJSON]
    public var isEnabled: Bool?
    public var targets: [TargetActionJSON]
    public var isEditable: Bool?
    public var hasText: Bool?
    public var hasSelection: Bool?
    public var subviews: [ViewDescription]

    static let ownKeys = [
        "frame", "boundsOrigin", "transform", "isHidden", "alpha", "isUserInteractionEnabled", "clipsToBounds",
        "isMultipleTouchEnabled", "isExclusiveTouch", "pointInside", "hitTest", "gestureRecognizers", "isEnabled",
        "targets", "isEditable", "hasText", "hasSelection", "subviews",
    ]

    static let viewKeys = KeySet(ResponderTraits.keys + ownKeys)
    static let windowKeys = KeySet(ResponderTraits.keys + ownKeys + WindowDescription.ownKeys)

    public init(from decoder: Decoder) throws {
        try self.init(from: decoder, allowed: Self.viewKeys)
    }

    init(from decoder: Decoder, allowed: KeySet) throws {
        let names = try decoder.fieldNames(allowed: allowed)
        traits = ResponderTraits()
        gestureRecognizers = []
        targets = []
        subviews = []
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        for name in names {
            let key = AnyCodingKey(name)
            switch name {
            case "frame": frame = try container.decodeIfPresent(FrameJSON.self, forKey: key)
            case "boundsOrigin": boundsOrigin = try container.decodeIfPresent(PointJSON.self, forKey: key)
            case "transform": transform = try container.decodeIfPresent(TransformJSON.self, forKey: key)
            case "isHidden": isHidden = try container.decodeIfPresent(Bool.self, forKey: key)
            case "alpha":
                alpha = try container.decodeIfPresent(Double.self, forKey: key)
                if let alpha, !(0...1).contains(alpha) {
                    throw InvalidValueError(
                        codingPath: container.codingPath + [key], message: "alpha must be between 0 and 1")
                }
            case "isUserInteractionEnabled":
                isUserInteractionEnabled = try container.decodeIfPresent(Bool.self, forKey: key)
            case "clipsToBounds": clipsToBounds = try container.decodeIfPresent(Bool.self, forKey: key)
            case "isMultipleTouchEnabled":
                isMultipleTouchEnabled = try container.decodeIfPresent(Bool.self, forKey: key)
            case "isExclusiveTouch": isExclusiveTouch = try container.decodeIfPresent(Bool.self, forKey: key)
            case "pointInside": pointInside = try container.decodeIfPresent(PointInsideJSON.self, forKey: key)
            case "hitTest": hitTest = try container.decodeIfPresent(HitTestJSON.self, forKey: key)
            case "gestureRecognizers":
                gestureRecognizers = try container.decodeIfPresent([GestureRecognizerJSON].self, forKey: key) ?? []
            case "isEnabled": isEnabled = try container.decodeIfPresent(Bool.self, forKey: key)
            case "targets": targets = try container.decodeIfPresent([TargetActionJSON].self, forKey: key) ?? []
            case "isEditable": isEditable = try container.decodeIfPresent(Bool.self, forKey: key)
            case "hasText": hasText = try container.decodeIfPresent(Bool.self, forKey: key)
            case "hasSelection": hasSelection = try container.decodeIfPresent(Bool.self, forKey: key)
            case "subviews": subviews = try container.decodeIfPresent([ViewDescription].self, forKey: key) ?? []
            default: try traits.decodeField(key, from: container)  // shared fields; a window's own are its own
            }
        }
    }
}

/// `point(inside:with:)` override: `"always"`, `"never"`, `{"minimumSize": {…}}` or `{"insets": {…}}`.
public enum PointInsideJSON: Decodable, Sendable {
    case always, never, bounds
    case minimumSize(width: Double, height: Double)
    case insets(top: Double, left: Double, bottom: Double, right: Double)

    public init(from decoder: Decoder) throws {
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            switch word {
            case "always": self = .always
            case "never": self = .never
            case "bounds": self = .bounds
            default:
                throw InvalidValueError(
                    codingPath: decoder.codingPath,
                    message:
                        "'\(word)' is not one of 'bounds', 'always', 'never', {\"minimumSize\": …}, {\"insets\": …}")
            }
            return
        }
        try decoder.rejectUnknownKeys(["minimumSize", "insets"])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        func given(_ key: String) throws -> Bool {
            container.contains(AnyCodingKey(key)) ? try !container.decodeNil(forKey: AnyCodingKey(key)) : false
        }
        if try given("minimumSize") && given("insets") {
            throw InvalidValueError(codingPath: decoder.codingPath, message: "give minimumSize or insets, not both")
        }
        if let size = try container.decodeIfPresent(SizeJSON.self, forKey: AnyCodingKey("minimumSize")) {
            self = .minimumSize(width: size.width, height: size.height)
        } else if let insets = try container.decodeIfPresent(InsetsJSON.self, forKey: AnyCodingKey("insets")) {
            self = .insets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        } else {
            throw InvalidValueError(codingPath: decoder.codingPath, message: "give minimumSize or insets")
        }
    }

    var core: PointInsideOverride {
        switch self {
        case .always: return .always
        case .never: return .never
        case .bounds: return .bounds
        case .minimumSize(let width, let height): return .minimumSize(Size(width: width, height: height))
        case .insets(let top, let left, let bottom, let right):
            return .insets(top: top, left: left, bottom: bottom, right: right)
        }
    }
}

/// Edge insets; negative values enlarge.
struct InsetsJSON: Decodable {
    var top, left, bottom, right: Double

    init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(["top", "left", "bottom", "right"])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        top = try container.decodeIfPresent(Double.self, forKey: AnyCodingKey("top")) ?? 0
        left = try container.decodeIfPresent(Double.self, forKey: AnyCodingKey("left")) ?? 0
        bottom = try container.decodeIfPresent(Double.self, forKey: AnyCodingKey("bottom")) ?? 0
        right = try container.decodeIfPresent(Double.self, forKey: AnyCodingKey("right")) ?? 0
    }
}

/// `hitTest(_:with:)` override: `"standard"`, `"returnsNil"`, `"passThrough"`, `"returnsSelf"` or
/// `{"redirectTo": "viewId"}`.
public enum HitTestJSON: Decodable, Sendable {
    case standard, returnsNil, passThrough, returnsSelf
    case redirect(to: String)

    public init(from decoder: Decoder) throws {
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            switch word {
            case "standard": self = .standard
            case "returnsNil": self = .returnsNil
            case "passThrough": self = .passThrough
            case "returnsSelf": self = .returnsSelf
            default:
                throw InvalidValueError(
                    codingPath: decoder.codingPath,
                    message: "'\(word)' is not one of 'standard', 'returnsNil', 'passThrough', 'returnsSelf', "
                        + "{\"redirectTo\": \"viewId\"}")
            }
            return
        }
        try decoder.rejectUnknownKeys(["redirectTo"])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self = .redirect(to: try container.decode(String.self, forKey: AnyCodingKey("redirectTo")))
    }
}

/// A gesture recognizer on a view.
public struct GestureRecognizerJSON: Decodable, Sendable {
    public var id: String?
    public var type: GestureRecognizer.Kind
    public var recognizes: Bool?
    public var isEnabled: Bool?
    public var numberOfTapsRequired: Int?
    public var cancelsTouchesInView: Bool?
    public var delaysTouchesBegan: Bool?
    public var delaysTouchesEnded: Bool?
    public var recognizesSimultaneously: Bool?
    public var target: String?
    public var action: String?

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys([
            "id", "type", "recognizes", "isEnabled", "numberOfTapsRequired", "cancelsTouchesInView",
            "delaysTouchesBegan", "delaysTouchesEnded", "recognizesSimultaneously", "target", "action",
        ])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        func flag(_ key: String) throws -> Bool? { try container.decodeIfPresent(Bool.self, forKey: AnyCodingKey(key)) }
        id = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("id"))
        guard let kind = try container.decodeEnum(GestureRecognizer.Kind.self, forKey: AnyCodingKey("type")) else {
            throw DecodingError.keyNotFound(
                AnyCodingKey("type"), .init(codingPath: container.codingPath, debugDescription: "type is required"))
        }
        type = kind
        recognizes = try flag("recognizes")
        isEnabled = try flag("isEnabled")
        // Decoded as a number and checked here: Foundation reports a non-integer or huge value for an Int as
        // "not valid JSON" without saying where.
        if let taps = try container.decodeIfPresent(Double.self, forKey: AnyCodingKey("numberOfTapsRequired")) {
            guard taps == taps.rounded(), (1...10).contains(taps) else {
                throw InvalidValueError(
                    codingPath: container.codingPath + [AnyCodingKey("numberOfTapsRequired")],
                    message: "numberOfTapsRequired must be a whole number from 1 to 10")
            }
            numberOfTapsRequired = Int(taps)
        }
        cancelsTouchesInView = try flag("cancelsTouchesInView")
        delaysTouchesBegan = try flag("delaysTouchesBegan")
        delaysTouchesEnded = try flag("delaysTouchesEnded")
        recognizesSimultaneously = try flag("recognizesSimultaneously")
        target = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("target"))
        action = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("action"))
    }
}

/// A control's `addTarget(_:action:for:)`: `{"event": "touchUpInside", "target": "inbox", "action": "deleteTapped:"}`;
/// a missing or null target is a nil-targeted action.
public struct TargetActionJSON: Decodable, Sendable {
    public var event: TargetAction.ControlEvent
    public var target: String?
    public var action: String

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(["event", "target", "action"])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        event =
            try container.decodeEnum(TargetAction.ControlEvent.self, forKey: AnyCodingKey("event")) ?? .touchUpInside
        target = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("target"))
        action = try container.decode(String.self, forKey: AnyCodingKey("action"))
    }
}
