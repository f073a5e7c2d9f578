import ResponderCore

/// Why hit-testing never lets a view be the hit: a property of the view itself or of an ancestor.
public struct TouchBlockJSON: AnswerFields, Sendable {
    /// The view or window whose property it is.
    public var responder: ResponderRefJSON
    /// The hit-test outcome there: `hidden`, `userInteractionDisabled`, `transparent`, `singularTransform`,
    /// `hitTestReturnsNil`, `pointOutside` (point(inside:) always false), `interceptedBySelf` or `redirected`
    /// (an ancestor's hitTest override answers without asking its subviews).
    public var reason: String
    public var explanation: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("explanation", explanation)
        try visitor.visit("reason", reason)
        try visitor.visit("responder", responder)
    }
}
