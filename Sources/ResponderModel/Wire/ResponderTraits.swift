import Foundation
import ResponderCore

/// The fields every responder description shares: identity, class, overrides, `next`, first-responder
/// answers and implemented actions.
///
/// ```json
/// {"id": "badge", "class": "BadgeView", "superclass": "UIView",
///  "overrides": {"touchesBegan": "withoutSuper"}, "actions": {"archiveMessage(_:)": true}}
/// ```
public struct ResponderTraits: Sendable, Equatable {
    /// Unique within the app; other fields refer to the responder by it.
    public var id: String?
    /// The runtime class name (`InboxViewController`); a UIKit class name picks up that class's defaults.
    public var className: String?
    /// For a custom class: the UIKit class it inherits from (defaults depend on the role).
    public var superclass: String?
    /// Event methods overridden: `callsSuper` or `withoutSuper`.
    public var overrides: [ResponderMethod: MethodOverride] = [:]
    /// An overridden `next`: the id of the responder it returns.
    public var next: String?
    public var canBecomeFirstResponder: Bool?
    public var canResignFirstResponder: Bool?
    /// Whether it has an input view (keyboard) when first responder.
    public var inputView: Bool?
    /// Implemented action selectors: `true`, `false` (implements but `canPerformAction` returns false), or
    /// `{"canPerform": false, "reason": "…"}`.
    public var actions: [(selector: String, implementation: ActionImplementation)] = []

    static let keys = [
        "id", "class", "superclass", "overrides", "next", "canBecomeFirstResponder", "canResignFirstResponder",
        "inputView", "actions",
    ]

    public static func == (lhs: ResponderTraits, rhs: ResponderTraits) -> Bool {
        lhs.id == rhs.id && lhs.className == rhs.className && lhs.superclass == rhs.superclass
            && lhs.overrides == rhs.overrides && lhs.next == rhs.next
            && lhs.actions.map(\.selector) == rhs.actions.map(\.selector)
    }

    init() {}

    /// Decodes the shared fields of an object whose keys were checked already.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        for name in try decoder.fieldNames() { try decodeField(AnyCodingKey(name), from: container) }
    }

    /// Decodes `key` if it is one of the shared fields (and ignores it otherwise). The description types walk the
    /// keys an object has rather than probing every field it could have: a view uses a few of its 27.
    mutating func decodeField(_ key: AnyCodingKey, from container: KeyedDecodingContainer<AnyCodingKey>) throws {
        switch key.stringValue {
        case "id":
            id = try container.decodeIfPresent(String.self, forKey: key)
            if let id, id.isEmpty {
                throw InvalidValueError(codingPath: container.codingPath + [key], message: "id must not be empty")
            }
        case "class": className = try container.decodeIfPresent(String.self, forKey: key)
        case "superclass": superclass = try container.decodeIfPresent(String.self, forKey: key)
        case "next": next = try container.decodeIfPresent(String.self, forKey: key)
        case "canBecomeFirstResponder": canBecomeFirstResponder = try container.decodeIfPresent(Bool.self, forKey: key)
        case "canResignFirstResponder": canResignFirstResponder = try container.decodeIfPresent(Bool.self, forKey: key)
        case "inputView": inputView = try container.decodeIfPresent(Bool.self, forKey: key)
        case "overrides":
            guard try !container.decodeNil(forKey: key) else { return }
            let nested = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
            for key in nested.allKeys {
                guard let method = ResponderMethod(rawValue: key.stringValue) else {
                    throw UnknownFieldError(
                        codingPath: nested.codingPath + [key], field: key.stringValue,
                        allowed: ResponderMethod.allCases.map(\.rawValue))
                }
                if let behaviour = try nested.decodeEnum(MethodOverride.self, forKey: key) {
                    overrides[method] = behaviour
                }
            }
        case "actions":
            guard try !container.decodeNil(forKey: key) else { return }
            let nested = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
            for key in nested.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                if try nested.decodeNil(forKey: key) { continue }
                if let flag = try? nested.decode(Bool.self, forKey: key) {
                    actions.append((key.stringValue, ActionImplementation(canPerform: flag)))
                    continue
                }
                let detail = try nested.decode(ActionJSON.self, forKey: key)
                actions.append(
                    (key.stringValue, ActionImplementation(canPerform: detail.canPerform, reason: detail.reason)))
            }
        default: break
        }
    }

    /// `{"canPerform": false, "reason": "…"}`.
    struct ActionJSON: Decodable {
        var canPerform: Bool
        var reason: String?

        init(from decoder: Decoder) throws {
            try decoder.rejectUnknownKeys(["canPerform", "reason"])
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            canPerform = try container.decodeIfPresent(Bool.self, forKey: AnyCodingKey("canPerform")) ?? true
            reason = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("reason"))
        }
    }
}

extension MethodOverride: CaseIterable {
    public static let allCases: [MethodOverride] = [.callsSuper, .withoutSuper]
}
