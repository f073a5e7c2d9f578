import ResponderCore

/// Where a hovering pointer takes a pointer interaction's style.
public struct PointerJSON: AnswerFields, Sendable {
    /// The view whose interaction styles the pointer.
    public var view: ResponderRefJSON
    /// `UIPointerInteraction`, or `isPointerInteractionEnabled` for a button's own.
    public var interaction: String
    /// The region's index among the interaction's `regions`; absent for the default region.
    public var region: Int?
    /// The region, in the view's bounds coordinates.
    public var regionFrame: FrameJSON
    public var style: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("interaction", interaction)
        try visitor.visitIfPresent("region", region)
        try visitor.visit("regionFrame", regionFrame)
        try visitor.visit("style", style)
        try visitor.visit("view", view)
    }

    /// The two values of `interaction`.
    static let interactions = ["UIPointerInteraction", "isPointerInteractionEnabled"]
}

extension PointerJSON {
    /// `Pointer` in openapi.yaml.
    static let docs = WireDoc.answer(
        "Pointer",
        """
        Where a hovering pointer ends up taking a pointer interaction's style: the nearest view from the hit view up \
        whose interaction has a region holding the pointer (UIPointerInteractionDelegate's \
        `pointerInteraction(_:regionFor:defaultRegion:)` and `pointerInteraction(_:styleFor:)`).
        """,
        fields: [
            .required("view", .ref("ResponderRef"), "The view whose interaction styles the pointer."),
            .required(
                "interaction", .enumeration(.pointerInteraction),
                "`UIPointerInteraction` (the view's `pointerInteraction`), or `isPointerInteractionEnabled` (a button's own)."
            ),
            .optional(
                "region", .integer.minimum(0),
                "The index of the region among the interaction's `regions`; absent for the default region, the bounds."),
            .required("regionFrame", .ref("AnswerFrame"), "The region, in the view's bounds coordinates."),
            .required("style", .enumeration(.pointerStyle), "The style the pointer takes."),
        ])
}
