import ResponderCore

/// Why a chain ends.
public struct ChainEndJSON: AnswerFields, Sendable {
    public var reason: String
    public var explanation: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("explanation", explanation)
        try visitor.visit("reason", reason)
    }
}
