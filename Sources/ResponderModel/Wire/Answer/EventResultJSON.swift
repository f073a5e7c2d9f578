import ResponderCore

/// One event's result. `path`, `handler` and `diagnostics` are the essentials (and `aim`, for a touch aimed at a
/// view).
public struct EventResultJSON: AnswerFields, Sendable {
    public var index: Int
    public var type: String
    public var outcome: String
    public var summary: String
    public var handler: ResponderRefJSON?
    public var path: [PathStepJSON]
    public var diagnostics: [DiagnosticJSON]
    public var start: StartJSON?
    public var chain: ChainJSON?
    public var hitTest: [TouchResultJSON]?
    public var recognizers: [RecognizerResultJSON]?
    public var scrollViews: [ScrollViewResultJSON]?
    /// A touch on a table or collection cell: whether the row was selected.
    public var selection: SelectionJSON?
    public var deliveries: [DeliveryJSON]?
    public var actions: [ActionJSON]?
    public var menu: EditMenuJSON?
    public var firstResponderChange: FirstResponderChangeJSON?
    /// Absent with `?fields=essentials`.
    public var stateBefore: StateJSON?
    public var stateAfter: StateJSON?
    /// Where a touch aimed at a view (`on`) put the finger, and why.
    public var aim: AimJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("actions", actions)
        try visitor.visitIfPresent("aim", aim)
        try visitor.visitIfPresent("chain", chain)
        try visitor.visitIfPresent("deliveries", deliveries)
        try visitor.visit("diagnostics", diagnostics)
        try visitor.visitIfPresent("firstResponderChange", firstResponderChange)
        try visitor.visitOrNull("handler", handler)
        try visitor.visitIfPresent("hitTest", hitTest)
        try visitor.visit("index", index)
        try visitor.visitIfPresent("menu", menu)
        try visitor.visit("outcome", outcome)
        try visitor.visit("path", path)
        try visitor.visitIfPresent("recognizers", recognizers)
        try visitor.visitIfPresent("scrollViews", scrollViews)
        try visitor.visitIfPresent("selection", selection)
        try visitor.visitIfPresent("start", start)
        try visitor.visitIfPresent("stateAfter", stateAfter)
        try visitor.visitIfPresent("stateBefore", stateBefore)
        try visitor.visit("summary", summary)
        try visitor.visit("type", type)
    }
}
