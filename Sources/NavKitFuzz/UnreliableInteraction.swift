import NavKit

/// An interactive transition that takes input like ``NavKit/PercentDrivenInteraction`` but
/// misbehaves when advanced: it never completes, reports non-finite progress, or throws.
package struct UnreliableInteraction: InteractiveTransitioning {
    /// How it misbehaves.
    package enum Fault: Sendable {
        /// It behaves.
        case none
        /// After a release it never reports an outcome.
        case neverCompletes
        /// Every `every`-th frame its progress is the given non-finite value.
        case nonFiniteProgress(Double, every: Int)
        /// After this many frames, advancing throws.
        case throwsAfter(frames: Int)
    }

    /// The faults a fuzz case chooses from.
    package static let fuzzChoices: [Fault] = [
        .none, .neverCompletes, .nonFiniteProgress(.nan, every: 2), .throwsAfter(frames: 2),
        .nonFiniteProgress(-.infinity, every: 3),
    ]

    private var base = PercentDrivenInteraction()
    private let fault: Fault
    private let heldObject: (any AnyObject & Sendable)?
    private var frames = 0

    /// Creates the interaction.
    /// - Parameters:
    ///   - fault: How it misbehaves.
    ///   - object: An object it keeps alive for as long as it lives (for lifetime tests).
    package init(_ fault: Fault, holding object: (any AnyObject & Sendable)? = nil) {
        self.fault = fault
        self.heldObject = object
    }

    /// The base's phase.
    package var phase: InteractionPhase { base.phase }
    /// The base's progress.
    package var progress: Double { base.progress }

    /// Forwards.
    /// - Parameter time: When.
    package mutating func begin(at time: Timestamp) throws(InteractionError) { try base.begin(at: time) }

    /// Forwards.
    /// - Parameters:
    ///   - progress: The progress.
    ///   - time: When.
    package mutating func update(_ progress: Double, at time: Timestamp) throws(InteractionError) {
        try base.update(progress, at: time)
    }

    /// Forwards.
    /// - Parameters:
    ///   - velocity: The velocity.
    ///   - time: When.
    package mutating func finish(velocity: Double, at time: Timestamp) throws(InteractionError) {
        try base.finish(velocity: velocity, at: time)
    }

    /// Forwards.
    /// - Parameters:
    ///   - velocity: The velocity.
    ///   - time: When.
    package mutating func cancel(velocity: Double, at time: Timestamp) throws(InteractionError) {
        try base.cancel(velocity: velocity, at: time)
    }

    /// Advances the base, then spoils the step.
    /// - Parameter time: The frame time.
    /// - Returns: The (possibly broken) step.
    package mutating func advance(to time: Timestamp) throws(InteractionError) -> InteractionStep {
        frames += 1
        switch fault {
        case .none:
            return try base.advance(to: time)
        case .neverCompletes:
            guard case .completing = base.phase else { return try base.advance(to: time) }
            return InteractionStep(progress: base.progress)
        case .nonFiniteProgress(let poison, let every):
            var step = try base.advance(to: time)
            if frames % max(1, every) == 0 { step.progress = poison }
            return step
        case .throwsAfter(let limit):
            if frames > limit { throw .nonFinite("unreliable interaction gave up") }
            return try base.advance(to: time)
        }
    }
}
