import NavKit
import NavKitTesting
import Testing

/// DESIGN invariant 8: exactly one source drives an interaction at a time; when its run ends for
/// any reason, that source drives nothing more until its touch ends.
@Suite("Interaction ownership (invariant 8)")
@MainActor
struct InteractionOwnershipTests {
    static let configuration = NavigationConfiguration(releaseWatchdog: 1, idleInteractionWatchdog: 0.5)

    @Test(
        "regression: a finger whose swipe the idle watchdog cancelled does not drive, or finish, the programmatic pop that follows"
    )
    func staleFingerCannotDriveTheNextRun() throws {
        let h = try GestureHarness(configuration: .init(), containerConfiguration: Self.configuration)
        var script = TouchScript(startingAt: 1)
        script.down(1, 100)
        script.move(1, to: 160, over: 0.05)
        try h.play(script)
        #expect(h.container.transition?.source == .touch(1), "the swipe began")
        // The finger holds still; the idle watchdog cancels its run.
        try h.tick(0.7)
        #expect(h.container.transition == nil)
        #expect(h.stackIDs == ["home", "list", "detail"])
        // A programmatic back begins a new pop and drives it to 20 %.
        let t = h.clock.now
        try h.container.handle(.started(at: t))
        try h.container.handle(.progressed(0.2, at: t + 0.01))
        #expect(h.container.transition?.source == .programmatic)
        // The stale finger moves far and lifts: nothing of it reaches the programmatic pop.
        var stale = TouchScript(startingAt: (t + 0.02).seconds)
        stale.move(1, to: 380, over: 0.05)
        stale.up()
        let routings = try h.play(stale)
        #expect(routings.allSatisfy { $0.action == .none })
        #expect(h.container.transition?.progress == 0.2)
        #expect(h.container.transition?.interactionPhase == .interacting)
        // The programmatic source cancels: no screen is lost.
        try h.container.handle(.cancelled(velocity: 0, at: h.clock.now + 0.01))
        try h.settle()
        #expect(h.stackIDs == ["home", "list", "detail"])
    }

    /// One input of some source.
    enum Input: Sendable, CustomStringConvertible {
        case down(x: Double)
        case move(dx: Double)
        case lift
        case programmatic(Int, Double)
        case api(Int, Double)
        case wait(Double)

        var description: String {
            switch self {
            case .down(let x): "down(\(x))"
            case .move(let dx): "move(\(dx))"
            case .lift: "lift"
            case .programmatic(let kind, let value):
                "programmatic(\(["start", "progress", "commit", "cancel"][kind]), \(value))"
            case .api(let kind, let value): "api(\(["begin", "update", "finish", "cancel"][kind]), \(value))"
            case .wait(let seconds): "wait(\(seconds))"
            }
        }

        /// The source the input comes from; `nil` for time passing.
        var source: InteractionSource? {
            switch self {
            case .down, .move, .lift: .touch(1)
            case .programmatic: .programmatic
            case .api: .api
            case .wait: nil
            }
        }
    }

    static let inputs = Gen<[Input]>.array(
        of: .frequency(
            (2, Gen<Double>.double(in: 0...390).map { Input.down(x: $0) }),
            (4, Gen<Double>.double(in: -80...160).map { Input.move(dx: $0) }),
            (2, .constant(Input.lift)),
            (3, Gen.zip(Gen<Int>.int(in: 0...3), Gen<Double>.double(in: 0...1)).map { Input.programmatic($0, $1) }),
            (3, Gen.zip(Gen<Int>.int(in: 0...3), Gen<Double>.double(in: 0...1)).map { Input.api($0, $1) }),
            (3, Gen<Double>.double(in: 0...1.2).map { Input.wait($0) })),
        length: 0...40)

    @Test(
        "random interleavings of a finger, a programmatic source, the API and watchdog time: only the owner drives, and an ended owner drives nothing until it lets go"
    )
    func onlyTheOwnerDrives() {
        verifyProperty("interaction ownership", Self.inputs, iterations: 1_500) { inputs in
            let h = try GestureHarness(configuration: .init(), containerConfiguration: Self.configuration)
            let log = RunLog()
            h.container.addObserver(log)
            var model = OwnershipModel()
            for (index, input) in inputs.enumerated() {
                let before = ObservedState(h.container)
                log.clear()
                try Self.feed(input, to: h, model: &model)
                let after = ObservedState(h.container)
                // The model's own record of who began the run, from which input caused didBegin.
                if log.began || log.caught, let source = input.source { model.begin(source) }
                if log.ended, let owner = model.owner {
                    model.spend(owner)
                    model.owner = nil
                }
                guard let source = input.source else { continue }
                let stillSpent = model.isSpent(source) && !model.releases(source, by: input)
                if (stillSpent || (model.owner != nil && model.owner != source)) && !log.began && !log.caught {
                    guard before == after else {
                        throw PropertyViolation(
                            "input \(index) \(input) from \(source), which does not drive the run, changed the container"
                        )
                    }
                }
                model.note(input)
            }
        }
    }

    private static func feed(_ input: Input, to h: GestureHarness, model: inout OwnershipModel) throws {
        let now = h.clock.now + 0.01
        switch input {
        case .down(let x):
            guard !model.fingerDown else { return }
            model.fingerDown = true
            model.fingerX = x
            try h.container.handle(Touch(id: 1, phase: .began, location: Point(x: x, y: 400), timestamp: now))
        case .move(let dx):
            guard model.fingerDown else { return }
            model.fingerX += dx
            try h.container.handle(
                Touch(id: 1, phase: .moved, location: Point(x: model.fingerX, y: 400), timestamp: now))
        case .lift:
            guard model.fingerDown else { return }
            model.fingerDown = false
            try h.container.handle(
                Touch(id: 1, phase: .ended, location: Point(x: model.fingerX, y: 400), timestamp: now))
        case .programmatic(let kind, let value):
            let event: ProgrammaticBackEvent =
                switch kind {
                case 0: .started(at: now)
                case 1: .progressed(value, at: now)
                case 2: .committed(velocity: value, at: now)
                default: .cancelled(velocity: -value, at: now)
                }
            _ = try? h.container.handle(event)
        case .api(let kind, let value):
            switch kind {
            case 0: try? h.container.beginInteractivePop(at: now)
            case 1: try? h.container.updateInteractivePop(progress: value, at: now)
            case 2: try? h.container.finishInteractivePop(velocity: value, at: now)
            default: try? h.container.cancelInteractivePop(velocity: -value, at: now)
            }
        case .wait(let seconds):
            try h.host.run(for: seconds)
        }
        h.clock.set(to: now)
    }
}

/// What the ownership property tracks itself, from the inputs it fed and the begin / end events.
struct OwnershipModel {
    var owner: InteractionSource?
    var fingerDown = false
    var fingerX = 0.0
    private var spentFinger = false
    private var spentProgrammatic = false
    /// Between a programmatic start and its commit or cancel.
    private var programmaticActive = false

    func isSpent(_ source: InteractionSource) -> Bool {
        switch source {
        case .touch: spentFinger
        case .programmatic: spentProgrammatic
        case .api: false
        }
    }

    /// Whether this input is the one that ends the spent state (a lift, a programmatic end).
    func releases(_ source: InteractionSource, by input: InteractionOwnershipTests.Input) -> Bool {
        switch input {
        case .lift: return true
        case .programmatic(let kind, _): return kind >= 2
        default: return false
        }
    }

    /// A run began from this source's input.
    mutating func begin(_ source: InteractionSource) {
        owner = source
    }

    /// The owner's run ended: a finger still down, or a programmatic gesture not yet ended,
    /// drives nothing more.
    mutating func spend(_ source: InteractionSource) {
        switch source {
        case .touch: spentFinger = fingerDown
        case .programmatic: spentProgrammatic = programmaticActive
        case .api: break
        }
    }

    /// Bookkeeping after an input was checked.
    mutating func note(_ input: InteractionOwnershipTests.Input) {
        switch input {
        case .lift:
            spentFinger = false
        case .programmatic(0, _):
            programmaticActive = true
        case .programmatic:
            if case .programmatic(let kind, _) = input, kind >= 2 {
                programmaticActive = false
                spentProgrammatic = false
            }
        default:
            break
        }
    }
}

/// Whether a run began or ended while one input was fed.
final class RunLog: NavigationObserver {
    private(set) var began = false
    private(set) var caught = false
    private(set) var ended = false

    func clear() {
        began = false
        caught = false
        ended = false
    }

    func navigationContainer(_ container: NavigationContainer, didCatch context: TransitionContext) {
        caught = true
    }

    func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {
        if context.isInteractive { began = true }
    }

    func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {
        if context.isInteractive { ended = true }
    }
}

/// What an input that does not drive the run must leave untouched.
@MainActor
struct ObservedState: Equatable {
    var stack: [ScreenID]
    var scene: Scene
    var transition: TransitionStatus?

    init(_ container: NavigationContainer) {
        stack = container.stack.map(\.id)
        scene = container.scene
        transition = container.transition
    }
}
