public import NavKitCore

/// Two cubic Bézier segments joined at a midpoint the curve passes through, as Flutter's
/// `ThreePointCubic`.
///
/// The first segment runs from (0, 0) to ``midpoint`` with control points ``a1`` and ``b1``;
/// the second from ``midpoint`` to (1, 1) with control points ``a2`` and ``b2``. Each segment is
/// rescaled to the unit square and solved exactly by a ``CubicBezierCurve``, so the curve is
/// evaluated as faithfully as a single cubic (no sampling or approximation).
///
/// ```swift
/// let curve = ThreePointCubicCurve.fastEaseInToSlowEaseOut
/// let progress = curve.value(at: 0.198)   // 0.541, the midpoint
/// ```
public struct ThreePointCubicCurve: TimingCurve, Hashable {
    /// The first segment's first control point.
    public let a1: Point
    /// The first segment's second control point.
    public let b1: Point
    /// The point shared by both segments, which the curve passes through.
    public let midpoint: Point
    /// The second segment's first control point.
    public let a2: Point
    /// The second segment's second control point.
    public let b2: Point

    private let first: CubicBezierCurve
    private let second: CubicBezierCurve

    /// Creates the curve from its five points (the end points (0, 0) and (1, 1) are implied).
    /// - Parameters:
    ///   - a1: The first segment's first control point; x in `0...midpoint.x`.
    ///   - b1: The first segment's second control point; x in `0...midpoint.x`.
    ///   - midpoint: The shared point; x strictly inside 0…1, y finite and neither 0 nor 1.
    ///   - a2: The second segment's first control point; x in `midpoint.x...1`.
    ///   - b2: The second segment's second control point; x in `midpoint.x...1`.
    /// - Throws: ``TimingCurveError/pointsOutOfOrder(_:)`` when the midpoint is not strictly
    ///   inside the unit interval in x (or its y is 0 or 1, which would collapse a segment);
    ///   otherwise the errors of ``CubicBezierCurve/init(x1:y1:x2:y2:)`` for either rescaled
    ///   segment.
    public init(a1: Point, b1: Point, midpoint: Point, a2: Point, b2: Point) throws(TimingCurveError) {
        guard midpoint.x > 0, midpoint.x < 1, midpoint.y.isFinite, midpoint.y != 0, midpoint.y != 1 else {
            throw .pointsOutOfOrder("midpoint \(midpoint) must have 0 < x < 1 and y finite, not 0 or 1")
        }
        let (sx1, sy1, sx2, sy2) = (midpoint.x, midpoint.y, 1 - midpoint.x, 1 - midpoint.y)
        first = try CubicBezierCurve(x1: a1.x / sx1, y1: a1.y / sy1, x2: b1.x / sx1, y2: b1.y / sy1)
        second = try CubicBezierCurve(
            x1: (a2.x - midpoint.x) / sx2, y1: (a2.y - midpoint.y) / sy2,
            x2: (b2.x - midpoint.x) / sx2, y2: (b2.y - midpoint.y) / sy2)
        self.a1 = a1
        self.b1 = b1
        self.midpoint = midpoint
        self.a2 = a2
        self.b2 = b2
    }

    /// The progress when `fraction` of the duration has elapsed.
    /// - Parameter fraction: Elapsed time over duration; clamped to 0…1.
    /// - Returns: The value on the segment holding `fraction`; exactly 0 at 0 and 1 at 1.
    public func value(at fraction: Double) -> Double {
        let x = fraction.clampedUnit
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if x < midpoint.x {
            return first.value(at: x / midpoint.x) * midpoint.y
        }
        return second.value(at: (x - midpoint.x) / (1 - midpoint.x)) * (1 - midpoint.y) + midpoint.y
    }

    /// Flutter's `Curves.fastEaseInToSlowEaseOut`, fitted by Flutter to frames of the native iOS
    /// push transition: points (0.056, 0.024), (0.108, 0.3085), midpoint (0.198, 0.541),
    /// (0.3655, 1.0), (0.5465, 0.989).
    public static let fastEaseInToSlowEaseOut: ThreePointCubicCurve = {
        do {
            return try ThreePointCubicCurve(
                a1: Point(x: 0.056, y: 0.024), b1: Point(x: 0.108, y: 0.3085), midpoint: Point(x: 0.198, y: 0.541),
                a2: Point(x: 0.3655, y: 1.0), b2: Point(x: 0.5465, y: 0.989))
        } catch {
            preconditionFailure("fastEaseInToSlowEaseOut's points are valid: \(error)")
        }
    }()
}
