import ResponderCore

/// Writes SVG text straight into bytes: elements, attributes escaped for XML, and numbers in one stable form.
///
/// Nothing is built as a `String` on the way: an element is started, its attributes appended one by one (a
/// number is written digit by digit, a composite value such as a class list piece by piece), and text is escaped
/// as it is copied. A diagram is mostly numbers and short names, and building them as strings first cost more
/// than the drawing itself.
///
/// ```swift
/// svg.start("rect")
/// svg.attribute("class", "shape")
/// svg.attribute("x", 12.5)
/// svg.endEmpty()                // <rect class="shape" x="12.5"/>
/// ```
///
/// Numbers are rounded to a thousandth and written without a trailing `.0` or a negative zero, so the same
/// diagram is the same bytes on every machine. Escaping works on UTF-8 bytes: a diagram's titles are full of
/// quotes (`UIButton 'deleteButton'`).
struct SVGWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 16_384) { bytes.reserveCapacity(capacity) }

    /// The document as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Elements

    /// `<name`: attributes follow, then ``end()`` or ``endEmpty()``.
    mutating func start(_ name: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        raw(name)
    }

    /// `>`: the start tag is complete.
    mutating func end() { bytes.append(UInt8(ascii: ">")) }

    /// `/>` and a newline: an element without content.
    mutating func endEmpty() { raw("/>\n") }

    /// `</name>` and a newline.
    mutating func close(_ name: StaticString) {
        raw("</")
        raw(name)
        raw(">\n")
    }

    // MARK: Attributes

    /// ` key="value"`, the value escaped.
    mutating func attribute(_ key: StaticString, _ value: String) {
        beginAttribute(key)
        text(value)
        endAttribute()
    }

    /// ` key="value"` for a value that needs no escaping (a fixed word).
    mutating func attribute(_ key: StaticString, word value: StaticString) {
        beginAttribute(key)
        raw(value)
        endAttribute()
    }

    /// ` key="number"` (see ``number(_:)``).
    mutating func attribute(_ key: StaticString, _ value: Double) {
        beginAttribute(key)
        number(value)
        endAttribute()
    }

    /// ` key="integer"`.
    mutating func attribute(_ key: StaticString, _ value: Int) {
        beginAttribute(key)
        integer(value)
        endAttribute()
    }

    /// ` key="x1,y1 x2,y2 …"`: a polygon's points.
    mutating func attribute(_ key: StaticString, points: [Point]) {
        beginAttribute(key)
        for (index, point) in points.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            number(point.x)
            bytes.append(UInt8(ascii: ","))
            number(point.y)
        }
        endAttribute()
    }

    /// ` key="`: a value written piece by piece follows (``text(_:)``, ``number(_:)``, ``raw(_:)``), then
    /// ``endAttribute()``.
    mutating func beginAttribute(_ key: StaticString) {
        bytes.append(UInt8(ascii: " "))
        raw(key)
        raw(#"=""#)
    }

    mutating func endAttribute() { bytes.append(UInt8(ascii: "\"")) }

    // MARK: Content

    /// Bytes that need no escaping, as written.
    mutating func raw(_ content: StaticString) {
        content.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Bytes that need no escaping, as given.
    mutating func raw(_ content: [UInt8]) { bytes.append(contentsOf: content) }

    /// A coordinate: rounded to a thousandth, `12` rather than `12.0`, never `-0`, never an exponent.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        guard abs(value) < 1e12 else {
            // Far beyond any screen: whole points are exact enough (clamped to Int's range past 9.2e18).
            integer(Int(clamping: value))
            return
        }
        let thousandths = Int(clamping: value * 1000)
        if thousandths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = thousandths.magnitude
        appendDigits(magnitude / 1000)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt = 100
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// A whole number.
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    private mutating func appendDigits(_ value: UInt) {
        if value >= 10 { appendDigits(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Appends text escaped for XML: `&`, `<`, `>` and `"` as entities (every attribute value is in double quotes,
    /// so an apostrophe stays as it is: names are full of them), and what XML 1.0 cannot hold at all
    /// (control characters but tab and newlines, U+FFFE, U+FFFF) as U+FFFD.
    mutating func text(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            // Runs of plain bytes are copied at once; only the bytes that need it are replaced.
            var start = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let replacement: StaticString?
                var width = 1
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case 0x09, 0x0A, 0x0D: replacement = nil
                case ..<0x20: replacement = "\u{FFFD}"
                case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
                    replacement = "\u{FFFD}"
                    width = 3
                default: replacement = nil
                }
                if let replacement {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                    raw(replacement)
                    start = index + width
                }
                index += width
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
    }

    // MARK: As strings (tests, and text built once per diagram)

    /// `value` escaped for XML, as text.
    static func escape(_ value: String) -> String {
        var writer = SVGWriter(capacity: value.utf8.count + 16)
        writer.text(value)
        return writer.text
    }

    /// A coordinate as text (see ``number(_:)``).
    static func number(_ value: Double) -> String {
        var writer = SVGWriter(capacity: 24)
        writer.number(value)
        return writer.text
    }
}
