/// Runs properties against generated values, shrinks failures and reports.
///
/// ```swift
/// let report = PropertyCheck.run(Gen.array(of: .int(in: 0...10_000)), iterations: 200, seed: 42) { xs in
///     xs.reduce(0, +) <= 1000
/// }
/// print(report)   // … Counterexample …: [1001] …
/// ```
///
/// Use ``PropertyCheck/run(_:name:iterations:seed:maxShrinkAttempts:environment:property:)``
/// for predicates returning `Bool` and
/// ``verify(_:name:iterations:seed:maxShrinkAttempts:environment:property:)``
/// for closures that throw on failure; either may throw, and a thrown error
/// fails the property and is kept in the report. Do not use `#expect` or
/// `#require` inside a property: they would record an issue for every
/// shrinking attempt. Throw instead (e.g. ``PropertyViolation``).
///
/// The environment variables ``iterationsVariable`` and ``seedVariable``
/// override the arguments, so a failure seen in CI can be rerun locally.
/// Without a seed the run uses a seed derived from the name, which keeps
/// runs deterministic; set the variable to explore other cases.
public enum PropertyCheck {
    /// The environment variable that overrides the number of cases.
    public static let iterationsVariable = "NAVKIT_PROPERTY_ITERATIONS"
    /// The environment variable that overrides the seed (decimal or `0x` hex).
    public static let seedVariable = "NAVKIT_PROPERTY_SEED"
    /// The number of cases checked by default.
    public static let defaultIterations = 100
    /// The default bound on shrinking candidates evaluated per failure.
    public static let defaultMaxShrinkAttempts = 5_000

    /// Checks `property` on `iterations` values from `generator`; on failure
    /// shrinks the counterexample.
    ///
    /// ```swift
    /// let report = PropertyCheck.run(.int(in: 0...1_000), name: "small", seed: 7) { x in x < 37 }
    /// report.counterexample?.value // 37
    /// ```
    ///
    /// - Parameters:
    ///   - generator: The generator of test values.
    ///   - name: The property's name, used in the report and to derive the
    ///     default seed.
    ///   - iterations: The number of cases, unless overridden by
    ///     ``iterationsVariable``.
    ///   - seed: The seed, unless overridden by ``seedVariable``; derived from
    ///     `name` when `nil`.
    ///   - maxShrinkAttempts: The bound on candidates tried while shrinking.
    ///   - environment: The environment to read overrides from.
    ///   - property: Returns `false` or throws when the property fails.
    /// - Returns: The report of the run.
    public static func run<Value>(
        _ generator: Gen<Value>,
        name: String = "property",
        iterations: Int = defaultIterations,
        seed: UInt64? = nil,
        maxShrinkAttempts: Int = defaultMaxShrinkAttempts,
        environment: [String: String] = ProcessEnvironment.propertyVariables(),
        property: (Value) throws -> Bool
    ) -> PropertyReport<Value> {
        let count = resolvedIterations(iterations, environment: environment)
        let runSeed = resolvedSeed(seed, name: name, environment: environment)
        let source = ChoiceSource(seed: runSeed)
        var tested = 0
        var rejected = 0
        while tested < count {
            source.startNextCase()
            let value: Value
            do {
                value = try generator.generate(from: source)
            } catch {
                rejected += 1
                if rejected > max(count, 10) {
                    return PropertyReport(
                        name: name, seed: runSeed, requestedCases: count,
                        testedCases: tested, rejectedCases: rejected, outcome: .gaveUp(error))
                }
                continue
            }
            tested += 1
            let failure = evaluate(property, on: value)
            if failure.failed {
                let counterexample = shrink(
                    generator, property: property, value: value, error: failure.error,
                    record: source.record, caseNumber: tested, maxAttempts: maxShrinkAttempts)
                return PropertyReport(
                    name: name, seed: runSeed, requestedCases: count,
                    testedCases: tested, rejectedCases: rejected, outcome: .failed(counterexample))
            }
        }
        return PropertyReport(
            name: name, seed: runSeed, requestedCases: count,
            testedCases: tested, rejectedCases: rejected, outcome: .passed)
    }

    /// Checks a property that signals failure by throwing, such as a
    /// model-based test that compares a container with a model after each
    /// operation.
    ///
    /// This is the counterpart of
    /// ``PropertyCheck/run(_:name:iterations:seed:maxShrinkAttempts:environment:property:)`` for
    /// closures that return nothing (a separate name, because Swift cannot
    /// tell a multi-statement `Void` closure from a `Bool` one).
    ///
    /// ```swift
    /// PropertyCheck.verify(Gen.array(of: operations)) { operations in
    ///     var subject = Stack<Int>(), model: [Int] = []
    ///     for operation in operations {
    ///         try apply(operation, to: &subject, model: &model)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - generator: The generator of test values.
    ///   - name: The property's name.
    ///   - iterations: The number of cases.
    ///   - seed: The seed; derived from `name` when `nil`.
    ///   - maxShrinkAttempts: The bound on candidates tried while shrinking.
    ///   - environment: The environment to read overrides from.
    ///   - property: Throws when the property fails.
    /// - Returns: The report of the run.
    public static func verify<Value>(
        _ generator: Gen<Value>,
        name: String = "property",
        iterations: Int = defaultIterations,
        seed: UInt64? = nil,
        maxShrinkAttempts: Int = defaultMaxShrinkAttempts,
        environment: [String: String] = ProcessEnvironment.propertyVariables(),
        property: (Value) throws -> Void
    ) -> PropertyReport<Value> {
        run(
            generator, name: name, iterations: iterations, seed: seed, maxShrinkAttempts: maxShrinkAttempts,
            environment: environment
        ) { value in
            try property(value)
            return true
        }
    }

    /// Checks `property` on the single value regenerated from `choices`,
    /// such as the choice list printed in a failure report.
    ///
    /// ```swift
    /// let report = PropertyCheck.replay(Gen.array(of: .int(in: 0...10_000)), choices: [1, 1001]) { xs in
    ///     xs.reduce(0, +) <= 1000
    /// }
    /// report.counterexample?.value // [1001]
    /// ```
    ///
    /// - Parameters:
    ///   - generator: The generator that recorded the choices.
    ///   - choices: The choice list to replay.
    ///   - name: The property's name.
    ///   - shrinking: Whether to shrink the replayed counterexample further.
    ///   - maxShrinkAttempts: The bound on candidates tried while shrinking.
    ///   - property: Returns `false` or throws when the property fails.
    /// - Returns: The report of the single case.
    public static func replay<Value>(
        _ generator: Gen<Value>,
        choices: [UInt64],
        name: String = "property",
        shrinking: Bool = false,
        maxShrinkAttempts: Int = defaultMaxShrinkAttempts,
        property: (Value) throws -> Bool
    ) -> PropertyReport<Value> {
        let source = ChoiceSource(replaying: choices)
        let value: Value
        do {
            value = try generator.generate(from: source)
        } catch {
            return PropertyReport(
                name: name, seed: nil, requestedCases: 1, testedCases: 0, rejectedCases: 1,
                outcome: .gaveUp(error))
        }
        let failure = evaluate(property, on: value)
        guard failure.failed else {
            return PropertyReport(
                name: name, seed: nil, requestedCases: 1, testedCases: 1, rejectedCases: 0, outcome: .passed)
        }
        let counterexample = shrink(
            generator, property: property, value: value, error: failure.error, record: source.record,
            caseNumber: 1, maxAttempts: shrinking ? maxShrinkAttempts : 0)
        return PropertyReport(
            name: name, seed: nil, requestedCases: 1, testedCases: 1, rejectedCases: 0,
            outcome: .failed(counterexample))
    }

    /// Replays a property that signals failure by throwing (the counterpart
    /// of ``verify(_:name:iterations:seed:maxShrinkAttempts:environment:property:)``).
    ///
    /// - Parameters:
    ///   - generator: The generator that recorded the choices.
    ///   - choices: The choice list to replay.
    ///   - name: The property's name.
    ///   - shrinking: Whether to shrink the replayed counterexample further.
    ///   - maxShrinkAttempts: The bound on candidates tried while shrinking.
    ///   - property: Throws when the property fails.
    /// - Returns: The report of the single case.
    public static func replayVerifying<Value>(
        _ generator: Gen<Value>,
        choices: [UInt64],
        name: String = "property",
        shrinking: Bool = false,
        maxShrinkAttempts: Int = defaultMaxShrinkAttempts,
        property: (Value) throws -> Void
    ) -> PropertyReport<Value> {
        replay(
            generator, choices: choices, name: name, shrinking: shrinking,
            maxShrinkAttempts: maxShrinkAttempts
        ) { value in
            try property(value)
            return true
        }
    }

    /// The number of cases to run: ``iterationsVariable`` if set to a
    /// positive integer, otherwise `iterations`.
    ///
    /// - Parameters:
    ///   - iterations: The requested number of cases.
    ///   - environment: The environment to read the override from.
    /// - Returns: The effective number of cases.
    public static func resolvedIterations(_ iterations: Int, environment: [String: String]) -> Int {
        if let text = environment[iterationsVariable], let value = Int(text), value > 0 { return value }
        return max(iterations, 0)
    }

    /// The seed to use: ``seedVariable`` if set to a decimal or `0x`-prefixed
    /// hexadecimal `UInt64`, otherwise `seed`, otherwise a stable hash
    /// (64-bit FNV-1a) of `name`.
    ///
    /// - Parameters:
    ///   - seed: The requested seed, if any.
    ///   - name: The property's name.
    ///   - environment: The environment to read the override from.
    /// - Returns: The effective seed.
    public static func resolvedSeed(_ seed: UInt64?, name: String, environment: [String: String]) -> UInt64 {
        if let text = environment[seedVariable], let value = parseSeed(text) { return value }
        if let seed { return seed }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.filter { !$0.isWhitespace }
        if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
            return UInt64(trimmed.dropFirst(2), radix: 16)
        }
        return UInt64(trimmed)
    }

    private static func evaluate<Value>(
        _ property: (Value) throws -> Bool, on value: Value
    ) -> (failed: Bool, error: (any Error)?) {
        do {
            return (try !property(value), nil)
        } catch {
            return (true, error)
        }
    }

    private static func shrink<Value>(
        _ generator: Gen<Value>,
        property: (Value) throws -> Bool,
        value: Value,
        error: (any Error)?,
        record: ChoiceRecord,
        caseNumber: Int,
        maxAttempts: Int
    ) -> Counterexample<Value> {
        withoutActuallyEscaping(property) { property in
            var shrinker = Shrinker(failing: record, payload: (value, error), maxAttempts: maxAttempts) { candidate in
                let source = ChoiceSource(replaying: candidate)
                guard let value = try? generator.generate(from: source) else { return nil }
                let outcome = evaluate(property, on: value)
                guard outcome.failed else { return nil }
                return (source.record, (value, outcome.error))
            }
            shrinker.shrink()
            return Counterexample(
                value: shrinker.bestPayload.0, choices: shrinker.best.choices, error: shrinker.bestPayload.1,
                original: value, originalChoices: record.choices, caseNumber: caseNumber,
                shrinkSteps: shrinker.steps, shrinkAttempts: shrinker.attempts)
        }
    }
}
