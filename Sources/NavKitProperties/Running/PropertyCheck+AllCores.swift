extension PropertyCheck {
    /// The number of processors this machine has online, the default number
    /// of workers of ``runOnAllCores(_:name:settings:workers:examples:classify:property:)``.
    public static var processorCount: Int { Platform.processorCount }

    /// Checks `property` as ``run(_:name:settings:examples:classify:property:)``
    /// does, with the random cases split between `workers` concurrent tasks.
    ///
    /// The explicit examples and the failure database run first, on the
    /// caller's task. Each worker explores its share of the cases from its own
    /// seed (derived from the run's); the first failure stops the others and
    /// is shrunk, reported and saved as usual. The report's counts and labels
    /// are the workers' together; a note names the worker and seed that found
    /// the failure. Which worker finds a failure first can differ between
    /// runs, so reproduce a failure from its choices or the database.
    ///
    /// ```swift
    /// let report = await PropertyCheck.runOnAllCores(
    ///     StackBenchmark.programs, name: "stack", settings: PropertySettings(iterations: 1_000_000)
    /// ) { program in StackBenchmark.agreesWithModel(program, plantedBug: false) }
    /// ```
    ///
    /// - Parameters:
    ///   - generator: The generator of test values.
    ///   - name: The property's name and database key.
    ///   - settings: How to check; ``PropertySettings/iterations`` is the
    ///     total over all workers.
    ///   - workers: How many tasks explore at once; ``processorCount`` by default.
    ///   - examples: Values checked before any generated one.
    ///   - classify: The labels of a value.
    ///   - property: Returns `false` or throws when the property fails; it
    ///     runs on several tasks at once, so it must be `Sendable`.
    /// - Returns: The report of the run.
    public static func runOnAllCores<Value: Sendable>(
        _ generator: Gen<Value>,
        name: String = "property",
        settings: PropertySettings,
        workers: Int? = nil,
        examples: [Value] = [],
        classify: (@Sendable (Value) -> [String])? = nil,
        property: @escaping @Sendable (Value) throws -> Bool
    ) async -> PropertyReport<Value> {
        let engine = PropertyEngine(name: name, key: name, settings: settings)
        if let report = failingExample(examples, name: name, engine: engine, settings: settings, property: property) {
            return report
        }
        if let database = engine.database {
            let (replayed, _) = runValues(generator, name: name, settings: settings, classify: nil, property: property)
            {
                test in
                var result = PropertyEngine.Result<Value>(seed: engine.seed, requested: engine.iterations)
                _ = engine.replayDatabase(database, test, into: &result)
                return result
            }
            if case .failed = replayed.outcome {
                return PropertyReport(replayed, name: name, budget: settings.maxShrinkAttempts)
            }
        }
        let count = max(1, min(workers ?? processorCount, max(engine.iterations, 1)))
        var seeder = SplitMix64(seed: engine.seed)
        let seeds = (0..<count).map { _ in seeder.next() }
        let shares = (0..<count).map { engine.iterations / count + ($0 < engine.iterations % count ? 1 : 0) }
        let results = await withTaskGroup(of: (Int, PropertyEngine.Result<Value>, [String: Int]).self) { group in
            for worker in 0..<count {
                var share = settings
                share.seed = seeds[worker]
                share.iterations = shares[worker]
                share.environment = [:]
                share.database = nil
                if worker > 0 { share.healthCheck = .disabled }
                group.addTask { [share] in
                    let workerEngine = PropertyEngine(name: name, key: name, settings: share)
                    let (result, labels) = runValues(
                        generator, name: name, settings: share, classify: classify, property: property
                    ) { test in
                        var result = PropertyEngine.Result<Value>(seed: share.seed ?? 0, requested: share.iterations)
                        workerEngine.explore(test, into: &result) { Task.isCancelled }
                        return result
                    }
                    return (worker, result, labels)
                }
            }
            var all: [(Int, PropertyEngine.Result<Value>, [String: Int])] = []
            for await item in group {
                all.append(item)
                if case .failed = item.1.outcome { group.cancelAll() }
            }
            return all.sorted { $0.0 < $1.0 }
        }
        var merged = PropertyEngine.Result<Value>(seed: engine.seed, requested: engine.iterations)
        var labels: [String: Int] = [:]
        for (worker, result, workerLabels) in results {
            merged.tested += result.tested
            merged.rejected += result.rejected
            merged.healthProblems += result.healthProblems
            labels.merge(workerLabels, uniquingKeysWith: +)
            switch (merged.outcome, result.outcome) {
            case (.passed, .failed(let failure)):
                merged.outcome = .failed(failure)
                merged.notes.append(
                    "found by worker \(worker + 1) of \(count) (seed \(seeds[worker]), case \(failure.caseNumber))")
            case (.passed, .gaveUp(let error)):
                merged.outcome = .gaveUp(error)
            default:
                break
            }
        }
        engine.save(&merged)
        var report = PropertyReport(merged, name: name, budget: settings.maxShrinkAttempts)
        report.examplesChecked = examples.count
        report.labels = labels
        report.coverage = settings.coverage
        return report
    }
}
