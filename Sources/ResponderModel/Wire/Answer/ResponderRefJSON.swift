import ResponderCore

/// A reference to a responder in an answer: its id and runtime class.
public struct ResponderRefJSON: AnswerFields, Sendable, Equatable {
    public var id: String
    public var className: String
    /// Set when the class is a private UIKit wrapper not to depend on.
    public var isPrivate: Bool?
    /// Set when the core inserted it (runtime wrapper synthesis).
    public var synthesized: Bool?
    /// The title a bar draws on it: a bar button item's `UIBarButtonItem.title`, a tab's `UITabBarItem.title`.
    public var title: String?

    public init(
        id: String, className: String, isPrivate: Bool? = nil, synthesized: Bool? = nil, title: String? = nil
    ) {
        self.id = id
        self.className = className
        self.isPrivate = isPrivate
        self.synthesized = synthesized
        self.title = title
    }

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("class", className)
        try visitor.visit("id", id)
        try visitor.visitIfPresent("private", isPrivate)
        try visitor.visitIfPresent("synthesized", synthesized)
        try visitor.visitIfPresent("title", title)
    }
}

extension ResponderRefJSON {
    /// `ResponderRef` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ResponderRef",
        "A responder in an answer: its id and runtime class.",
        fields: [
            .required("id", .string, .selfEvident),
            .required("class", .string, "The runtime class name."),
            .optional(
                "private", .trueWhenPresent,
                "Present (true) when the class is a private UIKit wrapper not to depend on; never false."),
            .optional(
                "synthesized", .trueWhenPresent,
                "Present (true) when the service inserted it (runtime wrapper synthesis); never false."),
            .optional(
                "title", .string,
                """
                The title the bar draws on it, as the request gave it: a bar button item's `title` \
                (UIBarButtonItem.title), a tab's controller's `tabBarItem.title` (UITabBarItem.title).
                """),
        ])
}
