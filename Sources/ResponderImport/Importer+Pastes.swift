import ResponderCore

/// The pastes beside the dumps, joined to the dumps' views by address.
///
/// ```
///  recognizer's `view = <UIView 0x7f…>` ──address──► the view printed with it ──► its gestureRecognizers
///  recognizer's `target=<MyApp.X 0x…>`  ──address──► a view or controller of the dumps, or else an object of the app
///  control's `<UIButton: 0x7f…>`       ──address──► the control printed with it ──► its targets
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
            if pasted.actions.isEmpty {
                app.facts.append(.targetsWithoutActions(line: pasted.line, className: pasted.className))
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
