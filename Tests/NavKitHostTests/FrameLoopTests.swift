import NavKitCore
import NavKitHost
import Testing

@Suite("Frame loop")
struct FrameLoopTests {
    func t(_ seconds: Double) -> Timestamp { Timestamp(seconds: seconds) }

    @Test("a wake starts the display callback once; frames tick while busy and for the linger after")
    func ticksWhileBusy() throws {
        var loop = FrameLoop(linger: 0.1)
        #expect(!loop.isRunning)
        #expect(try loop.wake(at: t(1)))
        #expect(try !loop.wake(at: t(1.001)))
        #expect(try loop.frame(at: t(1.016), isBusy: true) == .tick)
        #expect(try loop.frame(at: t(1.5), isBusy: true) == .tick)
        #expect(try loop.frame(at: t(1.55), isBusy: false) == .tick)
        #expect(try loop.frame(at: t(1.59), isBusy: false) == .tick)
        #expect(try loop.frame(at: t(1.61), isBusy: false) == .stop)
        #expect(!loop.isRunning)
        #expect(try loop.wake(at: t(2)))
    }

    @Test("a frame while nothing ever woke it stops at once, unless the container is busy")
    func idleFromStart() throws {
        var loop = FrameLoop()
        #expect(try loop.frame(at: t(0), isBusy: false) == .stop)
        #expect(try loop.frame(at: t(0.016), isBusy: true) == .tick)
        #expect(loop.isRunning)
    }

    @Test("a wake stamped a little before the last frame is fine")
    func earlyWake() throws {
        var loop = FrameLoop(linger: 0)
        _ = try loop.wake(at: t(1))
        _ = try loop.frame(at: t(1.02), isBusy: true)
        _ = try loop.wake(at: t(1.01))
        #expect(try loop.frame(at: t(1.02), isBusy: false) == .tick)
    }

    @Test("a non-finite or backward time gets a typed error and changes nothing")
    func badTimes() throws {
        var loop = FrameLoop()
        _ = try loop.wake(at: t(1))
        _ = try loop.frame(at: t(2), isBusy: true)
        let before = loop
        #expect(throws: FrameLoopError.nonFiniteTime(.infinity)) { _ = try loop.frame(at: t(.infinity), isBusy: true) }
        #expect(throws: FrameLoopError.timeWentBackwards(previous: t(2), received: t(1))) {
            _ = try loop.frame(at: t(1), isBusy: true)
        }
        #expect(throws: FrameLoopError.self) { _ = try loop.wake(at: t(.nan)) }
        #expect(loop == before)
    }
}
