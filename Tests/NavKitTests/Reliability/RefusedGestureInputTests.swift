import NavKit
import NavKitTesting
import Testing

/// The standard interaction, refusing some of its inputs as a broken plug-in would.
struct RefusingInteraction: InteractiveTransitioning {
    enum Refusal: Sendable {
        /// The first progress or drag (the one the gesture begins with).
        case firstUpdate
        /// Every progress or drag after the first.
        case laterUpdates
        /// The release (finish or cancel).
        case release
    }

    let refusal: Refusal
    private var base = PercentDrivenInteraction()
    private var updates = 0

    init(_ refusal: Refusal) {
        self.refusal = refusal
    }

    var phase: InteractionPhase { base.phase }
    var progress: Double { base.progress }

    mutating func begin(at time: Timestamp) throws(InteractionError) { try base.begin(at: time) }

    mutating func update(_ progress: Double, at time: Timestamp) throws(InteractionError) {
        updates += 1
        switch refusal {
        case .firstUpdate where updates == 1, .laterUpdates where updates > 1: throw .notInteracting
        default: try base.update(progress, at: time)
        }
    }

    mutating func finish(velocity: Double, at time: Timestamp) throws(InteractionError) {
        if refusal == .release { throw .notInteracting }
        try base.finish(velocity: velocity, at: time)
    }

    mutating func cancel(velocity: Double, at time: Timestamp) throws(InteractionError) {
        if refusal == .release { throw .notInteracting }
        try base.cancel(velocity: velocity, at: time)
    }

    mutating func advance(to time: Timestamp) throws(InteractionError) -> InteractionStep {
        try base.advance(to: time)
    }
}

@Suite("Reliability: a back gesture's refused inputs are reported, never dropped silently")
@MainActor
struct RefusedGestureInputTests {
    let grid = ThumbnailGrid()

    func harness(_ refusal: RefusingInteraction.Refusal, zoom: Bool = false) throws -> (GestureHarness, DiagnosticLog) {
        let configuration = NavigationConfiguration(makeInteraction: { RefusingInteraction(refusal) })
        let screens =
            zoom
            ? [
                Screen(id: "home"),
                Screen(
                    id: "photo", title: "Photo",
                    preferences: ScreenPreferences(preferredAnimator: .zoom, transitionSource: "cell")),
            ] : [Screen(id: "home"), Screen(id: "list"), Screen(id: "detail")]
        let h = try GestureHarness(screens: screens, containerConfiguration: configuration)
        if zoom {
            grid.frames["cell"] = Rect(x: 145, y: 700, width: 100, height: 100)
            h.container.transitionSourceResolver = grid
        }
        return (h, DiagnosticLog(h.container))
    }

    /// The refusals reported for one kind of input.
    func refusals(_ log: DiagnosticLog, _ input: BackGestureInput) -> [NavigationError] {
        log.all.compactMap {
            guard case .backGestureInputRefused(input, let error) = $0 else { return nil }
            return error
        }
    }

    /// A drag from the screen's centre straight down, then a lift (the zoom dismiss).
    func dragDown(_ h: GestureHarness) throws {
        var script = TouchScript(startingAt: h.time)
        script.down(1, 195, 422)
        script.move(1, to: 195, 622, over: 0.3)
        script.up()
        try h.play(script)
    }

    @Test("the progress a swipe begins with, refused, is reported; the swipe goes on and pops")
    func beginningProgress() throws {
        let (h, log) = try harness(.firstUpdate)
        try h.play(.swipe(from: 100, to: 350))
        try h.settle()
        #expect(refusals(log, .progress) == [.interaction(.notInteracting)])
        #expect(h.stackIDs == ["home", "list"])
    }

    @Test("a swipe's later progress, refused, is reported at each move; the transition still ends once")
    func laterProgress() throws {
        let (h, log) = try harness(.laterUpdates)
        var ended: [TransitionOutcome] = []
        let observer = EndRecorder { ended.append($0) }
        h.container.addObserver(observer)
        try h.play(.swipe(from: 100, to: 350))
        try h.settle()
        #expect(refusals(log, .progress).count > 1)
        #expect(refusals(log, .progress).allSatisfy { $0 == .interaction(.notInteracting) })
        #expect(ended.count == 1)
        withExtendedLifetime(observer) {}
    }

    @Test("a refused release is reported, and the watchdog ends the transition that stays")
    func release() throws {
        let (h, log) = try harness(.release)
        try h.play(.swipe(from: 100, to: 350))
        #expect(refusals(log, .release) == [.interaction(.notInteracting)])
        try h.settle()
        #expect(h.container.transition == nil)
        #expect(log.all.contains { if case .watchdogEndedTransition = $0 { true } else { false } })
    }

    @Test("the drag a zoom dismiss begins with, refused, is reported")
    func beginningDrag() throws {
        let (h, log) = try harness(.firstUpdate, zoom: true)
        try dragDown(h)
        try h.settle()
        #expect(refusals(log, .drag) == [.interaction(.notInteracting)])
    }

    @Test("a zoom dismiss's later drags, refused, are reported at each move")
    func laterDrags() throws {
        let (h, log) = try harness(.laterUpdates, zoom: true)
        try dragDown(h)
        try h.settle()
        #expect(refusals(log, .drag).count > 1)
        #expect(refusals(log, .progress).isEmpty)
    }
}

/// Records how each transition ended.
@MainActor
private final class EndRecorder: NavigationObserver {
    let record: (TransitionOutcome) -> Void

    init(_ record: @escaping (TransitionOutcome) -> Void) {
        self.record = record
    }

    func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {
        record(outcome)
    }
}
