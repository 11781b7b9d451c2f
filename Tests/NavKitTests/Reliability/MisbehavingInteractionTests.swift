import NavKit
import NavKitFuzz
import NavKitTesting
import Testing

@Suite("Reliability: misbehaving interactive transitions")
@MainActor
struct MisbehavingInteractionTests {
    private func harness(
        _ make: @escaping @Sendable () -> any InteractiveTransitioning, release: Double = 1, idle: Double? = 30
    ) throws -> (Harness, DiagnosticLog) {
        let h = Harness(
            configuration: NavigationConfiguration(
                makeInteraction: make, releaseWatchdog: release, idleInteractionWatchdog: idle))
        try h.container.push(Screens.list, animated: false)
        return (h, DiagnosticLog(h.container))
    }

    @Test(
        "an interaction that never finishes is ended by the watchdog exactly at the configured limit",
        arguments: [0.25, 1, 3])
    func releaseWatchdogLimit(limit: Double) throws {
        let (h, log) = try harness({ NeverEndingInteraction() }, release: limit)
        var results: [NavigationResult] = []
        try h.container.beginInteractivePop { results.append($0) }
        try h.container.updateInteractivePop(progress: 0.7)
        try h.container.finishInteractivePop(velocity: 0.5)
        let released = h.clock.now
        var budget = FrameBudget()
        while h.container.transition != nil {
            try budget.spend()
            try h.run(for: 1.0 / 60)
            #expect(h.clock.now - released <= limit + 1.0 / 30, "the watchdog must fire right after the limit")
        }
        #expect(results == [.finished])
        #expect(h.ids == ["home"])
        let watchdog = try #require(log.watchdogs.first)
        #expect(watchdog.outcome == .finished)
        #expect(watchdog.seconds > limit && watchdog.seconds <= limit + 1.0 / 30)
        #expect(h.container.scene.transition == nil)
    }

    @Test("an interaction that never cancels is ended as cancelled and restores the scene")
    func neverCancels() throws {
        let (h, log) = try harness({ NeverEndingInteraction() })
        let before = h.container.scene
        var results: [NavigationResult] = []
        try h.container.beginInteractivePop { results.append($0) }
        try h.container.updateInteractivePop(progress: 0.3)
        try h.container.cancelInteractivePop()
        try h.run(for: 1.1)
        #expect(results == [.cancelled])
        #expect(h.ids == ["home", "list"])
        #expect(h.container.scene == before)
        #expect(log.watchdogs.map(\.outcome) == [.cancelled])
    }

    @Test("a never-ending interaction driven by a touch swipe is ended by the watchdog; the next swipe works")
    func touchSwipeWatchdog() throws {
        let (h, log) = try harness({ NeverEndingInteraction() }, release: 0.5)
        let swipe = GestureScript.swipe(from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), over: 0.3, startingAt: 1)
        let played = h.host.play(swipe)
        #expect(played.refused.isEmpty)
        #expect(h.container.transition?.isInteractive == true)
        h.clock.set(to: Timestamp(seconds: 1.3))
        try h.run(for: 0.6)
        #expect(h.container.transition == nil)
        #expect(log.watchdogs.count == 1)
        #expect(h.ids == ["home"])
        try h.container.push(Screens.detail, animated: false)
        // Same plug-in again: the container is not stuck, a second swipe begins and ends too.
        let again = GestureScript.swipe(
            from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), startingAt: h.clock.now + 0.1)
        h.host.play(again)
        h.clock.set(to: again.touches.last!.timestamp)
        #expect(h.container.gestures.lastDecision == .began(.edge))
        try h.run(for: 1)
        #expect(h.ids == ["home"])
        #expect(log.watchdogs.count == 2)
    }

    @Test("a source that vanishes without releasing is cancelled by the idle watchdog after the configured limit")
    func idleWatchdog() throws {
        let (h, log) = try harness({ NeverEndingInteraction() }, idle: 2)
        try h.container.beginInteractivePop()
        try h.container.updateInteractivePop(progress: 0.5)
        try h.run(for: 1.95)
        #expect(h.container.transition?.isInteractive == true)
        try h.run(for: 0.1)
        #expect(h.container.transition == nil)
        #expect(h.ids == ["home", "list"])
        #expect(log.watchdogs.map(\.outcome) == [.cancelled])
    }

    @Test(
        "non-finite progress from the plug-in is sanitised and reported; the scene stays finite",
        arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteProgress(poison: Double) throws {
        let (h, log) = try harness({ UnreliableInteraction(.nonFiniteProgress(poison, every: 1)) })
        try h.container.beginInteractivePop()
        try h.container.updateInteractivePop(progress: 0.4)
        try h.run(for: 0.1)
        #expect(h.container.scene.firstViolation == nil)
        #expect(h.container.transition?.progress == 0.4, "the last good progress is kept")
        #expect(log.sanitizedProgressCount == 6)
        try h.container.finishInteractivePop()
        try h.run(for: 1.2)
        #expect(h.container.transition == nil)
        #expect(h.ids == ["home"])
    }

    @Test(
        "a plug-in that throws while advancing is reported and its transition cancelled, not left stuck",
        arguments: [0, 3])
    func throwingAdvance(after frames: Int) throws {
        let (h, log) = try harness({ UnreliableInteraction(.throwsAfter(frames: frames)) })
        let before = h.container.scene
        var results: [NavigationResult] = []
        try h.container.beginInteractivePop { results.append($0) }
        try h.container.updateInteractivePop(progress: 0.6)
        try h.run(for: 0.1)
        #expect(h.container.transition == nil)
        #expect(results == [.cancelled])
        #expect(h.ids == ["home", "list"])
        #expect(h.container.scene == before)
        #expect(log.interactionFailures == [.nonFinite("unreliable interaction gave up")])
        // Not stuck: the next operation runs normally.
        try h.container.pop(animated: false)
        #expect(h.ids == ["home"])
    }

    @Test("a queued operation waits for the watchdog and then runs; none is lost")
    func queuedBehindWatchdog() throws {
        let (h, _) = try harness({ NeverEndingInteraction() }, release: 0.5)
        var results: [String: NavigationResult] = [:]
        try h.container.beginInteractivePop { results["swipe"] = $0 }
        try h.container.finishInteractivePop()
        try h.container.push(Screens.detail, animated: false) { results["push"] = $0 }
        try h.container.push(Screens.settings) { results["push2"] = $0 }
        try h.settle()
        #expect(results == ["swipe": .finished, "push": .finished, "push2": .finished])
        #expect(h.ids == ["home", "detail", "settings"])
    }
}
