public import NavKitCore
import NavKitInteraction

extension NavigationContainer {
    /// A container nested in one of this container's screens, held weakly (its frame is the
    /// core's: ``NavigationCore/nestedFrames``, the one store of it).
    struct Nested {
        weak var container: NavigationContainer?
    }

    // MARK: Nesting

    /// Nests a container in one of this container's screens (tabs inside a stack inside a stack).
    ///
    /// Feed touches and programmatic back to the outermost container only: it passes them to the
    /// container nested in its top screen, and the innermost container that can go back takes the
    /// back gesture, the programmatic back and ``goBack(from:animated:)``; an outer one takes them
    /// only when the inner one cannot and its root screen defers
    /// (``NavKitCore/ScreenPreferences/defersBackToEnclosingContainer``) — DESIGN invariant 10.
    /// Both containers keep all their own invariants. The nested container is held weakly and is
    /// forgotten with its screen.
    /// - Parameters:
    ///   - container: The nested container (not this one, not one that encloses this one).
    ///   - screen: The screen that shows it.
    ///   - frame: Where it is, in this container's coordinates.
    /// - Returns: `false` (and no change) for this container itself or one that encloses it.
    @discardableResult
    public func embed(_ container: NavigationContainer, in screen: ScreenID, frame: Rect) -> Bool {
        var ancestor: NavigationContainer? = self
        while let current = ancestor {
            if current === container { return false }
            ancestor = current.enclosing
        }
        nested[screen] = Nested(container: container)
        container.enclosing = self
        core.setNestedFrame(frame, for: screen)
        return true
    }

    /// Takes the nested container out of a screen.
    /// - Parameter screen: The screen.
    public func removeNested(from screen: ScreenID) {
        if let child = nested.removeValue(forKey: screen)?.container, child.enclosing === self { child.enclosing = nil }
        core.setNestedFrame(nil, for: screen)
    }

    /// The container nested in a screen, if it is still alive.
    /// - Parameter screen: The screen.
    /// - Returns: The nested container.
    public func nestedContainer(in screen: ScreenID) -> NavigationContainer? { nested[screen]?.container }

    /// Whether a back action would pop something here or in a container nested in the top screen.
    public var canGoBack: Bool { backHandler().projectedStack.count > 1 }

    /// The container a back action goes to: the innermost one along the top screens that can go
    /// back. An inner container that cannot go back hands the back to the one around it only when
    /// its root screen defers; otherwise it keeps it (and refuses it: it is on its root).
    func backHandler() -> NavigationContainer {
        guard transition == nil, let child = nestedContainer(in: topScreen.id) else { return self }
        let inner = child.backHandler()
        if inner !== child || child.projectedStack.count > 1 { return inner }
        return child.topScreen.preferences.defersBackToEnclosingContainer ? self : child
    }

    // MARK: Routing touches

    /// The nested container a touch goes to as well, and the touch in its coordinates: decided at
    /// each gesture's first finger (the top screen's nested container, when the finger lands in
    /// it and this container is idle), kept for the gesture's other events.
    func nestedRoute(for touch: Touch) -> (NavigationContainer, Touch)? {
        if touch.phase == .began, core.gestures.contentTouches.isEmpty {
            routedChild = nil
            routedOrigin = nil
            if transition == nil, queuedOperationCount == 0,
                let child = nested[topScreen.id]?.container,
                let frame = core.nestedFrames[topScreen.id], frame.contains(touch.location)
            {
                routedChild = child
                routedOrigin = frame.origin
            }
        }
        guard let origin = routedOrigin, let container = routedChild else { return nil }
        var local = touch
        local.location = Point(x: touch.location.x - origin.x, y: touch.location.y - origin.y)
        return (container, local)
    }

    /// What a nested container made of the finger of a touch it was given.
    func nestedDecision(for finger: TouchID) -> NestedDecision {
        if transition?.source == .touch(finger) { return .claimed }
        switch gestures.lastDecision {
        case nil:
            return .pending
        case .began?:
            return .claimed
        case .refused(.rootScreen)?:
            return topScreen.preferences.defersBackToEnclosingContainer ? .declined : .claimed
        case .refused?:
            return .claimed
        }
    }
}
