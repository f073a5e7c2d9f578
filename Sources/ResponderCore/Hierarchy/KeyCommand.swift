/// The modifier keys held with a key on a hardware keyboard (`UIKeyModifierFlags`).
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    /// Option (`.alternate`).
    public static let option = KeyModifiers(rawValue: 4)
    public static let command = KeyModifiers(rawValue: 8)

    /// Each modifier with the name a request gives it, in the order Apple's menus print them.
    public static let named: [(name: String, modifier: KeyModifiers)] = [
        ("control", .control), ("option", .option), ("shift", .shift), ("command", .command),
    ]

    /// "command+shift", or "" for none.
    public var names: String { Self.named.filter { contains($0.modifier) }.map(\.name).joined(separator: "+") }
}

/// A `UIKeyCommand` a responder returns from `keyCommands`: the key combination and the action it sends.
///
/// UIKit collects the key commands of every responder on the chain from the first responder; the one nearest the
/// first responder matching the key and exactly its modifiers wins, and its action walks the chain from the first
/// responder to the first object that implements it. Since iOS 15 the text input that is first responder (and the
/// focus system) get the key first, unless the command `wantsPriorityOverSystemBehavior`.
public struct KeyCommand: Sendable, Hashable {
    /// The key (`input`): a character, or one of UIKit's special inputs such as `UIKeyInputUpArrow`.
    public var input: String
    public var modifiers: KeyModifiers
    public var action: Selector
    public var wantsPriorityOverSystemBehavior: Bool

    public init(
        input: String, modifiers: KeyModifiers = [], action: Selector, wantsPriorityOverSystemBehavior: Bool = false
    ) {
        self.input = input
        self.modifiers = modifiers
        self.action = action
        self.wantsPriorityOverSystemBehavior = wantsPriorityOverSystemBehavior
    }

    /// "⌘S"-like words for a sentence: "command+s", "space".
    public static func describe(_ input: String, _ modifiers: KeyModifiers) -> String {
        let key = specialNames[input] ?? input
        return modifiers.isEmpty ? key : "\(modifiers.names)+\(key)"
    }

    public var keys: String { Self.describe(input, modifiers) }

    /// Whether a text input that is first responder takes this key itself (types it, moves the caret, deletes,
    /// ends a line): a printable character or space with at most Shift, the arrows, Delete, Return and Tab.
    public static func isTyping(_ input: String, _ modifiers: KeyModifiers) -> Bool {
        guard modifiers.isSubset(of: [.shift]) else { return false }
        if typingInputs.contains(input) { return true }
        guard input.count == 1, let scalar = input.unicodeScalars.first else { return false }
        return scalar.value >= 0x20 && scalar.value != 0x7F
    }

    static let typingInputs: Set<String> = [
        " ", "\r", "\t", "\u{8}", "UIKeyInputUpArrow", "UIKeyInputDownArrow", "UIKeyInputLeftArrow",
        "UIKeyInputRightArrow",
    ]

    /// The request's names for keys that print nothing, and UIKit's inputs for them.
    public static let aliases: [String: String] = [
        "space": " ", "return": "\r", "enter": "\r", "tab": "\t", "delete": "\u{8}", "escape": "UIKeyInputEscape",
        "upArrow": "UIKeyInputUpArrow", "downArrow": "UIKeyInputDownArrow", "leftArrow": "UIKeyInputLeftArrow",
        "rightArrow": "UIKeyInputRightArrow", "pageUp": "UIKeyInputPageUp", "pageDown": "UIKeyInputPageDown",
        "home": "UIKeyInputHome", "end": "UIKeyInputEnd",
    ]

    static let specialNames: [String: String] = Dictionary(
        aliases.filter { $0.key != "enter" }.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
}
