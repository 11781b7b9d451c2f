import Foundation
import NavKit
import NavKitFoundation
import Testing

/// The `URL` and `Data` forms of links and snapshots.
@Suite("Foundation conveniences")
@MainActor
struct FoundationConveniencesTests {
    static func routes() throws -> RouteTable {
        try RouteTable(
            Route("/", title: "Mail", children: [Route("mail/:mailbox", children: [Route("message/:id")])]),
            prefixes: ["myapp://", "https://mail.example.com"])
    }

    @Test("a URL opens its stack, and the stack gives the URL back")
    func urlRoundTrip() throws {
        let routes = try Self.routes()
        let url = try #require(URL(string: "https://mail.example.com/mail/Work%20Mail/message/7?q=a%2Bb"))
        let stack = try routes.stack(for: url)
        #expect(stack.map(\.title) == ["Mail", "Work Mail", "7"])
        #expect(try routes.url(for: stack, prefix: "https://mail.example.com") == url)
        #expect(
            try routes.url(for: stack, prefix: "myapp://").absoluteString
                == "myapp://mail/Work%20Mail/message/7?q=a%2Bb")
        let relative = try #require(URL(string: "message/8", relativeTo: URL(string: "myapp://mail/inbox/")))
        #expect(try routes.stack(for: relative).last?.id == "/mail/inbox/message/8")
    }

    @Test("a container opens a URL, or refuses it with nothing changed")
    func containerOpensURL() throws {
        let container = NavigationContainer(root: Screen(id: "/", title: "Mail"), clock: ManualClock())
        let url = try #require(URL(string: "myapp://mail/inbox"))
        #expect(try container.open(url, in: Self.routes(), animated: false) == .applied)
        #expect(container.stack.map(\.id) == ["/", "/mail/inbox"])
        #expect(throws: LinkError.unknownPrefix("otherapp://mail")) {
            try container.open(try #require(URL(string: "otherapp://mail")), in: Self.routes())
        }
        #expect(container.stack.map(\.id) == ["/", "/mail/inbox"])
    }

    @Test("a snapshot is written to data and read back from it")
    func snapshotData() throws {
        let snapshot = try NavigationSnapshot<[String]>(screens: [Screen(id: "a"), Screen(id: "b")]) {
            [$0.id.rawValue]
        }
        let data = try snapshot.data()
        #expect(try NavigationSnapshot<[String]>(data: data) == snapshot)
        #expect(throws: RestorationError.self) { try NavigationSnapshot<[String]>(data: Data([0xFF])) }
    }
}
