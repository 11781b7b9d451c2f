import NavKit
import Testing

@Suite("Back swipe release, cancel and completion")
@MainActor
struct BackSwipeReleaseTests {
    struct Release: CustomTestStringConvertible, Sendable {
        var name: String
        var script: TouchScript
        var popped: Bool
        var testDescription: String { name }
    }

    nonisolated static let releases: [Release] = [
        // 150 pt in 0.1 s = 3.8 widths/s: a fling finishes although progress is only 0.38.
        Release(name: "fast fling at 0.38", script: .swipe(from: 100, to: 250, over: 0.1), popped: true),
        // 100 pt/s = 0.26 widths/s; 0.26 + 0.3 × 0.26 = 0.33 < 0.5.
        Release(name: "slow release at 0.26", script: .swipe(from: 100, to: 200, over: 1.0), popped: false),
        // 0.72 + 0.3 × 0.36 > 0.5.
        Release(name: "slow release at 0.72", script: .swipe(from: 50, to: 330, over: 2.0), popped: true),
        // The same fast move, held 60 ms before lifting: velocity ~0, progress 0.38 < 0.5.
        Release(
            name: "stop then lift at 0.38", script: .swipe(from: 100, to: 250, over: 0.1, hold: 0.06), popped: false),
        // Far along, then flung back toward leading: a backward fling cancels.
        Release(
            name: "fling back from 0.72",
            script: {
                var s = TouchScript()
                s.down(1, 50)
                s.move(1, to: 330, over: 1.0)
                s.move(1, to: 280, over: 0.03)
                s.up(1)
                return s
            }(), popped: false),
    ]

    @Test("the release decides by fling direction, else by projected progress", arguments: releases)
    func releaseDecision(_ release: Release) throws {
        let h = try GestureHarness()
        try h.play(release.script)
        guard case .some(let last) = h.routings.last?.action else {
            Issue.record("no routing")
            return
        }
        switch last {
        case .finish: #expect(release.popped)
        case .cancel: #expect(!release.popped)
        default: Issue.record("release produced \(last)")
        }
        try h.settle()
        #expect(h.stackIDs == (release.popped ? ["home", "list"] : ["home", "list", "detail"]))
    }

    @Test("a stop-then-lift reports a release velocity near zero; a lift in motion does not")
    func stopThenLiftVelocity() throws {
        let held = try GestureHarness()
        try held.play(.swipe(from: 100, to: 250, over: 0.1, hold: 0.06))
        guard case .cancel(let v) = held.routings.last?.action else {
            Issue.record("expected cancel")
            return
        }
        #expect(abs(v) < 0.01)

        let moving = try GestureHarness()
        try moving.play(.swipe(from: 100, to: 250, over: 0.1))
        guard case .finish(let w) = moving.routings.last?.action else {
            Issue.record("expected finish")
            return
        }
        #expect(abs(w - 150 / 0.1 / GestureHarness.width) < 0.05)
    }

    @Test("the progress follows the finger as a fraction of the width")
    func progressFollowsFinger() throws {
        let h = try GestureHarness()
        h.script.down(1, 100)
        h.script.move(1, to: 197.5, over: 0.2)
        try h.flush()
        let progress = try #require(h.container.transition?.progress)
        #expect(abs(progress - 0.25) < 1e-9)
        #expect(h.container.scene.transition?.isInteractive == true)
    }

    @Test("a cancelled swipe restores stack, scene and bar exactly as captured before it")
    func cancelRestoresExactly() throws {
        let h = try GestureHarness(screens: [
            Screen(id: "home", title: "Home"),
            Screen(
                id: "photo", title: "Photo",
                preferences: ScreenPreferences(prefersBarHidden: true, barAppearance: .transparent)),
        ])
        let stackBefore = h.container.stack
        let sceneBefore = h.container.scene
        h.script.down(1, 100)
        h.script.move(1, to: 220, over: 0.6)
        try h.flush()
        #expect(h.container.scene != sceneBefore)
        #expect(h.container.scene.bar != sceneBefore.bar)
        h.script.wait(0.05)
        h.script.up(1)
        try h.flush()
        #expect(h.gestures.lastDecision == .began(.fullscreen))
        let took = try h.settle()
        #expect(took <= 0.35 + 1e-9)
        #expect(h.container.stack == stackBefore)
        #expect(h.container.scene == sceneBefore)
    }

    @Test("a cancelled touch cancels the swipe and restores the scene")
    func touchCancelled() throws {
        let h = try GestureHarness()
        let before = h.container.scene
        var script = TouchScript()
        script.down(1, 100)
        script.move(1, to: 300, over: 0.3)
        script.cancel(1)
        try h.play(script)
        #expect(h.routings.last?.action == .cancel(velocity: 0))
        try h.settle()
        #expect(h.container.scene == before)
        #expect(h.stackIDs.count == 3)
    }

    @Test("the completion after a release takes at most 350 ms")
    func completionIsBounded() throws {
        let h = try GestureHarness()
        try h.play(.swipe(from: 50, to: 330, over: 2.0))
        let took = try h.settle()
        #expect(took > 0)
        #expect(took <= 0.35 + 1e-9)
    }

    @Test(
        "with catching switched off, a second swipe during the completion of the first does nothing; the one after completion works"
    )
    func secondSwipeDuringCompletion() throws {
        let h = try GestureHarness(configuration: BackGestureConfiguration(catchesRunningTransitions: false))
        try h.play(.swipe(from: 50, to: 330, over: 1.0))
        try h.tick(0.05)
        #expect(h.container.transition?.interactionPhase == .completing(.finished))
        let routings = try h.play(.swipe(from: 50, to: 330, over: 0.3, startingAt: h.time))
        #expect(h.gestures.lastDecision == .refused(.transitionRunning))
        #expect(routings.allSatisfy { $0.deliversToContent })
        try h.settle()
        #expect(h.stackIDs == ["home", "list"])
        #expect((h.container.transition != nil) == false)

        try h.play(.swipe(from: 50, to: 330, over: 1.0, startingAt: h.time))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
        try h.settle()
        #expect(h.stackIDs == ["home"])
    }
}
