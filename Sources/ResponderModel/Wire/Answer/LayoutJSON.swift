import ResponderCore

/// `include=layout`: where every window and view is, for drawing the app. Coordinates are in points, rounded to
/// a thousandth; a view's are in its window's coordinates, a window's frame in screen coordinates.
public struct LayoutJSON: AnswerFields, Sendable {
    /// The windows, back to front.
    public var windows: [WindowLayoutJSON]
    /// The views in windows, in drawing order (back to front).
    public var views: [ViewLayoutJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("views", views)
        try visitor.visit("windows", windows)
    }
}
