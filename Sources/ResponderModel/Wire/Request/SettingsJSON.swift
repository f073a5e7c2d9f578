import ResponderCore

/// Evaluation settings; every field optional.
public struct SettingsJSON: WireObject, Sendable, Equatable {
    public var nilTargetStart: DispatchSettings.NilTargetStart = .firstResponder
    public var disabledControlTouches: DispatchSettings.DisabledControlTouches = .forward
    /// Insert UIKit's private wrappers (default: true in the runtime profile; always false in documented).
    public var synthesizeWrappers: Bool?
    public var diagnoseUnreachable = true
    /// How far a finger may move before a tap recognizer fails, in points (0 to 100).
    public var tapAllowableMovement = 10.0
    /// How far outside a control's bounds a tracked finger still counts as inside, in points (0 to 200).
    public var controlTrackingMargin = 70.0

    public init() {}

    static let wire = WireTable<SettingsJSON>([
        .field("nilTargetStart", \.nilTargetStart), .field("disabledControlTouches", \.disabledControlTouches),
        .field("synthesizeWrappers", \.synthesizeWrappers), .field("diagnoseUnreachable", \.diagnoseUnreachable),
        .field(
            "tapAllowableMovement", \.tapAllowableMovement,
            check: { (0...100).contains($0) ? nil : .betweenPoints(field: "tapAllowableMovement", from: 0, to: 100) }),
        .field(
            "controlTrackingMargin", \.controlTrackingMargin,
            check: { (0...200).contains($0) ? nil : .betweenPoints(field: "controlTrackingMargin", from: 0, to: 200) }),
    ])

    package func core(_ profile: Profile) -> DispatchSettings {
        DispatchSettings(
            profile: profile, nilTargetStart: nilTargetStart, disabledControlTouches: disabledControlTouches,
            diagnoseUnreachable: diagnoseUnreachable, synthesizeWrappers: synthesizeWrappers,
            tapAllowableMovement: tapAllowableMovement, controlTrackingMargin: controlTrackingMargin)
    }
}

extension DispatchSettings.NilTargetStart: WireEnum {}

extension DispatchSettings.DisabledControlTouches: WireEnum {}
