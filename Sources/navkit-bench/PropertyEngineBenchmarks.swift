import NavKitTesting

/// The property engine on its reference workload (``NavKitProperties/StackBenchmark``): passing
/// examples per second, and the shrunk counterexample of the planted bug for seeds 1–20.
enum PropertyEngineBenchmarks {
    /// One seed's shrink result.
    struct ShrinkResult {
        var seed: UInt64
        var counterexample: String
        var operations: Int
        var isMinimal: Bool
        var attempts: Int
    }

    /// Passing stack-property examples per second on one core (the median of `runs` runs).
    static func stackRate(examples: Int, runs: Int = 7) -> Double {
        let clock = ContinuousClock()
        var rates: [Double] = []
        for run in 0..<(runs + 1) {
            let start = clock.now
            let report = PropertyCheck.run(
                StackBenchmark.programs, name: "stack benchmark", iterations: examples, seed: UInt64(run),
                environment: [:]
            ) { program in StackBenchmark.agreesWithModel(program, plantedBug: false) }
            let elapsed = start.duration(to: clock.now)
            precondition(report.passed, "the bug-free stack must pass: \(report)")
            if run > 0 { rates.append(Double(report.testedCases) / seconds(elapsed)) }
        }
        return median(rates)
    }

    /// Programs per second through the engine with a property that only looks at the length.
    static func generationRate(examples: Int) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let report = PropertyCheck.run(
            StackBenchmark.programs, name: "stack benchmark", iterations: examples, seed: 1, environment: [:]
        ) { program in program.count <= 40 }
        return Double(report.testedCases) / seconds(start.duration(to: clock.now))
    }

    /// Shrinks the planted bug from each seed.
    static func shrinkResults(seeds: ClosedRange<UInt64> = 1...20) -> [ShrinkResult] {
        seeds.map { seed in
            let report = PropertyCheck.run(
                StackBenchmark.programs, name: "stack benchmark", iterations: 10_000, seed: seed, environment: [:]
            ) { program in StackBenchmark.agreesWithModel(program, plantedBug: true) }
            guard let counterexample = report.counterexample else {
                return ShrinkResult(
                    seed: seed, counterexample: "not found", operations: 0, isMinimal: false, attempts: 0)
            }
            return ShrinkResult(
                seed: seed, counterexample: counterexample.valueDescription, operations: counterexample.value.count,
                isMinimal: counterexample.value == StackBenchmark.minimalCounterexample,
                attempts: counterexample.shrinkAttempts)
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
