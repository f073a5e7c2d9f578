import ResponderTestSupport
import Testing

@testable import ResponderRender

/// The wrapping's quick paths (a label that fits as it is, ASCII read as bytes) give the lines that reading every
/// text character by character gives: the reference below is that reading, kept as the definition.
@Suite struct LabelWrappingAgreementTests {
    /// `text` wrapped at `width`, character by character.
    static func reference(_ text: String, width: Double) -> [String] {
        guard width > 0 else { return [text] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0.0
        let space = LabelText.width(of: " ")
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            for piece in LabelText.segments(of: word).flatMap({ pieces(of: $0, width: width) }) {
                let pieceWidth = LabelText.width(of: piece)
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

    static func pieces(of word: Substring, width: Double) -> [Substring] {
        guard LabelText.width(of: word) > width else { return [word] }
        var breaks: Set<String.Index> = []
        var previous: Character?
        for index in word.indices {
            let character = word[index]
            if let previous, character.isUppercase && previous.isLowercase || ".-_/:".contains(previous) {
                breaks.insert(index)
            }
            previous = character
        }
        var pieces: [Substring] = []
        var start = word.startIndex
        while start < word.endIndex {
            var cursor = start
            var used = 0.0
            var lastGood: String.Index?
            while cursor < word.endIndex {
                let advance = LabelText.width(of: word[cursor...cursor])
                if used + advance > width && cursor > start { break }
                used += advance
                cursor = word.index(after: cursor)
                if cursor < word.endIndex && breaks.contains(cursor) { lastGood = cursor }
            }
            let end = cursor == word.endIndex ? cursor : (lastGood ?? cursor)
            pieces.append(word[start..<end])
            start = end
        }
        return pieces
    }

    @Test func everyTextWrapsAsReadingItCharacterByCharacterDoes() {
        // Seeded, so a text that wraps wrongly does so on every run.
        var random = SplitMix64(seed: 0x1AB_E1)
        let alphabet: [String] = [
            "a", "b", "Z", "Q", "x", ".", "_", "/", "-", ":", "'", " ", " ", " ", "\t", "é", "e\u{301}", " \u{301}",
            "設",
            "定", "、", "。", "（", "「", "ー", "한", "글", "👍", "\r\n", "0", "9", "(", ")",
        ]
        let names = [
            "UITableViewCellContentView 'cell.contentView'", "UIScrollViewPanGestureRecognizer on UITableView 'table'",
            "設定画面のボタン「保存」", "  leading and trailing  ", "", " ", "a  b", "averyveryverylongidentifierwithoutbreaks",
        ]
        var texts = names
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...60, using: &random)
            texts.append((0..<length).map { _ in alphabet.randomElement(using: &random)! }.joined())
        }
        for text in texts {
            for width in [0.0, 5, 20, 60, 120, 200, 346, 1_000] {
                #expect(
                    LabelText.lines(text, width: width) == Self.reference(text, width: width), "\(text) at \(width)")
            }
            // At exactly its own width, where rounding could decide.
            let own = LabelText.width(of: text)
            #expect(LabelText.lines(text, width: own) == Self.reference(text, width: own), "\(text) at its width")
        }
    }
}
