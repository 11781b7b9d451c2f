import NavKit
import NavKitTesting
import Testing

/// A saved stack and a link at launch, in every order: the link wins, and the saved stack is
/// restored only while nothing else has decided what is shown.
@Suite("Launch: restoration and links together")
@MainActor
struct LaunchNavigationTests {
    enum Arrival: String, CaseIterable, Sendable {
        case snapshot, link, navigation
    }

    static func routes() throws -> RouteTable {
        try RouteTable(
            Route("/", title: "Mailboxes", children: [Route("mail/:mailbox", children: [Route("message/:id")])]),
            prefixes: ["myapp://"])
    }

    /// The stack the person left: a draft being written, with its payload.
    static func saved() throws -> NavigationSnapshot<String> {
        try NavigationSnapshot(screens: [
            Screen(id: "/", title: "Mailboxes"), Screen(id: "/mail/inbox"), Screen(id: "compose"),
        ]) {
            $0.id == "compose" ? "Dear Ann," : nil
        }
    }

    /// Runs arrivals in order on a fresh container, performing every decision as an app would.
    static func launch(_ order: [Arrival]) throws -> (NavigationContainer, [LaunchNavigation<String>.Action]) {
        let host = ScriptedHost(root: Screen(id: "/", title: "Mailboxes"))
        let container = host.container
        var launch = LaunchNavigation<String>()
        var actions: [LaunchNavigation<String>.Action] = []
        for arrival in order {
            switch arrival {
            case .snapshot: if let action = launch.snapshotLoaded(try saved()) { actions.append(action) }
            case .link: actions.append(launch.linkArrived("myapp://mail/work/message/7"))
            case .navigation:
                try container.push(Screen(id: "search"), animated: false)
                launch.stackChanged()
            }
            switch actions.last {
            case .restore(let snapshot)?: try container.restore(snapshot)
            case .open(let link, let animated)?: try container.open(link, in: routes(), animated: animated)
            case .discard?, nil: break
            }
            try host.settle()
        }
        return (container, actions)
    }

    @Test("a link then a snapshot: the link opens unanimated, the snapshot is discarded")
    func linkFirst() throws {
        let (container, actions) = try Self.launch([.link, .snapshot])
        #expect(container.stack.map(\.id) == ["/", "/mail/work", "/mail/work/message/7"])
        #expect(
            actions == [.open("myapp://mail/work/message/7", animated: false), .discard(try Self.saved(), .linkOpened)])
    }

    @Test("a snapshot then a link: the stack is restored, then the link opens over it, animated")
    func snapshotFirst() throws {
        let (container, actions) = try Self.launch([.snapshot, .link])
        #expect(container.stack.map(\.id) == ["/", "/mail/work", "/mail/work/message/7"])
        #expect(actions == [.restore(try Self.saved()), .open("myapp://mail/work/message/7", animated: true)])
    }

    @Test("whatever the order, the link's stack is what shows")
    func linkWinsInEveryOrder() throws {
        for order in [[Arrival.link, .snapshot], [.snapshot, .link]] {
            #expect(try Self.launch(order).0.topScreen.id == "/mail/work/message/7", "\(order)")
        }
    }

    @Test("a snapshot alone restores; one arriving after the person navigated is discarded")
    func snapshotAloneOrLate() throws {
        #expect(try Self.launch([.snapshot]).0.stack.map(\.id) == ["/", "/mail/inbox", "compose"])
        let (container, actions) = try Self.launch([.navigation, .snapshot])
        #expect(container.stack.map(\.id) == ["/", "search"])
        #expect(actions == [.discard(try Self.saved(), .stackChanged)])
    }

    @Test("a restored screen's guard is asked when a link arrives after it, and can keep its draft")
    func restoredGuardAsked() throws {
        let host = ScriptedHost(root: Screen(id: "/"))
        var launch = LaunchNavigation<String>()
        guard case .restore(let snapshot)? = launch.snapshotLoaded(try Self.saved()) else {
            Issue.record("not restored")
            return
        }
        try host.container.restore(snapshot)
        let keepDraft = FixedLeaveGuard(.deny)
        host.container.setLeaveGuard(keepDraft, for: "compose")
        guard case .open(let link, let animated) = launch.linkArrived("myapp://mail/work") else { return }
        #expect(animated)
        #expect(throws: LinkError.refused(.leaveDenied("compose"))) {
            try host.container.open(link, in: try Self.routes(), animated: animated)
        }
        #expect(keepDraft.questions.map(\.reason) == [.openLink("myapp://mail/work")])
        #expect(host.container.topScreen.id == "compose")
    }

    @Test("learning there is no snapshot decides the launch: a later link animates, a later snapshot is dropped")
    func noSnapshotDecides() throws {
        var launch = LaunchNavigation<String>()
        #expect(launch.isLaunching)
        #expect(launch.snapshotLoaded(nil) == nil)
        #expect(!launch.isLaunching)
        #expect(launch.linkArrived("/") == .open("/", animated: true))
        #expect(launch.snapshotLoaded(try Self.saved()) == .discard(try Self.saved(), .alreadyRestored))
        #expect("\(launch)" == "decided (alreadyRestored)")
    }
}
