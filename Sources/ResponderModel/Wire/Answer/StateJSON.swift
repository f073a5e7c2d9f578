import ResponderCore

/// The first responder and keyboard at one moment: the key window's, and every window's.
public struct StateJSON: AnswerFields, Sendable {
    public var keyWindow: ResponderRefJSON?
    /// The key window's first responder.
    public var firstResponder: ResponderRefJSON?
    public var keyboardVisible: Bool
    /// Every window, front to back as the app lists them: whether it is key and its first responder.
    public var windows: [WindowStateJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitOrNull("firstResponder", firstResponder)
        try visitor.visitOrNull("keyWindow", keyWindow)
        try visitor.visit("keyboardVisible", keyboardVisible)
        try visitor.visit("windows", windows)
    }
}

/// One window's part of the state: UIKit keeps a first responder per window, and one window is key.
public struct WindowStateJSON: AnswerFields, Sendable {
    public var window: ResponderRefJSON
    public var isKey: Bool
    public var firstResponder: ResponderRefJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitOrNull("firstResponder", firstResponder)
        try visitor.visit("isKey", isKey)
        try visitor.visit("window", window)
    }
}
