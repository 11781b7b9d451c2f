import NavKitCore
import NavKitInteraction
import Testing

@Suite("Back-gesture machine (pure front-end)")
struct BackGestureMachineTests {
    static let environment = GestureEnvironment(bounds: Rect(x: 0, y: 0, width: 400, height: 800), stackDepth: 2)

    @Test("edge-only and fullscreen settings set the start zone")
    func startZones() {
        var edge = BackGestureMachine.with(BackGestureConfiguration(mode: .edgeOnly, edgeWidth: 30))
        #expect(edge.feed(touch(1, .began, 31, at: 0), in: Self.environment) == .refuse(.outsideEdgeZone))
        var edgeIn = BackGestureMachine.with(BackGestureConfiguration(mode: .edgeOnly, edgeWidth: 30))
        #expect(edgeIn.feed(touch(1, .began, 29, at: 0), in: Self.environment) == .none)
        var full = BackGestureMachine.with(BackGestureConfiguration(mode: .fullscreen, maximumStartDistance: 50))
        #expect(full.feed(touch(1, .began, 51, at: 0), in: Self.environment) == .refuse(.beyondMaximumStartDistance))
    }

    @Test(
        "each start-zone limit includes its boundary: the edge zone and the maximum start distance",
        arguments: [
            (BackGestureConfiguration.Mode.edgeOnly, 30.0, true), (.edgeOnly, 30.001, false),
            (.fullscreen, 50, true), (.fullscreen, 50.001, false),
        ])
    func startZoneBoundaries(mode: BackGestureConfiguration.Mode, startX: Double, accepted: Bool) {
        var machine = BackGestureMachine.with(
            BackGestureConfiguration(mode: mode, edgeWidth: 30, maximumStartDistance: 50))
        let action = machine.feed(touch(1, .began, startX, at: 0), in: Self.environment)
        #expect((action == .none) == accepted, "\(action)")
    }

    @Test(
        "the back swipe decides at the slop: a movement of exactly the slop begins it, a hair less waits",
        arguments: [(10.0, 10.0, true), (10, 9.999, false), (25, 25, true), (25, 24.999, false)])
    func backSwipeDecidesAtTheSlop(slop: Double, movement: Double, begins: Bool) {
        var machine = BackGestureMachine.with(BackGestureConfiguration(slop: slop))
        _ = machine.feed(touch(1, .began, 100, at: 0), in: Self.environment)
        let action = machine.feed(touch(1, .moved, 100 + movement, at: 0.02), in: Self.environment)
        #expect(action == (begins ? .begin(.fullscreen, progress: movement / 400) : .none))
    }

    @Test("the emitted actions follow one finger from begin to finish")
    func actions() {
        var pan = try! BackGestureMachine()
        var actions: [BackGestureAction] = []
        actions.append(pan.feed(touch(1, .began, 100, at: 0), in: Self.environment))
        actions.append(pan.feed(touch(1, .moved, 105, at: 0.01), in: Self.environment))  // inside the slop
        actions.append(pan.feed(touch(1, .moved, 140, at: 0.02), in: Self.environment))
        actions.append(pan.feed(touch(1, .moved, 200, at: 0.03), in: Self.environment))
        #expect(pan.drivingFinger == .touch(1))
        actions.append(pan.feed(touch(1, .ended, 200, at: 0.04), in: Self.environment))
        #expect(actions[0] == .none)
        #expect(actions[1] == .none)
        #expect(actions[2] == .begin(.fullscreen, progress: 0.1))
        #expect(actions[3] == .update(progress: 0.25))
        guard case .finish(let v) = actions[4] else {
            Issue.record("\(actions[4])")
            return
        }
        #expect(v > 1)
        #expect(pan.drivingFinger == nil, "after the release the finger drives nothing")
        #expect(pan.backSwipe?.state == .ended)
    }

    @Test("a run that ends for any reason stops its finger from driving until it lifts (invariant 8)")
    func interactionEndedSilencesTheFinger() {
        var pan = try! BackGestureMachine()
        _ = pan.feed(touch(1, .began, 100, at: 0), in: Self.environment)
        #expect(pan.feed(touch(1, .moved, 140, at: 0.02), in: Self.environment) == .begin(.fullscreen, progress: 0.1))
        pan.interactionEnded(.touch(1))
        #expect(pan.drivingFinger == nil)
        #expect(pan.feed(touch(1, .moved, 200, at: 0.03), in: Self.environment) == .none)
        #expect(pan.feed(touch(1, .ended, 200, at: 0.04), in: Self.environment) == .none)
        // A new finger is a new gesture.
        _ = pan.feed(touch(2, .began, 100, at: 0.05), in: Self.environment)
        #expect(pan.feed(touch(2, .moved, 140, at: 0.06), in: Self.environment) == .begin(.fullscreen, progress: 0.1))
    }

    @Test("abandoning a begun-to-be swipe refuses it and ignores the finger until it lifts")
    func abandon() throws {
        var pan = try BackGestureMachine()
        _ = pan.feed(touch(1, .began, 100, at: 0), in: Self.environment)
        let proposal = try pan.handle(touch(1, .moved, 140, at: 0.02), in: Self.environment, topScreen: "top")
        #expect(proposal.action == .begin(.fullscreen, progress: 0.1))
        #expect(pan.abandon(proposal, because: .intercepted).action == .refuse(.intercepted))
        #expect(pan.lastDecision == .refused(.intercepted))
        #expect(pan.feed(touch(1, .moved, 200, at: 0.03), in: Self.environment) == .none)
        #expect(pan.feed(touch(1, .ended, 200, at: 0.04), in: Self.environment) == .none)
        #expect(pan.feed(touch(2, .began, 100, at: 0.05), in: Self.environment) == .none)
        #expect(pan.backSwipe?.trackedTouch == 2)
    }

    @Test("horizontal dominance is configurable")
    func dominance() {
        var strict = BackGestureMachine.with(BackGestureConfiguration(horizontalDominance: 2))
        _ = strict.feed(touch(1, .began, 100, 100, at: 0), in: Self.environment)
        #expect(strict.feed(touch(1, .moved, 130, 120, at: 0.02), in: Self.environment) == .refuse(.verticalMovement))
        var loose = try! BackGestureMachine()
        _ = loose.feed(touch(1, .began, 100, 100, at: 0), in: Self.environment)
        #expect(loose.feed(touch(1, .moved, 130, 120, at: 0.02), in: Self.environment) != .refuse(.verticalMovement))
    }

    @Test("a routing's lists read back as set, and empty ones equal none: equality and hashing ignore how it was made")
    func routingLists() {
        let plain = TouchRouting(deliversToContent: true, action: .update(progress: 0.5))
        var emptied = TouchRouting(
            deliversToContent: true, cancelledContentTouches: [2], action: .update(progress: 0.5),
            recognizerEvents: [.state(GestureID("pan"), .began)])
        #expect(emptied.cancelledContentTouches == [2])
        #expect(emptied.recognizerEvents == [.state(GestureID("pan"), .began)])
        #expect(emptied != plain)
        emptied.cancelledContentTouches = []
        #expect(emptied.recognizerEvents == [.state(GestureID("pan"), .began)])
        #expect(emptied != plain)
        emptied.recognizerEvents = []
        #expect(emptied == plain)
        #expect(emptied.hashValue == plain.hashValue)
        #expect(
            TouchRouting(deliversToContent: true, cancelledContentTouches: [], action: .update(progress: 0.5)) == plain)
        var grown = plain
        grown.cancelledContentTouches += [3, 4]
        #expect(grown.cancelledContentTouches == [3, 4] && grown.recognizerEvents.isEmpty)
    }
}
