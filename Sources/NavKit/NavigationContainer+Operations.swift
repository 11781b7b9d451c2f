public import NavKitCore

// The stack requests: each is one event for the transition machine.

extension NavigationContainer {
    /// Pushes a screen on top of the stack.
    ///
    /// - Parameters:
    ///   - screen: The screen; its identity must not be in the (projected) stack.
    ///   - animated: Whether to animate the transition.
    ///   - animator: An animator name overriding the screen's preference and the default.
    ///   - completion: Runs exactly once: finished, or failed if the request was queued and could
    ///     no longer apply.
    /// - Returns: Whether it applied, started or was queued.
    /// - Throws: ``NavigationError/duplicateScreen(_:)``; nothing changes then.
    @discardableResult
    public func push(
        _ screen: Screen, animated: Bool = true, animator: AnimatorID? = nil,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) -> OperationDisposition {
        try request(.push(screen), animated: animated, animator: animator, completion: completion)
    }

    /// Pops the top screen.
    /// - Parameters:
    ///   - animated: Whether to animate the transition.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started or was queued.
    /// - Throws: ``NavigationError/cannotPopRoot`` on a one-screen (projected) stack.
    @discardableResult
    public func pop(
        animated: Bool = true, animator: AnimatorID? = nil, completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) -> OperationDisposition {
        try request(.pop, animated: animated, animator: animator, completion: completion)
    }

    /// Pops every screen above a given one. Popping to the top screen applies at once and
    /// changes nothing.
    /// - Parameters:
    ///   - id: A screen in the (projected) stack.
    ///   - animated: Whether to animate the transition.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started or was queued.
    /// - Throws: ``NavigationError/screenNotInStack(_:)``.
    @discardableResult
    public func pop(
        to id: ScreenID, animated: Bool = true, animator: AnimatorID? = nil,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) -> OperationDisposition {
        try request(.popTo(id), animated: animated, animator: animator, completion: completion)
    }

    /// Pops every screen above the root. On a one-screen stack it applies at once and changes
    /// nothing.
    /// - Parameters:
    ///   - animated: Whether to animate the transition.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started or was queued.
    @discardableResult
    public func popToRoot(
        animated: Bool = true, animator: AnimatorID? = nil, completion: ((NavigationResult) -> Void)? = nil
    ) -> OperationDisposition {
        // Cannot fail: every stack has a root.
        (try? request(.popToRoot, animated: animated, animator: animator, completion: completion)) ?? .applied
    }

    private func request(
        _ operation: StackOperation, animated: Bool, animator: AnimatorID?, completion: ((NavigationResult) -> Void)?
    ) throws(NavigationError) -> OperationDisposition {
        let ticket = ticket(for: completion)
        let time = now()
        do {
            return try performTransition { (machine, effects) throws(NavigationError) in
                try machine.request(
                    operation, animated: animated, animator: animator, ticket: ticket, at: time, into: &effects)
            }
        } catch {
            withdraw(ticket)
            throw error
        }
    }

    /// Replaces the top screen with another (animated like a push).
    /// - Parameters:
    ///   - screen: The new top screen; its identity must not be elsewhere in the stack.
    ///   - animated: Whether to animate the transition.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started or was queued.
    /// - Throws: ``NavigationError/duplicateScreen(_:)``.
    @discardableResult
    public func replaceTop(
        with screen: Screen, animated: Bool = true, animator: AnimatorID? = nil,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) -> OperationDisposition {
        try request(.replaceTop(screen), animated: animated, animator: animator, completion: completion)
    }

    /// Replaces the whole stack. The transition runs backward when the new top screen was
    /// already below the old top, forward otherwise, and not at all when the top stays.
    /// - Parameters:
    ///   - screens: The new stack, root first; non-empty, no identity twice.
    ///   - animated: Whether to animate the transition.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started or was queued.
    /// - Throws: ``NavigationError/emptyStack`` or ``NavigationError/duplicateScreen(_:)``.
    @discardableResult
    public func setStack(
        _ screens: [Screen], animated: Bool = true, animator: AnimatorID? = nil,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) -> OperationDisposition {
        try request(.setStack(screens), animated: animated, animator: animator, completion: completion)
    }
}
