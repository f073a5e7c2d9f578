import Testing

@testable import ResponderModel

/// The eight-bytes-at-a-time scan for bytes a JSON string must escape agrees with the plain byte test, for every
/// byte value at every position of strings from 0 to 40 bytes.
@Suite struct JSONEscapeScanTests {
    static func naive(_ bytes: [UInt8]) -> Bool { bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } }

    @Test func everyByteAtEveryPositionIsFoundExactlyWhenItNeedsEscaping() {
        for length in 1...40 {
            for position in 0..<length {
                for value in 0...255 {
                    // A background of bytes close to the special ones (and of UTF-8's high bytes), which a sloppy
                    // word test would mistake for them.
                    var bytes = (0..<length).map { UInt8([0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xFF, 0x20][$0 % 8]) }
                    bytes[position] = UInt8(value)
                    let scanned = bytes.withUnsafeBufferPointer { JSONText.needsEscaping($0) }
                    #expect(scanned == Self.naive(bytes), "length \(length), byte \(value) at \(position)")
                    if scanned != Self.naive(bytes) { return }
                }
            }
        }
    }

    /// Strings start anywhere in memory: the words are read unaligned, from every offset of a word.
    @Test func aScanFromAnyOffsetAgreesWithThePlainTest() {
        let background = Array("UIButton 'deleteButton' \u{00E9}\u{65E5}".utf8)
        for offset in 0..<8 {
            for length in 0...24 {
                for special: UInt8 in [0x00, 0x1F, 0x22, 0x5C] {
                    for position in 0..<max(length, 1) {
                        var bytes = Array(repeating: UInt8(0x41), count: offset) + background.prefix(length)
                        bytes += Array(repeating: UInt8(0x41), count: max(0, length - background.count))
                        if length > 0 { bytes[offset + position] = special }
                        let slice = Array(bytes[offset...])
                        let scanned = bytes.withUnsafeBufferPointer {
                            JSONText.needsEscaping(UnsafeBufferPointer(rebasing: $0[offset...]))
                        }
                        #expect(scanned == Self.naive(slice), "offset \(offset), length \(length), at \(position)")
                    }
                }
            }
        }
    }

    @Test func plainAndEmptyTextNeedsNoEscaping() {
        for text in ["", "UIButton 'deleteButton'", String(repeating: "é日本 ", count: 20)] {
            #expect(!Array(text.utf8).withUnsafeBufferPointer { JSONText.needsEscaping($0) })
        }
    }
}
