import NavKit

/// A deliberate fault a ``ContainerModelRunner`` plants around the container it drives, to check
/// that each of its checks catches the fault it exists for (NavKit-internal).
///
/// No fault lives in the container or its machines: the runner plants each one from outside — in
/// what it hands the container, in what it passes back to the model, or in the queue it holds out
/// of the container for one frame — so no production path has a branch for it.
package enum PlantedFault: Sendable, Hashable {
    /// A finished animated request completes twice: the runner calls its completion again.
    case doubleCompletion
    /// A cancelled transition forgets the queue behind it (which then waits forever): while a
    /// released swipe animates back, the host holds the queue out of the container around every
    /// frame and touch, so the cancel drains nothing, and puts it back after.
    case queueStallsAfterCancel
    /// A preference change made to the from-screen while a transition runs reaches the running
    /// transition but not the stack: the runner puts the old preference back when it cancels.
    case losesPreferenceChangeOnCancel
    /// A preference change made while a transition runs does not reach its bars: the runner hands
    /// it to the container only when the transition ends.
    case barIgnoresPreferenceMidTransition
    /// New bounds set while a transition runs are ignored: the runner does not pass them on.
    case ignoresBoundsMidTransition
    /// A finished replace-top keeps the old top screen (the stack keeps its length): the runner
    /// puts the old top back when the replace reports it finished.
    case replaceTopKeepsOldScreen
    /// Touches on a container nested in the top screen are not passed to it, so the enclosing
    /// container takes a back swipe the nested one should have taken: the runner never embeds
    /// the containers it nests.
    case ignoresNestedContainers
}

/// The runner's side of the preference faults: what to hand the container, or put back, when the
/// running transition ends.
@MainActor
final class PreferenceFaults: NavigationObserver {
    /// Preferences to put back when the running transition cancels.
    var restoredOnCancel: [(ScreenID, ScreenPreferences)] = []
    /// Changes to hand the container when the running transition ends.
    var deferred: [(ScreenID, (inout ScreenPreferences) -> Void)] = []

    func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {
        let restored = outcome == .cancelled ? restoredOnCancel : []
        let changes = deferred
        restoredOnCancel = []
        deferred = []
        for (id, edit) in changes { try? container.updatePreferences(of: id, edit) }
        for (id, preferences) in restored { try? container.updatePreferences(of: id) { $0 = preferences } }
    }
}

extension ScriptedHost {
    /// Runs one event with the container's queue held out of it while a released swipe animates
    /// back (``PlantedFault/queueStallsAfterCancel``), then puts the queue back.
    @discardableResult
    func holdingQueueIfCancelling<Result, Failure: Error>(_ event: () throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        guard holdsQueueWhileCancelling, case .interactive(_, .completing(.cancelled))? = container.transition?.driver
        else { return try event() }
        let held = container.core.transition.queue
        container.core.transition.queue = RequestQueue()
        defer { container.core.transition.queue = held }
        return try event()
    }
}

extension ReferenceStackModel.Request {
    /// Whether the request replaces the top screen.
    var isReplaceTop: Bool {
        if case .replaceTop = self { return true }
        return false
    }
}
