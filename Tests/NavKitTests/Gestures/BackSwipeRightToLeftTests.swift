import NavKit
import Testing

@Suite("Back swipe in right-to-left")
@MainActor
struct BackSwipeRightToLeftTests {
    @Test("the swipe starts at the right edge and moves left; progress and velocity are mirrored")
    func mirroredSwipe() throws {
        let h = try GestureHarness(direction: .rightToLeft, configuration: BackGestureConfiguration(mode: .edgeOnly))
        h.script.down(1, 385)
        h.script.move(1, to: 287.5, over: 0.1)
        try h.flush()
        #expect(h.gestures.lastDecision == .began(.edge))
        #expect(abs((h.container.transition?.progress ?? 0) - 0.25) < 1e-9)
        h.script.up(1)
        try h.flush()
        guard case .finish(let velocity) = h.routings.last?.action else {
            Issue.record("expected a finish")
            return
        }
        #expect(velocity > 2)  // 975 pt/s toward leading-to-trailing (leftward) ≈ 2.5 widths/s
        try h.settle()
        #expect(h.stackIDs == ["home", "list"])
    }

    @Test("in right-to-left the left edge is not the edge zone, and a rightward first move is toward leading")
    func mirroredRefusals() throws {
        let edge = try GestureHarness(direction: .rightToLeft, configuration: BackGestureConfiguration(mode: .edgeOnly))
        try edge.play(.swipe(from: 5, to: 200))
        #expect(edge.gestures.lastDecision == .refused(.outsideEdgeZone))

        let full = try GestureHarness(direction: .rightToLeft)
        try full.play(.swipe(from: 100, to: 300))
        #expect(full.gestures.lastDecision == .refused(.towardLeading))
        try full.play(.swipe(from: 300, to: 100, startingAt: full.time))
        #expect(full.gestures.lastDecision == .began(.fullscreen))
    }

    @Test(
        "the maximum start distance is measured from the right edge in right-to-left",
        arguments: [(330.0, true), (200, false)])
    func mirroredMaximumDistance(startX: Double, begins: Bool) throws {
        let h = try GestureHarness(
            direction: .rightToLeft, configuration: BackGestureConfiguration(maximumStartDistance: 100))
        try h.play(.swipe(from: startX, to: startX - 150))
        #expect(h.gestures.lastDecision == (begins ? .began(.fullscreen) : .refused(.beyondMaximumStartDistance)))
    }

    @Test(
        "a right-to-left scroller blocks the swipe unless at its leading (right) end",
        arguments: [(0.0, true), (50, false)])
    func mirroredScroller(offset: Double, begins: Bool) throws {
        let h = try GestureHarness(direction: .rightToLeft)
        h.container.setScrollRegions(
            [
                ScrollRegion(
                    id: "strip", frame: Rect(x: 0, y: 300, width: 390, height: 200),
                    kind: .horizontalScroller(offsetFromLeading: offset))
            ],
            for: "detail")
        try h.play(.swipe(from: 300, to: 100))
        #expect(h.gestures.lastDecision == (begins ? .began(.fullscreen) : .refused(.scrollRegion("strip"))))
    }

    @Test("a slow right-to-left release cancels and restores the mirrored scene exactly")
    func mirroredCancel() throws {
        let h = try GestureHarness(direction: .rightToLeft)
        let before = h.container.scene
        try h.play(.swipe(from: 300, to: 220, over: 1.0))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
        try h.settle()
        #expect(h.container.scene == before)
        #expect(h.stackIDs.count == 3)
    }
}
