/// A small seeded random generator (SplitMix64) for the tests that try many generated variants: the same seed gives
/// the same variants on every run and every machine, so a variant that fails fails again, and a test names its seed.
///
/// The system generator gave different variants on each run: a failure seen once could not be repeated.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
