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
///
/// Cycript and Frida print the same answers their own way, and name the control by its address in the command rather
/// than printing it first:
///
/// ```
///  cy# [#0x17a9cad0 allTargets]                              ← the control: the address the command is sent to
///  [NSSet setWithArray:@[#"<WeixinContactInfoAssist: 0x174eb8b0>"]]]
///  cy# [#0x17a9cad0 allControlEvents]                        ← a number (UIControl.Event's bits): passed over
///  64
///  cy# [#0x17a9cad0 actionsForTarget:#0x174eb8b0  forControlEvent:64]
///  @["onVerifyContactOk"]                                    ← 64 is touchUpInside (1 << 6)
///
///  `button = ObjC.Object(ptr(0x15e4a7e0))`                   ← Frida, a command in a write-up's backticks
///  `button.actionsForTarget_forControlEvent_(ptr(0x15d6bd10),64).toString()`
///  "(                                                        ← Frida's quotes around the printed array
///      "hammerTime:"
///  )"
/// ```
///
/// A command that asks for event 0 (no event of UIControl.Event: UIKit answers with the target's actions for any
/// event) leaves the event of the actions it prints unknown: they are kept in ``PastedControl/actionsWithoutEvent``
/// and not attached.
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
            if trimmed.hasPrefix("\"{(") || trimmed.hasPrefix("\")}") || trimmed == "\"(" { trimmed.removeFirst() }
            if trimmed.hasSuffix(")}\"") || trimmed == ")\"" { trimmed.removeLast() }
            // A command a write-up prints in Markdown's backticks.
            if trimmed.count > 2, trimmed.hasPrefix("`"), trimmed.hasSuffix("`"), !trimmed.dropFirst().contains("<") {
                trimmed = String(trimmed.dropFirst().dropLast())
            }
            if trimmed.isEmpty { continue }
            if trimmed.isDebuggerPrompt || Self.isCall(trimmed) {
                let command = trimmed
                if let address = receiver(in: command), controls.last?.address != address {
                    // Cycript's `[#0x… allTargets]`, Frida's `ObjC.Object(ptr(0x…))`: the control is the address.
                    controls.append(PastedControl(line: line, className: "UIControl", address: address))
                    targetClasses = [:]
                }
                if command.contains("forControlEvent") {
                    mode = .actions(try event(in: command, fail: fail), target(in: command))
                } else if command.contains("allTargets") {
                    mode = .targets
                } else if command.contains("allControlEvents") {
                    mode = .events
                } else if command.contains("actions") {
                    throw fail(.actionsCommand)
                } else {
                    mode = .control
                }
                continue
            }
            if case .events = mode, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) {
                // What allControlEvents prints: the events' bits, as a number.
                continue
            }
            if trimmed.hasPrefix("[NSSet setWithArray:@[") {
                // Cycript's print of a set: `[NSSet setWithArray:@[#"<A: 0x1>",#"<B: 0x2>"]]]`.
                guard case .targets = mode, let index = controls.indices.last else { throw fail(.targetsLine) }
                let items = trimmed.dropFirst("[NSSet setWithArray:@[".count).split(separator: "\",#\"")
                for item in items {
                    let itemScalars = Array(item.unicodeScalars)
                    guard let object = RecognizerReader.Reader.object(in: itemScalars[...]) else { continue }
                    guard object.className.utf8.count <= maxNameBytes else {
                        throw fail(.classNameWithin(maxNameBytes))
                    }
                    if object.className == "NSNull" || object.className == "null" {
                        controls[index].targets.append(nil)
                    } else if let address = object.address {
                        if targetClasses.updateValue(object.className, forKey: address) == nil {
                            controls[index].targets.append((object.className, address))
                        }
                    }
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
                case .none, .control, .actions, .events:
                    if let address = object.address, targetClasses[address] != nil {
                        // Cycript's echo of a target the set listed (`cy# target = #0x…`): no control.
                        continue
                    }
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
                    guard let event else {
                        controls[index].actionsWithoutEvent.append(line)
                        continue
                    }
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
        case none, control, targets, events
        /// The event the command asks for; nil: event 0, which names none.
        case actions(TargetAction.ControlEvent?, NamedTarget)
    }

    private enum NamedTarget {
        case address(String), `nil`, unnamed
    }

    /// The event the command names: `.touchUpInside`, `UIControl.Event.valueChanged`, `UIControlEventTouchUpInside`,
    /// or its bit as a number (`forControlEvent:64`, Frida's `actionsForTarget_forControlEvent_(ptr(0x…),64)`); nil for
    /// 0, which names no event.
    private static func event(
        in command: String, fail: (PasteError.Expected, Int?) -> PasteError
    )
        throws(PasteError) -> TargetAction.ControlEvent?
    {
        guard let range = command.firstRange(of: "forControlEvent") else { throw fail(.actionsCommand, nil) }
        var rest = command[range.upperBound...]
        if rest.hasPrefix("_("), let comma = rest.lastIndex(of: ",") {
            // Frida: the arguments follow in parentheses, the event last.
            rest = rest[rest.index(after: comma)...]
        } else {
            rest = rest.drop { $0 != ":" }.dropFirst()
        }
        rest = rest.drop { $0 == " " || $0 == "[" || $0 == "." }
        let token = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
        if !token.isEmpty, token.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard let bits = UInt64(token) else { throw fail(.controlEvent(token), nil) }
            if bits == 0 { return nil }
            guard let known = TargetAction.ControlEvent.allCases.first(where: { $0.bit == bits }) else {
                throw fail(.controlEvent(token), nil)
            }
            return known
        }
        var name = Substring(token.split(separator: ".").last ?? "")
        if name.hasPrefix("UIControlEvent") { name = name.dropFirst("UIControlEvent".count) }
        guard let first = name.first else { throw fail(.actionsCommand, nil) }
        let event = String(first).lowercased() + name.dropFirst()
        guard let known = TargetAction.ControlEvent(rawValue: event) else { throw fail(.controlEvent(token), nil) }
        return known
    }

    /// The address the command is sent to, where it names one before its method: `[#0x… allTargets]`,
    /// `[(UIButton *)0x… actionsForTarget:…]`, `#0x….allTargets()`, Frida's `ObjC.Object(ptr(0x…))`.
    private static func receiver(in command: String) -> String? {
        let before: Substring
        if let range = command.firstRange(of: "ObjC.Object(ptr(") {
            before = command[range.upperBound...].prefix { $0 != ")" }
        } else if let method = ["allTargets", "allControlEvents", "actionsForTarget"].compactMap({
            command.firstRange(of: $0)
        }).min(by: { $0.lowerBound < $1.lowerBound }) {
            before = command[..<method.lowerBound]
        } else {
            return nil
        }
        guard let zero = before.ranges(of: "0x").last else { return nil }
        let hex = before[zero.upperBound...].prefix { $0.isHexDigit }
        return hex.isEmpty ? nil : "0x" + hex
    }

    /// A command printed without a prompt (a write-up's Frida or Cycript line): a call of ObjC.Object or of the
    /// control's allTargets, allControlEvents or actionsForTarget, with no description in it.
    private static func isCall(_ line: String) -> Bool {
        guard !line.contains("<") else { return false }
        return ["ObjC.Object(ptr(", "allTargets", "allControlEvents", "actionsForTarget"].contains { line.contains($0) }
    }

    /// What the command's `forTarget:` names: an address, nil, or something else (the one target listed).
    private static func target(in command: String) -> NamedTarget {
        guard let range = command.firstRange(of: "forTarget") ?? command.firstRange(of: "ForTarget") else {
            return .unnamed
        }
        var rest = command[range.upperBound...]
        // Frida's `actionsForTarget_forControlEvent_(ptr(0x…),64)`: the target is the first argument.
        if rest.hasPrefix("_forControlEvent_(") { rest = rest.dropFirst("_forControlEvent_(".count) }
        let argument = rest.drop { $0 == ":" || $0 == " " }.prefix { $0 != "," && $0 != " " }
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

extension TargetAction.ControlEvent {
    /// The event's bit in UIControl.Event (UIKit's documentation of UIControl.Event; UIControl.h: touchDown = 1 << 0
    /// … touchCancel = 1 << 8, valueChanged = 1 << 12, primaryActionTriggered = 1 << 13, menuActionTriggered = 1 << 14,
    /// editingDidBegin = 1 << 16 … editingDidEnd = 1 << 18): what Cycript and Frida print for it as a number.
    public var bit: UInt64 {
        switch self {
        case .touchDown: 1 << 0
        case .touchDownRepeat: 1 << 1
        case .touchDragInside: 1 << 2
        case .touchDragOutside: 1 << 3
        case .touchDragEnter: 1 << 4
        case .touchDragExit: 1 << 5
        case .touchUpInside: 1 << 6
        case .touchUpOutside: 1 << 7
        case .touchCancel: 1 << 8
        case .valueChanged: 1 << 12
        case .primaryActionTriggered: 1 << 13
        case .menuActionTriggered: 1 << 14
        case .editingDidBegin: 1 << 16
        case .editingChanged: 1 << 17
        case .editingDidEnd: 1 << 18
        }
    }
}
