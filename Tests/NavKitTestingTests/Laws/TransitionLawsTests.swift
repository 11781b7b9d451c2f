import NavKit
import NavKitTesting
import Testing

@Suite("Transition laws")
struct TransitionLawsTests {
    @Test("every registered animator obeys every law")
    func builtInsObeyTheLaws() {
        let registry = AnimatorRegistry.standard
        for id in registry.names {
            let animator = registry.animator(named: id)!
            let exempt: [TransitionLaw: String] =
                id.rawValue == "none" ? [.continuity: "instant by design"] : [:]
            let report = expectTransitionLaws(animator, name: id.rawValue, exempt: exempt)
            #expect(report.outcomes.count == TransitionLaw.allCases.count)
        }
    }

    @Test(
        "planted faults are caught by the right law",
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
        let broken = report.violations.map(\.law)
        #expect(broken.contains(law.rawValue), "\(report)")
    }

    @Test("a discontinuity is found by the sweep and reported where it jumps")
    func shrinksToTheJump() throws {
        struct Jumpy: AnimatedTransitioning {
            func duration(for context: TransitionContext) -> Double { 0.3 }
            func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
                let jump = progress > 0.5 ? 0.0 : 1.0
                return TransitionLayers(
                    from: LayerState(opacity: progress == 0 ? 1 : jump, zIndex: 0),
                    to: LayerState(opacity: progress == 1 ? 1 : 1 - jump, zIndex: 1))
            }
        }
        let report = TransitionLaws.check(Jumpy(), name: "jumpy", iterations: 300)
        let violation = try #require(report.violations.first { $0.law == TransitionLaw.continuity.rawValue })
        #expect(violation.message.contains("opacity"))
        #expect(violation.message.contains("between progress 0.5 and 0.500976"))
        #expect(violation.counterexample.contains("size 0.0×0.0"))
    }

    @Test("a broken mirror is caught")
    func brokenMirror() {
        struct OneWay: AnimatedTransitioning {
            func duration(for context: TransitionContext) -> Double { 0.3 }
            func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
                let w = context.bounds.width
                return TransitionLayers(
                    from: LayerState(offset: Vector(dx: -w * progress, dy: 0), zIndex: 0),
                    to: LayerState(offset: Vector(dx: w * (1 - progress), dy: 0), zIndex: 1))
            }
        }
        let report = TransitionLaws.check(OneWay(), name: "one-way")
        #expect(report.violations.map(\.law) == [TransitionLaw.rightToLeftMirror.rawValue])
    }

    @Test("the report prints a table with one line per law")
    func table() {
        let report = TransitionLaws.check(SlideParallaxAnimator(), name: "slide-parallax", iterations: 20)
        let lines = report.description.split(separator: "\n")
        #expect(lines.first == "slide-parallax: all laws hold")
        #expect(lines.count == 1 + TransitionLaw.allCases.count)
    }
}

@Suite("Interaction laws")
struct InteractionLawsTests {
    @Test("the percent-driven interaction obeys every law")
    func percentDriven() {
        let report = expectInteractionLaws(name: "percent-driven", completionLimit: 0.35) { PercentDrivenInteraction() }
        #expect(report.outcomes.count == InteractionLaws.Law.allCases.count)
    }

    @Test("a never-ending interaction breaks completion laws")
    func neverEnding() {
        let report = InteractionLaws.check(name: "stuck", iterations: 50) { NeverEndingInteraction() }
        let broken = Set(report.violations.map(\.law))
        #expect(broken.contains(InteractionLaws.Law.completesExactlyOnce.rawValue))
        #expect(broken.contains(InteractionLaws.Law.boundedCompletion.rawValue))
        #expect(broken.contains(InteractionLaws.Law.refusesBadInput.rawValue))
    }
}
