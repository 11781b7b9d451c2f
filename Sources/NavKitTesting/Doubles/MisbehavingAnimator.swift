public import NavKitCore

/// A deliberately broken animator, for reliability tests: it returns the poison you choose.
///
/// ```swift
/// registry.register(MisbehavingAnimator(.nonFiniteLayers), as: "broken")
/// ```
public struct MisbehavingAnimator: AnimatedTransitioning {
    /// The ways this animator can misbehave.
    public enum Fault: Hashable, Sendable {
        /// Layer offsets, scale and opacity are NaN in the middle of the transition.
        case nonFiniteLayers
        /// Layer offsets are infinite everywhere, endpoints included, and the incoming clip negative or NaN.
        case infiniteEverywhere
        /// Opacity 3, dimming -2, shadow 9: finite but out of range.
        case outOfRangeOpacity
        /// The bar is NaN in the middle of the transition.
        case nonFiniteBar
        /// The given duration (zero, negative, NaN, infinite or absurdly long).
        case duration(Double)
        /// A timing curve that returns NaN.
        case nonFiniteCurve
    }

    /// The fault.
    public var fault: Fault

    /// Creates a broken animator.
    /// - Parameter fault: How it misbehaves.
    public init(_ fault: Fault) {
        self.fault = fault
    }

    /// The configured duration, or 0.3 s.
    /// - Parameter context: The transition.
    /// - Returns: The (possibly absurd) duration.
    public func duration(for context: TransitionContext) -> Double {
        if case .duration(let value) = fault { return value }
        return 0.3
    }

    /// A NaN curve for ``Fault/nonFiniteCurve``, linear otherwise.
    /// - Parameter context: The transition.
    /// - Returns: The curve.
    public func timingCurve(for context: TransitionContext) -> any TimingCurve {
        fault == .nonFiniteCurve ? NaNCurve() : LinearTimingCurve()
    }

    /// Layers carrying the fault.
    /// - Parameters:
    ///   - progress: The progress.
    ///   - context: The transition.
    /// - Returns: Broken layers.
    public func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        let width = context.bounds.width * context.layoutDirection.trailingSign
        var from = LayerState(offset: Vector(dx: -width * progress / 3, dy: 0), zIndex: 0)
        var to = LayerState(offset: Vector(dx: width * (1 - progress), dy: 0), zIndex: 1)
        switch fault {
        case .nonFiniteLayers where progress > 0 && progress < 1:
            from.offset.dx = .nan
            to.scale = .nan
            to.opacity = .nan
        case .infiniteEverywhere:
            from.offset.dx = -.infinity
            to.offset.dy = .infinity
            to.clip = LayerClip(top: -.infinity, left: .nan, bottom: -3, right: .infinity, cornerRadius: .nan)
        case .outOfRangeOpacity:
            from.opacity = 3
            from.dimming = -2
            to.shadowOpacity = 9
        default:
            break
        }
        return TransitionLayers(from: from, to: to)
    }

    /// A NaN bar for ``Fault/nonFiniteBar``, the standard motion otherwise.
    /// - Parameters:
    ///   - progress: The progress.
    ///   - from: The outgoing resting bar.
    ///   - to: The incoming resting bar.
    ///   - context: The transition.
    /// - Returns: The bar.
    public func bar(at progress: Double, from: BarState, to: BarState, in context: TransitionContext) -> BarState {
        var bar = BarState.standardTransition(from: from, to: to, progress: progress)
        if fault == .nonFiniteBar, progress > 0, progress < 1 {
            bar.offset = .nan
            bar.opacity = .infinity
        }
        return bar
    }

    private struct NaNCurve: TimingCurve {
        func value(at fraction: Double) -> Double { .nan }
    }
}
