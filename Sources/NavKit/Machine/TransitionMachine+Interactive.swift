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
        var run = TransitionRun(
            context: context, animatorID: choice.id, animator: choice.animator, change: change,
            fromBar: restingBar(for: context.from, depth: stack.count),
            toBar: restingBar(for: context.to, depth: stack.count(after: change)), owner: source, since: start,
            interaction: interaction)
        run.ticket = ticket
        begin(run, projected: false, into: &effects)
    }

    /// The running transition a finger may catch now, if any: a timed run, or an interactive one
    /// completing after its release; both its screens must allow it.
    // Always inlined: a call would copy the whole machine (as its `self` argument) per touch.
    @inline(__always) package var catchable: CatchableTransition? {
        guard let box = runBox else { return nil }
        let resumes: TransitionOutcome
        switch box.run.drive {
        case .timed:
            resumes = .finished
        case .interactive(let interactive):
            guard case .released = interactive.input, case .completing(let outcome) = box.run.interaction.phase else {
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
        // A zoom dismiss caught again holds its screen where it is shown.
        box.run.drag = box.run.drag?.held
        box.run.drive = .interactive(TransitionRun.Interactive(owner: source, input: .driving(lastInput: at)))
        box.run.interaction = interaction
        box.run.context.isInteractive = true
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
        try feed(source: source, progress: progress, at: time, into: &effects) { _ in }
    }

    /// What every interactive update does: checks the time and the source, feeds the progress to
    /// the plug-in, marks the run as driven by that input, lets `adjust` change the run (a
    /// drag), and renders the plug-in's progress.
    /// - Parameter adjust: Changes the run's zoom-dismiss drag after the input is accepted.
    /// - Throws: As ``updateInteractivePop(source:progress:at:into:)``; nothing changes then.
    mutating func feed(
        source: InteractionSource, progress: Double, at time: Timestamp,
        into effects: inout [ContainerEffect], _ adjust: (inout DragFollow?) -> Void
    ) throws(NavigationError) {
        guard let box = mutableRun() else { throw .noInteractiveTransition }
        let at = try Self.feed(
            &box.run, source: source, progress: progress, at: time, after: lastTime, scene: &scene, effects: &effects,
            adjust)
        accept(at)
    }

    /// ``feed(source:progress:at:into:_:)`` on the run in place (one access to it).
    /// - Returns: The accepted time.
    private static func feed(
        _ run: inout TransitionRun, source: InteractionSource, progress: Double, at time: Timestamp,
        after lastTime: Timestamp, scene: inout Scene, effects: inout [ContainerEffect],
        _ adjust: (inout DragFollow?) -> Void
    ) throws(NavigationError) -> Timestamp {
        let at = try checkedInput(of: run, from: source, at: time, after: lastTime)
        do { try run.interaction.update(progress, at: at) } catch { throw .interaction(error) }
        run.drive = .interactive(TransitionRun.Interactive(owner: source, input: .driving(lastInput: at)))
        adjust(&run.drag)
        draw(&run, progress: run.interaction.progress, driven: true, scene: &scene, effects: &effects)
        return at
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
        guard let box = mutableRun() else { throw .noInteractiveTransition }
        let at = try Self.release(
            &box.run, source: source, toward: outcome, velocity: velocity, finger: finger, at: time, after: lastTime,
            scene: &scene, effects: &effects)
        accept(at)
    }

    /// ``releaseInteractivePop(source:toward:velocity:finger:at:into:)`` on the run in place.
    /// - Returns: The accepted time.
    private static func release(
        _ run: inout TransitionRun, source: InteractionSource, toward outcome: TransitionOutcome, velocity: Double,
        finger: Vector?, at time: Timestamp, after lastTime: Timestamp, scene: inout Scene,
        effects: inout [ContainerEffect]
    ) throws(NavigationError) -> Timestamp {
        let at = try checkedInput(of: run, from: source, at: time, after: lastTime)
        do {
            switch outcome {
            case .finished: try run.interaction.finish(velocity: velocity, at: at)
            case .cancelled: try run.interaction.cancel(velocity: velocity, at: at)
            }
        } catch {
            throw .interaction(error)
        }
        run.drive = .interactive(TransitionRun.Interactive(owner: source, input: .released(at: at)))
        releaseDrag(&run, toward: outcome, velocity: velocity, finger: finger, at: at)
        draw(&run, progress: run.interaction.progress, driven: false, scene: &scene, effects: &effects)
        return at
    }

    /// The time of an input from `source`, checked: the run must be interactive and driven by
    /// `source`, and the time finite and not before `lastTime`.
    private static func checkedInput(
        of run: borrowing TransitionRun, from source: InteractionSource, at time: Timestamp, after lastTime: Timestamp
    ) throws(NavigationError) -> Timestamp {
        guard case .interactive(let interactive) = run.drive else { throw .noInteractiveTransition }
        guard interactive.owner == source else { throw .drivenByAnotherSource(interactive.owner) }
        return try checkedTime(time, after: lastTime)
    }
}
