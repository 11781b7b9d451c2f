import NavKitAnimators
public import NavKitCore

/// A navigation stack with plug-in transitions, interactive back, and a managed bar.
///
/// The container holds a stack of ``NavKitCore/Screen`` values, runs push and pop transitions through
/// ``NavKitCore/AnimatedTransitioning`` plug-ins, and produces a ``NavKitCore/Scene`` a host renders every frame. It
/// reads no wall clock: operations start at the injected clock's `now`, and frames advance with
/// ``tick(at:)``.
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
public final class NavigationContainer {
    /// The source of "now" for operations that start a transition.
    public let clock: any NavigationClock
    /// Settings that are not plug-ins.
    public let configuration: NavigationConfiguration
    /// The animators by name; its default animates operations that ask for nothing else.
    public var animators: AnimatorRegistry

    /// The latest frame; updated by every operation, tick and interactive update.
    public internal(set) var scene: Scene

    /// Called with every diagnostic, in addition to observers.
    public var diagnosticHandler: ((NavigationDiagnostic) -> Void)?

    /// The back-gesture driver wired to this container: edge and fullscreen swipe back, scroll
    /// regions, back interceptors and content-touch routing. Configure it with
    /// `gestures.setConfiguration(_:)`; feed it through ``handle(_:)-(Touch)``.
    public private(set) lazy var gestures = NavigationGestures(owner: self)

    var screens: ScreenStack
    var run: TransitionRun?
    var interaction: (any InteractiveTransitioning)?
    private var queue: [PendingRequest] = []
    private var queueHead = 0
    var lastTime: Timestamp
    private var observers: [WeakObserver] = []
    private var isDraining = false
    /// A change being applied without a transition, while observers hear `willShow` about it.
    private var applyingChange: StackChange?

    /// Creates a container with a root screen.
    /// - Parameters:
    ///   - root: The first screen; it can never be popped.
    ///   - bounds: The container's bounds.
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
        let safeBounds = Self.isValid(bounds) ? bounds : Rect(x: 0, y: 0, width: 390, height: 844)
        self.clock = clock
        self.configuration = configuration
        self.animators = animators
        self.screens = ScreenStack(root: root)
        self.lastTime = clock.now.isFinite ? clock.now : .zero
        self.scene = Scene(
            bounds: safeBounds, layoutDirection: layoutDirection,
            layers: SceneLayers(ScreenLayer(screen: root.id, title: root.title, state: .resting)),
            bar: .resting(for: root, showsBackButton: false, height: configuration.barHeight))
    }

    // MARK: State

    /// The screens, root first. During a transition this is the stack before it; it changes when
    /// the transition finishes.
    public var stack: [Screen] { screens.screens }
    /// The screen on top of ``stack``.
    public var topScreen: Screen { screens.top }
    /// The container's bounds.
    public var bounds: Rect { scene.bounds }
    /// Which side is leading. Changing it re-lays out the idle scene; a running transition keeps
    /// the direction it started with.
    public var layoutDirection: LayoutDirection {
        get { scene.layoutDirection }
        set {
            scene.layoutDirection = newValue
            if run == nil { renderIdle() }
        }
    }
    /// Whether a transition is in flight.
    public var isTransitioning: Bool { run != nil }
    /// The transition in flight.
    public var currentTransition: TransitionContext? { run?.context }
    /// The progress of the transition in flight, 0…1.
    public var transitionProgress: Double? { run?.progress }
    /// Whether the transition in flight is driven interactively.
    public var isInteractive: Bool { interaction != nil }
    /// How many requests wait behind the transition in flight.
    public var queuedOperationCount: Int { queue.count - queueHead }
    /// The stack as it will be once the transition in flight finishes and the queue drains.
    public var projectedStack: [Screen] { projected().screens }

    // MARK: Configuration changes

    /// Changes the container's bounds; the scene is re-laid out at once.
    /// - Parameter bounds: Finite, non-negative bounds.
    /// - Throws: ``NavigationError/invalidBounds(_:)``; nothing changes then.
    public func setBounds(_ bounds: Rect) throws(NavigationError) {
        guard Self.isValid(bounds) else { throw .invalidBounds(bounds) }
        scene.bounds = bounds
        if let run {
            run.context.bounds = bounds
            render(progress: run.progress)
        } else {
            renderIdle()
        }
    }

    /// Changes a screen's preferences (bar, back gesture, animator) at any time.
    ///
    /// The bar follows at once: an idle scene is re-rendered; a running transition blends toward
    /// (or, if cancelled, back to) the new preference.
    /// - Parameters:
    ///   - id: A screen in the stack, or the one a running transition brings in.
    ///   - transform: Edits the preferences.
    /// - Throws: ``NavigationError/screenNotInStack(_:)``; nothing changes then.
    public func updatePreferences(of id: ScreenID, _ transform: (inout ScreenPreferences) -> Void)
        throws(NavigationError)
    {
        var found = screens.update(id) { transform(&$0.preferences) }
        if let run {
            if run.context.from.id == id {
                transform(&run.context.from.preferences)
                found = true
            }
            if run.context.to.id == id {
                transform(&run.context.to.preferences)
                found = true
            }
            run.change = run.change.updating(id, transform)
            run.fromBar = .resting(
                for: run.context.from, showsBackButton: screens.count > 1, height: configuration.barHeight)
            run.toBar = .resting(
                for: run.context.to, showsBackButton: screens.count(after: run.change) > 1,
                height: configuration.barHeight)
            run.fromLayer.title = run.context.from.title
            run.toLayer.title = run.context.to.title
            if found { render(progress: run.progress) }
        } else if found {
            renderIdle()
        }
        if !found { throw .screenNotInStack(id) }
    }

    // MARK: Observers

    /// Adds an observer, held weakly.
    /// - Parameter observer: The observer; adding it twice has no effect.
    public func addObserver(_ observer: any NavigationObserver) {
        observers.removeAll { $0.value == nil }
        guard !observers.contains(where: { $0.value === observer }) else { return }
        observers.append(WeakObserver(value: observer))
    }

    /// Removes an observer.
    /// - Parameter observer: The observer.
    public func removeObserver(_ observer: any NavigationObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    /// The number of observers still alive.
    public var observerCount: Int { observers.reduce(0) { $0 + ($1.value == nil ? 0 : 1) } }

    func notify(_ event: (any NavigationObserver) -> Void) {
        // A snapshot: observers added or removed during dispatch take effect next time.
        for box in observers {
            if let observer = box.value { event(observer) }
        }
    }

    func report(_ diagnostic: NavigationDiagnostic) {
        diagnosticHandler?(diagnostic)
        notify { $0.navigationContainer(self, didReport: diagnostic) }
    }

    // MARK: Requests

    func request(
        _ operation: StackOperation, animated: Bool, animator: AnimatorID?, completion: ((NavigationResult) -> Void)?
    ) throws(NavigationError) -> OperationDisposition {
        _ = try projected().plan(operation)
        let wasIdle = run == nil && queuedOperationCount == 0 && !isDraining
        queue.append(
            PendingRequest(operation: operation, animated: animated, animator: animator, completion: completion))
        guard wasIdle else { return .queued }
        drain(at: max(clock.now, lastTime))
        return run == nil ? .applied : .started
    }

    /// The stack as it will be once the run in flight finishes and every queued request applies.
    func projected() -> ScreenStack {
        guard run != nil || queuedOperationCount > 0 || applyingChange != nil else { return screens }
        var stack = screens
        if let applyingChange { stack.apply(applyingChange) }
        if let run { stack.apply(run.change) }
        for index in queueHead..<queue.count {
            if let change = try? stack.plan(queue[index].operation) { stack.apply(change) }
        }
        return stack
    }

    private func dequeue() -> PendingRequest? {
        guard queueHead < queue.count else { return nil }
        let request = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
        return request
    }

    /// Applies queued requests in order until one starts a transition or the queue is empty.
    func drain(at time: Timestamp) {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while run == nil, let request = dequeue() {
            let change: StackChange
            do {
                change = try screens.plan(request.operation)
            } catch {
                report(.queuedOperationFailed(error))
                request.completion?(.failed(error))
                continue
            }
            let oldTop = screens.top
            let newTop = screens.top(after: change)
            if request.animated && newTop.id != oldTop.id {
                startTransition(request, change: change, at: time)
            } else {
                applyImmediately(change, oldTop: oldTop, newTop: newTop, completion: request.completion)
            }
        }
    }

    private func applyImmediately(
        _ change: StackChange, oldTop: Screen, newTop: Screen, completion: ((NavigationResult) -> Void)?
    ) {
        let topChanges = oldTop.id != newTop.id
        if topChanges {
            // Requests made from `willShow` are checked against the stack this change produces.
            applyingChange = change
            notify { $0.navigationContainer(self, willShow: newTop, animated: false) }
            applyingChange = nil
        }
        screens.apply(change)
        forgetRemovedScreens(after: change)
        renderIdle()
        if topChanges { notify { $0.navigationContainer(self, didShow: newTop, animated: false) } }
        completion?(.finished)
    }

    /// Drops per-screen gesture state (scroll regions, interceptors) of screens a change removed.
    func forgetRemovedScreens(after change: StackChange) {
        if case .append = change { return }
        gestures.forgetScreens { !screens.contains($0) }
    }

    private static func isValid(_ bounds: Rect) -> Bool {
        bounds.isFinite && bounds.width >= 0 && bounds.height >= 0
    }
}

extension StackChange {
    /// The change with a screen it carries edited.
    func updating(_ id: ScreenID, _ transform: (inout ScreenPreferences) -> Void) -> StackChange {
        func edit(_ screen: Screen) -> Screen {
            guard screen.id == id else { return screen }
            var copy = screen
            transform(&copy.preferences)
            return copy
        }
        switch self {
        case .append(let screen): return .append(edit(screen))
        case .replaceLast(let screen): return .replaceLast(edit(screen))
        case .replaceAll(let list): return .replaceAll(list.map(edit))
        case .removeLast: return self
        }
    }
}
