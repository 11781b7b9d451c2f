import NavKitCore

// The one guard path: every removal asks through ``LeaveGuardState``. The machine asks (a
// question returned to the shell for an answer now, or a ``ContainerEffect/askLeave(_:)`` for
// one later), the shell calls the guard and relays the answer back as an event.

extension TransitionMachine {
    /// Records which kinds of guard a screen has.
    package mutating func setGuards(leave: Bool, intercepted: Bool, for screen: ScreenID) {
        guards.set(guarded: leave, intercepted: intercepted, for: screen)
    }

    /// The questions a stack request must put to guards before it is made, top first: one per
    /// guarded screen it would remove from the projected stack. Each has a fresh identity; none
    /// is open yet (the answers come with the request, ``request(_:animated:animator:ticket:reason:answers:overridingGuards:consented:at:into:)``).
    /// - Throws: The ``NavigationError`` the projected stack gives the operation; nothing changes
    ///   then.
    package mutating func leaveQuestions(for operation: StackOperation, reason: LeaveReason) throws(NavigationError)
        -> [LeaveRequest]
    {
        guard !guards.guarded.isEmpty else {
            _ = try projectedView.plan(operation)
            return []
        }
        return try leavingScreens(for: operation).filter { guards.guarded.contains($0.id) }.map {
            guards.question(about: $0, reason: reason)
        }
    }

    /// The screens an operation would remove from the projected stack, top first.
    /// - Throws: The ``NavigationError`` the projected stack gives the operation.
    func leavingScreens(for operation: StackOperation) throws(NavigationError) -> [Screen] {
        let view = projectedView
        return Self.leaving(try view.plan(operation), from: view)
    }

    /// The screens a change planned on a view removes, top first.
    static func leaving(_ change: StackChange, from view: StackProjection.View) -> [Screen] {
        switch change {
        case .append: return []
        case .removeLast(let k): return (0..<k).map { view.screen(at: view.count - 1 - $0) }
        case .replaceLast(let screen): return screen.id == view.top.id ? [] : [view.top]
        case .replaceAll(let list):
            let kept = Set(list.map(\.id))
            return (0..<view.count).reversed().map { view.screen(at: $0) }.filter { !kept.contains($0.id) }
        }
    }

    /// What a request's guards said, checked against the guarded screens it removes.
    /// - Returns: The screens that consented (or are overridden), the questions put off, and the
    ///   guarded screens no answer covers (asked through effects).
    /// - Throws: ``NavigationError/leaveDenied(_:)`` for the first answer that denies.
    func consent(
        leaving: [Screen], answers: [LeaveAnswer], overriding: Bool, consented: Set<ScreenID>
    ) throws(NavigationError) -> (consented: Set<ScreenID>, deferred: [LeaveRequest], unasked: [Screen]) {
        var consented = consented
        var deferred: [LeaveRequest] = []
        var unasked: [Screen] = []
        for screen in leaving where guards.guarded.contains(screen.id) && !consented.contains(screen.id) {
            if overriding {
                consented.insert(screen.id)
                continue
            }
            switch answers.first(where: { $0.question.screen.id == screen.id })?.decision {
            case .allow?: consented.insert(screen.id)
            case .deny?: throw .leaveDenied(screen.id)
            case .decideLater?: deferred.append(answers.first { $0.question.screen.id == screen.id }!.question)
            case nil: unasked.append(screen)
            }
        }
        return (consented, deferred, unasked)
    }

    /// Opens questions about screens for a waiting request and asks them through effects.
    mutating func ask(
        about screens: [Screen], for reason: LeaveReason, owner: LeaveQuestionOwner,
        into effects: inout [ContainerEffect]
    ) {
        for screen in screens {
            let question = guards.question(about: screen, reason: reason)
            guards.wait(for: question, owner: owner)
            effects.append(.askLeave(question))
        }
    }

    // MARK: Back actions

    /// A new question for the guard of a screen a back action is about to remove (not open yet:
    /// answer it with ``takeBackAnswer(_:)``); `nil` when the screen has no guard or is not in the
    /// stack.
    package mutating func backQuestion(about screen: ScreenID, origin: BackOrigin) -> LeaveRequest? {
        guard guards.guarded.contains(screen), let index = stack.index(of: screen) else { return nil }
        return guards.question(about: stack[index], reason: .back(origin))
    }

    /// Takes a guard's answer to a back action about to begin.
    /// - Returns: Whether the back may go on. A guard that decides later refuses it now; its
    ///   question stays open and an allowing answer pops the screen then.
    package mutating func takeBackAnswer(_ answer: LeaveAnswer) -> Bool {
        switch answer.decision {
        case .allow: return true
        case .deny: return false
        case .decideLater:
            guards.wait(for: answer.question, owner: .back)
            return false
        }
    }

    // MARK: Answers later

    /// The later answer to an open guard question. For a waiting request: allowed, it may go on
    /// (and goes when its turn comes); denied, it completes with ``NavigationResult/failed(_:)``
    /// and leaves the queue. For a put-off back action: allowed, the screen is popped (animated)
    /// if it is still on top.
    /// - Throws: ``NavigationError/unknownLeaveRequest(_:)`` when no question with that identity
    ///   is open; nothing changes then.
    package mutating func answerLeave(
        _ id: LeaveRequestID, allowed: Bool, at time: Timestamp, into effects: inout [ContainerEffect]
    ) throws(NavigationError) {
        guard guards.isOpen(id) else { throw .unknownLeaveRequest(id) }
        relayAnswer(id, allowed: allowed, at: time, into: &effects)
    }

    /// ``answerLeave(_:allowed:at:into:)`` for a question the shell relays as the guard answered
    /// it; nothing happens when the question is no longer open (it was answered meanwhile).
    package mutating func relayAnswer(
        _ id: LeaveRequestID, allowed: Bool, at time: Timestamp, into effects: inout [ContainerEffect]
    ) {
        guard let question = guards.close(id) else { return }
        let screen = question.request.screen.id
        switch question.owner {
        case .back:
            let projected = projectedView
            guard allowed, projected.count > 1, projected.top.id == screen else { break }
            do {
                _ = try request(
                    .pop, animated: true, animator: nil, ticket: nil, reason: question.request.reason,
                    consented: [screen], at: time, into: &effects)
            } catch {
                effects.append(.report(.queuedOperationFailed(error)))
            }
        case .request(let changeID):
            guard let position = queue.position(ofChange: changeID) else { break }
            if allowed {
                queue.update(at: position) { $0.consented.insert(screen) }
            } else {
                guards.withdraw(question.owner)
                let dropped = queue.remove(at: position)
                if let ticket = dropped.ticket { effects.append(.complete(ticket, .failed(.leaveDenied(screen)))) }
                reproject(into: &effects)
            }
        }
        if !isRunning { drain(at: time, into: &effects) }
    }
}
