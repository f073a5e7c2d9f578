/// The range and name of a field that takes a whole number (`numberOfTapsRequired`, `tapCount`, …).
protocol WholeNumberRule {
    static var field: String { get }
    static var range: ClosedRange<Int> { get }
}

/// A whole number in its field's range, read as a number (`2.0` counts as whole) and refused with a message that
/// names the field and the range.
struct WholeNumber<Rule: WholeNumberRule>: WireValue {
    var value: Int

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        let number = try reader.readDouble()
        let range = Rule.range
        guard number == number.rounded(), Double(range.lowerBound) <= number, number <= Double(range.upperBound)
        else {
            throw InvalidValueError(
                codingPath: reader.codingPath,
                .wholeNumber(field: Rule.field, from: range.lowerBound, to: range.upperBound))
        }
        value = Int(number)
    }
}

/// `numberOfTapsRequired`: 1 to 10.
enum TapsRequired: WholeNumberRule {
    static let field = "numberOfTapsRequired"
    static let range = 1...10
}

/// `numberOfTouchesRequired`: 1 to 5.
enum TouchesRequired: WholeNumberRule {
    static let field = "numberOfTouchesRequired"
    static let range = 1...5
}

/// A touch event's `tapCount`: 1 to 10.
enum TapCount: WholeNumberRule {
    static let field = "tapCount"
    static let range = 1...10
}
