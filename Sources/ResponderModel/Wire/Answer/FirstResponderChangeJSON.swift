import ResponderCore

/// A first-responder change.
public struct FirstResponderChangeJSON: AnswerFields, Sendable {
    public var call: String
    public var responder: ResponderRefJSON?
    public var succeeded: Bool
    public var failure: String?
    public var keyboardVisible: Bool

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("call", call)
        try visitor.visitIfPresent("failure", failure)
        try visitor.visit("keyboardVisible", keyboardVisible)
        try visitor.visitIfPresent("responder", responder)
        try visitor.visit("succeeded", succeeded)
    }
}

extension FirstResponderChangeJSON {
    /// `FirstResponderChange` in openapi.yaml.
    static let docs = WireDoc.answer(
        "FirstResponderChange",
        "A first-responder change attempt.",
        fields: [
            .required("call", .enumeration(.firstResponderCall), .selfEvident),
            .optional("responder", .ref("ResponderRef"), .selfEvident),
            .required("succeeded", .boolean, .selfEvident),
            .optional("failure", .enumeration(.diagnosticCode), .selfEvident),
            .required("keyboardVisible", .boolean, .selfEvident),
        ])
}
