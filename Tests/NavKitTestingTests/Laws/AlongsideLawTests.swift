import NavKit
import NavKitLaws
import NavKitTesting
import Testing

@Suite("Alongside laws: the coordinator's frames are the transition's")
@MainActor
struct AlongsideLawTests {
    @Test(
        "every built-in animator's transitions, timed, swiped, caught and cancelled, keep the alongside laws",
        arguments: AnimatorRegistry.standard.names, [LayoutDirection.leftToRight, .rightToLeft])
    func builtInAnimators(id: AnimatorID, direction: LayoutDirection) throws {
        let animator = try #require(AnimatorRegistry.standard.animator(named: id))
        let report = try AlongsideLawRecorder.check(animator, name: id.rawValue, layoutDirection: direction)
        #expect(report.passed, "\(report)")
        #expect(report.outcomes.count == AlongsideLaws.Law.allCases.count)
    }

    @Test("the scenarios do what they say: the caught ones are caught, the cancelled ones cancelled")
    func scenariosAreNotVacuous() throws {
        for scenario in AlongsideScenario.allCases {
            let recording = try AlongsideLawRecorder.record(scenario, animator: SlideParallaxAnimator())
            let frames = recording.steps.flatMap(\.delivered)
            let outcomes = frames.compactMap(\.outcome)
            #expect(outcomes.count == (scenario == .queued ? 2 : 1), "\(scenario)")
            let cancelled = scenario.rawValue.hasSuffix("cancelled")
            #expect(outcomes.last == (cancelled ? .cancelled : .finished), "\(scenario)")
            let interactive = frames.contains(where: \.isInteractive)
            #expect(interactive == (scenario.rawValue.contains("swipe") || scenario.rawValue.contains("caught")))
            #expect(recording.steps.count > 10, "\(scenario)")
        }
    }

    /// A recording doctored as a coordinator with a bug would deliver it.
    func doctored(_ change: (inout [AlongsideLaws.Step]) -> Void) throws -> TransitionLawReport {
        var recording = try AlongsideLawRecorder.record(.swipeCancelled, animator: SlideParallaxAnimator())
        change(&recording.steps)
        return AlongsideLaws.check([recording], name: "doctored")
    }

    func failed(_ report: TransitionLawReport) -> [String] {
        report.outcomes.filter { !$0.outcome.isAcceptable }.map(\.law)
    }

    @Test("a frame heard a little behind the scene breaks the same-progress law")
    func lagBreaksSameProgress() throws {
        let report = try doctored { steps in
            let index = steps.firstIndex { $0.rendered != nil && !$0.delivered.isEmpty && $0.rendered!.progress > 0.1 }!
            steps[index].delivered[steps[index].delivered.count - 1].progress -= 0.01
        }
        #expect(failed(report) == [AlongsideLaws.Law.sameProgress.rawValue])
    }

    @Test("a cancel whose last frame stays where the finger let go breaks the rest law")
    func cancelAwayFromTheStart() throws {
        let report = try doctored { steps in
            let index = steps.lastIndex { $0.delivered.contains { $0.outcome != nil } }!
            let last = steps[index].delivered.count - 1
            steps[index].delivered[last].progress = 0.02
        }
        #expect(failed(report) == [AlongsideLaws.Law.endsWhereTheScreensRest.rawValue])
    }

    @Test("a progress outside 0…1 breaks the range law")
    func outOfRange() throws {
        let report = try doctored { steps in
            let index = steps.firstIndex { !$0.delivered.isEmpty }!
            steps[index].delivered.insert(steps[index].delivered[0], at: 0)
            steps[index].delivered[0].progress = -0.5
        }
        #expect(failed(report) == [AlongsideLaws.Law.progressInRange.rawValue])
    }
}
