import NavKit
import Testing

@Suite("Programmatic back source through the container")
@MainActor
struct ProgrammaticBackTests {
    static func t(_ seconds: Double) -> Timestamp { Timestamp(seconds: seconds) }

    @Test("predictive-back progress drives the pop; a commit finishes it")
    func commitPops() throws {
        let h = try GestureHarness()
        #expect(try h.container.handle(.started(at: Self.t(0))) == .begin(.programmatic, progress: 0))
        try h.container.handle(.progressed(0.4, at: Self.t(0.1)))
        #expect(h.container.transition?.progress == 0.4)
        try h.container.handle(.committed(velocity: 0, at: Self.t(0.2)))
        try h.tick(0.2)
        try h.settle()
        #expect(h.stackIDs == ["home", "list"])
        #expect(h.gestures.lastDecision == .began(.programmatic))
    }

    @Test("a cancelled predictive back restores the scene exactly")
    func cancelRestores() throws {
        let h = try GestureHarness()
        let before = h.container.scene
        try h.container.handle(.started(at: Self.t(0)))
        try h.container.handle(.progressed(0.7, at: Self.t(0.1)))
        try h.container.handle(.cancelled(velocity: 0, at: Self.t(0.1)))
        try h.tick(0.1)
        try h.settle()
        #expect(h.container.scene == before)
    }

    @Test("the programmatic source is refused on the root screen and on a disabled screen, not by the container mode")
    func guards() throws {
        let root = try GestureHarness(screens: [Screen(id: "home")])
        #expect(try root.container.handle(.started(at: Self.t(0))) == .refuse(.rootScreen))
        #expect(try root.container.handle(.progressed(0.5, at: Self.t(0.1))) == .none)
        #expect(try root.container.handle(.committed(velocity: 0, at: Self.t(0.2))) == .none)
        #expect((root.container.transition != nil) == false)

        let disabled = try GestureHarness()
        try disabled.container.updatePreferences(of: "detail") { $0.backGesture = .disabled }
        #expect(try disabled.container.handle(.started(at: Self.t(0))) == .refuse(.disabledByScreen))

        let containerOff = try GestureHarness(configuration: BackGestureConfiguration(mode: .disabled))
        #expect(try containerOff.container.handle(.started(at: Self.t(0))) == .begin(.programmatic, progress: 0))
    }

    @Test("a back interceptor consumes a programmatic back too")
    func intercepted() throws {
        let h = try GestureHarness()
        let web = WebHistory(pages: ["a", "b"])
        h.container.setBackInterceptor(web, for: "detail")
        #expect(try h.container.handle(.started(at: Self.t(0))) == .refuse(.intercepted))
        #expect(try h.container.handle(.progressed(0.5, at: Self.t(0.1))) == .none)
        #expect((h.container.transition != nil) == false)
    }

    @Test("out-of-order or non-finite programmatic events are refused with typed errors")
    func badEvents() throws {
        let h = try GestureHarness()
        #expect(throws: ProgrammaticBackError.notStarted) { try h.container.handle(.progressed(0.2, at: Self.t(0))) }
        try h.container.handle(.started(at: Self.t(0.1)))
        #expect(throws: ProgrammaticBackError.alreadyStarted) { try h.container.handle(.started(at: Self.t(0.2))) }
        #expect(throws: ProgrammaticBackError.self) { try h.container.handle(.progressed(.nan, at: Self.t(0.2))) }
        #expect(throws: ProgrammaticBackError.timeWentBackwards(previous: Self.t(0.1), received: Self.t(0.05))) {
            try h.container.handle(.progressed(0.2, at: Self.t(0.05)))
        }
        #expect(h.container.transition?.progress == 0)
    }
}
