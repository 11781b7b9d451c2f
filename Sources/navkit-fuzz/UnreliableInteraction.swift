public import NavKit

/// An interactive transition that takes input like ``NavKit/PercentDrivenInteraction`` but
/// misbehaves when advanced: it never completes, reports non-finite progress, or throws.
public struct UnreliableInteraction: InteractiveTransitioning {
    /// How it misbehaves.
    public enum Fault: CaseIterable, Sendable {
        /// It behaves.
        case none
        /// After a release it never reports an outcome.
        case neverCompletes
        /// Every other frame its progress is NaN or infinite.
        case nonFiniteProgress
        /// From its third frame on, advancing throws.
        case throwsOnAdvance
    }

    private var base = PercentDrivenInteraction()
    private let fault: Fault
    private var frames = 0

    /// Creates the interaction.
    /// - Parameter fault: How it misbehaves.
    public init(_ fault: Fault) {
        self.fault = fault
    }

    /// The base's phase.
    public var phase: InteractionPhase { base.phase }
    /// The base's progress.
    public var progress: Double { base.progress }

    /// Forwards.
    /// - Parameter time: When.
    public mutating func begin(at time: Timestamp) throws(InteractionError) { try base.begin(at: time) }

    /// Forwards.
    /// - Parameters:
    ///   - progress: The progress.
    ///   - time: When.
    public mutating func update(_ progress: Double, at time: Timestamp) throws(InteractionError) {
        try base.update(progress, at: time)
    }

    /// Forwards.
    /// - Parameters:
    ///   - velocity: The velocity.
    ///   - time: When.
    public mutating func finish(velocity: Double, at time: Timestamp) throws(InteractionError) {
        try base.finish(velocity: velocity, at: time)
    }

    /// Forwards.
    /// - Parameters:
    ///   - velocity: The velocity.
    ///   - time: When.
    public mutating func cancel(velocity: Double, at time: Timestamp) throws(InteractionError) {
        try base.cancel(velocity: velocity, at: time)
    }

    /// Advances the base, then spoils the step.
    /// - Parameter time: The frame time.
    /// - Returns: The (possibly broken) step.
    public mutating func advance(to time: Timestamp) throws(InteractionError) -> InteractionStep {
        frames += 1
        switch fault {
        case .none:
            return try base.advance(to: time)
        case .neverCompletes:
            guard case .completing = base.phase else { return try base.advance(to: time) }
            return InteractionStep(progress: base.progress)
        case .nonFiniteProgress:
            var step = try base.advance(to: time)
            if frames % 2 == 0 { step.progress = frames % 4 == 0 ? .nan : -.infinity }
            return step
        case .throwsOnAdvance:
            if frames >= 3 { throw .nonFinite("unreliable interaction gave up") }
            return try base.advance(to: time)
        }
    }
}
