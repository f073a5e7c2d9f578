import ResponderCore
import ResponderWords

/// Turns an ``AppJSON`` into a core ``App``: walks the described tree (scenes, windows, controllers,
/// views), applying UIKit defaults and adding each responder; ids are chosen by ``IdentityRegistry``, references
/// between responders wait as ``PendingReference``s until every responder exists, and the core's validation
/// findings are placed at the fields they concern (``validateState``). Every problem carries the JSON Pointer of
/// the field at fault, spelled from ``RequestLocations`` only when there is a problem.
///
/// A field read on every view or controller is read as `app.responders[i].field`, not `app[i].field`: from this
/// module, ``App``'s subscript yields a copy of the whole responder (every reference in it retained and released)
/// for each field read, where the array's is read in place.
package struct AppMapper {
    var app: App
    var problems: ProblemList
    var unknownReferences: ProblemList
    var pending: [PendingReference] = []
    /// Each recognizer's `requiresToFail` ids (and its delegate's failure requirements), resolved once every
    /// recognizer exists.
    var requiredFailures: [FailureRequirement] = []
    var locations: RequestLocations
    /// Where each responder was described, by app index (synthesised responders come later and have none).
    var described: [RequestLocations.Location] = []
    /// The responders whose `next` is overridden, in the order described.
    var overriddenNext: [Int] = []
    /// The responders whose description says something is undescribed (``Undescribed``).
    var undescribed: [Int] = []
    /// Controllers described on their root views (`viewController`), in the order described, with their views and
    /// whether a `presentedBy` relates them; ``relateHeldControllers(in:from:)`` finds their parents.
    var heldControllers: [(controller: Int, view: Int, presented: Bool)] = []
    private let limits: Limits
    /// Whether the layout inserts iOS's private views (the runtime profile): a container controller's own view is
    /// then a `UILayoutContainerView`, as iOS prints it.
    private let synthesizeWrappers: Bool
    private(set) var tooManyNodes = false
    /// The first few classes placed without a superclass and without a problem: each one's role, name and class,
    /// side by side (a look reads the roles, and a name only of its role); see ``placement(of:superclass:as:)``.
    private var placedKinds: [ResponderKind] = []
    private var placedNames: [String] = []
    private var placedClasses: [UIKitClass] = []
    /// The last selector read, with its spelling; see ``selector(_:)``.
    private var lastSelector: (spelling: String, selector: Selector)?

    /// Maps an app description; throws a 413 or 400/422 ``Problem`` when it cannot.
    package static func map(
        _ description: AppJSON, settings: DispatchSettings, limits: Limits,
        pointer: String = "/app"
    ) throws(Problem) -> App {
        try mapWithPlaces(description, settings: settings, limits: limits, pointer: pointer, places: false).app
    }

    /// Maps an app description, and with `places` says where each responder was described.
    package static func mapWithPlaces(
        _ description: AppJSON, settings: DispatchSettings, limits: Limits, pointer: String = "/app", places: Bool
    ) throws(Problem) -> (app: App, places: RequestPlaces?) {
        var mapper = AppMapper(
            description: description, root: pointer, limits: limits, synthesizeWrappers: settings.synthesizeWrappers)
        if mapper.tooManyNodes {
            throw Problem(
                .tooManyNodes, .tooManyNodes(limit: limits.maxNodes),
                problems: [Problem.Field(pointer: pointer, .tooManyNodesHere(limit: limits.maxNodes))])
        }
        mapper.resolvePending()
        if !mapper.problems.isEmpty || !mapper.unknownReferences.isEmpty {
            throw mapper.problem()
        }
        mapper.settleUndescribed()
        mapper.app.finalizeLayout(synthesizeWrappers: settings.synthesizeWrappers)
        // Recognizers may wait for ones the layout adds (a scroll view's pan, the interactive pop gesture).
        mapper.resolveRequiredFailures()
        mapper.validateState(description, profile: settings.profile)
        if !mapper.problems.isEmpty || !mapper.unknownReferences.isEmpty { throw mapper.problem() }
        let found =
            places
            ? RequestPlaces(app: mapper.app, locations: mapper.locations, described: mapper.described) : nil
        return (mapper.app, found)
    }

    private func problem() -> Problem {
        var all = unknownReferences
        all.append(contentsOf: problems)
        return Problem(problems.isEmpty ? .unknownReference : .impossibleApp, collected: all, in: .appDescription)
    }

    private init(description: AppJSON, root pointer: String, limits: Limits, synthesizeWrappers: Bool) {
        self.limits = limits
        self.synthesizeWrappers = synthesizeWrappers
        problems = ProblemList(limits: limits)
        unknownReferences = ProblemList(limits: limits)
        locations = RequestLocations(root: pointer)
        let root = locations.root
        let applicationTraits = description.application?.traits ?? ResponderTraitsJSON()
        let applicationClass = applicationTraits.className ?? "UIApplication"
        app = App(applicationID: applicationTraits.id ?? "application", applicationClass: applicationClass)
        // At most the node limit: a description over it is refused below, and must not reserve memory first.
        let count = min(Self.count(description) + 1, limits.maxNodes + 1)
        described.reserveCapacity(count)
        // A place or two per responder (an element of `subviews` is two: the field and the index).
        locations.reserveCapacity(2 * count + 8)
        // With room for the wrappers laying out adds (a presentation's transition and shadow views, a cell's
        // content view), so the responders are not moved to a larger array once the description is mapped.
        app.reserveCapacity(count + count / 4 + 8)
        let application = locations.field("application", of: root)
        described.append(application)
        apply(applicationTraits, to: app.application, at: application)
        if let custom = applicationTraits.className, ClassCatalogue.builtIn(named: custom) == nil {
            app[app.application].uikitClass = ClassCatalogue.defaultClass(for: .application)
        }

        for (index, scene) in description.scenes.enumerated() {
            mapScene(scene, number: index, at: locations.element(index, of: "scenes", of: root))
            if tooManyNodes { return }
        }
        for (index, object) in description.objects.enumerated() {
            let location = locations.element(index, of: "objects", of: root)
            if object.reference != nil {
                problems.append(Problem.Field(pointer: locations.pointer(location), .mapping(.objectAsID)))
                continue
            }
            let isResponder = object.isResponder ?? true
            if !isResponder, let field = Self.responderOnlyField(of: object.traits) {
                problems.append(
                    Problem.Field(pointer: locations.pointer(location, field), .mapping(.responderOnlyField(field))))
                continue
            }
            guard
                let index = register(
                    object.traits, kind: .object, defaultClass: isResponder ? "UIResponder" : "NSObject",
                    defaultID: nil, at: location)
            else { continue }
            app[index].isResponder = isResponder
            if let value = object.isRetained { app[index].isRetained = value }
        }
        // The application delegate: the Xcode template's AppDelegate unless described.
        if let delegate = description.application?.delegate {
            if let reference = delegate.reference {
                pending.append(PendingReference(id: reference, field: .applicationDelegate, owner: root))
            } else if let index = register(
                delegate.traits, kind: .appDelegate, defaultClass: "AppDelegate", defaultID: "appDelegate",
                at: locations.field("delegate", of: application))
            {
                app[index].isResponder = delegate.isResponder ?? true
                app.setDelegate(index, of: app.application)
                if delegate.isRetained != nil {
                    let place = locations.field("delegate", of: application)
                    problems.append(
                        Problem.Field(pointer: locations.pointer(place, "isRetained"), .mapping(.retainedAppDelegate)))
                }
            }
        } else if app.index(of: "appDelegate") == nil {
            var traits = ResponderTraitsJSON()
            traits.id = "appDelegate"
            traits.className = "AppDelegate"
            if let index = register(
                traits, kind: .appDelegate, defaultClass: "AppDelegate", defaultID: "appDelegate",
                at: locations.field("delegate", of: application))
            {
                app.setDelegate(index, of: app.application)
            }
        }
        app.state.pasteboardHasContent = description.pasteboardHasContent ?? true
        app.idiom = description.idiom ?? .phone
        if let key = description.keyWindow {
            pending.append(PendingReference(id: key, field: .keyWindow, owner: root))
        }
        if let focused = description.focusedView {
            pending.append(PendingReference(id: focused, field: .focusedView, owner: root))
        }
    }

    /// How many responders a description has (at least), so the app's storage grows once.
    ///
    /// Views, most of a description, are counted through buffer pointers of their arrays, each view's `subviews`
    /// read where the view is: passing a description to a function, iterating an array of them or binding an
    /// optional one copies it (a view's several hundred bytes, and every reference in it), which made counting
    /// cost as much as a tenth of mapping. (The few controllers are passed as values.)
    private static func count(_ description: AppJSON) -> Int {
        var total = description.objects.count + 2
        description.scenes.withUnsafeBufferPointer { scenes in
            for scene in scenes.indices {
                total += 2
                scenes[scene].windows.withUnsafeBufferPointer { windows in
                    for window in windows.indices {
                        total += 1 + windows[window].view.subviews.withUnsafeBufferPointer(count(views:))
                        if let root = windows[window].rootViewController { total += count(root) }
                    }
                }
            }
        }
        return total
    }

    /// The views of `views` and of their subviews.
    private static func count(views: UnsafeBufferPointer<ViewJSON>) -> Int {
        var total = views.count
        for index in views.indices { total += views[index].subviews.withUnsafeBufferPointer(count(views:)) }
        return total
    }

    /// A controller, its root view (described or not), its root view's subviews and the controllers it holds and
    /// presents.
    private static func count(_ controller: ViewControllerJSON) -> Int {
        var total = 2 + (controller.view?.subviews.withUnsafeBufferPointer(count(views:)) ?? 0)
        for child in controller.children { total += count(child) }
        for held in controller.viewControllers ?? [] { total += count(held) }
        if let presented = controller.presented { total += count(presented.value) }
        return total
    }

    // MARK: Registration

    /// Adds a responder for a description, checking its id and class; nil when it could not be added.
    mutating func register(
        _ traits: ResponderTraitsJSON, kind: ResponderKind, defaultClass: String, defaultID: String?,
        at location: RequestLocations.Location
    ) -> Int? {
        if app.count >= limits.maxNodes {
            tooManyNodes = true
            return nil
        }
        let className = traits.className ?? defaultClass
        let id = IdentityRegistry.id(given: traits.id, defaultID: defaultID, in: app) { locations.pointer(location) }
        let (uikitClass, misplacements) = placement(of: className, superclass: traits.superclass, as: kind)
        // The first responder with an id keeps it; a later one is a problem pointing at the first's place.
        let (index, first) = app.addNotingDuplicate(
            Responder(id: id, className: className, uikitClass: uikitClass, kind: kind))
        if let first {
            problems.append(
                Problem.Field(
                    pointer: locations.pointer(location, "id"),
                    .duplicateID(id, usedAt: locations.pointer(described[first]))))
        }
        for misplacement in misplacements {
            problems.append(
                Problem.Field(
                    pointer: locations.pointer(location, misplacement.property.rawValue),
                    .mapping(Self.words(of: misplacement))))
        }
        // Written only when described: a write gives the responder a box of its own for its seldom-set fields.
        if let superclass = traits.superclass { app[index].superclassName = superclass }
        described.append(location)
        apply(traits, to: index, at: location)
        return index
    }

    /// ``ClassCatalogue/placement(of:superclass:as:)``, found among the first few classes placed when it is one of
    /// them: most responders of a large request are of a handful of classes (plain views, the mapper's defaults,
    /// the app's buttons), and the catalogue hashes the name at each lookup.
    ///
    /// Only short ASCII names are kept (see ``isKept(_:)``), and only the first ``placementsKept`` of them, so a
    /// look costs at most that many comparisons with short names of one role.
    private mutating func placement(
        of name: String, superclass: String?, as kind: ResponderKind
    ) -> (uikitClass: UIKitClass, misplacements: [ClassCatalogue.Misplacement]) {
        guard superclass == nil else { return ClassCatalogue.placement(of: name, superclass: superclass, as: kind) }
        for index in placedKinds.indices where placedKinds[index] == kind {
            // Compared only when as long (see isKept(_:)).
            if placedNames[index].utf8.count == name.utf8.count && placedNames[index] == name {
                return (placedClasses[index], [])
            }
        }
        let placement = ClassCatalogue.placement(of: name, superclass: nil, as: kind)
        if placement.misplacements.isEmpty && placedKinds.count < Self.placementsKept && Self.isKept(name) {
            if placedKinds.isEmpty {
                placedKinds.reserveCapacity(Self.placementsKept)
                placedNames.reserveCapacity(Self.placementsKept)
                placedClasses.reserveCapacity(Self.placementsKept)
            }
            placedKinds.append(kind)
            placedNames.append(name)
            placedClasses.append(placement.uikitClass)
        }
        return placement
    }

    /// How many classes ``placement(of:superclass:as:)`` keeps.
    static let placementsKept = 8

    /// The selector spelled `spelling`: the last one again when it is spelled the same (an app names an action in
    /// its target's `actions` and in each control's targets, and turning a Swift spelling such as
    /// `deleteTapped(_:)` into Objective-C's takes a while). Only a short ASCII spelling is kept (``isKept(_:)``).
    private mutating func selector(_ spelling: String) -> Selector {
        if let last = lastSelector, last.spelling.utf8.count == spelling.utf8.count, last.spelling == spelling {
            return last.selector
        }
        let selector = Selector(spelling)
        if Self.isKept(spelling) { lastSelector = (spelling, selector) }
        return selector
    }

    /// Whether a memo of the mapper may keep `name`: at most 64 bytes of ASCII. A name `==` such a name and as
    /// long in bytes is the same bytes (a spelling of ASCII letters that Unicode holds equivalent, such as the Kelvin
    /// sign for K, is longer), so a memo's answer is the one its lookup would give; and comparing names of at most
    /// 64 bytes never normalizes a long string.
    static func isKept(_ name: String) -> Bool {
        guard name.utf8.count <= 64 else { return false }
        var name = name
        return name.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    /// What is wrong with a responder's class, from the misplacement's facts.
    static func words(of misplacement: ClassCatalogue.Misplacement) -> MappingWords {
        switch misplacement.words {
        case .superclassOfUIKitClass(let name): .superclassOfUIKitClass(name)
        case .unknownSuperclass(let superclass): .unknownSuperclass(superclass)
        case .unknownUIKitLookingClass(let name, let suggestion):
            .unknownUIKitLookingClass(name, suggestion: suggestion)
        case .wrongKind(let className, let kind, let role): .wrongKind(className: className, kind: kind, role: role)
        }
    }

    /// The first field given that only a UIResponder has (refused on a plain NSObject).
    static func responderOnlyField(of traits: ResponderTraitsJSON) -> String? {
        if !traits.overrides.isEmpty { return "overrides" }
        if traits.next != nil { return "next" }
        if traits.canBecomeFirstResponder != nil { return "canBecomeFirstResponder" }
        if traits.canResignFirstResponder != nil { return "canResignFirstResponder" }
        if traits.inputView != nil { return "inputView" }
        if traits.inputAccessoryView != nil { return "inputAccessoryView" }
        if !traits.keyCommands.isEmpty { return "keyCommands" }
        return nil
    }

    /// Applies the shared responder fields.
    private mutating func apply(_ traits: ResponderTraitsJSON, to index: Int, at location: RequestLocations.Location) {
        if !traits.overrides.isEmpty {
            app[index].overrides = traits.overrides
            app[index].givesOverrides = true
        }
        // A responder is added with neither set: each is written only when the description gives it.
        if !traits.actions.isEmpty { app[index].givesActions = true }
        if let value = traits.canBecomeFirstResponder { app[index].canBecomeFirstResponder = value }
        if let value = traits.canResignFirstResponder { app[index].canResignFirstResponder = value }
        if let value = traits.inputView { app[index].hasInputView = value }
        if let value = traits.inputAccessoryView { app[index].hasInputAccessoryView = value }
        if !traits.keyCommands.isEmpty { app[index].keyCommands = traits.keyCommands.map(\.core) }
        for (spelling, implementation) in traits.actions {
            let key = selector(spelling)
            app[index].actions[key] = implementation
        }
        if !traits.undescribed.isEmpty || traits.address != nil {
            applyUndescribed(traits, to: index, at: location)
        }
        if let next = traits.next {
            overriddenNext.append(index)
            pending.append(PendingReference(id: next, field: .next(responder: index), owner: location))
        }
    }

    /// Takes `undescribed` and `address`, refusing a fact on a responder that cannot have it (recognizers on a
    /// responder that is no view, target-actions on no control, a first responder on no window).
    private mutating func applyUndescribed(
        _ traits: ResponderTraitsJSON, to index: Int, at location: RequestLocations.Location
    ) {
        app[index].address = traits.address
        var facts: Undescribed = []
        for (position, fact) in traits.undescribed.enumerated() {
            let kind = app[index].kind
            let owner: String? =
                switch fact {
                case .gestureRecognizers, .swiftUIContent: kind == .view || kind == .window ? nil : "UIView"
                case .targets: app[index].isControl ? nil : "UIControl"
                case .firstResponder: kind == .window ? nil : "UIWindow"
                case .overrides, .actions: nil
                }
            if let owner {
                problems.append(
                    Problem.Field(
                        pointer: locations.pointer(location, "undescribed/\(position)"),
                        .mapping(.undescribedElsewhere(fact.rawValue, className: app[index].className, owner: owner))))
                continue
            }
            facts.insert(Undescribed(fact))
        }
        // A field the description gives is described.
        if !traits.overrides.isEmpty { facts.remove(.overrides) }
        if !traits.actions.isEmpty { facts.remove(.actions) }
        app[index].undescribed = facts
        if !facts.isEmpty { undescribed.append(index) }
    }

    /// Drops from `undescribed` what the rest of the description gives: a view's recognizers, a control's
    /// target-actions, a window's first responder (known once references are resolved).
    mutating func settleUndescribed() {
        for index in undescribed {
            if !app[index].gestureRecognizers.isEmpty { app[index].undescribed.remove(.gestureRecognizers) }
            if !app[index].targetActions.isEmpty { app[index].undescribed.remove(.targets) }
            if app.state.firstResponders[index] != nil { app[index].undescribed.remove(.firstResponder) }
        }
    }

    // MARK: Tree

    private mutating func mapScene(_ scene: SceneJSON, number: Int, at location: RequestLocations.Location) {
        let suffix = number == 0 ? "" : String(number + 1)
        guard
            let sceneIndex = register(
                scene.traits, kind: .windowScene, defaultClass: "UIWindowScene", defaultID: "scene" + suffix,
                at: location)
        else { return }
        if let delegate = scene.delegate {
            let delegateLocation = locations.field("delegate", of: location)
            if delegate.reference != nil {
                problems.append(
                    Problem.Field(pointer: locations.pointer(delegateLocation), .mapping(.sceneDelegateAsID)))
            } else if delegate.isResponder != nil || delegate.isRetained != nil {
                let field = delegate.isResponder != nil ? "isResponder" : "isRetained"
                problems.append(
                    Problem.Field(
                        pointer: locations.pointer(delegateLocation, field),
                        .mapping(delegate.isResponder != nil ? .sceneDelegateIsResponder : .retainedSceneDelegate)))
            } else if let index = register(
                delegate.traits, kind: .sceneDelegate, defaultClass: "SceneDelegate",
                defaultID: "sceneDelegate" + suffix, at: delegateLocation)
            {
                app.setDelegate(index, of: sceneIndex)
            }
        }
        for (index, window) in scene.windows.enumerated() {
            mapWindow(window, scene: sceneIndex, at: locations.element(index, of: "windows", of: location))
            if tooManyNodes { return }
        }
    }

    private mutating func mapWindow(_ window: WindowJSON, scene: Int, at location: RequestLocations.Location) {
        let held = heldControllers.count
        guard
            let index = mapView(
                window.view, kind: .window, inherited: FrameSize.phone, at: location,
                defaultID: app.windows.isEmpty && app.index(of: "window") == nil ? "window" : nil)
        else { return }
        app.attach(window: index, to: scene)
        defer { relateHeldControllers(in: index, from: held) }
        if let level = window.windowLevel { app[index].windowLevel = level }
        if window.isKey == true {
            if let other = app.state.keyWindow {
                problems.append(
                    Problem.Field(
                        pointer: locations.pointer(location, "isKey"),
                        .mapping(.secondKeyWindow(existing: app[other].id))))
            } else {
                app.state.keyWindow = index
            }
        }
        if let root = window.rootViewController,
            let controller = mapController(
                root, inherited: app.responders[index].frame.size,
                at: locations.field("rootViewController", of: location))
        {
            app.setRootViewController(controller, of: index)
        }
        if let first = window.firstResponder {
            pending.append(PendingReference(id: first, field: .firstResponder(window: index), owner: location))
        }
    }

    mutating func mapController(
        _ controller: ViewControllerJSON, inherited: Size, at location: RequestLocations.Location
    ) -> Int? {
        guard
            let index = register(
                controller.traits, kind: .viewController, defaultClass: "UIViewController", defaultID: nil,
                at: location)
        else { return nil }
        var rootSize = inherited
        if let view = controller.view,
            let root = mapView(view, kind: .view, inherited: inherited, at: locations.field("view", of: location))
        {
            if view.viewController != nil {
                problems.append(
                    Problem.Field(
                        pointer: locations.pointer(location, "view/viewController"),
                        .mapping(.rootViewHoldsController(app[index].id))))
            }
            app.setRootView(root, of: index)
            rootSize = app.responders[root].frame.size
        } else if controller.view == nil {
            // UIKit's loadView() gives every controller a plain UIView filling its container; a navigation or tab bar
            // controller's is the private UILayoutContainerView.
            var traits = ResponderTraitsJSON()
            traits.id = "\(app[index].id).view"
            // A page view controller's is the private _UIPageViewControllerContentView.
            let style = app.responders[index].uikitClass.containerStyle
            let container = style == .pages ? "_UIPageViewControllerContentView" : "UILayoutContainerView"
            let viewClass = style != nil && synthesizeWrappers ? container : "UIView"
            if let root = register(traits, kind: .view, defaultClass: viewClass, defaultID: nil, at: location) {
                app[root].frame = Rect(origin: .zero, size: inherited)
                app.setRootView(root, of: index)
            }
        }
        for (position, child) in controller.children.enumerated() {
            let childLocation = locations.element(position, of: "children", of: location)
            // A child's root view without a frame fills the view that holds it: its container (a view of the
            // parent's tree, mapped by now; where the id names no view, the reference is refused below), or the
            // parent's root view.
            let containerSize = child.container.flatMap(app.index(of:)).flatMap {
                app[$0].kind.isView ? app[$0].frame.size : nil
            }
            guard let childIndex = mapController(child, inherited: containerSize ?? rootSize, at: childLocation)
            else { continue }
            app.addChild(childIndex, to: index)
            if let container = child.container {
                pending.append(
                    PendingReference(
                        id: container, field: .container(child: childIndex, parent: index), owner: childLocation))
            }
        }
        // This and the fields below are written only when they change: a write gives the responder a box of its own
        // for its seldom-set fields (see Responder).
        let edges = controller.preferredScreenEdgesDeferringSystemGestures
        if edges != app.responders[index].deferredScreenEdges { app[index].deferredScreenEdges = edges }
        mapContainer(controller, index, inherited: rootSize, at: location)
        if let item = controller.navigationItem {
            mapNavigationItem(item, of: index, at: locations.field("navigationItem", of: location))
        }
        let tabTitle = controller.tabBarItem?.title
        if tabTitle != nil || app.responders[index].tabBarItemTitle != nil { app[index].tabBarItemTitle = tabTitle }
        if let search = controller.searchController {
            var searching = SearchController(
                isActive: search.isActive,
                obscuresBackgroundDuringPresentation: search.obscuresBackgroundDuringPresentation)
            if let results = search.searchResultsController?.value {
                let at = locations.field(
                    "searchResultsController", of: locations.field("searchController", of: location))
                searching.resultsController = mapController(results, inherited: inherited, at: at)
            }
            app[index].searchController = searching
        }
        if let presented = controller.presented?.value,
            let presentedIndex = mapController(
                presented, inherited: inherited, at: locations.field("presented", of: location))
        {
            app.present(presentedIndex, from: index, style: presented.modalPresentationStyle ?? .pageSheet)
            mapPresentation(presented, of: presentedIndex, at: locations.field("presented", of: location))
        }
        return index
    }

    /// Maps a view and its subtree (recursion depth is bounded by the JSON depth limit).
    mutating func mapView(
        _ view: ViewJSON, kind: ResponderKind, inherited: Size, at location: RequestLocations.Location,
        defaultID: String? = nil, defaultClass: String? = nil
    ) -> Int? {
        guard
            let index = register(
                view.traits, kind: kind, defaultClass: defaultClass ?? (kind == .window ? "UIWindow" : "UIView"),
                defaultID: defaultID, at: location)
        else { return nil }
        Self.apply(view, inherited: inherited, to: &app[index])
        if let held = view.viewController?.value {
            mapHeldController(held, of: index, kind: kind, at: location)
        }
        if case .redirect(let target)? = view.hitTest {
            pending.append(PendingReference(id: target, field: .hitTestRedirect(view: index), owner: location))
        }
        if view.hasScrollFields, app[index].scrolling == nil, let field = view.scrollFieldsGiven.first {
            problems.append(
                Problem.Field(
                    pointer: locations.pointer(location, field),
                    .mapping(.notScrollView(className: app[index].className, field: field))))
        }
        if let pan = view.panGestureRecognizer, app[index].scrolling != nil {
            mapScrollPan(pan, of: index, at: locations.field("panGestureRecognizer", of: location))
        }
        // Written only when given, as the controller's fields above (a view registered just now has none).
        if let shouldBegin = view.gestureRecognizerShouldBegin?.core { app[index].shouldBeginOverride = shouldBegin }
        if (view.allowsSelection != nil || view.delegate != nil) && app[index].rowSelection == nil {
            let field = view.allowsSelection != nil ? "allowsSelection" : "delegate"
            problems.append(
                Problem.Field(
                    pointer: locations.pointer(location, field),
                    .mapping(.notList(className: app[index].className, field: field))))
        }
        if let delegate = view.delegate, app[index].rowSelection != nil {
            pending.append(PendingReference(id: delegate, field: .selectionDelegate(list: index), owner: location))
        }
        if (view.isEnabled != nil || !view.targets.isEmpty) && !app.responders[index].isControl {
            let field = view.targets.isEmpty ? "isEnabled" : "targets"
            problems.append(
                Problem.Field(
                    pointer: locations.pointer(location, field),
                    .mapping(.notControl(className: app[index].className, field: field))))
        }
        for position in view.targets.indices {
            let pair = view.targets[position]
            let action = selector(pair.action)
            app[index].targetActions.append(TargetAction(event: pair.event, target: nil, action: action))
            if let target = pair.target {
                pending.append(
                    PendingReference(id: target, field: .target(control: index, index: position), owner: location))
            }
        }
        // An unnamed recognizer is named by its place in the request, like an unnamed view: the view's pointer is
        // spelled once for all of them (deep in a tree it is long, and a view can hold hundreds of recognizers).
        var viewPointer: String?
        for (position, recognizer) in view.gestureRecognizers.enumerated() {
            var recognizerID = recognizer.id ?? ""
            if recognizer.id == nil {
                if viewPointer == nil { viewPointer = locations.pointer(location) }
                recognizerID = "\(viewPointer ?? "")/gestureRecognizers/\(position)"
            }
            let recognizerIndex = app.addGestureRecognizer(
                GestureRecognizer(
                    id: recognizerID, kind: recognizer.type, view: index,
                    recognizes: recognizer.recognizes, isEnabled: recognizer.isEnabled ?? true,
                    numberOfTapsRequired: recognizer.numberOfTapsRequired ?? 1,
                    numberOfTouchesRequired: recognizer.numberOfTouchesRequired ?? 1,
                    direction: recognizer.direction ?? .right,
                    cancelsTouchesInView: recognizer.cancelsTouchesInView ?? true,
                    delaysTouchesBegan: recognizer.delaysTouchesBegan ?? false,
                    delaysTouchesEnded: recognizer.delaysTouchesEnded ?? true,
                    recognizesSimultaneously: recognizer.recognizesSimultaneously ?? false,
                    target: nil, action: recognizer.action.map(Selector.init)))
            let place = locations.element(position, of: "gestureRecognizers", of: location)
            if !recognizer.requiresToFail.isEmpty {
                requiredFailures.append(
                    FailureRequirement(
                        recognizer: recognizerIndex, ids: recognizer.requiresToFail, at: place, how: .requireToFail))
            }
            if let delegate = recognizer.delegate {
                mapRecognizerDelegate(delegate, of: recognizerIndex, at: place)
            }
            if let target = recognizer.target {
                pending.append(
                    PendingReference(
                        id: target, field: .recognizerTarget(position: position, recognizer: recognizerIndex),
                        owner: location))
            }
        }
        // Most views of a large request are leaves: their size and class are read only for a view with subviews.
        if !view.subviews.isEmpty || !view.contentViews.isEmpty {
            guard mapSubviews(of: view, index: index, at: location) else { return index }
        }
        mapAccessory(of: view, cell: index, at: location)
        if let refreshing = view.isRefreshing {
            // UIRefreshControl's isRefreshing: the control's own state, on no other view.
            if app.isKind(index, of: "UIRefreshControl") {
                app[index].isRefreshing = refreshing
            } else {
                problems.append(
                    Problem.Field(
                        pointer: locations.pointer(location, "isRefreshing"),
                        .mapping(.notRefreshControl(className: app[index].className))))
            }
        }
        mapMenu(of: view, button: index, at: location)
        mapDragAndDrop(of: view, index: index)
        return index
    }

    /// Maps a view's subviews and, for a cell or an effect view, its content view; false when the view's mapping
    /// stops there (the node limit, or a content view on a view that has none).
    private mutating func mapSubviews(
        of view: ViewJSON, index: Int, at location: RequestLocations.Location
    ) -> Bool {
        let size = app.responders[index].frame.size
        let isEffectView = app.responders[index].uikitClass.name == "UIVisualEffectView"
        // By index: iterating would copy each subview's description.
        for position in view.subviews.indices {
            let place = locations.element(position, of: "subviews", of: location)
            guard let child = mapView(view.subviews[position], kind: .view, inherited: size, at: place) else {
                return false
            }
            // UIKit's own views inside an effect view (its backdrop, its content view) are private classes.
            if isEffectView && !app[child].className.hasPrefix("_") {
                problems.append(
                    Problem.Field(
                        pointer: locations.pointer(place),
                        .mapping(.addedToEffectView(className: app[child].className))))
            }
            app.addSubview(child, to: index)
        }
        if let content = view.contentViews.first {
            // A cell's content view is added after the cell's own subviews: it lies on top of them, as in UIKit; an
            // effect view's lies on top of its backdrop.
            let isTable = ClassCatalogue.cells[app.responders[index].uikitClass.name]
            guard isTable != nil || isEffectView else {
                problems.append(
                    Problem.Field(
                        pointer: locations.pointer(location, "contentView"),
                        .mapping(.noContentView(className: app[index].className))))
                return false
            }
            let place = locations.field("contentView", of: location)
            let contentClass =
                isEffectView
                ? "_UIVisualEffectContentView"
                : isTable == true ? "UITableViewCellContentView" : "UICollectionViewCellContentView"
            guard
                let child = mapView(
                    content, kind: .view, inherited: size, at: place,
                    defaultID: "\(app.responders[index].id).contentView",
                    defaultClass: contentClass)
            else { return false }
            app.addSubview(child, to: index)
            if !isEffectView { app[index].cellContentView = child }
        }
        return true
    }

    /// A view's `dragInteraction` and `dropInteraction`: on a table or collection view, its own drag and drop
    /// (`dragDelegate` and `dragInteractionEnabled`, `dropDelegate`).
    private mutating func mapDragAndDrop(of view: ViewJSON, index: Int) {
        guard view.dragInteraction != nil || view.dropInteraction != nil else { return }
        let isList = app.responders[index].rowSelection != nil
        if let drag = view.dragInteraction {
            if isList {
                app[index].dragAndDrop.hasDragDelegate = true
                app[index].dragAndDrop.dragInteractionEnabled = drag.isEnabled
            } else {
                app[index].dragAndDrop.hasDragInteraction = true
                app[index].dragAndDrop.dragInteractionIsEnabled = drag.isEnabled
            }
        }
        guard let drop = view.dropInteraction else { return }
        if isList {
            app[index].dragAndDrop.hasDropDelegate = drop
        } else {
            app[index].dragAndDrop.hasDropInteraction = drop
        }
    }

    /// A scroll view's own pan, as the app configures it: its failure requirements wait for every recognizer; the
    /// scroll view's answers as its delegate go on the scroll view, and the layout copies them to the pan it adds.
    private mutating func mapScrollPan(
        _ pan: ViewJSON.ScrollPanJSON, of scroll: Int, at place: RequestLocations.Location
    ) {
        var waits: [(ids: [String], how: FailureRequirement.How)] = [(pan.requiresToFail, .requireToFail)]
        if let value = pan.recognizesSimultaneously { app[scroll].scrolling?.panRecognizesSimultaneously = value }
        if let delegate = pan.delegate {
            if let value = delegate.shouldBegin { app[scroll].scrolling?.panShouldBegin = value }
            for (position, id) in (delegate.shouldReceive?.falseIn ?? []).enumerated() {
                pending.append(
                    PendingReference(id: id, field: .panRefusedTouches(scroll: scroll, index: position), owner: place))
            }
            waits.append((delegate.shouldRequireFailureOf, .shouldRequireFailureOf))
            waits.append((delegate.shouldBeRequiredToFailBy, .shouldBeRequiredToFailBy))
        }
        for (ids, how) in waits where !ids.isEmpty {
            requiredFailures.append(
                FailureRequirement(recognizer: nil, ids: ids, at: place, how: how, scrollView: scroll))
        }
    }

    /// A button's `menu`, `showsMenuAsPrimaryAction` and `isPointerInteractionEnabled`, and any view's `contextMenu`
    /// and `pointerInteraction`.
    private mutating func mapMenu(of view: ViewJSON, button index: Int, at location: RequestLocations.Location) {
        if let menu = view.contextMenu { app[index].contextMenu = ButtonMenu(title: menu.title, items: menu.items) }
        if let pointer = view.pointerInteraction {
            app[index].pointerInteraction = PointerInteraction(
                regions: pointer.regions.map(\.core), style: pointer.style)
        }
        if let enabled = view.isPointerInteractionEnabled {
            guard ClassCatalogue.isKind(app[index].uikitClass.name, of: "UIButton") else {
                problems.append(
                    Problem.Field(
                        pointer: locations.pointer(location, "isPointerInteractionEnabled"),
                        .mapping(.notButton(className: app[index].className, field: "isPointerInteractionEnabled"))))
                return
            }
            // A pointerInteraction the app added as well is the one described; the button's own styles the rest.
            if enabled && app[index].pointerInteraction == nil {
                app[index].pointerInteraction = PointerInteraction(isButtons: true)
            }
        }
        guard view.menu != nil || view.showsMenuAsPrimaryAction != nil else { return }
        guard ClassCatalogue.isKind(app[index].uikitClass.name, of: "UIButton") else {
            let field = view.menu != nil ? "menu" : "showsMenuAsPrimaryAction"
            problems.append(
                Problem.Field(
                    pointer: locations.pointer(location, field),
                    .mapping(.notButton(className: app[index].className, field: field))))
            return
        }
        if let menu = view.menu { app[index].menu = ButtonMenu(title: menu.title, items: menu.items) }
        if let value = view.showsMenuAsPrimaryAction { app[index].showsMenuAsPrimaryAction = value }
    }

    /// A table cell's `accessoryType` and `accessoryView`: the view is kept off the cell until the layout places it
    /// at the trailing edge (after the cell's subviews have gone into its content view).
    private mutating func mapAccessory(of view: ViewJSON, cell index: Int, at location: RequestLocations.Location) {
        guard view.accessoryType != nil || !view.accessoryViews.isEmpty else { return }
        guard ClassCatalogue.cells[app[index].uikitClass.name] == true else {
            let field = view.accessoryType != nil ? "accessoryType" : "accessoryView"
            problems.append(
                Problem.Field(
                    pointer: locations.pointer(location, field),
                    .mapping(.notTableCell(className: app[index].className, field: field))))
            return
        }
        if let type = view.accessoryType { app[index].accessoryType = type }
        if let accessory = view.accessoryViews.first,
            let child = mapView(
                accessory, kind: .view, inherited: Size(width: 0, height: 0),
                at: locations.field("accessoryView", of: location), defaultID: "\(app[index].id).accessoryView")
        {
            app[index].accessoryView = child
        }
    }

    /// A recognizer's delegate answers: `shouldBegin` at once; the views and recognizers it names once they exist.
    private mutating func mapRecognizerDelegate(
        _ delegate: RecognizerDelegateJSON, of recognizer: Int, at place: RequestLocations.Location
    ) {
        if let value = delegate.shouldBegin { app.setShouldBegin(value, ofGestureRecognizer: recognizer) }
        for (position, id) in (delegate.shouldReceive?.falseIn ?? []).enumerated() {
            pending.append(
                PendingReference(id: id, field: .refusedTouches(recognizer: recognizer, index: position), owner: place))
        }
        if !delegate.shouldRequireFailureOf.isEmpty {
            requiredFailures.append(
                FailureRequirement(
                    recognizer: recognizer, ids: delegate.shouldRequireFailureOf, at: place,
                    how: .shouldRequireFailureOf))
        }
        if !delegate.shouldBeRequiredToFailBy.isEmpty {
            requiredFailures.append(
                FailureRequirement(
                    recognizer: recognizer, ids: delegate.shouldBeRequiredToFailBy, at: place,
                    how: .shouldBeRequiredToFailBy))
        }
    }

    /// A view's own fields, set in place on its responder.
    private static func apply(_ view: ViewJSON, inherited: Size, to node: inout Responder) {
        node.frame = view.untransformedFrame ?? Rect(origin: .zero, size: inherited)
        if let origin = view.boundsOriginPoint { node.boundsOrigin = origin }
        if let transform = view.transform { node.transform = transform.core }
        if let value = view.isHidden { node.isHidden = value }
        if let value = view.alpha { node.alpha = value }
        if let value = ViewJSON.color(view.backgroundColor) { node.backgroundColor = value }
        if let value = view.isOpaque { node.isOpaque = value }
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
        if let value = view.allowsSelection { node.rowSelection?.allowsSelection = value }
        if var scrolling = node.scrolling {
            if let value = view.isScrollEnabled { scrolling.isScrollEnabled = value }
            if let value = view.contentSize { scrolling.contentSize = Size(width: value.width, height: value.height) }
            if let value = view.delaysContentTouches { scrolling.delaysContentTouches = value }
            if let value = view.canCancelContentTouches { scrolling.canCancelContentTouches = value }
            if let value = view.touchesShouldCancel { scrolling.touchesShouldCancel = value }
            if let value = view.bounces { scrolling.bounces = value }
            if let value = view.alwaysBounceVertical { scrolling.alwaysBounceVertical = value }
            if let value = view.alwaysBounceHorizontal { scrolling.alwaysBounceHorizontal = value }
            if let value = view.isPagingEnabled { scrolling.isPagingEnabled = value }
            if let value = view.keyboardDismissMode { scrolling.keyboardDismissMode = value }
            node.scrolling = scrolling
        }
        switch view.hitTest {
        case .standard?, nil, .redirect?: break  // a redirect waits for its target (a pending reference)
        case .returnsNil?: node.hitTest = .returnsNil
        case .passThrough?: node.hitTest = .passThrough
        case .returnsSelf?: node.hitTest = .returnsSelf
        }
    }
}

/// Default sizes.
enum FrameSize {
    /// An iPhone 15 screen in points.
    static let phone = Size(width: 390, height: 844)
}
