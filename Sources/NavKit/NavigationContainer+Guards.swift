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
    public var pendingLeaveRequests: [LeaveRequest] {
        openQuestions.values.map(\.request).sorted { $0.id.rawValue < $1.id.rawValue }
    }

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
        guard let question = openQuestions.removeValue(forKey: id) else { throw .unknownLeaveRequest(id) }
        if question.deferredBack {
            guard allowing, projectedStack.last?.id == question.request.screen.id, projectedStack.count > 1 else {
                return
            }
            _ = try? request(
                .pop, animated: true, animator: nil, completion: nil, overridingGuards: false,
                alreadyConsented: [question.request.screen.id])
            return
        }
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

    // MARK: Asking

    /// What a screen's interceptor and guard say to a back action about to begin: `nil` to go on,
    /// or why not. A guard that decides later refuses it now, and an allowing answer pops then.
    func backRefusal(of screen: ScreenID, origin: BackOrigin, animated: Bool) -> BackGestureRefusal? {
        if let interceptor = interceptor(of: screen), interceptor.shouldConsumeBack(on: screen) { return .intercepted }
        guard let leaveGuard = leaveGuards[screen]?.value, let value = stack.last(where: { $0.id == screen }) else {
            return nil
        }
        let question = LeaveRequest(id: takeQuestionID(), screen: value, reason: .back(origin))
        switch leaveGuard.navigationContainer(self, shouldLeave: question) {
        case .allow:
            return nil
        case .deny:
            return .guarded
        case .decideLater:
            openQuestions[question.id] = OpenQuestion(request: question, deferredBack: true)
            return .guarded
        }
    }

    /// Asks the guards of the screens an operation would remove, top first.
    /// - Returns: The screens that consented, and the questions deferred (with their screens).
    /// - Throws: ``NavigationError/leaveDenied(_:)`` at the first guard that denies; the questions
    ///   deferred before it are withdrawn.
    func consent(
        for operation: StackOperation, reason: LeaveReason, overriding: Bool, alreadyConsented: Set<ScreenID>
    ) throws(NavigationError) -> (
        consented: Set<ScreenID>, awaiting: [LeaveRequestID: ScreenID], overridden: [ScreenID]
    ) {
        guard !leaveGuards.isEmpty else { return (alreadyConsented, [:], []) }
        let leaving = try core.transition.leavingScreens(for: operation).filter {
            !alreadyConsented.contains($0.id) && leaveGuards[$0.id]?.value != nil
        }
        var consented = alreadyConsented
        var awaiting: [LeaveRequestID: ScreenID] = [:]
        var overridden: [ScreenID] = []
        for screen in leaving {
            if overriding {
                consented.insert(screen.id)
                overridden.append(screen.id)
                continue
            }
            guard let leaveGuard = leaveGuards[screen.id]?.value else { continue }
            let question = LeaveRequest(id: takeQuestionID(), screen: screen, reason: reason)
            switch leaveGuard.navigationContainer(self, shouldLeave: question) {
            case .allow:
                consented.insert(screen.id)
            case .deny:
                for id in awaiting.keys { openQuestions[id] = nil }
                throw .leaveDenied(screen.id)
            case .decideLater:
                awaiting[question.id] = screen.id
                openQuestions[question.id] = OpenQuestion(request: question, deferredBack: false)
            }
        }
        return (consented, awaiting, overridden)
    }

    /// Performs a machine's question about a queued request (the stack changed under it).
    func ask(_ question: LeaveRequest) {
        let decision =
            leaveGuards[question.screen.id]?.value?.navigationContainer(self, shouldLeave: question) ?? .allow
        switch decision {
        case .allow, .deny:
            let time = now()
            _ = try? performTransition { (machine, effects) throws(NavigationError) in
                try machine.answerLeave(question.id, allowed: decision == .allow, at: time, into: &effects)
            }
        case .decideLater:
            openQuestions[question.id] = OpenQuestion(request: question, deferredBack: false)
        }
    }

    private func takeQuestionID() -> LeaveRequestID {
        defer { nextQuestion += 2 }
        return LeaveRequestID(nextQuestion)
    }
}
