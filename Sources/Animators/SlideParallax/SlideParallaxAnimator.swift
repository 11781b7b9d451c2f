public import NavKitCore

/// The iOS push and pop: the incoming screen slides in from the trailing edge while the screen
/// underneath moves a third of the way toward leading, dims slightly, and the moving screen casts
/// an edge shadow that fades in and out.
///
/// Backward (pop) is the exact reverse of forward (push) with the roles swapped, so the animator
/// is ``isSymmetric``. Right-to-left mirrors every horizontal offset. At rest the lower screen
/// stays under the upper one (offset by the parallax, dimmed), hidden because the upper screen
/// covers it.
///
/// ```swift
/// var registry = AnimatorRegistry.standard
/// registry.register(SlideParallaxAnimator(parallax: 0.3, duration: 0.35), as: "slide-parallax")
/// ```
public struct SlideParallaxAnimator: FixedTimingAnimator {
    /// How far the lower screen moves, as a fraction of the width (toward leading).
    public var parallax: Double
    /// The dimming of the lower screen when fully covered, 0…1.
    public var maximumDimming: Double
    /// The opacity of the moving screen's edge shadow at its strongest, 0…1.
    public var maximumShadowOpacity: Double
    /// The non-interactive duration in seconds.
    public var duration: Double
    /// The non-interactive timing curve.
    public var curve: any TimingCurve

    /// Creates the animator.
    /// - Parameters:
    ///   - parallax: Fraction of the width the lower screen moves; 1/3 as in iOS and Flutter.
    ///   - maximumDimming: Dimming of the fully covered lower screen (clamped to 0…1).
    ///   - maximumShadowOpacity: Peak edge-shadow opacity (clamped to 0…1).
    ///   - duration: Seconds for a non-interactive push or pop; 0.5 as Flutter's Cupertino route.
    ///   - curve: The non-interactive timing curve; Flutter's fit of the iOS push by default.
    public init(
        parallax: Double = 1.0 / 3.0, maximumDimming: Double = 0.1, maximumShadowOpacity: Double = 0.25,
        duration: Double = 0.5, curve: any TimingCurve = ThreePointCubicCurve.fastEaseInToSlowEaseOut
    ) {
        self.parallax = parallax.isFinite ? parallax : 1.0 / 3.0
        self.maximumDimming = maximumDimming.clampedUnit
        self.maximumShadowOpacity = maximumShadowOpacity.clampedUnit
        self.duration = duration
        self.curve = curve
    }

    /// Push and pop mirror each other exactly.
    public var isSymmetric: Bool { true }

    /// Its bar is the default one.
    public var usesStandardBar: Bool { true }

    /// The layer states at a progress.
    /// - Parameters:
    ///   - progress: 0…1.
    ///   - context: The transition.
    /// - Returns: The outgoing and incoming states.
    public func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        let p = progress.clampedUnit
        let forward = context.direction == .forward
        // How far the deeper screen covers the shallower one (`TransitionContext.covered(at:)`).
        let covered = forward ? p : 1 - p
        let sign = context.layoutDirection.trailingSign
        let width = context.bounds.width
        let upper = LayerState(
            offset: Vector(dx: sign * (width * (1 - covered)), dy: 0), shadowOpacity: edgeShadow(covered), zIndex: 1)
        let lower = LayerState(
            offset: Vector(dx: -sign * (width * parallax * covered), dy: 0), dimming: maximumDimming * covered,
            zIndex: 0)
        // The deeper screen arrives going forward, leaves going backward (`stacked(upper:lower:)`).
        return forward ? TransitionLayers(from: lower, to: upper) : TransitionLayers(from: upper, to: lower)
    }

    func edgeShadow(_ covered: Double) -> Double {
        // Zero at rest on either end, strongest mid-way: fades in, then out.
        if covered == 0 || covered == 1 { return 0 }
        return maximumShadowOpacity * 4 * covered * (1 - covered)
    }
}
