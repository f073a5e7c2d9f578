import ResponderCore

extension App {
    /// The words of the diagnostics of presses, shakes and remote-control events, which start at the first
    /// responder, and of the first responder's changes.
    func wording(of words: DiagnosticWords.FirstResponder) -> Wording {
        switch words {
        case .implementerNotOnChain(let implementer, let implemented, let start, let kind):
            return Wording(
                message: "\(displayName(of: implementer)) implements \(self.words(of: implemented)), but the \(kind) "
                    + "event starts at the first responder \(displayName(of: start)), and "
                    + "\(displayName(of: implementer)) is not on its chain, so it never gets the event.",
                hint: "Make \(displayName(of: implementer)) (or a responder below it) first responder, or handle the "
                    + "event on a responder in the first responder's chain.")
        case .eventDropped(let start, let methods):
            return Wording(
                message: "No responder from \(displayName(of: start)) to the end of the chain handles "
                    + methods.map(\.signature).joined(separator: " or ")
                    + ", so UIKit discarded the event without error.",
                hint: "Override \(methods.last?.signature ?? "the event's method") on a responder in this chain.")
        case .keyCommandShadowed(let offeredBy, let keys, let action, let start):
            return Wording(
                message: "\(displayName(of: offeredBy)) has a key command for \(keys) (\(action.swiftName)), but "
                    + "\(displayName(of: start)) is first responder and types the key: since iOS 15 UIKit gives a key "
                    + "to the text input first, and the key command runs only if the text input does not use it.",
                hint: "Set wantsPriorityOverSystemBehavior = true on the UIKeyCommand if it must win while the user "
                    + "types, or give it a modifier (Command) so it never competes with typing.")
        case .noFirstResponder(let start, let kind, nil, _):
            return Wording(
                message: "Nothing is first responder, so the \(kind) event starts at the key window "
                    + "\(displayName(of: start)) and skips every view and view controller below it.",
                hint: "Make the responder that should react first responder (canBecomeFirstResponder = true, then "
                    + "becomeFirstResponder()), or handle it in the app delegate.")
        case .noFirstResponder(let start, let kind, let implementer?, let implemented):
            let node = self[implementer]
            let steps =
                node.canBecomeFirstResponder
                ? "call becomeFirstResponder() on it once it is in a window (viewDidAppear(_:) for a controller)"
                : "override canBecomeFirstResponder to return true in \(node.className), then call "
                    + "becomeFirstResponder() once it is in a window (viewDidAppear(_:) for a controller)"
            return Wording(
                message: "\(displayName(of: implementer)) implements \(self.words(of: implemented)), but nothing is "
                    + "first responder, so the \(kind) event starts at the key window \(displayName(of: start)) and "
                    + "never reaches it"
                    + (node.canBecomeFirstResponder ? "." : ": its canBecomeFirstResponder is false, so it cannot be."),
                hint: "Make \(displayName(of: implementer)) first responder: \(steps).")
        case .notInWindow(let responder, let phase):
            let when = phase == .now || phase == .viewDidAppear ? "" : " during \(phase.rawValue)"
            return Wording(
                message: "\(displayName(of: responder)).becomeFirstResponder() returns false\(when): the view is not "
                    + "in a window yet (window == nil).",
                hint: "Call becomeFirstResponder() in viewDidAppear(_:), once the view is in a window; viewDidLoad is "
                    + "too early.")
        case .cannotBecome(let responder):
            return Wording(
                message: "\(displayName(of: responder)).becomeFirstResponder() returns false: its "
                    + "canBecomeFirstResponder is false (UIResponder's default).",
                hint: "Override canBecomeFirstResponder to return true in \(self[responder].className).")
        case .currentRefusedToResign(let responder, let current):
            return Wording(
                message: "\(displayName(of: responder)).becomeFirstResponder() returns false: the current first "
                    + "responder \(displayName(of: current)) refuses to resign (canResignFirstResponder is false).",
                hint: "Let \(self[current].className) resign (canResignFirstResponder = true) before moving focus.")
        case .keyboardNotShown(let responder, let window):
            return Wording(
                message: "\(displayName(of: responder)) became first responder of \(displayName(of: window)), but that "
                    + "window is not key, so the software keyboard does not show.",
                hint: "Make the window key (makeKeyAndVisible()) before focusing the field; viewDidAppear is no "
                    + "guarantee in a second scene or an overlay window.")
        case .nothingToEndEditing(let view, let force):
            return Wording(
                message: "\(displayName(of: view)).endEditing(\(force)) found no first responder in its subtree.",
                hint: "Call endEditing on a view that contains the focused field (the controller's root view).")
        case .refusedToResign(let responder):
            return Wording(
                message: "\(displayName(of: responder)).resignFirstResponder() returns false because its "
                    + "canResignFirstResponder is false; it stays first responder.",
                hint: "Use endEditing(true) to force it, or let canResignFirstResponder return true.")
        }
    }

    /// What a responder implements, in words: "motionEnded(_:with:)", or "a key command for space (play(_:))".
    private func words(of implemented: DiagnosticWords.FirstResponder.Implemented) -> String {
        switch implemented {
        case .methods(let methods): methods.map(\.signature).joined(separator: " and ")
        case .keyCommand(let keys, let action): "a key command for \(keys) (\(action.swiftName))"
        }
    }
}
