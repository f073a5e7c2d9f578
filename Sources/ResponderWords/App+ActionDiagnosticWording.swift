import ResponderCore

extension App {
    /// The words of actions' diagnostics: disabled and duplicated target-actions, released targets, unrecognized
    /// selectors, declined and dropped actions, and controllers a nil-targeted walk never asks.
    func wording(of words: DiagnosticWords.Action) -> Wording {
        switch words {
        case .controlDisabled(let control):
            return Wording(
                message:
                    "\(displayName(of: control)) is disabled (isEnabled = false), so it sends none of its actions.",
                hint: "Enable the control, or expect no action while it is disabled.")
        case .duplicateTargetAction(let control, let action, let event):
            return Wording(
                message: "\(action.name) was added twice for \(event.rawValue) on \(displayName(of: control)) with the "
                    + "same target; UIKit keeps one copy, so it fires once.",
                hint: "Adding the same target-action pair again has no effect; remove the duplicate call.")
        case .targetReleased(let object, let holder, let role):
            let isControl = self[holder].isControl
            let consequence =
                isControl
                ? "so the action is sent with a nil target and walks the responder chain from the first responder "
                    + "instead (see actions)."
                : self[holder].rowSelection != nil
                    ? "so the table has no delegate when the row is selected, and nobody is told."
                    : "so the recognizer's action reaches nobody (observed on iOS; the documentation does not say "
                        + "what a recognizer keeps)."
            let what: String
            switch role {
            case .controlTarget(let action): what = "target of \(action.swiftName)"
            case .recognizerTarget(let index, let action):
                what = "target of \(recognizerName(index))'s \(action.swiftName)"
            case .delegate: what = "delegate"
            }
            return Wording(
                message: "\(displayName(of: object)) is the \(what) of \(displayName(of: holder)), but nothing keeps a "
                    + "strong reference to it (isRetained is false), and \(displayName(of: holder)) does not retain it"
                    + (isControl ? " (UIKit's documentation: the control does not retain its target)" : "")
                    + ": it is deallocated before the event, " + consequence,
                hint: "Keep the object in a stored property of its owner (let handler = TapHandler() in the view "
                    + "controller), not in a local variable of the method that set it up.")
        case .unrecognizedSelector(let target, let action):
            return Wording(
                message: "-[\(self[target].className) \(action.name)]: unrecognized selector sent to instance. The "
                    + "action's explicit target does not implement it, so the app crashes.",
                hint: "Implement @objc func \(action.swiftName) on \(self[target].className), or fix the target or "
                    + "selector passed to addTarget(_:action:for:).")
        case .declined(let responder, let action, let reason):
            return Wording(
                message: "\(displayName(of: responder)) implements \(action.name) but its "
                    + "canPerformAction(_:withSender:) returns false (\(reason.map(words(of:)) ?? "declined")); a responder further up "
                    + "may still take it.",
                hint: "This is how a text view hides Paste when the pasteboard is empty.")
        case .dropped(let action, let walked):
            return Wording(
                message: "The nil-targeted action \(action.name) walked "
                    + walked.map(displayName(of:)).joined(separator: " → ")
                    + " and nobody performed it; UIKit discarded it.",
                hint: "Implement \(action.swiftName) on a responder in that chain (the app delegate catches "
                    + "everything), or give the action an explicit target.")
        case .skippedController(let controller, let sender, let action, let start):
            let controllerName = displayName(of: controller)
            return Wording(
                message: "\(controllerName) implements \(action.name) and sits on \(displayName(of: sender))'s chain, "
                    + "but a nil-targeted action does not walk from the sender: it walks from the first responder (or "
                    + "the key window when nothing is focused), here \(start.map(displayName(of:)) ?? "nowhere"), so "
                    + "\(controllerName) never sees it.",
                hint: "Pass the controller as the target of addTarget(_:action:for:), or walk next from the sender "
                    + "yourself (as MessageView does).")
        case .skippedBarItemOwner(let owner, let sender, let action, let start):
            let ownerName = displayName(of: owner)
            return Wording(
                message: "\(ownerName) implements \(action.name) and its navigationItem holds "
                    + "\(displayName(of: sender)), but a bar button item is not in the controller's view: it lies in "
                    + "the navigation bar, whose chain goes to the navigation controller. A nil-targeted action walks "
                    + "from the first responder (or the key window when nothing is focused), here "
                    + "\(start.map(displayName(of:)) ?? "nowhere"), so \(ownerName) never sees it.",
                hint: "Make the controller the item's target (UIBarButtonItem(title:style:target:action:) with target "
                    + "self), or have a view inside the controller be first responder.")
        }
    }
}
