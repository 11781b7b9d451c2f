import NavKitCore
import NavKitInteraction

extension TransitionMachine {
    /// Begins an interactive pop of the top screen at progress 0, driven by `source` alone.
    /// - Throws: ``NavigationError/transitionInProgress`` while a run is in flight or requests
    ///   wait, ``NavigationError/cannotPopRoot`` on a one-screen stack, a time error, or
    ///   ``NavigationError/interaction(_:)`` when the plug-in refuses to begin. Nothing changes
    ///   then.
    package mutating func beginInteractivePop(
        source: InteractionSource, at time: Timestamp, animator: AnimatorID?, ticket: CompletionTicket?,
        into effects: inout [ContainerEffect]
    ) throws(NavigationError) {
        guard isIdle else { throw .transitionInProgress }
        guard stack.count >= 2 else { throw .cannotPopRoot }
        let start = try checkedTime(time)
        var interaction = configuration.makeInteraction()
        do { try interaction.begin(at: start) } catch { throw .interaction(error) }
        accept(start)
        let change = StackChange.removeLast(1)
        let (context, choice) = prepare(.pop, change: change, override: animator, interactive: true, into: &effects)
        var run = makeRun(context: context, choice: choice, change: change, clocking: .interactive(owner: source))
        run.interaction = interaction
        run.ticket = ticket
        run.lastInputTime = start
        run.isInteracting = true
        begin(run, projected: false, into: &effects)
    }

    /// Sets the progress of the interactive pop (clamped to 0…1) and re-renders the scene.
    /// - Throws: ``NavigationError/noInteractiveTransition``,
    ///   ``NavigationError/drivenByAnotherSource(_:)``, a time error, or an interaction error;
    ///   nothing changes then.
    package mutating func updateInteractivePop(
        source: InteractionSource, progress: Double, at time: Timestamp, into effects: inout [ContainerEffect]
    ) throws(NavigationError) {
        let at = try interactiveTime(time, source: source)
        do { try run!.interaction!.update(progress, at: at) } catch { throw .interaction(error) }
        accept(at)
        run!.lastInputTime = at
        run!.isInteracting = true
        render(progress: run!.interaction!.progress, into: &effects)
    }

    /// Releases the interactive pop toward its end (`.finished`: the top screen will be popped)
    /// or its start (`.cancelled`: stack, scene and bar return to exactly what they were).
    /// - Parameters:
    ///   - outcome: Which way.
    ///   - velocity: The release velocity in progress units (widths) per second.
    /// - Throws: As ``updateInteractivePop(source:progress:at:into:)``.
    package mutating func releaseInteractivePop(
        source: InteractionSource, toward outcome: TransitionOutcome, velocity: Double, at time: Timestamp,
        into effects: inout [ContainerEffect]
    ) throws(NavigationError) {
        let at = try interactiveTime(time, source: source)
        do {
            if outcome == .finished {
                try run!.interaction!.finish(velocity: velocity, at: at)
            } else {
                try run!.interaction!.cancel(velocity: velocity, at: at)
            }
        } catch {
            throw .interaction(error)
        }
        accept(at)
        run!.releaseTime = at
        run!.isInteracting = false
        render(progress: run!.interaction!.progress, into: &effects)
    }

    /// A time for an interactive input of `source`, checked.
    private func interactiveTime(_ time: Timestamp, source: InteractionSource) throws(NavigationError) -> Timestamp {
        guard let run, run.interaction != nil, let owner = run.owner else { throw .noInteractiveTransition }
        guard owner == source else { throw .drivenByAnotherSource(owner) }
        return try checkedTime(time)
    }
}
