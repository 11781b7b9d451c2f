import NavKit
import Testing

/// The one guard path, on the transition machine alone: its ``LeaveGuardState`` is the one place
/// guard facts live, every removal asks through it, and every later answer takes one route.
@Suite("Transition machine: the one guard state")
struct LeaveGuardStateTests {
    /// root › list › detail, with a guard on `detail`.
    static func guarded() -> MachineHarness {
        var h = MachineHarness(screens: ["list", "detail"])
        h.machine.setGuards(leave: true, intercepted: false, for: "detail")
        return h
    }

    @Test("an interactive pop of a guarded top screen begins only with its guard's consent")
    func interactivePopNeedsConsent() throws {
        var h = Self.guarded()
        var effects: [ContainerEffect] = []
        let before = h.machine.explorationKey
        #expect(throws: NavigationError.backRefused(.guarded)) {
            try h.machine.beginInteractivePop(source: .api, at: h.now, animator: nil, ticket: nil, into: &effects)
        }
        #expect(h.machine.explorationKey == before && effects.isEmpty)
        try h.machine.beginInteractivePop(
            source: .api, at: h.now, animator: nil, ticket: nil, consented: ["detail"], into: &effects)
        try h.release(.finished, velocity: 2)
        #expect(try h.settle())
        #expect(h.ids == ["root", "list"])
    }

    @Test("a request that removes a guarded screen no answer covers waits and asks it through an effect")
    func unansweredRequestAsks() throws {
        var h = Self.guarded()
        let (ticket, disposition) = try h.request(.popToRoot)
        #expect(disposition == .awaitingGuard)
        #expect(h.questionsAsked.map(\.screen.id) == ["detail"])
        #expect(h.questionsAsked.map(\.reason) == [.popToRoot])
        #expect(h.machine.guards.pending == h.questionsAsked)
        try h.answer(h.questionsAsked[0].id, allowed: true)
        #expect(try h.settle())
        #expect(h.results(of: ticket) == [.finished])
        #expect(h.ids == ["root"])
    }

    @Test("a put-off back action and a waiting request are answered the same way, with ids of one space")
    func oneRouteOneIdentitySpace() throws {
        var h = Self.guarded()
        let asked = h.machine.backQuestion(about: "detail", origin: .keyboard)
        let back = try #require(asked)
        #expect(h.machine.takeBackAnswer(LeaveAnswer(back, .decideLater)) == false)
        h.machine.setGuards(leave: true, intercepted: false, for: "list")
        let questions = try h.machine.leaveQuestions(for: .popToRoot, reason: .popToRoot)
        #expect(questions.map(\.screen.id) == ["detail", "list"], "top first")
        let ids = ([back] + questions).map(\.id.rawValue)
        #expect(Set(ids).count == 3 && ids == ids.sorted(), "one identity space, in the order asked")
        #expect(h.machine.guards.pending == [back])
        // The back action's later answer pops the screen, animated, through the queue's path.
        try h.answer(back.id, allowed: true)
        #expect(h.machine.status?.context.operation == .pop)
        #expect(h.machine.guards.pending.isEmpty)
        #expect(try h.settle())
        #expect(h.ids == ["root", "list"])
        #expect(throws: NavigationError.unknownLeaveRequest(back.id)) { try h.answer(back.id, allowed: true) }
    }

    @Test("a denying answer among a request's answers refuses it with a typed error and changes nothing")
    func denyingAnswerRefuses() throws {
        var h = Self.guarded()
        h.machine.setGuards(leave: true, intercepted: false, for: "list")
        let questions = try h.machine.leaveQuestions(for: .popToRoot, reason: .popToRoot)
        let before = h.machine.explorationKey
        var effects: [ContainerEffect] = []
        #expect(throws: NavigationError.leaveDenied("list")) {
            try h.machine.request(
                .popToRoot, animated: true, animator: nil, ticket: nil,
                answers: [LeaveAnswer(questions[0], .decideLater), LeaveAnswer(questions[1], .deny)], at: h.now,
                into: &effects)
        }
        #expect(h.machine.explorationKey == before && effects.isEmpty)
        #expect(h.machine.guards.pending.isEmpty, "the put-off question is withdrawn with the request")
    }
}
