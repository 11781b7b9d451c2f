import NavKitProperties
import Testing

@Suite("Stack benchmark")
struct StackBenchmarkTests {
    @Test("Seeds 1-20 of the stack benchmark all shrink to exactly [push, push, push, pop]")
    func everySeedShrinksToTheMinimalProgram() {
        var results: [UInt64: String] = [:]
        for seed: UInt64 in 1...20 {
            let report = PropertyCheck.run(
                StackBenchmark.programs, name: "stack benchmark", iterations: 10_000, seed: seed, environment: [:]
            ) { program in StackBenchmark.agreesWithModel(program, plantedBug: true) }
            results[seed] = report.counterexample?.valueDescription ?? "not found"
        }
        let expected = String(describing: StackBenchmark.minimalCounterexample)
        #expect(expected == "[push(0), push(0), push(0), pop]")
        #expect(results.filter { $0.value != expected }.isEmpty, "\(results.sorted { $0.key < $1.key })")
    }

    @Test("The bug-free stack agrees with the list model")
    func bugFreeStackPasses() {
        let report = PropertyCheck.run(
            StackBenchmark.programs, name: "bug-free stack", iterations: 5_000, environment: [:]
        ) { program in StackBenchmark.agreesWithModel(program, plantedBug: false) }
        #expect(report.passed, "\(report)")
    }

    @Test("The planted bug fires exactly on a pop right after three pushes")
    func plantedBugIsExact() {
        let threePushes: [StackBenchmark.Operation] = [.push(1), .push(2), .push(3), .pop]
        let fourPushes: [StackBenchmark.Operation] = [.push(1), .push(2), .push(3), .push(4), .pop]
        let interrupted: [StackBenchmark.Operation] = [.push(1), .push(2), .popTo(9), .push(3), .pop]
        #expect(!StackBenchmark.agreesWithModel(threePushes, plantedBug: true))
        #expect(StackBenchmark.agreesWithModel(fourPushes, plantedBug: true))
        #expect(StackBenchmark.agreesWithModel(interrupted, plantedBug: true))
        #expect(StackBenchmark.agreesWithModel(threePushes, plantedBug: false))
        var stack = StackBenchmark.Stack(plantedBug: false)
        for operation in [StackBenchmark.Operation.set([4, 5, 6]), .push(7), .popTo(5), .popToRoot] {
            stack.apply(operation)
        }
        #expect(Array(stack.elements) == [4])
    }

    @Test("Pop-to takes a position (beyond the top it does nothing), and the model agrees")
    func popToTakesAPosition() {
        var stack = StackBenchmark.Stack(plantedBug: false)
        for operation in [StackBenchmark.Operation.set([40, 50, 60]), .push(70), .popTo(1)] { stack.apply(operation) }
        #expect(Array(stack.elements) == [40, 50])
        stack.apply(.popTo(2))
        #expect(Array(stack.elements) == [40, 50])
        stack.apply(.popTo(0))
        #expect(Array(stack.elements) == [40])
        let program: [StackBenchmark.Operation] = [.push(900), .push(901), .popTo(1), .push(5), .popTo(7), .popTo(0)]
        #expect(StackBenchmark.agreesWithModel(program, plantedBug: false))
    }

    @Test("Programs push values up to 1,000, pop to positions up to 40 and set lists of up to five distinct values")
    func programsHaveHypothesisShape() throws {
        let programs = try StackBenchmark.programs.samples(count: 2_000, seed: 29)
        var largestPush = 0
        var largestPosition = 0
        var setsWithRepeats = 0
        var longestSet = 0
        for program in programs {
            for operation in program {
                switch operation {
                case .push(let value): largestPush = max(largestPush, value)
                case .popTo(let position): largestPosition = max(largestPosition, position)
                case .set(let values):
                    if Set(values).count != values.count { setsWithRepeats += 1 }
                    longestSet = max(longestSet, values.count)
                case .pop, .popToRoot: break
                }
            }
        }
        #expect(largestPush > 900 && largestPush <= 1_000)
        #expect(largestPosition > 30 && largestPosition <= 40)
        #expect(setsWithRepeats == 0)
        #expect(longestSet == 5)
    }

    @Test("A stack deeper than its inline buffer and a set longer than any generated one still agree with the model")
    func deepStacksAndLongSetsAgree() {
        let deep = (1...100).map { StackBenchmark.Operation.push($0) }
        let programs: [[StackBenchmark.Operation]] = [
            deep + [.popTo(70), .pop, .push(5), .popTo(3), .popToRoot],
            [.set(Array(0..<60)), .push(1), .popTo(55), .set([7]), .push(8)] + deep,
            deep + [.set(Array(0..<80)), .popTo(79), .pop],
        ]
        for program in programs {
            #expect(StackBenchmark.agreesWithModel(program, plantedBug: false))
        }
        var stack = StackBenchmark.Stack(plantedBug: false)
        for operation in deep + [.popTo(70), .push(0), .popTo(60)] { stack.apply(operation) }
        #expect(Array(stack.elements) == [0] + Array(1...60))
        #expect(stack.holds([0] + Array(1...60)))
        #expect(!stack.holds([0] + Array(1...59)))
    }
}
