public import NavKitCore

/// An interactive transition that accepts every input and never completes, for watchdog tests.
///
/// After a release it keeps reporting the release progress forever and never reports an
/// outcome, which is exactly what a buggy gesture front-end or plug-in looks like.
public struct NeverEndingInteraction: InteractiveTransitioning {
    /// Where it is; it never leaves `.completing`.
    public private(set) var phase: InteractionPhase = .idle
    /// The last progress it was given.
    public private(set) var progress: Double = 0

    /// Creates the interaction.
    public init() {}

    /// Starts.
    /// - Parameter time: Ignored.
    public mutating func begin(at time: Timestamp) throws(InteractionError) { phase = .interacting }

    /// Takes the progress as is (clamped).
    /// - Parameters:
    ///   - progress: The progress.
    ///   - time: Ignored.
    public mutating func update(_ progress: Double, at time: Timestamp) throws(InteractionError) {
        self.progress = progress.clampedUnit
    }

    /// Claims to finish, never does.
    /// - Parameters:
    ///   - velocity: Ignored.
    ///   - time: Ignored.
    public mutating func finish(velocity: Double, at time: Timestamp) throws(InteractionError) {
        phase = .completing(.finished)
    }

    /// Claims to cancel, never does.
    /// - Parameters:
    ///   - velocity: Ignored.
    ///   - time: Ignored.
    public mutating func cancel(velocity: Double, at time: Timestamp) throws(InteractionError) {
        phase = .completing(.cancelled)
    }

    /// Reports the same progress forever, with no outcome.
    /// - Parameter time: Ignored.
    /// - Returns: The stuck progress.
    public mutating func advance(to time: Timestamp) throws(InteractionError) -> InteractionStep {
        InteractionStep(progress: progress)
    }
}
