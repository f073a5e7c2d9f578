import ResponderCore
import ResponderImport
import ResponderModel
import ResponderWords

extension ResponderService {
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

    /// What `_shortMethodDescription` prints for the sample dumps' controller: the action methods it implements among
    /// its lifecycle methods (for `wire-fields` and the documentation).
    public static let sampleMethods = """
        <MyApp.InboxViewController: 0x7fa1d2f15000>:
        in MyApp.InboxViewController:
        	Instance Methods:
        		- (void) saveTapped:(id)arg1; (0x104a1d000)
        		- (void) viewDidLoad; (0x104a1d100)
        (UIViewController ...)
        """

    /// A `POST /v1/import` body holding `dumps` (`recursiveDescription`, `printHierarchy`).
    public static func importBody(_ dumps: [String: String]) -> [UInt8] {
        let members = dumps.keys.sorted().map { key in
            AnswerWriter.bytes(of: key) + [UInt8(ascii: ":")] + AnswerWriter.bytes(of: dumps[key] ?? "")
        }
        return [UInt8(ascii: "{")] + Array(members.joined(separator: [UInt8(ascii: ",")])) + [UInt8(ascii: "}")]
    }

    /// Imports a `POST /v1/import` body and writes its answer (JSON or indented JSON), its words in the options'
    /// language.
    ///
    /// - Throws: A ``Problem``: 400 for the body, 422 `unreadable-dump` naming the line and column of a line that
    ///   cannot be read, 413 past the responder or depth limit or the answer size.
    public static func importAnswer(
        body: [UInt8], limits: Limits = Limits(), options: AnswerOptions = AnswerOptions()
    ) throws(Problem) -> [UInt8] {
        let response = try importApp(body: body, limits: limits, language: options.language)
        guard let bytes = AnswerWriter.bytes(of: response, indented: options.pretty, limit: limits.maxAnswerBytes)
        else {
            let dump = response.lines.first?.dump ?? DumpKind.recursiveDescription.rawValue
            throw answerTooLarge(limits: limits, at: "/\(dump)", advice: .importSmallerDump)
        }
        return bytes
    }

    /// How many bytes of a dump's text count as one step of the work budget.
    static let importBytesPerStep = 64

    /// Imports a `POST /v1/import` body: reads the dumps, builds the app, and accounts for every line, in `language`
    /// (the lines' notes and reasons, the notes, what to fill; names, ids and printed text as they are).
    ///
    /// The app is one `/v1/dispatch`, `/v1/chain` and `/v1/audit` take: the reader holds names to the name limit and
    /// numbers to ``NumberRange``, a negative size is read as Core Graphics reads it, and a line that names a view
    /// class where a controller is due is left out; ImportTests' cut, scrambled and skewed fixtures check it.
    public static func importApp(
        body: [UInt8], limits: Limits = Limits(), language: Language = .english
    ) throws(Problem) -> ImportResponse {
        let request = try WireFormat.decode(ImportRequest.self, from: body, limits: limits)
        var views: DumpReader.Views?
        var controllers: DumpReader.Controllers?
        do throws(DumpError) {
            // Each line and entry is accounted for in the answer: at most as many as one answer holds entries.
            let limit = min(limits.maxAnswerEntries, limits.maxNodes)
            let names = limits.maxNameBytes
            if let text = request.recursiveDescription {
                views = try DumpReader.views(text, limit: limit, maxNameBytes: names)
            }
            if let text = request.printHierarchy {
                controllers = try DumpReader.controllers(text, limit: limit, maxNameBytes: names)
            }
        } catch {
            throw error.limit == nil ? unreadable(error) : tooLong(error)
        }
        var recognizers: [PastedRecognizer] = []
        var controls: [PastedControl] = []
        var methods: [PastedMethods] = []
        var firstResponder: PastedFirstResponder?
        var walk: [PastedResponder] = []
        do throws(PasteError) {
            let limit = min(limits.maxAnswerEntries, limits.maxNodes)
            if let text = request.gestureRecognizers {
                recognizers = try RecognizerReader.recognizers(text, limit: limit, maxNameBytes: limits.maxNameBytes)
            }
            if let text = request.targets {
                controls = try TargetsReader.controls(text, limit: limit, maxNameBytes: limits.maxNameBytes)
            }
            if let text = request.methods {
                methods = try MethodsReader.listings(text, limit: limit, maxNameBytes: limits.maxNameBytes)
            }
            if let text = request.firstResponder {
                firstResponder = try FirstResponderReader.firstResponder(text, maxNameBytes: limits.maxNameBytes)
            }
            if let text = request.responderChain {
                walk = try ResponderWalkReader.responders(text, limit: limit, maxNameBytes: limits.maxNameBytes)
            }
        } catch {
            throw unreadable(error)
        }
        if let views, views.entries.isEmpty { throw noEntries(.recursiveDescription) }
        if let controllers, controllers.entries.isEmpty { throw noEntries(.printHierarchy) }
        // One step per line read and one per 64 bytes of text (a line can be a megabyte long): the reading is linear
        // in both, and the app it makes is mapped within the node limit.
        var budget = limits.budget
        let bytes =
            [
                request.recursiveDescription, request.printHierarchy, request.gestureRecognizers, request.targets,
                request.methods, request.firstResponder, request.responderChain,
            ]
            .reduce(0) { $0 + ($1?.utf8.count ?? 0) }
        budget.spend(
            steps: (views.map { $0.entries.count + $0.passed.count } ?? 0)
                + (controllers.map { $0.entries.count + $0.passed.count } ?? 0) + recognizers.count
                + controls.reduce(0) { $0 + 1 + $1.targets.count + $1.actions.count }
                + methods.reduce(0) { $0 + 1 + $1.sections.reduce(0) { $0 + 1 + $1.methods.count } }
                + bytes / Self.importBytesPerStep)
        if budget.isExhausted {
            throw Problem(
                .tooMuchWork,
                .service(.dumpLinesOverBudget(limit: limits.maxWorkSteps)),
                problems: [Problem.Field(pointer: "/recursiveDescription", .service(.tooManyLinesHere))],
                budget: "steps", limit: limits.maxWorkSteps)
        }
        let screen = request.screen.map { Size(width: $0.width, height: $0.height) }
        let importer = Importer(
            screen: screen, maxEntries: max(limits.maxNodes - 10, 1), maxDepth: max((limits.maxDepth - 12) / 2, 1))
        let app: ImportedApp
        do throws(ImportLimitError) {
            app = try importer.app(
                recursiveDescription: views, printHierarchy: controllers, recognizers: recognizers, controls: controls,
                methods: methods, firstResponder: firstResponder)
        } catch {
            throw overLimit(error, limits: limits)
        }
        var writer = ImportWriter(app: app, language: language)
        var response = writer.response()
        if !walk.isEmpty {
            response.notes.append(check(walk, against: response, limits: limits).text(in: language))
        }
        return response
    }

    /// Checks a pasted responder walk against the chain `POST /v1/chain` computes for the imported app from the same
    /// view: each pasted responder is the one the dumps print with its address, or, where they print none (the
    /// application, its delegate, a window scene), one of the same class.
    static func check(_ walk: [PastedResponder], against response: ImportResponse, limits: Limits) -> ImportNote {
        var idByAddress: [String: String] = [:]
        for line in response.lines {
            if let address = line.address, let id = line.id { idByAddress[address] = id }
        }
        guard let first = walk.first, let from = idByAddress[first.address] else {
            return .walkStartNotInDump(className: walk.first?.className ?? "?", address: walk.first?.address ?? "?")
        }
        let app = AnswerWriter.bytes(of: response.app)
        let body = Array(#"{"app":"#.utf8) + app + Array(#","from":"#.utf8) + AnswerWriter.bytes(of: from) + [125]
        guard let chain = try? ResponderService.chain(body: body, limits: limits) else {
            return .walkDisagrees(from: from, step: 1, pasted: "\(first.className) \(first.address)", computed: nil)
        }
        var computed = chain.links.map(\.responder)
        if computed.first?.id != chain.from.id { computed.insert(chain.from, at: 0) }
        func short(_ name: String) -> Substring { name.split(separator: ".").last ?? Substring(name) }
        for (step, pasted) in walk.enumerated() {
            guard step < computed.count else {
                return .walkDisagrees(
                    from: from, step: step + 1, pasted: "\(pasted.className) \(pasted.address)", computed: nil)
            }
            let responder = computed[step]
            let same =
                idByAddress[pasted.address].map { $0 == responder.id }
                ?? (short(pasted.className) == short(responder.className))
            if !same {
                return .walkDisagrees(
                    from: from, step: step + 1, pasted: "\(pasted.className) \(pasted.address)",
                    computed: "\(responder.className) '\(responder.id)'")
            }
        }
        return .walkAgrees(from: from, steps: walk.count, pasted: walk.count, computed: computed.count)
    }

    private static func unreadable(_ error: DumpError) -> Problem {
        if case .notADump(let foreign) = error.expected {
            // Something else the debugger or a test tool prints: refused as what it is, with the command to use.
            var field = Problem.Field(
                pointer: "/\(error.dump.rawValue)", .service(.notADumpHere(foreign, line: error.line)))
            field.line = error.line
            return Problem(
                .unreadableDump, .service(.notADump(error.dump, foreign, line: error.line)), problems: [field])
        }
        return unreadable(
            at: "/\(error.dump.rawValue)", line: error.line, column: error.column,
            here: .unreadableDumpHere(
                line: error.line, column: error.column, expected: error.expected, found: error.found),
            whole: .unreadableDump(
                error.dump, line: error.line, column: error.column, expected: error.expected, found: error.found))
    }

    private static func unreadable(_ error: PasteError) -> Problem {
        unreadable(
            at: "/\(error.paste.rawValue)", line: error.line, column: error.column,
            here: .unreadablePasteHere(
                line: error.line, column: error.column, expected: error.expected, found: error.found),
            whole: .unreadablePaste(
                error.paste, line: error.line, column: error.column, expected: error.expected, found: error.found))
    }

    /// A dump or paste that cannot be read at a line and column: `here` at the field's pointer, `whole` for the
    /// problem itself.
    private static func unreadable(
        at pointer: String, line: Int, column: Int, here: ServiceWords, whole: ServiceWords
    ) -> Problem {
        var field = Problem.Field(pointer: pointer, .service(here))
        field.line = line
        field.column = column
        return Problem(.unreadableDump, .service(whole), problems: [field])
    }

    private static func tooLong(_ error: DumpError) -> Problem {
        var field = Problem.Field(
            pointer: "/\(error.dump.rawValue)", .service(.dumpTooLongHere(line: error.line, limit: error.limit ?? 0)))
        field.line = error.line
        return Problem(
            .tooMuchWork, .service(.dumpTooLong(error.dump, limit: error.limit ?? 0)),
            problems: [field], budget: "entries", limit: error.limit)
    }

    private static func noEntries(_ dump: DumpKind) -> Problem {
        Problem(
            .unreadableDump, .service(.noEntry(dump)),
            problems: [Problem.Field(pointer: "/\(dump.rawValue)", .service(.noEntryHere))])
    }

    private static func overLimit(_ error: ImportLimitError, limits: Limits) -> Problem {
        switch error.limit {
        case .entries(let limit):
            var field = Problem.Field(
                pointer: "/\(error.dump.rawValue)", .service(.tooManyEntriesHere(line: error.line, limit: limit)))
            field.line = error.line
            return Problem(
                .tooManyNodes, .service(.tooManyEntries(limit: limit, responders: limits.maxNodes)), problems: [field])
        case .depth(let limit):
            var field = Problem.Field(
                pointer: "/\(error.dump.rawValue)", .service(.nestedTooDeepHere(line: error.line, limit: limit)))
            field.line = error.line
            return Problem(
                .tooDeep,
                .service(.nestedTooDeep(error.dump, line: error.line, limit: limit, jsonLevels: limits.maxDepth)),
                problems: [field])
        }
    }
}
