import ResponderCore

/// One responder a delivery reached.
public struct DeliveryStepJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON
    public var arrivedBy: String?
    public var behavior: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("arrivedBy", arrivedBy)
        try visitor.visit("behavior", behavior)
        try visitor.visit("responder", responder)
    }
}
