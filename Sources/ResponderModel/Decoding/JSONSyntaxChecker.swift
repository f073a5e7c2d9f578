/// Finds the first syntax error in a JSON text and says where it is (line, column, byte offset) in plain words;
/// used to explain what Foundation's decoder only reports as "not valid JSON". Iterative: nesting depth costs
/// memory, not stack.
enum JSONSyntaxChecker {
    struct SyntaxError: Equatable {
        var offset: Int
        var line: Int
        var column: Int
        var message: String
    }

    static func firstError(in bytes: [UInt8]) -> SyntaxError? {
        var checker = Checker(bytes: bytes)
        return checker.run()
    }

    private struct Checker {
        let bytes: [UInt8]
        var position = 0

        enum Context { case array, object }

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The field names seen in each open object, innermost last (duplicates are refused).
        var keys: [Set<ArraySlice<UInt8>>] = []

        mutating func run() -> SyntaxError? {
            var stack: [Context] = []
            skipSpace()
            // State machine: expecting a value; after a value, expecting ',' or a closer.
            var expectingValue = true
            while true {
                skipSpace()
                if expectingValue {
                    guard position < bytes.count else { return error("the text ends where a value was expected") }
                    let byte = bytes[position]
                    switch byte {
                    case UInt8(ascii: "{"):
                        position += 1
                        skipSpace()
                        if peek() == UInt8(ascii: "}") {
                            position += 1
                            expectingValue = false
                            continue
                        }
                        keys.append([])
                        if let problem = readKey() { return problem }
                        stack.append(.object)
                        continue
                    case UInt8(ascii: "["):
                        position += 1
                        skipSpace()
                        if peek() == UInt8(ascii: "]") {
                            position += 1
                            expectingValue = false
                            continue
                        }
                        stack.append(.array)
                        continue
                    case UInt8(ascii: "\""):
                        if let problem = readString() { return problem }
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        if let problem = readNumber() { return problem }
                    case UInt8(ascii: "t"): if let problem = readWord("true") { return problem }
                    case UInt8(ascii: "f"): if let problem = readWord("false") { return problem }
                    case UInt8(ascii: "n"): if let problem = readWord("null") { return problem }
                    default:
                        return error("unexpected \(describe(byte)) where a value was expected")
                    }
                    expectingValue = false
                    continue
                }
                guard let context = stack.last else {
                    if position < bytes.count {
                        return error("unexpected \(describe(bytes[position])) after the JSON value")
                    }
                    return nil
                }
                guard position < bytes.count else {
                    return error(
                        context == .object
                            ? "the text ends inside an object (missing '}')"
                            : "the text ends inside an array (missing ']')")
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: ",") {
                    position += 1
                    skipSpace()
                    if context == .object {
                        if let problem = readKey() { return problem }
                    } else if peek() == UInt8(ascii: "]") {
                        return error("a trailing comma before ']'")
                    }
                    expectingValue = true
                } else if context == .object && byte == UInt8(ascii: "}")
                    || context == .array && byte == UInt8(ascii: "]")
                {
                    position += 1
                    if stack.removeLast() == .object { keys.removeLast() }
                } else {
                    return error("expected ',' or '\(context == .object ? "}" : "]")' but found \(describe(byte))")
                }
            }
        }

        /// Reads `"key" :` in an object.
        mutating func readKey() -> SyntaxError? {
            skipSpace()
            guard peek() == UInt8(ascii: "\"") else {
                if peek() == UInt8(ascii: "}") { return error("a trailing comma before '}'") }
                return error(
                    position < bytes.count
                        ? "expected a quoted field name but found \(describe(bytes[position]))"
                        : "the text ends where a field name was expected")
            }
            let start = position
            if let problem = readString() { return problem }
            let name = bytes[start..<position]
            if !keys.isEmpty {
                if keys[keys.count - 1].contains(name) {
                    position = start
                    return error("the field \(String(decoding: name, as: UTF8.self)) appears twice in one object")
                }
                keys[keys.count - 1].insert(name)
            }
            skipSpace()
            guard peek() == UInt8(ascii: ":") else {
                return error(
                    position < bytes.count
                        ? "expected ':' after the field name but found \(describe(bytes[position]))"
                        : "the text ends after a field name")
            }
            position += 1
            return nil
        }

        mutating func readString() -> SyntaxError? {
            let start = position
            position += 1
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return nil
                }
                if byte < 0x20 {
                    return error("an unescaped control character (0x\(String(byte, radix: 16))) in a string")
                }
                if byte == UInt8(ascii: "\\") {
                    position += 1
                    guard position < bytes.count else { break }
                    let escape = bytes[position]
                    if escape == UInt8(ascii: "u") {
                        let hex = bytes[min(position + 1, bytes.count)..<min(position + 5, bytes.count)]
                        guard hex.count == 4, hex.allSatisfy(isHex) else {
                            return error("a bad \\u escape in a string")
                        }
                        position += 4
                    } else if !"\"\\/bfnrt".utf8.contains(escape) {
                        return error("a bad escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                    }
                }
                position += 1
            }
            position = start
            return error("a string that is never closed")
        }

        mutating func readNumber() -> SyntaxError? {
            let start = position
            if peek() == UInt8(ascii: "-") { position += 1 }
            guard let first = peek(), isDigit(first) else { return error("a '-' not followed by digits") }
            if first == UInt8(ascii: "0") {
                position += 1
                if let next = peek(), isDigit(next) { return error("a number with a leading zero") }
            } else {
                while let digit = peek(), isDigit(digit) { position += 1 }
            }
            if peek() == UInt8(ascii: ".") {
                position += 1
                guard let digit = peek(), isDigit(digit) else { return error("a '.' not followed by digits") }
                while let digit = peek(), isDigit(digit) { position += 1 }
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                position += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
                guard let digit = peek(), isDigit(digit) else { return error("an exponent without digits") }
                while let digit = peek(), isDigit(digit) { position += 1 }
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            if let value = Double(text), !value.isFinite {
                let end = position
                position = start
                defer { position = end }
                return error("the number \(text) is out of range")
            }
            return nil
        }

        mutating func readWord(_ word: String) -> SyntaxError? {
            let expected = Array(word.utf8)
            if position + expected.count <= bytes.count
                && Array(bytes[position..<position + expected.count]) == expected
            {
                position += expected.count
                return nil
            }
            return error("unexpected \(describe(bytes[position])) where a value was expected (did you mean \(word)?)")
        }

        mutating func skipSpace() {
            while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isHex(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
        }

        func describe(_ byte: UInt8) -> String {
            if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            return "byte 0x\(String(byte, radix: 16))"
        }

        func error(_ message: String) -> SyntaxError {
            var line = 1
            var column = 1
            for byte in bytes[0..<min(position, bytes.count)] {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return SyntaxError(offset: position, line: line, column: column, message: message)
        }
    }
}
