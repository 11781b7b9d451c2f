import NavKit
import NavKitHost
import NavKitTesting
import Testing

@Suite("Tab reselection: a re-tapped tab pops its stack to the root, guards asked first")
@MainActor
struct TabReselectionTests {
    let clock = ManualClock()
    let container: NavigationContainer
    let driver: NavigationHostDriver

    init() throws {
        container = NavigationContainer(root: Screen(id: "home"), clock: clock)
        driver = NavigationHostDriver(container: container, frameLinger: 0)
        driver.connect(RecordingRenderer())
        try container.setStack(
            [Screen(id: "home"), Screen(id: "list"), Screen(id: "detail")], animated: false)
    }

    func settle() throws {
        for _ in 0..<120 where container.transition != nil || container.queuedOperationCount > 0 {
            clock.advance(by: 1.0 / 60)
            try driver.frame(at: clock.now)
        }
    }

    @Test("re-tapping pops to the root, animated")
    func popsToRoot() throws {
        #expect(driver.reselectTab() == .poppingToRoot(.started))
        #expect(container.transition?.context.operation == .pop)
        try settle()
        #expect(container.stack.map(\.id) == ["home"])
        #expect(driver.reselectTab() == .atRoot, "at the root a re-tap changes nothing")
    }

    @Test("a guarded screen is asked first (as a tab re-tap); denying, it keeps the stack")
    func denyingGuardKeepsTheStack() throws {
        let form = FixedLeaveGuard(.deny)
        container.setLeaveGuard(form, for: "detail")
        let result = driver.reselectTab()
        #expect(result == .refused(.leaveDenied("detail")))
        #expect(form.questions.map(\.reason) == [.reselectTab])
        try settle()
        #expect(container.stack.map(\.id) == ["home", "list", "detail"])
        form.decision = .allow
        #expect(driver.reselectTab() == .poppingToRoot(.started))
        try settle()
        #expect(container.stack.map(\.id) == ["home"])
    }

    @Test("a re-tap during a push waits behind it, then pops to the root")
    func queuedBehindAPush() throws {
        try container.push(Screen(id: "more"))
        #expect(driver.reselectTab() == .poppingToRoot(.queued))
        try settle()
        #expect(container.stack.map(\.id) == ["home"])
    }
}
