import ResponderCore

/// A `UIKeyCommand` a responder returns from `keyCommands`:
///
/// ```json
/// {"input": "s", "modifiers": ["command"], "action": "save(_:)"}
/// {"input": "space", "action": "togglePlayback(_:)", "wantsPriorityOverSystemBehavior": true}
/// ```
public struct KeyCommandJSON: WireObject, Sendable {
    /// The key: a character, or a name for one that prints nothing (`space`, `return`, `upArrow`, …).
    public var input = ""
    public var modifiers: KeyModifiers = []
    public var action = ""
    public var wantsPriorityOverSystemBehavior: Bool?

    init() {}

    static let wire = WireTable<KeyCommandJSON>([
        .field(
            "input", \.input, required: true,
            check: { $0.isEmpty ? .noKeyInput : nil }),
        .field("modifiers", \.modifiers, reading: ModifiersJSON.self, convert: \.modifiers),
        .field(
            "action", \.action, required: true,
            check: { $0.isEmpty ? .noSelector : nil }),
        .field("wantsPriorityOverSystemBehavior", \.wantsPriorityOverSystemBehavior),
    ])

    /// The core command, the input's name turned into UIKit's input.
    var core: KeyCommand {
        KeyCommand(
            input: KeyCommand.aliases[input] ?? input, modifiers: modifiers, action: Selector(action),
            wantsPriorityOverSystemBehavior: wantsPriorityOverSystemBehavior ?? false)
    }
}

/// `["command", "shift"]`: the modifier keys held, each once.
struct ModifiersJSON: WireValue {
    var modifiers: KeyModifiers = []

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        let names = try [String](reading: &reader)
        for name in names {
            guard let modifier = KeyModifiers.named.first(where: { $0.name == name })?.modifier else {
                throw InvalidValueError(
                    codingPath: reader.codingPath,
                    .shape(.notModifierKey(name)))
            }
            guard !modifiers.contains(modifier) else {
                throw InvalidValueError(codingPath: reader.codingPath, .shape(.givenTwice(name)))
            }
            modifiers.insert(modifier)
        }
    }
}

extension KeyCommandJSON {
    /// `KeyCommand` in openapi.yaml.
    static let docs = WireDoc(
        "KeyCommand",
        "A UIKeyCommand the responder returns from `keyCommands`.",
        example: ["input": "s", "modifiers": ["command"], "action": "save(_:)"],
        fields: [
            .required(
                "input", .string.minLength(1), "The key, as for a press event's `key` (`s`, `space`, `upArrow`)."),
            .nullable(
                "modifiers", .array(.enumeration(.modifierKeys)).uniqueItems().default([]),
                "The modifier keys (`modifierFlags`)."),
            .required("action", .string.minLength(1), "The action selector, in either spelling."),
            .nullable(
                "wantsPriorityOverSystemBehavior", .boolean.default(false),
                """
                True: the command wins over the text input and focus systems, which get keys first since iOS 15.
                """),
        ])
}
