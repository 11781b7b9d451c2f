import NavKit
import NavKitTesting
import Testing

/// A saved stack and a link at launch, in every order: the link wins, and the saved stack is
/// restored only while nothing else has decided what is shown.
@Suite("Launch: restoration and links together")
@MainActor
struct LaunchNavigationTests {
    enum Arrival: String, CaseIterable, Sendable {
        /// The saved stack is read; a link the table routes; a link no route takes; the person
        /// navigates.
        case snapshot, link, deadLink, navigation
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
            case .deadLink: actions.append(launch.linkArrived("myapp://calendar/today"))
            case .navigation:
                try container.push(Screen(id: "search"), animated: false)
                if let action = launch.stackChanged() { actions.append(action) }
            }
            // Perform what was decided, and what the launch link's outcome decides in its turn.
            var next = actions.last
            while let action = next {
                next = nil
                switch action {
                case .restore(let snapshot): try container.restore(snapshot)
                case .open(let link, let animated):
                    do {
                        try container.open(link, in: routes(), animated: animated)
                        next = launch.linkOpened()
                    } catch {
                        next = launch.linkFailed()
                    }
                case .discard: break
                }
                if let decided = next { actions.append(decided) }
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
        let restore = launch.snapshotLoaded(try Self.saved())
        #expect(restore == .restore(try Self.saved()))
        try host.container.restore(try Self.saved())
        let keepDraft = FixedLeaveGuard(.deny)
        host.container.setLeaveGuard(keepDraft, for: "compose")
        // The launch was decided by the snapshot: the link opens over it, animated.
        #expect(launch.linkArrived("myapp://mail/work") == .open("myapp://mail/work", animated: true))
        #expect(throws: LinkError.refused(.leaveDenied("compose"))) {
            try host.container.open("myapp://mail/work", in: try Self.routes(), animated: true)
        }
        #expect(keepDraft.questions.map(\.reason) == [.openLink("myapp://mail/work")])
        #expect(host.container.stack.map(\.id) == ["/", "/mail/inbox", "compose"])
        // Not the launch link: its failure decides nothing.
        #expect(launch.linkFailed() == nil)
    }

    @Test("a launch link that fails falls back to the saved stack, whichever arrived first")
    func failedLinkFallsBackToSnapshot() throws {
        for order in [[Arrival.deadLink, .snapshot], [.snapshot, .deadLink]] {
            let (container, _) = try Self.launch(order)
            #expect(container.stack.map(\.id) == ["/", "/mail/inbox", "compose"], "\(order)")
        }
        let (_, actions) = try Self.launch([.deadLink, .snapshot])
        #expect(actions == [.open("myapp://calendar/today", animated: false), .restore(try Self.saved())])
    }

    @Test("a snapshot loaded while the launch link opens is held, then discarded once it opened")
    func snapshotHeldWhileLinkOpens() throws {
        var launch = LaunchNavigation<String>()
        #expect(launch.linkArrived("/a") == .open("/a", animated: false))
        #expect(launch.isLaunching)
        #expect(launch.snapshotLoaded(try Self.saved()) == nil)
        #expect("\(launch)" == "opening a link (snapshot loaded)")
        #expect(launch.snapshotLoaded(try Self.saved()) == .discard(try Self.saved(), .snapshotAlreadyLoaded))
        #expect(launch.linkOpened() == .discard(try Self.saved(), .linkOpened))
        #expect(!launch.isLaunching)
        #expect(launch.linkOpened() == nil)
        #expect(launch.linkFailed() == nil)
    }

    @Test("a launch link that fails before any snapshot leaves the launch undecided: the snapshot then restores")
    func failedLinkBeforeSnapshot() throws {
        var launch = LaunchNavigation<String>()
        _ = launch.linkArrived("/a")
        #expect(launch.linkFailed() == nil)
        #expect("\(launch)" == "launching")
        #expect(launch.snapshotLoaded(try Self.saved()) == .restore(try Self.saved()))
        // And a launch link that failed when there was no snapshot leaves the root.
        var none = LaunchNavigation<String>()
        _ = none.linkArrived("/a")
        #expect(none.snapshotLoaded(nil) == nil)
        #expect(none.linkFailed() == nil)
        #expect(!none.isLaunching)
    }

    @Test("the person navigating while the launch link opens discards a held snapshot")
    func navigatingDiscardsHeld() throws {
        var launch = LaunchNavigation<String>()
        _ = launch.linkArrived("/a")
        _ = launch.snapshotLoaded(try Self.saved())
        #expect(launch.stackChanged() == .discard(try Self.saved(), .stackChanged))
        #expect(launch.linkFailed() == nil)
    }

    @Test("learning there is no snapshot decides the launch: a later link animates, a later snapshot is dropped")
    func noSnapshotDecides() throws {
        var launch = LaunchNavigation<String>()
        #expect(launch.isLaunching)
        #expect(launch.snapshotLoaded(nil) == nil)
        #expect(!launch.isLaunching)
        #expect(launch.linkArrived("/") == .open("/", animated: true))
        #expect(launch.snapshotLoaded(try Self.saved()) == .discard(try Self.saved(), .snapshotAlreadyLoaded))
        #expect("\(launch)" == "decided (snapshotAlreadyLoaded)")
    }
}
