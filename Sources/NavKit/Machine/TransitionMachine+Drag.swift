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
        let box = try acceptInteractiveUpdate(source: source, progress: progress, at: time)
        if box.run.drag?.translation == nil || box.run.drag?.release != nil {
            let shown = scene.layers.layer(for: box.run.context.deeper.id)?.state.offset ?? .zero
            box.run.drag = DragFollow(anchor: shown, translation: .zero)
        }
        box.run.drag!.translation = translation
        Self.render(&box.run, progress: box.run.interactionProgress(), scene: &scene, effects: &effects)
    }

    /// Adds a run's drag to its deeper screen's layer (runs with a drag only).
    /// - Returns: `false` when the dragged offset would not be finite: the layer keeps the
    ///   animator's offset and the drag is dropped (invariant 5: every value in a scene is finite).
    @discardableResult
    static func applyDrag(_ run: inout TransitionRun, to layers: inout TransitionLayers) -> Bool {
        guard var drag = run.drag else { return true }
        let backward = run.context.direction == .backward
        let animated = backward ? layers.from.offset : layers.to.offset
        let dragged = drag.offset(animated: animated, at: run.progress)
        guard dragged.isFinite, drag.residual.isFinite else {
            run.drag = nil
            return false
        }
        if backward { layers.from.offset = dragged } else { layers.to.offset = dragged }
        run.drag = drag
        return true
    }

    /// A run with a drag is released toward `target` at its current progress: from now on the
    /// drag decays with the completion (a second release, by a watchdog, keeps the first).
    static func releaseDrag(_ run: inout TransitionRun, toward outcome: TransitionOutcome) {
        guard run.drag != nil, run.drag!.release == nil else { return }
        run.drag!.release = (run.progress, outcome == .finished ? 1 : 0)
    }

    /// A run with a drag is caught again: the offset is held where it is shown.
    static func holdDrag(_ run: inout TransitionRun) {
        guard let drag = run.drag else { return }
        run.drag = drag.held(at: run.progress)
    }
}
