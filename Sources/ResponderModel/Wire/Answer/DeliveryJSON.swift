import ResponderCore

/// One method walked along the chain.
public struct DeliveryJSON: AnswerFields, Sendable {
    public var method: String
    public var touches: [Int]?
    public var outcome: String
    public var handledBy: [ResponderRefJSON]
    public var starved: [ResponderRefJSON]
    public var chainEnd: String?
    public var steps: [DeliveryStepJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("chainEnd", chainEnd)
        try visitor.visit("handledBy", handledBy)
        try visitor.visit("method", method)
        try visitor.visit("outcome", outcome)
        try visitor.visit("starved", starved)
        try visitor.visit("steps", steps)
        try visitor.visitIfPresent("touches", touches)
    }
}
