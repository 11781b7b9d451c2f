public import NavKitCore

/// Receives the container's lifecycle events. Held weakly: an observer that is released simply
/// stops receiving events and is never kept alive by the container.
///
/// Every method has an empty default, so implement only what you need. Calling back into the
/// container from any of them (for instance pushing in `didShow`) is safe: the request is
/// validated against the state at that moment and queued behind any transition.
public protocol NavigationObserver: AnyObject {
    /// A screen is about to become the top screen (at the start of its transition).
    /// - Parameters:
    ///   - container: The container.
    ///   - screen: The screen that will be on top.
    ///   - animated: Whether a transition animates it.
    func navigationContainer(_ container: NavigationContainer, willShow screen: Screen, animated: Bool)

    /// A screen became the top screen (its transition finished).
    /// - Parameters:
    ///   - container: The container.
    ///   - screen: The new top screen.
    ///   - animated: Whether a transition animated it.
    func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool)

    /// A transition began.
    /// - Parameters:
    ///   - container: The container.
    ///   - context: The transition.
    func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext)

    /// A transition ended; called exactly once per transition.
    /// - Parameters:
    ///   - container: The container.
    ///   - context: The transition.
    ///   - outcome: Finished or cancelled.
    func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome)

    /// The container reported a diagnostic (a refused gesture, a clamped value, a misbehaving
    /// plug-in).
    /// - Parameters:
    ///   - container: The container.
    ///   - diagnostic: What happened.
    func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic)
}

extension NavigationObserver {
    /// Does nothing.
    public func navigationContainer(_ container: NavigationContainer, willShow screen: Screen, animated: Bool) {}
    /// Does nothing.
    public func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool) {}
    /// Does nothing.
    public func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {}
    /// Does nothing.
    public func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {}
    /// Does nothing.
    public func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic) {}
}

/// A weak reference to an observer.
struct WeakObserver {
    weak var value: (any NavigationObserver)?
}
