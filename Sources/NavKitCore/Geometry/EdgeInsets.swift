/// Distances inward from each edge, named by leading/trailing so they mirror in right-to-left.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge (left in left-to-right, right in right-to-left).
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// Creates insets.
    /// - Parameters:
    ///   - top: Inset from the top.
    ///   - leading: Inset from the leading edge.
    ///   - bottom: Inset from the bottom.
    ///   - trailing: Inset from the trailing edge.
    @inlinable
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any side.
    public static let zero = EdgeInsets()
}
