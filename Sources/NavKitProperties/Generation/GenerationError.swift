/// The typed reason a generator could not produce a value, or a run could
/// not find enough cases.
///
/// Generation never traps: a ``Gen/filter(maxAttempts:_:)`` whose predicate
/// keeps rejecting candidates throws ``unsatisfiedFilter(attempts:)``. The
/// property runner counts such cases as *rejected* (as it does cases that
/// ``assume(_:_:)`` rejects) and reports ``PropertyReport/Outcome/gaveUp(_:)``
/// if too many cases are rejected.
public enum GenerationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A filter rejected `attempts` consecutive candidates.
    case unsatisfiedFilter(attempts: Int)
    /// ``assume(_:_:)`` rejected `rejected` cases, the last for `reason`.
    case unsatisfiedAssumption(rejected: Int, reason: String)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .unsatisfiedFilter(let attempts):
            "could not satisfy filter after \(attempts) attempts"
        case .unsatisfiedAssumption(let rejected, let reason):
            "an assumption did not hold (\(reason); \(rejected) cases rejected)"
        }
    }
}
