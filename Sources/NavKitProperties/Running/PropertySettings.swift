/// How a property is checked: how many cases, from which seed, how hard to
/// shrink, where to keep failures, and what to require of the run.
///
/// ```swift
/// var settings = PropertySettings(iterations: 1_000)
/// settings.coverage = [CoverageRequirement("deep stack", atLeast: 10)]
/// settings.database = FailureDatabase(directory: "/tmp/failures")
/// let report = PropertyCheck.run(stacks, name: "stacks", settings: settings) { stack in … }
/// ```
///
/// The environment variables ``PropertyCheck/iterationsVariable``,
/// ``PropertyCheck/seedVariable`` and ``FailureDatabase/directoryVariable``
/// in ``environment`` override ``iterations``, ``seed`` and ``database``.
public struct PropertySettings: Sendable {
    /// The number of cases, unless overridden by the environment.
    public var iterations: Int
    /// The seed, unless overridden by the environment; derived from the
    /// property's name when `nil`.
    public var seed: UInt64?
    /// The bound on candidates evaluated while shrinking one failure.
    public var maxShrinkAttempts: Int
    /// The environment overrides are read from.
    public var environment: [String: String]
    /// Where failures are saved and replayed from first, or `nil` for none.
    public var database: FailureDatabase?
    /// What is checked about the generators during the first cases.
    public var healthCheck: HealthCheck
    /// The labels that must be frequent enough among the tested cases.
    public var coverage: [CoverageRequirement]
    /// The share of random integer and double draws that pick edge values,
    /// in percent.
    public var edgeValuePercent: Int
    /// The bound on choices per case, which bounds the size of any value.
    public var maximumChoices: Int

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - iterations: The number of cases.
    ///   - seed: The seed; derived from the property's name when `nil`.
    ///   - maxShrinkAttempts: The bound on candidates tried while shrinking.
    ///   - environment: The environment to read overrides from.
    ///   - database: Where failures are saved and replayed from, or `nil`.
    ///   - healthCheck: What is checked about the generators.
    ///   - coverage: The labels that must be frequent enough.
    ///   - edgeValuePercent: The share of edge values among random numbers.
    ///   - maximumChoices: The bound on choices per case.
    public init(
        iterations: Int = PropertyCheck.defaultIterations,
        seed: UInt64? = nil,
        maxShrinkAttempts: Int = PropertyCheck.defaultMaxShrinkAttempts,
        environment: [String: String] = ProcessEnvironment.propertyVariables(),
        database: FailureDatabase? = .standard,
        healthCheck: HealthCheck = .standard,
        coverage: [CoverageRequirement] = [],
        edgeValuePercent: Int = ChoiceSource.defaultEdgeValuePercent,
        maximumChoices: Int = ChoiceSource.defaultMaximumChoices
    ) {
        self.iterations = iterations
        self.seed = seed
        self.maxShrinkAttempts = maxShrinkAttempts
        self.environment = environment
        self.database = database
        self.healthCheck = healthCheck
        self.coverage = coverage
        self.edgeValuePercent = edgeValuePercent
        self.maximumChoices = maximumChoices
    }

    /// The settings of the original `run(_:name:iterations:seed:…)`
    /// functions: no database, no health check.
    static func classic(
        iterations: Int, seed: UInt64?, maxShrinkAttempts: Int, environment: [String: String]
    ) -> PropertySettings {
        PropertySettings(
            iterations: iterations, seed: seed, maxShrinkAttempts: maxShrinkAttempts, environment: environment,
            database: nil, healthCheck: .disabled)
    }
}
