/// Rejects the current case unless `condition` holds: the engine discards the
/// case (it counts as rejected, not as tested) and draws another.
///
/// Use it inside a property for preconditions that are hard to build into the
/// generator. A run in which most cases are rejected gives up, and the health
/// check reports it.
///
/// ```swift
/// PropertyCheck.verify(Gen.zip(Gen.int(in: -100...100), Gen.int(in: -100...100))) { a, b in
///     try assume(b != 0)
///     if (a / b) * b + a % b != a { throw PropertyViolation("division identity") }
/// }
/// ```
///
/// - Parameters:
///   - condition: What the case must satisfy to be tested.
///   - reason: Shown in reports about rejected cases.
/// - Throws: ``UnsatisfiedAssumption`` when `condition` is `false`.
public func assume(_ condition: Bool, _ reason: String = "assume(false)") throws(UnsatisfiedAssumption) {
    if !condition { throw UnsatisfiedAssumption(reason: reason) }
}

/// The error ``assume(_:_:)`` throws to reject a case; never a failure.
public struct UnsatisfiedAssumption: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the case was rejected.
    public var reason: String

    /// Creates a rejection.
    ///
    /// - Parameter reason: Why the case was rejected.
    public init(reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
