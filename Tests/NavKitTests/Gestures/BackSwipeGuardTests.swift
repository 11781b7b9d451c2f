import NavKit
import Testing

@Suite("Back swipe guards (invariant 7)")
@MainActor
struct BackSwipeGuardTests {
    @Test("a swipe on the root screen is refused and changes nothing; with two screens it pops")
    func rootScreen() throws {
        let root = try GestureHarness(screens: [Screen(id: "home")])
        let before = root.container.scene
        try root.play(.swipe(from: 100, to: 300))
        #expect(root.decision == "refused: root screen")
        #expect((root.container.transition != nil) == false)
        #expect(root.container.scene == before)

        let two = try GestureHarness(screens: [Screen(id: "home"), Screen(id: "detail")])
        try two.play(.swipe(from: 100, to: 300))
        #expect(two.decision == "began (fullscreen)")
        try two.settle()
        #expect(two.stackIDs == ["home"])
    }

    @Test("with catching switched off, a swipe while a push animates is refused; after the push it works")
    func midTransition() throws {
        let h = try GestureHarness(configuration: BackGestureConfiguration(catchesRunningTransitions: false))
        try h.container.push(Screen(id: "more"))
        try h.tick(0.1)
        try h.play(.swipe(from: 100, to: 300, startingAt: h.time))
        #expect(h.gestures.lastDecision == .refused(.transitionRunning))
        try h.settle()
        #expect(h.stackIDs == ["home", "list", "detail", "more"])

        try h.play(.swipe(from: 100, to: 300, startingAt: h.time))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
        try h.settle()
        #expect(h.stackIDs == ["home", "list", "detail"])
    }

    @Test("with catching switched off, a swipe while requests wait in the queue is refused")
    func queuedRequestRefuses() throws {
        let h = try GestureHarness(configuration: BackGestureConfiguration(catchesRunningTransitions: false))
        try h.container.push(Screen(id: "a"))
        try h.container.push(Screen(id: "b"))  // queued behind the first push
        try h.play(.swipe(from: 100, to: 300, startingAt: h.time))
        #expect(h.gestures.lastDecision == .refused(.transitionRunning))
        try h.settle()
        #expect(h.stackIDs.suffix(2) == ["a", "b"])
    }

    @Test("a screen that disables the back gesture refuses it; enabling it later lets the next swipe pop")
    func disabledScreen() throws {
        let h = try GestureHarness()
        try h.container.updatePreferences(of: "detail") { $0.backGesture = .disabled }
        try h.play(.swipe(from: 5, to: 300))
        #expect(h.gestures.lastDecision == .refused(.disabledByScreen))
        #expect(h.stackIDs.count == 3)

        try h.container.updatePreferences(of: "detail") { $0.backGesture = .enabled }
        try h.play(.swipe(from: 5, to: 300, startingAt: h.time))
        #expect(h.gestures.lastDecision == .began(.edge))
        try h.settle()
        #expect(h.stackIDs == ["home", "list"])
    }

    @Test("an edge-only screen refuses a fullscreen start and accepts an edge start")
    func edgeOnlyScreen() throws {
        let h = try GestureHarness()
        try h.container.updatePreferences(of: "detail") { $0.backGesture = .edgeOnly }
        try h.play(.swipe(from: 150, to: 350))
        #expect(h.gestures.lastDecision == .refused(.outsideEdgeZone))
        try h.play(.swipe(from: 10, to: 300, startingAt: h.time))
        #expect(h.gestures.lastDecision == .began(.edge))
    }

    @Test("hidden bars and custom back buttons have no effect on the back gesture")
    func hiddenBarKeepsGesture() throws {
        let h = try GestureHarness(screens: [
            Screen(id: "home"), Screen(id: "photo", preferences: ScreenPreferences(prefersBarHidden: true)),
        ])
        try h.play(.swipe(from: 150, to: 350))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
    }

    @Test("the container-wide disabled mode refuses every swipe; fullscreen mode allows them")
    func containerDisabled() throws {
        let h = try GestureHarness(configuration: BackGestureConfiguration(mode: .disabled))
        try h.play(.swipe(from: 5, to: 300))
        #expect(h.gestures.lastDecision == .refused(.disabledByContainer))
        try h.container.setBackGestureConfiguration(BackGestureConfiguration(mode: .fullscreen))
        try h.play(.swipe(from: 5, to: 300, startingAt: h.time))
        #expect(h.gestures.lastDecision == .began(.edge))
    }

    @Test(
        "an edge-only container begins only within the edge width of the leading edge",
        arguments: [(0.0, true), (10, true), (20, true), (21, false), (200, false)])
    func edgeZone(startX: Double, begins: Bool) throws {
        let h = try GestureHarness(configuration: BackGestureConfiguration(mode: .edgeOnly))
        try h.play(.swipe(from: startX, to: startX + 200))
        #expect(h.gestures.lastDecision == (begins ? .began(.edge) : .refused(.outsideEdgeZone)))
    }

    @Test(
        "a fullscreen swipe begins within the maximum start distance and is refused beyond it",
        arguments: [(0.0, 300.0, true), (100, 90, true), (100, 100, true), (100, 101, false), (100, 250, false)])
    func maximumStartDistance(limit: Double, startX: Double, begins: Bool) throws {
        let h = try GestureHarness(configuration: BackGestureConfiguration(maximumStartDistance: limit))
        try h.play(.swipe(from: startX, to: min(389, startX + 150)))
        #expect(h.gestures.lastDecision == (begins ? .began(.fullscreen) : .refused(.beyondMaximumStartDistance)))
    }

    @Test("a mostly vertical first movement never starts the swipe; a mostly horizontal one does")
    func verticalFirstMove() throws {
        let h = try GestureHarness()
        try h.play(.swipe(from: 100, to: 110, y: 400, toY: 600))
        #expect(h.gestures.lastDecision == .refused(.verticalMovement))
        #expect((h.container.transition != nil) == false)
        try h.play(.swipe(from: 100, to: 300, y: 400, toY: 450, startingAt: h.time))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
    }

    @Test("a first movement toward leading is refused even if the finger later turns toward trailing")
    func leftwardFirstMove() throws {
        let h = try GestureHarness()
        var script = TouchScript()
        script.down(1, 200)
        script.move(1, to: 150, over: 0.1)
        script.move(1, to: 380, over: 0.2)
        script.up(1)
        try h.play(script)
        #expect(h.gestures.lastDecision == .refused(.towardLeading))
        #expect((h.container.transition != nil) == false)
        #expect(h.stackIDs.count == 3)
    }

    @Test("a movement inside the slop decides nothing; lifting there is a refusal without a transition")
    func slop() throws {
        let h = try GestureHarness()
        let routings = try h.play(.swipe(from: 100, to: 106))
        #expect(routings.allSatisfy { $0.action == .none || $0.action == .refuse(.liftedBeforeMoving) })
        #expect(h.gestures.lastDecision == .refused(.liftedBeforeMoving))
        #expect((h.container.transition != nil) == false)
    }
}
