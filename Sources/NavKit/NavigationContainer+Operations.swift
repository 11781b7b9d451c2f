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

    /// Pops the top screen, after its leave guard allows it.
    /// - Parameters:
    ///   - animated: Whether to animate the transition.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - overridingGuards: Removes a guarded screen without asking (reported as
    ///     ``NavigationDiagnostic/guardOverridden(_:_:)``).
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started, was queued or waits for a guard.
    /// - Throws: ``NavigationError/cannotPopRoot`` on a one-screen (projected) stack,
    ///   ``NavigationError/leaveDenied(_:)`` when the guard denies.
    @discardableResult
    public func pop(
        animated: Bool = true, animator: AnimatorID? = nil, overridingGuards: Bool = false,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) -> OperationDisposition {
        try request(
            .pop, animated: animated, animator: animator, completion: completion, overridingGuards: overridingGuards)
    }

    /// Pops every screen above a given one, after the guards of the screens it removes allow it.
    /// Popping to the top screen applies at once and changes nothing.
    /// - Parameters:
    ///   - id: A screen in the (projected) stack.
    ///   - animated: Whether to animate the transition.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - overridingGuards: Removes guarded screens without asking (reported).
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started, was queued or waits for a guard.
    /// - Throws: ``NavigationError/screenNotInStack(_:)``, ``NavigationError/leaveDenied(_:)``.
    @discardableResult
    public func pop(
        to id: ScreenID, animated: Bool = true, animator: AnimatorID? = nil, overridingGuards: Bool = false,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) -> OperationDisposition {
        try request(
            .popTo(id), animated: animated, animator: animator, completion: completion,
            overridingGuards: overridingGuards)
    }

    /// Pops every screen above the root, after the guards of the screens it removes allow it.
    /// On a one-screen stack it applies at once and changes nothing.
    /// - Parameters:
    ///   - animated: Whether to animate the transition.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - overridingGuards: Removes guarded screens without asking (reported).
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started, was queued or waits for a guard.
    /// - Throws: ``NavigationError/leaveDenied(_:)`` when a guard denies (every stack has a root,
    ///   so nothing else can refuse it).
    @discardableResult
    public func popToRoot(
        animated: Bool = true, animator: AnimatorID? = nil, overridingGuards: Bool = false,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) -> OperationDisposition {
        try request(
            .popToRoot, animated: animated, animator: animator, completion: completion,
            overridingGuards: overridingGuards)
    }

    /// Pops every screen above the root because the tab that shows the stack was tapped again
    /// (NavKit-internal: what the host driver's tab reselection calls): as
    /// ``popToRoot(animated:animator:overridingGuards:completion:)``, with the guards told
    /// ``LeaveReason/reselectTab``.
    /// - Parameter animated: Whether to animate the transition.
    /// - Returns: Whether it applied, started, was queued or waits for a guard.
    /// - Throws: ``NavigationError/leaveDenied(_:)`` when a guard denies.
    @discardableResult
    package func popToRoot(reselectingTab animated: Bool) throws(NavigationError) -> OperationDisposition {
        try request(.popToRoot, animated: animated, animator: nil, completion: nil, reason: .reselectTab)
    }

    /// One stack request: the guards of the screens it removes are asked (top first, through the
    /// transition machine's questions), then it is the machine's next event, with their answers.
    func request(
        _ operation: StackOperation, animated: Bool, animator: AnimatorID?, completion: ((NavigationResult) -> Void)?,
        overridingGuards: Bool = false, reason: LeaveReason? = nil
    ) throws(NavigationError) -> OperationDisposition {
        let reason = reason ?? operation.leaveReason
        let answers = overridingGuards ? [] : try answers(for: operation, reason: reason)
        let ticket = ticket(for: completion)
        let time = now()
        do {
            return try performTransition { (machine, effects) throws(NavigationError) in
                try machine.request(
                    operation, animated: animated, animator: animator, ticket: ticket, reason: reason,
                    answers: answers, overridingGuards: overridingGuards, at: time, into: &effects)
            }
        } catch {
            withdraw(ticket)
            throw error
        }
    }

    /// Replaces the top screen with another (animated like a push), after the replaced screen's
    /// guard allows it.
    /// - Parameters:
    ///   - screen: The new top screen; its identity must not be elsewhere in the stack.
    ///   - animated: Whether to animate the transition.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - overridingGuards: Replaces a guarded screen without asking (reported).
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started, was queued or waits for a guard.
    /// - Throws: ``NavigationError/duplicateScreen(_:)``, ``NavigationError/leaveDenied(_:)``.
    @discardableResult
    public func replaceTop(
        with screen: Screen, animated: Bool = true, animator: AnimatorID? = nil, overridingGuards: Bool = false,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) -> OperationDisposition {
        try request(
            .replaceTop(screen), animated: animated, animator: animator, completion: completion,
            overridingGuards: overridingGuards)
    }

    /// Replaces the whole stack, after the guards of the screens it removes allow it. The
    /// transition runs backward when the new top screen was already below the old top, forward
    /// otherwise, and not at all when the top stays.
    /// - Parameters:
    ///   - screens: The new stack, root first; non-empty, no identity twice.
    ///   - animated: Whether to animate the transition.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - overridingGuards: Removes guarded screens without asking (reported).
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started, was queued or waits for a guard.
    /// - Throws: ``NavigationError/emptyStack``, ``NavigationError/duplicateScreen(_:)`` or
    ///   ``NavigationError/leaveDenied(_:)``.
    @discardableResult
    public func setStack(
        _ screens: [Screen], animated: Bool = true, animator: AnimatorID? = nil, overridingGuards: Bool = false,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) -> OperationDisposition {
        try request(
            .setStack(screens), animated: animated, animator: animator, completion: completion,
            overridingGuards: overridingGuards)
    }
}
