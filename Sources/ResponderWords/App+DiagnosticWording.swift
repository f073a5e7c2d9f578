import ResponderCore

extension App {
    /// A diagnostic's message and hint, in plain words.
    public func wording(of diagnostic: Diagnostic) -> Wording { wording(of: diagnostic.words) }

    /// The message and hint worded from a diagnostic's facts.
    public func wording(of words: DiagnosticWords) -> Wording {
        switch words {
        case .walk(let words):
            return wording(of: words)
        case .touch(let words):
            return wording(of: words)
        case .action(let words):
            return wording(of: words)
        case .firstResponder(let words):
            return wording(of: words)
        case .menu(let words):
            return wording(of: words)
        case .selection(let words):
            return wording(of: words)
        case .unreachable(let words):
            return wording(of: words)
        case .aimedViewUnreachable(let aim):
            let miss = aim.centreMiss ?? .notInWindow
            return Wording(message: explanation(of: aim), hint: hint(for: miss, of: aim.view))
        }
    }
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
