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
/// fails the property and is kept in the report (except the rejection thrown
/// by ``assume(_:_:)``). Do not use `#expect` or `#require` inside a property:
/// they would record an issue for every shrinking attempt. Throw instead
/// (e.g. ``PropertyViolation``).
///
/// The forms that take ``PropertySettings`` add the ``FailureDatabase``, the
/// ``HealthCheck``, explicit examples, labels and coverage requirements.
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
    /// This form uses no failure database and no health check; pass
    /// ``PropertySettings`` to
    /// ``run(_:name:settings:examples:classify:property:)`` for those.
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
        let settings = PropertySettings.classic(
            iterations: iterations, seed: seed, maxShrinkAttempts: maxShrinkAttempts, environment: environment)
        return check(generator, name: name, key: name, settings: settings, property: property)
    }

    /// Checks `property` on values from `generator` as `settings` say: first
    /// the explicit `examples`, then the failures saved in the database, then
    /// random cases; on failure shrinks the counterexample and saves it.
    ///
    /// ```swift
    /// var settings = PropertySettings(iterations: 500)
    /// settings.coverage = [CoverageRequirement("empty", atLeast: 1)]
    /// let report = PropertyCheck.run(
    ///     Gen.array(of: .int(in: 0...9)), name: "reverse twice", settings: settings,
    ///     examples: [[], [1, 2]], classify: { $0.isEmpty ? ["empty"] : [] }
    /// ) { xs in xs.reversed().reversed() == xs }
    /// ```
    ///
    /// - Parameters:
    ///   - generator: The generator of test values.
    ///   - name: The property's name: shown in the report, the key of its
    ///     database entries, and the source of the default seed.
    ///   - settings: How to check.
    ///   - examples: Values checked before any generated one; a failing
    ///     example is reported as it is, without shrinking.
    ///   - classify: The labels of a value, counted over the tested cases,
    ///     listed in the report and checked against the coverage requirements.
    ///   - property: Returns `false` or throws when the property fails.
    /// - Returns: The report of the run.
    public static func run<Value>(
        _ generator: Gen<Value>,
        name: String = "property",
        settings: PropertySettings,
        examples: [Value] = [],
        classify: ((Value) -> [String])? = nil,
        property: (Value) throws -> Bool
    ) -> PropertyReport<Value> {
        check(
            generator, name: name, key: name, settings: settings, examples: examples, classify: classify,
            property: property)
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

    /// Checks a property that signals failure by throwing, as `settings` say
    /// (the counterpart of ``run(_:name:settings:examples:classify:property:)``).
    ///
    /// - Parameters:
    ///   - generator: The generator of test values.
    ///   - name: The property's name and database key.
    ///   - settings: How to check.
    ///   - examples: Values checked before any generated one.
    ///   - classify: The labels of a value.
    ///   - property: Throws when the property fails.
    /// - Returns: The report of the run.
    public static func verify<Value>(
        _ generator: Gen<Value>,
        name: String = "property",
        settings: PropertySettings,
        examples: [Value] = [],
        classify: ((Value) -> [String])? = nil,
        property: (Value) throws -> Void
    ) -> PropertyReport<Value> {
        run(generator, name: name, settings: settings, examples: examples, classify: classify) { value in
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
    package static func resolvedIterations(_ iterations: Int, environment: [String: String]) -> Int {
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
    package static func resolvedSeed(_ seed: UInt64?, name: String, environment: [String: String]) -> UInt64 {
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

    /// The run behind every value property: examples, then the engine.
    static func check<Value>(
        _ generator: Gen<Value>,
        name: String,
        key: String,
        settings: PropertySettings,
        examples: [Value] = [],
        classify: ((Value) -> [String])? = nil,
        property: (Value) throws -> Bool
    ) -> PropertyReport<Value> {
        let engine = PropertyEngine(name: name, key: key, settings: settings)
        if let report = failingExample(examples, name: name, engine: engine, settings: settings, property: property) {
            return report
        }
        let (result, labels) = runValues(
            generator, name: name, settings: settings, classify: classify, property: property
        ) { test in engine.run(test) }
        var report = PropertyReport(result, name: name, budget: settings.maxShrinkAttempts)
        report.examplesChecked = examples.count
        report.labels = labels
        report.coverage = settings.coverage
        return report
    }

    /// The report of the first of `examples` that fails, if one does.
    static func failingExample<Value>(
        _ examples: [Value], name: String, engine: PropertyEngine, settings: PropertySettings,
        property: (Value) throws -> Bool
    ) -> PropertyReport<Value>? {
        for (index, example) in examples.enumerated() {
            guard case .failed(let error) = evaluate(property, on: example) else { continue }
            var counterexample = Counterexample(
                value: example, choices: [], error: error, original: example, originalChoices: [],
                caseNumber: index + 1, shrinkSteps: 0, shrinkAttempts: 0)
            counterexample.origin = .explicitExample
            counterexample.shrinkBudget = settings.maxShrinkAttempts
            var report = PropertyReport(
                name: name, seed: engine.seed, requestedCases: engine.iterations, testedCases: 0,
                rejectedCases: 0, outcome: .failed(counterexample))
            report.examplesChecked = index + 1
            return report
        }
        return nil
    }

    /// Runs `drive` (the whole engine, or a part of it) with the test
    /// function of a value property; returns its result and the label counts.
    static func runValues<Value>(
        _ generator: Gen<Value>, name: String, settings: PropertySettings, classify: ((Value) -> [String])?,
        property: (Value) throws -> Bool,
        _ drive: (PropertyEngine.Test<Value>) -> PropertyEngine.Result<Value>
    ) -> (PropertyEngine.Result<Value>, [String: Int]) {
        let generator = settings.healthCheck.isEnabled ? generator.named("the generator of \"\(name)\"") : generator
        var labels = PropertyLabels()
        let result = withoutActuallyEscaping(property) { property in
            drive { (source: inout ChoiceSource, phase, failing: inout Value?) in
                let value: Value
                do {
                    value = try generator.generate(from: &source)
                } catch {
                    return .rejected(error)
                }
                let verdict = evaluate(property, on: value)
                switch verdict {
                case .passed: break
                case .rejected: return verdict
                case .failed: failing = value
                }
                if let classify, phase == .exploring { labels.add(classify(value)) }
                return verdict
            }
        }
        return (result, labels.counts)
    }

    static func evaluate<Value>(_ property: (Value) throws -> Bool, on value: Value) -> PropertyEngine.Verdict {
        do {
            return try property(value) ? .passed : .failed(nil)
        } catch let rejection as UnsatisfiedAssumption {
            return .rejected(rejection)
        } catch {
            return .failed(error)
        }
    }
}
