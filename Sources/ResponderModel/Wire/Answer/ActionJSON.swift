import ResponderCore

/// One action message.
public struct ActionJSON: AnswerFields, Sendable {
    public var action: String
    public var source: ActionSourceJSON
    public var target: ResponderRefJSON?
    public var walkStart: ResponderRefJSON?
    public var walkStartReason: String?
    public var walk: [ActionWalkStepJSON]
    public var performedBy: ResponderRefJSON?
    public var outcome: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("action", action)
        try visitor.visit("outcome", outcome)
        try visitor.visitIfPresent("performedBy", performedBy)
        try visitor.visit("source", source)
        try visitor.visitIfPresent("target", target)
        try visitor.visit("walk", walk)
        try visitor.visitIfPresent("walkStart", walkStart)
        try visitor.visitIfPresent("walkStartReason", walkStartReason)
    }
}

extension ActionJSON {
    /// `Action` in openapi.yaml.
    static let docs = WireDoc.answer(
        "Action",
        "One action message and where it went.",
        fields: [
            .required("action", .string, "The selector, Objective-C spelling (`copy:`)."),
            .required("source", .ref("ActionSource"), .selfEvident),
            .optional("target", .ref("ResponderRef"), "The explicit target; absent for a nil-targeted action."),
            .optional("walkStart", .ref("ResponderRef"), .selfEvident),
            .optional("walkStartReason", .enumeration(.startReason), .selfEvident),
            .required("walk", .array(.ref("ActionWalkStep")), .selfEvident),
            .optional("performedBy", .ref("ResponderRef"), .selfEvident),
            .required("outcome", .enumeration(.actionOutcome), .selfEvident),
        ])
}
