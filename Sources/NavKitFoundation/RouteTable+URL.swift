public import Foundation
public import NavKit

// `URL` forms of the route table's and the container's link calls. NavKit reads links as
// strings (its core needs nothing but the standard library); this module is where Foundation's
// `URL` — what `onOpenURL`, `scene(_:openURLContexts:)` and universal links hand an app — meets
// them. A URL is read as its `absoluteString`, so a relative URL is read resolved against its base.

extension RouteTable {
    /// The stack a URL opens (``NavKit/RouteTable/stack(for:)-(String)`` of its absolute string).
    /// - Parameter url: The URL.
    /// - Returns: The screens, root first.
    /// - Throws: As ``NavKit/RouteTable/stack(for:)-(String)``.
    public func stack(for url: URL) throws(LinkError) -> [Screen] {
        try stack(for: url.absoluteString)
    }

    /// The URL that opens a stack the table made.
    /// - Parameters:
    ///   - stack: The screens, root first.
    ///   - prefix: What the URL starts with (`https://mail.example.com`, `myapp://`).
    /// - Returns: The URL.
    /// - Throws: ``NavKit/LinkError/notExpressible(_:)`` for a stack no link opens, or a prefix
    ///   with which the link is not a URL Foundation reads.
    public func url(for stack: [Screen], prefix: String) throws(LinkError) -> URL {
        let link = try link(for: stack, prefix: prefix)
        guard let url = URL(string: link) else { throw .notExpressible("Foundation reads no URL from \(link)") }
        return url
    }
}

extension NavigationContainer {
    /// Opens a URL (``NavKit/NavigationContainer/open(_:in:animated:overridingGuards:completion:)-(String,_,_,_,_)``
    /// of its absolute string): one transition to its stack, through the leave guards.
    /// - Parameters:
    ///   - url: The URL.
    ///   - routes: The route table.
    ///   - animated: Whether to animate the change.
    ///   - overridingGuards: Removes guarded screens without asking (reported).
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started, was queued or waits for a guard.
    /// - Throws: As ``NavKit/NavigationContainer/open(_:in:animated:overridingGuards:completion:)-(String,_,_,_,_)``.
    @discardableResult
    public func open(
        _ url: URL, in routes: RouteTable, animated: Bool = true, overridingGuards: Bool = false,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(LinkError) -> OperationDisposition {
        try open(
            url.absoluteString, in: routes, animated: animated, overridingGuards: overridingGuards,
            completion: completion)
    }
}
