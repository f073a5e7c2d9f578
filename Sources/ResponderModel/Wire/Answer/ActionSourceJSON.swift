import ResponderCore

/// Where an action came from.
public struct ActionSourceJSON: AnswerFields, Sendable {
    public var type: String
    public var sender: ResponderRefJSON?
    public var controlEvent: String?
    public var gestureRecognizer: String?
    /// A key command's keys (`command+s`).
    public var keys: String?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("controlEvent", controlEvent)
        try visitor.visitIfPresent("gestureRecognizer", gestureRecognizer)
        try visitor.visitIfPresent("keys", keys)
        try visitor.visitIfPresent("sender", sender)
        try visitor.visit("type", type)
    }
}
