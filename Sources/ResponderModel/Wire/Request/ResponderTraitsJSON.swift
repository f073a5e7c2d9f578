import ResponderCore
import ResponderWords

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
    /// What it has that this description does not give (an imported app's recognizers, target-actions, overrides,
    /// actions, a window's first responder).
    public var undescribed: [UndescribedFact] = []
    /// The address a debugger printed for it (`0x7fa1c0d0a7f0`), for the commands an answer gives.
    public var address: String?

    public static func == (lhs: ResponderTraitsJSON, rhs: ResponderTraitsJSON) -> Bool {
        lhs.id == rhs.id && lhs.className == rhs.className && lhs.superclass == rhs.superclass
            && lhs.overrides == rhs.overrides && lhs.next == rhs.next
            && lhs.actions.map(\.selector) == rhs.actions.map(\.selector) && lhs.undescribed == rhs.undescribed
            && lhs.address == rhs.address
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
        .field("undescribed", \.undescribed, check: { $0.isEmpty ? nil : ResponderTraitsJSON.twice(in: $0) }),
        .field("address", \.address, check: { $0.flatMap(ResponderTraitsJSON.notAddress) }),
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

extension UndescribedFact: WireEnum {}

extension ResponderTraitsJSON {
    /// The first fact `undescribed` names twice, as a refusal.
    static func twice(in facts: [UndescribedFact]) -> ShapeWords? {
        for (position, fact) in facts.enumerated() where facts[..<position].contains(fact) {
            return .givenTwice(fact.rawValue)
        }
        return nil
    }

    /// A refusal for an `address` that is not `0x` and 1 to 16 hex digits, as a debugger prints one.
    static func notAddress(_ text: String) -> ShapeWords? {
        let bytes = Array(text.utf8)
        let digits = bytes.dropFirst(2)
        let isAddress =
            bytes.count > 2 && bytes.count <= 18 && bytes[0] == UInt8(ascii: "0")
            && bytes[1] == UInt8(ascii: "x")
            && digits.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) }
        return isAddress ? nil : .notAddress(String(text.prefix(40)))
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
                MKMapView, UIPickerView, …) is treated as its nearest modelled superclass, and the answer says \
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
            .nullable(
                "undescribed",
                .array(.enumeration(.undescribedFact)).uniqueItems().examples([["gestureRecognizers", "overrides"]]),
                """
                What it has that this description does not give, as `POST /v1/import` writes it for an app made from \
                debugger dumps: `gestureRecognizers` (a view whose dump line prints recognizers of unknown kinds), \
                `targets` (a control's target-actions), `overrides` and `actions` (an app class's event and action \
                methods), `firstResponder` (a window's). An answer whose verdict could turn on one of them says so \
                with a `dependsOnUndescribed` warning and the lldb command that prints it; an entry whose field the \
                description gives (not empty) counts as given. `gestureRecognizers` is for views, `targets` for \
                controls and `firstResponder` for windows (422 elsewhere).
                """),
            .nullable(
                "address", .string.pattern("^0x[0-9a-fA-F]{1,16}$").examples(["0x7fa1c0d0a7f0"]),
                """
                The address the debugger printed for it, which the lldb commands of a `dependsOnUndescribed` warning \
                use (`po [(UIView *)0x7fa1c0d0a7f0 gestureRecognizers]`); without it they use the id.
                """),
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
