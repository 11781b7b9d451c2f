/// The identity of a screen in a navigation stack.
///
/// Two ``Screen`` values with the same identifier are the same screen; a stack never holds one
/// identifier twice.
///
/// ```swift
/// let settings: ScreenID = "settings"
/// ```
public struct ScreenID: StringIdentifier {
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier.
    /// - Parameter rawValue: The identifier's text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
