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

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        id = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("id"))
        if let id, id.isEmpty {
            throw InvalidValueError(
                codingPath: container.codingPath + [AnyCodingKey("id")], message: "id must not be empty")
        }
        className = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("class"))
        superclass = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("superclass"))
        next = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("next"))
        canBecomeFirstResponder = try container.decodeIfPresent(
            Bool.self, forKey: AnyCodingKey("canBecomeFirstResponder"))
        canResignFirstResponder = try container.decodeIfPresent(
            Bool.self, forKey: AnyCodingKey("canResignFirstResponder"))
        inputView = try container.decodeIfPresent(Bool.self, forKey: AnyCodingKey("inputView"))
        if container.contains(AnyCodingKey("overrides")), try !container.decodeNil(forKey: AnyCodingKey("overrides")) {
            let nested = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("overrides"))
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
        }
        if container.contains(AnyCodingKey("actions")), try !container.decodeNil(forKey: AnyCodingKey("actions")) {
            let nested = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("actions"))
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
