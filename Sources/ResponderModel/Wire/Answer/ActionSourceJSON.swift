import ResponderCore

/// Where an action came from.
public struct ActionSourceJSON: AnswerFields, Sendable {
    public var type: String
    public var sender: ResponderRefJSON?
    public var controlEvent: String?
    public var gestureRecognizer: String?
    /// A key command's keys (`command+s`).
    public var keys: String?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("controlEvent", controlEvent)
        try visitor.visitIfPresent("gestureRecognizer", gestureRecognizer)
        try visitor.visitIfPresent("keys", keys)
        try visitor.visitIfPresent("sender", sender)
        try visitor.visit("type", type)
    }
}

extension ActionSourceJSON {
    /// `ActionSource` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ActionSource",
        "Where an action came from.",
        fields: [
            .required("type", .oneOf(["control", "gestureRecognizer", "actionEvent", "keyCommand"]), .selfEvident),
            .optional("keys", .string, "keyCommand: the keys pressed, such as `command+s` or `space`."),
            .optional("sender", .ref("ResponderRef"), "The control, or the recognizer's view."),
            .optional("controlEvent", .enumeration(.controlEvent), .selfEvident),
            .optional("gestureRecognizer", .string, "The recognizer's id."),
        ])
}
