import ResponderCore

/// `include=layout`: where every window and view is, for drawing the app. Coordinates are in points, rounded to
/// a thousandth; a view's are in its window's coordinates, a window's frame in screen coordinates.
public struct LayoutJSON: AnswerFields, Sendable {
    /// The windows, back to front.
    public var windows: [WindowLayoutJSON]
    /// The views in windows, in drawing order (back to front).
    public var views: [ViewLayoutJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("views", views)
        try visitor.visit("windows", windows)
    }
}

extension LayoutJSON {
    /// `Layout` in openapi.yaml.
    static let docs = WireDoc.answer(
        "Layout",
        """
        Where every window and view is (`?include=layout`), computed with the geometry hit-testing uses. \
        Coordinates are points rounded to a thousandth: a view's in its window's coordinates, a window's frame \
        in screen coordinates (where touch points are given). Synthesized wrappers are included and flagged. \
        Costs one work-budget step and entry per window and view.
        """,
        fields: [
            .required("windows", .array(.ref("WindowLayout")), "The windows, back to front."),
            .required(
                "views", .array(.ref("ViewLayout")),
                """
                Every view in a window, in drawing order (back to front); a window's views come after the windows \
                behind it. Views in no window (a controller's view never placed) have no place on the screen and are \
                left out.
                """),
        ])
}
