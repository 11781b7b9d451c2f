import NavKitProperties
import Testing

/// Every knob of the engine has a test here (or in the suite named) that fails when the knob
/// stops working.
@Suite("Engine knobs")
struct KnobTests {
    @Test("NAVKIT_PROPERTY_ITERATIONS sets the number of cases of every entry point")
    func iterationsOverride() {
        let environment = [PropertyCheck.iterationsVariable: "41"]
        #expect(PropertyCheck.run(Gen.bool, iterations: 3, environment: environment) { _ in true }.testedCases == 41)
        let settings = PropertySettings(iterations: 3, environment: environment, database: nil)
        #expect(PropertyCheck.run(Gen.bool, settings: settings) { _ in true }.testedCases == 41)
        var machine = StateMachine("count", model: { () }, system: { () })
        machine.rule("step") { _, _ in }
        #expect(machine.check(settings: settings).testedCases == 41)
        #expect(PropertyCheck.run(Gen.bool, iterations: 3, environment: [:]) { _ in true }.testedCases == 3)
    }

    @Test("NAVKIT_PROPERTY_SEED selects the random stream")
    func seedOverride() throws {
        let gen = Gen.array(of: Gen.int(in: 0...1_000), length: 0...5)
        var seen: [[Int]] = []
        let report = PropertyCheck.run(
            gen, iterations: 50, seed: 1, environment: [PropertyCheck.seedVariable: "0x2A"]
        ) { xs in
            seen.append(xs)
            return true
        }
        #expect(report.seed == 42)
        #expect(seen == (try gen.samples(count: 50, seed: 42)))
        #expect(seen != (try gen.samples(count: 50, seed: 1)))
    }

    @Test("The seed and case number of a report rerun the same failing case", arguments: [3, 8, 21] as [UInt64])
    func seedReplay(seed: UInt64) throws {
        let property: ([StackBenchmark.Operation]) -> Bool = { StackBenchmark.agreesWithModel($0, plantedBug: true) }
        let report = PropertyCheck.run(
            StackBenchmark.programs, iterations: 10_000, seed: seed, environment: [:], property: property)
        let counterexample = try #require(report.counterexample)
        let environment = [
            PropertyCheck.seedVariable: "\(seed)", PropertyCheck.iterationsVariable: "\(counterexample.caseNumber)",
        ]
        let rerun = PropertyCheck.run(StackBenchmark.programs, seed: 999, environment: environment, property: property)
        #expect(rerun.counterexample?.originalChoices == counterexample.originalChoices)
        #expect(rerun.counterexample?.caseNumber == counterexample.caseNumber)
        let shortOfIt = [
            PropertyCheck.seedVariable: "\(seed)", PropertyCheck.iterationsVariable: "\(counterexample.caseNumber - 1)",
        ]
        if counterexample.caseNumber > 1 {
            #expect(PropertyCheck.run(StackBenchmark.programs, environment: shortOfIt, property: property).passed)
        }
    }

    @Test("Replaying a violation's recorded choices reproduces exactly its counterexample", arguments: 1...12)
    func recordedChoicesReproduceTheCounterexample(seed: Int) throws {
        let gen = Gen.zip(Gen.array(of: Gen.double(in: -10...10), length: 0...6), Gen.optional(Gen.int(in: -50...50)))
        let property: (([Double], Int?)) throws -> Bool = { pair in
            if let x = pair.1, x < -20 { throw PropertyViolation("negative \(x)") }
            return pair.0.reduce(0, +) < 12
        }
        let report = PropertyCheck.run(gen, iterations: 2_000, seed: UInt64(seed), environment: [:], property: property)
        let counterexample = try #require(report.counterexample)
        let replay = try #require(
            PropertyCheck.replay(gen, choices: counterexample.choices, property: property).counterexample)
        #expect(replay.valueDescription == counterexample.valueDescription)
        #expect(replay.choices == counterexample.choices)
        #expect(replay.error.map { "\($0)" } == counterexample.error.map { "\($0)" })
        #expect(try gen.replay(choices: counterexample.choices).0 == counterexample.value.0)
        let original = try #require(
            PropertyCheck.replay(gen, choices: counterexample.originalChoices, property: property).counterexample)
        #expect(original.valueDescription == counterexample.originalDescription)
    }

    @Test("The edge-value bias finds bugs at the bounds that uniform draws miss")
    func edgeValueBias() {
        func found(edgePercent: Int, _ check: (PropertySettings) -> Bool) -> Int {
            (1...10).filter { seed in
                var settings = PropertySettings(iterations: 400, seed: UInt64(seed), environment: [:], database: nil)
                settings.edgeValuePercent = edgePercent
                return check(settings)
            }.count
        }
        func intAtBound(_ settings: PropertySettings) -> Bool {
            !PropertyCheck.run(Gen.int(in: -1_000_000...1_000_000), settings: settings) { $0 != 1_000_000 }.passed
        }
        func doubleAtBound(_ settings: PropertySettings) -> Bool {
            !PropertyCheck.run(Gen.double(in: -1e6...1e6), settings: settings) { $0 != -1e6 }.passed
        }
        #expect(found(edgePercent: ChoiceSource.defaultEdgeValuePercent, intAtBound) == 10)
        #expect(found(edgePercent: ChoiceSource.defaultEdgeValuePercent, doubleAtBound) == 10)
        #expect(found(edgePercent: 0, intAtBound) == 0)
        #expect(found(edgePercent: 0, doubleAtBound) == 0)
        var source = ChoiceSource(seed: 1)
        source.edgeValuePercent = 150
        #expect(source.edgeValuePercent == 100)
    }

    @Test("The choice limit bounds the size of every value")
    func maximumChoices() throws {
        var settings = PropertySettings(iterations: 50, environment: [:], database: nil)
        settings.maximumChoices = 20
        var longest = 0
        let report = PropertyCheck.run(Gen.array(of: Gen.int(in: 0...1_000), length: 0...100), settings: settings) {
            longest = max(longest, $0.count)
            return true
        }
        #expect(report.passed && longest <= 10 && longest > 3)
    }

    @Test("NAVKIT_PROPERTY_SEED selects the programs of a state machine, and the same seed gives the same programs")
    func machineSeedOverride() {
        func programs(_ environment: [String: String]) -> [Int] {
            var lengths: [Int] = []
            var machine = StateMachine("seeded", model: { 0 }, system: { () })
            machine.rule("step") { model, _ in model += 1 }
            machine.teardown { model, _ in lengths.append(model) }
            let settings = PropertySettings(iterations: 30, seed: 1, environment: environment, database: nil)
            _ = machine.check(settings: settings)
            return lengths
        }
        let seeded = programs([PropertyCheck.seedVariable: "77"])
        #expect(seeded == programs([PropertyCheck.seedVariable: "77"]))
        #expect(seeded != programs([:]))
        #expect(seeded != programs([PropertyCheck.seedVariable: "78"]))
    }

    @Test("A state machine's shrink respects its budget, and a larger budget shrinks its program further")
    func machineShrinkBudget() throws {
        func shrunk(budget: Int) throws -> Counterexample<StateMachineProgram> {
            var settings = PropertySettings(iterations: 2_000, seed: 5, environment: [:], database: nil)
            settings.maxShrinkAttempts = budget
            return try #require(BankMachine.make(plantedBug: true).check(settings: settings).counterexample)
        }
        let none = try shrunk(budget: 0)
        let full = try shrunk(budget: PropertyCheck.defaultMaxShrinkAttempts)
        #expect(none.shrinkAttempts == 0 && none.shrinkBudget == 0)
        #expect(none.valueDescription == none.originalDescription)
        #expect(full.value.description == BankMachine.minimalProgram, "\(full.value)")
        #expect(full.choices.count < none.choices.count)
    }
}
