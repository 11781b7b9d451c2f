public import NavKitCore

/// Moves a host's or a screen's own things with the container's transitions: a toolbar that
/// slides with the push, a tab bar that follows the finger and comes back when the swipe is
/// cancelled, a header that fades.
///
/// Every ``NavigationContainer`` owns one (``NavigationContainer/transitionCoordinator``). Its
/// frames are the container's own: each time an event (a tick, a touch, an interactive update)
/// renders a scene that shows a transition, every alongside animation hears an
/// ``NavKitCore/AlongsideFrame`` with that scene's progress and interactivity — there is no
/// second clock, so what an animation moves stands exactly where the screens stand, frame by
/// frame, through a catch and a cancel. Then:
/// - when a finger takes over (a swipe begins, a finger catches a running transition) or lets go,
///   ``notifyWhenInteractionChanges(_:)`` handlers hear the frame where it happened;
/// - when the transition ends, every animation hears its last frame — progress 1 when it
///   finished, progress 0 (where it began) when it was cancelled, with the
///   ``NavKitCore/AlongsideFrame/outcome`` — and then its completion runs, exactly once.
///
/// Registrations are plug-ins held by the coordinator and ended with their
/// ``AlongsideRegistration`` handle; nothing is global. ``animate(alongsideTransition:completion:)``
/// and ``notifyWhenInteractionChanges(_:)`` speak for the transition in flight only, as UIKit's
/// transition coordinator does (a screen calls them as its transition begins);
/// ``addAlongside(_:interactionChanged:completion:)`` hears every transition from now on (a host's
/// chrome).
///
/// ```swift
/// final class Chrome: NavigationObserver {
///     func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {
///         container.transitionCoordinator.animate(alongsideTransition: { frame in
///             print("toolbar at \(frame.progress)")
///         }, completion: { frame in
///             print(frame.isCancelled ? "back where it was" : "moved")
///         })
///     }
/// }
/// ```
///
/// Calls an animation makes into the container are the container's next events; the frames
/// they cause are delivered after the one being delivered.
@MainActor
public final class TransitionCoordinator {
    /// What the container tells the coordinator, in the order it happened.
    private enum Event {
        case began(TransitionContext)
        case caught(TransitionContext)
        case rendered(SceneTransition)
        case ended(TransitionOutcome)
    }

    /// The transition in flight, as the coordinator's animations last heard of it.
    private struct Session {
        var context: TransitionContext
        /// The last frame delivered, `nil` before the first.
        var last: AlongsideFrame?
        /// Whether interaction-change handlers were last told a finger drives it (they start
        /// told it does not: a swipe's first frame is a finger taking over).
        var toldInteractive = false
    }

    private var session: Session?
    private var registrations: [AlongsideRegistration] = []
    private var pending: [Event] = []
    private var isDelivering = false
    /// Whether the container must report each rendered frame: a transition runs and someone
    /// listens. Read by the container after every event; kept in step with ``session`` and
    /// ``registrations``.
    private(set) var wantsFrames = false
    /// The container whose scenes it follows, read when an animation joins a transition no one
    /// listened to yet.
    weak var container: NavigationContainer?

    init() {}

    /// The frame of the transition in flight as its animations last saw it, or `nil` when none
    /// runs (or none was rendered since it began).
    public var currentFrame: AlongsideFrame? { session?.last }

    /// Whether a transition is in flight, so ``animate(alongsideTransition:completion:)`` and
    /// ``notifyWhenInteractionChanges(_:)`` have a transition to speak for.
    public var isTransitioning: Bool { session != nil }

    // MARK: Registering

    /// Moves something with the transition in flight, as UIKit's
    /// `animate(alongsideTransition:completion:)` does.
    ///
    /// If a frame of the transition was rendered already, `animation` hears it at once, so the
    /// thing it moves stands where the screens stand now; then it hears every frame, and the last
    /// one (progress 1 when finished, where it began when cancelled). `completion` runs once,
    /// after the last frame, with that frame.
    /// - Parameters:
    ///   - animation: Called with every frame; may be `nil` when only the completion matters.
    ///   - completion: Called once when the transition ends.
    /// - Returns: The registration, or `nil` when no transition is in flight (UIKit returns
    ///   `false` then); neither closure is kept in that case.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((AlongsideFrame) -> Void)?,
        completion: ((AlongsideFrame) -> Void)? = nil
    ) -> AlongsideRegistration? {
        guard session != nil else { return nil }
        let registration = AlongsideRegistration(
            scope: .current, onFrame: animation, onInteractionChange: nil, onCompletion: completion)
        add(registration)
        if let frame = joinedFrame() { animation?(frame) }
        return registration
    }

    /// Tells `handler` each time a finger takes over the transition in flight (a swipe began, a
    /// finger caught it) or lets go, with the frame where it happened, as UIKit's
    /// `notifyWhenInteractionChanges(_:)` does.
    /// - Parameter handler: Called with the frame whose ``NavKitCore/AlongsideFrame/isInteractive``
    ///   changed.
    /// - Returns: The registration, or `nil` when no transition is in flight.
    @discardableResult
    public func notifyWhenInteractionChanges(_ handler: @escaping (AlongsideFrame) -> Void) -> AlongsideRegistration? {
        guard session != nil else { return nil }
        let registration = AlongsideRegistration(
            scope: .current, onFrame: nil, onInteractionChange: handler, onCompletion: nil)
        add(registration)
        return registration
    }

    /// Moves something with every transition from now on, until the registration is cancelled:
    /// a host's chrome (a tab bar, a toolbar, a custom header).
    ///
    /// A transition in flight when it is added is joined at its current frame.
    /// - Parameters:
    ///   - animation: Called with every frame of every transition.
    ///   - interactionChanged: Called when a finger takes over or lets go.
    ///   - completion: Called once at the end of each transition, after its last frame.
    /// - Returns: The registration; cancel it to stop.
    @discardableResult
    public func addAlongside(
        _ animation: @escaping (AlongsideFrame) -> Void,
        interactionChanged: ((AlongsideFrame) -> Void)? = nil,
        completion: ((AlongsideFrame) -> Void)? = nil
    ) -> AlongsideRegistration {
        let registration = AlongsideRegistration(
            scope: .everyTransition, onFrame: animation, onInteractionChange: interactionChanged,
            onCompletion: completion)
        add(registration)
        if let frame = joinedFrame() { animation(frame) }
        return registration
    }

    /// The frame an animation joining the transition in flight hears at once: the last one
    /// delivered, or — when no one listened so far — the one the container renders now.
    private func joinedFrame() -> AlongsideFrame? {
        guard var current = session else { return nil }
        if let last = current.last { return last }
        guard let transition = container?.scene.transition else { return nil }
        let frame = AlongsideFrame(
            context: current.context, progress: transition.progress, isInteractive: transition.isInteractive)
        current.last = frame
        session = current
        return frame
    }

    private func add(_ registration: AlongsideRegistration) {
        registrations.removeAll { $0.isCancelled }
        registrations.append(registration)
        wantsFrames = session != nil
    }

    // MARK: What the container reports

    /// A transition began (before observers hear of it, so one may register for it).
    func transitionBegan(_ context: TransitionContext) { post(.began(context)) }

    /// A finger caught the running transition.
    func transitionCaught(_ context: TransitionContext) { post(.caught(context)) }

    /// The container rendered a scene (after an event, once its effects were performed).
    func rendered(_ transition: SceneTransition?) {
        if let transition { post(.rendered(transition)) }
    }

    /// The transition in flight ended.
    func transitionEnded(_ outcome: TransitionOutcome) { post(.ended(outcome)) }

    /// Queues an event and delivers, unless a delivery is under way (then it follows in order).
    private func post(_ event: Event) {
        pending.append(event)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        var index = 0
        while index < pending.count {
            let next = pending[index]
            index += 1
            handle(next)
        }
        pending.removeAll(keepingCapacity: true)
    }

    private func handle(_ event: Event) {
        switch event {
        case .began(let context):
            // A begin without an end (never sent) would leave the old session's registrations
            // waiting forever: end them as cancelled first.
            if session != nil { end(.cancelled) }
            session = Session(context: context, last: nil)
            registrations.removeAll { $0.isCancelled }
            wantsFrames = !registrations.isEmpty
        case .caught(let context):
            session?.context = context
        case .rendered(let transition):
            guard var current = session else { return }
            let frame = AlongsideFrame(
                context: current.context, progress: transition.progress, isInteractive: transition.isInteractive)
            let interactionChanged = current.toldInteractive != frame.isInteractive
            // Compared by what a frame says (the context changes only with a catch).
            if !interactionChanged, let last = current.last, last.progress == frame.progress,
                last.isInteractive == frame.isInteractive
            {
                return
            }
            current.last = frame
            current.toldInteractive = frame.isInteractive
            session = current
            deliver(frame, interactionChanged: interactionChanged)
        case .ended(let outcome):
            end(outcome)
        }
    }

    /// Delivers the last frame (where the screens come to rest) and the completions, then drops
    /// the registrations for that transition.
    private func end(_ outcome: TransitionOutcome) {
        guard let ending = session else { return }
        let last = AlongsideFrame(
            context: ending.context, progress: outcome == .finished ? 1 : 0, isInteractive: false, outcome: outcome)
        session = nil
        wantsFrames = false
        deliver(last, interactionChanged: ending.toldInteractive)
        for registration in registrations where !registration.isCancelled {
            registration.onCompletion?(last)
        }
        for registration in registrations where registration.scope == .current { registration.cancel() }
        registrations.removeAll { $0.isCancelled }
    }

    private func deliver(_ frame: AlongsideFrame, interactionChanged: Bool) {
        // A snapshot: a registration added meanwhile hears the next frame (it already heard this
        // one when it was added); one cancelled meanwhile is skipped.
        let listening = registrations
        if interactionChanged {
            for registration in listening where !registration.isCancelled {
                registration.onInteractionChange?(frame)
            }
        }
        for registration in listening where !registration.isCancelled {
            registration.onFrame?(frame)
        }
    }
}
