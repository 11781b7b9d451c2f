public import NavKitCore

/// A deliberately broken interactive transition for checking the interaction laws themselves:
/// each one breaks exactly one ``InteractionLaws/Law`` and keeps the others.
///
/// Without a broken law (`BrokenInteraction(breaking: nil)`) it is a correct percent-driven
/// interaction: updates are clamped to 0…1, a release completes linearly in at most 0.25 s and
/// lands exactly on its target, and bad input is refused.
///
/// | law | the fault |
/// |---|---|
/// | progress clamped | updates are not clamped |
/// | completion exactly once | the outcome is reported again on every later step |
/// | ends at its target | a finish stops at 0.999 |
/// | bounded completion | a completion takes 1 s |
/// | bad input refused | a non-finite update is silently ignored instead of refused |
///
/// ```swift
/// let report = InteractionLaws.check(name: "broken") { BrokenInteraction(breaking: .boundedCompletion) }
/// ```
public struct BrokenInteraction: InteractiveTransitioning {
    /// The law this interaction breaks; `nil` for the correct reference.
    public var law: InteractionLaws.Law?
    /// Where the interaction is.
    public private(set) var phase: InteractionPhase = .idle
    /// The current progress.
    public private(set) var progress: Double = 0
    private var lastTime: Timestamp?
    private var release: (start: Timestamp, from: Double, duration: Double)?

    /// Creates the interaction.
    /// - Parameter law: The one law to break, or `nil` for none.
    public init(breaking law: InteractionLaws.Law?) {
        self.law = law
    }

    /// One broken interaction per law, in law order, named `broken-<law id>`.
    public static var all: [(name: String, make: @Sendable () -> BrokenInteraction)] {
        InteractionLaws.Law.allCases.map { law in ("broken-\(law.id)", { BrokenInteraction(breaking: law) }) }
    }

    /// Starts interacting.
    /// - Parameter time: Now.
    /// - Throws: ``NavKitCore/InteractionError/alreadyBegun`` unless idle; a bad time.
    public mutating func begin(at time: Timestamp) throws(InteractionError) {
        guard phase == .idle else { throw .alreadyBegun }
        try accept(time)
        phase = .interacting
    }

    /// Moves to a progress, clamped to 0…1.
    /// - Parameters:
    ///   - progress: The new progress; finite.
    ///   - time: Now.
    /// - Throws: When not interacting, for a non-finite progress or a bad time.
    public mutating func update(_ progress: Double, at time: Timestamp) throws(InteractionError) {
        guard phase == .interacting else { throw .notInteracting }
        guard progress.isFinite else {
            if law == .refusesBadInput { return }
            throw .nonFinite("progress")
        }
        try accept(time)
        self.progress = law == .progressClamped ? progress : progress.clampedUnit
    }

    /// Completes toward the end.
    /// - Parameters:
    ///   - velocity: Progress per second; finite.
    ///   - time: Now.
    /// - Throws: When not interacting, for a non-finite velocity or a bad time.
    public mutating func finish(velocity: Double, at time: Timestamp) throws(InteractionError) {
        try complete(.finished, velocity: velocity, at: time)
    }

    /// Completes back toward the start.
    /// - Parameters:
    ///   - velocity: Progress per second; finite.
    ///   - time: Now.
    /// - Throws: When not interacting, for a non-finite velocity or a bad time.
    public mutating func cancel(velocity: Double, at time: Timestamp) throws(InteractionError) {
        try complete(.cancelled, velocity: velocity, at: time)
    }

    /// The progress at a time; the step that lands on the target reports the outcome.
    /// - Parameter time: Now; not earlier than the last time.
    /// - Returns: The step.
    /// - Throws: For a bad time.
    public mutating func advance(to time: Timestamp) throws(InteractionError) -> InteractionStep {
        try accept(time)
        switch phase {
        case .completing(let outcome):
            guard let release else { return InteractionStep(progress: progress) }
            let target: Double = outcome == .finished ? (law == .endsAtItsTarget ? 0.999 : 1) : 0
            let fraction = release.duration > 0 ? min(1, (time - release.start) / release.duration) : 1
            progress = release.from + (target - release.from) * fraction
            guard fraction == 1 else { return InteractionStep(progress: progress) }
            progress = target
            phase = .completed(outcome)
            return InteractionStep(progress: progress, completion: outcome)
        case .completed(let outcome) where law == .completesExactlyOnce:
            return InteractionStep(progress: progress, completion: outcome)
        default:
            return InteractionStep(progress: progress)
        }
    }

    private mutating func complete(_ outcome: TransitionOutcome, velocity: Double, at time: Timestamp)
        throws(InteractionError)
    {
        guard phase == .interacting else { throw .notInteracting }
        guard velocity.isFinite else { throw .nonFinite("velocity") }
        try accept(time)
        let target = outcome == .finished ? 1.0 : 0.0
        let duration = law == .boundedCompletion ? 1 : min(0.25, 0.25 * abs(target - progress))
        release = (time, progress, duration)
        phase = .completing(outcome)
    }

    /// Refuses a non-finite or backward time; otherwise remembers it.
    private mutating func accept(_ time: Timestamp) throws(InteractionError) {
        guard time.isFinite else { throw .nonFinite("time") }
        if let lastTime, time < lastTime { throw .timeWentBackwards(previous: lastTime, received: time) }
        lastTime = time
    }
}
