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
    /// Why a warning or an error has none: `fix` is then written as null.
    public var noFix: NoFixJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("code", code)
        if let fix {
            try visitor.visit("fix", fix)
        } else if noFix != nil {
            try visitor.visitNull("fix")
        }
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
            .nullable(
                "fix", .ref("Fix"),
                """
                In a `POST /v1/dispatch` answer, for a warning or an error (unless `fixes=none`): the change that \
                cures it, verified by evaluating the same events again on the changed app; null when there is \
                none, and `noFix` says why. Absent for an info.
                """),
            .optional("noFix", .ref("NoFix"), "Why `fix` is null."),
        ])
}
