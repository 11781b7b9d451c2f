import NavKitCore

/// What the transition machine asks its shell to do, in order, once the machine's own state is
/// settled: tell observers, run completions, report diagnostics, forget removed screens.
package enum ContainerEffect: Sendable {
    /// A screen is about to become the top screen.
    case willShow(Screen, animated: Bool)
    /// A screen became the top screen.
    case didShow(Screen, animated: Bool)
    /// A transition began.
    case didBegin(TransitionContext)
    /// A finger caught the running transition: it goes on, now driven interactively.
    case didCatch(TransitionContext)
    /// A transition ended, exactly once.
    case didEnd(TransitionContext, TransitionOutcome)
    /// A request's completion runs, exactly once.
    case complete(CompletionTicket, NavigationResult)
    /// A diagnostic for observers.
    case report(NavigationDiagnostic)
    /// Screens left the stack: drop their per-screen state (only when the machine was asked to
    /// report removals).
    case forget([ScreenID])
    /// A queued request would now remove a guarded screen its guard was not asked about (the
    /// stack changed under it, after a cancel): ask the guard and answer with
    /// ``TransitionMachine/answerLeave(_:allowed:at:into:)``. The request waits meanwhile.
    case askLeave(LeaveRequest)
    /// The run that just began zooms from an element: resolve it on the screen that owns it and
    /// answer with ``TransitionMachine/resolveSource(_:for:into:)`` (before the scene is shown).
    case resolveSource(SourceQuestion)
}

/// Which element a beginning transition needs the frame of.
package struct SourceQuestion: Hashable, Sendable {
    /// The element.
    package var source: TransitionSourceID
    /// The screen that owns it (the shallower screen of the transition).
    package var screen: ScreenID
    /// The run asking (its change's sequence number), so a late answer changes nothing.
    package var run: UInt64
}
