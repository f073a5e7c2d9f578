import ResponderCore

/// Where a view's `point(inside:with:)` answers true.
public struct HitAreaJSON: AnswerFields, Sendable {
    /// `bounds` (UIView's default), `minimumSize`, `insets`, `regions`, `always` (everywhere) or `never` (nowhere).
    public var rule: String
    /// The area's corners in window coordinates (absent for `always` and `never`).
    public var corners: [PointJSON]?
    /// Whether the area differs from the view's bounds.
    public var differsFromBounds: Bool

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("corners", corners)
        try visitor.visit("differsFromBounds", differsFromBounds)
        try visitor.visit("rule", rule)
    }
}

extension HitAreaJSON {
    /// `HitArea` in openapi.yaml.
    static let docs = WireDoc.answer(
        "HitArea",
        "Where the view's `point(inside:with:)` answers true.",
        fields: [
            .required(
                "rule", .enumeration(.hitAreaRule),
                "What decides it: the bounds (UIView's default) or the `pointInside` override."),
            .optional(
                "corners", .array(.ref("AnswerPoint")).minItems(4).maxItems(4),
                """
                The area's corners in window coordinates (absent for `always` and `never`; for `regions`, the corners \
                of the smallest rectangle holding the given regions, the subviews an `includeSubviews` override \
                asks left out).
                """),
            .required(
                "differsFromBounds", .boolean,
                "True when a tap outside the drawn frame can hit the view, or one inside it cannot."),
        ])
}
