import ResponderCore

/// The fields every responder description shares: identity, class, overrides, `next`, first-responder
/// answers and implemented actions.
///
/// ```json
/// {"id": "badge", "class": "BadgeView", "superclass": "UIView",
///  "overrides": {"touchesBegan": "withoutSuper"}, "actions": {"archiveMessage(_:)": true}}
/// ```
public struct ResponderTraitsJSON: Sendable, Equatable {
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
    /// Whether it has an input accessory view, shown while it is first responder.
    public var inputAccessoryView: Bool?
    /// What it returns from `keyCommands`.
    public var keyCommands: [KeyCommandJSON] = []
    /// Implemented action selectors: `true`, `false` (implements but `canPerformAction` returns false), or
    /// `{"canPerform": false, "reason": "…"}`.
    public var actions: [(selector: String, implementation: ActionImplementation)] = []

    public static func == (lhs: ResponderTraitsJSON, rhs: ResponderTraitsJSON) -> Bool {
        lhs.id == rhs.id && lhs.className == rhs.className && lhs.superclass == rhs.superclass
            && lhs.overrides == rhs.overrides && lhs.next == rhs.next
            && lhs.actions.map(\.selector) == rhs.actions.map(\.selector)
    }

    init() {}

    /// The shared fields, which every responder description lifts into its own table.
    static let wire = WireTable<ResponderTraitsJSON>([
        .field("id", \.id, check: { $0?.isEmpty == true ? .notEmpty(field: "id") : nil }),
        .field("class", \.className), .field("superclass", \.superclass),
        .field("overrides", \.overrides, reading: Overrides.self, convert: \.methods), .field("next", \.next),
        .field("canBecomeFirstResponder", \.canBecomeFirstResponder),
        .field("canResignFirstResponder", \.canResignFirstResponder), .field("inputView", \.inputView),
        .field("inputAccessoryView", \.inputAccessoryView), .field("keyCommands", \.keyCommands),
        .field("actions", \.actions, reading: Actions.self, convert: \.implemented),
    ])

    /// `{"touchesBegan": "withoutSuper", …}`: a map from method names to how the override behaves.
    struct Overrides: WireValue {
        var methods: [ResponderMethod: MethodOverride] = [:]

        init<Reader: WireReader>(reading reader: inout Reader) throws {
            try reader.beginObject()
            while let name = try reader.nextKey() {
                guard let method = ResponderMethod(rawValue: name) else {
                    throw UnknownFieldError(
                        codingPath: reader.codingPath, field: name, allowed: ResponderMethod.allCases.map(\.rawValue))
                }
                if methods[method] != nil { throw reader.duplicateField() }
                if try reader.readNull() { continue }
                methods[method] = try MethodOverride(reading: &reader)
            }
        }
    }

    /// `{"copy:": true, "archive:": {"canPerform": false, "reason": "…"}}`, listed in selector order.
    struct Actions: WireValue {
        var implemented: [(selector: String, implementation: ActionImplementation)] = []

        init<Reader: WireReader>(reading reader: inout Reader) throws {
            try reader.beginObject()
            var names: Set<String> = []
            while let selector = try reader.nextKey() {
                guard names.insert(selector).inserted else { throw reader.duplicateField() }
                switch try reader.peek() {
                case .null: _ = try reader.readNull()
                case .bool: implemented.append((selector, ActionImplementation(canPerform: try reader.readBool())))
                default:
                    let detail = try ActionJSON(reading: &reader)
                    implemented.append(
                        (selector, ActionImplementation(canPerform: detail.canPerform, reason: detail.reason)))
                }
            }
            implemented.sort { $0.selector < $1.selector }
        }
    }

    /// `{"canPerform": false, "reason": "…"}`.
    struct ActionJSON: WireObject {
        var canPerform = true
        var reason: String?

        static let wire = WireTable<ActionJSON>([.field("canPerform", \.canPerform), .field("reason", \.reason)])
    }
}

extension MethodOverride: CaseIterable, WireEnum {
    public static let allCases: [MethodOverride] = [.callsSuper, .withoutSuper]
}
