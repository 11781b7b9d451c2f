public import NavKitCore

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS `cubic-bezier()` and
/// `CAMediaTimingFunction` define it, solved exactly.
///
/// The curve is the parametric pair `(x(t), y(t))` with control points `(x1, y1)` and
/// `(x2, y2)`. ``value(at:)`` finds the parameter `t` whose `x(t)` equals the elapsed fraction
/// with safeguarded Newton steps, starting from a close first guess read off a small table of the
/// inverse made once at init (as Firefox's and WebKit's spline solvers do); a step that would leave
/// the bracket known to hold the root is replaced by a bisection step. It then returns `y(t)`.
/// Because `x1` and `x2` lie in 0…1, `x(t)` never decreases, so the root is unique and the bracket
/// always holds it; the result is accurate to about 1e-12, well inside the 1e-6 promised. (Only
/// within a few ulps of a point where the curve's tangent is vertical, e.g. control points
/// `(1, y1)` and `(0, y2)` at x = 0.5, does double precision itself limit the answer.)
///
/// `y1` and `y2` may leave 0…1 (overshooting curves); the endpoints are exact: 0 at 0, 1 at 1.
///
/// ```swift
/// let curve = try CubicBezierCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)   // CSS "ease"
/// let progress = curve.value(at: 0.5)                                    // ≈ 0.8024
/// let standard = CubicBezierCurve.easeInOut                              // a named curve
/// ```
public struct CubicBezierCurve: TimingCurve, Hashable {
    /// The first control point's x coordinate, in 0…1.
    public let x1: Double
    /// The first control point's y coordinate.
    public let y1: Double
    /// The second control point's x coordinate, in 0…1.
    public let x2: Double
    /// The second control point's y coordinate.
    public let y2: Double

    // Power-basis coefficients: x(t) = ((ax t + bx) t + cx) t, and the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    // The inverse sampled at init: for x = i / samples, t(x) and, scaled to one interval,
    // dt/dx, interleaved (2 (samples + 1) numbers). Newton's first guess is their cubic Hermite
    // interpolation; it is only a guess (the solve converges as exactly as from any start).
    private let inverse: ContiguousArray<Double>
    private static let samples = 32

    /// Creates a curve from its two control points.
    /// - Parameters:
    ///   - x1: The first control point's x, in 0…1.
    ///   - y1: The first control point's y (any finite value).
    ///   - x2: The second control point's x, in 0…1.
    ///   - y2: The second control point's y (any finite value).
    /// - Throws: ``TimingCurveError/controlPointOutOfRange(name:value:)`` when `x1` or `x2` is
    ///   outside 0…1 or not finite; ``TimingCurveError/nonFiniteControlPoint(name:value:)`` when
    ///   `y1` or `y2` is not finite.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(TimingCurveError) {
        for (name, value) in [("x1", x1), ("x2", x2)] where !(value >= 0 && value <= 1) {
            throw .controlPointOutOfRange(name: name, value: value)
        }
        for (name, value) in [("y1", y1), ("y2", y2)] where !value.isFinite {
            throw .nonFiniteControlPoint(name: name, value: value)
        }
        self.init(unchecked: x1, y1, x2, y2)
    }

    /// Creates a curve from control points known to be valid (the named presets).
    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        let n = Self.samples
        var inverse = ContiguousArray<Double>(repeating: 0, count: 2 * (n + 1))
        for i in 0...n {
            let x = Double(i) / Double(n)
            let t = i == 0 ? 0 : i == n ? 1 : Self.solve(ax, bx, cx, x: x, from: x)
            let slope = (3 * ax * t + 2 * bx) * t + cx
            // dt/dx over one interval, capped where x(t) is (nearly) flat so the guess stays sane.
            let tangent = slope > 0 ? min(1 / (slope * Double(n)), 2) : 2
            inverse[2 * i] = t
            inverse[2 * i + 1] = tangent
        }
        self.inverse = inverse
    }

    /// The progress when `fraction` of the duration has elapsed.
    /// - Parameter fraction: Elapsed time over duration; clamped to 0…1.
    /// - Returns: `y` at the point of the curve whose `x` is `fraction`; exactly 0 at 0 and 1 at 1.
    public func value(at fraction: Double) -> Double {
        let x = fraction.clampedUnit
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        let t = parameter(forX: x)
        return ((ay * t + by) * t + cy) * t
    }

    /// The curve parameter `t` in 0…1 whose `x(t)` is `x`.
    ///
    /// The first guess is the cubic Hermite interpolation of the inverse table made at init;
    /// from there ``solve(_:_:_:x:from:)`` converges.
    /// - Parameter x: The target x, strictly inside 0…1.
    /// - Returns: The parameter.
    func parameter(forX x: Double) -> Double {
        let n = Self.samples
        let u = x * Double(n)
        let i = min(Int(u), n - 1)
        let r = u - Double(i)
        let (t0, m0, t1, m1) = (inverse[2 * i], inverse[2 * i + 1], inverse[2 * i + 2], inverse[2 * i + 3])
        let r2 = r * r
        let r3 = r2 * r
        let guess = (2 * r3 - 3 * r2 + 1) * t0 + (r3 - 2 * r2 + r) * m0 + (3 * r2 - 2 * r3) * t1 + (r3 - r2) * m1
        return Self.solve(ax, bx, cx, x: x, from: min(max(guess, 0), 1))
    }

    /// The root of `x(t) = x` for `x(t) = ((ax t + bx) t + cx) t`, from a first guess.
    ///
    /// Newton's method, safeguarded by a bracket `[low, high]` with `x(low) ≤ x ≤ x(high)`:
    /// every evaluation narrows the bracket, and a Newton step that would leave it (or a flat
    /// derivative) is replaced by bisection. Stops when `x(t)` hits `x`, when a Newton step is
    /// below the resolution of `t`, or when the bracket cannot shrink.
    /// - Parameters:
    ///   - ax: The cubic coefficient.
    ///   - bx: The quadratic coefficient.
    ///   - cx: The linear coefficient.
    ///   - x: The target x, strictly inside 0…1.
    ///   - start: The first guess, in 0…1.
    /// - Returns: The parameter.
    private static func solve(_ ax: Double, _ bx: Double, _ cx: Double, x: Double, from start: Double) -> Double {
        var low = 0.0
        var high = 1.0
        var t = start
        for _ in 0..<256 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if error == 0 { return t }
            if error < 0 { low = t } else { high = t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            if slope > 0 {
                let newton = t - error / slope
                if newton == t { return t }
                if newton > low && newton < high {
                    t = newton
                    continue
                }
            }
            let middle = low + (high - low) / 2
            if middle == low || middle == high { return t }
            t = middle
        }
        return t
    }
}
