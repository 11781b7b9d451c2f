import NavKit
import NavKitFuzz
import NavKitTesting
import Testing

/// An animator that is a class, so its lifetime can be watched.
final class ClassAnimator: AnimatedTransitioning, @unchecked Sendable {
    private let base = SlideParallaxAnimator()
    func duration(for context: TransitionContext) -> Double { base.duration(for: context) }
    func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        base.layers(at: progress, in: context)
    }
}

/// Hands out interactions holding a fresh token each, and remembers the tokens weakly.
final class TokenFactory: @unchecked Sendable {
    private(set) var tokens: [Weak] = []
    struct Weak { weak var value: Token? }

    func make() -> any InteractiveTransitioning {
        let token = Token()
        tokens.append(Weak(value: token))
        return UnreliableInteraction(.none, holding: token)
    }

    var alive: Int { tokens.filter { $0.value != nil }.count }
}

@Suite("Reliability: nothing of ours outlives its use")
@MainActor
struct LeakTests {
    @Test(
        "a container with observers, interceptors, scroll regions and a class animator frees all of them, and nothing frees them early"
    )
    func containerAndPlugInsAreFreed() throws {
        weak var weakContainer: NavigationContainer?
        weak var weakAnimator: ClassAnimator?
        let observer = NavigationEventRecorder()
        let interceptor = ConsumingInterceptor()
        do {
            let animator = ClassAnimator()
            weakAnimator = animator
            var registry = AnimatorRegistry.standard
            registry.register(animator, as: "class")
            let h = Harness(registry: registry)
            weakContainer = h.container
            h.container.addObserver(observer)
            h.container.setBackInterceptor(interceptor, for: "list")
            h.container.setScrollRegions([ScrollRegion(id: "s", frame: .zero, kind: .slider)], for: "list")
            try h.container.push(Screens.list, animator: "class")
            try h.settle()
            #expect(observer.events.count == 4)
        }
        #expect(weakContainer == nil)
        #expect(weakAnimator == nil)
        withExtendedLifetime(interceptor) {}
    }

    @Test("the container does not keep observers or interceptors alive")
    func weakObserversAndInterceptors() throws {
        let h = Harness()
        weak var weakObserver: NavigationEventRecorder?
        weak var weakInterceptor: ConsumingInterceptor?
        do {
            let observer = NavigationEventRecorder()
            let interceptor = ConsumingInterceptor()
            weakObserver = observer
            weakInterceptor = interceptor
            h.container.addObserver(observer)
            h.container.setBackInterceptor(interceptor, for: "home")
        }
        #expect(weakObserver == nil)
        #expect(weakInterceptor == nil)
        #expect(h.container.observerCount == 0)
        try h.container.push(Screens.list)
        try h.settle()
        #expect(h.ids == ["home", "list"])
    }

    @Test(
        "completion handlers and interaction plug-ins are released when their transition ends, finished or cancelled",
        arguments: [true, false])
    func transitionStateIsReleased(finish: Bool) throws {
        let factory = TokenFactory()
        let h = Harness(configuration: NavigationConfiguration(makeInteraction: { factory.make() }))
        try h.container.push(Screens.list, animated: false)
        weak var weakCapture: Token?
        do {
            let capture = Token()
            weakCapture = capture
            try h.container.beginInteractivePop { _ in _ = capture }
        }
        try h.container.updateInteractivePop(progress: 0.5)
        #expect(weakCapture != nil)
        #expect(factory.alive == 1)
        if finish { try h.container.finishInteractivePop() } else { try h.container.cancelInteractivePop() }
        try h.settle()
        #expect(weakCapture == nil, "the completion closure was released")
        #expect(factory.alive == 0, "the interaction plug-in was released")
        #expect(h.ids == (finish ? ["home"] : ["home", "list"]))
    }

    @Test(
        "after swipes driven by touches (finished, cancelled, refused) the container, its driver and its plug-ins are freed"
    )
    func touchSwipesLeaveNothing() throws {
        let factory = TokenFactory()
        weak var weakContainer: NavigationContainer?
        do {
            let h = Harness(configuration: NavigationConfiguration(makeInteraction: { factory.make() }))
            weakContainer = h.container
            try h.container.setStack([Screens.home, Screens.list, Screens.detail], animated: false)
            let observer = NavigationEventRecorder()
            h.container.addObserver(observer)
            func play(_ script: GestureScript) throws {
                h.host.play(script)
                try h.host.settle()
            }
            let (left, right) = (Point(x: 5, y: 400), Point(x: 300, y: 400))
            try play(.swipe(from: left, to: Point(x: 350, y: 400), startingAt: h.clock.now + 1))  // finishes
            try play(.swipe(from: left, to: Point(x: 40, y: 400), stop: 0.2, startingAt: h.clock.now + 1))  // cancels
            try play(.swipe(from: right, to: Point(x: 10, y: 400), startingAt: h.clock.now + 1))  // refused
            #expect(h.ids == ["home", "list"])
            #expect(observer.beganAndEnded == (began: 2, ended: 2))
            #expect(factory.alive == 0)
        }
        #expect(weakContainer == nil)
        #expect(factory.tokens.count == 2)
    }
}
