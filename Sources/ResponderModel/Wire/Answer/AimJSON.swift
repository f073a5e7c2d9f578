import ResponderCore

/// Where a touch aimed at a view (`"on": "<id>"`) put the finger, and why.
///
/// ```json
/// {"on": {"class": "UIButton", "id": "saveButton"}, "point": {"x": 70, "y": 122}, "reached": true,
///  "reason": "The centre of UIButton 'saveButton', (70, 122), is reachable, so the finger goes there."}
/// ```
public struct AimJSON: AnswerFields, Sendable {
    /// The view aimed at.
    public var on: ResponderRefJSON
    /// Where the finger went, in screen coordinates (the view's centre when no point reaches it).
    public var point: PointJSON
    /// Whether a touch there reaches the view (hit-testing returns it or a view inside it).
    public var reached: Bool
    /// Why that point, in plain words; when not reached, why no point reaches the view.
    public var reason: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("on", on)
        try visitor.visit("point", point)
        try visitor.visit("reached", reached)
        try visitor.visit("reason", reason)
    }
}

extension AimJSON {
    /// `Aim` in openapi.yaml.
    static let docs = WireDoc.answer(
        "Aim",
        "Where a touch aimed at a view (`on`) put the finger, and why.",
        fields: [
            .required("on", .ref("ResponderRef"), "The view aimed at."),
            .required(
                "point", .ref("AnswerPoint"),
                """
                Where the finger went, in screen coordinates: the point chosen, or the view's centre when no point \
                reaches it.
                """),
            .required(
                "reached", .boolean,
                """
                Whether a touch there reaches the view (hit-testing returns it or a view inside it, such as a \
                button's label).
                """),
            .required(
                "reason", .string,
                """
                Why that point, in plain words: the centre is reachable; what covers or hides the centre, and that \
                the finger goes to the reachable point nearest it; or why no point of the view is reachable, and \
                that the tap is evaluated at its centre.
                """),
        ])
}
