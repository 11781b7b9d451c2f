import NavKitCore
import NavKitInteraction

/// The storage of the run in flight, copied on write so the machine stays a value.
///
/// A frame changes the run in place through the box. The machine checks uniqueness before every
/// change (``TransitionMachine/mutableRun()``), so a copied machine never sees the other copy's
/// changes; that is what makes the unchecked `Sendable` sound.
final class RunBox: @unchecked Sendable {
    // Changed in place by one machine at a time (the machine makes it unique first), never by
    // two overlapping accesses: the runtime's exclusivity check guards nothing.
    @exclusivity(unchecked) var run: TransitionRun

    init(_ run: TransitionRun) {
        self.run = run
    }
}

/// The transition in flight: its context, plug-ins, target change, resting bars and clocking.
struct TransitionRun: Sendable {
    /// What moves the progress.
    enum Clocking: Sendable {
        /// Time: progress = curve(elapsed / duration), with the run's ``TransitionRun/curve``.
        case timed(start: Timestamp, duration: Double)
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
    var fromLayer: ScreenLayer { didSet { fromLayerIsBack = nil } }
    var toLayer: ScreenLayer { didSet { fromLayerIsBack = nil } }
    /// Once a frame put ``fromLayer`` and ``toLayer`` in the scene (and nothing but this run's
    /// frames writes the scene's layers until it ends), whether the from layer is the back one:
    /// the next frames write the two states alone, comparing no screen or title (while the scene
    /// still shows two layers). Measured in the Performance article.
    var fromLayerIsBack: Bool?
    var clocking: Clocking
    /// The timing curve of a timed run; linear (and unused) for an interactive one.
    var curve: any TimingCurve = LinearTimingCurve()
    var progress: Double = 0
    var ticket: CompletionTicket?
    /// The sequence number of its change in the machine's projection.
    var changeID: UInt64 = 0
    var reportedSanitizing = false
    /// The interactive plug-in of an interactive run; ``NoInteraction`` (which refuses every
    /// input) for a timed one. Not an optional: reading through an optional existential copies
    /// the plug-in out of its box first.
    var interaction: any InteractiveTransitioning = NoInteraction()
    /// When the interactive source last gave input (begin, update).
    var lastInputTime: Timestamp?
    /// When the interactive source released (finish or cancel).
    var releaseTime: Timestamp?
    /// Whether a source drives the progress right now (begun or updated, not yet released).
    var isInteracting = false
    /// The 2-D drag of a zoom dismiss on the deeper screen's layer, once one took the run;
    /// `nil` for every other run.
    var drag: DragFollow?
    /// The shared elements that fly with the run, resolved when it began; empty for most runs.
    var flights: [SharedElementFlight] = []

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

    /// Whether the run has an interactive plug-in of its own (an interactive run).
    var hasInteraction: Bool { owner != nil }

    /// The interactive plug-in's phase, or `nil` when the run has none.
    var interactionPhase: InteractionPhase? { hasInteraction ? interaction.phase : nil }
}

/// The ``TransitionRun/interaction`` of a run without an interactive plug-in: idle at 0, refusing
/// every input (never asked: the machine drives only runs that have one).
struct NoInteraction: InteractiveTransitioning {
    var phase: InteractionPhase { .idle }
    var progress: Double { 0 }
    func begin(at time: Timestamp) throws(InteractionError) { throw .notInteracting }
    func update(_ progress: Double, at time: Timestamp) throws(InteractionError) { throw .notInteracting }
    func finish(velocity: Double, at time: Timestamp) throws(InteractionError) { throw .notInteracting }
    func cancel(velocity: Double, at time: Timestamp) throws(InteractionError) { throw .notInteracting }
    func advance(to time: Timestamp) throws(InteractionError) -> InteractionStep { throw .notInteracting }
}

extension TransitionContext {
    /// The screen further from the root: the one arriving on a forward move, the one leaving on a
    /// backward move (what a transition is about; what a zoom grows out of the other).
    var deeper: Screen { direction == .forward ? to : from }
    /// The screen nearer the root.
    var shallower: Screen { direction == .forward ? from : to }

    /// Whether `other` is a report of the same transition (its operation and both ends), so a
    /// context heard of after its event can be matched with the one in flight, which may have
    /// learnt more since (a resolved source frame).
    package func isSameTransition(as other: TransitionContext) -> Bool {
        operation == other.operation && from.id == other.from.id && to.id == other.to.id
    }
}
