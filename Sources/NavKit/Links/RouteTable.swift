public import NavKitCore

/// What a route table opens for a link that no route matches.
public enum LinkFallback: Hashable, Sendable {
    /// Refuse it: ``LinkError/noRoute(_:)``, nothing changes.
    case fail
    /// Open the root alone.
    case root
    /// Open the root and, on it, a "not found" screen whose identity is the link — so the stack
    /// turns back into the same link.
    case notFound(RouteScreen)
}

/// Routes from link paths to stacks of screens, both ways: a link becomes the stack it opens
/// (``stack(for:)-(String)``), and a stack the table made becomes its link again (``link(for:prefix:)``).
///
/// A link is read strictly (RFC 3986, UTF-8 percent-encoding): after one of the ``prefixes``
/// (`myapp://`, `https://mail.example.com`) or as a bare path (`/mail/inbox?unread`), its
/// segments are matched against the routes' patterns, and the stack is the matched route's chain
/// from the root. Every screen's identity is its canonical link (`/mail/inbox`; the top screen's
/// with the query, `/search?q=swift`), which is how a stack turns back into a link and how
/// ``match(_:)`` tells the app what a screen shows.
///
/// When several routes match a link, precedence decides, as in React Navigation and go_router:
/// - **A literal beats a parameter**, at the first segment where the two patterns differ:
///   `/mail/drafts` takes `/mail/drafts` from `/mail/:mailbox`, and `/a/b/:x` takes `/a/b/c` from
///   `/a/:y/c`. Two routes with literals at the same places and parameters elsewhere match the same
///   links, and are refused (``RouteTableError/duplicateRoute(_:_:)``).
/// - Then **the order the routes were given** (parents before children, children in order) — which
///   only matters when a route declines its values (its screen function returns `nil`) and the
///   next one is tried.
/// - **Every screen below the top is the screen its own link opens.** `/mail/drafts/message/1`
///   (under `/mail/:mailbox`) stands on the `/mail/drafts` route's screen, not on a mailbox named
///   "drafts": one identity is always one screen, however the stack was reached, so a swipe back
///   from the message shows what the link `/mail/drafts` shows.
///
/// Paths are compared as URLs compare them: case-sensitively, and by their Unicode scalars as
/// written (`café` precomposed is not `cafe` with a combining accent); one trailing `/` is ignored.
///
/// Only strings are read here: the table needs nothing but the standard library.
/// NavKitFoundation adds `URL` forms of the same calls.
///
/// ```swift
/// let stack = try routes.stack(for: "myapp://mail/inbox/message/42?highlight=budget")
/// // ["/", "/mail/inbox", "/mail/inbox/message/42?highlight=budget"]
/// try routes.link(for: stack, prefix: "https://mail.example.com")
/// // "https://mail.example.com/mail/inbox/message/42?highlight=budget"
/// ```
public struct RouteTable: Sendable {
    /// The schemes and hosts (and, for a prefix like `https://example.com/app`, the path) links to
    /// this app start with. Schemes and hosts compare without regard to ASCII case, a path in a
    /// prefix exactly, as URLs compare them; a prefix's trailing `/` is ignored.
    public let prefixes: [String]
    /// What a link no route matches opens.
    public let fallback: LinkFallback
    private let routes: [FlatRoute]

    /// One route with its whole pattern and the routes above it.
    private struct FlatRoute: Sendable {
        var pattern: String
        var segments: [RoutePattern.Segment]
        /// The routes from the root to this one (indices into ``routes``), this one last.
        var chain: [Int]
        var screen: @Sendable (RouteMatch) -> RouteScreen?
    }

    /// Builds a table from its root route.
    /// - Parameters:
    ///   - root: The root route (pattern `/`) and, under it, every other route.
    ///   - prefixes: The schemes and hosts links to this app start with (`myapp://`,
    ///     `https://mail.example.com`, `https://example.com/mail`); a link with a scheme none of
    ///     them names is refused.
    ///   - fallback: What a link no route matches opens.
    /// - Throws: ``RouteTableError`` for an invalid pattern (a literal with `%`, `?` or `#`
    ///   included), a parameter name used twice on one chain, or two routes that match the same
    ///   links.
    public init(_ root: Route, prefixes: [String] = [], fallback: LinkFallback = .fail) throws(RouteTableError) {
        guard root.pattern == "/" else { throw .invalidPattern(root.pattern, "the root's pattern is '/'") }
        self.prefixes = prefixes
        self.fallback = fallback
        var routes: [FlatRoute] = []
        try Self.flatten(root, under: nil, into: &routes)
        var shapes: [[String?]: String] = [:]
        for route in routes {
            let shape = route.segments.map(\.literal)
            if let other = shapes[shape] { throw .duplicateRoute(other, route.pattern) }
            shapes[shape] = route.pattern
        }
        self.routes = routes
    }

    private static func flatten(_ route: Route, under parent: Int?, into routes: inout [FlatRoute])
        throws(RouteTableError)
    {
        let own: [RoutePattern.Segment]
        if let parent {
            own = try RoutePattern.segments(of: route.pattern)
            let above = routes[parent].segments.compactMap(\.parameter)
            if let name = own.compactMap(\.parameter).first(where: above.contains) {
                throw .duplicateParameter(pattern: routes[parent].pattern + "/" + route.pattern, name: name)
            }
        } else {
            own = []
        }
        let segments = (parent.map { routes[$0].segments } ?? []) + own
        let index = routes.count
        routes.append(
            FlatRoute(
                pattern: RoutePattern.text(of: segments), segments: segments,
                chain: (parent.map { routes[$0].chain } ?? []) + [index], screen: route.screen))
        for child in route.children { try flatten(child, under: index, into: &routes) }
    }

    /// Every route's whole pattern, the root first, each parent before its children.
    public var patterns: [String] { routes.map(\.pattern) }

    // MARK: Link → stack

    /// The stack a link opens: the matched route's chain, from the root.
    /// - Parameter link: The link: with one of ``prefixes``, or a path.
    /// - Returns: The screens, root first; each one's identity is its canonical link.
    /// - Throws: ``LinkError/malformed(at:_:)``, ``LinkError/unknownPrefix(_:)``, or
    ///   ``LinkError/noRoute(_:)`` when no route takes it and ``fallback`` is ``LinkFallback/fail``.
    public func stack(for link: String) throws(LinkError) -> [Screen] {
        try resolve(ParsedLink(parsing: link, prefixes: prefixes)).map(\.screen)
    }

    /// The screen a link opens on top: for pushing one screen the way a link would make it.
    /// - Parameter link: The link.
    /// - Returns: The top screen of ``stack(for:)-(String)``.
    /// - Throws: As ``stack(for:)-(String)``.
    public func screen(for link: String) throws(LinkError) -> Screen {
        let stack = try stack(for: link)
        return stack[stack.count - 1]
    }

    /// What a screen the table made shows: its route and values.
    /// - Parameter id: A screen's identity.
    /// - Returns: The match, or `nil` for a screen no route made (one of the app's own, or the
    ///   fallback's "not found" screen).
    public func match(_ id: ScreenID) -> RouteMatch? {
        guard let link = try? ParsedLink(parsing: id.rawValue, prefixes: []), link.text == id.rawValue,
            let resolved = try? resolve(link)
        else { return nil }
        return resolved[resolved.count - 1].match
    }

    private struct Resolved {
        var screen: Screen
        var match: RouteMatch?
    }

    private func resolve(_ link: ParsedLink) throws(LinkError) -> [Resolved] {
        var opened: [Int: Opened?] = [:]
        if let stack = stack(for: link, opened: &opened) { return stack }
        opened = [:]
        switch fallback {
        case .fail:
            throw .noRoute(link.text)
        case .root:
            guard let root = stack(for: ParsedLink(segments: []), opened: &opened) else { throw .noRoute(link.text) }
            return root
        case .notFound(let screen):
            guard !link.segments.isEmpty, let root = stack(for: ParsedLink(segments: []), opened: &opened) else {
                throw .noRoute(link.text)
            }
            let notFound = Screen(id: ScreenID(link.text), title: screen.title, preferences: screen.preferences)
            return root + [Resolved(screen: notFound, match: nil)]
        }
    }

    /// The route that opens the first segments of a link, and the screen it makes there.
    private struct Opened {
        var route: Int
        var resolved: Resolved
    }

    /// The stack a link opens, or `nil` when no route takes it.
    ///
    /// The top screen is the first route (``candidates(for:)``) that takes the link and whose
    /// ancestors' links are all opened; every screen below it is the screen its *own* link opens —
    /// the one ``stack(for:)-(String)`` gives for that link on its own — so an identity always
    /// stands for the same screen, however it was reached: `/mail/drafts/message/1` under
    /// `/mail/:mailbox` stands on the literal `/mail/drafts` route's screen when there is one.
    /// - Parameters:
    ///   - link: The link.
    ///   - opened: What each length of the link's prefix opens, filled as it is learned.
    private func stack(for link: ParsedLink, opened: inout [Int: Opened?]) -> [Resolved]? {
        guard let top = open(link, length: link.segments.count, opened: &opened) else { return nil }
        var stack: [Resolved] = []
        for member in routes[top.route].chain.dropLast() {
            // Opened while the top was chosen.
            guard let below = opened[routes[member].segments.count] ?? nil else { return nil }
            stack.append(below.resolved)
        }
        return stack + [top.resolved]
    }

    /// What the first `length` segments of a link open (with the query only for the whole link),
    /// learned once per length.
    private func open(_ link: ParsedLink, length: Int, opened: inout [Int: Opened?]) -> Opened? {
        if let known = opened[length] { return known }
        let own = ParsedLink(
            segments: Array(link.segments[..<length]), query: length == link.segments.count ? link.query : [])
        var found: Opened?
        for candidate in candidates(for: own.segments) {
            let route = routes[candidate]
            let ancestorsOpen = route.chain.dropLast().allSatisfy { member in
                open(link, length: routes[member].segments.count, opened: &opened) != nil
            }
            guard ancestorsOpen else { continue }
            var parameters: [String: String] = [:]
            for (index, segment) in route.segments.enumerated() {
                if let name = segment.parameter { parameters[name] = own.segments[index] }
            }
            let match = RouteMatch(
                pattern: route.pattern, parameters: parameters, query: own.query, link: own.text,
                lastSegment: own.segments.last ?? "")
            guard let content = route.screen(match) else { continue }
            let screen = Screen(id: ScreenID(own.text), title: content.title, preferences: content.preferences)
            found = Opened(route: candidate, resolved: Resolved(screen: screen, match: match))
            break
        }
        opened[length] = .some(found)
        return found
    }

    /// The routes whose pattern matches the segments, the most specific first: at the first place
    /// two differ, a literal before a parameter; then in the order they were given. A literal
    /// matches a segment of exactly the same Unicode scalars (paths are case-sensitive, and
    /// compared as written, as URLs are).
    private func candidates(for segments: [String]) -> [Int] {
        let matching = routes.indices.filter { index in
            let pattern = routes[index].segments
            return pattern.count == segments.count
                && zip(pattern, segments).allSatisfy { pattern, segment in
                    pattern.literal.map { $0.unicodeScalars.elementsEqual(segment.unicodeScalars) } ?? true
                }
        }
        return matching.sorted { a, b in
            for (x, y) in zip(routes[a].segments, routes[b].segments) where (x.literal == nil) != (y.literal == nil) {
                return x.literal != nil
            }
            return a < b
        }
    }

    // MARK: Stack → link

    /// The link that opens a stack the table made (from a link, or with ``link(to:parameters:query:prefix:)``
    /// and ``screen(for:)``).
    ///
    /// The stack must be exactly the one its top screen's link opens — the same identities from
    /// the root up (titles and preferences may have changed since).
    /// - Parameters:
    ///   - stack: The screens, root first.
    ///   - prefix: What the link starts with (`https://mail.example.com`, `myapp://`); `nil` for a
    ///     path (`/mail/inbox`).
    /// - Returns: The canonical link.
    /// - Throws: ``LinkError/notExpressible(_:)`` for a stack no link opens.
    public func link(for stack: [Screen], prefix: String? = nil) throws(LinkError) -> String {
        guard let top = stack.last else { throw .notExpressible("an empty stack") }
        guard let link = try? ParsedLink(parsing: top.id.rawValue, prefixes: []), link.text == top.id.rawValue else {
            throw .notExpressible("the top screen '\(top.id)' is not a route's screen (its identity is no link)")
        }
        let opened: [Screen]
        do {
            opened = try resolve(link).map(\.screen)
        } catch {
            throw .notExpressible("the top screen '\(top.id)' is not a route's screen (\(error))")
        }
        guard opened.map(\.id) == stack.map(\.id) else {
            throw .notExpressible(
                "'\(top.id)' opens \(opened.map(\.id.rawValue)), not \(stack.map(\.id.rawValue))")
        }
        return Self.join(prefix, link.text)
    }

    /// The link to a route with values.
    /// - Parameters:
    ///   - pattern: The route's whole pattern (one of ``patterns``).
    ///   - parameters: A value for each of its parameters.
    ///   - query: The query's items.
    ///   - prefix: What the link starts with; `nil` for a path.
    /// - Returns: The canonical link.
    /// - Throws: ``LinkError/noRoute(_:)`` for an unknown pattern, ``LinkError/notExpressible(_:)``
    ///   for a missing, empty, `.` or `..` value, an empty query name, or values a more specific
    ///   route (or the route's own screen function) would not take.
    public func link(
        to pattern: String, parameters: [String: String] = [:], query: [QueryItem] = [], prefix: String? = nil
    ) throws(LinkError) -> String {
        guard let route = routes.firstIndex(where: { $0.pattern == pattern }) else { throw .noRoute(pattern) }
        var segments: [String] = []
        for segment in routes[route].segments {
            guard let name = segment.parameter else {
                segments.append(segment.literal ?? "")
                continue
            }
            guard let value = parameters[name], !value.isEmpty, value != ".", value != ".." else {
                throw .notExpressible("':\(name)' of \(pattern) needs a value other than '', '.' and '..'")
            }
            segments.append(value)
        }
        if query.contains(where: \.name.isEmpty) { throw .notExpressible("a query item without a name") }
        let link = ParsedLink(segments: segments, query: query)
        guard let match = (try? resolve(link))?.last?.match, match.pattern == pattern else {
            throw .notExpressible("\(link.text) opens another route than \(pattern)")
        }
        return Self.join(prefix, link.text)
    }

    /// A prefix and a path: `myapp://` + `/mail` is `myapp://mail` (the scheme's own `//` ends it).
    private static func join(_ prefix: String?, _ path: String) -> String {
        guard let prefix, !prefix.isEmpty else { return path }
        return prefix.hasSuffix("/") ? prefix + path.dropFirst() : prefix + path
    }
}
