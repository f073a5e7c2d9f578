/// A plain-text rendering of an answer for people reading a terminal (`?format=text`): the summary, the path
/// and the diagnostics of each event, and a chain as a numbered list of links.
public enum TextReport {
    /// Renders a dispatch answer.
    public static func render(_ response: DispatchResponse) -> String {
        response.results.reduce(header(response)) { $0 + render($1) }
    }

    /// The title line of a dispatch answer (empty without a title).
    public static func header(_ response: DispatchResponse) -> String {
        response.title.map { "\($0) [\(response.profile)]\n" } ?? ""
    }

    /// One event of a dispatch answer: a blank line, then its outcome, summary, path and diagnostics.
    public static func render(_ result: EventResultJSON) -> String {
        var lines = ["", "event \(result.index) (\(result.type)): \(result.outcome)", "  \(result.summary)", "  path:"]
        for step in result.path {
            let who = step.responder.map(describe) ?? "(end of chain)"
            lines.append("    \(pad(step.outcome, 19)) \(pad(step.method, 26)) \(who)")
        }
        if result.diagnostics.isEmpty {
            lines.append("  diagnostics: none")
        } else {
            lines.append("  diagnostics:")
            for diagnostic in result.diagnostics {
                lines.append("    [\(diagnostic.severity)] \(diagnostic.code): \(diagnostic.message)")
                lines.append("      hint: \(diagnostic.hint)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Renders a chain answer.
    public static func render(_ response: ChainResponse) -> String {
        var lines = ["chain from \(describe(response.from)) [\(response.profile)]"]
        for (index, link) in response.links.enumerated() {
            let rule = link.rule.map { "  --\($0)-->" } ?? ""
            lines.append(
                "  \(pad(String(index + 1), 3)) \(pad(describe(link.responder), 56))\(rule)".trimmingTrailingSpaces)
        }
        lines.append("  end: \(response.end.reason): \(response.end.explanation)")
        for diagnostic in response.diagnostics {
            lines.append("  [\(diagnostic.severity)] \(diagnostic.code): \(diagnostic.message)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Renders an audit answer: a count line, then each finding with its hint and witness.
    public static func render(_ response: AuditResponse) -> String {
        let summary = response.summary
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var lines = [
            (response.title.map { "\($0) [\(response.profile)]\n" } ?? "")
                + "audit: \(count(summary.errors, "error")), \(count(summary.warnings, "warning")), "
                + "\(count(summary.infos, "info")) (\(count(summary.viewsSampled, "view")) sampled, "
                + "\(count(summary.pointsHitTested, "point")) hit-tested)"
        ]
        for finding in response.findings {
            lines.append("")
            lines.append("[\(finding.severity)] \(finding.code): \(finding.message)")
            lines.append("  hint: \(finding.hint)")
            lines.append("  witness: \(describe(finding.witness))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A witness in one line: its event, and what the answer shows.
    private static func describe(_ witness: WitnessJSON) -> String {
        let event = witness.request.event
        var text = event.type
        if let point = event.point { text += " at (\(number(point.x)), \(number(point.y)))" }
        if let responder = event.responder { text += " \(responder)" }
        if let action = event.action { text += " \(action)" }
        if let target = event.target { text += " to \(target)" }
        if let sender = event.sender { text += " from \(sender)" }
        if let walkFrom = event.walkFrom { text += " walking from \(walkFrom)" }
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
        var lines = ["\(problem.status) \(problem.title): \(problem.detail)"]
        for field in problem.problems where !field.pointer.isEmpty || problem.problems.count > 1 {
            lines.append("  at \(field.pointer.isEmpty ? "(top level)" : field.pointer): \(field.message)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ ref: ResponderRefJSON) -> String {
        let name = ref.className == ref.id ? ref.className : "\(ref.className) '\(ref.id)'"
        return ref.isPrivate == true ? "\(name) (private)" : name
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
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
