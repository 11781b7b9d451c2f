/// A value on which a property failed, before and after shrinking.
///
/// ``value`` is the shrunk, usually minimal, counterexample and ``choices``
/// the choice list that regenerates it with ``Gen/replay(choices:)`` or
/// `PropertyCheck.replay(_:choices:...)`.
public struct Counterexample<Value> {
    /// Where a counterexample came from.
    public enum Origin: Sendable, Hashable {
        /// A random case of this run.
        case generated
        /// A sequence saved in the ``FailureDatabase`` by an earlier run.
        case database
        /// One of the run's explicit examples; it is not shrunk and has no
        /// choices.
        case explicitExample
    }

    /// The shrunk counterexample.
    public var value: Value
    /// `String(describing:)` of ``value``.
    public var valueDescription: String
    /// The choices that regenerate ``value``.
    public var choices: [UInt64]
    /// The error the property threw for ``value``, if it threw rather than
    /// returning `false`.
    public var error: (any Error)?
    /// The counterexample as first found, before shrinking.
    public var original: Value
    /// `String(describing:)` of ``original``.
    public var originalDescription: String
    /// The choices that regenerate ``original``.
    public var originalChoices: [UInt64]
    /// The 1-based number of the case that first failed.
    public var caseNumber: Int
    /// The number of shrinking steps that were accepted.
    public var shrinkSteps: Int
    /// The number of candidates evaluated while shrinking.
    public var shrinkAttempts: Int
    /// The bound on ``shrinkAttempts`` the run was given.
    public var shrinkBudget: Int = PropertyCheck.defaultMaxShrinkAttempts
    /// Where the failing case came from.
    public var origin: Origin = .generated

    /// Whether shrinking stopped because it used up its budget (the value may
    /// then not be minimal).
    public var exhaustedShrinkBudget: Bool { shrinkAttempts >= shrinkBudget }

    /// Creates a counterexample record.
    ///
    /// - Parameters:
    ///   - value: The shrunk counterexample.
    ///   - choices: The choices that regenerate `value`.
    ///   - error: The error thrown for `value`, if any.
    ///   - original: The counterexample before shrinking.
    ///   - originalChoices: The choices that regenerate `original`.
    ///   - caseNumber: The 1-based number of the failing case.
    ///   - shrinkSteps: The number of accepted shrinking steps.
    ///   - shrinkAttempts: The number of evaluated shrinking candidates.
    package init(
        value: Value,
        choices: [UInt64],
        error: (any Error)?,
        original: Value,
        originalChoices: [UInt64],
        caseNumber: Int,
        shrinkSteps: Int,
        shrinkAttempts: Int
    ) {
        self.value = value
        self.valueDescription = String(describing: value)
        self.choices = choices
        self.error = error
        self.original = original
        self.originalDescription = String(describing: original)
        self.originalChoices = originalChoices
        self.caseNumber = caseNumber
        self.shrinkSteps = shrinkSteps
        self.shrinkAttempts = shrinkAttempts
    }
}

extension Counterexample: Sendable where Value: Sendable {}
