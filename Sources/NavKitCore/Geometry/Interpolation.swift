/// Linear interpolation that returns the endpoints exactly at 0 and 1 (NavKit-internal: shared by
/// the package's modules, not part of the public API).
///
/// `a + (b - a) * t` can miss `b` by one ulp at `t == 1`; NavKit's laws demand exact endpoints,
/// so both ends are special-cased.
/// - Parameters:
///   - a: The value at `t == 0`.
///   - b: The value at `t == 1`.
///   - t: The fraction.
/// - Returns: The blend.
@inlinable
package func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    if t == 0 { return a }
    if t == 1 { return b }
    return a + (b - a) * t
}

extension Double {
    /// The value clamped to 0…1; NaN becomes 0.
    @inlinable
    package var clampedUnit: Double {
        guard self.isFinite else { return self == .infinity ? 1 : 0 }
        return Swift.min(1, Swift.max(0, self))
    }
}

extension Double {
    /// The bit pattern of `self + 0` (which turns −0 into +0): from +0 up to +infinity it grows
    /// as the numbers do, and every negative number and NaN has a larger one than infinity. So
    /// `x.orderBits <= Double(1).orderBits` says "x lies in 0…1" and
    /// `x.orderBits < Double.infinity.orderBits` "x is finite and not negative" without a
    /// branch, and several numbers are checked at once with `max`: the checks of whole layer and
    /// bar states that run every frame.
    @inlinable
    package var orderBits: UInt64 { (self + 0).bitPattern }

    /// `self - self`: 0 exactly when the number is finite (NaN otherwise), so a sum of these is
    /// 0 exactly when every term is finite — a branch-free check of several numbers at once.
    @inlinable
    package var finiteZero: Double { self - self }
}
