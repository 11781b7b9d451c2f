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
        return replay(
            choices: choices, name: name, maxShrinkAttempts: shrinking ? maxShrinkAttempts : 0
        ) { (source: inout ChoiceSource, _, failing: inout Value?) in
            let value: Value
            do {
                value = try generator.generate(from: &source)
            } catch {
                return .rejected(error)
            }
            let verdict = evaluate(property, on: value)
            if case .failed = verdict { failing = value }
            return verdict
        }
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

    /// Runs one case of `test` from `choices` and, if it fails, shrinks it
    /// with at most `maxShrinkAttempts` candidates.
    static func replay<Payload>(
        choices: [UInt64], name: String, maxShrinkAttempts: Int,
        _ test: PropertyEngine.Test<Payload>
    ) -> PropertyReport<Payload> {
        let settings = PropertySettings.classic(
            iterations: 1, seed: 0, maxShrinkAttempts: maxShrinkAttempts, environment: [:])
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
        var report = PropertyReport(result, name: name, budget: maxShrinkAttempts)
        report.seed = nil
        return report
    }
}
