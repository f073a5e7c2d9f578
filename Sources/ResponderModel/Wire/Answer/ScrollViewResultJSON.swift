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
    /// What it did with the touch, and why (`reason.text` as a `String`).
    public var reason: WordsJSON
    /// A paging scroll view that scrolled: where it stops.
    public var page: PageJSON?
    /// `dismissed`, `refusedToResign` or `followsFinger`: what the drag did to the keyboard.
    public var keyboard: String?
    /// A pull down in a scroll view with a refresh control: whether it began refreshing.
    public var refresh: RefreshJSON? = nil

    /// What a pull down did to the scroll view's refresh control.
    public struct RefreshJSON: AnswerFields, Sendable {
        /// The refresh control.
        public var control: ResponderRefJSON
        /// `refreshed`, `tooShort`, `notAtTop`, `scrollDisabled`, `contentFits`, `bouncesOff` or `alreadyRefreshing`.
        public var outcome: String
        /// How far the finger moved down, in points.
        public var pulled: Double
        /// How far past its top the content went, in points.
        public var pastTop: Double
        /// The distance past the top that begins refreshing.
        public var needs: Double

        public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
            try visitor.visit("control", control)
            try visitor.visit("needs", needs)
            try visitor.visit("outcome", outcome)
            try visitor.visit("pastTop", pastTop)
            try visitor.visit("pulled", pulled)
        }

        /// `ScrollRefresh` in openapi.yaml.
        static let docs = WireDoc.answer(
            "ScrollRefresh",
            """
            What a drag down did to the scroll view's refresh control (a `UIRefreshControl` among its subviews, which \
            is where UIKit puts the scroll view's `refreshControl`): UIRefreshControl's documentation says dragging \
            the top of the content downward begins refreshing and sends `valueChanged`. The content first scrolls \
            back to its top; what the finger moves beyond that must pass `needs` points.
            """,
            fields: [
                .required("control", .ref("ResponderRef"), "The refresh control."),
                .required(
                    "outcome", .enumeration(.refreshOutcome),
                    """
                    `refreshed` (it began refreshing and sent `valueChanged` to its targets; see `actions`), \
                    `tooShort` (at the top, but the pull went `needs` points past it or less), `notAtTop` (the \
                    content was scrolled down, and the drag scrolled it back and went `needs` points past the top or \
                    less), `scrollDisabled` (`isScrollEnabled` is false), `contentFits` (the content fits vertically \
                    and `alwaysBounceVertical` is false: the scroll view does not move vertically), `bouncesOff` \
                    (`bounces` is false: the content never goes past its top), `alreadyRefreshing` (far enough, but \
                    the control's `isRefreshing` is true: `endRefreshing()` has not been called since it began).
                    """),
                .required("pulled", .number.minimum(0), "How far the finger moved down, in points."),
                .required(
                    "pastTop", .number.minimum(0),
                    """
                    How far past its top the content went, in points: 0 when it did not move (scrolling disabled, \
                    content that fits, bounces off).
                    """),
                .required(
                    "needs", .number.minimum(0),
                    """
                    How far past its top a pull must go to begin refreshing: 150 points, where a refresh control is \
                    observed to snap into refreshing (UIKit documents no distance).
                    """),
            ])
    }

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
        try visitor.visitIfPresent("refresh", refresh)
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
            .optional(
                "refresh", .ref("ScrollRefresh"),
                """
                Present when the finger moved mostly downward in a scroll view that has a refresh control and its pan \
                scrolled, or could not move it vertically: whether the pull began refreshing.
                """),
        ])
}
