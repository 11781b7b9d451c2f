public import NavKitCore

/// A modal-style cover: the deeper screen slides up from the bottom edge over the shallower one
/// (and back down to uncover), which stays in place and dims slightly.
///
/// Vertical motion needs no mirroring in right-to-left. Cover and uncover mirror each other
/// exactly, so the animator is ``isSymmetric``.
///
/// ```swift
/// try container.push(Screen(id: "compose"), animator: .cover)
/// ```
public struct CoverAnimator: FixedTimingAnimator {
    /// The dimming of the lower screen when fully covered, 0…1.
    public var maximumDimming: Double
    /// The non-interactive duration in seconds.
    public var duration: Double
    /// The non-interactive timing curve.
    public var curve: any TimingCurve

    /// Creates the animator.
    /// - Parameters:
    ///   - maximumDimming: Dimming of the fully covered lower screen (clamped to 0…1).
    ///   - duration: Seconds for a non-interactive cover or uncover.
    ///   - curve: The non-interactive timing curve.
    public init(
        maximumDimming: Double = 0.1, duration: Double = 0.5,
        curve: any TimingCurve = ThreePointCubicCurve.fastEaseInToSlowEaseOut
    ) {
        self.maximumDimming = maximumDimming.clampedUnit
        self.duration = duration
        self.curve = curve
    }

    /// Cover and uncover mirror each other exactly.
    public var isSymmetric: Bool { true }

    /// Its bar is the default one.
    public var usesStandardBar: Bool { true }

    /// The layer states at a progress.
    /// - Parameters:
    ///   - progress: 0…1.
    ///   - context: The transition.
    /// - Returns: The outgoing and incoming states.
    public func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        let covered = context.covered(at: progress)
        let upper = LayerState(offset: Vector(dx: 0, dy: context.bounds.height * (1 - covered)), zIndex: 1)
        let lower = LayerState(dimming: maximumDimming * covered, zIndex: 0)
        return context.stacked(upper: upper, lower: lower)
    }
}
