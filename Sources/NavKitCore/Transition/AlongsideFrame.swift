/// One frame of a transition as an alongside animation sees it: which transition, how far it is,
/// whether a finger drives it, and — on its last frame — how it ended.
///
/// A transition coordinator hands one to every alongside animation each time the scene it
/// renders changes, with the scene's own progress (never a clock of its own), so whatever the
/// animation moves follows the screens exactly: the same progress, the finger included. The last
/// frame of a transition carries its ``outcome`` and stands where the screens come to rest:
/// progress 1 when it finished, and where it began (0) when it was cancelled, so a cancelled swipe
/// brings everything moved with it back exactly.
///
/// ```swift
/// coordinator.animate(alongsideTransition: { frame in
///     toolbar.opacity = frame.direction == .forward ? 1 - frame.progress : frame.progress
/// })
/// ```
public struct AlongsideFrame: Hashable, Sendable {
    /// The transition: operation, direction and both screens.
    public var context: TransitionContext
    /// The progress the scene renders in this frame, 0…1 (0 = the stack before, 1 = after).
    public var progress: Double
    /// Whether a finger (or another interactive source) drives the progress in this frame.
    public var isInteractive: Bool
    /// How the transition ended, on its last frame; `nil` while it runs.
    public var outcome: TransitionOutcome?

    /// Creates a frame.
    /// - Parameters:
    ///   - context: The transition.
    ///   - progress: The rendered progress, 0…1.
    ///   - isInteractive: Whether an interactive source drives it.
    ///   - outcome: How it ended, on its last frame; `nil` while it runs.
    public init(context: TransitionContext, progress: Double, isInteractive: Bool, outcome: TransitionOutcome? = nil) {
        self.context = context
        self.progress = progress
        self.isInteractive = isInteractive
        self.outcome = outcome
    }

    /// Forward (a push, a set-stack that goes deeper) or backward (a pop).
    public var direction: TransitionDirection { context.direction }

    /// The stack operation.
    public var operation: TransitionOperation { context.operation }

    /// Whether this is the last frame of a cancelled transition (UIKit's `isCancelled`).
    public var isCancelled: Bool { outcome == .cancelled }

    /// Whether this is the transition's last frame (finished or cancelled).
    public var isComplete: Bool { outcome != nil }

    /// How far a screen stands toward shown in this frame: the incoming screen's presence runs
    /// from 0 to 1 with the progress, the outgoing screen's from 1 to 0, whichever the direction;
    /// `nil` for a screen this transition does not move.
    ///
    /// A screen's own chrome follows its screen with it — in with the screen, out with it, back
    /// where it was when a swipe is cancelled — without asking whether it is being pushed, popped
    /// or uncovered:
    ///
    /// ```swift
    /// replyBar.alpha = frame.presence(of: screenID) ?? 1
    /// ```
    /// - Parameter screen: The screen's identity.
    /// - Returns: 0…1, or `nil` when `screen` is neither of the transition's screens.
    public func presence(of screen: ScreenID) -> Double? {
        if screen == context.to.id { return progress }
        if screen == context.from.id { return 1 - progress }
        return nil
    }
}
