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

extension ResponderTraitsJSON {
    /// `ResponderTraits` in openapi.yaml.
    static let docs = WireDoc(
        "ResponderTraits",
        """
        The fields every responder description shares (application, delegates, scenes, windows, view \
        controllers, views, custom objects). This schema documents them once; each concrete description repeats \
        them, because every object is strict (`additionalProperties: false`).
        """,
        fields: [
            .nullable(
                "id", .string.minLength(1),
                """
                Unique within the app; other fields refer to the responder by it. When absent the service generates \
                one (`application`, `appDelegate`, `scene`, `sceneDelegate`, `window` for the first window, \
                `<controller id>.view` for a controller's implicit root view, otherwise the JSON Pointer of the \
                responder's object in the request, e.g. \
                `/app/scenes/0/windows/0/rootViewController/view/subviews/1`, which stays the same when other views \
                are added or removed elsewhere).
                """),
            .nullable(
                "class", .string,
                """
                The runtime class name. A UIKit class name (see GET /v1/classes) picks up that class's defaults; a \
                public class the catalogue does not model one by one (`publicClasses` there: UIHostingController, \
                MKMapView, UIRefreshControl, …) is treated as its nearest modelled superclass, and the answer says \
                what is not modelled; a name starting with `UI` that is in neither is refused as a likely typo \
                (422), with the nearest name as a suggestion. A custom class (e.g. `InboxViewController`) inherits \
                the defaults of `superclass`, or of the role's base class (UIView, UIWindow, UIViewController, \
                UIWindowScene, UIApplication, UIResponder).
                """),
            .nullable(
                "superclass", .string,
                """
                For a custom class only: the UIKit class it inherits from (must be in the catalogue and fit the \
                role, else 422).
                """),
            .nullable("overrides", .ref("Overrides"), .selfEvident),
            .nullable(
                "next", .string,
                """
                An overridden `next`: the id of the responder it returns (splices that responder into the chain). A \
                loop is refused with 422.
                """),
            .nullable("canBecomeFirstResponder", .boolean, "Overrides the class default."),
            .nullable("canResignFirstResponder", .boolean, "Overrides the default (true)."),
            .nullable(
                "inputView", .boolean,
                "Whether it has an input view (a keyboard) when first responder; text inputs default to true."),
            .nullable(
                "inputAccessoryView", .boolean,
                """
                Whether it has an input accessory view, which UIKit shows only while it is first responder (a \
                controller's docked message bar needs `canBecomeFirstResponder: true`).
                """),
            .nullable(
                "keyCommands", .array(.ref("KeyCommand")),
                """
                What it returns from `keyCommands`. A press whose key and modifiers match a command on the chain \
                from the first responder sends the command's action up that chain; since iOS 15 a text input that is \
                first responder types the key first unless `wantsPriorityOverSystemBehavior`.
                """),
            .nullable("actions", .ref("Actions"), .selfEvident),
        ],
        closed: false)
}

extension ResponderTraitsJSON.Overrides {
    /// `Overrides` in openapi.yaml.
    static let docs = WireDoc(
        "Overrides",
        """
        UIResponder event methods the class overrides: `callsSuper` handles the event and lets UIResponder's \
        default pass it to `next`; `withoutSuper` handles it and stops the walk (the event is swallowed). Not \
        overridden (absent or null): the default forwards it. Null for the whole map means the same as leaving \
        it out.
        """,
        example: ["touchesBegan": "withoutSuper", "touchesEnded": "callsSuper"],
        fields: ResponderMethod.allCases.map {
            .nullable($0.rawValue, .enumeration(.methodOverride), .selfEvident)
        })
}

extension ResponderTraitsJSON.Actions {
    /// `Actions` in openapi.yaml.
    static let docs = WireDoc(
        "Actions",
        """
        Action selectors the class implements, keyed by selector in either spelling (`archiveMessage(_:)` or \
        `archiveMessage:`). `true`: implements it and `canPerformAction(_:withSender:)` agrees; `false`: \
        implements it but declines; an object gives the decline a reason; `null` means the selector is not \
        listed. Null for the whole map means the same as leaving it out.
        """,
        example: ["copy(_:)": true, "paste:": ["canPerform": false, "reason": "read-only"]],
        shape: .map(.ref("ActionSupport"), nullable: true))
}

extension ResponderTraitsJSON.ActionJSON {
    /// `ActionSupport` in openapi.yaml.
    static let valueDocs = WireDoc(
        "ActionSupport",
        """
        One selector of `actions`: `true` (implements it, and `canPerformAction(_:withSender:)` agrees), `false` \
        (implements it but declines) or an object that gives the decline a reason.
        """,
        shape: .oneOf([.boolean, .ref("ActionAvailability")]))

    /// `ActionAvailability` in openapi.yaml.
    static let docs = WireDoc(
        "ActionAvailability",
        "What `canPerformAction(_:withSender:)` says for one implemented selector.",
        fields: [
            .nullable("canPerform", .boolean.default(true), .selfEvident),
            .nullable("reason", .string, "Why it declines, shown in the answer."),
        ])
}
