/// How wide a diagram's text is, and how it is wrapped into lines that fit a width: never cut.
///
/// The diagram names its font first (``fontFamily``: DejaVu Sans, then Verdana, two wide faces with nearly the same
/// widths), and measures text with DejaVu Sans's advance widths, a little generous, so a label measured to fit fits
/// in either face and in any narrower one a browser falls back to.
///
/// ```
///  "UITableViewCellContentView 'cell.contentView'", 200 points wide at 14 px:
///   UITableViewCellContentView            breaks at spaces first,
///   'cell.contentView'                    then inside a word: after . _ / - and before a capital,
///                                         then anywhere, as a last resort
/// ```
enum LabelText {
    /// The diagram's font, in CSS.
    static let fontFamily = #""DejaVu Sans", Verdana, sans-serif"#
    /// The size of every text of the diagram, in points (the SVG's user units).
    static let fontSize = 14.0
    /// The distance between two lines.
    static let lineHeight = 17.0
    /// From the top of a line to its baseline.
    static let ascent = 13.0

    /// DejaVu Sans's advance widths of the printable ASCII characters (space to tilde), in thousandths of an em.
    private static let widths: [UInt16] = [
        318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337, 637, 637, 637, 637, 637, 637,
        637, 637, 637, 637, 337, 337, 838, 838, 838, 531, 1000, 685, 687, 699, 771, 632, 576, 775, 752, 295, 295, 656,
        558, 863, 749, 788, 604, 788, 695, 635, 611, 732, 685, 989, 686, 611, 686, 391, 337, 391, 838, 500, 500, 613,
        635, 550, 635, 616, 353, 635, 634, 278, 278, 580, 278, 975, 634, 612, 635, 635, 412, 521, 393, 634, 592, 818,
        592, 592, 525, 637, 337, 637, 838,
    ]
    /// The same for bold text.
    private static let boldWidths: [UInt16] = [
        349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366, 696, 696, 696, 696, 696, 696,
        696, 696, 696, 696, 400, 400, 838, 838, 838, 581, 1000, 774, 763, 734, 831, 684, 684, 821, 837, 373, 373, 775,
        638, 996, 837, 851, 733, 851, 771, 721, 683, 813, 774, 1104, 771, 725, 726, 458, 366, 458, 838, 500, 500, 675,
        716, 593, 716, 679, 436, 716, 712, 343, 343, 666, 343, 1042, 712, 688, 716, 716, 494, 596, 479, 712, 652, 924,
        646, 652, 583, 712, 366, 712, 838,
    ]

    /// The width of one character, in ems (with a margin for faces a little wider than DejaVu Sans).
    static func width(of character: Unicode.Scalar, bold: Bool = false) -> Double {
        let value = character.value
        let thousandths: Double
        if value >= 32 && value < 127 {
            thousandths = Double((bold ? boldWidths : widths)[Int(value - 32)])
        } else if value >= 0x1100 && !(0xFE00...0xFE0F).contains(value) {
            // CJK, emoji and other wide characters.
            thousandths = 1000
        } else {
            thousandths = 800
        }
        return thousandths * 1.05 / 1000
    }

    /// The width of `text` at `size`, in points.
    static func width(of text: Substring, size: Double = fontSize, bold: Bool = false) -> Double {
        var ems = 0.0
        // ASCII by its bytes, each byte a scalar; anything else by its scalars (the same sum, in the same order).
        for byte in text.utf8 {
            guard byte < 0x80 else {
                ems = 0
                for scalar in text.unicodeScalars { ems += width(of: scalar, bold: bold) }
                break
            }
            ems += width(of: Unicode.Scalar(byte), bold: bold)
        }
        return ems * size
    }

    static func width(of text: String, size: Double = fontSize, bold: Bool = false) -> Double {
        width(of: text[...], size: size, bold: bold)
    }

    /// `text` in lines no wider than `width`: broken at spaces and between Chinese or Japanese characters, then
    /// inside words where a name breaks well (after `.`, `_`, `/` or `-`, before a capital that follows a lower-case
    /// letter), then between any two characters. Every character is kept; a line only overflows when one character
    /// is wider than `width`.
    static func lines(_ text: String, width: Double, size: Double = fontSize) -> [String] {
        guard width > 0 else { return [text] }
        // Most labels fit on one line as they are (single spaces, none at either end): a margin far above the
        // rounding of summing piece by piece keeps this the answer the loop below gives.
        if isSingleSpaced(text), self.width(of: text, size: size) <= width - 0.01 { return [text] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0.0
        let space = self.width(of: " ", size: size)
        for word in words(of: text) {
            for piece in segments(of: word).flatMap({ pieces(of: $0, width: width, size: size) }) {
                let pieceWidth = self.width(of: piece, size: size)
                // A piece continuing a word joins its line without a space.
                let joins = piece.startIndex != word.startIndex
                let needed = line.isEmpty ? pieceWidth : lineWidth + (joins ? 0 : space) + pieceWidth
                if !line.isEmpty && needed > width {
                    lines.append(line)
                    line = String(piece)
                    lineWidth = pieceWidth
                } else {
                    if !line.isEmpty && !joins { line += " " }
                    line += piece
                    lineWidth = needed
                }
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The words of a text, between spaces. ASCII text is split by its bytes; other text by its characters, so a
    /// space that a combining mark follows stays with it, as in the character split.
    private static func words(of text: String) -> [Substring] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(separator: " ", omittingEmptySubsequences: true)
        }
        return text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true).map { Substring($0) }
    }

    /// Whether words are separated by one space each, with none at either end (nor an empty text): the text is
    /// what joining its words gives back.
    private static func isSingleSpaced(_ text: String) -> Bool {
        // The start counts as after a space, so a leading space is a double one.
        var previous = UInt8(ascii: " ")
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") && previous == UInt8(ascii: " ") { return false }
            previous = byte
        }
        return previous != UInt8(ascii: " ")
    }

    /// A word as the runs a line may break between without a space: Chinese and Japanese are written without
    /// spaces, so a line may break before or after any of their characters (Korean is written with spaces, and
    /// breaks at them), except before a closing mark (`、`, `。`, `）`, a small kana, `ー`) or after an opening one
    /// (`（`, `「`), which stay with their neighbour. A word without such characters is one run.
    static func segments(of word: Substring) -> [Substring] {
        // ASCII has no such characters: its bytes say so without reading its scalars.
        guard !word.utf8.allSatisfy({ $0 < 0x80 }), word.unicodeScalars.contains(where: breaksAround) else {
            return [word]
        }
        var segments: [Substring] = []
        var start = word.startIndex
        var previous: Character?
        for index in word.indices {
            let character = word[index]
            if let previous, index > start, breaksBetween(previous, character) {
                segments.append(word[start..<index])
                start = index
            }
            previous = character
        }
        segments.append(word[start...])
        return segments
    }

    /// Whether a line may break between `before` and `after`, two characters of one word.
    private static func breaksBetween(_ before: Character, _ after: Character) -> Bool {
        guard let first = before.unicodeScalars.first, let second = after.unicodeScalars.first else { return false }
        guard breaksAround(first) || breaksAround(second) else { return false }
        return !closing.contains(after) && !opening.contains(before)
    }

    /// A character a line may break before or after: a Chinese character, kana, or CJK punctuation and full-width
    /// forms.
    private static func breaksAround(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0x20000...0x3FFFF:
            return true
        default: return false
        }
    }

    /// Marks a line never starts with.
    private static let closing: Set<Character> = Set(
        "、。，．：；！？）」』】〉》〕］｝〙〗・ー々ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ)]}>,.:;!?%")
    /// Marks a line never ends with.
    private static let opening: Set<Character> = Set("（「『【〈《〔［｛〘〖([{<")

    /// A word as pieces that each fit `width`, cut where the word breaks well, or anywhere when it must.
    private static func pieces(of word: Substring, width: Double, size: Double) -> [Substring] {
        guard self.width(of: word, size: size) > width else { return [word] }
        // Each character once: where it starts, how wide it is, and whether the word may break before it (after
        // . _ / - : and before an upper-case letter after a lower-case one).
        var characters: [(start: String.Index, width: Double, breaksBefore: Bool)] = []
        if word.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII, where every byte is a character: read as bytes.
            var previous: UInt8?
            for index in word.utf8.indices {
                let byte = word.utf8[index]
                let breaks = previous.map { breaksBefore(byte, after: $0) } ?? false
                characters.append((index, self.width(of: Unicode.Scalar(byte)) * size, breaks))
                previous = byte
            }
        } else {
            var previous: Character?
            for index in word.indices {
                let character = word[index]
                let breaks = previous.map { breaksBefore(character, after: $0) } ?? false
                characters.append((index, self.width(of: word[index...index], size: size), breaks))
                previous = character
            }
        }
        var pieces: [Substring] = []
        var start = 0
        while start < characters.count {
            // As far as fits, back to the last good break in that run when there is one.
            var cursor = start
            var used = 0.0
            var lastGood: Int?
            while cursor < characters.count {
                let advance = characters[cursor].width
                if used + advance > width && cursor > start { break }
                used += advance
                cursor += 1
                if cursor < characters.count && characters[cursor].breaksBefore { lastGood = cursor }
            }
            let end = cursor == characters.count ? cursor : (lastGood ?? cursor)
            let upper = end == characters.count ? word.endIndex : characters[end].start
            pieces.append(word[characters[start].start..<upper])
            start = end
        }
        return pieces
    }

    /// Whether `lines`, the lines `text` was wrapped into, break only where a line may break: at a space, between
    /// Chinese or Japanese characters, or where a name breaks well (never inside a word anywhere, as a last resort).
    static func breaksWell(_ lines: [String], of text: String) -> Bool {
        // One line breaks nowhere.
        guard lines.count > 1 else { return true }
        let characters = Array(text)
        var position = 0
        for (index, line) in lines.enumerated() {
            position += line.count
            guard index < lines.count - 1, position > 0, position < characters.count else { continue }
            if characters[position] == " " {
                while position < characters.count && characters[position] == " " { position += 1 }
                continue
            }
            let (before, after) = (characters[position - 1], characters[position])
            let between =
                before.unicodeScalars.first.map(breaksAround) == true
                || after.unicodeScalars.first.map(breaksAround) == true
            guard breaksBefore(after, after: before) || between && breaksBetween(before, after) else { return false }
        }
        return true
    }

    /// Whether a name breaks well between two of its characters: after `.`, `-`, `_`, `/` or `:`, or before an
    /// upper-case letter that follows a lower-case one.
    private static func breaksBefore(_ character: Character, after previous: Character) -> Bool {
        if let next = character.asciiValue, let last = previous.asciiValue { return breaksBefore(next, after: last) }
        return character.isUppercase && previous.isLowercase || ".-_/:".contains(previous)
    }

    /// The same between two ASCII characters.
    private static func breaksBefore(_ next: UInt8, after last: UInt8) -> Bool {
        switch last {
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: ":"): true
        case UInt8(ascii: "a")...UInt8(ascii: "z"): (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next)
        default: false
        }
    }
}
