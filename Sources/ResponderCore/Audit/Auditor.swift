/// Finds the latent event-delivery bugs of a whole app without being told which event to try: every view built
/// for touches that no touch can reach, touches swallowed on their way up, actions that crash or go nowhere,
/// keyboards that never show. Each finding comes with a witness: an event that, dispatched against the same app,
/// shows the bug.
///
/// ```
///  App ──screenLayout──► every view's place, hit area and what blocks touches before it
///   │
///   ├─ reachability: each interactive view's hit area sampled on a grid at most 22 points apart (so no 44 × 44
///   │    region is missed), each sample hit-tested exactly as a touch is; the samples that miss say why:
///   │    drawn outside a superview, taken by a view in front, outside the window, blocked by an ancestor
///   └─ responders: touch overrides without super, tap recognizers over cells, explicit targets, nil-targeted
///        actions from every place they can start, overridden next, text inputs and keyboards
///   ▼
///  [AuditFinding] ── errors, warnings, infos, each in tree order ──► witness event per finding
/// ```
///
/// Hit-testing is the truth: reachability is decided by the same `hitTest(_:with:)` the dispatcher runs, never
/// by rectangle arithmetic that could disagree with it.
public struct Auditor: Sendable {
    /// The greatest distance between two neighbouring sample points (``HitAreaSampler/spacing``).
    public static let sampleSpacing = HitAreaSampler.spacing
    /// The most samples along one side of a hit area (``HitAreaSampler/maxPerSide``).
    public static let maxSamplesPerSide = HitAreaSampler.maxPerSide
    /// Apple's minimum tap target (Human Interface Guidelines), in points.
    public static let minimumTapTarget = 44.0

    public let app: App
    public let settings: DispatchSettings

    /// An auditor over an app, which it lays out first if that was not done.
    public init(app: App, settings: DispatchSettings = DispatchSettings()) {
        var app = app
        if !app.isFinalized { app.finalizeLayout(synthesizeWrappers: settings.synthesizeWrappers) }
        self.app = app
        self.settings = settings
    }

    /// Audits the app within a work budget: one step per view laid out, per view asked by each sample's
    /// hit-test, and per responder walked along a chain; one entry per finding and per responder it names (each
    /// finding becomes a message, a hint and a witness in the answer).
    ///
    /// - Throws: ``BudgetExceeded`` as soon as the budget runs out.
    public func audit(within budget: inout WorkBudget) throws(BudgetExceeded) -> AuditReport {
        var run = AuditRun(app: app, settings: settings, layout: try app.screenLayout(within: &budget))
        try run.checkReachability(&budget)
        try run.chargeFindings(from: 0, to: &budget)
        let found = run.findings.count
        try run.checkResponders(&budget)
        try run.chargeFindings(from: found, to: &budget)
        return run.report()
    }

    /// Audits the app with no budget.
    public func audit() -> AuditReport {
        var budget = WorkBudget.unlimited
        // An unlimited budget never runs out.
        return (try? audit(within: &budget)) ?? AuditReport(findings: [], viewsSampled: 0, pointsHitTested: 0)
    }
}

/// One audit's state: the layout, the findings so far, and where each view was reached.
struct AuditRun {
    let app: App
    let settings: DispatchSettings
    let layout: ScreenLayout
    var findings: [AuditFinding] = []
    /// A screen point whose touch reaches each view (its hit view is the view or inside it), once found.
    var reachedPoint: [Int: Point] = [:]
    /// The views the reachability pass already decided (sampled, or blocked before hit-testing asks them): a view
    /// among them without a ``reachedPoint`` is reached by no touch, and need not be hit-tested again.
    var settled: Set<Int> = []
    var viewsSampled = 0
    var pointsHitTested = 0
    /// The app with one dimming view hidden, for each dimming view a sampled view lies under: where a tap on it was
    /// meant to go.
    var undimmed: [Int: App] = [:]
    /// Each view's place in drawing order, for ordering findings.
    let treeOrder: [Int: Int]
    /// The subviews each sample's hit-test can reach, so a view with many subviews is not asked for every one.
    let index: HitTestIndex

    init(app: App, settings: DispatchSettings, layout: ScreenLayout) {
        self.app = app
        self.settings = settings
        self.layout = layout
        var order: [Int: Int] = [:]
        for window in layout.windows { order[window.window] = window.zOrder }
        for view in layout.views { order[view.view] = view.zOrder }
        treeOrder = order
        index = HitTestIndex(app: app)
    }

    /// The findings, errors first, then warnings and infos, each in tree order; findings of one code at one place
    /// come in the order the audit found them, which is the order the app describes them in.
    ///
    /// Findings tie on severity, place and code when, say, one target lacks several actions (the first responder
    /// named is the target), one view holds several tap recognizers that cancel touches, or one control has several
    /// nil-targeted actions nobody handles. The audit visits responders in the app's order and each one's
    /// recognizers and target-actions in the order they are described, so that order is kept: a fact of the app,
    /// never the words an answer is written in.
    func report() -> AuditReport {
        let rank: [Diagnostic.Severity: Int] = [.error: 0, .warning: 1, .info: 2]
        let codeRank = Dictionary(uniqueKeysWithValues: AuditCode.allCases.enumerated().map { ($1, $0) })
        struct Place: Hashable {
            var severity: Int
            var tree: Int
            var code: Int
        }
        let places = findings.map { finding in
            let first = finding.responders.first ?? 0
            return Place(
                severity: rank[finding.severity] ?? 3, tree: treeOrder[first] ?? app.count + first,
                code: codeRank[finding.code] ?? 0)
        }
        let sorted = zip(findings, places).enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.1, rhs.element.1)
            if left.severity != right.severity { return left.severity < right.severity }
            if left.tree != right.tree { return left.tree < right.tree }
            if left.code != right.code { return left.code < right.code }
            return lhs.offset < rhs.offset
        }.map(\.element)
        return AuditReport(findings: sorted.map(\.0), viewsSampled: viewsSampled, pointsHitTested: pointsHitTested)
    }

    /// A one-finger tap at a screen point.
    static func tap(_ point: Point) -> Event { .touch(TouchEvent(touches: [TouchEvent.Touch(point: point)])) }

    /// A pointer at rest at a screen point: the witness of a view only hover recognizers make interactive.
    static func hover(_ point: Point) -> Event { .hover(HoverEvent(point: point)) }

    /// Records the findings from index `start` on as entries of `budget`, and stops the audit when it has run out.
    func chargeFindings(from start: Int, to budget: inout WorkBudget) throws(BudgetExceeded) {
        for finding in findings[start...] { budget.record(entries: 1 + finding.responders.count) }
        try check(budget)
    }

    /// Stops the audit when the budget has run out.
    func check(_ budget: WorkBudget) throws(BudgetExceeded) {
        if let resource = budget.exhausted {
            throw BudgetExceeded(resource: resource, limit: resource == .steps ? budget.maxSteps : budget.maxEntries)
        }
    }
}
