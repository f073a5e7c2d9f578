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

extension ResponderMethod {
    /// The call that forwards this method to `super`, as an override writes it: `super.touchesEnded(touches, with:
    /// event)`, `super.pressesBegan(presses, with: event)`, `super.motionEnded(motion, with: event)`,
    /// `super.remoteControlReceived(with: event)`. Code, the same in every language.
    var superCall: String {
        switch self {
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
            "super.\(rawValue)(touches, with: event)"
        case .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled:
            "super.\(rawValue)(presses, with: event)"
        case .motionBegan, .motionEnded, .motionCancelled: "super.\(rawValue)(motion, with: event)"
        case .remoteControlReceived: "super.remoteControlReceived(with: event)"
        }
    }
}
