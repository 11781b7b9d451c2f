public import NavKit

/// Runs ``ContainerStep`` sequences against a real ``NavKit/NavigationContainer`` and a
/// ``ReferenceStackModel``, and checks after every step that the two agree and that every
/// invariant of NavKit's design holds.
///
/// Frames, touches and settling go through one ``ScriptedHost``, which checks the invariants
/// after every frame.
///
/// ```swift
/// PropertyCheck.verify(ContainerStep.sequences(), iterations: 2_000) { steps in
///     let runner = ContainerModelRunner()
///     try runner.run(steps)
/// }
/// ```
@MainActor
public final class ContainerModelRunner {
    /// The host: clock, frames, touches, settling.
    public let host: ScriptedHost
    /// The manual clock driving the container.
    public var clock: ManualClock { host.clock }
    /// The container under test.
    public var container: NavigationContainer { host.container }
    /// The reference model.
    public var model: ReferenceStackModel { log.model }

    /// Where the zooming screens' sources stand (held here: the container holds it weakly).
    private let sources = SourceGrid()

    /// The screen a step brings in: ``ContainerStep/screen(_:)``, and for an odd number one that
    /// zooms out of an element of the screen below it, so every model check and fuzz case runs
    /// the source questions and answers through pushes, pops, catches, cancels and queues.
    /// - Parameter number: The screen's number.
    /// - Returns: The screen.
    public static func pushed(_ number: Int) -> Screen {
        var screen = ContainerStep.screen(number)
        if number % 2 == 1 {
            screen.preferences.preferredAnimator = .zoom
            screen.preferences.transitionSource = TransitionSourceID("cell-\(number)")
        }
        return screen
    }

    /// How many times the container asked where a zoom's source stands.
    public var sourceQuestions: Int { sources.questions }

    /// How many back swipes touches began (so a test can check the gesture paths were exercised).
    public private(set) var touchSwipesBegun = 0
    /// How many running transitions touches caught.
    public private(set) var catchesBegun = 0

    private let log: CompletionLog
    private var nextTicket = 0
    private var swipe: SwipeState = .none
    private let barHeight: Double

    /// The leave guards the steps installed, by pool number (the container holds them weakly).
    private var guards: [Int: FixedLeaveGuard] = [:]
    /// The first invariant a frame broke, kept until the step that ticked it reports it.
    private var frameViolation: PropertyViolation?

    private enum SwipeState {
        case none
        case interacting(ticket: Int)
        case released(ticket: Int)
        /// Begun by touches: the API does not drive it.
        case touchDriven(ticket: Int)
    }

    /// Creates a runner around a fresh container whose root is `s0`.
    /// - Parameters:
    ///   - animators: The animator registry.
    ///   - configuration: The container configuration.
    public init(animators: AnimatorRegistry = .standard, configuration: NavigationConfiguration = .init()) {
        let root = ContainerStep.screen(0)
        host = ScriptedHost(
            root: root, bounds: Rect(x: 0, y: 0, width: 390, height: 844), animators: animators,
            configuration: configuration)
        log = CompletionLog(model: ReferenceStackModel(root: root.id))
        barHeight = configuration.barHeight
        log.container = host.container
        host.container.addObserver(log)
        host.container.transitionSourceResolver = sources
        host.onFrame = { [unowned self] _ in
            guard frameViolation == nil else { return }
            do { try checkInvariants() } catch let violation as PropertyViolation { frameViolation = violation } catch {
            }
        }
    }

    /// Runs every step, then lets everything settle, checking invariants throughout.
    /// - Parameter steps: The steps.
    /// - Throws: ``NavKitProperties/PropertyViolation`` at the first disagreement or broken invariant.
    public func run(_ steps: [ContainerStep]) throws {
        for (index, step) in steps.enumerated() {
            do {
                try perform(step)
            } catch let violation as PropertyViolation {
                throw PropertyViolation("step \(index) \(step): \(violation.message)")
            }
        }
        try settle()
    }

    /// Performs one step and checks the invariants.
    /// - Parameter step: The step.
    /// - Throws: ``NavKitProperties/PropertyViolation`` on a disagreement or broken invariant.
    public func perform(_ step: ContainerStep) throws {
        switch step {
        case .push(let n, let animated):
            try request(.push(ContainerStep.screen(n).id), animated) {
                try $0.push(Self.pushed(n), animated: animated, completion: $1)
            }
        case .pop(let animated):
            try request(.pop, animated) { try $0.pop(animated: animated, completion: $1) }
        case .popTo(let n, let animated):
            try request(.popTo(ContainerStep.screen(n).id), animated) {
                try $0.pop(to: ContainerStep.screen(n).id, animated: animated, completion: $1)
            }
        case .popToRoot(let animated):
            try request(.popToRoot, animated) { try $0.popToRoot(animated: animated, completion: $1) }
        case .replaceTop(let n, let animated):
            try request(.replaceTop(ContainerStep.screen(n).id), animated) {
                try $0.replaceTop(with: Self.pushed(n), animated: animated, completion: $1)
            }
        case .setStack(let list, let animated):
            let screens = list.map(Self.pushed)
            try request(.setStack(screens.map(\.id)), animated) {
                try $0.setStack(screens, animated: animated, completion: $1)
            }
        case .advance(let seconds):
            try advance(seconds)
        case .beginSwipe:
            try beginSwipe()
        case .updateSwipe(let progress):
            try swipeInput("update") { try $0.updateInteractivePop(progress: progress) }
        case .finishSwipe(let velocity):
            try swipeInput("finish", releases: true) { try $0.finishInteractivePop(velocity: velocity) }
        case .cancelSwipe(let velocity):
            try swipeInput("cancel", releases: true) { try $0.cancelInteractivePop(velocity: velocity) }
        case .setBarHidden(let n, let hidden):
            try changePreference(n) { $0.prefersBarHidden = hidden }
        case .setBackGesture(let n, let policy):
            try changePreference(n) { $0.backGesture = policy }
        case .setLayoutDirection(let direction):
            if container.layoutDirection != direction { log.sceneSnapshot = nil }
            container.layoutDirection = direction
        case .touchSwipe(let spec):
            try touchSwipe(spec)
        case .setGestureMode(let mode, let distance):
            var settings = container.gestures.configuration
            settings.mode = mode
            settings.maximumStartDistance = distance
            do { try container.setBackGestureConfiguration(settings) } catch {
                throw PropertyViolation("valid gesture settings refused: \(error)")
            }
        case .setGuard(let n, let denies):
            let id = ContainerStep.screen(n).id
            if let denies {
                let guardian = FixedLeaveGuard(denies ? .deny : .allow)
                guards[n] = guardian
                container.setLeaveGuard(guardian, for: id)
                if denies { log.model.deniers.insert(id) } else { log.model.deniers.remove(id) }
            } else {
                guards[n] = nil
                container.setLeaveGuard(nil, for: id)
                log.model.deniers.remove(id)
            }
        }
        try checkInvariants()
    }

    /// Releases any swipe and ticks until nothing is in flight, then checks that every request
    /// completed exactly once.
    /// - Throws: ``NavKitProperties/PropertyViolation``.
    public func settle() throws {
        if case .interacting = swipe { try perform(.finishSwipe(velocity: 0)) }
        do { try host.settle() } catch let error as ScriptedHost.SettleError {
            throw PropertyViolation("\(error)")
        } catch {
            throw PropertyViolation("tick threw \(error)")
        }
        try reportFrameViolation()
        try checkInvariants()
        guard model.outstanding.isEmpty else {
            throw PropertyViolation("requests never completed: \(model.outstanding.map(\.request))")
        }
    }

    // MARK: Steps

    private func request(
        _ request: ReferenceStackModel.Request, _ animated: Bool,
        _ call: (NavigationContainer, @escaping (NavigationResult) -> Void) throws -> OperationDisposition
    ) throws {
        let expected = model.guardedResult(request, to: model.projected)
        let before = Snapshot(container)
        let ticket = nextTicket
        nextTicket += 1
        log.model.accept(request, ticket: ticket)
        do {
            _ = try call(container, log.callback(ticket))
            if case .failure(let error) = expected {
                throw PropertyViolation("\(request) was accepted; the model expected \(error)")
            }
        } catch let error as NavigationError {
            log.model.withdraw(ticket)
            guard case .failure(let expectedError) = expected, expectedError == error else {
                throw PropertyViolation("\(request) threw \(error); the model expected \(expected)")
            }
            try before.requireUnchanged(container, after: "refused \(request)")
        }
    }

    private func beginSwipe() throws {
        let busy = !model.outstanding.isEmpty
        let expected: NavigationError? =
            busy ? .transitionInProgress : (model.committed.count < 2 ? .cannotPopRoot : nil)
        let before = Snapshot(container)
        let ticket = nextTicket
        nextTicket += 1
        log.model.accept(.swipe, ticket: ticket)
        do {
            try container.beginInteractivePop(completion: log.callback(ticket))
            guard expected == nil else { throw PropertyViolation("beginSwipe accepted; expected \(expected!)") }
            swipe = .interacting(ticket: ticket)
            log.sceneSnapshot = (ticket, before.stack, before.scene)
        } catch let error as NavigationError {
            log.model.withdraw(ticket)
            guard error == expected else {
                throw PropertyViolation("beginSwipe threw \(error); expected \(String(describing: expected))")
            }
            try before.requireUnchanged(container, after: "refused beginSwipe")
        }
    }

    private func swipeInput(_ name: String, releases: Bool = false, _ call: (NavigationContainer) throws -> Void) throws
    {
        let before = Snapshot(container)
        do {
            try call(container)
            guard case .interacting(let ticket) = swipe else {
                throw PropertyViolation("swipe \(name) accepted with no interacting swipe")
            }
            if releases { swipe = .released(ticket: ticket) }
        } catch let error as NavigationError {
            switch swipe {
            case .interacting:
                throw PropertyViolation("swipe \(name) refused while interacting: \(error)")
            case .none:
                guard error == .noInteractiveTransition else { throw PropertyViolation("swipe \(name) threw \(error)") }
            case .released:
                guard error == .interaction(.notInteracting) else {
                    throw PropertyViolation("swipe \(name) threw \(error)")
                }
            case .touchDriven:
                // The API is not the source of a touch swipe (invariant 8).
                guard case .drivenByAnotherSource(.touch) = error else {
                    throw PropertyViolation("swipe \(name) threw \(error) for a touch-driven swipe")
                }
            }
            try before.requireUnchanged(container, after: "refused swipe \(name)")
        }
    }

    /// Plays a gesture touch by touch, ticking frames up to each touch, and checks invariant 7 at
    /// the moment a back swipe begins.
    private func touchSwipe(_ spec: SwipeSpec) throws {
        let bounds = container.bounds
        let direction = container.layoutDirection
        let script = spec.script(at: clock.now, in: bounds, direction: direction)
        let start = spec.start(in: bounds, direction: direction)
        for touch in script.touches {
            do { try host.advance(to: touch.timestamp) } catch { throw PropertyViolation("tick threw \(error)") }
            try reportFrameViolation()
            let busy = container.transition != nil || container.queuedOperationCount > 0
            let running = container.transition
            let catchable = catchAllowed()
            let depth = container.stack.count
            let policy = container.topScreen.preferences.backGesture
            let stackBefore = container.stack
            let sceneBefore = container.scene
            do { try host.feed(touch) } catch {
                throw PropertyViolation("a well-formed touch was refused: \(error) for \(touch)")
            }
            try reportFrameViolation()
            let finger = InteractionSource.touch(touch.id)
            guard container.transition?.source == finger, running?.source != finger else { continue }
            if container.gestures.lastDecision == .began(.caught) {
                try checkCatch(touch, of: running, catchable: catchable, sceneBefore: sceneBefore)
                continue
            }
            // A back swipe just began from this touch: invariant 7.
            let settings = container.gestures.configuration
            let fromLeading = direction.distanceFromLeadingEdge(start.x, width: bounds.width)
            let moved = touch.location - start
            let towardTrailing = moved.dx * direction.trailingSign
            var broken: [String] = []
            if depth < 2 { broken.append("root screen") }
            if busy { broken.append("a transition was running or queued") }
            if policy == .disabled || settings.mode == .disabled { broken.append("the back gesture is disabled") }
            let edgeOnly = policy == .edgeOnly || settings.mode == .edgeOnly
            if edgeOnly, fromLeading > settings.edgeWidth { broken.append("started \(fromLeading) pt from the edge") }
            if settings.maximumStartDistance > 0, fromLeading > max(settings.maximumStartDistance, settings.edgeWidth) {
                broken.append("started beyond the maximum distance")
            }
            if !(towardTrailing > 0) || abs(moved.dx) < abs(moved.dy) {
                broken.append("first move not toward trailing: \(moved)")
            }
            if touch.id != 1 { broken.append("began from an extra finger") }
            if log.model.deniers.contains(stackBefore[stackBefore.count - 1].id) {
                broken.append("the top screen's leave guard denies")
            }
            if !broken.isEmpty { throw PropertyViolation("invariant 7: the back swipe began although \(broken)") }
            touchSwipesBegun += 1
            let ticket = nextTicket
            nextTicket += 1
            log.model.accept(.swipe, ticket: ticket)
            log.gestureTicket = ticket
            log.sceneSnapshot = (ticket, stackBefore, sceneBefore)
            swipe = .touchDriven(ticket: ticket)  // driven by touches, not by swipe steps
        }
        // The host keeps the clock on the last touch: a frame there just works.
        do { try container.tick() } catch { throw PropertyViolation("tick threw \(error)") }
        try reportFrameViolation()
    }

    /// Whether a finger landing now may catch the running transition, by the settings and the
    /// two screens' preferences.
    private func catchAllowed() -> Bool {
        let settings = container.gestures.configuration
        guard let transition = container.transition, settings.catchesRunningTransitions, settings.mode != .disabled
        else { return false }
        let screens = [transition.context.from, transition.context.to]
        guard screens.allSatisfy(\.preferences.allowsCatchingTransitions) else { return false }
        switch transition.driver {
        case .timed: return true
        case .interactive(_, let phase):
            if case .completing = phase { return true }
            return false
        }
    }

    /// Invariant 7's other branch: a finger caught the running transition — it was catchable, the
    /// finger had just landed, and the first interactive frame is the last timed one.
    private func checkCatch(_ touch: Touch, of running: TransitionStatus?, catchable: Bool, sceneBefore: Scene) throws {
        guard let running else { throw PropertyViolation("invariant 7: a catch with no transition running") }
        guard catchable else {
            throw PropertyViolation("invariant 7: caught \(running.context) although not catchable")
        }
        guard touch.phase == .began else { throw PropertyViolation("invariant 7: a catch from a \(touch.phase)") }
        let scene = container.scene
        guard abs((container.transition?.progress ?? -1) - running.progress) <= 1e-9, scene.bar == sceneBefore.bar,
            zip(scene.layers, sceneBefore.layers).allSatisfy({ $0.screen == $1.screen && $0.state == $1.state }),
            scene.layers.count == sceneBefore.layers.count
        else {
            throw PropertyViolation("invariant 7: the caught transition jumped: \(sceneBefore) → \(scene)")
        }
        catchesBegun += 1
        if let ticket = log.model.outstanding.first?.ticket {
            log.model.markCaught(ticket)
            if case .touchDriven = swipe {} else { swipe = .touchDriven(ticket: ticket) }
        }
    }

    private func changePreference(_ n: Int, _ edit: (inout ScreenPreferences) -> Void) throws {
        let before = Snapshot(container)
        do {
            try container.updatePreferences(of: ContainerStep.screen(n).id, edit)
            log.sceneSnapshot = nil
        } catch {
            try before.requireUnchanged(container, after: "refused preference change")
        }
    }

    private func advance(_ seconds: Double) throws {
        do { try host.run(for: seconds) } catch { throw PropertyViolation("tick threw \(error)") }
        try reportFrameViolation()
    }

    private func reportFrameViolation() throws {
        if let violation = frameViolation {
            frameViolation = nil
            throw violation
        }
    }

    // MARK: Invariants

    /// Checks every invariant of the design against the container and the model.
    /// - Throws: ``NavKitProperties/PropertyViolation`` naming the broken invariant.
    public func checkInvariants() throws {
        if let problem = log.problems.first { throw PropertyViolation(problem) }
        switch swipe {
        case .interacting(let ticket), .released(let ticket), .touchDriven(let ticket):
            if log.completed.contains(ticket) { swipe = .none }
        case .none:
            break
        }
        let ids = container.stack.map(\.id)
        guard !ids.isEmpty else { throw PropertyViolation("invariant 1: the stack is empty") }
        guard ids == model.committed else {
            throw PropertyViolation("stack \(ids) but the model has \(model.committed)")
        }
        let inFlight = container.queuedOperationCount + (container.transition != nil ? 1 : 0)
        guard inFlight == model.outstanding.count else {
            throw PropertyViolation(
                "invariant 2: \(inFlight) requests in flight, the model has \(model.outstanding.count)")
        }
        let projected = container.projectedStack.map(\.id)
        guard projected == model.projected else {
            throw PropertyViolation("projected stack \(projected), the model projects \(model.projected)")
        }
        let scene = container.scene
        if let violation = scene.firstViolation { throw PropertyViolation("invariant 5: \(violation)") }
        if container.transition == nil {
            let top = container.topScreen
            let bar = BarState.resting(for: top, showsBackButton: ids.count > 1, height: barHeight)
            guard scene.bar == bar else {
                throw PropertyViolation("invariant 4: idle bar \(scene.bar), expected \(bar)")
            }
            guard scene.transition == nil, scene.layers.map(\.screen) == [top.id],
                scene.layers.first?.state == .resting
            else { throw PropertyViolation("idle scene shows \(scene.layers.map(\.screen))") }
        }
    }
}

/// What a refused request must leave untouched.
@MainActor
private struct Snapshot {
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

/// The sources of the zooming screens: a thumbnail for `cell-1`, `cell-7`, …; gone for `cell-3`,
/// `cell-9`, …; a frame that is not finite for `cell-5`, `cell-11`, … (which the container must
/// refuse).
@MainActor
private final class SourceGrid: TransitionSourceResolver {
    /// How many questions the container asked.
    private(set) var questions = 0

    func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect? {
        questions += 1
        guard let number = Int(source.rawValue.dropFirst(5)) else { return nil }
        switch number % 6 {
        case 1: return Rect(x: 20 + Double(number % 3) * 120, y: 120 + Double(number) * 20, width: 110, height: 90)
        case 5: return Rect(x: .nan, y: 0, width: 10, height: 10)
        default: return nil
        }
    }
}

/// Receives completions, feeds them to the model and checks cancelled swipes restore the scene.
@MainActor
private final class CompletionLog: NavigationObserver {
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
