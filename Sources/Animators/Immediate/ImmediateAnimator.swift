public import NavKitCore

/// No animation: the screens swap at once.
///
/// The contract asks for a positive duration, so the transition lasts ``duration`` (10 ms by
/// default, the container's shortest allowed duration) and the swap happens half-way: before it
/// the outgoing screen is alone at rest, from it on the incoming screen is. Endpoints are exact;
/// driven interactively, the screens swap when the finger passes the middle. Symmetric.
///
/// ```swift
/// try container.pop(animator: .immediate)
/// ```
public struct ImmediateAnimator: AnimatedTransitioning, Hashable {
    /// The transition's duration in seconds; positive.
    public var duration: Double

    /// Creates the animator.
    /// - Parameter duration: Seconds the (invisible) transition lasts; positive.
    public init(duration: Double = 0.01) {
        self.duration = duration
    }

    /// The configured duration.
    /// - Parameter context: The transition.
    /// - Returns: ``duration``.
    public func duration(for context: TransitionContext) -> Double { duration }

    /// A swap in the middle is its own mirror image.
    public var isSymmetric: Bool { true }

    /// `false`: nothing flies in a swap.
    public var fliesSharedElements: Bool { false }

    /// The layer states at a progress: one screen fully shown, the other hidden.
    /// - Parameters:
    ///   - progress: 0…1.
    ///   - context: The transition.
    /// - Returns: The outgoing and incoming states.
    public func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        let upperShown = context.covered(at: progress) >= 0.5
        return context.stacked(
            upper: LayerState(opacity: upperShown ? 1 : 0, zIndex: 1),
            lower: LayerState(opacity: upperShown ? 0 : 1, zIndex: 0))
    }
}
