public import NavKitCore

/// Where a gesture recognizer is in its life (UIKit's states, as values).
public enum GestureRecognizerState: String, Hashable, Sendable {
    /// Watching touches; nothing decided yet.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture moved.
    case changed
    /// A continuous gesture ended.
    case ended
    /// A continuous gesture was cancelled (by the system or the arena).
    case cancelled
    /// The touches are not this gesture.
    case failed
    /// A discrete gesture (a tap) happened.
    case recognized

    /// Whether the gesture is over (ended, cancelled, failed or recognized).
    // Patterns, always inlined: asked for every member on every touch.
    @inlinable @inline(__always)
    public var isFinal: Bool {
        switch self {
        case .ended, .cancelled, .failed, .recognized: true
        case .possible, .began, .changed: false
        }
    }
    /// Whether the gesture has been recognized and holds its touches (began or changed).
    @inlinable @inline(__always)
    public var isActive: Bool {
        switch self {
        case .began, .changed: true
        case .possible, .ended, .cancelled, .failed, .recognized: false
        }
    }
}

/// What a recognizer may need to know about its container, sampled at each touch.
///
/// Most recognizers ignore it; the back swipe reads all of it (it may not begin on the root
/// screen, during a transition, or where the top screen's policy forbids it), and scroll regions
/// read the layout direction to know which way is leading.
public struct GestureEnvironment: Hashable, Sendable {
    /// The container's bounds.
    public var bounds: Rect
    /// Which side is leading.
    public var layoutDirection: LayoutDirection
    /// How many screens the stack holds.
    public var stackDepth: Int
    /// Whether a transition runs or requests wait.
    public var isTransitioning: Bool
    /// The top screen's back-gesture policy.
    public var policy: BackGesturePolicy
    /// The running transition a finger landing now would catch, if any.
    package var catchable: CatchableTransition?
    /// What the container nested in the top screen (under this finger) made of the touch, when
    /// there is one: its back gesture may still begin, took the finger, or declined it (it cannot
    /// go back and its root screen defers to this container).
    package var nested: NestedDecision?
    /// The top screen as a zoomed screen a drag in any direction may dismiss
    /// (`ZoomDismissRecognizer`), when it is one; `nil` otherwise. The container fills it in
    /// when a finger lands and when it lifts (a move never needs it).
    package var zoomDismiss: ZoomDismissTarget?
    /// The source driving the running transition right now (it began or caught it and has not
    /// let go), as the transition machine — the one owner of that fact — says; `nil` when none
    /// does. The back gestures act on a finger's moves and lift only while it drives.
    package var drivingSource: InteractionSource?

    /// Creates an environment.
    /// - Parameters:
    ///   - bounds: The container's bounds.
    ///   - layoutDirection: Which side is leading.
    ///   - stackDepth: The number of screens.
    ///   - isTransitioning: Whether a transition runs or requests wait.
    ///   - policy: The top screen's policy.
    public init(
        bounds: Rect, layoutDirection: LayoutDirection = .leftToRight, stackDepth: Int = 1,
        isTransitioning: Bool = false, policy: BackGesturePolicy = .enabled
    ) {
        self.init(
            bounds: bounds, layoutDirection: layoutDirection, stackDepth: stackDepth, isTransitioning: isTransitioning,
            policy: policy, catchable: nil)
    }

    /// An environment with a transition a finger may catch (the container's own back gestures).
    package init(
        bounds: Rect, layoutDirection: LayoutDirection = .leftToRight, stackDepth: Int = 1,
        isTransitioning: Bool = false, policy: BackGesturePolicy = .enabled, catchable: CatchableTransition?
    ) {
        self.bounds = bounds
        self.layoutDirection = layoutDirection
        self.stackDepth = stackDepth
        self.isTransitioning = isTransitioning
        self.policy = policy
        self.catchable = catchable
    }

    /// Why no back transition may begin now, whatever the finger does, or `nil`.
    ///
    /// Checked in order: the root screen, a running transition, the container's mode (when
    /// given), the top screen's policy.
    /// - Parameter mode: The container's mode; `nil` for sources the mode does not govern (a
    ///   host's own system back gesture).
    /// - Returns: The first reason that applies.
    package func backRefusal(mode: BackGestureConfiguration.Mode?) -> BackGestureRefusal? {
        if stackDepth < 2 { return .rootScreen }
        if isTransitioning { return .transitionRunning }
        if mode == .disabled { return .disabledByContainer }
        if policy == .disabled { return .disabledByScreen }
        return nil
    }
}

/// A zoomed screen seen by the `ZoomDismissRecognizer`: the screen on top (or the deeper screen
/// of a running zoom) names a transition source, so a drag in any direction may shrink it back
/// into that source.
package struct ZoomDismissTarget: Hashable, Sendable {
    /// The direction from the screen's resting centre to its source's centre (any length), as
    /// far as the container knows it: `.zero` until the host resolved the source (the release
    /// then judges along the drag's own direction, see ``ZoomDismissPolicy``).
    package var towardSource: Vector

    /// Creates a target.
    /// - Parameter towardSource: From the screen's resting centre to the source's centre, or
    ///   `.zero` when not known.
    package init(towardSource: Vector = .zero) {
        self.towardSource = towardSource
    }
}

/// What a nested container made of a finger, for the container around it.
package enum NestedDecision: Hashable, Sendable {
    /// Its back gesture has not decided yet.
    case pending
    /// It took the finger (its back swipe began or caught a transition, or it kept the finger
    /// for its own content): the container around it must not begin.
    case claimed
    /// It cannot go back and its root screen defers: the container around it may take the finger.
    case declined
}

/// A running transition a finger may catch: where it is and which way a drag moves it.
package struct CatchableTransition: Hashable, Sendable {
    /// Its progress now, 0…1.
    package var progress: Double
    /// How a drag toward trailing moves the progress: +1 for a backward transition (a pop: the
    /// finger pulls the top screen away), -1 for a forward one (a push: the finger pushes the
    /// incoming screen back).
    package var trailingSign: Double
    /// Where it goes when the finger lets go without having moved: where it was heading.
    package var resumes: TransitionOutcome

    /// Creates a description.
    /// - Parameters:
    ///   - progress: The progress now.
    ///   - trailingSign: +1 for backward, -1 for forward transitions.
    ///   - resumes: Where it was heading.
    package init(progress: Double, trailingSign: Double, resumes: TransitionOutcome) {
        self.progress = progress
        self.trailingSign = trailingSign
        self.resumes = resumes
    }
}

/// A gesture recognizer: a value-type state machine over touches, run by a ``GestureArena``.
///
/// ## Implementation requirements
/// - ``handle(_:in:)`` has no side effects beyond the value itself and returns the new
///   ``state``; it ignores fingers it does not follow.
/// - ``forceEnd()`` moves a possible gesture to `.failed` and an active one to `.cancelled`.
/// - ``reset()`` returns to `.possible` with no touches.
///
/// ```swift
/// struct LongPress: GestureRecognizer {
///     private(set) var state: GestureRecognizerState = .possible
///     private var down: Timestamp?
///     mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState {
///         if touch.phase == .began { down = touch.timestamp }
///         if let down, touch.timestamp - down > 0.5, state == .possible { state = .recognized }
///         if touch.phase.isTerminal, state == .possible { state = .failed }
///         return state
///     }
///     mutating func forceEnd() { if state == .possible { state = .failed } }
///     mutating func reset() { self = LongPress() }
/// }
/// ```
public protocol GestureRecognizer: Sendable {
    /// The current state.
    var state: GestureRecognizerState { get }
    /// Feeds one touch the arena delivered.
    /// - Parameters:
    ///   - touch: The touch.
    ///   - environment: The container as it is now.
    /// - Returns: The new state.
    mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState
    /// Ends the gesture because another one won: failed if possible, cancelled if active.
    mutating func forceEnd()
    /// Returns to `.possible`, forgetting every touch.
    mutating func reset()
}
