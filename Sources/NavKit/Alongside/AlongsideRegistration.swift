/// The handle of an alongside animation registered with a ``TransitionCoordinator``: cancel it
/// to stop hearing frames.
///
/// A registration for the transition in flight ends by itself with that transition; one for
/// every transition lasts until it is cancelled (or its container is released). Dropping the
/// handle cancels nothing, so `@discardableResult` calls read as UIKit's do.
///
/// ```swift
/// let registration = container.transitionCoordinator.addAlongside { frame in
///     tabBar.offset = frame.progress
/// }
/// // later
/// registration.cancel()
/// ```
@MainActor
public final class AlongsideRegistration {
    /// When it hears from the coordinator.
    enum Scope {
        /// The transition in flight only.
        case current
        /// Every transition, until cancelled.
        case everyTransition
    }

    let scope: Scope
    let onFrame: ((AlongsideFrame) -> Void)?
    let onInteractionChange: ((AlongsideFrame) -> Void)?
    let onCompletion: ((AlongsideFrame) -> Void)?
    /// Whether it was cancelled (or its transition ended).
    public private(set) var isCancelled = false

    init(
        scope: Scope, onFrame: ((AlongsideFrame) -> Void)?, onInteractionChange: ((AlongsideFrame) -> Void)?,
        onCompletion: ((AlongsideFrame) -> Void)?
    ) {
        self.scope = scope
        self.onFrame = onFrame
        self.onInteractionChange = onInteractionChange
        self.onCompletion = onCompletion
    }

    /// Stops delivering to it: no frame, interaction change or completion reaches it from now on,
    /// even within the frame being delivered. Cancelling twice does nothing more.
    public func cancel() { isCancelled = true }
}
