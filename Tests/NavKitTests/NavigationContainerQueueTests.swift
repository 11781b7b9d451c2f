import NavKit
import Testing

@Suite("Queueing while a transition runs")
@MainActor
struct NavigationContainerQueueTests {
    @Test("requests during a transition are queued in order and all apply")
    func queuedInOrder() throws {
        let h = Harness()
        let log = CompletionLog()
        var order: [String] = []
        try h.container.push(Screens.list) { _ in order.append("list") }
        #expect(try h.container.push(Screens.detail) { _ in order.append("detail") } == .queued)
        #expect(try h.container.pop(animated: false) { _ in order.append("pop") } == .queued)
        #expect(try h.container.push(Screens.settings, completion: log.callback("settings")) == .queued)
        #expect(h.container.queuedOperationCount == 3)
        #expect(h.container.projectedStack.map(\.id) == ["home", "list", "settings"])
        try h.settle()
        #expect(order == ["list", "detail", "pop"])
        #expect(log.results["settings"] == [.finished])
        #expect(h.ids == ["home", "list", "settings"])
    }

    @Test("the next queued transition starts at the frame the previous one ends")
    func nextStartsImmediately() throws {
        let h = Harness()
        try h.container.push(Screens.list)
        try h.container.push(Screens.detail)
        try h.run(for: 0.55)  // slide-parallax runs 0.5 s
        #expect(h.ids == ["home", "list"])
        #expect(h.container.transition?.context.to.id == "detail")
    }

    @Test("a queued request that can no longer apply completes with a typed failure")
    func queuedFailure() throws {
        let h = Harness()
        try h.container.push(Screens.list, animated: false)
        let observer = RecordingObserver()
        h.container.addObserver(observer)
        let log = CompletionLog()
        try h.container.beginInteractivePop(completion: log.callback("swipe"))
        // Projected as if the swipe finishes, pushing "list" again is valid...
        #expect(try h.container.push(Screens.list, completion: log.callback("push")) == .queued)
        try h.container.updateInteractivePop(progress: 0.2)
        try h.container.cancelInteractivePop(velocity: 0)
        try h.settle()
        // ...but the swipe was cancelled, so "list" is still there and the push fails.
        #expect(log.results["swipe"] == [.cancelled])
        #expect(log.results["push"] == [.failed(.duplicateScreen("list"))])
        // Reported when the cancel leaves it out of the projected stack, and when it fails.
        #expect(
            observer.diagnostics == [
                .queuedOperationNoLongerApplies(.duplicateScreen("list")),
                .queuedOperationFailed(.duplicateScreen("list")),
            ])
        #expect(h.ids == ["home", "list"])
    }

    @Test("an interactive pop cannot begin while a transition runs or requests wait")
    func interactiveGuards() throws {
        let h = Harness()
        try h.container.push(Screens.list, animated: false)
        try h.container.push(Screens.detail)
        #expect(throws: NavigationError.transitionInProgress) { try h.container.beginInteractivePop() }
        try h.settle()
        try h.container.beginInteractivePop()
        #expect(throws: NavigationError.transitionInProgress) { try h.container.beginInteractivePop() }
    }
}

@Suite("Completion exactly once")
@MainActor
struct CompletionTests {
    @Test("finished transitions call their completion once, even with many more ticks")
    func finishedOnce() throws {
        let h = Harness()
        let log = CompletionLog()
        try h.container.push(Screens.list, completion: log.callback("a"))
        try h.container.push(Screens.detail, animated: false, completion: log.callback("b"))
        try h.container.pop(completion: log.callback("c"))
        try h.run(for: 3)
        #expect(log.results == ["a": [.finished], "b": [.finished], "c": [.finished]])
    }

    @Test("an interactive pop calls its completion once, finished or cancelled", arguments: [true, false])
    func interactiveOnce(finish: Bool) throws {
        let h = Harness()
        try h.container.push(Screens.list, animated: false)
        let log = CompletionLog()
        let observer = RecordingObserver()
        h.container.addObserver(observer)
        try h.container.beginInteractivePop(completion: log.callback("swipe"))
        try h.container.updateInteractivePop(progress: 0.6)
        if finish {
            try h.container.finishInteractivePop(velocity: 1)
        } else {
            try h.container.cancelInteractivePop(velocity: -1)
        }
        try h.run(for: 2)
        #expect(log.results["swipe"] == [finish ? .finished : .cancelled])
        #expect(observer.events.filter { $0.hasPrefix("ended") } == [finish ? "ended finished" : "ended cancelled"])
        #expect(h.ids == (finish ? ["home"] : ["home", "list"]))
    }
}

@Suite("Interactive pop")
@MainActor
struct InteractivePopTests {
    @Test("cancelled at 40% leaves stack and scene exactly as before it began")
    func cancelAt40Percent() throws {
        let h = Harness()
        try h.container.push(Screens.list, animated: false)
        try h.container.push(Screens.photo, animated: false)
        let stackBefore = h.container.stack
        let sceneBefore = h.container.scene
        try h.container.beginInteractivePop()
        for step in 1...8 {
            h.clock.advance(by: 1.0 / 60)
            try h.container.updateInteractivePop(progress: Double(step) * 0.05)
        }
        #expect(h.container.transition?.progress == 0.4)
        #expect(h.container.scene != sceneBefore)
        #expect(h.container.scene.bar.opacity > 0 && h.container.scene.bar.opacity < 1)
        try h.container.cancelInteractivePop(velocity: -0.1)
        try h.settle()
        #expect(h.container.stack == stackBefore)
        #expect(h.container.scene == sceneBefore)
    }

    @Test("the scene follows the finger exactly while interacting")
    func followsFinger() throws {
        let h = Harness()
        try h.container.push(Screens.list, animated: false)
        try h.container.beginInteractivePop()
        try h.container.updateInteractivePop(progress: 0.25)
        let scene = h.container.scene
        let top = try #require(scene.layers.layer(for: "list"))
        let below = try #require(scene.layers.layer(for: "home"))
        #expect(top.state.offset.dx == 100)
        #expect(abs(below.state.offset.dx - (-400.0 / 3 * 0.75)) < 1e-9)
        #expect(scene.transition?.isInteractive == true)
        #expect(scene.transition?.progress == 0.25)
    }

    @Test("progress out of range is clamped and bad values are refused without change")
    func clampingAndRefusal() throws {
        let h = Harness()
        try h.container.push(Screens.list, animated: false)
        try h.container.beginInteractivePop()
        try h.container.updateInteractivePop(progress: 7)
        #expect(h.container.transition?.progress == 1)
        try h.container.updateInteractivePop(progress: -3)
        #expect(h.container.transition?.progress == 0)
        try h.container.updateInteractivePop(progress: 0.3)
        let scene = h.container.scene
        #expect(throws: NavigationError.self) { try h.container.updateInteractivePop(progress: .nan) }
        #expect(throws: NavigationError.self) { try h.container.finishInteractivePop(velocity: .infinity) }
        #expect(h.container.scene == scene)
        #expect(h.container.transition?.interactionPhase == .interacting)
    }

    @Test("interactive calls without an interactive transition are refused")
    func noInteraction() throws {
        let h = Harness()
        try h.container.push(Screens.list, animated: false)
        #expect(throws: NavigationError.noInteractiveTransition) { try h.container.updateInteractivePop(progress: 0.5) }
        #expect(throws: NavigationError.noInteractiveTransition) { try h.container.finishInteractivePop() }
        try h.container.pop()
        #expect(throws: NavigationError.noInteractiveTransition) { try h.container.cancelInteractivePop() }
    }

    @Test("completion after release takes at most 350 ms")
    func boundedCompletion() throws {
        let h = Harness()
        try h.container.push(Screens.list, animated: false)
        try h.container.beginInteractivePop()
        try h.container.updateInteractivePop(progress: 0.05)
        try h.container.finishInteractivePop(velocity: 0)
        try h.run(for: 0.35)
        #expect(h.container.transition == nil)
        #expect(h.ids == ["home"])
    }
}

@Suite("Watchdog")
@MainActor
struct WatchdogTests {
    struct Stuck: InteractiveTransitioning {
        var phase: InteractionPhase = .idle
        var progress: Double = 0
        mutating func begin(at time: Timestamp) throws(InteractionError) { phase = .interacting }
        mutating func update(_ progress: Double, at time: Timestamp) throws(InteractionError) {
            self.progress = progress
        }
        mutating func finish(velocity: Double, at time: Timestamp) throws(InteractionError) {
            phase = .completing(.finished)
        }
        mutating func cancel(velocity: Double, at time: Timestamp) throws(InteractionError) {
            phase = .completing(.cancelled)
        }
        mutating func advance(to time: Timestamp) throws(InteractionError) -> InteractionStep {
            InteractionStep(progress: progress)
        }
    }

    @Test("an interaction that never completes after release is ended where it was heading", arguments: [true, false])
    func releaseWatchdog(finish: Bool) throws {
        let h = Harness(configuration: NavigationConfiguration(makeInteraction: { Stuck() }, releaseWatchdog: 1))
        try h.container.push(Screens.list, animated: false)
        let log = DiagnosticLog(h.container)
        try h.container.beginInteractivePop()
        try h.container.updateInteractivePop(progress: 0.5)
        if finish { try h.container.finishInteractivePop() } else { try h.container.cancelInteractivePop() }
        try h.run(for: 0.9)
        #expect(h.container.transition != nil)
        try h.run(for: 0.2)
        #expect(h.container.transition == nil)
        #expect(h.ids == (finish ? ["home"] : ["home", "list"]))
        #expect(log.all.count == 1)
        if case .watchdogEndedTransition(let outcome, _) = log.all.first {
            #expect(outcome == (finish ? .finished : .cancelled))
        } else {
            Issue.record("expected a watchdog diagnostic, got \(log.all)")
        }
    }

    @Test("an interaction with no input for too long is cancelled")
    func idleWatchdog() throws {
        let h = Harness(configuration: NavigationConfiguration(idleInteractionWatchdog: 5))
        try h.container.push(Screens.list, animated: false)
        try h.container.beginInteractivePop()
        try h.container.updateInteractivePop(progress: 0.5)
        try h.run(for: 4.9)
        #expect(h.container.transition?.isInteractive == true)
        try h.run(for: 0.2)
        #expect(h.container.transition == nil)
        #expect(h.ids == ["home", "list"])
    }
}
