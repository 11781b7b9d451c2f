/// A simple error to throw from a property to explain why it failed.
///
/// Throwing any error fails a property and keeps the error in the report;
/// this one just carries a message.
///
/// ```swift
/// PropertyCheck.verify(Gen.array(of: .int(in: 0...9))) { xs in
///     let sorted = xs.sorted()
///     guard sorted.count == xs.count else {
///         throw PropertyViolation("sorting changed the count: \(sorted)")
///     }
/// }
/// ```
public struct PropertyViolation: Error, Sendable, Hashable, CustomStringConvertible {
    /// The explanation of the failure.
    public var message: String

    /// Creates a violation with an explanation.
    ///
    /// - Parameter message: Why the property does not hold.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
