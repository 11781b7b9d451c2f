import NavKitCore
public import NavKitInteraction

extension NavigationContainer {
    /// Creates the gesture driver of this container: edge and fullscreen back swipes, scroll
    /// regions, back interceptors and content-touch routing.
    ///
    /// ```swift
    /// let gestures = try container.makeGestures()
    /// let routing = try gestures.handle(Touch(id: 1, phase: .began, location: p, timestamp: t))
    /// ```
    /// - Parameter configuration: The container-wide back-swipe settings.
    /// - Returns: A driver holding this container weakly.
    /// - Throws: ``BackGestureConfigurationError`` for a bad setting.
    public func makeGestures(
        configuration: BackGestureConfiguration = .init()
    ) throws(BackGestureConfigurationError) -> NavigationGestures {
        try NavigationGestures(container: self, configuration: configuration)
    }

    /// What a back front-end needs to know about the container now.
    /// - Parameter scrollRegions: The top screen's scroll regions.
    /// - Returns: Bounds, direction, depth, whether a transition runs or waits, the top policy.
    func backGestureEnvironment(scrollRegions: [ScrollRegion]) -> BackGestureEnvironment {
        BackGestureEnvironment(
            bounds: bounds, layoutDirection: layoutDirection, stackDepth: screens.count,
            isTransitioning: run != nil || queuedOperationCount > 0, policy: screens.top.preferences.backGesture,
            scrollRegions: scrollRegions)
    }

    /// A time usable for an interactive call: the event's own, or the latest the container saw
    /// if frames already ran past it (touches and frames share one time base but arrive apart).
    func gestureTime(_ time: Timestamp) -> Timestamp {
        max(time, lastTime)
    }

    /// Applies a front-end's begin, update or release to the interactive pop.
    /// - Returns: The refusal when a begin could not start (the front-end must abandon), or
    ///   `nil` when applied. Updates and releases with no interactive pop are ignored.
    func applyBackAction(_ action: BackGestureAction, at time: Timestamp) -> BackGestureRefusal? {
        let at = gestureTime(time)
        switch action {
        case .none, .refuse:
            return nil
        case .begin(_, let progress):
            do {
                try beginInteractivePop(at: at)
            } catch NavigationError.cannotPopRoot {
                return .rootScreen
            } catch {
                return .transitionRunning
            }
            if progress > 0 { try? updateInteractivePop(progress: progress, at: at) }
            return nil
        case .update(let progress):
            try? updateInteractivePop(progress: progress, at: at)
        case .finish(let velocity):
            try? finishInteractivePop(velocity: velocity, at: at)
        case .cancel(let velocity):
            try? cancelInteractivePop(velocity: velocity, at: at)
        }
        return nil
    }
}
