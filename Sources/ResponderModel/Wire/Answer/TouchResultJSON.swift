import ResponderCore

/// One finger's hit-test.
public struct TouchResultJSON: AnswerFields, Sendable {
    public var touch: Int
    public var point: PointJSON
    /// Where the finger lifted (or was when the touch was cancelled), when it moved.
    public var endPoint: PointJSON?
    /// `cancelled` when the system cancelled the touch; absent when the finger lifted.
    public var end: String?
    public var window: ResponderRefJSON?
    public var hitView: ResponderRefJSON?
    public var accepted: Bool
    public var rejection: String?
    public var trace: [HitTestStepJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("accepted", accepted)
        try visitor.visitIfPresent("end", end)
        try visitor.visitIfPresent("endPoint", endPoint)
        try visitor.visitIfPresent("hitView", hitView)
        try visitor.visit("point", point)
        try visitor.visitIfPresent("rejection", rejection)
        try visitor.visit("touch", touch)
        try visitor.visit("trace", trace)
        try visitor.visitIfPresent("window", window)
    }
}

extension TouchResultJSON {
    /// `TouchHitTest` in openapi.yaml.
    static let docs = WireDoc.answer(
        "TouchHitTest",
        "One finger's hit-test.",
        fields: [
            .required("touch", .integer.minimum(0), "The finger's index."),
            .required("point", .ref("AnswerPoint"), "Screen coordinates."),
            .optional("window", .ref("ResponderRef"), "The window that returned a view; absent when none did."),
            .optional("hitView", .ref("ResponderRef"), "Where this touch's chain starts; absent when nothing was hit."),
            .required("accepted", .boolean, "Whether it was delivered to its hit view."),
            .optional(
                "rejection", .enumeration(.diagnosticCode), "Why not (multipleTouchIgnored, exclusiveTouchBlocked)."),
            .required("trace", .array(.ref("HitTestStep")), "Every view considered, windows included."),
            .optional("endPoint", .ref("AnswerPoint"), "Where the finger lifted (or was cancelled), when it moved."),
            .optional("end", .oneOf(["cancelled"]), "Present when the system cancelled the touch."),
        ])
}
