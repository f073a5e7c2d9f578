import ResponderCore

/// Where a touch aimed at a view (`"on": "<id>"`) put the finger, and why.
///
/// ```json
/// {"on": {"class": "UIButton", "id": "saveButton"}, "point": {"x": 70, "y": 122}, "reached": true,
///  "reason": "The centre of UIButton 'saveButton', (70, 122), is reachable, so the finger goes there."}
/// ```
public struct AimJSON: AnswerFields, Sendable {
    /// The view aimed at.
    public var on: ResponderRefJSON
    /// Where the finger went, in screen coordinates (the view's centre when no point reaches it).
    public var point: PointJSON
    /// Whether a touch there reaches the view (hit-testing returns it or a view inside it).
    public var reached: Bool
    /// Why that point, in plain words; when not reached, why no point reaches the view.
    public var reason: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("on", on)
        try visitor.visit("point", point)
        try visitor.visit("reached", reached)
        try visitor.visit("reason", reason)
    }
}
