import NavKit
import NavKitTesting
import Testing

/// A host's toolbar moved with the transitions: its offset follows the progress of a pop (it
/// slides away as the top screen leaves), so a cancelled swipe must bring it back exactly.
@MainActor
final class MovedToolbar {
    var offset = 12.5
    let start = 12.5
    private(set) var frames: [AlongsideFrame] = []
    private(set) var interactionChanges: [Bool] = []
    private(set) var completions: [AlongsideFrame] = []
    /// Frames whose progress was not the progress of the scene the container had rendered.
    private(set) var mismatches: [String] = []

    func register(on container: NavigationContainer) -> AlongsideRegistration {
        container.transitionCoordinator.addAlongside(
            { [unowned self, unowned container] frame in
                frames.append(frame)
                offset = start + 80 * frame.progress
                if frame.outcome == nil, container.scene.transition?.progress != frame.progress {
                    mismatches.append("\(frame.progress) vs \(String(describing: container.scene.transition))")
                }
            },
            interactionChanged: { [unowned self] in interactionChanges.append($0.isInteractive) },
            completion: { [unowned self] in completions.append($0) })
    }
}

@Suite("Transition coordinator: alongside animations")
@MainActor
struct TransitionCoordinatorTests {
    func host() throws -> ScriptedHost {
        let host = ScriptedHost(root: Screen(id: "home"))
        try host.container.setStack([Screen(id: "home"), Screen(id: "list")], animated: false)
        return host
    }

    @Test("with no transition in flight, animate(alongsideTransition:) keeps nothing and returns nil")
    func nothingInFlight() throws {
        let host = try host()
        var calls = 0
        let registration = host.container.transitionCoordinator.animate(
            alongsideTransition: { _ in calls += 1 }, completion: { _ in calls += 1 })
        #expect(registration == nil)
        try host.container.push(Screen(id: "detail"))
        try host.settle()
        #expect(calls == 0)
    }

    @Test("a timed push: every frame has the scene's progress, the last is 1 and finished, the completion runs once")
    func timedPush() throws {
        let host = try host()
        let toolbar = MovedToolbar()
        _ = toolbar.register(on: host.container)
        var sceneProgress: [Double] = []
        host.onFrame = { host in
            if let transition = host.container.scene.transition {
                sceneProgress.append(transition.progress)
                #expect(host.container.transitionCoordinator.currentFrame?.progress == transition.progress)
            }
        }
        try host.container.push(Screen(id: "detail"))
        try host.settle()
        #expect(toolbar.mismatches.isEmpty)
        #expect(sceneProgress.count > 10)
        #expect(toolbar.frames.dropLast().map(\.progress) == [0] + sceneProgress.filter { $0 != 0 })
        #expect(toolbar.frames.last?.progress == 1)
        #expect(toolbar.frames.last?.outcome == .finished)
        #expect(toolbar.frames.allSatisfy { $0.direction == .forward && $0.operation == .push })
        #expect(toolbar.completions.map(\.outcome) == [.finished])
        #expect(toolbar.interactionChanges.isEmpty)
        #expect(host.container.transitionCoordinator.isTransitioning == false)
    }

    @Test("a cancelled swipe back brings the moved toolbar back exactly, told when the finger took over and let go")
    func cancelledSwipe() throws {
        let host = try host()
        let toolbar = MovedToolbar()
        _ = toolbar.register(on: host.container)
        // A slow drag to a third of the width, then lifted at rest: cancelled.
        host.play(.swipe(from: Point(x: 5, y: 400), to: Point(x: 110, y: 400), over: 0.4, stop: 0.2))
        try host.settle()
        #expect(host.container.stack.map(\.id) == ["home", "list"])
        #expect(toolbar.mismatches.isEmpty)
        #expect(toolbar.frames.contains { $0.isInteractive && $0.progress > 0.2 })
        #expect(toolbar.interactionChanges == [true, false])
        #expect(toolbar.completions.map(\.outcome) == [.cancelled])
        #expect(toolbar.frames.last?.progress == 0)
        #expect(toolbar.frames.last?.isCancelled == true)
        #expect(toolbar.offset == toolbar.start)
    }

    @Test("a finger catching a running push is a change of interaction: the catch, then the release")
    func catchIsAnInteractionChange() throws {
        let host = try host()
        try host.container.push(Screen(id: "detail"))
        var changes: [Bool] = []
        var ends: [TransitionOutcome?] = []
        let coordinator = host.container.transitionCoordinator
        #expect(coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) } != nil)
        coordinator.animate(alongsideTransition: nil, completion: { ends.append($0.outcome) })
        try host.run(for: 0.15)
        // Caught mid-push, dragged back toward trailing and flung: the push is cancelled.
        host.play(.swipe(from: Point(x: 200, y: 400), to: Point(x: 380, y: 400), over: 0.1))
        try host.settle()
        #expect(host.container.stack.map(\.id) == ["home", "list"])
        #expect(changes == [true, false])
        #expect(ends == [.cancelled])
    }

    @Test("a registration made mid-transition hears the current frame at once, then the rest")
    func joinsAtTheCurrentFrame() throws {
        let host = try host()
        try host.container.push(Screen(id: "detail"))
        try host.run(for: 0.1)
        let now = try #require(host.container.scene.transition?.progress)
        var heard: [Double] = []
        host.container.transitionCoordinator.animate(alongsideTransition: { heard.append($0.progress) })
        #expect(heard == [now])
        try host.settle()
        #expect(heard.last == 1)
        // Its registration ended with the transition: the next one is not heard.
        let count = heard.count
        try host.container.pop()
        try host.settle()
        #expect(heard.count == count)
    }

    @Test("a cancelled registration hears nothing more; an every-transition one hears each transition")
    func cancelling() throws {
        let host = try host()
        var every: [TransitionOperation] = []
        var cancelled = 0
        let registration = host.container.transitionCoordinator.addAlongside { _ in cancelled += 1 }
        host.container.transitionCoordinator.addAlongside({ _ in }, completion: { every.append($0.operation) })
        try host.container.push(Screen(id: "detail"))
        try host.run(for: 0.1)
        let heard = cancelled
        registration.cancel()
        #expect(registration.isCancelled)
        try host.settle()
        try host.container.pop()
        try host.settle()
        #expect(heard > 0)
        #expect(cancelled == heard)
        #expect(every == [.push, .pop])
    }

    @Test("an observer told of the begin can register for that transition before its first frame")
    func registersFromDidBegin() throws {
        final class Screens: NavigationObserver {
            var progress: [Double] = []
            func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {
                container.transitionCoordinator.animate(alongsideTransition: { [unowned self] in
                    progress.append($0.progress)
                })
            }
        }
        let host = try host()
        let screens = Screens()
        host.container.addObserver(screens)
        try host.container.push(Screen(id: "detail"))
        try host.settle()
        #expect(screens.progress.first == 0)
        #expect(screens.progress.last == 1)
    }

    @Test("a push started from an alongside completion is coordinated in turn")
    func reentrantPush() throws {
        let host = try host()
        var operations: [TransitionOperation] = []
        host.container.transitionCoordinator.addAlongside(
            { _ in },
            completion: { [unowned host] frame in
                operations.append(frame.operation)
                if frame.operation == .push, host.container.stack.count < 4 {
                    _ = try? host.container.push(Screen(id: "more"))
                }
            })
        try host.container.push(Screen(id: "detail"))
        try host.settle()
        #expect(host.container.stack.map(\.id) == ["home", "list", "detail", "more"])
        #expect(operations == [.push, .push])
    }

    @Test("presence(of:): the incoming screen's runs 0 → 1, the outgoing's 1 → 0, pushed, popped or cancelled")
    func presence() throws {
        let host = try host()
        try host.container.push(Screen(id: "detail"))
        try host.settle()
        var heard: [(list: Double?, detail: Double?, home: Double?, progress: Double)] = []
        _ = host.container.transitionCoordinator.addAlongside { frame in
            heard.append(
                (frame.presence(of: "list"), frame.presence(of: "detail"), frame.presence(of: "home"), frame.progress))
        }
        // A swipe back uncovers "list" and takes "detail" away, then is cancelled.
        host.play(.swipe(from: Point(x: 5, y: 400), to: Point(x: 110, y: 400), over: 0.4, stop: 0.2))
        try host.settle()
        #expect(host.container.stack.map(\.id) == ["home", "list", "detail"])
        #expect(heard.count > 5)
        #expect(heard.allSatisfy { $0.home == nil }, "a screen the transition does not move has no presence")
        #expect(heard.allSatisfy { $0.list == $0.progress && $0.detail == 1 - $0.progress })
        #expect(heard.contains { ($0.list ?? 0) > 0.2 }, "the uncovered screen came part of the way in")
        #expect(heard.last?.list == 0 && heard.last?.detail == 1, "cancelled: each screen back where it stood")
        // A timed push: "detail" goes out as "more" comes in, and each ends where it rests.
        heard.removeAll()
        try host.container.push(Screen(id: "more"))
        try host.settle()
        #expect(heard.count > 5)
        #expect(heard.allSatisfy { $0.detail == 1 - $0.progress && $0.list == nil })
        #expect(heard.last?.detail == 0)
    }
}
