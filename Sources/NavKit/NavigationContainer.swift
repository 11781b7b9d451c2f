import NavKitAnimators
public import NavKitCore
public import NavKitInteraction

/// A navigation stack with plug-in transitions, interactive back, and a managed bar.
///
/// The container holds a stack of ``NavKitCore/Screen`` values, runs push and pop transitions through
/// ``NavKitCore/AnimatedTransitioning`` plug-ins, turns touches into an interactive swipe back, and
/// produces a ``NavKitCore/Scene`` a host renders every frame. It reads no wall clock: operations
/// start at the injected clock's `now`, and frames advance with ``tick(at:)``.
///
/// The container is a thin shell. Every decision is made by value-type state machines (the
/// transition machine: stack, queue, run and scene; the back-gesture machine: touches, the gesture
/// arena, the programmatic source); the container feeds them each call as an event and performs
/// what they return — observer callbacks, completions, diagnostics — in order, after their state is
/// settled. A call an observer or completion makes back into the container is simply the next
/// event, and its effects follow those already waiting.
///
/// The container is main-actor isolated, as UIKit's and SwiftUI's view types are, and so are the
/// protocols a host implements for it (``NavigationObserver``, ``NavKitInteraction/BackInterceptor``,
/// ``NavKitCore/NavigationClock``): a view controller conforms with a plain
/// `: NavigationObserver`. The machines underneath are `Sendable` values.
///
/// Guarantees:
/// - The stack is never empty; nothing removes the root.
/// - At most one transition runs. Requests made meanwhile are queued in order and applied after
///   it; none is dropped, and one that can no longer apply completes with
///   ``NavigationResult/failed(_:)``.
/// - Every request's completion runs exactly once; a cancelled transition leaves stack, scene and
///   bar exactly as before it began.
/// - Invalid requests throw a ``NavigationError`` and change nothing.
///
/// ```swift
/// let clock = ManualClock()
/// let container = NavigationContainer(root: Screen(id: "home"), clock: clock)
/// try container.push(Screen(id: "detail"))
/// clock.advance(by: 0.2)
/// let scene = try container.tick()       // mid-push
/// ```
@MainActor
public final class NavigationContainer {
    /// The source of "now" for operations that start a transition.
    public let clock: any NavigationClock

    // The core and the outbox are touched several times per event, never by two accesses at once
    // (the machines never call out; an effect is read out before it is performed), on the main
    // actor only: the runtime's dynamic exclusivity check of a class's stored property guards
    // nothing here (its cost is in the Performance article).
    @exclusivity(unchecked) @usableFromInline package var core: NavigationCore
    private var observers = ObserverList()
    /// Moves the host's and the screens' own things with every transition, frame by frame, from
    /// the scenes this container renders. See ``TransitionCoordinator``.
    public let transitionCoordinator = TransitionCoordinator()
    /// Resolves the source elements of zoom transitions and the shared elements of any
    /// transition, held weakly; `nil` resolves none (a zoom then cross-fades, no element flies).
    /// See ``TransitionSourceResolver``.
    public weak var transitionSourceResolver: (any TransitionSourceResolver)?
    var interceptors: [ScreenID: WeakInterceptor] = [:]
    /// The guard objects, held weakly; everything else about guards (which screens have one,
    /// the open questions) is the transition machine's ``LeaveGuardState``.
    var leaveGuards: [ScreenID: WeakLeaveGuard] = [:]
    /// Containers nested in this one's screens.
    var nested: [ScreenID: Nested] = [:]
    /// The container this one is nested in.
    weak var enclosing: NavigationContainer?
    /// The nested container the current touch gesture also goes to.
    weak var routedChild: NavigationContainer?
    /// Where ``routedChild`` stands in this container's coordinates, while a gesture is routed to
    /// it; `nil` otherwise.
    var routedOrigin: Point?
    /// The container the current programmatic back gesture goes to.
    var programmaticTarget: WeakContainer?

    struct WeakContainer {
        weak var value: NavigationContainer?
    }
    private var completions: [CompletionTicket: (NavigationResult) -> Void] = [:]
    private var nextTicket: UInt64 = 0
    /// Effects waiting to be performed, oldest first; a call made while they are performed
    /// appends its own behind them.
    @exclusivity(unchecked) var outbox: [ContainerEffect] = []
    @exclusivity(unchecked) private var isPerformingEffects = false

    struct WeakInterceptor {
        weak var value: (any BackInterceptor)?
    }

    struct WeakLeaveGuard {
        weak var value: (any LeaveGuard)?
    }

    /// Creates a container with a root screen.
    /// - Parameters:
    ///   - root: The first screen; it can never be popped.
    ///   - bounds: The container's bounds, a 390 × 844 phone by default. Bounds that are not
    ///     finite or have a negative size are replaced by 390 × 844 (the initializer does not
    ///     throw); ``setBounds(_:)`` later refuses them with ``NavigationError/invalidBounds(_:)``.
    ///   - layoutDirection: Which side is leading.
    ///   - clock: The source of "now".
    ///   - animators: The animator registry; ``NavKitCore/AnimatorRegistry/standard`` by default.
    ///   - configuration: Other settings.
    public init(
        root: Screen,
        bounds: Rect = Rect(x: 0, y: 0, width: 390, height: 844),
        layoutDirection: LayoutDirection = .leftToRight,
        clock: any NavigationClock,
        animators: AnimatorRegistry = .standard,
        configuration: NavigationConfiguration = NavigationConfiguration()
    ) {
        self.clock = clock
        core = NavigationCore(
            transition: TransitionMachine(
                root: root, bounds: bounds, layoutDirection: layoutDirection, configuration: configuration,
                animators: animators, now: clock.now))
        outbox.reserveCapacity(16)
        transitionCoordinator.container = self
    }

    // MARK: State

    /// Settings that are not plug-ins.
    public var configuration: NavigationConfiguration { core.transition.configuration }
    /// The animators by name; its default animates operations that ask for nothing else.
    public var animators: AnimatorRegistry {
        get { core.transition.animators }
        set { core.transition.animators = newValue }
    }
    /// Whether animated changes move or cross-fade (Reduce Motion): under
    /// ``NavKitAnimators/MotionPolicy/reduced`` every transition that begins from now on runs its
    /// animator as a ``NavKitAnimators/ReducedMotionAnimator`` (a cross-fade of the same
    /// duration). The container applies it when it resolves an animator; ``animators`` stays the
    /// registry as given, so an animator registered at any time is used.
    public var motionPolicy: MotionPolicy {
        get { core.transition.motionPolicy }
        set { core.transition.motionPolicy = newValue }
    }
    /// The latest frame; updated by every operation, tick, touch and interactive update.
    // Inlinable, so a caller that reads one field of the scene copies only that field.
    @inlinable public var scene: Scene { core.transition.scene }
    /// The screens, root first. During a transition this is the stack before it; it changes when
    /// the transition finishes.
    public var stack: [Screen] { core.transition.stack.screens }
    /// The screen on top of ``stack``.
    public var topScreen: Screen { core.transition.stack.top }
    /// The container's bounds.
    public var bounds: Rect { scene.bounds }
    /// The transition in flight — what it is, its progress and what drives it — or `nil` when
    /// none runs. The one way to ask whether and how a transition runs.
    public var transition: TransitionStatus? { core.transition.status }
    /// How many requests wait behind the transition in flight.
    public var queuedOperationCount: Int { core.transition.queuedCount }
    /// The stack the transition in flight commits if it finishes (NavKit-internal: what the host
    /// driver names the incoming bar after); `nil` when none runs.
    package var stackAfterTransition: [Screen]? { core.transition.screensAfterRun }
    /// The stack as it will be once the transition in flight finishes and the queue drains.
    public var projectedStack: [Screen] { core.transition.projectedScreens }
    /// The screens the waiting requests bring in (pushes, replacements, new stacks), oldest first,
    /// those a later request removes again too (NavKit-internal: the screens a host keeps views
    /// for).
    package var screensOfWaitingRequests: [Screen] {
        core.transition.queue.pending.flatMap { request -> [Screen] in
            switch request.operation {
            case .push(let screen), .replaceTop(let screen): [screen]
            case .setStack(let screens): screens
            case .pop, .popTo, .popToRoot: []
            }
        }
    }
    /// Which side is leading. Changing it re-lays out the idle scene; a running transition keeps
    /// the direction it started with.
    public var layoutDirection: LayoutDirection {
        get { scene.layoutDirection }
        set { core.transition.setLayoutDirection(newValue) }
    }

    // MARK: Configuration changes

    /// Changes the container's bounds; the scene is re-laid out at once.
    /// - Parameter bounds: Finite, non-negative bounds.
    /// - Throws: ``NavigationError/invalidBounds(_:)``; nothing changes then.
    public func setBounds(_ bounds: Rect) throws(NavigationError) {
        try performTransition { (machine, effects) throws(NavigationError) in
            try machine.setBounds(bounds, into: &effects)
        }
    }

    /// Changes a screen's preferences (bar, back gesture, animator) at any time.
    ///
    /// The bar follows at once: an idle scene is re-rendered; a running transition blends toward
    /// (or, if cancelled, back to) the new preference. The screen may be in the stack, brought in
    /// by the running transition, or waiting in a queued request.
    /// - Parameters:
    ///   - id: The screen.
    ///   - transform: Edits the preferences.
    /// - Throws: ``NavigationError/screenNotInStack(_:)``; nothing changes then.
    public func updatePreferences(of id: ScreenID, _ transform: (inout ScreenPreferences) -> Void)
        throws(NavigationError)
    {
        try performTransition { (machine, effects) throws(NavigationError) in
            try machine.updatePreferences(of: id, transform, into: &effects)
        }
    }

    /// Tells the container that the running transition's source element moved, appeared or went
    /// away since the transition began: it asks its ``transitionSourceResolver`` again, and the
    /// run takes the answer from its next frame on (`nil` or an unusable frame: a cross-fade).
    ///
    /// For a host that learns where an element stands only after the transition attached its
    /// screen — a declarative view reports its layout once it is drawn. Without a transition in
    /// flight, or for a transition without a source, it does nothing.
    public func transitionSourceDidChange() {
        perform { core, effects in
            if let question = core.transition.sourceQuestion { effects.append(.resolveSource(question)) }
        }
    }

    // MARK: Observers

    /// Adds an observer, held weakly: the one channel for lifecycle events and diagnostics.
    /// - Parameter observer: The observer; adding it twice has no effect.
    public func addObserver(_ observer: any NavigationObserver) { observers.add(observer) }

    /// Removes an observer.
    /// - Parameter observer: The observer.
    public func removeObserver(_ observer: any NavigationObserver) { observers.remove(observer) }

    /// The number of observers still alive.
    public var observerCount: Int { observers.liveCount }

    // MARK: Events and effects

    /// Issues a completion ticket for a handler.
    func ticket(for completion: ((NavigationResult) -> Void)?) -> CompletionTicket? {
        guard let completion else { return nil }
        nextTicket += 1
        let ticket = CompletionTicket(nextTicket)
        completions[ticket] = completion
        return ticket
    }

    /// Withdraws a ticket whose request was refused.
    func withdraw(_ ticket: CompletionTicket?) {
        if let ticket { completions[ticket] = nil }
    }

    /// Feeds one event to the machines, then performs the effects it produced (unless effects are
    /// being performed already: then they wait their turn).
    func perform<Result, Failure: Error>(
        _ event: (inout NavigationCore, inout [ContainerEffect]) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // Asked here (the body is not inlined): most touches and frames produce no effect.
        defer {
            if !outbox.isEmpty { performEffects() }
            // Once the event's effects are performed (never from a call an effect makes: its
            // scene may be of a transition the coordinator has not heard begin yet).
            if transitionCoordinator.wantsFrames, !isPerformingEffects {
                transitionCoordinator.rendered(core.transition.scene.transition)
            }
        }
        return try event(&core, &outbox)
    }

    /// Feeds one transition-machine event through the core (which keeps the gestures in step),
    /// then performs its effects.
    func performTransition<Result, Failure: Error>(
        _ event: (inout TransitionMachine, inout [ContainerEffect]) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try perform { (core, effects) throws(Failure) in try core.step(into: &effects, event) }
    }

    /// The time an event without one happens at: the clock's `now`, never earlier than a time the
    /// container already saw.
    func now() -> Timestamp { max(clock.now, core.transition.lastTime) }

    private func performEffects() {
        guard !outbox.isEmpty, !isPerformingEffects else { return }
        isPerformingEffects = true
        defer { isPerformingEffects = false }
        // Batch by batch, each read in place (an effect carries screens and contexts: copying
        // one out cost more than performing it). A call made while a batch is performed appends
        // to the fresh outbox, whose effects form the next batch, so the order stays the same.
        var batch: [ContainerEffect] = []
        while !outbox.isEmpty {
            swap(&batch, &outbox)
            for index in batch.indices { perform(batch[index]) }
            batch.removeAll(keepingCapacity: true)
            // Keep the larger buffer as the outbox, so a steady stream of events allocates nothing.
            if outbox.isEmpty, batch.capacity > outbox.capacity { swap(&batch, &outbox) }
        }
    }

    private func perform(_ effect: ContainerEffect) {
        switch effect {
        case .willShow(let screen, let animated):
            observers.notify { $0.navigationContainer(self, willShow: screen, animated: animated) }
        case .didShow(let screen, let animated):
            observers.notify { $0.navigationContainer(self, didShow: screen, animated: animated) }
        case .didBegin(var context):
            // The host was asked where the transition's source stands just before (that effect
            // comes first): observers hear the answer with the transition.
            if context.sourceFrame == nil, let running = core.transition.runBox?.run.context,
                running.isSameTransition(as: context)
            {
                context.sourceFrame = running.sourceFrame
            }
            transitionCoordinator.transitionBegan(context)
            observers.notify { $0.navigationContainer(self, didBegin: context) }
        case .didCatch(let context):
            transitionCoordinator.transitionCaught(context)
            observers.notify { $0.navigationContainer(self, didCatch: context) }
        case .didEnd(let context, let outcome):
            transitionCoordinator.transitionEnded(outcome)
            observers.notify { $0.navigationContainer(self, didEnd: context, outcome: outcome) }
        case .complete(let ticket, let result):
            let completion = completions.removeValue(forKey: ticket)
            completion?(result)
        case .report(let diagnostic):
            observers.notify { $0.navigationContainer(self, didReport: diagnostic) }
        case .forget(let removed):
            for id in removed {
                interceptors[id] = nil
                leaveGuards[id] = nil
                if let child = nested.removeValue(forKey: id)?.container, child.enclosing === self {
                    child.enclosing = nil
                }
            }
        case .askLeave(let question):
            relay(question)
        case .stoppedDriving:
            // The core already told the gestures (NavigationCore.step).
            break
        case .resolveSource(let question):
            let frame = transitionSourceResolver?.frame(of: question.source, on: question.screen)
            performTransition { machine, effects in machine.resolveSource(frame, for: question, into: &effects) }
        case .resolveSharedElements(let question):
            guard let resolver = transitionSourceResolver else { return }
            let answers = question.elements.map {
                SharedElementAnswer(
                    element: $0, from: resolver.sharedElement($0, on: question.from),
                    to: resolver.sharedElement($0, on: question.to))
            }
            performTransition { machine, effects in
                machine.resolveSharedElements(answers, for: question, into: &effects)
            }
        }
    }

    /// The interceptor of a screen, if it is still alive.
    func interceptor(of screen: ScreenID) -> (any BackInterceptor)? { interceptors[screen]?.value }

    /// Sets or clears a screen's back interceptor, held weakly: asked first by every back action
    /// (swipe, programmatic back, back button, keyboard and accessibility escape).
    /// - Parameters:
    ///   - interceptor: The interceptor, or `nil` to clear.
    ///   - screen: The screen it speaks for.
    public func setBackInterceptor(_ interceptor: (any BackInterceptor)?, for screen: ScreenID) {
        interceptors[screen] = interceptor.map { WeakInterceptor(value: $0) }
        updateGuards(of: screen)
    }

    /// Tells the machines which kinds of guard a screen has.
    func updateGuards(of screen: ScreenID) {
        core.setGuards(leave: leaveGuards[screen] != nil, intercepted: interceptors[screen] != nil, screen: screen)
    }
}
