import ResponderCore

/// One responder a delivery reached.
public struct DeliveryStepJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON
    public var arrivedBy: String?
    public var behavior: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("arrivedBy", arrivedBy)
        try visitor.visit("behavior", behavior)
        try visitor.visit("responder", responder)
    }
}

extension DeliveryStepJSON {
    /// `DeliveryStep` in openapi.yaml.
    static let docs = WireDoc.answer(
        "DeliveryStep",
        "One responder a method reached.",
        fields: [
            .required("responder", .ref("ResponderRef"), .selfEvident),
            .optional("arrivedBy", .enumeration(.nextRule), "The rule that led here; absent on the first step."),
            .required("behavior", .enumeration(.deliveryBehavior), .selfEvident),
        ])
}
