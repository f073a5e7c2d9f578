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
