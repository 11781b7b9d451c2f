public import NavKitCore
public import NavKitInteraction

/// The transition in flight, as ``NavigationContainer/transition`` reports it: the one way to ask
/// whether a transition runs and how.
///
/// ```swift
/// if let transition = container.transition, transition.isInteractive {
///     print("swiping back at \(transition.progress)")
/// }
/// ```
public struct TransitionStatus: Hashable, Sendable {
    /// What drives the progress.
    public enum Driver: Hashable, Sendable {
        /// Time, by the animator's timing curve.
        case timed(start: Timestamp, duration: Double)
        /// An interactive source, with the interactive plug-in's phase. The phase may read
        /// `.completed` for up to 350 ms before the run ends: a zoom dismiss's dragged screen
        /// still flying home after the progress arrived (not catchable meanwhile).
        case interactive(InteractionSource, InteractionPhase)
    }

    /// The transition.
    public var context: TransitionContext
    /// The animator that renders it.
    public var animator: AnimatorID
    /// The progress of the latest frame, 0…1.
    public var progress: Double
    /// What drives the progress.
    public var driver: Driver

    /// Creates a status.
    /// - Parameters:
    ///   - context: The transition.
    ///   - animator: The animator's name.
    ///   - progress: The latest progress.
    ///   - driver: What drives it.
    public init(context: TransitionContext, animator: AnimatorID, progress: Double, driver: Driver) {
        self.context = context
        self.animator = animator
        self.progress = progress
        self.driver = driver
    }

    /// Whether an interactive source drives it (a swipe, a programmatic back, the API).
    public var isInteractive: Bool {
        if case .interactive = driver { return true }
        return false
    }

    /// The interactive plug-in's phase, for an interactive transition.
    public var interactionPhase: InteractionPhase? {
        if case .interactive(_, let phase) = driver { return phase }
        return nil
    }

    /// The source driving an interactive transition.
    public var source: InteractionSource? {
        if case .interactive(let source, _) = driver { return source }
        return nil
    }
}
