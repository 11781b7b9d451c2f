public import Testing

/// Checks a property inside a Swift Testing test and records an issue with
/// the full report (shrunk counterexample, seed, choices) if it fails.
///
/// ```swift
/// @Test func sumStaysSmall() {
///     expectProperty("sum stays small", Gen.array(of: .int(in: 0...10)), iterations: 500) { xs in
///         xs.reduce(0, +) <= 1_000
///     }
/// }
/// ```
///
/// The result is returned too, so a test can go on with
/// `try #require(report.passed)` or inspect the counterexample. For
/// properties that throw instead of returning a `Bool`, use
/// `verifyProperty(_:_:iterations:seed:maxShrinkAttempts:environment:sourceLocation:property:)`.
///
/// Failures are saved in the ``FailureDatabase/standard`` database under the
/// property's name and source location and replayed first next time, and
/// the ``HealthCheck/standard`` health check runs; use
/// ``expectProperty(_:_:settings:examples:classify:sourceLocation:recordIssue:property:)``
/// to configure them.
///
/// - Parameters:
///   - name: The property's name, shown in the report and used to derive the
///     default seed.
///   - generator: The generator of test values.
///   - iterations: The number of cases, unless overridden by
///     `NAVKIT_PROPERTY_ITERATIONS`.
///   - seed: The seed, unless overridden by `NAVKIT_PROPERTY_SEED`; derived
///     from `name` when `nil`.
///   - maxShrinkAttempts: The bound on candidates tried while shrinking.
///   - environment: The environment to read overrides from.
///   - sourceLocation: Where to attribute the issue; the caller by default.
///   - property: Returns `false` or throws when the property fails. Do not
///     use `#expect` inside it; throw instead.
/// - Returns: The report of the run.
@discardableResult
public func expectProperty<Value>(
    _ name: String,
    _ generator: Gen<Value>,
    iterations: Int = PropertyCheck.defaultIterations,
    seed: UInt64? = nil,
    maxShrinkAttempts: Int = PropertyCheck.defaultMaxShrinkAttempts,
    environment: [String: String] = ProcessEnvironment.propertyVariables(),
    sourceLocation: SourceLocation = #_sourceLocation,
    property: (Value) throws -> Bool
) -> PropertyReport<Value> {
    let settings = PropertySettings(
        iterations: iterations, seed: seed, maxShrinkAttempts: maxShrinkAttempts, environment: environment)
    return expectProperty(name, generator, settings: settings, sourceLocation: sourceLocation, property: property)
}

/// Checks a property inside a Swift Testing test as `settings` say, and
/// records an issue with the full report unless it passes, meets its
/// coverage requirements and has no health problems.
///
/// ```swift
/// @Test func reverseTwice() {
///     var settings = PropertySettings(iterations: 500)
///     settings.coverage = [CoverageRequirement("long", atLeast: 5)]
///     expectProperty(
///         "reverse twice", Gen.array(of: .int(in: 0...9)), settings: settings,
///         examples: [[], [1, 2, 3]], classify: { $0.count > 20 ? ["long"] : [] }
///     ) { xs in xs.reversed().reversed() == xs }
/// }
/// ```
///
/// The database key is `name` followed by the source location, so two
/// properties with the same name do not share entries.
///
/// - Parameters:
///   - name: The property's name.
///   - generator: The generator of test values.
///   - settings: How to check.
///   - examples: Values checked before any generated one.
///   - classify: The labels of a value, for the report and coverage.
///   - sourceLocation: Where to attribute the issue; the caller by default.
///   - recordIssue: Records the issue; Swift Testing's `Issue.record` by
///     default. Tests of a custom adapter pass their own.
///   - property: Returns `false` or throws when the property fails.
/// - Returns: The report of the run.
@discardableResult
public func expectProperty<Value>(
    _ name: String,
    _ generator: Gen<Value>,
    settings: PropertySettings,
    examples: [Value] = [],
    classify: ((Value) -> [String])? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    recordIssue: (Comment, SourceLocation) -> Void = { Issue.record($0, sourceLocation: $1) },
    property: (Value) throws -> Bool
) -> PropertyReport<Value> {
    let report = PropertyCheck.check(
        generator, name: name, key: PropertyIssues.key(name, sourceLocation), settings: settings,
        examples: examples, classify: classify, property: property)
    PropertyIssues.record(report, sourceLocation: sourceLocation, recordIssue: recordIssue)
    return report
}

/// Checks a property that throws on failure inside a Swift Testing test and
/// records an issue with the full report if it fails.
///
/// The counterpart of `expectProperty` for closures that return nothing,
/// such as model-based tests (a separate name, because Swift cannot tell a
/// multi-statement `Void` closure from a `Bool` one).
///
/// ```swift
/// @Test func sortingKeepsCount() {
///     verifyProperty("sorting keeps count", Gen.array(of: .int(in: 0...9))) { xs in
///         if xs.sorted().count != xs.count { throw PropertyViolation("count changed") }
///     }
/// }
/// ```
///
/// - Parameters:
///   - name: The property's name.
///   - generator: The generator of test values.
///   - iterations: The number of cases, unless overridden by
///     `NAVKIT_PROPERTY_ITERATIONS`.
///   - seed: The seed, unless overridden by `NAVKIT_PROPERTY_SEED`.
///   - maxShrinkAttempts: The bound on candidates tried while shrinking.
///   - environment: The environment to read overrides from.
///   - sourceLocation: Where to attribute the issue; the caller by default.
///   - property: Throws when the property fails.
/// - Returns: The report of the run.
@discardableResult
public func verifyProperty<Value>(
    _ name: String,
    _ generator: Gen<Value>,
    iterations: Int = PropertyCheck.defaultIterations,
    seed: UInt64? = nil,
    maxShrinkAttempts: Int = PropertyCheck.defaultMaxShrinkAttempts,
    environment: [String: String] = ProcessEnvironment.propertyVariables(),
    sourceLocation: SourceLocation = #_sourceLocation,
    property: (Value) throws -> Void
) -> PropertyReport<Value> {
    expectProperty(
        name, generator, iterations: iterations, seed: seed, maxShrinkAttempts: maxShrinkAttempts,
        environment: environment, sourceLocation: sourceLocation
    ) { value in
        try property(value)
        return true
    }
}

/// Checks a property that throws on failure inside a Swift Testing test as
/// `settings` say (the counterpart of
/// ``expectProperty(_:_:settings:examples:classify:sourceLocation:recordIssue:property:)``).
///
/// - Parameters:
///   - name: The property's name.
///   - generator: The generator of test values.
///   - settings: How to check.
///   - examples: Values checked before any generated one.
///   - classify: The labels of a value, for the report and coverage.
///   - sourceLocation: Where to attribute the issue; the caller by default.
///   - recordIssue: Records the issue; Swift Testing's `Issue.record` by default.
///   - property: Throws when the property fails.
/// - Returns: The report of the run.
@discardableResult
public func verifyProperty<Value>(
    _ name: String,
    _ generator: Gen<Value>,
    settings: PropertySettings,
    examples: [Value] = [],
    classify: ((Value) -> [String])? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    recordIssue: (Comment, SourceLocation) -> Void = { Issue.record($0, sourceLocation: $1) },
    property: (Value) throws -> Void
) -> PropertyReport<Value> {
    expectProperty(
        name, generator, settings: settings, examples: examples, classify: classify,
        sourceLocation: sourceLocation, recordIssue: recordIssue
    ) { value in
        try property(value)
        return true
    }
}

/// How the Swift Testing adapters key the database and record issues (internal).
enum PropertyIssues {
    /// The database key of a property checked at `location`.
    static func key(_ name: String, _ location: SourceLocation) -> String {
        "\(name) @ \(location.fileID):\(location.line)"
    }

    /// Records one issue with the whole report unless the report is
    /// acceptable.
    static func record<Value>(
        _ report: PropertyReport<Value>, sourceLocation: SourceLocation,
        recordIssue: (Comment, SourceLocation) -> Void
    ) {
        guard !report.isAcceptable else { return }
        recordIssue(Comment(rawValue: report.description), sourceLocation)
    }
}
