import NavKit
import NavKitTesting

/// Screens used across the container tests.
enum Screens {
    static let home = Screen(id: "home", title: "Home")
    static let list = Screen(id: "list", title: "List")
    static let detail = Screen(id: "detail", title: "Detail")
    static let photo = Screen(id: "photo", title: "Photo", preferences: ScreenPreferences(prefersBarHidden: true))
    static let settings = Screen(id: "settings", title: "Settings")
}

/// A container on the shared ``ScriptedHost`` (manual clock, 60 Hz frames), 400×800,
/// left-to-right.
@MainActor
struct Harness {
    let host: ScriptedHost
    var clock: ManualClock { host.clock }
    var container: NavigationContainer { host.container }

    init(
        root: Screen = Screens.home, registry: AnimatorRegistry = .standard,
        configuration: NavigationConfiguration = .init()
    ) {
        host = ScriptedHost(
            root: root, bounds: Rect(x: 0, y: 0, width: 400, height: 800), animators: registry,
            configuration: configuration)
    }

    /// Advances time by `seconds` in 1/60 s frames, ticking each frame.
    func run(for seconds: Double) throws {
        try host.run(for: seconds)
    }

    /// Runs until no transition is in flight and nothing is queued, within the host's budget.
    func settle() throws {
        try host.settle()
    }

    var ids: [ScreenID] { container.stack.map(\.id) }
}

/// Records every completion call, to check "exactly once".
@MainActor
final class CompletionLog {
    private(set) var results: [String: [NavigationResult]] = [:]

    func callback(_ name: String) -> (NavigationResult) -> Void {
        { [self] result in results[name, default: []].append(result) }
    }
}

/// Records observer events as readable strings.
final class RecordingObserver: NavigationObserver {
    var events: [String] = []
    var diagnostics: [NavigationDiagnostic] = []
    var onDidShow: ((NavigationContainer, Screen) -> Void)?
    var onDidBegin: ((TransitionContext) -> Void)?

    func navigationContainer(_ container: NavigationContainer, willShow screen: Screen, animated: Bool) {
        events.append("willShow \(screen.id)")
    }
    func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool) {
        events.append("didShow \(screen.id)")
        onDidShow?(container, screen)
    }
    func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {
        events.append("began \(context.operation) \(context.from.id)->\(context.to.id)")
        onDidBegin?(context)
    }
    func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {
        events.append("ended \(outcome)")
    }
    func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic) {
        diagnostics.append(diagnostic)
    }
}

/// An animator that returns whatever numbers it is told to, for misbehaviour tests.
struct BrokenAnimator: AnimatedTransitioning {
    var durationValue: Double = 0.3
    var poison: Double = .nan

    func duration(for context: TransitionContext) -> Double { durationValue }
    func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        TransitionLayers(
            from: LayerState(offset: Vector(dx: poison, dy: 0), opacity: poison, zIndex: 0),
            to: LayerState(offset: Vector(dx: 0, dy: poison), scale: poison, opacity: 2, dimming: -1, zIndex: 1))
    }
}
