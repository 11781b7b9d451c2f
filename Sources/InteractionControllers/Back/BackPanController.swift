import NavKitCore

/// The back-swipe front-end: turns one finger into begin / update / finish / cancel actions.
///
/// A pure state machine. Its driver (the container) passes each touch together with a fresh
/// ``BackGestureEnvironment`` and applies the returned ``BackGestureAction`` to an
/// ``NavKitCore/InteractiveTransitioning``. It follows only the first finger, as UIKit's edge pan does;
/// later fingers are ignored.
///
/// The swipe begins only when (DESIGN invariant 7): the stack has two or more screens, no
/// transition runs, the container and the top screen allow it, the finger went down in the
/// allowed zone (the leading ``BackGestureConfiguration/edgeWidth`` for an edge swipe; anywhere,
/// or within ``BackGestureConfiguration/maximumStartDistance``, for a fullscreen one), the first
/// movement past the slop is mostly horizontal toward trailing, and no scroll region under the
/// finger can still scroll toward leading. Everything is mirrored in right-to-left.
///
/// ```swift
/// var swipe = BackPanController.fullscreen()
/// let environment = BackGestureEnvironment(bounds: bounds, stackDepth: 2)
/// swipe.handle(down, in: environment)     // .none: waiting for movement
/// swipe.handle(move, in: environment)     // .begin(.fullscreen, progress: 0.05)
/// ```
public struct BackPanController: Hashable, Sendable {
    /// The settings: zones, slop, release decision.
    public var configuration: BackGestureConfiguration

    private var state: State = .idle
    private var tracker = VelocityTracker()

    private enum StartZone {
        case allowed(BackGestureKind)
        case refused(BackGestureRefusal)
    }

    private enum State: Hashable, Sendable {
        /// No finger is followed.
        case idle
        /// A finger went down in an allowed zone and has not yet moved past the slop.
        case possible(touch: TouchID, start: Point, kind: BackGestureKind)
        /// The swipe began; the finger drives the progress.
        case active(touch: TouchID, start: Point)
        /// The swipe was refused for this finger; it is ignored until it lifts.
        case failed(touch: TouchID)
    }

    /// Creates the front-end.
    /// - Parameter configuration: Zones, slop and release decision.
    public init(configuration: BackGestureConfiguration = .init()) {
        self.configuration = configuration
    }

    /// An edge-only swipe front-end.
    /// - Parameter width: The edge zone's width in points.
    /// - Returns: A front-end that starts only within `width` of the leading edge.
    public static func edge(width: Double = 20) -> BackPanController {
        BackPanController(configuration: BackGestureConfiguration(mode: .edgeOnly, edgeWidth: width))
    }

    /// A fullscreen swipe front-end.
    /// - Parameter maximumStartDistance: How far from the leading edge it may start; 0 for anywhere.
    /// - Returns: A front-end that starts anywhere within the limit.
    public static func fullscreen(maximumStartDistance: Double = 0) -> BackPanController {
        BackPanController(
            configuration: BackGestureConfiguration(mode: .fullscreen, maximumStartDistance: maximumStartDistance))
    }

    /// The finger being followed, if any.
    public var trackedTouch: TouchID? {
        switch state {
        case .idle: nil
        case .possible(let id, _, _), .active(let id, _), .failed(let id): id
        }
    }

    /// Whether the swipe has begun and drives the progress.
    public var isActive: Bool {
        if case .active = state { return true }
        return false
    }

    /// Feeds one touch.
    /// - Parameters:
    ///   - touch: A touch already validated by a ``TouchLedger``.
    ///   - environment: The container as it is now.
    /// - Returns: What the driver should do.
    public mutating func handle(_ touch: Touch, in environment: BackGestureEnvironment) -> BackGestureAction {
        switch state {
        case .idle:
            guard touch.phase == .began else { return .none }
            return touchDown(touch, in: environment)
        case .possible(let id, let start, let kind):
            guard touch.id == id else { return .none }
            tracker.add(touch.location, at: touch.timestamp)
            switch touch.phase {
            case .began: return .none
            case .moved: return firstMovement(touch, from: start, kind: kind, in: environment)
            case .ended: return finishTracking(.refuse(.liftedBeforeMoving))
            case .cancelled: return finishTracking(.refuse(.touchCancelled))
            }
        case .active(let id, let start):
            guard touch.id == id else { return .none }
            // The lift's position repeats the last move; only moves are samples (as Flutter).
            if touch.phase == .moved { tracker.add(touch.location, at: touch.timestamp) }
            switch touch.phase {
            case .began: return .none
            case .moved: return .update(progress: Self.progress(of: touch.location, from: start, in: environment))
            case .ended:
                return finishTracking(release(at: touch.location, time: touch.timestamp, from: start, in: environment))
            case .cancelled: return finishTracking(.cancel(velocity: 0))
            }
        case .failed(let id):
            if touch.id == id, touch.phase.isTerminal { state = .idle }
            return .none
        }
    }

    /// Gives up the swipe for the current finger because the driver could not begin it (for
    /// instance, a back interceptor consumed the back action).
    /// - Parameter reason: Why.
    /// - Returns: ``BackGestureAction/refuse(_:)`` with the reason, or `.none` when no finger is
    ///   followed.
    public mutating func abandon(because reason: BackGestureRefusal) -> BackGestureAction {
        guard let id = trackedTouch else { return .none }
        state = .failed(touch: id)
        tracker.reset()
        return .refuse(reason)
    }

    /// Forgets the current finger at once, whatever its state.
    public mutating func reset() {
        state = .idle
        tracker.reset()
    }

    // MARK: Decisions

    private mutating func touchDown(_ touch: Touch, in environment: BackGestureEnvironment) -> BackGestureAction {
        tracker.reset()
        let kind: BackGestureKind
        switch Self.startZone(touch.location, configuration: configuration, in: environment) {
        case .refused(let reason):
            state = .failed(touch: touch.id)
            return .refuse(reason)
        case .allowed(let allowed):
            kind = allowed
        }
        if let reason = environment.refusal(mode: configuration.mode) {
            state = .failed(touch: touch.id)
            return .refuse(reason)
        }
        tracker.add(touch.location, at: touch.timestamp)
        state = .possible(touch: touch.id, start: touch.location, kind: kind)
        return .none
    }

    private mutating func firstMovement(
        _ touch: Touch, from start: Point, kind: BackGestureKind, in environment: BackGestureEnvironment
    ) -> BackGestureAction {
        let delta = touch.location - start
        guard delta.length >= configuration.slop else { return .none }
        let refusal: BackGestureRefusal?
        if !(abs(delta.dx) > configuration.horizontalDominance * abs(delta.dy)) {
            refusal = .verticalMovement
        } else if delta.dx * environment.layoutDirection.trailingSign <= 0 {
            refusal = .towardLeading
        } else if let reason = environment.refusal(mode: configuration.mode) {
            refusal = reason
        } else if let region = environment.scrollRegions.first(where: { $0.frame.contains(start) && $0.blocksBackSwipe }
        ) {
            refusal = .scrollRegion(region.id)
        } else {
            refusal = nil
        }
        if let refusal {
            state = .failed(touch: touch.id)
            tracker.reset()
            return .refuse(refusal)
        }
        state = .active(touch: touch.id, start: start)
        return .begin(kind, progress: Self.progress(of: touch.location, from: start, in: environment))
    }

    private func release(at location: Point, time: Timestamp, from start: Point, in environment: BackGestureEnvironment)
        -> BackGestureAction
    {
        let progress = Self.progress(of: location, from: start, in: environment)
        let velocity =
            tracker.velocity(at: time).dx * environment.layoutDirection.trailingSign / Self.width(environment)
        switch configuration.release.outcome(progress: progress, velocity: velocity) {
        case .finished: return .finish(velocity: velocity)
        case .cancelled: return .cancel(velocity: velocity)
        }
    }

    private mutating func finishTracking(_ action: BackGestureAction) -> BackGestureAction {
        state = .idle
        tracker.reset()
        return action
    }

    private static func width(_ environment: BackGestureEnvironment) -> Double {
        environment.bounds.width > 0 ? environment.bounds.width : 1
    }

    private static func progress(of location: Point, from start: Point, in environment: BackGestureEnvironment)
        -> Double
    {
        ((location.x - start.x) * environment.layoutDirection.trailingSign / width(environment)).clampedUnit
    }

    /// Which kind of swipe may start at a location, or why none may.
    private static func startZone(
        _ location: Point, configuration: BackGestureConfiguration, in environment: BackGestureEnvironment
    ) -> StartZone {
        let bounds = environment.bounds
        let distance = environment.layoutDirection.distanceFromLeadingEdge(
            location.x - bounds.minX, width: bounds.width)
        if distance >= 0, distance <= configuration.edgeWidth { return .allowed(.edge) }
        if configuration.mode == .edgeOnly || environment.policy == .edgeOnly { return .refused(.outsideEdgeZone) }
        let limit = configuration.maximumStartDistance
        if limit > 0, distance > limit { return .refused(.beyondMaximumStartDistance) }
        return .allowed(.fullscreen)
    }
}
