/// The identity of a screen in a navigation stack.
///
/// Two ``Screen`` values with the same identifier are the same screen; a stack never holds one
/// identifier twice.
///
/// ```swift
/// let settings: ScreenID = "settings"
/// ```
public struct ScreenID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier.
    /// - Parameter rawValue: The identifier's text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    /// - Parameter value: The identifier's text.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The identifier's text.
    public var description: String { rawValue }
}
