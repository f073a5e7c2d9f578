extension App {
    /// The changes that may cure a diagnostic, the smallest first, or why there is none: each is one property of the
    /// app's own objects, the one the diagnostic's facts name, never an object UIKit makes or owns.
    public func fixCandidates(for words: DiagnosticWords) -> Result<[FixChange], NoFixReason> {
        switch words {
        case .unreachable(.interactionDisabled(let drawn)):
            return owned([.setInteraction(view: drawn, enabled: true)])
        case .unreachable(.ancestorInteractionDisabled(_, let ancestor)):
            return owned([.setInteraction(view: ancestor, enabled: true)])
        case .unreachable(.ancestorOverride(_, let ancestor)):
            return owned([.standardHitTesting(view: ancestor)])
        case .unreachable(.covered(_, let hit, _, _, let inCell, let bar, let visiblyInteractive)):
            // A view in front that takes touches on purpose (a control, a background of its own) is the app's
            // design; a cell's content view and a bar's touch area are UIKit's.
            if inCell || bar != nil { return .failure(.uikitsOwn) }
            if visiblyInteractive { return .failure(.noSingleChange) }
            return owned([.setInteraction(view: hit, enabled: false)])
        case .touch(.controlSubviewTakesTouch(_, let view, _)):
            return owned([.setInteraction(view: view, enabled: false)])
        case .touch(.gestureStealsTouches(let recognizer, _)):
            return keepTouches(of: [recognizer])
        case .touch(.contentTouchesDelayed(_, let scroll)):
            return owned([.noContentTouchDelay(scroll: scroll)])
        case .action(.targetReleased(let object, _, _)):
            return owned([.retain(object: object)])
        case .action(.skippedController(let controller, let sender, let action, _)):
            guard self[sender].isControl,
                let pair = self[sender].targetActions.firstIndex(where: { $0.target == nil && $0.action == action })
            else { return .failure(.noSingleChange) }
            return owned([.setTarget(control: sender, pair: pair, target: controller)])
        case .touch(.cancelledByGesture(_, let winners, _, _)):
            return keepTouches(of: winners)
        case .walk(.swallowed(let responder, let method, _)), .walk(.swallowedNothingLost(let responder, let method)),
            .walk(.typingSwallowed(let responder, let method, _)),
            .walk(.incompleteTouchFamily(let responder, let method, _)):
            let family = ResponderMethod.family(of: method)
            let swallowing = family.filter { self[responder].overrides[$0] == .withoutSuper }
            return owned([.callSuper(responder: responder, methods: swallowing.isEmpty ? [method] : swallowing)])
        case .action(.noActionSent(let control, let sent, _)):
            let wanted = sent.filter { $0 != .touchDown }
            guard let event = wanted.last(where: { $0 == .valueChanged }) ?? wanted.first,
                let pair = self[control].targetActions.firstIndex(where: { !sent.contains($0.event) })
            else { return .failure(.appCode) }
            return owned([.retarget(control: control, pair: pair, event: event)])
        case .action(.unrecognizedSelector(let target, let action)):
            guard isAppClass(target) else { return .failure(.uikitsOwn) }
            return .success([.implementAction(target: target, action: action)])
        case .action(.controlDisabled(let control)):
            return owned([.enable(control: control)])
        case .walk(.undescribed):
            return .failure(.undescribed)
        case .firstResponder(.notInWindow):
            // When the app calls becomeFirstResponder() is its code (viewDidAppear, not viewDidLoad).
            return .failure(.appCode)
        default:
            return .failure(.noSingleChange)
        }
    }

    /// The first recognizer's `cancelsTouchesInView = false`, when it is the app's own (not a scroll view's pan or
    /// the interactive pop gesture).
    private func keepTouches(of recognizers: [Int]) -> Result<[FixChange], NoFixReason> {
        guard let first = recognizers.first else { return .failure(.noSingleChange) }
        let recognizer = gestureRecognizers[first]
        if recognizer.scrollView != nil || recognizer.popsNavigationController != nil { return .failure(.uikitsOwn) }
        return .success([.keepTouches(recognizer: first)])
    }

    /// The changes, when every object they edit is the app's own.
    private func owned(_ changes: [FixChange]) -> Result<[FixChange], NoFixReason> {
        let theirs = changes.contains { change in
            guard let responder = change.responder else { return false }
            return self[responder].isUIKitInternal || self[responder].isSynthesized
        }
        return theirs ? .failure(.uikitsOwn) : .success(changes)
    }

    /// Whether a responder's class is the app's own (neither a UIKit class nor a public class of the catalogues).
    func isAppClass(_ responder: Int) -> Bool {
        let name = self[responder].className
        return ClassCatalogue.builtIn(named: name) == nil && PublicClassCatalogue.named(name) == nil
    }

    /// Makes the change, as the app would in code.
    public mutating func apply(_ change: FixChange) {
        switch change {
        case .setInteraction(let view, let enabled): self[view].isUserInteractionEnabled = enabled
        case .callSuper(let responder, let methods):
            for method in methods { self[responder].overrides[method] = .callsSuper }
        case .keepTouches(let recognizer): gestureRecognizers[recognizer].cancelsTouchesInView = false
        case .retarget(let control, let pair, let event): self[control].targetActions[pair].event = event
        case .implementAction(let target, let action): self[target].actions[action] = ActionImplementation()
        case .standardHitTesting(let view):
            self[view].hitTest = .standard
            self[view].pointInside = .bounds
        case .enable(let control): self[control].isEnabled = true
        case .noContentTouchDelay(let scroll): self[scroll].scrolling?.delaysContentTouches = false
        case .retain(let object): self[object].isRetained = true
        case .setTarget(let control, let pair, let target): self[control].targetActions[pair].target = target
        }
    }
}

extension ResponderMethod {
    /// The methods of the family `method` belongs to (touches, presses, motion), which an override swallows together.
    static func family(of method: ResponderMethod) -> [ResponderMethod] {
        if touchFamily.contains(method) { return touchFamily }
        let presses: [ResponderMethod] = [.pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled]
        if presses.contains(method) { return presses }
        let motion: [ResponderMethod] = [.motionBegan, .motionEnded, .motionCancelled]
        if motion.contains(method) { return motion }
        return [method]
    }
}
