/// The name of a recognizer attached to a ``GestureArena``.
public struct GestureID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public var rawValue: String
    /// Creates a name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates a name from a literal.
    /// - Parameter value: The name.
    public init(stringLiteral value: String) { rawValue = value }
    /// The name.
    public var description: String { rawValue }

    /// The container's back swipe, for relations a host declares against it.
    public static let backSwipe: GestureID = "navkit.back"
}
