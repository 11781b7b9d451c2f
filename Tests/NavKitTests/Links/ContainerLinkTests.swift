import NavKit
import NavKitFuzz
import NavKitTesting
import Testing

/// Opening a link on a container: one transition from the old top to the new one, through the
/// leave guards like any removal.
@Suite("Container links")
@MainActor
struct ContainerLinkTests {
    static var routes: RouteTable {
        get throws { try RouteTableTests.mail() }
    }

    /// A container showing the stack a link opens.
    static func harness(at link: String = "/settings") throws -> Harness {
        let h = Harness(root: Screen(id: "/", title: "Mailboxes"))
        try h.container.open(link, in: routes, animated: false)
        return h
    }

    @Test("a link is one transition: every frame shows only the old top and the new top")
    func oneTransitionNoFlashing() throws {
        let h = try Self.harness(at: "/settings/accounts/work")
        var shown: Set<ScreenID> = []
        var frames = 0
        h.host.onFrame = { host in
            frames += 1
            shown.formUnion(host.container.scene.layers.map(\.screen))
        }
        let observer = RecordingObserver()
        h.container.addObserver(observer)
        #expect(try h.container.open("myapp://mail/inbox/message/42", in: try Self.routes) == .started)
        shown.formUnion(h.container.scene.layers.map(\.screen))
        try h.settle()
        #expect(frames > 10)
        #expect(shown == ["/settings/accounts/work", "/mail/inbox/message/42"])
        #expect(
            observer.events.filter { $0.hasPrefix("began") } == [
                "began setStack /settings/accounts/work->/mail/inbox/message/42"
            ])
        #expect(h.ids == ["/", "/mail/inbox", "/mail/inbox/message/42"])
        // A swipe back goes to the inbox the link put underneath.
        try h.container.pop()
        try h.settle()
        #expect(h.container.topScreen.title == "inbox")
    }

    @Test("a link through a denying guard is refused with a typed error, and nothing changes")
    func denyingGuardRefusesLink() throws {
        let h = try Self.harness(at: "/mail/inbox/message/7")
        let deny = FixedLeaveGuard(.deny)
        h.container.setLeaveGuard(deny, for: "/mail/inbox/message/7")
        let before = ContainerState(h.container)
        #expect(throws: LinkError.refused(.leaveDenied("/mail/inbox/message/7"))) {
            try h.container.open("/settings", in: try Self.routes)
        }
        #expect(ContainerState(h.container) == before)
        #expect(deny.questions.map(\.reason) == [.openLink("/settings")])
    }

    @Test("a link through a guard that decides later waits for its answer, then opens")
    func awaitingGuardAnsweredLater() throws {
        let h = try Self.harness(at: "/mail/inbox/message/7")
        let later = FixedLeaveGuard(.decideLater)
        h.container.setLeaveGuard(later, for: "/mail/inbox/message/7")
        var result: NavigationResult?
        #expect(try h.container.open("/settings", in: try Self.routes, completion: { result = $0 }) == .awaitingGuard)
        try h.run(for: 1)
        #expect(h.ids == ["/", "/mail/inbox", "/mail/inbox/message/7"])
        #expect(result == nil)
        try h.container.answer(try #require(h.container.pendingLeaveRequests.first).id, allowing: true)
        try h.settle()
        #expect(h.ids == ["/", "/settings"])
        #expect(result == .finished)
    }

    @Test("a guard that decides later and then denies leaves the stack as it was")
    func awaitingGuardDenies() throws {
        let h = try Self.harness(at: "/mail/inbox/message/7")
        let later = FixedLeaveGuard(.decideLater)
        h.container.setLeaveGuard(later, for: "/mail/inbox/message/7")
        var result: NavigationResult?
        try h.container.open("/settings", in: try Self.routes, completion: { result = $0 })
        try h.container.answer(try #require(h.container.pendingLeaveRequests.first).id, allowing: false)
        try h.settle()
        #expect(h.ids == ["/", "/mail/inbox", "/mail/inbox/message/7"])
        #expect(result == .failed(.leaveDenied("/mail/inbox/message/7")))
    }

    @Test("overriding the guards opens anyway and reports the override")
    func overridingGuards() throws {
        let h = try Self.harness(at: "/mail/inbox/message/7")
        let deny = FixedLeaveGuard(.deny)
        h.container.setLeaveGuard(deny, for: "/mail/inbox/message/7")
        let observer = RecordingObserver()
        h.container.addObserver(observer)
        try h.container.open("/settings", in: try Self.routes, animated: false, overridingGuards: true)
        #expect(h.ids == ["/", "/settings"])
        #expect(observer.diagnostics == [.guardOverridden("/mail/inbox/message/7", .openLink("/settings"))])
    }

    @Test("a screen the container already shows keeps its title and preferences")
    func shownScreensKeepTheirState() throws {
        let h = try Self.harness(at: "/mail/inbox")
        try h.container.updatePreferences(of: "/mail/inbox") { $0.backButtonTitle = "Inbox (3)" }
        try h.container.open("/mail/inbox/message/1", in: try Self.routes, animated: false)
        #expect(h.container.stack[1].preferences.backButtonTitle == "Inbox (3)")
        #expect(h.container.stack[2].title == "Message 1")
    }

    @Test("a malformed or unroutable link changes nothing", arguments: ["/mail inbox", "otherapp://x", "/nowhere"])
    func badLinksChangeNothing(_ link: String) throws {
        let h = try Self.harness(at: "/mail/inbox")
        try h.container.push(Screen(id: "compose"))
        let before = ContainerState(h.container)
        #expect(throws: LinkError.self) { try h.container.open(link, in: try Self.routes) }
        #expect(ContainerState(h.container) == before)
    }

    @Test("a link opened during a transition waits its turn; the container's own link follows")
    func linkDuringTransitionQueues() throws {
        let h = try Self.harness(at: "/settings")
        try h.container.open("/mail/inbox", in: try Self.routes)
        #expect(try h.container.open("/mail/inbox/message/3?q=x", in: try Self.routes) == .queued)
        #expect(try h.container.link(in: try Self.routes, prefix: "myapp://") == "myapp://mail/inbox/message/3?q=x")
        try h.settle()
        #expect(h.ids == ["/", "/mail/inbox", "/mail/inbox/message/3?q=x"])
        try h.container.push(Screen(id: "compose"))
        #expect(throws: LinkError.self) { try h.container.link(in: try Self.routes) }
    }
}
