public import NavKit

/// Runs ``ContainerStep``s against a real ``NavKit/NavigationContainer`` and a
/// ``ReferenceStackModel``, and checks after every step, every frame and every touch that the
/// two agree and that every invariant of NavKit's design holds.
///
/// The model keeps its own stack, preferences, bounds and guards; what the container must show
/// — the stack, the screens in flight, the bar (title, visibility, back button) at rest and at
/// every progress of a transition — is computed from the model, never read back from the
/// container. Frames, touches and settling go through one ``ScriptedHost``.
///
/// Random programs come from ``stateMachine(_:maxSteps:poolSize:runner:finally:)``, a rule-based ``NavKitProperties/StateMachine``
/// (shrunk and printed as a program); a fixed list of steps runs with ``run(_:)``:
///
/// ```swift
/// expectStateMachine(ContainerModelRunner.stateMachine(), settings: PropertySettings(iterations: 2_000))
/// try ContainerModelRunner().run([.push(1, animated: true), .advance(0.2), .cancelSwipe(velocity: 0)])
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
    package var model: ReferenceStackModel { log.model }
    /// The containers nested in this one's screens, by the pool number of the screen (held here:
    /// the outer container holds them weakly).
    package private(set) var nested: [(screen: Int, container: NavigationContainer)] = []
    /// The depth each nested container's stack must have, by the pool number of its screen:
    /// the depth it was nested with, one less for every back it reported finished (its stack is
    /// never read for this).
    var nestedDepths: [Int: NestedDepth] = [:]
    /// Where the nested containers sit, in this container's coordinates.
    static let nestedFrame = Rect(x: 0, y: 100, width: 390, height: 600)

    /// Where the zooming screens' sources stand (held here: the container holds it weakly).
    private let sources = SourceGrid()

    /// The screen a step brings in: ``ContainerStep/screen(_:)``, and for an odd number one that
    /// zooms out of an element of the screen below it, so every model check and fuzz case runs
    /// the source questions and answers through pushes, pops, catches, cancels and queues.
    /// - Parameter number: The screen's number.
    /// - Returns: The screen.
    package static func pushed(_ number: Int) -> Screen {
        var screen = ContainerStep.screen(number)
        if number % 2 == 1 {
            screen.preferences.preferredAnimator = .zoom
            screen.preferences.transitionSource = TransitionSourceID("cell-\(number)")
        }
        return screen
    }

    /// How many times the container asked where a zoom's source stands.
    package var sourceQuestions: Int { sources.questions }

    /// How many back swipes touches began (so a test can check the gesture paths were exercised).
    package internal(set) var touchSwipesBegun = 0
    /// How many of the back swipes touches began were zoom dismisses (a drag on a zoomed screen).
    package internal(set) var zoomDismissesBegun = 0
    /// How many back swipes nested containers took from touches routed to them.
    package internal(set) var nestedSwipesBegun = 0
    /// How many running transitions touches caught.
    package internal(set) var catchesBegun = 0
    /// How many preference changes were made while a transition ran.
    package private(set) var preferenceChangesInFlight = 0
    /// How many frames were checked against the model while a transition ran.
    package internal(set) var framesCheckedInFlight = 0

    let log: CompletionLog
    let animators: AnimatorRegistry
    let barHeight: Double
    var nextTicket = 0
    var swipe: SwipeState = .none
    /// The leave guards the steps installed, by pool number (the container holds them weakly).
    private var guards: [Int: FixedLeaveGuard] = [:]
    /// The back interceptors installed, by pool number (the container holds them weakly too).
    private var interceptors: [Int: FixedBackInterceptor] = [:]
    /// The container's run in flight as the last invariant check read it, and how many checks
    /// have read it: a touch between frames reuses the last frame's reading instead of reading
    /// the run again.
    var lastSeenTransition: TransitionReading?
    var checksRun = 0
    /// The model's expectations as of a ``CompletionLog/revision`` (``expectations``).
    var cachedExpectations: (revision: Int, expectations: ModelExpectations)?
    /// The animator the last check asked the registry for.
    var lastAnimator: (id: AnimatorID, animator: any AnimatedTransitioning)?
    /// The first invariant a frame broke, kept until the step that ticked it reports it.
    var frameViolation: PropertyViolation?
    /// A fault the runner plants around the container, to check that its checks catch it
    /// (NavKit-internal; `nil` normally).
    package var plantedFault: PlantedFault? {
        didSet {
            host.holdsQueueWhileCancelling = plantedFault == .queueStallsAfterCancel
            if plantedFault == .losesPreferenceChangeOnCancel || plantedFault == .barIgnoresPreferenceMidTransition {
                container.addObserver(preferenceFaults)
            }
        }
    }
    /// What the preference faults put back or hand on when a transition ends.
    let preferenceFaults = PreferenceFaults()

    enum SwipeState {
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
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        host = ScriptedHost(root: root, bounds: bounds, animators: animators, configuration: configuration)
        log = CompletionLog(model: ReferenceStackModel(root: root, bounds: bounds))
        self.animators = animators
        barHeight = configuration.barHeight
        log.container = host.container
        host.container.addObserver(log)
        host.container.transitionSourceResolver = sources
        host.onFrame = { [unowned self] _ in checkFrame() }
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
    package func perform(_ step: ContainerStep) throws {
        try apply(step)
        try checkInvariants()
    }

    /// Performs one step, checking what the step itself and its frames and touches must do (the
    /// rules of ``stateMachine(_:maxSteps:poolSize:runner:finally:)`` check the invariants after it).
    func apply(_ step: ContainerStep) throws {
        forgetLeftNests()
        switch step {
        case .push(let n, let animated):
            let screen = Self.pushed(n)
            try request(.push(screen.id), carrying: [screen], animated) {
                try $0.push(screen, animated: animated, completion: $1)
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
            let screen = Self.pushed(n)
            try request(.replaceTop(screen.id), carrying: [screen], animated) {
                try $0.replaceTop(with: screen, animated: animated, completion: $1)
            }
        case .setStack(let list, let animated):
            let screens = list.map(Self.pushed)
            try request(.setStack(screens.map(\.id)), carrying: screens, animated) {
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
        case .setBackButtonTitle(let n, let title):
            try changePreference(n) { $0.backButtonTitle = title }
        case .setLayoutDirection(let direction):
            if container.layoutDirection != direction { log.sceneSnapshot = nil }
            container.layoutDirection = direction
            log.model.layoutDirection = direction
        case .setBounds(let width, let height):
            try setBounds(Rect(x: 0, y: 0, width: width, height: height))
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
            setGuard(n, denies: denies)
        case .nest(let n, let depth):
            try nest(in: n, depth: depth)
        }
    }

    /// Releases any swipe and ticks until nothing is in flight, then checks that every request
    /// completed exactly once.
    /// - Throws: ``NavKitProperties/PropertyViolation``.
    package func settle() throws {
        if case .interacting = swipe { try perform(.finishSwipe(velocity: 0)) }
        // A frame that broke an invariant on the way is the cause: it is reported before a
        // settle that then timed out.
        do { try host.settle() } catch let error as ScriptedHost.SettleError {
            try reportFrameViolation()
            throw PropertyViolation("\(error)")
        } catch {
            try reportFrameViolation()
            throw PropertyViolation("tick threw \(error)")
        }
        try reportFrameViolation()
        try settleNested()
        try checkInvariants()
        guard model.outstanding.isEmpty else {
            throw PropertyViolation("requests never completed: \(model.outstanding.map(\.request))")
        }
    }

    /// Lets go of the nested containers whose screens left the stack (the container forgot them
    /// then, by the model's account).
    private func forgetLeftNests() {
        let kept = log.model.nestingScreens
        guard nested.count > kept.count else { return }
        for entry in nested where !kept.contains(ContainerStep.screen(entry.screen).id) {
            nestedDepths[entry.screen] = nil
        }
        nested.removeAll { !kept.contains(ContainerStep.screen($0.screen).id) }
    }

    /// Runs frames (which reach the nested containers) until no nested container is in a
    /// transition; one still running after two seconds of frames is a violation.
    private func settleNested() throws {
        var frames = 0
        while nested.contains(where: { $0.container.isTransitionRunning }) {
            guard frames < 120 else { throw PropertyViolation("a nested container did not settle within 2 s") }
            do { try host.run(for: host.frameInterval) } catch { throw PropertyViolation("tick threw \(error)") }
            try reportFrameViolation()
            frames += 1
        }
    }

    // MARK: Steps

    private func request(
        _ request: ReferenceStackModel.Request, carrying screens: [Screen] = [], _ animated: Bool,
        _ call: (NavigationContainer, @escaping (NavigationResult) -> Void) throws -> OperationDisposition
    ) throws {
        let expected = model.guardedResult(request, to: model.projected)
        let before = Snapshot(container)
        let ticket = takeTicket()
        log.model.accept(request, ticket: ticket, carrying: screens)
        do {
            _ = try call(container, faulty(log.callback(ticket), request, animated))
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

    /// A request's completion, with the fault planted that lives there, if any.
    private func faulty(
        _ completion: @escaping (NavigationResult) -> Void, _ request: ReferenceStackModel.Request, _ animated: Bool
    ) -> (NavigationResult) -> Void {
        switch plantedFault {
        case .doubleCompletion? where animated:
            return { result in
                completion(result)
                if result == .finished { completion(result) }
            }
        case .replaceTopKeepsOldScreen? where request.isReplaceTop:
            guard let replaced = container.projectedStack.last else { return completion }
            return { [weak container] result in
                completion(result)
                guard result == .finished, let container else { return }
                _ = try? container.setStack(container.stack.dropLast() + [replaced], animated: false)
            }
        default:
            return completion
        }
    }

    func takeTicket() -> Int {
        defer { nextTicket += 1 }
        return nextTicket
    }

    private func beginSwipe() throws {
        let busy = !model.outstanding.isEmpty
        // The interactive-pop API is a back action: a denying guard on the top screen refuses it.
        let expected: NavigationError? =
            if busy {
                .transitionInProgress
            } else if model.screens.count < 2 {
                .cannotPopRoot
            } else if model.interceptors.contains(model.topID) {
                .backRefused(.intercepted)
            } else if model.deniers.contains(model.topID) {
                .backRefused(.guarded)
            } else {
                nil
            }
        let before = Snapshot(container)
        let ticket = takeTicket()
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

    /// A preference change: the model edits its own copy of the screen wherever it has it, and
    /// the container must accept the change exactly when the model has the screen.
    private func changePreference(_ n: Int, _ edit: @escaping (inout ScreenPreferences) -> Void) throws {
        let id = ContainerStep.screen(n).id
        let before = Snapshot(container)
        let known = log.model.updatePreferences(of: id, edit)
        if known, let running = container.transitionReading {
            switch plantedFault {
            case .barIgnoresPreferenceMidTransition?:
                preferenceFaults.deferred.append((id, edit))
                preferenceChangesInFlight += 1
                log.sceneSnapshot = nil
                return
            case .losesPreferenceChangeOnCancel? where running.from == id:
                if let old = container.stack.first(where: { $0.id == id })?.preferences {
                    preferenceFaults.restoredOnCancel.append((id, old))
                }
            default:
                break
            }
        }
        do {
            try container.updatePreferences(of: id, edit)
            guard known else { throw PropertyViolation("preferences of \(id) changed; the model does not have it") }
            if container.isTransitionRunning { preferenceChangesInFlight += 1 }
            log.sceneSnapshot = nil
        } catch let error as NavigationError {
            guard !known, error == .screenNotInStack(id) else {
                throw PropertyViolation("preference change of \(id) threw \(error); the model has it: \(known)")
            }
            try before.requireUnchanged(container, after: "refused preference change")
        }
    }

    private func setBounds(_ bounds: Rect) throws {
        let ignored = plantedFault == .ignoresBoundsMidTransition && container.isTransitionRunning
        do { if !ignored { try container.setBounds(bounds) } } catch {
            throw PropertyViolation("valid bounds \(bounds) refused: \(error)")
        }
        if bounds != model.bounds { log.sceneSnapshot = nil }
        log.model.bounds = bounds
    }

    /// Installs on screen `n` a back interceptor that takes every back action (`consumes` true)
    /// or lets each through (false), or, with `nil`, lets go of the one installed: the container
    /// holds interceptors weakly, so it still names one that no longer answers. The model expects
    /// swipes and the interactive-pop API accordingly.
    /// - Parameters:
    ///   - n: The screen's pool number (``ContainerStep/screen(_:)``).
    ///   - consumes: Whether the interceptor takes the back, or `nil` to release it.
    public func setBackInterceptor(_ n: Int, consumes: Bool?) {
        let id = ContainerStep.screen(n).id
        if let consumes {
            let interceptor = FixedBackInterceptor(consumes: consumes)
            interceptors[n] = interceptor
            container.setBackInterceptor(interceptor, for: id)
            if consumes { log.model.interceptors.insert(id) } else { log.model.interceptors.remove(id) }
        } else {
            interceptors[n] = nil
            log.model.interceptors.remove(id)
        }
    }

    private func setGuard(_ n: Int, denies: Bool?) {
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

    /// Nests a fresh container with `depth` screens in screen `n` (when the screen is in the
    /// stack, or waits in a request); frames and the invariant checks reach it from here on.
    private func nest(in n: Int, depth: Int) throws {
        let frame = Self.nestedFrame
        let inner = NavigationContainer(
            root: Screen(id: "n0"), bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height), clock: clock)
        if depth > 1 {
            do {
                try inner.setStack((0..<depth).map { Screen(id: ScreenID("n\($0)")) }, animated: false)
            } catch { throw PropertyViolation("a nested stack was refused: \(error)") }
        }
        let screen = ContainerStep.screen(n).id
        guard plantedFault == .ignoresNestedContainers || container.embed(inner, in: screen, frame: frame) else {
            throw PropertyViolation("a fresh container could not be nested")
        }
        nested.removeAll { $0.screen == n }
        nested.append((n, inner))
        let depthModel = NestedDepth(depth: max(1, depth))
        inner.addObserver(depthModel)
        nestedDepths[n] = depthModel
        log.model.nestingScreens.insert(screen)
    }

    private func advance(_ seconds: Double) throws {
        do { try host.run(for: seconds) } catch { throw PropertyViolation("tick threw \(error)") }
        try reportFrameViolation()
    }

    func reportFrameViolation() throws {
        if let violation = frameViolation {
            frameViolation = nil
            throw violation
        }
    }
}

/// The depth a nested container's stack must have: what it was nested with, less one for each
/// back it reported finished (only routed back swipes change a nested stack here).
@MainActor
final class NestedDepth: NavigationObserver {
    private(set) var depth: Int

    init(depth: Int) { self.depth = depth }

    func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {
        if outcome == .finished, context.direction == .backward { depth -= 1 }
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
