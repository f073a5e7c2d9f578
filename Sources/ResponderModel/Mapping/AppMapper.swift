import Foundation
import ResponderCore

/// Turns an ``AppDescription`` into a core ``App``, applying UIKit defaults, resolving ids, and collecting every
/// problem with the JSON Pointer of the field at fault.
struct AppMapper {
    private(set) var app: App
    private(set) var problems: [Problem.Field] = []
    private(set) var unknownReferences: [Problem.Field] = []
    private var ids = IdentityRegistry()
    private var pending: [(pointer: String, id: String, apply: (inout AppMapper, Int) -> Void)] = []
    private var nextPointers: [Int: String] = [:]
    private let limits: Limits
    private(set) var tooManyNodes = false
    private let applicationDelegateDefault: Bool

    /// Maps an app description; throws a 413 or 400/422 ``Problem`` when it cannot.
    static func map(
        _ description: AppDescription, settings: DispatchSettings, limits: Limits,
        pointer: String = "/app"
    ) throws(Problem) -> App {
        var mapper = AppMapper(description: description, pointer: pointer, limits: limits)
        if mapper.tooManyNodes {
            throw Problem(
                .tooManyNodes,
                detail: "The app description has more than \(limits.maxNodes) responders, the limit of this service.",
                problems: [Problem.Field(pointer: pointer, message: "more than \(limits.maxNodes) responders")])
        }
        mapper.resolvePending()
        if !mapper.problems.isEmpty || !mapper.unknownReferences.isEmpty {
            throw mapper.problem()
        }
        mapper.app.finalizeLayout(synthesizeWrappers: settings.synthesizeWrappers)
        mapper.validateState(description, pointer: pointer, profile: settings.profile)
        if !mapper.problems.isEmpty { throw mapper.problem() }
        return mapper.app
    }

    private func problem() -> Problem {
        let all = unknownReferences + problems
        let kind: ProblemKind = problems.isEmpty ? .unknownReference : .impossibleApp
        let count = all.count == 1 ? "1 problem" : "\(all.count) problems"
        return Problem(
            kind, detail: "\(count) in the app description: \(all[0].message) (at \(all[0].pointer)).",
            problems: all)
    }

    private init(description: AppDescription, pointer: String, limits: Limits) {
        self.limits = limits
        let applicationTraits = description.application?.traits ?? ResponderTraits()
        let applicationClass = applicationTraits.className ?? "UIApplication"
        app = App(applicationID: applicationTraits.id ?? "application", applicationClass: applicationClass)
        applicationDelegateDefault = description.application?.delegate == nil
        ids.declare(app[app.application].id, at: pointer + "/application")
        apply(applicationTraits, to: app.application, pointer: pointer + "/application")
        if let custom = applicationTraits.className, ClassCatalogue.builtIn(named: custom) == nil {
            app[app.application].uikitClass = ClassCatalogue.defaultClass(for: .application)
        }

        for (index, scene) in description.scenes.enumerated() {
            mapScene(scene, number: index, pointer: "\(pointer)/scenes/\(index)")
            if tooManyNodes { return }
        }
        for (index, object) in description.objects.enumerated() {
            let objectPointer = "\(pointer)/objects/\(index)"
            if object.reference != nil {
                problems.append(
                    Problem.Field(pointer: objectPointer, message: "objects must be objects, not id strings"))
                continue
            }
            if object.isResponder != nil {
                problems.append(
                    Problem.Field(
                        pointer: objectPointer + "/isResponder",
                        message:
                            "isResponder applies only to the application's delegate; objects are UIResponder subclasses"
                    ))
                continue
            }
            _ = register(
                object.traits, kind: .object, defaultClass: "UIResponder", defaultID: nil, pointer: objectPointer)
        }
        // The application delegate: the Xcode template's AppDelegate unless described.
        let applicationPointer = pointer + "/application/delegate"
        if let delegate = description.application?.delegate {
            if let reference = delegate.reference {
                pending.append(
                    (
                        applicationPointer, reference,
                        { mapper, target in
                            mapper.app.setDelegate(target, of: mapper.app.application)
                        }
                    ))
            } else {
                let index = register(
                    delegate.traits, kind: .appDelegate, defaultClass: "AppDelegate", defaultID: "appDelegate",
                    pointer: applicationPointer)
                if let index {
                    app[index].isResponder = delegate.isResponder ?? true
                    app.setDelegate(index, of: app.application)
                }
            }
        } else if applicationDelegateDefault {
            var traits = ResponderTraits()
            traits.id = "appDelegate"
            traits.className = "AppDelegate"
            if !ids.contains("appDelegate"),
                let index = register(
                    traits, kind: .appDelegate, defaultClass: "AppDelegate", defaultID: "appDelegate",
                    pointer: applicationPointer)
            {
                app.setDelegate(index, of: app.application)
            }
        }
        app.state.pasteboardHasContent = description.pasteboardHasContent ?? true
        if let key = description.keyWindow {
            pending.append(
                (
                    pointer + "/keyWindow", key,
                    { mapper, target in
                        if mapper.app[target].kind != .window {
                            mapper.problems.append(
                                Problem.Field(
                                    pointer: pointer + "/keyWindow",
                                    message: "'\(key)' is a \(mapper.app[target].kind.rawValue), not a window"))
                        } else {
                            mapper.app.state.keyWindow = target
                        }
                    }
                ))
        }
        if let focused = description.focusedView {
            pending.append(
                (
                    pointer + "/focusedView", focused,
                    { mapper, target in
                        if !mapper.app[target].kind.isView {
                            mapper.problems.append(
                                Problem.Field(
                                    pointer: pointer + "/focusedView",
                                    message: "'\(focused)' is not a view; only views take focus"))
                        } else {
                            mapper.app.state.focusedView = target
                        }
                    }
                ))
        }
    }

    // MARK: Registration

    /// Adds a responder for a description, checking its id and class; nil when it could not be added.
    private mutating func register(
        _ traits: ResponderTraits, kind: ResponderKind, defaultClass: String, defaultID: String?, pointer: String
    ) -> Int? {
        if app.count >= limits.maxNodes {
            tooManyNodes = true
            return nil
        }
        let className = traits.className ?? defaultClass
        let (id, duplicate) = ids.claim(
            given: traits.id, defaultID: defaultID, className: className, pointer: pointer)
        if let duplicate { problems.append(duplicate) }
        let (uikitClass, misplacements) = ClassCatalogue.placement(
            of: className, superclass: traits.superclass, as: kind)
        for misplacement in misplacements {
            problems.append(
                Problem.Field(pointer: pointer + "/" + misplacement.property.rawValue, message: misplacement.message))
        }
        let index = app.add(Responder(id: id, className: className, uikitClass: uikitClass, kind: kind))
        apply(traits, to: index, pointer: pointer)
        return index
    }

    /// Applies the shared responder fields.
    private mutating func apply(_ traits: ResponderTraits, to index: Int, pointer: String) {
        app[index].overrides = traits.overrides
        if let value = traits.canBecomeFirstResponder { app[index].canBecomeFirstResponder = value }
        if let value = traits.canResignFirstResponder { app[index].canResignFirstResponder = value }
        if let value = traits.inputView { app[index].hasInputView = value }
        for (selector, implementation) in traits.actions {
            app[index].actions[Selector(selector)] = implementation
        }
        if let next = traits.next {
            nextPointers[index] = pointer + "/next"
            pending.append((pointer + "/next", next, { mapper, target in mapper.app[index].nextOverride = target }))
        }
    }

    // MARK: Tree

    private mutating func mapScene(_ scene: SceneDescription, number: Int, pointer: String) {
        let suffix = number == 0 ? "" : String(number + 1)
        guard
            let sceneIndex = register(
                scene.traits, kind: .windowScene, defaultClass: "UIWindowScene", defaultID: "scene" + suffix,
                pointer: pointer)
        else { return }
        if let delegate = scene.delegate {
            if delegate.reference != nil {
                problems.append(
                    Problem.Field(
                        pointer: pointer + "/delegate", message: "a scene delegate must be described as an object"))
            } else if delegate.isResponder != nil {
                problems.append(
                    Problem.Field(
                        pointer: pointer + "/delegate/isResponder",
                        message: "isResponder applies only to the application's delegate; a scene delegate is always a "
                            + "UIResponder (and still not in the chain)"))
            } else if let index = register(
                delegate.traits, kind: .sceneDelegate, defaultClass: "SceneDelegate",
                defaultID: "sceneDelegate" + suffix, pointer: pointer + "/delegate")
            {
                app.setDelegate(index, of: sceneIndex)
            }
        }
        for (index, window) in scene.windows.enumerated() {
            mapWindow(window, scene: sceneIndex, pointer: "\(pointer)/windows/\(index)")
            if tooManyNodes { return }
        }
    }

    private mutating func mapWindow(_ window: WindowDescription, scene: Int, pointer: String) {
        let defaultFrame = FrameSize.phone
        guard
            let index = mapView(
                window.view, kind: .window, inherited: defaultFrame, superview: nil, pointer: pointer,
                defaultID: app.windows.isEmpty && !ids.contains("window") ? "window" : nil)
        else { return }
        app.attach(window: index, to: scene)
        if let level = window.windowLevel { app[index].windowLevel = level }
        if window.isKey == true {
            if let other = app.state.keyWindow {
                problems.append(
                    Problem.Field(
                        pointer: pointer + "/isKey",
                        message: "only one window can be key; '\(app[other].id)' is key already"))
            } else {
                app.state.keyWindow = index
            }
        }
        let size = app[index].frame.size
        if let root = window.rootViewController,
            let controller = mapController(root, inherited: size, pointer: pointer + "/rootViewController")
        {
            app.setRootViewController(controller, of: index)
        }
        if let first = window.firstResponder {
            let fieldPointer = pointer + "/firstResponder"
            pending.append(
                (
                    fieldPointer, first,
                    { mapper, target in
                        mapper.app.state.firstResponders[index] = target
                        mapper.firstResponderPointers[index] = fieldPointer
                    }
                ))
        }
    }

    private var firstResponderPointers: [Int: String] = [:]

    private mutating func mapController(
        _ controller: ViewControllerDescription, inherited: Size, pointer: String
    ) -> Int? {
        guard
            let index = register(
                controller.traits, kind: .viewController, defaultClass: "UIViewController", defaultID: nil,
                pointer: pointer)
        else { return nil }
        var rootSize = inherited
        if let view = controller.view,
            let root = mapView(view, kind: .view, inherited: inherited, superview: nil, pointer: pointer + "/view")
        {
            app.setRootView(root, of: index)
            rootSize = app[root].frame.size
        } else if controller.view == nil {
            // UIKit's loadView() gives every controller a plain UIView filling its container.
            var traits = ResponderTraits()
            traits.id = "\(app[index].id).view"
            if let root = register(traits, kind: .view, defaultClass: "UIView", defaultID: nil, pointer: pointer) {
                app[root].frame = Rect(origin: .zero, size: inherited)
                app.setRootView(root, of: index)
            }
        }
        for (position, child) in controller.children.enumerated() {
            let childPointer = "\(pointer)/children/\(position)"
            guard let childIndex = mapController(child, inherited: rootSize, pointer: childPointer) else { continue }
            app.addChild(childIndex, to: index)
            if let container = child.container {
                pending.append(
                    (
                        childPointer + "/container", container,
                        { mapper, target in
                            let parentRoot = mapper.app[index].rootView
                            if !mapper.app[target].kind.isView || parentRoot == nil
                                || !mapper.app.isView(target, inSubtreeOf: parentRoot!)
                            {
                                mapper.problems.append(
                                    Problem.Field(
                                        pointer: childPointer + "/container",
                                        message: "'\(container)' must be a view inside the parent controller's view"))
                            } else {
                                mapper.app[childIndex].containerView = target
                            }
                        }
                    ))
            }
        }
        if let presented = controller.presented?.value,
            let presentedIndex = mapController(presented, inherited: inherited, pointer: pointer + "/presented")
        {
            app.present(presentedIndex, from: index, style: presented.modalPresentationStyle ?? .pageSheet)
        }
        return index
    }

    /// Maps a view and its subtree (recursion depth is bounded by the JSON depth limit).
    private mutating func mapView(
        _ view: ViewDescription, kind: ResponderKind, inherited: Size, superview: Int?, pointer: String,
        defaultID: String? = nil
    ) -> Int? {
        let defaultClass = kind == .window ? "UIWindow" : "UIView"
        guard
            let index = register(
                view.traits, kind: kind, defaultClass: defaultClass, defaultID: defaultID, pointer: pointer)
        else { return nil }
        var node = app[index]
        node.frame = view.frame?.core ?? Rect(origin: .zero, size: inherited)
        if let origin = view.boundsOrigin { node.boundsOrigin = origin.core }
        if let transform = view.transform { node.transform = transform.core }
        if let value = view.isHidden { node.isHidden = value }
        if let value = view.alpha { node.alpha = value }
        if let value = view.isUserInteractionEnabled { node.isUserInteractionEnabled = value }
        if let value = view.clipsToBounds { node.clipsToBounds = value }
        if let value = view.isMultipleTouchEnabled { node.isMultipleTouchEnabled = value }
        if let value = view.isExclusiveTouch { node.isExclusiveTouch = value }
        if let value = view.pointInside { node.pointInside = value.core }
        if let value = view.isEnabled { node.isEnabled = value }
        if let value = view.isEditable {
            node.isEditable = value
            if !value && view.traits.inputView == nil { node.hasInputView = false }
        }
        if let value = view.hasText { node.hasText = value }
        if let value = view.hasSelection { node.hasSelection = value }
        switch view.hitTest {
        case .standard?, nil: break
        case .returnsNil?: node.hitTest = .returnsNil
        case .passThrough?: node.hitTest = .passThrough
        case .returnsSelf?: node.hitTest = .returnsSelf
        case .redirect(let target)?:
            let fieldPointer = pointer + "/hitTest/redirectTo"
            pending.append(
                (
                    fieldPointer, target,
                    { mapper, resolved in
                        if mapper.app[resolved].kind.isView {
                            mapper.app[index].hitTest = .redirect(to: resolved)
                        } else {
                            mapper.problems.append(
                                Problem.Field(
                                    pointer: fieldPointer,
                                    message: "hitTest can only return a view; '\(target)' is not one"))
                        }
                    }
                ))
        }
        app[index] = node
        if (view.isEnabled != nil || !view.targets.isEmpty) && !node.isControl {
            let field = view.targets.isEmpty ? "isEnabled" : "targets"
            problems.append(
                Problem.Field(
                    pointer: "\(pointer)/\(field)",
                    message: "\(node.className) is not a UIControl; only controls have \(field)"))
        }
        for (position, pair) in view.targets.enumerated() {
            let selector = Selector(pair.action)
            let targetIndex = app[index].targetActions.count
            app[index].targetActions.append(TargetAction(event: pair.event, target: nil, action: selector))
            if let target = pair.target {
                pending.append(
                    (
                        "\(pointer)/targets/\(position)/target", target,
                        { mapper, resolved in
                            mapper.app[index].targetActions[targetIndex].target = resolved
                        }
                    ))
            }
        }
        for (position, recognizer) in view.gestureRecognizers.enumerated() {
            // Every recognizer takes a number, named or not, so unnamed ones keep their place in the count.
            let generatedID = ids.generated(for: recognizer.type.className)
            let recognizerIndex = app.addGestureRecognizer(
                GestureRecognizer(
                    id: recognizer.id ?? generatedID, kind: recognizer.type, view: index,
                    recognizes: recognizer.recognizes, isEnabled: recognizer.isEnabled ?? true,
                    numberOfTapsRequired: recognizer.numberOfTapsRequired ?? 1,
                    cancelsTouchesInView: recognizer.cancelsTouchesInView ?? true,
                    delaysTouchesBegan: recognizer.delaysTouchesBegan ?? false,
                    delaysTouchesEnded: recognizer.delaysTouchesEnded ?? true,
                    recognizesSimultaneously: recognizer.recognizesSimultaneously ?? false,
                    target: nil, action: recognizer.action.map(Selector.init)))
            if let target = recognizer.target {
                pending.append(
                    (
                        "\(pointer)/gestureRecognizers/\(position)/target", target,
                        { mapper, resolved in
                            mapper.app.setTarget(resolved, ofGestureRecognizer: recognizerIndex)
                        }
                    ))
            }
        }
        let size = app[index].frame.size
        for (position, subview) in view.subviews.enumerated() {
            guard
                let child = mapView(
                    subview, kind: .view, inherited: size, superview: index, pointer: "\(pointer)/subviews/\(position)")
            else { return index }
            app.addSubview(child, to: index)
        }
        return index
    }

    // MARK: Resolution and state

    private mutating func resolvePending() {
        let work = pending
        pending = []
        for (pointer, id, apply) in work {
            guard let target = app.index(of: id) else {
                unknownReferences.append(UnknownReference.field(id, at: pointer, among: ids.declared.keys))
                continue
            }
            apply(&self, target)
        }
    }

    /// Checks the app's state with the core and places each finding at the field it concerns.
    private mutating func validateState(_ description: AppDescription, pointer: String, profile: Profile) {
        // A window's firstResponder was resolved as a pending reference and recorded in the state; the app's own is
        // resolved here.
        var claims = app.state.firstResponders.sorted { $0.key < $1.key }.map {
            App.FirstResponderClaim(responder: $0.value, window: $0.key)
        }
        if let first = description.firstResponder {
            if let index = app.index(of: first) {
                claims.append(App.FirstResponderClaim(responder: index, window: nil))
            } else {
                problems.append(
                    UnknownReference.field(first, at: pointer + "/firstResponder", among: ids.declared.keys))
            }
        }
        let findings = app.validate(
            firstResponderClaims: claims, overriddenNext: nextPointers.keys.sorted(), profile: profile)
        for finding in findings {
            let at: String
            switch (finding.property, finding.responder) {
            case (.firstResponder, let window?): at = firstResponderPointers[window] ?? pointer
            case (.firstResponder, nil): at = pointer + "/firstResponder"
            case (.next, let responder?): at = nextPointers[responder] ?? pointer
            case (.next, nil): at = pointer
            }
            problems.append(Problem.Field(pointer: at, message: finding.message))
        }
    }
}

/// Default sizes.
enum FrameSize {
    /// An iPhone 15 screen in points.
    static let phone = Size(width: 390, height: 844)
}
