extension App {
    /// A diagnostic's message and hint, in plain words.
    public func wording(of diagnostic: Diagnostic) -> Wording {
        switch diagnostic.words {
        case .text(let message, let hint):
            return Wording(message: message, hint: hint)
        case .walk(let words):
            return wording(of: words)
        case .aimedViewUnreachable(let aim):
            let miss = aim.centreMiss ?? .notInWindow
            return Wording(message: explanation(of: aim), hint: hint(for: miss, of: aim.view))
        }
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
