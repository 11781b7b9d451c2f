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

    /// The layer states at a progress.
    /// - Parameters:
    ///   - progress: 0…1.
    ///   - context: The transition.
    /// - Returns: The outgoing and incoming states.
    public func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        SlideParallaxGeometry(
            parallax: parallax, maximumDimming: maximumDimming, maximumShadowOpacity: maximumShadowOpacity
        ).layers(at: progress, in: context)
    }

    /// The numbers that shape its frames (the curve and duration aside), which the container's
    /// frame loop renders with directly, unboxed; `nil` when a property set after creation left
    /// them out of range (a non-finite parallax, a dimming or shadow outside 0…1): its frames then
    /// go the general way, checked and sanitised.
    package var geometry: SlideParallaxGeometry? {
        guard parallax.isFinite, (0...1).contains(maximumDimming), (0...1).contains(maximumShadowOpacity) else {
            return nil
        }
        return SlideParallaxGeometry(
            parallax: parallax, maximumDimming: maximumDimming, maximumShadowOpacity: maximumShadowOpacity)
    }
}

/// The frames of a ``SlideParallaxAnimator``, apart from its timing: a small plain value, so a
/// frame loop that knows its animator is the standard one renders it inline, with no existential
/// call and no copy of the animator.
package struct SlideParallaxGeometry: Sendable {
    @usableFromInline let parallax: Double
    @usableFromInline let maximumDimming: Double
    @usableFromInline let maximumShadowOpacity: Double

    @inlinable
    init(parallax: Double, maximumDimming: Double, maximumShadowOpacity: Double) {
        self.parallax = parallax
        self.maximumDimming = maximumDimming
        self.maximumShadowOpacity = maximumShadowOpacity
    }

    /// Whether states ``layers(at:direction:width:layoutDirection:)`` made are well formed
    /// (``NavKitCore/LayerState/isWellFormed``), checking only what can break: with its numbers
    /// in range (as ``SlideParallaxAnimator/geometry`` ensures) every opacity, the dimming and
    /// the shadow lie in 0…1, scale is 1 and nothing is clipped; only an offset can overflow
    /// (an enormous width times the parallax).
    /// - Parameter layers: States this geometry made.
    /// - Returns: Whether both states are well formed.
    @inlinable @inline(__always)
    package func madeWellFormed(_ layers: TransitionLayers) -> Bool {
        layers.from.offset.dx.finiteZero + layers.to.offset.dx.finiteZero == 0
    }

    /// The layer states at a progress: ``SlideParallaxAnimator/layers(at:in:)``.
    @inlinable
    package func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        layers(
            at: progress, direction: context.direction, width: context.bounds.width,
            layoutDirection: context.layoutDirection)
    }

    /// The layer states at a progress, from the only numbers of the context they depend on (a
    /// frame loop passes these, not a copy of the whole context).
    /// - Parameters:
    ///   - progress: 0…1.
    ///   - direction: The transition's direction.
    ///   - width: The container's width.
    ///   - layoutDirection: Which side is leading.
    /// - Returns: The outgoing and incoming states.
    @inlinable @inline(__always)
    package func layers(
        at progress: Double, direction: TransitionDirection, width: Double, layoutDirection: LayoutDirection
    ) -> TransitionLayers {
        let p = progress.clampedUnit
        let forward = direction == .forward
        // How far the deeper screen covers the shallower one (`TransitionContext.covered(at:)`).
        let covered = forward ? p : 1 - p
        let sign = layoutDirection.trailingSign
        let upper = LayerState(
            offset: Vector(dx: sign * (width * (1 - covered)), dy: 0), shadowOpacity: edgeShadow(covered), zIndex: 1)
        let lower = LayerState(
            offset: Vector(dx: -sign * (width * parallax * covered), dy: 0), dimming: maximumDimming * covered,
            zIndex: 0)
        // The deeper screen arrives going forward, leaves going backward (`stacked(upper:lower:)`).
        return forward ? TransitionLayers(from: lower, to: upper) : TransitionLayers(from: upper, to: lower)
    }

    @inlinable
    func edgeShadow(_ covered: Double) -> Double {
        // Zero at rest on either end, strongest mid-way: fades in, then out.
        if covered == 0 || covered == 1 { return 0 }
        return maximumShadowOpacity * 4 * covered * (1 - covered)
    }
}
