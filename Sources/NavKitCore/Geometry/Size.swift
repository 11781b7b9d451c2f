/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    /// - Parameters:
    ///   - width: The horizontal extent.
    ///   - height: The vertical extent.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both extents are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// A textual form, `width×height`.
    public var description: String { "\(width)×\(height)" }
}
