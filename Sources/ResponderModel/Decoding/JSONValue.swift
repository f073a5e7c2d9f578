/// A parsed JSON value, the input of ``TreeDecoder``.
enum JSONValue {
    case null
    case bool(Bool)
    case number(Double, integral: Bool)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// What the value is, for type-mismatch messages.
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// An object's fields in the order written (duplicates are refused while parsing). A class, so the decoding
/// containers that hold it copy one reference.
final class JSONObject {
    let keys: [String]
    let values: [JSONValue]

    init(keys: [String], values: [JSONValue]) {
        self.keys = keys
        self.values = values
    }

    /// The value of a field; objects are small, so a linear scan beats hashing.
    func value(for key: String) -> JSONValue? {
        for index in keys.indices where keys[index] == key { return values[index] }
        return nil
    }
}

/// A strict recursive-descent JSON parser over UTF-8 bytes. It only has to be fast and correct on valid input:
/// on any error (including invalid UTF-8 and nesting deeper than `depthLimit`) it returns nil, and the caller asks
/// ``DepthScanner`` and ``JSONSyntaxChecker`` where and why. It stops at the depth ``DepthScanner`` refuses, so
/// the recursion is bounded.
struct JSONParser {
    private let bytes: [UInt8]
    private let depthLimit: Int
    private var position = 0
    private var depth = 0
    /// The longest string or field name parsed, in UTF-8 bytes (escapes counted as written: an upper bound).
    private(set) var longestString = 0

    init(_ bytes: [UInt8], depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    /// The value, and the length of its longest string or field name as written (an upper bound on its UTF-8
    /// length, so a caller checking a limit needs to look closer only when this passes it).
    static func parse(_ bytes: [UInt8], depthLimit: Int) -> (value: JSONValue, longestString: Int)? {
        var parser = JSONParser(bytes, depthLimit: depthLimit)
        guard let value = parser.parseValue() else { return nil }
        parser.skipSpace()
        return parser.position == bytes.count ? (value, parser.longestString) : nil
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            position += 1
        }
    }

    private mutating func parseValue() -> JSONValue? {
        skipSpace()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            // As DepthScanner counts: a container opened when `depthLimit` are open is too deep.
            guard depth < depthLimit else { return nil }
            depth += 1
            defer { depth -= 1 }
            return bytes[position] == UInt8(ascii: "{") ? parseObject() : parseArray()
        case UInt8(ascii: "\""): return parseString().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return parseNumber()
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return nil }
        let matches = word.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[position + $0] == expected[$0] }
        }
        guard matches else { return nil }
        position += count
        return value
    }

    private mutating func parseObject() -> JSONValue? {
        position += 1
        var keys: [String] = []
        var values: [JSONValue] = []
        skipSpace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(JSONObject(keys: keys, values: values))
        }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = parseString() else {
                return nil
            }
            if keys.contains(key) { return nil }
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
            position += 1
            guard let value = parseValue() else { return nil }
            keys.append(key)
            values.append(value)
            skipSpace()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard bytes[position] == UInt8(ascii: "}") else { return nil }
            position += 1
            return .object(JSONObject(keys: keys, values: values))
        }
    }

    private mutating func parseArray() -> JSONValue? {
        position += 1
        var items: [JSONValue] = []
        skipSpace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(items)
        }
        while true {
            guard let value = parseValue() else { return nil }
            items.append(value)
            skipSpace()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard bytes[position] == UInt8(ascii: "]") else { return nil }
            position += 1
            return .array(items)
        }
    }

    private mutating func parseString() -> String? {
        position += 1
        let start = position
        defer { longestString = max(longestString, position - start) }
        var ascii = true
        // Fast path: no escapes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                // Only strings may hold bytes above ASCII (anywhere else they are a syntax error): validating them
                // here validates the whole body.
                let text =
                    ascii
                    ? String(decoding: bytes[start..<position], as: UTF8.self)
                    : String(validating: bytes[start..<position], as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { return nil }
            if byte >= 0x80 { ascii = false }
            position += 1
        }
        var buffer = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(validating: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count else { return nil }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): buffer.append(0x22)
                case UInt8(ascii: "\\"): buffer.append(0x5C)
                case UInt8(ascii: "/"): buffer.append(0x2F)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    guard var scalar = hex4() else { return nil }
                    if (0xD800..<0xDC00).contains(scalar) {
                        // A high surrogate must be followed by \u and a low surrogate.
                        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                            bytes[position + 1] == UInt8(ascii: "u")
                        else { return nil }
                        position += 2
                        guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(scalar) {
                        return nil
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { return nil }
                    buffer.append(contentsOf: String(Character(unicode)).utf8)
                default: return nil
                }
            default:
                if byte < 0x20 { return nil }
                buffer.append(byte)
                position += 1
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private mutating func parseNumber() -> JSONValue? {
        let start = position
        var integral = true
        if position < bytes.count && bytes[position] == UInt8(ascii: "-") { position += 1 }
        let digitsStart = position
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            position += 1
        }
        let digits = position - digitsStart
        guard digits > 0, !(digits > 1 && bytes[digitsStart] == UInt8(ascii: "0")) else { return nil }
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            integral = false
            position += 1
            let fraction = position
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                position += 1
            }
            guard position > fraction else { return nil }
        }
        if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            integral = false
            position += 1
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
            {
                position += 1
            }
            let exponent = position
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                position += 1
            }
            guard position > exponent else { return nil }
        }
        // Small integers (the common case: coordinates) without going through text.
        if integral && digits <= 15 {
            var value: Int64 = 0
            for index in digitsStart..<position { value = value * 10 + Int64(bytes[index] - UInt8(ascii: "0")) }
            return .number(Double(bytes[start] == UInt8(ascii: "-") ? -value : value), integral: true)
        }
        guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else {
            return nil
        }
        return .number(value, integral: integral)
    }
}

extension JSONValue {
    /// The first string value or field name longer than `limit` UTF-8 bytes, as a JSON Pointer and its length;
    /// the top-level fields named in `exempt` (free text such as a title) may be longer. One pass over the tree;
    /// the pointer is spelled only for the value found.
    func firstLongName(limit: Int, exempt: Set<String>) -> (pointer: String, bytes: Int)? {
        enum Token {
            case index(Int)
            case key(String)
        }
        // Every value visited, with how it was reached from its parent's entry.
        var reached: [(token: Token, parent: Int)] = [(.index(0), -1)]
        var stack: [(value: JSONValue, entry: Int)] = [(self, 0)]
        func pointer(_ entry: Int) -> String {
            var tokens: [String] = []
            var current = entry
            while current > 0 {
                switch reached[current].token {
                case .index(let index): tokens.append(String(index))
                case .key(let key): tokens.append(JSONPointer.escape(key))
                }
                current = reached[current].parent
            }
            return tokens.reversed().map { "/" + $0 }.joined()
        }
        while let (value, entry) = stack.popLast() {
            switch value {
            case .string(let text):
                if text.utf8.count > limit { return (pointer(entry), text.utf8.count) }
            case .array(let elements):
                for index in elements.indices.reversed() {
                    reached.append((.index(index), entry))
                    stack.append((elements[index], reached.count - 1))
                }
            case .object(let object):
                for index in object.keys.indices.reversed() {
                    let key = object.keys[index]
                    if entry == 0 && exempt.contains(key) { continue }
                    reached.append((.key(key), entry))
                    if key.utf8.count > limit { return (pointer(reached.count - 1), key.utf8.count) }
                    stack.append((object.values[index], reached.count - 1))
                }
            default: break
            }
        }
        return nil
    }
}
