public import NavKitCore

extension NavigationContainer {
    /// Advances the transition in flight to the clock's current time.
    /// - Returns: The new scene.
    /// - Throws: ``NavigationError/timeWentBackwards(previous:received:)`` if the clock is behind
    ///   a time the container already saw.
    @discardableResult
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
    @discardableResult
    public func tick(at time: Timestamp) throws(NavigationError) -> Scene {
        try accept(time)
        guard let run else {
            drain(at: time)
            return scene
        }
        switch run.clocking {
        case .timed(let start, let duration):
            let fraction = duration > 0 ? (time - start) / duration : 1
            if fraction >= 1 {
                end(.finished, at: time)
            } else {
                let value = run.curve.value(at: max(0, fraction))
                render(progress: value.isFinite ? value.clampedUnit : max(0, fraction))
            }
        case .interactive:
            let step: InteractionStep
            do {
                guard let next = try interaction?.advance(to: time) else { return scene }
                step = next
            } catch {
                // A broken plug-in: cancel (which restores everything) rather than stay stuck.
                report(.interactionFailed(error))
                render(progress: 0)
                end(.cancelled, at: time)
                return scene
            }
            if !step.progress.isFinite { report(.sanitizedInteractionProgress) }
            let progress = step.progress.isFinite ? step.progress.clampedUnit : run.progress
            // While the finger holds still between frames nothing moved: keep the scene.
            if progress != run.progress || scene.transition?.isInteractive != run.isInteracting {
                render(progress: progress)
            }
            if let outcome = step.completion {
                end(outcome, at: time)
            } else if let (outcome, waited) = watchdogVerdict(run, at: time) {
                report(.watchdogEndedTransition(outcome, afterSeconds: waited))
                render(progress: outcome == .finished ? 1 : 0)
                end(outcome, at: time)
            }
        }
        return scene
    }

    /// Checks and records a time.
    func accept(_ time: Timestamp) throws(NavigationError) {
        lastTime = try checkedTime(time)
    }

    /// A time the container may use: the given one, or the clock's `now` (never earlier than a
    /// time already seen), checked to be finite and not to go backwards. Records nothing.
    func checkedTime(_ time: Timestamp?) throws(NavigationError) -> Timestamp {
        let at = time ?? max(clock.now, lastTime)
        guard at.isFinite else { throw .nonFiniteTime(at.seconds) }
        guard at >= lastTime else { throw .timeWentBackwards(previous: lastTime, received: at) }
        return at
    }

    /// Whether an interactive run has overstayed: released and not completed within the release
    /// limit (ends where it was heading), or without input past the idle limit (cancels).
    private func watchdogVerdict(_ run: TransitionRun, at time: Timestamp) -> (TransitionOutcome, Double)? {
        if let released = run.releaseTime {
            let waited = time - released
            guard waited > configuration.releaseWatchdog else { return nil }
            if case .completing(let outcome) = interaction?.phase { return (outcome, waited) }
            return (.cancelled, waited)
        }
        if let limit = configuration.idleInteractionWatchdog, let input = run.lastInputTime, time - input > limit {
            return (.cancelled, time - input)
        }
        return nil
    }

    func startTransition(_ request: PendingRequest, change: StackChange, at time: Timestamp) {
        let run = makeRun(for: request.operation, change: change, override: request.animator, interactive: false)
        let requested = run.animator.duration(for: run.context)
        let duration = sanitizedDuration(requested, animator: run.animatorID)
        run.clocking = .timed(start: time, duration: duration)
        run.curve = run.animator.timingCurve(for: run.context)
        run.completion = request.completion
        begin(run)
    }

    func makeRun(for operation: StackOperation, change: StackChange, override: AnimatorID?, interactive: Bool)
        -> TransitionRun
    {
        let from = screens.top
        let to = screens.top(after: change)
        let direction = screens.direction(of: change)
        let context = TransitionContext(
            operation: operation.transitionOperation, direction: direction, from: from, to: to, bounds: scene.bounds,
            layoutDirection: scene.layoutDirection, isInteractive: interactive, isAnimated: true,
            barHeight: configuration.barHeight)
        // The screen a transition is about: the one arriving on a forward move, the one leaving
        // on a backward move, so a pop reverses the push that brought the screen in.
        let subject = direction == .forward ? to : from
        let choice = animators.resolve(override: override, preferred: subject.preferences.preferredAnimator)
        for name in choice.unknown { report(.unknownAnimator(name)) }
        return TransitionRun(
            context: context, animatorID: choice.id, animator: choice.animator, change: change,
            fromBar: .resting(for: from, showsBackButton: screens.count > 1, height: configuration.barHeight),
            toBar: .resting(for: to, showsBackButton: screens.count(after: change) > 1, height: configuration.barHeight)
        )
    }

    /// Installs a run, renders its first frame and tells observers.
    func begin(_ run: TransitionRun) {
        self.run = run
        render(progress: 0)
        let context = run.context
        notify { $0.navigationContainer(self, willShow: context.to, animated: true) }
        notify { $0.navigationContainer(self, didBegin: context) }
    }

    /// Ends the run in flight exactly once, then drains the queue.
    func end(_ outcome: TransitionOutcome, at time: Timestamp) {
        guard let run else { return }
        self.run = nil
        interaction = nil
        if outcome == .finished {
            screens.apply(run.change)
            forgetRemovedScreens(after: run.change)
        }
        renderIdle()
        let context = run.context
        if outcome == .finished { notify { $0.navigationContainer(self, didShow: context.to, animated: true) } }
        notify { $0.navigationContainer(self, didEnd: context, outcome: outcome) }
        run.completion?(outcome == .finished ? .finished : .cancelled)
        drain(at: time)
    }

    private func sanitizedDuration(_ requested: Double, animator: AnimatorID) -> Double {
        let range = configuration.allowedDurations
        let wanted = requested.isFinite ? requested : configuration.fallbackDuration
        let used = min(range.upperBound, max(range.lowerBound, wanted))
        if used != requested { report(.durationClamped(animator: animator, requested: requested, used: used)) }
        return used
    }

    // MARK: Rendering

    /// Renders the run in flight at a progress, sanitising whatever the animator returns.
    func render(progress: Double) {
        guard let run else { return }
        run.progress = progress
        let context = run.context  // one copy per frame, not one per read
        var layers = run.animator.layers(at: progress, in: context)
        var bar = run.animator.bar(at: progress, from: run.fromBar, to: run.toBar, in: context)
        let layersOK = layers.from.isWellFormed && layers.to.isWellFormed
        let barOK = bar.isWellFormed
        if !layersOK {
            layers = TransitionLayers(from: layers.from.sanitized, to: layers.to.sanitized)
        }
        if !barOK {
            bar = BarState.standardTransition(from: run.fromBar, to: run.toBar, progress: progress)
        }
        let clean = layersOK && barOK
        if !clean && !run.reportedSanitizing {
            run.reportedSanitizing = true
            report(.sanitizedFrame(animator: run.animatorID, progress: progress))
        }
        run.fromLayer.state = layers.from
        run.toLayer.state = layers.to
        scene.layers = SceneLayers(run.fromLayer, run.toLayer)
        scene.bar = bar
        scene.transition = SceneTransition(
            operation: context.operation, direction: context.direction, progress: progress,
            isInteractive: run.isInteracting)
    }

    /// Renders the top screen at rest with its bar preference.
    func renderIdle() {
        let top = screens.top
        scene.layers = SceneLayers(ScreenLayer(screen: top.id, title: top.title, state: .resting))
        scene.bar = .resting(for: top, showsBackButton: screens.count > 1, height: configuration.barHeight)
        scene.transition = nil
    }
}

extension StackOperation {
    var transitionOperation: TransitionOperation {
        switch self {
        case .push: .push
        case .pop, .popTo, .popToRoot: .pop
        case .replaceTop: .replace
        case .setStack: .setStack
        }
    }
}

extension LayerState {
    /// The state with every non-finite number replaced and every opacity clamped to 0…1.
    var sanitized: LayerState {
        LayerState(
            offset: Vector(dx: offset.dx.isFinite ? offset.dx : 0, dy: offset.dy.isFinite ? offset.dy : 0),
            scale: scale.isFinite ? scale : 1, opacity: opacity.clampedUnit, shadowOpacity: shadowOpacity.clampedUnit,
            dimming: dimming.clampedUnit, zIndex: zIndex)
    }
}
