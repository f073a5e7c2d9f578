import ResponderCore
import ResponderImport

extension ResponderService {
    /// The debugger commands that print each dump, for problems that say what was expected.
    static let dumpCommands: [DumpKind: String] = [
        .recursiveDescription:
            "po view.value(forKey: \"recursiveDescription\")! in Swift, or po [view recursiveDescription] in "
            + "Objective-C (on the window for the whole screen)",
        .printHierarchy:
            "expr -l objc -O -- [[[UIApplication sharedApplication] keyWindow] rootViewController] _printHierarchy]",
    ]

    /// A small pair of dumps as the debugger prints them: a window with a transformed badge, a control and a view
    /// with recognizers, and the controllers at their views (for `wire-fields` and the documentation).
    public static let sampleDumps: [String: String] = [
        "recursiveDescription": """
        (lldb) po view.window!.value(forKey: "recursiveDescription")!
        <UIWindow: 0x7fa1d2c0b2c0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000d4c150>; layer = <UIWindowLayer: 0x600000318c80>>
           | <UIView: 0x7fa1d2d0a480; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x60000031c0a0>>
           |    | <MyApp.CardView: 0x7fa1d2e11c20; frame = (16 120; 358 200); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000d4c3f0>; layer = <CALayer: 0x60000031c1e0>>
           |    |    | <UIButton: 0x7fa1d2e12d40; frame = (300 -10; 80 44); opaque = NO; layer = <CALayer: 0x60000031c2a0>>
           |    |    |    | <UIButtonLabel: 0x7fa1d2e13e60; frame = (20 12; 40 20); text = 'Save'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002a0c0a0>>
           |    | <UILabel: 0x7fa1d2e14f80; frame = (16 340; 358 20); transform = [0.5, 0, 0, 0.5, 0, 0]; text = 'Swipe to archive'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002a0c1c0>>
        """,
        "printHierarchy": """
        <MyApp.InboxViewController 0x7fa1d2f15000>, state: appeared, view: <UIView 0x7fa1d2d0a480>
        """,
    ]

    /// A `POST /v1/import` body holding `dumps` (`recursiveDescription`, `printHierarchy`).
    public static func importBody(_ dumps: [String: String]) -> [UInt8] {
        let members = dumps.keys.sorted().map { key in
            AnswerWriter.bytes(of: key) + [UInt8(ascii: ":")] + AnswerWriter.bytes(of: dumps[key] ?? "")
        }
        return [UInt8(ascii: "{")] + Array(members.joined(separator: [UInt8(ascii: ",")])) + [UInt8(ascii: "}")]
    }

    /// Imports a `POST /v1/import` body and writes its answer (JSON or indented JSON).
    ///
    /// - Throws: A ``Problem``: 400 for the body, 422 `unreadable-dump` naming the line and column of a line that
    ///   cannot be read, 413 past the responder or depth limit or the answer size.
    public static func importAnswer(
        body: [UInt8], limits: Limits = Limits(), options: AnswerOptions = AnswerOptions()
    ) throws(Problem) -> [UInt8] {
        let response = try importApp(body: body, limits: limits)
        guard let bytes = AnswerWriter.bytes(of: response, indented: options.pretty, limit: limits.maxAnswerBytes)
        else {
            let dump = response.lines.first?.dump ?? DumpKind.recursiveDescription.rawValue
            throw answerTooLarge(limits: limits, at: "/\(dump)", advice: "import a smaller dump")
        }
        return bytes
    }

    /// Imports a `POST /v1/import` body: reads the dumps, builds the app, and accounts for every line.
    public static func importApp(body: [UInt8], limits: Limits = Limits()) throws(Problem) -> ImportResponse {
        let request = try read(ImportRequest.self, from: body, limits: limits)
        var views: DumpReader.Views?
        var controllers: DumpReader.Controllers?
        do throws(DumpError) {
            // Each line and entry is accounted for in the answer: at most as many as one answer holds entries.
            let limit = min(limits.maxAnswerEntries, limits.maxNodes)
            if let text = request.recursiveDescription { views = try DumpReader.views(text, limit: limit) }
            if let text = request.printHierarchy { controllers = try DumpReader.controllers(text, limit: limit) }
        } catch {
            throw error.limit == nil ? unreadable(error) : tooLong(error)
        }
        if let views, views.entries.isEmpty { throw noEntries(.recursiveDescription) }
        if let controllers, controllers.entries.isEmpty { throw noEntries(.printHierarchy) }
        // One step per line read: the reading is linear, and the app it makes is mapped within the node limit.
        var budget = limits.budget
        budget.spend(
            steps: (views.map { $0.entries.count + $0.passed.count } ?? 0)
                + (controllers.map { $0.entries.count + $0.passed.count } ?? 0))
        if budget.isExhausted {
            throw Problem(
                .tooMuchWork,
                detail: "The dumps have more lines than the \(limits.maxWorkSteps) steps one request may.",
                problems: [Problem.Field(pointer: "/recursiveDescription", message: "too many lines")],
                budget: "steps", limit: limits.maxWorkSteps)
        }
        let screen = request.screen.map { Size(width: $0.width, height: $0.height) } ?? Size(width: 390, height: 844)
        let importer = Importer(
            screen: screen, maxEntries: max(limits.maxNodes - 10, 1), maxDepth: max((limits.maxDepth - 12) / 2, 1))
        let app: ImportedApp
        do throws(ImportLimitError) {
            app = try importer.app(recursiveDescription: views, printHierarchy: controllers)
        } catch {
            throw overLimit(error, limits: limits)
        }
        var writer = ImportWriter(app: app)
        return writer.response()
    }

    private static func unreadable(_ error: DumpError) -> Problem {
        let pointer = "/\(error.dump.rawValue)"
        let message =
            "line \(error.line), column \(error.column): expected \(error.expected), found '\(error.found)'"
        var field = Problem.Field(pointer: pointer, message: message)
        field.line = error.line
        field.column = error.column
        return Problem(
            .unreadableDump,
            detail: "The \(error.dump.rawValue) text cannot be read at \(message). Paste what "
                + "\(dumpCommands[error.dump] ?? "the debugger") prints, as it printed it.",
            problems: [field])
    }

    private static func tooLong(_ error: DumpError) -> Problem {
        var field = Problem.Field(
            pointer: "/\(error.dump.rawValue)",
            message: "line \(error.line): more than \(error.limit ?? 0) lines and entries")
        field.line = error.line
        return Problem(
            .tooMuchWork,
            detail:
                "The \(error.dump.rawValue) text has more than \(error.limit ?? 0) lines and entries, more than one "
                + "answer accounts for; import the dump of a smaller part of the window.",
            problems: [field], budget: "entries", limit: error.limit)
    }

    private static func noEntries(_ dump: DumpKind) -> Problem {
        Problem(
            .unreadableDump,
            detail: "The \(dump.rawValue) text holds no \(dump == .recursiveDescription ? "view" : "controller"): "
                + "paste what \(dumpCommands[dump] ?? "the debugger") prints.",
            problems: [Problem.Field(pointer: "/\(dump.rawValue)", message: "no entry in the text")])
    }

    private static func overLimit(_ error: ImportLimitError, limits: Limits) -> Problem {
        var field = Problem.Field(pointer: "/\(error.dump.rawValue)", message: "")
        field.line = error.line
        switch error.limit {
        case .entries(let limit):
            field.message = "line \(error.line): more than \(limit) entries"
            return Problem(
                .tooManyNodes,
                detail: "The dumps have more than \(limit) entries, more than one app description may have "
                    + "(\(limits.maxNodes) responders).",
                problems: [field])
        case .depth(let limit):
            let what = error.dump == .recursiveDescription ? "view" : "controller"
            field.message = "line \(error.line): nested more than \(limit) levels"
            return Problem(
                .tooDeep,
                detail: "A \(what) at line \(error.line) is nested more than \(limit) levels deep; an app description "
                    + "nests at most \(limits.maxDepth) levels of JSON, two a level.",
                problems: [field])
        }
    }
}

/// Writes an ``ImportedApp`` as the answer, spelling each object's JSON Pointer as it places it.
private struct ImportWriter {
    let app: ImportedApp
    var viewPointers: [String]
    var controllerPointers: [String]

    init(app: ImportedApp) {
        self.app = app
        viewPointers = Array(repeating: "", count: app.views.count)
        controllerPointers = Array(repeating: "", count: app.controllers.count)
    }

    mutating func response() -> ImportResponse {
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
                address: account.address, note: account.note)
            switch account.outcome {
            case .view(let index):
                line.id = app.views[index].id
                line.pointer = viewPointers[index]
            case .controller(let index):
                line.id = app.controllers[index].id
                line.pointer = controllerPointers[index]
            case .leftOut(let reason):
                line.leftOut = reason
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
            return ToFillJSON(pointer: "\(base)/\(item.field)", field: item.field, message: item.message)
        }
        return ImportResponse(
            app: ImportedAppJSON(windows: windows), lines: lines, notes: app.notes,
            summary: ImportSummaryJSON(
                windows: windows.count, views: app.views.filter { !$0.isWindow }.count,
                controllers: app.controllers.count, leftOut: leftOut),
            toFill: toFill)
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
        if let controller = source.controller {
            controllerPointers[controller] = "\(pointer)/viewController"
            let held = app.controllers[controller]
            json.viewController = ImportedControllerJSON(
                id: held.id, className: held.className, superclass: held.superclass,
                presentedBy: held.presentedBy.map { app.controllers[$0].id })
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
            presented: presented)
    }
}
