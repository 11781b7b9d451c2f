import NavKitCore

/// A request waiting in the container's queue.
struct PendingRequest {
    var operation: StackOperation
    var animated: Bool
    var animator: AnimatorID?
    var completion: ((NavigationResult) -> Void)?
}

/// The transition in flight: its context, plug-in, target change and resting bars.
struct TransitionRun {
    enum Clocking {
        /// Driven by time: progress = curve(elapsed / duration).
        case timed(start: Timestamp, duration: Double, curve: any TimingCurve)
        /// Driven by the interactive transition stored beside the run.
        case interactive
    }

    var context: TransitionContext
    var animatorID: AnimatorID
    var animator: any AnimatedTransitioning
    var change: StackChange
    var fromBar: BarState
    var toBar: BarState
    var clocking: Clocking
    var progress: Double = 0
    var completion: ((NavigationResult) -> Void)?
    var reportedSanitizing = false
    /// When the interactive source last gave input (begin, update, pause).
    var lastInputTime: Timestamp?
    /// When the interactive source released (finish or cancel).
    var releaseTime: Timestamp?
}
