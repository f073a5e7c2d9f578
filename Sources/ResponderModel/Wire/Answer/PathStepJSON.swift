import ResponderCore

/// One step of an event's route.
public struct PathStepJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON?
    public var method: String
    public var outcome: String
    public var note: WordsJSON

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("method", method)
        try visitor.visit("note", note)
        try visitor.visit("outcome", outcome)
        try visitor.visitOrNull("responder", responder)
    }
}
