import NavKitAnimators
import NavKitCore
import NavKitInteraction

/// The decisions of a navigation container as one value: the committed stack, the stack change in
/// flight, the queue, the run (idle, timed, or interactive with its owner) and the scene.
///
/// Events come in as `mutating` calls — a request, a frame, an interactive begin / update /
/// release from a named source, a bounds, direction or preference change — with their time as an
/// argument; what the outside world must hear comes out as ``ContainerEffect``s appended to a
/// buffer, in order, after the machine's own state is settled. The machine never calls out, so no
/// observer or completion can see it half-updated; a call an observer makes while the shell
/// performs effects is simply the next event.
///
/// Invariants it keeps (DESIGN section 5): the stack is never empty and the root is never removed;
/// at most one run; whenever no run is in flight the queue is empty; every run ends exactly once
/// and a cancelled one restores stack, scene and bar; every scene value is finite.
@usableFromInline package struct TransitionMachine: Sendable {
    /// Settings that are not plug-ins.
    package let configuration: NavigationConfiguration
    /// The animators by name.
    package var animators: AnimatorRegistry
    /// The committed screens: during a transition, the stack before it.
    var stack: ScreenStack
    /// The latest frame.
    @usableFromInline package internal(set) var scene: Scene
    /// The latest time the machine accepted.
    package internal(set) var lastTime: Timestamp
    /// Whether transitions move or cross-fade (Reduce Motion), applied where an animator is
    /// resolved (``resolveAnimator(override:preferred:)``); the registry stays as given.
    package var motionPolicy = MotionPolicy.standard
    /// Whether the machine emits ``ContainerEffect/forget(_:)`` when screens leave the stack
    /// (the shell turns it on once any screen has per-screen state).
    package var reportsRemovedScreens = false

    /// The run in flight, boxed: frames change it in place (``mutableRun()``).
    private(set) var runBox: RunBox?
    /// A copy of the run in flight, for reading off the hot path.
    var run: TransitionRun? { runBox?.run }
    /// The requests waiting behind the run (package: a checker's planted fault holds it out of the
    /// machine for a step).
    package var queue = RequestQueue()
    /// The stack after the run and the queue; `nil` when nothing is in flight.
    var projection: StackProjection?
    /// The sequence number the next change applied to the projection gets.
    var nextChangeID: UInt64 = 1
    /// The leave guards: which screens have one, the open questions and what each holds up.
    /// Every removal asks through it (DESIGN invariant 11).
    package internal(set) var guards = LeaveGuardState()

    /// Everything that decides how this machine reacts to the next event, as one comparable
    /// value: what an exhaustive explorer prunes visited states by (NavKit-internal).
    package var explorationKey: ExplorationKey {
        let runKey = runBox.map { box in
            RunKey(
                context: box.run.context, animator: box.run.animatorID, progress: box.run.progress,
                drive: box.run.drive, phase: box.run.interactionPhase,
                interactionProgress: box.run.interactionPhase.map { _ in box.run.interaction.progress },
                ticket: box.run.ticket)
        }
        return ExplorationKey(
            stack: stack.screens,
            queue: queue.pending.map {
                "\($0.operation) \($0.animated) \(guards.screens(askedBy: .request($0.changeID)))"
            },
            run: runKey, scene: scene, lastTime: lastTime)
    }

    /// The parts of ``explorationKey``.
    package struct ExplorationKey: Hashable, Sendable {
        let stack: [Screen]
        let queue: [String]
        let run: RunKey?
        let scene: Scene
        let lastTime: Timestamp
    }

    /// The run's part of ``explorationKey``.
    package struct RunKey: Hashable, Sendable {
        let context: TransitionContext
        let animator: AnimatorID
        let progress: Double
        let drive: TransitionRun.Drive
        let phase: InteractionPhase?
        let interactionProgress: Double?
        let ticket: CompletionTicket?
    }

    /// Creates a machine with a root screen.
    /// - Parameters:
    ///   - root: The first screen.
    ///   - bounds: Finite, non-negative bounds (invalid ones are replaced by 390×844).
    ///   - layoutDirection: Which side is leading.
    ///   - configuration: Settings.
    ///   - animators: The registry.
    ///   - now: The starting time.
    package init(
        root: Screen, bounds: Rect, layoutDirection: LayoutDirection, configuration: NavigationConfiguration,
        animators: AnimatorRegistry, now: Timestamp
    ) {
        let safeBounds = Self.isValid(bounds) ? bounds : Rect(x: 0, y: 0, width: 390, height: 844)
        self.configuration = configuration
        self.animators = animators
        self.stack = ScreenStack(root: root)
        self.lastTime = now.isFinite ? now : .zero
        self.scene = Scene(
            bounds: safeBounds, layoutDirection: layoutDirection,
            layers: SceneLayers(ScreenLayer(screen: root.id, title: root.title, state: .resting)),
            bar: .resting(for: root, showsBackButton: false, height: configuration.barHeight))
    }

    // MARK: Queries

    /// The committed screens, root first.
    package var screens: [Screen] { stack.screens }

    /// The run's box, unique to this machine (copied first if a copy of the machine shares it),
    /// for changing the run in place; `nil` when no run is in flight.
    mutating func mutableRun() -> RunBox? {
        if !isKnownUniquelyReferenced(&runBox), let shared = runBox { runBox = RunBox(shared.run) }
        return runBox
    }

    /// Installs a run.
    mutating func install(_ run: TransitionRun) { runBox = RunBox(run) }

    /// Removes the run in flight and returns it.
    mutating func removeRun() -> TransitionRun? {
        defer { runBox = nil }
        return runBox?.run
    }

    /// The animator a transition uses: the override, else the screen's preference, else the
    /// default (``NavKitCore/AnimatorRegistry/resolve(override:preferred:)``), under the motion
    /// policy.
    package func resolveAnimator(override: AnimatorID?, preferred: AnimatorID?) -> (
        id: AnimatorID, animator: any AnimatedTransitioning, unknown: [AnimatorID]
    ) {
        let choice = animators.resolve(override: override, preferred: preferred)
        return (choice.id, motionPolicy.animator(choice.animator), choice.unknown)
    }

    /// How many requests wait behind the run.
    package var queuedCount: Int { queue.count }

    /// Whether nothing runs and nothing waits.
    package var isIdle: Bool { !isRunning && queue.isEmpty }

    /// The source driving the interactive run, if any: the run's own owner (nothing else stores
    /// who drives).
    package var interactionOwner: InteractionSource? {
        // Read in place: the run is never copied out of its box to be asked.
        guard let box = runBox, case .interactive(let interactive) = box.run.drive else { return nil }
        return interactive.owner
    }
    /// The source driving the interactive run right now (it began or caught the run and has not
    /// let go), if any: what the gestures read from their environment.
    package var drivingSource: InteractionSource? {
        guard let box = runBox, case .interactive(let interactive) = box.run.drive, interactive.input.isDriving else {
            return nil
        }
        return interactive.owner
    }
    /// Whether a run is in flight.
    package var isRunning: Bool { runBox != nil }

    /// The screens the run in flight leaves if it finishes; `nil` when none runs.
    package var screensAfterRun: [Screen]? {
        guard let run else { return nil }
        var after = stack
        after.apply(run.change)
        return after.screens
    }

    /// The run in flight, as the public status.
    package var status: TransitionStatus? {
        guard let run else { return nil }
        let driver: TransitionStatus.Driver
        switch run.drive {
        case .timed(let start, let duration): driver = .timed(start: start, duration: duration)
        case .interactive(let interactive): driver = .interactive(interactive.owner, run.interaction.phase)
        }
        return TransitionStatus(context: run.context, animator: run.animatorID, progress: run.progress, driver: driver)
    }

    /// The stack as it will be once the run finishes and the queue drains.
    package var projectedScreens: [Screen] {
        projection.map { $0.screens(over: stack) } ?? stack.screens
    }

    /// What requests are validated against.
    var projectedView: StackProjection.View {
        (projection ?? StackProjection(base: stack)).view(over: stack)
    }

    /// A time the machine may use: finite and not earlier than one it already accepted.
    // Always inlined, its body static on the one field it reads: called from a mutating method
    // (every frame's tick), a method copied the whole machine for its `self`.
    @inline(__always)
    package func checkedTime(_ time: Timestamp) throws(NavigationError) -> Timestamp {
        try Self.checkedTime(time, after: lastTime)
    }

    /// A time that may follow `lastTime`: finite and not earlier.
    @inline(__always)
    static func checkedTime(_ time: Timestamp, after lastTime: Timestamp) throws(NavigationError) -> Timestamp {
        guard time.isFinite else { throw .nonFiniteTime(time.seconds) }
        guard time >= lastTime else { throw .timeWentBackwards(previous: lastTime, received: time) }
        return time
    }

    /// Records a time as seen.
    mutating func accept(_ time: Timestamp) { lastTime = time }

    // MARK: Configuration changes

    /// Changes the bounds; the scene is re-laid out at once.
    /// - Throws: ``NavigationError/invalidBounds(_:)``; nothing changes then.
    package mutating func setBounds(_ bounds: Rect, into effects: inout [ContainerEffect]) throws(NavigationError) {
        guard Self.isValid(bounds) else { throw .invalidBounds(bounds) }
        scene.bounds = bounds
        if let box = mutableRun() {
            box.run.context.bounds = bounds
            Self.render(&box.run, progress: box.run.progress, scene: &scene, effects: &effects)
        } else {
            renderIdle()
        }
    }

    /// Changes the layout direction; the idle scene is re-laid out, a running transition keeps the
    /// direction it started with.
    package mutating func setLayoutDirection(_ direction: LayoutDirection) {
        scene.layoutDirection = direction
        if !isRunning { renderIdle() }
    }

    /// Changes a screen's preferences wherever it is: the stack, the running transition, the
    /// queue. The bar follows at once.
    /// - Throws: ``NavigationError/screenNotInStack(_:)`` when no screen has that identity;
    ///   nothing changes then.
    package mutating func updatePreferences(
        of id: ScreenID, _ transform: (inout ScreenPreferences) -> Void, into effects: inout [ContainerEffect]
    ) throws(NavigationError) {
        var found = stack.update(id) { transform(&$0.preferences) }
        if projection?.update(id, transform) == true { found = true }
        queue.updateEach { request in
            if request.operation.updating(id, transform) { found = true }
        }
        if let box = mutableRun() {
            var current = box.run
            if current.context.from.id == id {
                transform(&current.context.from.preferences)
                found = true
            }
            if current.context.to.id == id {
                transform(&current.context.to.preferences)
                found = true
            }
            if current.change.updating(id, transform) { found = true }
            current.fromBar = restingBar(for: current.context.from, depth: stack.count)
            current.toBar = restingBar(for: current.context.to, depth: stack.count(after: current.change))
            current.fromLayer.title = current.context.from.title
            current.toLayer.title = current.context.to.title
            if found { Self.render(&current, progress: current.progress, scene: &scene, effects: &effects) }
            box.run = current
        } else if found {
            renderIdle()
        }
        if !found { throw .screenNotInStack(id) }
    }

    /// The bar at rest for a screen on top of a stack of some depth.
    func restingBar(for screen: Screen, depth: Int) -> BarState {
        .resting(for: screen, showsBackButton: depth > 1, height: configuration.barHeight)
    }

    static func isValid(_ bounds: Rect) -> Bool {
        bounds.isFinite && bounds.width >= 0 && bounds.height >= 0
    }
}

extension StackOperation {
    /// Edits the screens the operation carries; `true` when one had the identity.
    mutating func updating(_ id: ScreenID, _ transform: (inout ScreenPreferences) -> Void) -> Bool {
        switch self {
        case .push(var screen) where screen.id == id:
            transform(&screen.preferences)
            self = .push(screen)
            return true
        case .replaceTop(var screen) where screen.id == id:
            transform(&screen.preferences)
            self = .replaceTop(screen)
            return true
        case .setStack(var list):
            guard let index = list.firstIndex(where: { $0.id == id }) else { return false }
            transform(&list[index].preferences)
            self = .setStack(list)
            return true
        default:
            return false
        }
    }
}

extension StackChange {
    /// Edits the screens the change carries; `true` when one had the identity.
    mutating func updating(_ id: ScreenID, _ transform: (inout ScreenPreferences) -> Void) -> Bool {
        switch self {
        case .append(var screen) where screen.id == id:
            transform(&screen.preferences)
            self = .append(screen)
            return true
        case .replaceLast(var screen) where screen.id == id:
            transform(&screen.preferences)
            self = .replaceLast(screen)
            return true
        case .replaceAll(var list):
            guard let index = list.firstIndex(where: { $0.id == id }) else { return false }
            transform(&list[index].preferences)
            self = .replaceAll(list)
            return true
        default:
            return false
        }
    }
}
