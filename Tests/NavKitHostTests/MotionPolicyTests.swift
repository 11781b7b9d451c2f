import NavKit
import NavKitHost
import NavKitTesting
import Testing

@Suite("Reduce Motion")
struct MotionPolicyTests {
    let home = Screen(id: "home", title: "Home")
    let detail = Screen(id: "detail", title: "Detail")
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

    func context(interactive: Bool) -> TransitionContext {
        TransitionContext(operation: .push, from: home, to: detail, bounds: bounds, isInteractive: interactive)
    }

    @Test("an animated push cross-fades in place for exactly the original duration and curve")
    func crossFadeOfSameDuration() {
        let base = SlideParallaxAnimator()
        let reduced = MotionPolicy.reduced.animator(base)
        let push = context(interactive: false)
        #expect(reduced.duration(for: push) == base.duration(for: push))
        #expect(reduced.timingCurve(for: push).value(at: 0.3) == base.timingCurve(for: push).value(at: 0.3))
        let layers = reduced.layers(at: 0.5, in: push)
        #expect(layers.from.offset == .zero)
        #expect(layers.to.offset == .zero)
        #expect(layers == FadeAnimator().layers(at: 0.5, in: push))
        #expect(
            reduced.bar(
                at: 0.5, from: .resting(for: home, showsBackButton: false),
                to: .resting(for: detail, showsBackButton: true), in: push
            ).title.offset == 0)
    }

    @Test(
        "a swipe cross-fades under the finger, frame for frame as the timed transition would, so a caught transition never jumps"
    )
    func swipeCrossFades() {
        let reduced = MotionPolicy.reduced.animator(SlideParallaxAnimator())
        for progress in [0.0, 0.4, 1.0] {
            let swipe = reduced.layers(at: progress, in: context(interactive: true))
            #expect(swipe == reduced.layers(at: progress, in: context(interactive: false)))
            #expect(swipe.from.offset == .zero && swipe.to.offset == .zero)
        }
        #expect(reduced.layers(at: 0.4, in: context(interactive: true)).to.opacity == 0.4)
    }

    @Test("the policy keeps every registered name and the default, and never wraps twice")
    func registryKeepsNames() throws {
        let standard = AnimatorRegistry.standard
        let reduced = MotionPolicy.reduced.animators(from: standard)
        #expect(reduced.names == standard.names)
        #expect(reduced.defaultID == standard.defaultID)
        let twice = MotionPolicy.reduced.animators(from: reduced)
        let wrapped = try #require(twice.defaultAnimator as? ReducedMotionAnimator)
        #expect(!(wrapped.base is ReducedMotionAnimator))
        #expect(MotionPolicy(reduceMotion: false).animators(from: standard).names == standard.names)
        #expect(MotionPolicy(reduceMotion: true) == .reduced)
    }

    @Test("on a container, a reduced push moves nothing and ends when the original would")
    @MainActor
    func containerPush() throws {
        let host = ScriptedHost(root: home, bounds: bounds, animators: MotionPolicy.reduced.animators(from: .standard))
        let container = host.container
        let duration = AnimatorRegistry.standard.defaultAnimator.duration(for: context(interactive: false))
        try container.push(detail)
        try host.advance(to: Timestamp(seconds: duration / 2))
        let half = try container.tick()
        #expect(half.layers.allSatisfy { $0.state.offset == .zero })
        #expect(half.layers.contains { $0.state.opacity > 0 && $0.state.opacity < 1 })
        try host.advance(to: Timestamp(seconds: duration * 0.99))
        try container.tick()
        #expect(container.transition != nil)
        try host.advance(to: Timestamp(seconds: duration))
        try container.tick()
        #expect(container.transition == nil)
        #expect(container.topScreen == detail)
    }

    @Test("a reduced animator keeps the transition laws", arguments: [AnimatorID.slideParallax, .cover, .scaleFade])
    func laws(name: AnimatorID) throws {
        let base = try #require(AnimatorRegistry.standard.animator(named: name))
        expectTransitionLaws(ReducedMotionAnimator(base: base), name: "reduced \(name)")
    }
}
