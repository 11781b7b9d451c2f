/// A location in the container's coordinate space, in points.
///
/// The origin is the container's top-left corner; `x` grows to the right and `y` grows down,
/// whatever the layout direction. Right-to-left behaviour is expressed by the engine through
/// ``LayoutDirection``, never by flipping coordinates.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The vector that leads from `other` to this point.
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
    }

    /// The point moved by a vector.
    @inlinable
    public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy)
    }

    /// A textual form, `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
