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
        switch run.drive {
        case .timed(let start, let duration):
            let fraction = duration > 0 ? (time - start) / duration : 1
            if fraction >= 1 { return .finished }
            let value = run.curve.value(at: max(0, fraction))
            draw(
                &run, progress: value.isFinite ? value.clampedUnit : max(0, fraction), driven: false, scene: &scene,
                effects: &effects)
            return nil
        case .interactive(let interactive):
            return advance(
                interactive, of: &run, to: time, configuration: configuration, scene: &scene, effects: &effects)
        }
    }

    /// One frame of an interactive run: its plug-in's completion, a released drag's flight, the
    /// watchdogs.
    private static func advance(
        _ interactive: TransitionRun.Interactive, of run: inout TransitionRun, to time: Timestamp,
        configuration: NavigationConfiguration, scene: inout Scene, effects: inout [ContainerEffect]
    ) -> TransitionOutcome? {
        let step: InteractionStep
        do {
            step = try run.interaction.advance(to: time)
        } catch {
            // A broken plug-in: cancel (which restores everything) rather than stay stuck.
            effects.append(.report(.interactionFailed(error)))
            run.drag = nil
            draw(&run, progress: 0, driven: interactive.input.isDriving, scene: &scene, effects: &effects)
            return .cancelled
        }
        if !step.progress.isFinite { effects.append(.report(.sanitizedInteractionProgress)) }
        let progress = step.progress.isFinite ? step.progress.clampedUnit : run.progress
        let driven = interactive.input.isDriving
        // A released drag flies home on its own clock: every frame moves it.
        let flying = run.drag?.flight != nil
        if flying { run.drag?.now = time }
        // While the finger holds still between frames nothing moved: keep the scene.
        if progress != run.progress || scene.transition?.isInteractive != driven || flying {
            draw(&run, progress: progress, driven: driven, scene: &scene, effects: &effects)
        }
        if flying,
            let verdict = landing(
                &run, interactive, completion: step.completion, at: time, configuration: configuration)
        {
            return verdict
        }
        if let outcome = step.completion { return outcome }
        if let (outcome, waited) = watchdogVerdict(
            interactive, phase: run.interaction.phase, at: time, configuration: configuration)
        {
            effects.append(.report(.watchdogEndedTransition(outcome, afterSeconds: waited)))
            run.drag = nil
            draw(&run, progress: outcome == .finished ? 1 : 0, driven: driven, scene: &scene, effects: &effects)
            return outcome
        }
        return nil
    }

    /// The end of a frame of a run whose dragged screen flies home (``DragFollow``), once its
    /// progress has arrived: the run ends when the screen has too; until then it waits (or until
    /// the release watchdog, as any released run).
    /// - Returns: `nil` while the progress has not arrived (the frame goes on as any other);
    ///   otherwise the outcome to end with now, or `.some(nil)` to wait for the flight.
    private static func landing(
        _ run: inout TransitionRun, _ interactive: TransitionRun.Interactive, completion: TransitionOutcome?,
        at time: Timestamp,
        configuration: NavigationConfiguration
    ) -> TransitionOutcome?? {
        guard let outcome = completion ?? run.drag?.pendingOutcome else { return nil }
        var waited = 0.0
        if case .released(let released) = interactive.input { waited = time - released }
        if run.drag?.hasLanded(at: time) == true || waited > configuration.releaseWatchdog {
            return .some(outcome)
        }
        run.drag?.pendingOutcome = outcome
        return .some(nil)
    }

    /// Whether an interactive run has overstayed: released and not completed within the release
    /// limit (ends where it was heading), or without input past the idle limit (cancels).
    private static func watchdogVerdict(
        _ interactive: TransitionRun.Interactive, phase: InteractionPhase, at time: Timestamp,
        configuration: NavigationConfiguration
    ) -> (TransitionOutcome, Double)? {
        switch interactive.input {
        case .released(let released):
            let waited = time - released
            guard waited > configuration.releaseWatchdog else { return nil }
            if case .completing(let outcome) = phase { return (outcome, waited) }
            return (.cancelled, waited)
        case .driving(let input):
            guard let limit = configuration.idleInteractionWatchdog, time - input > limit else { return nil }
            return (.cancelled, time - input)
        }
    }

    // MARK: Rendering

    /// Renders the run in flight at a progress.
    mutating func render(progress: Double, into effects: inout [ContainerEffect]) {
        guard let box = mutableRun() else { return }
        Self.render(&box.run, progress: progress, scene: &scene, effects: &effects)
    }

    /// Renders a run at a progress into the scene.
    static func render(
        _ run: inout TransitionRun, progress: Double, scene: inout Scene, effects: inout [ContainerEffect]
    ) {
        draw(&run, progress: progress, driven: run.isDriven, scene: &scene, effects: &effects)
    }

    /// Draws a run at a progress into the scene, sanitising whatever the animator returns.
    /// - Parameter driven: Whether a source drives the progress (the scene's interactive flag;
    ///   the caller knows it from the drive it just read).
    static func draw(
        _ run: inout TransitionRun, progress: Double, driven: Bool, scene: inout Scene,
        effects: inout [ContainerEffect]
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
        let dragOK = applyDrag(&run.drag, direction: run.context.direction, to: &layers)
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
            isInteractive: driven)
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
        guard runBox?.run.changeID == question.run, let box = mutableRun() else { return }
        let usable = frame.flatMap { $0.isFinite && $0.width > 0 && $0.height > 0 ? $0 : nil }
        if frame != nil && usable == nil {
            effects.append(.report(.sanitizedSourceFrame(question.source, screen: question.screen)))
        }
        guard box.run.context.sourceFrame != usable else { return }
        box.run.context.sourceFrame = usable
        Self.render(&box.run, progress: box.run.progress, scene: &scene, effects: &effects)
    }
}
