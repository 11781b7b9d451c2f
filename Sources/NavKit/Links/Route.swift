public import NavKitCore

/// One entry of a ``RouteTable``: a path pattern, the screen it shows, and the routes under it.
///
/// A pattern is a list of segments separated by `/`: literal text (`mail`, `message`) or a
/// parameter (`:mailbox`, `:id`) that matches any one segment and names its value. A child's
/// pattern is relative to its parent's (`message/:id` under `mail/:mailbox`), and a link to a
/// child opens the whole chain: the root, each route above the child, then the child — so
/// `/mail/inbox/message/42` opens the mailboxes, the inbox, and message 42, and a swipe back
/// from the message lands in the inbox.
///
/// ```swift
/// let routes = try RouteTable(
///     Route("/", title: "Mailboxes", children: [
///         Route("mail/:mailbox", children: [
///             Route("message/:id") { match in
///                 guard let id = Int(match["id"] ?? "") else { return nil }   // not a message: no match
///                 return RouteScreen(title: "Message \(id)", preferences: .init(prefersBarHidden: true))
///             },
///         ]) { match in RouteScreen(title: match["mailbox"] ?? "") },
///         Route("settings", title: "Settings"),
///     ]),
///     prefixes: ["myapp://", "https://mail.example.com"])
/// ```
public struct Route: Sendable {
    /// The pattern as written: `/` for the root, relative for every other route.
    public let pattern: String
    /// The routes under this one.
    public let children: [Route]
    /// The screen for the values a link gave; `nil` when this route does not take them.
    let screen: @Sendable (RouteMatch) -> RouteScreen?

    /// Creates a route whose screen depends on the link's values.
    /// - Parameters:
    ///   - pattern: The path pattern: `/` for the root, relative (`mail/:mailbox`) for the others.
    ///   - children: The routes under this one.
    ///   - screen: The screen for a match, or `nil` to decline it (a parameter that is not a
    ///     number, say): the table then tries the next route that matches, then its fallback.
    public init(
        _ pattern: String, children: [Route] = [], screen: @escaping @Sendable (RouteMatch) -> RouteScreen?
    ) {
        self.pattern = pattern
        self.children = children
        self.screen = screen
    }

    /// Creates a route with a fixed title and preferences.
    /// - Parameters:
    ///   - pattern: The path pattern: `/` for the root, relative (`mail/:mailbox`) for the others.
    ///   - title: The screen's title; `nil` titles it with its last segment's value (`inbox`).
    ///   - preferences: The screen's preferences.
    ///   - children: The routes under this one.
    public init(
        _ pattern: String, title: String? = nil, preferences: ScreenPreferences = .init(), children: [Route] = []
    ) {
        self.init(pattern, children: children) { match in
            RouteScreen(title: title ?? match.lastSegment, preferences: preferences)
        }
    }
}

/// What a route shows for a link: the screen's title and preferences. (Its identity is the link
/// itself — ``RouteMatch/link`` — so a stack made from a link can be turned back into it.)
public struct RouteScreen: Hashable, Sendable {
    /// The title shown in the bar.
    public var title: String
    /// The screen's preferences.
    public var preferences: ScreenPreferences

    /// Creates a route's screen.
    /// - Parameters:
    ///   - title: The title shown in the bar.
    ///   - preferences: The screen's preferences.
    public init(title: String, preferences: ScreenPreferences = .init()) {
        self.title = title
        self.preferences = preferences
    }
}

/// What a route matched: its pattern, the values of its parameters, the query, and the link that
/// is the screen's identity.
///
/// ```swift
/// if let match = routes.match(screen.id), match.pattern == "/mail/:mailbox/message/:id" {
///     show(message: match["id"]!, in: match["mailbox"]!)
/// }
/// ```
public struct RouteMatch: Hashable, Sendable {
    /// The route's whole pattern, from the root (`/mail/:mailbox/message/:id`).
    public let pattern: String
    /// The parameters' values, decoded, by name (the parameters of the routes above included).
    public let parameters: [String: String]
    /// The query's items (only the screen a link opens on top gets them).
    public let query: [QueryItem]
    /// The canonical link of this screen: its identity in the stack.
    public let link: String
    /// The decoded value of the last segment, the default title (empty for the root).
    let lastSegment: String

    /// The value of a parameter.
    /// - Parameter name: The parameter's name, without `:`.
    /// - Returns: Its decoded value, or `nil` for a name the pattern does not have.
    public subscript(name: String) -> String? { parameters[name] }

    /// The value of the first query item with a name.
    /// - Parameter name: The item's name.
    /// - Returns: Its value (`nil` when there is no such item or it has no `=`).
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value ?? nil
    }
}
