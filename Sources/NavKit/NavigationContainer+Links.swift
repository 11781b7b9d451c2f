// Opening a link: one stack request, like any other (through the leave guards, queued behind a
// transition in flight), to the stack the route table makes of the link.

extension NavigationContainer {
    /// Opens a link: replaces the stack with the one the route table makes of it, in one
    /// transition from the top screen now to the link's top screen — the screens between are
    /// never shown — as ``setStack(_:animated:animator:overridingGuards:completion:)`` does.
    ///
    /// Every screen the link's stack does not keep is asked first, through its leave guard
    /// (reason ``LeaveReason/openLink(_:)``), as for any removal: a guard that denies refuses the
    /// link with nothing changed; one that decides later makes it wait for the answer
    /// (``OperationDisposition/awaitingGuard``). A screen of the link's stack that the container
    /// already shows (the same identity) keeps its current title and preferences. Opened while a
    /// transition runs, the link waits its turn in the queue.
    ///
    /// ```swift
    /// try container.open("myapp://mail/inbox/message/42", in: routes)
    /// ```
    /// - Parameters:
    ///   - link: The link: with one of the table's prefixes, or a path.
    ///   - routes: The route table.
    ///   - animated: Whether to animate the change.
    ///   - overridingGuards: Removes guarded screens without asking (each reported as
    ///     ``NavigationDiagnostic/guardOverridden(_:_:)``).
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started, was queued or waits for a guard.
    /// - Throws: The table's ``LinkError`` for a link it cannot read or route, or
    ///   ``LinkError/refused(_:)`` (``NavigationError/leaveDenied(_:)`` for a guard that denies);
    ///   nothing changes then.
    @discardableResult
    public func open(
        _ link: String, in routes: RouteTable, animated: Bool = true, overridingGuards: Bool = false,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(LinkError) -> OperationDisposition {
        let target = try routes.stack(for: link)
        let shown = Dictionary(projectedStack.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        do {
            return try setStack(
                target.map { shown[$0.id] ?? $0 }, forLink: link, animated: animated,
                overridingGuards: overridingGuards, completion: completion)
        } catch {
            throw .refused(error)
        }
    }

    /// Replaces the stack with the one a host made for a link it read itself (a UIKit controller
    /// keeps its root view controller and gives each other screen of the link's stack one): the
    /// request ``open(_:in:animated:overridingGuards:completion:)-(String,_,_,_,_)`` makes, with the
    /// leave guards asked for reason ``LeaveReason/openLink(_:)``.
    /// - Parameters:
    ///   - screens: The new stack, root first.
    ///   - link: The link it opens, as given.
    ///   - animated: Whether to animate the change.
    ///   - overridingGuards: Removes guarded screens without asking (each reported).
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started, was queued or waits for a guard.
    /// - Throws: As ``setStack(_:animated:animator:overridingGuards:completion:)``; nothing changes then.
    @discardableResult
    public func setStack(
        _ screens: [Screen], forLink link: String, animated: Bool = true, overridingGuards: Bool = false,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) -> OperationDisposition {
        try request(
            .setStack(screens), animated: animated, animator: nil, completion: completion,
            overridingGuards: overridingGuards, reason: .openLink(link))
    }

    /// The link of the stack as it settles (``restorableStack``), if the route table made it.
    /// - Parameters:
    ///   - routes: The route table.
    ///   - prefix: What the link starts with; `nil` for a path.
    /// - Returns: The link.
    /// - Throws: ``LinkError/notExpressible(_:)`` when the stack is not one a link opens.
    public func link(in routes: RouteTable, prefix: String? = nil) throws(LinkError) -> String {
        try routes.link(for: restorableStack, prefix: prefix)
    }
}
