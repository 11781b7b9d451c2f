/// An axis-aligned rectangle: an origin and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    /// - Parameters:
    ///   - origin: The top-left corner.
    ///   - size: The extent.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle at the origin with the given size.
    /// - Parameter size: The extent.
    @inlinable
    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The smallest x coordinate.
    @inlinable public var minX: Double { origin.x }
    /// The largest x coordinate.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The smallest y coordinate.
    @inlinable public var minY: Double { origin.y }
    /// The largest y coordinate.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The width.
    @inlinable public var width: Double { size.width }
    /// The height.
    @inlinable public var height: Double { size.height }

    /// Whether the origin and size are finite.
    @inlinable
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// Whether the point lies inside the rectangle (the minimum edges included, the maximum excluded).
    /// - Parameter point: The point to test.
    /// - Returns: `true` when `point` is inside.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle shrunk by insets on each side, mirrored for the layout direction.
    /// - Parameters:
    ///   - insets: The insets to remove.
    ///   - direction: Which side is leading.
    /// - Returns: The inset rectangle; its size never goes below zero.
    public func inset(by insets: EdgeInsets, direction: LayoutDirection = .leftToRight) -> Rect {
        let left = direction == .leftToRight ? insets.leading : insets.trailing
        let right = direction == .leftToRight ? insets.trailing : insets.leading
        return Rect(
            x: minX + left, y: minY + insets.top,
            width: max(0, width - left - right), height: max(0, height - insets.top - insets.bottom))
    }

    /// A textual form, `(x, y, width×height)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size))" }
}
