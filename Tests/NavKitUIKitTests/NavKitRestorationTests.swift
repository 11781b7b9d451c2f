#if os(Linux)
    import NavKit
    @testable import NavKitUIKit
    import Testing
    import UIKitStandIn

    /// A leave guard with a fixed answer that remembers why it was asked.
    @MainActor
    final class AnsweringGuard: LeaveGuard {
        var decision: LeaveDecision
        private(set) var reasons: [LeaveReason] = []

        init(_ decision: LeaveDecision) {
            self.decision = decision
        }

        func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest) -> LeaveDecision {
            reasons.append(request.reason)
            return decision
        }
    }

    /// A message screen an app makes again from its saved payload.
    @MainActor
    final class MessageController: UIViewController {
        let messageID: Int

        init(_ messageID: Int) {
            self.messageID = messageID
            super.init(nibName: nil, bundle: nil)
            title = "Message \(messageID)"
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @Suite("NavKitNavigationController: saving the stack, restoring it and opening links with view controllers")
    @MainActor
    struct NavKitRestorationTests {
        /// A mail table: mailboxes at the root, a mailbox, a message in it.
        static func routes() throws -> RouteTable {
            try RouteTable(
                Route(
                    "/", title: "Mailboxes",
                    children: [Route("mail/:mailbox", children: [Route("message/:id")])]),
                prefixes: ["myapp://"], fallback: .notFound(RouteScreen(title: "Not Found")))
        }

        /// A harness showing the root and messages 1 and 2, settled.
        static func showingMessages(_ harness: NavigationHarness) -> [MessageController] {
            let messages = [MessageController(1), MessageController(2)]
            harness.navigation.setViewControllers([harness.root] + messages, animated: false)
            harness.settle()
            return messages
        }

        @Test("a stack saved with payloads comes back after a relaunch: the root kept, the others made from them")
        func relaunch() throws {
            let before = NavigationHarness()
            _ = Self.showingMessages(before)
            let saved = try before.navigation.snapshot { ($0 as? MessageController)?.messageID }
                .userInfo(restorationIdentifier: "mail")

            let after = NavigationHarness()
            _ = after.takeLog()
            let snapshot = try #require(try NavigationSnapshot<Int>(userInfo: saved, restorationIdentifier: "mail"))
            #expect(snapshot.entries.map(\.payload) == [nil, 1, 2])
            let disposition = try after.navigation.restore(snapshot) { entry in
                entry.payload.map { MessageController($0) }
            }
            #expect(disposition == .applied)
            after.settle()
            let shown = after.navigation.viewControllers.compactMap { ($0 as? MessageController)?.messageID }
            #expect(after.navigation.viewControllers.first === after.root)
            #expect(shown == [1, 2])
            #expect(after.navigation.container.stack.map(\.title) == ["Root", "Message 1", "Message 2"])
            #expect(after.navigation.children.last === after.navigation.topViewController)
            #expect(after.takeLog().contains("root.viewDidDisappear"), "the root gives way to the restored top")
        }

        @Test("restored before its view loads (at scene connection), the controller appears showing the restored top")
        func restoreBeforeLoading() throws {
            let before = NavigationHarness()
            _ = Self.showingMessages(before)
            let snapshot = before.navigation.snapshot { ($0 as? MessageController)?.messageID }

            let root = UIViewController()
            let navigation = NavKitNavigationController(rootViewController: root, clock: ManualClock())
            try navigation.restore(snapshot) { entry in entry.payload.map { MessageController($0) } }
            navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            navigation.viewDidLayoutSubviews()
            navigation.beginAppearanceTransition(true, animated: false)
            navigation.endAppearanceTransition()
            navigation.view.standInCommit()
            let top = try #require(navigation.topViewController as? MessageController)
            #expect(top.messageID == 2)
            #expect(navigation.children.first === root && navigation.children.last === top)

            #expect(navigation.container.transition == nil)
        }

        @Test("a snapshot taken mid-push saves the pushed view controller, which a fresh controller shows")
        func midPush() throws {
            let before = NavigationHarness()
            before.navigation.pushViewController(MessageController(7), animated: true)
            before.frames(5)
            #expect(before.navigation.container.transition != nil, "the push is in flight")
            let snapshot = before.navigation.snapshot { ($0 as? MessageController)?.messageID }
            #expect(snapshot.entries.map(\.payload) == [nil, 7])

            let after = NavigationHarness()
            try after.navigation.restore(snapshot) { entry in entry.payload.map { MessageController($0) } }
            after.settle()
            #expect((after.navigation.topViewController as? MessageController)?.messageID == 7)
        }

        @Test("an entry the app cannot make again is left out, with the entries above it")
        func missingContent() throws {
            let before = NavigationHarness()
            _ = Self.showingMessages(before)
            let snapshot = before.navigation.snapshot { ($0 as? MessageController)?.messageID }
            let after = NavigationHarness()
            try after.navigation.restore(snapshot) { entry in
                entry.payload == 1 ? nil : entry.payload.map { MessageController($0) }
            }
            after.settle()
            #expect(after.navigation.viewControllers == [after.root])
        }

        @Test("a restore a guard denies throws, and the stack and its view controllers are as they were")
        func restoreDenied() throws {
            let harness = NavigationHarness()
            let messages = Self.showingMessages(harness)
            let denying = AnsweringGuard(.deny)
            let guarded = try #require(harness.navigation.screenID(of: messages[1]))
            harness.navigation.container.setLeaveGuard(denying, for: guarded)
            let snapshot = try NavigationSnapshot<Int>([
                .init(screen: Screen(id: "screen-0")), .init(screen: Screen(id: "screen-9"), payload: 9),
            ])
            var made: [MessageController] = []
            #expect(throws: RestorationError.refused(.leaveDenied(guarded))) {
                try harness.navigation.restore(snapshot) { entry in
                    let controller = MessageController(entry.payload ?? 0)
                    made.append(controller)
                    return controller
                }
            }
            #expect(denying.reasons == [.restore])
            #expect(harness.navigation.viewControllers == [harness.root] + messages)
            #expect(made.count == 1 && harness.navigation.screenID(of: made[0]) == nil, "the made one is let go")
            harness.settle()
            #expect(harness.navigation.children == [harness.root] + messages)
        }

        @Test("restored screens keep their saved identities, except this controller's own generated names")
        func identities() throws {
            let harness = NavigationHarness()
            let snapshot = try NavigationSnapshot<Int>([
                .init(screen: Screen(id: "screen-0")), .init(screen: Screen(id: "/mail/inbox"), payload: 1),
                .init(screen: Screen(id: "screen-1"), payload: 2),
            ])
            try harness.navigation.restore(snapshot) { entry in entry.payload.map { MessageController($0) } }
            let ids = harness.navigation.container.stack.map(\.id.rawValue)
            #expect(ids.count == 3 && ids[0] == "screen-0" && ids[1] == "/mail/inbox" && ids[2].hasPrefix("screen-"))
            harness.navigation.pushViewController(MessageController(3), animated: false)
            #expect(Set(harness.navigation.container.stack.map(\.id)).count == 4, "a new push gets a name of its own")
        }

        @Test("the user info holds nothing on a first launch, and something that is no snapshot is refused")
        func userInfoReading() throws {
            let key = NavigationSnapshot<Int>.userInfoKey(restorationIdentifier: "mail")
            #expect(try NavigationSnapshot<Int>(userInfo: nil, restorationIdentifier: "mail") == nil)
            #expect(try NavigationSnapshot<Int>(userInfo: ["other": "x"], restorationIdentifier: "mail") == nil)
            #expect(throws: RestorationError.self) {
                _ = try NavigationSnapshot<Int>(userInfo: [key: 42], restorationIdentifier: "mail")
            }
            #expect(throws: RestorationError.unsupportedVersion(9)) {
                _ = try NavigationSnapshot<Int>(userInfo: [key: #"{"version":9}"#], restorationIdentifier: "mail")
            }
        }

        @Test(
            "two controllers in one scene save into one activity, each under its restoration identifier, and each gets its own stack back"
        )
        func twoControllersOneActivity() throws {
            let mail = NavigationHarness()
            let photos = NavigationHarness()
            mail.navigation.restorationIdentifier = "mail"
            photos.navigation.restorationIdentifier = "photos"
            _ = Self.showingMessages(mail)
            photos.navigation.setViewControllers([photos.root, MessageController(9)], animated: false)
            photos.settle()
            // As `addUserInfoEntries(from:)` merges the entries into one activity's user info.
            var activity: [AnyHashable: Any] = [:]
            for harness in [mail, photos] {
                let identifier = try #require(harness.navigation.restorationIdentifier)
                let entries = try harness.navigation.snapshot { ($0 as? MessageController)?.messageID }
                    .userInfo(restorationIdentifier: identifier)
                activity.merge(entries.map { ($0.key as AnyHashable, $0.value as Any) }) { _, new in new }
            }
            #expect(activity.count == 2)
            let mailSaved = try #require(try NavigationSnapshot<Int>(userInfo: activity, restorationIdentifier: "mail"))
            let photosSaved = try #require(
                try NavigationSnapshot<Int>(userInfo: activity, restorationIdentifier: "photos"))
            #expect(mailSaved.entries.map(\.payload) == [nil, 1, 2])
            #expect(photosSaved.entries.map(\.payload) == [nil, 9])
        }

        @Test("a link opens in one transition with view controllers made from its matches, and gives its link back")
        func openLink() throws {
            let harness = NavigationHarness()
            let routes = try Self.routes()
            var matches: [String] = []
            try harness.navigation.open("myapp://mail/inbox/message/42", in: routes) { screen, match in
                matches.append(match?.pattern ?? "none")
                return harness.screen(screen.id.rawValue, title: match?["id"] ?? match?["mailbox"])
            }
            #expect(matches == ["/mail/:mailbox", "/mail/:mailbox/message/:id"])
            harness.frames(5)
            let transition = try #require(harness.navigation.container.transition)
            #expect(transition.context.from.id == "screen-0" && transition.context.to.id == "/mail/inbox/message/42")
            harness.settle()
            #expect(harness.navigation.container.stack.map(\.title) == ["Root", "inbox", "42"])
            let top = try #require(harness.navigation.topViewController)
            let id = try #require(harness.navigation.screenID(of: top))
            #expect(routes.match(id)?["id"] == "42")
            #expect(try harness.navigation.link(in: routes, prefix: "myapp://") == "myapp://mail/inbox/message/42")

            matches.removeAll()
            let inbox = harness.navigation.viewControllers[1]
            try harness.navigation.open("/mail/inbox/message/43", in: routes, animated: false) { screen, match in
                matches.append(match?.pattern ?? "none")
                return harness.screen(screen.id.rawValue)
            }
            #expect(matches == ["/mail/:mailbox/message/:id"], "the inbox shown already is kept")
            #expect(harness.navigation.viewControllers[1] === inbox)
        }

        @Test("a link through a denying guard is refused with a typed error, and nothing changes")
        func linkDenied() throws {
            let harness = NavigationHarness()
            let messages = Self.showingMessages(harness)
            let denying = AnsweringGuard(.deny)
            let guarded = try #require(harness.navigation.screenID(of: messages[1]))
            harness.navigation.container.setLeaveGuard(denying, for: guarded)
            var made: [UIViewController] = []
            #expect(throws: LinkError.refused(.leaveDenied(guarded))) {
                try harness.navigation.open("/mail/inbox", in: try Self.routes()) { screen, _ in
                    let controller = harness.screen(screen.id.rawValue)
                    made.append(controller)
                    return controller
                }
            }
            #expect(denying.reasons == [.openLink("/mail/inbox")])
            #expect(harness.navigation.viewControllers == [harness.root] + messages)
            #expect(made.count == 1 && harness.navigation.screenID(of: made[0]) == nil)
            #expect(throws: LinkError.malformed(at: 5, "' ' must be percent-encoded")) {
                try harness.navigation.open("/mail inbox", in: try Self.routes()) { _, _ in UIViewController() }
            }
            #expect(harness.navigation.viewControllers == [harness.root] + messages)
        }
    }
#endif
