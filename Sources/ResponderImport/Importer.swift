import ResponderCore

/// Turns the entries of the two dumps into an ``ImportedApp``.
///
/// ```
///  recursiveDescription entries ──depth──► view trees ──► windows (a dump of a view is put in a window)
///                                                │
///  _printHierarchy entries ──address of each controller's view──► the view that holds it (`viewController`),
///                                                                  `+` marks ──► presentedBy
///                                                │
///                         every line ──► became a view or a controller, or left out and why
///                         each control, recognizer, custom class ──► toFill: what no dump shows
/// ```
///
/// ```swift
/// let app = try Importer(screen: nil).app(
///     recursiveDescription: DumpReader.views(text), printHierarchy: nil)
/// ```
public struct Importer: Sendable {
    /// The size of the window a dump of a view (not of a window) is put in, when the request gives one; nil to take
    /// it from the dump (the extent of its first view's frame).
    public var screen: Size?
    /// The most views and controllers (the app's responder limit, less the ones every app has).
    public var maxEntries: Int
    /// The deepest view below its window (each level nests twice in the app description's JSON).
    public var maxDepth: Int

    /// The size a dump of a view is put in when neither the request nor the dump gives one: an iPhone's.
    public static let standardScreen = Size(width: 390, height: 844)

    public init(screen: Size? = nil, maxEntries: Int = 19_990, maxDepth: Int = 90) {
        self.screen = screen
        self.maxEntries = maxEntries
        self.maxDepth = maxDepth
    }

    /// Builds the app from one or both dumps' entries.
    ///
    /// - Throws: ``ImportLimitError`` past the entry or depth limit.
    public func app(
        recursiveDescription views: DumpReader.Views?, printHierarchy controllers: DumpReader.Controllers?,
        recognizers: [PastedRecognizer] = [], controls: [PastedControl] = [], methods: [PastedMethods] = [],
        firstResponder: PastedFirstResponder? = nil
    ) throws(ImportLimitError) -> ImportedApp {
        var build = Build(importer: self)
        if let views { try build.addViews(views) }
        if let controllers { try build.addControllers(controllers, placedInViews: views != nil) }
        if !recognizers.isEmpty { build.attach(recognizers) }
        if !controls.isEmpty { build.attach(controls) }
        if !methods.isEmpty { build.attach(methods) }
        if let firstResponder { build.attach(firstResponder) }
        build.listWhatToFill()
        build.app.lines.sort {
            ($0.dump == .recursiveDescription ? 0 : 1, $0.line) < ($1.dump == .recursiveDescription ? 0 : 1, $1.line)
        }
        return build.app
    }
}

/// One import's state.
struct Build {
    let importer: Importer
    var app = ImportedApp()
    var ids = IDs()
    /// The objects the pastes' targets made, by address.
    var objectByAddress: [String: Int] = [:]
    /// Controllers by printed address, for the targets the pastes name.
    var controllerByAddress: [String: Int] = [:]
    /// Views by printed address, for attaching controllers.
    var viewByAddress: [String: Int] = [:]
    /// Each printed class's id base, worked out once (a dump repeats a few classes hundreds of times).
    // Keyed by a class name's bytes: a dump's class names are the client's text, and Swift hashes and compares a
    // non-ASCII String in its normalized form (a name of combining marks cost milliseconds a line).
    var idBases: [ByteKey: String] = [:]

    init(importer: Importer) {
        self.importer = importer
    }

    // MARK: Views

    mutating func addViews(_ dump: DumpReader.Views) throws(ImportLimitError) {
        if dump.wasQuoted { app.reading.append(.quotedString(.recursiveDescription)) }
        for passed in dump.passed {
            app.lines.append(account(passed, dump: .recursiveDescription))
        }
        guard let minimum = dump.entries.map(\.depth).min() else { return }
        if dump.entries.count > importer.maxEntries {
            throw ImportLimitError(
                dump: .recursiveDescription, line: dump.entries[importer.maxEntries].line,
                limit: .entries(importer.maxEntries))
        }
        var stack: [(view: Int, depth: Int)] = []
        var madeWindow: Int?
        for entry in dump.entries {
            let depth = entry.depth - minimum
            let known = Self.catalogued(entry.className)
            if let kind = known?.kind, !kind.isView {
                // A controller's or another responder's class where a view is due (a line cut or scrambled): left
                // out, with its reason, and the lines under it are placed in the nearest view above.
                app.lines.append(
                    ImportedApp.LineAccount(
                        dump: .recursiveDescription, line: entry.line, className: entry.className,
                        address: entry.address, outcome: .leftOut(.notAViewClass(className: entry.className))))
                continue
            }
            while let last = stack.last, last.depth >= depth { stack.removeLast() }
            var levelsBelow: Int?
            if let last = stack.last, depth > last.depth + 1 { levelsBelow = depth - last.depth }
            let index = app.views.count
            app.views.append(view(from: entry, known: known, isRoot: stack.isEmpty))
            if let address = entry.address { viewByAddress[address] = viewByAddress[address] ?? index }
            if entry.hasGestureRecognizers { recognizerViews.insert(index) }
            if let parent = stack.last?.view {
                app.views[parent].subviews.append(index)
            } else if app.views[index].isWindow {
                app.windows.append(index)
                if app.screen == nil, let frame = entry.frame {
                    app.screen = ImportedApp.Screen(size: frame.size, source: .window)
                    if let given = importer.screen, given != frame.size {
                        app.facts.append(.screenNotUsed(given: given, window: frame.size))
                    }
                }
            } else {
                // A dump of a view, not of a window: it is put in a window of the screen's size.
                if madeWindow == nil {
                    madeWindow = madeWindowIndex(for: entry)
                }
                app.views[madeWindow!].subviews.append(index)
            }
            if stack.count + 1 > importer.maxDepth {
                throw ImportLimitError(dump: .recursiveDescription, line: entry.line, limit: .depth(importer.maxDepth))
            }
            stack.append((index, depth))
            var line = ImportedApp.LineAccount(
                dump: .recursiveDescription, line: entry.line, className: entry.className, address: entry.address,
                outcome: .view(index))
            if let levelsBelow { line.facts.append(.levelsBelow(levelsBelow)) }
            if Self.isTakenAsPlainView(entry, app.views[index]) {
                line.facts.append(.plainView(className: entry.className))
            }
            if let transform = transformNote(entry, app.views[index]) { line.facts.append(transform) }
            if entry.isNested { line.facts.append(.nested(className: entry.className)) }
            if let trailing = entry.trailing { line.facts.append(.trailingText(trailing)) }
            app.lines.append(line)
        }
    }

    /// The window a dump of a view is put in, made once: of the request's screen, or as large as the first view's
    /// printed frame reaches (its origin, when positive, and its size), so the view stays inside it as printed.
    private mutating func madeWindowIndex(for first: DumpedView) -> Int {
        let index = app.views.count
        let screen: ImportedApp.Screen
        if let given = importer.screen {
            screen = ImportedApp.Screen(size: given, source: .request)
        } else if let frame = first.frame, frame.size.width > 0, frame.size.height > 0 {
            let size = Size(
                width: max(frame.minX, 0) + frame.size.width, height: max(frame.minY, 0) + frame.size.height)
            screen = ImportedApp.Screen(size: size, source: .firstView)
        } else {
            screen = ImportedApp.Screen(size: Importer.standardScreen, source: .standard)
        }
        var window = ImportedApp.View(
            id: ids.claim("window"), className: "UIWindow", line: 0, isWindow: true)
        window.frame = Rect(origin: .zero, size: screen.size)
        app.views.append(window)
        app.windows.append(index)
        app.screen = app.screen ?? screen
        app.facts.append(.madeWindow(screen.size, screen.source))
        return index
    }

    /// The wire fields of one printed view.
    ///
    /// - Parameter known: The class the service models the line's class as (``catalogued(_:)``), looked up once by
    ///   the caller.
    private mutating func view(from entry: DumpedView, known: UIKitClass?, isRoot: Bool) -> ImportedApp.View {
        let isWindow = isRoot && Self.isWindowClass(entry.className, base: entry.baseClass)
        let nameKey = ByteKey(entry.className)
        let base = idBases[nameKey] ?? IDs.base(of: entry.className)
        idBases[nameKey] = base
        var view = ImportedApp.View(
            id: ids.claim(base, address: entry.address), className: entry.className, address: entry.address,
            line: entry.line, isWindow: isWindow)
        // A public class (`PKCanvasView`, `MKMarkerAnnotationView`) is placed by the service under the superclass
        // Apple documents for it: the line gives it none.
        let isPublic = known != nil && ClassCatalogue.builtIn(named: entry.className) == nil
        if !isPublic, let base = entry.baseClass, base != entry.className, Self.catalogued(base)?.kind.isView == true {
            view.superclass = base
        } else if known == nil && entry.contentOffset != nil {
            view.superclass = "UIScrollView"
        } else if known == nil && isWindow {
            view.superclass = "UIWindow"
        } else if known == nil {
            // A class the catalogue does not know (the app's own, or one of UIKit's private ones): what it inherits
            // from is not printed, so it is taken as a plain view, and said so.
            view.superclass = "UIView"
        }
        let uikit = known ?? view.superclass.flatMap(Self.catalogued) ?? ClassCatalogue.builtIn(named: "UIView")
        view.isHidden = entry.isHidden
        view.alpha = entry.alpha
        // UIKit prints userInteractionEnabled only when it is NO and clipsToBounds only when it is YES: a line that
        // says neither has them on and off, which is said only where the class's default is the other way.
        let interactive = entry.isUserInteractionEnabled ?? true
        if interactive != (uikit?.isUserInteractionEnabled ?? true) { view.isUserInteractionEnabled = interactive }
        let clips = entry.clipsToBounds ?? false
        if clips != (uikit?.clipsToBounds ?? false) { view.clipsToBounds = clips }
        if let uikit, ClassCatalogue.isKind(uikit.name, of: "UIScrollView") {
            view.contentOffset = entry.contentOffset
            view.contentSize = entry.contentSize
        }
        if let text = entry.text, !text.isEmpty, uikit?.isTextInput == true { view.hasText = true }
        place(entry, in: &view)
        return view
    }

    /// The frame, or for a transformed view the centre and size recovered from the box around it.
    private func place(_ entry: DumpedView, in view: inout ImportedApp.View) {
        guard let frame = entry.frame else { return }
        guard let transform = entry.transform, !transform.isIdentity else {
            view.frame = frame
            return
        }
        if let size = Self.untransformedSize(box: frame.size, transform) {
            view.center = Point(x: frame.midX - transform.tx, y: frame.midY - transform.ty)
            view.bounds = size
            view.transform = transform
        } else {
            view.frame = frame
        }
    }

    /// Whether the line's class is one the catalogue does not know and the line does not place: it is taken as a
    /// plain view.
    private static func isTakenAsPlainView(_ entry: DumpedView, _ view: ImportedApp.View) -> Bool {
        view.superclass == "UIView" && ClassCatalogue.builtIn(named: entry.className) == nil
    }

    /// For a transformed view: its own size recovered from the printed box, or the box used as it is.
    private func transformNote(_ entry: DumpedView, _ view: ImportedApp.View) -> ImportNote? {
        guard let transform = entry.transform, !transform.isIdentity, let frame = entry.frame else { return nil }
        if let bounds = view.bounds { return .sizeRecovered(bounds) }
        return .sizeNotRecovered(box: frame.size)
    }

    /// The size `w × h` whose box, once transformed, is `box`: |a|w + |c|h = W and |b|w + |d|h = H. Nil when the
    /// two equations do not tell (a turn by 45°, or a transform that flattens the view).
    static func untransformedSize(box: Size, _ t: AffineTransform) -> Size? {
        let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let determinant = a * d - c * b
        guard abs(determinant) > 1e-6 else { return nil }
        let width = (d * box.width - c * box.height) / determinant
        let height = (a * box.height - b * box.width) / determinant
        guard width >= -1e-6, height >= -1e-6 else { return nil }
        return Size(width: rounded(max(width, 0)), height: rounded(max(height, 0)))
    }

    static func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }

    static func isWindowClass(_ name: String, base: String?) -> Bool {
        if ClassCatalogue.builtIn(named: name)?.kind == .window || base == "UIWindow" { return true }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return last.hasSuffix("Window")
    }

    // MARK: Controllers

    mutating func addControllers(_ dump: DumpReader.Controllers, placedInViews: Bool) throws(ImportLimitError) {
        if dump.wasQuoted { app.reading.append(.quotedString(.printHierarchy)) }
        for passed in dump.passed { app.lines.append(account(passed, dump: .printHierarchy)) }
        guard let minimum = dump.entries.map(\.depth).min() else { return }
        if dump.entries.count + app.views.count > importer.maxEntries {
            throw ImportLimitError(
                dump: .printHierarchy, line: dump.entries[max(0, importer.maxEntries - app.views.count)].line,
                limit: .entries(importer.maxEntries))
        }
        var stack: [(entry: Int, controller: Int?, depth: Int)] = []
        var claimedViews: Set<Int> = []
        // One controller prints the dump, so the first entry is its root and every other one is below it. A root
        // printed with a mark of its own (`+`, presented) has it at the level of its children's `|`
        // (swift-snapshot-testing's hierarchy snapshots are printed so): every later entry is then one level deeper
        // than its marks say.
        let shift = dump.entries[0].depth > 0 && dump.entries[0].depth == minimum ? 1 : 0
        for (position, entry) in dump.entries.enumerated() {
            let depth = position == 0 ? 0 : max(entry.depth - minimum + shift, 1)
            while let last = stack.last, last.depth >= depth { stack.removeLast() }
            if stack.count + 1 > importer.maxDepth {
                throw ImportLimitError(dump: .printHierarchy, line: entry.line, limit: .depth(importer.maxDepth))
            }
            let above = stack.last?.controller
            var outcome: ImportedApp.LineAccount.Outcome
            var controllerIndex: Int?
            if let known = Self.catalogued(entry.className), known.kind != .viewController {
                // A view class where `_printHierarchy` prints a controller (a wrapped line, a paste cut short): the
                // app would put a view in a controller's place, which no endpoint takes.
                outcome = .leftOut(.viewClassAsController(className: entry.className))
            } else if placedInViews {
                let view = entry.viewAddress.flatMap { viewByAddress[$0] }
                if let view, !claimedViews.contains(view), !app.views[view].isWindow {
                    claimedViews.insert(view)
                    controllerIndex = addController(entry, view: view)
                    if entry.isPresented, let above, app.controllers[above].view != nil {
                        app.controllers[controllerIndex!].presentedBy = above
                    }
                    outcome = .controller(controllerIndex!)
                } else {
                    outcome = .leftOut(leftOutReason(entry, view: view))
                }
            } else if position > 0 && above == nil {
                // Below a controller left out: it has no place either.
                outcome = .leftOut(.underLeftOut)
            } else if entry.isPresented, let above, let shown = app.controllers[above].presented.first {
                // A controller presents one at a time: a second `+` under it has no place in the app.
                outcome = .leftOut(
                    .presentsAlready(
                        className: app.controllers[above].className, id: app.controllers[above].id,
                        presented: app.controllers[shown].id))
            } else {
                let index = addController(entry, view: nil)
                controllerIndex = index
                if let above {
                    if entry.isPresented {
                        app.controllers[above].presented.append(index)
                    } else {
                        app.controllers[above].children.append(index)
                    }
                } else {
                    app.rootController = index
                }
                outcome = .controller(index)
            }
            // A controller left out (in the controller-only form) leaves its descendants without a place.
            stack.append((position, placedInViews ? (controllerIndex ?? above) : controllerIndex, depth))
            app.lines.append(
                ImportedApp.LineAccount(
                    dump: .printHierarchy, line: entry.line, className: entry.className, address: entry.address,
                    outcome: outcome))
        }
        if !placedInViews, app.rootController != nil {
            app.reading.append(.controllersWithoutViews)
        }
    }

    private mutating func addController(_ entry: DumpedController, view: Int?) -> Int {
        let index = app.controllers.count
        app.controllers.append(
            ImportedApp.Controller(
                id: ids.claim(IDs.base(of: entry.className), address: entry.address), className: entry.className,
                superclass: Self.catalogued(entry.className) == nil ? "UIViewController" : nil,
                address: entry.address, line: entry.line, view: view))
        if let address = entry.address { controllerByAddress[address] = controllerByAddress[address] ?? index }
        if let view { app.views[view].controller = index }
        return index
    }

    /// Why a controller whose view is `view` (nil: no view of the dump) has no place in the app.
    private func leftOutReason(_ entry: DumpedController, view: Int?) -> ImportNote {
        guard let address = entry.viewAddress else { return .viewNotLoaded }
        if let view, app.views[view].isWindow { return .viewIsWindow }
        if view != nil { return .viewTaken }
        if entry.notInWindow { return .viewNotInWindow }
        return .viewNotInDump(className: entry.viewClass, address: address)
    }

    private func account(_ passed: PassedLine, dump: DumpKind) -> ImportedApp.LineAccount {
        // The lines that name nothing (a prompt, a blank, a comment, an elision, a layer) are accounted without a class.
        let reason: ImportNote
        switch passed.reason {
        case .prompt: reason = .prompt
        case .blank: reason = .blank
        case .comment: reason = .comment
        case .elision: reason = .elision
        case .layer: reason = .layer
        case .header: return left(passed, .header, dump: dump)
        case .quoting: return left(passed, .quoting, dump: dump)
        case .continuation: return left(passed, .continuation(of: passed.continues ?? passed.line), dump: dump)
        case .cutShort: return left(passed, .cutShort, dump: dump)
        case .noFrame: return left(passed, .noFrame(className: passed.className ?? "?"), dump: dump)
        }
        return ImportedApp.LineAccount(dump: dump, line: passed.line, outcome: .leftOut(reason))
    }

    private func left(_ passed: PassedLine, _ note: ImportNote, dump: DumpKind) -> ImportedApp.LineAccount {
        ImportedApp.LineAccount(dump: dump, line: passed.line, className: passed.className, outcome: .leftOut(note))
    }

    // MARK: What the dumps cannot show

    mutating func listWhatToFill() {
        var textInput = false
        for (index, view) in app.views.enumerated() where view.line > 0 {
            let printed = ImportedApp.Printed(className: view.className, id: view.id, line: view.line)
            let known = Self.catalogued(view.className)
            let uikitName = known?.name ?? view.superclass ?? "UIView"
            if (known?.isControl == true || ClassCatalogue.isKind(uikitName, of: "UIControl")) && view.targets.isEmpty {
                app.toFill.append(ImportedApp.ToFill(subject: .view(index), need: .targets(printed)))
            }
            if ClassCatalogue.builtIn(named: uikitName)?.isTextInput == true { textInput = true }
            if recognizerViews.contains(index) && view.recognizers.isEmpty {
                app.toFill.append(ImportedApp.ToFill(subject: .view(index), need: .gestureRecognizers(printed)))
            }
            if known == nil && Self.isAppClass(view.className), view.methods?.overridesNothing != true {
                app.toFill.append(
                    ImportedApp.ToFill(subject: .view(index), need: .overrides(printed, listing: view.methods)))
            }
        }
        for (index, controller) in app.controllers.enumerated()
        where Self.catalogued(controller.className) == nil && Self.isAppClass(controller.className) {
            // A listing that prints every class of the app shows its actions: nothing is left to fill.
            if let listing = controller.methods, listing.stopsAt == nil { continue }
            let printed = ImportedApp.Printed(className: controller.className, id: controller.id, line: controller.line)
            app.toFill.append(
                ImportedApp.ToFill(subject: .controller(index), need: .actions(printed, listing: controller.methods)))
        }
        if textInput, !app.firstResponderGiven, let window = app.windows.first {
            app.toFill.append(ImportedApp.ToFill(subject: .window(window), need: .firstResponder))
        }
    }

    /// The views whose line printed `gestureRecognizers = <NSArray: …>`.
    var recognizerViews: Set<Int> = []

    /// The class the service models a dump's class name as: a modelled class, or the nearest modelled superclass a
    /// public class (`PKCanvasView`, `SFSafariViewController`) stands in as; nil for a class of neither catalogue.
    static func catalogued(_ name: String) -> UIKitClass? {
        ClassCatalogue.builtIn(named: name) ?? PublicClassCatalogue.modelledClass(named: name)
    }

    /// A class the app defines: module-qualified (`MyApp.BadgeView`) or not UIKit's (`UI…`, `_UI…`, `NS…`, `CA…`)
    /// nor one of the system frameworks' public classes (`MKMapView`, `PKCanvasView`).
    static func isAppClass(_ name: String) -> Bool {
        if PublicClassCatalogue.named(name) != nil { return false }
        // Byte by byte: a dump's class name is the client's text, and String's own search normalizes it.
        let bytes = name.utf8
        if bytes.contains(UInt8(ascii: ".")) {
            return !bytes.starts(with: "SwiftUI.".utf8) && !bytes.starts(with: "UIKit.".utf8)
        }
        let prefixes: [StaticString] = ["UI", "_UI", "__UI", "NS", "_NS", "CA", "_CA", "WK", "_TtGC7SwiftUI"]
        return !prefixes.contains { prefix in
            prefix.withUTF8Buffer { bytes.starts(with: $0) }
        }
    }
}

/// A dictionary key that hashes and compares a string by its UTF-8 bytes: Swift hashes and compares a non-ASCII
/// `String` in its normalized form, which a dump's class name (the client's text) can make cost milliseconds.
struct ByteKey: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (lhs: ByteKey, rhs: ByteKey) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }
}

/// Readable, stable ids: a class's short name and the end of its address (`button-69a0`), longer where two would be
/// the same; without addresses, the short name and a count (`label-2`).
struct IDs {
    private var taken: Set<String> = []
    private var counts: [String: Int] = [:]

    /// `MyApp.BadgeView` → `badgeView`, `UIButton` → `button`, `_UIBarBackground` → `barBackground`.
    ///
    /// Read from the name's first 200 Unicode scalars after its last dot, keeping only letters and digits (combining
    /// marks, which make one character of any length, are dropped), at most 40 of them: an id stays short whatever a
    /// dump's class name is.
    static func base(of className: String) -> String {
        var scalars = String.UnicodeScalarView()
        let afterDot = className.utf8.lastIndex(of: UInt8(ascii: ".")).map { className[className.index(after: $0)...] }
        for scalar in (afterDot ?? Substring(className)).unicodeScalars.prefix(200) {
            if scalar == "<" { break }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter,
                .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
                scalars.append(scalar)
            default: continue
            }
        }
        var name = Substring(String(scalars))
        while name.first == "_" { name = name.dropFirst() }
        if name.hasPrefix("UI"), name.count > 2, name.dropFirst(2).first?.isUppercase == true {
            name = name.dropFirst(2)
        }
        guard !name.isEmpty else { return "view" }
        let head = name.prefix { $0.isUppercase }
        // `URLField` → `urlField`: a run of capitals is lowered but for the one that starts the next word.
        let lowered: String =
            head.count > 1 && head.count < name.count
            ? String(head.dropLast()).lowercased() + String(head.suffix(1)) : String(head).lowercased()
        let result = lowered + String(name.dropFirst(head.count))
        let clean = result.filter { $0.isLetter || $0.isNumber }
        return clean.isEmpty ? "view" : String(clean.prefix(40))
    }

    /// An id for `base` and `address` that no other responder has.
    mutating func claim(_ base: String, address: String? = nil) -> String {
        if let address {
            let hex = address.hasPrefix("0x") ? String(address.dropFirst(2)) : address
            for length in [4, 6, 8, hex.count] where length <= hex.count {
                let id = "\(base)-\(hex.suffix(length))"
                if taken.insert(id).inserted { return id }
            }
        }
        if address == nil, base == "window", taken.insert(base).inserted { return base }
        while true {
            let count = (counts[base] ?? 0) + 1
            counts[base] = count
            let id = "\(base)-\(count)"
            if taken.insert(id).inserted { return id }
        }
    }
}
