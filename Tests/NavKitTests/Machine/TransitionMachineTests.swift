import NavKit
import Testing

/// The transition machine as the value it is: built and stepped directly, with no container, no
/// observer and no clock.
@Suite("Transition machine, without the shell")
struct TransitionMachineTests {
    @Test("an animated push starts a timed run; frames end it once, committing the push and completing its request")
    func pushRunsToTheEnd() throws {
        var h = MachineHarness()
        let (ticket, disposition) = try h.request(.push(Screen(id: "detail")))
        #expect(disposition == .started)
        #expect(h.machine.status != nil)
        #expect(h.ids == ["root"], "the stack changes when the run finishes, not before")
        #expect(try h.settle())
        #expect(h.ids == ["root", "detail"])
        #expect(h.results(of: ticket) == [.finished])
        #expect(h.machine.status == nil)
        #expect(h.machine.scene.layers.map(\.screen) == ["detail"])
    }

    @Test("requests made while a run is in flight wait in order and apply after it")
    func requestsQueueBehindTheRun() throws {
        var h = MachineHarness()
        let (push, _) = try h.request(.push(Screen(id: "a")))
        let (second, queued) = try h.request(.push(Screen(id: "b")))
        let (pop, _) = try h.request(.pop, animated: false)
        #expect(queued == .queued)
        #expect(h.machine.queuedCount == 2)
        #expect(h.machine.projectedScreens.map(\.id) == ["root", "a"])
        #expect(try h.settle())
        #expect(h.ids == ["root", "a"])
        #expect(h.completions.map(\.0) == [push, second, pop])
        #expect(h.outstanding.isEmpty)
    }

    @Test("a request that cannot apply is refused with a typed error and changes nothing")
    func refusedRequestChangesNothing() throws {
        var h = MachineHarness()
        let before = h.machine.explorationKey
        #expect(throws: NavigationError.cannotPopRoot) { try h.request(.pop) }
        #expect(h.machine.explorationKey == before)
        #expect(h.effects.isEmpty)
    }

    @Test("a cancelled interactive pop leaves the stack and the scene exactly as before it began")
    func cancelRestoresEverything() throws {
        var h = MachineHarness(screens: ["list", "detail"])
        let scene = h.machine.scene
        let ticket = try h.beginPop()
        try h.update(0.4)
        #expect(h.machine.scene != scene)
        try h.release(.cancelled)
        #expect(try h.settle())
        #expect(h.ids == ["root", "list", "detail"])
        #expect(h.machine.scene == scene)
        #expect(h.results(of: ticket) == [.cancelled])
    }

    @Test("the machine is a value: a copy stepped to the end leaves the original's run where it was")
    func copiesAreIndependent() throws {
        var h = MachineHarness(screens: ["list"])
        _ = try h.request(.push(Screen(id: "detail")))
        try h.tick(0.1)
        let original = h.machine
        let key = original.explorationKey
        var copy = h
        #expect(try copy.settle())
        #expect(copy.ids == ["root", "list", "detail"])
        #expect(original.explorationKey == key)
        #expect(original.status?.progress == h.machine.status?.progress)
        #expect(h.machine.screens.map(\.id) == ["root", "list"])
        // And the original, stepped the same way, ends the same way.
        #expect(try h.settle())
        #expect(h.machine.explorationKey == copy.machine.explorationKey)
    }

    @Test("the same events from the same state give the same state and the same effects")
    func stepsAreDeterministic() throws {
        var a = MachineHarness(screens: ["list"])
        _ = try a.request(.push(Screen(id: "detail")))
        var b = a
        for _ in 0..<10 {
            try a.tick(0.03)
            try b.tick(0.03)
            #expect(a.machine.explorationKey == b.machine.explorationKey)
        }
        #expect(a.effects.count == b.effects.count)
    }

    @Test("time that goes backwards is refused with a typed error and changes nothing")
    func backwardsTimeIsRefused() throws {
        var h = MachineHarness()
        _ = try h.request(.push(Screen(id: "detail")))
        try h.tick(0.1)
        let before = h.machine.explorationKey
        var effects: [ContainerEffect] = []
        #expect(throws: NavigationError.self) { try h.machine.tick(at: Timestamp(seconds: 0.05), into: &effects) }
        #expect(h.machine.explorationKey == before)
        #expect(effects.isEmpty)
    }
}

/// The projection (the stack as it will be once everything in flight applies) after a waiting
/// request leaves the queue.
@Suite("Transition machine: the projected stack")
struct TransitionMachineProjectionTests {
    @Test("a denied waiting request leaves the queue, and the projection still holds the run in flight")
    func deniedRequestKeepsTheRunInTheProjection() throws {
        var h = MachineHarness(screens: ["list", "detail"])
        _ = try h.request(.pop)
        h.machine.setGuards(leave: true, intercepted: false, for: "list")
        let question = try #require(try h.machine.leaveQuestions(for: .pop, reason: .pop).first)
        var fresh: [ContainerEffect] = []
        let (denied, disposition) = try {
            let ticket = CompletionTicket(1_000)
            return (
                ticket,
                try h.machine.request(
                    .pop, animated: true, animator: nil, ticket: ticket, answers: [LeaveAnswer(question, .decideLater)],
                    at: h.now, into: &fresh)
            )
        }()
        #expect(disposition == .awaitingGuard)
        #expect(h.machine.guards.pending == [question])
        try h.answer(question.id, allowed: false)
        #expect(h.results(of: denied) == [.failed(.leaveDenied("list"))])
        #expect(h.machine.projectedScreens.map(\.id) == ["root", "list"], "the pop in flight is still to come")
        // A request made now is planned against the stack as it will be.
        _ = try h.request(.push(Screen(id: "other")))
        #expect(try h.settle())
        #expect(h.ids == ["root", "list", "other"])
    }
}
