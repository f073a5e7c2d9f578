import ResponderCore

/// A view's place in its window: its corners after every transform, its axis-aligned frame, its hit area, and
/// whether touches can reach it.
public struct ViewLayoutJSON: AnswerFields, Sendable {
    public var id: String
    public var className: String
    /// The JSON Pointer of the view's object in the request; for a synthesized wrapper, the object it was made
    /// for (the presented controller's view, or the cell).
    public var pointer: String
    /// Set when the core inserted it (a wrapper iOS adds at run time).
    public var synthesized: Bool?
    /// Set when the class is a private UIKit class.
    public var isPrivate: Bool?
    /// The superview's id (a view or the window).
    public var parent: String
    /// The window's id.
    public var window: String
    /// Levels below the window (its subviews are 1).
    public var depth: Int
    /// Drawing order of windows and views together; 0 is drawn first, at the back.
    public var zOrder: Int
    /// The bounds' corners in window coordinates: top-left, top-right, bottom-right, bottom-left of the view's own
    /// rectangle (a rotation moves them).
    public var corners: [PointJSON]
    /// The smallest axis-aligned rectangle around the corners, in window coordinates.
    public var frame: FrameJSON
    public var hitArea: HitAreaJSON
    public var clipsToBounds: Bool
    public var receivesTouches: Bool
    /// Why it receives no touches, when it does not.
    public var blockedBy: TouchBlockJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("blockedBy", blockedBy)
        try visitor.visit("class", className)
        try visitor.visit("clipsToBounds", clipsToBounds)
        try visitor.visit("corners", corners)
        try visitor.visit("depth", depth)
        try visitor.visit("frame", frame)
        try visitor.visit("hitArea", hitArea)
        try visitor.visit("id", id)
        try visitor.visit("parent", parent)
        try visitor.visit("pointer", pointer)
        try visitor.visitIfPresent("private", isPrivate)
        try visitor.visit("receivesTouches", receivesTouches)
        try visitor.visitIfPresent("synthesized", synthesized)
        try visitor.visit("window", window)
        try visitor.visit("zOrder", zOrder)
    }
}
