import CAllocationCounter
import NavKitTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The property engine on its reference workload (`StackBenchmark`): passing
/// examples per second on one core and on all cores, and the shrunk counterexample of the planted
/// bug for seeds 1–20.
enum PropertyEngineBenchmarks {
    /// Passing examples per second of processor time of the running thread (what one core does,
    /// whatever else the machine runs) and per second of wall-clock time.
    struct Rate {
        /// The median of the runs, per second of the thread's processor time.
        var perCPUSecond: Double
        /// The median of the runs, per second of wall-clock time.
        var perSecond: Double
        /// The fastest run, per second of processor time: the least disturbed by other work on a
        /// shared machine (a core's other hardware thread busy slows even processor time).
        var bestPerCPUSecond: Double

        /// The rate of a section that did not run.
        static let notRun = Rate(perCPUSecond: 0, perSecond: 0, bestPerCPUSecond: 0)
    }

    /// One seed's shrink result.
    struct ShrinkResult {
        var seed: UInt64
        var counterexample: String
        var isMinimal: Bool
        var attempts: Int
    }

    /// The bug-free stack property, run `runs` times after a warm-up; the medians and the best.
    /// `programs` is the benchmark's generator (its ``NavKitProperties/Generators`` composition)
    /// unless told otherwise (``NavKitProperties/StackBenchmark/closurePrograms``).
    ///
    /// Allocation counting is off meanwhile: a test binary has no counting allocator, and its
    /// bookkeeping (atomics and a `malloc_usable_size` per allocation and per free) cost about 5 %
    /// of each example.
    static func stackRate(
        examples: Int, runs: Int = 7, generateOnly: Bool = false,
        programs: Gen<[StackBenchmark.Operation]> = StackBenchmark.programs
    ) -> Rate {
        navkit_allocation_counting_set(0)
        defer { navkit_allocation_counting_set(1) }
        let clock = ContinuousClock()
        var cpuRates: [Double] = []
        var wallRates: [Double] = []
        for run in 0..<(runs + 1) {
            let cpuStart = threadCPUSeconds()
            let start = clock.now
            let report = PropertyCheck.run(
                programs, name: "stack benchmark", iterations: examples, seed: UInt64(run),
                environment: [:]
            ) { program in
                generateOnly ? program.count <= 40 : StackBenchmark.agreesWithModel(program, plantedBug: false)
            }
            let wall = seconds(start.duration(to: clock.now))
            let cpu = threadCPUSeconds() - cpuStart
            precondition(report.passed, "the bug-free stack must pass: \(report)")
            if run > 0 || runs == 0 {
                cpuRates.append(Double(report.testedCases) / cpu)
                wallRates.append(Double(report.testedCases) / wall)
            }
        }
        return Rate(
            perCPUSecond: median(cpuRates), perSecond: median(wallRates), bestPerCPUSecond: cpuRates.max() ?? 0)
    }

    /// The bug-free stack property on every core (``NavKitProperties/PropertyCheck/runOnAllCores(_:name:settings:workers:examples:classify:property:)``),
    /// per second of wall-clock time.
    static func allCoresRate(examples: Int) async -> Double {
        navkit_allocation_counting_set(0)
        defer { navkit_allocation_counting_set(1) }
        let clock = ContinuousClock()
        let start = clock.now
        let report = await PropertyCheck.runOnAllCores(
            StackBenchmark.programs, name: "stack benchmark",
            settings: PropertySettings(iterations: examples, seed: 1, environment: [:], database: nil)
        ) { program in StackBenchmark.agreesWithModel(program, plantedBug: false) }
        precondition(report.passed, "the bug-free stack must pass: \(report)")
        return Double(report.testedCases) / seconds(start.duration(to: clock.now))
    }

    /// The number of processors the all-cores run uses.
    static var processorCount: Int { PropertyCheck.processorCount }

    /// A shrinking workload: programs, a property that fails on the planted bug, and the
    /// minimal counterexample every seed must shrink to.
    struct ShrinkWorkload: Sendable {
        var name: String
        var results: @Sendable (ClosedRange<UInt64>) -> [ShrinkResult]

        init<Operation: Equatable & Sendable>(
            _ name: String, _ programs: Gen<[Operation]>, minimal: [Operation],
            fails: @escaping @Sendable ([Operation]) -> Bool
        ) {
            self.name = name
            results = { seeds in
                seeds.map { seed in
                    let report = PropertyCheck.run(
                        programs, name: name, iterations: 10_000, seed: seed, environment: [:]
                    ) { program in !fails(program) }
                    guard let counterexample = report.counterexample else {
                        return ShrinkResult(seed: seed, counterexample: "not found", isMinimal: false, attempts: 0)
                    }
                    return ShrinkResult(
                        seed: seed, counterexample: counterexample.valueDescription,
                        isMinimal: counterexample.value == minimal, attempts: counterexample.shrinkAttempts)
                }
            }
        }
    }

    /// The workloads the engine's shrinking is measured on: the stack benchmark (Hypothesis's
    /// shape), a queue whose leave guards answer later, and back swipes interleaved with requests.
    static let shrinkWorkloads = [
        ShrinkWorkload("stack", StackBenchmark.programs, minimal: StackBenchmark.minimalCounterexample) {
            !StackBenchmark.agreesWithModel($0, plantedBug: true)
        },
        ShrinkWorkload(
            "guarded queue", GuardedQueueBenchmark.programs, minimal: GuardedQueueBenchmark.minimalCounterexample
        ) { !GuardedQueueBenchmark.agreesWithModel($0, plantedBug: true) },
        ShrinkWorkload(
            "swipe queue", SwipeQueueBenchmark.programs, minimal: SwipeQueueBenchmark.minimalCounterexample
        ) { !SwipeQueueBenchmark.agreesWithModel($0, plantedBug: true) },
    ]

    /// Shrinks the stack benchmark's planted bug from each seed.
    static func shrinkResults(seeds: ClosedRange<UInt64> = 1...20) -> [ShrinkResult] {
        shrinkWorkloads[0].results(seeds)
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
