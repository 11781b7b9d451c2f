import NavKitCore

/// The back swipe as a recognizer: one finger from an allowed start zone, moving mostly
/// horizontally toward trailing, on a screen that may go back.
///
/// It runs in the container's ``GestureArena`` like every other recognizer, so scroll regions and
/// a host's own recognizers compete with it through the same relations. Slop and the horizontal
/// test come from ``PanRecognizer``, the edge zone from ``EdgeZone``; content-touch cancelling is
/// the arena's. What is its own: the start zone (edge or fullscreen, the maximum start distance,
/// the top screen's policy), the refusals (DESIGN invariant 7, in order: vertical movement,
/// movement toward leading, the root screen, a running transition, a disabled container or
/// screen), the progress (the finger's travel toward trailing over the width) and the release
/// decision (``BackReleasePolicy``). Everything is mirrored in right-to-left.
///
/// ```swift
/// var swipe = BackSwipeRecognizer()
/// let environment = GestureEnvironment(bounds: bounds, stackDepth: 2)
/// swipe.handle(down, in: environment)     // .possible: waiting for movement
/// swipe.handle(move, in: environment)     // .began; swipe.kind == .fullscreen
/// ```
package struct BackSwipeRecognizer: GestureRecognizer, Hashable {
    /// The settings: zones, slop, release decision.
    package private(set) var configuration: BackGestureConfiguration
    /// The current state.
    package private(set) var state: GestureRecognizerState = .possible
    /// Which kind of swipe the finger started, once it went down in an allowed zone.
    package private(set) var kind: BackGestureKind?
    /// Why the swipe failed, when it failed on its own (not because another recognizer won).
    package private(set) var failure: BackGestureRefusal?
    /// The progress of the latest movement, 0…1: travel toward trailing over the width.
    package private(set) var progress: Double = 0
    /// The release, once the finger lifted (`.ended`) or the touch was cancelled.
    package private(set) var release: Release?

    private var pan: PanRecognizer
    /// The running transition this finger caught, when it caught one.
    private var caught: CatchableTransition?

    /// How an active swipe was let go.
    package struct Release: Hashable, Sendable {
        /// Whether it finishes (pops) or cancels.
        package var outcome: TransitionOutcome
        /// The release velocity in widths per second, positive toward trailing.
        package var velocity: Double
    }

    /// Creates the recognizer.
    /// - Parameter configuration: Zones, slop and release decision.
    package init(configuration: BackGestureConfiguration = .init()) {
        self.configuration = configuration
        self.pan = PanRecognizer(slop: configuration.slop, horizontalDominance: configuration.horizontalDominance)
    }

    /// The finger being followed, if any.
    package var trackedTouch: TouchID? { pan.touch }

    /// Changes the settings; a finger already followed keeps its start decision.
    /// - Parameter configuration: The new settings.
    package mutating func setConfiguration(_ configuration: BackGestureConfiguration) {
        self.configuration = configuration
        pan.slop = configuration.slop
        pan.horizontalDominance = configuration.horizontalDominance
    }

    /// Feeds one touch.
    /// - Parameters:
    ///   - touch: A touch already validated by a `TouchLedger`.
    ///   - environment: The container as it is now.
    /// - Returns: The new state.
    package mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState {
        guard !state.isFinal else { return state }
        if caught != nil { return followCatch(touch, in: environment) }
        if pan.touch == nil {
            guard touch.phase == .began else { return state }
            if configuration.catchesRunningTransitions, configuration.mode != .disabled,
                let catchable = environment.catchable
            {
                // A finger landing on a running transition holds it where it is, at once.
                caught = catchable
                kind = .caught
                progress = catchable.progress
                pan.horizontalDominance = nil
                pan.handle(touch)
                state = .began
                return state
            }
            switch Self.startZone(touch.location, configuration: configuration, in: environment) {
            case .refused(let reason):
                return fail(reason)
            case .allowed(let allowed):
                kind = allowed
                pan.handle(touch)
                return state
            }
        }
        guard touch.id == pan.touch else { return state }
        let before = pan.state
        let after = pan.handle(touch)
        switch (before, after) {
        case (.possible, .possible):
            return state
        case (.possible, .failed):
            return fail(
                touch.phase == .moved
                    ? .verticalMovement : touch.phase == .ended ? .liftedBeforeMoving : .touchCancelled)
        case (.possible, .began):
            if pan.translation.dx * environment.layoutDirection.trailingSign <= 0 { return fail(.towardLeading) }
            if let reason = environment.backRefusal(mode: configuration.mode) { return fail(reason) }
            progress = Self.progress(of: pan.translation, in: environment)
            state = .began
        case (_, .changed):
            progress = Self.progress(of: pan.translation, in: environment)
            state = .changed
        case (_, .ended):
            progress = Self.progress(of: pan.translation, in: environment)
            let velocity =
                pan.velocity(at: touch.timestamp).dx * environment.layoutDirection.trailingSign
                / Self.width(environment)
            release = Release(
                outcome: configuration.release.outcome(progress: progress, velocity: velocity), velocity: velocity)
            state = .ended
        case (_, .cancelled):
            release = Release(outcome: .cancelled, velocity: 0)
            state = .cancelled
        default:
            break
        }
        return state
    }

    /// Ends the swipe because another gesture won, or because its driver could not begin or
    /// continue the transition.
    package mutating func forceEnd() {
        guard !state.isFinal else { return }
        if state.isActive { release = Release(outcome: .cancelled, velocity: 0) }
        state = state.isActive ? .cancelled : .failed
        pan.forceEnd()
    }

    /// Forgets the finger at once, whatever its state.
    package mutating func reset() {
        state = .possible
        kind = nil
        failure = nil
        progress = 0
        release = nil
        caught = nil
        pan.reset()
        pan.horizontalDominance = configuration.horizontalDominance
    }

    /// A finger driving a transition it caught: any direction moves it, from where it was; a lift
    /// without having moved past the slop lets it go on where it was heading.
    private mutating func followCatch(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState {
        guard let caught, touch.id == pan.touch else { return state }
        let after = pan.handle(touch)
        let trailing = pan.translation.dx * environment.layoutDirection.trailingSign
        progress = (caught.progress + caught.trailingSign * trailing / Self.width(environment)).clampedUnit
        switch touch.phase {
        case .began:
            break
        case .moved:
            state = .changed
        case .ended:
            if after == .ended {
                let velocity =
                    pan.velocity(at: touch.timestamp).dx * environment.layoutDirection.trailingSign
                    * caught.trailingSign / Self.width(environment)
                release = Release(
                    outcome: configuration.release.outcome(progress: progress, velocity: velocity), velocity: velocity)
            } else {
                release = Release(outcome: caught.resumes, velocity: 0)
            }
            state = .ended
        case .cancelled:
            release = Release(outcome: caught.resumes, velocity: 0)
            state = .cancelled
        }
        return state
    }

    // MARK: Decisions

    private enum StartZone {
        case allowed(BackGestureKind)
        case refused(BackGestureRefusal)
    }

    private mutating func fail(_ reason: BackGestureRefusal) -> GestureRecognizerState {
        failure = reason
        state = .failed
        pan.forceEnd()
        return state
    }

    private static func width(_ environment: GestureEnvironment) -> Double {
        environment.bounds.width > 0 ? environment.bounds.width : 1
    }

    private static func progress(of translation: Vector, in environment: GestureEnvironment) -> Double {
        (translation.dx * environment.layoutDirection.trailingSign / width(environment)).clampedUnit
    }

    /// Which kind of swipe may start at a location, or why none may.
    private static func startZone(
        _ location: Point, configuration: BackGestureConfiguration, in environment: GestureEnvironment
    ) -> StartZone {
        let direction = environment.layoutDirection
        if EdgeZone.contains(location, width: configuration.edgeWidth, in: environment.bounds, direction: direction) {
            return .allowed(.edge)
        }
        if configuration.mode == .edgeOnly || environment.policy == .edgeOnly { return .refused(.outsideEdgeZone) }
        let distance = EdgeZone.distanceFromLeadingEdge(of: location, in: environment.bounds, direction: direction)
        let limit = configuration.maximumStartDistance
        if limit > 0, distance > limit { return .refused(.beyondMaximumStartDistance) }
        return .allowed(.fullscreen)
    }
}
