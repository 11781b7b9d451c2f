/// A displacement or velocity in points (or points per second).
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// Creates a vector.
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// Whether both components are finite.
    @inlinable
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The Euclidean length.
    @inlinable
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// Component-wise sum.
    @inlinable
    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    /// Component-wise difference.
    @inlinable
    public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    /// The vector scaled by a factor.
    @inlinable
    public static func * (lhs: Vector, rhs: Double) -> Vector {
        Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs)
    }

    /// A textual form, `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
