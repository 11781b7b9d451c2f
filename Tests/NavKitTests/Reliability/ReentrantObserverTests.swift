import NavKit
import NavKitTesting
import Testing

@Suite("Reliability: observers that re-enter or go away")
@MainActor
struct ReentrantObserverTests {
    @Test("an observer that pushes in willShow and pops in didShow: every request runs, in order, exactly once")
    func pushAndPopInsideCallbacks() throws {
        let h = Harness()
        let observer = NavigationEventRecorder()
        var results: [String: [NavigationResult]] = [:]
        var reentered = Set<String>()
        observer.onEvent = { container, event in
            switch event {
            case .willShow("list", animated: true) where reentered.insert("push").inserted:
                _ = try? container.push(Screens.detail) { results["detail", default: []].append($0) }
            case .didShow("detail", animated: true) where reentered.insert("pop").inserted:
                _ = try? container.pop { results["pop", default: []].append($0) }
            default:
                break
            }
        }
        h.container.addObserver(observer)
        try h.container.push(Screens.list) { results["list", default: []].append($0) }
        try h.settle()
        #expect(results == ["list": [.finished], "detail": [.finished], "pop": [.finished]])
        #expect(h.ids == ["home", "list"])
        let counts = observer.beganAndEnded
        #expect(counts.began == 3 && counts.ended == 3)
        #expect(h.container.scene.transition == nil)
    }

    @Test("re-entering from an instant (non-animated) change is queued behind it and applies after it")
    func reenterDuringInstantChange() throws {
        let h = Harness()
        let observer = NavigationEventRecorder()
        var pushed = false
        observer.onEvent = { container, event in
            if case .willShow("list", animated: false) = event, !pushed {
                pushed = true
                _ = try? container.push(Screens.detail, animated: false)
            }
        }
        h.container.addObserver(observer)
        try h.container.push(Screens.list, animated: false)
        try h.settle()
        #expect(h.ids == ["home", "list", "detail"])
        #expect(observer.events.filter { if case .didShow = $0 { true } else { false } }.count == 2)
    }

    @Test(
        "an observer that begins a swipe from didEnd, and one that reacts to a diagnostic, keep the container consistent"
    )
    func reenterFromDidEndAndDiagnostics() throws {
        let h = Harness()
        try h.container.push(Screens.list, animated: false)
        let observer = NavigationEventRecorder()
        var swipeResult: NavigationResult?
        observer.onEvent = { container, event in
            switch event {
            case .ended(.push, _, to: "detail", .finished):
                try? container.beginInteractivePop { swipeResult = $0 }
            case .diagnostic(.touchRefused):
                _ = try? container.cancelInteractivePop()
            default:
                break
            }
        }
        h.container.addObserver(observer)
        try h.container.push(Screens.detail)
        for _ in 0..<120 where h.container.transition?.isInteractive != true { try h.run(for: 1.0 / 60) }
        // The swipe began from didEnd; a refused touch makes the observer cancel it.
        #expect(h.container.transition?.isInteractive == true)
        #expect(throws: TouchError.self) {
            try h.container.handle(Touch(id: 4, phase: .ended, location: .zero, timestamp: Timestamp(seconds: 5)))
        }
        try h.settle()
        #expect(swipeResult == .cancelled)
        #expect(h.ids == ["home", "list", "detail"])
    }

    @Test("an observer released in the middle of a transition stops receiving events and crashes nothing")
    func observerReleasedMidTransition() throws {
        let h = Harness()
        var observer: NavigationEventRecorder? = NavigationEventRecorder()
        weak let weakObserver = observer
        h.container.addObserver(observer!)
        try h.container.push(Screens.list)
        try h.run(for: 0.1)
        #expect(observer?.events.count == 2)
        observer = nil
        #expect(weakObserver == nil)
        try h.settle()
        #expect(h.container.observerCount == 0)
        #expect(h.ids == ["home", "list"])
    }

    @Test("an observer that removes itself and drops its last reference from its own callback")
    func observerReleasesItselfDuringDispatch() throws {
        let h = Harness()
        final class Holder {
            var observer: NavigationEventRecorder?
            var calls = 0
        }
        let holder = Holder()
        let second = NavigationEventRecorder()
        weak var weakObserver: NavigationEventRecorder?
        do {
            let observer = NavigationEventRecorder()
            observer.onEvent = { container, _ in
                holder.calls += 1
                if let me = holder.observer { container.removeObserver(me) }
                holder.observer = nil  // the last strong reference goes while its callback runs
            }
            holder.observer = observer
            weakObserver = observer
            h.container.addObserver(observer)
        }
        h.container.addObserver(second)
        try h.container.push(Screens.list)
        #expect(weakObserver == nil)
        try h.settle()
        #expect(holder.calls == 1)
        #expect(second.events.count == 4, "the others still hear everything: \(second.events)")
        #expect(h.ids == ["home", "list"])
    }

    @Test(
        "per-screen gesture state of a screen that leaves while its operation waits in the queue is forgotten and never crashes"
    )
    func screenLeavesWhileQueued() throws {
        let h = Harness()
        var interceptor: ConsumingInterceptor? = ConsumingInterceptor()
        weak let weakInterceptor = interceptor
        try h.container.push(Screens.list)  // animating
        try h.container.push(Screens.detail)  // queued
        h.container.setBackInterceptor(interceptor, for: "detail")
        h.container.setScrollRegions(
            [ScrollRegion(id: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 800), kind: .pager(currentPage: 1))],
            for: "detail")
        try h.container.pop()  // queued: removes "detail" again
        interceptor = nil  // released while "detail" is still named by the queue
        #expect(weakInterceptor == nil)
        try h.settle()
        #expect(h.ids == ["home", "list"])
        #expect(h.container.gestures.scrollRegions(for: "detail").isEmpty)
        // The swipe on "list" is not blocked by anything "detail" left behind.
        let swipe = GestureScript.swipe(
            from: Point(x: 100, y: 400), to: Point(x: 380, y: 400), startingAt: h.clock.now + 0.1)
        h.host.play(swipe)
        #expect(h.container.gestures.lastDecision == .began(.fullscreen))
    }

    @Test(
        "the container released mid-transition: its completions do not crash or keep it alive; a copy of its gesture machine is a value that goes on alone"
    )
    func containerReleasedMidTransition() throws {
        let clock = ManualClock()
        var container: NavigationContainer? = NavigationContainer(root: Screens.home, clock: clock)
        weak let weakContainer = container
        var gestures = container!.gestures
        var completed: [NavigationResult] = []
        try container!.push(Screens.list) { completed.append($0) }
        clock.advance(by: 0.1)
        try container!.tick()
        container = nil
        #expect(weakContainer == nil)
        let environment = GestureEnvironment(bounds: Rect(x: 0, y: 0, width: 390, height: 844), stackDepth: 2)
        let routing = try gestures.handle(
            Touch(id: 1, phase: .began, location: Point(x: 5, y: 400), timestamp: Timestamp(seconds: 1)),
            in: environment, topScreen: "list")
        #expect(routing.deliversToContent)
        #expect(throws: TouchError.self) {
            try gestures.handle(
                Touch(id: 1, phase: .moved, location: Point(x: .nan, y: 0), timestamp: Timestamp(seconds: 2)),
                in: environment, topScreen: "list")
        }
        #expect(completed.isEmpty, "an unfinished transition of a released container never reports")
    }
}
