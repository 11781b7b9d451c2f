import NavKit
import NavKitTesting
import Testing

/// NavKitTesting's misbehaving doubles are caught by the laws it re-exports, each by the law its
/// fault belongs to. (The laws themselves are tested in NavKitLawsTests.)
@Suite("Test doubles break the laws")
struct TestDoublesBreakTheLawsTests {
    @Test(
        "each planted fault of MisbehavingAnimator is caught by its law",
        arguments: [
            (MisbehavingAnimator.Fault.nonFiniteLayers, TransitionLaw.finiteAndInRange),
            (.infiniteEverywhere, .exactEndpoints),
            (.outOfRangeOpacity, .finiteAndInRange),
            (.nonFiniteBar, .barEndpoints),
            (.duration(0), .positiveDuration),
            (.duration(-.infinity), .positiveDuration),
            (.nonFiniteCurve, .timingCurveEndpoints),
        ])
    func plantedFaults(fault: MisbehavingAnimator.Fault, law: TransitionLaw) throws {
        let report = TransitionLaws.check(MisbehavingAnimator(fault), name: "broken", iterations: 100)
        #expect(!report.passed)
        #expect(report.violations.map(\.lawID).contains(law.id), "\(report)")
    }

    @Test("a never-ending interaction breaks the completion laws and the refusal law")
    func neverEnding() {
        let report = InteractionLaws.check(name: "stuck", iterations: 50) { NeverEndingInteraction() }
        let broken = Set(report.violations.map(\.lawID))
        #expect(broken.contains(InteractionLaws.Law.completesExactlyOnce.id))
        #expect(broken.contains(InteractionLaws.Law.boundedCompletion.id))
        #expect(broken.contains(InteractionLaws.Law.refusesBadInput.id))
    }
}
