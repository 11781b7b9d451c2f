public import NavKitCore
public import NavKitInteraction

/// The gesture driver of a ``NavigationContainer``: it validates touches, runs the edge and
/// fullscreen back swipe and a programmatic back source, and tells the host which touches its
/// content keeps.
///
/// The driver holds its container weakly, and back interceptors weakly; scroll regions are
/// values keyed by screen. Everything a swipe needs is read from the container at each touch,
/// so screen policies, scroll positions and interceptors can change at any time.
///
/// ```swift
/// let gestures = container.gestures
/// gestures.setScrollRegions([ScrollRegion(id: "photos", frame: frame, kind: .pager(currentPage: 0))], for: "photo")
/// let routing = try gestures.handle(touch)
/// if routing.deliversToContent { host.deliver(touch) }
/// for id in routing.cancelledContentTouches { host.cancel(id) }
/// print(gestures.lastDecision.map(String.init(describing:)) ?? "none")   // "began (fullscreen)"
/// ```
public final class NavigationGestures {
    /// The container driven; `nil` once it is released (touches are then only validated).
    public private(set) weak var container: NavigationContainer?
    /// The container-wide back-swipe settings.
    public private(set) var configuration: BackGestureConfiguration
    /// The decision of the latest back gesture or programmatic back, for hosts and tools; `nil`
    /// from the moment a new gesture's first finger lands until it is decided.
    public private(set) var lastDecision: BackGestureDecision?

    private var ledger = TouchLedger()
    private var backSwipe: BackPanController
    private var programmatic = ProgrammaticBackSource()
    private var scrollRegions: [ScreenID: [ScrollRegion]] = [:]
    private var interceptors: [ScreenID: WeakInterceptor] = [:]
    private var contentTouches: Set<TouchID> = []

    private struct WeakInterceptor {
        weak var value: (any BackInterceptor)?
    }

    /// Creates a driver for a container.
    /// - Parameters:
    ///   - container: The container; held weakly.
    ///   - configuration: The container-wide back-swipe settings.
    /// - Throws: ``NavKitInteraction/BackGestureConfigurationError`` for a bad setting.
    public init(container: NavigationContainer, configuration: BackGestureConfiguration = .init())
        throws(BackGestureConfigurationError)
    {
        try configuration.validate()
        self.container = container
        self.configuration = configuration
        self.backSwipe = BackPanController(configuration: configuration)
    }

    /// The driver a container owns, with the default (always valid) settings.
    init(owner: NavigationContainer) {
        self.container = owner
        self.configuration = BackGestureConfiguration()
        self.backSwipe = BackPanController(configuration: configuration)
    }

    /// Forgets the scroll regions and back interceptors of screens that left the stack.
    func forgetScreens(where isGone: (ScreenID) -> Bool) {
        if !scrollRegions.isEmpty { scrollRegions = scrollRegions.filter { !isGone($0.key) } }
        if !interceptors.isEmpty { interceptors = interceptors.filter { !isGone($0.key) && $0.value.value != nil } }
    }

    // MARK: Settings

    /// Changes the container-wide settings; a swipe in progress keeps its start decision.
    /// - Parameter configuration: The new settings.
    /// - Throws: ``NavKitInteraction/BackGestureConfigurationError``; nothing changes then.
    public func setConfiguration(_ configuration: BackGestureConfiguration) throws(BackGestureConfigurationError) {
        try configuration.validate()
        self.configuration = configuration
        backSwipe.configuration = configuration
    }

    /// Replaces a screen's scroll regions.
    /// - Parameters:
    ///   - regions: The regions, in the container's coordinates, with their current positions.
    ///   - screen: The screen they belong to; they matter only while it is on top.
    public func setScrollRegions(_ regions: [ScrollRegion], for screen: ScreenID) {
        scrollRegions[screen] = regions.isEmpty ? nil : regions
    }

    /// Adds a scroll region to a screen, or replaces the one with the same identifier (for
    /// instance when its offset or page changes).
    /// - Parameters:
    ///   - region: The region.
    ///   - screen: The screen it belongs to.
    public func updateScrollRegion(_ region: ScrollRegion, for screen: ScreenID) {
        var regions = scrollRegions[screen] ?? []
        if let index = regions.firstIndex(where: { $0.id == region.id }) {
            regions[index] = region
        } else {
            regions.append(region)
        }
        scrollRegions[screen] = regions
    }

    /// A screen's scroll regions.
    /// - Parameter screen: The screen.
    /// - Returns: Its regions, possibly none.
    public func scrollRegions(for screen: ScreenID) -> [ScrollRegion] { scrollRegions[screen] ?? [] }

    /// Sets or clears a screen's back interceptor, held weakly.
    /// - Parameters:
    ///   - interceptor: The interceptor, or `nil` to clear.
    ///   - screen: The screen it speaks for.
    public func setBackInterceptor(_ interceptor: (any BackInterceptor)?, for screen: ScreenID) {
        interceptors[screen] = interceptor.map { WeakInterceptor(value: $0) }
    }

    // MARK: Input

    /// Feeds one touch: validates it, runs the back swipe, applies its action to the container.
    /// - Parameter touch: The event, in the container's coordinates and time base.
    /// - Returns: What the host does with the touch.
    /// - Throws: ``NavKitInteraction/TouchError`` for a malformed event or one that does not fit the stream;
    ///   nothing changes then (container, swipe, content touches). The container reports it as
    ///   ``NavigationDiagnostic/touchRefused(_:)``, and a refused swipe as
    ///   ``NavigationDiagnostic/backGestureRefused(_:)``.
    @discardableResult
    public func handle(_ touch: Touch) throws(TouchError) -> TouchRouting {
        do throws(TouchError) {
            try ledger.accept(touch)
        } catch {
            container?.report(.touchRefused(error))
            throw error
        }
        // A first finger down starts a new gesture: its decision is not made yet.
        if touch.phase == .began, ledger.liveTouches == [touch.id] { lastDecision = nil }
        guard let container else { return route(touch, action: .none, began: false) }
        let environment = container.backGestureEnvironment(scrollRegions: topScrollRegions(of: container))
        var action = backSwipe.handle(touch, in: environment)
        var began = false
        if case .begin(let kind, _) = action {
            if let refusal = beginRefusal(on: container, action: action, at: touch.timestamp) {
                action = backSwipe.abandon(because: refusal)
            } else {
                lastDecision = .began(kind)
                began = true
            }
        } else {
            _ = container.applyBackAction(action, at: touch.timestamp)
        }
        if case .refuse(let reason) = action { lastDecision = .refused(reason) }
        let routing = route(touch, action: action, began: began)
        reportRefusal(of: action, to: container)
        return routing
    }

    /// Feeds one event of a host's own back source (a system back gesture, predictive back).
    /// - Parameter event: The event.
    /// - Returns: The action applied to the container.
    /// - Throws: ``NavKitInteraction/ProgrammaticBackError`` for a malformed or out-of-order event;
    ///   nothing changes then. The container reports it as
    ///   ``NavigationDiagnostic/programmaticBackRefused(_:)``.
    @discardableResult
    public func handle(_ event: ProgrammaticBackEvent) throws(ProgrammaticBackError) -> BackGestureAction {
        guard let container else { return .none }
        let environment = container.backGestureEnvironment(scrollRegions: [])
        var action: BackGestureAction
        do throws(ProgrammaticBackError) {
            action = try programmatic.handle(event, in: environment)
        } catch {
            container.report(.programmaticBackRefused(error))
            throw error
        }
        if case .begin(let kind, _) = action {
            if let refusal = beginRefusal(on: container, action: action, at: event.time) {
                programmatic.abandon()
                action = .refuse(refusal)
            } else {
                lastDecision = .began(kind)
            }
        } else {
            _ = container.applyBackAction(action, at: event.time)
        }
        if case .refuse(let reason) = action { lastDecision = .refused(reason) }
        reportRefusal(of: action, to: container)
        return action
    }

    // MARK: Internals

    /// Reports a refused back gesture, once the driver's own state is settled (an observer may
    /// call back into the container).
    private func reportRefusal(of action: BackGestureAction, to container: NavigationContainer) {
        if case .refuse(let reason) = action { container.report(.backGestureRefused(reason)) }
    }

    private func topScrollRegions(of container: NavigationContainer) -> [ScrollRegion] {
        // Most screens register none: skip hashing the identifier on every touch.
        guard !scrollRegions.isEmpty else { return [] }
        return scrollRegions[container.topScreen.id] ?? []
    }

    /// Asks the top screen's interceptor, then begins the interactive pop.
    /// - Returns: Why it did not begin, or `nil` when it began.
    private func beginRefusal(on container: NavigationContainer, action: BackGestureAction, at time: Timestamp)
        -> BackGestureRefusal?
    {
        let top = container.topScreen.id
        if let interceptor = interceptors[top]?.value, interceptor.shouldConsumeBack(on: top) {
            return .intercepted
        }
        return container.applyBackAction(action, at: time)
    }

    /// Which touches the content keeps, and which it must cancel now.
    private func route(_ touch: Touch, action: BackGestureAction, began: Bool) -> TouchRouting {
        var cancelled: [TouchID] = []
        if began, configuration.cancelsTouchesInContent, contentTouches.remove(touch.id) != nil {
            cancelled.append(touch.id)
        }
        let delivers: Bool
        switch touch.phase {
        case .began:
            contentTouches.insert(touch.id)
            delivers = true
        case .moved:
            delivers = contentTouches.contains(touch.id)
        case .ended, .cancelled:
            delivers = contentTouches.remove(touch.id) != nil
        }
        return TouchRouting(deliversToContent: delivers, cancelledContentTouches: cancelled, action: action)
    }
}
