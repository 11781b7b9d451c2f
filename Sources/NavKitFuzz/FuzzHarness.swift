import NavKit
import NavKitTesting

/// Runs a ``FuzzInput`` against a real container through ``NavKitTesting/ContainerModelRunner``
/// and checks, after every action, every invariant of NavKit's design; hostile inputs must be
/// refused with a typed error, leave the container exactly as it was, and be reported in the
/// diagnostic stream as documented.
///
/// ```swift
/// let harness = FuzzHarness(FuzzInput(decoding: bytes))
/// try harness.run()        // throws PropertyViolation at the first broken invariant
/// ```
@MainActor
package final class FuzzHarness {
    /// The case being run.
    package let input: FuzzInput
    /// The model-based runner that owns the container.
    package let runner: ContainerModelRunner

    /// Records what the container reports (observers are its one diagnostics channel).
    package let recorder = NavigationEventRecorder()

    /// The registry name of the misbehaving default animator.
    static let brokenAnimator: AnimatorID = "fuzz.broken"

    /// Sets up a container with the case's plug-ins.
    /// - Parameter input: The case.
    package init(_ input: FuzzInput) {
        self.input = input
        var animators = AnimatorRegistry.standard
        if let fault = input.animatorFault {
            animators.register(MisbehavingAnimator(fault), as: Self.brokenAnimator)
            animators.setDefault(Self.brokenAnimator)
        }
        let fault = input.interactionFault
        let configuration = NavigationConfiguration(
            makeInteraction: { UnreliableInteraction(fault) }, releaseWatchdog: input.releaseWatchdog,
            idleInteractionWatchdog: input.idleWatchdog)
        runner = ContainerModelRunner(animators: animators, configuration: configuration)
        runner.container.addObserver(recorder)
    }

    /// Every diagnostic the container reported, in order.
    package var diagnostics: [NavigationDiagnostic] { recorder.diagnostics }

    /// Runs every action, then lets the container settle.
    /// - Throws: ``NavKitProperties/PropertyViolation`` naming the action and the broken rule.
    package func run() throws {
        for (index, action) in input.actions.enumerated() {
            let seen = diagnostics.count
            do {
                try perform(action)
                try checkDiagnostics(from: seen)
            } catch let violation as PropertyViolation {
                throw PropertyViolation("action \(index) \(action): \(violation.message)")
            }
        }
        let seen = diagnostics.count
        do {
            try runner.settle()
            try checkDiagnostics(from: seen)
        } catch let violation as PropertyViolation {
            throw PropertyViolation("settling: \(violation.message)")
        }
    }

    /// Performs one action and checks the invariants.
    /// - Parameter action: The action.
    /// - Throws: ``NavKitProperties/PropertyViolation``.
    package func perform(_ action: FuzzAction) throws {
        let container = runner.container
        switch action {
        case .step(let step):
            try runner.perform(step)
            return
        case .badTouch(let touch):
            try refused("touch \(touch)") { () throws(TouchError) in
                try container.handle(touch)
            } report: {
                .touchRefused($0)
            }
        case .badTick(let time):
            try refused("tick at \(time)") { () throws(NavigationError) in
                try container.tick(at: Timestamp(seconds: time))
            }
        case .badInteractive(let kind, let value, let backwards):
            let time = backwards ? Timestamp(seconds: -1) : nil
            let finite = backwards ? 0.5 : value
            try refused("interactive input") { () throws(NavigationError) in
                switch kind {
                case 0: try container.updateInteractivePop(progress: finite, at: time)
                case 1: try container.finishInteractivePop(velocity: finite, at: time)
                default: try container.cancelInteractivePop(velocity: finite, at: time)
                }
            }
        case .bounds(let rect, valid: false):
            try refused("bounds \(rect)") { () throws(NavigationError) in try container.setBounds(rect) }
        case .bounds(let rect, valid: true):
            // At any time, during a transition too: the model keeps its own bounds.
            try runner.perform(.setBounds(width: rect.width, height: rect.height))
        case .badProgrammatic(let event):
            try refused("programmatic \(event)") { () throws(ProgrammaticBackError) in
                try container.handle(event)
            } report: {
                .programmaticBackRefused($0)
            }
        case .badGestureSettings(let settings):
            let before = container.gestures.configuration
            do {
                try container.setBackGestureConfiguration(settings)
                throw PropertyViolation("bad gesture settings accepted")
            } catch {
                guard container.gestures.configuration == before else {
                    throw PropertyViolation("bad settings changed the configuration")
                }
            }
        case .scrollRegion(let n, let frame, let page):
            let region = ScrollRegion(id: "fuzz", frame: frame, kind: .pager(currentPage: page))
            container.setScrollRegions([region], for: ContainerStep.screen(n).id)
        case .interceptor(let n, let consumes):
            // With nil, released while the container still names it; the runner's model expects
            // swipes and the interactive-pop API to meet the interceptor.
            runner.setBackInterceptor(n, consumes: consumes)
        case .nest(let n, let depth):
            try runner.perform(.nest(n, depth: depth))
        }
        try runner.checkInvariants()
    }

    // MARK: Checks

    /// Calls something that must throw a typed error and change nothing, and checks the
    /// diagnostic it must report (if any).
    private func refused<E: Error>(
        _ what: String, _ call: () throws(E) -> Void, report: ((E) -> NavigationDiagnostic)? = nil
    ) throws {
        let before = ContainerState(runner.container)
        let seen = diagnostics.count
        let failure: E?
        do throws(E) {
            try call()
            failure = nil
        } catch {
            failure = error
        }
        guard let failure else { throw PropertyViolation("malformed \(what) was accepted") }
        guard ContainerState(runner.container) == before else {
            throw PropertyViolation("refused \(what) (\(failure)) changed the container")
        }
        let expected = report.map { [$0(failure)] } ?? []
        let reported = Array(diagnostics[seen...])
        // Compared as text: a payload may carry NaN, which is never equal to itself.
        guard reported.map(String.init(describing:)) == expected.map(String.init(describing:)) else {
            throw PropertyViolation("refused \(what) reported \(reported), expected \(expected)")
        }
    }

    /// Every diagnostic carries sane values: clamped durations within the allowed range, finite
    /// watchdog times.
    private func checkDiagnostics(from start: Int) throws {
        let allowed = runner.container.configuration.allowedDurations
        for diagnostic in diagnostics[start...] {
            switch diagnostic {
            case .durationClamped(_, _, let used) where !allowed.contains(used):
                throw PropertyViolation("duration clamped to \(used), outside \(allowed)")
            case .watchdogEndedTransition(_, let seconds) where !seconds.isFinite || seconds < 0:
                throw PropertyViolation("watchdog fired after \(seconds) s")
            case .sanitizedFrame(_, let progress) where !progress.isFinite:
                throw PropertyViolation("sanitised frame at progress \(progress)")
            default:
                break
            }
        }
    }
}

/// Everything about a container a refused input must leave untouched, as one comparable value.
package struct ContainerState: Equatable {
    /// The stack.
    package var stack: [Screen]
    /// The latest frame.
    package var scene: Scene
    /// How many requests wait.
    package var queued: Int
    /// The transition in flight: what, how far, what drives it.
    package var transition: TransitionStatus?
    /// The gesture driver's latest decision.
    package var decision: BackGestureDecision?
    /// The back-gesture settings.
    package var settings: BackGestureConfiguration

    /// Captures a container's state.
    /// - Parameter container: The container.
    @MainActor
    package init(_ container: NavigationContainer) {
        stack = container.stack
        scene = container.scene
        queued = container.queuedOperationCount
        transition = container.transition
        decision = container.gestures.lastDecision
        settings = container.gestures.configuration
    }
}
