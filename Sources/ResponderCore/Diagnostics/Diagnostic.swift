/// A finding about an event: something swallowed, cancelled, misrouted, unreachable or dropped, as facts (the
/// responders involved and ``words``, the case and values its code and sentences are made from). The catalogue words it in plain
/// words with a hint for the fix when the answer is written: ``App/wording(of:)-(Diagnostic)``.
public struct Diagnostic: Sendable, Equatable {
    /// How much it matters.
    public enum Severity: String, Sendable, CaseIterable {
        /// Worth knowing; UIKit behaved as designed.
        case info
        /// Probably not what the developer intended.
        case warning
        /// The app would crash or the request cannot work.
        case error
    }

    /// The stable code, for programs: decided by its facts (``DiagnosticWords/code``), never given beside them.
    public var code: DiagnosticCode { words.code }
    /// How much it matters: decided by its facts too, by one rule (``Effect``): what the user did had no effect,
    /// another effect or a late one is a warning, what behaves as expected is info, a crash is an error.
    public var severity: Severity { words.effect.severity }
    /// The responders involved, most relevant first.
    public var responders: [Int]
    /// The facts its message and hint are worded from.
    public var words: DiagnosticWords

    public init(responders: [Int], words: DiagnosticWords) {
        self.responders = responders
        self.words = words
    }
}
