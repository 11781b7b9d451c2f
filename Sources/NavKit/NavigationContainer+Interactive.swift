public import NavKitCore

extension NavigationContainer {
    /// Begins an interactive pop of the top screen at progress 0.
    ///
    /// Gesture front-ends (edge and fullscreen swipe) call this when their gesture begins; a
    /// host's own system back gesture or a predictive-back source can call it too. Follow with
    /// ``updateInteractivePop(progress:at:)`` and end with
    /// ``finishInteractivePop(velocity:at:)`` or ``cancelInteractivePop(velocity:at:)``; frames
    /// then come from ``tick(at:)``.
    /// - Parameters:
    ///   - time: When it began; the clock's `now` by default.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - completion: Runs exactly once, when the transition ends: finished (popped) or
    ///     cancelled (nothing changed).
    /// - Throws: ``NavigationError/transitionInProgress`` while a transition runs or requests
    ///   wait, ``NavigationError/cannotPopRoot`` on a one-screen stack, or a time error. Nothing
    ///   changes then.
    public func beginInteractivePop(
        at time: Timestamp? = nil, animator: AnimatorID? = nil, completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) {
        guard run == nil, queuedOperationCount == 0 else { throw .transitionInProgress }
        guard screens.count >= 2 else { throw .cannotPopRoot }
        let start = try checkedTime(time)
        var fresh = configuration.makeInteraction()
        do { try fresh.begin(at: start) } catch { throw .interaction(error) }
        lastTime = start
        let change = StackChange.removeLast(1)
        let run = makeRun(for: .pop, change: change, override: animator, interactive: true)
        run.completion = completion
        run.lastInputTime = start
        run.isInteracting = true
        interaction = fresh
        begin(run)
    }

    /// Sets the progress of the interactive pop (clamped to 0…1) and re-renders the scene.
    /// - Parameters:
    ///   - progress: The fraction of the width the finger has travelled.
    ///   - time: When it was measured; the clock's `now` by default.
    /// - Throws: ``NavigationError/noInteractiveTransition`` or an interaction error; nothing
    ///   changes then.
    public func updateInteractivePop(progress: Double, at time: Timestamp? = nil) throws(NavigationError) {
        let at = try interactiveTime(time)
        do { try interaction?.update(progress, at: at) } catch { throw .interaction(error) }
        lastTime = at
        run?.lastInputTime = at
        run?.isInteracting = true
        render(progress: interaction?.progress ?? 0)
    }

    /// Releases the interactive pop toward the end: the top screen will be popped.
    /// - Parameters:
    ///   - velocity: The release velocity in progress units (widths) per second.
    ///   - time: When the finger lifted; the clock's `now` by default.
    /// - Throws: ``NavigationError/noInteractiveTransition`` or an interaction error.
    public func finishInteractivePop(velocity: Double = 0, at time: Timestamp? = nil) throws(NavigationError) {
        let at = try interactiveTime(time)
        do { try interaction?.finish(velocity: velocity, at: at) } catch { throw .interaction(error) }
        lastTime = at
        run?.releaseTime = at
        run?.isInteracting = false
        render(progress: interaction?.progress ?? 0)
    }

    /// Releases the interactive pop toward the start: stack, scene and bar return to exactly
    /// what they were before it began.
    /// - Parameters:
    ///   - velocity: The release velocity in progress units (widths) per second.
    ///   - time: When the finger lifted; the clock's `now` by default.
    /// - Throws: ``NavigationError/noInteractiveTransition`` or an interaction error.
    public func cancelInteractivePop(velocity: Double = 0, at time: Timestamp? = nil) throws(NavigationError) {
        let at = try interactiveTime(time)
        do { try interaction?.cancel(velocity: velocity, at: at) } catch { throw .interaction(error) }
        lastTime = at
        run?.releaseTime = at
        run?.isInteracting = false
        render(progress: interaction?.progress ?? 0)
    }

    /// The phase of the interactive transition in flight, if any.
    public var interactionPhase: InteractionPhase? { interaction?.phase }

    private func interactiveTime(_ time: Timestamp?) throws(NavigationError) -> Timestamp {
        guard interaction != nil, run != nil else { throw .noInteractiveTransition }
        return try checkedTime(time)
    }
}
