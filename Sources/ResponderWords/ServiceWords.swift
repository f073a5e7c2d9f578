import ResponderCore
import ResponderImport

/// What the service refuses of a request as a whole, as facts: one case per sentence, with the values it names.
/// English here; each other language words every case in a switch of its own (`ServiceWords+Japanese.swift`,
/// `+Chinese`, `+Korean`). Paths, headers, query parameters and values, field names, debugger commands and the text
/// of a dump are the same in every language.
public enum ServiceWords: Sendable, Equatable {
    // MARK: Debugger output (POST /v1/import)

    /// The dumps have more lines than the steps one request may take (detail).
    case dumpLinesOverBudget(limit: Int)
    /// The dumps have more lines than the steps one request may take (field).
    case tooManyLinesHere
    /// A line of a dump the reader cannot read (detail): where, what it expected there and what it found.
    case unreadableDump(DumpKind, line: Int, column: Int, expected: DumpError.Expected, found: String)
    /// A line of a dump the reader cannot read (field).
    case unreadableDumpHere(line: Int, column: Int, expected: DumpError.Expected, found: String)
    /// A dump with more lines and entries than one answer accounts for (detail).
    case dumpTooLong(DumpKind, limit: Int)
    /// A dump with more lines and entries than one answer accounts for (field): the line it stopped at.
    case dumpTooLongHere(line: Int, limit: Int)
    /// A dump with no entry at all (detail).
    case noEntry(DumpKind)
    /// A dump with no entry at all (field).
    case noEntryHere
    /// The dumps have more entries than an app description may have responders (detail).
    case tooManyEntries(limit: Int, responders: Int)
    /// The dumps have more entries than an app description may have responders (field).
    case tooManyEntriesHere(line: Int, limit: Int)
    /// A view or controller nested deeper than an app description may nest (detail): `jsonLevels` is the JSON
    /// nesting limit, two levels for each of the dump's.
    case nestedTooDeep(DumpKind, line: Int, limit: Int, jsonLevels: Int)
    /// A view or controller nested deeper than an app description may nest (field).
    case nestedTooDeepHere(line: Int, limit: Int)

    // MARK: Budgets and limits

    /// Evaluating the events ran out of the work budget's steps at an event (detail).
    case eventsOverSteps(limit: Int, at: String)
    /// Evaluating the events ran out of the work budget's steps here (field).
    case stepsRanOutHere(limit: Int)
    /// The answer would hold more entries than its budget (detail), by an event.
    case eventsOverEntries(limit: Int, at: String)
    /// The answer's budget of entries ran out here (field).
    case entriesRanOutHere(limit: Int)
    /// A dispatch answer grew past the answer-size limit while it was written (detail), at an event.
    case answerGrewTooLarge(limit: Int, at: String)
    /// A dispatch answer grew past the answer-size limit with this event (field).
    case answerGrewTooLargeHere(limit: Int)
    /// An answer that would be larger than the answer-size limit (detail), and how to ask for a smaller one.
    case answerTooLarge(Answer, limit: Int, advice: Advice)
    /// An answer that would be larger than the answer-size limit (field).
    case answerTooLargeHere(Answer)
    /// A chain with more links than the service answers (detail): the responder it starts from.
    case chainTooLong(from: String, links: Int, limit: Int)
    /// A chain with more links than the service answers (field).
    case chainTooLongHere(limit: Int)
    /// The layout of every window and view ran out of the work budget (detail): the budget that ran out.
    case layoutOverBudget(limit: Int, resource: WorkBudget.Resource)
    /// The layout of every window and view ran out of the work budget (field).
    case layoutOverBudgetHere
    /// Auditing the app would take more steps or entries than the work budget (detail).
    case auditOverBudget(limit: Int, resource: WorkBudget.Resource)
    /// The audit ran out of the work budget (field).
    case auditOverBudgetHere

    // MARK: The query's options

    /// `event=` names an event the request does not have (detail): `count` events, 0 to `count - 1`.
    case eventOutOfRange(index: Int, count: Int)
    /// `event=` names an event the request does not have (field).
    case eventOutOfRangeHere(count: Int)
    /// A format or `include` part `POST /v1/import` does not answer (detail).
    case importAnswersJSON
    /// A format or `include` part `POST /v1/audit` does not answer (detail): the parameter and its value.
    case auditAnswersJSONOrText(parameter: String, given: String)
    /// A query parameter the endpoint does not take (field): the endpoint's path.
    case notAvailableHere(parameter: String, endpoint: String)
    /// `include=svg` with `format=text` or `format=svg` (detail): the format's value.
    case svgNeedsJSON(format: String)
    /// `include=svg` with a format that is not JSON (field).
    case svgNeedsJSONHere

    // MARK: The request's headers

    /// A header that a request may have once, given more than once (detail): its name.
    case duplicateHeader(String)
    /// A header that a request may have once, given more than once (field).
    case duplicateHeaderHere(String)

    /// The answer an answer-size refusal names.
    public enum Answer: Sendable, Equatable, CaseIterable {
        /// A JSON or text answer.
        case answer
        /// A diagram (`format=svg`, or `include=svg`'s).
        case diagram
        /// A JSON answer with its diagram (`include=svg`).
        case answerWithDiagram

        /// "answer", "diagram", "answer with its diagram".
        public var english: String {
            switch self {
            case .answer: return "answer"
            case .diagram: return "diagram"
            case .answerWithDiagram: return "answer with its diagram"
            }
        }
    }

    /// How to ask for an answer that is smaller, after an answer-size refusal.
    public enum Advice: Sendable, Equatable, CaseIterable {
        /// For `POST /v1/import`.
        case importSmallerDump
        /// For `POST /v1/chain`.
        case chainNearerApplication
        /// For a diagram.
        case drawSmallerHierarchy
        /// For an answer with its diagram (`include=svg`).
        case diagramOnItsOwn
        /// For an audit's answer whose witnesses repeat the app (`witness=full`, JSON).
        case auditWithWitnessEvent
        /// For an audit's answer otherwise.
        case auditSmallerHierarchy

        /// The advice in English, as the end of a sentence.
        public var english: String {
            switch self {
            case .importSmallerDump: return "import a smaller dump"
            case .chainNearerApplication: return "ask for the chain from a responder nearer the application"
            case .drawSmallerHierarchy: return "draw a smaller hierarchy"
            case .diagramOnItsOwn:
                return "ask for the diagram on its own (format=svg) and the answer without include=svg"
            case .auditWithWitnessEvent:
                return
                    "ask with witness=event, so that the answer does not repeat the app, or audit a smaller hierarchy"
            case .auditSmallerHierarchy: return "audit a smaller hierarchy"
            }
        }
    }

    /// The words in English, byte for byte what the service answered before they were facts.
    public var english: String {
        switch self {
        case .dumpLinesOverBudget(let limit):
            return
                "The dumps have more lines and text than the \(limit) steps one request may take (a step a line, and "
                + "one per 64 bytes)."
        case .tooManyLinesHere: return "too many lines"
        case .unreadableDump(let dump, let line, let column, let expected, let found):
            return "The \(dump.rawValue) text cannot be read at "
                + Self.unreadableDumpHere(line: line, column: column, expected: expected, found: found).english
                + ". Paste what \(Self.command(dump)) prints, as it printed it."
        case .unreadableDumpHere(let line, let column, let expected, let found):
            return "line \(line), column \(column): expected \(expected.english), found '\(found)'"
        case .dumpTooLong(let dump, let limit):
            return "The \(dump.rawValue) text has more than \(limit) lines and entries, more than one answer "
                + "accounts for; import the dump of a smaller part of the window."
        case .dumpTooLongHere(let line, let limit): return "line \(line): more than \(limit) lines and entries"
        case .noEntry(let dump):
            return "The \(dump.rawValue) text holds no \(dump == .recursiveDescription ? "view" : "controller"): "
                + "paste what \(Self.command(dump)) prints."
        case .noEntryHere: return "no entry in the text"
        case .tooManyEntries(let limit, let responders):
            return "The dumps have more than \(limit) entries, more than one app description may have "
                + "(\(responders) responders)."
        case .tooManyEntriesHere(let line, let limit): return "line \(line): more than \(limit) entries"
        case .nestedTooDeep(let dump, let line, let limit, let levels):
            return "A \(dump == .recursiveDescription ? "view" : "controller") at line \(line) is nested more than "
                + "\(limit) levels deep; an app description nests at most \(levels) levels of JSON, two a level."
        case .nestedTooDeepHere(let line, let limit): return "line \(line): nested more than \(limit) levels"
        case .eventsOverSteps(let limit, let pointer):
            return "Evaluating the events took more than \(limit) steps (views asked by hit-testing and "
                + "the unreachable-view scan, responders walked along chains) and stopped at \(pointer). Send fewer "
                + "events or touches, a smaller hierarchy, or set settings.diagnoseUnreachable to false."
        case .stepsRanOutHere(let limit): return "the work budget of \(limit) steps ran out here"
        case .eventsOverEntries(let limit, let pointer):
            return "The answer would hold more than \(limit) entries (hit-test trace steps, path steps, "
                + "walk steps, chain links, diagnostics) by \(pointer). Send fewer events or touches, a smaller "
                + "hierarchy, or keep the summarised hit-test trace (leave out trace=full)."
        case .entriesRanOutHere(let limit): return "the answer's budget of \(limit) entries ran out here"
        case .answerGrewTooLarge(let limit, let pointer):
            return "The answer grew past \(limit) bytes while it was written (at \(pointer)). Ask for "
                + "fields=essentials or format=text, or send fewer events."
        case .answerGrewTooLargeHere(let limit): return "the answer passed \(limit) bytes with this event"
        case .answerTooLarge(let answer, let limit, let advice):
            return "The \(answer.english) would be larger than the \(limit) bytes this service answers; "
                + advice.english + "."
        case .answerTooLargeHere(let answer): return "the \(answer.english) is too large"
        case .chainTooLong(let from, let links, let limit):
            return "The chain from '\(from)' has \(links) links, more than the \(limit) "
                + "this service answers; ask for the chain from a responder nearer the application."
        case .chainTooLongHere(let limit): return "the chain has more than \(limit) links"
        case .layoutOverBudget(let limit, let resource):
            return "The layout of every window and view would take more than the \(limit) "
                + "\(resource == .steps ? "steps" : "entries") one request may; leave out include=layout and "
                + "format=svg, or send a smaller hierarchy."
        case .layoutOverBudgetHere: return "the layout ran out of the work budget"
        case .auditOverBudget(let limit, let resource):
            return "Auditing the app (each interactive view's hit area is hit-tested point by point) took more than "
                + "the \(limit) \(resource == .steps ? "steps" : "entries") one request may; send a smaller hierarchy."
        case .auditOverBudgetHere: return "the audit ran out of the work budget"
        case .eventOutOfRange(let index, let count):
            return "The query parameter event is \(index), but the request has \(count) "
                + "event\(count == 1 ? "" : "s"); event takes 0 to \(count - 1)."
        case .eventOutOfRangeHere(let count): return "event must be between 0 and \(count - 1)"
        case .importAnswersJSON:
            return "POST /v1/import answers JSON: the app description, ready to POST to /v1/dispatch, /v1/chain or "
                + "/v1/audit (which draw and report it)."
        case .auditAnswersJSONOrText(let parameter, let given):
            return "POST /v1/audit answers JSON or text; \(parameter)=\(given) is for /v1/dispatch and /v1/chain "
                + "(POST a finding's witness to /v1/dispatch to draw it)."
        case .notAvailableHere(let parameter, let endpoint): return "\(parameter) is not available on \(endpoint)"
        case .svgNeedsJSON(let format):
            return "include=svg puts the diagram in a JSON answer, and format=\(format) answers "
                + (format == "svg" ? "the diagram alone" : "a plain-text report") + "; leave out one of them."
        case .svgNeedsJSONHere: return "include=svg needs format=json"
        case .duplicateHeader(let name):
            return "The request has more than one \(name) header; a proxy could read it otherwise than the "
                + "service, so it is refused and the connection closed."
        case .duplicateHeaderHere(let name): return "more than one \(name) header"
        }
    }

    /// The debugger command that prints a dump, as a developer types it, with the words around it in English.
    static func command(_ dump: DumpKind) -> String {
        switch dump {
        case .recursiveDescription:
            return "\(swiftRecursiveDescription) in Swift, or \(objectiveCRecursiveDescription) in Objective-C (on the "
                + "window for the whole screen)"
        case .printHierarchy: return printHierarchyCommand
        }
    }

    /// The command that prints the view controllers' hierarchy, the same in every language.
    static let printHierarchyCommand =
        "expr -l objc -O -- [[[UIApplication sharedApplication] keyWindow] rootViewController] _printHierarchy]"

    /// The command that prints a view's hierarchy in Swift, the same in every language.
    static let swiftRecursiveDescription = "po view.value(forKey: \"recursiveDescription\")!"

    /// The command that prints a view's hierarchy in Objective-C, the same in every language.
    static let objectiveCRecursiveDescription = "po [view recursiveDescription]"
}
