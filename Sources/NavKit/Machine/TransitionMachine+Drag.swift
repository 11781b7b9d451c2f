import NavKitCore
import NavKitInteraction

extension TransitionMachine {
    /// Sets the progress of the interactive run together with the finger's 2-D displacement (the
    /// zoom dismiss): the run's deeper screen follows the finger (``DragFollow``) while its
    /// animator shrinks it with the progress. The first call of a run, or the first after the run
    /// was caught again, anchors the drag at the screen's offset as last rendered, so the first
    /// dragged frame equals the last one shown.
    /// - Throws: ``NavigationError/interaction(_:)`` for a non-finite translation, or as
    ///   ``updateInteractivePop(source:progress:at:into:)``; nothing changes then.
    package mutating func dragInteractivePop(
        source: InteractionSource, progress: Double, translation: Vector, at time: Timestamp,
        into effects: inout [ContainerEffect]
    ) throws(NavigationError) {
        guard translation.isFinite else { throw .interaction(.nonFinite("translation \(translation)")) }
        let deeper = runBox?.run.context.deeper.id
        let shown = deeper.flatMap { scene.layers.layer(for: $0)?.state.offset } ?? .zero
        try feed(source: source, progress: progress, at: time, into: &effects) { drag in
            if drag?.translation == nil { drag = DragFollow(anchor: shown, translation: .zero) }
            drag!.translation = translation
        }
    }

    /// Adds a run's drag to its deeper screen's layer (runs with a drag only).
    /// - Returns: `false` when the dragged offset would not be finite: the layer keeps the
    ///   animator's offset and the drag is dropped (invariant 5: every value in a scene is finite).
    @discardableResult
    static func applyDrag(
        _ drag: inout DragFollow?, direction: TransitionDirection, to layers: inout TransitionLayers
    ) -> Bool {
        guard var follow = drag else { return true }
        let backward = direction == .backward
        let animated = backward ? layers.from.offset : layers.to.offset
        let dragged = follow.offset(animated: animated)
        guard dragged.isFinite, follow.residual.isFinite else {
            drag = nil
            return false
        }
        if backward { layers.from.offset = dragged } else { layers.to.offset = dragged }
        drag = follow
        return true
    }

    /// A run with a drag is released at `time`: the screen's centre flies on its own clock
    /// (``DragFlight``) to where the animator ends, starting at the finger's velocity (a held
    /// screen at the velocity the animator alone gives it). A second release (a watchdog's) keeps
    /// the first.
    /// - Parameters:
    ///   - run: The run.
    ///   - outcome: Where the progress heads.
    ///   - velocity: The progress's release velocity, per second.
    ///   - finger: The finger's velocity in points per second, when a finger dragged the screen
    ///     to the release.
    static func releaseDrag(
        _ run: inout TransitionRun, toward outcome: TransitionOutcome, velocity: Double, finger: Vector?,
        at time: Timestamp
    ) {
        guard let follow = run.drag, follow.flight == nil else { return }
        let target: Double = outcome == .finished ? 1 : 0
        let start: Vector
        if let finger, follow.translation != nil {
            start = finger
        } else {
            // The completion starts at the release velocity, or at rest if that points away.
            let progressRate = target > run.progress ? max(0, velocity) : min(0, velocity)
            start = animatedOffsetRate(of: run) * progressRate
        }
        let bounds = run.context.bounds.size
        run.drag!.flight = DragFlight(
            at: time, from: follow.shown, to: animatedOffset(of: run, at: target), velocity: start,
            reach: min(bounds.width, bounds.height) / 2)
        run.drag!.translation = nil
        run.drag!.now = time
    }

    /// The animator's offset of the dragged (deeper) screen at a progress.
    private static func animatedOffset(of run: TransitionRun, at progress: Double) -> Vector {
        let layers = run.animator.layers(at: progress, in: run.context)
        let offset = run.context.direction == .backward ? layers.from.offset : layers.to.offset
        return offset.isFinite ? offset : .zero
    }

    /// How fast the animator moves the dragged screen per unit of progress at the run's progress,
    /// in points (a central difference).
    private static func animatedOffsetRate(of run: TransitionRun) -> Vector {
        let step = 1.0 / 256
        let low = max(0, run.progress - step)
        let high = min(1, run.progress + step)
        guard high > low else { return .zero }
        let rate = (animatedOffset(of: run, at: high) - animatedOffset(of: run, at: low)) * (1 / (high - low))
        return rate.isFinite ? rate : .zero
    }
}
