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

    /// The stack a transition commits if it finishes: exactly the container's own while that
    /// transition is still the one in flight, else (it already ended: observers hear of a
    /// transition after the event that ran it) from its context, the container's stack being
    /// still the one before. Always a valid stack (no screen twice, ending with the transition's
    /// target); where later requests blur the estimate (a set-stack with more waiting behind it)
    /// the container's stack at the end reconciles the difference.
    func stackAfter(_ context: TransitionContext) -> [Screen] {
        if let running = container.transition?.context, running.isSameTransition(as: context),
            let exact = container.stackAfterTransition
        {
            return exact
        }
        let stack = container.stack
        let to = context.to
        switch context.operation {
        case .push:
            return stack + [to]
        case .replace:
            return stack.dropLast() + [to]
        case .pop, .setStack:
            if context.operation == .setStack {
                // Exact unless more requests wait behind it.
                let projected = container.projectedStack
                if let index = projected.firstIndex(where: { $0.id == to.id }) { return Array(projected[...index]) }
            }
            if let index = stack.firstIndex(where: { $0.id == to.id }) { return Array(stack[...index]) }
            return stack + [to]
        }
    }
}
