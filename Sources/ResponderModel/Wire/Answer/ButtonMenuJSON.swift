import ResponderCore

/// What a touch on a button with a `menu` did with the menu.
public struct ButtonMenuJSON: AnswerFields, Sendable {
    /// The button.
    public var button: ResponderRefJSON
    /// Whether the menu opened.
    public var opened: Bool
    /// What opened it (`touchDown` or `longPress`); absent when it did not open.
    public var openedBy: String?
    public var reason: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("button", button)
        try visitor.visit("opened", opened)
        try visitor.visitIfPresent("openedBy", openedBy)
        try visitor.visit("reason", reason)
    }
}

extension ButtonMenuJSON {
    /// `ButtonMenu` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ButtonMenu",
        "What a touch on a button with a `menu` did with the menu (UIButton.showsMenuAsPrimaryAction).",
        fields: [
            .required("button", .ref("ResponderRef"), "The button."),
            .required("opened", .boolean, "Whether the menu opened."),
            .optional(
                "openedBy", .enumeration(.menuTrigger),
                """
                `touchDown`: the menu is the button's primary action (`showsMenuAsPrimaryAction`), so a tap opens it \
                and sends menuActionTriggered instead of touchUpInside and primaryActionTriggered. `longPress`: a long \
                press opened it and cancelled the button's tracking (touchCancel). Absent when the menu did not open \
                (a tap on a button whose menu is not its primary action sends its actions).
                """),
            .required("reason", .string, "Why, in plain words."),
        ])
}
