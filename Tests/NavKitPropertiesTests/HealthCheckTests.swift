import NavKitProperties
import Testing

@Suite("Health check")
struct HealthCheckTests {
    static let settings = PropertySettings(iterations: 200, seed: 3, environment: [:], database: nil)

    @Test("A filter that rejects almost everything is named")
    func filtersThatRejectTooMuch() {
        let rare = Gen.int(in: 0...1_000).filter("multiples of 97") { $0.isMultiple(of: 97) && $0 > 0 }
        let report = PropertyCheck.run(rare, name: "rare", settings: Self.settings) { _ in true }
        guard case .filtersTooMuch(let generator, let rejected, let candidates)? = report.healthProblems.first else {
            Issue.record("expected a filter problem: \(report)")
            return
        }
        #expect(generator == "multiples of 97")
        #expect(rejected * 10 > candidates * 9)
        #expect(report.description.contains("health check: multiples of 97 filters too much"))
        #expect(!report.isAcceptable)

        let unnamed = Gen.int(in: 0...1_000).filter { $0 == 3 }.named("threes")
        let named = PropertyCheck.run(unnamed, name: "threes", settings: Self.settings) { _ in true }
        #expect(named.healthProblems.first?.description.contains("a filter in \"threes\" filters too much") == true)
    }

    @Test("A filter that keeps most candidates, and a property without filters, are healthy")
    func healthyRuns() {
        let evens = Gen.int(in: 0...1_000).filter("evens") { $0.isMultiple(of: 2) }
        #expect(PropertyCheck.run(evens, name: "evens", settings: Self.settings) { _ in true }.healthProblems.isEmpty)
        let stacks = PropertyCheck.run(StackBenchmark.programs, name: "stacks", settings: Self.settings) { _ in true }
        #expect(stacks.healthProblems.isEmpty && stacks.isAcceptable)
    }

    @Test("A run whose cases are mostly rejected by assume is reported")
    func tooManyRejectedCases() {
        let report = PropertyCheck.verify(Gen.int(in: 0...99), name: "picky", settings: Self.settings) { x in
            try assume(x < 1, "x < 1")
        }
        guard case .rejectsTooManyCases(_, let cases, let reason)? = report.healthProblems.first else {
            Issue.record("expected a rejection problem: \(report)")
            return
        }
        #expect(cases == 100 && reason == "x < 1")
    }

    @Test("A slow generator is named; the check can be switched off")
    func slowGenerators() {
        let clock = ContinuousClock()
        let slow = Gen.int(in: 0...9).map { value -> Int in
            let start = clock.now
            while start.duration(to: clock.now) < .milliseconds(1) {}
            return value
        }
        let busy = Gen.zip(slow.named("the slow part"), Gen.int(in: 0...9).named("the fast part"))
        var settings = Self.settings
        settings.iterations = 30
        settings.healthCheck.sampleCases = 10
        settings.healthCheck.maxGenerationNanoseconds = 200_000
        let report = PropertyCheck.run(busy, name: "slow", settings: settings) { _ in true }
        guard case .tooSlow(let generator, let nanoseconds)? = report.healthProblems.first else {
            Issue.record("expected a slow generator: \(report)")
            return
        }
        #expect(generator == "the slow part" && nanoseconds >= 1_000_000)
        #expect(report.description.contains("health check: the slow part is too slow"))

        settings.healthCheck = .disabled
        #expect(PropertyCheck.run(busy, name: "slow", settings: settings) { _ in true }.healthProblems.isEmpty)
    }

    @Test("State machine arguments are named after their rule")
    func stateMachineArguments() {
        var machine = StateMachine("filtered", model: { () }, system: { () })
        machine.rule("pick", .value("rare", Gen.int(in: 0...1_000).filter { $0 == 1 })) { _, _, _ in }
        let report = machine.check(settings: Self.settings)
        #expect(
            report.healthProblems.first?.description.contains(
                "a filter in \"argument \"rare\" of rule \"pick\"\" filters too much") == true, "\(report)")
    }
}
