import ResponderCore
import ResponderWords

extension ResultEncoder {
    /// A diagnostic's fix on the wire: the change as a JSON Patch at the places the request described the objects,
    /// its Swift and Objective-C, and what verifying it showed; nil when a patch cannot say it (an object the
    /// request does not describe on its own).
    package func fix(_ fix: Fix, places: RequestPlaces) -> FixJSON? {
        guard let patch = patch(fix.change, places: places) else { return nil }
        let code = app.code(of: fix.change)
        let verified = fix.verified
        return FixJSON(
            change: fix.change.name, patch: patch, swift: code.swift, objc: code.objc,
            verified: FixVerificationJSON(
                cured: verified.cured, outcome: verified.outcome.rawValue, hitView: verified.hitView.map { ref($0) },
                handler: verified.handler.map { ref($0) },
                performed: verified.performed.map { FixPerformedJSON(action: $0.action.name, by: ref($0.by)) },
                remaining: verified.remaining.map(\.rawValue)),
            alternatives: fix.alternatives.compactMap { self.fix($0, places: places) })
    }

    /// Whether a patch can say the change: the object it edits is described on its own in the request.
    package func canWrite(_ change: FixChange, places: RequestPlaces?) -> Bool {
        guard let places else { return false }
        let responder = change.responder ?? change.recognizer.map { app.gestureRecognizers[$0].view }
        return responder.map(places.hasOwnObject) ?? false
    }

    /// A diagnostic's or a finding's fix outcome as the answer writes it: the fix, or why there is none (a fix no
    /// patch can say, which ``canWrite(_:places:)`` keeps from being tried, as UIKit's).
    package func fixFields(_ outcome: FixOutcome, places: RequestPlaces?) -> (fix: FixJSON?, noFix: NoFixJSON?) {
        switch outcome {
        case .fix(let fix):
            if let places, let written = self.fix(fix, places: places) { return (written, nil) }
            return (nil, noFix(.uikitsOwn))
        case .none(let reason): return (nil, noFix(reason))
        }
    }

    /// Why a diagnostic has no fix, in the answer's language.
    package func noFix(_ reason: NoFixReason) -> NoFixJSON {
        NoFixJSON(reason: reason.rawValue, message: reason.text(in: language))
    }

    /// The RFC 6902 operations that make the change in the request.
    func patch(_ change: FixChange, places: RequestPlaces) -> [PatchOperationJSON]? {
        func at(_ responder: Int) -> String? {
            places.hasOwnObject(responder) ? places.pointer(of: responder) : nil
        }
        switch change {
        case .setInteraction(let view, let enabled):
            guard let object = at(view) else { return nil }
            return [PatchOperationJSON(op: "add", path: object + "/isUserInteractionEnabled", value: .bool(enabled))]
        case .callSuper(let responder, let methods):
            guard let object = at(responder) else { return nil }
            var operations: [PatchOperationJSON] = []
            if !app[responder].givesOverrides {
                operations.append(PatchOperationJSON(op: "add", path: object + "/overrides", value: .emptyObject))
            }
            return operations
                + methods.map { method in
                    PatchOperationJSON(
                        op: "add", path: object + "/overrides/" + method.rawValue, value: .string("callsSuper"))
                }
        case .keepTouches(let recognizer):
            guard let object = recognizerPointer(recognizer, places: places) else { return nil }
            return [PatchOperationJSON(op: "add", path: object + "/cancelsTouchesInView", value: .bool(false))]
        case .requireToFail(let recognizer, let other):
            return requireToFailPatch(recognizer, other: other, places: places)
        case .noTouchDelay(let recognizer):
            guard let object = recognizerPointer(recognizer, places: places) else { return nil }
            return [PatchOperationJSON(op: "add", path: object + "/delaysTouchesBegan", value: .bool(false))]
        case .retarget(let control, let pair, let event):
            guard let object = at(control) else { return nil }
            return [
                PatchOperationJSON(
                    op: "add", path: "\(object)/targets/\(pair)/event", value: .string(event.rawValue))
            ]
        case .implementAction(let target, let action):
            guard let object = at(target) else { return nil }
            var operations: [PatchOperationJSON] = []
            if !app[target].givesActions {
                operations.append(PatchOperationJSON(op: "add", path: object + "/actions", value: .emptyObject))
            }
            operations.append(
                PatchOperationJSON(
                    op: "add", path: object + "/actions/" + JSONPointer.escape(action.name), value: .bool(true)))
            return operations
        case .standardHitTesting(let view):
            guard let object = at(view) else { return nil }
            var operations: [PatchOperationJSON] = []
            if app[view].hitTest != .standard {
                operations.append(PatchOperationJSON(op: "remove", path: object + "/hitTest"))
            }
            if app[view].pointInside != .bounds {
                operations.append(PatchOperationJSON(op: "remove", path: object + "/pointInside"))
            }
            return operations.isEmpty ? nil : operations
        case .pointInsideIncludesSubviews(let view):
            guard let object = at(view) else { return nil }
            var regions: [Rect]?
            if case .regions(let rects, _) = app[view].pointInside { regions = rects }
            return [
                PatchOperationJSON(op: "add", path: object + "/pointInside", value: .includeSubviews(regions: regions))
            ]
        case .enable(let control):
            guard let object = at(control) else { return nil }
            return [PatchOperationJSON(op: "add", path: object + "/isEnabled", value: .bool(true))]
        case .menuNotPrimary(let button):
            guard let object = at(button) else { return nil }
            return [PatchOperationJSON(op: "add", path: object + "/showsMenuAsPrimaryAction", value: .bool(false))]
        case .noContentTouchDelay(let scroll):
            guard let object = at(scroll) else { return nil }
            return [PatchOperationJSON(op: "add", path: object + "/delaysContentTouches", value: .bool(false))]
        case .standardShouldBegin(let view):
            guard let object = at(view) else { return nil }
            var operations: [PatchOperationJSON] = []
            if app[view].shouldBeginOverride != nil {
                operations.append(PatchOperationJSON(op: "remove", path: object + "/gestureRecognizerShouldBegin"))
            }
            if app[view].scrolling?.panShouldBegin == false {
                operations.append(
                    PatchOperationJSON(op: "remove", path: object + "/panGestureRecognizer/delegate/shouldBegin"))
            }
            return operations.isEmpty ? nil : operations
        case .retain(let held):
            guard let object = at(held) else { return nil }
            return [PatchOperationJSON(op: "add", path: object + "/isRetained", value: .bool(true))]
        case .setTarget(let control, let pair, let target):
            guard let object = at(control) else { return nil }
            return [
                PatchOperationJSON(
                    op: "add", path: "\(object)/targets/\(pair)/target", value: .string(app[target].id))
            ]
        case .set(let property, let responder):
            guard let object = at(responder) else { return nil }
            return [PatchOperationJSON(op: "add", path: object + "/" + property.field, value: .bool(property.value))]
        case .removeTarget(let control, let pair):
            guard let object = at(control) else { return nil }
            return [PatchOperationJSON(op: "remove", path: "\(object)/targets/\(pair)")]
        case .setDelegate(let list, let delegate):
            guard let object = at(list) else { return nil }
            return [PatchOperationJSON(op: "add", path: object + "/delegate", value: .string(app[delegate].id))]
        case .keyCommandPriority(let responder, let command):
            guard let object = at(responder) else { return nil }
            return [
                PatchOperationJSON(
                    op: "add", path: "\(object)/keyCommands/\(command)/wantsPriorityOverSystemBehavior",
                    value: .bool(true))
            ]
        case .deferEdges(let controller, let edges):
            guard let object = at(controller) else { return nil }
            let names = ScreenEdges.named.filter { edges.contains($0.edge) }.map(\.name)
            return [
                PatchOperationJSON(
                    op: "add", path: object + "/preferredScreenEdgesDeferringSystemGestures", value: .strings(names))
            ]
        case .enlargeTouchArea(let view, let margin):
            guard let object = at(view) else { return nil }
            return [PatchOperationJSON(op: "add", path: object + "/pointInside", value: .outset(margin))]
        case .ignoreTouches(let recognizer, let view):
            guard let object = recognizerPointer(recognizer, places: places) else { return nil }
            let described = app.gestureRecognizers[recognizer]
            let id = app[view].id
            // Its delegate's falseIn list grows; a delegate the request describes gets shouldReceive; otherwise the
            // recognizer gets a delegate.
            if !described.refusesTouchesIn.isEmpty {
                return [
                    PatchOperationJSON(
                        op: "add", path: object + "/delegate/shouldReceive/falseIn/-", value: .string(id))
                ]
            }
            if !described.shouldBegin || !described.delegateWaits.isEmpty {
                return [PatchOperationJSON(op: "add", path: object + "/delegate/shouldReceive", value: .refuse([id]))]
            }
            return [PatchOperationJSON(op: "add", path: object + "/delegate", value: .delegateRefusing([id]))]
        case .passThrough(let view):
            guard let object = at(view) else { return nil }
            return [PatchOperationJSON(op: "add", path: object + "/hitTest", value: .string("passThrough"))]
        case .undimDetent(let controller, let detent):
            guard let object = at(controller) else { return nil }
            let sheet = object + "/sheetPresentationController"
            var operations: [PatchOperationJSON] = []
            if !app[controller].presentation.describesSheet {
                operations.append(PatchOperationJSON(op: "add", path: sheet, value: .emptyObject))
            }
            operations.append(
                PatchOperationJSON(op: "add", path: sheet + "/largestUndimmedDetentIdentifier", value: .string(detent)))
            return operations
        case .unobscureSearch(let controller):
            guard let object = at(controller) else { return nil }
            return [
                PatchOperationJSON(
                    op: "add", path: object + "/searchController/obscuresBackgroundDuringPresentation",
                    value: .bool(false))
            ]
        case .addPassthrough(let controller, let view):
            guard let object = at(controller) else { return nil }
            let list = object + "/popoverPresentationController/passthroughViews"
            // RFC 6902's "-" appends to the array; a request without the array gets it with the one id.
            if app[controller].presentation.passthroughViews.isEmpty {
                return [PatchOperationJSON(op: "add", path: list, value: .strings([app[view].id]))]
            }
            return [PatchOperationJSON(op: "add", path: list + "/-", value: .string(app[view].id))]
        }
    }

    /// `recognizer` waits for `other`: its `requiresToFail` gets `other`'s id. A scroll view's own pan is described
    /// in the scroll view's `panGestureRecognizer`, which the patch adds when the request has none (a request whose
    /// pan object only gave default values loses nothing to the new object).
    private func requireToFailPatch(_ recognizer: Int, other: Int, places: RequestPlaces) -> [PatchOperationJSON]? {
        let described = app.gestureRecognizers[recognizer]
        let id = app.gestureRecognizers[other].id
        let object: String
        var operations: [PatchOperationJSON] = []
        if let scroll = described.scrollView {
            guard places.hasOwnObject(scroll) else { return nil }
            object = places.pointer(of: scroll) + "/panGestureRecognizer"
            let given =
                !described.requiresToFail.isEmpty || !described.delegateWaits.isEmpty || !described.shouldBegin
                || !described.refusesTouchesIn.isEmpty || app[scroll].scrolling?.panRecognizesSimultaneously == true
            if !given { operations.append(PatchOperationJSON(op: "add", path: object, value: .emptyObject)) }
        } else {
            guard let pointer = recognizerPointer(recognizer, places: places) else { return nil }
            object = pointer
        }
        if described.requiresToFail.isEmpty {
            operations.append(PatchOperationJSON(op: "add", path: object + "/requiresToFail", value: .strings([id])))
        } else {
            operations.append(PatchOperationJSON(op: "add", path: object + "/requiresToFail/-", value: .string(id)))
        }
        return operations
    }

    /// Where the request describes `recognizer`: its place among the recognizers the request gives its view, in
    /// their order (the layout's own, a scroll view's pan and the interactive pop gesture, are left out of the count
    /// wherever they stand).
    private func recognizerPointer(_ recognizer: Int, places: RequestPlaces) -> String? {
        let view = app.gestureRecognizers[recognizer].view
        guard places.hasOwnObject(view) else { return nil }
        let described = app[view].gestureRecognizers.filter {
            app.gestureRecognizers[$0].scrollView == nil && app.gestureRecognizers[$0].popsNavigationController == nil
        }
        guard let position = described.firstIndex(of: recognizer) else { return nil }
        return "\(places.pointer(of: view))/gestureRecognizers/\(position)"
    }
}
