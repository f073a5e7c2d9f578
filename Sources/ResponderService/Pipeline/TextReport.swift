import ResponderModel

/// A plain-text rendering of an answer for people reading a terminal (`?format=text`): the summary, the path
/// and the diagnostics of each event, and a chain as a numbered list of links.
///
/// Every line goes through a ``TextSink``, which shows control characters escaped (an id holding `ESC[2J` must not
/// clear the terminal of whoever runs curl) and stops at the answer-size limit, so a text answer never takes more
/// memory than a JSON one may.
public enum TextReport {
    /// Renders a dispatch answer.
    public static func render(_ response: DispatchResponse) -> String {
        text { sink in
            writeHeader(response, to: &sink)
            for result in response.results { write(result, to: &sink) }
        }
    }

    /// The title line of a dispatch answer (empty without a title).
    public static func header(_ response: DispatchResponse) -> String { text { writeHeader(response, to: &$0) } }

    /// Writes the title line of a dispatch answer (nothing without a title).
    public static func writeHeader(_ response: DispatchResponse, to sink: inout TextSink) {
        if let title = response.title { sink.line("\(title) [\(response.profile)]") }
    }

    /// One event of a dispatch answer: a blank line, then its outcome, summary, path and diagnostics.
    public static func render(_ result: EventResultJSON) -> String { text { write(result, to: &$0) } }

    /// Writes one event of a dispatch answer.
    public static func write(_ result: EventResultJSON, to sink: inout TextSink) {
        sink.line("")
        sink.line("event \(result.index) (\(result.type)): \(result.outcome)")
        sink.line("  \(result.summary)")
        if let aim = result.aim { sink.line("  aim: \(aim.reason)") }
        sink.line("  path:")
        for step in result.path {
            let who = step.responder.map(describe) ?? "(end of chain)"
            sink.line("    \(pad(step.outcome, 19)) \(pad(step.method, 26)) \(who)")
        }
        if result.diagnostics.isEmpty {
            sink.line("  diagnostics: none")
        } else {
            sink.line("  diagnostics:")
            for diagnostic in result.diagnostics {
                sink.line("    [\(diagnostic.severity)] \(diagnostic.code): \(diagnostic.message)")
                sink.line("      hint: \(diagnostic.hint)")
            }
        }
    }

    /// Renders a chain answer.
    public static func render(_ response: ChainResponse) -> String { text { write(response, to: &$0) } }

    /// A chain answer's text, or nil when it needs more than `limit` bytes.
    public static func bytes(of response: ChainResponse, limit: Int) -> [UInt8]? {
        bytes(limit: limit) { write(response, to: &$0) }
    }

    private static func write(_ response: ChainResponse, to sink: inout TextSink) {
        sink.line("chain from \(describe(response.from)) [\(response.profile)]")
        for (index, link) in response.links.enumerated() where !sink.overflowed {
            let rule = link.rule.map { "  --\($0)-->" } ?? ""
            sink.line(
                "  \(pad(String(index + 1), 3)) \(pad(describe(link.responder), 56))\(rule)".trimmingTrailingSpaces)
        }
        sink.line("  end: \(response.end.reason): \(response.end.explanation)")
        for diagnostic in response.diagnostics {
            sink.line("  [\(diagnostic.severity)] \(diagnostic.code): \(diagnostic.message)")
        }
    }

    /// Renders an audit answer: a count line, then each finding with its hint and witness (its message and hint as
    /// the catalogue worded them for the answer, ``App/wording(of:)-(AuditFinding)``).
    public static func render(_ response: AuditResponse) -> String { text { write(response, to: &$0) } }

    /// An audit answer's text, or nil when it needs more than `limit` bytes.
    public static func bytes(of response: AuditResponse, limit: Int) -> [UInt8]? {
        bytes(limit: limit) { write(response, to: &$0) }
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

    private static func write(_ response: AuditResponse, to sink: inout TextSink) {
        let summary = response.summary
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        if let title = response.title { sink.line("\(title) [\(response.profile)]") }
        sink.line(
            "audit: \(count(summary.errors, "error")), \(count(summary.warnings, "warning")), "
                + "\(count(summary.infos, "info")) (\(count(summary.viewsSampled, "view")) sampled, "
                + "\(count(summary.pointsHitTested, "point")) hit-tested)")
        for finding in response.findings where !sink.overflowed {
            sink.line("")
            sink.line("[\(finding.severity)] \(finding.code): \(finding.message)")
            sink.line("  hint: \(finding.hint)")
            sink.line("  witness: \(describe(finding.witness))")
        }
    }

    /// A witness in one line: its event, and what the answer shows.
    private static func describe(_ witness: WitnessJSON) -> String {
        let event = witness.event
        var text = event.type
        if let point = event.point { text += " at (\(number(point.x)), \(number(point.y)))" }
        if let responder = event.responder { text += " \(responder)" }
        if let action = event.action { text += " \(action)" }
        if let target = event.target { text += " to \(target)" }
        if let sender = event.sender { text += " from \(sender)" }
        if let walkFrom = event.walkFrom { text += " walking from \(walkFrom)" }
        if let subtype = event.subtype { text += " (\(subtype))" }
        if let key = event.key {
            text += " of " + ((event.modifiers ?? []) + [key]).joined(separator: "+")
        }
        if let pressedView = event.pressedView { text += " on \(pressedView)" }
        if let diagnostic = witness.shows.diagnostic { text += " shows \(diagnostic)" }
        if let responder = witness.shows.neverReaches { text += " never reaches \(describe(responder))" }
        return text
    }

    /// A coordinate without a trailing `.0`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Renders a problem.
    public static func render(_ problem: Problem) -> String {
        text { sink in
            sink.line("\(problem.status) \(problem.title): \(problem.detail)")
            for field in problem.problems where !field.pointer.isEmpty || problem.problems.count > 1 {
                sink.line("  at \(field.pointer.isEmpty ? "(top level)" : field.pointer): \(field.message)")
            }
            if let omitted = problem.omitted, let total = problem.total {
                sink.line("  (\(omitted) of \(total) problems left out)")
            }
        }
    }

    private static func describe(_ ref: ResponderRefJSON) -> String {
        let name = ref.className == ref.id ? ref.className : "\(ref.className) '\(ref.id)'"
        return ref.isPrivate == true ? "\(name) (private)" : name
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
