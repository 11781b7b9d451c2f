public import NavKitCore

/// The standard interactive transition: progress set by a source, then a velocity-matched
/// completion toward the end or back to the start.
///
/// Like UIKit's `UIPercentDrivenInteractiveTransition`, with the clock removed: the gesture
/// front-end feeds progress, and the driver calls ``advance(to:)`` each frame. After the
/// release, a ``NavKitCore/CompletionMotion`` (by default ``NavKitCore/HermiteCompletion``, at most 350 ms) carries the
/// progress to 1 or 0 starting at the release velocity. ``completionSpeed`` scales that motion's
/// clock, as in UIKit.
///
/// ```swift
/// var interaction = PercentDrivenInteraction()
/// try interaction.begin(at: t0)
/// try interaction.update(0.4, at: t1)
/// try interaction.cancel(velocity: -0.2, at: t1)
/// let step = try interaction.advance(to: t1 + 0.5)   // progress 0, completion .cancelled
/// ```
public struct PercentDrivenInteraction: InteractiveTransitioning {
    /// The motion that carries the progress home after the release.
    public var completionMotion: any CompletionMotion
    /// How fast the completion runs relative to its natural duration; always positive and finite.
    public private(set) var completionSpeed: Double

    /// Where the interaction is in its life.
    public private(set) var phase: InteractionPhase = .idle
    /// The progress as of the latest input or step.
    public private(set) var progress: Double = 0

    private var lastTime: Timestamp?
    private var release: Release?

    private struct Release: Sendable {
        var time: Timestamp
        var startProgress: Double
        var target: Double
        var velocity: Double
    }

    /// Creates the interaction with the natural completion speed.
    /// - Parameter completionMotion: The motion after the release.
    public init(completionMotion: any CompletionMotion = HermiteCompletion()) {
        self.completionMotion = completionMotion
        self.completionSpeed = 1
    }

    /// Creates the interaction with a completion speed.
    /// - Parameters:
    ///   - completionMotion: The motion after the release.
    ///   - completionSpeed: A positive, finite multiplier of the completion's clock.
    /// - Throws: ``NavKitCore/InteractionError/invalidCompletionSpeed(_:)`` for a zero, negative or
    ///   non-finite speed.
    public init(completionMotion: any CompletionMotion = HermiteCompletion(), completionSpeed: Double)
        throws(InteractionError)
    {
        guard completionSpeed.isFinite, completionSpeed > 0 else { throw .invalidCompletionSpeed(completionSpeed) }
        self.completionMotion = completionMotion
        self.completionSpeed = completionSpeed
    }

    /// Changes the completion speed.
    /// - Parameter speed: A positive, finite multiplier.
    /// - Throws: ``NavKitCore/InteractionError/invalidCompletionSpeed(_:)``; the speed is unchanged then.
    public mutating func setCompletionSpeed(_ speed: Double) throws(InteractionError) {
        guard speed.isFinite, speed > 0 else { throw .invalidCompletionSpeed(speed) }
        completionSpeed = speed
    }

    /// Starts interaction at progress 0.
    /// - Parameter time: When it began.
    public mutating func begin(at time: Timestamp) throws(InteractionError) {
        guard phase == .idle else { throw .alreadyBegun }
        try Self.checkTime(time, after: nil)
        phase = .interacting
        progress = 0
        lastTime = time
    }

    /// Sets the progress, clamped to 0…1. Updating while paused resumes interaction.
    /// - Parameters:
    ///   - progress: The new progress.
    ///   - time: When it was measured.
    public mutating func update(_ progress: Double, at time: Timestamp) throws(InteractionError) {
        guard phase.acceptsInput else { throw .notInteracting }
        guard progress.isFinite else { throw .nonFinite("progress \(progress)") }
        try Self.checkTime(time, after: lastTime)
        self.progress = progress.clampedUnit
        lastTime = time
        phase = .interacting
    }

    /// Holds the progress where it is until the next update or release.
    /// - Parameter time: When the pause happened.
    public mutating func pause(at time: Timestamp) throws(InteractionError) {
        guard phase.acceptsInput else { throw .notInteracting }
        try Self.checkTime(time, after: lastTime)
        lastTime = time
        phase = .paused
    }

    /// Releases toward progress 1.
    /// - Parameters:
    ///   - velocity: Progress units per second.
    ///   - time: When the release happened.
    public mutating func finish(velocity: Double, at time: Timestamp) throws(InteractionError) {
        try release(toward: .finished, velocity: velocity, at: time)
    }

    /// Releases toward progress 0.
    /// - Parameters:
    ///   - velocity: Progress units per second (negative moves toward 0).
    ///   - time: When the release happened.
    public mutating func cancel(velocity: Double, at time: Timestamp) throws(InteractionError) {
        try release(toward: .cancelled, velocity: velocity, at: time)
    }

    /// Advances the completion to `time`.
    /// - Parameter time: The frame time.
    /// - Returns: The progress and, exactly once, the outcome.
    public mutating func advance(to time: Timestamp) throws(InteractionError) -> InteractionStep {
        try Self.checkTime(time, after: lastTime)
        lastTime = time
        guard case .completing(let outcome) = phase, let release else {
            return InteractionStep(progress: progress)
        }
        let distance = abs(release.target - release.startProgress)
        let elapsed = (time - release.time) * completionSpeed
        let towardTarget = release.target > release.startProgress ? release.velocity : -release.velocity
        let covered =
            distance == 0
            ? 1 : completionMotion.fractionCovered(at: elapsed, distance: distance, velocity: towardTarget)
        let safeCovered = covered.isFinite ? covered.clampedUnit : 1
        if safeCovered >= 1 {
            progress = release.target
            phase = .completed(outcome)
            self.release = nil
            return InteractionStep(progress: progress, completion: outcome)
        }
        progress = lerp(release.startProgress, release.target, safeCovered).clampedUnit
        return InteractionStep(progress: progress)
    }

    private mutating func release(toward outcome: TransitionOutcome, velocity: Double, at time: Timestamp)
        throws(InteractionError)
    {
        guard phase.acceptsInput else { throw .notInteracting }
        guard velocity.isFinite else { throw .nonFinite("velocity \(velocity)") }
        try Self.checkTime(time, after: lastTime)
        lastTime = time
        release = Release(time: time, startProgress: progress, target: outcome == .finished ? 1 : 0, velocity: velocity)
        phase = .completing(outcome)
    }

    @inline(__always)
    private static func checkTime(_ time: Timestamp, after previous: Timestamp?) throws(InteractionError) {
        guard time.isFinite else { throw .nonFinite("time \(time.seconds)") }
        if let previous, time < previous { throw .timeWentBackwards(previous: previous, received: time) }
    }
}

extension InteractionPhase {
    /// Whether the interaction takes progress or a release now (interacting or paused): a
    /// pattern, not two comparisons of a payload enum through its `==`.
    @inline(__always)
    fileprivate var acceptsInput: Bool {
        switch self {
        case .interacting, .paused: true
        case .idle, .completing, .completed: false
        }
    }
}
