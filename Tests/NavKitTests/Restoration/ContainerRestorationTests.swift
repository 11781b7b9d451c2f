import NavKit
import NavKitFuzz
import NavKitTesting
import Testing

/// Taking a snapshot at any moment — mid-transition, mid-swipe, with a queue, with a guard
/// deciding — and restoring it: one request like any other, through the leave guards.
@Suite("Container restoration")
@MainActor
struct ContainerRestorationTests {
    static let home = Screen(id: "home", title: "Home")
    static let list = Screen(id: "list", title: "List")
    static let detail = Screen(id: "detail", title: "Detail", preferences: ScreenPreferences(prefersBarHidden: true))
    static let photo = Screen(id: "photo", title: "Photo")
    static let settings = Screen(id: "settings", title: "Settings")

    /// A container showing `screens`, idle.
    static func harness(_ screens: [Screen] = [home, list]) throws -> Harness {
        let h = Harness(root: screens[0])
        if screens.count > 1 { try h.container.setStack(screens, animated: false) }
        return h
    }

    static func ids(_ screens: [Screen]) -> [ScreenID] { screens.map(\.id) }

    @Test("a snapshot restores into a freshly launched container, at once and unanimated")
    func restoresAtLaunch() throws {
        let before = try Self.harness([Self.home, Self.list, Self.detail])
        let saved = try before.container.snapshot().text()

        let launched = Harness(root: Screen(id: "splash"))
        let snapshot = try NavigationSnapshot<Never>(text: saved)
        #expect(try launched.container.restore(snapshot) == .applied)
        #expect(launched.container.stack == [Self.home, Self.list, Self.detail])
        #expect(launched.container.transition == nil)
        #expect(launched.container.scene.bar.isHidden)
    }

    @Test("a push in flight is saved as finished, and the restored container shows its screen")
    func pushInFlightSavedAsFinished() throws {
        let h = try Self.harness()
        try h.container.push(Self.detail)
        try h.run(for: 0.1)
        #expect(h.container.transition != nil)
        let snapshot = h.container.snapshot()
        #expect(Self.ids(snapshot.screens) == ["home", "list", "detail"])
        #expect(h.ids == ["home", "list"])  // committed only when the push finishes

        let restored = Harness(root: Self.home)
        try restored.container.restore(try NavigationSnapshot<Never>(text: try snapshot.text()))
        #expect(restored.container.stack == [Self.home, Self.list, Self.detail])
        try h.settle()
        #expect(h.container.stack == restored.container.stack)
    }

    @Test("a pop in flight is saved as finished")
    func popInFlightSavedAsFinished() throws {
        let h = try Self.harness([Self.home, Self.list, Self.detail])
        try h.container.pop()
        try h.run(for: 0.1)
        #expect(Self.ids(h.container.restorableStack) == ["home", "list"])
    }

    @Test("a swipe a finger still holds is saved as if cancelled; released, as where it is heading")
    func heldSwipeSavedAsCancelled() throws {
        let h = try Self.harness([Self.home, Self.list, Self.detail])
        try h.container.beginInteractivePop()
        try h.container.updateInteractivePop(progress: 0.8)
        #expect(Self.ids(h.container.restorableStack) == ["home", "list", "detail"])

        try h.container.finishInteractivePop(velocity: 0)
        try h.run(for: 1.0 / 60)
        #expect(h.container.transition != nil)
        #expect(Self.ids(h.container.restorableStack) == ["home", "list"])
        try h.settle()
        #expect(h.ids == ["home", "list"])

        try h.container.push(Self.detail, animated: false)
        try h.container.beginInteractivePop()
        try h.container.updateInteractivePop(progress: 0.2)
        try h.container.cancelInteractivePop(velocity: 0)
        try h.run(for: 1.0 / 60)
        #expect(h.container.transition != nil)
        #expect(Self.ids(h.container.restorableStack) == ["home", "list", "detail"])
    }

    @Test("queued requests are saved as applied, in order")
    func queueSavedAsApplied() throws {
        let h = try Self.harness()
        try h.container.push(Self.detail)
        #expect(try h.container.push(Self.settings) == .queued)
        #expect(try h.container.pop() == .queued)
        #expect(try h.container.push(Self.photo) == .queued)
        #expect(Self.ids(h.container.restorableStack) == ["home", "list", "detail", "photo"])
        try h.settle()
        #expect(Self.ids(h.container.stack) == ["home", "list", "detail", "photo"])
    }

    @Test("behind a held swipe, a queued request that could no longer apply is left out, as it will fail")
    func requestThatWillFailLeftOut() throws {
        let h = try Self.harness([Self.home, Self.list, Self.detail])
        try h.container.beginInteractivePop()
        try h.container.updateInteractivePop(progress: 0.5)
        // Planned as if the swipe finishes: detail is gone, so pushing it again is accepted.
        #expect(try h.container.push(Self.detail) == .queued)
        #expect(try h.container.push(Self.settings) == .queued)
        #expect(Self.ids(h.container.projectedStack) == ["home", "list", "detail", "settings"])
        // Held, the swipe counts as cancelled: detail stays, its second push would fail.
        #expect(Self.ids(h.container.restorableStack) == ["home", "list", "detail", "settings"])
        let observer = RecordingObserver()
        h.container.addObserver(observer)
        try h.container.cancelInteractivePop()
        try h.settle()
        #expect(h.ids == ["home", "list", "detail", "settings"])
        // Reported when the cancel throws it out of the projection, and again when its turn comes.
        #expect(
            observer.diagnostics == [
                .queuedOperationNoLongerApplies(.duplicateScreen("detail")),
                .queuedOperationFailed(.duplicateScreen("detail")),
            ])
    }

    @Test("a queued request waiting for a guard's answer is not saved, nor anything behind it")
    func awaitingGuardNotSaved() throws {
        let h = try Self.harness([Self.home, Self.list, Self.detail])
        let later = FixedLeaveGuard(.decideLater)
        h.container.setLeaveGuard(later, for: "detail")
        try h.container.push(Self.photo)
        #expect(try h.container.pop() == .queued)  // photo: unguarded
        #expect(try h.container.pop() == .awaitingGuard)  // detail: its guard decides later
        #expect(try h.container.push(Self.settings) == .queued)
        #expect(Self.ids(h.container.projectedStack) == ["home", "list", "settings"])

        let snapshot = h.container.snapshot()
        #expect(Self.ids(snapshot.screens) == ["home", "list", "detail"])

        // Left alone, the container gets exactly there and waits.
        try h.run(for: 2)
        #expect(h.ids == ["home", "list", "detail"])
        #expect(h.container.queuedOperationCount == 2)
        // Allowed, the waiting requests go on.
        let question = try #require(h.container.pendingLeaveRequests.first)
        try h.container.answer(question.id, allowing: true)
        try h.settle()
        #expect(h.ids == ["home", "list", "settings"])
    }

    @Test("a restore removes a guarded screen only with its guard's consent: denied, nothing changes")
    func restoreThroughDenyingGuard() throws {
        let h = try Self.harness([Self.home, Self.list, Self.detail])
        let deny = FixedLeaveGuard(.deny)
        h.container.setLeaveGuard(deny, for: "detail")
        let snapshot = try NavigationSnapshot<Never>(screens: [Self.home, Self.settings])
        let before = ContainerState(h.container)
        #expect(throws: RestorationError.refused(.leaveDenied("detail"))) {
            try h.container.restore(snapshot)
        }
        #expect(ContainerState(h.container) == before)
        #expect(deny.questions.map(\.reason) == [.restore])
    }

    @Test("a guard that decides later holds the restore until it answers")
    func restoreThroughAwaitingGuard() throws {
        let h = try Self.harness([Self.home, Self.list, Self.detail])
        let later = FixedLeaveGuard(.decideLater)
        h.container.setLeaveGuard(later, for: "detail")
        var result: NavigationResult?
        let disposition = try h.container.restore(
            NavigationSnapshot<Never>(screens: [Self.home, Self.settings]), completion: { result = $0 })
        #expect(disposition == .awaitingGuard)
        #expect(h.ids == ["home", "list", "detail"])
        try h.container.answer(try #require(h.container.pendingLeaveRequests.first).id, allowing: true)
        try h.settle()
        #expect(h.ids == ["home", "settings"])
        #expect(result == .finished)
    }

    @Test("overriding the guards restores anyway, and reports each override")
    func restoreOverridingGuards() throws {
        let h = try Self.harness([Self.home, Self.list, Self.detail])
        let deny = FixedLeaveGuard(.deny)
        h.container.setLeaveGuard(deny, for: "detail")
        let observer = RecordingObserver()
        h.container.addObserver(observer)
        try h.container.restore(NavigationSnapshot<Never>(screens: [Self.home]), overridingGuards: true)
        #expect(h.ids == ["home"])
        #expect(deny.questions.isEmpty)
        #expect(observer.diagnostics == [.guardOverridden("detail", .restore)])
    }

    @Test("a restore asked during a transition waits its turn, then replaces the stack")
    func restoreDuringTransitionQueues() throws {
        let h = try Self.harness()
        try h.container.push(Self.detail)
        let snapshot = try NavigationSnapshot<Never>(screens: [Self.home, Self.settings])
        #expect(try h.container.restore(snapshot) == .queued)
        #expect(Self.ids(h.container.restorableStack) == ["home", "settings"])
        try h.settle()
        #expect(h.ids == ["home", "settings"])
    }

    @Test("payloads come back with the restored stack")
    func payloadsRestored() throws {
        let h = try Self.harness([Self.home, Self.list])
        let drafts: [ScreenID: Draft] = ["list": Draft(text: "unsent", cursor: 6, tags: ["a"], ratio: 0.5)]
        let saved = try h.container.snapshot { drafts[$0.id] }.text()
        let snapshot = try NavigationSnapshot<Draft>(text: saved)
        let launched = Harness(root: Self.home)
        try launched.container.restore(snapshot)
        #expect(snapshot.payloads == drafts)
    }
}
