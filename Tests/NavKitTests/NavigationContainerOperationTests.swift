import NavKit
import Testing

@Suite("Stack operations")
@MainActor
struct NavigationContainerOperationTests {
    @Test("an animated push starts a transition and changes the stack when it finishes")
    func animatedPush() throws {
        let h = Harness()
        let log = CompletionLog()
        let disposition = try h.container.push(Screens.list, completion: log.callback("push"))
        #expect(disposition == .started)
        #expect(h.ids == ["home"])
        #expect(h.container.transition != nil)
        #expect(h.container.scene.layers.count == 2)
        try h.run(for: 0.2)
        #expect(h.ids == ["home"])
        #expect(log.results["push"] == nil)
        try h.settle()
        #expect(h.ids == ["home", "list"])
        #expect(log.results["push"] == [.finished])
        #expect(h.container.scene.layers.map(\.screen) == ["list"])
        #expect(h.container.scene.transition == nil)
    }

    @Test("a non-animated push applies at once and still completes once")
    func immediatePush() throws {
        let h = Harness()
        let log = CompletionLog()
        #expect(try h.container.push(Screens.list, animated: false, completion: log.callback("p")) == .applied)
        #expect(h.ids == ["home", "list"])
        #expect(log.results["p"] == [.finished])
        #expect(h.container.transition == nil)
    }

    @Test("every operation reaches the expected stack", arguments: [true, false])
    func everyOperation(animated: Bool) throws {
        let h = Harness()
        for screen in [Screens.list, Screens.detail, Screens.photo, Screens.settings] {
            try h.container.push(screen, animated: animated)
            try h.settle()
        }
        #expect(h.ids == ["home", "list", "detail", "photo", "settings"])
        try h.container.pop(animated: animated)
        try h.settle()
        #expect(h.ids == ["home", "list", "detail", "photo"])
        try h.container.pop(to: "list", animated: animated)
        try h.settle()
        #expect(h.ids == ["home", "list"])
        try h.container.replaceTop(with: Screens.detail, animated: animated)
        try h.settle()
        #expect(h.ids == ["home", "detail"])
        try h.container.setStack([Screens.home, Screens.list, Screens.settings], animated: animated)
        try h.settle()
        #expect(h.ids == ["home", "list", "settings"])
        try h.container.popToRoot(animated: animated)
        try h.settle()
        #expect(h.ids == ["home"])
    }

    @Test("pop-to and pop-to-root run one backward transition")
    func popToIsOneTransition() throws {
        let h = Harness()
        try h.container.setStack([Screens.home, Screens.list, Screens.detail, Screens.settings], animated: false)
        let observer = RecordingObserver()
        h.container.addObserver(observer)
        try h.container.pop(to: "list")
        #expect(h.container.transition?.context.direction == .backward)
        #expect(h.container.transition?.context.from.id == "settings")
        #expect(h.container.transition?.context.to.id == "list")
        try h.settle()
        #expect(observer.events == ["willShow list", "began pop settings->list", "didShow list", "ended finished"])
    }

    @Test("set-stack runs backward when the new top was below, forward otherwise")
    func setStackDirection() throws {
        let h = Harness()
        try h.container.setStack([Screens.home, Screens.list, Screens.detail], animated: false)
        try h.container.setStack([Screens.home, Screens.list])
        #expect(h.container.transition?.context.direction == .backward)
        #expect(h.container.transition?.context.operation == .setStack)
        try h.settle()
        try h.container.setStack([Screens.settings, Screens.photo])
        #expect(h.container.transition?.context.direction == .forward)
        try h.settle()
        #expect(h.ids == ["settings", "photo"])
    }

    @Test("popping to the top screen or to the root of a one-screen stack is a no-op that completes")
    func noOps() throws {
        let h = Harness()
        let log = CompletionLog()
        #expect(try h.container.popToRoot(completion: log.callback("root")) == .applied)
        #expect(try h.container.pop(to: "home", completion: log.callback("to")) == .applied)
        #expect(log.results["root"] == [.finished])
        #expect(log.results["to"] == [.finished])
        #expect(h.ids == ["home"])
    }
}

@Suite("Typed errors leave the state untouched")
@MainActor
struct NavigationContainerErrorTests {
    private func snapshot(_ h: Harness) -> ([Screen], Scene, Int, Bool) {
        (h.container.stack, h.container.scene, h.container.queuedOperationCount, (h.container.transition != nil))
    }

    private func expectUnchanged(_ h: Harness, _ before: ([Screen], Scene, Int, Bool)) {
        let after = snapshot(h)
        #expect(after.0 == before.0)
        #expect(after.1 == before.1)
        #expect(after.2 == before.2)
        #expect(after.3 == before.3)
    }

    @Test("pushing a screen already in the stack")
    func duplicatePush() throws {
        let h = Harness()
        try h.container.push(Screens.list, animated: false)
        let before = snapshot(h)
        #expect(throws: NavigationError.duplicateScreen("home")) { try h.container.push(Screens.home) }
        #expect(throws: NavigationError.duplicateScreen("list")) {
            try h.container.push(Screen(id: "list", title: "Other"))
        }
        expectUnchanged(h, before)
    }

    @Test("popping the root")
    func popRoot() throws {
        let h = Harness()
        let before = snapshot(h)
        #expect(throws: NavigationError.cannotPopRoot) { try h.container.pop() }
        #expect(throws: NavigationError.cannotPopRoot) { try h.container.beginInteractivePop() }
        expectUnchanged(h, before)
    }

    @Test("popping to a screen not in the stack")
    func popToMissing() throws {
        let h = Harness()
        try h.container.push(Screens.list, animated: false)
        let before = snapshot(h)
        #expect(throws: NavigationError.screenNotInStack("detail")) { try h.container.pop(to: "detail") }
        expectUnchanged(h, before)
    }

    @Test("an empty or duplicated set-stack")
    func badSetStack() throws {
        let h = Harness()
        let before = snapshot(h)
        #expect(throws: NavigationError.emptyStack) { try h.container.setStack([]) }
        #expect(throws: NavigationError.duplicateScreen("list")) {
            try h.container.setStack([Screens.list, Screens.detail, Screens.list])
        }
        expectUnchanged(h, before)
    }

    @Test("replacing the top with a screen that is elsewhere in the stack")
    func badReplace() throws {
        let h = Harness()
        try h.container.push(Screens.list, animated: false)
        let before = snapshot(h)
        #expect(throws: NavigationError.duplicateScreen("home")) { try h.container.replaceTop(with: Screens.home) }
        expectUnchanged(h, before)
    }

    @Test("errors are checked against the stack as it will be after queued operations")
    func projectedValidation() throws {
        let h = Harness()
        try h.container.push(Screens.list)
        try h.container.push(Screens.detail)
        let before = snapshot(h)
        #expect(throws: NavigationError.duplicateScreen("detail")) { try h.container.push(Screens.detail) }
        #expect(throws: NavigationError.screenNotInStack("photo")) { try h.container.pop(to: "photo") }
        expectUnchanged(h, before)
        #expect(h.container.projectedStack.map(\.id) == ["home", "list", "detail"])
    }

    @Test("times that are not finite or go backwards are refused")
    func badTimes() throws {
        let h = Harness()
        try h.container.push(Screens.list)
        try h.run(for: 0.1)
        let before = snapshot(h)
        #expect(throws: NavigationError.self) { try h.container.tick(at: Timestamp(seconds: .nan)) }
        #expect(throws: NavigationError.self) { try h.container.tick(at: Timestamp(seconds: .infinity)) }
        #expect(throws: NavigationError.timeWentBackwards(previous: h.clock.now, received: .zero)) {
            try h.container.tick(at: .zero)
        }
        expectUnchanged(h, before)
    }

    @Test("invalid bounds are refused")
    func badBounds() throws {
        let h = Harness()
        let before = snapshot(h)
        #expect(throws: NavigationError.self) { try h.container.setBounds(Rect(x: 0, y: 0, width: .nan, height: 10)) }
        #expect(throws: NavigationError.self) { try h.container.setBounds(Rect(x: 0, y: 0, width: -1, height: 10)) }
        expectUnchanged(h, before)
    }
}
