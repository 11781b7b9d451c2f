public import NavKit

extension NavigationHostDriver: NavigationObserver {
    /// Brings the lifecycle up to the stack the transition starts from, then begins it.
    /// - Parameters:
    ///   - container: The container.
    ///   - context: The transition.
    public func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {
        transitionDidBegin(context)
    }

    /// A timed transition became interactive (a finger caught it); it goes on, and its end
    /// decides the callbacks.
    /// - Parameters:
    ///   - container: The container.
    ///   - context: The transition, now interactive.
    public func navigationContainer(_ container: NavigationContainer, didCatch context: TransitionContext) {
        deliver(.transitionCaught)
    }

    /// Ends the lifecycle's transition and takes on the stack the container committed.
    /// - Parameters:
    ///   - container: The container.
    ///   - context: The transition.
    ///   - outcome: Finished or cancelled.
    public func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {
        deliver(.transitionEnded(outcome))
        reconcile()
    }

    /// Takes on a stack the container applied without a transition.
    /// - Parameters:
    ///   - container: The container.
    ///   - screen: The new top screen.
    ///   - animated: `false` for an immediate change (animated ones arrive as transitions).
    public func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool) {
        if !animated { reconcile() }
    }

    /// The stack a transition commits if it finishes, from today's context: the container
    /// reports the operation and both ends, and its stack is still the one before.
    func stackAfter(_ context: TransitionContext) -> [Screen] {
        let stack = container.stack
        switch context.operation {
        case .push:
            return stack + [context.to]
        case .pop:
            if let index = stack.firstIndex(where: { $0.id == context.to.id }) { return Array(stack[...index]) }
        case .replace:
            return stack.dropLast() + [context.to]
        case .setStack:
            break
        }
        // A set-stack: the projection is exact unless more requests wait behind it; the
        // container's stack at the end reconciles any difference.
        let projected = container.projectedStack
        if let index = projected.firstIndex(where: { $0.id == context.to.id }) { return Array(projected[...index]) }
        return stack + [context.to]
    }
}
