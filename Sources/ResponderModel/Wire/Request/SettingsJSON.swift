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

extension SettingsJSON {
    /// `Settings` in openapi.yaml.
    static let docs = WireDoc(
        "Settings",
        "Evaluation settings; every field optional.",
        fields: [
            .nullable(
                "nilTargetStart", .enumeration(.nilTargetStart).default("firstResponder"),
                """
                Where a control's nil-targeted action starts its walk: the first responder (or the key window \
                without one), as UIKit does, or the sending control.
                """),
            .nullable(
                "disabledControlTouches", .enumeration(.disabledControlTouches).default("forward"),
                "A disabled control forwards its touches to `next` (UIKit) or absorbs them."),
            .nullable(
                "synthesizeWrappers", .boolean.default(true),
                """
                Insert UIKit's private wrapper views (UITableViewCellContentView, UITransitionView, UIDropShadowView \
                …). Runtime profile only; always false in the documented profile.
                """),
            .nullable(
                "diagnoseUnreachable", .boolean.default(true),
                "Look for views drawn under the finger that hit-testing could not reach."),
            .nullable(
                "tapAllowableMovement", .number.minimum(0).maximum(100).default(10),
                """
                How far (points) a finger may move before a tap recognizer fails. UIKit does not document it; 10 is \
                UILongPressGestureRecognizer's documented allowableMovement and what current iOS tolerates.
                """),
            .nullable(
                "controlTrackingMargin", .number.minimum(0).maximum(200).default(70),
                """
                How far (points) outside a control's bounds a tracked finger still counts as inside \
                (touchDragInside, touchUpInside). UIKit does not document it; 70 is what current iOS measures.
                """),
        ])
}
