/// How much work one evaluation may do, and how much it has done so far.
///
/// Every limit on a request's input (body size, responders, events, touches) is small on its own, but the work
/// grows with their product: twenty fingers hit-testing a 9,000-view hierarchy in each of a hundred events visit
/// eighteen million views. The budget bounds the product. The dispatcher spends it while it works, not after:
///
/// ```
///  hit-testing ─ one step per view asked ──┐
///  unreachable-view scan ─ per view ───────┤
///  a touch's aim ─ per sample and view ────┤
///  next walks, chains, action walks ───────┼──► steps   (the CPU an evaluation costs)
///  edit-menu searches, recognizers ────────┘
///
///  trace entries, path steps, walk steps, ─┐
///  chain links, recognizers, menu items, ──┼──► entries (what the answer will hold)
///  diagnostics and the responders they name┘
/// ```
///
/// Every loop that can grow with the input spends a step and stops as soon as ``isExhausted`` says so; entries are
/// charged as each piece of the result is recorded. A dispatcher that ran out answers ``BudgetExceeded`` instead of
/// a result (see ``Dispatcher/dispatch(_:within:)``), so nothing larger than the budget is ever built.
///
/// ```swift
/// var budget = WorkBudget(maxSteps: 1_000_000, maxEntries: 20_000)
/// var dispatcher = Dispatcher(app: app)
/// let result = try dispatcher.dispatch(event, within: &budget)   // throws BudgetExceeded when spent
/// ```
public struct WorkBudget: Sendable, Equatable {
    /// The two things a budget bounds.
    public enum Resource: String, Sendable, CaseIterable {
        /// Views and responders visited: hit-testing, scans, chain walks, action walks, menu searches.
        case steps
        /// Records the answer would hold: trace entries, path steps, walk steps, chain links, diagnostics.
        case entries
    }

    /// The most steps an evaluation may take.
    public var maxSteps: Int
    /// The most entries an evaluation may record.
    public var maxEntries: Int
    /// Steps taken so far.
    public private(set) var steps = 0
    /// Entries recorded so far.
    public private(set) var entries = 0

    /// A budget with these limits and nothing spent.
    public init(maxSteps: Int, maxEntries: Int) {
        self.maxSteps = maxSteps
        self.maxEntries = maxEntries
    }

    /// No limit: what the core's plain ``Dispatcher/dispatch(_:)`` uses.
    public static var unlimited: WorkBudget { WorkBudget(maxSteps: .max, maxEntries: .max) }

    /// The resource that ran out, if one did.
    public var exhausted: Resource? {
        if steps > maxSteps { return .steps }
        if entries > maxEntries { return .entries }
        return nil
    }

    /// Whether a resource ran out: loops stop as soon as this is true.
    @inline(__always) public var isExhausted: Bool { steps > maxSteps || entries > maxEntries }

    /// Takes `count` steps.
    @inline(__always) public mutating func spend(steps count: Int = 1) {
        steps &+= count
    }

    /// Records `count` entries.
    @inline(__always) public mutating func record(entries count: Int) {
        entries &+= count
    }

    /// Runs `body`, whose entries count against the limit while it runs and are given back after it: for work whose
    /// records are dropped once it is done (a fix's re-evaluation, of which only a summary is kept), so that many
    /// such tries in a row are bounded by their steps, each one by the entries limit. The steps stay spent.
    public mutating func discardingEntries<Result, Failure: Error>(
        _ body: (inout WorkBudget) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let kept = entries
        defer { entries = kept }
        return try body(&self)
    }
}

/// An evaluation stopped because its ``WorkBudget`` ran out.
public struct BudgetExceeded: Error, Sendable, Equatable {
    /// Which budget ran out.
    public var resource: WorkBudget.Resource
    /// Its limit.
    public var limit: Int

    public init(resource: WorkBudget.Resource, limit: Int) {
        self.resource = resource
        self.limit = limit
    }
}
