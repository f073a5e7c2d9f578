import ResponderCore

/// Evaluation settings; every field optional.
public struct SettingsJSON: WireObject, Sendable, Equatable {
    public var nilTargetStart: DispatchSettings.NilTargetStart = .firstResponder
    public var disabledControlTouches: DispatchSettings.DisabledControlTouches = .forward
    /// Insert UIKit's private wrappers (default: true in the runtime profile; always false in documented).
    public var synthesizeWrappers: Bool?
    public var diagnoseUnreachable = true

    public init() {}

    static let wire = WireTable<SettingsJSON>([
        .field("nilTargetStart", \.nilTargetStart), .field("disabledControlTouches", \.disabledControlTouches),
        .field("synthesizeWrappers", \.synthesizeWrappers), .field("diagnoseUnreachable", \.diagnoseUnreachable),
    ])

    func core(_ profile: Profile) -> DispatchSettings {
        DispatchSettings(
            profile: profile, nilTargetStart: nilTargetStart, disabledControlTouches: disabledControlTouches,
            diagnoseUnreachable: diagnoseUnreachable, synthesizeWrappers: synthesizeWrappers)
    }
}

extension DispatchSettings.NilTargetStart: WireEnum {}

extension DispatchSettings.DisabledControlTouches: WireEnum {}
