public import NavKitCore
import NavKitInteraction

extension NavigationContainer {
    // MARK: Leave guards

    /// Sets or clears a screen's leave guard, held weakly: every path that would remove the
    /// screen asks it first (DESIGN invariant 11).
    /// - Parameters:
    ///   - guard: The guard, or `nil` to clear.
    ///   - screen: The screen it guards.
    public func setLeaveGuard(_ guard: (any LeaveGuard)?, for screen: ScreenID) {
        leaveGuards[screen] = `guard`.map { WeakLeaveGuard(value: $0) }
        updateGuards(of: screen)
    }

    /// The guard questions waiting for a later answer (a guard answered
    /// ``LeaveDecision/decideLater``), oldest first.
    public var pendingLeaveRequests: [LeaveRequest] { core.transition.guards.pending }

    /// Answers a guard question that was deferred.
    ///
    /// For a request that waits (``OperationDisposition/awaitingGuard``): allowed, it goes on when
    /// its turn comes; denied, it completes with `.failed(.leaveDenied)` and leaves the queue. For
    /// a back action that was refused while the guard decided: allowed, the screen is popped
    /// (animated) if it is still on top.
    /// - Parameters:
    ///   - id: The question's identity, from the ``LeaveRequest`` the guard was given.
    ///   - allowing: Whether the screen may leave.
    /// - Throws: ``NavigationError/unknownLeaveRequest(_:)`` for a question nothing waits for;
    ///   nothing changes then.
    public func answer(_ id: LeaveRequestID, allowing: Bool) throws(NavigationError) {
        let time = now()
        try performTransition { (machine, effects) throws(NavigationError) in
            try machine.answerLeave(id, allowed: allowing, at: time, into: &effects)
        }
    }

    // MARK: Back

    /// Goes back one screen, as the back button, a keyboard shortcut (Esc, ⌘[, Alt+←) or the
    /// accessibility escape (VoiceOver's two-finger Z) do: through the top screen's back
    /// interceptor and leave guard, like the swipe.
    ///
    /// A keyboard or accessibility escape obeys the top screen's back-gesture policy (a screen
    /// that disables the back gesture is not escaped); the back button does not, as in UIKit.
    ///
    /// With containers nested in this one's screens, a keyboard, accessibility or programmatic
    /// back goes to the innermost container that can go back (DESIGN invariant 10); the back
    /// button goes back here, in the container whose bar shows it.
    /// - Parameters:
    ///   - origin: Where the back came from.
    ///   - animated: Whether to animate the pop.
    /// - Returns: Whether it applied, started, was queued, waits for a guard, or was taken by the
    ///   screen's interceptor.
    /// - Throws: ``NavigationError/cannotPopRoot``, ``NavigationError/leaveDenied(_:)``, or
    ///   ``NavigationError/backRefused(_:)`` for an escape the policy refuses; nothing changes then.
    @discardableResult
    public func goBack(from origin: BackOrigin = .backButton, animated: Bool = true) throws(NavigationError)
        -> OperationDisposition
    {
        let target = origin == .backButton ? self : backHandler()
        if target !== self { return try target.goBack(from: origin, animated: animated) }
        let projected = projectedStack
        guard projected.count > 1, let top = projected.last else { throw .cannotPopRoot }
        if origin == .keyboard || origin == .accessibility {
            switch top.preferences.backGesture {
            case .disabled: throw .backRefused(.disabledByScreen)
            case .enabled, .edgeOnly: break
            }
        }
        if let interceptor = interceptor(of: top.id), interceptor.shouldConsumeBack(on: top.id) { return .intercepted }
        return try request(
            .pop, animated: animated, animator: nil, completion: nil, overridingGuards: false, reason: .back(origin))
    }

    // MARK: Relaying

    // The container keeps no guard facts of its own (DESIGN invariant 13): the transition
    // machine's `LeaveGuardState` asks, the container calls the guard objects and hands their
    // answers back.

    /// What a screen's guard says to a question the machine asked; a screen whose guard was
    /// released allows.
    private func decision(on question: LeaveRequest) -> LeaveDecision {
        leaveGuards[question.screen.id]?.value?.navigationContainer(self, shouldLeave: question) ?? .allow
    }

    /// The answers of the guards a stack request asks before it is made, top first, up to the
    /// first that denies.
    /// - Throws: The ``NavigationError`` the projected stack gives the operation.
    func answers(for operation: StackOperation, reason: LeaveReason) throws(NavigationError) -> [LeaveAnswer] {
        var answers: [LeaveAnswer] = []
        for question in try core.transition.leaveQuestions(for: operation, reason: reason) {
            let decision = decision(on: question)
            answers.append(LeaveAnswer(question, decision))
            if decision == .deny { break }
        }
        return answers
    }

    /// What a screen's interceptor and guard say to a back action about to begin: the
    /// interceptor's refusal if it takes the back, else the guard's answer to the machine's
    /// question (`nil` for a screen without a guard).
    func askBack(on screen: ScreenID, origin: BackOrigin) -> (refusal: BackGestureRefusal?, answer: LeaveAnswer?) {
        if let interceptor = interceptor(of: screen), interceptor.shouldConsumeBack(on: screen) {
            return (.intercepted, nil)
        }
        guard let question = core.transition.backQuestion(about: screen, origin: origin) else { return (nil, nil) }
        return (nil, LeaveAnswer(question, decision(on: question)))
    }

    /// Relays a question the machine asked through an effect (a waiting request whose stack
    /// changed under it): the guard's answer goes back as an event; one that decides later leaves
    /// it open for ``answer(_:allowing:)``.
    func relay(_ question: LeaveRequest) {
        // Answered meanwhile (the effect waited its turn), or from inside the guard's own call.
        guard core.transition.guards.isOpen(question.id) else { return }
        let decision = decision(on: question)
        guard decision != .decideLater else { return }
        let time = now()
        performTransition { machine, effects in
            machine.relayAnswer(question.id, allowed: decision == .allow, at: time, into: &effects)
        }
    }
}
