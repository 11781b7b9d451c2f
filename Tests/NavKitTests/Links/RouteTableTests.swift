import NavKit
import Testing

/// Route tables: a link becomes the chain of screens its route stands on, and that stack becomes
/// the same link again.
@Suite("Route table")
struct RouteTableTests {
    static let messageScreen = ScreenPreferences(prefersBarHidden: true)

    static func mail(fallback: LinkFallback = .fail) throws -> RouteTable {
        try RouteTable(
            Route(
                "/", title: "Mailboxes",
                children: [
                    Route(
                        "mail/:mailbox",
                        children: [
                            Route("message/:id") { match in
                                guard let id = Int(match["id"] ?? "") else { return nil }
                                return RouteScreen(title: "Message \(id)", preferences: messageScreen)
                            }
                        ]
                    ) { match in RouteScreen(title: match["mailbox"] ?? "?") },
                    Route("mail/drafts", title: "Drafts"),
                    Route("settings", children: [Route("accounts/:account")]),
                ]),
            prefixes: ["myapp://", "https://mail.example.com"], fallback: fallback)
    }

    @Test("a link opens the chain from the root to its route, each screen named by its own link")
    func linkOpensChain() throws {
        let stack = try Self.mail().stack(for: "myapp://mail/inbox/message/42?highlight=budget&from=ann")
        #expect(stack.map(\.id) == ["/", "/mail/inbox", "/mail/inbox/message/42?highlight=budget&from=ann"])
        #expect(stack.map(\.title) == ["Mailboxes", "inbox", "Message 42"])
        #expect(stack[2].preferences == Self.messageScreen)
        let settings = try Self.mail().stack(for: "https://mail.example.com/settings/accounts/work%20mail")
        #expect(settings.map(\.id) == ["/", "/settings", "/settings/accounts/work%20mail"])
        #expect(settings.map(\.title) == ["Mailboxes", "settings", "work mail"])
    }

    @Test("the table tells a screen's route and values from its identity")
    func matchFromIdentity() throws {
        let routes = try Self.mail()
        let top = try routes.screen(for: "/mail/a%2Fb/message/7?x=%20")
        let match = try #require(routes.match(top.id))
        #expect(match.pattern == "/mail/:mailbox/message/:id")
        #expect(match.parameters == ["mailbox": "a/b", "id": "7"])
        #expect(match.query == [QueryItem(name: "x", value: " ")])
        #expect(match.queryValue("x") == " ")
        #expect(routes.match("compose") == nil)
        #expect(routes.match("/mail/inbox/message/not-a-number") == nil)
    }

    @Test("a literal segment wins over a parameter, whatever the order of the routes")
    func literalBeatsParameter() throws {
        let routes = try Self.mail()
        #expect(try routes.stack(for: "/mail/drafts").map(\.title) == ["Mailboxes", "Drafts"])
        #expect(try routes.stack(for: "/mail/draft").map(\.title) == ["Mailboxes", "draft"])
        // A mailbox named "drafts" has no link: the Drafts route would take it.
        #expect(throws: LinkError.self) { try routes.link(to: "/mail/:mailbox", parameters: ["mailbox": "drafts"]) }
    }

    @Test("a screen below the top is the screen its own link opens: the literal route's, never a parameter's")
    func screensBelowOpenTheirOwnLinks() throws {
        let routes = try Self.mail()
        let stack = try routes.stack(for: "/mail/drafts/message/1")
        #expect(stack.map(\.id) == ["/", "/mail/drafts", "/mail/drafts/message/1"])
        #expect(stack.map(\.title) == ["Mailboxes", "Drafts", "Message 1"])
        #expect(try stack[1] == routes.stack(for: "/mail/drafts")[1])
        #expect(routes.match(stack[1].id)?.pattern == "/mail/drafts")
        #expect(routes.match(stack[2].id)?.parameters == ["mailbox": "drafts", "id": "1"])
        #expect(try routes.link(for: stack) == "/mail/drafts/message/1")
        #expect(
            try routes.link(to: "/mail/:mailbox/message/:id", parameters: ["mailbox": "drafts", "id": "1"])
                == "/mail/drafts/message/1")
    }

    @Test("paths are case-sensitive and compared by their Unicode scalars, as URLs are")
    func pathsCompareAsWritten() throws {
        let routes = try Self.mail()
        #expect(throws: LinkError.noRoute("/Mail/inbox")) { try routes.stack(for: "/Mail/inbox") }
        #expect(routes.match("/mail/Drafts")?.pattern == "/mail/:mailbox")
        let cafe = try RouteTable(Route("/", children: [Route("caf\u{E9}", title: "Caf\u{E9}"), Route(":name")]))
        #expect(cafe.match("/caf%C3%A9")?.pattern == "/caf\u{E9}")
        // The same text to String's ==, but another path: e and a combining acute accent.
        let decomposed = try cafe.stack(for: "/cafe%CC%81")
        #expect(cafe.match(decomposed[1].id)?.pattern == "/:name")
        #expect(Array(decomposed[1].title.unicodeScalars) == Array("cafe\u{301}".unicodeScalars))
    }

    @Test(
        "a literal with '%', '?' or '#' is refused when the table is built",
        arguments: ["100%", "a%20b", "what?", "a?b=c", "top#", "x/%2F"])
    func reservedLiteralsRefused(_ pattern: String) {
        #expect {
            try RouteTable(Route("/", children: [Route(pattern)]))
        } throws: { error in
            guard case .invalidPattern(let refused, _) = error as? RouteTableError else { return false }
            return refused == pattern
        }
    }

    @Test(
        "a literal is written decoded and matches its encoded link, both ways; a trailing '/' in a pattern is ignored")
    func literalsEncodeBothWays() throws {
        let routes = try RouteTable(
            Route("/", children: [Route("caf\u{E9} & bar/", title: "Bar"), Route("@me/+1", title: "Me")]))
        #expect(routes.patterns == ["/", "/caf\u{E9} & bar", "/@me/+1"])
        let bar = try routes.link(to: "/caf\u{E9} & bar")
        #expect(bar == "/caf%C3%A9%20%26%20bar")
        #expect(try routes.stack(for: bar).map(\.title) == ["", "Bar"])
        #expect(try routes.stack(for: "/caf\u{E9}%20&%20bar/").map(\.id) == ["/", "/caf%C3%A9%20%26%20bar"])
        #expect(try routes.stack(for: "/@me/+1").last?.title == "Me")
        #expect(try routes.link(to: "/@me/+1") == "/%40me/%2B1")
        #expect(try routes.stack(for: "/%40me/%2B1").last?.title == "Me")
    }

    @Test("a route that declines its values falls through to the fallback")
    func decliningRouteFallsThrough() throws {
        #expect(throws: LinkError.noRoute("/mail/inbox/message/forty-two")) {
            try Self.mail().stack(for: "/mail/inbox/message/forty-two")
        }
        #expect(throws: LinkError.noRoute("/nowhere?x=1")) { try Self.mail().stack(for: "/nowhere?x=1") }
    }

    @Test("the fallbacks: the root alone, or a not-found screen named by the link that turns back into it")
    func fallbacks() throws {
        #expect(try Self.mail(fallback: .root).stack(for: "/nowhere").map(\.id) == ["/"])
        let notFound = try Self.mail(fallback: .notFound(RouteScreen(title: "Not Found")))
        let stack = try notFound.stack(for: "myapp://nowhere/at%20all?x")
        #expect(stack.map(\.id) == ["/", "/nowhere/at%20all?x"])
        #expect(stack[1].title == "Not Found")
        #expect(try notFound.link(for: stack, prefix: "myapp://") == "myapp://nowhere/at%20all?x")
        #expect(notFound.match(stack[1].id) == nil)
    }

    @Test("a stack the table made turns back into its link, with or without a prefix")
    func stackToLink() throws {
        let routes = try Self.mail()
        let stack = try routes.stack(for: "MYAPP://mail/in%62ox/message/42/?q=a+b")
        #expect(try routes.link(for: stack) == "/mail/inbox/message/42?q=a%2Bb")
        #expect(try routes.link(for: stack, prefix: "myapp://") == "myapp://mail/inbox/message/42?q=a%2Bb")
        #expect(
            try routes.link(for: stack, prefix: "https://mail.example.com")
                == "https://mail.example.com/mail/inbox/message/42?q=a%2Bb")
        #expect(try routes.link(for: [Screen(id: "/")], prefix: "myapp://") == "myapp://")
        var renamed = stack
        renamed[1].title = "Renamed since"
        #expect(try routes.link(for: renamed) == "/mail/inbox/message/42?q=a%2Bb")
    }

    @Test(
        "a stack no link opens is not expressible",
        arguments: [
            ["/", "/mail/inbox/message/42"], ["/mail/inbox"], ["/", "compose"], ["/", "/mail/inbox", "/settings"],
            ["/", "/mail/%7Einbox"], ["/", "/mail/inbox?x=1", "/mail/inbox/message/1"],
        ] as [[ScreenID]])
    func notExpressible(_ ids: [ScreenID]) throws {
        let routes = try Self.mail()
        #expect(throws: LinkError.self) { try routes.link(for: ids.map { Screen(id: $0) }) }
        #expect(throws: LinkError.notExpressible("an empty stack")) { try routes.link(for: []) }
    }

    @Test("a link is made from values, encoding what needs it")
    func linkFromValues() throws {
        let routes = try Self.mail()
        let link = try routes.link(
            to: "/mail/:mailbox/message/:id", parameters: ["mailbox": "Work & Play/2026", "id": "9"],
            query: [QueryItem(name: "q", value: "100%")], prefix: "myapp://")
        #expect(link == "myapp://mail/Work%20%26%20Play%2F2026/message/9?q=100%25")
        #expect(try routes.screen(for: link).title == "Message 9")
        #expect(throws: LinkError.noRoute("/mail/:box")) { try routes.link(to: "/mail/:box") }
        for bad in ["", ".", ".."] {
            #expect(throws: LinkError.self) { try routes.link(to: "/mail/:mailbox", parameters: ["mailbox": bad]) }
        }
        #expect(throws: LinkError.self) {
            try routes.link(to: "/mail/:mailbox/message/:id", parameters: ["mailbox": "a", "id": "x"])
        }
        #expect(
            routes.patterns == [
                "/", "/mail/:mailbox", "/mail/:mailbox/message/:id", "/mail/drafts", "/settings",
                "/settings/accounts/:account",
            ])
    }

    @Test(
        "a table with a bad pattern, a parameter twice on a chain, or two routes for the same links is refused",
        arguments: [
            (Route("home"), RouteTableError.invalidPattern("home", "the root's pattern is '/'")),
            (
                Route("/", children: [Route("/mail")]),
                .invalidPattern("/mail", "a child's pattern is relative to its parent's: no leading '/'")
            ),
            (Route("/", children: [Route("mail//x")]), .invalidPattern("mail//x", "an empty segment")),
            (Route("/", children: [Route("a/..")]), .invalidPattern("a/..", "a dot segment")),
            (
                Route("/", children: [Route("a/:")]),
                .invalidPattern("a/:", "a parameter's name is letters, digits and '_'")
            ),
            (
                Route("/", children: [Route("a/:b-c")]),
                .invalidPattern("a/:b-c", "a parameter's name is letters, digits and '_'")
            ),
            (
                Route("/", children: [Route(":id", children: [Route("x/:id")])]),
                .duplicateParameter(pattern: "/:id/x/:id", name: "id")
            ),
            (Route("/", children: [Route("mail/:a"), Route("mail/:b")]), .duplicateRoute("/mail/:a", "/mail/:b")),
            (
                Route("/", children: [Route("mail", children: [Route(":a")]), Route("mail/:b")]),
                .duplicateRoute("/mail/:a", "/mail/:b")
            ),
        ])
    func invalidTablesRefused(_ root: Route, error: RouteTableError) {
        #expect(throws: error) { try RouteTable(root) }
    }
}
