public import NavKitCore

/// Decides, when the finger lifts, whether a back swipe finishes (pops) or cancels.
///
/// A fling — a release at least ``flingVelocity`` screen widths per second fast — decides by
/// its direction. A slower release finishes when the progress projected ``projectionTime``
/// seconds ahead at the release velocity passes ``finishThreshold`` (React Navigation projects
/// `translation + 0.3 × velocity`).
///
/// ```swift
/// let policy = BackReleasePolicy()
/// policy.outcome(progress: 0.2, velocity: 1.5)    // .finished: a fling toward trailing
/// policy.outcome(progress: 0.6, velocity: -0.5)   // .cancelled: 0.6 - 0.15 = 0.45 < 0.5
/// ```
public struct BackReleasePolicy: Hashable, Sendable {
    /// The release speed, in widths per second, from which the direction alone decides.
    public var flingVelocity: Double
    /// How many seconds ahead the velocity projects the progress.
    public var projectionTime: Double
    /// The projected progress past which a slow release finishes.
    public var finishThreshold: Double

    /// Creates a policy; the defaults are DESIGN §4's.
    /// - Parameters:
    ///   - flingVelocity: Widths per second that make a fling.
    ///   - projectionTime: Seconds of velocity projection.
    ///   - finishThreshold: Projected progress that finishes.
    public init(flingVelocity: Double = 1, projectionTime: Double = 0.3, finishThreshold: Double = 0.5) {
        self.flingVelocity = flingVelocity
        self.projectionTime = projectionTime
        self.finishThreshold = finishThreshold
    }

    /// Whether every number is finite and the fling speed and threshold are positive.
    public var isValid: Bool {
        flingVelocity.isFinite && flingVelocity > 0 && projectionTime.isFinite && projectionTime >= 0
            && finishThreshold.isFinite && finishThreshold > 0 && finishThreshold < 1
    }

    /// The outcome of a release.
    /// - Parameters:
    ///   - progress: The progress at the release, 0…1.
    ///   - velocity: The release velocity in widths per second, positive toward trailing (the
    ///     direction that pops).
    /// - Returns: ``TransitionOutcome/finished`` or ``TransitionOutcome/cancelled``.
    public func outcome(progress: Double, velocity: Double) -> TransitionOutcome {
        let v = velocity.isFinite ? velocity : 0
        if abs(v) >= flingVelocity { return v > 0 ? .finished : .cancelled }
        return progress + projectionTime * v > finishThreshold ? .finished : .cancelled
    }
}
