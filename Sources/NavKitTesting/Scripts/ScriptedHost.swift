public import NavKit

/// A deterministic host for a ``NavKit/NavigationContainer``: a manual clock, a display frame
/// cadence, a touch stream and settle-until-idle — the one implementation tests, the model
/// checker, the demo and the fuzz harness share.
///
/// The host owns the container's clock and moves it with every frame and every touch it plays,
/// so `container.tick()` afterwards just works. Frames are ticked at ``frameInterval`` up to each
/// touch's time; ``settle()`` ticks until nothing runs and nothing waits, within a limit that
/// follows from what is in flight (see ``settleBudget``), and throws ``SettleError`` past it.
///
/// ```swift
/// let host = ScriptedHost(root: Screen(id: "home"))
/// try host.container.push(Screen(id: "detail"))
/// try host.settle()
/// host.play(.swipe(from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), startingAt: host.now))
/// try host.settle()
/// ```
@MainActor
public final class ScriptedHost {
    /// The clock the container reads.
    public let clock: ManualClock
    /// The container.
    public let container: NavigationContainer
    /// Seconds between display frames (1/60 by default).
    public var frameInterval: Double
    /// Called after every frame the host ticks (not after touches); a recorder or an invariant
    /// check hangs here.
    public var onFrame: ((ScriptedHost) -> Void)?
    /// Whether frames and touches run with the queue held out of the container while a released
    /// swipe animates back (a planted fault, ``PlantedFault/queueStallsAfterCancel``).
    package var holdsQueueWhileCancelling = false

    /// Why ``settle()`` gave up.
    public struct SettleError: Error, CustomStringConvertible {
        /// How long the host ticked before giving up, in seconds.
        public var waited: Double
        /// The budget it had, in seconds.
        public var budget: Double
        /// What was in flight then.
        public var inFlight: String

        /// A readable explanation.
        public var description: String {
            "the container did not settle within \(budget) s (waited \(waited) s); in flight: \(inFlight)"
        }
    }

    /// Wraps a container and its clock.
    /// - Parameters:
    ///   - container: A container whose clock is `clock`.
    ///   - clock: The container's clock.
    ///   - frameRate: Display frames per second.
    public init(container: NavigationContainer, clock: ManualClock, frameRate: Double = 60) {
        self.container = container
        self.clock = clock
        self.frameInterval = 1 / max(1, frameRate)
    }

    /// Creates a container on a new manual clock.
    /// - Parameters:
    ///   - root: The root screen.
    ///   - bounds: The container's bounds.
    ///   - layoutDirection: Which side is leading.
    ///   - animators: The registry.
    ///   - configuration: The container's settings.
    ///   - frameRate: Display frames per second.
    public convenience init(
        root: Screen, bounds: Rect = Rect(x: 0, y: 0, width: 390, height: 844),
        layoutDirection: LayoutDirection = .leftToRight, animators: AnimatorRegistry = .standard,
        configuration: NavigationConfiguration = .init(), frameRate: Double = 60
    ) {
        let clock = ManualClock()
        let container = NavigationContainer(
            root: root, bounds: bounds, layoutDirection: layoutDirection, clock: clock, animators: animators,
            configuration: configuration)
        self.init(container: container, clock: clock, frameRate: frameRate)
    }

    /// The host's time (the container's clock).
    public var now: Timestamp { clock.now }

    /// Whether nothing runs and nothing waits.
    public var isIdle: Bool { !container.isTransitionRunning && container.queuedOperationCount == 0 }

    // MARK: Frames

    /// Ticks one frame, `frameInterval` after the current time.
    /// - Throws: The container's ``NavKit/NavigationError`` (only for a clock that was moved
    ///   behind the container).
    public func frame() throws(NavigationError) {
        clock.advance(by: frameInterval)
        try holdingQueueIfCancelling { () throws(NavigationError) in try container.tick(at: clock.now) }
        onFrame?(self)
    }

    /// Ticks frames for a while (at least one).
    /// - Parameter seconds: How long.
    /// - Throws: The container's ``NavKit/NavigationError``.
    public func run(for seconds: Double) throws(NavigationError) {
        let frames = max(1, Int((seconds / frameInterval).rounded(.up)))
        for _ in 0..<frames { try frame() }
    }

    /// Ticks frames at the cadence while a whole frame fits before `time`, then moves the clock to
    /// `time` itself (without a frame), as a display and a digitiser interleave.
    /// - Parameter time: The time to reach.
    /// - Throws: The container's ``NavKit/NavigationError``.
    public func advance(to time: Timestamp) throws(NavigationError) {
        while clock.now + frameInterval <= time { try frame() }
        clock.set(to: time)
    }

    // MARK: Touches

    /// The result of playing touches.
    public struct Playback: Sendable {
        /// How each accepted touch was routed, in order.
        public var routings: [TouchRouting] = []
        /// The errors of touches the container refused.
        public var refused: [TouchError] = []
    }

    /// Feeds one touch at its time, after ticking the frames before it; the clock moves to the
    /// touch's time either way.
    /// - Parameters:
    ///   - touch: The touch, in the container's time base (not earlier than ``now``).
    ///   - framesBetween: Whether display frames run up to the touch (`false` for tests that hold
    ///     a transition still while touches arrive).
    /// - Returns: How the container routed it.
    /// - Throws: ``NavKitInteraction/TouchError`` for a touch the container refuses.
    @discardableResult
    public func feed(_ touch: Touch, framesBetween: Bool = true) throws(TouchError) -> TouchRouting {
        if touch.timestamp.isFinite, touch.timestamp > clock.now {
            if framesBetween {
                // A frame error here means the clock was moved behind the container by hand; the
                // touch itself then reports the time problem.
                try? advance(to: touch.timestamp)
            } else {
                clock.set(to: touch.timestamp)
            }
        }
        return try holdingQueueIfCancelling { () throws(TouchError) in try container.handle(touch) }
    }

    /// Plays a script touch by touch, ticking frames in between; refused touches are skipped
    /// and counted.
    /// - Parameters:
    ///   - script: The touches.
    ///   - framesBetween: Whether display frames run between touches.
    /// - Returns: The routings and refusals.
    @discardableResult
    public func play(_ script: GestureScript, framesBetween: Bool = true) -> Playback {
        var playback = Playback()
        for touch in script.touches {
            do {
                playback.routings.append(try feed(touch, framesBetween: framesBetween))
            } catch {
                playback.refused.append(error)
            }
        }
        return playback
    }

    // MARK: Settling

    /// The longest a run may take: an animator's longest allowed duration, or an interaction's
    /// release watchdog plus its idle watchdog, whichever is longer, plus a frame.
    public var longestRun: Double {
        let configuration = container.configuration
        let interactive = configuration.releaseWatchdog + (configuration.idleInteractionWatchdog ?? 0)
        return max(configuration.allowedDurations.upperBound, interactive) + frameInterval
    }

    /// How long settling may take from now: what the run in flight may still need, plus the
    /// longest run for every queued request. Infinite while an interaction is held with no idle
    /// watchdog (it waits for its source).
    public var settleBudget: Double { settleBudget(running: container.transitionReading?.driver) }

    /// ``settleBudget`` with the driver of the run in flight already read.
    private func settleBudget(running driver: TransitionStatus.Driver?) -> Double {
        let configuration = container.configuration
        var current = 0.0
        if let driver {
            switch driver {
            case .timed(let start, let duration):
                current = max(0, duration - (clock.now - start)) + frameInterval
            case .interactive(_, let phase):
                switch phase {
                case .completing, .completed:
                    // Released (a run whose progress has arrived may still fly a dragged
                    // screen home): bounded by the release watchdog.
                    current = configuration.releaseWatchdog + frameInterval
                default:
                    current = (configuration.idleInteractionWatchdog ?? .infinity) + configuration.releaseWatchdog
                }
            }
        }
        return current + Double(container.queuedOperationCount) * longestRun
    }

    /// Ticks until nothing runs and nothing waits.
    ///
    /// The budget is recomputed whenever a new run starts (observers and completions may queue
    /// more work), so a long queue behind slow animators is waited for, and a run that overstays
    /// its own bound fails at once.
    /// - Returns: The seconds it took.
    /// - Throws: ``SettleError`` past the budget, or the container's ``NavKit/NavigationError``.
    @discardableResult
    public func settle() throws -> Double {
        let start = clock.now
        // The run in flight is read once a frame and reused until the next frame.
        var running = container.transitionReading
        var deadline = start + settleBudget(running: running?.driver)
        var current = Self.identity(of: running)
        while running != nil || container.queuedOperationCount > 0 {
            let waitsForGuard = running == nil && !container.pendingLeaveRequests.isEmpty
            guard settleBudget(running: running?.driver).isFinite, !waitsForGuard else {
                throw SettleError(waited: clock.now - start, budget: .infinity, inFlight: inFlight)
            }
            try frame()
            running = container.transitionReading
            let identity = Self.identity(of: running)
            if identity != current {
                current = identity
                deadline = clock.now + settleBudget(running: running?.driver)
            }
            if clock.now > deadline, running != nil || container.queuedOperationCount > 0 {
                throw SettleError(waited: clock.now - start, budget: deadline - start, inFlight: inFlight)
            }
        }
        return clock.now - start
    }

    /// What tells one run (or one phase of an interactive run) from the next.
    private static func identity(of running: TransitionReading?) -> TransitionReading? {
        guard var status = running else { return nil }
        status.progress = 0
        return status
    }

    private var inFlight: String {
        let running = container.transition.map {
            "\($0.context.operation) \($0.context.from.id)→\($0.context.to.id) \($0.driver)"
        }
        let guards = container.pendingLeaveRequests.map { "\($0.screen.id)'s guard" }
        return "\(running ?? "no transition"), \(container.queuedOperationCount) queued"
            + (guards.isEmpty ? "" : ", waiting for \(guards.joined(separator: ", "))")
    }
}
