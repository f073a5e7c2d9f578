import ResponderCore

/// The pastes beside the dumps, joined to the dumps' views by address.
///
/// ```
///  recognizer's `view = <UIView 0x7f…>` ──address──► the view printed with it ──► its gestureRecognizers
///  recognizer's `target=<MyApp.X 0x…>`  ──address──► a view or controller of the dumps, or else an object of the app
///  control's `<UIButton: 0x7f…>`       ──address──► the control printed with it ──► its targets
///  listing's `<MyApp.CardView: 0x7f…>:` ──address──► the view or controller printed with it ──► what its class
///                                                    implements (``ImportedApp/MethodListing``)
///  an address no dump prints           ──► a note, and nothing attached
/// ```
extension Build {
    mutating func attach(_ recognizers: [PastedRecognizer]) {
        var attached = 0
        let objectsBefore = app.objects.count
        var idByAddress: [String: String] = [:]
        var placed: [(view: Int, position: Int, mustFail: [String])] = []
        for pasted in recognizers {
            guard let address = pasted.viewAddress, let view = viewByAddress[address] else {
                app.facts.append(
                    .notInDump(
                        .gestureRecognizers, line: pasted.line, className: pasted.viewClass ?? pasted.className,
                        address: pasted.viewAddress ?? pasted.address))
                continue
            }
            var recognizer = ImportedApp.Recognizer(
                id: ids.claim(IDs.base(of: pasted.className), address: pasted.address), kind: pasted.kind,
                className: pasted.className, address: pasted.address, line: pasted.line)
            if pasted.isCutShort {
                app.facts.append(.recognizerCutShort(line: pasted.line, className: pasted.className))
            }
            recognizer.isEnabled = pasted.isEnabled
            recognizer.cancelsTouchesInView = pasted.cancelsTouchesInView
            recognizer.delaysTouchesBegan = pasted.delaysTouchesBegan
            recognizer.delaysTouchesEnded = pasted.delaysTouchesEnded
            if recognizer.kind == .tap {
                recognizer.numberOfTapsRequired = pasted.numberOfTapsRequired
                recognizer.numberOfTouchesRequired = pasted.numberOfTouchesRequired
            }
            if let first = pasted.targets.first {
                recognizer.action = first.action
                recognizer.target = first.address.map {
                    targetID(
                        address: $0, className: first.className ?? "NSObject", line: pasted.line,
                        paste: .gestureRecognizers)
                }
            }
            idByAddress[pasted.address] = recognizer.id
            placed.append((view, app.views[view].recognizers.count, pasted.mustFail))
            app.views[view].recognizers.append(recognizer)
            attached += 1
        }
        for (view, position, mustFail) in placed {
            app.views[view].recognizers[position].requiresToFail = mustFail.compactMap { idByAddress[$0] }
        }
        app.facts.append(.attached(.gestureRecognizers, count: attached, objects: app.objects.count - objectsBefore))
    }

    mutating func attach(_ controls: [PastedControl]) {
        var attached = 0
        let objectsBefore = app.objects.count
        for pasted in controls {
            guard let view = viewByAddress[pasted.address] else {
                app.facts.append(
                    .notInDump(.targets, line: pasted.line, className: pasted.className, address: pasted.address))
                continue
            }
            let known = Self.catalogued(app.views[view].className)
            let uikitName = known?.name ?? app.views[view].superclass ?? "UIView"
            guard known?.isControl == true || ClassCatalogue.isKind(uikitName, of: "UIControl") else {
                // Only a control has target-actions: the app would be refused with them on another view.
                app.facts.append(
                    .notAControl(line: pasted.line, className: app.views[view].className, id: app.views[view].id))
                continue
            }
            if let line = pasted.actionsWithoutEvent.first {
                app.facts.append(.actionsWithoutEvent(line: line, className: pasted.className))
            }
            if pasted.actions.isEmpty {
                if pasted.actionsWithoutEvent.isEmpty {
                    app.facts.append(.targetsWithoutActions(line: pasted.line, className: pasted.className))
                }
                continue
            }
            for action in pasted.actions {
                let target = action.targetAddress.map {
                    targetID(
                        address: $0, className: action.targetClass ?? "NSObject", line: action.line, paste: .targets)
                }
                app.views[view].targets.append(
                    ImportedApp.Target(event: action.event, target: target, action: action.selector))
                attached += 1
            }
        }
        app.facts.append(.attached(.targets, count: attached, objects: app.objects.count - objectsBefore))
    }

    /// A listing goes on the view or controller printed with its address; a class's listing
    /// (`[NSClassFromString(@"MyApp.CardView") _shortMethodDescription]` prints the class's own address) on every view
    /// and controller of that class.
    mutating func attach(_ listings: [PastedMethods]) {
        var attached = 0
        var byClass: [String: (views: [Int], controllers: [Int])]?
        for pasted in listings {
            let listing = Self.listing(of: pasted)
            if let view = viewByAddress[pasted.address] {
                app.views[view].methods = listing
                attached += 1
                continue
            }
            if let controller = controllerByAddress[pasted.address] {
                app.controllers[controller].methods = listing
                attached += 1
                continue
            }
            if byClass == nil {
                var classes: [String: (views: [Int], controllers: [Int])] = [:]
                for (index, view) in app.views.enumerated() {
                    classes[view.className, default: ([], [])].views.append(index)
                }
                for (index, controller) in app.controllers.enumerated() {
                    classes[controller.className, default: ([], [])].controllers.append(index)
                }
                byClass = classes
            }
            guard let instances = byClass?[pasted.className] else {
                app.facts.append(
                    .notInDump(.methods, line: pasted.line, className: pasted.className, address: pasted.address))
                continue
            }
            for view in instances.views { app.views[view].methods = listing }
            for controller in instances.controllers { app.controllers[controller].methods = listing }
            attached += instances.views.count + instances.controllers.count
        }
        app.facts.append(.attached(.methods, count: attached, objects: 0))
    }

    /// The window's first responder: the view of the dump printed with its address, on the window that holds it,
    /// or none.
    mutating func attach(_ pasted: PastedFirstResponder) {
        guard let address = pasted.address else {
            app.firstResponderGiven = true
            app.facts.append(.firstResponderSet(id: nil))
            return
        }
        guard let view = viewByAddress[address] else {
            app.facts.append(
                .notInDump(.firstResponder, line: pasted.line, className: pasted.className ?? "?", address: address))
            return
        }
        var window = view
        while let parent = app.views.firstIndex(where: { $0.subviews.contains(window) }) { window = parent }
        guard app.views[window].isWindow else {
            app.facts.append(
                .notInDump(.firstResponder, line: pasted.line, className: pasted.className ?? "?", address: address))
            return
        }
        app.views[window].firstResponder = view
        app.firstResponderGiven = true
        app.facts.append(.firstResponderSet(id: app.views[view].id))
    }

    /// What a listing shows about the app's classes: the sections from the object's own class down to the first
    /// class that is not the app's (UIKit's own methods are UIKit's).
    static func listing(of pasted: PastedMethods) -> ImportedApp.MethodListing {
        var listing = ImportedApp.MethodListing(line: pasted.line)
        let own = pasted.sections.prefix { isAppClass($0.className) }
        if pasted.sections.isEmpty {
            // Only the object's line: nothing of its class is shown.
            listing.stopsAt = pasted.className
        } else if own.count == pasted.sections.count {
            // Every printed class is the app's: the one `_shortMethodDescription` leaves out decides.
            if let superclass = pasted.elidedSuperclass {
                if isAppClass(superclass) { listing.stopsAt = superclass }
            } else if let last = own.last {
                listing.stopsAt = last.className
            }
        }
        let events = Dictionary(uniqueKeysWithValues: ResponderMethod.allCases.map { ($0.objectiveCSelector, $0) })
        // A listing can print tens of thousands of methods: each is looked up once, not against every earlier one.
        var actions: Set<String> = []
        for method in own.flatMap(\.methods) {
            if let event = events[method.selector] {
                if !listing.overridden.contains(event) { listing.overridden.append(event) }
            } else if method.selector == "hitTest:withEvent:" {
                listing.hitTest = true
            } else if method.selector == "pointInside:withEvent:" {
                listing.pointInside = true
            } else if method.canBeAction && actions.insert(method.selector).inserted {
                listing.actions.append(method.selector)
            }
        }
        // In UIResponder's order, as ResponderMethod lists them.
        listing.overridden = ResponderMethod.allCases.filter(listing.overridden.contains)
        return listing
    }

    /// The id of the view, controller or (made once) object of the app at `address`.
    private mutating func targetID(address: String, className: String, line: Int, paste: PasteKind) -> String {
        if let controller = controllerByAddress[address] { return app.controllers[controller].id }
        if let view = viewByAddress[address] { return app.views[view].id }
        if let object = objectByAddress[address] { return app.objects[object].id }
        let id = ids.claim(IDs.base(of: className), address: address)
        objectByAddress[address] = app.objects.count
        app.objects.append(ImportedApp.Object(id: id, className: className, address: address))
        app.facts.append(.targetIsObject(paste, line: line, className: className, address: address, id: id))
        return id
    }
}

extension ResponderMethod {
    /// The selector a method listing prints: `touchesBegan:withEvent:`, `remoteControlReceivedWithEvent:`.
    var objectiveCSelector: String {
        switch self {
        case .remoteControlReceived: "remoteControlReceivedWithEvent:"
        default: "\(rawValue):withEvent:"
        }
    }
}

extension PastedMethods.Method {
    /// Whether it can be an action method: it returns `void` and takes the sender, and perhaps the event
    /// (`saveTapped:`, `saveTapped:forEvent:`), and is no setter, no private method and none of UIKit's callbacks
    /// that take an object (UIKit's documentation of UIControl's action methods: `(void)action:(id)sender`,
    /// `(void)action:(id)sender forEvent:(UIEvent *)event`).
    var canBeAction: Bool {
        guard returnsVoid, takesObject else { return false }
        let parts = selector.split(separator: ":", omittingEmptySubsequences: true)
        guard parts.count == 1 || parts.count == 2, selector.hasSuffix(":"), !selector.hasPrefix("_"),
            !selector.hasPrefix(".")
        else { return false }
        let first = parts[0].unicodeScalars
        if first.count > 3, first.starts(with: "set".unicodeScalars),
            let fourth = first.dropFirst(3).first, fourth.properties.isUppercase, parts.count == 1
        {
            return false
        }
        return !Self.uikitCallbacks.contains(selector)
    }

    /// UIKit's and Foundation's methods an app class commonly implements that take an object: not actions.
    static let uikitCallbacks: Set<String> = [
        "prepareForSegue:sender:", "traitCollectionDidChange:", "encodeWithCoder:", "willMoveToSuperview:",
        "willMoveToWindow:", "didMoveToParentViewController:", "willMoveToParentViewController:", "dealloc:",
        "setValue:forKey:", "setValue:forUndefinedKey:", "didUpdateFocusInContext:withAnimationCoordinator:",
        "viewWillTransitionToSize:withTransitionCoordinator:", "unwindForSegue:towardsViewController:",
        "showViewController:sender:", "showDetailViewController:sender:", "encodeRestorableStateWithCoder:",
        "decodeRestorableStateWithCoder:", "awakeAfterUsingCoder:", "setEditing:animated:",
    ]
}
