import ResponderCore

/// One action message.
public struct ActionJSON: AnswerFields, Sendable {
    public var action: String
    public var source: ActionSourceJSON
    public var target: ResponderRefJSON?
    public var walkStart: ResponderRefJSON?
    public var walkStartReason: String?
    public var walk: [ActionWalkStepJSON]
    public var performedBy: ResponderRefJSON?
    public var outcome: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("action", action)
        try visitor.visit("outcome", outcome)
        try visitor.visitIfPresent("performedBy", performedBy)
        try visitor.visit("source", source)
        try visitor.visitIfPresent("target", target)
        try visitor.visit("walk", walk)
        try visitor.visitIfPresent("walkStart", walkStart)
        try visitor.visitIfPresent("walkStartReason", walkStartReason)
    }
}
