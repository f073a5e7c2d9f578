extension App {
    /// A validation finding's message in English, worded from its facts: why the described app cannot exist. The
    /// service words findings from the same facts in every language (the model's `MappingWords`, byte for byte this
    /// English); the core's own tests read this one.
    public func message(of finding: Finding) -> String {
        switch finding.words {
        case .notInWindow(let responder):
            return "'\(self[responder].id)' cannot be first responder: it is not in a window"
        case .windowHasFirstResponder(let window, let existing):
            return "window '\(self[window].id)' already has first responder '\(self[existing].id)'"
        case .inOtherWindow(let responder, let actual, let window):
            return "'\(self[responder].id)' is in window '\(self[actual].id)', not in '\(self[window].id)'"
        case .plainObject(let responder):
            return "'\(self[responder].id)' (\(self[responder].className)) is a plain NSObject (isResponder is false): "
                + "only a UIResponder can be first responder"
        case .cannotBecomeFirstResponder(let responder):
            return "'\(self[responder].id)' (\(self[responder].className)) cannot be first responder: its "
                + "canBecomeFirstResponder is false (set \"canBecomeFirstResponder\": true)"
        case .nextLoop(let walked, let back):
            let names = walked.map { self[$0].id }.joined(separator: " → ")
            return "next forms a loop: \(names) → \(self[back].id)"
        }
    }
}
