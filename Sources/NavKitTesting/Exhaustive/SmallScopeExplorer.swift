import NavKit

/// One abstract input of the small-scope explorer.
package enum ExplorationEvent: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// An animated push of the first free screen of a pool of three.
    case push
    /// A push without animation.
    case pushInstantly
    /// An animated pop.
    case pop
    /// An animated pop to the root.
    case popToRoot
    /// A display frame, 50 ms after the previous event.
    case tick
    /// A finger lands 5 pt from the leading edge.
    case downAtEdge
    /// A finger lands mid-screen.
    case downMidScreen
    /// The finger moves 80 pt toward trailing.
    case moveTrailing
    /// The finger moves 80 pt toward leading.
    case moveLeading
    /// The finger lifts.
    case lift
    /// A programmatic back starts and commits.
    case programmaticBack

    /// The event's name.
    package var description: String { rawValue }
}

/// What an exploration found: how deep it went, how many distinct states it reached, and the
/// shortest sequence of events that broke an invariant, if any.
package struct ExplorationReport: Sendable, CustomStringConvertible {
    /// The deepest level explored completely.
    package var depth: Int
    /// Distinct states first reached at each depth (index 0 is the start).
    package var newStatesPerDepth: [Int]
    /// Event applications tried.
    package var steps: Int
    /// The shortest failing sequence and what broke, if any.
    package var violation: (events: [ExplorationEvent], message: String)?

    /// All distinct states reached.
    package var distinctStates: Int { newStatesPerDepth.reduce(0, +) }

    /// A one-paragraph summary.
    package var description: String {
        var text =
            "explored every sequence of up to \(depth) events: \(distinctStates) distinct states "
            + "(\(newStatesPerDepth.map(String.init).joined(separator: " + "))), \(steps) steps"
        if let violation {
            text +=
                "\nVIOLATION after [\(violation.events.map(\.rawValue).joined(separator: ", "))]: \(violation.message)"
        } else {
            text += "; every invariant held in every state"
        }
        return text
    }
}

/// Exhaustive small-scope checking of a navigation container's machines: every sequence of up to
/// N abstract events, explored breadth first over the value-type machines with visited-state
/// pruning, every invariant of NavKit's design checked in every state. Breadth first, the first
/// violation found is one of the shortest.
///
/// No swipe-back library has this: the machines are values, so a state can be copied, stepped and
/// compared without a container, an actor or a clock.
///
/// ```swift
/// let report = SmallScopeExplorer().explore(maxDepth: 7)
/// print(report)   // explored every sequence of up to 7 events: … distinct states …
/// ```
package struct SmallScopeExplorer: Sendable {
    /// The events explored.
    package var events: [ExplorationEvent]
    /// Stop widening once this many distinct states were reached.
    package var stateLimit: Int
    var fault: Fault?

    /// A deliberate fault the explorer plants around the machines it steps, to check that it finds
    /// it (NavKit-internal). The machines themselves have no fault branch: the explorer changes
    /// what a step emits or what it leaves behind, from outside.
    package enum Fault: Sendable {
        /// A finished timed transition completes its request twice (its completion effect is
        /// repeated).
        case doubleCompletion
        /// A cancelled transition forgets the queue behind it: while a released swipe animates
        /// back, its queue is held out of the machine, so the cancel finds nothing to drain, and
        /// is put back afterwards (where it then waits forever).
        case queueStallsAfterCancel
    }

    /// Creates an explorer.
    /// - Parameters:
    ///   - events: The abstract events; all of them by default.
    ///   - stateLimit: A bound on distinct states.
    package init(events: [ExplorationEvent] = ExplorationEvent.allCases, stateLimit: Int = 5_000_000) {
        self.events = events
        self.stateLimit = stateLimit
    }

    /// An explorer of machines with a deliberate fault, to check that the explorer finds it
    /// (NavKit-internal).
    package init(events: [ExplorationEvent] = ExplorationEvent.allCases, planting fault: Fault) {
        self.init(events: events)
        self.fault = fault
    }

    /// Explores breadth first, one depth at a time.
    /// - Parameter maxDepth: The longest event sequence.
    /// - Returns: The report; it stops at the first violation.
    package func explore(maxDepth: Int) -> ExplorationReport {
        var start = ExplorationNode(fault: fault)
        if let message = start.invariantViolation(before: nil) {
            return ExplorationReport(depth: 0, newStatesPerDepth: [1], steps: 0, violation: ([], message))
        }
        var visited: Set<ExplorationNode.Key> = [start.key]
        var frontier = [start]
        var report = ExplorationReport(depth: 0, newStatesPerDepth: [1], steps: 0, violation: nil)
        start.trace = []
        for depth in 1...max(1, maxDepth) {
            var next: [ExplorationNode] = []
            for node in frontier {
                for event in events {
                    var child = node
                    report.steps += 1
                    if let message = child.apply(event) {
                        report.depth = depth
                        report.violation = (child.trace, message)
                        return report
                    }
                    if visited.insert(child.key).inserted { next.append(child) }
                }
            }
            report.depth = depth
            report.newStatesPerDepth.append(next.count)
            frontier = next
            if frontier.isEmpty || visited.count >= stateLimit { break }
        }
        return report
    }
}

/// One state of the exploration: the machines, the explorer's own bookkeeping, and how it got
/// there.
struct ExplorationNode: Sendable {
    var core: NavigationCore
    var now: Timestamp = .zero
    var outstanding: Set<CompletionTicket> = []
    var nextTicket: UInt64 = 1
    var finger: Double?
    /// The scene just before the run in flight began, to check that a cancel restores it.
    var sceneBeforeRun: Scene?
    var trace: [ExplorationEvent] = []
    /// The fault planted around the machines, if any.
    let fault: SmallScopeExplorer.Fault?

    static let pool: [ScreenID] = ["a", "b", "c"]
    static let dt = 0.05

    init(fault: SmallScopeExplorer.Fault?) {
        let machine = TransitionMachine(
            root: Screen(id: "root"), bounds: Rect(x: 0, y: 0, width: 390, height: 844),
            layoutDirection: .leftToRight, configuration: NavigationConfiguration(), animators: .standard, now: .zero)
        core = NavigationCore(transition: machine)
        self.fault = fault
    }

    /// What pruning compares: everything that decides the future, but not the path.
    struct Key: Hashable {
        let core: NavigationCore.ExplorationKey
        let now: Timestamp
        let outstanding: Set<CompletionTicket>
        let finger: Double?
        let sceneBeforeRun: Scene?
    }

    var key: Key {
        Key(
            core: core.explorationKey, now: now, outstanding: outstanding, finger: finger,
            sceneBeforeRun: sceneBeforeRun)
    }

    /// Applies one event; returns the invariant it broke, if any.
    mutating func apply(_ event: ExplorationEvent) -> String? {
        trace.append(event)
        let before = self
        var effects: [ContainerEffect] = []
        now = now + Self.dt
        // A planted stall: the queue sits outside the machine while a released swipe animates
        // back, so the cancel that ends it drains nothing (only events that make no request).
        var held: RequestQueue?
        if fault == .queueStallsAfterCancel, event.makesNoRequest, core.transition.status?.isCancelling == true {
            held = core.transition.queue
            core.transition.queue = RequestQueue()
        }
        let stepped = perform(event, into: &effects)
        if let held { core.transition.queue = held }
        guard stepped else { return nil }
        if fault == .doubleCompletion, case .timed? = before.core.transition.status?.driver {
            effects = effects.flatMap { effect -> [ContainerEffect] in
                if case .complete(_, .finished) = effect { return [effect, effect] }
                return [effect]
            }
        }
        if let message = account(effects, before: before) { return message }
        return invariantViolation(before: before)
    }

    /// Feeds one event to the machines; `false` when it does not apply in this state.
    private mutating func perform(_ event: ExplorationEvent, into effects: inout [ContainerEffect]) -> Bool {
        switch event {
        case .push, .pushInstantly:
            let projected = Set(core.transition.projectedScreens.map(\.id))
            guard let id = Self.pool.first(where: { !projected.contains($0) }) else { return false }
            request(.push(Screen(id: id)), animated: event == .push, into: &effects)
        case .pop:
            request(.pop, animated: true, into: &effects)
        case .popToRoot:
            request(.popToRoot, animated: true, into: &effects)
        case .tick:
            let time = now
            _ = try? core.step(into: &effects) {
                (t: inout TransitionMachine, fx: inout [ContainerEffect]) throws(NavigationError) in
                try t.tick(at: time, into: &fx)
            }
        case .downAtEdge, .downMidScreen:
            guard finger == nil else { return false }
            finger = event == .downAtEdge ? 5 : 200
            touch(.began, into: &effects)
        case .moveTrailing, .moveLeading:
            guard let x = finger else { return false }
            finger = x + (event == .moveTrailing ? 80 : -80)
            touch(.moved, into: &effects)
        case .lift:
            guard finger != nil else { return false }
            touch(.ended, into: &effects)
            finger = nil
        case .programmaticBack:
            let time = now
            _ = try? core.handle(.started(at: time), into: &effects)
            _ = try? core.handle(.committed(velocity: 2, at: time), into: &effects)
        }
        return true
    }

    private mutating func request(_ operation: StackOperation, animated: Bool, into effects: inout [ContainerEffect]) {
        let ticket = CompletionTicket(nextTicket)
        let time = now
        do {
            _ = try core.step(into: &effects) {
                (t: inout TransitionMachine, fx: inout [ContainerEffect]) throws(NavigationError) in
                try t.request(operation, animated: animated, animator: nil, ticket: ticket, at: time, into: &fx)
            }
            outstanding.insert(ticket)
            nextTicket += 1
        } catch {}
    }

    private mutating func touch(_ phase: TouchPhase, into effects: inout [ContainerEffect]) {
        guard let x = finger else { return }
        let touch = Touch(id: 1, phase: phase, location: Point(x: x, y: 400), timestamp: now)
        _ = try? core.handle(touch, into: &effects)
    }

    /// Completions exactly once; a cancel restores the scene from before the run.
    private mutating func account(_ effects: [ContainerEffect], before: ExplorationNode) -> String? {
        for (index, effect) in effects.enumerated() {
            switch effect {
            case .complete(let ticket, _):
                guard outstanding.remove(ticket) != nil else { return "invariant 3: a request completed twice" }
            case .didBegin:
                sceneBeforeRun = before.core.transition.scene
            case .didEnd(_, let outcome):
                let restored = sceneBeforeRun
                sceneBeforeRun = nil
                // The restored frame is visible only if nothing else changed the stack after it.
                let later = effects[(index + 1)...].contains {
                    if case .willShow = $0 { return true }
                    return false
                }
                if outcome == .cancelled, !later, let restored, core.transition.scene != restored {
                    return "invariant 3: a cancel did not restore the scene"
                }
            default:
                break
            }
        }
        return nil
    }

    /// The design's invariants, on this state.
    func invariantViolation(before: ExplorationNode?) -> String? {
        let machine = core.transition
        if machine.screens.isEmpty { return "invariant 1: the stack is empty" }
        if !machine.isRunning, machine.queuedCount > 0 { return "invariant 2: idle while a request waits" }
        if machine.isIdle, !outstanding.isEmpty { return "invariant 2: idle with a request never completed" }
        if let violation = machine.scene.firstViolation { return "invariant 5: \(violation)" }
        if case .touch(let id)? = machine.drivingSource, core.gestures.backSwipe?.trackedTouch != id,
            core.gestures.zoomDismiss?.trackedTouch != id
        {
            return "invariant 8: finger \(id) drives the run but no back gesture follows it"
        }
        if let before, !before.core.transition.isRunning, case .touch? = machine.interactionOwner,
            before.core.transition.screens.count < 2
        {
            return "invariant 7: a back swipe began on the root screen"
        }
        return nil
    }
}

extension ExplorationEvent {
    /// Whether the event adds nothing to the queue (frames and touches).
    fileprivate var makesNoRequest: Bool {
        switch self {
        case .tick, .downAtEdge, .downMidScreen, .moveTrailing, .moveLeading, .lift: true
        case .push, .pushInstantly, .pop, .popToRoot, .programmaticBack: false
        }
    }
}

extension TransitionStatus {
    /// Whether a released interaction animates back toward a cancel.
    var isCancelling: Bool {
        if case .interactive(_, .completing(.cancelled)) = driver { return true }
        return false
    }
}
