import ResponderCore

/// A gesture recognizer's fate.
public struct RecognizerResultJSON: AnswerFields, Sendable {
    public var id: String
    public var className: String
    public var view: ResponderRefJSON
    public var outcome: String
    /// Why, in plain words.
    public var reason: String?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("class", className)
        try visitor.visit("id", id)
        try visitor.visit("outcome", outcome)
        try visitor.visitIfPresent("reason", reason)
        try visitor.visit("view", view)
    }
}
