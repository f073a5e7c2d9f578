import ResponderCore

/// One event's result. `path`, `handler` and `diagnostics` are the essentials (and `aim`, for a touch aimed at a
/// view).
public struct EventResultJSON: AnswerFields, Sendable {
    public var index: Int
    public var type: String
    public var outcome: String
    /// One sentence a learner reads first (`summary.text` as a `String`).
    public var summary: WordsJSON
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
    /// What a touch on a button with a `menu` did with the menu.
    public var buttonMenu: ButtonMenuJSON?
    /// Where a hovering pointer takes a pointer interaction's style.
    public var pointer: PointerJSON?
    public var firstResponderChange: FirstResponderChangeJSON?
    /// Absent with `?fields=essentials`.
    public var stateBefore: StateJSON?
    public var stateAfter: StateJSON?
    /// Where a touch aimed at a view (`on`) put the finger, and why.
    public var aim: AimJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("actions", actions)
        try visitor.visitIfPresent("aim", aim)
        try visitor.visitIfPresent("buttonMenu", buttonMenu)
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
        try visitor.visitIfPresent("pointer", pointer)
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

extension EventResultJSON {
    /// `EventResult` in openapi.yaml.
    static let docs = WireDoc.answer(
        "EventResult",
        """
        One event's result. `path`, `handler` and `diagnostics` are the essentials (and `aim`, for a touch aimed \
        at a view); the other members are omitted when they do not apply (never null), and all of them (`start` \
        to `stateAfter`, but `aim`) with `?fields=essentials`.
        """,
        fields: [
            .required("index", .integer.minimum(0), .selfEvident),
            .required("type", .enumeration(.eventTypes), .selfEvident),
            .required("outcome", .enumeration(.eventOutcome), .selfEvident),
            .required("summary", .string, "One sentence a learner reads first."),
            .orNull("handler", .ref("ResponderRef"), "Always present; null when nothing handled the event."),
            .required("path", .array(.ref("PathStep")), .selfEvident),
            .required("diagnostics", .array(.ref("Diagnostic")), .selfEvident),
            .optional("start", .ref("Start"), .selfEvident),
            .optional("chain", .ref("Chain"), "The chain from `start`."),
            .optional(
                "hitTest", .array(.ref("TouchHitTest")),
                "Touch events (one entry a finger) and hover events (one entry a point of the pointer) only."),
            .optional(
                "recognizers", .array(.ref("RecognizerResult")),
                "Touch events, and hover events (their hover recognizers only)."),
            .optional(
                "scrollViews", .array(.ref("ScrollViewResult")).minItems(1),
                "Touch events in scroll views only: each scroll view around the hit view, innermost first."),
            .optional("selection", .ref("Selection"), "Touch events on a table or collection cell only."),
            .optional("deliveries", .array(.ref("Delivery")).minItems(1), .selfEvident),
            .optional("actions", .array(.ref("Action")).minItems(1), .selfEvident),
            .optional("menu", .ref("EditMenu"), .selfEvident),
            .optional(
                "buttonMenu", .ref("ButtonMenu"),
                "Touch events on a button with a `menu` only: whether the menu opened, and what opened it."),
            .optional(
                "pointer", .ref("Pointer"),
                """
                Hover events only, when a pointer interaction styles the pointer where it ends: whose, which region \
                and which style.
                """),
            .optional("firstResponderChange", .ref("FirstResponderChange"), .selfEvident),
            .optional(
                "aim", .ref("Aim"),
                """
                A touch aimed at a view (`on`) only, with `?fields=essentials` too: where the finger went and why.
                """),
            .optional("stateBefore", .ref("State"), "Always present without `?fields=essentials`."),
            .optional("stateAfter", .ref("State"), "Always present without `?fields=essentials`."),
        ])
}
