package import NavKitCore

/// The appearance and containment callbacks of every screen, ordered and balanced as
/// `UINavigationController` makes them — as a value-type state machine.
///
/// Feed it what happens to the stack (``ScreenLifecycleEvent``); it returns the callbacks to
/// make, in order (``ScreenLifecycleEffect``). It calls nothing itself, so a host performs the
/// effects after the machine is fully updated, and a re-entrant request from a callback is just
/// the next event.
///
/// The rules it keeps, each named by a test (`ScreenLifecycleRuleTests`):
/// - **Push / pop / set-stack:** the leaving top gets `willDisappear`, then the arriving one
///   `willAppear`; when the transition finishes, `didDisappear` then `didAppear`.
/// - **Cancelled transition (a swipe released short):** the screen that was arriving gets
///   `willDisappear` and `didDisappear`, then the top gets `willAppear` and `didAppear`.
/// - **Caught transition:** nothing at the catch; its end decides as above.
/// - **Never two `willAppear` in a row:** `willAppear` is followed by `didAppear` or by
///   `willDisappear` (a cancel), and likewise for `willDisappear` (invariant 9 of NavKit's design).
/// - **Only the top and the arriving screen appear;** screens below, and screens that a pop-to-root
///   or set-stack removes without showing them, get containment callbacks only.
/// - **Containment:** a screen enters before its first appearance and leaves after its last;
///   a pushed screen gets ``ScreenLifecycleEffect/willEnterStack(_:)`` when its transition
///   begins and ``ScreenLifecycleEffect/didEnterStack(_:)`` after its `didAppear`; a popped one
///   ``ScreenLifecycleEffect/willLeaveStack(_:)`` first and ``ScreenLifecycleEffect/didLeaveStack(_:)``
///   last; a cancel undoes both.
/// - **The host's own appearance** is forwarded to the screens it shows; while the host is off
///   screen, stack changes make containment callbacks only.
///
/// ```swift
/// var lifecycle = ScreenLifecycle()
/// _ = try lifecycle.handle(.stackChanged(["home"], animated: false))   // home enters
/// _ = try lifecycle.handle(.hostWillAppear(animated: false))           // willAppear(home)
/// _ = try lifecycle.handle(.hostDidAppear(animated: false))            // didAppear(home)
/// let began = try lifecycle.handle(.transitionBegan(
///     LifecycleTransition(from: "home", to: "detail", stackAfter: ["home", "detail"])))
/// // [willEnterStack(detail), willDisappear(home), willAppear(detail)]
/// ```
package struct ScreenLifecycle: Hashable, Sendable {
    /// The committed stack, root first: during a transition, the stack before it.
    package private(set) var stack: [ScreenID] = []
    /// Where the host itself is in its appearance cycle.
    package private(set) var host: ScreenAppearance = .disappeared
    /// The transition in flight, if any (``LifecycleTransition/isInteractive`` becomes `true`
    /// when it is caught).
    package private(set) var transition: LifecycleTransition?
    /// Screens that entered for the running transition (and leave again if it is cancelled).
    private var entering: [ScreenID] = []
    /// Screens the running transition removes (and keeps if it is cancelled).
    private var leaving: [ScreenID] = []
    /// Every screen not ``ScreenAppearance/disappeared``: always among ``shownScreens``.
    private var appearances: [ScreenID: ScreenAppearance] = [:]
    /// Every screen in the stack, or entering or leaving it.
    private var memberships: [ScreenID: StackMembership] = [:]

    /// Creates a lifecycle with no screens and the host off screen; the host's first
    /// ``ScreenLifecycleEvent/stackChanged(_:animated:)`` brings its screens in.
    package init() {}

    /// A screen's appearance state.
    /// - Parameter id: The screen.
    /// - Returns: Its state; ``ScreenAppearance/disappeared`` for screens it does not know.
    package func appearance(of id: ScreenID) -> ScreenAppearance { appearances[id] ?? .disappeared }

    /// A screen's stack membership.
    /// - Parameter id: The screen.
    /// - Returns: Its membership, or `nil` when it is not in the stack at all.
    package func membership(of id: ScreenID) -> StackMembership? { memberships[id] }

    /// Feeds one event.
    /// - Parameter event: What happened.
    /// - Returns: The callbacks to make, in order.
    /// - Throws: ``ScreenLifecycleError`` for an event that does not fit the state (a transition
    ///   that begins during another, from a screen not on top, an end without a transition, a
    ///   malformed stack); nothing changes then.
    package mutating func handle(_ event: ScreenLifecycleEvent) throws(ScreenLifecycleError) -> [ScreenLifecycleEffect]
    {
        var effects: [ScreenLifecycleEffect] = []
        switch event {
        case .hostWillAppear(let animated):
            host = .appearing
            // The screen the host will show at rest: the top, or the one a transition brings.
            if let arriving = transition?.to ?? stack.last {
                advance(arriving, to: .appearing, animated: animated, into: &effects)
            }
        case .hostDidAppear(let animated):
            host = .appeared
            // During a transition the arriving screen completes when the transition does.
            if transition == nil, let top = stack.last {
                advance(top, to: .appeared, animated: animated, into: &effects)
            }
        case .hostWillDisappear(let animated):
            host = .disappearing
            for id in shownScreens { advance(id, to: .disappearing, animated: animated, into: &effects) }
        case .hostDidDisappear(let animated):
            host = .disappeared
            for id in shownScreens { advance(id, to: .disappeared, animated: animated, into: &effects) }
        case .transitionBegan(let started):
            try validate(started)
            begin(started, into: &effects)
        case .transitionCaught:
            guard transition != nil else { throw .noTransition }
            transition?.isInteractive = true
        case .transitionEnded(let outcome):
            guard let running = transition else { throw .noTransition }
            end(running, outcome, into: &effects)
        case .stackChanged(let screens, let animated):
            guard transition == nil else { throw .transitionInProgress }
            try Self.validate(screens)
            change(to: screens, animated: animated, into: &effects)
        }
        return effects
    }

    // MARK: Events

    private func validate(_ started: LifecycleTransition) throws(ScreenLifecycleError) {
        guard transition == nil else { throw .transitionInProgress }
        guard let top = stack.last else { throw .emptyStack }
        guard started.from == top else { throw .notOnTop(started.from) }
        try Self.validate(started.stackAfter)
        guard started.to != started.from, started.stackAfter.last == started.to else {
            throw .inconsistentTransition(started)
        }
    }

    private static func validate(_ screens: [ScreenID]) throws(ScreenLifecycleError) {
        guard !screens.isEmpty else { throw .emptyStack }
        var seen = Set<ScreenID>()
        for id in screens where !seen.insert(id).inserted { throw .duplicateScreen(id) }
    }

    private mutating func begin(_ started: LifecycleTransition, into effects: inout [ScreenLifecycleEffect]) {
        transition = started
        let after = Set(started.stackAfter)
        entering = started.stackAfter.filter { memberships[$0] == nil }
        leaving = stack.reversed().filter { !after.contains($0) }
        for id in entering { setMembership(id, .entering, .willEnterStack(id), into: &effects) }
        for id in leaving { setMembership(id, .leaving, .willLeaveStack(id), into: &effects) }
        guard host.isOnScreen else { return }
        advance(started.from, to: .disappearing, animated: started.isAnimated, into: &effects)
        advance(started.to, to: .appearing, animated: started.isAnimated, into: &effects)
    }

    private mutating func end(
        _ running: LifecycleTransition, _ outcome: TransitionOutcome, into effects: inout [ScreenLifecycleEffect]
    ) {
        let animated = running.isAnimated
        let arrived = host == .appeared ? ScreenAppearance.appeared : .appearing
        let joined = entering
        let removed = leaving
        transition = nil
        entering = []
        leaving = []
        switch outcome {
        case .finished:
            advance(running.from, to: .disappeared, animated: animated, into: &effects)
            if host.isOnScreen { advance(running.to, to: arrived, animated: animated, into: &effects) }
            stack = running.stackAfter
            for id in joined { setMembership(id, .member, .didEnterStack(id), into: &effects) }
            for id in removed { leave(id, animated: animated, into: &effects) }
        case .cancelled:
            advance(running.to, to: .disappeared, animated: animated, into: &effects)
            if host.isOnScreen { advance(running.from, to: arrived, animated: animated, into: &effects) }
            for id in joined.reversed() {
                setMembership(id, .leaving, .willLeaveStack(id), into: &effects)
                leave(id, animated: animated, into: &effects)
            }
            for id in removed.reversed() { setMembership(id, .member, .didEnterStack(id), into: &effects) }
        }
    }

    private mutating func change(to screens: [ScreenID], animated: Bool, into effects: inout [ScreenLifecycleEffect]) {
        let oldTop = stack.last
        let newTop = screens.last
        let kept = Set(screens)
        let joined = screens.filter { memberships[$0] == nil }
        let removed = stack.reversed().filter { !kept.contains($0) }
        for id in joined { setMembership(id, .entering, .willEnterStack(id), into: &effects) }
        for id in removed { setMembership(id, .leaving, .willLeaveStack(id), into: &effects) }
        if let newTop, oldTop != newTop {
            // Off screen, only a screen still disappearing with the host completes.
            if let oldTop { advance(oldTop, to: .disappearing, animated: animated, into: &effects) }
            if host.isOnScreen { advance(newTop, to: .appearing, animated: animated, into: &effects) }
            if let oldTop { advance(oldTop, to: .disappeared, animated: animated, into: &effects) }
            if host == .appeared { advance(newTop, to: .appeared, animated: animated, into: &effects) }
        }
        stack = screens
        for id in joined { setMembership(id, .member, .didEnterStack(id), into: &effects) }
        for id in removed { leave(id, animated: animated, into: &effects) }
    }

    // MARK: Steps

    /// The screens the host shows now: the top, or both ends of the running transition.
    private var shownScreens: [ScreenID] {
        if let transition { return [transition.from, transition.to] }
        return stack.last.map { [$0] } ?? []
    }

    /// Ends a screen's membership; one that is still on screen disappears first, so every
    /// screen that leaves is balanced.
    private mutating func leave(_ id: ScreenID, animated: Bool, into effects: inout [ScreenLifecycleEffect]) {
        advance(id, to: .disappeared, animated: animated, into: &effects)
        memberships[id] = nil
        effects.append(.didLeaveStack(id))
    }

    private mutating func setMembership(
        _ id: ScreenID, _ membership: StackMembership, _ effect: ScreenLifecycleEffect,
        into effects: inout [ScreenLifecycleEffect]
    ) {
        memberships[id] = membership
        effects.append(effect)
    }

    /// Moves a screen toward an appearance state with the fewest legal callbacks: a screen
    /// that is appearing and must disappear gets `willDisappear` (a cancel), never a second
    /// `willAppear`; one already there gets none.
    private mutating func advance(
        _ id: ScreenID, to target: ScreenAppearance, animated: Bool, into effects: inout [ScreenLifecycleEffect]
    ) {
        let current = appearance(of: id)
        switch (current, target) {
        case (.disappeared, .appearing), (.disappearing, .appearing):
            effects.append(.willAppear(id, animated: animated))
        case (.disappeared, .appeared), (.disappearing, .appeared):
            effects.append(.willAppear(id, animated: animated))
            effects.append(.didAppear(id, animated: animated))
        case (.appearing, .appeared):
            effects.append(.didAppear(id, animated: animated))
        case (.appeared, .disappearing), (.appearing, .disappearing):
            effects.append(.willDisappear(id, animated: animated))
        case (.appeared, .disappeared), (.appearing, .disappeared):
            effects.append(.willDisappear(id, animated: animated))
            effects.append(.didDisappear(id, animated: animated))
        case (.disappearing, .disappeared):
            effects.append(.didDisappear(id, animated: animated))
        default:
            return  // already there, or a move that is not a step (appeared → appearing)
        }
        appearances[id] = target == .disappeared ? nil : target
    }
}
