/// How an interactive transition ended.
public enum TransitionOutcome: String, Hashable, Sendable {
    /// It reached its end; the stack changed.
    case finished
    /// It went back to its start; the stack and the scene are as they were before it began.
    case cancelled
}

/// Where an interactive transition is in its life.
public enum InteractionPhase: Hashable, Sendable {
    /// Not begun.
    case idle
    /// A finger (or another source) sets the progress.
    case interacting
    /// Interaction paused mid-completion; progress holds until the source updates or releases.
    case paused
    /// Released: animating on its own toward finished or cancelled.
    case completing(TransitionOutcome)
    /// Ended. Reported by ``InteractiveTransitioning/advance(to:)`` exactly once.
    case completed(TransitionOutcome)
}

/// One step of an interactive transition: the progress to render and, once, the outcome.
public struct InteractionStep: Hashable, Sendable {
    /// The progress to render, in 0…1.
    public var progress: Double
    /// The outcome, present in exactly one step: the one where the transition ended.
    public var completion: TransitionOutcome?

    /// Creates a step.
    /// - Parameters:
    ///   - progress: The progress to render.
    ///   - completion: The outcome if the transition ended in this step.
    public init(progress: Double, completion: TransitionOutcome? = nil) {
        self.progress = progress
        self.completion = completion
    }
}

/// Why an interactive transition refused an input. The state is unchanged after any of these.
public enum InteractionError: Error, Hashable, Sendable {
    /// `begin` was called twice.
    case alreadyBegun
    /// An update, finish or cancel arrived before `begin` or after the release.
    case notInteracting
    /// A progress, velocity or time was NaN or infinite.
    case nonFinite(String)
    /// A timestamp was earlier than the previous one.
    case timeWentBackwards(previous: Timestamp, received: Timestamp)
    /// A completion speed was zero, negative or not finite.
    case invalidCompletionSpeed(Double)
}

/// An interactive-transition plug-in: the percent-driven state machine the driver advances.
///
/// Modelled on UIKit's `UIPercentDrivenInteractiveTransition`, but as a value with no clock of
/// its own: a gesture front-end (edge pan, fullscreen pan, a host's system back gesture, Android
/// predictive back) calls ``begin(at:)``, ``update(_:at:)`` and finally ``finish(velocity:at:)``
/// or ``cancel(velocity:at:)``; the driver calls ``advance(to:)`` every frame and renders the
/// returned progress with the animator.
///
/// ## Implementation requirements
/// - Progress handed out is always finite and within 0…1 (updates are clamped).
/// - After a finish or cancel, ``advance(to:)`` reaches progress 1 (finished) or 0 (cancelled)
///   in bounded time and reports the outcome in exactly one step; later calls keep returning the
///   final progress with no outcome.
/// - Invalid inputs throw ``InteractionError`` and change nothing.
public protocol InteractiveTransitioning: Sendable {
    /// Where the transition is in its life.
    var phase: InteractionPhase { get }

    /// The progress as of the latest input or step, 0…1.
    var progress: Double { get }

    /// Starts interaction at progress 0.
    /// - Parameter time: When the interaction began.
    mutating func begin(at time: Timestamp) throws(InteractionError)

    /// Sets the progress from the source (clamped to 0…1).
    /// - Parameters:
    ///   - progress: The new progress.
    ///   - time: When the source measured it.
    mutating func update(_ progress: Double, at time: Timestamp) throws(InteractionError)

    /// Releases toward the end, continuing at `velocity`.
    /// - Parameters:
    ///   - velocity: The release velocity in progress units per second (positive toward the end).
    ///   - time: When the release happened.
    mutating func finish(velocity: Double, at time: Timestamp) throws(InteractionError)

    /// Releases toward the start, continuing at `velocity`.
    /// - Parameters:
    ///   - velocity: The release velocity in progress units per second (positive toward the end;
    ///     a cancel normally has a negative one).
    ///   - time: When the release happened.
    mutating func cancel(velocity: Double, at time: Timestamp) throws(InteractionError)

    /// Moves the completion forward to `time` and returns what to render.
    /// - Parameter time: The frame time.
    /// - Returns: The progress and, exactly once, the outcome.
    mutating func advance(to time: Timestamp) throws(InteractionError) -> InteractionStep
}
