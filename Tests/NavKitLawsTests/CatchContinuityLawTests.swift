import NavKitCore
import NavKitLaws
import Testing

/// The reference slide, moved by `nudge` in one value once the transition is interactive: the
/// smallest jump a catch can make.
struct NudgedWhenCaught: AnimatedTransitioning {
    enum Value: String, CaseIterable, CustomTestStringConvertible {
        case offset, dimming, barOffset
        var testDescription: String { rawValue }
    }

    var value: Value
    var nudge: Double
    private let reference = BrokenAnimator(breaking: nil)

    func duration(for context: TransitionContext) -> Double { reference.duration(for: context) }

    func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        var layers = reference.layers(at: progress, in: context)
        guard context.isInteractive else { return layers }
        switch value {
        case .offset: layers.to.offset.dx += nudge
        case .dimming: layers.from.dimming = min(1, layers.from.dimming + nudge)
        case .barOffset: break
        }
        return layers
    }

    func bar(at progress: Double, from: BarState, to: BarState, in context: TransitionContext) -> BarState {
        var bar = reference.bar(at: progress, from: from, to: to, in: context)
        if context.isInteractive, value == .barOffset { bar.title.offset += nudge }
        return bar
    }
}

@Suite("The catch-continuity law's tolerance")
struct CatchContinuityLawTests {
    static func breaksCatchContinuity(_ animator: NudgedWhenCaught) -> Bool {
        let report = TransitionLaws.check(animator, name: "nudged", iterations: 40)
        return report.violations.contains { $0.lawID == TransitionLaw.catchContinuity.id }
    }

    @Test(
        "a jump of 1e-8 when caught (in a layer's offset or dimming, or the bar) breaks the law; 1e-10 keeps it",
        arguments: NudgedWhenCaught.Value.allCases)
    func toleranceIsOneBillionth(value: NudgedWhenCaught.Value) {
        #expect(Self.breaksCatchContinuity(NudgedWhenCaught(value: value, nudge: 1e-8)))
        #expect(!Self.breaksCatchContinuity(NudgedWhenCaught(value: value, nudge: 1e-10)))
    }
}
