public import NavKitCore

/// A cross-fade: the deeper screen fades in over the shallower one on a push and out on a pop;
/// nothing moves.
///
/// The lower screen stays opaque underneath, so the picture at progress `p` is exactly the
/// blend `p · upper + (1 − p) · lower` (a true cross-dissolve, without the background showing
/// through mid-way). Symmetric; nothing to mirror.
///
/// ```swift
/// let screen = Screen(id: "settings", preferences: .init(preferredAnimator: .fade))
/// ```
public struct FadeAnimator: FixedTimingAnimator {
    /// The non-interactive duration in seconds.
    public var duration: Double
    /// The non-interactive timing curve.
    public var curve: any TimingCurve

    /// Creates the animator.
    /// - Parameters:
    ///   - duration: Seconds for a non-interactive transition.
    ///   - curve: The non-interactive timing curve.
    public init(duration: Double = 0.35, curve: any TimingCurve = CubicBezierCurve.easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    /// Fading in and fading out mirror each other exactly.
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
        return context.stacked(upper: LayerState(opacity: covered, zIndex: 1), lower: LayerState(zIndex: 0))
    }
}
