import ResponderCore
import ResponderImport
import ResponderWords

/// Writes an ``ImportedApp`` as the answer, spelling each object's JSON Pointer as it places it, its facts worded in
/// `language`.
package struct ImportWriter {
    let app: ImportedApp
    let language: Language
    var viewPointers: [String]
    var controllerPointers: [String]
    /// What each view and controller has that the dumps do not show (``ImportedApp/toFill``, as the app
    /// description's `undescribed`), in the order listed.
    var viewFacts: [Int: [String]] = [:]
    var controllerFacts: [Int: [String]] = [:]

    package init(app: ImportedApp, language: Language) {
        self.app = app
        self.language = language
        viewPointers = Array(repeating: "", count: app.views.count)
        controllerPointers = Array(repeating: "", count: app.controllers.count)
        for item in app.toFill {
            guard let fact = UndescribedFact(rawValue: item.field) else { continue }
            // A window's own recognizers are UIKit's (every window line prints them): left to toFill, not warned of.
            switch item.subject {
            case .view(let index), .window(let index):
                if fact == .gestureRecognizers && app.views[index].isWindow { continue }
                viewFacts[index, default: []].append(fact.rawValue)
            case .controller(let index): controllerFacts[index, default: []].append(fact.rawValue)
            }
        }
    }

    package mutating func response() -> ImportResponse {
        var windows: [ImportedViewJSON] = []
        for (position, window) in app.windows.enumerated() {
            windows.append(view(window, at: "/app/scenes/0/windows/\(position)"))
        }
        if windows.isEmpty, let root = app.rootController {
            // Controllers without their views: the window UIKit would make, holding the root controller.
            var window = ImportedViewJSON(id: "window")
            window.rootViewController = controller(root, at: "/app/scenes/0/windows/0/rootViewController")
            windows.append(window)
        }
        var lines: [ImportedLineJSON] = []
        var leftOut = 0
        for account in app.lines {
            var line = ImportedLineJSON(
                dump: account.dump.rawValue, line: account.line, className: account.className,
                address: account.address,
                note: account.facts.isEmpty ? nil : ImportNote.text(of: account.facts, in: language))
            switch account.outcome {
            case .view(let index):
                line.id = app.views[index].id
                line.pointer = viewPointers[index]
            case .controller(let index):
                line.id = app.controllers[index].id
                line.pointer = controllerPointers[index]
            case .leftOut(let reason):
                line.leftOut = reason.text(in: language)
                leftOut += 1
            }
            lines.append(line)
        }
        let toFill = app.toFill.map { item -> ToFillJSON in
            let base: String
            switch item.subject {
            case .view(let index): base = viewPointers[index]
            case .controller(let index): base = controllerPointers[index]
            case .window(let index): base = viewPointers[index]
            }
            return ToFillJSON(
                pointer: "\(base)/\(item.field)", field: item.field, message: item.need.text(in: language))
        }
        return ImportResponse(
            app: ImportedAppJSON(
                windows: windows, objects: app.objects.map { ImportedObjectJSON(id: $0.id, className: $0.className) }),
            lines: lines,
            notes: (app.reading + app.facts).map { $0.text(in: language) },
            screen: app.screen.map {
                ImportScreenJSON(width: $0.size.width, height: $0.size.height, source: $0.source.rawValue)
            },
            summary: ImportSummaryJSON(
                windows: windows.count, views: app.views.filter { !$0.isWindow }.count,
                controllers: app.controllers.count, leftOut: leftOut),
            toFill: toFill)
    }

    /// A printed address as the app description takes it: one that is not `0x` and 1 to 16 hex digits (a dump with
    /// its addresses purged or cut) is left out, and the commands an answer gives name the responder by its id.
    static func address(_ printed: String?) -> String? {
        guard let printed, ResponderTraitsJSON.notAddress(printed) == nil else { return nil }
        return printed
    }

    /// A view and its subtree at `pointer` (recursion as deep as the importer's depth limit).
    private mutating func view(_ index: Int, at pointer: String) -> ImportedViewJSON {
        viewPointers[index] = pointer
        let source = app.views[index]
        var json = ImportedViewJSON(id: source.id)
        if source.className != (source.isWindow ? "UIWindow" : "UIView") { json.className = source.className }
        json.superclass = source.superclass
        json.frame = source.frame.map(FrameJSON.init)
        json.center = source.center.map(PointJSON.init)
        json.bounds = source.bounds.map { FrameJSON(Rect(origin: .zero, size: $0)) }
        json.transform = source.transform.map(ImportedTransformJSON.init)
        json.isHidden = source.isHidden
        json.alpha = source.alpha
        json.isUserInteractionEnabled = source.isUserInteractionEnabled
        json.clipsToBounds = source.clipsToBounds
        json.contentOffset = source.contentOffset.map(PointJSON.init)
        json.contentSize = source.contentSize.map(ImportedSizeJSON.init)
        json.hasText = source.hasText
        if let facts = viewFacts[index] {
            json.undescribed = facts
            json.address = Self.address(source.address)
        }
        json.actions = source.methods.flatMap { SelectorFlagsJSON($0.actions) }
        json.firstResponder = source.firstResponder.map { app.views[$0].id }
        json.gestureRecognizers = source.recognizers.map { recognizer in
            ImportedRecognizerJSON(
                id: recognizer.id, type: recognizer.kind.rawValue, isEnabled: recognizer.isEnabled,
                numberOfTapsRequired: recognizer.numberOfTapsRequired,
                numberOfTouchesRequired: recognizer.numberOfTouchesRequired, requiresToFail: recognizer.requiresToFail,
                cancelsTouchesInView: recognizer.cancelsTouchesInView,
                delaysTouchesBegan: recognizer.delaysTouchesBegan,
                delaysTouchesEnded: recognizer.delaysTouchesEnded, target: recognizer.target, action: recognizer.action)
        }
        json.targets = source.targets.map {
            ImportedTargetJSON(event: $0.event.rawValue, target: $0.target, action: $0.action)
        }
        if let controller = source.controller {
            controllerPointers[controller] = "\(pointer)/viewController"
            let held = app.controllers[controller]
            json.viewController = ImportedControllerJSON(
                id: held.id, className: held.className, superclass: held.superclass,
                presentedBy: held.presentedBy.map { app.controllers[$0].id },
                undescribed: controllerFacts[controller] ?? [],
                address: controllerFacts[controller] == nil ? nil : Self.address(held.address),
                actions: held.methods.flatMap { SelectorFlagsJSON($0.actions) })
        }
        json.subviews = source.subviews.enumerated().map { position, subview in
            view(subview, at: "\(pointer)/subviews/\(position)")
        }
        return json
    }

    /// A controller nested as printed, without views.
    private mutating func controller(_ index: Int, at pointer: String) -> ImportedControllerJSON {
        controllerPointers[index] = pointer
        let source = app.controllers[index]
        let children = source.children.enumerated().map { position, child in
            controller(child, at: "\(pointer)/children/\(position)")
        }
        let presented = source.presented.first.map { controller($0, at: "\(pointer)/presented") }
        return ImportedControllerJSON(
            id: source.id, className: source.className, superclass: source.superclass, children: children,
            presented: presented, undescribed: controllerFacts[index] ?? [],
            address: controllerFacts[index] == nil ? nil : Self.address(source.address),
            actions: source.methods.flatMap { SelectorFlagsJSON($0.actions) })
    }
}
