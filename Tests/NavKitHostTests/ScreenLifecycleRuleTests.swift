import NavKitCore
import NavKitHost
import Testing

/// A lifecycle whose host is on screen and whose stack has been applied, its callbacks so far
/// discarded.
private func lifecycle(_ stack: [ScreenID], host: ScreenAppearance = .appeared) throws -> ScreenLifecycle {
    var lifecycle = ScreenLifecycle()
    _ = try lifecycle.handle(.stackChanged(stack, animated: false))
    if host.isOnScreen { _ = try lifecycle.handle(.hostWillAppear(animated: false)) }
    if host == .appeared { _ = try lifecycle.handle(.hostDidAppear(animated: false)) }
    return lifecycle
}

private func transition(
    _ from: ScreenID, _ to: ScreenID, after: [ScreenID], animated: Bool = true, interactive: Bool = false
) -> ScreenLifecycleEvent {
    .transitionBegan(
        LifecycleTransition(from: from, to: to, stackAfter: after, isAnimated: animated, isInteractive: interactive))
}

@Suite("Screen lifecycle rules (UIKit's order)")
struct ScreenLifecycleRuleTests {
    @Test("push: the new screen enters, the top hears willDisappear before the new one hears willAppear")
    func pushBegins() throws {
        var lifecycle = try lifecycle(["a"])
        let effects = try lifecycle.handle(transition("a", "b", after: ["a", "b"]))
        #expect(
            effects == [.willEnterStack("b"), .willDisappear("a", animated: true), .willAppear("b", animated: true)])
    }

    @Test("push finishing: didDisappear, then didAppear, then the new screen's didEnterStack")
    func pushFinishes() throws {
        var lifecycle = try lifecycle(["a"])
        _ = try lifecycle.handle(transition("a", "b", after: ["a", "b"]))
        let effects = try lifecycle.handle(.transitionEnded(.finished))
        #expect(effects == [.didDisappear("a", animated: true), .didAppear("b", animated: true), .didEnterStack("b")])
        #expect(lifecycle.stack == ["a", "b"])
        #expect(lifecycle.appearance(of: "b") == .appeared)
        #expect(lifecycle.appearance(of: "a") == .disappeared)
    }

    @Test("pop: the popped screen hears willLeaveStack first and didLeaveStack last")
    func pop() throws {
        var lifecycle = try lifecycle(["a", "b"])
        let began = try lifecycle.handle(transition("b", "a", after: ["a"]))
        #expect(began == [.willLeaveStack("b"), .willDisappear("b", animated: true), .willAppear("a", animated: true)])
        let ended = try lifecycle.handle(.transitionEnded(.finished))
        #expect(ended == [.didDisappear("b", animated: true), .didAppear("a", animated: true), .didLeaveStack("b")])
        #expect(lifecycle.membership(of: "b") == nil)
    }

    @Test(
        "cancelled swipe: the screen underneath gets willAppear then willDisappear/didDisappear; the top willDisappear then willAppear/didAppear"
    )
    func cancelledSwipe() throws {
        var lifecycle = try lifecycle(["a", "b"])
        let began = try lifecycle.handle(transition("b", "a", after: ["a"], interactive: true))
        #expect(began == [.willLeaveStack("b"), .willDisappear("b", animated: true), .willAppear("a", animated: true)])
        let ended = try lifecycle.handle(.transitionEnded(.cancelled))
        #expect(
            ended == [
                .willDisappear("a", animated: true), .didDisappear("a", animated: true),
                .willAppear("b", animated: true), .didAppear("b", animated: true), .didEnterStack("b"),
            ])
        #expect(lifecycle.stack == ["a", "b"])
        #expect(lifecycle.membership(of: "b") == .member)
        #expect(lifecycle.appearance(of: "b") == .appeared)
    }

    @Test("caught transition: no callbacks at the catch; a cancel of the caught push removes the pushed screen again")
    func caughtThenCancelled() throws {
        var lifecycle = try lifecycle(["a"])
        _ = try lifecycle.handle(transition("a", "b", after: ["a", "b"]))
        #expect(try lifecycle.handle(.transitionCaught).isEmpty)
        #expect(lifecycle.transition?.isInteractive == true)
        let ended = try lifecycle.handle(.transitionEnded(.cancelled))
        #expect(
            ended == [
                .willDisappear("b", animated: true), .didDisappear("b", animated: true),
                .willAppear("a", animated: true), .didAppear("a", animated: true),
                .willLeaveStack("b"), .didLeaveStack("b"),
            ])
        #expect(lifecycle.stack == ["a"])
        #expect(lifecycle.membership(of: "b") == nil)
    }

    @Test("caught transition that finishes ends as an uncaught one would")
    func caughtThenFinished() throws {
        var lifecycle = try lifecycle(["a", "b"])
        _ = try lifecycle.handle(transition("b", "a", after: ["a"]))
        _ = try lifecycle.handle(.transitionCaught)
        let ended = try lifecycle.handle(.transitionEnded(.finished))
        #expect(ended == [.didDisappear("b", animated: true), .didAppear("a", animated: true), .didLeaveStack("b")])
    }

    @Test("never two willAppears in a row: an appearing screen that must go hears willDisappear")
    func appearingScreenThatMustGo() throws {
        var lifecycle = try lifecycle(["a"], host: .appearing)
        #expect(lifecycle.appearance(of: "a") == .appearing)
        let changed = try lifecycle.handle(.stackChanged(["a", "b"], animated: false))
        #expect(
            changed == [
                .willEnterStack("b"), .willDisappear("a", animated: false), .willAppear("b", animated: false),
                .didDisappear("a", animated: false), .didEnterStack("b"),
            ])
        // The host has not appeared yet, so b waits for it.
        #expect(try lifecycle.handle(.hostDidAppear(animated: false)) == [.didAppear("b", animated: false)])
    }

    @Test("pop to root: only the top and the root appear or disappear; the screens between only leave")
    func popToRoot() throws {
        var lifecycle = try lifecycle(["a", "b", "c", "d"])
        let began = try lifecycle.handle(transition("d", "a", after: ["a"]))
        #expect(
            began == [
                .willLeaveStack("d"), .willLeaveStack("c"), .willLeaveStack("b"),
                .willDisappear("d", animated: true), .willAppear("a", animated: true),
            ])
        let ended = try lifecycle.handle(.transitionEnded(.finished))
        #expect(
            ended == [
                .didDisappear("d", animated: true), .didAppear("a", animated: true),
                .didLeaveStack("d"), .didLeaveStack("c"), .didLeaveStack("b"),
            ])
    }

    @Test("set-stack keeping the top: screens below leave, new ones enter, nobody appears or disappears")
    func setStackKeepingTop() throws {
        var lifecycle = try lifecycle(["a", "b", "c"])
        let effects = try lifecycle.handle(.stackChanged(["x", "c"], animated: false))
        #expect(
            effects == [
                .willEnterStack("x"), .willLeaveStack("b"), .willLeaveStack("a"),
                .didEnterStack("x"), .didLeaveStack("b"), .didLeaveStack("a"),
            ])
    }

    @Test("immediate change of the top: willDisappear, willAppear, didDisappear, didAppear, not animated")
    func immediateChange() throws {
        var lifecycle = try lifecycle(["a", "b"])
        let effects = try lifecycle.handle(.stackChanged(["a"], animated: false))
        #expect(
            effects == [
                .willLeaveStack("b"), .willDisappear("b", animated: false), .willAppear("a", animated: false),
                .didDisappear("b", animated: false), .didAppear("a", animated: false), .didLeaveStack("b"),
            ])
    }

    @Test("a cancelled set-stack keeps the screens it would have removed and removes those it added")
    func cancelledSetStack() throws {
        var lifecycle = try lifecycle(["a", "b"])
        _ = try lifecycle.handle(transition("b", "y", after: ["x", "y"]))
        let ended = try lifecycle.handle(.transitionEnded(.cancelled))
        #expect(
            ended == [
                .willDisappear("y", animated: true), .didDisappear("y", animated: true),
                .willAppear("b", animated: true), .didAppear("b", animated: true),
                .willLeaveStack("y"), .didLeaveStack("y"), .willLeaveStack("x"), .didLeaveStack("x"),
                .didEnterStack("a"), .didEnterStack("b"),
            ])
        #expect(lifecycle.stack == ["a", "b"])
    }

    @Test("off screen, stack changes make containment callbacks only; the top appears with the host")
    func offScreen() throws {
        var lifecycle = try lifecycle(["a"], host: .disappeared)
        #expect(
            try lifecycle.handle(.stackChanged(["a", "b"], animated: false)) == [
                .willEnterStack("b"), .didEnterStack("b"),
            ])
        _ = try lifecycle.handle(transition("b", "a", after: ["a"]))
        #expect(try lifecycle.handle(.transitionEnded(.finished)) == [.didLeaveStack("b")])
        #expect(try lifecycle.handle(.hostWillAppear(animated: true)) == [.willAppear("a", animated: true)])
        #expect(try lifecycle.handle(.hostDidAppear(animated: true)) == [.didAppear("a", animated: true)])
    }

    @Test(
        "the host disappearing mid-transition reaches both screens; the transition's end then completes the leaving one"
    )
    func hostDisappearsMidTransition() throws {
        var lifecycle = try lifecycle(["a"])
        _ = try lifecycle.handle(transition("a", "b", after: ["a", "b"]))
        #expect(try lifecycle.handle(.hostWillDisappear(animated: true)) == [.willDisappear("b", animated: true)])
        #expect(
            try lifecycle.handle(.transitionEnded(.finished)) == [
                .didDisappear("a", animated: true), .didEnterStack("b"),
            ])
        #expect(try lifecycle.handle(.hostDidDisappear(animated: true)) == [.didDisappear("b", animated: true)])
        #expect(try lifecycle.handle(.hostWillAppear(animated: false)) == [.willAppear("b", animated: false)])
    }

    @Test("the first stack enters and appears once the host appears")
    func firstStack() throws {
        var lifecycle = ScreenLifecycle()
        #expect(
            try lifecycle.handle(.stackChanged(["a", "b"], animated: false)) == [
                .willEnterStack("a"), .willEnterStack("b"), .didEnterStack("a"), .didEnterStack("b"),
            ])
        #expect(try lifecycle.handle(.hostWillAppear(animated: false)) == [.willAppear("b", animated: false)])
    }

    static let badEvents: [(String, ScreenLifecycleEvent, ScreenLifecycleError)] = [
        ("end without a transition", .transitionEnded(.finished), .noTransition),
        ("catch without a transition", .transitionCaught, .noTransition),
        ("begin from a screen not on top", transition("a", "c", after: ["a", "b", "c"]), .notOnTop("a")),
        ("a stack naming a screen twice", .stackChanged(["a", "a"], animated: false), .duplicateScreen("a")),
        ("an empty stack", .stackChanged([], animated: false), .emptyStack),
        (
            "a transition whose stack does not end with its target",
            transition("b", "c", after: ["c", "a"]),
            .inconsistentTransition(LifecycleTransition(from: "b", to: "c", stackAfter: ["c", "a"]))
        ),
    ]

    @Test("an event that does not fit gets a typed error and changes nothing", arguments: badEvents)
    func badEvent(name: String, event: ScreenLifecycleEvent, error: ScreenLifecycleError) throws {
        var lifecycle = try lifecycle(["a", "b"])
        let before = lifecycle
        #expect(throws: error, "\(name)") { _ = try lifecycle.handle(event) }
        #expect(lifecycle == before)
    }

    @Test("a transition that begins during another is refused and changes nothing")
    func beginDuringTransition() throws {
        var lifecycle = try lifecycle(["a"])
        _ = try lifecycle.handle(transition("a", "b", after: ["a", "b"]))
        let before = lifecycle
        #expect(throws: ScreenLifecycleError.transitionInProgress) {
            _ = try lifecycle.handle(transition("a", "c", after: ["a", "c"]))
        }
        #expect(throws: ScreenLifecycleError.transitionInProgress) {
            _ = try lifecycle.handle(.stackChanged(["a"], animated: false))
        }
        #expect(lifecycle == before)
    }
}
