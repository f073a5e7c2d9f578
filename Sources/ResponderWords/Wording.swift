import ResponderCore

/// A finding's words, as the catalogue renders them from its facts: what happened, for a learner, and what to
/// change.
///
/// Diagnostics (``App/wording(of:)-(Diagnostic)``) and audit findings (``App/wording(of:)-(AuditFinding)``) carry
/// facts (a code, the responders and values involved); their words are made from those facts only when an answer
/// is written, so evaluating an event or auditing an app builds no English, and the one place a sentence is written
/// is the catalogue.
public struct Wording: Sendable, Equatable {
    /// What happened, for a learner.
    public var message: String
    /// What to change.
    public var hint: String

    public init(message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}
