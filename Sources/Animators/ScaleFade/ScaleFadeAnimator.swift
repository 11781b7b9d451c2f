public import NavKitCore

/// Scale and fade, after Android's predictive back: the deeper screen fades in while growing to
/// full size, and the screen underneath shrinks slightly and dims; going back, the top screen
/// shrinks as it fades away and the one underneath grows back.
///
/// Nothing moves sideways, so right-to-left is identical. Forward and backward mirror each other
/// exactly, so the animator is ``isSymmetric``.
///
/// ```swift
/// registry.register(ScaleFadeAnimator(lowerScale: 0.9), as: .scaleFade)
/// ```
public struct ScaleFadeAnimator: FixedTimingAnimator {
    /// The scale of the lower screen when fully covered (1 is no shrinking).
    public var lowerScale: Double
    /// The scale the upper screen starts from (invisible) and grows to 1 from.
    public var upperStartScale: Double
    /// The dimming of the lower screen when fully covered, 0…1.
    public var maximumDimming: Double
    /// The non-interactive duration in seconds.
    public var duration: Double
    /// The non-interactive timing curve.
    public var curve: any TimingCurve

    /// Creates the animator.
    /// - Parameters:
    ///   - lowerScale: Scale of the fully covered lower screen; positive.
    ///   - upperStartScale: Scale of the upper screen when it starts to appear; positive.
    ///   - maximumDimming: Dimming of the fully covered lower screen (clamped to 0…1).
    ///   - duration: Seconds for a non-interactive transition.
    ///   - curve: The non-interactive timing curve; Material's standard curve by default.
    public init(
        lowerScale: Double = 0.95, upperStartScale: Double = 0.9, maximumDimming: Double = 0.1, duration: Double = 0.4,
        curve: any TimingCurve = CubicBezierCurve.fastOutSlowIn
    ) {
        self.lowerScale = lowerScale.isFinite && lowerScale > 0 ? lowerScale : 0.95
        self.upperStartScale = upperStartScale.isFinite && upperStartScale > 0 ? upperStartScale : 0.9
        self.maximumDimming = maximumDimming.clampedUnit
        self.duration = duration
        self.curve = curve
    }

    /// Forward and backward mirror each other exactly.
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
        let upper = LayerState(scale: lerp(upperStartScale, 1, covered), opacity: covered, zIndex: 1)
        let lower = LayerState(scale: lerp(1, lowerScale, covered), dimming: maximumDimming * covered, zIndex: 0)
        return context.stacked(upper: upper, lower: lower)
    }
}
