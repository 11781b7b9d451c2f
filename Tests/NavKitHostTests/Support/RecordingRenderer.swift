import NavKitCore
import NavKitFuzz
import NavKitHost

/// A renderer that records what the driver asks of it, and feeds every lifecycle callback to a
/// ``LifecycleChecker`` as it arrives.
@MainActor
final class RecordingRenderer: NavigationHostRenderer {
    private(set) var effects: [ScreenLifecycleEffect] = []
    private(set) var commands: [ViewCommand] = []
    private(set) var frameUpdates: [Bool] = []
    var checker = LifecycleChecker()
    /// The first rule the callbacks broke, if any.
    private(set) var violation: (any Error)?
    /// Runs after each recorded effect (to call back into the driver, as an app would).
    var onEffect: ((ScreenLifecycleEffect) -> Void)?

    func perform(_ effect: ScreenLifecycleEffect) {
        effects.append(effect)
        do { try checker.check(effect) } catch { violation = violation ?? error }
        onEffect?(effect)
    }

    func apply(_ command: ViewCommand, of scene: Scene) { commands.append(command) }

    func setFrameUpdatesRunning(_ running: Bool) { frameUpdates.append(running) }

    /// Forgets what was recorded so far (the checker keeps its memory).
    func clear() {
        effects.removeAll()
        commands.removeAll()
        frameUpdates.removeAll()
    }
}
