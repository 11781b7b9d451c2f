/// A name that identifies one kind of thing — a screen, an animator, a bar item, a transition
/// source, a recognizer, a scroll region. Each kind is its own type, so names of different kinds
/// cannot be mixed up; what they share (the text, the string-literal form, the description) is
/// written once here.
///
/// ```swift
/// let settings: ScreenID = "settings"
/// print(settings)          // settings
/// ```
public protocol StringIdentifier: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible
where StringLiteralType == String {
    /// The name's text.
    var rawValue: String { get }

    /// Creates the name from its text.
    /// - Parameter rawValue: The text.
    init(_ rawValue: String)
}

extension StringIdentifier {
    /// Creates the name from a string literal.
    /// - Parameter value: The text.
    @inlinable
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The name's text.
    @inlinable
    public var description: String { rawValue }
}
