public import NavKit

/// Runs a ``NavKit/NavigationContainer`` for a host: ticks it on the display callback, turns its
/// events into screen lifecycle callbacks and its scenes into view commands, and maps keyboard
/// and accessibility back to back requests — everything a host does except the pixel calls,
/// which its ``NavigationHostRenderer`` makes.
///
/// The decisions live in value types (`ScreenLifecycle`, `SceneDiffer`, `FrameLoop`,
/// ``BackShortcuts``, ``NavKitAnimators/MotionPolicy``); the driver only feeds them and performs their output,
/// in order, queueing events that arrive while it delivers (a callback that pushes a screen).
///
/// Every back that is not a swipe (the back button, keyboard, the accessibility escape) runs
/// through one function, ``performBack(_:)``.
///
/// ```swift
/// let driver = NavigationHostDriver(container: container)
/// driver.connect(renderer)                 // the root enters and, once the host appears, appears
/// try driver.request { try $0.push(detail) }
/// try driver.frame(at: displayLink.timestamp)  // on every display frame while running
/// ```
@MainActor
public final class NavigationHostDriver {
    /// The container it drives.
    public let container: NavigationContainer
    /// Performs the callbacks and view changes; held weakly (it usually owns the driver).
    public private(set) weak var renderer: (any NavigationHostRenderer)?
    /// The screens' appearance and containment state.
    package private(set) var lifecycle = ScreenLifecycle()
    /// Which inputs go back.
    public var backShortcuts = BackShortcuts.standard
    /// Whether animated changes move or cross-fade (Reduce Motion): the container's own
    /// setting (``NavKit/NavigationContainer/motionPolicy``), which leaves its animators as the
    /// app registered them.
    public var motionPolicy: MotionPolicy {
        get { container.motionPolicy }
        set { container.motionPolicy = newValue }
    }
    /// Called with a lifecycle event the container layer delivered out of order (a wiring bug;
    /// the event is dropped and nothing changes).
    package var lifecycleErrorHandler: ((ScreenLifecycleError) -> Void)?
    /// What the bar says for the screen on top at the end of the running transition (or now).
    /// (Package-settable: a checker's test plants a stale bar here, from outside.)
    package var incomingBar: BarContent
    /// What the bar says for the screen leaving in the running transition, or `nil` at rest.
    package internal(set) var outgoingBar: BarContent?
    /// Bar titles that replace screens' own (a title a SwiftUI screen sets once it renders).
    var titles: [ScreenID: String] = [:]
    var barLayouts = BarLayoutCache()
    private var frameLoop: FrameLoop
    var differ = SceneDiffer()
    private var commands = ViewCommandBuffer()
    private var pendingEvents: [ScreenLifecycleEvent] = []
    private var isDelivering = false
    private var isRendering = false
    private var needsRender = false
    /// The latest time handed to the container (frames and touches arrive apart).
    private var latestTime: Timestamp
    private var liveTouches = 0

    /// Creates a driver; call ``connect(_:)`` before anything else.
    /// - Parameters:
    ///   - container: The container to drive.
    ///   - motionPolicy: Whether animated changes move or cross-fade.
    ///   - frameLinger: Seconds to keep the display callback running after the container settles.
    public init(container: NavigationContainer, motionPolicy: MotionPolicy = .standard, frameLinger: Double = 0.1) {
        self.container = container
        self.frameLoop = FrameLoop(linger: frameLinger)
        self.latestTime = container.clock.now
        self.incomingBar = BarContent.top(of: container.stack)
        container.motionPolicy = motionPolicy
        container.addObserver(self)
    }

    /// Connects the renderer: the stack's screens enter (and a transition already running
    /// begins for them), and the current scene is applied. Until then nothing is delivered, so
    /// requests made before a host has views (pushes before a view loads) lose nothing.
    /// - Parameter renderer: Performs the callbacks and view changes.
    public func connect(_ renderer: any NavigationHostRenderer) {
        self.renderer = renderer
        differ.reset()
        reconcile()
        if let context = container.transition?.context { transitionDidBegin(context) }
        render()
        // Requests made before connecting may have woken the frame loop with nobody to tell.
        if frameLoop.isRunning { renderer.setFrameUpdatesRunning(true) }
    }

    // MARK: Frames

    /// Handles one display frame: ticks the container when the frame loop says so and applies
    /// the scene, or pauses the display callback when nothing moves.
    /// - Parameter time: The frame's time, on the container clock's time base.
    /// - Throws: ``FrameLoopError`` for a non-finite time or one before the previous frame;
    ///   nothing changes then.
    public func frame(at time: Timestamp) throws(FrameLoopError) {
        let busy = container.transition != nil || container.queuedOperationCount > 0 || liveTouches > 0
        switch try frameLoop.frame(at: time, isBusy: busy) {
        case .tick:
            latestTime = max(latestTime, time)
            _ = try? container.tick(at: latestTime)
            settle()
        case .stop:
            renderer?.setFrameUpdatesRunning(false)
        }
    }

    /// Whether the host's display callback should be running now: what the driver last asked
    /// for with ``NavigationHostRenderer/setFrameUpdatesRunning(_:)``. A host that recreates its
    /// display callback (a display link made again when a view reappears) starts it from this,
    /// so a transition or a linger that was running when it went away goes on.
    public var needsFrames: Bool { frameLoop.isRunning }

    /// Applies the container's current scene now (after a layout change, say); only what
    /// changed since the last application is touched.
    public func render() {
        guard !isRendering else {
            needsRender = true
            return
        }
        isRendering = true
        defer { isRendering = false }
        repeat {
            needsRender = false
            let scene = container.scene
            commands.removeAll()
            differ.diff(to: scene, into: &commands)
            for command in commands { renderer?.apply(command, of: scene) }
        } while needsRender
    }

    /// Forgets what the views show, so the next ``render()`` re-applies the whole scene (after
    /// the host recreated its views).
    public func invalidateViews() {
        differ.reset()
    }

    // MARK: Requests

    /// Runs a navigation request (push, pop, set-stack, a preference change) on the container,
    /// then wakes the frame loop and applies what changed at once.
    /// - Parameter body: The request.
    /// - Returns: What the request returned.
    /// - Throws: What the request throws (a ``NavKit/NavigationError``); nothing changes then.
    @discardableResult
    public func request<Result, Failure: Error>(_ body: (NavigationContainer) throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        let result = try body(container)
        synchronize()
        return result
    }

    /// Catches up with changes made on the container directly (not through ``request(_:)``):
    /// wakes the frame loop, brings the lifecycle in line with the stack, applies the scene and
    /// updates the bar's content (a preference changed while a transition runs shows at once).
    public func synchronize() {
        wake()
        settle()
        refreshBarContents()
    }

    /// Feeds one touch to the container's back gestures.
    /// - Parameter touch: The touch, in container coordinates and time base.
    /// - Returns: How the host routes it to its content.
    /// - Throws: ``NavKitInteraction/TouchError`` for a malformed touch; nothing changes then.
    @discardableResult
    public func handle(_ touch: Touch) throws(TouchError) -> TouchRouting {
        let routing = try container.handle(touch)
        latestTime = max(latestTime, touch.timestamp)
        switch touch.phase {
        case .began: liveTouches += 1
        case .ended, .cancelled: liveTouches = max(0, liveTouches - 1)
        case .moved: break
        }
        wake()
        return routing
    }

    /// Performs a back request — the one function every back that is not a swipe goes
    /// through: the bar's back button, keyboard shortcuts and the accessibility escape.
    ///
    /// It is the container's guarded back, ``NavKit/NavigationContainer/goBack(from:animated:)``:
    /// refused on the root; a keyboard or accessibility back is refused where the top screen's
    /// back-gesture policy is ``NavKitCore/BackGesturePolicy/disabled`` (the back button is not:
    /// the policy governs gestures, as in UIKit); the top screen's
    /// ``NavKitInteraction/BackInterceptor`` may take the back itself (a web screen steps back in
    /// its own history); the top screen's ``NavKit/LeaveGuard`` may deny it or decide later; and
    /// otherwise the top screen pops, animated (a cross-fade under Reduce Motion), or after the
    /// running transition when one runs.
    /// - Parameter request: The request.
    /// - Returns: What became of it.
    @discardableResult
    public func performBack(_ request: BackRequest) -> BackRequestOutcome {
        defer { synchronize() }
        let origin: BackOrigin
        switch request.source {
        case .backButton: origin = .backButton
        case .keyboard: origin = .keyboard
        case .accessibilityEscape: origin = .accessibility
        }
        do {
            switch try container.goBack(from: origin, animated: request.animated) {
            case .applied, .started: return .started
            case .queued: return .queued
            case .awaitingGuard: return .awaitingGuard
            case .intercepted: return .intercepted
            }
        } catch {
            switch error {
            case .cannotPopRoot: return .refused(.rootScreen)
            case .backRefused(let reason): return .refused(reason)
            case .leaveDenied: return .refused(.guarded)
            default: return .failed(error)
            }
        }
    }

    /// Maps an input through ``backShortcuts`` and performs the back it means.
    /// - Parameters:
    ///   - input: A key press, the accessibility escape or the back button.
    ///   - isEditingText: Whether a text field has the keyboard focus.
    /// - Returns: Whether the input went back (``BackRequestOutcome/isHandled``:
    ///   `accessibilityPerformEscape()` returns this; a key press that returns `false` goes on to
    ///   the next responder).
    @discardableResult
    public func handle(_ input: BackInput, isEditingText: Bool = false) -> Bool {
        guard let request = backShortcuts.request(for: input, isEditingText: isEditingText) else { return false }
        return performBack(request).isHandled
    }

    /// Tells the driver the host itself is appearing or disappearing, so the screens it shows
    /// get their callbacks (a UIKit adapter calls this from its own `viewWillAppear(_:)` and
    /// siblings).
    /// - Parameters:
    ///   - phase: ``ScreenAppearance/appearing`` for "will appear", ``ScreenAppearance/appeared``
    ///     for "did appear", and likewise for disappearing.
    ///   - animated: Whether the host's own appearance animates.
    public func hostAppearance(_ phase: ScreenAppearance, animated: Bool) {
        switch phase {
        case .appearing: deliver(.hostWillAppear(animated: animated))
        case .appeared: deliver(.hostDidAppear(animated: animated))
        case .disappearing: deliver(.hostWillDisappear(animated: animated))
        case .disappeared: deliver(.hostDidDisappear(animated: animated))
        }
    }

    /// The status-bar style for this frame: the outgoing screen's until halfway through a
    /// transition, the incoming screen's from there.
    public var statusBarStyle: StatusBarStyle {
        guard let context = container.transition?.context else { return container.topScreen.preferences.statusBarStyle }
        return .during(
            from: context.from.preferences.statusBarStyle, to: context.to.preferences.statusBarStyle,
            progress: container.scene.transition?.progress)
    }

    // MARK: Internals

    private func wake() {
        if (try? frameLoop.wake(at: latestTime)) == true { renderer?.setFrameUpdatesRunning(true) }
    }

    /// After a tick or a request: brings the lifecycle in line with an idle container, then
    /// applies the scene.
    private func settle() {
        if container.transition == nil { reconcile() }
        render()
    }

    /// Tells the lifecycle the container's stack when it differs (a change that kept the top,
    /// which the container reports to no observer). While events wait to be delivered the
    /// lifecycle's stack is not yet current, so the snapshot is queued behind them regardless
    /// (the same stack again makes no callbacks).
    func reconcile() {
        let stack = container.stack
        let known = lifecycle.stack
        let same = stack.count == known.count && zip(stack, known).allSatisfy { $0.id == $1 }
        if isDelivering || !same { deliver(.stackChanged(stack.map(\.id), animated: false)) }
        if container.transition == nil {
            (incomingBar, outgoingBar) = currentBarContents()
            forgetTitles()
        }
    }

    /// Feeds lifecycle events in order and performs their effects; an event that arrives while
    /// effects are being performed waits its turn.
    func deliver(_ event: ScreenLifecycleEvent) {
        // Without a renderer the callbacks could not be made; `connect(_:)` catches up.
        guard renderer != nil else { return }
        pendingEvents.append(event)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        var next = 0
        while next < pendingEvents.count {
            let event = pendingEvents[next]
            next += 1
            do {
                for effect in try lifecycle.handle(event) { renderer?.perform(effect) }
            } catch {
                lifecycleErrorHandler?(error)
            }
        }
        pendingEvents.removeAll(keepingCapacity: true)
    }

    /// A transition began: the bar contents of both ends, the lifecycle's transition from the
    /// stack it starts at, and frames — whoever began it (a request through this driver, or one
    /// that reached the container another way: an enclosing container's back or a touch it
    /// routed to this nested one).
    func transitionDidBegin(_ context: TransitionContext) {
        defer { wake() }
        reconcile()
        let after = stackAfter(context)
        outgoingBar = barContent(of: container.stack)
        incomingBar = barContent(of: after)
        deliver(
            .transitionBegan(
                LifecycleTransition(
                    from: context.from.id, to: context.to.id, stackAfter: after.map(\.id),
                    isAnimated: context.isAnimated, isInteractive: context.isInteractive)))
    }
}
