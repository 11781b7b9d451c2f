import NavKitAnimators
import NavKitCore
import Testing

@Suite("Animators: layer states")
struct AnimatorLayerTests {
    @Test("progress 0 is exactly the from-state: from at rest, to hidden", arguments: AnimatorCase.all)
    func startIsFromState(_ c: AnimatorCase) {
        let layers = c.animator.layers(at: 0, in: c.context)
        #expect(LayerCheck.isResting(layers.from), "\(layers.from)")
        #expect(LayerCheck.isHidden(layers.to, other: layers.from, bounds: c.context.bounds), "\(layers.to)")
    }

    @Test("progress 1 is exactly the to-state: to at rest, from hidden", arguments: AnimatorCase.all)
    func endIsToState(_ c: AnimatorCase) {
        let layers = c.animator.layers(at: 1, in: c.context)
        #expect(LayerCheck.isResting(layers.to), "\(layers.to)")
        #expect(LayerCheck.isHidden(layers.from, other: layers.to, bounds: c.context.bounds), "\(layers.from)")
    }

    @Test(
        "every value is finite and opacity, shadow and dimming stay in 0…1 on a dense grid", arguments: AnimatorCase.all
    )
    func wellFormed(_ c: AnimatorCase) {
        for p in AnimatorCase.grid {
            let layers = c.animator.layers(at: p, in: c.context)
            #expect(layers.from.isWellFormed && layers.to.isWellFormed, "p = \(p): \(layers)")
            #expect(layers.from.scale > 0 && layers.to.scale > 0)
        }
    }

    @Test("right-to-left is the exact mirror of left-to-right", arguments: AnimatorCase.all)
    func mirrored(_ c: AnimatorCase) {
        for p in AnimatorCase.grid {
            #expect(
                c.animator.layers(at: p, in: c.context.mirrored) == c.animator.layers(at: p, in: c.context).mirrored,
                "p = \(p)")
        }
    }

    @Test(
        "a symmetric animator's backward run at 1 - p is the forward run at p with roles swapped",
        arguments: AnimatorCase.all)
    func symmetric(_ c: AnimatorCase) {
        #expect(c.animator.isSymmetric, "every built-in animator declares itself symmetric")
        for p in AnimatorCase.grid {
            let forward = c.animator.layers(at: p, in: c.context)
            let backward = c.animator.layers(at: 1 - p, in: c.context.reversed)
            #expect(LayerCheck.approximatelyEqual(backward.from, forward.to), "p = \(p)")
            #expect(LayerCheck.approximatelyEqual(backward.to, forward.from), "p = \(p)")
        }
    }

    @Test("progress outside 0…1 is clamped to the nearer end", arguments: AnimatorCase.all)
    func clampsProgress(_ c: AnimatorCase) {
        #expect(c.animator.layers(at: -0.5, in: c.context) == c.animator.layers(at: 0, in: c.context))
        #expect(c.animator.layers(at: 1.5, in: c.context) == c.animator.layers(at: 1, in: c.context))
    }

    @Test("non-interactive durations are positive, push/pop ones within 350–500 ms, curves exact at the ends")
    func durationsAndCurves() {
        let context = AnimatorCase.all[0].context
        for (name, animator) in AnimatorCase.builtIns {
            let duration = animator.duration(for: context)
            #expect(duration > 0 && duration.isFinite)
            if name != "none" { #expect((0.35...0.5).contains(duration), "\(name)") }
            let curve = animator.timingCurve(for: context)
            #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1, "\(name)")
        }
    }
}

@Suite("Animators: concrete values")
struct AnimatorValueTests {
    let bounds = Rect(size: Size(width: 300, height: 600))

    private func context(_ direction: TransitionDirection, _ layout: LayoutDirection = .leftToRight)
        -> TransitionContext
    {
        TransitionContext(
            operation: direction == .forward ? .push : .pop, from: Screen(id: "a"), to: Screen(id: "b"), bounds: bounds,
            layoutDirection: layout)
    }

    @Test("slide-parallax half-way: incoming half across, lower a sixth toward leading, half dimmed, shadow at peak")
    func slideParallaxMidway() {
        let layers = SlideParallaxAnimator().layers(at: 0.5, in: context(.forward))
        #expect(layers.to.offset == Vector(dx: 150, dy: 0))
        #expect(abs(layers.from.offset.dx - -50) < 1e-12)
        #expect(abs(layers.from.dimming - 0.05) < 1e-12)
        #expect(layers.to.shadowOpacity == 0.25)
        #expect(layers.to.zIndex > layers.from.zIndex)
        let rtl = SlideParallaxAnimator().layers(at: 0.5, in: context(.forward, .rightToLeft))
        #expect(rtl.to.offset.dx == -150)
    }

    @Test("slide-parallax's parallax, dimming and shadow are configurable")
    func slideParallaxConfigurable() {
        let animator = SlideParallaxAnimator(parallax: 0.3, maximumDimming: 0.2, maximumShadowOpacity: 0.5)
        let layers = animator.layers(at: 1, in: context(.forward))
        #expect(abs(layers.from.offset.dx - -90) < 1e-12)
        #expect(layers.from.dimming == 0.2)
        #expect(animator.layers(at: 0.5, in: context(.forward)).to.shadowOpacity == 0.5)
    }

    @Test("slide-parallax's pop moves the top screen toward trailing")
    func slideParallaxPop() {
        let layers = SlideParallaxAnimator().layers(at: 0.25, in: context(.backward))
        #expect(layers.from.offset.dx == 75)
        #expect(abs(layers.to.offset.dx - -75) < 1e-12)
    }

    @Test("fade is a true cross-dissolve: upper opacity equals progress, lower stays opaque")
    func fadeMidway() {
        let push = FadeAnimator().layers(at: 0.3, in: context(.forward))
        #expect(push.to.opacity == 0.3 && push.from.opacity == 1 && push.to.offset == .zero)
        let pop = FadeAnimator().layers(at: 0.3, in: context(.backward))
        #expect(abs(pop.from.opacity - 0.7) < 1e-12 && pop.to.opacity == 1)
    }

    @Test("cover slides the upper screen vertically from the bottom, with no horizontal motion")
    func coverMidway() {
        let layers = CoverAnimator().layers(at: 0.25, in: context(.forward, .rightToLeft))
        #expect(layers.to.offset.dy == 450)
        #expect(layers.to.offset.dx == 0 && layers.from.offset == .zero)
        #expect(abs(layers.from.dimming - 0.025) < 1e-12)
    }

    @Test("scale-fade shrinks the lower screen slightly and grows the upper one into place")
    func scaleFadeMidway() {
        let layers = ScaleFadeAnimator().layers(at: 0.5, in: context(.forward))
        #expect(abs(layers.from.scale - 0.975) < 1e-12)
        #expect(abs(layers.to.scale - 0.95) < 1e-12)
        #expect(layers.to.opacity == 0.5)
    }

    @Test("none swaps the screens half-way and lasts a tiny positive time")
    func immediateSwap() {
        let animator = ImmediateAnimator()
        #expect(animator.duration(for: context(.forward)) == 0.01)
        let before = animator.layers(at: 0.49, in: context(.forward))
        let after = animator.layers(at: 0.5, in: context(.forward))
        #expect(before.from.opacity == 1 && before.to.opacity == 0)
        #expect(after.from.opacity == 0 && after.to.opacity == 1)
    }
}
