/// The one range every number of an app description and its events lies in, and the one way a computed `Double`
/// becomes an `Int`.
///
/// ```
///   request number ──▶ finite, |value| ≤ 1e9 ? ──no──▶ 422 number-out-of-range, pointer to it
///                                  │ yes                 (an imported dump: 422 naming the line)
///                                  ▼
///   computed Double (a transform scaling a frame, nested transforms, a label's row) ──▶ Int(clamping:rounding:)
/// ```
///
/// A screen is a few thousand points and the content of a long table a few million, so a billion holds any real app,
/// while sums and products of a few such numbers stay far from overflowing and far from where a `Double` cannot tell
/// `y` from `y + 1`. Numbers computed from them can still leave the range (a transform that scales a large frame,
/// transforms nested a hundred deep can reach infinity), so code that turns one into an `Int` uses
/// ``Swift/Int/init(clamping:rounding:)``, never `Int(_:)` on a `Double`, which traps on a value outside `Int`'s range.
public enum NumberRange {
    /// The largest magnitude a request's number may have.
    public static let maxMagnitude = 1e9

    /// Whether `value` is finite and within ``maxMagnitude`` (-0 and subnormals are; NaN is not).
    public static func contains(_ value: Double) -> Bool { value.magnitude <= maxMagnitude }
}

extension Int {
    /// `value` rounded by `rule`, clamped to `Int`'s range: NaN is 0, +∞ and anything past `Int.max` is `Int.max`,
    /// likewise below. The only conversion from `Double` the core, the renderer and the importer use.
    public init(clamping value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        let rounded = value.rounded(rule)
        // 2^63 is the first Double past Int.max; -2^63 is Int.min itself.
        if rounded.isNaN {
            self = 0
        } else if rounded >= 0x1p63 {
            self = .max
        } else if rounded < -0x1p63 {
            self = .min
        } else {
            self = Int(rounded)
        }
    }
}
