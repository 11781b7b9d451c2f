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
    let report = PropertyCheck.run(
        generator, name: name, iterations: iterations, seed: seed,
        maxShrinkAttempts: maxShrinkAttempts, environment: environment, property: property)
    if !report.passed {
        Issue.record(Comment(rawValue: report.description), sourceLocation: sourceLocation)
    }
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
