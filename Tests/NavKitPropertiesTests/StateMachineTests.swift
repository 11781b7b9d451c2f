import NavKitProperties
import Testing

@Suite("Rule-based state machines")
struct StateMachineTests {
    static let noDatabase = PropertySettings(iterations: 300, environment: [:], database: nil)

    @Test("A planted bug shrinks to its minimal program", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func plantedBugShrinksToMinimalProgram(seed: UInt64) throws {
        var settings = Self.noDatabase
        settings.seed = seed
        let report = BankMachine.make(plantedBug: true).check(settings: settings)
        let counterexample = try #require(report.counterexample, "\(report)")
        #expect(counterexample.value.description == BankMachine.minimalProgram, "\(report)")
        let failure = try #require(counterexample.error as? StateMachineFailure)
        #expect(failure.place == .step(3, rule: "withdraw"))
        #expect("\(failure)" == "step 3 (withdraw): refused 1 of a balance of 1")
    }

    @Test("The report prints the program and how to replay it")
    func reportPrintsTheProgram() throws {
        let report = BankMachine.make(plantedBug: true).check(settings: Self.noDatabase)
        let counterexample = try #require(report.counterexample)
        let text = report.description
        #expect(text.contains("  accounts_0 = open(owner: \"ann\")\n  deposit(account: accounts_0, amount: 1)\n"))
        #expect(text.contains("Error thrown: step 3 (withdraw): refused 1 of a balance of 1"))
        #expect(text.contains("machine.replay(choices: \(counterexample.choices))"))
    }

    @Test("Replaying a failure's choices reproduces exactly its program and error")
    func replayReproducesTheProgram() throws {
        let machine = BankMachine.make(plantedBug: true)
        let report = machine.check(settings: Self.noDatabase)
        let counterexample = try #require(report.counterexample)
        let replayed = try #require(machine.replay(choices: counterexample.choices).counterexample)
        #expect(replayed.value == counterexample.value)
        #expect("\(replayed.error!)" == "\(counterexample.error!)")
        #expect(replayed.choices == counterexample.choices)
        let original = try #require(machine.replay(choices: counterexample.originalChoices).counterexample)
        #expect(original.value == counterexample.original)
        #expect(original.value.steps.count >= counterexample.value.steps.count)
    }

    @Test("A correct system passes, and every rule runs in most programs")
    func correctSystemPasses() {
        var settings = Self.noDatabase
        settings.coverage = [
            CoverageRequirement("rule open", atLeast: 90), CoverageRequirement("rule withdraw", atLeast: 50),
        ]
        let report = BankMachine.make(plantedBug: false).check(settings: settings)
        #expect(report.isAcceptable, "\(report)")
        #expect(report.testedCases == 300)
        #expect(report.labels.keys.sorted() == ["rule deposit", "rule open", "rule withdraw"])
        #expect(report.description.contains("% rule open"))
    }

    @Test("A rule runs only when its precondition holds and its bundles have values")
    func preconditionsAndBundlesGateRules() {
        var machine = StateMachine("gates", maxSteps: 30, model: { 0 }, system: { [Int]() })
        let tokens = machine.bundle("tokens", of: Int.self)
        let fewerThanThree: (Int, [Int]) -> Bool = { count, _ in count < 3 }
        machine.rule("make", .value("value", Gen.int(in: 0...9)), produces: tokens, when: fewerThanThree) {
            count, made, value in
            if count >= 3 { throw PropertyViolation("made a fourth token") }
            count += 1
            made.append(value)
            return value
        }
        machine.rule("spend", .consumed("token", from: tokens)) { count, made, token in
            guard let index = made.firstIndex(of: token) else { throw PropertyViolation("spent \(token) twice") }
            made.remove(at: index)
            count -= 1
        }
        let report = machine.check(settings: Self.noDatabase)
        #expect(report.passed, "\(report)")
        #expect((report.labels["rule spend"] ?? 0) > 100)
    }

    @Test("Replaying a program that chooses a rule whose precondition is false rejects it instead of running the rule")
    func replayRejectsDisabledRule() {
        var machine = StateMachine("once", model: { 0 }, system: { () })
        let isFirst: (Int, Void) -> Bool = { count, _ in count == 0 }
        machine.rule("first", when: isFirst) { count, _ in
            if count != 0 { throw PropertyViolation("ran with its precondition false") }
            count += 1
        }
        machine.rule("other") { _, _ in }
        // Two steps, both choosing rule 0 ("first"): the second may not run.
        let report = machine.replay(choices: [1, 0, 1, 0, 0])
        #expect(report.counterexample == nil, "\(report)")
        #expect(machine.replay(choices: [1, 0, 1, 1, 0]).passed)
    }

    @Test("Shrinking never drops a step that a later step's precondition needs")
    func shrinkingKeepsPreconditions() throws {
        var machine = StateMachine("lock", model: { false }, system: { () })
        let locked: (Bool, Void) -> Bool = { unlocked, _ in !unlocked }
        let unlocked: (Bool, Void) -> Bool = { unlocked, _ in unlocked }
        machine.rule("unlock", when: locked) { unlocked, _ in unlocked = true }
        machine.rule("use", when: unlocked) { _, _ in throw PropertyViolation("used") }
        let report = machine.check(settings: Self.noDatabase)
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.value.description == "unlock()\nuse()", "\(report)")
    }

    @Test("Invariants are checked after every step, and the failing step is named")
    func invariantsAfterEveryStep() throws {
        var machine = StateMachine("counter", model: { 0 }, system: { 0 })
        machine.rule("increment") { model, system in
            model += 1
            system += model == 3 ? 2 : 1
        }
        machine.rule("reset") { model, system in
            model = 0
            system = 0
        }
        machine.invariant("system equals model") { model, system in
            if model != system { throw PropertyViolation("\(system) != \(model)") }
        }
        let report = machine.check(settings: Self.noDatabase)
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.value.description == "increment()\nincrement()\nincrement()")
        #expect("\(counterexample.error!)" == "invariant \"system equals model\" after step 3: 4 != 3")
    }

    @Test("A failing teardown fails the program, which still shrinks")
    func teardownFailures() throws {
        var machine = StateMachine("teardown", model: { [Int]() }, system: { () })
        machine.rule("append", .value("element", Gen.int(in: 0...1_000))) { model, _, element in model.append(element) }
        machine.teardown { model, _ in
            if model.reduce(0, +) > 1_500 { throw PropertyViolation("sum \(model.reduce(0, +))") }
        }
        let report = machine.check(settings: Self.noDatabase)
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.value.steps.count == 2, "\(report)")
        #expect((counterexample.error as? StateMachineFailure)?.place == .teardown)
    }

    @Test("A system that cannot be created fails at set-up")
    func setUpFailures() throws {
        let machine = StateMachine<Int, Int>("broken", model: { 0 }, system: { throw PropertyViolation("no system") })
        let report = machine.check(settings: Self.noDatabase)
        let failure = try #require(report.counterexample?.error as? StateMachineFailure)
        #expect(failure.place == .setUp)
        #expect(report.counterexample?.value.steps.isEmpty == true)
    }

    @Test("Rules with higher weights run more often")
    func weights() {
        var machine = StateMachine("weights", model: { () }, system: { () })
        machine.rule("rare") { _, _ in }
        machine.rule("common", weight: 20) { _, _ in }
        var settings = Self.noDatabase
        settings.iterations = 200
        let report = machine.check(settings: settings)
        #expect((report.labels["rule rare"] ?? 0) < (report.labels["rule common"] ?? 0))
        #expect((report.labels["rule common"] ?? 0) > 190)
    }
}

@MainActor
final class MainActorCounter {
    private(set) var value = 0
    func increment(by amount: Int) { value += amount == 7 ? amount + 1 : amount }
}

@Suite("State machines on the main actor")
@MainActor
struct MainActorStateMachineTests {
    @Test("A main-actor system is driven by non-Sendable rules and shrinks")
    func mainActorSystem() throws {
        var log: [Int] = []
        var machine = StateMachine("main-actor counter", model: { 0 }, system: { MainActorCounter() })
        machine.rule("increment", .value("amount", Gen.int(in: 0...20))) { model, counter, amount in
            log.append(amount)
            counter.increment(by: amount)
            model += amount
        }
        machine.invariant("counter agrees") { model, counter in
            if counter.value != model { throw PropertyViolation("\(counter.value) != \(model)") }
        }
        let report = machine.check(settings: PropertySettings(iterations: 200, environment: [:], database: nil))
        #expect(report.counterexample?.value.description == "increment(amount: 7)", "\(report)")
        #expect(!log.isEmpty)
    }
}
