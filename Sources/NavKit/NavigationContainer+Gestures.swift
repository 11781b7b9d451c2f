import NavKitCore
public import NavKitInteraction

extension NavigationContainer {
    /// Feeds one touch to the container's back gestures and content routing.
    ///
    /// Bad touches (non-finite values, time going backwards, an unknown or reused id) throw and
    /// change nothing. The result tells the host whether its content gets the touch and which
    /// content touches the back gesture just cancelled.
    /// - Parameter touch: The touch event, in container coordinates and the container's time base.
    /// - Returns: How the host should route the touch.
    /// - Throws: ``TouchError``.
    @discardableResult
    public func handle(_ touch: Touch) throws(TouchError) -> TouchRouting {
        try gestures.handle(touch)
    }

    /// Feeds a host's own back gesture (a system back swipe, Android predictive back) into the same
    /// interactive pop the touch gestures drive.
    /// - Parameter event: The programmatic back event.
    /// - Returns: What the event did.
    /// - Throws: ``ProgrammaticBackError``.
    @discardableResult
    public func handle(_ event: ProgrammaticBackEvent) throws(ProgrammaticBackError) -> BackGestureAction {
        try gestures.handle(event)
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
