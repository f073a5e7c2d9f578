import ResponderCore

/// A diagnostic on the wire.
public struct DiagnosticJSON: AnswerFields, Sendable {
    public var code: String
    public var severity: String
    public var message: String
    public var hint: String
    public var responders: [ResponderRefJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("code", code)
        try visitor.visit("hint", hint)
        try visitor.visit("message", message)
        try visitor.visit("responders", responders)
        try visitor.visit("severity", severity)
    }
}

extension DiagnosticJSON {
    /// `Diagnostic` in openapi.yaml.
    static let docs = WireDoc.answer(
        "Diagnostic",
        """
        A finding: something swallowed, cancelled, misrouted, unreachable or dropped, with a hint for the fix.
        """,
        fields: [
            .required("code", .enumeration(.diagnosticCode), "Stable, for programs."),
            .required("severity", .enumeration(.severity), .selfEvident),
            .required("message", .string, "What happened, for a learner."),
            .required("hint", .string, "What to change."),
            .required("responders", .array(.ref("ResponderRef")), "Most relevant first."),
        ])
}
