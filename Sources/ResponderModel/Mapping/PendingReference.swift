import ResponderCore
import ResponderWords

/// A field that names another responder by id, waiting until every responder of the app has been added (a
/// view may name a controller described after it). Typed, so resolving one is a `switch`, and its JSON Pointer
/// is spelled only when it is wrong.
struct PendingReference {
    enum Field {
        /// `application.delegate` given as a string: a responder described elsewhere is the delegate.
        case applicationDelegate
        case keyWindow
        case focusedView
        /// A responder's overridden `next`.
        case next(responder: Int)
        /// A window's `firstResponder`.
        case firstResponder(window: Int)
        /// A child controller's `container`: the view in the parent's tree that holds the child's root view.
        case container(child: Int, parent: Int)
        /// A view's `hitTest: {"redirectTo": …}`.
        case hitTestRedirect(view: Int)
        /// A control's `targets[index].target`.
        case target(control: Int, index: Int)
        /// A view's `gestureRecognizers[position].target`.
        case recognizerTarget(position: Int, recognizer: Int)
        /// A bar button item's `target` (the item is the control at `item`).
        case barButtonItemTarget(item: Int)
        /// A recognizer's `delegate.shouldReceive.falseIn[index]` (the owner is the recognizer).
        case refusedTouches(recognizer: Int, index: Int)
        /// A scroll view's `panGestureRecognizer.delegate.shouldReceive.falseIn[index]` (the owner is the
        /// `panGestureRecognizer` object): its pan is added by the layout, so the views go on the scroll view.
        case panRefusedTouches(scroll: Int, index: Int)
        /// A table or collection view's `delegate`.
        case selectionDelegate(list: Int)
        /// A view-held controller's `presentedBy`: the controller that presented `controller`.
        case presentedBy(controller: Int, style: ModalPresentationStyle)
        /// A presented controller's `popoverPresentationController.sourceView`.
        case popoverSource(controller: Int)
        /// A presented controller's `popoverPresentationController.passthroughViews[position]`.
        case passthroughView(controller: Int, position: Int)
    }

    var id: String
    var field: Field
    /// The object that holds the field.
    var owner: RequestLocations.Location

    /// The field's place relative to its owner.
    var tail: String {
        switch field {
        case .applicationDelegate: return "application/delegate"
        case .keyWindow: return "keyWindow"
        case .focusedView: return "focusedView"
        case .next: return "next"
        case .firstResponder: return "firstResponder"
        case .container: return "container"
        case .hitTestRedirect: return "hitTest/redirectTo"
        case .target(_, let index): return "targets/\(index)/target"
        case .recognizerTarget(let position, _): return "gestureRecognizers/\(position)/target"
        case .barButtonItemTarget: return "target"
        case .presentedBy: return "presentedBy"
        case .selectionDelegate: return "delegate"
        case .refusedTouches(_, let index), .panRefusedTouches(_, let index):
            return "delegate/shouldReceive/falseIn/\(index)"
        case .popoverSource: return "sourceView"
        case .passthroughView(_, let position): return "passthroughViews/\(position)"
        }
    }
}

/// Recognizer ids a recognizer's failure depends on, waiting until every recognizer exists.
struct FailureRequirement {
    /// Which field named them.
    enum How {
        /// `requiresToFail`: `require(toFail:)`.
        case requireToFail
        /// `delegate.shouldRequireFailureOf`: the recognizer waits for them.
        case shouldRequireFailureOf
        /// `delegate.shouldBeRequiredToFailBy`: they wait for the recognizer.
        case shouldBeRequiredToFailBy

        var field: String {
            switch self {
            case .requireToFail: return "requiresToFail"
            case .shouldRequireFailureOf: return "delegate/shouldRequireFailureOf"
            case .shouldBeRequiredToFailBy: return "delegate/shouldBeRequiredToFailBy"
            }
        }
    }

    /// The waiting recognizer; nil for a scroll view's own pan, which the layout adds (``scrollView``).
    var recognizer: Int?
    var ids: [String]
    /// The recognizer's place in the request.
    var at: RequestLocations.Location
    var how: How
    /// For `panGestureRecognizer.requiresToFail` on a scroll view: that scroll view.
    var scrollView: Int? = nil
}

extension AppMapper {
    /// Resolves every pending reference: an unknown id is a problem (with a did-you-mean hint); a known one of
    /// the wrong kind is a problem; the others are set on the app.
    mutating func resolvePending() {
        // Pointers and suggestions are made only for the problems listed (see ProblemList), from these copies.
        let locations = locations
        var declared: [String]?
        for reference in pending {
            guard let target = app.index(of: reference.id) else {
                if declared == nil { declared = IdentityRegistry.declared(in: app, described: described.count) }
                unknownReferences.appendUnknown(
                    reference.id, at: locations.pointer(reference.owner, reference.tail), among: declared ?? [])
                continue
            }
            resolve(reference, to: target)
        }
        pending = []
    }

    /// `requiresToFail`: ids of other recognizers, those described in the request and those UIKit adds (a scroll
    /// view's `<id>.panGestureRecognizer`, a navigation controller's `<id>.interactivePopGestureRecognizer`), so it
    /// runs once the layout has added them.
    mutating func resolveRequiredFailures() {
        guard !requiredFailures.isEmpty else { return }
        var byID: [String: Int] = [:]
        var panOf: [Int: Int] = [:]
        for (index, recognizer) in app.gestureRecognizers.enumerated() {
            byID[recognizer.id] = index
            if let scroll = recognizer.scrollView { panOf[scroll] = index }
        }
        let locations = locations
        for requirement in requiredFailures {
            guard let recognizer = requirement.scrollView.map({ panOf[$0] }) ?? requirement.recognizer else { continue }
            for (position, id) in requirement.ids.enumerated() {
                let tail = "\(requirement.how.field)/\(position)"
                guard let other = byID[id] else {
                    unknownReferences.appendUnknown(
                        id, at: locations.pointer(requirement.at, tail), among: byID.keys, naming: "gesture recognizer")
                    continue
                }
                guard other != recognizer else {
                    problems.append(
                        Problem.Field(pointer: locations.pointer(requirement.at, tail), .mapping(.waitsForItself)))
                    continue
                }
                switch requirement.how {
                case .requireToFail: app.require(recognizer, toFail: other)
                case .shouldRequireFailureOf: app.require(recognizer, toFail: other, askedBy: .shouldRequireFailureOf)
                case .shouldBeRequiredToFailBy:
                    app.require(other, toFail: recognizer, askedBy: .shouldBeRequiredToFailBy)
                }
            }
        }
        requiredFailures = []
    }

    private mutating func resolve(_ reference: PendingReference, to target: Int) {
        let id = reference.id
        switch reference.field {
        case .applicationDelegate:
            app.setDelegate(target, of: app.application)
        case .keyWindow:
            guard app[target].kind == .window else {
                return refuse(reference, .keyWindowNotWindow(id, kind: app[target].kind))
            }
            app.state.keyWindow = target
        case .focusedView:
            guard app[target].kind.isView else {
                return refuse(reference, .focusNotView(id))
            }
            app.state.focusedView = target
        case .next(let responder):
            guard app[target].isResponder || app[target].kind != .object else {
                return refuse(reference, .nextNotResponder(id))
            }
            app[responder].nextOverride = target
        case .firstResponder(let window):
            guard app[target].isResponder || app[target].kind != .object else {
                return refuse(reference, .firstResponderNotResponder(id))
            }
            app.state.firstResponders[window] = target
        case .container(let child, let parent):
            guard app[target].kind.isView, let parentRoot = app[parent].rootView,
                app.isView(target, inSubtreeOf: parentRoot)
            else {
                return refuse(reference, .containerOutsideParent(id))
            }
            app[child].containerView = target
        case .hitTestRedirect(let view):
            guard app[target].kind.isView else {
                return refuse(reference, .hitTestNotView(id))
            }
            app[view].hitTest = .redirect(to: target)
        case .target(let control, let index):
            app[control].targetActions[index].target = target
        case .recognizerTarget(_, let recognizer):
            app.setTarget(target, ofGestureRecognizer: recognizer)
        case .barButtonItemTarget(let item):
            app[item].targetActions[0].target = target
        case .refusedTouches(let recognizer, _):
            guard app[target].kind.isView else {
                return refuse(reference, .refusedTouchesNotView(id))
            }
            app.refuseTouches(in: target, forGestureRecognizer: recognizer)
        case .panRefusedTouches(let scroll, _):
            guard app[target].kind.isView else {
                return refuse(reference, .refusedTouchesNotView(id))
            }
            app[scroll].scrolling?.panRefusesTouchesIn.insert(target)
        case .selectionDelegate(let list):
            guard !app[target].kind.isView || app[target].kind == .view else {
                return refuse(reference, .delegateIsWindow(id))
            }
            app[list].rowSelection?.delegate = target
        case .presentedBy(let controller, let style):
            guard app[target].kind == .viewController, target != controller else {
                return refuse(reference, .presenterNotController(id))
            }
            if let shown = app[target].presentedViewController, shown != controller {
                return refuse(reference, .presentsAlready(id, presented: app[shown].id))
            }
            // Presentations form a stack: the presenter must not be presented, however indirectly, by this one.
            var presenter: Int? = target
            var steps = 0
            while let current = presenter, steps <= app.count {
                if current == controller {
                    return refuse(reference, .presentationLoop(id))
                }
                presenter = app[current].presentingViewController
                steps += 1
            }
            app.present(controller, from: target, style: style)
        case .popoverSource(let controller):
            guard app[target].kind == .view else {
                return refuse(reference, .popoverViewNotView(id, field: "sourceView"))
            }
            app[controller].presentation.sourceView = target
        case .passthroughView(let controller, _):
            guard app[target].kind == .view else {
                return refuse(reference, .popoverViewNotView(id, field: "passthroughViews"))
            }
            app[controller].presentation.passthroughViews.append(target)
        }
    }

    private mutating func refuse(_ reference: PendingReference, _ words: MappingWords) {
        let pointer = pointer(of: reference)
        problems.append(Problem.Field(pointer: pointer, .mapping(words)))
    }

    func pointer(of reference: PendingReference) -> String {
        locations.pointer(reference.owner, reference.tail)
    }
}
