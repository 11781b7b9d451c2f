public import NavKitCore

extension NavigationContainer {
    /// Advances the transition in flight to the clock's current time.
    /// - Returns: The new scene.
    /// - Throws: ``NavigationError/timeWentBackwards(previous:received:)`` if the clock is behind
    ///   a time the container already saw.
    @inlinable @discardableResult
    public func tick() throws(NavigationError) -> Scene {
        try tick(at: clock.now)
    }

    /// Advances the transition in flight to a frame time.
    ///
    /// A timed transition moves by its timing curve; an interactive one by its completion. When a
    /// transition ends, the stack changes (or not, if cancelled), observers hear of it, its
    /// completion runs, and the next queued request starts at the same time. An interactive
    /// plug-in that throws while advancing is reported
    /// (``NavigationDiagnostic/interactionFailed(_:)``) and its transition cancelled.
    /// - Parameter time: The frame time; finite and not earlier than any time seen before.
    /// - Returns: The new scene.
    /// - Throws: ``NavigationError/nonFiniteTime(_:)`` or
    ///   ``NavigationError/timeWentBackwards(previous:received:)``; nothing changes then.
    // Inlinable, so a caller that ignores the scene it returns does not copy it.
    @inlinable @discardableResult
    public func tick(at time: Timestamp) throws(NavigationError) -> Scene {
        try advance(to: time)
        return scene
    }

    /// The work of ``tick(at:)``: advances the transition in flight.
    @usableFromInline func advance(to time: Timestamp) throws(NavigationError) {
        try performTransition { (machine, effects) throws(NavigationError) in
            try machine.tick(at: time, into: &effects)
        }
    }

    // MARK: Interactive pop

    /// Begins an interactive pop of the top screen at progress 0, driven by these API calls.
    ///
    /// A host's own system back gesture or a predictive-back source can call this (or feed
    /// ``handle(_:)-(ProgrammaticBackEvent)`` instead); the container's back swipe uses its own
    /// source. Follow with ``updateInteractivePop(progress:at:)`` and end with
    /// ``finishInteractivePop(velocity:at:)`` or ``cancelInteractivePop(velocity:at:)``; frames
    /// then come from ``tick(at:)``.
    /// - Parameters:
    ///   - time: When it began; the clock's `now` by default.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - completion: Runs exactly once, when the transition ends: finished (popped) or
    ///     cancelled (nothing changed).
    ///
    /// It is a back action like any other (DESIGN invariant 11): the top screen's back
    /// interceptor and leave guard are asked before it begins, with
    /// ``LeaveReason/back(_:)`` of ``BackOrigin/programmatic``. An interceptor that takes the back
    /// or a guard that denies keeps the screen; a guard that decides later keeps it now, and an
    /// allowing answer then pops it, animated (as for the swipe).
    /// - Throws: ``NavigationError/transitionInProgress`` while a transition runs or requests
    ///   wait, ``NavigationError/cannotPopRoot`` on a one-screen stack,
    ///   ``NavigationError/backRefused(_:)`` when the top screen's interceptor takes the back
    ///   (``NavKitInteraction/BackGestureRefusal/intercepted``) or its guard does not allow it
    ///   (``NavKitInteraction/BackGestureRefusal/guarded``), or a time error. Nothing changes then.
    public func beginInteractivePop(
        at time: Timestamp? = nil, animator: AnimatorID? = nil, completion: ((NavigationResult) -> Void)? = nil
    ) throws(NavigationError) {
        // Asked only when the pop could begin; the interceptor or guard may call back into the
        // container, and the begin is then checked against whatever it did.
        var consented: Set<ScreenID> = []
        if core.transition.isIdle, stack.count > 1 {
            let top = topScreen.id
            let asked = askBack(on: top, origin: .programmatic)
            if let refusal = asked.refusal { throw .backRefused(refusal) }
            if let answer = asked.answer {
                guard core.transition.takeBackAnswer(answer) else { throw .backRefused(.guarded) }
                consented.insert(top)
            }
        }
        let ticket = ticket(for: completion)
        let start = time ?? now()
        do {
            try performTransition { (machine, effects) throws(NavigationError) in
                try machine.beginInteractivePop(
                    source: .api, at: start, animator: animator, ticket: ticket, consented: consented, into: &effects)
            }
        } catch {
            withdraw(ticket)
            throw error
        }
    }

    /// Sets the progress of the interactive pop begun with ``beginInteractivePop(at:animator:completion:)``
    /// (clamped to 0…1) and re-renders the scene.
    /// - Parameters:
    ///   - progress: The fraction of the width the finger has travelled.
    ///   - time: When it was measured; the clock's `now` by default.
    /// - Throws: ``NavigationError/noInteractiveTransition``,
    ///   ``NavigationError/drivenByAnotherSource(_:)`` when a swipe or programmatic back drives
    ///   it, or an interaction error; nothing changes then.
    public func updateInteractivePop(progress: Double, at time: Timestamp? = nil) throws(NavigationError) {
        let at = time ?? now()
        try performTransition { (machine, effects) throws(NavigationError) in
            try machine.updateInteractivePop(source: .api, progress: progress, at: at, into: &effects)
        }
    }

    /// Releases the interactive pop toward the end: the top screen will be popped.
    /// - Parameters:
    ///   - velocity: The release velocity in progress units (widths) per second.
    ///   - time: When the finger lifted; the clock's `now` by default.
    /// - Throws: As ``updateInteractivePop(progress:at:)``.
    public func finishInteractivePop(velocity: Double = 0, at time: Timestamp? = nil) throws(NavigationError) {
        try releaseInteractivePop(.finished, velocity: velocity, at: time)
    }

    /// Releases the interactive pop toward the start: stack, scene and bar return to exactly
    /// what they were before it began.
    /// - Parameters:
    ///   - velocity: The release velocity in progress units (widths) per second.
    ///   - time: When the finger lifted; the clock's `now` by default.
    /// - Throws: As ``updateInteractivePop(progress:at:)``.
    public func cancelInteractivePop(velocity: Double = 0, at time: Timestamp? = nil) throws(NavigationError) {
        try releaseInteractivePop(.cancelled, velocity: velocity, at: time)
    }

    private func releaseInteractivePop(_ outcome: TransitionOutcome, velocity: Double, at time: Timestamp?)
        throws(NavigationError)
    {
        let at = time ?? now()
        try performTransition { (machine, effects) throws(NavigationError) in
            try machine.releaseInteractivePop(source: .api, toward: outcome, velocity: velocity, at: at, into: &effects)
        }
    }
}
