public import NavKitCore

/// An animator for Reduce Motion: every animated change becomes a cross-fade in place of the
/// wrapped animator's duration and timing curve. A swipe back cross-fades too, its progress
/// following the finger: a frame never depends on whether a finger drives it, so a transition a
/// finger catches mid-way goes on from exactly the frame it showed (the catch-continuity law).
///
/// A container applies it through its ``MotionPolicy`` when it resolves the animator of a
/// transition (`NavigationContainer.motionPolicy`); nobody needs to know which animator a screen
/// prefers, or to rebuild a registry.
public struct ReducedMotionAnimator: AnimatedTransitioning {
    /// The animator whose timing (and interactive motion) it keeps.
    public var base: any AnimatedTransitioning
    private let fade = FadeAnimator()

    /// Wraps an animator.
    /// - Parameter base: The animator to reduce.
    public init(base: any AnimatedTransitioning) {
        self.base = base
    }

    /// The wrapped animator's duration: a cross-fade takes exactly as long as the motion it replaces.
    /// - Parameter context: The transition.
    /// - Returns: The wrapped animator's duration.
    public func duration(for context: TransitionContext) -> Double { base.duration(for: context) }

    /// The wrapped animator's timing curve.
    /// - Parameter context: The transition.
    /// - Returns: The wrapped animator's curve.
    public func timingCurve(for context: TransitionContext) -> any TimingCurve { base.timingCurve(for: context) }

    /// A cross-fade in place.
    /// - Parameters:
    ///   - progress: 0…1.
    ///   - context: The transition.
    /// - Returns: The outgoing and incoming states.
    public func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        fade.layers(at: progress, in: context)
    }

    /// The bar fading in place (titles do not slide).
    /// - Parameters:
    ///   - progress: 0…1.
    ///   - from: The outgoing screen's resting bar.
    ///   - to: The incoming screen's resting bar.
    ///   - context: The transition.
    /// - Returns: The bar for this frame.
    public func bar(at progress: Double, from: BarState, to: BarState, in context: TransitionContext) -> BarState {
        BarState.standardTransition(from: from, to: to, progress: progress, titleTravel: 0)
    }

    /// Symmetric as the cross-fade is.
    public var isSymmetric: Bool { fade.isSymmetric }

    /// `false`: under Reduce Motion shared elements do not fly; they cross-fade with their screens.
    public var fliesSharedElements: Bool { false }
}

/// Whether animated navigation moves or cross-fades: the Reduce Motion decision a host makes
/// from the platform's accessibility setting, and a container setting.
///
/// The container applies it each time it resolves a transition's animator, so its registry stays
/// the app's own: an animator registered at any time, before or after the policy changes, is used
/// (reduced while the policy says so).
///
/// ```swift
/// container.motionPolicy = MotionPolicy(reduceMotion: UIAccessibility.isReduceMotionEnabled)
/// ```
public enum MotionPolicy: String, Hashable, Sendable, CaseIterable {
    /// Animators run as they are.
    case standard
    /// Every animated change cross-fades in place with the same duration; a swipe cross-fades
    /// under the finger.
    case reduced

    /// The policy for a Reduce Motion setting.
    /// - Parameter reduceMotion: Whether the user asked to reduce motion.
    public init(reduceMotion: Bool) {
        self = reduceMotion ? .reduced : .standard
    }

    /// An animator under this policy.
    /// - Parameter animator: The animator a transition would use.
    /// - Returns: The animator itself, or a ``ReducedMotionAnimator`` wrapping it.
    public func animator(_ animator: any AnimatedTransitioning) -> any AnimatedTransitioning {
        switch self {
        case .standard: animator
        case .reduced: animator as? ReducedMotionAnimator ?? ReducedMotionAnimator(base: animator)
        }
    }

    /// A registry under this policy: the same names and default, each animator under the policy
    /// (for code that hands a registry around; a container applies its own policy itself).
    /// - Parameter registry: The registry to derive from.
    /// - Returns: The registry the container should use.
    public func animators(from registry: AnimatorRegistry) -> AnimatorRegistry {
        guard self == .reduced else { return registry }
        var reduced = AnimatorRegistry(defaultAnimator: animator(registry.defaultAnimator), named: registry.defaultID)
        for name in registry.names where name != registry.defaultID {
            if let original = registry.animator(named: name) { reduced.register(animator(original), as: name) }
        }
        return reduced
    }
}
