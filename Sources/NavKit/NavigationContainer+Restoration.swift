public import NavKitCore

// Saving and restoring the stack: a snapshot of where the container is headed, and a restore that
// is one stack request like any other (validated first, through the leave guards).

extension NavigationContainer {
    /// The stack a snapshot taken now saves: where the container settles with no further decision
    /// from anyone.
    ///
    /// - A transition in flight counts as where it will end: a timed one (a push, a pop, a set-stack,
    ///   a released swipe's completion) as finished, or as cancelled when it is on its way back; one
    ///   that a finger or another source still drives as cancelled — nothing is decided yet, so the
    ///   screen it would remove is kept (with its payload).
    /// - Queued requests count as applied, in order, up to the first that waits for a leave guard's
    ///   answer (``OperationDisposition/awaitingGuard``): that one and every request behind it are
    ///   left out. The guard has not consented — a "Discard draft?" dialog open when the app is
    ///   killed must not discard the draft — and no dialog or completion handler survives a relaunch.
    ///   A queued request that could no longer apply is left out, as it will fail.
    ///
    /// Without a transition in flight or a queue, it is ``stack``.
    public var restorableStack: [Screen] {
        core.transition.settledScreens(runFinishes: transition.map(Self.finishesIfLeftAlone) ?? false)
    }

    /// Whether a transition finishes if nothing but time acts on it.
    private static func finishesIfLeftAlone(_ status: TransitionStatus) -> Bool {
        switch status.driver {
        case .timed: true
        case .interactive(_, .completing(let outcome)), .interactive(_, .completed(let outcome)): outcome == .finished
        case .interactive: false
        }
    }

    /// Takes a snapshot of ``restorableStack``, asking the app for each screen's payload.
    ///
    /// Take one whenever the app may be killed (going to the background, on every change): it is
    /// cheap, never fails, and is right mid-transition. A container nested in a screen has a
    /// snapshot of its own.
    ///
    /// ```swift
    /// let snapshot = container.snapshot { screen in messages[screen.id] }    // Payload == MessageID
    /// ```
    /// - Parameter payload: The payload of a screen, or `nil` for none.
    /// - Returns: The snapshot.
    public func snapshot<Payload: Codable>(payload: (Screen) -> Payload?) -> NavigationSnapshot<Payload> {
        NavigationSnapshot(unchecked: restorableStack.map { .init(screen: $0, payload: payload($0)) })
    }

    /// Takes a snapshot of ``restorableStack`` without payloads.
    /// - Returns: The snapshot.
    public func snapshot() -> NavigationSnapshot<Never> {
        snapshot { _ in nil }
    }

    /// Restores a saved stack: one request that replaces the stack with the snapshot's screens,
    /// as ``setStack(_:animated:animator:overridingGuards:completion:)`` does — so the leave guard
    /// of every screen it removes is asked first (reason ``LeaveReason/restore``), a transition in
    /// flight makes it wait in the queue, and a guard that decides later makes it wait for the
    /// answer.
    ///
    /// The snapshot is already checked (a ``NavigationSnapshot`` is always valid); reading it
    /// (``NavigationSnapshot/init(text:)``) is where a bad one is refused. The screens' content is the
    /// app's to rebuild from the payloads (``NavigationSnapshot/payloads``).
    ///
    /// - Parameters:
    ///   - snapshot: The saved stack.
    ///   - animated: Whether to animate the change (not at launch, by default).
    ///   - overridingGuards: Removes guarded screens without asking (each reported as
    ///     ``NavigationDiagnostic/guardOverridden(_:_:)``).
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started, was queued or waits for a guard.
    /// - Throws: ``RestorationError/refused(_:)`` with ``NavigationError/leaveDenied(_:)`` when a
    ///   guard denies; nothing changes then.
    @discardableResult
    public func restore<Payload>(
        _ snapshot: NavigationSnapshot<Payload>, animated: Bool = false, overridingGuards: Bool = false,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(RestorationError) -> OperationDisposition {
        do {
            return try setStack(
                snapshot.screens, restoring: animated, overridingGuards: overridingGuards, completion: completion)
        } catch {
            throw .refused(error)
        }
    }

    /// The request ``restore(_:animated:overridingGuards:completion:)`` makes, for a host that
    /// made the restored screens itself (NavKitHost's `PathNavigator` from a saved path): a
    /// set-stack with the leave guards asked for reason ``LeaveReason/restore``.
    /// - Parameters:
    ///   - screens: The new stack, root first.
    ///   - animated: Whether to animate the change.
    ///   - overridingGuards: Removes guarded screens without asking (each reported).
    ///   - completion: Runs exactly once.
    /// - Returns: Whether it applied, started, was queued or waits for a guard.
    /// - Throws: As ``setStack(_:animated:animator:overridingGuards:completion:)``.
    @discardableResult
    package func setStack(
        _ screens: [Screen], restoring animated: Bool, overridingGuards: Bool = false,
        completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) -> OperationDisposition {
        try request(
            .setStack(screens), animated: animated, animator: nil, completion: completion,
            overridingGuards: overridingGuards, reason: .restore)
    }
}
