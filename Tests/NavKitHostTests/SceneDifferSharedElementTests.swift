import NavKit
import NavKitHost
import NavKitTesting
import Testing

@Suite("Scene → view commands: shared elements in flight")
struct SceneDifferSharedElementTests {
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

    func scene(_ shared: [SharedElementLayer]) -> Scene {
        Scene(
            bounds: bounds, layoutDirection: .leftToRight,
            layers: SceneLayers(ScreenLayer(screen: "a", title: "A", state: .resting)),
            bar: BarState(title: BarTitle(text: "A")), sharedElements: shared)
    }

    func photo(x: Double) -> SharedElementLayer {
        SharedElementLayer(
            element: "photo", fromScreen: "a", toScreen: "b", frame: Rect(x: x, y: 100, width: 80, height: 60),
            cornerRadius: 6)
    }

    @Test("a flight that starts, moves and lands is one shared-elements command each time; none while unchanged")
    func commandsFollowTheFlight() {
        var differ = SceneDiffer()
        var views = HostedViews()
        func step(_ next: Scene) -> [ViewCommand] {
            let commands = differ.commands(to: next)
            for command in commands { views.apply(command, of: next) }
            return commands
        }
        _ = step(scene([]))
        #expect(step(scene([])).isEmpty)
        #expect(step(scene([photo(x: 10)])) == [.sharedElements])
        #expect(views.sharedElements == [photo(x: 10)])
        #expect(views.hidesElement("photo", on: "a") && views.hidesElement("photo", on: "b"))
        #expect(!views.hidesElement("photo", on: "c"))
        #expect(step(scene([photo(x: 10)])).isEmpty)
        #expect(step(scene([photo(x: 40)])) == [.sharedElements])
        #expect(views.sharedElements == [photo(x: 40)])
        #expect(step(scene([])) == [.sharedElements])
        #expect(views.sharedElements.isEmpty && !views.hidesElement("photo", on: "a"))
    }

    @Test("the command names no screen, comes after the screens' properties and before the bar")
    func order() {
        var differ = SceneDiffer()
        var first = scene([photo(x: 10)])
        first.bar.title.text = "B"
        let commands = differ.commands(to: first)
        #expect(ViewCommand.sharedElements.screen == nil)
        let shared = commands.firstIndex(of: .sharedElements)
        let bar = commands.firstIndex(of: .bar)
        #expect(shared != nil && bar != nil && shared! < bar!)
        #expect(commands.count <= ViewCommandBuffer.maximumCommandsPerChange)
    }

    @Test("under Reduce Motion nothing flies: the elements cross-fade with their screens")
    @MainActor
    func reducedMotionFliesNothing() throws {
        final class Board: TransitionSourceResolver {
            func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect? { nil }
            func sharedElement(_ element: SharedElementID, on screen: ScreenID) -> SharedElementFrame? {
                SharedElementFrame(Rect(x: 10, y: 10, width: 50, height: 50))
            }
        }
        let board = Board()
        let home = Screen(id: "home", preferences: ScreenPreferences(sharedElements: ["photo"]))
        let detail = Screen(id: "detail", preferences: ScreenPreferences(sharedElements: ["photo"]))
        for policy in [MotionPolicy.standard, .reduced] {
            let host = ScriptedHost(root: home, animators: policy.animators(from: .standard))
            host.container.transitionSourceResolver = board
            try host.container.push(detail)
            try host.run(for: 0.1)
            #expect(host.container.scene.sharedElements.isEmpty == (policy == .reduced))
            try host.settle()
        }
    }
}
