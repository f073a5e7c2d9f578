import ResponderCore

/// A control's `addTarget(_:action:for:)`: `{"event": "touchUpInside", "target": "inbox", "action": "deleteTapped:"}`;
/// a missing or null target is a nil-targeted action.
public struct TargetActionJSON: WireObject, Sendable {
    public var event = TargetAction.ControlEvent.touchUpInside
    public var target: String?
    public var action = ""

    init() {}

    static let wire = WireTable<TargetActionJSON>([
        .field("event", \.event), .field("target", \.target), .field("action", \.action, required: true),
    ])
}

extension TargetAction.ControlEvent: WireEnum {}

extension TargetActionJSON {
    /// `TargetAction` in openapi.yaml.
    static let docs = WireDoc(
        "TargetAction",
        """
        A control's `addTarget(_:action:for:)`. A missing or null target is a nil-targeted action that walks the \
        responder chain.
        """,
        example: ["event": "touchUpInside", "target": "inbox", "action": "deleteTapped(_:)"],
        fields: [
            .nullable("event", .enumeration(.controlEvent).default("touchUpInside"), .selfEvident),
            .nullable("target", .string, "The explicit target's id; absent or null: nil-targeted."),
            .required("action", .string, "The selector, either spelling: `deleteTapped(_:)` or `deleteTapped:`."),
        ])
}
