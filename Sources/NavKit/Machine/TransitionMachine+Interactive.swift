import NavKitCore
import NavKitInteraction

extension TransitionMachine {
    /// Begins an interactive pop of the top screen at progress 0, driven by `source` alone.
    /// - Parameter consented: Screens whose guards allowed this back action
    ///   (``takeBackAnswer(_:)``); a guarded top screen not among them is not popped.
    /// - Throws: ``NavigationError/transitionInProgress`` while a run is in flight or requests
    ///   wait, ``NavigationError/cannotPopRoot`` on a one-screen stack,
    ///   ``NavigationError/backRefused(_:)`` (``NavKitInteraction/BackGestureRefusal/guarded``) for
    ///   a guarded top screen without consent, a time error, or ``NavigationError/interaction(_:)``
    ///   when the plug-in refuses to begin. Nothing changes then.
    package mutating func beginInteractivePop(
        source: InteractionSource, at time: Timestamp, animator: AnimatorID?, ticket: CompletionTicket?,
        consented: Set<ScreenID> = [], into effects: inout [ContainerEffect]
    ) throws(NavigationError) {
        guard isIdle else { throw .transitionInProgress }
        guard stack.count >= 2 else { throw .cannotPopRoot }
        guard guards.needingConsent([stack.topID], consented: consented).isEmpty else {
            throw .backRefused(.guarded)
        }
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

    /// The running transition a finger may catch now, if any: a timed run, or an interactive one
    /// completing after its release; both its screens must allow it.
    // Always inlined: a call would copy the whole machine (as its `self` argument) per touch.
    @inline(__always) package var catchable: CatchableTransition? {
        guard isRunning, let box = runBox else { return nil }
        let resumes: TransitionOutcome
        switch box.run.clocking {
        case .timed:
            resumes = .finished
        case .interactive:
            guard !box.run.isInteracting, case .completing(let outcome) = box.run.interaction.phase else {
                return nil
            }
            resumes = outcome
        }
        guard box.run.context.from.preferences.allowsCatchingTransitions,
            box.run.context.to.preferences.allowsCatchingTransitions
        else { return nil }
        return CatchableTransition(
            progress: box.run.progress, trailingSign: box.run.context.direction == .backward ? 1 : -1, resumes: resumes)
    }

    /// A finger catches the running transition: it becomes interactive, owned by `source`, at the
    /// progress it had (the first interactive frame is the last timed one), and goes on to end
    /// exactly once as usual. Never a second transition; the queue stays as it is.
    /// - Throws: ``NavigationError/transitionInProgress`` when nothing catchable runs (none, or one
    ///   another source drives), a time error, or ``NavigationError/interaction(_:)``; nothing
    ///   changes then.
    package mutating func catchRun(source: InteractionSource, at time: Timestamp, into effects: inout [ContainerEffect])
        throws(NavigationError)
    {
        guard catchable != nil else { throw .transitionInProgress }
        let at = try checkedTime(time)
        var interaction = configuration.makeInteraction()
        guard let box = mutableRun() else { throw .transitionInProgress }
        do {
            try interaction.begin(at: at)
            try interaction.update(box.run.progress, at: at)
        } catch {
            throw .interaction(error)
        }
        accept(at)
        box.run.clocking = .interactive(owner: source)
        box.run.interaction = interaction
        box.run.lastInputTime = at
        box.run.releaseTime = nil
        box.run.isInteracting = true
        box.run.context.isInteractive = true
        Self.holdDrag(&box.run)
        interactionOwner = source
        Self.render(&box.run, progress: box.run.progress, scene: &scene, effects: &effects)
        effects.append(.didCatch(box.run.context))
    }

    /// Sets the progress of the interactive pop (clamped to 0…1) and re-renders the scene.
    /// - Throws: ``NavigationError/noInteractiveTransition``,
    ///   ``NavigationError/drivenByAnotherSource(_:)``, a time error, or an interaction error;
    ///   nothing changes then.
    package mutating func updateInteractivePop(
        source: InteractionSource, progress: Double, at time: Timestamp, into effects: inout [ContainerEffect]
    ) throws(NavigationError) {
        let box = try acceptInteractiveUpdate(source: source, progress: progress, at: time)
        Self.render(&box.run, progress: box.run.interaction.progress, scene: &scene, effects: &effects)
    }

    /// What every interactive update does before rendering: checks the time and the source,
    /// feeds the progress to the plug-in, and marks the run as driven by that input.
    /// - Returns: The run, ready to render.
    /// - Throws: As ``updateInteractivePop(source:progress:at:into:)``; nothing changes then.
    @inline(__always)
    mutating func acceptInteractiveUpdate(
        source: InteractionSource, progress: Double, at time: Timestamp
    ) throws(NavigationError) -> RunBox {
        let at = try Self.interactiveTime(time, source: source, owner: interactionOwner, lastTime: lastTime)
        guard let box = mutableRun() else { throw .noInteractiveTransition }
        do { try box.run.interaction.update(progress, at: at) } catch { throw .interaction(error) }
        accept(at)
        box.run.lastInputTime = at
        box.run.isInteracting = true
        return box
    }

    /// Releases the interactive pop toward its end (`.finished`: the top screen will be popped)
    /// or its start (`.cancelled`: stack, scene and bar return to exactly what they were).
    /// - Parameters:
    ///   - outcome: Which way.
    ///   - velocity: The release velocity in progress units (widths) per second.
    ///   - finger: The finger's 2-D velocity in points per second, for a zoom dismiss's drag
    ///     (the dragged screen's flight home starts at it).
    /// - Throws: As ``updateInteractivePop(source:progress:at:into:)``.
    package mutating func releaseInteractivePop(
        source: InteractionSource, toward outcome: TransitionOutcome, velocity: Double, finger: Vector? = nil,
        at time: Timestamp, into effects: inout [ContainerEffect]
    ) throws(NavigationError) {
        let at = try Self.interactiveTime(time, source: source, owner: interactionOwner, lastTime: lastTime)
        guard let box = mutableRun() else { throw .noInteractiveTransition }
        do {
            switch outcome {
            case .finished: try box.run.interaction.finish(velocity: velocity, at: at)
            case .cancelled: try box.run.interaction.cancel(velocity: velocity, at: at)
            }
        } catch {
            throw .interaction(error)
        }
        accept(at)
        box.run.releaseTime = at
        box.run.isInteracting = false
        Self.releaseDrag(&box.run, toward: outcome, velocity: velocity, finger: finger, at: at)
        Self.render(&box.run, progress: box.run.interaction.progress, scene: &scene, effects: &effects)
    }

    /// A time for an interactive input of `source`, checked.
    // Static on the two fields it reads: a method called from a mutating one copied the whole
    // machine (779 bytes) for its `self`, every touch.
    @inline(__always)
    static func interactiveTime(
        _ time: Timestamp, source: InteractionSource, owner: InteractionSource?, lastTime: Timestamp
    ) throws(NavigationError) -> Timestamp {
        // Every interactive run has an owner and an interaction plug-in.
        guard let owner else { throw .noInteractiveTransition }
        guard owner == source else { throw .drivenByAnotherSource(owner) }
        return try checkedTime(time, after: lastTime)
    }
}
