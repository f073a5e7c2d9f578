import ResponderCore

/// Where the event started and why.
public struct StartJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON
    public var reason: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("reason", reason)
        try visitor.visit("responder", responder)
    }
}
