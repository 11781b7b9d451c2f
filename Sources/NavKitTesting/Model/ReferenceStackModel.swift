public import NavKit

/// The reference model of a navigation container: the stack as screens with their current
/// preferences, the requests still waiting for their completion (with the screens they bring),
/// the bounds, the layout direction and the leave guards — written independently of the
/// container, so that every frame can be compared with what the model expects.
///
/// The model never reads the container's state. What the bar must show is computed from the
/// model's own screens: at rest the top screen's resting bar (invariant 4), during a transition
/// the bar between the from-screen's and the to-screen's resting bars at the transition's
/// progress (the one number the model takes from the container: where the running transition
/// stands), and the back button's title from the screen below.
///
/// ```swift
/// var model = ReferenceStackModel(root: Screen(id: "s0", title: "Screen 0"), bounds: bounds)
/// model.accept(.push("s1"), ticket: 0, carrying: [Screen(id: "s1", title: "Screen 1")])
/// _ = model.updatePreferences(of: "s1") { $0.prefersBarHidden = true }
/// _ = model.complete(0, with: .finished)      // nil: the model agrees
/// model.restingBar(height: 44).isHidden       // true
/// ```
public struct ReferenceStackModel: Sendable {
    /// A stack request as the model sees it.
    public enum Request: Sendable, Hashable {
        /// Push an identifier.
        case push(ScreenID)
        /// Pop one.
        case pop
        /// Pop to an identifier.
        case popTo(ScreenID)
        /// Pop to the root.
        case popToRoot
        /// Replace the top.
        case replaceTop(ScreenID)
        /// Replace everything.
        case setStack([ScreenID])
        /// An interactive pop (finishes like `pop`, or is cancelled).
        case swipe
    }

    /// A request accepted and not yet completed.
    public struct Pending: Sendable {
        /// Its ticket number.
        public var ticket: Int
        /// The request.
        public var request: Request
        /// The screens it brings (a pushed screen, a replacement, a new stack), with every
        /// preference change made while it waited.
        public var screens: [Screen]
    }

    /// The stack as it is, with each screen's current preferences: changed only when the
    /// container reports a request finished.
    public private(set) var screens: [Screen]
    /// Requests accepted and not yet completed, oldest first.
    public private(set) var outstanding: [Pending] = []
    /// Requests whose transition a finger caught: they may also end cancelled.
    public private(set) var caught: Set<Int> = []
    /// Screens whose leave guard denies every removal.
    public var deniers: Set<ScreenID> = []
    /// Screens whose back interceptor takes every back action: a swipe or the interactive-pop
    /// API never begins on them.
    public var interceptors: Set<ScreenID> = []
    /// Screens a container is nested in: the container forgets a nested container with its
    /// screen, so a screen that leaves the stack leaves this set too.
    public var nestingScreens: Set<ScreenID> = []
    /// The container's bounds.
    public var bounds: Rect
    /// The container's layout direction.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// Creates a model with a root.
    /// - Parameters:
    ///   - root: The root screen.
    ///   - bounds: The container's bounds.
    public init(root: Screen, bounds: Rect) {
        screens = [root]
        self.bounds = bounds
    }

    /// The identifiers of the stack as it is.
    public var committed: [ScreenID] { screens.map(\.id) }

    /// The identity of the top screen of the stack as it is (``committed``'s last, without
    /// building the list).
    package var topID: ScreenID { screens[screens.count - 1].id }

    /// The result of a request against a stack with this model's guards: a request that would
    /// remove a screen whose guard denies fails with ``NavKit/NavigationError/leaveDenied(_:)``,
    /// naming the topmost such screen (guards are asked top first). A swipe asks its guard when it
    /// begins, not here (a denied begin throws ``NavKit/NavigationError/backRefused(_:)``).
    /// - Parameters:
    ///   - request: The request.
    ///   - stack: The stack it applies to.
    /// - Returns: The new stack or the expected error.
    public func guardedResult(_ request: Request, to stack: [ScreenID]) -> Result<[ScreenID], NavigationError> {
        let result = Self.apply(request, to: stack)
        guard case .success(let after) = result, request != .swipe, !deniers.isEmpty else { return result }
        let kept = Set(after)
        if let denier = stack.reversed().first(where: { !kept.contains($0) && deniers.contains($0) }) {
            return .failure(.leaveDenied(denier))
        }
        return result
    }

    /// The result of a request against a stack, or the error the container must throw.
    /// - Parameters:
    ///   - request: The request.
    ///   - stack: The stack it applies to.
    /// - Returns: The new stack or the expected error.
    public static func apply(_ request: Request, to stack: [ScreenID]) -> Result<[ScreenID], NavigationError> {
        switch request {
        case .push(let id):
            return stack.contains(id) ? .failure(.duplicateScreen(id)) : .success(stack + [id])
        case .pop, .swipe:
            return stack.count < 2 ? .failure(.cannotPopRoot) : .success(Array(stack.dropLast()))
        case .popTo(let id):
            guard let index = stack.firstIndex(of: id) else { return .failure(.screenNotInStack(id)) }
            return .success(Array(stack[...index]))
        case .popToRoot:
            return .success([stack[0]])
        case .replaceTop(let id):
            if id != stack.last, stack.contains(id) { return .failure(.duplicateScreen(id)) }
            return .success(Array(stack.dropLast()) + [id])
        case .setStack(let list):
            guard !list.isEmpty else { return .failure(.emptyStack) }
            var seen: [ScreenID] = []
            for id in list {
                if seen.contains(id) { return .failure(.duplicateScreen(id)) }
                seen.append(id)
            }
            return .success(list)
        }
    }

    /// The stack once every outstanding request applies (those that cannot are skipped).
    public var projected: [ScreenID] {
        outstanding.reduce(committed) { stack, entry in
            (try? Self.apply(entry.request, to: stack).get()) ?? stack
        }
    }

    /// The screens of the stack the first outstanding request leads to — the to-side of the
    /// transition that must be running — or `nil` when nothing is outstanding or it cannot apply.
    public var destination: [Screen]? {
        guard let first = outstanding.first, case .success(let ids) = Self.apply(first.request, to: committed) else {
            return nil
        }
        return screens(ids, bringing: first.screens)
    }

    /// The screens with these identifiers: those a request brings, else those of the stack.
    private func screens(_ ids: [ScreenID], bringing brought: [Screen]) -> [Screen] {
        ids.map { id in
            brought.first { $0.id == id } ?? screens.first { $0.id == id } ?? Screen(id: id)
        }
    }

    // MARK: Requests and completions

    /// Records an accepted request.
    /// - Parameters:
    ///   - request: The request.
    ///   - ticket: Its ticket number.
    ///   - screens: The screens it brings.
    public mutating func accept(_ request: Request, ticket: Int, carrying screens: [Screen] = []) {
        outstanding.append(Pending(ticket: ticket, request: request, screens: screens))
    }

    /// Records that a finger caught the transition of a request (it may now be cancelled).
    /// - Parameter ticket: Its ticket number.
    public mutating func markCaught(_ ticket: Int) {
        caught.insert(ticket)
    }

    /// Forgets a request the container refused.
    /// - Parameter ticket: Its ticket number.
    public mutating func withdraw(_ ticket: Int) {
        outstanding.removeAll { $0.ticket == ticket }
    }

    /// Changes a screen's preferences wherever the model has it: in the stack and in every
    /// waiting request that brings it.
    /// - Parameters:
    ///   - id: The screen.
    ///   - edit: The change.
    /// - Returns: Whether any screen had the identity (the container throws
    ///   ``NavKit/NavigationError/screenNotInStack(_:)`` otherwise).
    public mutating func updatePreferences(of id: ScreenID, _ edit: (inout ScreenPreferences) -> Void) -> Bool {
        var found = false
        for index in screens.indices where screens[index].id == id {
            edit(&screens[index].preferences)
            found = true
        }
        for entry in outstanding.indices {
            for index in outstanding[entry].screens.indices where outstanding[entry].screens[index].id == id {
                edit(&outstanding[entry].screens[index].preferences)
                found = true
            }
        }
        return found
    }

    /// Applies a completion reported by the container, checking it against the model.
    /// - Parameters:
    ///   - result: What the container reported.
    ///   - ticket: For which request.
    /// - Returns: A description of the disagreement, or `nil` when the model agrees.
    public mutating func complete(_ ticket: Int, with result: NavigationResult) -> String? {
        guard let first = outstanding.first else { return "completion for #\(ticket) with nothing outstanding" }
        guard first.ticket == ticket else {
            let known = outstanding.contains { $0.ticket == ticket }
            return known ? "#\(ticket) completed before #\(first.ticket) (out of order)" : "#\(ticket) completed twice"
        }
        outstanding.removeFirst()
        let expected = Self.apply(first.request, to: committed)
        switch (result, expected) {
        case (.finished, .success(let stack)):
            // A guard goes with its screen: the container forgets it when the screen leaves.
            if !deniers.isEmpty || !interceptors.isEmpty || !nestingScreens.isEmpty {
                let removed = Set(committed).subtracting(stack)
                deniers.subtract(removed)
                interceptors.subtract(removed)
                nestingScreens.subtract(removed)
            }
            screens = screens(stack, bringing: first.screens)
            caught.remove(ticket)
            return nil
        case (.cancelled, .success) where first.request == .swipe || caught.contains(ticket):
            caught.remove(ticket)
            return nil
        case (.failed(let error), .failure(let expectedError)) where error == expectedError:
            return nil
        case (.failed(.leaveDenied(let screen)), .success(let stack))
        where deniers.contains(screen) && committed.contains(screen) && !stack.contains(screen):
            // The stack changed under a queued request (a cancelled swipe) and it now removes a
            // screen whose guard denies: asked when its turn came, the guard refused.
            return nil
        default:
            return "#\(ticket) \(first.request) completed \(result) but the model expected \(expected)"
        }
    }

    // MARK: Expectations

    /// The bar at rest on top of a stack of the model's screens: the top screen's current
    /// visibility, appearance and title, with a back button when there is a screen below.
    /// - Parameters:
    ///   - stack: The screens, root first.
    ///   - height: The bar's height.
    /// - Returns: The resting bar.
    public static func restingBar(on stack: [Screen], height: Double) -> BarState {
        .resting(for: stack[stack.count - 1], showsBackButton: stack.count > 1, height: height)
    }

    /// The bar an idle container must show: the top screen's current preference (invariant 4).
    /// - Parameter height: The bar's height.
    /// - Returns: The resting bar.
    public func restingBar(height: Double) -> BarState { Self.restingBar(on: screens, height: height) }

    /// The bar a transition from the stack to ``destination`` must show at a progress: the
    /// animator's motion between the two screens' current resting bars (sanitised as the
    /// container sanitises a bar that is not well formed), so a preference changed mid-transition
    /// shows at once and a cancel ends exactly on the from-screen's current bar.
    /// - Parameters:
    ///   - progress: Where the transition stands.
    ///   - animator: The animator that runs it.
    ///   - context: The transition's context (its bounds are replaced by the model's).
    ///   - height: The bar's height.
    /// - Returns: The bar, or `nil` when nothing is outstanding.
    public func transitionBar(
        at progress: Double, animator: any AnimatedTransitioning, context: TransitionContext, height: Double
    ) -> BarState? {
        destination.map {
            transitionBar(to: $0, at: progress, animator: animator, context: context, height: height)
        }
    }

    /// ``transitionBar(at:animator:context:height:)`` toward a ``destination`` already computed.
    func transitionBar(
        to destination: [Screen], at progress: Double, animator: any AnimatedTransitioning,
        context: TransitionContext, height: Double
    ) -> BarState {
        Self.transitionBar(
            from: Self.restingBar(on: screens, height: height), to: Self.restingBar(on: destination, height: height),
            at: progress, animator: animator, context: context, bounds: bounds)
    }

    /// The animator's bar between two resting bars at a progress, in a context with the model's
    /// bounds, sanitised as the container sanitises a bar that is not well formed.
    static func transitionBar(
        from: BarState, to: BarState, at progress: Double, animator: any AnimatedTransitioning,
        context: TransitionContext, bounds: Rect
    ) -> BarState {
        var context = context
        context.bounds = bounds
        let bar = animator.bar(at: progress, from: from, to: to, in: context)
        return bar.isWellFormed ? bar : .standardTransition(from: from, to: to, progress: progress)
    }

    /// The title of the back button on top of a stack: the screen below's
    /// ``NavKitCore/ScreenPreferences/backButtonTitle``, else its title; `nil` on the root or when
    /// the top screen hides its back button.
    /// - Parameter stack: The screens, root first.
    /// - Returns: The title.
    public static func backButtonTitle(on stack: [Screen]) -> String? {
        guard stack.count > 1, !stack[stack.count - 1].preferences.hidesBackButton else { return nil }
        let previous = stack[stack.count - 2]
        return previous.preferences.backButtonTitle ?? previous.title
    }
}
