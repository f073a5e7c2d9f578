import ResponderCore

extension App {
    /// The words of the walk's and the chain's diagnostics: a swallowed event, a half-overridden touch family,
    /// delegates outside the chain, private classes on it and loops of overridden `next`.
    func wording(of words: DiagnosticWords.Walk) -> Wording {
        switch words {
        case .swallowedNothingLost(let responder, let method):
            return Wording(
                message: "\(displayName(of: responder)) overrides \(method.signature) without calling super, so the "
                    + "event stops there. Nothing above it implements \(method.signature), so nothing is lost yet.",
                hint: "Call super.\(method.rawValue)(…) to keep forwarding, unless swallowing is deliberate.")
        case .swallowed(let responder, let method, let starved):
            return Wording(
                message: "\(displayName(of: responder)) overrides \(method.signature) without calling super, so the "
                    + "event stops there and \(starved.map(displayName(of:)).joined(separator: ", ")) never get it, "
                    + "although they implement it.",
                hint: "Call super.\(method.rawValue)(touches, with: event) in \(self[responder].className) to keep "
                    + "forwarding up the chain.")
        case .incompleteTouchFamily(let responder, let method, let missing):
            return Wording(
                message: "\(displayName(of: responder)) swallows \(method.signature) but does not override "
                    + missing.map(\.signature).joined(separator: ", ")
                    + ", so those still go up the chain and the sequence is inconsistent.",
                hint: "When swallowing touches deliberately, override the whole family: touchesBegan, touchesMoved, "
                    + "touchesEnded and touchesCancelled.")
        case .sceneDelegateNotInChain(let delegate, let handling):
            return Wording(
                message: "\(displayName(of: delegate)) implements \(handling.name), but the scene delegate is not in "
                    + "the responder chain: UIWindowScene forwards to UIApplication, not to its delegate. Its "
                    + "UIResponder inheritance comes from the old app delegate template.",
                hint: "Put app-wide fallback handling in the app delegate, or subclass UIWindowScene and override "
                    + "next to return the delegate.")
        case .appDelegateNotInChain(let delegate, let handling, let reason):
            return Wording(
                message: "\(displayName(of: delegate)) implements \(handling.name), but it is not in the chain: "
                    + reason.explanation,
                hint: "Make the app delegate a plain UIResponder subclass that is not a view or controller.")
        case .privateClassesInChain(let privates):
            let names = Array(Set(privates.map { self[$0].className })).sorted().joined(separator: ", ")
            return Wording(
                message: "The chain passes through private UIKit classes (\(names)); their names change between iOS "
                    + "versions.",
                hint: "Read them while debugging, but never write code that depends on them.")
        case .nextLoop(let walked):
            return Wording(
                message: "Overridden next properties form a loop ("
                    + walked.map(displayName(of:)).joined(separator: " → ")
                    + " → …); the walk stopped instead of running forever.",
                hint: "Make the spliced object's next lead on towards the application, not back into the chain.")
        }
    }
}
