import ResponderCore

/// What a scroll view under the finger did with the touch: whether it scrolled, and what the touched content
/// received.
public struct ScrollViewResultJSON: AnswerFields, Sendable {
    public var scrollView: ResponderRefJSON
    /// Its pan recognizer's id.
    public var recognizer: String
    public var scrolled: Bool
    /// `delayedThenDelivered`, `withheld`, `cancelled`, `keptByContent` or `delivered`; absent when the finger
    /// landed on the scroll view itself.
    public var contentTouches: String?
    public var reason: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("contentTouches", contentTouches)
        try visitor.visit("reason", reason)
        try visitor.visit("recognizer", recognizer)
        try visitor.visit("scrollView", scrollView)
        try visitor.visit("scrolled", scrolled)
    }
}
