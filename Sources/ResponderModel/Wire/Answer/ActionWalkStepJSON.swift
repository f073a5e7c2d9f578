import ResponderCore

/// One responder an action walk asked.
public struct ActionWalkStepJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON
    public var arrivedBy: String?
    public var answer: String
    public var reason: String?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("answer", answer)
        try visitor.visitIfPresent("arrivedBy", arrivedBy)
        try visitor.visitIfPresent("reason", reason)
        try visitor.visit("responder", responder)
    }
}
