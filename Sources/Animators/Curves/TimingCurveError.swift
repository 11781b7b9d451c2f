/// Why a timing curve or spring could not be created from the values given.
///
/// Thrown by the throwing initialisers of ``CubicBezierCurve``, ``ThreePointCubicCurve`` and
/// ``SpringMotion``; nothing is created when one of these is thrown.
public enum TimingCurveError: Error, Hashable, Sendable {
    /// A control point's x coordinate is outside 0…1 (or not finite), so the curve would not be a
    /// function of time.
    /// - Parameters:
    ///   - name: Which coordinate, e.g. `"x1"`.
    ///   - value: The value given.
    case controlPointOutOfRange(name: String, value: Double)
    /// A control point's y coordinate is NaN or infinite.
    /// - Parameters:
    ///   - name: Which coordinate, e.g. `"y2"`.
    ///   - value: The value given.
    case nonFiniteControlPoint(name: String, value: Double)
    /// The x coordinates of a multi-segment curve are not in increasing order.
    /// - Parameter detail: Which points are out of order.
    case pointsOutOfOrder(String)
    /// A spring parameter is zero, negative or not finite where it must be positive and finite
    /// (mass, stiffness, damping, response, damping ratio, rest threshold, time cap), or an
    /// initial velocity is not finite.
    /// - Parameters:
    ///   - name: Which parameter, e.g. `"stiffness"`.
    ///   - value: The value given.
    case invalidSpringParameter(name: String, value: Double)
}
