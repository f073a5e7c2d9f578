import ResponderCore
import ResponderWords

/// The one reader of request bodies: a pull parser that reads the bytes once, straight into the request types
/// (see ``WireValue``), checking syntax, UTF-8, nesting depth, duplicate field names and name lengths as it goes.
///
/// A request type asks for what it expects next (`beginObject`, `nextField`, `readDouble`, …) and gets it, or a
/// `DecodingError` that says what was found instead and where (the same errors Foundation's `JSONDecoder`
/// throws, so one problem renderer serves both). Errors of the text itself (``JSONSyntaxError``,
/// ``JSONTooDeepError``, ``JSONEncodingError``) win over errors of what the text says: when a request type refuses
/// a value, ``decode(_:from:depthLimit:nameLimit:)`` reads on to the end, and a malformed text further on is what
/// gets reported: the first error of the text (line, column, byte), else the first long name, else the type's
/// refusal. (Where this sits in a request's path: ``ResponderService``.)
package struct JSONReader: WireReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private let depthLimit: Int
    private let nameLimit: Int
    /// The containers open around the reading position, outermost first.
    private var levels: [Level] = []
    /// Whether a value comes next (rather than a ',' or a closer): where reading on after an error starts.
    private var atValue = true

    private struct Level {
        var isObject: Bool
        /// Members (or elements) begun so far; the current one is `count - 1`.
        var count = 0
        /// An object's current field name, as written (between the quotes).
        var keyStart = 0
        var keyEnd = 0
        var keyEscaped = false

        /// Begins the next member of an object, named by the bytes at `name` (one write of the level, not four).
        mutating func beginMember(named name: Range<Int>, escaped: Bool) {
            count += 1
            keyStart = name.lowerBound
            keyEnd = name.upperBound
            keyEscaped = escaped
        }
    }

    /// Top-level fields whose strings are free text, exempt from the name limit (a request's title and
    /// description, and the dumps and pastes `POST /v1/import` reads).
    /// (Matched as written, as field names are: see ``isFreeText``.)
    private static let freeText = WireKeys([
        "title", "description", "recursiveDescription", "printHierarchy", "gestureRecognizers", "targets", "methods",
        "firstResponder", "responderChain",
    ])

    private init(_ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int, nameLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
        self.nameLimit = nameLimit
        levels.reserveCapacity(32)
    }

    /// Reads a whole body as `T`. Throws the first error of the text if there is one anywhere, else the first
    /// string longer than `nameLimit`, else what `T` refused.
    static func decode<T: WireValue>(
        _ type: T.Type, from body: [UInt8], depthLimit: Int, nameLimit: Int = .max
    ) throws -> T {
        try body.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer, depthLimit: depthLimit, nameLimit: nameLimit)
            do {
                let value = try T(reading: &reader)
                try reader.end()
                return value
            } catch let error where error.isTextError {
                throw error
            } catch {
                var reported = error
                do {
                    try reader.readOn()
                } catch let later where later.isTextError {
                    throw later
                } catch let later as NameTooLongError where !(error is NameTooLongError) {
                    reported = later
                } catch {}
                throw reported
            }
        }
    }

    /// The value of one member of a body's top-level object, as written but for the white space between tokens:
    /// how an answer repeats part of a request (each audit finding's witness repeats the app). Nil when the body
    /// is not an object or has no such member; call it on a body that was already read.
    package static func compactMember(_ name: String, of body: [UInt8]) -> [UInt8]? {
        body.withUnsafeBufferPointer { buffer -> [UInt8]? in
            var reader = JSONReader(buffer, depthLimit: .max, nameLimit: .max)
            guard (try? reader.beginObject()) != nil else { return nil }
            while let key = try? reader.nextKey() {
                reader.skipSpace()
                let start = reader.position
                guard (try? reader.skipValue()) != nil else { return nil }
                if key == name { return compacted(buffer[start..<reader.position]) }
            }
            return nil
        }
    }

    /// JSON text without the white space between its tokens.
    private static func compacted(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var inString = false
        var escaped = false
        for byte in text {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                continue
            }
            out.append(byte)
        }
        return out
    }

    // MARK: Values

    mutating func peek() throws -> JSONKind {
        skipSpace()
        guard position < bytes.count else { throw syntax(.endsWhereValueExpected) }
        switch bytes[position] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case let byte: throw unexpected(byte, .value)
        }
    }

    /// (Without ``peek()``: every field's value is asked first whether it is null, and a value that is not is read
    /// next by a call that peeks, or refused unread and then skipped by ``decode(_:from:depthLimit:nameLimit:)``'s
    /// reading on, which peeks; either throws what `peek()` would have thrown here, at the same place.)
    mutating func readNull() throws -> Bool {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    mutating func readBool() throws -> Bool {
        let kind = try peek()
        guard kind == .bool else { throw mismatch(Bool.self, kind) }
        let value = bytes[position] == UInt8(ascii: "t")
        try literal(value ? "true" : "false")
        return value
    }

    mutating func readDouble() throws -> Double {
        let kind = try peek()
        guard kind == .number else { throw mismatch(Double.self, kind) }
        return try number()
    }

    mutating func readString() throws -> String {
        let kind = try peek()
        guard kind == .string else { throw mismatch(String.self, kind) }
        let (start, end, escaped) = try scanString()
        atValue = false
        let text = try string(start, end, escaped)
        if end - start > nameLimit, text.utf8.count > nameLimit, !isFreeText {
            throw NameTooLongError(pointer: pointer(), bytes: text.utf8.count, limit: nameLimit)
        }
        return text
    }

    // MARK: Objects and arrays

    mutating func beginObject() throws {
        let kind = try peek()
        guard kind == .object else { throw mismatch([String: Any].self, kind) }
        try open(isObject: true)
    }

    mutating func nextField(in keys: WireKeys) throws -> WireKeys.Match? {
        guard try nextMember() else { return nil }
        let level = levels[levels.count - 1]
        if !level.keyEscaped,
            let index = keys.index(of: UnsafeBufferPointer(rebasing: bytes[level.keyStart..<level.keyEnd]))
        {
            return .known(index)
        }
        let name = try string(level.keyStart, level.keyEnd, level.keyEscaped)
        return keys.index(of: name).map { .known($0) } ?? .unknown(name)
    }

    mutating func nextKey() throws -> String? {
        guard try nextMember() else { return nil }
        let level = levels[levels.count - 1]
        return try string(level.keyStart, level.keyEnd, level.keyEscaped)
    }

    func duplicateField() -> Error {
        let level = levels[levels.count - 1]
        let written = Excerpt.of(String(decoding: bytes[level.keyStart - 1...level.keyEnd], as: UTF8.self))
        return syntax(.duplicateField(written), at: level.keyStart - 1)
    }

    mutating func beginArray() throws {
        let kind = try peek()
        guard kind == .array else { throw mismatch([Any].self, kind) }
        try open(isObject: false)
    }

    mutating func nextElement() throws -> Bool {
        skipSpace()
        let count = levels[levels.count - 1].count
        if count > 0 {
            guard position < bytes.count else { throw syntax(.endsInsideArray) }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
                skipSpace()
                if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
                    throw syntax(.trailingCommaBeforeBracket)
                }
            case UInt8(ascii: "]"):
                close()
                return false
            case let byte: throw unexpected(byte, .commaOrBracket)
            }
        } else if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
            close()
            return false
        }
        levels[levels.count - 1].count += 1
        atValue = true
        return true
    }

    static func read<Object>(
        _ field: WireField<Object>, from reader: inout JSONReader, into object: inout Object
    ) throws {
        try field.readJSON(&reader, &object)
    }

    /// Skips one value, checking it as thoroughly as reading it would.
    mutating func skipValue() throws {
        switch try peek() {
        case .object:
            try open(isObject: true)
            var names: Set<String> = []
            while let name = try nextKey() {
                if !names.insert(name).inserted { throw duplicateField() }
                try skipValue()
            }
        case .array:
            try open(isObject: false)
            while try nextElement() { try skipValue() }
        case .string: _ = try readString()
        case .number: _ = try number()
        case .bool: _ = try readBool()
        case .null: _ = try readNull()
        }
    }

    /// The path to the reading position, as Foundation's decoders spell it.
    var codingPath: [CodingKey] {
        levels.compactMap { level -> CodingKey? in
            guard level.count > 0 else { return nil }
            if level.isObject {
                return AnyCodingKey((try? string(level.keyStart, level.keyEnd, level.keyEscaped)) ?? "")
            }
            return AnyCodingKey(intValue: level.count - 1)
        }
    }

    // MARK: Reading on after an error

    /// Reads the rest of the text after a request type refused something, for errors of the text further on.
    private mutating func readOn() throws {
        if atValue { try skipValue() }
        while let level = levels.last {
            if level.isObject {
                while try nextKey() != nil { try skipValue() }
            } else {
                while try nextElement() { try skipValue() }
            }
        }
        try end()
    }

    /// Nothing but white space may follow the value.
    private mutating func end() throws {
        skipSpace()
        if position < bytes.count { throw unexpected(bytes[position], .nothingAfterValue) }
    }

    // MARK: Scanning

    private mutating func open(isObject: Bool) throws {
        if levels.count >= depthLimit { throw JSONTooDeepError(pointer: pointer()) }
        position += 1
        levels.append(Level(isObject: isObject))
        atValue = false
    }

    private mutating func close() {
        position += 1
        levels.removeLast()
        atValue = false
    }

    /// Moves to the next member of the innermost object and reads its name and ':'; false at the object's end.
    private mutating func nextMember() throws -> Bool {
        skipSpace()
        if levels[levels.count - 1].count > 0 {
            guard position < bytes.count else { throw syntax(.endsInsideObject) }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
                skipSpace()
            case UInt8(ascii: "}"):
                close()
                return false
            case let byte: throw unexpected(byte, .commaOrBrace)
            }
        } else if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
            close()
            return false
        }
        guard position < bytes.count else { throw syntax(.endsWhereFieldNameExpected) }
        guard bytes[position] == UInt8(ascii: "\"") else {
            if bytes[position] == UInt8(ascii: "}") { throw syntax(.trailingCommaBeforeBrace) }
            throw unexpected(bytes[position], .fieldName)
        }
        let (start, end, escaped) = try scanString()
        skipSpace()
        guard position < bytes.count else { throw syntax(.endsAfterFieldName) }
        guard bytes[position] == UInt8(ascii: ":") else {
            throw unexpected(bytes[position], .colon)
        }
        position += 1
        levels[levels.count - 1].beginMember(named: start..<end, escaped: escaped)
        atValue = true
        if end - start > nameLimit {
            let name = try string(start, end, escaped)
            if name.utf8.count > nameLimit {
                throw NameTooLongError(pointer: pointer(), bytes: name.utf8.count, limit: nameLimit)
            }
        }
        return true
    }

    /// Scans a string from its opening quote: the range between the quotes and whether it has escapes.
    private mutating func scanString() throws -> (start: Int, end: Int, escaped: Bool) {
        let open = position
        position += 1
        let start = position
        var escaped = false
        var ascii = true
        while position < bytes.count {
            skipPlainBytes()
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let end = position
                position += 1
                if !ascii, String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) == nil {
                    throw JSONEncodingError()
                }
                return (start, end, escaped)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                position += 1
                guard position < bytes.count else { break }
                let escape = bytes[position]
                if escape == UInt8(ascii: "u") {
                    guard position + 4 < bytes.count, (1...4).allSatisfy({ isHex(bytes[position + $0]) }) else {
                        throw syntax(.badUnicodeEscape)
                    }
                    position += 4
                } else if !"\"\\/bfnrt".utf8.contains(escape) {
                    throw syntax(.badEscape(Character(Unicode.Scalar(escape))))
                }
            } else if byte < 0x20 {
                throw syntax(.controlCharacter(String(byte, radix: 16)))
            } else if byte >= 0x80 {
                ascii = false
            }
            position += 1
        }
        position = open
        throw syntax(.unclosedString)
    }

    /// Moves past the bytes of a string that need no look (printable ASCII other than '"' and '\\'), eight at a
    /// time, to the next byte that does: a closing quote, an escape, a control character or a non-ASCII byte (or the
    /// end). Most of a body is such bytes (names, ids, a description's text); looked at one by one, with four
    /// comparisons each, they were most of the cost of reading a request.
    @inline(__always)
    private mutating func skipPlainBytes() {
        guard let base = bytes.baseAddress else { return }
        while position + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let special = Self.specialBytes(in: word)
            if special != 0 {
                // The lowest flagged byte is the first special one (the flags above it may be false, see below).
                position += special.trailingZeroBitCount / 8
                return
            }
            position += 8
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return }
            position += 1
        }
    }

    /// The high bit of each byte of `word` (eight bytes of text, the first in the low byte) that is '"', '\\', a
    /// control character (below 0x20) or not ASCII; zero when there is none.
    ///
    /// The classic test for a zero byte, `(v - 0x01…01) & ~v & 0x80…80`, applied to the word XOR-ed with '"' and
    /// with '\\' (zero where the byte is that character), and `(v - 0x20…20) & ~v` for the bytes below 0x20; a
    /// non-ASCII byte has its high bit set already. A subtraction borrows only out of a byte that is flagged, so
    /// the lowest flagged byte is always a true one; bytes above it may be flagged falsely, and are never used.
    @inline(__always)
    static func specialBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let isQuote = (quote &- ones) & ~quote
        let isBackslash = (backslash &- ones) & ~backslash
        let isControl = (word &- ones &* 0x20) & ~word
        return (isQuote | isBackslash | isControl | word) & (ones &* 0x80)
    }

    /// The text of a scanned string.
    private func string(_ start: Int, _ end: Int, _ escaped: Bool) throws -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard escaped else { return String(decoding: raw, as: UTF8.self) }
        var text: [UInt8] = []
        text.reserveCapacity(raw.count)
        var index = 0
        func hex4(_ at: Int) -> UInt32 {
            (at..<at + 4).reduce(0) { value, offset in
                let byte = raw[offset] | 0x20
                return value << 4 | UInt32(byte >= UInt8(ascii: "a") ? byte - UInt8(ascii: "a") + 10 : byte & 0x0F)
            }
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(index)
                index += 4
                if (0xD800..<0xDC00).contains(scalar), index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"),
                    raw[index + 1] == UInt8(ascii: "u"), case let low = hex4(index + 2), (0xDC00..<0xE000).contains(low)
                {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                guard let unicode = Unicode.Scalar(scalar) else {
                    throw syntax(.halfSurrogate, at: start + index - 6)
                }
                text.append(contentsOf: String(Character(unicode)).utf8)
            default: text.append(escape)  // '"', '\\' and '/' stand for themselves
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func number() throws -> Double {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let digitsStart = position
        skipDigits()
        let digits = position - digitsStart
        guard digits > 0 else { throw syntax(.minusWithoutDigits) }
        if digits > 1 && bytes[digitsStart] == UInt8(ascii: "0") {
            position = digitsStart + 1
            throw syntax(.leadingZero)
        }
        var integral = true
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            integral = false
            position += 1
            let fraction = position
            skipDigits()
            guard position > fraction else { throw syntax(.dotWithoutDigits) }
        }
        if position < bytes.count && bytes[position] | 0x20 == UInt8(ascii: "e") {
            integral = false
            position += 1
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
            {
                position += 1
            }
            let exponent = position
            skipDigits()
            guard position > exponent else { throw syntax(.exponentWithoutDigits) }
        }
        atValue = false
        // Small integers (the common case: coordinates) without going through text.
        if integral && digits <= 15 {
            var value: Int64 = 0
            for index in digitsStart..<position { value = value * 10 + Int64(bytes[index] &- UInt8(ascii: "0")) }
            return Double(bytes[start] == UInt8(ascii: "-") ? -value : value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw syntax(.outOfRange(Excerpt.of(text)), at: start)
        }
        return value
    }

    private mutating func skipDigits() {
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
    }

    private mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        let matches =
            position + count <= bytes.count
            && word.withUTF8Buffer { expected in (0..<count).allSatisfy { bytes[position + $0] == expected[$0] } }
        guard matches else {
            throw unexpected(bytes[position], .literal("\(word)"))
        }
        position += count
        atValue = false
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            position += 1
        }
    }

    private func isHex(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }

    // MARK: Errors

    /// Whether the reading position is inside a top-level free-text field.
    private var isFreeText: Bool {
        guard levels.count == 1, levels[0].isObject, levels[0].count > 0 else { return false }
        let level = levels[0]
        // The bytes as written first (a request's long description, read on every request); the name as a string
        // only when they are not one of the names, as `nextField(in:)` does.
        if !level.keyEscaped,
            Self.freeText.index(of: UnsafeBufferPointer(rebasing: bytes[level.keyStart..<level.keyEnd])) != nil
        {
            return true
        }
        return (try? string(level.keyStart, level.keyEnd, level.keyEscaped)).map { Self.freeText.index(of: $0) != nil }
            ?? false
    }

    /// The JSON Pointer of the reading position.
    private func pointer() -> String { JSONPointer.from(codingPath) }

    private func mismatch(_ type: Any.Type, _ found: JSONKind) -> DecodingError {
        if found == .null {
            return .valueNotFound(
                type, .init(codingPath: codingPath, debugDescription: "Expected \(type) value but found null instead."))
        }
        return .typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(found)."))
    }

    /// An unexpected byte: a syntax error, or an encoding error when the byte does not begin valid UTF-8.
    private func unexpected(_ byte: UInt8, _ expected: JSONFault.Expected) -> Error {
        if byte >= 0x80 {
            let tail = UnsafeBufferPointer(rebasing: bytes[position..<min(position + 4, bytes.count)])
            let scalar = String(decoding: tail, as: UTF8.self).unicodeScalars.first
            if scalar == nil || scalar == "\u{FFFD}" { return JSONEncodingError() }
        }
        let found: JSONFault.Found =
            byte >= 0x20 && byte < 0x7F ? .character(Character(Unicode.Scalar(byte))) : .byte(byte)
        return syntax(.unexpected(found, expected))
    }

    private func syntax(_ fault: JSONFault, at offset: Int? = nil) -> JSONSyntaxError {
        let offset = min(offset ?? position, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[0..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(offset: offset, line: line, column: column, fault: fault)
    }
}

/// What a JSON value is, as seen from its first byte.
enum JSONKind: CustomStringConvertible {
    case null, bool, number, string, array, object

    var description: String {
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

/// The text is not JSON: what is wrong, and where (line and column count from 1, columns in characters).
struct JSONSyntaxError: Error, Equatable {
    var offset: Int
    var line: Int
    var column: Int
    var fault: JSONFault

    /// "a trailing comma before '}'".
    var message: String { fault.english }
}

/// The text nests deeper than the limit; `pointer` is the container that crosses it.
struct JSONTooDeepError: Error {
    var pointer: String
}

/// The text is not UTF-8.
struct JSONEncodingError: Error {}

extension Error {
    /// Whether this is an error of the text itself rather than of what it says.
    var isTextError: Bool { self is JSONSyntaxError || self is JSONTooDeepError || self is JSONEncodingError }
}
