/// The facts a ``Diagnostic``'s message and hint are worded from: one case per sentence, carrying responders,
/// recognizers, selectors and values, never words. The English is in the catalogue: `App+DiagnosticWording.swift`
/// chooses the entry, and the files beside it (one per family: the walk, touches, actions, the first responder,
/// the edit menu, selection, unreachable views) hold the sentences.
public enum DiagnosticWords: Sendable, Equatable {
    /// What a responder implements that the walk missed: an event method or an action.
    public enum Handling: Sendable, Equatable {
        case method(ResponderMethod)
        case action(Selector)
    }

    /// Sentences made while evaluating.
    case text(message: String, hint: String)

    /// The walk along the chain (Dispatcher, App+ChainDiagnostics).
    case walk(Walk)
    /// A touch aimed at a view reaches no point of it (``TouchAim/centreMiss`` says why).
    case aimedViewUnreachable(TouchAim)
}

extension DiagnosticWords {
    /// The walk's and the chain's diagnostics.
    public enum Walk: Sendable, Equatable {
        /// `responder` overrides `method` without super, and nothing above it implements the method.
        case swallowedNothingLost(responder: Int, method: ResponderMethod)
        /// `responder` overrides `method` without super, so `starved`, which implement it too, never get it.
        case swallowed(responder: Int, method: ResponderMethod, starved: [Int])
        /// `responder` swallows `method` but does not override `missing`, the rest of the touch family.
        case incompleteTouchFamily(responder: Int, method: ResponderMethod, missing: [ResponderMethod])
        /// The scene delegate `delegate` implements `handling` but is not in the chain.
        case sceneDelegateNotInChain(delegate: Int, handling: Handling)
        /// The app delegate `delegate` implements `handling` but is not in the chain: the application's chain ends for
        /// `reason`.
        case appDelegateNotInChain(delegate: Int, handling: Handling, reason: ChainEnd)
        /// The chain passes through `privates`, private UIKit classes.
        case privateClassesInChain(privates: [Int])
        /// Overridden `next` properties lead back into `walked`.
        case nextLoop(walked: [Int])
    }
}
