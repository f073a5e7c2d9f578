import ResponderCore

/// A text pasted beside the dumps that fills what no dump shows, joined to the dump's views by the addresses both
/// print.
///
/// ```
///  recursiveDescription   <UIView: 0x7f8b1c40a0b0; frame = …; gestureRecognizers = <NSArray: …>; …>
///                                     │ the same address
///  gestureRecognizers     <UITapGestureRecognizer: 0x6000…; state = Possible; view = <UIView 0x7f8b1c40a0b0>; …>
///                                     │ the same address
///  targets                <UIButton: 0x7f8b1c40c0d0; frame = …>  {( <MyApp.ProfileViewController: 0x…> )}  "saveTapped:"
/// ```
public enum PasteKind: String, Sendable, CaseIterable {
    /// What `po view.gestureRecognizers` prints: each recognizer's description.
    case gestureRecognizers
    /// A control as `po button` prints it, then what `po button.allTargets` and
    /// `po button.actions(forTarget:forControlEvent:)` print.
    case targets
    /// What `expr -l objc -O -- [0x… _shortMethodDescription]` (or `_methodDescription`) prints for an object: the
    /// methods its classes implement.
    case methods
    /// What `po view.window?.value(forKey: "firstResponder")` (Objective-C `po [window firstResponder]`) prints: the
    /// window's first responder, or nil.
    case firstResponder
    /// What Chisel's `presponder 0x…` or a `nextResponder` loop prints: a responder and each next one, in order.
    case responderChain
}

/// A pasted text that cannot be read: where, and what was expected there.
public struct PasteError: Error, Sendable, Equatable {
    public var paste: PasteKind
    /// 1-based line and column (in Unicode scalars) of the text as sent.
    public var line: Int
    public var column: Int
    public var expected: Expected
    /// What the reader found instead, shortened.
    public var found: String

    public init(paste: PasteKind, line: Int, column: Int, expected: Expected, found: String) {
        self.paste = paste
        self.line = line
        self.column = column
        self.expected = expected
        self.found = found
    }

    /// What a paste's reader expected where it stopped, as facts the service words (`PasteError.Expected.text(in:)`
    /// in ResponderWords).
    public enum Expected: Sendable, Equatable {
        /// A line that is neither a recognizer's description nor what the debugger prints around one.
        case recognizer
        /// A recognizer's class name with no address after it.
        case recognizerAddress(className: String)
        /// A recognizer's description the text ends inside.
        case recognizerClose(className: String)
        /// A line of the targets paste that is neither a control, a target, an action nor a debugger prompt.
        case targetsLine
        /// Actions printed before any control line: the control they belong to is not known.
        case controlFirst
        /// Actions printed without the command that names their control event.
        case actionsCommand
        /// The actions command names no target among several (`forTarget:` with an address, or one target only).
        case actionsTarget
        /// A line of a method listing that starts with `<` but names no object with an address.
        case methodsObject
        /// Classes or methods printed before any object line: whose methods they are is not known.
        case methodsObjectFirst
        /// A line that is none of what a method listing prints.
        case methodsLine
        /// A first responder paste that is neither an object's description nor nil.
        case firstResponderLine
        /// A line of a responder walk that names no object with an address.
        case responderLine
        /// A control event the command names that UIKit's `UIControl.Event` does not have.
        case controlEvent(String)
        /// A class name longer than the name limit (in UTF-8 bytes).
        case classNameWithin(Int)
        /// More recognizers or target-actions than one answer holds.
        case atMost(Int)
    }
}

/// A gesture recognizer as its `description` prints it:
/// `<UITapGestureRecognizer: 0x6000…; state = Possible; view = <UIView 0x7f8b…>; target= <(action=handleTap:,
/// target=<MyApp.ProfileViewController 0x7f8b…>)>>`. Only what it prints is set.
public struct PastedRecognizer: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var className: String
    /// `baseClass = UITapGestureRecognizer`: the UIKit class a private or custom recognizer inherits from.
    public var baseClass: String?
    public var address: String
    public var state: String?
    /// `enabled = NO`.
    public var isEnabled: Bool?
    public var viewClass: String?
    public var viewAddress: String?
    /// Each `(action=…, target=<Class 0x…>)`, in the order printed.
    public var targets: [(action: String, className: String?, address: String?)] = []
    public var delegateClass: String?
    public var delegateAddress: String?
    public var cancelsTouchesInView: Bool?
    public var delaysTouchesBegan: Bool?
    public var delaysTouchesEnded: Bool?
    public var numberOfTapsRequired: Int?
    public var numberOfTouchesRequired: Int?
    /// The addresses in `must-fail = {…}`: recognizers this one waits for to fail.
    public var mustFail: [String] = []
    /// The text ends inside the description (after its view): it is read as far as it goes.
    public var isCutShort = false

    public init(line: Int, column: Int, className: String, address: String) {
        self.line = line
        self.column = column
        self.className = className
        self.address = address
    }

    public static func == (lhs: PastedRecognizer, rhs: PastedRecognizer) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.address == rhs.address
            && lhs.className == rhs.className && lhs.targets.map(\.action) == rhs.targets.map(\.action)
    }

    /// The kind the class is, or the one `baseClass` names; ``GestureRecognizer/Kind/custom`` for another class.
    public var kind: GestureRecognizer.Kind {
        for name in [className, baseClass].compactMap({ $0 }) {
            if let kind = GestureRecognizer.Kind.allCases.first(where: { $0.className == name && $0 != .custom }) {
                return kind
            }
        }
        return .custom
    }
}

/// A control and what was pasted for it: `po button` (its class and address), `po button.allTargets` and, for each
/// event, `po button.actions(forTarget:forControlEvent:)`.
public struct PastedControl: Sendable, Equatable {
    public var line: Int
    public var className: String
    public var address: String
    /// The targets `allTargets` listed: class and address, or nil for `<null>` (a nil-targeted action).
    public var targets: [(className: String, address: String)?] = []
    /// Each action with its event and the target it is sent to (nil: nil-targeted, walks the responder chain).
    public var actions: [Action] = []
    /// The lines of actions printed for event 0 (`forControlEvent:0`): UIKit answers with the target's actions for
    /// any event, so the event that sends them is not known and they are not attached.
    public var actionsWithoutEvent: [Int] = []

    public struct Action: Sendable, Equatable {
        public var line: Int
        public var event: TargetAction.ControlEvent
        public var targetClass: String?
        public var targetAddress: String?
        public var selector: String
    }

    public init(line: Int, className: String, address: String) {
        self.line = line
        self.className = className
        self.address = address
    }

    public static func == (lhs: PastedControl, rhs: PastedControl) -> Bool {
        lhs.line == rhs.line && lhs.address == rhs.address && lhs.actions == rhs.actions
            && lhs.targets.map { $0?.address } == rhs.targets.map { $0?.address }
    }
}

/// What a pasted first responder is: the object printed (its class and address), or none (`nil`).
public struct PastedFirstResponder: Sendable, Equatable {
    public var line: Int
    /// Nil: the window has no first responder.
    public var className: String?
    public var address: String?
}

/// Reads what `po view.window?.value(forKey: "firstResponder")` prints: `Optional(<UITextField: 0x7f…; …>)`,
/// `▿ Optional<Any>` / `- some : <UITextField: 0x7f…; …>`, `<UITextField: 0x7f…; …>`, or `nil` / `(null)` when no
/// responder is first responder. `(lldb)` lines are passed over; the first object or nil is the answer.
public enum FirstResponderReader {
    public static func firstResponder(
        _ text: String, maxNameBytes: Int = 1_000
    ) throws(PasteError)
        -> PastedFirstResponder
    {
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let trimmed = String(rawLine).trimmed
            if trimmed.isEmpty || trimmed.hasPrefix("(lldb)") || trimmed.hasPrefix("cy#")
                || trimmed.hasPrefix("▿ Optional") || trimmed == "▿ some"
            {
                continue
            }
            var value = Substring(trimmed)
            for prefix in ["- some : ", "Optional(", "(id) $", "(UIResponder *) $"] where value.hasPrefix(prefix) {
                value = value.dropFirst(prefix.count)
            }
            if let equals = value.firstIndex(of: "="), value.first?.isNumber == true {
                // `(id) $0 = 0x… <UITextField…`: lldb's result prefix.
                value = value[value.index(after: equals)...].drop { $0 == " " }
            }
            if value == "nil" || value == "(null)" || value == "nil)" || value == "none" {
                return PastedFirstResponder(line: line)
            }
            let scalars = Array(String(value).unicodeScalars)
            if let object = RecognizerReader.Reader.object(in: scalars[...]), let address = object.address {
                let start = (scalars.firstIndex(of: "<") ?? 0) + 2
                guard object.className.utf8.count <= maxNameBytes else {
                    throw PasteError(
                        paste: .firstResponder, line: line, column: start, expected: .classNameWithin(maxNameBytes),
                        found: String(object.className.prefix(40)))
                }
                return PastedFirstResponder(line: line, className: object.className, address: address)
            }
            let column =
                (rawLine.unicodeScalars.firstIndex { !RecognizerReader.Reader.isSpace($0) }).map {
                    rawLine.unicodeScalars.distance(from: rawLine.unicodeScalars.startIndex, to: $0) + 1
                } ?? 1
            throw PasteError(
                paste: .firstResponder, line: line, column: column, expected: .firstResponderLine,
                found: String(trimmed.prefix(40)))
        }
        throw PasteError(paste: .firstResponder, line: 1, column: 1, expected: .firstResponderLine, found: "")
    }
}

/// One responder of a pasted walk: its class and address as printed.
public struct PastedResponder: Sendable, Equatable {
    public var line: Int
    public var className: String
    public var address: String
}

/// Reads what Chisel's `presponder 0x…` prints (each next responder on a line, drawn with `|` marks as if it were a
/// hierarchy) or a `nextResponder` loop's output (one description a line) into the responders, in order. `(lldb)` and
/// `cy#` prompts, blank lines and an elision (`...`) are passed over.
public enum ResponderWalkReader {
    public static func responders(
        _ text: String, limit: Int = 10_000, maxNameBytes: Int = 1_000
    ) throws(PasteError)
        -> [PastedResponder]
    {
        var found: [PastedResponder] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let trimmed = String(rawLine).trimmed
            if trimmed.isEmpty || trimmed.hasPrefix("(lldb)") || trimmed.hasPrefix("cy#") {
                continue
            }
            let marks = trimmed.drop { $0 == "|" || $0 == " " || $0 == "\t" }
            if marks.isEmpty || marks.allSatisfy({ $0 == "." || $0 == "…" }) { continue }
            let scalars = Array(rawLine.unicodeScalars)
            let start = scalars.firstIndex { $0 == "<" }
            guard let start, let object = RecognizerReader.Reader.object(in: scalars[start...]),
                let address = object.address
            else {
                let column = (scalars.firstIndex { !RecognizerReader.Reader.isSpace($0) } ?? 0) + 1
                throw PasteError(
                    paste: .responderChain, line: line, column: column, expected: .responderLine,
                    found: String(trimmed.prefix(40)))
            }
            guard object.className.utf8.count <= maxNameBytes else {
                throw PasteError(
                    paste: .responderChain, line: line, column: start + 2, expected: .classNameWithin(maxNameBytes),
                    found: String(object.className.prefix(40)))
            }
            guard found.count < limit else {
                throw PasteError(
                    paste: .responderChain, line: line, column: start + 1, expected: .atMost(limit),
                    found: String(trimmed.prefix(40)))
            }
            found.append(PastedResponder(line: line, className: object.className, address: address))
        }
        guard !found.isEmpty else {
            throw PasteError(paste: .responderChain, line: 1, column: 1, expected: .responderLine, found: "")
        }
        return found
    }
}
