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
    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed || self == .recognized }
    /// Whether the gesture has been recognized and holds its touches (began or changed).
    public var isActive: Bool { self == .began || self == .changed }
}

/// A gesture recognizer: a value-type state machine over touches, run by a ``GestureArena``.
///
/// Implementation requirements: ``handle(_:)`` has no side effects beyond the value itself and
/// returns the new ``state``; ``forceEnd()`` moves a possible gesture to `.failed` and an
/// active one to `.cancelled`; ``reset()`` returns to `.possible` with no touches.
public protocol GestureRecognizer: Sendable {
    /// The current state.
    var state: GestureRecognizerState { get }
    /// Feeds one touch the arena delivered.
    /// - Parameter touch: The touch.
    /// - Returns: The new state.
    mutating func handle(_ touch: Touch) -> GestureRecognizerState
    /// Ends the gesture because another one won: failed if possible, cancelled if active.
    mutating func forceEnd()
    /// Returns to `.possible`, forgetting every touch.
    mutating func reset()
}
