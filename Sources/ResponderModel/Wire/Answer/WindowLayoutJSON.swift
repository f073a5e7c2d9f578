import ResponderCore

/// A window's place on the screen.
public struct WindowLayoutJSON: AnswerFields, Sendable {
    public var id: String
    public var className: String
    /// The JSON Pointer of the window's object in the request.
    public var pointer: String
    /// Its frame in screen coordinates.
    public var frame: FrameJSON
    public var windowLevel: Double
    public var isKey: Bool
    /// Drawing order of windows and views together; 0 is drawn first, at the back.
    public var zOrder: Int
    public var receivesTouches: Bool
    /// Why it receives no touches, when it does not.
    public var blockedBy: TouchBlockJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("blockedBy", blockedBy)
        try visitor.visit("class", className)
        try visitor.visit("frame", frame)
        try visitor.visit("id", id)
        try visitor.visit("isKey", isKey)
        try visitor.visit("pointer", pointer)
        try visitor.visit("receivesTouches", receivesTouches)
        try visitor.visit("windowLevel", windowLevel)
        try visitor.visit("zOrder", zOrder)
    }
}
