/// JSON scalars as bytes, spelled exactly as Foundation's `JSONEncoder` spells them with
/// `.withoutEscapingSlashes`: the scalars ``AnswerWriter`` writes.
enum JSONText {
    static func appendNull(to bytes: inout ByteBuffer) {
        appendRaw("null", to: &bytes)
    }

    static func append(_ value: Bool, to bytes: inout ByteBuffer) {
        appendRaw(value ? "true" : "false", to: &bytes)
    }

    static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout ByteBuffer) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // Digits least significant first, into the end of a small buffer, then copied in order.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digits in
            var start = digits.count
            var magnitude = value.magnitude
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Swift's shortest round-trip spelling without a trailing `.0` (Foundation's choice). The caller deals with
    /// infinities and NaN, which JSON cannot spell.
    static func append(_ value: Double, to bytes: inout ByteBuffer) {
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            // Whole numbers (most coordinates): the integer's digits, as "340.0" without ".0". Negative zero is "-0".
            if value == 0 && value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
            append(Int64(value), to: &bytes)
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        text.withUTF8 { bytes.append($0) }
    }

    static func append(_ value: String, to bytes: inout ByteBuffer) {
        bytes.append(UInt8(ascii: "\""))
        appendContents(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A string's contents, escaped, without the quotes: a whole string, or one piece of one.
    static func appendContents(_ value: String, to bytes: inout ByteBuffer) {
        // Most strings need no escaping: copy them in one go.
        let plain = value.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            if needsEscaping(buffer) { return false }
            bytes.append(buffer)
            return true
        }
        if plain != true { appendEscaped(value.utf8, to: &bytes) }
    }

    /// Fixed words' contents, escaped, without the quotes.
    static func appendContents(_ value: StaticString, to bytes: inout ByteBuffer) {
        value.withUTF8Buffer { buffer in
            if needsEscaping(buffer) { return appendEscaped(buffer, to: &bytes) }
            bytes.append(buffer)
        }
    }

    /// Whether any byte needs escaping in a JSON string: a control character (below 0x20), `"` or `\\`.
    ///
    /// Every string of an answer passes through here, so it looks at eight bytes at a time: in a word `w`,
    /// `(w - 0x0101…01) & ~w & 0x8080…80` is non-zero exactly when some byte of `w` is zero, so XOR-ing with a
    /// repeated `"` or `\\` finds those, and subtracting 0x2020…20 instead finds a byte below 0x20.
    static func needsEscaping(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        let count = buffer.count
        guard count >= 8 else {
            for byte in buffer where byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
            return false
        }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func found(at offset: Int) -> Bool {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let marks =
                ((word &- ones &* 0x20) & ~word) | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
            return marks & highs != 0
        }
        var offset = 0
        while offset + 8 <= count {
            if found(at: offset) { return true }
            offset += 8
        }
        // The last bytes as the last eight, read again in part, not one by one: most of an answer's strings (ids,
        // class names, sentences) end past a multiple of eight.
        return offset < count && found(at: count - 8)
    }

    private static func appendEscaped<Bytes: Sequence<UInt8>>(_ value: Bytes, to bytes: inout ByteBuffer) {
        let hex: StaticString = "0123456789abcdef"
        for byte in value {
            switch byte {
            case UInt8(ascii: "\""): appendRaw("\\\"", to: &bytes)
            case UInt8(ascii: "\\"): appendRaw("\\\\", to: &bytes)
            case 0x0A: appendRaw("\\n", to: &bytes)
            case 0x0D: appendRaw("\\r", to: &bytes)
            case 0x09: appendRaw("\\t", to: &bytes)
            case 0x08: appendRaw("\\b", to: &bytes)
            case 0x0C: appendRaw("\\f", to: &bytes)
            case 0x00..<0x20:
                appendRaw("\\u00", to: &bytes)
                hex.withUTF8Buffer { digits in
                    bytes.append(digits[Int(byte >> 4)])
                    bytes.append(digits[Int(byte & 0x0F)])
                }
            default: bytes.append(byte)
            }
        }
    }

    private static func appendRaw(_ text: StaticString, to bytes: inout ByteBuffer) {
        bytes.append(text)
    }
}
