/// The reading direction of the interface, which decides where "leading" is.
///
/// In ``leftToRight`` a push slides in from the right and the back gesture starts at the left
/// edge; in ``rightToLeft`` everything is mirrored.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Leading is the left edge (English, French, …).
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew, …).
    case rightToLeft

    /// `+1` when trailing is toward growing x, `-1` in right-to-left.
    ///
    /// Multiply a "toward trailing" horizontal distance by this sign to get screen coordinates.
    @inlinable
    public var trailingSign: Double { self == .leftToRight ? 1 : -1 }

    /// The distance of `x` from the leading edge of a span of `width` points that starts at 0.
    /// - Parameters:
    ///   - x: A horizontal coordinate.
    ///   - width: The width of the container.
    /// - Returns: `x` in left-to-right; `width - x` in right-to-left.
    @inlinable
    public func distanceFromLeadingEdge(_ x: Double, width: Double) -> Double {
        self == .leftToRight ? x : width - x
    }
}
