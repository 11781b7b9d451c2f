import NavKit

extension ContainerModelRunner {
    /// Checks every invariant of the design against the container and the model's own
    /// expectations: the stack, the requests in flight and that the container never idles while
    /// one waits, the screens in flight, the scene's bounds and layers, and the bar — at rest the
    /// top screen's current preference, during a transition the motion between the from- and
    /// to-screen's current bars at the transition's progress — and the nested containers'
    /// invariants.
    /// - Throws: ``NavKitProperties/PropertyViolation`` naming the broken invariant.
    public func checkInvariants() throws {
        if let problem = log.problems.first { throw PropertyViolation(problem) }
        switch swipe {
        case .interacting(let ticket), .released(let ticket), .touchDriven(let ticket):
            if log.completed.contains(ticket) { swipe = .none }
        case .none:
            break
        }
        // The model's expectations are computed once per change of the model; the container is
        // read in place (every frame runs this).
        let expected = expectations
        guard container.stackHasIdentities(expected.committed) else {
            let stack = container.stack
            if stack.isEmpty { throw PropertyViolation("invariant 1: the stack is empty") }
            throw PropertyViolation("stack \(stack.map(\.id)) but the model has \(expected.committed)")
        }
        let running = container.transitionReading
        lastSeenTransition = running
        checksRun += 1
        guard running != nil || expected.outstanding == 0 else {
            throw PropertyViolation(
                "invariant 2: the container is idle while \(expected.outstanding) requests wait: "
                    + "\(model.outstanding.map(\.request))")
        }
        let inFlight = container.queuedOperationCount + (running != nil ? 1 : 0)
        guard inFlight == expected.outstanding else {
            throw PropertyViolation(
                "invariant 2: \(inFlight) requests in flight, the model has \(expected.outstanding)")
        }
        if expected.outstanding > 0, !container.projectedStackHasIdentities(expected.projected) {
            throw PropertyViolation(
                "projected stack \(container.projectedStack.map(\.id)), the model projects \(expected.projected)")
        }
        try checkScene(running, expected)
        if !nested.isEmpty { try checkNested() }
    }

    /// The model's expectations, computed again only when the model changed since the last check.
    var expectations: ModelExpectations {
        if let cached = cachedExpectations, cached.revision == log.revision { return cached.expectations }
        let computed = ModelExpectations(log.model, barHeight: barHeight)
        cachedExpectations = (log.revision, computed)
        return computed
    }

    /// The check after every frame: the first violation is kept for the step that ticked it.
    func checkFrame() {
        if !nested.isEmpty { tickNested() }
        guard frameViolation == nil else { return }
        do { try checkInvariants() } catch let violation as PropertyViolation { frameViolation = violation } catch {
            frameViolation = PropertyViolation("\(error)")
        }
    }

    /// The scene against the model: bounds, direction, layers and the bar.
    private func checkScene(_ running: TransitionReading?, _ expected: ModelExpectations) throws {
        let scene = container.scene
        if let violation = scene.firstViolation { throw PropertyViolation("invariant 5: \(violation)") }
        guard scene.bounds == expected.bounds else {
            throw PropertyViolation("the scene's bounds are \(scene.bounds), the model's \(expected.bounds)")
        }
        guard scene.layoutDirection == expected.layoutDirection else {
            throw PropertyViolation("the scene is \(scene.layoutDirection), the model \(expected.layoutDirection)")
        }
        let top = expected.top
        guard let running else {
            guard scene.bar == expected.restingBar else {
                throw PropertyViolation("invariant 4: idle bar \(scene.bar), the model expects \(expected.restingBar)")
            }
            guard scene.transition == nil, scene.layers.count == 1, let layer = scene.layers.first, layer.screen == top,
                layer.title == expected.topTitle, layer.state == .resting
            else { throw PropertyViolation("idle scene shows \(scene.layers.map(\.screen)), the model \(top)") }
            return
        }
        guard case .toward(let to, let fromBar, let toBar) = expected.flight else {
            throw PropertyViolation("a transition runs but the model's first request cannot apply")
        }
        guard running.from == top, running.to == to else {
            throw PropertyViolation(
                "the transition runs \(running.from) → \(running.to), "
                    + "the model expects \(top) → \(to)")
        }
        let layers = scene.layers
        guard layers.count == 2, layers.contains(where: { $0.screen == top }),
            layers.contains(where: { $0.screen == to })
        else {
            throw PropertyViolation("a transition's scene shows \(layers.map(\.screen)), not \(top), \(to)")
        }
        guard let animator = animator(named: running.animator), let context = container.transitionContext else {
            return
        }
        let progress = scene.transition?.progress ?? running.progress
        let bar = expected.transitionBar(
            from: fromBar, to: toBar, at: progress, animator: animator, context: context)
        guard scene.bar == bar else {
            throw PropertyViolation(
                "invariant 4: the bar at progress \(progress) of \(top) → \(to) is \(scene.bar), "
                    + "the model expects \(bar)")
        }
        framesCheckedInFlight += 1
    }

    /// The registry's animator of a name, the last one asked for kept at hand (a transition asks
    /// for the same one every frame).
    private func animator(named id: AnimatorID) -> (any AnimatedTransitioning)? {
        if let last = lastAnimator, last.id == id { return last.animator }
        let found = animators.animator(named: id)
        lastAnimator = found.map { (id, $0) }
        return found
    }

    /// Frames reach the nested containers at the outer one's time.
    private func tickNested() {
        for entry in nested {
            do { try entry.container.tick(at: clock.now) } catch {
                frameViolation = frameViolation ?? PropertyViolation("a nested container's frame threw \(error)")
            }
        }
    }

    /// The nested containers keep their own invariants.
    private func checkNested() throws {
        for (_, inner) in nested {
            if inner.stack.isEmpty { throw PropertyViolation("invariant 1: a nested stack is empty") }
            if let violation = inner.scene.firstViolation {
                throw PropertyViolation("invariant 5 (nested): \(violation)")
            }
            if inner.queuedOperationCount > 0, !inner.isTransitionRunning {
                throw PropertyViolation("invariant 2 (nested): idle with requests waiting")
            }
        }
    }
}

/// What a refused request must leave untouched.
@MainActor
struct Snapshot {
    var stack: [Screen]
    var scene: Scene
    var queued: Int
    var transition: TransitionContext?

    init(_ container: NavigationContainer) {
        stack = container.stack
        scene = container.scene
        queued = container.queuedOperationCount
        transition = container.transitionContext
    }

    func requireUnchanged(_ container: NavigationContainer, after what: String) throws {
        let now = Snapshot(container)
        guard now.stack == stack, now.scene == scene, now.queued == queued, now.transition == transition else {
            throw PropertyViolation("\(what) changed the container's state")
        }
    }
}

/// Receives completions, feeds them to the model and checks cancelled swipes restore the scene.
@MainActor
final class CompletionLog: NavigationObserver {
    /// The model; every change of it counts a ``revision`` (the runner's cached expectations
    /// follow it).
    var model: ReferenceStackModel { didSet { revision &+= 1 } }
    /// How many times the model changed.
    private(set) var revision = 0
    var problems: [String] = []
    var completed: Set<Int> = []
    /// The ticket of a swipe begun by touches, completed through the observer.
    var gestureTicket: Int?
    weak var container: NavigationContainer?
    /// The stack and scene before the current swipe, while nothing invalidated the comparison.
    var sceneSnapshot: (ticket: Int, stack: [Screen], scene: Scene)?

    init(model: ReferenceStackModel) {
        self.model = model
    }

    func callback(_ ticket: Int) -> (NavigationResult) -> Void {
        { [self] result in
            completed.insert(ticket)
            if let problem = model.complete(ticket, with: result) { problems.append(problem) }
            // Effects reach observers after the whole event: when requests waited behind the
            // swipe, the first of them has already applied by now, so the restored frame can
            // only be seen when nothing waited (the stacks are compared with the model anyway).
            if result == .cancelled, let snapshot = sceneSnapshot, snapshot.ticket == ticket, let container,
                model.outstanding.isEmpty
            {
                if container.stack != snapshot.stack || container.scene != snapshot.scene {
                    problems.append("invariant 3: a cancelled swipe did not restore the stack and scene")
                }
            }
            if sceneSnapshot?.ticket == ticket { sceneSnapshot = nil }
        }
    }

    func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {
        guard context.isInteractive, let ticket = gestureTicket else { return }
        gestureTicket = nil
        callback(ticket)(outcome == .finished ? .finished : .cancelled)
    }
}
