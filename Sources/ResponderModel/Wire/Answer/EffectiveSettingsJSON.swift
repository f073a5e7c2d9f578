import ResponderCore

/// The effective settings an answer was produced with.
public struct EffectiveSettingsJSON: AnswerFields, Sendable {
    public var nilTargetStart: String
    public var disabledControlTouches: String
    public var synthesizeWrappers: Bool
    public var diagnoseUnreachable: Bool
    public var tapAllowableMovement: Double
    public var controlTrackingMargin: Double

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("controlTrackingMargin", controlTrackingMargin)
        try visitor.visit("diagnoseUnreachable", diagnoseUnreachable)
        try visitor.visit("disabledControlTouches", disabledControlTouches)
        try visitor.visit("nilTargetStart", nilTargetStart)
        try visitor.visit("synthesizeWrappers", synthesizeWrappers)
        try visitor.visit("tapAllowableMovement", tapAllowableMovement)
    }
}

extension EffectiveSettingsJSON {
    /// `EffectiveSettings` in openapi.yaml.
    static let docs = WireDoc.answer(
        "EffectiveSettings",
        "The settings the answer was produced with, defaults filled in.",
        fields: [
            .required("nilTargetStart", .enumeration(.nilTargetStart), .selfEvident),
            .required("disabledControlTouches", .enumeration(.disabledControlTouches), .selfEvident),
            .required("synthesizeWrappers", .boolean, .selfEvident),
            .required("diagnoseUnreachable", .boolean, .selfEvident),
            .required("tapAllowableMovement", .number, .selfEvident),
            .required("controlTrackingMargin", .number, .selfEvident),
        ])
}
