import ResponderCore

/// The limits a request must respect; every one is configurable (see the limits table of docs/operating.md).
///
/// The first group bounds the input; the work budget bounds what evaluating it may cost, because the work grows
/// with the product of the input's sizes (events × fingers × views), not with any one of them.
public struct Limits: Sendable, Equatable {
    /// Largest request body, in bytes (enforced by the HTTP server before the body is read).
    public var maxBodyBytes = 1_048_576
    /// Most responders (views, windows, controllers, scenes, objects) in one app description.
    public var maxNodes = 20_000
    /// Deepest JSON nesting (objects and arrays); each nested view adds two levels. At most 500, because
    /// Foundation's JSONDecoder refuses more than 512.
    public var maxDepth = 200
    /// Most events in one request.
    public var maxEvents = 100
    /// Most fingers in one touch event.
    public var maxTouches = 20
    /// Longest string or field name in a request, in UTF-8 bytes (ids, class names, selectors, reasons), except
    /// the top-level `title` and `description`. Answers repeat names in every step that mentions them, so a name's
    /// length multiplies the answer's size.
    public var maxNameBytes = 256

    /// Most steps (views asked by hit-testing, views scanned, responders walked) one request may take.
    public var maxWorkSteps = 1_000_000
    /// Most entries (trace steps, path steps, walk steps, chain links, diagnostics) one answer may hold.
    public var maxAnswerEntries = 20_000
    /// Largest answer, in bytes, enforced while it is written: no answer of any kind (JSON, text, SVG, problems)
    /// takes more memory than this.
    public var maxAnswerBytes = 4_194_304
    /// Most offending fields one problem answer lists; it says how many there were in all (`total`) and how many
    /// are left out (`omitted`). Fields past the limit are counted, never built.
    public var maxProblems = 50
    /// Most unknown ids of one request that get a did-you-mean suggestion; each suggestion compares the id with
    /// every known id at most once, so suggestions cost at most this many times the responders of the app.
    public var maxSuggestions = 10

    public init() {}

    /// No work budget: for offline use (`responder-lab eval --no-budget`).
    public mutating func liftBudgets() {
        maxWorkSteps = .max
        maxAnswerEntries = .max
        maxAnswerBytes = .max
    }

    /// A fresh budget with these limits.
    public var budget: WorkBudget { WorkBudget(maxSteps: maxWorkSteps, maxEntries: maxAnswerEntries) }
}
