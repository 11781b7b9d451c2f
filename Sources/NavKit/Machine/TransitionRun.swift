import NavKitCore
import NavKitInteraction

/// The transition in flight: its context, plug-ins, target change, resting bars and clocking.
///
/// The machine holds at most one, as an optional it mutates in place (never copied per frame).
struct TransitionRun: Sendable {
    /// What moves the progress.
    enum Clocking: Sendable {
        /// Time: progress = curve(elapsed / duration).
        case timed(start: Timestamp, duration: Double, curve: any TimingCurve)
        /// An interactive plug-in fed by one source.
        case interactive(owner: InteractionSource)
    }

    var context: TransitionContext
    let animatorID: AnimatorID
    let animator: any AnimatedTransitioning
    var change: StackChange
    var fromBar: BarState
    var toBar: BarState
    /// The two layers of the scene, built once; each frame only replaces their states.
    var fromLayer: ScreenLayer
    var toLayer: ScreenLayer
    var clocking: Clocking
    var progress: Double = 0
    var ticket: CompletionTicket?
    /// The sequence number of its change in the machine's projection.
    var changeID: UInt64 = 0
    var reportedSanitizing = false
    /// The interactive plug-in of an interactive run, advanced in place.
    var interaction: (any InteractiveTransitioning)?
    /// When the interactive source last gave input (begin, update).
    var lastInputTime: Timestamp?
    /// When the interactive source released (finish or cancel).
    var releaseTime: Timestamp?
    /// Whether a source drives the progress right now (begun or updated, not yet released).
    var isInteracting = false
    /// What the latest frame said about ``isInteracting``.
    var renderedInteracting = false

    init(
        context: TransitionContext, animatorID: AnimatorID, animator: any AnimatedTransitioning, change: StackChange,
        fromBar: BarState, toBar: BarState, clocking: Clocking
    ) {
        self.context = context
        self.animatorID = animatorID
        self.animator = animator
        self.change = change
        self.fromBar = fromBar
        self.toBar = toBar
        self.fromLayer = ScreenLayer(screen: context.from.id, title: context.from.title, state: .resting)
        self.toLayer = ScreenLayer(screen: context.to.id, title: context.to.title, state: .resting)
        self.clocking = clocking
    }

    /// The source that drives an interactive run.
    var owner: InteractionSource? {
        if case .interactive(let owner) = clocking { return owner }
        return nil
    }
}
