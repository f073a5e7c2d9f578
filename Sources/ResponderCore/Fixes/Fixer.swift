/// Tries the changes that may cure a diagnostic on copies of the app and evaluates the same events again, so that a
/// fix is given only once it is seen to work.
///
/// Every try starts from the app as it was before the first event and replays the events up to the one the
/// diagnostic is about, as a fresh evaluation of the changed request would. The tries share their own work budget
/// (``budget``): once it runs out, a fix says it was not verified; it is never guessed.
///
/// ```swift
/// var fixer = Fixer(app: app, settings: settings, events: events, budget: limits.budget)
/// let outcome = fixer.fix(diagnostic, at: 0)   // .fix(change, verified) or .none(reason)
/// ```
public struct Fixer: Sendable {
    /// The most changes tried for one diagnostic (the first that cures it is the fix; the others that do are its
    /// alternatives).
    public static let triesPerDiagnostic = 3

    let app: App
    let settings: DispatchSettings
    let events: [Event]
    /// What every try spends; shared by all the diagnostics of a request.
    public private(set) var budget: WorkBudget
    /// The last change tried and the app it made, kept for the next try of the same change.
    private var lastChanged: (change: FixChange, app: App)?

    public init(app: App, settings: DispatchSettings, events: [Event], budget: WorkBudget) {
        self.app = app
        self.settings = settings
        self.events = events
        self.budget = budget
    }

    /// The fix of a warning or an error of event `index`, whose answer had the errors `errorsBefore`: the first
    /// change that cures it, verified, and the others that do; or why there is none. `canWrite` says whether a
    /// change can be said to the client (a JSON Patch needs an object of the request to edit).
    public mutating func fix(
        _ diagnostic: Diagnostic, at index: Int, errorsBefore: Set<DiagnosticCode> = [],
        canWrite: (FixChange) -> Bool = { _ in true }
    ) -> FixOutcome {
        let candidates: [FixChange]
        switch app.fixCandidates(for: diagnostic.words) {
        case .failure(let reason): return .none(reason)
        case .success(let changes): candidates = changes
        }
        var cures: [Fix] = []
        let writable = candidates.filter(canWrite)
        if writable.isEmpty, !candidates.isEmpty { return .none(.notInRequest) }
        for change in writable.prefix(Self.triesPerDiagnostic) {
            guard let verified = try? verify(change, curing: diagnostic, at: index, errorsBefore: errorsBefore) else {
                if cures.isEmpty { return .none(.notVerified) }
                break
            }
            if verified.cured { cures.append(Fix(change: change, verified: verified)) }
        }
        guard var fix = cures.first else { return .none(.noSingleChange) }
        fix.alternatives = Array(cures.dropFirst())
        return .fix(fix)
    }

    /// The fix of an audit finding of severity warning or error (nil for an info): the fix of the diagnostic its
    /// witness's answer shows (the one its evidence names, about its responders), tried on the witness event.
    public mutating func fix(_ finding: AuditFinding, canWrite: (FixChange) -> Bool = { _ in true }) -> FixOutcome? {
        guard finding.severity != .info else { return nil }
        guard !budget.isExhausted else { return .none(.notVerified) }
        var dispatcher = Dispatcher(app: app, settings: settings)
        // The witness's answer is read for its diagnostics and dropped: its entries are given back.
        let witnessed = budget.discardingEntries { (budget) -> EventResult? in
            try? dispatcher.dispatch(finding.witness, within: &budget)
        }
        guard let result = witnessed else { return .none(.notVerified) }
        let serious = result.diagnostics.filter { $0.severity != .info }
        let shown: Diagnostic?
        switch finding.evidence {
        case .diagnostic(let code):
            let named = serious.filter { $0.code == code }
            shown = named.first { !Set($0.responders).isDisjoint(with: finding.responders) } ?? named.first
        case .neverReaches(let responder):
            shown = serious.first { $0.responders.contains(responder) }
        }
        guard let shown else { return .none(.noSingleChange) }
        if case .walk(.undescribed) = shown.words { return .none(.undescribed) }
        var witness = Fixer(app: app, settings: settings, events: [finding.witness], budget: budget)
        witness.lastChanged = lastChanged
        let errors = Set(result.diagnostics.filter { $0.severity == .error }.map(\.code))
        let outcome = witness.fix(shown, at: 0, errorsBefore: errors, canWrite: canWrite)
        budget = witness.budget
        lastChanged = witness.lastChanged
        return outcome
    }

    /// Evaluates events 0 through `index` again on a copy of the app with `change` made.
    mutating func verify(
        _ change: FixChange, curing diagnostic: Diagnostic, at index: Int, errorsBefore: Set<DiagnosticCode>
    ) throws(BudgetExceeded)
        -> FixVerification
    {
        // The copy is charged too, a step a responder: a request with many findings on a large app must not copy
        // it more often than its budget allows. Findings in a row that try the same change (every button under one
        // view with interaction off) share one copy.
        let changed: App
        if let last = lastChanged, last.change == change {
            changed = last.app
        } else {
            budget.spend(steps: app.count)
            if let resource = budget.exhausted {
                throw BudgetExceeded(
                    resource: resource, limit: resource == .steps ? budget.maxSteps : budget.maxEntries)
            }
            var copy = app
            copy.apply(change)
            changed = copy
            lastChanged = (change, copy)
        }
        var dispatcher = Dispatcher(app: changed, settings: settings)
        // Only the summary below is read: the chain and the notes on stand-in classes (info, never what a fix is
        // for) are not built. An info diagnostic asked about is looked for as the answer has it.
        dispatcher.keepsAnswerOnlyRecords = diagnostic.severity == .info
        // Only a summary of the events' answers is kept: their entries are given back once they are read.
        let result = try budget.discardingEntries { (budget) throws(BudgetExceeded) -> EventResult? in
            var result: EventResult?
            for event in events.prefix(index + 1) {
                result = try dispatcher.dispatch(event, within: &budget)
            }
            return result
        }
        guard let result else { throw BudgetExceeded(resource: .steps, limit: budget.maxSteps) }
        let serious = result.diagnostics.filter { $0.severity != .info }
        // Cured: nothing of its code is about its subject (the control, the covered view, the swallower) any more,
        // whoever else it names (a second overlay, another scroll view that delays too), and no new error.
        let subject = diagnostic.responders.first
        return FixVerification(
            outcome: result.outcome, hitView: result.touches.first?.trace.hitView, handler: result.handler,
            performed: result.actions.compactMap { action in action.performedBy.map { (action.action, $0) } },
            remaining: serious.map(\.code),
            cured: !result.diagnostics.contains { $0.code == diagnostic.code && $0.responders.first == subject }
                && !serious.contains { $0.severity == .error && !errorsBefore.contains($0.code) })
    }
}
