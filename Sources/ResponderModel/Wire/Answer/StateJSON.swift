import ResponderCore

/// The first responder and keyboard at one moment.
public struct StateJSON: AnswerFields, Sendable {
    public var keyWindow: ResponderRefJSON?
    public var firstResponder: ResponderRefJSON?
    public var keyboardVisible: Bool

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitOrNull("firstResponder", firstResponder)
        try visitor.visitOrNull("keyWindow", keyWindow)
        try visitor.visit("keyboardVisible", keyboardVisible)
    }
}
