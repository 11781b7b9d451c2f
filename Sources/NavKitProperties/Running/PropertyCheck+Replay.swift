extension PropertyCheck {
    /// Checks `property` on the single value regenerated from `choices`,
    /// such as the choice list printed in a failure report.
    ///
    /// ```swift
    /// let report = PropertyCheck.replay(Gen.array(of: .int(in: 0...10_000)), choices: [1, 1001, 0]) { xs in
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
        let budget = shrinking ? maxShrinkAttempts : 0
        let settings = replaySettings(maxShrinkAttempts: budget)
        let (result, _) = runValues(generator, name: name, settings: settings, classify: nil, property: property) {
            test in replayResult(choices: choices, name: name, settings: settings, test)
        }
        return PropertyReport(replayed: result, name: name, budget: budget)
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

    /// The settings of a replay: one case, no database, no health check.
    static func replaySettings(maxShrinkAttempts: Int) -> PropertySettings {
        PropertySettings.classic(iterations: 1, seed: 0, maxShrinkAttempts: maxShrinkAttempts, environment: [:])
    }

    /// Runs one case of `test` from `choices` and, if it fails, shrinks it
    /// with at most the settings' shrink budget.
    static func replayResult<Payload>(
        choices: [UInt64], name: String, settings: PropertySettings, _ test: PropertyEngine.Test<Payload>
    ) -> PropertyEngine.Result<Payload> {
        let engine = PropertyEngine(name: name, key: name, settings: settings)
        var source = engine.replaySource(choices)
        var result = PropertyEngine.Result<Payload>(seed: 0, requested: 1)
        var failing: Payload?
        switch test(&source, .replayingDatabase, &failing) {
        case .passed:
            result.tested = 1
        case .rejected(let error):
            result.rejected = 1
            result.outcome = .gaveUp(
                error as? GenerationError ?? .unsatisfiedAssumption(rejected: 1, reason: String(describing: error)))
        case .failed(let error):
            result.tested = 1
            guard let payload = failing else { preconditionFailure("a failing test stores its payload") }
            result.outcome = .failed(
                engine.shrink(test, payload: payload, error: error, record: source.record, caseNumber: 1))
        }
        return result
    }
}

extension PropertyReport {
    /// The report of a replayed choice list, which has no seed.
    init(replayed result: PropertyEngine.Result<Value>, name: String, budget: Int) {
        self.init(result, name: name, budget: budget)
        seed = nil
    }
}
