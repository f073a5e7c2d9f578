import ResponderCore

/// Reads a control's target-actions as the debugger prints them, one control after another, into
/// ``PastedControl``s.
///
/// ```
///  (lldb) po saveButton                                      ← the control: its class and address
///  <UIButton: 0x7f8b1c40c0d0; frame = (16 8; 80 44); opaque = NO; layer = <CALayer: 0x6000…>>
///  (lldb) po saveButton.allTargets                           ← its targets
///  {(
///      <MyApp.ProfileViewController: 0x7f8b1c50c000>
///  )}
///  (lldb) po saveButton.actions(forTarget: saveButton.allTargets.first, forControlEvent: .touchUpInside)
///  ▿ Optional<Array<String>>                                 ← the event comes from the command; the target is the
///    ▿ some : 1 element                                         one allTargets lists, or the address forTarget names
///      - 0 : "saveTapped:"
/// ```
///
/// Objective-C's `po [button actionsForTarget:… forControlEvent:UIControlEventTouchUpInside]` prints the array as
/// `<__NSArrayM 0x…>(` … `)` with one selector a line, or `(` `"saveTapped:"` `)`; both are read the same.
public enum TargetsReader {
    /// The controls of `text`, in the order printed.
    ///
    /// - Throws: ``PasteError`` at the first line that is none of these.
    public static func controls(
        _ text: String, limit: Int = 10_000, maxNameBytes: Int = 1_000
    )
        throws(PasteError) -> [PastedControl]
    {
        var controls: [PastedControl] = []
        var mode = Mode.none
        var count = 0
        /// The current control's targets' classes, by address.
        var targetClasses: [String: String] = [:]
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let scalars = Array(rawLine.unicodeScalars)
            func fail(_ expected: PasteError.Expected, at column: Int? = nil) -> PasteError {
                let start = column ?? (scalars.firstIndex { !RecognizerReader.Reader.isSpace($0) }.map { $0 + 1 } ?? 1)
                var found = String.UnicodeScalarView()
                found.append(contentsOf: scalars.dropFirst(start - 1).prefix(40))
                return PasteError(
                    paste: .targets, line: line, column: start, expected: expected, found: String(found).trimmed)
            }
            var trimmed = String(rawLine).trimmed
            // Frida's and Cycript's quoted string: the quotes around it.
            if trimmed.hasPrefix("\"{(") || trimmed.hasPrefix("\")}") { trimmed.removeFirst() }
            if trimmed.hasSuffix(")}\"") { trimmed.removeLast() }
            if trimmed.isEmpty { continue }
            if trimmed.isDebuggerPrompt {
                let command = trimmed
                if command.contains("forControlEvent") {
                    guard let event = try event(in: command, fail: fail) else { throw fail(.actionsCommand) }
                    mode = .actions(event, target(in: command))
                } else if command.contains("allTargets") {
                    mode = .targets
                } else if command.contains("actions") {
                    throw fail(.actionsCommand)
                } else {
                    mode = .control
                }
                continue
            }
            if trimmed == "{(" {
                mode = .targets
                continue
            }
            if trimmed == ")}" || trimmed == "{()}" {
                mode = .none
                continue
            }
            let start = entryStart(scalars)
            if let start, let object = RecognizerReader.Reader.object(in: scalars[start...]) {
                guard object.className.utf8.count <= maxNameBytes else {
                    throw fail(.classNameWithin(maxNameBytes), at: start + 2)
                }
                if object.className.hasPrefix("__NS") || object.className.hasPrefix("NS") {
                    // `<__NSArrayM 0x…>(`: Objective-C's print of the actions array.
                    continue
                }
                switch mode {
                case .targets:
                    guard let index = controls.indices.last else { throw fail(.controlFirst, at: start + 1) }
                    if object.className == "null" || object.className == "NSNull" {
                        controls[index].targets.append(nil)
                    } else if let address = object.address {
                        // Swift's dump of a set prints each target twice (`AnyHashable(<…>)`, then `- value : <…>`).
                        if targetClasses.updateValue(object.className, forKey: address) == nil {
                            controls[index].targets.append((object.className, address))
                        }
                    } else {
                        throw fail(.targetsLine, at: start + 1)
                    }
                case .none, .control, .actions:
                    // A recognizer's description belongs in gestureRecognizers.
                    guard let address = object.address, !object.className.contains("GestureRecognizer") else {
                        throw fail(.targetsLine, at: start + 1)
                    }
                    controls.append(PastedControl(line: line, className: object.className, address: address))
                    targetClasses = [:]
                    mode = .control
                }
                continue
            }
            let selectors = Self.selectors(in: trimmed)
            if !selectors.isEmpty {
                guard case .actions(let event, let named) = mode else { throw fail(.actionsCommand) }
                guard let index = controls.indices.last else { throw fail(.controlFirst) }
                let target: (className: String, address: String)?
                switch named {
                case .address(let address):
                    target = (targetClasses[address] ?? "", address)
                case .nil:
                    target = nil
                case .unnamed:
                    guard controls[index].targets.count == 1 else { throw fail(.actionsTarget) }
                    target = controls[index].targets[0]
                }
                for selector in selectors {
                    count += 1
                    if count > limit { throw fail(.atMost(limit)) }
                    controls[index].actions.append(
                        PastedControl.Action(
                            line: line, event: event,
                            targetClass: target.flatMap { $0.className.isEmpty ? nil : $0.className },
                            targetAddress: target?.address, selector: selector))
                }
                continue
            }
            if Self.isFraming(trimmed) { continue }
            throw fail(.targetsLine)
        }
        return controls
    }

    private enum Mode {
        case none, control, targets
        case actions(TargetAction.ControlEvent, NamedTarget)
    }

    private enum NamedTarget {
        case address(String), `nil`, unnamed
    }

    /// The event the command names: `.touchUpInside`, `UIControl.Event.valueChanged`, `UIControlEventTouchUpInside`.
    private static func event(
        in command: String, fail: (PasteError.Expected, Int?) -> PasteError
    )
        throws(PasteError) -> TargetAction.ControlEvent?
    {
        guard let range = command.firstRange(of: "forControlEvent") else { return nil }
        var rest = command[range.upperBound...].drop { $0 != ":" }.dropFirst()
        rest = rest.drop { $0 == " " || $0 == "[" || $0 == "." }
        let token = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
        var name = Substring(token.split(separator: ".").last ?? "")
        if name.hasPrefix("UIControlEvent") { name = name.dropFirst("UIControlEvent".count) }
        guard let first = name.first else { throw fail(.actionsCommand, nil) }
        let event = String(first).lowercased() + name.dropFirst()
        guard let known = TargetAction.ControlEvent(rawValue: event) else { throw fail(.controlEvent(token), nil) }
        return known
    }

    /// What the command's `forTarget:` names: an address, nil, or something else (the one target listed).
    private static func target(in command: String) -> NamedTarget {
        guard let range = command.firstRange(of: "forTarget") ?? command.firstRange(of: "ForTarget") else {
            return .unnamed
        }
        let argument = command[range.upperBound...].drop { $0 == ":" || $0 == " " }.prefix { $0 != "," && $0 != " " }
        if argument == "nil" || argument == "NULL" || argument == "NSNull()" { return .nil }
        if let zero = argument.firstRange(of: "0x") {
            let hex = argument[zero.upperBound...].prefix { $0.isHexDigit }
            if !hex.isEmpty { return .address("0x" + hex) }
        }
        return .unnamed
    }

    /// The selectors a line of an actions array prints: `- 0 : "saveTapped:"`, `"saveTapped:",`,
    /// `Optional(["a:", "b:"])`, or a bare `saveTapped:` inside Objective-C's `(` … `)`.
    private static func selectors(in line: String) -> [String] {
        var result: [String] = []
        let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
        if parts.count >= 3 {
            for (index, part) in parts.enumerated() where index % 2 == 1 && isSelector(part) {
                result.append(String(part))
            }
            return result
        }
        let bare = line.hasSuffix(",") ? String(line.dropLast()) : line
        if bare.contains(":"), isSelector(Substring(bare)), !bare.hasPrefix("some") { return [bare] }
        return []
    }

    private static func isSelector(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }
    }

    /// The `<` of an entry: one not written right after a name (`Optional<Array<String>>` is a type).
    private static func entryStart(_ scalars: [Unicode.Scalar]) -> Int? {
        for index in scalars.indices where scalars[index] == "<" {
            if index + 1 < scalars.count, RecognizerReader.Reader.isNameScalar(scalars[index + 1]),
                index == 0 || !RecognizerReader.Reader.isNameScalar(scalars[index - 1])
            {
                return index
            }
        }
        return nil
    }

    /// What the debugger prints around the sets and arrays: Swift's `▿` lines, brackets, `nil`, Xcode's header.
    private static func isFraming(_ line: String) -> Bool {
        guard let first = line.unicodeScalars.first else { return true }
        if "▿-([{)]},$#".unicodeScalars.contains(first) { return true }
        let words = ["Optional", "some", "nil", "none", "Printing description", "0 elements"]
        return words.contains { line.hasPrefix($0) }
    }
}
