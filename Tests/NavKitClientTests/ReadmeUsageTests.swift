// The README's "Usage" section, compiled and run as a client writes it (Swift 6 mode, no
// upcoming features). Keep the two in step: a change here is a change to the README.
import NavKit
import Testing

/// A compose screen that may not be left with a draft, answered later as a confirm dialog would.
@MainActor
final class ReadmeComposeGuard: LeaveGuard {
    var hasDraft = true
    private(set) var pending: LeaveRequest?

    func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest) -> LeaveDecision {
        guard hasDraft else { return .allow }
        pending = request
        return .decideLater
    }
}

@Suite("The README's usage example")
@MainActor
struct ReadmeUsageTests {
    @Test("push, settle, swipe back halfway and cancel: the stack comes back exactly")
    func usageSnippet() throws {
        let clock = ManualClock()
        let container = NavigationContainer(
            root: Screen(id: "home", title: "Home"),
            bounds: Rect(x: 0, y: 0, width: 390, height: 844),
            clock: clock)

        try container.push(
            Screen(
                id: "photo", title: "Photo",
                preferences: ScreenPreferences(prefersBarHidden: true)))
        clock.advance(by: 1.0 / 60)
        let firstFrame = try container.tick()
        #expect(firstFrame.layers.count == 2)
        clock.advance(by: 1)
        let settled = try container.tick()
        #expect(container.transition == nil)

        try container.beginInteractivePop()
        try container.updateInteractivePop(progress: 0.4)
        try container.cancelInteractivePop(velocity: -0.3)
        clock.advance(by: 1)
        let restored = try container.tick()
        #expect(container.stack.map(\.id) == ["home", "photo"])
        #expect(restored == settled)
        #expect(restored.bar.isHidden)
    }

    @Test("a guarded screen asks before it leaves, and its answer decides")
    func guardSnippet() throws {
        let clock = ManualClock()
        let container = NavigationContainer(
            root: Screen(id: "inbox"), bounds: Rect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let compose = ReadmeComposeGuard()
        try container.push(Screen(id: "compose"), animated: false)
        container.setLeaveGuard(compose, for: "compose")

        try container.goBack(from: .backButton)
        #expect(container.stack.map(\.id) == ["inbox", "compose"])
        let request = try #require(compose.pending)
        try container.answer(request.id, allowing: true)
        clock.advance(by: 1)
        _ = try container.tick()
        #expect(container.stack.map(\.id) == ["inbox"])
    }
}
