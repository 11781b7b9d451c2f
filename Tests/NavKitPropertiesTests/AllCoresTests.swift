import NavKitProperties
import Testing

@Suite("Running on all cores")
struct AllCoresTests {
    static let settings = PropertySettings(iterations: 20_000, seed: 11, environment: [:], database: nil)

    @Test("The workers together run every case and merge their labels", arguments: [1, 2, 3])
    func passingRunsAreSplit(workers: Int) async {
        let report = await PropertyCheck.runOnAllCores(
            StackBenchmark.programs, name: "all cores", settings: Self.settings, workers: workers,
            classify: { $0.isEmpty ? ["empty"] : ["non-empty"] },
            property: { program in StackBenchmark.agreesWithModel(program, plantedBug: false) })
        #expect(report.passed && report.testedCases == 20_000, "\(report)")
        #expect(report.labels["empty", default: 0] + report.labels["non-empty", default: 0] == 20_000)
    }

    @Test("A failure found by any worker is shrunk to the minimal case and saved")
    func failuresAreShrunk() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var settings = Self.settings
        settings.database = FailureDatabase(directory: directory.path)
        let report = await PropertyCheck.runOnAllCores(
            StackBenchmark.programs, name: "all cores", settings: settings, workers: 4
        ) { program in StackBenchmark.agreesWithModel(program, plantedBug: true) }
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.value == StackBenchmark.minimalCounterexample, "\(report)")
        #expect(report.notes.contains { $0.hasPrefix("found by worker ") })
        #expect(settings.database?.entries(for: "all cores") == [counterexample.choices])

        let again = await PropertyCheck.runOnAllCores(
            StackBenchmark.programs, name: "all cores", settings: settings, workers: 4
        ) { program in StackBenchmark.agreesWithModel(program, plantedBug: true) }
        #expect(again.counterexample?.origin == .database && again.replayedFromDatabase == 1)
    }

    @Test("Explicit examples are checked first")
    func examplesFirst() async {
        let report = await PropertyCheck.runOnAllCores(
            Gen.int(in: 0...10), name: "examples", settings: Self.settings, examples: [99]
        ) { $0 <= 10 }
        #expect(report.counterexample?.origin == .explicitExample && report.counterexample?.value == 99)
        #expect(PropertyCheck.processorCount >= 1)
    }
}
