import ResponderCore

/// The edit menu.
public struct EditMenuJSON: AnswerFields, Sendable {
    public struct Item: AnswerFields, Sendable {
        public var action: String
        public var shown: Bool
        public var target: ResponderRefJSON?
        public var declinedBy: [ResponderRefJSON]
        public var reason: String?

        public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
            try visitor.visit("action", action)
            try visitor.visit("declinedBy", declinedBy)
            try visitor.visitIfPresent("reason", reason)
            try visitor.visit("shown", shown)
            try visitor.visitIfPresent("target", target)
        }
    }

    public var shown: Bool
    public var searchedFrom: ResponderRefJSON?
    public var items: [Item]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("items", items)
        try visitor.visitIfPresent("searchedFrom", searchedFrom)
        try visitor.visit("shown", shown)
    }
}

extension EditMenuJSON.Item {
    /// `EditMenuItem` in openapi.yaml.
    static let docs = WireDoc.answer(
        "EditMenuItem",
        fields: [
            .required("action", .string, .selfEvident),
            .required("shown", .boolean, .selfEvident),
            .optional("target", .ref("ResponderRef"), "Who would perform it."),
            .required("declinedBy", .array(.ref("ResponderRef")), .selfEvident),
            .optional("reason", .string, "Why it is hidden."),
        ])
}

extension EditMenuJSON {
    /// `EditMenu` in openapi.yaml.
    static let docs = WireDoc.answer(
        "EditMenu",
        "Which items the edit menu shows.",
        fields: [
            .required("shown", .boolean, .selfEvident),
            .optional("searchedFrom", .ref("ResponderRef"), .selfEvident),
            .required("items", .array(.ref("EditMenuItem")), .selfEvident),
        ])
}
