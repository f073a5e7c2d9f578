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

extension ViewLayoutJSON {
    /// `ViewLayout` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ViewLayout",
        "A view's place in its window.",
        fields: [
            .required("id", .string, .selfEvident),
            .required("class", .string, .selfEvident),
            .required(
                "pointer", .string,
                """
                The JSON Pointer of its object in the request; for a synthesized wrapper, of the object it was made \
                for (the presented controller's view for `UITransitionView` and `UIDropShadowView`, the cell for its \
                content view); for a controller's implicit root view, of the controller.
                """),
            .optional("synthesized", .trueWhenPresent, "Present (true) when UIKit inserts it at run time."),
            .optional("private", .trueWhenPresent, "Present (true) for a private UIKit class."),
            .required("parent", .string, "Its superview's id (a view or the window)."),
            .required("window", .string, "Its window's id."),
            .required("depth", .integer.minimum(1), "Levels below the window."),
            .required("zOrder", .integer.minimum(0), "Drawing order of windows and views together."),
            .required(
                "corners", .array(.ref("AnswerPoint")).minItems(4).maxItems(4),
                """
                Its bounds' corners in window coordinates, in the order top-left, top-right, bottom-right, \
                bottom-left of its own rectangle (a rotation moves them): its transform (about its centre), its \
                frame's origin, and every ancestor's bounds origin and transform applied.
                """),
            .required(
                "frame", .ref("AnswerFrame"),
                """
                The smallest axis-aligned rectangle around the corners, in window coordinates (what `convert(bounds, \
                to: window)` answers).
                """),
            .required("hitArea", .ref("HitArea"), .selfEvident),
            .required("clipsToBounds", .boolean, .selfEvident),
            .required(
                "receivesTouches", .boolean,
                """
                False when hit-testing never asks it or never lets it be the hit (itself or an ancestor hidden, \
                transparent, with interaction off, …).
                """),
            .optional("blockedBy", .ref("TouchBlock"), "Why it receives no touches; absent when it can."),
        ])
}
