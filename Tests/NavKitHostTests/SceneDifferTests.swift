import NavKit
import NavKitHost
import NavKitTesting
import Testing

@Suite("Scene → view commands")
struct SceneDifferTests {
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

    func scene(_ layers: SceneLayers, title: String = "A") -> Scene {
        Scene(
            bounds: bounds, layoutDirection: .leftToRight, layers: layers, bar: BarState(title: BarTitle(text: title)))
    }

    func layer(_ id: ScreenID, _ state: LayerState = .resting) -> ScreenLayer {
        ScreenLayer(screen: id, title: id.rawValue, state: state)
    }

    @Test("the first scene lays out, attaches its screens and draws the bar; a screen at rest needs nothing more")
    func firstScene() {
        var differ = SceneDiffer()
        let first = scene(SceneLayers(layer("a")))
        #expect(
            differ.commands(to: first) == [
                .layout(bounds: bounds, direction: .leftToRight), .attach("a"), .bar,
            ])
    }

    @Test("the same scene again touches no view")
    func idleFrame() {
        var differ = SceneDiffer()
        let idle = scene(SceneLayers(layer("a")))
        _ = differ.commands(to: idle)
        #expect(differ.commands(to: idle).isEmpty)
    }

    @Test("a push frame attaches the incoming screen in front and sets only what differs from rest")
    func pushBegins() {
        var differ = SceneDiffer()
        _ = differ.commands(to: scene(SceneLayers(layer("a"))))
        let incoming = LayerState(offset: Vector(dx: 390, dy: 0), shadowOpacity: 0.3, zIndex: 1)
        let commands = differ.commands(to: scene(SceneLayers(layer("a"), layer("b", incoming))))
        #expect(
            commands == [
                .attach("b"), .transform("b", offset: Vector(dx: 390, dy: 0), scale: 1), .shadow("b", 0.3),
            ])
    }

    @Test("a pop attaches the screen underneath and brings the top back in front of it")
    func popBegins() {
        var differ = SceneDiffer()
        _ = differ.commands(to: scene(SceneLayers(layer("b"))))
        let below = LayerState(offset: Vector(dx: -130, dy: 0), dimming: 0.1, zIndex: 0)
        let top = LayerState(shadowOpacity: 0.3, zIndex: 1)
        let commands = differ.commands(to: scene(SceneLayers(layer("a", below), layer("b", top))))
        #expect(
            commands == [
                .attach("a"), .order("b", index: 1), .transform("a", offset: Vector(dx: -130, dy: 0), scale: 1),
                .dimming("a", 0.1), .shadow("b", 0.3),
            ])
    }

    @Test("between frames of a transition only the values that moved are sent")
    func midTransition() {
        var differ = SceneDiffer()
        let a = LayerState(offset: Vector(dx: -10, dy: 0), dimming: 0.01, zIndex: 0)
        let b = LayerState(offset: Vector(dx: 360, dy: 0), shadowOpacity: 0.3, zIndex: 1)
        _ = differ.commands(to: scene(SceneLayers(layer("a", a), layer("b", b))))
        var moved = b
        moved.offset.dx = 330
        #expect(
            differ.commands(to: scene(SceneLayers(layer("a", a), layer("b", moved))))
                == [.transform("b", offset: Vector(dx: 330, dy: 0), scale: 1)])
    }

    @Test("when a transition ends the outgoing screen detaches and the top returns to rest")
    func transitionEnds() {
        var differ = SceneDiffer()
        let a = LayerState(offset: Vector(dx: -10, dy: 0), dimming: 0.01, zIndex: 0)
        let b = LayerState(offset: Vector(dx: 2, dy: 0), shadowOpacity: 0.3, zIndex: 1)
        _ = differ.commands(to: scene(SceneLayers(layer("a", a), layer("b", b))))
        let rest = scene(SceneLayers(layer("b")), title: "B")
        #expect(
            differ.commands(to: rest) == [
                .detach("a"), .transform("b", offset: .zero, scale: 1), .shadow("b", 0), .bar,
            ])
    }

    @Test("a bounds or direction change lays out first")
    func layoutFirst() {
        var differ = SceneDiffer()
        _ = differ.commands(to: scene(SceneLayers(layer("a"))))
        var rotated = scene(SceneLayers(layer("a")))
        rotated.bounds = Rect(x: 0, y: 0, width: 844, height: 390)
        rotated.layoutDirection = .rightToLeft
        #expect(differ.commands(to: rotated) == [.layout(bounds: rotated.bounds, direction: .rightToLeft)])
    }

    @Test("after a reset the next scene is described whole")
    func reset() {
        var differ = SceneDiffer()
        let idle = scene(SceneLayers(layer("a")))
        _ = differ.commands(to: idle)
        differ.reset()
        #expect(differ.commands(to: idle).count == 3)
    }

    @Test("applying the commands to views shows every scene of a random sequence, and no command is redundant")
    func randomScenes() {
        verifyProperty("scene diff reproduces scenes", Gen<[Scene]>.array(of: SceneGen.scene, length: 1...12)) {
            scenes in
            var differ = SceneDiffer()
            var views = ViewModel()
            var buffer = ViewCommandBuffer()
            for scene in scenes {
                buffer.removeAll()
                differ.diff(to: scene, into: &buffer)
                for command in buffer { try views.apply(command, from: scene) }
                try views.requireShows(scene)
            }
        }
    }

    @Test("the scenes of a real container's random session are reproduced exactly")
    @MainActor
    func containerScenes() {
        verifyProperty("scene diff on container sessions", ContainerStep.sequences(length: 0...20), iterations: 300) {
            steps in
            let runner = ContainerModelRunner()
            var differ = SceneDiffer()
            var views = ViewModel()
            for step in steps {
                try runner.perform(step)
                let scene = runner.container.scene
                for command in differ.commands(to: scene) { try views.apply(command, from: scene) }
                try views.requireShows(scene)
            }
        }
    }
}

@Suite("Hosted views: a retained model the commands keep up to date")
struct HostedViewsTests {
    @Test("applying the commands of random scenes leaves the views showing each scene")
    func followsScenes() {
        verifyProperty("hosted views follow scenes", Gen<[Scene]>.array(of: SceneGen.scene, length: 1...12)) { scenes in
            var differ = SceneDiffer()
            var views = HostedViews()
            var buffer = ViewCommandBuffer()
            for scene in scenes {
                buffer.removeAll()
                differ.diff(to: scene, into: &buffer)
                for command in buffer { views.apply(command) }
                let shown = views.screens.map(\.screen)
                if shown != scene.layers.map(\.screen) {
                    throw PropertyViolation("views \(shown), scene \(scene.layers)")
                }
                for layer in scene.layers {
                    var expected = layer.state
                    expected.zIndex = 0
                    if views.state(of: layer.screen) != expected {
                        throw PropertyViolation("\(layer.screen): \(String(describing: views.state(of: layer.screen)))")
                    }
                }
                if views.bounds != scene.bounds || views.direction != scene.layoutDirection {
                    throw PropertyViolation("layout \(views.bounds) \(views.direction)")
                }
            }
        }
    }
}

@Suite("Scene → view commands: clips")
struct SceneDifferClipTests {
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

    func scene(_ clip: LayerClip) -> Scene {
        Scene(
            bounds: bounds, layoutDirection: .leftToRight,
            layers: SceneLayers(ScreenLayer(screen: "a", title: "A", state: LayerState(clip: clip))),
            bar: BarState(title: BarTitle(text: "A")))
    }

    @Test("a clip that changes is one clip command, applied to the hosted view; an unchanged clip is none")
    func clipChanges() {
        var differ = SceneDiffer()
        var views = HostedViews()
        let rounded = LayerClip(top: 300, left: 100, bottom: 300, right: 100, cornerRadius: 16)
        for command in differ.commands(to: scene(.none)) { views.apply(command) }
        let commands = differ.commands(to: scene(rounded))
        #expect(commands == [.clip("a", rounded)])
        for command in commands { views.apply(command) }
        #expect(views.state(of: "a")?.clip == rounded)
        #expect(differ.commands(to: scene(rounded)).isEmpty)
        #expect(differ.commands(to: scene(.none)) == [.clip("a", .none)])
    }

    @Test("a screen attached with a clip gets its clip right after it is attached")
    func attachedClipped() {
        var differ = SceneDiffer()
        let rounded = LayerClip(cornerRadius: 40)
        #expect(
            differ.commands(to: scene(rounded)) == [
                .layout(bounds: bounds, direction: .leftToRight), .attach("a"), .clip("a", rounded), .bar,
            ])
    }
}
