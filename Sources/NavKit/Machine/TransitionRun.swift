import NavKitCore
import NavKitInteraction

/// The storage of the run in flight, copied on write so the machine stays a value.
///
/// A frame changes the run in place through the box. The machine checks uniqueness before every
/// change (``TransitionMachine/mutableRun()``), so a copied machine never sees the other copy's
/// changes; that is what makes the unchecked `Sendable` sound.
final class RunBox: @unchecked Sendable {
    // Changed in place by one machine at a time (the machine makes it unique first), never by
    // two overlapping accesses: the runtime's exclusivity check guards nothing. Kept by
    // measurement (the Performance article).
    @exclusivity(unchecked) var run: TransitionRun

    init(_ run: TransitionRun) {
        self.run = run
    }
}

/// The transition in flight: what it is (context, animator, change, resting bars), what moves its
/// progress (``drive`` and the plug-in that goes with it), and what its frames last showed.
///
/// Whether a run exists is whether the machine holds one; who drives it is its ``drive``. Nothing
/// else stores either.
struct TransitionRun: Sendable {
    /// What moves the progress. Each case carries only its own data: a timed run has no owner and
    /// no input times.
    ///
    /// The plug-ins themselves (``curve``, ``interaction``) are stored beside the drive, not in
    /// its cases: a value of this enum is plain data, so asking who drives or whether the run can
    /// be caught copies a few bytes, and the interactive plug-in is changed in place. In the
    /// cases, every such question copied the plug-in out (measured in the Performance article).
    enum Drive: Hashable, Sendable {
        /// Time: progress = ``TransitionRun/curve``(elapsed / duration).
        case timed(start: Timestamp, duration: Double)
        /// ``TransitionRun/interaction`` fed by one source.
        case interactive(Interactive)
    }

    /// A run moved by an interactive plug-in that one source feeds.
    struct Interactive: Hashable, Sendable {
        /// The one source whose input the plug-in takes (DESIGN invariant 8).
        let owner: InteractionSource
        /// Whether the source still drives it, and since when.
        var input: Input
    }

    /// The source's hold on an interactive run.
    enum Input: Hashable, Sendable {
        /// The source drives the progress (begun, caught or updated, not released); its latest
        /// input came at this time (the idle watchdog's start).
        case driving(lastInput: Timestamp)
        /// The source let go at this time: the plug-in completes on its own (the release
        /// watchdog's start).
        case released(at: Timestamp)

        /// Whether the source still drives the progress.
        var isDriving: Bool {
            if case .driving = self { return true }
            return false
        }
    }

    var context: TransitionContext
    let animatorID: AnimatorID
    let animator: any AnimatedTransitioning
    var change: StackChange
    var fromBar: BarState
    var toBar: BarState
    /// What moves the progress, and who drives it.
    var drive: Drive
    /// The 2-D drag of a zoom dismiss on the deeper screen's layer, once a finger took the run
    /// (so only ever on an interactive run); `nil` for every other run. Beside the drive rather
    /// than in its interactive case: the drag is ~170 bytes that every question about the drive
    /// would copy (measured in the Performance article).
    var drag: DragFollow?
    /// The timing curve of a timed run; linear (and never asked) for an interactive one.
    let curve: any TimingCurve
    /// The interactive plug-in of an interactive run; ``NoInteraction`` (which refuses every
    /// input, never asked) for a timed one. Stored beside ``drive`` and not optional: through an
    /// optional or an enum case, each read copied the plug-in out of its box first.
    var interaction: any InteractiveTransitioning
    /// The progress of the latest frame.
    var progress: Double = 0
    /// The completion to run when it ends.
    var ticket: CompletionTicket?
    /// The sequence number of its change in the machine's projection.
    var changeID: UInt64 = 0
    /// Whether a sanitised frame was reported (once per run).
    var reportedSanitizing = false
    /// The shared elements that fly with the run, resolved when it began; empty for most runs.
    var flights: [SharedElementFlight] = []
    /// The two layers of the scene, built once; each frame only replaces their states.
    var fromLayer: ScreenLayer { didSet { fromLayerIsBack = nil } }
    var toLayer: ScreenLayer { didSet { fromLayerIsBack = nil } }
    /// Once a frame put ``fromLayer`` and ``toLayer`` in the scene (and nothing but this run's
    /// frames writes the scene's layers until it ends), whether the from layer is the back one:
    /// the next frames write the two states alone, comparing no screen or title (while the scene
    /// still shows two layers). Measured in the Performance article.
    var fromLayerIsBack: Bool?

    /// A timed run.
    init(
        context: TransitionContext, animatorID: AnimatorID, animator: any AnimatedTransitioning, change: StackChange,
        fromBar: BarState, toBar: BarState, start: Timestamp, duration: Double, curve: any TimingCurve
    ) {
        self.init(
            context: context, animatorID: animatorID, animator: animator, change: change, fromBar: fromBar,
            toBar: toBar, drive: .timed(start: start, duration: duration), curve: curve, interaction: NoInteraction())
    }

    /// An interactive run, driven by `owner` from `time` on; its plug-in has begun.
    init(
        context: TransitionContext, animatorID: AnimatorID, animator: any AnimatedTransitioning, change: StackChange,
        fromBar: BarState, toBar: BarState, owner: InteractionSource, since time: Timestamp,
        interaction: any InteractiveTransitioning
    ) {
        self.init(
            context: context, animatorID: animatorID, animator: animator, change: change, fromBar: fromBar,
            toBar: toBar, drive: .interactive(Interactive(owner: owner, input: .driving(lastInput: time))),
            curve: LinearTimingCurve(), interaction: interaction)
    }

    private init(
        context: TransitionContext, animatorID: AnimatorID, animator: any AnimatedTransitioning, change: StackChange,
        fromBar: BarState, toBar: BarState, drive: Drive, curve: any TimingCurve,
        interaction: any InteractiveTransitioning
    ) {
        self.context = context
        self.animatorID = animatorID
        self.animator = animator
        self.change = change
        self.fromBar = fromBar
        self.toBar = toBar
        self.fromLayer = ScreenLayer(screen: context.from.id, title: context.from.title, state: .resting)
        self.toLayer = ScreenLayer(screen: context.to.id, title: context.to.title, state: .resting)
        self.drive = drive
        self.curve = curve
        self.interaction = interaction
    }

    /// Whether a source drives the progress right now (begun, caught or updated, not released).
    var isDriven: Bool {
        if case .interactive(let interactive) = drive { return interactive.input.isDriving }
        return false
    }

    /// The interactive plug-in's phase, or `nil` for a timed run.
    var interactionPhase: InteractionPhase? {
        if case .interactive = drive { return interaction.phase }
        return nil
    }
}

/// The ``TransitionRun/interaction`` of a timed run: idle at 0, refusing every input (never
/// asked: the machine feeds and advances only interactive runs' plug-ins).
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
