import NavKitProperties
import Testing

@Suite("Shrinker passes")
struct ShrinkerPassTests {
    @Test("Deleting an element of a full array does not shift what follows it")
    func fullArraysKeepTheirStopMarker() throws {
        let gen = Gen.zip(Gen.array(of: .int(in: 0...9), length: 0...3), Gen.int(in: 0...100))
        let property: (([Int], Int)) -> Bool = { pair in !(pair.0.contains(5) && pair.1 >= 50) }
        let full = try gen.replay(choices: [1, 1, 1, 5, 1, 2, 0, 90])
        #expect(full.0 == [1, 5, 2] && full.1 == 90)
        let report = PropertyCheck.replay(gen, choices: [1, 1, 1, 5, 1, 2, 0, 90], shrinking: true, property: property)
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.value.0 == [5] && counterexample.value.1 == 50, "\(report)")
        #expect(counterexample.choices == [1, 5, 0, 50])
    }

    enum Shape: Sendable, Equatable {
        case point(Int)
        case list([Int])
    }

    @Test("A choice among alternatives switches to the simpler alternative, keeping the value that matters")
    func branchesSwitchTowardTheFirstAlternative() throws {
        let shapes = Gen.oneOf(
            Gen.int(in: 0...9).map(Shape.point), Gen.array(of: .int(in: 0...9), length: 0...4).map(Shape.list))
        let gen = Gen.array(of: shapes, length: 0...5)
        let property: ([Shape]) -> Bool = { shapes in
            !shapes.contains { shape in
                switch shape {
                case .point(let x): x >= 5
                case .list(let xs): xs.contains { $0 >= 5 }
                }
            }
        }
        // [list([7])]: marker, branch 1, the list's marker, 7, its stop, the outer stop.
        let choices: [UInt64] = [1, 1, 1, 7, 0, 0]
        #expect(try gen.replay(choices: choices) == [.list([7])])
        let report = PropertyCheck.replay(gen, choices: choices, shrinking: true, property: property)
        #expect(report.counterexample?.value == [.point(5)], "\(report)")
    }

    @Test("Neighbouring elements too large for chunk deletion are deleted together")
    func neighbouringElementsAreDeletedTogether() throws {
        let wide = Gen.zip(Gen.int(in: 0...9), Gen.int(in: 0...9), Gen.int(in: 0...9), Gen.int(in: 0...9), Gen.bool)
        let gen = Gen.array(of: wide, length: 0...10)
        // Fails for an even number of elements, at least two, the last starting with 7: deleting
        // one element, or cutting the array short, passes; deleting two in the middle does not.
        let property: ([(Int, Int, Int, Int, Bool)]) -> Bool = { xs in
            xs.count < 2 || xs.count % 2 == 1 || xs.last?.0 != 7
        }
        let element: [UInt64] = [1, 3, 3, 3, 3, 0]
        let flagged: [UInt64] = [1, 7, 3, 3, 3, 0]
        let report = PropertyCheck.replay(
            gen, choices: element + element + element + flagged + [0], shrinking: true, property: property)
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.value.count == 2, "\(report)")
        #expect(counterexample.choices == [1, 0, 0, 0, 0, 0, 1, 7])
    }

    @Test("Every shrink respects the attempt budget and says when it used it up", arguments: [0, 1, 10, 50])
    func budgetBoundsAttempts(budget: Int) throws {
        let report = PropertyCheck.run(
            StackBenchmark.programs, name: "budget", iterations: 10_000, seed: 3, maxShrinkAttempts: budget,
            environment: [:]
        ) { program in StackBenchmark.agreesWithModel(program, plantedBug: true) }
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.shrinkAttempts <= budget)
        #expect(counterexample.shrinkBudget == budget)
        #expect(counterexample.exhaustedShrinkBudget)
        #expect(!StackBenchmark.agreesWithModel(counterexample.value, plantedBug: true))
        #expect(report.description.contains("of at most \(budget) attempts, the whole budget"))
        if budget == 0 { #expect(counterexample.valueDescription == counterexample.originalDescription) }
    }

    @Test("A larger budget shrinks further; the default reaches the minimum without using it up")
    func largerBudgetShrinksFurther() throws {
        func shrunk(budget: Int) throws -> Counterexample<[StackBenchmark.Operation]> {
            let report = PropertyCheck.run(
                StackBenchmark.programs, name: "budget", iterations: 10_000, seed: 3, maxShrinkAttempts: budget,
                environment: [:]
            ) { program in StackBenchmark.agreesWithModel(program, plantedBug: true) }
            return try #require(report.counterexample)
        }
        let small = try shrunk(budget: 20)
        let full = try shrunk(budget: PropertyCheck.defaultMaxShrinkAttempts)
        #expect(full.value == StackBenchmark.minimalCounterexample)
        #expect(!full.exhaustedShrinkBudget)
        #expect(full.choices.count < small.choices.count)
    }
}
