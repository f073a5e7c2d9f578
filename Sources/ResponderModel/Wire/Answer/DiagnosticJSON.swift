import ResponderCore

/// A diagnostic on the wire.
public struct DiagnosticJSON: AnswerFields, Sendable {
    public var code: String
    public var severity: String
    public var message: String
    public var hint: String
    public var responders: [ResponderRefJSON]
    /// A warning's or an error's verified fix (`POST /v1/dispatch`, unless `fixes=none`).
    public var fix: FixJSON?
    /// Why a warning or an error has none (`fix` is then left out: an answer's field is never both optional and
    /// null, which typed clients cannot tell apart).
    public var noFix: NoFixJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("code", code)
        try visitor.visitIfPresent("fix", fix)
        try visitor.visit("hint", hint)
        try visitor.visit("message", message)
        try visitor.visitIfPresent("noFix", noFix)
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
            .optional(
                "fix", .ref("Fix"),
                """
                In a `POST /v1/dispatch` answer, for a warning or an error (unless `fixes=none`): the change that \
                cures it, verified by evaluating the same events again on the changed app. When there is none, it \
                is left out and `noFix` says why. Never for an info.
                """),
            .optional("noFix", .ref("NoFix"), "For a warning or an error without `fix`: why there is none."),
        ])
}
