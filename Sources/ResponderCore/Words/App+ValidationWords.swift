extension App {
    /// A validation finding's message, worded from its facts: why the described app cannot exist.
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

extension ClassCatalogue.Misplacement {
    /// What is wrong with the class, worded from its facts.
    public var message: String {
        switch words {
        case .superclassOfUIKitClass(let name):
            return "'\(name)' is a UIKit class; superclass applies only to custom classes"
        case .unknownSuperclass(let superclass):
            return "'\(superclass)' is not a UIKit class this service knows; name the nearest UIKit superclass (GET "
                + "/v1/classes lists them)"
        case .unknownUIKitLookingClass(let name):
            return "'\(name)' looks like a UIKit class but is not in the catalogue (a typo?); for a custom class give "
                + "its superclass"
        case .wrongKind(let className, let kind, let role):
            let described = role == .object ? "a custom responder" : "a \(role.rawValue)"
            return "'\(className)' is a \(kind.rawValue) class, but this entry describes \(described)"
        }
    }
}
