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
