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
    /// A paging scroll view that scrolled: where it stops.
    public var page: PageJSON?
    /// `dismissed`, `refusedToResign` or `followsFinger`: what the drag did to the keyboard.
    public var keyboard: String?

    /// Where a paging scroll view stops after the drag.
    public struct PageJSON: AnswerFields, Sendable {
        /// `horizontal` or `vertical`.
        public var axis: String
        /// The page it showed before the drag (0 is the first).
        public var from: Int
        /// The page it stops on.
        public var to: Int
        public var pages: Int

        /// The values of `axis`.
        static let axes = ["horizontal", "vertical"]

        public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
            try visitor.visit("axis", axis)
            try visitor.visit("from", from)
            try visitor.visit("pages", pages)
            try visitor.visit("to", to)
        }

        /// `ScrollPage` in openapi.yaml.
        static let docs = WireDoc.answer(
            "ScrollPage",
            """
            Where a paging scroll view (`isPagingEnabled`) stops when the finger lifts: the next page when the drag \
            went past half a page or was a flick, else the page it started on.
            """,
            fields: [
                .required("axis", .enumeration(.pageAxis), "The axis the finger moved along."),
                .required("from", .integer.minimum(0), "The page it showed before the drag (0 is the first)."),
                .required("to", .integer.minimum(0), "The page it stops on."),
                .required("pages", .integer.minimum(1), "How many pages its content holds."),
            ])
    }

    /// The values of `keyboard`.
    static let keyboardWords = ["dismissed", "refusedToResign", "followsFinger"]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("contentTouches", contentTouches)
        try visitor.visitIfPresent("keyboard", keyboard)
        try visitor.visitIfPresent("page", page)
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
            .optional(
                "page", .ref("ScrollPage"),
                "A paging scroll view (`isPagingEnabled`) that scrolled: the page it stops on."),
            .optional(
                "keyboard", .enumeration(.keyboardDismissal),
                """
                Present when a keyboard was up and the drag scrolled a scroll view whose `keyboardDismissMode` is not \
                `none`: `dismissed` (onDrag: the first responder resigned, see `stateAfter`), `refusedToResign` \
                (onDrag, but canResignFirstResponder is false), `followsFinger` (interactive: the keyboard follows \
                the finger and the first responder stays).
                """),
        ])
}
