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
        // One copy of the model per check (every frame runs this), stacks compared in place.
        let model = log.model
        let stack = container.stack
        guard !stack.isEmpty else { throw PropertyViolation("invariant 1: the stack is empty") }
        // By index, so no screen is copied (a check runs every frame).
        guard stack.count == model.screens.count, stack.indices.allSatisfy({ stack[$0].id == model.screens[$0].id })
        else {
            throw PropertyViolation("stack \(stack.map(\.id)) but the model has \(model.committed)")
        }
        let running = container.transition
        lastSeenTransition = running
        checksRun += 1
        guard running != nil || model.outstanding.isEmpty else {
            throw PropertyViolation(
                "invariant 2: the container is idle while \(model.outstanding.count) requests wait: "
                    + "\(model.outstanding.map(\.request))")
        }
        let inFlight = container.queuedOperationCount + (running != nil ? 1 : 0)
        guard inFlight == model.outstanding.count else {
            throw PropertyViolation(
                "invariant 2: \(inFlight) requests in flight, the model has \(model.outstanding.count)")
        }
        if !model.outstanding.isEmpty {
            let projected = container.projectedStack.map(\.id)
            guard projected == model.projected else {
                throw PropertyViolation("projected stack \(projected), the model projects \(model.projected)")
            }
        }
        try checkScene(running, model)
        try checkNested()
    }

    /// The check after every frame: the first violation is kept for the step that ticked it.
    func checkFrame() {
        tickNested()
        guard frameViolation == nil else { return }
        do { try checkInvariants() } catch let violation as PropertyViolation { frameViolation = violation } catch {
            frameViolation = PropertyViolation("\(error)")
        }
    }

    /// The scene against the model: bounds, direction, layers and the bar.
    private func checkScene(_ running: TransitionStatus?, _ model: ReferenceStackModel) throws {
        let scene = container.scene
        if let violation = scene.firstViolation { throw PropertyViolation("invariant 5: \(violation)") }
        guard scene.bounds == model.bounds else {
            throw PropertyViolation("the scene's bounds are \(scene.bounds), the model's \(model.bounds)")
        }
        guard scene.layoutDirection == model.layoutDirection else {
            throw PropertyViolation("the scene is \(scene.layoutDirection), the model \(model.layoutDirection)")
        }
        let top = model.screens[model.screens.count - 1]
        guard let running else {
            let bar = model.restingBar(height: barHeight)
            guard scene.bar == bar else {
                throw PropertyViolation("invariant 4: idle bar \(scene.bar), the model expects \(bar)")
            }
            guard scene.transition == nil, scene.layers.count == 1, scene.layers.first?.screen == top.id,
                scene.layers.first?.title == top.title, scene.layers.first?.state == .resting
            else { throw PropertyViolation("idle scene shows \(scene.layers.map(\.screen)), the model \(top.id)") }
            return
        }
        guard let destination = model.destination else {
            throw PropertyViolation("a transition runs but the model's first request cannot apply")
        }
        let to = destination[destination.count - 1]
        guard running.context.from.id == top.id, running.context.to.id == to.id else {
            throw PropertyViolation(
                "the transition runs \(running.context.from.id) → \(running.context.to.id), "
                    + "the model expects \(top.id) → \(to.id)")
        }
        let layers = scene.layers
        guard layers.count == 2, layers.contains(where: { $0.screen == top.id }),
            layers.contains(where: { $0.screen == to.id })
        else {
            throw PropertyViolation("a transition's scene shows \(layers.map(\.screen)), not \(top.id), \(to.id)")
        }
        guard let animator = animators.animator(named: running.animator) else { return }
        let progress = scene.transition?.progress ?? running.progress
        let bar = model.transitionBar(
            to: destination, at: progress, animator: animator, context: running.context, height: barHeight)
        guard scene.bar == bar else {
            throw PropertyViolation(
                "invariant 4: the bar at progress \(progress) of \(top.id) → \(to.id) is \(scene.bar), "
                    + "the model expects \(bar)")
        }
        framesCheckedInFlight += 1
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
            if inner.queuedOperationCount > 0, inner.transition == nil {
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
        transition = container.transition?.context
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
    var model: ReferenceStackModel
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
