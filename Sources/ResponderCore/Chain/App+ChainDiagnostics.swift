extension App {
    /// What a learner should know about a chain: the private UIKit classes it passes through, and a `next` loop.
    public func diagnostics(for chain: ResponderChain) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let privates = chain.responders.filter { responders[$0].isPrivateClass }
        if !privates.isEmpty {
            diagnostics.append(
                Diagnostic(
                    responders: privates,
                    words: .walk(.privateClassesInChain(privates: privates))))
        }
        if chain.end == .loop { diagnostics.append(nextLoopDiagnostic(chain.responders)) }
        return diagnostics
    }

    /// The diagnostic for overridden `next` properties that lead back into the responders walked.
    public func nextLoopDiagnostic(_ walked: [Int]) -> Diagnostic {
        Diagnostic(
            responders: walked, words: .walk(.nextLoop(walked: walked)))
    }
}
