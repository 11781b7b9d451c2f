import NavKit
import NavKitTesting
import Testing

/// Records catches and the order of begin / catch / end events.
final class CatchLog: NavigationObserver {
    private(set) var events: [String] = []
    private(set) var contexts: [TransitionContext] = []

    func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {
        events.append("began \(context.operation)")
    }

    func navigationContainer(_ container: NavigationContainer, didCatch context: TransitionContext) {
        events.append("caught \(context.operation)")
        contexts.append(context)
    }

    func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {
        events.append("ended \(outcome)")
    }
}

@Suite("Catching a running transition")
@MainActor
struct CatchTests {
    /// A finger down during a push, then `moves` (points toward trailing, over 0.1 s each), then up.
    func catchPush(moves: [Double], stop: Double = 0, direction: LayoutDirection = .leftToRight) throws -> (
        GestureHarness, CatchLog, CompletionLog
    ) {
        let h = try GestureHarness(direction: direction)
        let log = CatchLog()
        h.container.addObserver(log)
        let results = CompletionLog()
        try h.container.push(Screen(id: "more"), completion: results.callback("push"))
        try h.tick(0.15)
        let before = h.container.scene
        let progress = try #require(h.container.transition?.progress)
        var script = TouchScript(startingAt: h.time)
        let x = direction == .leftToRight ? 200.0 : 190.0
        script.down(1, x)
        try h.flushAndCheck(script: &script, before: before, progress: progress)
        var position = x
        for move in moves {
            position += move * direction.trailingSign
            script.move(1, to: position, over: 0.1)
        }
        script.wait(stop)
        script.up()
        try h.play(script.dropping(1))
        return (h, log, results)
    }

    @Test("a finger landing on a push catches it where it is: the first interactive frame is the last timed one")
    func catchHasNoJump() throws {
        let (h, log, _) = try catchPush(moves: [])
        #expect(log.events.prefix(2) == ["began push", "caught push"])
        #expect(log.contexts.first?.isInteractive == true)
        try h.settle()
    }

    @Test("a finger resting on a caught push holds it where it was caught; lifted, the push goes on from there")
    func restingFingerHoldsTheCaughtPush() throws {
        let h = try GestureHarness()
        try h.container.push(Screen(id: "more"))
        try h.tick(0.25)
        let caught = try #require(h.container.transition?.progress)
        let before = h.container.scene
        var script = TouchScript(startingAt: h.time)
        script.down(1, 200)
        try h.play(script)
        #expect(h.gestures.lastDecision == .began(.caught))
        for _ in 0..<3 {
            try h.tick(1.0 / 60)
            #expect(h.container.transition?.progress == caught)
            #expect(h.container.scene.layers == before.layers)
        }
        try h.container.handle(
            Touch(id: 1, phase: .ended, location: Point(x: 200, y: 400), timestamp: Timestamp(seconds: h.time)))
        try h.tick(1.0 / 60)
        let resumed = try #require(h.container.transition?.progress)
        #expect(resumed >= caught, "the completion starts where the finger held it, not from 0")
        try h.settle()
        #expect(h.stackIDs == ["home", "list", "detail", "more"])
    }

    @Test("a caught push flung back toward trailing is cancelled: the stack stays, the push completes cancelled")
    func caughtPushFlungBack() throws {
        let (h, log, results) = try catchPush(moves: [40, 160])
        try h.settle()
        #expect(h.stackIDs == ["home", "list", "detail"])
        #expect(results.results["push"] == [.cancelled])
        #expect(log.events.last == "ended cancelled")
        #expect(h.container.scene.layers.map(\.screen) == ["detail"])
    }

    @Test("a caught push dragged toward leading and released finishes")
    func caughtPushDraggedOn() throws {
        let (h, _, results) = try catchPush(moves: [-60, -120])
        try h.settle()
        #expect(h.stackIDs == ["home", "list", "detail", "more"])
        #expect(results.results["push"] == [.finished])
    }

    @Test("a tap on a running push (no movement) lets it go on where it was heading")
    func tapResumes() throws {
        let (h, _, results) = try catchPush(moves: [], stop: 0.05)
        try h.settle()
        #expect(h.stackIDs == ["home", "list", "detail", "more"])
        #expect(results.results["push"] == [.finished])
        #expect(h.gestures.lastDecision == .began(.caught))
    }

    @Test("catching works the same in right-to-left: a fling toward trailing (left) cancels the push")
    func rightToLeft() throws {
        let (h, _, results) = try catchPush(moves: [40, 160], direction: .rightToLeft)
        try h.settle()
        #expect(results.results["push"] == [.cancelled])
        #expect(h.stackIDs == ["home", "list", "detail"])
    }

    @Test("a caught pop flung forward (toward trailing) finishes; held still and let go slowly it can be brought back")
    func caughtPop() throws {
        let h = try GestureHarness()
        var results: [NavigationResult] = []
        try h.container.pop { results.append($0) }
        try h.tick(0.1)
        var script = TouchScript(startingAt: h.time)
        script.down(1, 150)
        script.move(1, to: 40, over: 0.3)
        script.wait(0.1)
        script.up()
        try h.play(script)
        #expect(h.gestures.lastDecision == .began(.caught))
        try h.settle()
        #expect(results == [.cancelled], "dragged back toward leading and released slowly: the pop is undone")
        #expect(h.stackIDs == ["home", "list", "detail"])

        try h.container.pop { results.append($0) }
        try h.tick(0.1)
        try h.play(.swipe(from: 100, to: 250, over: 0.08, startingAt: h.time))
        try h.settle()
        #expect(results == [.cancelled, .finished])
        #expect(h.stackIDs == ["home", "list"])
    }

    @Test("the completion of a released swipe can be caught and dragged back")
    func catchReleaseCompletion() throws {
        let h = try GestureHarness()
        try h.play(.swipe(from: 40, to: 300, over: 0.3))
        try h.tick(0.05)
        #expect(h.container.transition?.interactionPhase == .completing(.finished))
        var script = TouchScript(startingAt: h.time)
        script.down(2, 300)
        script.move(2, to: 20, over: 0.3)
        script.wait(0.1)
        script.up(2)
        try h.play(script)
        #expect(h.gestures.lastDecision == .began(.caught))
        try h.settle()
        #expect(h.stackIDs == ["home", "list", "detail"])
    }

    @Test("catching is switched off per container and per screen")
    func switchedOff() throws {
        let off = try GestureHarness(configuration: BackGestureConfiguration(catchesRunningTransitions: false))
        try off.container.push(Screen(id: "more"))
        try off.tick(0.1)
        try off.play(.swipe(from: 100, to: 300, startingAt: off.time))
        #expect(off.gestures.lastDecision == .refused(.transitionRunning))

        let screen = try GestureHarness()
        try screen.container.push(
            Screen(id: "more", preferences: ScreenPreferences(allowsCatchingTransitions: false)))
        try screen.tick(0.1)
        try screen.play(.swipe(from: 100, to: 300, startingAt: screen.time))
        #expect(screen.gestures.lastDecision == .refused(.transitionRunning))
        try screen.settle()
        #expect(screen.stackIDs.last == "more")
    }

    @Test(
        "catching never nests a transition, and the queue stays queued: a cancelled caught push leaves the next push to apply on the old stack"
    )
    func queueStays() throws {
        let h = try GestureHarness()
        let log = CatchLog()
        h.container.addObserver(log)
        var results: [String: NavigationResult] = [:]
        try h.container.push(Screen(id: "a")) { results["a"] = $0 }
        try h.container.push(Screen(id: "b")) { results["b"] = $0 }
        try h.tick(0.1)
        var script = TouchScript(startingAt: h.time)
        script.down(1, 200)
        script.move(1, to: 240, over: 0.1)
        script.move(1, to: 390, over: 0.05)
        script.up()
        try h.play(script)
        #expect(h.container.queuedOperationCount == 1)
        try h.settle()
        #expect(results == ["a": .cancelled, "b": .finished])
        #expect(h.stackIDs == ["home", "list", "detail", "b"])
        #expect(log.events == ["began push", "caught push", "ended cancelled", "began push", "ended finished"])
    }
}

extension GestureHarness {
    /// Plays the script's first event (the finger down) and checks the catch happened with no jump.
    fileprivate func flushAndCheck(script: inout TouchScript, before: Scene, progress: Double) throws {
        try play(TouchScript(touches: Array(script.touches.prefix(1))))
        #expect(gestures.lastDecision == .began(.caught))
        #expect(container.transition?.source == .touch(1))
        #expect(container.transition?.progress == progress)
        #expect(container.scene.layers == before.layers)
        #expect(container.scene.bar == before.bar)
    }
}

extension TouchScript {
    /// The script without its first `count` events.
    fileprivate func dropping(_ count: Int) -> TouchScript {
        TouchScript(touches: Array(touches.dropFirst(count)))
    }
}

@Suite("Catch continuity in the container, for every built-in animator")
@MainActor
struct CatchContinuityTests {
    nonisolated static let animators = AnimatorRegistry.standard.names.map(\.rawValue)

    /// The operations a running transition can come from.
    enum Operation: CaseIterable {
        case push, pop, popToRoot, forwardSetStack, backwardSetStack, replace
    }

    @Test(
        "catching at any moment of any operation, either layout direction: the first interactive frames (caught, then resting) are the last timed one, and a tap resumes from there",
        arguments: animators)
    func noJump(animator: String) {
        let cases = Gen.zip(
            Gen<Operation>.element(of: Operation.allCases), Gen<Bool>.bool, Gen<Double>.double(in: 0.005...0.6))
        verifyProperty("catch continuity, \(animator)", cases, iterations: 120) { operation, rtl, delay in
            let h = try GestureHarness(
                screens: [Screens.home, Screens.list, Screens.detail], direction: rtl ? .rightToLeft : .leftToRight)
            let id = AnimatorID(animator)
            switch operation {
            case .push: try h.container.push(Screens.settings, animator: id)
            case .pop: try h.container.pop(animator: id)
            case .popToRoot: try h.container.popToRoot(animator: id)
            case .forwardSetStack: try h.container.setStack([Screens.home, Screens.settings], animator: id)
            case .backwardSetStack: try h.container.setStack([Screens.home, Screens.list], animator: id)
            case .replace: try h.container.replaceTop(with: Screens.settings, animator: id)
            }
            try h.tick(delay)
            guard let running = h.container.transition else { return }
            let before = h.container.scene
            try h.container.handle(
                Touch(id: 1, phase: .began, location: Point(x: 200, y: 400), timestamp: Timestamp(seconds: h.time)))
            let after = h.container.scene
            guard h.gestures.lastDecision == .began(.caught), h.container.transition?.source == .touch(1) else {
                throw PropertyViolation("\(operation) was not caught: \(String(describing: h.gestures.lastDecision))")
            }
            guard h.container.transition?.progress == running.progress, after.bar == before.bar,
                after.layers.map(\.screen) == before.layers.map(\.screen),
                zip(after.layers, before.layers).allSatisfy({ Self.close($0.state, $1.state) })
            else { throw PropertyViolation("\(operation) jumped when caught: \(before) → \(after)") }
            // The finger rests for a frame: nothing moves (the interaction took the run's progress).
            try h.tick(1.0 / 60)
            let resting = h.container.scene
            guard h.container.transition?.progress == running.progress,
                zip(resting.layers, before.layers).allSatisfy({ Self.close($0.state, $1.state) })
            else {
                throw PropertyViolation(
                    "\(operation) moved under a resting finger: \(running.progress) → "
                        + "\(String(describing: h.container.transition?.progress))")
            }
            // Lifted without moving (a tap): the run goes on from where it was, toward its end.
            try h.container.handle(
                Touch(id: 1, phase: .ended, location: Point(x: 200, y: 400), timestamp: Timestamp(seconds: h.time)))
            try h.tick(1.0 / 60)
            if let resumed = h.container.transition?.progress, resumed < running.progress - 1e-9 {
                throw PropertyViolation("\(operation) restarted after a tap: \(running.progress) → \(resumed)")
            }
        }
    }

    static func close(_ a: LayerState, _ b: LayerState) -> Bool {
        abs(a.offset.dx - b.offset.dx) <= 1e-9 && abs(a.offset.dy - b.offset.dy) <= 1e-9
            && abs(a.scale - b.scale) <= 1e-9 && abs(a.opacity - b.opacity) <= 1e-9
            && abs(a.shadowOpacity - b.shadowOpacity) <= 1e-9 && abs(a.dimming - b.dimming) <= 1e-9
            && a.zIndex == b.zIndex
    }
}
