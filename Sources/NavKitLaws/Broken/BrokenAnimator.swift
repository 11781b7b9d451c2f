public import NavKitCore

/// A deliberately broken animator for checking the laws themselves: each one breaks exactly
/// one ``TransitionLaw`` and keeps all the others, so a test (or `navkit laws broken-<law>`) can
/// see that law — and only that law — fail.
///
/// Without a broken law (`BrokenAnimator(breaking: nil)`) it is a correct slide: the deeper
/// screen slides in from the trailing side over the other one, which moves back by a third of
/// the width and dims by 0.1; push and pop mirror each other.
///
/// | law | the fault |
/// |---|---|
/// | positive duration | the duration is 0 |
/// | exact endpoints | the incoming screen ends 98 % opaque |
/// | finite values, opacity in 0…1 | the moving screen's opacity bulges to 1.2 half-way |
/// | continuity | the moving screen's opacity jumps from 0 to 1 half-way (and the screen underneath shrinks by 2 % at the same moment) |
/// | right-to-left mirror | the screen underneath moves left in both layout directions |
/// | determinism | the moving screen's offset carries a tiny random jitter |
/// | bar endpoints | the bar never leaves the outgoing screen's bar |
/// | push/pop symmetry | a pop eases the leaving screen out instead of retracing the push |
/// | timing curve endpoints | the curve ends at 0.98 |
/// | catch continuity | once interactive, the moving screen sits 2 % of the width further along |
///
/// ```swift
/// let report = TransitionLaws.check(BrokenAnimator(breaking: .continuity), name: "broken-continuity")
/// #expect(report.violations.map(\.lawID) == ["continuity"])
/// ```
public struct BrokenAnimator: AnimatedTransitioning {
    /// The law this animator breaks; `nil` for the correct reference.
    public var law: TransitionLaw?

    /// Creates the animator.
    /// - Parameter law: The one law to break, or `nil` for none.
    public init(breaking law: TransitionLaw?) {
        self.law = law
    }

    /// One broken animator per law, in law order, named `broken-<law id>`.
    public static var all: [(name: String, animator: BrokenAnimator)] {
        TransitionLaw.allCases.map { ("broken-\($0.id)", BrokenAnimator(breaking: $0)) }
    }

    /// Declared symmetric (a pop retraces the push), which the symmetry fault betrays.
    public var isSymmetric: Bool { true }

    /// 0.3 s, or 0 when breaking the positive-duration law.
    /// - Parameter context: The transition.
    /// - Returns: The duration in seconds.
    public func duration(for context: TransitionContext) -> Double { law == .positiveDuration ? 0 : 0.3 }

    /// Linear, or ending at 0.98 when breaking the timing-curve law.
    /// - Parameter context: The transition.
    /// - Returns: The curve.
    public func timingCurve(for context: TransitionContext) -> any TimingCurve {
        law == .timingCurveEndpoints ? ShortCurve() : LinearTimingCurve()
    }

    /// The slide, with this animator's one fault.
    /// - Parameters:
    ///   - progress: 0 at the start, 1 at the end.
    ///   - context: The transition.
    /// - Returns: The outgoing and incoming states.
    public func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        let p = progress.clampedUnit
        let forward = context.direction == .forward
        // How far the deeper screen covers the shallower one.
        let covered = forward ? p : 1 - p
        let width = context.bounds.width
        let sign = context.layoutDirection.trailingSign
        var travel = 1 - covered
        if law == .symmetry && !forward { travel = 1 - covered * covered }
        var upper = LayerState(offset: Vector(dx: sign * width * travel, dy: 0), zIndex: 1)
        var lower = LayerState(offset: Vector(dx: -sign * width / 3 * covered, dy: 0), dimming: 0.1 * covered)
        switch law {
        case .exactEndpoints?:
            upper.opacity = 1 - 0.02 * covered
        case .finiteAndInRange?:
            upper.opacity = 1 + 0.8 * covered * (1 - covered)
        case .continuity?:
            upper.opacity = covered < 0.5 ? 0 : 1
            lower.scale = covered < 0.5 ? 1 : 0.98
        case .rightToLeftMirror?:
            lower.offset.dx = -width / 3 * covered
        case .determinism?:
            upper.offset.dx += sign * width * 1e-12 * Double.random(in: 0.5..<1) * covered * (1 - covered)
        case .catchContinuity? where context.isInteractive:
            upper.offset.dx += sign * width * 0.02 * 4 * covered * (1 - covered)
        case .positiveDuration?, .barEndpoints?, .symmetry?, .timingCurveEndpoints?, .catchContinuity?, nil:
            break
        }
        return forward ? TransitionLayers(from: lower, to: upper) : TransitionLayers(from: upper, to: lower)
    }

    /// The shared bar motion, or the outgoing bar throughout when breaking the bar law.
    /// - Parameters:
    ///   - progress: 0…1.
    ///   - from: The outgoing screen's bar.
    ///   - to: The incoming screen's bar.
    ///   - context: The transition.
    /// - Returns: The bar.
    public func bar(at progress: Double, from: BarState, to: BarState, in context: TransitionContext) -> BarState {
        law == .barEndpoints ? from : BarState.standardTransition(from: from, to: to, progress: progress)
    }

    /// A linear curve that stops at 0.98.
    private struct ShortCurve: TimingCurve {
        func value(at fraction: Double) -> Double { 0.98 * fraction.clampedUnit }
    }
}
