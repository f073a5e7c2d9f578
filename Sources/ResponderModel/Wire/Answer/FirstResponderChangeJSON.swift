import ResponderCore

/// A first-responder change.
public struct FirstResponderChangeJSON: AnswerFields, Sendable {
    public var call: String
    public var responder: ResponderRefJSON?
    public var succeeded: Bool
    public var failure: String?
    public var keyboardVisible: Bool

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("call", call)
        try visitor.visitIfPresent("failure", failure)
        try visitor.visit("keyboardVisible", keyboardVisible)
        try visitor.visitIfPresent("responder", responder)
        try visitor.visit("succeeded", succeeded)
    }
}
