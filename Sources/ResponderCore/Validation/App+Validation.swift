extension App {
    /// A claim that a responder is first responder: a window's `firstResponder`, or the app's.
    public struct FirstResponderClaim: Sendable, Equatable {
        /// The claimed first responder.
        public var responder: Int
        /// The window that names it; nil when the app as a whole names it (the window is then the one it is in, or
        /// the key window for a responder that is not a view).
        public var window: Int?

        public init(responder: Int, window: Int?) {
            self.responder = responder
            self.window = window
        }
    }

    /// Checks what a described app claims about its state and its chains, and records the first responders that
    /// hold: every claim must name a responder in that window (views and controllers) that can become first
    /// responder, one per window; overridden `next` properties must not loop.
    ///
    /// - Parameters:
    ///   - firstResponderClaims: Windows' claims first, then the app's.
    ///   - overriddenNext: The responders whose `next` is overridden, in the order to report a loop from.
    ///   - profile: The rules `next` follows where it is not overridden.
    /// - Returns: Every finding, in the order of the claims, then at most one loop.
    public mutating func validate(
        firstResponderClaims: [FirstResponderClaim], overriddenNext: [Int], profile: Profile
    ) -> [Finding] {
        var findings: [Finding] = []
        for claim in firstResponderClaims {
            if let window = claim.window {
                if let finding = firstResponderFinding(claim.responder, window: window, property: window) {
                    findings.append(finding)
                }
                continue
            }
            let responder = claim.responder
            guard let window = owningWindow(of: responder) ?? (self[responder].kind.isView ? nil : keyWindow) else {
                findings.append(
                    Finding(
                        .firstResponderNotInWindow, responder: nil, property: .firstResponder,
                        words: .notInWindow(responder: responder)))
                continue
            }
            if let existing = state.firstResponders[window], existing != responder {
                findings.append(
                    Finding(
                        .windowHasFirstResponder, responder: nil, property: .firstResponder,
                        words: .windowHasFirstResponder(window: window, existing: existing)))
            } else if let finding = firstResponderFinding(responder, window: window, property: nil) {
                findings.append(finding)
            } else {
                state.firstResponders[window] = responder
            }
        }
        if let loop = nextLoopFinding(from: overriddenNext, profile: profile) { findings.append(loop) }
        return findings
    }

    /// Why `responder` cannot be `window`'s first responder, reported against the `firstResponder` property of
    /// `property` (a window, or nil for the app's); nil when it can.
    private func firstResponderFinding(_ responder: Int, window: Int, property owner: Int?) -> Finding? {
        let node = self[responder]
        if node.kind.isView || node.kind == .viewController {
            guard let actual = owningWindow(of: responder) else {
                return Finding(
                    .firstResponderNotInWindow, responder: owner, property: .firstResponder,
                    words: .notInWindow(responder: responder))
            }
            if actual != window {
                return Finding(
                    .firstResponderInOtherWindow, responder: owner, property: .firstResponder,
                    words: .inOtherWindow(responder: responder, actual: actual, window: window))
            }
        }
        if node.kind == .object && !node.isResponder {
            return Finding(
                .cannotBecomeFirstResponder, responder: owner, property: .firstResponder,
                words: .plainObject(responder: responder))
        }
        if !node.canBecomeFirstResponder {
            return Finding(
                .cannotBecomeFirstResponder, responder: owner, property: .firstResponder,
                words: .cannotBecomeFirstResponder(responder: responder))
        }
        return nil
    }

    /// The first overridden `next`, in the order given, whose chain loops.
    ///
    /// A responder's next depends on it alone, so a walk may stop at any responder an earlier walk passed without
    /// finding a loop: every responder is walked once, not once per overridden next (a long spliced chain would
    /// otherwise cost its length squared).
    private func nextLoopFinding(from starts: [Int], profile: Profile) -> Finding? {
        var cleared = Set<Int>()
        for start in starts {
            var walked = Set<Int>()
            var current = start
            var loops = false
            while !cleared.contains(current) {
                guard walked.insert(current).inserted else {
                    loops = true
                    break
                }
                guard case .next(let following, _) = next(of: current, profile: profile) else { break }
                current = following
            }
            cleared.formUnion(walked)
            guard loops else { continue }
            let chain = self.chain(from: start, profile: profile)
            guard chain.end == .loop else { continue }
            return Finding(
                .nextLoop, responder: start, property: .next,
                words: .nextLoop(walked: chain.responders, back: chain.links.last?.loopsBackTo ?? start))
        }
        return nil
    }
}
