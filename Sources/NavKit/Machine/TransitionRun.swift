import NavKitCore
import NavKitInteraction

/// The storage of the run in flight, copied on write so the machine stays a value.
///
/// A frame changes the run in place through the box (a run is over a kilobyte: moving it in and
/// out of an optional every frame cost more than the animator). The machine checks uniqueness
/// before every change (``TransitionMachine/mutableRun()``), so a copied machine never sees the
/// other copy's changes; that is what makes the unchecked `Sendable` sound.
final class RunBox: @unchecked Sendable {
    @exclusivity(unchecked) var run: TransitionRun

    init(_ run: TransitionRun) {
        self.run = run
    }
}

/// The transition in flight: its context, plug-ins, target change, resting bars and clocking.
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
    /// The 2-D drag of a zoom dismiss on the deeper screen's layer, once one took the run;
    /// `nil` for every other run.
    var drag: DragFollow? { didSet { isDragged = drag != nil } }
    /// Whether ``drag`` is set, kept beside it so a frame of any other run tests one byte.
    private(set) var isDragged = false

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
