import NavKitAnimators
import NavKitCore
import Testing

@Suite("Standard animator registry")
struct AnimatorRegistryTests {
    @Test("registers every built-in animator under its stable name, slide-parallax first and default")
    func names() {
        let registry = AnimatorRegistry.standard
        #expect(registry.names.map(\.rawValue) == ["slide-parallax", "fade", "cover", "scale-fade", "zoom", "none"])
        #expect(registry.defaultID == .slideParallax)
        #expect(registry.defaultAnimator is SlideParallaxAnimator)
        #expect(registry.animator(named: .fade) is FadeAnimator)
        #expect(registry.animator(named: .cover) is CoverAnimator)
        #expect(registry.animator(named: .scaleFade) is ScaleFadeAnimator)
        #expect(registry.animator(named: "none") is ImmediateAnimator)
        #expect(AnimatorID.immediate == "none")
    }

    @Test("an override beats the screen's preference, which beats the default")
    func precedence() {
        let registry = AnimatorRegistry.standard
        #expect(registry.resolve(override: .cover, preferred: .fade).id == .cover)
        #expect(registry.resolve(override: nil, preferred: .fade).id == .fade)
        #expect(registry.resolve(override: nil, preferred: nil).id == .slideParallax)
        let typo = registry.resolve(override: "cover-typo", preferred: .scaleFade)
        #expect(typo.id == .scaleFade && typo.unknown == ["cover-typo"])
    }
}
