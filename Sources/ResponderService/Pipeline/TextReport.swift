import ResponderCore
import ResponderModel
import ResponderWords

/// A plain-text rendering of an answer for people reading a terminal (`?format=text`): the summary, the path
/// and the diagnostics of each event, and a chain as a numbered list of links. Its own words (labels, the audit's
/// count line) are in the answer's language (``TextReportWords``), as the sentences from the catalogue are.
///
/// Every line goes through a ``TextSink``, which shows control characters escaped (an id holding `ESC[2J` must not
/// clear the terminal of whoever runs curl) and stops at the answer-size limit, so a text answer never takes more
/// memory than a JSON one may.
public enum TextReport {
    /// Renders a dispatch answer.
    public static func render(_ response: DispatchResponse, in language: Language = .english) -> String {
        text { sink in
            writeHeader(response, to: &sink)
            for result in response.results { write(result, in: language, to: &sink) }
        }
    }

    /// The title line of a dispatch answer (empty without a title).
    public static func header(_ response: DispatchResponse) -> String { text { writeHeader(response, to: &$0) } }

    /// Writes the title line of a dispatch answer (nothing without a title).
    public static func writeHeader(_ response: DispatchResponse, to sink: inout TextSink) {
        if let title = response.title { sink.line("\(title) [\(response.profile)]") }
    }

    /// One event of a dispatch answer: a blank line, then its outcome, summary, path and diagnostics.
    public static func render(_ result: EventResultJSON, in language: Language = .english) -> String {
        text { write(result, in: language, to: &$0) }
    }

    /// Writes one event of a dispatch answer, its labels in `language`.
    public static func write(_ result: EventResultJSON, in language: Language, to sink: inout TextSink) {
        func say(_ phrase: TextPhrase) -> String { TextReportWords.text(phrase, in: language) }
        sink.line("")
        sink.line(say(.event(index: result.index, type: result.type, outcome: result.outcome)))
        sink.line("  \(result.summary.text)")
        if let aim = result.aim { sink.line("  " + say(.aim(aim.reason))) }
        sink.line("  " + say(.pathHeading))
        for step in result.path {
            let who = step.responder.map { describe($0, in: language) } ?? say(.endOfChain)
            sink.line("    \(pad(step.outcome, 19)) \(pad(step.method, 26)) \(who)")
        }
        if result.diagnostics.isEmpty {
            sink.line("  " + say(.noDiagnostics))
        } else {
            sink.line("  " + say(.diagnosticsHeading))
            for diagnostic in result.diagnostics {
                sink.line("    [\(diagnostic.severity)] \(diagnostic.code): \(diagnostic.message)")
                sink.line("      " + say(.hint(diagnostic.hint)))
                writeFix(diagnostic.fix, diagnostic.noFix, indent: "      ", in: language, to: &sink)
            }
        }
    }

    /// Renders a chain answer.
    public static func render(_ response: ChainResponse, in language: Language = .english) -> String {
        text { write(response, in: language, to: &$0) }
    }

    /// A chain answer's text, or nil when it needs more than `limit` bytes.
    public static func bytes(of response: ChainResponse, in language: Language = .english, limit: Int) -> [UInt8]? {
        bytes(limit: limit) { write(response, in: language, to: &$0) }
    }

    private static func write(_ response: ChainResponse, in language: Language, to sink: inout TextSink) {
        func say(_ phrase: TextPhrase) -> String { TextReportWords.text(phrase, in: language) }
        sink.line(say(.chainFrom(describe(response.from, in: language), profile: response.profile)))
        for (index, link) in response.links.enumerated() where !sink.overflowed {
            let rule = link.rule.map { "  --\($0)-->" } ?? ""
            let name = describe(link.responder, in: language)
            sink.line("  \(pad(String(index + 1), 3)) \(pad(name, 56))\(rule)".trimmingTrailingSpaces)
        }
        sink.line("  " + say(.chainEnd(reason: response.end.reason, explanation: response.end.explanation)))
        for diagnostic in response.diagnostics {
            sink.line("  [\(diagnostic.severity)] \(diagnostic.code): \(diagnostic.message)")
        }
    }

    /// Renders an audit answer: a count line, then each finding with its hint and witness (its message and hint as
    /// the catalogue worded them for the answer, ``App/wording(of:)-(AuditFinding)``).
    public static func render(_ response: AuditResponse, in language: Language = .english) -> String {
        text { write(response, in: language, to: &$0) }
    }

    /// An audit answer's text, or nil when it needs more than `limit` bytes.
    public static func bytes(of response: AuditResponse, in language: Language = .english, limit: Int) -> [UInt8]? {
        bytes(limit: limit) { write(response, in: language, to: &$0) }
    }

    /// What `write` writes, without a limit.
    private static func text(_ write: (inout TextSink) -> Void) -> String {
        var sink = TextSink()
        write(&sink)
        return sink.text
    }

    /// What `write` writes, or nil when it needs more than `limit` bytes (the sink stops there).
    private static func bytes(limit: Int, _ write: (inout TextSink) -> Void) -> [UInt8]? {
        var sink = TextSink(limit: limit)
        write(&sink)
        return sink.overflowed ? nil : sink.bytes
    }

    private static func write(_ response: AuditResponse, in language: Language, to sink: inout TextSink) {
        func say(_ phrase: TextPhrase) -> String { TextReportWords.text(phrase, in: language) }
        let summary = response.summary
        if let title = response.title { sink.line("\(title) [\(response.profile)]") }
        sink.line(
            say(
                .auditCounts(
                    errors: summary.errors, warnings: summary.warnings, infos: summary.infos,
                    views: summary.viewsSampled, points: summary.pointsHitTested)))
        for finding in response.findings where !sink.overflowed {
            sink.line("")
            sink.line("[\(finding.severity)] \(finding.code): \(finding.message)")
            sink.line("  " + say(.hint(finding.hint)))
            sink.line("  " + say(.witness(describe(finding.witness, in: language))))
            writeFix(finding.fix, finding.noFix, indent: "  ", in: language, to: &sink)
        }
    }

    /// A diagnostic's or a finding's fix, under its hint: what trying it showed, then its Swift; or why there is
    /// none.
    private static func writeFix(
        _ fix: FixJSON?, _ noFix: NoFixJSON?, indent: String, in language: Language, to sink: inout TextSink
    ) {
        func say(_ phrase: TextPhrase) -> String { TextReportWords.text(phrase, in: language) }
        if let fix {
            let verified = fix.verified
            sink.line(indent + say(.fixVerified(outcome: verified.outcome, remaining: verified.remaining)))
            for line in fix.swift.split(separator: "\n", omittingEmptySubsequences: false) {
                sink.line(indent + "  " + line)
            }
        } else if let noFix {
            sink.line(indent + say(.noFix(noFix.message)))
        }
    }

    /// A witness in one line: its event, and what the answer shows.
    private static func describe(_ witness: WitnessJSON, in language: Language) -> String {
        func say(_ part: WitnessPart) -> String { TextReportWords.text(.witnessPart(part), in: language) }
        let event = witness.event
        var text = event.type
        if let point = event.point { text += say(.point("(\(number(point.x)), \(number(point.y)))")) }
        if let path = event.path, let from = path.first, let to = path.last {
            text += say(
                .path(
                    from: "(\(number(from.x)), \(number(from.y)))", to: "(\(number(to.x)), \(number(to.y)))",
                    held: event.gesture == TouchGesture.longPress.rawValue))
        }
        if let responder = event.responder { text += say(.responder(responder)) }
        if let action = event.action { text += say(.action(action)) }
        if let target = event.target { text += say(.target(target)) }
        if let sender = event.sender { text += say(.sender(sender)) }
        if let walkFrom = event.walkFrom { text += say(.walkFrom(walkFrom)) }
        if let subtype = event.subtype { text += " (\(subtype))" }
        if let key = event.key { text += say(.keys(((event.modifiers ?? []) + [key]).joined(separator: "+"))) }
        if let pressedView = event.pressedView { text += say(.pressedView(pressedView)) }
        if let diagnostic = witness.shows.diagnostic { text += say(.shows(diagnostic)) }
        if let responder = witness.shows.neverReaches { text += say(.neverReaches(describe(responder, in: language))) }
        return text
    }

    /// A coordinate without a trailing `.0`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Renders a problem, in its language (``Problem/language``).
    public static func render(_ problem: Problem) -> String {
        func say(_ phrase: TextPhrase) -> String { TextReportWords.text(phrase, in: problem.language) }
        return text { sink in
            sink.line("\(problem.status) \(problem.title): \(problem.detail)")
            for field in problem.problems where !field.pointer.isEmpty || problem.problems.count > 1 {
                sink.line(say(.field(pointer: field.pointer, message: field.message)))
            }
            if let omitted = problem.omitted, let total = problem.total {
                sink.line(say(.leftOut(omitted: omitted, total: total)))
            }
        }
    }

    private static func describe(_ ref: ResponderRefJSON, in language: Language) -> String {
        let plain = ref.className == ref.id ? ref.className : "\(ref.className) '\(ref.id)'"
        let name = ref.isPrivate == true ? TextReportWords.text(.privateName(plain), in: language) : plain
        guard let title = ref.title else { return name }
        return TextReportWords.text(.titledName(name, title: title), in: language)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

/// The lines of a text answer, with control characters shown escaped and a size limit.
///
/// A request's names reach a terminal through the text answers, and a terminal obeys what it is sent: ESC starts a
/// command (clear the screen, set the window title), a C1 character does too on some terminals, and a bidi override
/// shows text in another order than it is. So every character of a line that is a C0 or C1 control, DEL, or a bidi
/// control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) is written as its escape, `\u{1B}`; only the sink
/// ends lines. Past ``limit`` bytes a line is dropped and ``overflowed`` set.
public struct TextSink: Sendable {
    /// The text written.
    public private(set) var bytes: [UInt8] = []
    /// The most bytes the sink holds.
    public let limit: Int
    /// Whether a line was dropped at the limit (what the sink holds is then no answer).
    public private(set) var overflowed = false

    public init(limit: Int = .max) {
        self.limit = limit
    }

    /// The text written, as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes a line and its line break.
    public mutating func line(_ text: String) {
        guard !overflowed else { return }
        // Most lines are printable ASCII; only the others are looked at character by character.
        let visible = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? text : Self.escaped(text)
        let needed = bytes.count + visible.utf8.count + 1
        guard needed <= limit else {
            overflowed = true
            return
        }
        // Grown by doubling, but never past the limit (an array's own doubling could take twice it).
        if needed > bytes.capacity { bytes.reserveCapacity(min(max(bytes.capacity * 2, needed), limit)) }
        bytes += visible.utf8
        bytes.append(0x0A)
    }

    /// Whether a character must not reach a terminal as it is.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `text` with each control character written as `\u{…}` (hexadecimal, upper case).
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
