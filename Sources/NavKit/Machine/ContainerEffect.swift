import NavKitCore
import NavKitInteraction

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
    /// The run a source was driving ended while the source still drove it (a watchdog, a failing
    /// plug-in, a completion before the release): that source drives nothing more until its input
    /// ends (DESIGN invariant 8). The core tells the gestures; the shell has nothing to do.
    case stoppedDriving(InteractionSource)
    /// A request would remove a guarded screen its guard was not asked about (the stack changed
    /// under a queued request, after a cancel or a denial before it; or no answer came with the
    /// request): the question is open in the machine's ``LeaveGuardState``; ask the guard and
    /// relay an allow or a deny with ``TransitionMachine/relayAnswer(_:allowed:at:into:)`` (a
    /// guard that decides later answers through ``TransitionMachine/answerLeave(_:allowed:at:into:)``).
    /// The request waits meanwhile.
    case askLeave(LeaveRequest)
    /// The run that just began zooms from an element: resolve it on the screen that owns it and
    /// answer with ``TransitionMachine/resolveSource(_:for:into:)`` (before the scene is shown).
    case resolveSource(SourceQuestion)
    /// The run that just began flies shared elements both its screens list: resolve each on
    /// both screens and answer with ``TransitionMachine/resolveSharedElements(_:for:into:)``
    /// (before the scene is shown).
    case resolveSharedElements(SharedElementQuestion)
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

/// Which shared elements a beginning transition needs the frames of, on which two screens.
package struct SharedElementQuestion: Hashable, Sendable {
    /// The elements both screens list, in the incoming screen's order.
    package var elements: [SharedElementID]
    /// The outgoing screen.
    package var from: ScreenID
    /// The incoming screen.
    package var to: ScreenID
    /// The run asking (its change's sequence number), so a late answer changes nothing.
    package var run: UInt64
}

/// The host's answer for one shared element: its resting frame on each screen, if any.
package struct SharedElementAnswer: Hashable, Sendable {
    /// The element.
    package var element: SharedElementID
    /// Where it stands on the outgoing screen, as the host said.
    package var from: SharedElementFrame?
    /// Where it stands on the incoming screen, as the host said.
    package var to: SharedElementFrame?

    package init(element: SharedElementID, from: SharedElementFrame?, to: SharedElementFrame?) {
        self.element = element
        self.from = from
        self.to = to
    }
}
