public import NavKitCore

/// One event from a host's own back source: a system back gesture or Android-style predictive
/// back, which reports its own progress.
public enum ProgrammaticBackEvent: Hashable, Sendable {
    /// The source started (predictive back: `onBackStarted`).
    case started(at: Timestamp)
    /// The source's progress, 0…1 (clamped).
    case progressed(Double, at: Timestamp)
    /// The source committed the back action, at a velocity in progress units per second.
    case committed(velocity: Double, at: Timestamp)
    /// The source gave up, at a velocity in progress units per second.
    case cancelled(velocity: Double, at: Timestamp)

    /// When the event happened.
    public var time: Timestamp {
        switch self {
        case .started(let t), .progressed(_, let t), .committed(_, let t), .cancelled(_, let t): t
        }
    }
}

/// Why a ``ProgrammaticBackSource`` refused an event. A refused event changes nothing.
public enum ProgrammaticBackError: Error, Hashable, Sendable {
    /// A progress, commit or cancel arrived without a start.
    case notStarted
    /// A start arrived while the previous one had not ended.
    case alreadyStarted
    /// A progress, velocity or time was NaN or infinite.
    case nonFinite(String)
    /// A time was earlier than the previous event's.
    case timeWentBackwards(previous: Timestamp, received: Timestamp)
}

/// A back front-end fed by progress events instead of touches.
///
/// It emits the same ``BackGestureAction``s as the back swipe so one driver applies both
/// (`BackGestureMachine` holds it beside the swipe). It refuses to begin on the root screen, during a transition, and on a screen whose
/// policy is ``NavKitCore/BackGesturePolicy/disabled``; the container-wide swipe mode does not govern it
/// (the host's system gesture is not NavKit's swipe).
///
/// ```swift
/// var source = ProgrammaticBackSource()
/// try source.handle(.started(at: t0), in: environment)          // .begin(.programmatic, progress: 0)
/// try source.handle(.progressed(0.3, at: t1), in: environment)  // .update(progress: 0.3)
/// try source.handle(.committed(velocity: 0, at: t2), in: environment)  // .finish(velocity: 0)
/// ```
public struct ProgrammaticBackSource: Hashable, Sendable {
    private var state: State = .idle
    private var lastTime: Timestamp?

    private enum State: Hashable, Sendable {
        /// No back action in progress.
        case idle
        /// Started and driving the transition.
        case active
        /// Started but refused; events are swallowed until it commits or cancels.
        case ignoring
    }

    /// Creates an idle source.
    public init() {}

    /// Whether the source drives a transition now.
    public var isActive: Bool { state == .active }

    /// Feeds one event.
    /// - Parameters:
    ///   - event: The source's event.
    ///   - environment: The container as it is now.
    /// - Returns: What the driver should do.
    /// - Throws: ``ProgrammaticBackError``; the source is unchanged then.
    public mutating func handle(
        _ event: ProgrammaticBackEvent, in environment: GestureEnvironment
    ) throws(ProgrammaticBackError) -> BackGestureAction {
        let time = event.time
        guard time.isFinite else { throw .nonFinite("time \(time.seconds)") }
        if let lastTime, time < lastTime { throw .timeWentBackwards(previous: lastTime, received: time) }
        switch event {
        case .started:
            guard state == .idle else { throw .alreadyStarted }
            lastTime = time
            if let reason = environment.backRefusal(mode: nil) {
                state = .ignoring
                return .refuse(reason)
            }
            state = .active
            return .begin(.programmatic, progress: 0)
        case .progressed(let progress, _):
            guard progress.isFinite else { throw .nonFinite("progress \(progress)") }
            guard state != .idle else { throw .notStarted }
            lastTime = time
            return state == .active ? .update(progress: progress.clampedUnit) : .none
        case .committed(let velocity, _), .cancelled(let velocity, _):
            guard velocity.isFinite else { throw .nonFinite("velocity \(velocity)") }
            guard state != .idle else { throw .notStarted }
            lastTime = time
            let wasActive = state == .active
            state = .idle
            guard wasActive else { return .none }
            if case .committed = event { return .finish(velocity: velocity) }
            return .cancel(velocity: velocity)
        }
    }

    /// Drops the back action in progress (for instance when the driver could not begin it).
    ///
    /// The source then swallows events until the next commit or cancel.
    public mutating func abandon() {
        if state == .active { state = .ignoring }
    }
}
