/// The typed reason a generator could not produce a value.
///
/// Generation never traps: a ``Gen/filter(maxAttempts:_:)`` whose predicate
/// keeps rejecting candidates throws ``unsatisfiedFilter(attempts:)``. The
/// property runner counts such cases as *rejected* and reports
/// ``PropertyReport/Outcome/gaveUp(_:)`` if too many cases are rejected.
public enum GenerationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A filter rejected `attempts` consecutive candidates.
    case unsatisfiedFilter(attempts: Int)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .unsatisfiedFilter(let attempts):
            "could not satisfy filter after \(attempts) attempts"
        }
    }
}
