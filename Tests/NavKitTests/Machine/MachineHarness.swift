import NavKit

/// A bare ``TransitionMachine`` with no shell: requests, frames and an interactive pop fed as
/// events with explicit times, every effect kept, and the completions it reports counted.
struct MachineHarness {
    var machine: TransitionMachine
    var now = Timestamp.zero
    /// Every effect the machine emitted, in order.
    var effects: [ContainerEffect] = []
    /// The tickets handed out and not completed yet.
    var outstanding: Set<CompletionTicket> = []
    /// Every completion, in order.
    var completions: [(CompletionTicket, NavigationResult)] = []
    private var nextTicket: UInt64 = 1

    init(screens: [String] = []) {
        machine = TransitionMachine(
            root: Screen(id: "root"), bounds: Rect(x: 0, y: 0, width: 390, height: 844),
            layoutDirection: .leftToRight, configuration: NavigationConfiguration(), animators: .standard, now: .zero)
        for id in screens { _ = try? request(.push(Screen(id: ScreenID(id))), animated: false) }
        effects = []
        completions = []
    }

    var ids: [ScreenID] { machine.screens.map(\.id) }

    /// A stack request with a fresh ticket.
    @discardableResult
    mutating func request(
        _ operation: StackOperation, animated: Bool = true, consented: Set<ScreenID> = []
    ) throws(NavigationError) -> (CompletionTicket, OperationDisposition) {
        let ticket = CompletionTicket(nextTicket)
        var fresh: [ContainerEffect] = []
        let disposition = try machine.request(
            operation, animated: animated, animator: nil, ticket: ticket, consented: consented,
            at: now, into: &fresh)
        nextTicket += 1
        outstanding.insert(ticket)
        record(fresh)
        return (ticket, disposition)
    }

    /// One frame, `dt` after the last event.
    mutating func tick(_ dt: Double = 1.0 / 60) throws(NavigationError) {
        now = now + dt
        var fresh: [ContainerEffect] = []
        try machine.tick(at: now, into: &fresh)
        record(fresh)
    }

    /// Frames until nothing runs or waits, at most `limit` of them.
    /// - Returns: Whether the machine settled within the limit.
    @discardableResult
    mutating func settle(limit: Int = 600) throws(NavigationError) -> Bool {
        var frames = 0
        while !machine.isIdle {
            guard frames < limit else { return false }
            try tick()
            frames += 1
        }
        return true
    }

    /// An interactive pop driven by the API source.
    mutating func beginPop() throws(NavigationError) -> CompletionTicket {
        let ticket = CompletionTicket(nextTicket)
        var fresh: [ContainerEffect] = []
        try machine.beginInteractivePop(source: .api, at: now, animator: nil, ticket: ticket, into: &fresh)
        nextTicket += 1
        outstanding.insert(ticket)
        record(fresh)
        return ticket
    }

    mutating func update(_ progress: Double) throws(NavigationError) {
        now = now + 0.01
        var fresh: [ContainerEffect] = []
        try machine.updateInteractivePop(source: .api, progress: progress, at: now, into: &fresh)
        record(fresh)
    }

    mutating func release(_ outcome: TransitionOutcome, velocity: Double = 0) throws(NavigationError) {
        now = now + 0.01
        var fresh: [ContainerEffect] = []
        try machine.releaseInteractivePop(source: .api, toward: outcome, velocity: velocity, at: now, into: &fresh)
        record(fresh)
    }

    mutating func answer(_ id: LeaveRequestID, allowed: Bool) throws(NavigationError) {
        var fresh: [ContainerEffect] = []
        try machine.answerLeave(id, allowed: allowed, at: now, into: &fresh)
        record(fresh)
    }

    /// The completions of one ticket.
    func results(of ticket: CompletionTicket) -> [NavigationResult] {
        completions.filter { $0.0 == ticket }.map(\.1)
    }

    /// The questions the machine asked through effects, in order.
    var questionsAsked: [LeaveRequest] {
        effects.compactMap {
            if case .askLeave(let question) = $0 { return question }
            return nil
        }
    }

    private mutating func record(_ fresh: [ContainerEffect]) {
        for effect in fresh {
            if case .complete(let ticket, let result) = effect {
                outstanding.remove(ticket)
                completions.append((ticket, result))
            }
        }
        effects += fresh
    }
}
