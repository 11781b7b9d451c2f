import NavKitCore
import NavKitInteraction
import Testing

@Suite("Back release policy")
struct BackReleasePolicyTests {
    @Test(
        "flings decide by direction; slow releases by progress + 0.3 × velocity against 0.5",
        arguments: [
            (0.1, 1.0, TransitionOutcome.finished), (0.9, -1.0, .cancelled), (0.45, 0.2, .finished),
            (0.4, 0.2, .cancelled), (0.6, -0.3, .finished), (0.6, -0.4, .cancelled), (0.5, 0, .cancelled),
            (0.51, 0, .finished), (0.7, .nan, .finished),
        ])
    func outcome(progress: Double, velocity: Double, expected: TransitionOutcome) {
        #expect(BackReleasePolicy().outcome(progress: progress, velocity: velocity) == expected)
    }

    @Test(
        "each release threshold decides exactly at its value: a fling from the fling speed on, a finish only past the threshold",
        arguments: [
            // No projection, so the progress alone meets the threshold.
            (0.1, 2.0, TransitionOutcome.finished), (0.1, 1.999, .cancelled), (0.9, -2, .cancelled),
            (0.9, -1.999, .finished), (0.25, 0, .cancelled), (0.250001, 0, .finished),
        ])
    func thresholdBoundaries(progress: Double, velocity: Double, expected: TransitionOutcome) {
        let policy = BackReleasePolicy(flingVelocity: 2, projectionTime: 0, finishThreshold: 0.25)
        #expect(policy.outcome(progress: progress, velocity: velocity) == expected)
    }

    @Test("the projection adds projection time × velocity: landing exactly on the threshold cancels")
    func projectionBoundary() {
        let policy = BackReleasePolicy(flingVelocity: 4, projectionTime: 0.5, finishThreshold: 0.5)
        #expect(policy.outcome(progress: 0.25, velocity: 0.5) == .cancelled)  // 0.25 + 0.25 = 0.5
        #expect(policy.outcome(progress: 0.25, velocity: 0.50001) == .finished)
        #expect(policy.outcome(progress: 0.75, velocity: -0.5) == .cancelled)  // 0.75 - 0.25 = 0.5
        #expect(policy.outcome(progress: 0.75, velocity: -0.49999) == .finished)
    }

    @Test("the thresholds are configurable")
    func configurable() {
        let eager = BackReleasePolicy(flingVelocity: 3, projectionTime: 0, finishThreshold: 0.2)
        #expect(eager.outcome(progress: 0.25, velocity: -2) == .finished)
        #expect(eager.outcome(progress: 0.9, velocity: -3) == .cancelled)
    }

    @Test("a configuration with a bad number is refused with the setting named")
    func validation() {
        #expect(throws: BackGestureConfigurationError.invalid("edgeWidth", -1)) {
            try BackGestureConfiguration(edgeWidth: -1).validate()
        }
        #expect(throws: BackGestureConfigurationError.invalid("slop", 0)) {
            try BackGestureConfiguration(slop: 0).validate()
        }
        #expect(throws: BackGestureConfigurationError.self) {
            try BackGestureConfiguration(release: BackReleasePolicy(finishThreshold: 1.5)).validate()
        }
        #expect(throws: Never.self) { try BackGestureConfiguration().validate() }
    }
}
