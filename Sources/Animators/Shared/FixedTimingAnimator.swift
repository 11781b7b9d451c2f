public import NavKitCore

/// An animator whose non-interactive duration and timing curve are stored values, the same for
/// every transition; conforming supplies ``AnimatedTransitioning/duration(for:)`` and
/// ``AnimatedTransitioning/timingCurve(for:)``.
///
/// ```swift
/// struct Zoom: FixedTimingAnimator {
///     var duration = 0.4
///     var curve: any TimingCurve = CubicBezierCurve.easeInOut
///     func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers { … }
/// }
/// ```
public protocol FixedTimingAnimator: AnimatedTransitioning {
    /// The non-interactive duration in seconds; positive.
    var duration: Double { get }
    /// The non-interactive timing curve.
    var curve: any TimingCurve { get }
}

extension FixedTimingAnimator {
    /// The stored duration.
    /// - Parameter context: The transition (unused).
    /// - Returns: ``duration``.
    public func duration(for context: TransitionContext) -> Double { duration }

    /// The stored curve.
    /// - Parameter context: The transition (unused).
    /// - Returns: ``curve``.
    public func timingCurve(for context: TransitionContext) -> any TimingCurve { curve }
}
