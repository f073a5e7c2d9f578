import Foundation
import ResponderCore

/// Turns core results into wire values, naming responders by id and class.
struct ResultEncoder {
    let app: App
    let profile: Profile

    func ref(_ index: Int) -> ResponderRefJSON {
        let node = app.identity(of: index)
        return ResponderRefJSON(
            id: node.id, className: node.className, isPrivate: node.isPrivateClass ? true : nil,
            synthesized: node.isSynthesized ? true : nil)
    }

    func name(_ index: Int) -> String { app.displayName(of: index) }

    func diagnostic(_ diagnostic: Diagnostic) -> DiagnosticJSON {
        DiagnosticJSON(
            code: diagnostic.code.rawValue, severity: diagnostic.severity.rawValue, message: diagnostic.message,
            hint: diagnostic.hint, responders: diagnostic.responders.map(ref))
    }

    func chain(_ chain: ResponderChain) -> (ChainJSON, [Diagnostic]) {
        let links = chain.links.map { link in
            ChainLinkJSON(
                responder: ref(link.responder), kind: app[link.responder].kind.rawValue, rule: link.rule?.rawValue,
                explanation: link.rule?.explanation ?? link.end?.explanation ?? "")
        }
        let end = chain.end ?? .noNextResponder
        var diagnostics: [Diagnostic] = []
        let privates = chain.responders.filter { app[$0].isPrivateClass }
        if !privates.isEmpty {
            let names = Array(Set(privates.map { app[$0].className })).sorted().joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    .privateClassInChain, .info, responders: privates,
                    message:
                        "The chain passes through private UIKit classes (\(names)); their names change between iOS "
                        + "versions.",
                    hint: "Read them while debugging, but never write code that depends on them."))
        }
        if end == .loop {
            diagnostics.append(
                Diagnostic(
                    .nextLoop, .error, responders: chain.responders,
                    message: "Overridden next properties form a loop; the walk stopped at the first repeat.",
                    hint: "Make the spliced object's next lead on towards the application."))
        }
        let json = ChainJSON(
            chainDescription: chain.responders.map { app[$0].className }, links: links,
            end: ChainEndJSON(reason: end.rawValue, explanation: end.explanation))
        return (json, diagnostics)
    }

    func state(_ snapshot: StateSnapshot) -> StateJSON {
        StateJSON(
            keyWindow: snapshot.keyWindow.map(ref), firstResponder: snapshot.firstResponder.map(ref),
            keyboardVisible: snapshot.keyboardVisible)
    }

    func result(_ result: EventResult, index: Int, essentials: Bool = false) -> EventResultJSON {
        var chainJSON: ChainJSON?
        if let chain = result.chain, !essentials { chainJSON = self.chain(chain).0 }
        var json = EventResultJSON(
            index: index, type: result.event.kind, outcome: result.outcome.rawValue, summary: summary(result),
            handler: result.handler.map(ref),
            path: result.path.map { step in
                PathStepJSON(
                    responder: step.responder.map(ref), method: step.method, outcome: step.outcome.rawValue,
                    note: step.note)
            },
            diagnostics: result.diagnostics.map(diagnostic),
            start: result.start.map { StartJSON(responder: ref($0), reason: result.startReason?.rawValue ?? "") },
            chain: chainJSON, stateBefore: state(result.stateBefore), stateAfter: state(result.stateAfter))
        if essentials {
            json.start = nil
            json.stateBefore = nil
            json.stateAfter = nil
            return json
        }
        if case .touch = result.event {
            json.hitTest = result.touches.map(touch)
            json.recognizers = result.recognizers.map { entry in
                let recognizer = app.gestureRecognizers[entry.recognizer]
                return RecognizerResultJSON(
                    id: recognizer.id, className: recognizer.kind.className, view: ref(recognizer.view),
                    outcome: entry.outcome.rawValue)
            }
        }
        if !result.deliveries.isEmpty { json.deliveries = result.deliveries.map(delivery) }
        if !result.actions.isEmpty { json.actions = result.actions.map(action) }
        if let menu = result.menu {
            json.menu = EditMenuJSON(
                shown: menu.isShown, searchedFrom: menu.searchedFrom.map(ref),
                items: menu.items.map { item in
                    EditMenuJSON.Item(
                        action: item.action.name, shown: item.shown, target: item.target.map(ref),
                        declinedBy: item.declinedBy.map(ref), reason: item.reason)
                })
        }
        if let change = result.firstResponderChange {
            json.firstResponderChange = FirstResponderChangeJSON(
                call: change.call.rawValue, responder: change.responder.map(ref), succeeded: change.succeeded,
                failure: change.failure?.rawValue, keyboardVisible: change.keyboardVisible)
        }
        return json
    }

    private func touch(_ touch: TouchResult) -> TouchResultJSON {
        TouchResultJSON(
            touch: touch.index, point: PointJSON(touch.trace.point), window: touch.trace.window.map(ref),
            hitView: touch.trace.hitView.map(ref), accepted: touch.accepted, rejection: touch.rejection?.rawValue,
            trace: touch.trace.steps.map { step in
                HitTestStepJSON(
                    view: ref(step.view), depth: step.depth, point: PointJSON(step.point),
                    outcome: step.outcome.rawValue, reason: step.count > 1 ? runReason(step) : reason(step),
                    redirectedTo: step.redirectedTo.map(ref), count: step.count > 1 ? step.count : nil,
                    lastView: step.lastView.map(ref))
            })
    }

    /// Why a summarised run of sibling views was rejected.
    private func runReason(_ step: HitTestStep) -> String {
        let run =
            "\(step.count) sibling views, \(name(step.view)) through \(step.lastView.map(name) ?? "the last"), asked "
            + "front to back:"
        switch step.outcome {
        case .hidden: return "\(run) each is hidden, so it and its subviews are skipped."
        case .userInteractionDisabled:
            return "\(run) each has isUserInteractionEnabled = false, so it and its subviews are skipped."
        case .transparent: return "\(run) each has alpha below 0.01, so it counts as invisible to touches."
        case .pointOutside:
            return "\(run) the point is outside each one's bounds, so their subviews are never asked."
        case .singularTransform: return "\(run) each one's transform cannot be inverted, so no point maps into it."
        case .hitTestReturnsNil: return "\(run) each overrides hitTest(_:with:) to return nil."
        default: return "\(run) each was rejected."
        }
    }

    private func reason(_ step: HitTestStep) -> String {
        let who = name(step.view)
        switch step.outcome {
        case .hidden: return "\(who) is hidden (or not in a window yet), so it and its subviews are skipped."
        case .userInteractionDisabled:
            return "\(who) has isUserInteractionEnabled = false, so it and all its subviews are skipped."
        case .transparent: return "\(who) has alpha below 0.01, so it counts as invisible to touches."
        case .pointOutside:
            return "The point is outside \(who)'s bounds (point(inside:with:) is false), so its subviews are never "
                + "asked, even ones drawn there."
        case .singularTransform: return "\(who)'s transform cannot be inverted, so no point maps into it."
        case .hitTestReturnsNil: return "\(who) overrides hitTest(_:with:) to return nil: its whole subtree is skipped."
        case .hit: return "\(who) contains the point and none of its subviews does: it is the hit-test view."
        case .containsHit: return "\(who) contains the point; one of its subviews returned the hit-test view."
        case .passedThrough:
            return "\(who) contains the point but its hitTest override returns nil instead of itself: the touch "
                + "passes through."
        case .interceptedBySelf:
            return "\(who) overrides hitTest(_:with:) to return itself without asking its subviews."
        case .redirected:
            return "\(who) overrides hitTest(_:with:) to return \(step.redirectedTo.map(name) ?? "another view")."
        }
    }

    private func delivery(_ delivery: Delivery) -> DeliveryJSON {
        DeliveryJSON(
            method: delivery.method.signature, touches: delivery.touches.isEmpty ? nil : delivery.touches,
            outcome: delivery.outcome.rawValue, handledBy: delivery.handledBy.map(ref),
            starved: delivery.starved.map(ref), chainEnd: delivery.chainEnd?.rawValue,
            steps: delivery.steps.map { step in
                DeliveryStepJSON(
                    responder: ref(step.responder), arrivedBy: step.arrivedBy?.rawValue,
                    behavior: step.behavior.rawValue)
            })
    }

    private func action(_ action: ActionDispatch) -> ActionJSON {
        let source: ActionSourceJSON
        switch action.source {
        case .control(let control, let event):
            source = ActionSourceJSON(type: "control", sender: ref(control), controlEvent: event.rawValue)
        case .gestureRecognizer(let index):
            let recognizer = app.gestureRecognizers[index]
            source = ActionSourceJSON(
                type: "gestureRecognizer", sender: ref(recognizer.view),
                gestureRecognizer: recognizer.id)
        case .actionEvent:
            source = ActionSourceJSON(type: "actionEvent")
        }
        return ActionJSON(
            action: action.action.name, source: source, target: action.explicitTarget.map(ref),
            walkStart: action.walkStart.map(ref), walkStartReason: action.walkStartReason?.rawValue,
            walk: action.walk.map { step in
                ActionWalkStepJSON(
                    responder: ref(step.responder), arrivedBy: step.arrivedBy?.rawValue,
                    answer: step.answer.rawValue, reason: step.reason)
            },
            performedBy: action.performedBy.map(ref), outcome: action.outcome.rawValue)
    }

    /// One sentence a learner reads first.
    func summary(_ result: EventResult) -> String {
        let performed = result.actions.filter { $0.outcome == .performed }.compactMap { action in
            action.performedBy.map { "\(name($0)) performed \(action.action.name)" }
        }
        let dropped = result.actions.filter { $0.outcome == .dropped }.map {
            "nobody performed \($0.action.name), so it was discarded"
        }
        var focus: [String] = []
        if case .touch = result.event, let change = result.firstResponderChange, change.succeeded,
            let responder = change.responder
        {
            focus = [
                "\(name(responder)) became first responder" + (change.keyboardVisible ? " and the keyboard shows" : "")
            ]
        }
        let tails = performed + dropped + focus
        let actionTail = tails.isEmpty ? "" : "; " + tails.joined(separator: "; ")
        let crash = result.diagnostics.first { $0.code == .unrecognizedSelector }
        switch result.outcome {
        case .handled:
            if case .action(let event) = result.event {
                return "\(result.handler.map(name) ?? "A responder") performed \(event.action.name)."
            }
            return "\(result.handler.map(name) ?? "A responder") handled the \(result.event.kind) event\(actionTail)."
        case .swallowed:
            let starved = result.deliveries.first?.starved.count ?? 0
            return "\(result.handler.map(name) ?? "A responder") swallowed the event (an override without super)"
                + (starved > 0 ? "; \(starved) responder(s) above it that implement the method never got it." : ".")
        case .recognizedByGesture:
            let recognizer = result.recognizers.first { $0.outcome == .recognized }
                .map { app.gestureRecognizers[$0.recognizer] }
            return "\(recognizer.map { "\($0.kind.className) '\($0.id)'" } ?? "A gesture recognizer") recognized the "
                + "gesture, so the view's touches were cancelled\(actionTail)."
        case .dropped:
            if case .action(let event) = result.event {
                return "No responder performed \(event.action.name); UIKit discarded it."
            }
            return "Nothing handled the \(result.event.kind) event; UIKit discarded it at the end of the chain"
                + "\(actionTail)."
        case .notDelivered:
            return "The \(result.event.kind) event reached no responder: nothing was hit, so no chain walk started."
        case .crashed:
            return "The app would crash: \(crash?.message ?? "unrecognized selector sent to instance.")"
        case .succeeded, .failed:
            return result.path.last(where: { $0.method.hasSuffix("FirstResponder()") || $0.method == "endEditing(_:)" }
            )?
            .note ?? result.path.last?.note ?? ""
        case .menuShown:
            let items = result.menu?.items.filter(\.shown).map { $0.action.name } ?? []
            return "The edit menu shows " + items.joined(separator: ", ") + "."
        case .menuNotShown:
            return "No edit menu appears: nothing on the first responder's chain can perform any item."
        }
    }
}
