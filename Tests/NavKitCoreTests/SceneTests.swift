import NavKitCore
import Testing

@Suite("Scene values")
struct SceneTests {
    func layer(_ id: ScreenID, z: Int, opacity: Double = 1) -> ScreenLayer {
        ScreenLayer(screen: id, title: id.rawValue, state: LayerState(opacity: opacity, zIndex: z))
    }

    @Test("layers are ordered back to front by z-index")
    func ordering() {
        let layers = SceneLayers(layer("top", z: 1), layer("below", z: 0))
        #expect(layers.map(\.screen) == ["below", "top"])
        #expect(SceneLayers(layer("a", z: 0), layer("b", z: 0)).map(\.screen) == ["a", "b"])
        #expect(SceneLayers().isEmpty)
        #expect(layers.layer(for: "top")?.state.zIndex == 1)
    }

    @Test("a scene with an out-of-range opacity or a non-finite value is not well formed")
    func wellFormed() {
        let bar = BarState.resting(for: Screen(id: "a"), showsBackButton: false)
        var scene = Scene(
            bounds: Rect(x: 0, y: 0, width: 10, height: 10), layoutDirection: .leftToRight,
            layers: SceneLayers(layer("a", z: 0)), bar: bar)
        #expect(scene.isWellFormed)
        scene.layers = SceneLayers(layer("a", z: 0, opacity: 1.5))
        #expect(!scene.isWellFormed)
        scene.layers = SceneLayers(layer("a", z: 0))
        scene.bar.offset = .nan
        #expect(scene.firstViolation != nil)
    }

    @Test("a context reversed twice is the same context; mirrored flips the direction")
    func contextTransforms() {
        let context = TransitionContext(
            operation: .push, from: Screen(id: "a"), to: Screen(id: "b"),
            bounds: Rect(x: 0, y: 0, width: 300, height: 600))
        #expect(context.direction == .forward)
        #expect(context.reversed.direction == .backward)
        #expect(context.reversed.from.id == "b")
        #expect(context.reversed.reversed == context)
        #expect(context.mirrored.layoutDirection == .rightToLeft)
        #expect(context.mirrored.mirrored == context)
    }

    @Test("the registry resolves override, then preference, then default, and reports unknown names")
    func registry() {
        struct Still: AnimatedTransitioning {
            func duration(for context: TransitionContext) -> Double { 1 }
            func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
                TransitionLayers(from: .resting, to: .resting)
            }
        }
        var registry = AnimatorRegistry(defaultAnimator: Still(), named: "still")
        registry.register(Still(), as: "other")
        registry.register(Still(), as: "other")
        #expect(registry.names == ["still", "other"])
        #expect(registry.resolve(override: "other", preferred: nil).id == "other")
        #expect(registry.resolve(override: nil, preferred: "other").id == "other")
        #expect(registry.resolve(override: "x", preferred: "y").id == "still")
        #expect(registry.resolve(override: "x", preferred: "y").unknown == ["x", "y"])
        let missing = registry.setDefault("missing")
        #expect(!missing)
        let other = registry.setDefault("other")
        #expect(other)
        #expect(registry.defaultID == "other")
    }
}
