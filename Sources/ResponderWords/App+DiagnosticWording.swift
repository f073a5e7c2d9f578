import ResponderCore

extension App {
    /// A diagnostic's message and hint, in plain English (``wording(of:in:)-(Diagnostic,_)`` words it in any
    /// language).
    public func wording(of diagnostic: Diagnostic) -> Wording { wording(of: diagnostic.words, in: .english) }

    /// The message and hint worded in English from a diagnostic's facts.
    public func wording(of words: DiagnosticWords) -> Wording { wording(of: words, in: .english) }
}

extension App {
    /// A number of points as it is written: "12.5", or "12" for a whole number.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension DiagnosticWords.Handling {
    /// The method's signature or the action's name.
    var name: String {
        switch self {
        case .method(let method): method.signature
        case .action(let action): action.name
        }
    }
}
