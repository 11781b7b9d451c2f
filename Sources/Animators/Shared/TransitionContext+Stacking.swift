import NavKitCore

extension TransitionContext {
    /// How far the deeper screen covers the shallower one: the progress going forward, its
    /// complement going backward. Animators written in terms of it are symmetric by construction.
    /// - Parameter progress: The transition's progress (clamped to 0…1).
    /// - Returns: 0 with the shallower screen alone at rest, 1 with the deeper screen at rest on top.
    @inlinable
    package func covered(at progress: Double) -> Double {
        let p = progress.clampedUnit
        return direction == .forward ? p : 1 - p
    }

    /// Assigns the deeper (upper) and shallower (lower) screens' states to the transition's
    /// outgoing and incoming screens: forward the deeper screen arrives, backward it leaves.
    /// - Parameters:
    ///   - upper: The deeper screen's state.
    ///   - lower: The shallower screen's state.
    /// - Returns: The pair in from/to order.
    @inlinable
    package func stacked(upper: LayerState, lower: LayerState) -> TransitionLayers {
        direction == .forward ? TransitionLayers(from: lower, to: upper) : TransitionLayers(from: upper, to: lower)
    }
}
