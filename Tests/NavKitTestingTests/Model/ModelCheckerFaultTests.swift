import NavKit
import NavKitTesting
import Testing

/// Every check of the model checker against a container that breaks exactly that one property
/// (a fault planted in its transition machine): the checker must fail the machine with that
/// check's message, so a check that is weakened or dropped fails here.
@Suite("Model checker: each check catches the fault it exists for")
@MainActor
struct ModelCheckerFaultTests {
    /// A fault and the start of the message of the one check that must report it.
    struct Case: Sendable, CustomTestStringConvertible {
        var fault: PlantedFault
        var check: String
        var testDescription: String { "\(fault)" }
    }

    nonisolated static let cases: [Case] = [
        // The reference model accepts no completion nothing asked for.
        Case(fault: .doubleCompletion, check: "with nothing outstanding"),
        // Counting queued requests agrees with the model; only the model's own expectation
        // (something waits, so a transition must run) sees the stall.
        Case(fault: .queueStallsAfterCancel, check: "invariant 2: the container is idle while"),
        // The idle bar is the model's top screen's current preference, not the container's.
        Case(fault: .losesPreferenceChangeOnCancel, check: "invariant 4: idle bar"),
        // Every frame of a transition is checked, not only idle ones.
        Case(fault: .barIgnoresPreferenceMidTransition, check: "invariant 4: the bar at progress"),
        // The model keeps its own bounds.
        Case(fault: .ignoresBoundsMidTransition, check: "the scene's bounds are"),
        // Stacks are compared screen by screen, not by length.
        Case(fault: .replaceTopKeepsOldScreen, check: "but the model has"),
        // The runner knows where the nested containers sit and how deep their stacks are.
        Case(fault: .ignoresNestedContainers, check: "invariant 10: the back swipe began here"),
    ]

    @Test("a planted fault fails the model-based machine with exactly its check's message", arguments: cases)
    func plantedFaultIsCaught(_ testCase: Case) throws {
        let machine = ContainerModelRunner.stateMachine(runner: {
            let runner = ContainerModelRunner()
            runner.plantedFault = testCase.fault
            return runner
        })
        let settings = PropertySettings(iterations: 1_000, seed: 16, environment: [:], database: nil)
        let report = machine.check(settings: settings)
        let counterexample = try #require(report.counterexample, "\(testCase.fault) went unseen")
        let message = "\(counterexample.error.map { "\($0)" } ?? "")"
        #expect(message.contains(testCase.check), "\(message)\n\(counterexample.value)")
        // The shrunk program still fails the same way when replayed.
        let replay = try #require(machine.replay(choices: counterexample.choices).counterexample)
        #expect("\(replay.error.map { "\($0)" } ?? "")" == message)
    }

    @Test("without a fault the same programs pass")
    func noFaultPasses() {
        let settings = PropertySettings(iterations: 300, seed: 16, environment: [:], database: nil)
        let report = ContainerModelRunner.stateMachine().check(settings: settings)
        #expect(report.passed, "\(report)")
    }

    @Test("a preference lost on cancel is reported as a short program, one rule call a line, that replays")
    func lostPreferenceIsReportedAsAProgram() throws {
        let machine = ContainerModelRunner.stateMachine(runner: {
            let runner = ContainerModelRunner()
            runner.plantedFault = .losesPreferenceChangeOnCancel
            return runner
        })
        let settings = PropertySettings(iterations: 1_000, seed: 16, environment: [:], database: nil)
        let report = machine.check(settings: settings)
        let counterexample = try #require(report.counterexample)
        let program = counterexample.value
        // Shrunk from programs of up to 45 steps: a push, a transition, a preference change of
        // the screen that comes back, in a few steps.
        #expect(program.steps.count <= 5, "\(program)")
        #expect(program.steps.contains { $0.rule == "setBarHidden" || $0.rule == "preferenceInFlight" })
        for step in program.steps {
            #expect(report.description.contains(step.description), "\(report)")
        }
        // It starts with the stack change whose cancel (or finish) shows the lost preference: a
        // push or a set-stack, animated or not (which minimal program the search meets first
        // depends on the programs before it).
        #expect(["push", "setStack", "pushInstantly"].contains(program.steps.first?.rule ?? ""), "\(program)")
    }
}
