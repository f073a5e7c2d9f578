import ResponderCore

/// Writes SVG text: elements, attributes escaped for XML, and numbers in one stable form.
///
/// Numbers are rounded to a thousandth and written without a trailing `.0` or a negative zero, so the same
/// diagram is the same bytes on every machine.
struct SVGWriter {
    private(set) var text = ""

    init(capacity: Int = 16_384) { text.reserveCapacity(capacity) }

    /// Opens an element; `attributes` are written in the order given (nil values are left out).
    mutating func open(_ name: String, _ attributes: [(String, String?)] = [], selfClosing: Bool = false) {
        text += "<" + name
        for (key, value) in attributes {
            guard let value else { continue }
            text += " " + key + "=\"" + Self.escape(value) + "\""
        }
        text += selfClosing ? "/>\n" : ">"
    }

    mutating func close(_ name: String) { text += "</" + name + ">\n" }

    /// An element with text content.
    mutating func element(_ name: String, _ attributes: [(String, String?)] = [], text content: String) {
        open(name, attributes)
        text += Self.escape(content)
        close(name)
    }

    /// A `<title>` child: the tooltip browsers show and the text alternative screen readers read.
    mutating func title(_ content: String) { element("title", text: content) }

    mutating func raw(_ content: String) { text += content }

    static func escape(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: needsEscape) else { return value }
        var out = ""
        out.reserveCapacity(value.utf8.count + 16)
        for character in value {
            // XML 1.0 has no way to write most control characters, even escaped: they become U+FFFD.
            if character.unicodeScalars.contains(where: isForbidden) {
                out += "\u{FFFD}"
                continue
            }
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": return true
        default: return isForbidden(scalar)
        }
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE
            || scalar.value == 0xFFFF
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
