extension App {
    /// What a learner should know about a chain: the private UIKit classes it passes through, and a `next` loop.
    public func diagnostics(for chain: ResponderChain) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let privates = chain.responders.filter { responders[$0].isPrivateClass }
        if !privates.isEmpty {
            let names = Array(Set(privates.map { responders[$0].className })).sorted().joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    .privateClassInChain, .info, responders: privates,
                    message:
                        "The chain passes through private UIKit classes (\(names)); their names change between iOS "
                        + "versions.",
                    hint: "Read them while debugging, but never write code that depends on them."))
        }
        if chain.end == .loop { diagnostics.append(nextLoopDiagnostic(chain.responders)) }
        return diagnostics
    }

    /// The diagnostic for overridden `next` properties that lead back into the responders walked.
    public func nextLoopDiagnostic(_ walked: [Int]) -> Diagnostic {
        Diagnostic(
            .nextLoop, .error, responders: walked,
            message: "Overridden next properties form a loop (" + walked.map(displayName(of:)).joined(separator: " → ")
                + " → …); the walk stopped instead of running forever.",
            hint: "Make the spliced object's next lead on towards the application, not back into the chain.")
    }
}
