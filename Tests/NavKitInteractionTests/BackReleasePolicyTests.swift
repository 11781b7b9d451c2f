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
