import NavKitCore

/// A request waiting in the container's queue.
struct PendingRequest {
    var operation: StackOperation
    var animated: Bool
    var animator: AnimatorID?
    var completion: ((NavigationResult) -> Void)?
}

/// The transition in flight: its context, plug-in, target change and resting bars.
///
/// A reference type on purpose: the driver updates it every frame, and a class is mutated in
/// place where a struct of this size would be copied out of and back into the container.
/// One is allocated per transition, never per frame.
final class TransitionRun {
    enum Clocking {
        /// Driven by time: progress = curve(elapsed / duration).
        case timed(start: Timestamp, duration: Double)
        /// Driven by the interactive transition stored beside the run.
        case interactive
    }

    var context: TransitionContext
    let animatorID: AnimatorID
    let animator: any AnimatedTransitioning
    var change: StackChange
    var fromBar: BarState
    var toBar: BarState
    var clocking: Clocking = .interactive
    /// The timing curve of a timed run (asked for once, at the start).
    var curve: any TimingCurve = LinearTimingCurve()
    var progress: Double = 0
    var completion: ((NavigationResult) -> Void)?
    var reportedSanitizing = false
    /// When the interactive source last gave input (begin, update, pause).
    var lastInputTime: Timestamp?
    /// When the interactive source released (finish or cancel).
    var releaseTime: Timestamp?
    /// Whether a source drives the progress right now (begun or updated, not yet released);
    /// kept here so a frame need not copy the interaction plug-in out to ask it.
    var isInteracting = false
    /// The two layers of the scene, built once; each frame only replaces their states.
    var fromLayer: ScreenLayer
    var toLayer: ScreenLayer

    init(
        context: TransitionContext, animatorID: AnimatorID, animator: any AnimatedTransitioning, change: StackChange,
        fromBar: BarState, toBar: BarState
    ) {
        self.context = context
        self.animatorID = animatorID
        self.animator = animator
        self.change = change
        self.fromBar = fromBar
        self.toBar = toBar
        self.fromLayer = ScreenLayer(screen: context.from.id, title: context.from.title, state: .resting)
        self.toLayer = ScreenLayer(screen: context.to.id, title: context.to.title, state: .resting)
    }
}
