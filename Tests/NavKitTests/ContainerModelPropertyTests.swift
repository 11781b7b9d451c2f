import NavKit
import NavKitTesting
import Testing

@Suite("Model-based container properties")
@MainActor
struct ContainerModelPropertyTests {
    @Test("random sequences of operations, frames, swipes and policy changes keep every invariant")
    func modelAgrees() throws {
        // A few thousand sequences by default; NAVKIT_PROPERTY_ITERATIONS=1000000 for a soak.
        var swipes = 0
        var catches = 0
        var sourceQuestions = 0
        let report = verifyProperty("container vs reference model", ContainerStep.sequences(), iterations: 2_000) {
            steps in
            let runner = ContainerModelRunner()
            defer {
                swipes += runner.touchSwipesBegun
                catches += runner.catchesBegun
                sourceQuestions += runner.sourceQuestions
            }
            try runner.run(steps)
        }
        #expect(report.testedCases > 0)
        #expect(swipes > report.testedCases / 10, "touch swipes must actually begin in the generated sequences")
        #expect(catches > report.testedCases / 20, "touches must actually catch running transitions")
        #expect(sourceQuestions > report.testedCases / 4, "zooms must actually ask for their sources")
    }

    @Test("a planted bug that needs three operations shrinks to exactly those three")
    func plantedBugShrinks() throws {
        // The "bug": popping to a screen two levels below the top. It needs two pushes first.
        let screen = Gen<Int>.int(in: 0...5)
        let step = Gen<ContainerStep>.frequency(
            (3, Gen.zip(screen, Gen<Bool>.bool).map { ContainerStep.push($0, animated: $1) }),
            (1, Gen<Bool>.bool.map { ContainerStep.pop(animated: $0) }),
            (2, Gen.zip(screen, Gen<Bool>.bool).map { ContainerStep.popTo($0, animated: $1) }),
            (2, Gen<Double>.double(in: 0...0.5).map { ContainerStep.advance($0) }))
        let sequences = Gen<[ContainerStep]>.array(of: step, length: 0...30)
        let report = PropertyCheck.verify(sequences, name: "planted", iterations: 2_000, seed: 7) { steps in
            let runner = ContainerModelRunner()
            for step in steps {
                let depth = runner.container.stack.count
                if case .popTo(let n, _) = step,
                    let index = runner.container.stack.firstIndex(where: { $0.id.rawValue == "s\(n)" }),
                    depth - 1 - index >= 2
                {
                    throw PropertyViolation("popped two levels at once")
                }
                try runner.perform(step)
            }
        }
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.value.count == 3, "\(counterexample.valueDescription)")
        #expect(
            counterexample.value == [.push(1, animated: false), .push(2, animated: false), .popTo(0, animated: false)])
    }

    @Test("a sequence that once broke the model stays fixed", arguments: RegressionSequences.all)
    func regressions(steps: [ContainerStep]) throws {
        try ContainerModelRunner().run(steps)
    }
}

/// Fixed sequences from failures the property tests once found; each stays as a regression.
enum RegressionSequences {
    static let all: [[ContainerStep]] = [
        // A queued push validated against the projection, then a cancelled swipe.
        [.push(1, animated: false), .beginSwipe, .push(1, animated: true), .cancelSwipe(velocity: 0)],
        // A swipe that finished while a queued push started in the same frame (found by the model test).
        [
            .push(1, animated: false), .beginSwipe, .finishSwipe(velocity: 0), .push(1, animated: true), .advance(0.34),
            .updateSwipe(0),
        ],
        // Preference change of the incoming screen mid-push.
        [.push(1, animated: true), .setBarHidden(1, true), .advance(0.2), .setBarHidden(1, false)],
    ]
}
