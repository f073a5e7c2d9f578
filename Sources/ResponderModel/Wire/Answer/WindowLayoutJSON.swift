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

extension WindowLayoutJSON {
    /// `WindowLayout` in openapi.yaml.
    static let docs = WireDoc.answer(
        "WindowLayout",
        "A window's place on the screen.",
        fields: [
            .required("id", .string, .selfEvident),
            .required("class", .string, .selfEvident),
            .required("pointer", .string, "The JSON Pointer of its object in the request."),
            .required("frame", .ref("AnswerFrame"), "Its frame on the screen."),
            .required("windowLevel", .number, .selfEvident),
            .required("isKey", .boolean, .selfEvident),
            .required(
                "zOrder", .integer.minimum(0),
                "Drawing order of windows and views together (0 is drawn first, at the back)."),
            .required("receivesTouches", .boolean, "False when hit-testing skips it (and so everything in it)."),
            .optional("blockedBy", .ref("TouchBlock"), "Why it receives no touches; absent when it can."),
        ])
}
