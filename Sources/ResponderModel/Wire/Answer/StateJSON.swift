import ResponderCore

/// The first responder and keyboard at one moment: the key window's, and every window's.
public struct StateJSON: AnswerFields, Sendable {
    public var keyWindow: ResponderRefJSON?
    /// The key window's first responder.
    public var firstResponder: ResponderRefJSON?
    public var keyboardVisible: Bool
    /// Every window, front to back as the app lists them: whether it is key and its first responder.
    public var windows: [WindowStateJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitOrNull("firstResponder", firstResponder)
        try visitor.visitOrNull("keyWindow", keyWindow)
        try visitor.visit("keyboardVisible", keyboardVisible)
        try visitor.visit("windows", windows)
    }
}

/// One window's part of the state: UIKit keeps a first responder per window, and one window is key.
public struct WindowStateJSON: AnswerFields, Sendable {
    public var window: ResponderRefJSON
    public var isKey: Bool
    public var firstResponder: ResponderRefJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitOrNull("firstResponder", firstResponder)
        try visitor.visit("isKey", isKey)
        try visitor.visit("window", window)
    }
}

extension WindowStateJSON {
    /// `WindowState` in openapi.yaml.
    static let docs = WireDoc.answer(
        "WindowState",
        "One window: whether it is key, and its first responder.",
        fields: [
            .required("window", .ref("ResponderRef"), .selfEvident),
            .required("isKey", .boolean, .selfEvident),
            .orNull(
                "firstResponder", .ref("ResponderRef"), "This window's first responder (UIKit keeps one per window)."),
        ])
}

extension StateJSON {
    /// `State` in openapi.yaml.
    static let docs = WireDoc.answer(
        "State",
        """
        The first responder and keyboard at one moment; both references are always present, null when there is \
        none.
        """,
        fields: [
            .orNull("keyWindow", .ref("ResponderRef"), .selfEvident),
            .orNull("firstResponder", .ref("ResponderRef"), "The key window's first responder."),
            .required("keyboardVisible", .boolean, .selfEvident),
            .required(
                "windows", .array(.ref("WindowState")),
                """
                Every window, in the order the app describes them, with its own first responder: a text field can be \
                first responder of a window that is not key (and then shows no keyboard).
                """),
        ])
}
