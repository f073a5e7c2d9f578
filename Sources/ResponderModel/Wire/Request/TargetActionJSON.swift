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
