import NavKit
import NavKitTesting
import Testing

/// An outer stack whose "tabs" screen shows an inner stack below a 44 pt bar.
@MainActor
struct NestedHarness {
    let host: ScriptedHost
    let inner: NavigationContainer
    /// Containers nested deeper, ticked with the others.
    var deeper: [NavigationContainer] = []
    var outer: NavigationContainer { host.container }
    static let innerFrame = Rect(x: 0, y: 44, width: 390, height: 800)

    init(inner innerScreens: [Screen], outerDirection: LayoutDirection = .leftToRight) throws {
        host = ScriptedHost(root: Screen(id: "home"), layoutDirection: outerDirection)
        try host.container.push(Screen(id: "tabs"), animated: false)
        inner = NavigationContainer(
            root: innerScreens[0], bounds: Rect(x: 0, y: 0, width: 390, height: 800), layoutDirection: outerDirection,
            clock: host.clock)
        if innerScreens.count > 1 { try inner.setStack(innerScreens, animated: false) }
        host.container.embed(inner, in: "tabs", frame: Self.innerFrame)
    }

    /// A swipe toward trailing across the middle of the inner container, then frames until both
    /// containers are idle.
    func swipe(fromX: Double = 100, toX: Double = 330, y: Double = 400) throws {
        let direction = outer.layoutDirection
        let start = direction == .leftToRight ? fromX : 390 - fromX
        let end = direction == .leftToRight ? toX : 390 - toX
        host.play(.swipe(from: Point(x: start, y: y), to: Point(x: end, y: y), over: 0.25, startingAt: host.now + 0.05))
        try settle()
    }

    func settle() throws {
        let others = [inner] + deeper
        var budget = FrameBudget()
        while ([outer] + others).contains(where: { $0.transition != nil || $0.queuedOperationCount > 0 }) {
            try budget.spend()
            try host.frame()
            for container in others { try container.tick(at: host.now) }
        }
    }

    var outerIDs: [ScreenID] { outer.stack.map(\.id) }
    var innerIDs: [ScreenID] { inner.stack.map(\.id) }
}

@Suite("Nested containers (invariant 10)")
@MainActor
struct NestedContainerTests {
    @Test("a swipe in a nested container that can go back pops the inner stack, not the outer one")
    func innerTakesTheSwipe() throws {
        let h = try NestedHarness(inner: [Screen(id: "feed"), Screen(id: "post")])
        try h.swipe()
        #expect(h.innerIDs == ["feed"])
        #expect(h.outerIDs == ["home", "tabs"])
        #expect(h.inner.gestures.lastDecision == .began(.fullscreen))
        #expect(h.outer.gestures.lastDecision == .refused(.nestedContainer))
    }

    @Test("on the inner container's root the swipe goes to the outer one")
    func outerTakesItWhenTheInnerCannot() throws {
        let h = try NestedHarness(inner: [Screen(id: "feed")])
        try h.swipe()
        #expect(h.outerIDs == ["home"])
        #expect(h.innerIDs == ["feed"])
        #expect(h.inner.gestures.lastDecision == .refused(.rootScreen))
        #expect(h.outer.gestures.lastDecision == .began(.fullscreen))
    }

    @Test("an inner root screen that does not defer keeps the back gesture from the outer container")
    func rootThatDoesNotDefer() throws {
        let h = try NestedHarness(
            inner: [Screen(id: "feed", preferences: ScreenPreferences(defersBackToEnclosingContainer: false))])
        try h.swipe()
        #expect(h.outerIDs == ["home", "tabs"])
        #expect(h.outer.gestures.lastDecision == .refused(.nestedContainer))
        #expect(h.outer.canGoBack == false)
    }

    @Test("a swipe outside the nested container's frame is the outer container's")
    func outsideTheFrame() throws {
        let h = try NestedHarness(inner: [Screen(id: "feed"), Screen(id: "post")])
        try h.swipe(y: 20)
        #expect(h.outerIDs == ["home"])
        #expect(h.innerIDs == ["feed", "post"])
    }

    @Test("right-to-left nests the same way")
    func rightToLeft() throws {
        let h = try NestedHarness(inner: [Screen(id: "feed"), Screen(id: "post")], outerDirection: .rightToLeft)
        try h.swipe()
        #expect(h.innerIDs == ["feed"])
        #expect(h.outerIDs == ["home", "tabs"])
        try h.swipe()
        #expect(h.outerIDs == ["home"])
    }

    @Test("programmatic back and go-back go to the innermost container that can go back")
    func programmaticAndGoBack() throws {
        let h = try NestedHarness(inner: [Screen(id: "feed"), Screen(id: "post"), Screen(id: "comment")])
        #expect(h.outer.canGoBack)
        try h.outer.handle(.started(at: h.host.now))
        try h.outer.handle(.committed(velocity: 2, at: h.host.now))
        try h.settle()
        #expect(h.innerIDs == ["feed", "post"])
        try h.outer.goBack(from: .keyboard, animated: false)
        #expect(h.innerIDs == ["feed"])
        #expect(h.outerIDs == ["home", "tabs"])
        try h.outer.goBack(from: .keyboard, animated: false)
        #expect(h.outerIDs == ["home"])
    }

    @Test("the outer bar's back button goes back in the outer container even while the inner one can go back")
    func backButtonBelongsToItsBar() throws {
        let h = try NestedHarness(inner: [Screen(id: "feed"), Screen(id: "post")])
        try h.outer.goBack(from: .backButton, animated: false)
        #expect(h.outerIDs == ["home"])
        #expect(h.innerIDs == ["feed", "post"])
    }

    @Test("three levels: the innermost that can go back takes it, level by level")
    func threeLevels() throws {
        var h = try NestedHarness(inner: [Screen(id: "feed"), Screen(id: "thread")])
        let innermost = NavigationContainer(
            root: Screen(id: "a"), bounds: Rect(x: 0, y: 0, width: 390, height: 700), clock: h.host.clock)
        try innermost.push(Screen(id: "b"), animated: false)
        h.inner.embed(innermost, in: "thread", frame: Rect(x: 0, y: 50, width: 390, height: 700))
        h.deeper = [innermost]
        try h.swipe()
        #expect(innermost.stack.map(\.id) == ["a"])
        #expect(h.innerIDs == ["feed", "thread"])
        try h.swipe()
        #expect(h.innerIDs == ["feed"])
        try h.swipe()
        #expect(h.outerIDs == ["home"])
    }

    @Test("a container cannot be nested in itself or in one it encloses")
    func noCycles() throws {
        let h = try NestedHarness(inner: [Screen(id: "feed")])
        #expect(h.outer.embed(h.outer, in: "tabs", frame: .zero) == false)
        #expect(h.inner.embed(h.outer, in: "feed", frame: .zero) == false)
    }

    @Test("the nested container is held weakly and forgotten with its screen")
    func weakAndForgotten() throws {
        let h = try NestedHarness(inner: [Screen(id: "feed")])
        #expect(h.outer.nestedContainer(in: "tabs") === h.inner)
        try h.outer.pop(animated: false)
        #expect(h.outer.nestedContainer(in: "tabs") == nil)
        var transient: NavigationContainer? = NavigationContainer(root: Screen(id: "x"), clock: h.host.clock)
        weak let weakTransient = transient
        try h.outer.push(Screen(id: "more"), animated: false)
        h.outer.embed(transient!, in: "more", frame: NestedHarness.innerFrame)
        transient = nil
        #expect(weakTransient == nil)
        try h.swipe()
        #expect(h.outerIDs == ["home"])
    }
}
