import NavKit

/// A reference for the leave guards, computed from the guards' policies alone: the stack, the
/// requests waiting for an answer, the questions open, and which guard each step asks, with
/// what reason. Screens are numbers (`s0` … `s5`); each has a fixed policy or no guard. It knows
/// nothing of the container's machines: it is what a reader of DESIGN invariant 11 and the
/// ``LeaveGuard`` documentation expects.
struct LeaveGuardModel {
    enum Policy: Int, CaseIterable, Sendable {
        case allow, deny, later
    }

    enum Operation: Equatable, Sendable {
        case push(Int)
        case pop
        case popTo(Int)
        case popToRoot
        case replaceTop(Int)
        case setStack([Int])
    }

    /// What waits for a question's answer.
    enum Owner: Equatable {
        case request(Int)
        case back
    }

    struct Question: Equatable {
        let number: Int
        let screen: Int
        let reason: LeaveReason
        let owner: Owner
    }

    struct Request {
        let number: Int
        let operation: Operation
        let reason: LeaveReason
        var consented: Set<Int>
    }

    /// What a request or a back begin is expected to do.
    enum Outcome: Equatable {
        case accepted(awaitingGuard: Bool)
        case refused(NavigationError)
    }

    let policies: [Int: Policy]
    private(set) var stack: [Int]
    private(set) var queue: [Request] = []
    private(set) var open: [Question] = []
    /// Whether an interactive pop of the top screen is in flight.
    private(set) var popRuns = false
    /// The guards asked during the current step, in order.
    private(set) var asked: [(screen: Int, reason: LeaveReason)] = []
    /// Guarded screens removed in the current step with their guard's consent.
    private(set) var consentedRemovals: Set<Int> = []
    /// Guarded screens removed in the current step by an override (each must be reported).
    private(set) var overridden: [Int] = []
    /// Questions asked through the container's later route (a waiting request whose stack
    /// changed), in the order the container relays them.
    private var relays: [Question] = []
    /// How many questions the later way put to guards (re-asks), over the whole program.
    private(set) var reasks = 0
    private var nextNumber = 0

    init(policies: [Int: Policy], stack: [Int]) {
        self.policies = policies
        self.stack = stack
    }

    static func id(_ n: Int) -> ScreenID { ScreenID("s\(n)") }

    /// Starts a step: what it asks and removes is counted afresh.
    mutating func beginStep() {
        asked = []
        consentedRemovals = []
        overridden = []
    }

    // MARK: Planning

    /// The stack after an operation, or the error the container gives.
    static func plan(_ operation: Operation, on stack: [Int]) -> Result<[Int], NavigationError> {
        switch operation {
        case .push(let n):
            return stack.contains(n) ? .failure(.duplicateScreen(id(n))) : .success(stack + [n])
        case .pop:
            return stack.count < 2 ? .failure(.cannotPopRoot) : .success(Array(stack.dropLast()))
        case .popTo(let n):
            guard let index = stack.firstIndex(of: n) else { return .failure(.screenNotInStack(id(n))) }
            return .success(Array(stack[...index]))
        case .popToRoot:
            return .success([stack[0]])
        case .replaceTop(let n):
            if n != stack.last!, stack.contains(n) { return .failure(.duplicateScreen(id(n))) }
            return .success(stack.dropLast() + [n])
        case .setStack(let list):
            guard !list.isEmpty else { return .failure(.emptyStack) }
            var seen: Set<Int> = []
            for n in list where !seen.insert(n).inserted { return .failure(.duplicateScreen(id(n))) }
            return .success(list)
        }
    }

    /// The screens going from `old` to `new` removes, top first.
    static func leaving(_ old: [Int], _ new: [Int]) -> [Int] {
        old.reversed().filter { !new.contains($0) }
    }

    /// The stack once the pop in flight finishes and every waiting request has applied (those
    /// that cannot are skipped).
    var projected: [Int] {
        queue.reduce(popRuns ? Array(stack.dropLast()) : stack) { stack, request in
            (try? Self.plan(request.operation, on: stack).get()) ?? stack
        }
    }

    // MARK: Requests

    /// A stack request: its guards asked top first against the projected stack, up to the first
    /// that denies.
    mutating func request(
        _ operation: Operation, reason: LeaveReason, overriding: Bool = false, consented: Set<Int> = []
    ) -> Outcome {
        let base = projected
        let new: [Int]
        switch Self.plan(operation, on: base) {
        case .failure(let error): return .refused(error)
        case .success(let list): new = list
        }
        var consented = consented
        var deferred: [Int] = []
        var overriddenHere: [Int] = []
        for screen in Self.leaving(base, new) where policies[screen] != nil && !consented.contains(screen) {
            if overriding {
                consented.insert(screen)
                overriddenHere.append(screen)
                continue
            }
            asked.append((screen, reason))
            switch policies[screen]! {
            case .allow: consented.insert(screen)
            case .deny: return .refused(.leaveDenied(Self.id(screen)))
            case .later: deferred.append(screen)
            }
        }
        overridden += overriddenHere
        let request = Request(number: takeNumber(), operation: operation, reason: reason, consented: consented)
        if queue.isEmpty, deferred.isEmpty, !popRuns {
            apply(new, consented: consented)
            return .accepted(awaitingGuard: false)
        }
        queue.append(request)
        for screen in deferred {
            open.append(Question(number: takeNumber(), screen: screen, reason: reason, owner: .request(request.number)))
        }
        return .accepted(awaitingGuard: !deferred.isEmpty)
    }

    private mutating func apply(_ new: [Int], consented: Set<Int>) {
        for screen in Self.leaving(stack, new) where policies[screen] != nil {
            precondition(consented.contains(screen), "the model removed s\(screen) without consent")
            if !overridden.contains(screen) { consentedRemovals.insert(screen) }
        }
        stack = new
    }

    /// Applies waiting requests in order until one waits for an answer; a request that removes a
    /// guarded screen its guard was not asked about (its stack changed) asks it now.
    private mutating func drain() {
        while let head = queue.first, !open.contains(where: { $0.owner == .request(head.number) }) {
            guard case .success(let new) = Self.plan(head.operation, on: stack) else {
                queue.removeFirst()
                continue
            }
            let unasked = Self.leaving(stack, new).filter { policies[$0] != nil && !head.consented.contains($0) }
            if !unasked.isEmpty {
                for screen in unasked {
                    let question = Question(
                        number: takeNumber(), screen: screen, reason: head.reason, owner: .request(head.number))
                    open.append(question)
                    relays.append(question)
                }
                return
            }
            queue.removeFirst()
            apply(new, consented: head.consented)
        }
    }

    /// Relays the questions asked the later way, in order, as the container does once the event
    /// that asked them is over: each still open is put to its guard; allow and deny are answers.
    private mutating func relay() {
        while !relays.isEmpty {
            let question = relays.removeFirst()
            guard open.contains(question) else { continue }
            asked.append((question.screen, question.reason))
            reasks += 1
            switch policies[question.screen]! {
            case .allow: answer(question, allowing: true)
            case .deny: answer(question, allowing: false)
            case .later: break
            }
        }
    }

    // MARK: Answers

    /// `answer(_:allowing:)` for the oldest open question.
    mutating func answerOldest(allowing: Bool) {
        guard let question = open.first else { return }
        answer(question, allowing: allowing)
        relay()
    }

    private mutating func answer(_ question: Question, allowing: Bool) {
        open.removeAll { $0 == question }
        switch question.owner {
        case .back:
            let base = projected
            if allowing, base.count > 1, base.last == question.screen {
                _ = request(.pop, reason: question.reason, consented: [question.screen])
            }
        case .request(let number):
            guard let index = queue.firstIndex(where: { $0.number == number }) else { break }
            if allowing {
                queue[index].consented.insert(question.screen)
            } else {
                open.removeAll { $0.owner == .request(number) }
                queue.remove(at: index)
            }
        }
        drain()
    }

    /// Runs what an event left to do: a request's questions asked the later way.
    mutating func settle() {
        drain()
        relay()
    }

    // MARK: Back actions

    /// A back action that begins an interactive pop (a swipe, a programmatic back, the API):
    /// refused while anything runs or waits or on the root; else the top screen's guard is asked;
    /// one that decides later refuses it now and pops the screen on an allowing answer.
    mutating func back(_ origin: BackOrigin, finishes: Bool) -> Outcome {
        let outcome = beginPop(origin)
        if case .accepted = outcome { endPop(finishes: finishes) }
        return outcome
    }

    /// The begin of an interactive pop (``back(_:finishes:)`` without its end).
    mutating func beginPop(_ origin: BackOrigin) -> Outcome {
        guard queue.isEmpty, !popRuns else { return .refused(.transitionInProgress) }
        guard stack.count > 1, let top = stack.last else { return .refused(.cannotPopRoot) }
        if let policy = policies[top] {
            asked.append((top, .back(origin)))
            switch policy {
            case .allow: break
            case .deny: return .refused(.backRefused(.guarded))
            case .later:
                open.append(Question(number: takeNumber(), screen: top, reason: .back(origin), owner: .back))
                return .refused(.backRefused(.guarded))
            }
        }
        popRuns = true
        return .accepted(awaitingGuard: false)
    }

    /// The end of the interactive pop in flight: the top screen leaves if it finishes (its guard
    /// consented when it began); then what waited behind it goes on.
    mutating func endPop(finishes: Bool) {
        guard popRuns else { return }
        popRuns = false
        if finishes { apply(Array(stack.dropLast()), consented: [stack.last!]) }
        settle()
    }

    private mutating func takeNumber() -> Int {
        defer { nextNumber += 1 }
        return nextNumber
    }
}
