import NavKitCore

/// The interactive zoom dismiss as a recognizer: one finger dragging a zoomed screen in any
/// direction pops it, the screen following the finger and shrinking with the distance; or a
/// finger landing on a running zoom catches it and drags it in 2-D from where it was.
///
/// It runs in the container's ``GestureArena`` beside the back swipe, ahead of it and behind the
/// scroll regions and the host's own recognizers, so everything competes through the same
/// relations: a scroll region that can still scroll under the finger claims it first, a host
/// recognizer that begins wins. It leaves the leading edge zone to the back swipe: a finger
/// landing there fails it at once, so the edge swipe keeps working on a zoomed screen and only
/// one of the two ever drives. Slop comes from ``PanRecognizer`` (any direction), the shrinking
/// and the release rule from ``ZoomDismissPolicy``.
///
/// It begins only when the back swipe's own conditions hold (DESIGN invariant 7, with "any
/// direction" for "toward trailing"): a start within the fullscreen swipe's maximum start
/// distance, a screen to go back to, no transition running unless the
/// finger catches it, the container's mode and the top screen's policy allowing fullscreen
/// swipes (``NavKitCore/BackGesturePolicy/edgeOnly`` leaves only the edge swipe), and the top
/// screen being zoomed (``GestureEnvironment/zoomDismiss``).
///
/// Progress is the run's, with `d` the policy's progress times its
/// ``ZoomDismissPolicy/shrinkLimit``: for a fresh dismiss `d`; for a caught run that started at
/// `p`, a drag shrinks it proportionally toward the source (`p × (1 − d)` for a push,
/// `p + (1 − p) × d` for a pop). So under the finger the screen never shrinks all the way; the
/// release flies the rest. On release ``release`` says which way the run goes and at what velocity, in run
/// progress per second, positive toward the run's end.
///
/// ```swift
/// var zoom = ZoomDismissRecognizer()
/// var environment = GestureEnvironment(bounds: bounds, stackDepth: 2)
/// environment.zoomDismiss = ZoomDismissTarget(towardSource: Vector(dx: -100, dy: -300))
/// zoom.handle(down, in: environment)   // .possible
/// zoom.handle(moveDown, in: environment)   // .began; zoom.translation follows the finger
/// ```
package struct ZoomDismissRecognizer: GestureRecognizer, Hashable {
    /// The release rule and the length of a full drag.
    package private(set) var policy: ZoomDismissPolicy
    /// The width of the leading edge zone left to the back swipe, in points.
    package private(set) var edgeWidth: Double
    /// The container's back-swipe mode: ``BackGestureConfiguration/Mode/fullscreen`` is needed.
    package private(set) var mode: BackGestureConfiguration.Mode
    /// Whether a finger landing on a running zoom catches it.
    package private(set) var catchesRunningTransitions: Bool
    /// How far from the leading edge a drag may start, in points; 0 means no limit (the
    /// fullscreen swipe's ``BackGestureConfiguration/maximumStartDistance``).
    package private(set) var maximumStartDistance: Double
    /// The current state.
    package private(set) var state: GestureRecognizerState = .possible
    /// The progress of the run it drives, 0…1.
    package private(set) var progress: Double = 0
    /// The finger's displacement since it went down, in points.
    package var translation: Vector { pan.translation }
    /// Whether the finger caught a running transition (rather than beginning a pop).
    package var isCatch: Bool { caught != nil }
    /// The release, once the finger lifted or the touch was cancelled: the run's outcome and
    /// velocity (run progress per second, positive toward the run's end).
    package private(set) var release: BackSwipeRecognizer.Release?
    /// The finger's own 2-D velocity when it lifted, in points per second (zero until then, and
    /// for a touch that was cancelled or a lift that only let a caught run go on): the speed the
    /// screen leaves the finger at, which the container carries into the flight after the
    /// release so the screen goes on at the finger's speed, in the finger's direction.
    package private(set) var releaseVelocity: Vector = .zero

    private var pan: PanRecognizer
    private var caught: CatchableTransition?
    /// The direction toward the source as last seen.
    private var towardSource: Vector = .zero

    /// Creates the recognizer from the container's back-gesture settings.
    /// - Parameters:
    ///   - configuration: The settings: slop, edge zone, mode and catching come from them.
    ///   - policy: The release rule (``BackGestureConfiguration/zoomDismiss``, or the default).
    package init(configuration: BackGestureConfiguration = .init(), policy: ZoomDismissPolicy? = nil) {
        self.policy = policy ?? configuration.zoomDismiss ?? ZoomDismissPolicy()
        self.edgeWidth = configuration.edgeWidth
        self.mode = configuration.mode
        self.catchesRunningTransitions = configuration.catchesRunningTransitions
        self.maximumStartDistance = configuration.maximumStartDistance
        self.pan = PanRecognizer(slop: configuration.slop, horizontalDominance: nil)
    }

    /// The finger being followed, if any.
    package var trackedTouch: TouchID? { pan.touch }

    /// Feeds one touch.
    /// - Parameters:
    ///   - touch: A touch already validated by a `TouchLedger`.
    ///   - environment: The container as it is now.
    /// - Returns: The new state.
    package mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState {
        guard !state.isFinal else { return state }
        if let target = environment.zoomDismiss { towardSource = target.towardSource }
        if pan.touch == nil {
            guard touch.phase == .began else { return state }
            guard environment.zoomDismiss != nil, mode == .fullscreen, environment.policy.allowsFullscreen,
                !EdgeZone.contains(
                    touch.location, width: edgeWidth, in: environment.bounds, direction: environment.layoutDirection),
                maximumStartDistance <= 0
                    || EdgeZone.distanceFromLeadingEdge(
                        of: touch.location, in: environment.bounds, direction: environment.layoutDirection)
                        <= maximumStartDistance
            else { return fail() }
            if let catchable = environment.catchable {
                guard catchesRunningTransitions else { return fail() }
                // A finger landing on a running zoom holds it where it is, at once.
                caught = catchable
                progress = catchable.progress
                pan.handle(touch)
                state = .began
                return state
            }
            guard environment.backRefusal(mode: mode) == nil else { return fail() }
            pan.handle(touch)
            return state
        }
        guard touch.id == pan.touch else { return state }
        if caught != nil { return followCatch(touch, in: environment) }
        let before = pan.state
        let after = pan.handle(touch)
        switch (before, after) {
        case (.possible, .possible):
            return state
        case (.possible, .failed):
            return fail()
        case (.possible, .began):
            guard environment.backRefusal(mode: mode) == nil else { return fail() }
            progress = runProgress(in: environment)
            state = .began
        case (_, .changed):
            progress = runProgress(in: environment)
            state = .changed
        case (_, .ended):
            progress = runProgress(in: environment)
            lift(at: touch.timestamp, in: environment)
            state = .ended
        case (_, .cancelled):
            release = BackSwipeRecognizer.Release(outcome: .cancelled, velocity: 0)
            state = .cancelled
        default:
            break
        }
        return state
    }

    /// Ends the dismiss because another gesture won, or because its driver could not begin or
    /// continue the transition.
    package mutating func forceEnd() {
        guard !state.isFinal else { return }
        if state.isActive { release = BackSwipeRecognizer.Release(outcome: caught?.resumes ?? .cancelled, velocity: 0) }
        state = state.isActive ? .cancelled : .failed
        pan.forceEnd()
    }

    /// Forgets the finger at once, whatever its state.
    package mutating func reset() {
        state = .possible
        progress = 0
        release = nil
        releaseVelocity = .zero
        caught = nil
        towardSource = .zero
        pan.reset()
    }

    /// A finger holding a run it caught: every move drags it, from where it was; a lift without
    /// having moved past the slop lets it go on where it was heading.
    private mutating func followCatch(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState {
        guard let caught else { return state }
        let after = pan.handle(touch)
        progress = runProgress(in: environment)
        switch touch.phase {
        case .began:
            break
        case .moved:
            state = .changed
        case .ended:
            if after == .ended {
                lift(at: touch.timestamp, in: environment)
            } else {
                release = BackSwipeRecognizer.Release(outcome: caught.resumes, velocity: 0)
            }
            state = .ended
        case .cancelled:
            release = BackSwipeRecognizer.Release(outcome: caught.resumes, velocity: 0)
            state = .cancelled
        }
        return state
    }

    // MARK: Decisions

    private mutating func fail() -> GestureRecognizerState {
        state = .failed
        pan.forceEnd()
        return state
    }

    /// The run's progress for the drag so far.
    private func runProgress(in environment: GestureEnvironment) -> Double {
        let dismissed =
            (policy.progress(translation: pan.translation, in: environment.bounds.size) * policy.shrinkLimit)
            .clampedUnit
        guard let caught else { return dismissed }
        let start = caught.progress
        let value = caught.trailingSign < 0 ? start * (1 - dismissed) : start + (1 - start) * dismissed
        return value.clampedUnit
    }

    /// Records the lift at `time`: the ``release`` and the finger's ``releaseVelocity``.
    private mutating func lift(at time: Timestamp, in environment: GestureEnvironment) {
        let velocity = pan.velocity(at: time)
        release = released(velocity: velocity, in: environment)
        releaseVelocity = velocity.isFinite ? velocity : .zero
    }

    /// The outcome and velocity of a release at the finger's `velocity` (points per second):
    /// judged toward the source by the policy, the velocity the finger's speed along the drag in
    /// run progress per second.
    private func released(velocity: Vector, in environment: GestureEnvironment) -> BackSwipeRecognizer.Release {
        let size = environment.bounds.size
        let dismiss = policy.outcome(
            translation: pan.translation, velocity: velocity, towardSource: towardSource, in: size)
        let speed =
            policy.progressVelocity(translation: pan.translation, velocity: velocity, in: size) * policy.shrinkLimit
        guard let caught else { return BackSwipeRecognizer.Release(outcome: dismiss, velocity: speed) }
        // A push shrinks back by being cancelled; a pop by finishing.
        if caught.trailingSign < 0 {
            return BackSwipeRecognizer.Release(
                outcome: dismiss == .finished ? .cancelled : .finished, velocity: -caught.progress * speed)
        }
        return BackSwipeRecognizer.Release(outcome: dismiss, velocity: (1 - caught.progress) * speed)
    }
}
