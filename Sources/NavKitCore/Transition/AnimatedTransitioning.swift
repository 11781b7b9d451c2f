/// A transition animator plug-in: a pure mapping from progress to layer states.
///
/// NavKit's animators are declarative. The driver owns time and asks the animator for the
/// duration and timing curve once per transition, then for the layers at each frame's progress.
/// Because the output depends only on `(progress, context)`, interactive transitions are exact
/// (the finger sets the progress), transitions can be cancelled and reversed at any point, and
/// every animator can be checked by property-based laws (`NavKitLaws`' `TransitionLaws`, or
/// `expectTransitionLaws` in a Swift Testing test).
///
/// ## Implementation requirements
/// - ``layers(at:in:)`` at progress 0 returns the outgoing screen at rest
///   (``LayerState/resting`` except z-index) with the incoming screen invisible or off-screen;
///   at progress 1 the incoming screen is at rest and the outgoing one invisible or off-screen.
/// - Every value is finite; opacity, shadow opacity and dimming stay in 0…1.
/// - Small progress steps give small changes (continuity); the same input gives the same output.
/// - In ``LayoutDirection/rightToLeft`` the output is the exact mirror of left-to-right
///   (horizontal offsets negated).
/// - ``duration(for:)`` is positive and finite.
///
/// Only ``layers(at:in:)`` and ``duration(for:)`` are required; the rest have defaults.
///
/// ```swift
/// struct Fade: AnimatedTransitioning {
///     func duration(for context: TransitionContext) -> Double { 0.3 }
///     func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
///         TransitionLayers(
///             from: LayerState(opacity: 1 - progress, zIndex: 0),
///             to: LayerState(opacity: progress, zIndex: 1))
///     }
/// }
/// ```
public protocol AnimatedTransitioning: Sendable {
    /// The transition's duration in seconds when it runs on its own (not interactively).
    /// - Parameter context: The transition.
    /// - Returns: A positive, finite number of seconds.
    func duration(for context: TransitionContext) -> Double

    /// The curve that maps elapsed time to progress for a non-interactive run.
    /// - Parameter context: The transition.
    /// - Returns: The timing curve; defaults to ``LinearTimingCurve``.
    func timingCurve(for context: TransitionContext) -> any TimingCurve

    /// The layer states of the outgoing and incoming screens at a progress.
    /// - Parameters:
    ///   - progress: 0 at the start, 1 at the end.
    ///   - context: The transition.
    /// - Returns: The two states.
    func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers

    /// The navigation bar at a progress, between the outgoing and incoming screens' resting bars.
    ///
    /// The default is ``BarState/standardTransition(from:to:progress:titleTravel:)``: the bar
    /// slides and fades when only one side shows it, titles slide and cross-fade when both do,
    /// and the appearance blends. It must return `from` exactly at 0 and `to` exactly at 1.
    /// - Parameters:
    ///   - progress: 0 at the start, 1 at the end.
    ///   - from: The resting bar of the outgoing screen.
    ///   - to: The resting bar of the incoming screen.
    ///   - context: The transition.
    /// - Returns: The bar for this frame.
    func bar(at progress: Double, from: BarState, to: BarState, in context: TransitionContext) -> BarState

    /// Whether a backward transition at progress `p` equals the forward transition at `1 - p`
    /// with the roles of the two screens swapped (checked by the transition laws when `true`).
    var isSymmetric: Bool { get }

    /// Whether the shared elements of the transition's two screens fly with it
    /// (``ScreenPreferences/sharedElements``, ``Scene/sharedElements``); `true` by default.
    ///
    /// An animator that must not move anything but the screens says `false` — the Reduce
    /// Motion cross-fade does — and the elements then stay on their screens and move with them.
    var fliesSharedElements: Bool { get }

    /// Whether the animator grows the deeper screen out of its transition source and shrinks it
    /// back into it (``ScreenPreferences/transitionSource``), as a zoom does; `false` by default.
    ///
    /// A screen whose pop runs such an animator can be dismissed by dragging it in any
    /// direction (the zoom dismiss), whichever module the animator comes from: the container
    /// asks this, never the animator's type.
    var zoomsFromSource: Bool { get }

    /// Whether the animator's bar is the default one, ``bar(at:from:to:in:)`` as this protocol's
    /// extension implements it; `false` by default.
    ///
    /// An animator that keeps the default bar may say `true`, whichever module it comes from:
    /// the container then blends the bar in place every frame instead of asking the animator for
    /// a new one, which gives the same bar without copying two resting bars a frame. An animator
    /// that implements ``bar(at:from:to:in:)`` itself must leave it `false` (the container would
    /// never ask it).
    var usesStandardBar: Bool { get }
}

extension AnimatedTransitioning {
    /// Linear progress over time.
    /// - Parameter context: The transition.
    /// - Returns: ``LinearTimingCurve``.
    public func timingCurve(for context: TransitionContext) -> any TimingCurve { LinearTimingCurve() }

    /// The shared bar motion, ``BarState/standardTransition(from:to:progress:titleTravel:)``,
    /// with titles sliding a quarter of the width (toward leading on a push, toward trailing on a
    /// pop) as they cross-fade.
    /// - Parameters:
    ///   - progress: The progress.
    ///   - from: The outgoing resting bar.
    ///   - to: The incoming resting bar.
    ///   - context: The transition.
    /// - Returns: The bar for this frame.
    public func bar(at progress: Double, from: BarState, to: BarState, in context: TransitionContext) -> BarState {
        BarState.standardTransition(from: from, to: to, progress: progress, titleTravel: context.standardTitleTravel)
    }

    /// Not symmetric unless the animator says so.
    public var isSymmetric: Bool { false }

    /// Shared elements fly unless the animator says otherwise.
    public var fliesSharedElements: Bool { true }

    /// No zoom from a source unless the animator says so.
    public var zoomsFromSource: Bool { false }

    /// The bar is asked of the animator unless it says it keeps the default one.
    public var usesStandardBar: Bool { false }
}

extension TransitionContext {
    /// How far the default ``AnimatedTransitioning/bar(at:from:to:in:)`` slides the titles: a
    /// quarter of the width, toward leading on a forward transition and toward trailing on a
    /// backward one.
    @inlinable
    package var standardTitleTravel: Double { Self.standardTitleTravel(width: bounds.width, direction: direction) }

    /// ``standardTitleTravel`` for a width and direction.
    @inlinable
    package static func standardTitleTravel(width: Double, direction: TransitionDirection) -> Double {
        width / 4 * (direction == .forward ? 1 : -1)
    }
}
