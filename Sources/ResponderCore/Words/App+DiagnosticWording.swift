extension App {
    /// A diagnostic's message and hint, in plain words.
    public func wording(of diagnostic: Diagnostic) -> Wording {
        switch diagnostic.words {
        case .text(let message, let hint): Wording(message: message, hint: hint)
        }
    }
}
