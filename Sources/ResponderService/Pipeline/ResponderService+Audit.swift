import ResponderCore
import ResponderModel

extension ResponderService {
    /// Whether an audit's answer repeats the app for its witnesses.
    public enum WitnessForm: String, Sendable, CaseIterable {
        /// The answer's `witnessBase` holds the app as it was sent (once), its profile and settings: with a
        /// witness's event put in it, it is the `/v1/dispatch` body that shows the finding.
        case full
        /// `witnessBase` holds only the profile and settings, for large apps: put the app you sent beside them.
        case event
    }

    /// Audits a `POST /v1/audit` body and writes its answer (JSON, indented JSON or text).
    ///
    /// - Throws: A ``Problem``: 400, 413 or 422 for the input as for `/v1/dispatch` (an `event` is refused where it
    ///   stands); 413 `too-much-work` when the work budget or the answer-size limit runs out.
    public static func auditAnswer(
        body: [UInt8], limits: Limits = Limits(), options: AnswerOptions = AnswerOptions(),
        witness: WitnessForm = .full
    ) throws(Problem) -> [UInt8] {
        try auditReport(body: body, limits: limits, options: options, witness: witness).bytes
    }

    /// ``auditAnswer(body:limits:options:witness:)`` with the answer's summary, for a front end that acts on the
    /// counts (`responder-lab audit` exits 1 on errors and warnings).
    public static func auditReport(
        body: [UInt8], limits: Limits = Limits(), options: AnswerOptions = AnswerOptions(),
        witness: WitnessForm = .full
    ) throws(Problem) -> (summary: AuditSummaryJSON, bytes: [UInt8]) {
        let response = try audit(
            body: body, limits: limits, witness: witness, language: options.language, fixes: options.fixes)
        let bytes =
            options.text
            ? TextReport.bytes(of: response, in: options.language, limit: limits.maxAnswerBytes)
            : AnswerWriter.bytes(of: response, indented: options.pretty, limit: limits.maxAnswerBytes)
        guard let bytes else {
            throw answerTooLarge(
                limits: limits, at: "/app",
                advice: witness == .full && !options.text ? .auditWithWitnessEvent : .auditSmallerHierarchy)
        }
        return (response.summary, bytes)
    }

    /// Audits a `POST /v1/audit` body: every latent event-delivery bug in the app, each with its witness, and each
    /// warning and error with its verified fix (unless `fixes` is false).
    public static func audit(
        body: [UInt8], limits: Limits = Limits(), witness: WitnessForm = .full, language: Language = .english,
        fixes: Bool = true
    ) throws(Problem) -> AuditResponse {
        let request = try WireFormat.decode(AuditRequest.self, from: body, limits: limits)
        let settings = request.settings.core(request.profile)
        let (app, places) = try AppMapper.mapWithPlaces(
            request.app, settings: settings, limits: limits, places: fixes)
        var budget = limits.budget
        let report: AuditReport
        do {
            report = try Auditor(app: app, settings: settings).audit(within: &budget)
        } catch {
            throw Problem(
                .tooMuchWork, .service(.auditOverBudget(limit: error.limit, resource: error.resource)),
                problems: [Problem.Field(pointer: "/app", .service(.auditOverBudgetHere))],
                budget: error.resource.rawValue, limit: error.limit)
        }
        var outcomes: [FixOutcome?] = []
        if fixes {
            // The fixes spend a budget of their own, as large as the request's, shared by all the findings.
            var fixer = Fixer(app: app, settings: settings, events: [], budget: limits.budget)
            let encoder = ResultEncoder(app: app, profile: request.profile, language: language)
            outcomes = report.findings.map { finding in
                fixer.fix(finding, canWrite: { change in encoder.canWrite(change, places: places) })
            }
        }
        return AuditResponse(
            report: report, app: app, settings: settings, request: request, body: body, withApp: witness == .full,
            language: language, fixes: outcomes, places: places)
    }

    /// An audit body made from any request body: its title, description, profile, settings and app, without the
    /// event, events or `from` a dispatch or chain request has (for `responder-lab audit` on a saved request).
    public static func auditBody(fromRequest body: [UInt8]) -> [UInt8] {
        var members: [[UInt8]] = []
        for name in ["title", "description", "profile", "settings", "app"] {
            if let value = JSONReader.compactMember(name, of: body) {
                members.append(Array("\"\(name)\":".utf8) + value)
            }
        }
        guard !members.isEmpty else { return body }
        return [UInt8(ascii: "{")] + Array(members.joined(separator: [UInt8(ascii: ",")])) + [UInt8(ascii: "}")]
    }
}
