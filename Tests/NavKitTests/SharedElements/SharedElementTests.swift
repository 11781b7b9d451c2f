import NavKit
import NavKitTesting
import Testing

@Suite("Shared elements: named elements on both screens fly between their frames with the transition")
@MainActor
struct SharedElementTests {
    typealias F = SharedFixtures
    /// The host (held here: the container holds its resolver weakly).
    let board = SharedElementBoard()

    /// `grid` at the root, the board resolving `photo` on grid and detail.
    func harness(root: Screen = F.grid) -> Harness {
        let h = Harness(root: root)
        board.set("photo", on: "grid", F.thumbnail, radius: 8)
        board.set("photo", on: "detail", F.hero)
        h.container.transitionSourceResolver = board
        return h
    }

    func flying(_ h: Harness) -> SharedElementLayer? { h.container.scene.sharedElements.first }

    @Test("a push's first frame shows the element exactly on the outgoing screen's copy, before any tick")
    func beginsOnTheFromFrame() throws {
        let h = harness()
        try h.container.push(F.detail())
        let layer = try #require(flying(h))
        #expect(layer.element == "photo" && layer.fromScreen == "grid" && layer.toScreen == "detail")
        #expect(layer.frame == F.thumbnail)
        #expect(layer.cornerRadius == 8)
        #expect(board.questions == ["photo@grid", "photo@detail"])
    }

    @Test("mid-way the frame is the progress of the way between the two resolved frames, and lands on the incoming one")
    func interpolatesByProgress() throws {
        let h = harness()
        try h.container.push(F.detail())
        for _ in 0..<12 {
            try h.run(for: 1.0 / 60)
            guard let progress = h.container.scene.transition?.progress else { break }
            let layer = try #require(flying(h))
            #expect(F.distance(layer.frame, F.blend(F.thumbnail, F.hero, progress)) < 1e-9)
            #expect(abs(layer.cornerRadius - 8 * (1 - progress)) < 1e-9)
        }
        try h.settle()
        #expect(h.container.scene.sharedElements.isEmpty, "landed: the layer is gone, the screen's copy shows")
        #expect(!h.container.scene.hidesElement("photo", on: "detail"))
    }

    @Test("at progress 1 the frame is exactly the incoming screen's; at 0 exactly the outgoing screen's")
    func exactEnds() throws {
        let h = harness()
        try h.container.push(F.detail(), animated: false)
        try h.container.beginInteractivePop()
        let start = try #require(flying(h))
        #expect(start.frame == F.hero && start.fromScreen == "detail" && start.toScreen == "grid")
        try h.container.updateInteractivePop(progress: 1)
        #expect(flying(h)?.frame == F.thumbnail)
        #expect(flying(h)?.cornerRadius == 8)
        try h.container.updateInteractivePop(progress: 0.25)
        #expect(flying(h).map { F.distance($0.frame, F.blend(F.hero, F.thumbnail, 0.25)) } ?? 1 < 1e-9)
        try h.container.updateInteractivePop(progress: 0)
        #expect(flying(h)?.frame == F.hero)
        try h.container.cancelInteractivePop()
        try h.settle()
        #expect(h.ids == ["grid", "detail"])
        #expect(h.container.scene.sharedElements.isEmpty)
    }

    @Test("both screens' own copies are hidden while the element flies, and only then")
    func copiesHiddenInFlight() throws {
        let h = harness()
        #expect(!h.container.scene.hidesElement("photo", on: "grid"))
        try h.container.push(F.detail())
        try h.run(for: 0.1)
        #expect(h.container.scene.hidesElement("photo", on: "grid"))
        #expect(h.container.scene.hidesElement("photo", on: "detail"))
        #expect(!h.container.scene.hidesElement("caption", on: "grid"))
        try h.settle()
        #expect(!h.container.scene.hidesElement("photo", on: "grid"))
    }

    @Test("an interactive swipe back flies the element with the finger, continuously, and a cancel flies it back")
    func swipeBackAndCancel() throws {
        let h = harness()
        try h.container.push(F.detail(animator: nil))  // the standard slide
        try h.settle()
        try h.container.beginInteractivePop()
        var previous = try #require(flying(h)).frame
        #expect(previous == F.hero)
        for step in 1...20 {
            h.clock.advance(by: 1.0 / 60)
            try h.container.updateInteractivePop(progress: Double(step) / 40)
            let frame = try #require(flying(h)).frame
            #expect(F.distance(frame, previous) < 40, "no jump between frames")
            previous = frame
        }
        try h.container.cancelInteractivePop(velocity: 0)
        var last = previous
        var budget = FrameBudget()
        while h.container.transition != nil {
            try budget.spend()
            try h.run(for: 1.0 / 60)
            if let frame = flying(h)?.frame {
                #expect(F.distance(frame, last) < 40)
                last = frame
            }
        }
        #expect(F.distance(last, F.hero) < 12, "the cancel flew it back toward the detail's copy")
        #expect(h.ids == ["grid", "detail"])
        #expect(h.container.scene.sharedElements.isEmpty)
    }

    @Test("the ends ride on their screens: under a slide, progress 0 is the outgoing copy where its screen stands")
    func endsRideOnTheirScreens() throws {
        let h = harness()
        try h.container.push(F.detail(animator: nil))
        try h.run(for: 0.15)
        let scene = h.container.scene
        let progress = try #require(scene.transition?.progress)
        let from = try #require(scene.layers.layer(for: "grid")).state.frame(of: F.thumbnail, in: scene.bounds)
        let to = try #require(scene.layers.layer(for: "detail")).state.frame(of: F.hero, in: scene.bounds)
        let layer = try #require(flying(h))
        #expect(F.distance(layer.frame, F.blend(from, to, progress)) < 1e-9)
        #expect(F.isBetween(layer.frame, from, to))
    }

    @Test("a finger catching a running push holds the element where it was: no jump")
    func catchIsContinuous() throws {
        let g = try GestureHarness(screens: [F.grid])
        board.set("photo", on: "grid", F.thumbnail, radius: 8)
        board.set("photo", on: "detail", F.hero)
        g.container.transitionSourceResolver = board
        try g.container.push(F.detail(animator: nil))
        try g.tick(0.15)
        let before = try #require(g.container.scene.sharedElements.first)
        var script = TouchScript(startingAt: g.time)
        script.down(1, 200)
        try g.play(script)
        #expect(g.container.transition?.isInteractive == true)
        #expect(g.container.scene.sharedElements.first == before, "the first interactive frame is the last timed one")
        script = TouchScript(startingAt: g.time)
        script.move(1, to: 260, over: 0.1)
        script.up()
        try g.play(TouchScript(touches: Array(script.touches)))
        _ = try g.settle()
        #expect(g.container.scene.sharedElements.isEmpty)
    }

    @Test("only elements both screens list fly, in the incoming screen's order, each once")
    func onlyCommonElements() throws {
        let h = harness(
            root: Screen(id: "grid", preferences: ScreenPreferences(sharedElements: ["photo", "title", "only-grid"])))
        board.set("title", on: "grid", Rect(x: 20, y: 40, width: 200, height: 30))
        board.set("title", on: "detail", Rect(x: 20, y: 420, width: 300, height: 40))
        board.set("only-grid", on: "grid", Rect(x: 0, y: 0, width: 10, height: 10))
        try h.container.push(F.detail(elements: ["title", "photo", "title", "only-detail"]))
        #expect(h.container.scene.sharedElements.map(\.element) == ["title", "photo"])
        #expect(!board.questions.contains { $0.hasPrefix("only-") })
    }

    @Test("an element the host resolves on one screen only does not fly, and nothing is reported")
    func oneSideOnly() throws {
        let h = harness()
        let observer = RecordingObserver()
        h.container.addObserver(observer)
        board.frames["photo@detail"] = nil
        try h.container.push(F.detail())
        #expect(h.container.scene.sharedElements.isEmpty)
        try h.settle()
        #expect(observer.diagnostics.isEmpty)
    }

    @Test(
        "a frame that is not finite or has no area is reported and its element does not fly",
        arguments: [
            Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: .infinity, width: 10, height: 10),
            Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: 0, y: 0, width: 10, height: -4),
        ])
    func unusableFrames(frame: Rect) throws {
        let h = harness()
        let observer = RecordingObserver()
        h.container.addObserver(observer)
        board.set("photo", on: "detail", frame)
        try h.container.push(F.detail())
        #expect(h.container.scene.sharedElements.isEmpty)
        #expect(observer.diagnostics == [.sanitizedSharedElement("photo", screen: "detail")])
        for _ in 0..<30 {
            try h.run(for: 1.0 / 60)
            #expect(h.container.scene.isWellFormed)
        }
        try h.settle()
        #expect(h.ids == ["grid", "detail"])
    }

    @Test(
        "a corner radius that is negative or not finite becomes 0 at that end, reported",
        arguments: [-3, .nan, .infinity])
    func badRadius(radius: Double) throws {
        let h = harness()
        let observer = RecordingObserver()
        h.container.addObserver(observer)
        board.set("photo", on: "grid", F.thumbnail, radius: radius)
        try h.container.push(F.detail())
        #expect(flying(h)?.cornerRadius == 0)
        #expect(observer.diagnostics == [.sanitizedSharedElement("photo", screen: "grid")])
        try h.run(for: 0.1)
        #expect(h.container.scene.isWellFormed)
    }

    @Test("no resolver, or screens with nothing in common: nothing is asked and nothing flies")
    func nothingToFly() throws {
        let h = harness()
        try h.container.push(Screens.list)
        try h.run(for: 0.1)
        #expect(h.container.scene.sharedElements.isEmpty)
        #expect(board.questions.isEmpty)
        try h.settle()
        let bare = Harness(root: F.grid)
        try bare.container.push(F.detail())
        #expect(bare.container.scene.sharedElements.isEmpty)
    }

    /// An animator that moves only the screens.
    struct StillAnimator: AnimatedTransitioning {
        func duration(for context: TransitionContext) -> Double { 0.3 }
        func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
            TransitionLayers(from: LayerState(opacity: 1 - progress), to: LayerState(opacity: progress, zIndex: 1))
        }
        var fliesSharedElements: Bool { false }
    }

    @Test("an animator that flies no shared elements (as Reduce Motion's cross-fade) is never asked about them")
    func animatorOptsOut() throws {
        var registry = AnimatorRegistry.standard
        registry.register(StillAnimator(), as: "still")
        let h = Harness(root: F.grid, registry: registry)
        h.container.transitionSourceResolver = board
        board.set("photo", on: "grid", F.thumbnail)
        board.set("photo", on: "detail", F.hero)
        try h.container.push(F.detail(animator: "still"))
        try h.run(for: 0.1)
        #expect(h.container.scene.sharedElements.isEmpty)
        #expect(board.questions.isEmpty)
        try h.settle()
    }

    @Test("the pop asks again, so a list scrolled meanwhile flies back into where the cell is now")
    func popResolvesAgain() throws {
        let h = harness()
        try h.container.push(F.detail())
        try h.settle()
        let scrolled = Rect(x: 20, y: 200, width: 100, height: 80)
        board.set("photo", on: "grid", scrolled)
        try h.container.pop()
        #expect(flying(h)?.frame == F.hero)
        try h.run(for: 0.1)
        let progress = try #require(h.container.scene.transition?.progress)
        #expect(flying(h).map { F.distance($0.frame, F.blend(F.hero, scrolled, progress)) } ?? 1 < 1e-9)
        try h.settle()
    }
}
