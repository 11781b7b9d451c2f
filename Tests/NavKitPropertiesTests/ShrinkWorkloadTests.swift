import NavKitProperties
import Testing

/// The engine's shrinking on the workloads beside the stack benchmark (issue 29 item 4): a queue
/// whose leave guards answer later, and back swipes interleaved with requests. Each planted bug
/// must shrink to exactly its minimal program from every seed 1-20.
@Suite("Shrinking on richer workloads")
struct ShrinkWorkloadTests {
    @Test("Seeds 1-20 of the guarded queue all shrink to exactly [push(0), pop, pop, answer(false)]")
    func guardedQueueShrinksToTheMinimalProgram() {
        var results: [UInt64: String] = [:]
        for seed: UInt64 in 1...20 {
            let report = PropertyCheck.run(
                GuardedQueueBenchmark.programs, name: "guarded queue", iterations: 10_000, seed: seed, environment: [:]
            ) { program in GuardedQueueBenchmark.agreesWithModel(program, plantedBug: true) }
            results[seed] = report.counterexample?.valueDescription ?? "not found"
        }
        let expected = String(describing: GuardedQueueBenchmark.minimalCounterexample)
        #expect(expected == "[push(0), pop, pop, answer(false)]")
        #expect(results.filter { $0.value != expected }.isEmpty, "\(results.sorted { $0.key < $1.key })")
    }

    @Test("Seeds 1-20 of the swipe queue all shrink to exactly [push(0), swipeBegin, pop, swipeEnd(false)]")
    func swipeQueueShrinksToTheMinimalProgram() {
        var results: [UInt64: String] = [:]
        for seed: UInt64 in 1...20 {
            let report = PropertyCheck.run(
                SwipeQueueBenchmark.programs, name: "swipe queue", iterations: 10_000, seed: seed, environment: [:]
            ) { program in SwipeQueueBenchmark.agreesWithModel(program, plantedBug: true) }
            results[seed] = report.counterexample?.valueDescription ?? "not found"
        }
        let expected = String(describing: SwipeQueueBenchmark.minimalCounterexample)
        #expect(expected == "[push(0), swipeBegin, pop, swipeEnd(false)]")
        #expect(results.filter { $0.value != expected }.isEmpty, "\(results.sorted { $0.key < $1.key })")
    }

    @Test("The bug-free navigators agree with their models")
    func bugFreeNavigatorsPass() {
        let queue = PropertyCheck.run(GuardedQueueBenchmark.programs, name: "guarded queue", environment: [:]) {
            GuardedQueueBenchmark.agreesWithModel($0, plantedBug: false)
        }
        let swipes = PropertyCheck.run(SwipeQueueBenchmark.programs, name: "swipe queue", environment: [:]) {
            SwipeQueueBenchmark.agreesWithModel($0, plantedBug: false)
        }
        #expect(queue.passed, "\(queue)")
        #expect(swipes.passed, "\(swipes)")
    }

    @Test("The guarded queue's bug fires only when a denial meets a request queued behind the asking one")
    func guardedQueueBugIsExact() {
        typealias Op = GuardedQueueBenchmark.Operation
        let minimal: [Op] = [.push(0), .pop, .pop, .answer(false)]
        let allowed: [Op] = [.push(0), .pop, .pop, .answer(true)]
        let nothingBehind: [Op] = [.push(0), .pop, .answer(false), .pop]
        let onRoot: [Op] = [.pop, .pop, .answer(false)]
        #expect(!GuardedQueueBenchmark.agreesWithModel(minimal, plantedBug: true))
        #expect(GuardedQueueBenchmark.agreesWithModel(minimal, plantedBug: false))
        #expect(GuardedQueueBenchmark.agreesWithModel(allowed, plantedBug: true))
        #expect(GuardedQueueBenchmark.agreesWithModel(nothingBehind, plantedBug: true))
        #expect(GuardedQueueBenchmark.agreesWithModel(onRoot, plantedBug: true))
        var navigator = GuardedQueueBenchmark.Navigator(plantedBug: false)
        for operation: Op in [.push(4), .push(5), .replaceTop(6), .answer(true), .popToRoot, .push(7)] {
            navigator.handle(operation)
        }
        // The pop to the root waits for its guard; the push waits behind it.
        #expect(navigator.stack == [0, 4, 6])
        #expect(navigator.asking == .popToRoot)
        navigator.handle(.answer(true))
        #expect(navigator.stack == [0, 7])
        #expect(navigator.asking == nil)
    }

    @Test("The swipe queue's bug fires only when a cancelled swipe had requests waiting")
    func swipeQueueBugIsExact() {
        typealias Op = SwipeQueueBenchmark.Operation
        let minimal: [Op] = [.push(0), .swipeBegin, .pop, .swipeEnd(false)]
        let finished: [Op] = [.push(0), .swipeBegin, .pop, .swipeEnd(true)]
        let pastHalfway: [Op] = [.push(0), .swipeBegin, .pop, .swipeMove(50), .swipeEnd(false)]
        let nothingWaiting: [Op] = [.push(0), .swipeBegin, .swipeEnd(false), .pop]
        #expect(!SwipeQueueBenchmark.agreesWithModel(minimal, plantedBug: true))
        #expect(SwipeQueueBenchmark.agreesWithModel(minimal, plantedBug: false))
        #expect(SwipeQueueBenchmark.agreesWithModel(finished, plantedBug: true))
        #expect(SwipeQueueBenchmark.agreesWithModel(pastHalfway, plantedBug: true))
        #expect(SwipeQueueBenchmark.agreesWithModel(nothingWaiting, plantedBug: true))
        var navigator = SwipeQueueBenchmark.Navigator(plantedBug: false)
        for operation: Op in [.push(1), .push(2), .swipeBegin, .push(3), .swipeMove(80), .popToRoot] {
            navigator.handle(operation)
        }
        #expect(navigator.stack == [0, 1, 2])
        #expect(navigator.swipe == 80)
        navigator.handle(.swipeEnd(false))
        // Past halfway it finishes; then the push and the pop to the root run in order.
        #expect(navigator.stack == [0])
        #expect(navigator.swipe == nil)
    }
}
