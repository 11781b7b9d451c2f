import NavKit
import NavKitFuzz
import NavKitHost
import NavKitTesting

/// A `ScriptedHost` (clock, frames, touches, settle) with a `NavigationHostDriver` on its
/// container: every frame the host ticks is brought to the driver, so the lifecycle and the
/// views follow as they would on a display callback.
@MainActor
final class DrivenHost {
    let host: ScriptedHost
    let driver: NavigationHostDriver
    let renderer = RecordingRenderer()

    init(root: Screen, motionPolicy: MotionPolicy = .standard) {
        host = ScriptedHost(root: root)
        driver = NavigationHostDriver(container: host.container, motionPolicy: motionPolicy, frameLinger: 0)
        driver.connect(renderer)
        driver.hostAppearance(.appearing, animated: false)
        driver.hostAppearance(.appeared, animated: false)
        host.onFrame = { [driver] _ in driver.synchronize() }
    }

    var container: NavigationContainer { host.container }

    /// Ticks until nothing runs and nothing waits, then checks the lifecycle at rest.
    func settle() throws {
        try host.settle()
        driver.synchronize()
        if let violation = renderer.violation { throw violation }
        try renderer.checker.checkAtRest(stack: container.stack.map(\.id), host: .appeared)
    }

    /// Plays a gesture through the container (frames in between), then brings the driver along.
    func play(_ script: GestureScript) {
        host.play(script)
        driver.synchronize()
    }
}
