import ResponderCore

/// Every word the text report (`?format=text`) writes of its own, as facts: its labels, the audit's count line, a
/// witness's line and a problem's field lines. The sentences inside (summaries, messages, hints, explanations) come
/// worded from the catalogue; names, ids, codes, outcomes, pointers and selectors are the same in every language.
///
/// The report never writes a word itself: it asks ``TextReportWords/text(_:in:)`` for a phrase, and each language
/// words every phrase in one exhaustive switch (`TextReportWords+Japanese.swift` and the others), so a language
/// cannot miss one without failing to compile.
public enum TextPhrase: Sendable {
    /// An event's first line: its index, its type and its outcome (codes).
    case event(index: Int, type: String, outcome: String)
    /// Where an aimed touch went, and why.
    case aim(String)
    /// The heading of the path's steps.
    case pathHeading
    /// A path step without a responder.
    case endOfChain
    /// An event without diagnostics.
    case noDiagnostics
    /// The heading of an event's diagnostics.
    case diagnosticsHeading
    /// A diagnostic's or a finding's hint.
    case hint(String)
    /// A chain answer's first line: the responder it starts from and the profile.
    case chainFrom(String, profile: String)
    /// A chain's end: its reason (a code) and its explanation.
    case chainEnd(reason: String, explanation: String)
    /// An audit's count line.
    case auditCounts(errors: Int, warnings: Int, infos: Int, views: Int, points: Int)
    /// A finding's witness, described in one line.
    case witness(String)
    /// One part of a witness's line, after the event's type.
    case witnessPart(WitnessPart)
    /// A responder the app marks private.
    case privateName(String)
    /// A problem's field line: where, and what is wrong there (`pointer` "" is the top level).
    case field(pointer: String, message: String)
    /// How many of a problem's fields are left out.
    case leftOut(omitted: Int, total: Int)
}

/// The parts of a witness's line, each naming what the witness event carries.
public enum WitnessPart: Sendable {
    /// `(x, y)`.
    case point(String)
    case responder(String)
    case action(String)
    case target(String)
    case sender(String)
    case walkFrom(String)
    /// A key command's keys, `command+k`.
    case keys(String)
    case pressedView(String)
    /// The diagnostic's code the witness shows.
    case shows(String)
    /// The responder the witness shows is never reached.
    case neverReaches(String)
}

public enum TextReportWords {
    /// A phrase in `language`.
    public static func text(_ phrase: TextPhrase, in language: Language) -> String {
        switch language {
        case .english: english(phrase)
        case .japanese: japanese(phrase)
        case .simplifiedChinese: chinese(phrase)
        case .korean: korean(phrase)
        }
    }

    /// A phrase in English: the report's first words, byte for byte.
    static func english(_ phrase: TextPhrase) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        switch phrase {
        case .event(let index, let type, let outcome): return "event \(index) (\(type)): \(outcome)"
        case .aim(let reason): return "aim: \(reason)"
        case .pathHeading: return "path:"
        case .endOfChain: return "(end of chain)"
        case .noDiagnostics: return "diagnostics: none"
        case .diagnosticsHeading: return "diagnostics:"
        case .hint(let hint): return "hint: \(hint)"
        case .chainFrom(let name, let profile): return "chain from \(name) [\(profile)]"
        case .chainEnd(let reason, let explanation): return "end: \(reason): \(explanation)"
        case .auditCounts(let errors, let warnings, let infos, let views, let points):
            return "audit: \(count(errors, "error")), \(count(warnings, "warning")), \(count(infos, "info")) "
                + "(\(count(views, "view")) sampled, \(count(points, "point")) hit-tested)"
        case .witness(let line): return "witness: \(line)"
        case .witnessPart(let part):
            switch part {
            case .point(let point): return " at \(point)"
            case .responder(let name), .action(let name): return " \(name)"
            case .target(let name): return " to \(name)"
            case .sender(let name): return " from \(name)"
            case .walkFrom(let name): return " walking from \(name)"
            case .keys(let keys): return " of \(keys)"
            case .pressedView(let name): return " on \(name)"
            case .shows(let code): return " shows \(code)"
            case .neverReaches(let name): return " never reaches \(name)"
            }
        case .privateName(let name): return "\(name) (private)"
        case .field(let pointer, let message): return "  at \(pointer.isEmpty ? "(top level)" : pointer): \(message)"
        case .leftOut(let omitted, let total): return "  (\(omitted) of \(total) problems left out)"
        }
    }
}
