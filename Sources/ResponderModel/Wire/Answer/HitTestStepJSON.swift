import ResponderCore

/// One view hit-testing considered, or a run of sibling views it rejected for the same reason.
public struct HitTestStepJSON: AnswerFields, Sendable {
    public var view: ResponderRefJSON
    public var depth: Int
    public var point: PointJSON
    public var outcome: String
    public var reason: WordsJSON
    public var redirectedTo: ResponderRefJSON?
    /// A summarised run: how many sibling views it stands for (absent for a single view).
    public var count: Int?
    /// A summarised run: its last view (``view`` is its first).
    public var lastView: ResponderRefJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("count", count)
        try visitor.visit("depth", depth)
        try visitor.visitIfPresent("lastView", lastView)
        try visitor.visit("outcome", outcome)
        try visitor.visit("point", point)
        try visitor.visit("reason", reason)
        try visitor.visitIfPresent("redirectedTo", redirectedTo)
        try visitor.visit("view", view)
    }
}

extension HitTestStepJSON {
    /// `HitTestStep` in openapi.yaml.
    static let docs = WireDoc.answer(
        "HitTestStep",
        """
        One view hit-testing considered, in order, or a run of sibling views it rejected for the same reason.
        """,
        fields: [
            .required("view", .ref("ResponderRef"), .selfEvident),
            .required("depth", .integer.minimum(0), "Below the window (the window is 0)."),
            .required("point", .ref("AnswerPoint"), "The touch point in the view's own coordinates."),
            .required("outcome", .enumeration(.hitTestOutcome), .selfEvident),
            .required("reason", .string, .selfEvident),
            .optional("redirectedTo", .ref("ResponderRef"), "With outcome `redirected`: the view returned."),
            .optional(
                "count", .integer.minimum(4),
                """
                A summarised run (the default `trace=summary`): how many sibling views, asked one after another, \
                were rejected for this step's outcome. `view` is the first asked (the frontmost), `lastView` the \
                last, `point` is in `view`'s coordinates. Absent for a single view.
                """),
            .optional("lastView", .ref("ResponderRef"), "A summarised run: the last view of the run."),
        ])
}
