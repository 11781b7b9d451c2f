import NavKitCore

/// What waits for the answer to an open guard question.
package enum LeaveQuestionOwner: Hashable, Sendable {
    /// A request in the queue, by the sequence number of its change: it waits (and holds the
    /// queue) until every question it owns is answered.
    case request(UInt64)
    /// A back action the guard put off: refused when it came, it pops the screen (animated) if an
    /// allowing answer finds it still on top.
    case back
}

/// A guard's answer to one question, as the shell relays it to the machine.
package struct LeaveAnswer: Hashable, Sendable {
    /// The question, as the machine asked it.
    package var question: LeaveRequest
    /// What the guard said.
    package var decision: LeaveDecision

    package init(_ question: LeaveRequest, _ decision: LeaveDecision) {
        self.question = question
        self.decision = decision
    }
}

/// Every fact about leave guards, in one place (DESIGN invariants 11 and 13): which screens have
/// a guard or a back interceptor, the questions still open (one identity space), and what each
/// of them holds up — a queued request or a put-off back action.
///
/// The transition machine owns it; the core reads it to decide whether a back begin must be
/// asked about; the shell keeps only the guard objects themselves, calls them when the machine
/// asks, and relays their answers as events.
package struct LeaveGuardState: Sendable {
    /// An open question and what waits for its answer.
    package struct OpenQuestion: Hashable, Sendable {
        /// The question as the guard was given it.
        package var request: LeaveRequest
        /// What its answer unblocks.
        package var owner: LeaveQuestionOwner
    }

    /// Screens with a leave guard.
    package private(set) var guarded: Set<ScreenID> = []
    /// Screens with a back interceptor (back actions ask it before the guard).
    package private(set) var intercepted: Set<ScreenID> = []
    /// The questions waiting for an answer, by identity.
    package private(set) var open: [LeaveRequestID: OpenQuestion] = [:]
    /// The identity the next question gets.
    private var nextID: UInt64 = 1

    package init() {}

    // MARK: Screens

    /// Records which kinds of guard a screen has.
    package mutating func set(guarded isGuarded: Bool, intercepted isIntercepted: Bool, for screen: ScreenID) {
        if isGuarded { guarded.insert(screen) } else { guarded.remove(screen) }
        if isIntercepted { intercepted.insert(screen) } else { intercepted.remove(screen) }
    }

    /// Forgets the guards of screens that left the stack (their open questions stay: a late
    /// answer finds the screen gone and changes nothing).
    package mutating func forget(_ screens: [ScreenID]) {
        for id in screens {
            guarded.remove(id)
            intercepted.remove(id)
        }
    }

    /// Whether any screen has a guard or an interceptor.
    package var isEmpty: Bool { guarded.isEmpty && intercepted.isEmpty }

    /// Whether a back action on a screen must first ask its interceptor or guard.
    package func asksBack(on screen: ScreenID) -> Bool {
        guarded.contains(screen) || intercepted.contains(screen)
    }

    /// The guarded screens among `screens`, in their order, that are not in `consented`.
    func needingConsent(_ screens: [ScreenID], consented: Set<ScreenID>) -> [ScreenID] {
        guarded.isEmpty ? [] : screens.filter { guarded.contains($0) && !consented.contains($0) }
    }

    // MARK: Questions

    /// A new question about a screen, with a fresh identity; it is not open until ``wait(for:owner:)``.
    package mutating func question(about screen: Screen, reason: LeaveReason) -> LeaveRequest {
        defer { nextID += 1 }
        return LeaveRequest(id: LeaveRequestID(nextID), screen: screen, reason: reason)
    }

    /// Opens a question: `owner` waits for its answer.
    mutating func wait(for question: LeaveRequest, owner: LeaveQuestionOwner) {
        open[question.id] = OpenQuestion(request: question, owner: owner)
    }

    /// Closes a question and returns it; `nil` when it is not open.
    mutating func close(_ id: LeaveRequestID) -> OpenQuestion? { open.removeValue(forKey: id) }

    /// Closes every question an owner holds.
    mutating func withdraw(_ owner: LeaveQuestionOwner) {
        guard !open.isEmpty else { return }
        open = open.filter { $0.value.owner != owner }
    }

    /// Whether a question is open.
    package func isOpen(_ id: LeaveRequestID) -> Bool { open[id] != nil }

    /// Whether an owner waits for any answer.
    func isWaiting(_ owner: LeaveQuestionOwner) -> Bool {
        !open.isEmpty && open.values.contains { $0.owner == owner }
    }

    /// The screens an owner's open questions are about, by question identity.
    func screens(askedBy owner: LeaveQuestionOwner) -> [ScreenID] {
        open.isEmpty
            ? []
            : open.values.filter { $0.owner == owner }.sorted { $0.request.id.rawValue < $1.request.id.rawValue }.map(
                \.request.screen.id)
    }

    /// The open questions, oldest first.
    package var pending: [LeaveRequest] {
        open.values.map(\.request).sorted { $0.id.rawValue < $1.id.rawValue }
    }
}
