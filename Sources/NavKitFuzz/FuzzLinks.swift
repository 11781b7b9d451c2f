import NavKit
import NavKitTesting

/// The route table the link fuzz target reads links with: a mail app's, with literal and
/// parameter routes side by side, a route that declines values, and a fallback.
/// - Parameter notFound: Whether unknown links open a "not found" screen (else they are refused).
/// - Returns: The table.
package func fuzzRouteTable(notFound: Bool) -> RouteTable? {
    try? RouteTable(
        Route(
            "/", title: "Mailboxes",
            children: [
                Route(
                    "mail/:mailbox",
                    children: [
                        Route("message/:id") { match in
                            Int(match["id"] ?? "").map { RouteScreen(title: "Message \($0)") }
                        }
                    ]),
                Route("mail/drafts", title: "Drafts"),
                Route("settings", children: [Route("accounts/:account"), Route("accounts/new")]),
                Route(":anything/x/:more"),
            ]),
        prefixes: ["myapp://", "https://mail.example.com", "https://example.com/app/"],
        fallback: notFound ? .notFound(RouteScreen(title: "Not Found")) : .fail)
}

/// One execution of the link fuzz target: the bytes as a link (UTF-8, invalid sequences
/// replaced), read by ``fuzzRouteTable(notFound:)`` and opened on a container that has a guarded
/// screen and may have a push in flight.
///
/// Checked, for any bytes: reading never traps; a refusal is a reading error (malformed, unknown
/// prefix, no route), never a container's; a stack that is read turns back into a link that
/// reads as the same stack, and its top screen's match (if a route made it) gives that link;
/// opening the link either replaces the stack or is refused because it would remove the screen
/// whose guard denies — and then the container is exactly as it was.
///
/// The libFuzzer target reaches it as the layer ``FuzzLayer/link``; `Fuzz/corpus-links` holds its
/// seeds.
/// - Parameter bytes: The fuzzer's input.
/// - Returns: A report of the first broken rule, or `nil`.
@MainActor
package func fuzzLink(_ bytes: [UInt8]) -> String? {
    guard let routes = fuzzRouteTable(notFound: bytes.count % 2 == 1) else { return "the fuzz route table is invalid" }
    let link = String(decoding: bytes, as: UTF8.self)
    let stack: [Screen]
    do {
        stack = try routes.stack(for: link)
    } catch {
        switch error {
        case .malformed, .unknownPrefix, .noRoute: return nil
        case .notExpressible, .refused: return "reading \(link.debugDescription) refused with \(error)"
        }
    }
    do {
        let again = try routes.link(for: stack, prefix: "myapp://")
        guard try routes.stack(for: again) == stack else { return "\(again) reads as another stack" }
        if let match = routes.match(stack[stack.count - 1].id), match.link != stack[stack.count - 1].id.rawValue {
            return "the top screen's match names \(match.link)"
        }
    } catch {
        return "the stack of \(link.debugDescription) does not turn back into a link: \(error)"
    }
    let guarded: ScreenID = "/mail/inbox/message/1"
    let shown: [Screen]
    do {
        shown = try routes.stack(for: guarded.rawValue)
    } catch {
        return "the fuzz table does not open \(guarded): \(error)"
    }
    return guardedRequestFailure(
        showing: shown, guarded: guarded, pushInFlight: bytes.first.map { $0 % 2 == 1 } ?? false,
        expected: stack, identitiesOnly: true, refusal: LinkError.refused(.leaveDenied(guarded))
    ) { (container) throws(LinkError) in
        try container.open(link, in: routes)
    }
}
