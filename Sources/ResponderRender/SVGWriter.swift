import ResponderCore

/// Writes SVG text into bytes: elements, attributes escaped for XML, and numbers in one stable form.
///
/// Numbers are rounded to a thousandth and written without a trailing `.0` or a negative zero, so the same
/// diagram is the same bytes on every machine. Escaping works on UTF-8 bytes: a diagram's titles are full of
/// quotes (`UIButton 'deleteButton'`), and escaping them character by character cost more than drawing.
struct SVGWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 16_384) { bytes.reserveCapacity(capacity) }

    /// The document as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Opens an element; `attributes` are written in the order given (nil values are left out).
    mutating func open(_ name: String, _ attributes: [(String, String?)] = [], selfClosing: Bool = false) {
        bytes.append(UInt8(ascii: "<"))
        bytes += name.utf8
        for (key, value) in attributes {
            guard let value else { continue }
            bytes.append(UInt8(ascii: " "))
            bytes += key.utf8
            bytes += #"=""#.utf8
            appendEscaped(value)
            bytes.append(UInt8(ascii: "\""))
        }
        bytes += selfClosing ? "/>\n".utf8 : ">".utf8
    }

    mutating func close(_ name: String) {
        bytes += "</".utf8
        bytes += name.utf8
        bytes += ">\n".utf8
    }

    /// An element with text content.
    mutating func element(_ name: String, _ attributes: [(String, String?)] = [], text content: String) {
        open(name, attributes)
        appendEscaped(content)
        close(name)
    }

    /// A `<title>` child: the tooltip browsers show and the text alternative screen readers read.
    mutating func title(_ content: String) { element("title", text: content) }

    mutating func raw(_ content: String) { bytes += content.utf8 }

    /// Appends text escaped for XML: the five markup characters as entities, and what XML 1.0 cannot hold at all
    /// (control characters but tab and newlines, U+FFFE, U+FFFF) as U+FFFD.
    mutating func appendEscaped(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            // Runs of plain bytes are copied at once; only the bytes that need it are replaced.
            var start = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let replacement: [UInt8]?
                var width = 1
                switch byte {
                case UInt8(ascii: "&"): replacement = Self.ampersand
                case UInt8(ascii: "<"): replacement = Self.lessThan
                case UInt8(ascii: ">"): replacement = Self.greaterThan
                case UInt8(ascii: "\""): replacement = Self.quote
                case UInt8(ascii: "'"): replacement = Self.apostrophe
                case 0x09, 0x0A, 0x0D: replacement = nil
                case ..<0x20: replacement = Self.replacement
                case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
                    replacement = Self.replacement
                    width = 3
                default: replacement = nil
                }
                if let replacement {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                    bytes += replacement
                    start = index + width
                }
                index += width
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&apos;".utf8)

    /// U+FFFD in UTF-8.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// `value` escaped for XML, as text.
    static func escape(_ value: String) -> String {
        var writer = SVGWriter(capacity: value.utf8.count + 16)
        writer.appendEscaped(value)
        return writer.text
    }

    /// A coordinate: rounded to a thousandth, `12` rather than `12.0`, never `-0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `x1,y1 x2,y2 …` for a polygon.
    static func points(_ points: [Point]) -> String {
        points.map { number($0.x) + "," + number($0.y) }.joined(separator: " ")
    }
}
