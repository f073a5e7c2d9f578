/// The facts a ``Diagnostic``'s message and hint are worded from: one case per sentence, carrying responders,
/// recognizers, selectors and values, never words. The English is in the catalogue (`App+DiagnosticWording.swift`
/// and the files beside it).
public enum DiagnosticWords: Sendable, Equatable {
    /// Sentences made while evaluating.
    case text(message: String, hint: String)
}
