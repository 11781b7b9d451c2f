import Foundation
public import NavKit

/// An animator that forwards to another one and records every call, for tests that assert what
/// the container asked of its plug-in.
///
/// ```swift
/// let recorder = RecordingAnimator(wrapping: SlideParallaxAnimator())
/// registry.register(recorder, as: "recorded")
/// // … run a transition …
/// #expect(recorder.log.progressValues.first == 0)
/// ```
public struct RecordingAnimator: AnimatedTransitioning {
    /// The animator that produces the actual values.
    public let base: any AnimatedTransitioning
    /// The shared record of calls (a reference, so copies of the animator share it).
    public let log: AnimatorCallLog

    /// Creates a recorder around an animator.
    /// - Parameter base: The animator whose output is returned.
    public init(wrapping base: any AnimatedTransitioning) {
        self.base = base
        self.log = AnimatorCallLog()
    }

    /// Records the call and forwards it.
    /// - Parameter context: The transition.
    /// - Returns: The base animator's duration.
    public func duration(for context: TransitionContext) -> Double {
        log.append(.duration(context))
        return base.duration(for: context)
    }

    /// Records the call and forwards it.
    /// - Parameter context: The transition.
    /// - Returns: The base animator's curve.
    public func timingCurve(for context: TransitionContext) -> any TimingCurve {
        log.append(.timingCurve(context))
        return base.timingCurve(for: context)
    }

    /// Records the call and forwards it.
    /// - Parameters:
    ///   - progress: The progress.
    ///   - context: The transition.
    /// - Returns: The base animator's layers.
    public func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        log.append(.layers(progress: progress, context: context))
        return base.layers(at: progress, in: context)
    }

    /// Forwards to the base animator's bar motion.
    /// - Parameters:
    ///   - progress: The progress.
    ///   - from: The outgoing resting bar.
    ///   - to: The incoming resting bar.
    ///   - context: The transition.
    /// - Returns: The base animator's bar.
    public func bar(at progress: Double, from: BarState, to: BarState, in context: TransitionContext) -> BarState {
        base.bar(at: progress, from: from, to: to, in: context)
    }

    /// The base animator's symmetry.
    public var isSymmetric: Bool { base.isSymmetric }
}

/// The calls a ``RecordingAnimator`` received, in order. Safe to read from any thread.
public final class AnimatorCallLog: @unchecked Sendable {
    /// One recorded call.
    public enum Call: Hashable, Sendable {
        /// `duration(for:)`.
        case duration(TransitionContext)
        /// `timingCurve(for:)`.
        case timingCurve(TransitionContext)
        /// `layers(at:in:)`.
        case layers(progress: Double, context: TransitionContext)
    }

    private let lock = NSLock()
    private var storage: [Call] = []

    /// Creates an empty log.
    public init() {}

    func append(_ call: Call) {
        lock.lock()
        storage.append(call)
        lock.unlock()
    }

    /// Every call so far.
    public var calls: [Call] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// The progress of every `layers(at:in:)` call, in order.
    public var progressValues: [Double] {
        calls.compactMap { if case .layers(let progress, _) = $0 { progress } else { nil } }
    }

    /// Forgets every call.
    public func reset() {
        lock.lock()
        storage.removeAll()
        lock.unlock()
    }
}
