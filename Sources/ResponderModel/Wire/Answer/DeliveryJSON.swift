import ResponderCore

/// One method walked along the chain.
public struct DeliveryJSON: AnswerFields, Sendable {
    public var method: String
    public var touches: [Int]?
    public var outcome: String
    public var handledBy: [ResponderRefJSON]
    public var starved: [ResponderRefJSON]
    public var chainEnd: String?
    public var steps: [DeliveryStepJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("chainEnd", chainEnd)
        try visitor.visit("handledBy", handledBy)
        try visitor.visit("method", method)
        try visitor.visit("outcome", outcome)
        try visitor.visit("starved", starved)
        try visitor.visit("steps", steps)
        try visitor.visitIfPresent("touches", touches)
    }
}

extension DeliveryJSON {
    /// `Delivery` in openapi.yaml.
    static let docs = WireDoc.answer(
        "Delivery",
        "One method walked along the responder chain.",
        fields: [
            .required("method", .enumeration(.methodSignatures), .selfEvident),
            .optional("touches", .array(.integer), "The fingers delivered (touch events only)."),
            .required("outcome", .enumeration(.deliveryOutcome), .selfEvident),
            .required("handledBy", .array(.ref("ResponderRef")), .selfEvident),
            .required(
                "starved", .array(.ref("ResponderRef")),
                "Responders above a swallowing one that implement the method and never got it."),
            .optional("chainEnd", .enumeration(.chainEnd), "When the walk reached the end."),
            .required("steps", .array(.ref("DeliveryStep")), .selfEvident),
        ])
}
