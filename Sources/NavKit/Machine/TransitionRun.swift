import NavKitAnimators
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
        /// Time: progress = curve(elapsed / duration), with the run's ``TransitionRun/curve``.
        case timed(start: Timestamp, duration: Double)
        /// An interactive plug-in fed by one source.
        case interactive(owner: InteractionSource)
    }

    var context: TransitionContext
    let animatorID: AnimatorID
    let animator: any AnimatedTransitioning
    /// The animator's frames when it is the standard ``NavKitAnimators/SlideParallaxAnimator``
    /// (its bar is the default one): rendered inline, with no existential call.
    let slideParallax: SlideParallaxGeometry?
    var change: StackChange
    var fromBar: BarState { didSet { barsShareAppearance = fromBar.appearance == toBar.appearance } }
    var toBar: BarState { didSet { barsShareAppearance = fromBar.appearance == toBar.appearance } }
    /// Whether the two resting bars look the same (no blend of their appearances), decided when
    /// they are set rather than compared (13 numbers) every frame.
    private(set) var barsShareAppearance: Bool
    /// The two layers of the scene, built once; each frame only replaces their states.
    var fromLayer: ScreenLayer { didSet { fromLayerIsBack = nil } }
    var toLayer: ScreenLayer { didSet { fromLayerIsBack = nil } }
    /// Once a frame put ``fromLayer`` and ``toLayer`` in the scene (and nothing but this run's
    /// frames writes the scene's layers until it ends), whether the from layer is the back one:
    /// the next frames write the two states alone, comparing no screen or title (while the scene
    /// still shows two layers).
    var fromLayerIsBack: Bool?
    var clocking: Clocking
    /// The timing curve of a timed run; linear (and unused) for an interactive one. Kept out of
    /// ``clocking``: matching an enum payload copies it, and a curve is a boxed existential, so
    /// every timed frame copied and released it.
    var curve: any TimingCurve = LinearTimingCurve()
    var progress: Double = 0
    var ticket: CompletionTicket?
    /// The sequence number of its change in the machine's projection.
    var changeID: UInt64 = 0
    var reportedSanitizing = false
    /// The interactive plug-in of an interactive run, advanced and read in place; a placeholder
    /// that refuses every input until ``attach(_:)`` gives the run one (``hasInteraction``), or
    /// while the plug-in is the standard one (``percentDriven``). Not an optional: reading a
    /// property through an optional existential copies the plug-in out of its box first, twice a
    /// frame.
    private(set) var interaction: any InteractiveTransitioning = NoInteraction()
    /// The plug-in when it is the standard ``NavKitInteraction/PercentDrivenInteraction``
    /// (``isPercentDriven``): fed, advanced and read with direct calls — no witness, no
    /// existential box made unique before each change (~170 instructions a frame).
    private(set) var percentDriven = PercentDrivenInteraction()
    /// Whether the run's plug-in is ``percentDriven`` rather than ``interaction``, decided once
    /// when it is attached.
    private(set) var isPercentDriven = false
    /// Whether the run has its own plug-in.
    private(set) var hasInteraction = false
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
    /// The shared elements that fly with the run, resolved when it began; empty for most runs.
    var flights: [SharedElementFlight] = [] { didSet { hasFlights = !flights.isEmpty } }
    /// Whether ``flights`` has any, kept beside it so a frame of any other run tests one byte.
    private(set) var hasFlights = false

    init(
        context: TransitionContext, animatorID: AnimatorID, animator: any AnimatedTransitioning, change: StackChange,
        fromBar: BarState, toBar: BarState, clocking: Clocking
    ) {
        self.context = context
        self.animatorID = animatorID
        self.animator = animator
        self.slideParallax = (animator as? SlideParallaxAnimator)?.geometry ?? nil
        self.change = change
        self.fromBar = fromBar
        self.toBar = toBar
        self.barsShareAppearance = fromBar.appearance == toBar.appearance
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

extension TransitionRun {
    /// Gives the run its interactive plug-in: the standard one is kept unboxed.
    mutating func attach(_ plugIn: any InteractiveTransitioning) {
        if let standard = plugIn as? PercentDrivenInteraction {
            percentDriven = standard
            isPercentDriven = true
            interaction = NoInteraction()
        } else {
            interaction = plugIn
            isPercentDriven = false
        }
        hasInteraction = true
    }

    /// The interactive plug-in's progress, read in place. (Mutating only so that it is: read
    /// through the run's box, the property copied the plug-in out of its own box first.)
    @inline(__always)
    mutating func interactionProgress() -> Double {
        isPercentDriven ? percentDriven.progress : interaction.progress
    }

    /// The interactive plug-in's progress, read where copying it does not matter (not per frame).
    var readInteractionProgress: Double { isPercentDriven ? percentDriven.progress : interaction.progress }

    /// The interactive plug-in's phase, or `nil` when the run has none.
    var interactionPhase: InteractionPhase? {
        guard hasInteraction else { return nil }
        return isPercentDriven ? percentDriven.phase : interaction.phase
    }

    /// Feeds the plug-in a progress (``NavKitCore/InteractiveTransitioning/update(_:at:)``).
    @inline(__always)
    mutating func updateInteraction(_ progress: Double, at time: Timestamp) throws(InteractionError) {
        if isPercentDriven {
            try percentDriven.update(progress, at: time)
        } else {
            try interaction.update(progress, at: time)
        }
    }

    /// Releases the plug-in toward an outcome (``NavKitCore/InteractiveTransitioning/finish(velocity:at:)``
    /// or ``NavKitCore/InteractiveTransitioning/cancel(velocity:at:)``).
    mutating func releaseInteraction(toward outcome: TransitionOutcome, velocity: Double, at time: Timestamp)
        throws(InteractionError)
    {
        switch (isPercentDriven, outcome) {
        case (true, .finished): try percentDriven.finish(velocity: velocity, at: time)
        case (true, .cancelled): try percentDriven.cancel(velocity: velocity, at: time)
        case (false, .finished): try interaction.finish(velocity: velocity, at: time)
        case (false, .cancelled): try interaction.cancel(velocity: velocity, at: time)
        }
    }

    /// Advances the plug-in to a frame time (``NavKitCore/InteractiveTransitioning/advance(to:)``).
    @inline(__always)
    mutating func advanceInteraction(to time: Timestamp) throws(InteractionError) -> InteractionStep {
        isPercentDriven ? try percentDriven.advance(to: time) : try interaction.advance(to: time)
    }
}

/// The stand-in ``TransitionRun/interaction`` of a run without an interactive plug-in: idle at 0,
/// refusing every input (never asked: the machine drives only runs that have one).
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
