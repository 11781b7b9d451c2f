import NavKit
import NavKitTesting
import Testing

@Suite("Model-based container properties")
@MainActor
struct ContainerModelPropertyTests {
    @Test("random programs of operations, frames, swipes, catches, preference and bounds changes keep every invariant")
    func modelAgrees() throws {
        // A few thousand programs by default; NAVKIT_PROPERTY_ITERATIONS=1000000 for a soak.
        var swipes = 0
        var catches = 0
        var nestedSwipes = 0
        var zoomDismisses = 0
        var changesInFlight = 0
        var framesInFlight = 0
        var sourceQuestions = 0
        let machine = ContainerModelRunner.stateMachine(finally: { runner in
            sourceQuestions += runner.sourceQuestions
            swipes += runner.touchSwipesBegun
            catches += runner.catchesBegun
            nestedSwipes += runner.nestedSwipesBegun
            zoomDismisses += runner.zoomDismissesBegun
            changesInFlight += runner.preferenceChangesInFlight
            framesInFlight += runner.framesCheckedInFlight
        })
        let report = expectStateMachine(machine, settings: PropertySettings(iterations: 2_000))
        let programs = report.testedCases
        #expect(programs > 0)
        #expect(swipes > programs / 10, "touch swipes must actually begin in the generated programs")
        #expect(catches > programs / 20, "touches must actually catch running transitions")
        // Loose enough for the soak's 200-program warm-up as well as the default 2,000.
        #expect(nestedSwipes > programs / 40, "nested containers must actually take back swipes")
        #expect(zoomDismisses > programs / 40, "drags must actually begin zoom dismisses")
        #expect(changesInFlight > programs / 2, "preferences must change while transitions run")
        #expect(framesInFlight > programs * 10, "frames of running transitions must be checked")
        #expect(sourceQuestions > programs / 4, "zooms must actually ask for their sources")
        for rule in ["catch", "preferenceInFlight", "boundsInFlight", "nest", "setBackButtonTitle"] {
            #expect(report.labels["rule \(rule)", default: 0] > programs / 10, "rule \(rule) must run")
        }
        // The nesting rules run only on a top screen that holds a nested container.
        for rule in ["nestInTop", "swipeNested"] {
            #expect(report.labels["rule \(rule)", default: 0] > programs / 20, "rule \(rule) must run")
        }
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
        // A preference of the from-screen changed mid-swipe, then the swipe cancelled: the bar
        // comes back with the new preference, not the one before the swipe.
        [.push(1, animated: false), .beginSwipe, .updateSwipe(0.4), .setBarHidden(1, true), .cancelSwipe(velocity: 0)],
        // Bounds and a back-button title changed during a push.
        [.push(1, animated: true), .advance(0.1), .setBounds(width: 600, height: 800), .setBackButtonTitle(0, "Back")],
    ]
}
