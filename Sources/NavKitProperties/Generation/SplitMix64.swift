/// The SplitMix64 pseudo-random number generator (Steele, Lea & Flood, 2014).
///
/// NavKitProperties uses SplitMix64 only to expand a single 64-bit seed into the
/// 256-bit state of `Xoshiro256StarStar`, exactly as recommended by the
/// xoshiro authors. The algorithm is implemented here by hand, so a seed
/// produces the same stream on every platform and Swift version.
///
/// ```swift
/// var generator = SplitMix64(seed: 0)
/// generator.next() // 0xE220A8397B1DCDAF
/// ```
package struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The current internal state.
    package private(set) var state: UInt64

    /// Creates a generator whose first output is derived from `seed`.
    ///
    /// - Parameter seed: Any 64-bit value, including zero.
    package init(seed: UInt64) {
        state = seed
    }

    /// Advances the state and returns the next 64 pseudo-random bits.
    ///
    /// - Returns: A uniformly distributed 64-bit value.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z &>> 31)
    }
}
