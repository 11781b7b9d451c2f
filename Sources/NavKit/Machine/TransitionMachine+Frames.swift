import NavKitCore

extension TransitionMachine {
    /// A frame: advances the run in flight to `time`.
    ///
    /// A timed run moves by its timing curve; an interactive one by its plug-in's completion.
    /// When a run ends, the stack changes (or not, if cancelled), the effects say so, and the next
    /// queued request starts at the same time. An interactive plug-in that throws while advancing
    /// is reported (``NavigationDiagnostic/interactionFailed(_:)``) and its run cancelled; one that
    /// overstays is ended by the watchdogs.
    /// - Throws: ``NavigationError/nonFiniteTime(_:)`` or
    ///   ``NavigationError/timeWentBackwards(previous:received:)``; nothing changes then.
    package mutating func tick(at time: Timestamp, into effects: inout [ContainerEffect]) throws(NavigationError) {
        accept(try Self.checkedTime(time, after: lastTime))
        guard let box = mutableRun() else { return }
        let verdict = Self.advance(&box.run, to: time, configuration: configuration, scene: &scene, effects: &effects)
        if let verdict { end(verdict, at: time, into: &effects) }
    }

    /// One frame of a run; the outcome when the run must end now.
    private static func advance(
        _ run: inout TransitionRun, to time: Timestamp, configuration: NavigationConfiguration, scene: inout Scene,
        effects: inout [ContainerEffect]
    ) -> TransitionOutcome? {
        switch run.clocking {
        case .timed(let start, let duration):
            let fraction = duration > 0 ? (time - start) / duration : 1
            if fraction >= 1 { return .finished }
            let value = run.curve.value(at: max(0, fraction))
            render(
                &run, progress: value.isFinite ? value.clampedUnit : max(0, fraction), scene: &scene, effects: &effects)
            return nil
        case .interactive:
            return advanceInteraction(&run, to: time, configuration: configuration, scene: &scene, effects: &effects)
        }
    }

    private static func advanceInteraction(
        _ run: inout TransitionRun, to time: Timestamp, configuration: NavigationConfiguration, scene: inout Scene,
        effects: inout [ContainerEffect]
    ) -> TransitionOutcome? {
        let step: InteractionStep
        do {
            step = try run.interaction.advance(to: time)
        } catch {
            // A broken plug-in: cancel (which restores everything) rather than stay stuck.
            effects.append(.report(.interactionFailed(error)))
            landDrag(&run)
            render(&run, progress: 0, scene: &scene, effects: &effects)
            return .cancelled
        }
        if !step.progress.isFinite { effects.append(.report(.sanitizedInteractionProgress)) }
        let progress = step.progress.isFinite ? step.progress.clampedUnit : run.progress
        // A released drag flies home on its own clock: every frame moves it.
        let flying = setFlightClock(&run, to: time)
        // While the finger holds still between frames nothing moved: keep the scene.
        if progress != run.progress || scene.transition?.isInteractive != run.isInteracting || flying {
            render(&run, progress: progress, scene: &scene, effects: &effects)
        }
        if flying, let verdict = landing(&run, completion: step.completion, at: time, configuration: configuration) {
            return verdict
        }
        if let outcome = step.completion { return outcome }
        if let (outcome, waited) = watchdogVerdict(
            releaseTime: run.releaseTime, lastInput: run.lastInputTime, phase: run.interactionPhase, at: time,
            configuration: configuration)
        {
            effects.append(.report(.watchdogEndedTransition(outcome, afterSeconds: waited)))
            landDrag(&run)
            render(&run, progress: outcome == .finished ? 1 : 0, scene: &scene, effects: &effects)
            return outcome
        }
        return nil
    }

    /// Sets the clock of a released drag's flight to a frame's time.
    /// - Returns: Whether the run's drag is flying (released).
    private static func setFlightClock(_ run: inout TransitionRun, to time: Timestamp) -> Bool {
        guard run.drag?.flight != nil else { return false }
        run.drag?.now = time
        return true
    }

    /// The end of a frame of a run whose dragged screen flies home (``DragFollow``), once its
    /// progress has arrived: the run ends when the screen has too; until then it waits (or until
    /// the release watchdog, as any released run).
    /// - Returns: `nil` while the progress has not arrived (the frame goes on as any other);
    ///   otherwise the outcome to end with now, or `.some(nil)` to wait for the flight.
    private static func landing(
        _ run: inout TransitionRun, completion: TransitionOutcome?, at time: Timestamp,
        configuration: NavigationConfiguration
    ) -> TransitionOutcome?? {
        guard let outcome = completion ?? run.drag?.pendingOutcome else { return nil }
        var waited = 0.0
        if let released = run.releaseTime { waited = time - released }
        if run.drag?.hasLanded(at: time) == true || waited > configuration.releaseWatchdog { return .some(outcome) }
        run.drag?.pendingOutcome = outcome
        return .some(nil)
    }

    /// Whether an interactive run has overstayed: released and not completed within the release
    /// limit (ends where it was heading), or without input past the idle limit (cancels).
    private static func watchdogVerdict(
        releaseTime: Timestamp?, lastInput: Timestamp?, phase: InteractionPhase?, at time: Timestamp,
        configuration: NavigationConfiguration
    ) -> (TransitionOutcome, Double)? {
        if let released = releaseTime {
            let waited = time - released
            guard waited > configuration.releaseWatchdog else { return nil }
            if case .completing(let outcome) = phase { return (outcome, waited) }
            return (.cancelled, waited)
        }
        if let limit = configuration.idleInteractionWatchdog, let input = lastInput, time - input > limit {
            return (.cancelled, time - input)
        }
        return nil
    }

    // MARK: Rendering

    /// Renders the run in flight at a progress.
    mutating func render(progress: Double, into effects: inout [ContainerEffect]) {
        guard let box = mutableRun() else { return }
        Self.render(&box.run, progress: progress, scene: &scene, effects: &effects)
    }

    /// Renders a run at a progress into the scene, sanitising whatever the animator returns.
    static func render(
        _ run: inout TransitionRun, progress: Double, scene: inout Scene, effects: inout [ContainerEffect]
    ) {
        run.progress = progress
        var layers = run.animator.layers(at: progress, in: run.context)
        if run.animator.usesStandardBar {
            scene.bar.formStandardTransition(
                from: run.fromBar, to: run.toBar, progress: progress, titleTravel: run.context.standardTitleTravel)
        } else {
            scene.bar = run.animator.bar(at: progress, from: run.fromBar, to: run.toBar, in: run.context)
        }
        let layersOK = layers.from.isWellFormed && layers.to.isWellFormed
        let barOK = scene.bar.isWellFormed
        if !layersOK {
            layers = TransitionLayers(from: layers.from.sanitized, to: layers.to.sanitized)
        }
        if !barOK {
            scene.bar = BarState.standardTransition(from: run.fromBar, to: run.toBar, progress: progress)
        }
        // Only a zoom dismiss's run carries a drag (the finger's 2-D offset). A drag that would
        // leave the offset non-finite (absurd bounds) is dropped, not shown.
        let dragOK = applyDrag(&run, to: &layers)
        // Only a run with shared elements flies them.
        if !run.flights.isEmpty { renderFlights(run, layers: layers, progress: progress, scene: &scene) }
        if !(layersOK && barOK && dragOK) && !run.reportedSanitizing {
            run.reportedSanitizing = true
            effects.append(.report(.sanitizedFrame(animator: run.animatorID, progress: progress)))
        }
        // Only the states change from frame to frame: after the run's first frame no screen or
        // title is compared.
        if let fromIsBack = run.fromLayerIsBack, scene.layers.count == 2 {
            run.fromLayerIsBack = scene.layers.restate(layers.from, layers.to, aIsBack: fromIsBack)
        } else {
            run.fromLayerIsBack = scene.layers.update(run.fromLayer, layers.from, run.toLayer, layers.to)
        }
        scene.transition = SceneTransition(
            operation: run.context.operation, direction: run.context.direction, progress: progress,
            isInteractive: run.isInteracting)
    }

    /// Renders the top screen at rest with its bar preference.
    mutating func renderIdle() {
        let top = stack.top
        scene.layers = SceneLayers(ScreenLayer(screen: top.id, title: top.title, state: .resting))
        scene.bar = restingBar(for: top, depth: stack.count)
        scene.transition = nil
        if !scene.sharedElements.isEmpty { scene.sharedElements = [] }
    }
}

extension LayerState {
    /// The state with every non-finite number replaced, every opacity clamped to 0…1 and every
    /// negative or non-finite clip number replaced by 0.
    var sanitized: LayerState {
        LayerState(
            offset: Vector(dx: offset.dx.isFinite ? offset.dx : 0, dy: offset.dy.isFinite ? offset.dy : 0),
            scale: scale.isFinite ? scale : 1, opacity: opacity.clampedUnit, shadowOpacity: shadowOpacity.clampedUnit,
            dimming: dimming.clampedUnit, zIndex: zIndex, clip: clip.sanitized)
    }
}

extension TransitionMachine {
    /// The host's answer to ``ContainerEffect/resolveSource(_:)``: the run's
    /// ``NavKitCore/TransitionContext/sourceFrame`` becomes the frame (`nil` when it is not
    /// finite or has no area, reported as ``NavigationDiagnostic/sanitizedSourceFrame(_:screen:)``)
    /// and the current frame is rendered again with it. An answer for a run that is no longer in
    /// flight changes nothing.
    /// - Parameters:
    ///   - frame: Where the element stands, in the container's coordinates, or `nil`.
    ///   - question: The question answered.
    ///   - effects: Where a sanitising report goes.
    package mutating func resolveSource(
        _ frame: Rect?, for question: SourceQuestion, into effects: inout [ContainerEffect]
    ) {
        guard isRunning, runBox?.run.changeID == question.run, let box = mutableRun() else { return }
        let usable = frame.flatMap { $0.isFinite && $0.width > 0 && $0.height > 0 ? $0 : nil }
        if frame != nil && usable == nil {
            effects.append(.report(.sanitizedSourceFrame(question.source, screen: question.screen)))
        }
        guard box.run.context.sourceFrame != usable else { return }
        box.run.context.sourceFrame = usable
        Self.render(&box.run, progress: box.run.progress, scene: &scene, effects: &effects)
    }
}
