import NavKitCore

extension TransitionMachine {
    /// A stack request: validated against the projected stack, its guards' answers taken, then
    /// applied at once, started, or queued behind the run in flight (or behind its guards).
    /// - Parameters:
    ///   - operation: The operation.
    ///   - animated: Whether to animate it.
    ///   - animator: An animator name overriding the preference and the default.
    ///   - ticket: The completion to run exactly once, if any.
    ///   - reason: What the guards of the screens it removes are told; the operation's own by
    ///     default.
    ///   - answers: The guards' answers to the questions ``leaveQuestions(for:reason:)`` gave. A
    ///     guarded screen it removes that no answer covers is asked through
    ///     ``ContainerEffect/askLeave(_:)``, and the request waits for it.
    ///   - overridingGuards: Removes guarded screens without asking, each reported as
    ///     ``NavigationDiagnostic/guardOverridden(_:_:)``.
    ///   - consented: Guarded screens that consented already.
    ///   - time: Now (the shell's clock, never earlier than ``lastTime``).
    ///   - effects: Where effects are appended.
    /// - Returns: Whether it applied, started, was queued or waits for a guard.
    /// - Throws: The ``NavigationError`` the projected stack gives, or
    ///   ``NavigationError/leaveDenied(_:)`` for the first answer that denies; nothing changes then.
    package mutating func request(
        _ operation: StackOperation, animated: Bool, animator: AnimatorID?, ticket: CompletionTicket?,
        reason: LeaveReason? = nil, answers: [LeaveAnswer] = [], overridingGuards: Bool = false,
        consented: Set<ScreenID> = [], at time: Timestamp, into effects: inout [ContainerEffect]
    ) throws(NavigationError) -> OperationDisposition {
        let view = projectedView
        let change = try view.plan(operation)
        let reason = reason ?? operation.leaveReason
        let leaving = guards.guarded.isEmpty ? [] : Self.leaving(change, from: view)
        let consent = try consent(
            leaving: leaving, answers: answers, overriding: overridingGuards, consented: consented)
        var request = PendingRequest(operation: operation, animated: animated, animator: animator, ticket: ticket)
        request.reason = reason
        request.consented = consent.consented
        let disposition: OperationDisposition
        if isIdle, consent.deferred.isEmpty, consent.unasked.isEmpty {
            disposition = perform(request, change: change, projected: false, at: time, into: &effects)
        } else {
            if projection == nil { projection = StackProjection(base: stack) }
            request.changeID = takeChangeID()
            projection!.apply(change, id: request.changeID)
            queue.append(request)
            let owner = LeaveQuestionOwner.request(request.changeID)
            for question in consent.deferred { guards.wait(for: question, owner: owner) }
            ask(about: consent.unasked, for: reason, owner: owner, into: &effects)
            disposition = consent.deferred.isEmpty && consent.unasked.isEmpty ? .queued : .awaitingGuard
        }
        if overridingGuards {
            for screen in leaving where guards.guarded.contains(screen.id) && !consented.contains(screen.id) {
                effects.append(.report(.guardOverridden(screen.id, reason)))
            }
        }
        return disposition
    }

    /// Applies or starts one request whose change was planned against the committed stack;
    /// `projected` tells whether the projection already holds its change (a queued request).
    private mutating func perform(
        _ request: PendingRequest, change: StackChange, projected: Bool, at time: Timestamp,
        into effects: inout [ContainerEffect]
    ) -> OperationDisposition {
        let oldTop = stack.top
        let newTop = stack.top(after: change)
        if request.animated && newTop.id != oldTop.id {
            startTimed(request, change: change, projected: projected, at: time, into: &effects)
            return .started
        }
        applyImmediately(
            change, id: request.changeID, oldTop: oldTop, newTop: newTop, ticket: request.ticket, into: &effects)
        return .applied
    }

    /// Applies queued requests in order until one starts a transition, one waits for a guard,
    /// or the queue is empty.
    mutating func drain(at time: Timestamp, into effects: inout [ContainerEffect]) {
        while !isRunning, let next = queue.first {
            guard !guards.isWaiting(.request(next.changeID)) else { break }
            let change: StackChange
            do {
                change = try stack.plan(next.operation)
            } catch {
                _ = queue.popFirst()
                effects.append(.report(.queuedOperationFailed(error)))
                if let ticket = next.ticket { effects.append(.complete(ticket, .failed(error))) }
                continue
            }
            // The stack may have changed since its guards were asked (a cancelled transition):
            // a guarded screen it would now remove without consent is asked first.
            let unasked = guards.needingConsent(stack.removed(by: change), consented: next.consented)
            if !unasked.isEmpty {
                let screens = unasked.compactMap { id in stack.index(of: id).map { stack[$0] } }
                ask(about: screens, for: next.reason, owner: .request(next.changeID), into: &effects)
                break
            }
            let request = queue.popFirst()!
            _ = perform(request, change: change, projected: true, at: time, into: &effects)
        }
        if isIdle { projection = nil }
    }

    private mutating func applyImmediately(
        _ change: StackChange, id: UInt64, oldTop: Screen, newTop: Screen, ticket: CompletionTicket?,
        into effects: inout [ContainerEffect]
    ) {
        let topChanges = oldTop.id != newTop.id
        if topChanges { effects.append(.willShow(newTop, animated: false)) }
        commit(change, id: id, into: &effects)
        renderIdle()
        if topChanges { effects.append(.didShow(newTop, animated: false)) }
        if let ticket { effects.append(.complete(ticket, .finished)) }
    }

    /// Applies a change to the committed stack and keeps the projection in step.
    /// - Parameters:
    ///   - change: The change.
    ///   - id: Its sequence number in the projection (0 when it was never projected).
    mutating func commit(_ change: StackChange, id: UInt64, into effects: inout [ContainerEffect]) {
        if reportsRemovedScreens {
            let removed = stack.removed(by: change)
            if !removed.isEmpty { effects.append(.forget(removed)) }
        }
        stack.apply(change)
        projection?.commit(id, onto: stack)
    }

    /// A fresh sequence number for a change entering the projection.
    mutating func takeChangeID() -> UInt64 {
        defer { nextChangeID += 1 }
        return nextChangeID
    }

    /// Recomputes the projection from the committed stack, the run in flight and the queue (after
    /// a cancel, when the run's change did not happen, or a denied request left the queue);
    /// requests that can no longer apply are skipped, as they will fail when their turn comes,
    /// and reported (``NavigationDiagnostic/queuedOperationNoLongerApplies(_:)``).
    mutating func reproject(into effects: inout [ContainerEffect]) {
        let run = runBox?.run
        guard !queue.isEmpty || run != nil else {
            projection = nil
            return
        }
        var fresh = StackProjection(base: stack)
        if let run { fresh.apply(run.change, id: run.changeID) }
        for request in queue.pending {
            do {
                fresh.apply(try fresh.view(over: stack).plan(request.operation), id: request.changeID)
            } catch {
                effects.append(.report(.queuedOperationNoLongerApplies(error)))
            }
        }
        projection = fresh
    }

    private mutating func startTimed(
        _ request: PendingRequest, change: StackChange, projected: Bool, at time: Timestamp,
        into effects: inout [ContainerEffect]
    ) {
        let (context, choice) = prepare(request.operation, change: change, override: request.animator, into: &effects)
        let duration = sanitizedDuration(choice.animator.duration(for: context), animator: choice.id, into: &effects)
        let curve = choice.animator.timingCurve(for: context)
        var run = TransitionRun(
            context: context, animatorID: choice.id, animator: choice.animator, change: change,
            fromBar: restingBar(for: context.from, depth: stack.count),
            toBar: restingBar(for: context.to, depth: stack.count(after: change)), start: time, duration: duration,
            curve: curve)
        run.ticket = request.ticket
        run.changeID = request.changeID
        begin(run, projected: projected, into: &effects)
    }

    /// The context of a transition for a change and the animator that renders it.
    func prepare(
        _ operation: StackOperation, change: StackChange, override: AnimatorID?, interactive: Bool = false,
        into effects: inout [ContainerEffect]
    ) -> (TransitionContext, (id: AnimatorID, animator: any AnimatedTransitioning)) {
        let from = stack.top
        let to = stack.top(after: change)
        let direction = stack.direction(of: change)
        let context = TransitionContext(
            operation: operation.transitionOperation, direction: direction, from: from, to: to, bounds: scene.bounds,
            layoutDirection: scene.layoutDirection, isInteractive: interactive, isAnimated: true,
            barHeight: configuration.barHeight)
        // The screen a transition is about is the deeper one, so a pop reverses the push that
        // brought the screen in.
        let choice = resolveAnimator(override: override, preferred: context.deeper.preferences.preferredAnimator)
        for name in choice.unknown { effects.append(.report(.unknownAnimator(name))) }
        return (context, (choice.id, choice.animator))
    }

    /// Installs a run, renders its first frame and tells observers; `projected` tells whether
    /// the projection already holds the run's change.
    mutating func begin(_ run: TransitionRun, projected: Bool, into effects: inout [ContainerEffect]) {
        var run = run
        if !projected {
            if projection == nil { projection = StackProjection(base: stack) }
            run.changeID = takeChangeID()
            projection!.apply(run.change, id: run.changeID)
        }
        let question = Self.sourceQuestion(for: run)
        let shared = Self.sharedElementQuestion(for: run)
        install(run)
        render(progress: 0, into: &effects)
        if let question { effects.append(.resolveSource(question)) }
        if let shared { effects.append(.resolveSharedElements(shared)) }
        effects.append(.willShow(run.context.to, animated: true))
        effects.append(.didBegin(run.context))
    }

    /// The question about a run's source element: the element its deeper screen zooms out of,
    /// on its shallower screen; `nil` when the deeper screen names none.
    static func sourceQuestion(for run: TransitionRun) -> SourceQuestion? {
        run.context.deeper.preferences.transitionSource.map {
            SourceQuestion(source: $0, screen: run.context.shallower.id, run: run.changeID)
        }
    }

    /// The question about the source element of the run in flight, to ask again when the host
    /// learns the element moved (``NavigationContainer/transitionSourceDidChange()``); `nil` with
    /// no run in flight or a run without a source.
    package var sourceQuestion: SourceQuestion? {
        guard let run = runBox?.run else { return nil }
        return Self.sourceQuestion(for: run)
    }

    /// Ends the run in flight exactly once, then drains the queue.
    mutating func end(_ outcome: TransitionOutcome, at time: Timestamp, into effects: inout [ContainerEffect]) {
        guard let ended = removeRun() else { return }
        if case .interactive(let interactive) = ended.drive, interactive.input.isDriving {
            effects.append(.stoppedDriving(interactive.owner))
        }
        if outcome == .finished {
            commit(ended.change, id: ended.changeID, into: &effects)
        } else {
            reproject(into: &effects)
        }
        renderIdle()
        if outcome == .finished { effects.append(.didShow(ended.context.to, animated: true)) }
        effects.append(.didEnd(ended.context, outcome))
        if let ticket = ended.ticket {
            effects.append(.complete(ticket, outcome == .finished ? .finished : .cancelled))
        }
        drain(at: time, into: &effects)
    }

    private func sanitizedDuration(_ requested: Double, animator: AnimatorID, into effects: inout [ContainerEffect])
        -> Double
    {
        let range = configuration.allowedDurations
        let wanted = requested.isFinite ? requested : configuration.fallbackDuration
        let used = min(range.upperBound, max(range.lowerBound, wanted))
        if used != requested {
            effects.append(.report(.durationClamped(animator: animator, requested: requested, used: used)))
        }
        return used
    }
}

extension StackOperation {
    /// What the guards of the screens it removes are told.
    var leaveReason: LeaveReason {
        switch self {
        case .push, .pop: .pop
        case .popTo(let id): .popTo(id)
        case .popToRoot: .popToRoot
        case .replaceTop: .replaceTop
        case .setStack: .setStack
        }
    }

    var transitionOperation: TransitionOperation {
        switch self {
        case .push: .push
        case .pop, .popTo, .popToRoot: .pop
        case .replaceTop: .replace
        case .setStack: .setStack
        }
    }
}
