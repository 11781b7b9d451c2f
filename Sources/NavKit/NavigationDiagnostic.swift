public import NavKitCore
public import NavKitInteraction

/// Something the container noticed and handled that a host may want to log.
///
/// Diagnostics never mean the container is in a bad state: each one describes a value that was
/// corrected or a request that was refused, and what was done instead. They reach every
/// observer's ``NavigationObserver/navigationContainer(_:didReport:)`` — observers are the
/// container's one channel for them.
///
/// ```swift
/// final class NavigationLog: NavigationObserver {
///     func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic) {
///         if case .durationClamped(let animator, let requested, let used) = diagnostic {
///             print("\(animator) asked for \(requested) s, got \(used) s")
///         }
///     }
/// }
/// let log = NavigationLog()
/// container.addObserver(log)
/// ```
public enum NavigationDiagnostic: Hashable, Sendable {
    /// An animator was asked for by name but is not registered; the next choice was used.
    case unknownAnimator(AnimatorID)
    /// An animator returned a duration outside the allowed range; it was clamped.
    case durationClamped(animator: AnimatorID, requested: Double, used: Double)
    /// An animator returned non-finite or out-of-range values; the frame was sanitised.
    case sanitizedFrame(animator: AnimatorID, progress: Double)
    /// A queued operation could no longer apply when its turn came.
    case queuedOperationFailed(NavigationError)
    /// A queued operation no longer fits the stack as it will be, after what was before it
    /// changed (a transition was cancelled, or a request before it was denied by a leave guard):
    /// ``NavigationContainer/projectedStack`` leaves it out, and it fails when its turn comes
    /// (``queuedOperationFailed(_:)``) unless what is before it changes again.
    case queuedOperationNoLongerApplies(NavigationError)
    /// An interactive transition did not complete in time; the container ended it itself.
    case watchdogEndedTransition(TransitionOutcome, afterSeconds: Double)
    /// The interactive transition plug-in reported progress that was not finite.
    case sanitizedInteractionProgress
    /// The interactive transition plug-in failed while advancing a frame; the container
    /// cancelled the transition so that nothing stays stuck.
    case interactionFailed(InteractionError)
    /// A back gesture (touch swipe or programmatic back) did not begin, and why.
    case backGestureRefused(BackGestureRefusal)
    /// A touch was malformed or did not fit the touch stream; it was ignored and nothing changed.
    case touchRefused(TouchError)
    /// A programmatic back event was malformed or out of order; it was ignored and nothing changed.
    case programmaticBackRefused(ProgrammaticBackError)
    /// A request removed a guarded screen without asking its guard, because the caller overrode
    /// the guards.
    case guardOverridden(ScreenID, LeaveReason)
    /// The host resolved a shared element on a screen to a frame that is not finite or has no
    /// area (the element did not fly), or to a corner radius that is negative or not finite (it
    /// flew with square corners at that end).
    case sanitizedSharedElement(SharedElementID, screen: ScreenID)
    /// The host resolved a transition's source element (the zoom's thumbnail) on a screen to a
    /// frame that is not finite or has no area: it counted as no answer (the zoom cross-faded, or
    /// kept the frame it had).
    case sanitizedSourceFrame(TransitionSourceID, screen: ScreenID)
    /// An input of a back gesture that drives the transition (a touch swipe, a zoom dismiss's
    /// drag, a programmatic back) was refused by the transition — its interactive plug-in threw
    /// (``NavigationError/interaction(_:)``), or the input came at a time the transition could
    /// not take: the input was dropped, the transition kept its state, and the gesture's next
    /// input is taken as usual.
    case backGestureInputRefused(BackGestureInput, NavigationError)
}

/// Which input of a back gesture a ``NavigationDiagnostic/backGestureInputRefused(_:_:)`` is
/// about.
public enum BackGestureInput: Hashable, Sendable {
    /// A new progress (the finger moved along the swipe; the first one as the swipe began).
    case progress
    /// A zoom dismiss's 2-D drag of the screen.
    case drag
    /// The release toward finishing or cancelling.
    case release
}
