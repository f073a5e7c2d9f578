import ResponderCore

/// What a scroll view under the finger did with the touch: whether it scrolled, and what the touched content
/// received.
public struct ScrollViewResultJSON: AnswerFields, Sendable {
    public var scrollView: ResponderRefJSON
    /// Its pan recognizer's id.
    public var recognizer: String
    public var scrolled: Bool
    /// `delayedThenDelivered`, `withheld`, `cancelled`, `keptByContent` or `delivered`; absent when the finger
    /// landed on the scroll view itself.
    public var contentTouches: String?
    public var reason: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("contentTouches", contentTouches)
        try visitor.visit("reason", reason)
        try visitor.visit("recognizer", recognizer)
        try visitor.visit("scrollView", scrollView)
        try visitor.visit("scrolled", scrolled)
    }
}

extension ScrollViewResultJSON {
    /// `ScrollViewResult` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ScrollViewResult",
        "What a scroll view under the finger did with the touch.",
        fields: [
            .required("scrollView", .ref("ResponderRef"), .selfEvident),
            .required("recognizer", .string, "Its pan recognizer's id."),
            .required("scrolled", .boolean, "Whether it scrolled (its pan recognizer recognized)."),
            .optional(
                "contentTouches", .enumeration(.contentTouches),
                """
                What the touched content received: `delayedThenDelivered` (delaysContentTouches held touchesBegan \
                back, then the whole touch arrived), `withheld` (it scrolled within the delay: the content never saw \
                the touch), `cancelled` (the content had the touch and touchesShouldCancel(in:) let the scroll view \
                cancel it), `keptByContent` (the content keeps the touch and nothing scrolls), `delivered` (no \
                delay, no scrolling). Absent when the finger landed on the scroll view itself.
                """),
            .required("reason", .string, .selfEvident),
        ])
}
