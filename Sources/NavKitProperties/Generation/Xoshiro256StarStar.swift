/// The xoshiro256** pseudo-random number generator (Blackman & Vigna, 2018),
/// the source of every random decision made by NavKitProperties.
///
/// The state is seeded from a single `UInt64` through four outputs of
/// `SplitMix64`. All derived quantities (bounded integers, unit doubles)
/// are computed by the hand-written methods of this type rather than by the
/// standard library's `RandomNumberGenerator` extensions, whose algorithms are
/// not guaranteed to stay the same across Swift versions. Consequently a seed
/// reproduces the same stream, and therefore the same test cases, everywhere.
///
/// ```swift
/// var generator = Xoshiro256StarStar(seed: 42)
/// let die = generator.next(upTo: 5) + 1   // 1...6
/// let unit = generator.nextUnitDouble()   // 0 ..< 1
/// ```
@usableFromInline package struct Xoshiro256StarStar: RandomNumberGenerator, Sendable, Hashable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// Creates a generator seeded from `seed` via `SplitMix64`.
    ///
    /// - Parameter seed: Any 64-bit value, including zero.
    @usableFromInline package init(seed: UInt64) {
        var seeder = SplitMix64(seed: seed)
        s0 = seeder.next()
        s1 = seeder.next()
        s2 = seeder.next()
        s3 = seeder.next()
    }

    /// Advances the state and returns the next 64 pseudo-random bits.
    ///
    /// - Returns: A uniformly distributed 64-bit value.
    @inlinable @inline(__always)
    package mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 &<< 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    /// Returns a uniformly distributed value in `0...maximum`.
    ///
    /// Uses Lemire's multiply-shift mapping with rejection ("Fast Random
    /// Integer Generation in an Interval", 2019), so the result is unbiased.
    ///
    /// - Parameter maximum: The inclusive upper bound.
    /// - Returns: A value in `0...maximum`.
    @inlinable @inline(__always)
    package mutating func next(upTo maximum: UInt64) -> UInt64 {
        if maximum == .max { return next() }
        let count = maximum &+ 1
        let product = next().multipliedFullWidth(by: count)
        if product.low < count { return resample(product, count: count) }
        return product.high
    }

    /// The rare branch of Lemire's method: rejects products below the
    /// threshold and draws again.
    @usableFromInline @inline(never)
    mutating func resample(_ first: (high: UInt64, low: UInt64), count: UInt64) -> UInt64 {
        var product = first
        let threshold = (0 &- count) % count
        while product.low < threshold {
            product = next().multipliedFullWidth(by: count)
        }
        return product.high
    }

    /// Returns a uniformly distributed double in `0 ..< 1`.
    ///
    /// The top 53 bits of ``next()`` are scaled by 2⁻⁵³, so every result is a
    /// multiple of 2⁻⁵³ and the mapping is exact on every platform.
    ///
    /// - Returns: A value `u` with `0 <= u < 1`.
    @inlinable
    package mutating func nextUnitDouble() -> Double {
        Double(next() &>> 11) * 0x1p-53
    }

    /// Returns `true` with probability `probability`.
    ///
    /// - Parameter probability: The chance of `true`, clamped to `0...1`.
    /// - Returns: A pseudo-random Boolean.
    @inlinable
    package mutating func nextBool(probability: Double) -> Bool {
        nextUnitDouble() < probability
    }

    @inlinable
    func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
        (value &<< amount) | (value &>> (64 &- amount))
    }
}
