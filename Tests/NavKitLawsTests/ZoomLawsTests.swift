import NavKitAnimators
import NavKitCore
import NavKitLaws
import Testing

/// The zoom keeps every law from every source, and the laws see the clip: a zoom whose clip is
/// wrong breaks the law that says so.
@Suite("Zoom and the transition laws")
struct ZoomLawsTests {
    /// A zoom that leaves the incoming screen rounded at rest.
    struct RoundedAtRest: AnimatedTransitioning {
        func duration(for context: TransitionContext) -> Double { 0.4 }
        func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
            var layers = ZoomAnimator().layers(at: progress, in: context)
            layers.to.clip.cornerRadius += 10
            return layers
        }
    }

    /// A zoom whose clip snaps open halfway.
    struct SnappingClip: AnimatedTransitioning {
        func duration(for context: TransitionContext) -> Double { 0.4 }
        func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
            var layers = ZoomAnimator().layers(at: progress, in: context)
            if progress > 0.5 && progress < 1 { layers.to.clip = .none }
            return layers
        }
    }

    @Test(
        "the zoom keeps every law with every source, right-to-left and caught included",
        arguments: TransitionLawCase.Source.allCases)
    func keepsEveryLaw(source: TransitionLawCase.Source) {
        for law in TransitionLaw.allCases {
            for layout in LayoutDirection.allCases {
                for direction in TransitionDirection.allCases {
                    let lawCase = TransitionLawCase(
                        progress: 0.37, width: 390, height: 844, direction: direction, layoutDirection: layout,
                        source: source)
                    let report = TransitionLaws.check(ZoomAnimator(), name: "zoom", law: law, case: lawCase)
                    #expect(report.passed, "\(report)")
                }
            }
        }
    }

    @Test("a corner radius left at rest breaks the endpoint law on the clip")
    func roundedAtRestBreaksEndpoints() throws {
        let report = TransitionLaws.check(RoundedAtRest(), name: "rounded", iterations: 100)
        let violation = try #require(report.violations.first { $0.lawID == TransitionLaw.exactEndpoints.id })
        #expect(violation.breach.subject.hasSuffix("clip.cornerRadius"), "\(violation.breach)")
    }

    @Test("a clip that snaps open breaks continuity, and only from a source")
    func snappingClipBreaksContinuity() throws {
        let report = TransitionLaws.check(SnappingClip(), name: "snapping", iterations: 200)
        let violation = try #require(report.violations.first { $0.lawID == TransitionLaw.continuity.id })
        #expect(violation.breach.subject.hasPrefix("to.clip"), "\(violation.breach)")
        #expect(violation.counterexample.contains("source"))
    }

    @Test("a source reads back from its command-line form")
    func sourceArgument() throws {
        let lawCase = TransitionLawCase(
            progress: 0.5, width: 390, height: 844, direction: .backward, layoutDirection: .rightToLeft,
            source: .thumbnail)
        #expect(lawCase.argument.hasSuffix("source=thumbnail"))
        #expect(try TransitionLawCase(argument: lawCase.argument) == lawCase)
        #expect(throws: TransitionLawCaseError.self) { try TransitionLawCase(argument: "source=nowhere") }
    }
}
