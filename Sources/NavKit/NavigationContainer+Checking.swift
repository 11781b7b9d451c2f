import NavKitCore
import NavKitInteraction

/// The transition in flight as a checker reads it after every frame and every touch: the
/// identities, the numbers and the driver of ``TransitionStatus``, without its context (whose two
/// screens make a status several hundred bytes that every read copies).
package struct TransitionReading: Hashable, Sendable {
    /// The screen on top when the transition began.
    package var from: ScreenID
    /// The screen on top when it finishes.
    package var to: ScreenID
    /// The animator that renders it.
    package var animator: AnimatorID
    /// The progress of the latest frame, 0…1.
    package var progress: Double
    /// What drives the progress (``TransitionStatus/driver``).
    package var driver: TransitionStatus.Driver
    /// Whether both screens allow a finger to catch the transition
    /// (``NavKitCore/ScreenPreferences/allowsCatchingTransitions``).
    package var screensAllowCatching: Bool

    /// The source driving an interactive transition.
    package var source: InteractionSource? {
        if case .interactive(let source, _) = driver { return source }
        return nil
    }
}

// Reads for checkers that look at the container after every frame and every touch (the model
// runner in NavKitTesting): the same answers as the public properties, without building the
// values those hand out — `transition` copies the whole run in flight to build its status,
// `projectedStack` builds an array of screens.
extension NavigationContainer {
    /// ``transition`` without its context, read from the run in place.
    package var transitionReading: TransitionReading? {
        guard let box = core.transition.runBox else { return nil }
        let driver: TransitionStatus.Driver
        switch box.run.drive {
        case .timed(let start, let duration): driver = .timed(start: start, duration: duration)
        case .interactive(let interactive): driver = .interactive(interactive.owner, box.run.interaction.phase)
        }
        return TransitionReading(
            from: box.run.context.from.id, to: box.run.context.to.id, animator: box.run.animatorID,
            progress: box.run.progress, driver: driver,
            screensAllowCatching: box.run.context.from.preferences.allowsCatchingTransitions
                && box.run.context.to.preferences.allowsCatchingTransitions)
    }

    /// The context of the transition in flight (``TransitionStatus/context``), copied from the run
    /// in place.
    package var transitionContext: TransitionContext? { core.transition.runBox?.run.context }

    /// Whether a transition runs (``transition`` is not `nil`), read without building its status.
    package var isTransitionRunning: Bool { core.transition.runBox != nil }

    /// The source driving the transition in flight (``TransitionStatus/source``), read without
    /// building its status.
    package var transitionSource: InteractionSource? { core.transition.interactionOwner }

    /// Whether the committed stack has exactly these identities, root first (``stack`` compared
    /// in place).
    /// - Parameter ids: The identities.
    /// - Returns: Whether they match.
    package func stackHasIdentities(_ ids: [ScreenID]) -> Bool {
        let screens = core.transition.stack.screens
        guard screens.count == ids.count else { return false }
        for index in ids.indices where screens[index].id != ids[index] { return false }
        return true
    }

    /// Whether the projected stack has exactly these identities, root first (``projectedStack``
    /// compared in place, without building it).
    /// - Parameter ids: The identities.
    /// - Returns: Whether they match.
    package func projectedStackHasIdentities(_ ids: [ScreenID]) -> Bool {
        guard let projection = core.transition.projection else { return stackHasIdentities(ids) }
        return projection.hasIdentities(ids, over: core.transition.stack)
    }
}
