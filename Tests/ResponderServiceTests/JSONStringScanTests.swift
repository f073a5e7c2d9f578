import Testing

@testable import ResponderModel

/// The reader's eight-bytes-at-a-time scan of a string (``JSONReader/specialBytes(in:)``) stops at the first byte
/// the plain byte test stops at, and strings read through it are read as before, wherever their special bytes fall.
@Suite struct JSONStringScanTests {
    /// The byte-by-byte test the word test stands in for.
    static func isSpecial(_ byte: UInt8) -> Bool { byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 }

    /// Bytes close to the special ones, which a sloppy word test would mistake for them.
    static let plain: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E, 0x7F, 0x41]

    /// The word of eight bytes, the first in the low byte.
    static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    @Test func theLowestFlaggedByteIsTheFirstSpecialOneForEveryByteAtEveryPlace() {
        for position in 0..<8 {
            for value in 0...255 {
                // A second special byte further on (a zero byte borrows into the bytes above it) must not move it.
                for later: UInt8? in [nil, 0x00, 0x22, 0xFF] {
                    var bytes = (0..<8).map { Self.plain[($0 + position) % 8] }
                    bytes[position] = UInt8(value)
                    if let later, position < 7 { bytes[7] = later }
                    let flags = JSONReader.specialBytes(in: Self.word(bytes))
                    let first = bytes.firstIndex(where: Self.isSpecial)
                    let found = flags == 0 ? nil : flags.trailingZeroBitCount / 8
                    #expect(found == first, "byte \(value) at \(position), then \(later.map(String.init) ?? "none")")
                    if found != first { return }
                }
            }
        }
    }

    @Test func aWordOfPlainBytesHasNoFlag() {
        for start in 0..<8 {
            #expect(JSONReader.specialBytes(in: Self.word((0..<8).map { Self.plain[($0 + start) % 8] })) == 0)
        }
    }

    /// Strings of every length up to three words, with an escape, a quote, a control character or a non-ASCII
    /// letter at every place: read to the same text, or refused at the same byte, as the byte-by-byte reading.
    @Test func stringsReadTheSameWhereverTheirSpecialBytesFall() throws {
        for length in 1...24 {
            for position in 0..<length {
                let before = String(repeating: "a", count: position)
                let after = String(repeating: "b", count: length - position - 1)
                // An escape and a non-ASCII letter are read into the text.
                for (written, read) in [(#"\n"#, "\n"), (#"\""#, "\""), (#"\u00e9"#, "é"), ("é", "é"), ("日", "日")] {
                    let body = Array("\"\(before)\(written)\(after)\"".utf8)
                    let text = try JSONReader.decode(String.self, from: body, depthLimit: 8)
                    #expect(text == before + read + after, "\(written) at \(position) of \(length)")
                }
                // A control character is refused where it is (1 + position: after the opening quote).
                for control: UInt8 in [0x00, 0x0A, 0x1F] {
                    var body = Array("\"\(before)x\(after)\"".utf8)
                    body[1 + position] = control
                    do {
                        _ = try JSONReader.decode(String.self, from: body, depthLimit: 8)
                        Issue.record("control \(control) at \(position) of \(length) was read")
                    } catch let error as JSONSyntaxError {
                        #expect(error.offset == 1 + position, "control \(control) at \(position) of \(length)")
                    }
                }
                // A quote ends the string there: what follows it is refused, from the byte after it.
                let quoted = Array("\"\(before)\"\(after)x\"".utf8)
                do {
                    _ = try JSONReader.decode(String.self, from: quoted, depthLimit: 8)
                    Issue.record("a quote at \(position) of \(length) did not end the string")
                } catch let error as JSONSyntaxError {
                    #expect(error.offset == 2 + position, "quote at \(position) of \(length)")
                }
            }
        }
    }
}
