/// Why a link could not be read, opened or made. After any of these nothing changed: a container
/// asked to open a link is exactly as it was.
public enum LinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a link: a character a link may not hold (a space, `<`, a control character),
    /// a `%` not followed by two hex digits, percent-encoded bytes that are not UTF-8, an empty
    /// segment (`/mail//inbox`), a dot segment (`/mail/../inbox`), or a query item without a name.
    /// The offset is of the UTF-8 byte where it breaks.
    case malformed(at: Int, String)
    /// The link has a scheme or host that none of the table's prefixes names
    /// (``RouteTable/prefixes``).
    case unknownPrefix(String)
    /// No route matches the path, and the table's fallback is ``LinkFallback/fail``.
    case noRoute(String)
    /// The stack (or the values a link was asked for) is not one the table makes from a link: a
    /// screen no route made, screens missing between the root and the top, a parameter value a
    /// link cannot carry (empty, `.` or `..`), or values a more specific route would take. The text
    /// says which.
    case notExpressible(String)
    /// The link is valid, but the container refused to open it: a leave guard of a screen it would
    /// remove denied it, for instance.
    case refused(NavigationError)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .malformed(let offset, let why): "not a link (at byte \(offset)): \(why)"
        case .unknownPrefix(let link): "no prefix of the route table matches \(link)"
        case .noRoute(let path): "no route matches \(path)"
        case .notExpressible(let why): "no link makes this: \(why)"
        case .refused(let error): "the container refused the link: \(error)"
        }
    }
}

/// Why a route table could not be built from its routes.
public enum RouteTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A route's pattern is not valid: an empty segment, `.` or `..`, a parameter without a name or
    /// with characters other than letters, digits and `_`, a literal segment with `%`, `?` or `#`
    /// (literals are written decoded), or the root's pattern is not `/`.
    case invalidPattern(String, String)
    /// A parameter name is used twice in one route and the routes above it.
    case duplicateParameter(pattern: String, name: String)
    /// Two routes match exactly the same links (the same literals at the same places, parameters
    /// elsewhere).
    case duplicateRoute(String, String)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .invalidPattern(let pattern, let why): "invalid route pattern '\(pattern)': \(why)"
        case .duplicateParameter(let pattern, let name): "parameter ':\(name)' appears twice in '\(pattern)'"
        case .duplicateRoute(let first, let second): "routes '\(first)' and '\(second)' match the same links"
        }
    }
}
