import NavKitAnimators
import NavKitCore
import NavKitInteraction

/// A navigation container with no shell: the transition machine and the back-gesture machine,
/// wired one way.
///
/// Input flows gesture machine → transition machine → effects. The gesture machine proposes
/// back actions from touches and programmatic events; the core applies them to the transition
/// machine on behalf of their source; when the transition machine ends a run for any reason, the
/// core tells the gesture machine that its source drives nothing more (DESIGN invariant 8). Both
/// are values, so a property test or an exhaustive explorer can copy, step and compare cores
/// anywhere, with no actor and no observer.
@usableFromInline package struct NavigationCore: Sendable {
    /// The stack, the queue, the run and the scene.
    @usableFromInline package var transition: TransitionMachine
    /// Touches, the arena, the programmatic source.
    package private(set) var gestures: BackGestureMachine
    /// Where each screen's nested container is, in this container's coordinates.
    package private(set) var nestedFrames: [ScreenID: Rect] = [:]

    /// What feeding a touch or a programmatic event produced.
    package enum BackStep: Sendable {
        /// Done: route the touch (or report the action) as given.
        case done(TouchRouting)
        /// The back action would begin on a screen with an interceptor or a leave guard (as the
        /// transition machine's ``LeaveGuardState`` records): ask them, then call
        /// ``resolveBegin(_:refusal:answer:into:)``.
        case askGuards(ScreenID, Proposal)
    }

    /// A back begin waiting for the answers of a screen's interceptor and guard.
    package struct Proposal: Sendable {
        let routing: TouchRouting
        let source: InteractionSource
        let time: Timestamp

        /// Where the back came from, for the guard.
        package var origin: BackOrigin {
            if case .begin(let kind, _) = routing.action, kind != .programmatic { return .swipe(kind) }
            return .programmatic
        }
    }

    /// Creates a core.
    /// - Parameter transition: The transition machine (its stack, bounds, settings).
    package init(transition: TransitionMachine) {
        self.transition = transition
        // The default settings are always valid.
        self.gestures = try! BackGestureMachine()
    }

    // MARK: Per-screen state

    /// Records whether a screen has a leave guard and whether it has a back interceptor (in the
    /// transition machine's ``LeaveGuardState``, the one place guards are known).
    package mutating func setGuards(leave: Bool, intercepted: Bool, screen: ScreenID) {
        transition.setGuards(leave: leave, intercepted: intercepted, for: screen)
        updateRemovalReporting()
    }

    /// Records (or clears) where a screen's nested container is.
    package mutating func setNestedFrame(_ frame: Rect?, for screen: ScreenID) {
        nestedFrames[screen] = frame
        updateRemovalReporting()
    }

    /// Replaces a screen's scroll regions.
    package mutating func setScrollRegions(_ regions: [ScrollRegion], for screen: ScreenID) {
        gestures.setScrollRegions(regions, for: screen)
        updateRemovalReporting()
    }

    /// Adds or replaces one scroll region of a screen.
    package mutating func updateScrollRegion(_ region: ScrollRegion, for screen: ScreenID) {
        gestures.updateScrollRegion(region, for: screen)
        updateRemovalReporting()
    }

    /// Changes the back-swipe settings.
    package mutating func setBackGestureConfiguration(_ configuration: BackGestureConfiguration)
        throws(BackGestureConfigurationError)
    {
        try gestures.setConfiguration(configuration)
    }

    /// Attaches a host recognizer to the arena.
    package mutating func attach(
        _ recognizer: any GestureRecognizer, as id: GestureID, in region: Rect, relations: GestureRelations
    ) -> Bool {
        gestures.attach(recognizer, as: id, in: region, relations: relations)
    }

    /// Detaches a host recognizer.
    package mutating func detach(_ id: GestureID) { gestures.detach(id) }

    private mutating func updateRemovalReporting() {
        transition.reportsRemovedScreens =
            gestures.hasScrollRegions || !transition.guards.isEmpty || !nestedFrames.isEmpty
    }

    // MARK: Transition events

    /// Runs one transition-machine event, then applies what its effects mean for the gestures:
    /// removed screens are forgotten, and a source whose run ended while it drove drives nothing
    /// more.
    @discardableResult
    package mutating func step<Result, Failure: Error>(
        into effects: inout [ContainerEffect],
        _ body: (inout TransitionMachine, inout [ContainerEffect]) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let start = effects.count
        defer { if effects.count > start { settle(effectsFrom: start, in: effects) } }
        return try body(&transition, &effects)
    }

    /// Tells the gestures and guards what the effects since `start` mean for them.
    private mutating func settle(effectsFrom start: Int, in effects: [ContainerEffect]) {
        var removedAny = false
        for index in start..<effects.count {
            switch effects[index] {
            case .forget(let removed):
                gestures.forgetScreens(removed)
                transition.guards.forget(removed)
                for id in removed { nestedFrames[id] = nil }
                removedAny = true
            case .stoppedDriving(let source):
                gestures.interactionEnded(source)
            default:
                continue
            }
        }
        if removedAny { updateRemovalReporting() }
    }

    /// Everything that decides how the core reacts to the next input (NavKit-internal, for
    /// exhaustive exploration).
    package var explorationKey: ExplorationKey {
        ExplorationKey(transition: transition.explorationKey, gestures: gestures.explorationKey)
    }

    /// The parts of ``explorationKey``.
    package struct ExplorationKey: Hashable, Sendable {
        let transition: TransitionMachine.ExplorationKey
        let gestures: BackGestureMachine.ExplorationKey
    }

    /// The environment the gesture machine sees.
    // Always inlined: a call would copy the whole core (as its `self` argument) per touch.
    @inline(__always) package var environment: GestureEnvironment {
        var environment = GestureEnvironment(
            bounds: transition.scene.bounds, layoutDirection: transition.scene.layoutDirection,
            stackDepth: transition.stack.count, isTransitioning: !transition.isIdle,
            policy: transition.stack.topPolicy, catchable: transition.catchable)
        environment.drivingSource = transition.drivingSource
        return environment
    }

    /// The top screen as the zoom dismiss sees it: a screen that names a transition source and
    /// whose pop runs an animator that zooms from it (``NavKitCore/AnimatedTransitioning/zoomsFromSource``:
    /// not Reduce Motion's cross-fade, not a slide), at
    /// rest on a stack it can go back from, or the deeper screen of a running zoom. The
    /// direction toward the source is known once the host resolved it for the run.
    package var zoomDismissTarget: ZoomDismissTarget? {
        guard let box = transition.runBox else {
            guard transition.stack.count >= 2, transition.stack.topNamesTransitionSource else { return nil }
            let top = transition.stack.top
            let animator = transition.resolveAnimator(override: nil, preferred: top.preferences.preferredAnimator)
            guard animator.animator.zoomsFromSource else { return nil }
            return ZoomDismissTarget()
        }
        guard box.run.animator.zoomsFromSource else { return nil }
        let context = box.run.context
        guard context.deeper.preferences.transitionSource != nil else { return nil }
        guard let frame = context.sourceFrame else { return ZoomDismissTarget() }
        let bounds = context.bounds
        return ZoomDismissTarget(
            towardSource: Vector(
                dx: frame.minX + frame.width / 2 - (bounds.minX + bounds.width / 2),
                dy: frame.minY + frame.height / 2 - (bounds.minY + bounds.height / 2)))
    }

    // MARK: Back input

    /// Feeds one touch to the gestures and applies its back action.
    /// - Throws: ``NavKitInteraction/TouchError``; nothing changes then (the refusal is reported as a
    ///   diagnostic effect).
    package mutating func handle(
        _ touch: Touch, nested: NestedDecision? = nil, into effects: inout [ContainerEffect]
    ) throws(TouchError) -> BackStep {
        let routing: TouchRouting
        do {
            var environment = environment
            environment.nested = nested
            // Asked only where the zoom dismiss decides (a finger landing or lifting), never per move.
            if touch.phase != .moved { environment.zoomDismiss = zoomDismissTarget }
            let top = transition.stack.topID
            let nestedFrame = nestedFrames.isEmpty ? nil : nestedFrames[top]
            routing = try gestures.handle(touch, in: environment, topScreen: top, nestedFrame: nestedFrame)
        } catch {
            effects.append(.report(.touchRefused(error)))
            throw error
        }
        let source = InteractionSource.touch(touch.id)
        return apply(routing, source: source, at: touch.timestamp, into: &effects)
    }

    /// Feeds one programmatic back event and applies its action.
    /// - Throws: ``NavKitInteraction/ProgrammaticBackError``; nothing changes then (reported as a
    ///   diagnostic effect).
    package mutating func handle(_ event: ProgrammaticBackEvent, into effects: inout [ContainerEffect])
        throws(ProgrammaticBackError) -> BackStep
    {
        let action: BackGestureAction
        do {
            action = try gestures.handle(event, in: environment)
        } catch {
            effects.append(.report(.programmaticBackRefused(error)))
            throw error
        }
        return apply(
            TouchRouting(deliversToContent: false, action: action), source: .programmatic, at: event.time,
            into: &effects)
    }

    /// Completes a proposal with the answers: the interceptor's refusal, if it took the back,
    /// else the guard's answer to the machine's question (``TransitionMachine/backQuestion(about:origin:)``),
    /// if the screen has a guard. It begins only with the guard's consent.
    package mutating func resolveBegin(
        _ proposal: Proposal, refusal: BackGestureRefusal?, answer: LeaveAnswer?, into effects: inout [ContainerEffect]
    ) -> TouchRouting {
        if let refusal { return refuse(proposal.routing, source: proposal.source, because: refusal, into: &effects) }
        var consented: Set<ScreenID> = []
        if let answer {
            guard transition.takeBackAnswer(answer) else {
                return refuse(proposal.routing, source: proposal.source, because: .guarded, into: &effects)
            }
            consented.insert(answer.question.screen.id)
        }
        return begin(proposal.routing, source: proposal.source, at: proposal.time, consented: consented, into: &effects)
    }

    // Consuming: the routing moves into the step it returns (its arrays are not copied).
    private mutating func apply(
        _ routing: consuming TouchRouting, source: InteractionSource, at eventTime: Timestamp,
        into effects: inout [ContainerEffect]
    ) -> BackStep {
        // Touches and frames share one time base but arrive apart: never go behind a frame.
        let time = max(eventTime, transition.lastTime)
        switch routing.action {
        case .none:
            return .done(routing)
        case .refuse(let reason):
            effects.append(.report(.backGestureRefused(reason)))
            return .done(routing)
        case .begin(let kind, _):
            let top = transition.stack.topID
            // Catching a transition removes nothing by itself: no guard is asked.
            if kind != .caught, transition.guards.asksBack(on: top) {
                return .askGuards(top, Proposal(routing: routing, source: source, time: time))
            }
            return .done(begin(routing, source: source, at: time, into: &effects))
        case .update(let progress):
            step(into: &effects) { (t: inout TransitionMachine, fx: inout [ContainerEffect]) in
                do throws(NavigationError) {
                    try t.updateInteractivePop(source: source, progress: progress, at: time, into: &fx)
                } catch {
                    fx.append(.report(.backGestureInputRefused(.progress, error)))
                }
            }
        case .drag(let progress):
            guard let translation = gestures.zoomTranslation(for: source) else { return .done(routing) }
            step(into: &effects) { (t: inout TransitionMachine, fx: inout [ContainerEffect]) in
                do throws(NavigationError) {
                    try t.dragInteractivePop(
                        source: source, progress: progress, translation: translation, at: time, into: &fx)
                } catch {
                    fx.append(.report(.backGestureInputRefused(.drag, error)))
                }
            }
        case .finish(let velocity):
            release(source, .finished, velocity: velocity, at: time, into: &effects)
        case .cancel(let velocity):
            release(source, .cancelled, velocity: velocity, at: time, into: &effects)
        }
        return .done(routing)
    }

    private mutating func release(
        _ source: InteractionSource, _ outcome: TransitionOutcome, velocity: Double, at time: Timestamp,
        into effects: inout [ContainerEffect]
    ) {
        let finger = gestures.zoomReleaseVelocity(for: source)
        step(into: &effects) { (t: inout TransitionMachine, fx: inout [ContainerEffect]) in
            do throws(NavigationError) {
                try t.releaseInteractivePop(
                    source: source, toward: outcome, velocity: velocity, finger: finger, at: time, into: &fx)
            } catch {
                fx.append(.report(.backGestureInputRefused(.release, error)))
            }
        }
    }

    private mutating func begin(
        _ routing: TouchRouting, source: InteractionSource, at time: Timestamp, consented: Set<ScreenID> = [],
        into effects: inout [ContainerEffect]
    ) -> TouchRouting {
        guard case .begin(let kind, let progress) = routing.action else { return routing }
        do {
            try step(into: &effects) {
                (t: inout TransitionMachine, fx: inout [ContainerEffect]) throws(NavigationError) in
                if kind == .caught {
                    try t.catchRun(source: source, at: time, into: &fx)
                } else {
                    try t.beginInteractivePop(
                        source: source, at: time, animator: nil, ticket: nil, consented: consented, into: &fx)
                }
            }
        } catch {
            return refuse(routing, source: source, because: Self.refusal(for: error), into: &effects)
        }
        let confirmed = source == .programmatic ? routing : gestures.confirmBegin(routing)
        if let translation = gestures.zoomTranslation(for: source) {
            // The zoom dismiss: the screen follows the finger from the frame it was taken at.
            step(into: &effects) { (t: inout TransitionMachine, fx: inout [ContainerEffect]) in
                do throws(NavigationError) {
                    try t.dragInteractivePop(
                        source: source, progress: progress, translation: translation, at: time, into: &fx)
                } catch {
                    fx.append(.report(.backGestureInputRefused(.drag, error)))
                }
            }
        } else if progress > 0, kind != .caught {
            step(into: &effects) { (t: inout TransitionMachine, fx: inout [ContainerEffect]) in
                do throws(NavigationError) {
                    try t.updateInteractivePop(source: source, progress: progress, at: time, into: &fx)
                } catch {
                    fx.append(.report(.backGestureInputRefused(.progress, error)))
                }
            }
        }
        return confirmed
    }

    /// Why a back begin the transition machine refused does not begin.
    private static func refusal(for error: NavigationError) -> BackGestureRefusal {
        switch error {
        case .cannotPopRoot: .rootScreen
        case .backRefused(let refusal): refusal
        default: .transitionRunning
        }
    }

    private mutating func refuse(
        _ routing: TouchRouting, source: InteractionSource, because reason: BackGestureRefusal,
        into effects: inout [ContainerEffect]
    ) -> TouchRouting {
        let refused: TouchRouting
        if source == .programmatic {
            refused = TouchRouting(deliversToContent: false, action: gestures.abandonProgrammatic(because: reason))
        } else {
            refused = gestures.abandon(routing, because: reason)
        }
        effects.append(.report(.backGestureRefused(reason)))
        return refused
    }
}
